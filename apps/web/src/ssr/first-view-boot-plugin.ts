import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, type Plugin } from 'vite';

const SOURCE = fileURLToPath(new URL('./first-view-boot.js', import.meta.url));

/**
 * Build-time: first-view-boot.js (the drawn page's one script, docs/ssr.md) written to the build's
 * root minified. Copied from public/ as it was, its comments were a third of its bytes on every first
 * load; a file of the bundle, the service worker's precache lists it like the others.
 */
export function firstViewBoot(): Plugin {
	return {
		name: 'edge:first-view-boot',
		apply: 'build',
		async generateBundle() {
			const { code, errors } = await minify('first-view-boot.js', readFileSync(SOURCE, 'utf8'));
			if (errors.length > 0) this.error(`first-view-boot.js: ${errors.map((error) => error.message).join('; ')}`);
			this.emitFile({ type: 'asset', fileName: 'first-view-boot.js', source: code });
		},
	};
}
