import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** `import('literal')` in our compiled code (TanStack Router's split route chunks and our lazy pages). */
const DYNAMIC_IMPORT = /\bimport\((['"])([^'"\n]+)\1\)/g;
const HELPER = fileURLToPath(new URL('./chunk-load.ts', import.meta.url));

/**
 * Build-time wrapper: every dynamic import under src/ becomes loadChunk(() => import(...)), so the
 * 120 s chunk time-out and the reload-once rule (chunk-load.ts) cover route chunks the router
 * plugin generates as well as our own lazy pages and catalogs. Runs after the router plugin
 * (enforce: 'post') so its generated imports are already in the code.
 */
export function chunkTimeout(): Plugin {
	return {
		name: 'edge:chunk-timeout',
		enforce: 'post',
		apply: 'build',
		transform(code, id) {
			const file = id.split('?')[0] ?? id;
			if (!file.includes('/apps/web/src/') || file === HELPER || file.includes('/features/pwa/sw')) return null;
			if (!code.includes('import(')) return null;
			let changed = false;
			const out = code.replace(DYNAMIC_IMPORT, (_match, quote: string, specifier: string) => {
				changed = true;
				return `__edgeLoadChunk(() => import(${quote}${specifier}${quote}))`;
			});
			if (!changed) return null;
			return { code: `import { loadChunk as __edgeLoadChunk } from ${JSON.stringify(HELPER)};\n${out}`, map: null };
		},
	};
}
