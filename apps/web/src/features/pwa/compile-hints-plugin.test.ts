import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints-plugin';

function chunk(name: string, isEntry: boolean, withMap: boolean, moduleIds: string[] = []): Rollup.OutputChunk {
	return {
		type: 'chunk',
		name,
		isEntry,
		moduleIds,
		fileName: `assets/${name}.js`,
		code: 'export const a=1;\nexport const b=2;',
		map: withMap ? ({ mappings: 'AAAA;AACA', toString: () => '' } as unknown as Rollup.SourceMap) : null,
	} as Rollup.OutputChunk;
}

describe('the compile hint of the chunks every page runs at start', () => {
	it("is the first line of the framework chunk, the entry and Leaflet's chunk only, their maps moved down a line", () => {
		const bundle: Record<string, Rollup.OutputChunk> = {
			entry: chunk('index', true, true),
			framework: chunk('framework', false, true),
			map: chunk('map-label', false, true, ['/app/node_modules/leaflet/dist/leaflet-src.js', '/app/src/map-label.tsx']),
			lazy: chunk('listing-filters', false, true, ['/app/src/features/search/listing-filters.tsx']),
		};
		const hook = compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void };
		hook.handler({}, bundle);
		for (const hinted of [bundle.framework, bundle.entry, bundle.map]) {
			expect(hinted?.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
			expect(hinted?.code.split('\n')[1]).toBe('export const a=1;');
			expect(hinted?.map?.mappings).toBe(';AAAA;AACA');
		}
		expect(bundle.lazy?.code.startsWith('export const a=1;')).toBe(true);
		expect(bundle.lazy?.map?.mappings).toBe('AAAA;AACA');
	});
});
