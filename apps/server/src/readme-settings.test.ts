import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readSettings } from './env';

/**
 * The settings are written down in three places: the server's schema (env.ts), `.env.example`
 * (every setting with its working default) and the README's "Configuration" table. A setting added
 * to one and not the others fails here, naming it.
 */

const readme = readFileSync(resolve(REPO_ROOT, 'README.md'), 'utf8');
const envExample = readFileSync(resolve(REPO_ROOT, '.env.example'), 'utf8');

/** The rows of the README's "Configuration" table: setting → its Default cell. */
function readmeSettings(): Map<string, string> {
	const start = readme.indexOf('\n## Configuration\n');
	expect(start, 'README.md has a "## Configuration" section').toBeGreaterThan(-1);
	const end = readme.indexOf('\n## ', start + 1);
	const section = readme.slice(start, end === -1 ? undefined : end);
	const rows = new Map<string, string>();
	for (const line of section.split('\n')) {
		const row = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|([^|]*)\|/.exec(line);
		if (row?.[1]) rows.set(row[1], (row[2] ?? '').trim());
	}
	return rows;
}

/** Every `NAME=` line of .env.example, commented out (`# NAME=…`: no default, or an example) or not. */
function envExampleSettings(): Set<string> {
	const names = new Set<string>();
	for (const line of envExample.split('\n')) {
		const match = /^(?:#\s?)?([A-Z][A-Z0-9_]*)=/.exec(line);
		if (match?.[1]) names.add(match[1]);
	}
	return names;
}

/** The lines of .env.example that are not commented out: name → value. */
function envExampleValues(): Record<string, string> {
	const active = envExample
		.split('\n')
		.filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
		.join('\n');
	return parseEnv(active) as Record<string, string>;
}

/**
 * The names env.ts's schema reads: readSettings on an environment that records every name asked of
 * it (the schema reads each of its keys, and readSettings reads the environment only through it).
 */
function schemaSettings(): Set<string> {
	const asked = new Set<string>();
	const env = new Proxy({} as NodeJS.ProcessEnv, {
		get(target, name) {
			if (typeof name === 'string' && /^[A-Z][A-Z0-9_]*$/.test(name)) asked.add(name);
			return Reflect.get(target, name);
		},
	});
	readSettings(env);
	return asked;
}

const sorted = (names: Iterable<string>) => [...names].sort();
const missingFrom = (names: Iterable<string>, from: { has(name: string): boolean }) =>
	sorted([...names].filter((name) => !from.has(name)));

describe('the settings in README.md, .env.example and env.ts', () => {
	const schema = schemaSettings();
	const example = envExampleSettings();
	const table = readmeSettings();

	it('finds the settings in each place', () => {
		// A parser that found nothing would make the comparisons below pass vacuously.
		expect(schema.size).toBeGreaterThanOrEqual(20);
		expect(example.size).toBeGreaterThanOrEqual(20);
		expect(table.size).toBeGreaterThanOrEqual(20);
	});

	it('.env.example lists every setting env.ts reads, and no other', () => {
		expect({ 'missing from .env.example': missingFrom(schema, example) }).toEqual({ 'missing from .env.example': [] });
		expect({ 'not read by env.ts': missingFrom(example, schema) }).toEqual({ 'not read by env.ts': [] });
	});

	it("README's Configuration table lists every setting env.ts reads, and no other", () => {
		expect({ 'missing from README.md': missingFrom(schema, table) }).toEqual({ 'missing from README.md': [] });
		expect({ 'not read by env.ts': missingFrom(table.keys(), schema) }).toEqual({ 'not read by env.ts': [] });
	});

	it('the values .env.example sets are the defaults env.ts applies', () => {
		expect(readSettings(envExampleValues())).toEqual(readSettings({}));
	});

	it("the README's default is .env.example's value where .env.example sets one", () => {
		const differing = Object.entries(envExampleValues())
			.filter(([name, value]) => table.get(name) !== `\`${value}\``)
			.map(([name, value]) => `${name}: .env.example ${value}, README ${table.get(name) ?? '(absent)'}`);
		expect(differing).toEqual([]);
	});
});
