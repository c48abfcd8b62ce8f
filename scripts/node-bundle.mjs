// Compiles a Node app of the monorepo (apps/server, apps/cli) to plain JavaScript with esbuild, so
// production runs `node` on it without tsx (a development tool, and one whose keepNames wrappers cost
// on the hot paths: docs/bench.md, "Compiled server").
//
// The workspace packages (@edge/*) are bundled in: they ship TypeScript sources only. Every other
// package stays an import resolved at run time from node_modules, as tsx ran them: native ones
// (better-sqlite3, @node-rs/argon2, sharp) cannot be bundled, and pino finds its worker files and
// transports next to its own package files.
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { build } from 'esbuild';

/** Bare imports other than @edge/* stay external; relative and @edge/* ones are bundled. */
const externalPackages = {
	name: 'external-packages',
	setup(builder) {
		builder.onResolve({ filter: /^[^./]/ }, (args) => {
			if (args.path.startsWith('@edge/')) return undefined;
			return { path: args.path, external: true };
		});
	},
};

/**
 * Bundles `entries` (name → source file, relative to `appDir`) into `appDir`/dist/<name>.js (with
 * its `.map`), and copies `copies` (files loaded by path at run time, such as worker files) there.
 *
 * With `launcher`, `<name>.js` is instead a two-line launcher that turns source maps on and imports
 * the bundle, `<name>.bundle.js`: Node reads a module's source map only when source maps are on as it
 * loads that module, so the launcher's `setSourceMapsEnabled` covers the bundle, and a plain
 * `node dist/main.js` prints stacks in terms of the TypeScript files, with no flag. Without it, run
 * the file with `node --enable-source-maps` (an entry that checks whether it is the main module by
 * comparing its own URL with process.argv[1], as the CLI's do, must be run directly).
 */
export async function bundleNodeApp({ appDir, entries, copies = [], launcher = false, log = console.log }) {
	const finalDir = join(appDir, 'dist');
	// The depth the paths resolved from a module's own URL rely on (see chunkNames below).
	if (!existsSync(join(finalDir, '../../../drizzle')))
		throw new Error(`${finalDir} is not three levels below the root`);
	// Written beside dist/ and swapped in whole at the end: a server or test starting meanwhile finds
	// the old build or the new one, never half of one.
	const outdir = join(appDir, `.dist-build-${process.pid}`);
	rmSync(outdir, { recursive: true, force: true });
	mkdirSync(outdir, { recursive: true });
	const entryPoints = Object.entries(entries).map(([name, file]) => ({
		in: join(appDir, file),
		out: launcher ? `${name}.bundle` : name,
	}));
	const started = performance.now();
	const result = await build({
		entryPoints,
		outdir,
		bundle: true,
		platform: 'node',
		format: 'esm',
		target: 'node20',
		// Chunks shared by several entries (the CLI's) instead of a copy of @edge/db in each. They sit
		// beside the entries, not in a subfolder: code that finds the repository from its own URL
		// (env.ts's REPO_ROOT, @edge/db's migrations folder: '../../..' from apps/<app>/src) finds it
		// from apps/<app>/dist as well, at the same depth.
		splitting: Object.keys(entries).length > 1,
		chunkNames: 'chunk-[hash]',
		sourcemap: 'linked',
		// Stacks need the mapping only; the sources are in the repository.
		sourcesContent: false,
		// Names stay as written without it (nothing is minified); it would wrap every function and
		// class in a __name() call, the cost tsx carries.
		keepNames: false,
		legalComments: 'none',
		logLevel: 'warning',
		metafile: true,
		plugins: [externalPackages],
	});
	for (const name of launcher ? Object.keys(entries) : []) {
		writeFileSync(
			join(outdir, `${name}.js`),
			'// Built by `npm run build` (scripts/node-bundle.mjs): source maps on, then the bundle.\n' +
				'process.setSourceMapsEnabled(true);\n' +
				`await import('./${name}.bundle.js');\n`,
		);
	}
	for (const file of copies) copyFileSync(join(appDir, file), join(outdir, basename(file)));
	const old = join(appDir, `.dist-old-${process.pid}`);
	if (existsSync(finalDir)) renameSync(finalDir, old);
	renameSync(outdir, finalDir);
	rmSync(old, { recursive: true, force: true });
	const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
	log(
		`${relative(process.cwd(), finalDir) || '.'}: ${Object.keys(entries).join(', ')} compiled ` +
			`(${Math.round(bytes / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`,
	);
}
