// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app takes a drawn page over through TanStack Router's supported client API (RouterClient,
 * main.tsx), never by writing the router's private globals (issue 23): until then hydrate-router.ts
 * wrote `window.$_TSR` in the router's private dehydration format, which a router upgrade could
 * break silently. The router's own scripts in the drawn page create those globals; the app's source
 * names none of them.
 */
const SOURCE = fileURLToPath(new URL('../..', import.meta.url));
/** The router's private globals: its SSR bootstrap, seroval's references, the router's own handle. */
const PRIVATE_GLOBALS = ['$_TSR', '$R[', '__TSR_ROUTER__', '__TSR_CACHE__'];

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const path = join(dir, entry.name);
		if (entry.isDirectory())
			return entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'dist'
				? []
				: sourceFiles(path);
		return /\.(ts|tsx|mjs|js|html)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
	});
}

describe('the router’s private globals', () => {
	it('are named by no file of the web app (it uses RouterClient and the router’s own scripts)', () => {
		const files = [
			...sourceFiles(join(SOURCE, 'src')),
			...sourceFiles(join(SOURCE, 'public')),
			join(SOURCE, 'index.html'),
		];
		expect(files.length).toBeGreaterThan(100);
		const offenders = files.flatMap((file) => {
			const text = readFileSync(file, 'utf8');
			return PRIVATE_GLOBALS.filter((name) => text.includes(name)).map((name) => `${relative(SOURCE, file)}: ${name}`);
		});
		expect(offenders).toEqual([]);
	});
});
