import { profiles, reviews, uploads } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './http-helpers';
import { startTestServer, type TestServer } from './test-server';
import { createWebDist, type WebDistFixture } from './web-dist-fixture';

let server: TestServer;
let webDist: WebDistFixture;
let businessId: number;
let restaurantId: number;

beforeAll(async () => {
	webDist = createWebDist();
	server = await startTestServer({ WEB_DIST: webDist.dir });
	const owner = await registerUser(server);
	const reviewer = await registerUser(server);
	const now = new Date();
	server.db
		.insert(uploads)
		.values({
			id: 'photo0000001',
			ownerId: owner.user.id,
			format: 'png',
			width: 800,
			height: 600,
			bytes: 1,
			createdAt: now,
		})
		.run();
	businessId = server.db
		.insert(profiles)
		.values({
			ownerId: owner.user.id,
			kind: 'business',
			title: 'Ferretería "El Martillo" <Bávaro>',
			about: 'Herramientas, pinturas y materiales de construcción en Bávaro.',
			categorySlug: 'hardware-and-building-materials',
			phone: '+18095551234',
			address: 'Av. España 12',
			city: 'Bávaro',
			province: 'La Altagracia',
			lat: 18.68,
			lng: -68.45,
			imageId: 'photo0000001',
		})
		.returning({ id: profiles.id })
		.get()?.id as number;
	restaurantId = server.db
		.insert(profiles)
		.values({
			ownerId: owner.user.id,
			kind: 'restaurant',
			title: 'Café Colonial',
			about: '',
			city: 'Santo Domingo',
			cuisineSlug: 'cafe',
		})
		.returning({ id: profiles.id })
		.get()?.id as number;
	server.db
		.insert(reviews)
		.values({ profileId: businessId, authorId: reviewer.user.id, rating: 4, createdAt: now, updatedAt: now })
		.run();
});

afterAll(async () => {
	await server.stop();
	webDist.remove();
});

const page = (path: string) => fetch(`${server.url}${path}`);

/** The JSON-LD block of a page. */
function structuredData(html: string): Record<string, unknown> {
	const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
	return JSON.parse(match?.[1] ?? 'null');
}

describe('profile pages carry their own head for link previews and search engines', () => {
	it('a business page has its title, description, Open Graph tags and LocalBusiness data', async () => {
		const response = await page(`/businessProfile?id=${businessId}`);
		expect(response.status).toBe(200);
		const html = await response.text();
		expect(html).toContain('<title>Ferretería &#34;El Martillo&#34; &#60;Bávaro&#62; · Edge</title>');
		expect(html).toContain('<meta property="og:title" content="Ferretería &#34;El Martillo&#34; &#60;Bávaro&#62;" />');
		expect(html).toContain(
			'<meta name="description" content="Herramientas, pinturas y materiales de construcción en Bávaro." />',
		);
		expect(html).toContain(`<meta property="og:url" content="${server.url}/businessProfile?id=${businessId}" />`);
		expect(html).toContain(`<meta property="og:image" content="${server.url}/uploads/photo0000001/800.png" />`);
		// Only one description and one title: the page's defaults are replaced, not added to.
		expect(html.match(/<title>/g)).toHaveLength(1);
		expect(html).toContain('<div id="root"></div>');
		expect(structuredData(html)).toMatchObject({
			'@type': 'LocalBusiness',
			name: 'Ferretería "El Martillo" <Bávaro>',
			telephone: '+18095551234',
			address: { addressLocality: 'Bávaro', addressRegion: 'La Altagracia', addressCountry: 'DO' },
			geo: { latitude: 18.68, longitude: -68.45 },
			aggregateRating: { ratingValue: 4, reviewCount: 1 },
		});
		// "<" inside the JSON is escaped, so a title cannot close the script element.
		expect(html).not.toContain('<Bávaro>');
	});

	it('a restaurant page is a schema.org Restaurant with its cuisine, described by kind and place without an about', async () => {
		const html = await (await page(`/restaurant-profile?id=${restaurantId}`)).text();
		expect(structuredData(html)).toMatchObject({
			'@type': 'Restaurant',
			name: 'Café Colonial',
			servesCuisine: expect.any(String),
		});
		expect(html).toContain('<meta name="description" content="Restaurante · Santo Domingo" />');
		expect(html).toContain('<meta name="twitter:card" content="summary" />');
	});

	it("an English reader's page (Accept-Language, the language cookie or ?lang) has its head in English", async () => {
		const spanishUrl = `${server.url}/restaurant-profile?id=${restaurantId}`;
		const spanish = await (await page(`/restaurant-profile?id=${restaurantId}`)).text();
		expect(spanish).toContain('<meta property="og:locale" content="es_DO" />');
		expect(spanish).toContain(`<link rel="canonical" href="${spanishUrl}" />`);
		const asked = [
			fetch(spanishUrl, { headers: { 'accept-language': 'en-US,en;q=0.9' } }),
			fetch(spanishUrl, { headers: { cookie: 'language=en' } }),
			page(`/restaurant-profile?id=${restaurantId}&lang=en`),
		];
		for (const response of await Promise.all(asked)) {
			const html = await response.text();
			expect(html).toContain('<meta name="description" content="Restaurant · Santo Domingo" />');
			expect(html).toContain('<meta property="og:locale" content="en_US" />');
			expect(html).toContain('<meta property="og:locale:alternate" content="es_DO" />');
			expect(html).toContain(`<link rel="canonical" href="${spanishUrl}&#38;lang=en" />`);
			expect(html).toContain(`<link rel="alternate" hreflang="es" href="${spanishUrl}" />`);
		}
	});

	it('an unknown id, or the id of another kind of profile, is the plain page with a 404', async () => {
		for (const path of [`/businessProfile?id=999999`, `/businessProfile?id=${restaurantId}`]) {
			const response = await page(path);
			expect(response.status).toBe(404);
			expect(await response.text()).toBe(webDist.indexHtml);
		}
	});

	it('without an id the route is the plain page, and compressed answers decompress to the same head', async () => {
		const plain = await page('/businessProfile');
		expect([plain.status, await plain.text()]).toEqual([200, webDist.indexHtml]);
		const gzip = await fetch(`${server.url}/businessProfile?id=${businessId}`, {
			headers: { 'accept-encoding': 'gzip' },
		});
		expect(gzip.headers.get('content-encoding')).toBe('gzip');
		expect(await gzip.text()).toContain('og:title');
	});
});
