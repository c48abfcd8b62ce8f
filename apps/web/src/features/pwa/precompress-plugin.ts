import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The files the server sends precompressed (spa.ts): the hashed scripts, stylesheets and images. */
const PRECOMPRESSED = /^assets\/.+\.(js|css|svg)$/;
/** Smaller files go as they are: the server's own compression skips them too (middleware/compression.ts). */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** A file's brotli (quality 11) and gzip (level 9) forms. */
async function compressedForms(content: Uint8Array): Promise<{ br: Buffer; gz: Buffer }> {
	const [br, gz] = await Promise.all([
		brotli(content, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
				[constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
			},
		}),
		gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
	]);
	return { br, gz };
}

/**
 * Build-time: each hashed file of `assets/` of 1 KB or more gets its brotli and gzip forms written
 * next to it (`x.js.br`, `x.js.gz`), which the server sends as they are (Hono's serveStatic with
 * `precompressed`). Compressing on each request cost the server 4 ms of CPU per file, some 270 ms for
 * a listing's 68 files, taken from the two cores the visitor's page was loading on (docs/decisions.md,
 * "Hashed files compressed at build").
 *
 * Written from the files as written (writeBundle, last): other plugins change chunks until the end of
 * generateBundle (compile-hints-plugin.ts adds a first line), and a compressed form made earlier would
 * not be the file its name promises.
 */
export function precompress(): Plugin {
	return {
		name: 'edge:precompress',
		apply: 'build',
		writeBundle: {
			order: 'post',
			sequential: true,
			async handler(options, bundle) {
				const outDir = options.dir;
				if (!outDir) return;
				const files = Object.values(bundle).filter((file) => PRECOMPRESSED.test(file.fileName));
				await Promise.all(
					files.map(async (file) => {
						const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
						if (content.byteLength < PRECOMPRESS_MIN_BYTES) return;
						const { br, gz } = await compressedForms(content);
						const path = join(outDir, file.fileName);
						await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
					}),
				);
			},
		},
	};
}
