// `npm run build -w @edge/server`: the server compiled to dist/main.js (scripts/node-bundle.mjs).
// `npm start` and a production install run it with plain `node` (docs/operations.md, "Build and deploy").
import { fileURLToPath } from 'node:url';
import { bundleNodeApp } from '../../scripts/node-bundle.mjs';

await bundleNodeApp({
	appDir: fileURLToPath(new URL('.', import.meta.url)),
	entries: { main: 'src/main.ts' },
	launcher: true,
	// Loaded as a worker by path (ssr/first-view-thread.ts), next to the module that starts it.
	copies: ['src/ssr/first-view-worker.mjs'],
});
