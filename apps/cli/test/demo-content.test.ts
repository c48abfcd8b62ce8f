import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS, variantFileName } from '@edge/api/image-rules';
import { closeDb, createDb, type Db } from '@edge/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ScratchServer, startScratchServer } from '../../server/src/scratch-server';
import { DEFAULT_DEMO_PROFILES } from '../src/demo/demo-directory';
import { runSeed } from '../src/seed';
import { otherMoneyNotations } from './money-notations';

/** The job types of the reference list's "Food and events" trades that a kitchen or a bar is known for. */
const FOOD_JOB_TYPES = ['private-chef', 'caterer', 'baker', 'pastry-chef', 'bartender', 'waiter'];
/** A baker or a pastry chef is what a bakery, a café or a dessert shop is known for, not a steakhouse. */
const BAKING_JOB_TYPES = ['baker', 'pastry-chef'];
const BAKING_CUISINES = ['bakery', 'ice-cream-and-desserts', 'cafe'];
/** Words no Spanish review says; the demo's profiles are all written in Spanish. */
const ENGLISH_WORDS = /\b(the|and|nobody|great|place|staff|amazing|best|service|pricey|decent|friendly|thanks|we)\b/i;

let dataDir: string;
let server: ScratchServer;
let db: Db;

beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'edge-demo-content-'));
	const log = vi.spyOn(console, 'log').mockImplementation(() => {});
	try {
		expect(await runSeed(['--demo'], { DATA_DIR: dataDir })).toBe(0);
	} finally {
		log.mockRestore();
	}
	// The real server over the seeded folder: what it serves is what a visitor's page loads.
	server = await startScratchServer({ env: { DATA_DIR: dataDir }, prefix: 'edge-demo-server-' });
	db = createDb(join(dataDir, 'edge.sqlite'));
}, 240_000);

afterAll(async () => {
	if (db) closeDb(db);
	await server?.stop();
	if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const all = <T>(sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];

describe('the demo directory shows what the product looks like in use', () => {
	it('gives every demo profile a picture and a banner: real uploads of its owner, on disk and served', async () => {
		const profiles = all<{ id: number; ownerId: string; imageId: string | null; bannerId: string | null }>(
			`select p.id, p.owner_id as ownerId, p.image_id as imageId, p.banner_id as bannerId
			from profiles p join users u on u.id = p.owner_id where u.email like '%@demo.edge.do'`,
		);
		expect(profiles).toHaveLength(DEFAULT_DEMO_PROFILES);
		const missing = profiles.filter((profile) => !profile.imageId || !profile.bannerId).map((profile) => profile.id);
		expect(missing).toEqual([]);

		const uploadOf = db.$client.prepare(
			'select owner_id as ownerId, profile_id as profileId, format, width, height, bytes from uploads where id = ?',
		);
		for (const profile of profiles) {
			for (const id of [profile.imageId, profile.bannerId] as string[]) {
				const upload = uploadOf.get(id) as
					| { ownerId: string; profileId: number; format: 'jpeg' | 'png'; width: number; height: number; bytes: number }
					| undefined;
				expect(upload, `upload ${id} of profile ${profile.id}`).toMatchObject({
					ownerId: profile.ownerId,
					profileId: profile.id,
				});
				expect(upload?.bytes).toBeGreaterThan(0);
				for (const width of IMAGE_WIDTHS) {
					for (const kind of ['webp', upload?.format ?? 'jpeg'] as const) {
						const file = join(dataDir, 'uploads', id, variantFileName(width, kind));
						expect(existsSync(file), file).toBe(true);
					}
				}
			}
		}
		// Served as a visitor's page asks for them: WebP by name, and the fallback by the bare width.
		for (const profile of profiles.slice(0, 40)) {
			for (const path of [`/uploads/${profile.imageId}/320.webp`, `/uploads/${profile.bannerId}/1600`]) {
				const response = await fetch(`${server.url}${path}`);
				expect(response.status, path).toBe(200);
				expect(response.headers.get('content-type'), path).toMatch(/^image\/(webp|jpeg)/);
				expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
			}
		}
	});

	it('gives restaurants a job type a kitchen is known for, and a baking one only to bakeries, cafés and dessert shops', () => {
		const restaurants = all<{ title: string; cuisine: string; job: string | null }>(
			`select title, cuisine_slug as cuisine, job_type_slug as job from profiles where kind = 'restaurant'`,
		);
		expect(restaurants.length).toBeGreaterThan(10);
		const odd = restaurants.filter(
			(r) =>
				r.job === null ||
				!FOOD_JOB_TYPES.includes(r.job) ||
				(BAKING_JOB_TYPES.includes(r.job) && !BAKING_CUISINES.includes(r.cuisine)),
		);
		expect(odd).toEqual([]);
	});

	it('writes every review and owner reply in the language of the profile (Spanish)', () => {
		const texts = all<{ title: string; text: string }>(
			`select p.title, r.comment as text from reviews r join profiles p on p.id = r.profile_id where r.comment is not null
			union all
			select p.title, r.reply as text from reviews r join profiles p on p.id = r.profile_id where r.reply is not null`,
		);
		expect(texts.length).toBeGreaterThan(100);
		expect(texts.filter((row) => ENGLISH_WORDS.test(row.text))).toEqual([]);
	});

	it('offers a dish of the menu at a sensible price written in DOP$, with dates a person reads', () => {
		const offers = all<{ profileId: number; title: string; description: string }>(
			'select profile_id as profileId, title, description from offers',
		);
		expect(offers.length).toBeGreaterThan(20);
		const dishesOf = db.$client.prepare(
			'select lower(i.name) as name, i.price_cents as cents from menu_items i join menus m on m.id = i.menu_id where m.profile_id = ?',
		);
		for (const offer of offers) {
			const text = `${offer.title} ${offer.description}`;
			expect(otherMoneyNotations(text), text).toEqual([]);
			// No machine dates (2026-11-20) in what a customer reads; the card shows the validity itself.
			expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
			const dishes = dishesOf.all(offer.profileId) as { name: string; cents: number }[];
			// The dish the title names (the longest name it holds: "refresco" is in more than one title).
			const dish = dishes
				.filter((candidate) => offer.title.toLowerCase().includes(candidate.name))
				.sort((x, y) => y.name.length - x.name.length)[0];
			expect(dish, `${text}: a dish of its own menu`).toBeDefined();
			// Every amount is a price below the dish's own, or the price of a family combo of it.
			const amounts = [...text.matchAll(/DOP\$ ([\d,]+\.\d{2})/g)].map((m) =>
				Math.round(Number(m[1]?.replace(/,/g, '')) * 100),
			);
			expect(amounts.length, text).toBeGreaterThan(0);
			for (const cents of amounts) {
				expect(cents, text).toBeGreaterThan(0);
				expect(cents, text).toBeLessThanOrEqual((dish?.cents ?? 0) * 4);
			}
		}
	});
});
