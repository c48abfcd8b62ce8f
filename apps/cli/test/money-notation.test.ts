import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { otherMoneyNotations } from './money-notations';

const root = join(import.meta.dirname, '..', '..', '..');
const SCANNED = ['packages/i18n/src/locales', 'apps/cli/src'];

function sourceFiles(dir: string): string[] {
	return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** The quoted texts of a source file (single, double and template quotes), with their line. */
function quotedTexts(source: string): { line: number; text: string }[] {
	const texts: { line: number; text: string }[] = [];
	for (const match of source.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) {
		const line = source.slice(0, match.index).split('\n').length;
		texts.push({ line, text: match[0].slice(1, -1) });
	}
	return texts;
}

describe('money notation in the catalogs and the demo data', () => {
	const files = SCANNED.flatMap(sourceFiles);

	it('scans the catalogs of both languages and the demo texts', () => {
		expect(files.some((file) => file.endsWith(join('locales', 'es', 'chat.ts')))).toBe(true);
		expect(files.some((file) => file.endsWith(join('locales', 'en', 'payments.ts')))).toBe(true);
		expect(files.some((file) => file.endsWith('demo-wall.ts'))).toBe(true);
		expect(files.some((file) => file.endsWith('restaurant-texts.ts'))).toBe(true);
	});

	it('writes pesos as DOP$ and charged dollars as US$ 0.00, never RD$, USD 1, $ or pesos, nor 1.000 for a thousand', () => {
		const found: string[] = [];
		for (const file of files) {
			for (const { line, text } of quotedTexts(readFileSync(file, 'utf8'))) {
				for (const name of otherMoneyNotations(text))
					found.push(`${file.slice(root.length + 1)}:${line} ${name}: ${text.slice(0, 90)}`);
			}
		}
		expect(found).toEqual([]);
	});
});
