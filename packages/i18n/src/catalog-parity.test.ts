import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

/** Every leaf of a catalog as a dotted path, with its text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
	const out = new Map<string, string>();
	for (const [key, value] of Object.entries(tree)) {
		const path = prefix ? `${prefix}.${key}` : key;
		if (typeof value === 'string') out.set(path, value);
		else for (const [leaf, text] of leaves(value, path)) out.set(leaf, text);
	}
	return out;
}

const es = leaves(resources.es.translation as Tree);
const en = leaves(resources.en.translation as Tree);

/** i18next plural forms: 'errors.tooManyAttempts' resolves through tooManyAttempts_one/_other. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const resolvable = (catalog: Map<string, string>) =>
	new Set([...catalog.keys()].flatMap((key) => [key, key.replace(PLURAL_SUFFIX, '')]));

const missingFrom = (catalog: Map<string, string>, keys: Iterable<string>) => {
	const known = resolvable(catalog);
	return [...new Set(keys)].filter((key) => !known.has(key)).sort();
};

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/**
 * The names i18next reads from t()'s options as settings rather than values (its translator's own
 * list, getUsedParamsDetails in i18next 27, and TOptionsBase's keyPrefix and skipInterpolation):
 * a placeholder so named gets the setting's effect, or nothing. `defaultValue_one`… too (plural
 * default values).
 */
const I18NEXT_OPTIONS = new Set([
	'defaultValue',
	'ordinal',
	'context',
	'replace',
	'lng',
	'lngs',
	'fallbackLng',
	'ns',
	'keySeparator',
	'nsSeparator',
	'returnObjects',
	'returnDetails',
	'joinArrays',
	'postProcess',
	'interpolation',
	'keyPrefix',
	'skipInterpolation',
]);

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Source files (not tests) under a folder of the repository. */
function sourceFiles(folder: string, suffix = '.ts'): string[] {
	const root = join(REPO_ROOT, folder);
	return readdirSync(root, { recursive: true, encoding: 'utf8' })
		.filter((file) => file.endsWith(suffix) && !file.endsWith('.test.ts'))
		.map((file) => join(root, file));
}

/** Every 'validation.*' / 'errors.*' string literal in the given files. */
function keyLiterals(files: string[]): string[] {
	return files.flatMap((file) =>
		[...readFileSync(file, 'utf8').matchAll(/'((?:validation|errors)\.[A-Za-z.]+)'/g)].map((m) => m[1] as string),
	);
}

describe('the Spanish and English catalogs', () => {
	it('have exactly the same keys', () => {
		const onlyInEs = [...es.keys()].filter((key) => !en.has(key)).sort();
		const onlyInEn = [...en.keys()].filter((key) => !es.has(key)).sort();
		expect({ missingInEnglish: onlyInEs, missingInSpanish: onlyInEn }).toEqual({
			missingInEnglish: [],
			missingInSpanish: [],
		});
	});

	it('have no empty texts', () => {
		const empty = [...es, ...en].filter(([, text]) => text.trim() === '').map(([key]) => key);
		expect(empty).toEqual([]);
	});

	it('use the same {{placeholders}} for each key in both languages', () => {
		const differing = [...es.keys()]
			.filter((key) => en.has(key))
			.filter((key) => placeholders(es.get(key) ?? '').join() !== placeholders(en.get(key) ?? '').join());
		expect(differing).toEqual([]);
	});

	it("name no {{placeholder}} after one of i18next's own options", () => {
		// t(key, { lng: '-69.9' }) reads `lng` as the language to use: the text came from a catalog the
		// page never loaded, and an English owner read the raw key 'maps.picker.chosen'. `count` is the
		// plural's number and is read as a value too, so it stays allowed.
		const names = (text: string) => [...text.matchAll(/\{\{\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '');
		const refused = [...es, ...en].flatMap(([key, text]) =>
			names(text)
				.filter((name) => I18NEXT_OPTIONS.has(name) || name.startsWith('defaultValue'))
				.map((name) => `${key}: {{${name}}}`),
		);
		expect(refused).toEqual([]);
		expect(names('Ubicación: {{ lat }}, {{lng, number}}')).toEqual(['lat', 'lng']);
	});

	it('contain the texts the spec quotes', () => {
		expect(en.get('errors.unauthorized')).toBe('User is not logged in.');
		expect(en.get('errors.loginFailed')).toBe('Login failed. Please try again.');
		expect(en.get('errors.actionNotAllowed')).toBe('Action not Allowed');
		expect(en.get('validation.password.mismatch')).toBe('The two passwords do not match!');
		expect(en.get('validation.dateOfBirth.minAge')).toBe('You must be at least 15 years old to sign up');
		expect(en.get('validation.lettersOnly')).toBe('Please enter only letters!');
	});
});

describe('keys used by the API and the server', () => {
	const apiFiles = sourceFiles('packages/api/src');
	const schemaFiles = sourceFiles('packages/api/src', '.schema.ts');

	it('finds the files it scans', () => {
		expect(schemaFiles.length).toBeGreaterThanOrEqual(2);
		expect(apiFiles.length).toBeGreaterThan(schemaFiles.length);
	});

	it('every message of the zod schemas exists in both catalogs', () => {
		const keys = keyLiterals(schemaFiles);
		expect(keys).toContain('validation.password.mismatch');
		expect(missingFrom(es, keys)).toEqual([]);
		expect(missingFrom(en, keys)).toEqual([]);
	});

	it("every 'errors.*' and 'validation.*' literal in packages/api exists in both catalogs", () => {
		const keys = keyLiterals(apiFiles);
		expect(keys).toContain('errors.tooManyAttempts');
		expect(missingFrom(es, keys)).toEqual([]);
		expect(missingFrom(en, keys)).toEqual([]);
	});

	it("every 'errors.*' literal in apps/server exists in both catalogs", () => {
		const keys = keyLiterals(sourceFiles('apps/server/src'));
		expect(keys).toContain('errors.csrf');
		expect(missingFrom(es, keys)).toEqual([]);
		expect(missingFrom(en, keys)).toEqual([]);
	});

	it('every key the server translates with t(...) exists in both catalogs', () => {
		const files = [...sourceFiles('packages/api/src'), ...sourceFiles('apps/server/src')];
		const keys = files.flatMap((file) =>
			[...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z.]+)'/g)].map((m) => m[1] as string),
		);
		expect(keys).toContain('email.passwordReset.subject');
		expect(missingFrom(es, keys)).toEqual([]);
		expect(missingFrom(en, keys)).toEqual([]);
	});
});
