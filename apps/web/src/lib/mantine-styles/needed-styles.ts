import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve } from 'node:path';

/**
 * Which of @mantine/core's per-component stylesheets the app needs, in the order Mantine's own
 * styles.css has them (a component's styles come after those of the parts it is built on, which
 * they override at equal specificity).
 *
 * Why not styles.css: it holds every component's rules (250 KB minified, some 100 components), and
 * the browser matches all of them against every element on each style recalculation of the
 * take-over; Lighthouse also counts most of it as unused and render-blocking (docs/decisions.md,
 * "Only the Mantine styles the app uses").
 *
 * How: the components the app imports from @mantine/core (read from its sources), plus those
 * @mantine/notifications imports, are followed through Mantine's ES modules; every
 * `<Name>.module.mjs` reached (a component's class names) names the stylesheet `styles/<Name>.css`.
 * A module reached is taken whole, as the bundler may keep it whole: a few stylesheets more than
 * strictly used, never one fewer.
 */
export function neededMantineStyles(appSourceDir: string): string[] {
	const require = createRequire(join(appSourceDir, 'noop.js'));
	const coreDir = dirname(require.resolve('@mantine/core/styles.css'));
	const notificationsDir = dirname(require.resolve('@mantine/notifications/styles.css'));
	const coreExports = exportedFiles(join(coreDir, 'esm', 'index.mjs'));

	const wanted = new Set<string>();
	for (const file of sourceFiles(appSourceDir)) {
		for (const name of importedNames(readFileSync(file, 'utf8'), '@mantine/core')) wanted.add(name);
	}
	const notificationsEsm = join(notificationsDir, 'esm');
	const start: string[] = readdirSync(notificationsEsm)
		.filter((name) => name.endsWith('.mjs'))
		.map((name) => join(notificationsEsm, name));
	for (const file of start) {
		for (const name of importedNames(readFileSync(file, 'utf8'), '@mantine/core')) wanted.add(name);
	}
	const entries = [...wanted].flatMap((name) => coreExports.get(name) ?? []);

	const reached = new Set<string>();
	const stack = [...entries];
	while (stack.length > 0) {
		const file = stack.pop() as string;
		if (reached.has(file) || !file.startsWith(coreDir)) continue;
		reached.add(file);
		for (const specifier of relativeImports(readFileSync(file, 'utf8'))) {
			stack.push(resolve(dirname(file), specifier));
		}
	}
	const components = new Set(
		[...reached].filter((file) => file.endsWith('.module.mjs')).map((file) => `${basename(file, '.module.mjs')}.css`),
	);
	return stylesheetOrder(coreDir).filter((name) => GLOBAL_STYLES.includes(name) || components.has(name));
}

/** Needed whatever the components: the reset, the theme's CSS variables, the body and static classes. */
const GLOBAL_STYLES = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** The per-component files, ordered by where their rules stand in styles.css (its concatenation). */
function stylesheetOrder(coreDir: string): string[] {
	const all = readFileSync(join(coreDir, 'styles.css'), 'utf8');
	const stylesDir = join(coreDir, 'styles');
	return readdirSync(stylesDir)
		.filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
		.map((name) => ({ name, at: all.indexOf(readFileSync(join(stylesDir, name), 'utf8').trim()) }))
		.filter(({ at }) => at >= 0)
		.sort((a, b) => a.at - b.at)
		.map(({ name }) => name);
}

/** Each name @mantine/core's index exports, with the module that defines it. */
function exportedFiles(indexFile: string): Map<string, string> {
	const byName = new Map<string, string>();
	for (const [, names, from] of readFileSync(indexFile, 'utf8').matchAll(IMPORT_NAMES)) {
		if (!from?.startsWith('.')) continue;
		for (const name of splitNames(names ?? '')) byName.set(name, resolve(dirname(indexFile), from));
	}
	return byName;
}

const IMPORT_NAMES = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g;
const RELATIVE_IMPORT = /(?:import|export)\s+(?:[^"';]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/g;

function importedNames(source: string, from: string): string[] {
	const names: string[] = [];
	for (const match of source.matchAll(IMPORT_NAMES)) {
		if (match[2] !== from || match[0].startsWith('import type')) continue;
		names.push(...splitNames(match[1] ?? '').filter((name) => !name.startsWith('type ')));
	}
	return names;
}

function splitNames(list: string): string[] {
	return list
		.split(',')
		.map((name) => name.trim().split(/\s+as\s+/)[0] ?? '')
		.filter((name) => name !== '');
}

function relativeImports(source: string): string[] {
	return [...source.matchAll(RELATIVE_IMPORT)].map((match) => match[1] ?? '').filter((specifier) => specifier !== '');
}

/** The app's own modules, tests left out (they may import what no page uses). */
function sourceFiles(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return sourceFiles(path);
		return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
	});
}

/** The module that imports them (apps/web/src/mantine-styles.ts), Mantine's notifications last. */
export function mantineStylesModule(stylesheets: readonly string[]): string {
	return [
		'// Written by `npm run mantine-styles -w @edge/web` (lib/mantine-styles/needed-styles.ts): the',
		"// stylesheets of the Mantine components the app uses, in styles.css's order. Do not edit; a test",
		'// fails when a component is imported whose styles are not here.',
		...stylesheets.flatMap((name) =>
			// The theme's own values come right after Mantine's defaults, which they override
			// (theme-variables.tsx; the provider renders none).
			name === 'default-css-variables.css'
				? [`import '@mantine/core/styles/${name}';`, "import './theme-variables.css';"]
				: [`import '@mantine/core/styles/${name}';`],
		),
		"import '@mantine/notifications/styles.css';",
		'',
	].join('\n');
}
