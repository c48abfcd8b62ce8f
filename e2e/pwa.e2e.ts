import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, type E2eApp, startE2eApp } from './support/app';
import {
	type ApiUser,
	appIsLive,
	emulateStandalone,
	fillLogin,
	registerViaApi,
	signInWithToken,
	visible,
	waitForPath,
} from './support/journeys';
import {
	cacheEntries,
	cacheNames,
	fetchFromPage,
	launchPwaBrowser,
	type PwaBrowser,
	proceduresOf,
	recordApiReads,
	waitForServiceWorker,
} from './support/pwa';
import { createBusinessViaApi, givePlan } from './support/seed-via-api';

/** The businesses these tests visit, in another city than the demo's. */
const OFFLINE_BUSINESS = {
	about: 'Un negocio para las pruebas sin conexión.',
	tags: ['barrio'],
	address: 'Av. Duarte 12',
	city: 'Santiago',
	lat: 19.45,
	lng: -70.69,
};

/** The worker's runtime caches (apps/web/src/features/pwa/cache-rules.ts). */
const API_CACHE = 'edge-api-v3';
const IMAGE_CACHE = 'edge-images-v1';

/** A cédula with a valid check digit, its masked form (what others see), and digits only the owner sees. */
const CEDULA = '001-1391820-5';
const MASKED_CEDULA = '***-****820-5';
const HIDDEN_DIGITS = '1391';

/** An independent freelancer with a cédula, made through the API by its owner; returns its id. */
async function createIndependentFreelancer(url: string, owner: ApiUser): Promise<number> {
	const response = await fetch(`${url}/api/trpc/professional.freelancer.create`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
		body: JSON.stringify({
			title: `${owner.firstName} ${owner.lastName}`,
			about: 'Electricista con 10 años de experiencia en instalaciones residenciales.',
			city: 'Santiago',
			province: '',
			lat: 19.45,
			lng: -70.69,
			imageId: null,
			jobTypeSlug: 'electrician',
			freelancerKind: 'independent',
			idNumber: CEDULA,
			phone: '',
			hours: [],
			socialLinks: [],
		}),
	});
	const text = await response.text();
	if (response.status !== 200) throw new Error(`professional.freelancer.create: ${response.status} ${text}`);
	return (JSON.parse(text) as { result: { data: { id: number } } }).result.data.id;
}

/** Signs the page in through the login form (session cookie and stored token, as a person does). */
async function signInThroughForm(page: import('playwright-core').Page, user: ApiUser, then: string): Promise<void> {
	await page.goto(`/login?redirect=${encodeURIComponent(then)}`);
	await fillLogin(page, user.email, user.password);
	await waitForPath(page, then.split('?')[0] ?? then);
}

/** A post written through the API by a member with a plan, the way another device would. */
async function postViaApi(url: string, author: ApiUser, title: string): Promise<void> {
	const response = await fetch(`${url}/api/trpc/wall.createPost`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${author.token}` },
		body: JSON.stringify({ title, content: 'Abrimos a las ocho.', imageId: null, profileId: null }),
	});
	if (response.status !== 200) throw new Error(`wall.createPost: ${response.status} ${await response.text()}`);
}

const wallPost = (page: import('playwright-core').Page, title: string) =>
	page.getByTestId('wall-post').filter({ hasText: title });

interface Manifest {
	id: string;
	name: string;
	short_name: string;
	description: string;
	lang: string;
	start_url: string;
	scope: string;
	display: string;
	theme_color: string;
	background_color: string;
	icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
	shortcuts: Array<{ name: string; url: string; icons: Array<{ src: string; sizes: string }> }>;
}

/**
 * In the page: how many messages the chat's offline outbox (IndexedDB 'edge-chat-outbox') holds,
 * after putting `put` in it when given.
 */
function outboxRecords({ put }: { put?: Record<string, unknown> }): Promise<number> {
	return new Promise((resolve, reject) => {
		const request = indexedDB.open('edge-chat-outbox', 1);
		request.onupgradeneeded = () => request.result.createObjectStore('messages', { keyPath: 'clientId' });
		request.onerror = () => reject(request.error);
		request.onsuccess = () => {
			const db = request.result;
			const store = db.transaction('messages', 'readwrite').objectStore('messages');
			if (put) store.put({ senderId: 'me', otherUserId: 'them', createdAt: new Date().toISOString(), ...put });
			const count = store.count();
			count.onsuccess = () => {
				db.close();
				resolve(count.result);
			};
			count.onerror = () => reject(count.error);
		};
	});
}

describe.skipIf(!chromiumPath)('the installable app: manifest, service worker, offline, sign-out', () => {
	let app: E2eApp;
	const browsers: PwaBrowser[] = [];
	const launch = async (viewport?: { width: number; height: number }) => {
		const browser = await launchPwaBrowser(app.url, viewport);
		browsers.push(browser);
		return browser;
	};
	beforeAll(async () => {
		app = await startE2eApp();
	});
	afterAll(async () => {
		for (const browser of browsers) await browser.close();
		await app?.stop();
	});

	it('links a complete manifest, runs an active worker that controls the page, and Chromium finds it installable', async () => {
		const { page, context } = await launch();
		await page.goto('/');
		await page.getByTestId('home-page').waitFor();

		const href = await page.locator('link[rel="manifest"]').getAttribute('href');
		expect(href).toBeTruthy();
		const response = await page.request.get(new URL(href ?? '', app.url).href);
		expect(response.status()).toBe(200);
		const manifest = JSON.parse(await response.text()) as Manifest;
		expect(manifest).toMatchObject({
			id: '/',
			name: 'Edge',
			short_name: 'Edge',
			lang: 'es',
			start_url: '/',
			scope: '/',
			display: 'standalone',
			theme_color: '#0b7285',
			background_color: '#ffffff',
		});
		expect(manifest.description.length).toBeGreaterThan(10);
		const icon = (size: string, purpose: string) =>
			manifest.icons.find((entry) => entry.sizes === size && (entry.purpose ?? 'any').split(' ').includes(purpose));
		expect(icon('192x192', 'any')).toBeTruthy();
		expect(icon('512x512', 'any')).toBeTruthy();
		expect(icon('512x512', 'maskable')).toBeTruthy();
		expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/categories', '/chat', '/calendar']);
		const files = [
			...manifest.icons.map((entry) => entry.src),
			...manifest.shortcuts.flatMap((shortcut) => shortcut.icons.map((entry) => entry.src)),
		];
		for (const file of files) {
			const image = await page.request.get(new URL(file, app.url).href);
			expect(image.status(), file).toBe(200);
			expect(image.headers()['content-type'], file).toBe('image/png');
		}

		// ready resolves once a worker is active (it may still be 'activating').
		await page.evaluate(() => navigator.serviceWorker.ready);
		await page.waitForFunction(
			() =>
				navigator.serviceWorker.getRegistration().then((registration) => registration?.active?.state === 'activated'),
			undefined,
			{ timeout: 10_000 },
		);
		await page.reload();
		await page.getByTestId('home-page').waitFor();
		expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${app.url}/sw.js`);

		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
			installabilityErrors: Array<{ errorId: string }>;
		};
		expect(installabilityErrors).toEqual([]);
	});

	it('registers the worker only once the page has settled: its first downloads never overlap the page’s own', async () => {
		const { page, context } = await launch();
		const pageFetchEnds: number[] = [];
		const workerFetchStarts: number[] = [];
		// The registration's own code (workbox-window) is fetched when it starts: not the page's loading.
		page.on('requestfinished', (request) => {
			if (!request.url().includes('workbox-window')) pageFetchEnds.push(Date.now());
		});
		context.on('request', (request) => {
			if (request.serviceWorker()) workerFetchStarts.push(Date.now());
		});
		// A drawn listing: the page's take-over loads some 70 files, which the precache would compete with.
		await page.goto('/categories');
		await appIsLive(page);
		await waitForServiceWorker(page);
		await expect.poll(() => workerFetchStarts.length).toBeGreaterThan(100);

		const firstWorkerFetch = workerFetchStarts[0] ?? 0;
		const lastPageFetch = Math.max(...pageFetchEnds.filter((end) => end < firstWorkerFetch));
		expect(pageFetchEnds.length).toBeGreaterThan(20);
		// Quiet for SETTLE_QUIET_MS (2 s, page-settled.ts) before the worker is even registered; 1.5 s
		// leaves room for the time events take to reach this process.
		expect(firstWorkerFetch - lastPageFetch).toBeGreaterThan(1_500);
	});

	it('offline after a first visit: the shell and visited public pages still show, an unvisited page says it is offline', async () => {
		// One business per account: two owners.
		const visitedTitle = 'Colmado La Esquina Guardada';
		const visited = await createBusinessViaApi(app.url, await registerViaApi(app.url), {
			...OFFLINE_BUSINESS,
			title: visitedTitle,
		});
		const unvisited = await createBusinessViaApi(app.url, await registerViaApi(app.url), {
			...OFFLINE_BUSINESS,
			title: 'Taller Nunca Visto',
		});
		const { page, context } = await launch();
		await page.goto('/');
		await page.getByTestId('home-page').waitFor();
		await waitForServiceWorker(page);
		await page.goto('/categories');
		await visible(page.getByRole('heading', { level: 1 }));
		await page.goto(`/businessProfile?id=${visited}`);
		await visible(page.getByRole('heading', { name: visitedTitle }));
		// What the worker kept: public reads only, one entry per call.
		await expect
			.poll(async () => (await cacheEntries(page, API_CACHE)).flatMap((entry) => proceduresOf(entry.url)))
			.toContain('business.get');

		await context.setOffline(true);
		await page.reload();
		await visible(page.getByRole('heading', { name: visitedTitle }));
		await visible(page.locator('header'));
		await visible(page.getByTestId('offline-notice').getByText('Sin conexión'));

		await page.goto('/categories');
		await visible(page.getByRole('heading', { level: 1 }));
		await visible(page.getByTestId('offline-notice'));

		await page.goto(`/businessProfile?id=${unvisited}`);
		await visible(page.locator('header'));
		await visible(page.getByTestId('offline-notice'));
		await visible(page.getByText('No se pudo conectar con el servidor. Revisa tu conexión.'));
		expect(await page.getByRole('heading', { name: 'Taller Nunca Visto' }).count()).toBe(0);

		// A navigation the shell does not answer (a server path) gets the translated offline page.
		await page.goto('/api/v1/health').catch(() => undefined);
		await visible(page.getByTestId('offline-html'));
		await visible(page.getByText('Estás sin conexión'));
		await visible(page.getByText('You are offline'));
		await context.setOffline(false);
	});

	it('a public page read online shows its data offline, however its reads are batched then', async () => {
		const title = 'Panadería Leída de Otra Forma';
		const id = await createBusinessViaApi(app.url, await registerViaApi(app.url), { ...OFFLINE_BUSINESS, title });
		const unvisited = await createBusinessViaApi(app.url, await registerViaApi(app.url), {
			...OFFLINE_BUSINESS,
			title: 'Heladería Tampoco Vista',
		});
		const { page, context } = await launch();
		await page.goto('/');
		await page.getByTestId('home-page').waitFor();
		await waitForServiceWorker(page);
		// Online, the profile is opened from the search results: the app's navigation, whose loader
		// asks for the profile's calls in one tick, so in one batch.
		await page.goto('/categories?q=Leída');
		await appIsLive(page);
		const online = recordApiReads(page);
		await (await visible(page.getByRole('link', { name: title }).first())).click();
		await visible(page.getByRole('heading', { name: title }));

		// The worker keeps one entry per call, under the call's own unbatched address.
		const businessKey = `/api/trpc/business.get?input=${encodeURIComponent(JSON.stringify({ id }))}`;
		await expect
			.poll(async () => (await cacheEntries(page, API_CACHE)).map((entry) => entry.url))
			.toContain(businessKey);
		const kept = await cacheEntries(page, API_CACHE);
		for (const entry of kept) {
			expect(proceduresOf(entry.url), entry.url).toHaveLength(1);
			expect(new URL(entry.url, app.url).searchParams.has('batch'), entry.url).toBe(false);
		}

		await context.setOffline(true);
		// The profile's calls asked in one batch the other way round: answered from the entries, in that order.
		const calls = kept.filter((entry) => /\/(business\.get|reviews\.\w+)\?/.test(entry.url)).reverse();
		expect(calls.length).toBeGreaterThanOrEqual(2);
		const batchOf = (urls: string[]) => {
			const inputs: Record<string, unknown> = {};
			for (const [index, url] of urls.entries()) {
				const input = new URL(url, app.url).searchParams.get('input');
				if (input !== null) inputs[String(index)] = JSON.parse(input);
			}
			const path = urls.flatMap(proceduresOf).join(',');
			return `/api/trpc/${path}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
		};
		const language = { 'accept-language': online[0]?.headers['accept-language'] ?? 'es' };
		const answer = await fetchFromPage(page, batchOf(calls.map((entry) => entry.url)), language);
		expect(answer).toMatchObject({ status: 200 });
		expect(JSON.parse('body' in answer ? answer.body : '[]')).toEqual(calls.map((entry) => JSON.parse(entry.body)));
		// A batch with one call never read online fails as a whole, as the network would.
		const withUnvisited = batchOf([
			...calls.map((entry) => entry.url),
			`/api/trpc/business.get?input=${encodeURIComponent(JSON.stringify({ id: unvisited }))}`,
		]);
		expect(await fetchFromPage(page, withUnvisited, language)).toHaveProperty('failed');

		// The page itself, loaded offline (a fresh start, not a navigation), asking in whatever batches
		// the app makes this time: they vary with timing (seen online here: business.get alone, or with
		// the reviews' two calls), hence the batch above for a difference that is certain.
		await page.reload();
		await visible(page.getByRole('heading', { name: title }));
		await visible(page.getByTestId('offline-notice'));
		await context.setOffline(false);
	});

	it('signing out deletes what the worker kept while signed in; answers read while signed in were never kept', async () => {
		const user = await registerViaApi(app.url, { firstName: 'Zuleika', lastName: 'Privada' });
		const business = await createBusinessViaApi(app.url, user, {
			...OFFLINE_BUSINESS,
			title: 'Zuleika Ferretería Privada',
		});
		const { page } = await launch();
		await page.goto('/aboutUs');
		await waitForServiceWorker(page);
		await signInWithToken(page, user.token);
		await page.goto(`/businessProfile?id=${business}`);
		await visible(page.getByRole('heading', { name: 'Zuleika Ferretería Privada' }));
		await page.goto('/chat');
		await page.getByTestId('chat-inbox').waitFor();
		await page.goto('/profile');
		await page.getByTestId('profile-page').waitFor();

		// Every read of a signed-in page carries its token and comes back private: none is kept, not
		// even the public profile read (its owner's answer is not the visitors').
		expect(await cacheEntries(page, API_CACHE)).toEqual([]);
		expect(await cacheNames(page)).toContain('edge-signed-in-v1');

		// A message the server refused stays in the chat's offline outbox until retried: private text.
		await page.evaluate(outboxRecords, { put: { clientId: 'c-1', body: 'Zuleika privado', failed: true } });
		expect(await page.evaluate(outboxRecords, {})).toBe(1);

		await page.getByTestId('logout-button').click();
		await page.getByTestId('confirm-logout').click();
		await page.getByTestId('login-button').first().waitFor();
		await expect.poll(() => page.evaluate(outboxRecords, {})).toBe(0);

		const names = await cacheNames(page);
		// The app shell (precache) stays: it is the same for everyone.
		expect(names.some((name) => name.startsWith('workbox-precache'))).toBe(true);
		expect(names).not.toContain('edge-signed-in-v1');
		const left = [...(await cacheEntries(page, API_CACHE)), ...(await cacheEntries(page, IMAGE_CACHE))];
		for (const entry of left) {
			expect(entry.body).not.toContain('Zuleika');
			expect(entry.body).not.toContain(user.email);
		}
	});

	it("a session that ends without the logout dialog leaves nothing of the owner's profile for the next person", async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Teodoro', lastName: 'Cedeño' });
		const profile = await createIndependentFreelancer(app.url, owner);
		const { page, context } = await launch();
		await page.goto('/aboutUs');
		await waitForServiceWorker(page);
		await signInThroughForm(page, owner, `/professionalProfile?id=${profile}`);
		const ownView = await visible(page.getByTestId('freelancer-id-number'));
		expect(await ownView.textContent()).toBe(`Cédula: ${CEDULA}`);
		expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
		expect((await context.cookies()).some((cookie) => cookie.name === 'edge_session')).toBe(true);

		// The session ends on this device without the dialog: the cookie is gone (expired or cleared)
		// and so is the stored token. Nothing was signed out in the app.
		await context.clearCookies();
		await page.evaluate(() => localStorage.removeItem('jwt'));
		await page.close();

		const next = await context.newPage();
		await next.goto(`/professionalProfile?id=${profile}`);
		const shown = await visible(next.getByTestId('freelancer-id-number'));
		expect(await shown.textContent()).toBe(`Cédula: ${MASKED_CEDULA}`);
		expect(await next.locator('body').textContent()).not.toContain(CEDULA);
		for (const name of await cacheNames(next)) {
			if (name.startsWith('workbox-precache')) continue;
			for (const entry of await cacheEntries(next, name)) expect(entry.body, entry.url).not.toContain(HIDDEN_DIGITS);
		}
		// The page that started without a session emptied what a signed-in user may have left.
		await expect.poll(() => cacheNames(next)).not.toContain('edge-signed-in-v1');
	});

	it("an owner's new wall post is in the list at once with the worker on, and a reader's list kept offline has it", async () => {
		const owner = await registerViaApi(app.url, { firstName: 'Olga', lastName: 'Muro' });
		await createBusinessViaApi(app.url, owner, { ...OFFLINE_BUSINESS, title: 'Olga Cafetería del Muro' });
		givePlan(app, owner, 'business-profile');
		await postViaApi(app.url, owner, 'Abrimos el lunes');

		// A reader without a session, whose worker keeps the wall for offline use.
		const reader = (await launch()).page;
		await reader.goto('/aboutUs');
		await waitForServiceWorker(reader);
		await reader.goto('/businessWall');
		await visible(wallPost(reader, 'Abrimos el lunes'));
		// The posts are kept at once: the page's public read goes in a batch of its own, not with its
		// private wall.access (a batch holding one is private as a whole and never kept).
		await expect
			.poll(async () => (await cacheEntries(reader, API_CACHE)).flatMap((entry) => proceduresOf(entry.url)))
			.toContain('wall.posts');

		// The owner, signed in, with the worker on: the list the page had shows the new post at once.
		const { page } = await launch();
		await page.goto('/aboutUs');
		await waitForServiceWorker(page);
		await signInThroughForm(page, owner, '/businessWall');
		await visible(wallPost(page, 'Abrimos el lunes'));
		await (await visible(page.getByTestId('wall-new-post'))).click();
		const form = await visible(page.getByTestId('wall-post-form'));
		await form.getByTestId('wall-post-title').fill('Menú del día nuevo');
		await form.getByTestId('wall-post-content').fill('Sancocho los viernes.');
		await form.getByTestId('wall-post-submit').click();
		await visible(wallPost(page, 'Menú del día nuevo'));

		// The reader is told about it live and shows it: the list is read again from the server, not
		// answered from what the worker kept before the post.
		await (await visible(reader.getByTestId('wall-new-posts'))).click();
		await visible(wallPost(reader, 'Menú del día nuevo'));
		// Offline, the list the worker kept is the one with the post.
		await reader.context().setOffline(true);
		await reader.reload();
		await visible(reader.getByTestId('offline-notice'));
		await visible(wallPost(reader, 'Menú del día nuevo'));
		await visible(wallPost(reader, 'Abrimos el lunes'));
		await reader.context().setOffline(false);
	});

	it('a page chunk missing after a deploy reloads the page once, then shows a way out instead of looping', async () => {
		// Workers blocked: page.route must see the chunk request (a worker would answer from its cache).
		const context = await app.newContext();
		const page = await context.newPage();
		await page.goto('/');
		await page.getByTestId('home-page').waitFor();
		// A drawn page's links are plain links until the app has taken it over (docs/ssr.md): the
		// missing chunk is the app's, asked for by its own navigation.
		await appIsLive(page);
		let loads = 0;
		page.on('load', () => {
			loads += 1;
		});
		const aboutChunk = /\/assets\/aboutUs-[^/]+\.js$/;
		await page.route(aboutChunk, (route) => route.fulfill({ status: 404, body: 'gone' }));
		await page.getByTestId('footer').getByRole('link', { name: 'Sobre nosotros' }).click();
		const stuck = await visible(page.getByTestId('chunk-error'));
		expect(new URL(page.url()).pathname).toBe('/aboutUs');
		expect(loads).toBe(1);
		expect(await page.evaluate(() => sessionStorage.getItem('edge.chunkReloadAt'))).toMatch(/^\d+$/);
		await visible(stuck.getByText('Esta página no se pudo cargar'));

		await page.unroute(aboutChunk);
		await stuck.getByRole('button', { name: 'Recargar' }).click();
		await page.getByTestId('about-page').waitFor();
		await context.close();
	});

	it('marks the current page in the installed app’s bottom bar, shown only below 640 px', async () => {
		const context = await app.newContext({ viewport: { width: 390, height: 844 } });
		const page = await context.newPage();
		// CDP's display-mode emulation first; this Chromium ignores it, so the helper falls back.
		await emulateStandalone(context, page);
		await page.goto('/pricingTable');
		const bar = await visible(page.getByTestId('bottom-nav'));
		const current = bar.locator('[aria-current="page"]');
		expect(await current.count()).toBe(1);
		expect(await current.textContent()).toBe('Precios');
		await bar.getByRole('link', { name: 'Inicio' }).click();
		await page.getByTestId('home-page').waitFor();
		await page.waitForFunction(
			() => document.querySelector('[data-testid="bottom-nav"] [aria-current="page"]')?.textContent === 'Inicio',
		);
		expect(await bar.locator('[aria-current="page"]').count()).toBe(1);

		await page.setViewportSize({ width: 700, height: 844 });
		await page.getByTestId('bottom-nav').waitFor({ state: 'detached' });
		await page.setViewportSize({ width: 639, height: 844 });
		await visible(page.getByTestId('bottom-nav'));
		await context.close();
	});

	it('offers installing in its own words from the second visit, and not again for 30 days after "Not now"', async () => {
		const context = await app.newContext({ viewport: { width: 390, height: 844 } });
		/** Chromium fires beforeinstallprompt only for an installable site it has judged engaging enough. */
		const offerInstall = (page: import('playwright-core').Page) =>
			page.evaluate(() => {
				const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
					prompt: async () => undefined,
					userChoice: Promise.resolve({ outcome: 'dismissed' }),
				});
				window.dispatchEvent(event);
				return event.defaultPrevented;
			});

		/** Rendered, and the banner's lazy chunk fetched had the app decided to show it. */
		const afterRender = async (page: import('playwright-core').Page) => {
			await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
			await page.waitForLoadState('networkidle');
		};

		const first = await context.newPage();
		await first.goto('/');
		await first.getByTestId('home-page').waitFor();
		await appIsLive(first);
		// The app keeps the event (no browser mini-infobar) but says nothing on the first visit.
		expect(await offerInstall(first)).toBe(true);
		await first.reload();
		await first.getByTestId('home-page').waitFor();
		await appIsLive(first);
		await offerInstall(first);
		await afterRender(first);
		expect(await first.getByTestId('install-banner').count()).toBe(0);
		await first.close();

		// A new tab is a new visit.
		const second = await context.newPage();
		await second.goto('/');
		await second.getByTestId('home-page').waitFor();
		await appIsLive(second);
		await offerInstall(second);
		const banner = await visible(second.getByTestId('install-banner'));
		await visible(banner.getByText('Instala Edge'));
		await banner.getByRole('button', { name: 'Ahora no' }).click();
		await banner.waitFor({ state: 'detached' });
		const dismissedAt = Number(await second.evaluate(() => localStorage.getItem('edge.installDismissedAt')));
		expect(Date.now() - dismissedAt).toBeLessThan(60_000);
		await second.close();

		const third = await context.newPage();
		await third.goto('/');
		await third.getByTestId('home-page').waitFor();
		await appIsLive(third);
		await offerInstall(third);
		await afterRender(third);
		expect(await third.getByTestId('install-banner').count()).toBe(0);
		await context.close();
	});
});
