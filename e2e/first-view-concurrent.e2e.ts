import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, ROOT, startE2eApp } from './support/app';
import { registerViaApi } from './support/journeys';
import { createBusinessViaApi } from './support/seed-via-api';

/**
 * Two pages drawn by the server at the same time (docs/ssr.md, issue 23): each draw has its own
 * cache, tRPC client and fetch, so neither sends its reads under the other's draw. With one fetch
 * shared by the module (the old setApiFetch), a draw's reads went out under the other draw's id; once
 * that one had ended they were refused and the page fell back to the plain shell, or carried the
 * other page's answers. Over HTTP, against the real server and its worker with the real bundle, and
 * through the bundle's draw function itself, with a fetch per draw that records what it was asked.
 */
describe.skipIf(!chromiumPath)('pages drawn at the same time', () => {
	let app: E2eApp;
	const profiles: { id: number; title: string; about: string }[] = [];

	beforeAll(async () => {
		app = await startE2eApp();
		// One business each: a second one needs a paid plan.
		for (const [firstName, title, about] of [
			['Marta', 'Panadería Dos Hornos', 'Pan de agua y casabe cada mañana.'],
			['Julio', 'Taller Mecánico El Pistón', 'Frenos, aceite y alineación en Santiago.'],
		] as const) {
			const owner = await registerViaApi(app.url, { firstName });
			profiles.push({ id: await createBusinessViaApi(app.url, owner, { title, about }), title, about });
		}
	});
	afterAll(async () => {
		await app?.stop();
	});

	/** Moves the public data's version from another connection, so the next visit to each page is a new draw. */
	function forgetKeptPages() {
		app.db.$client.exec('update public_data_version set version = version + 1');
	}

	/** What a drawn page must hold: its own title and, for a profile, its text. */
	interface Expected {
		path: string;
		title: string;
		text?: string;
	}

	async function drawTogether(pages: Expected[], round: number) {
		forgetKeptPages();
		const answers = await Promise.all(
			pages.map(async (page) => {
				const response = await fetch(`${app.url}${page.path}`);
				return { page, status: response.status, html: await response.text() };
			}),
		);
		for (const { page, status, html } of answers) {
			const where = `round ${round}, ${page.path}`;
			expect(status, where).toBe(200);
			// Drawn, not the shell: the markup and the data the browser takes it over with.
			expect(html.includes('<div id="root" data-drawn>'), `${where}: drawn`).toBe(true);
			expect(html.includes(`<title>${page.title}</title>`), `${where}: its title`).toBe(true);
			if (page.text) {
				expect(html.includes(page.text), `${where}: its text`).toBe(true);
				// A profile's page holds nothing of the other profile drawn with it (a listing holds both).
				for (const other of pages) {
					if (other !== page && other.text) expect(html.includes(other.text), `${where}: ${other.path}`).toBe(false);
				}
			}
		}
	}

	const profilePage = (index: number): Expected => {
		const { id, title, about } = profiles[index] as (typeof profiles)[number];
		return { path: `/businessProfile?id=${id}`, title: `${title} · Edge`, text: about };
	};

	it('over HTTP: two profiles, and a profile with another page, drawn at once 50 times, each with its own data', async () => {
		const others: Expected[] = [
			{ path: '/businessWall', title: 'Muro de negocios · Edge' },
			{ path: '/categories', title: 'Categorías · Edge' },
		];
		for (let round = 0; round < 50; round++) {
			const second = round % 2 === 0 ? profilePage(1) : (others[(round >> 1) % 2] as Expected);
			await drawTogether([profilePage(0), second], round);
		}
	}, 120_000);

	it('the draw function: the reads of each draw go through its own fetch, never the other one', async () => {
		const entry = (await import(pathToFileURL(resolve(ROOT, 'apps/web/dist/ssr/entry-server.js')).href)) as {
			renderFirstView(
				url: string,
				options: { apiFetch: typeof fetch; language: 'es' | 'en' },
			): Promise<{ html: string; unloaded: string[] } | null>;
		};
		for (let round = 0; round < 50; round++) {
			const asked = profiles.map(() => [] as string[]);
			const views = await Promise.all(
				profiles.map((profile, index) =>
					entry.renderFirstView(`/businessProfile?id=${profile.id}`, {
						language: round % 2 === 0 ? 'es' : 'en',
						apiFetch: (input, init) => {
							asked[index]?.push(decodeURIComponent(String(input)));
							return fetch(new URL(String(input), app.url), init);
						},
					}),
				),
			);
			profiles.forEach((profile, index) => {
				const where = `round ${round}, profile ${profile.id}`;
				const own = `"id":${profile.id}`;
				const other = `"id":${profiles[1 - index]?.id}`;
				expect(views[index]?.html.includes(`${profile.title}</h1>`), `${where}: drawn`).toBe(true);
				expect(
					asked[index]?.some((url) => url.includes(own)),
					`${where}: its reads, through its fetch`,
				).toBe(true);
				expect(
					asked[index]?.some((url) => url.includes(other)),
					`${where}: the other's reads`,
				).toBe(false);
				// Drawn in one pass: the route's loader asked for all the page shows at once (one batch:
				// the profile, its map's settings, its rating and its reviews, each once), and the render
				// needed nothing more.
				expect(asked[index], `${where}: one request`).toHaveLength(1);
				for (const procedure of ['business.get', 'maps.config', 'reviews.summary', 'reviews.list']) {
					expect(
						asked[index]?.[0]?.split(/[/?,]/).filter((part) => part === procedure),
						`${where}: ${procedure}`,
					).toHaveLength(1);
				}
				expect(views[index]?.unloaded, `${where}: nothing drawn as a placeholder`).toEqual([]);
			});
		}
	}, 120_000);

	it('the draw function: each drawn page in one pass, its data asked for once, in both languages', async () => {
		const entry = (await import(pathToFileURL(resolve(ROOT, 'apps/web/dist/ssr/entry-server.js')).href)) as {
			renderFirstView(
				url: string,
				options: { apiFetch: typeof fetch; language: 'es' | 'en' },
			): Promise<{ html: string; unloaded: string[] } | null>;
		};
		for (const language of ['es', 'en'] as const) {
			for (const path of [
				'/',
				'/categories',
				'/categories?q=pan',
				// Not as the router writes it (`+`, another order): drawn at its canonical form.
				'/categories?city=Santo+Domingo&q=pan',
				'/businessWall',
				`/businessProfile?id=${profiles[0]?.id}`,
			]) {
				const asked: string[] = [];
				const view = await entry.renderFirstView(path, {
					language,
					apiFetch: (input, init) => {
						asked.push(decodeURIComponent(String(input)));
						return fetch(new URL(String(input), app.url), init);
					},
				});
				const where = `${path} in ${language}`;
				expect(view, where).not.toBeNull();
				// The route's loader asks for everything at once (the home page's own data loads in the
				// browser when scrolled near: nothing), and the one render needs nothing more.
				expect(asked.length, where).toBeLessThanOrEqual(1);
				const procedures = asked.flatMap(
					(url) =>
						url
							.replace(/^\/api\/trpc\//, '')
							.split('?')[0]
							?.split(',') ?? [],
				);
				expect(new Set(procedures).size, `${where}: each once`).toBe(procedures.length);
				expect(view?.unloaded, `${where}: nothing drawn as a placeholder`).toEqual([]);
			}
		}
	}, 60_000);
});
