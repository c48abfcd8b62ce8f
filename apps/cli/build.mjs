// `npm run build -w @edge/cli`: the CLI compiled to dist/ (scripts/node-bundle.mjs), so `npm run cli`
// and `npm run seed` work after a production install, where tsx (a dev dependency) is absent.
import { fileURLToPath } from 'node:url';
import { bundleNodeApp } from '../../scripts/node-bundle.mjs';

await bundleNodeApp({
	appDir: fileURLToPath(new URL('.', import.meta.url)),
	entries: { cli: 'src/paypal.ts', seed: 'src/seed.ts' },
});
