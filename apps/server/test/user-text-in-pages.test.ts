import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/ssr/first-view';
import { bearer, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * A profile's own text goes into the page's head (profile-head.ts) and a drawn page's title into
 * the shell (first-view.ts). String.prototype.replace reads `$&`, `` $` ``, `$'` and `$$` in a
 * replacement string as patterns: written that way, a title holding them pasted the matched tag,
 * the page before it or the page after it (a second copy of the document) into the head.
 */
const TRICKY_TITLE = "Pwn$'Tail $& $` $1 $$ end";
const TRICKY_ABOUT = "About $` prefix $& match $' suffix $1 $$ end";

/** A stand-in for the web app's server bundle that draws /businessProfile (first-view.test.ts has the rest). */
const ENTRY = `
export async function renderFirstView(url, { language }) {
	const title = url === '/' ? ${JSON.stringify(`${TRICKY_TITLE} · Edge`)} : null;
	return { html: '<main>drawn ' + url + '</main>', title, lang: language, unloaded: [] };
}
`;

let server: TestServer;
let webDist: WebDistFixture;
let profileId: number;

beforeAll(async () => {
	webDist = createWebDist();
	mkdirSync(join(webDist.dir, 'ssr'));
	writeFileSync(join(webDist.dir, 'ssr', 'entry-server.js'), ENTRY);
	server = await startTestServer({ WEB_DIST: webDist.dir });
	const owner = await registerUser(server, { accountKind: 'business' });
	const created = await call(() =>
		apiClient(server.url, bearer(owner.token)).business.create.mutate({
			title: TRICKY_TITLE,
			about: TRICKY_ABOUT,
			ownerName: 'María $& Gómez',
			ownerDescription: 'Repostera.',
			tags: ['$&'],
			categorySlug: 'bakeries-and-pastry-shops',
			website: 'https://example.do',
			phone: '+18095551234',
			email: '',
			address: "Calle $' 1",
			lat: 18.4733,
			lng: -69.884,
			country: 'DO',
			city: 'Santo Domingo',
			province: 'Distrito Nacional',
			postalCode: '',
			imageId: null,
			bannerId: null,
			hours: [],
			features: [],
			socialLinks: [],
		}),
	);
	if (!created.data) throw new Error(`business.create failed: ${JSON.stringify(created.error)}`);
	profileId = created.data.id;
});

afterAll(async () => {
	await server.stop();
	webDist.remove();
});

const count = (html: string, text: string) => html.split(text).length - 1;

/** What the escaped text looks like in the head: escapeHtml writes & and ' as character references. */
const escaped = (text: string) => text.replace(/&/g, '&#38;').replace(/'/g, '&#39;');

function expectOneDocument(html: string) {
	expect(count(html, '<html')).toBe(1);
	expect(count(html, '</html>')).toBe(1);
	expect(count(html, '<title>')).toBe(1);
	expect(count(html, '</title>')).toBe(1);
	expect(count(html, '<head>')).toBe(1);
	expect(count(html, '<div id="root"')).toBe(1);
}

describe('a profile whose text holds $ patterns', () => {
	it('has one document with its title and description intact, drawn by the server or not', async () => {
		for (const headers of [{}, { cookie: 'edge_session=abc123' }] as Record<string, string>[]) {
			const response = await fetch(`${server.url}/businessProfile?id=${profileId}`, { headers });
			expect(response.status).toBe(200);
			const html = await response.text();
			expectOneDocument(html);
			expect(html).toContain(`<title>${escaped(TRICKY_TITLE)} · Edge</title>`);
			expect(html).toContain(`<meta name="description" content="${escaped(TRICKY_ABOUT)}" />`);
			expect(html).toContain(`<meta property="og:title" content="${escaped(TRICKY_TITLE)}" />`);
			const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
			expect(data).toMatchObject({ name: TRICKY_TITLE, description: TRICKY_ABOUT });
		}
	});

	it("a drawn page's own title with $ patterns is written once, escaped", async () => {
		const html = await (await fetch(`${server.url}/`)).text();
		expectOneDocument(html);
		expect(html).toContain(`<title>${escaped(TRICKY_TITLE)} · Edge</title>`);
		expect(html).toContain('<main>drawn /</main>');
	});
});

describe('fillTemplate', () => {
	it('writes a title and CSS holding $ patterns as they are', () => {
		const shell = '<html><head><title>Edge</title></head><body><div id="root"></div></body></html>';
		const page = fillTemplate(
			shell,
			"<p>$& $' $`</p>",
			{ css: ".a::after{content:'$&'}", hrefs: [] },
			`${TRICKY_TITLE} · Edge`,
		);
		expect(page).toBe(
			`<html data-mantine-color-scheme="light"><head><title>${escaped(TRICKY_TITLE)} · Edge</title><style>.a::after{content:'$&'}</style></head>` +
				`<body><div id="root" data-drawn><p>$& $' $\`</p></div></body></html>`,
		);
	});
});
