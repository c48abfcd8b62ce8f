import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactMessages } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/http/first-view';
import { loginUser, registerUser, trpcMutation } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * A stand-in for the web app's server bundle (apps/web/dist/ssr/entry-server.js): it draws the
 * address, the render's number and what the API answered it, so each test sees when a page was
 * drawn anew, from what, and as whom. The real bundle is covered by e2e/first-view.e2e.ts.
 */
const ENTRY = `
let renders = 0;
export const firstViewPaths = ['/', '/categories'];
export async function renderFirstView(url, apiFetch) {
	if (url.includes('broken')) throw new Error('render failed');
	if (url.includes('declined')) return null;
	const me = await apiFetch('/api/v1/auth/me');
	renders += 1;
	const title = url.includes('titled') ? 'Tacos & <Tortas> · Edge' : null;
	return { html: '<main data-render="' + renders + '">' + url + ' as ' + me.status + '</main>', data: { url }, title };
}
export function firstViewDataScript(data) {
	return '<script type="application/json" id="edge-first-view">' + JSON.stringify(data) + '</script>';
}
`;

let server: TestServer;
let webDist: WebDistFixture;

beforeAll(async () => {
	webDist = createWebDist();
	mkdirSync(join(webDist.dir, 'ssr'));
	writeFileSync(join(webDist.dir, 'ssr', 'entry-server.js'), ENTRY);
	// A page part's small stylesheet is inlined; a large one (Leaflet's) is not.
	writeFileSync(join(webDist.dir, 'assets', 'card-Abc123.css'), '.card{border:1px solid}');
	writeFileSync(join(webDist.dir, 'assets', 'map-Def456.css'), `.map{color:red}${' '.repeat(9000)}`);
	server = await startTestServer({ WEB_DIST: webDist.dir });
});

afterAll(async () => {
	await server.stop();
	webDist.remove();
});

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
/** A row written by the test's own connection, as the CLI would. */
function writeElsewhere() {
	server.db
		.insert(contactMessages)
		.values({ name: 'Ana', email: 'ana@example.com', phone: '', country: 'DO', issue: 'x', createdAt: new Date() })
		.run();
}
const renderNumber = (html: string) => Number(/data-render="(\d+)"/.exec(html)?.[1]);

describe('public pages drawn by the server for a visit without a session', () => {
	it('puts the drawn markup in #root, its data after it and the parts CSS in the head', async () => {
		const response = await page('/categories?q=ferreter%C3%ADa');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toContain('text/html');
		expect(response.headers.get('content-security-policy')).toBeTruthy();
		const html = await response.text();
		// Drawn with the API answering as an anonymous visitor: /auth/me says 401.
		expect(html).toMatch(
			/<div id="root" inert><main data-render="\d+">\/categories\?q=ferreter%C3%ADa as 401<\/main><\/div>/,
		);
		expect(html).toContain(
			'<script type="application/json" id="edge-first-view">{"url":"/categories?q=ferreter%C3%ADa"}',
		);
		expect(html).toContain('.card{border:1px solid}');
		expect(html).not.toContain('.map{color:red}');
		// The app's script is started once the drawn page has been painted (first-view-boot.js).
		expect(html).toContain('<script defer src="/first-view-boot.js" data-entry="/assets/index-Test1234.js"></script>');
		expect(html).not.toContain('<script type="module"');
	});

	it("writes the page's title into the drawn page's head", async () => {
		const html = await (await page('/categories?titled=1')).text();
		expect(html).toContain('<title>Tacos &#38; &#60;Tortas&#62; · Edge</title>');
		expect(html).not.toContain('<title>Edge</title>');
	});

	it('serves the same render again until the database changes', async () => {
		const first = renderNumber(await (await page('/')).text());
		expect(renderNumber(await (await page('/')).text())).toBe(first);
		// A write by another connection (the CLI's seeding, say) is seen too.
		writeElsewhere();
		const afterWrite = renderNumber(await (await page('/')).text());
		expect(afterWrite).toBeGreaterThan(first);
		// And a write through the app itself.
		await registerUser(server);
		expect(renderNumber(await (await page('/')).text())).toBeGreaterThan(afterWrite);
	});

	it('keeps the page through writes no visitor sees: sign-ins, failed sign-ins, sessions', async () => {
		const account = await registerUser(server);
		const kept = renderNumber(await (await page('/')).text());
		await loginUser(server, account.email, account.password);
		await trpcMutation(server.url, 'auth.login', { email: account.email, password: 'Incorrecta123' });
		expect(renderNumber(await (await page('/')).text())).toBe(kept);
	});

	it('draws a page once for visitors who arrive together', async () => {
		writeElsewhere();
		const pages = await Promise.all([1, 2, 3, 4].map(() => page('/').then((response) => response.text())));
		expect(new Set(pages.map(renderNumber)).size).toBe(1);
	});

	it('compresses the drawn page and answers a revalidation with 304', async () => {
		const response = await page('/', { 'accept-encoding': 'gzip' });
		expect(response.headers.get('content-encoding')).toBe('gzip');
		const etag = response.headers.get('etag') ?? '';
		expect(etag).toMatch(/^".+"$/);
		// fetch undoes the compression: the body is the drawn page.
		expect(await response.text()).toContain('data-render=');
		const again = await page('/', { 'if-none-match': etag });
		expect(again.status).toBe(304);
	});

	it('gives a visitor with a session the plain shell, which the browser draws for them', async () => {
		const html = await (await page('/', { cookie: 'theme=light; edge_session=abc123' })).text();
		expect(html).toBe(webDist.indexHtml);
	});

	it('gives the plain shell for a page that is not listed, that declines or whose render fails', async () => {
		for (const path of ['/pricingTable', '/categories?declined=1', '/categories?broken=1']) {
			const response = await page(path);
			expect(response.status).toBe(200);
			expect(await response.text()).toBe(webDist.indexHtml);
		}
	});
});

describe('fillTemplate', () => {
	it("writes the page's own title over the shell's, escaped, but not over a profile's", () => {
		const shell = '<html><head><title>Edge</title></head><body><div id="root"></div></body></html>';
		expect(fillTemplate(shell, '', '', '', 'Tacos & <Tortas> · Edge')).toContain(
			'<title>Tacos &#38; &#60;Tortas&#62; · Edge</title>',
		);
		expect(fillTemplate(shell, '', '', '')).toContain('<title>Edge</title>');
		const profile = shell.replace('<title>Edge</title>', '<title>Ferretería Sol · Edge</title>');
		expect(fillTemplate(profile, '', '', '', 'Otra · Edge')).toContain('<title>Ferretería Sol · Edge</title>');
	});

	it('starts the app after the paint and drops the shell preloads, which would compete with the stylesheet', () => {
		const template = [
			'<html><head><link rel="stylesheet" href="/assets/app.css">',
			'<link rel="modulepreload" href="/assets/header.js">',
			'<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
			'<body><div id="root"><div class="shell">Edge</div></div></body></html>',
		].join('\n');
		const page = fillTemplate(template, '<p>drawn</p>', '<script type="application/json">{}</script>', '.a{}');
		expect(page).toBe(
			[
				'<html><head><link rel="stylesheet" href="/assets/app.css">',
				'<script defer src="/first-view-boot.js" data-entry="/assets/index-1.js"></script><style>.a{}</style></head>',
				'<body><div id="root" inert><p>drawn</p></div><script type="application/json">{}</script></body></html>',
			].join('\n'),
		);
	});
});
