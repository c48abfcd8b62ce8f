import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface WebDistFixture {
	/** For WEB_DIST. */
	dir: string;
	indexHtml: string;
	/** Path and content of a hashed asset without compressed forms. */
	asset: { path: string; text: string };
	/** A hashed asset with the brotli and gzip forms the web build writes next to it (precompress-plugin.ts). */
	precompressed: { path: string; text: string; br: Buffer; gz: Buffer };
	remove(): void;
}

/**
 * A small stand-in for apps/web/dist: an index.html and two hashed scripts, one with the compressed
 * forms the build writes. Tests point WEB_DIST at it, so they neither depend on a web build being
 * present nor change when the real app does.
 * The files are over 1 KB, so the server's compression applies to them.
 */
export function createWebDist(): WebDistFixture {
	const dir = mkdtempSync(join(tmpdir(), 'edge-web-dist-'));
	const indexHtml = [
		'<!doctype html>',
		'<html lang="es">',
		'<head><meta charset="UTF-8" /><title>Edge</title>',
		'<script type="module" crossorigin src="/assets/index-Test1234.js"></script></head>',
		`<body><div id="root"></div>${'<!-- padding so the page is compressible -->'.repeat(40)}</body>`,
		'</html>',
	].join('\n');
	const asset = {
		path: '/assets/index-Test1234.js',
		text: `${'export const greeting = "hola";\n'.repeat(60)}console.log(greeting);\n`,
	};
	writeFileSync(join(dir, 'index.html'), indexHtml);
	mkdirSync(join(dir, 'assets'));
	writeFileSync(join(dir, asset.path), asset.text);
	const text = `${'export const saludo = "hola";\n'.repeat(60)}console.log(saludo);\n`;
	const precompressed = { path: '/assets/app-Test5678.js', text, br: brotliCompressSync(text), gz: gzipSync(text) };
	writeFileSync(join(dir, precompressed.path), text);
	writeFileSync(join(dir, `${precompressed.path}.br`), precompressed.br);
	writeFileSync(join(dir, `${precompressed.path}.gz`), precompressed.gz);
	return { dir, indexHtml, asset, precompressed, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
