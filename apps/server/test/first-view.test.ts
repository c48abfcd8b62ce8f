import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactMessages } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_HEADERS } from '../src/http/server-response';
import {
	createFirstViewRenderer,
	DRAW_LIMITS,
	fillTemplate,
	inlineScriptHashes,
	NO_PARTS_CSS,
} from '../src/ssr/first-view';
import { loginUser, registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { apiClient, call } from './typed-client';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

/**
 * A stand-in for the web app's server bundle (apps/web/dist/ssr/entry-server.js): it draws the
 * address, the render's number, its language and what the API answered it, then a script standing
 * for the router's (its state), so each test sees when a page was drawn anew, from what, as whom and
 * in which language. The real bundle is covered by e2e/first-view*.e2e.ts.
 */
const ENTRY = `
import { existsSync } from 'node:fs';
import { isDrawnPath } from './drawn-paths.js';
let renders = 0;
/** A slow draw waits until the test creates this file next to the bundle. */
const gate = new URL('./gate-open', import.meta.url);
export async function renderFirstView(url, { apiFetch, language }) {
	if (!isDrawnPath(new URL(url, 'http://edge').pathname)) return null;
	if (url.includes('broken')) throw new Error('render failed');
	if (url.includes('declined')) return null;
	while (url.includes('slow') && !existsSync(gate)) await new Promise((resolve) => setTimeout(resolve, 10));
	const me = await apiFetch('/api/v1/auth/me');
	renders += 1;
	const title = url.includes('titled') ? 'Tacos & <Tortas> · Edge' : null;
	const main = '<main data-render="' + renders + '">' + url + ' as ' + me.status + ' in ' + language + '</main>';
	const state = '<script>self.drawnState=' + JSON.stringify({ url }).replace(/</g, '\\u003c') + '</script>';
	return { html: main + state, title, lang: language, unloaded: [] };
}
`;
/** The stand-in's list of drawn pages (apps/web/dist/ssr/drawn-paths.js), read by the server's main thread. */
const DRAWN_PATHS = `
export function isDrawnPath(pathname) {
	return pathname === '/' || pathname === '/categories' || pathname.startsWith('/categories/');
}
`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let server: TestServer;
let webDist: WebDistFixture;

beforeAll(async () => {
	webDist = createWebDist();
	mkdirSync(join(webDist.dir, 'ssr'));
	writeFileSync(join(webDist.dir, 'ssr', 'entry-server.js'), ENTRY);
	writeFileSync(join(webDist.dir, 'ssr', 'drawn-paths.js'), DRAWN_PATHS);
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
const openGate = () => writeFileSync(join(webDist.dir, 'ssr', 'gate-open'), '');
const randomParam = () => Math.random().toString(36).slice(2);

describe('public pages drawn by the server for a visit without a session', () => {
	it("puts the drawn markup and the router's scripts in #root and the parts CSS in the head", async () => {
		const response = await page('/categories?q=ferreter%C3%ADa');
		expect(response.status).toBe(200);
		expect(response.headers.get('content-type')).toContain('text/html');
		const html = await response.text();
		// Drawn with the API answering as an anonymous visitor (/auth/me says 401), in Spanish.
		const state = '<script>self.drawnState={"url":"/categories?q=ferreter%C3%ADa"}</script>';
		expect(html).toMatch(
			/<div id="root" data-drawn><main data-render="\d+">\/categories\?q=ferreter%C3%ADa as 401 in es<\/main>/,
		);
		expect(html).toContain(`</main>${state}</div>`);
		expect(html).toContain('<html lang="es" data-mantine-color-scheme="light">');
		expect(html).toContain('.card{border:1px solid}');
		expect(html).toContain('<link rel="stylesheet" href="/assets/card-Abc123.css" disabled>');
		expect(html).not.toContain('.map{color:red}');
		expect(html).not.toContain('map-Def456.css');
		// The app's script is started once the drawn page has been painted (first-view-boot.js).
		expect(html).toContain('<script defer src="/first-view-boot.js" data-entry="/assets/index-Test1234.js"></script>');
		expect(html).not.toContain('<script type="module"');
	});

	it("allows the page's own inline scripts by their hashes and no other; pages not drawn keep script-src 'self'", async () => {
		const response = await page('/categories?q=hashed');
		const html = await response.text();
		const policy = response.headers.get('content-security-policy') ?? '';
		const script = '<script>self.drawnState={"url":"/categories?q=hashed"}</script>';
		expect(html).toContain(script);
		const hash = sha256('self.drawnState={"url":"/categories?q=hashed"}');
		// The shell's policy (script-src 'self' and the payment simulator's origin) with the hash added.
		const shellPolicy = (await page('/pricingTable')).headers.get('content-security-policy') ?? '';
		expect(shellPolicy).toMatch(/script-src 'self'[^;]*;/);
		expect(shellPolicy).not.toContain('sha256-');
		expect(policy).toBe(shellPolicy.replace(/(script-src [^;]*)/, `$1 ${hash}`));
		// No nonce, no 'unsafe-inline': a script injected into the page would match no hash.
		expect(policy).not.toContain('nonce-');
		expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
		// The kept page is served with the same policy.
		expect((await page('/categories?q=hashed')).headers.get('content-security-policy')).toBe(policy);
		// A page declined by the draw gets the shell's policy, as every page not drawn.
		expect((await page('/categories?q=declined')).headers.get('content-security-policy')).toBe(shellPolicy);
		expect(SECURITY_HEADERS['content-security-policy']).toContain("script-src 'self';");
	});

	it('draws and keeps a page per language: the address, the language cookie, Accept-Language', async () => {
		writeElsewhere();
		const spanish = await (await page('/categories?q=lenguas')).text();
		expect(spanish).toContain(' in es</main>');
		const englishResponse = await page('/categories?q=lenguas', { 'accept-language': 'en-US,en;q=0.9' });
		// A shared cache keeps the answer apart per language and per session cookie.
		expect(englishResponse.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
		const english = await englishResponse.text();
		expect(english).toContain(' in en</main>');
		expect(english).toContain('<html lang="en" data-mantine-color-scheme="light">');
		expect(renderNumber(english)).not.toBe(renderNumber(spanish));
		// Each is kept for its own language.
		expect(renderNumber(await (await page('/categories?q=lenguas', { cookie: 'language=en' })).text())).toBe(
			renderNumber(english),
		);
		expect(renderNumber(await (await page('/categories?q=lenguas&lang=es', { cookie: 'language=en' })).text())).toBe(
			renderNumber(spanish),
		);
	});

	it('draws a page whose path has a parameter when the list says so (/categories/:name)', async () => {
		expect(await (await page('/categories/panaderias')).text()).toContain('/categories/panaderias as 401 in es');
	});

	it("writes the page's title into the drawn page's head", async () => {
		const html = await (await page('/categories?q=titled')).text();
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
		await call(() => apiClient(server.url).auth.login.mutate({ email: account.email, password: 'Incorrecta123' }));
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
		for (const path of ['/pricingTable', '/categories?q=declined', '/categories?q=broken']) {
			const response = await page(path);
			expect(response.status).toBe(200);
			expect(await response.text()).toBe(webDist.indexHtml);
		}
	});
});

describe('what a flood of new addresses costs', () => {
	it('draws / once for 20 visits with random utm parameters, which the page does not read', async () => {
		writeElsewhere();
		const pages = await Promise.all(
			Array.from({ length: 20 }, () =>
				page(`/?utm_source=${randomParam()}&utm_campaign=${randomParam()}`).then((response) => response.text()),
			),
		);
		const renders = new Set(pages.map(renderNumber));
		expect(renders.size).toBe(1);
		// Drawn for the address without them, and kept for the plain address too.
		expect(pages[0]).toMatch(/<main data-render="\d+">\/ as 401 in es<\/main>/);
		expect(renderNumber(await (await page('/')).text())).toBe([...renders][0]);
	});

	it('keeps the parameters a route reads and drops the rest', async () => {
		const html = await (await page('/categories?fbclid=abc&q=caf%C3%A9&utm_source=x&city=Santo+Domingo')).text();
		expect(html).toContain('/categories?q=caf%C3%A9&city=Santo+Domingo as 401 in es</main>');
		const again = await (await page('/categories?q=caf%C3%A9&gclid=zz&city=Santo+Domingo')).text();
		expect(renderNumber(again)).toBe(renderNumber(html));
	});

	it('gives the shell at once when every turn is taken and the queue is full, and drains it', async () => {
		// Each address is new and each draw waits for the gate: the first ones take the turns and the
		// queue, and the one asking beyond them gets the shell without waiting for any of them.
		const capacity = DRAW_LIMITS.atOnce + DRAW_LIMITS.waiting;
		const started = performance.now();
		const settled: { index: number; html: string; ms: number }[] = [];
		const visits = Array.from({ length: capacity + 1 }, (_, index) =>
			page(`/categories?q=slow-${index}-${randomParam()}`)
				.then((response) => response.text())
				.then((html) => {
					settled.push({ index, html, ms: performance.now() - started });
					return html;
				}),
		);
		const first = await Promise.race(visits);
		expect(first).toBe(webDist.indexHtml);
		expect(settled).toHaveLength(1);
		expect(settled[0]?.ms).toBeLessThan(DRAW_LIMITS.waitMs / 2);

		openGate();
		const pages = await Promise.all(visits);
		expect(pages.filter((html) => html === webDist.indexHtml)).toHaveLength(1);
		expect(pages.filter((html) => html.includes('data-render='))).toHaveLength(capacity);
	});
});

describe('the draw time limits', () => {
	it('gives the shell to a visitor whose draw has not had its turn in time, and abandons a draw past its own limit', async () => {
		rmSync(join(webDist.dir, 'ssr', 'gate-open'), { force: true });
		const errors: unknown[] = [];
		const limits = { atOnce: 1, waiting: 1, waitMs: 200, drawMs: 800 };
		const renderer = createFirstViewRenderer(
			webDist.dir,
			{ dataVersion: () => 'v1', onError: (error) => errors.push(error), limits },
			(html) => html.toString('utf8'),
		);
		const apiFetch = async () => new Response(null, { status: 401 });
		const ask = (url: string) => renderer.page(url, 'es', webDist.indexHtml, apiFetch);
		try {
			const started = performance.now();
			// The one turn goes to a draw that never ends; the next address waits for the turn.
			const hanging = ask('/categories?q=slow-limit');
			expect(await ask('/categories?q=queued')).toBeNull();
			const waited = performance.now() - started;
			expect(waited).toBeGreaterThanOrEqual(limits.waitMs - 5);
			expect(waited).toBeLessThan(limits.drawMs);
			// Its place in the queue is still taken: a third address gets the shell at once.
			expect(await ask('/categories?q=third')).toBeNull();

			// The hanging draw is abandoned at its limit: its visitor gets the shell, the error is logged.
			expect(await hanging).toBeNull();
			expect(performance.now() - started).toBeGreaterThanOrEqual(limits.drawMs - 5);
			expect(String(errors[0])).toContain('not drawn within 800 ms');

			// The turn is free again (the queued draw, whose visitor left, was not made).
			await vi.waitFor(async () => expect(await ask('/categories?q=queued')).toContain('/categories?q=queued as 401'), {
				timeout: 5_000,
				interval: 50,
			});
		} finally {
			await renderer.stop();
		}
	});
});

describe('fillTemplate', () => {
	it("writes the page's own title over the shell's, escaped, but not over a profile's", () => {
		const shell = '<html><head><title>Edge</title></head><body><div id="root"></div></body></html>';
		expect(fillTemplate(shell, '', NO_PARTS_CSS, 'Tacos & <Tortas> · Edge')).toContain(
			'<title>Tacos &#38; &#60;Tortas&#62; · Edge</title>',
		);
		expect(fillTemplate(shell, '', NO_PARTS_CSS)).toContain('<title>Edge</title>');
		const profile = shell.replace('<title>Edge</title>', '<title>Ferretería Sol · Edge</title>');
		expect(fillTemplate(profile, '', NO_PARTS_CSS, 'Otra · Edge')).toContain('<title>Ferretería Sol · Edge</title>');
	});

	it('starts the app after the paint and drops the shell preloads, which would compete with the stylesheet', () => {
		const template = [
			'<html><head><link rel="stylesheet" href="/assets/app.css">',
			'<link rel="modulepreload" href="/assets/header.js">',
			'<link rel="preload" as="style" href="/assets/header.css" crossorigin="">',
			'<script type="module" crossorigin src="/assets/index-1.js"></script></head>',
			'<body><div id="root"><div class="shell">Edge</div></div></body></html>',
		].join('\n');
		const page = fillTemplate(
			template,
			'<p>drawn</p><script>self.s=1</script>',
			{ css: '.a{}', hrefs: ['/assets/a-1.css'] },
			null,
			'en',
		);
		expect(page).toBe(
			[
				'<html lang="en" data-mantine-color-scheme="light"><head><link rel="stylesheet" href="/assets/app.css">',
				'<script defer src="/first-view-boot.js" data-entry="/assets/index-1.js"></script><style>.a{}</style>' +
					// The inlined file named, not loaded: the app's chunk loader sees it and adds it no more.
					'<link rel="stylesheet" href="/assets/a-1.css" disabled></head>',
				'<body><div id="root" data-drawn><p>drawn</p><script>self.s=1</script></div></body></html>',
			].join('\n'),
		);
		// The router's script is hashed; the boot script (src) and data blocks need no hash.
		expect(inlineScriptHashes(`${page}<script type="application/json">{}</script>`)).toEqual([sha256('self.s=1')]);
	});

	it('writes the colour scheme on <html> and holds forms, fields and buttons inert until the app is live, not links', () => {
		const template = '<html lang="es"><head></head><body><div id="root"></div></body></html>';
		const drawn = [
			'<a href="/categories">Categorías</a>',
			'<form role="search"><input name="q" value="&lt;button"/><button type="submit">Buscar</button></form>',
			'<textarea name="t"></textarea><select name="s"><option>1</option></select>',
			'<p>&lt;input&gt; <b>bold</b></p>',
			// The router's scripts are not markup: a "<button" in their data is left as it is.
			'<script>self.s="\\u003cbutton <input"</script>',
		].join('');
		const page = fillTemplate(template, drawn, NO_PARTS_CSS);
		expect(page).toContain('<html lang="es" data-mantine-color-scheme="light">');
		expect(page).toContain(
			[
				'<div id="root" data-drawn><a href="/categories">Categorías</a>',
				'<form inert data-drawn role="search"><input inert data-drawn name="q" value="&lt;button"/>',
				'<button inert data-drawn type="submit">Buscar</button></form>',
				'<textarea inert data-drawn name="t"></textarea><select inert data-drawn name="s"><option>1</option></select>',
				'<p>&lt;input&gt; <b>bold</b></p><script>self.s="\\u003cbutton <input"</script></div>',
			].join(''),
		);
		// A template that already names a scheme keeps it.
		expect(
			fillTemplate(
				'<html data-mantine-color-scheme="dark"><head></head><body><div id="root"></div></body></html>',
				'',
				NO_PARTS_CSS,
			),
		).toContain('<html data-mantine-color-scheme="dark">');
	});
});
