import type { Plugin, Rollup } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as it streams in, off the main thread. */
const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Build-time: the framework chunk (React, the router, React Query) and the entry (Mantine's core, the
 * app's shell) start with V8's compile hint (Chrome 136 and later; a comment elsewhere). Nearly all
 * of them runs while the app starts, and compiled lazily each function was parsed again and compiled
 * on the main thread the first time it ran: most of the start-up's module evaluation (docs/bench.md,
 * "Lighthouse"). So does the chunk holding Leaflet, whose map-making runs most of it (its functions
 * were pre-parsed and then parsed again on the main thread: 66 ms of one task while a profile's map
 * was made). The other lazy chunks keep V8's own choice: most of one runs only on use. The hint must be
 * the file's first line: it is added once the chunks are final (Vite itself adds lines to the top of
 * chunks while the bundle is generated).
 */
export function compileHints(): Plugin {
	return {
		name: 'edge:compile-hints',
		apply: 'build',
		generateBundle: {
			order: 'post',
			handler(_options, bundle) {
				for (const chunk of Object.values(bundle)) {
					if (chunk.type !== 'chunk' || !(chunk.name === 'framework' || chunk.isEntry || holdsLeaflet(chunk))) continue;
					addHint(chunk);
				}
			},
		},
	};
}

/** Leaflet's file: loaded when a map nears the screen, and making the map runs most of it at once. */
function holdsLeaflet(chunk: Rollup.OutputChunk): boolean {
	return chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]leaflet[\\/]/.test(id));
}

function addHint(chunk: Rollup.OutputChunk): void {
	chunk.code = HINT + chunk.code;
	// One line more at the top: each generated line of the map moves down by one.
	if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}
