import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompress } from './precompress-plugin';

let outDir: string;
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

const chunk = (fileName: string, code: string) => ({ type: 'chunk', fileName, code }) as Rollup.OutputChunk;
const asset = (fileName: string, source: string | Uint8Array) =>
	({ type: 'asset', fileName, source }) as Rollup.OutputAsset;

async function writeBundle(bundle: Record<string, Rollup.OutputChunk | Rollup.OutputAsset>) {
	const hook = precompress().writeBundle as { handler: (options: { dir: string }, bundle: unknown) => Promise<void> };
	await hook.handler({ dir: outDir }, bundle);
}

describe('the hashed files compressed at build', () => {
	it('writes a brotli and a gzip form of each script, stylesheet and image of assets/, as the bundle ends', async () => {
		outDir = mkdtempSync(join(tmpdir(), 'edge-precompress-'));
		mkdirSync(join(outDir, 'assets'));
		// As the last plugin saw them: the compile hint's first line is part of what is compressed.
		const script = `//# allFunctionsCalledOnLoad\n${'export const a = "hola";\n'.repeat(80)}`;
		const style = `.card{color:red}\n`.repeat(100);
		const icon = new TextEncoder().encode(`<svg>${'<path d="M0 0h24v24H0z"/>'.repeat(60)}</svg>`);
		await writeBundle({
			script: chunk('assets/index-abc.js', script),
			style: asset('assets/index-abc.css', style),
			icon: asset('assets/logo-abc.svg', icon),
		});
		for (const [file, content] of [
			['assets/index-abc.js', script],
			['assets/index-abc.css', style],
			['assets/logo-abc.svg', Buffer.from(icon).toString('utf8')],
		] as const) {
			const path = join(outDir, file);
			expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString('utf8')).toBe(content);
			expect(gunzipSync(readFileSync(`${path}.gz`)).toString('utf8')).toBe(content);
			expect(readFileSync(`${path}.br`).byteLength).toBeLessThan(Buffer.byteLength(content));
		}
	});

	it('leaves files under 1 KB, files outside assets/ and other kinds as they are', async () => {
		outDir = mkdtempSync(join(tmpdir(), 'edge-precompress-'));
		mkdirSync(join(outDir, 'assets'));
		const big = 'x'.repeat(PRECOMPRESS_MIN_BYTES * 4);
		await writeBundle({
			small: chunk('assets/tiny-abc.js', 'export const a=1;'),
			worker: chunk('sw.js', big),
			page: asset('index.html', big),
			picture: asset('assets/photo-abc.png', big),
		});
		for (const file of ['assets/tiny-abc.js', 'sw.js', 'index.html', 'assets/photo-abc.png']) {
			expect(existsSync(join(outDir, `${file}.br`))).toBe(false);
			expect(existsSync(join(outDir, `${file}.gz`))).toBe(false);
		}
	});
});
