import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/**
 * Modules every page's first view needs but only reaches through lazy imports: the Spanish core
 * catalog (main.tsx awaits it before the first render; Spanish is the default language), and the
 * header every page shows and the home page's layout (route components are split by the router plugin).
 */
const FIRST_VIEW_MODULES = [
	/\/src\/lib\/catalogs\/core-es\.ts$/,
	/\/src\/features\/shell\/header\.tsx$/,
	/\/src\/features\/shell\/full-bleed-page\.tsx$/,
];

type BundleChunk = Rollup.OutputChunk;

/** A chunk with every chunk it imports statically, in load order. */
function withImports(fileName: string, byName: Map<string, BundleChunk>, into = new Set<string>()): Set<string> {
	if (into.has(fileName)) return into;
	into.add(fileName);
	for (const imported of byName.get(fileName)?.imports ?? []) withImports(imported, byName, into);
	return into;
}

/**
 * Build-time: index.html names those modules' chunks, with the chunks they import, as
 * `<link rel="modulepreload">` (and their stylesheets as `preload`), so the browser fetches them
 * alongside the entry instead of one round trip after another as each import is discovered
 * (Lighthouse's network-dependency-tree; docs/bench.md "Lighthouse"). Only hints: nothing runs
 * before the app asks for it, and the stylesheets stay non-blocking. `crossorigin` as Vite's own
 * stylesheet links have it: a preload in another credentials mode would be fetched twice.
 */
export function firstViewPreload(): Plugin {
	return {
		name: 'edge:first-view-preload',
		apply: 'build',
		transformIndexHtml: {
			order: 'post',
			handler(html, context) {
				if (!context.bundle || !context.chunk) return;
				const chunks = Object.values(context.bundle).filter((item): item is BundleChunk => item.type === 'chunk');
				const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
				const entry = context.chunk.fileName;
				const wanted = new Set<string>();
				// The entry's own imports: listed here, they are fetched with it, not after it is parsed.
				for (const imported of context.chunk.imports) withImports(imported, byName, wanted);
				for (const chunk of chunks) {
					if (chunk.moduleIds.some((id) => FIRST_VIEW_MODULES.some((module) => module.test(id.split('?')[0] ?? id)))) {
						withImports(chunk.fileName, byName, wanted);
					}
				}
				wanted.delete(entry);
				const tags: HtmlTagDescriptor[] = [];
				const styles = new Set<string>();
				// What index.html already loads (the entry's scripts, its stylesheet) needs no hint.
				const listed = (fileName: string) => html.includes(`/${fileName}"`);
				for (const fileName of wanted) {
					if (listed(fileName)) continue;
					tags.push({ tag: 'link', attrs: { rel: 'modulepreload', href: `/${fileName}` }, injectTo: 'head' });
					for (const css of byName.get(fileName)?.viteMetadata?.importedCss ?? []) styles.add(css);
				}
				for (const css of styles) {
					if (listed(css)) continue;
					tags.push({
						tag: 'link',
						attrs: { rel: 'preload', as: 'style', href: `/${css}`, crossorigin: '' },
						injectTo: 'head',
					});
				}
				return tags;
			},
		},
	};
}
