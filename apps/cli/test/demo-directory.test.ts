import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasValidCedulaCheckDigit } from '@edge/api/dominican-ids';
import { closeDb, createDb, type Db } from '@edge/db';
import { PROFILE_KINDS } from '@edge/db/profile-kinds';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hoursRangeInput, rangeToInput, weeklyHoursInput } from '../../../packages/api/src/directory/hours.schema';
import { phone } from '../../../packages/api/src/shared/phone';
import { DEFAULT_DEMO_PROFILES } from '../src/demo/demo-directory';
import { santoDomingoDate } from '../src/demo/profile-factory';
import { DEMO_USERS } from '../src/demo-data';
import { runSeed } from '../src/seed';

/**
 * Each demo seed draws its profiles' pictures, buys plans at a PayPal simulator and renders event
 * posters: tens of seconds when the machine is busy, over the integration project's 30 s.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

const dirs: string[] = [];
function freshDataDir() {
	const dir = mkdtempSync(join(tmpdir(), 'edge-demo-'));
	dirs.push(dir);
	return dir;
}
afterAll(() => {
	for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function seed(dataDir: string, args: string[]) {
	const log = vi.spyOn(console, 'log').mockImplementation(() => {});
	const error = vi.spyOn(console, 'error').mockImplementation(() => {});
	try {
		return await runSeed(args, { DATA_DIR: dataDir });
	} finally {
		log.mockRestore();
		error.mockRestore();
	}
}

function withDb<T>(dataDir: string, read: (db: Db) => T): T {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return read(db);
	} finally {
		closeDb(db);
	}
}

const all = <T>(db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).all(...params) as T[];
const one = <T>(db: Db, sql: string, ...params: unknown[]) => db.$client.prepare(sql).get(...params) as T;
const count = (db: Db, sql: string, ...params: unknown[]) => one<{ n: number }>(db, sql, ...params).n;

describe('npm run seed -- --demo', () => {
	let dataDir: string;
	beforeAll(async () => {
		dataDir = freshDataDir();
		expect(await seed(dataDir, ['--demo'])).toBe(0);
	});

	it('fills the default number of profiles, of every kind, each with its owner account', () => {
		withDb(dataDir, (db) => {
			expect(count(db, 'select count(*) as n from profiles')).toBe(DEFAULT_DEMO_PROFILES);
			const kinds = all<{ kind: string; n: number }>(db, 'select kind, count(*) as n from profiles group by kind');
			expect(kinds.map((k) => k.kind).sort()).toEqual([...PROFILE_KINDS].sort());
			for (const kind of kinds) expect(kind.n, kind.kind).toBeGreaterThan(10);
			// Freelancers and employees are the person of the account; one profile of each kind per account.
			expect(
				count(db, 'select count(*) as n from (select owner_id, kind from profiles group by 1, 2 having count(*) > 1)'),
			).toBe(0);
		});
	});

	it('gives each demo seller account a profile of its own kind, reviewed by the demo customer', () => {
		withDb(dataDir, (db) => {
			for (const user of DEMO_USERS.filter((u) => u.profileType)) {
				const row = one<{ kind: string; title: string } | undefined>(
					db,
					'select p.kind, p.title from profiles p join users u on u.id = p.owner_id where u.email = ?',
					user.email,
				);
				expect(row?.kind, user.email).toBe(user.profileType);
			}
			expect(
				count(
					db,
					"select count(*) as n from reviews r join users u on u.id = r.author_id where u.email = 'cliente@demo.edge.do'",
				),
			).toBeGreaterThan(0);
		});
	});

	it('places profiles in Dominican cities with their province, real coordinates and a numeric postal code', () => {
		withDb(dataDir, (db) => {
			const rows = all<{ city: string; province: string; lat: number; lng: number; postal: string; country: string }>(
				db,
				'select city, province, lat, lng, postal_code as postal, country from profiles',
			);
			const cities = new Set(rows.map((r) => r.city));
			for (const city of ['Santo Domingo', 'Santiago de los Caballeros', 'La Romana', 'Punta Cana', 'Puerto Plata'])
				expect(cities.has(city), city).toBe(true);
			for (const row of rows) {
				expect(row.country).toBe('DO');
				expect(row.postal).toMatch(/^\d{5}$/);
				// The island's Dominican side.
				expect(row.lat).toBeGreaterThan(17.4);
				expect(row.lat).toBeLessThan(20);
				expect(row.lng).toBeGreaterThan(-72.1);
				expect(row.lng).toBeLessThan(-68.2);
			}
		});
	});

	it('uses the reference lists for categories, job types and cuisines', () => {
		withDb(dataDir, (db) => {
			expect(
				count(
					db,
					`select count(*) as n from profiles p where
						(p.category_slug is not null and p.category_slug not in (select slug from business_categories)) or
						(p.job_type_slug is not null and p.job_type_slug not in (select slug from job_types)) or
						(p.cuisine_slug is not null and p.cuisine_slug not in (select slug from restaurant_types))`,
				),
			).toBe(0);
			expect(count(db, "select count(*) as n from profiles where kind = 'business' and category_slug is null")).toBe(0);
			expect(count(db, "select count(*) as n from profiles where kind = 'restaurant' and cuisine_slug is null")).toBe(
				0,
			);
			expect(
				count(
					db,
					"select count(*) as n from profiles where kind in ('freelancer', 'employee') and job_type_slug is null",
				),
			).toBe(0);
			expect(
				count(db, "select count(*) as n from profiles where kind = 'business' and json_array_length(tags) = 0"),
			).toBe(0);
		});
	});

	it('writes values the profile forms accept: phones, cédulas and weekly hours', () => {
		withDb(dataDir, (db) => {
			// Stored as the forms store them: a valid number, already in E.164.
			for (const row of all<{ phone: string }>(
				db,
				'select phone from profiles where phone is not null union all select phone from users',
			))
				expect(phone.safeParse(row.phone).data, row.phone).toBe(row.phone);
			const cedulas = all<{ id: string }>(
				db,
				"select id_number as id from profiles where freelancer_kind = 'independent'",
			);
			expect(cedulas.length).toBeGreaterThan(0);
			for (const { id } of cedulas) expect(hasValidCedulaCheckDigit(id), id).toBe(true);
			expect(
				count(
					db,
					"select count(*) as n from profiles where freelancer_kind = 'self-employed' and id_number is not null",
				),
			).toBe(0);
			const byProfile = new Map<number, { weekday: number; opensAt: number; closesAt: number }[]>();
			for (const row of all<{ profileId: number; weekday: number; opensAt: number; closesAt: number }>(
				db,
				'select profile_id as profileId, weekday, opens_at as opensAt, closes_at as closesAt from profile_hours',
			))
				byProfile.set(row.profileId, [...(byProfile.get(row.profileId) ?? []), row]);
			for (const [profileId, ranges] of byProfile) {
				const input = ranges.map((range) => hoursRangeInput.parse(rangeToInput(range)));
				expect(weeklyHoursInput.safeParse(input).success, `profile ${profileId}`).toBe(true);
			}
		});
	});

	it('gives opening hours with split days, ranges past midnight and places open around the clock', () => {
		withDb(dataDir, (db) => {
			expect(count(db, 'select count(distinct profile_id) as n from profile_hours')).toBeGreaterThan(200);
			expect(
				count(
					db,
					'select count(*) as n from (select 1 from profile_hours group by profile_id, weekday having count(*) > 1)',
				),
			).toBeGreaterThan(0);
			expect(count(db, 'select count(*) as n from profile_hours where closes_at > 1440')).toBeGreaterThan(0);
			expect(
				count(db, 'select count(*) as n from profile_hours where opens_at = 0 and closes_at = 1440'),
			).toBeGreaterThan(0);
		});
	});

	it('gives restaurants menus with items priced in DOP centavos, offers (some valid today), highlights and slides', () => {
		withDb(dataDir, (db) => {
			expect(
				count(
					db,
					"select count(*) as n from menus m join profiles p on p.id = m.profile_id where p.kind != 'restaurant'",
				),
			).toBe(0);
			expect(count(db, 'select count(*) as n from menu_items')).toBeGreaterThan(100);
			const prices = one<{ low: number; high: number }>(
				db,
				'select min(price_cents) as low, max(price_cents) as high from menu_items',
			);
			expect(prices.low).toBeGreaterThanOrEqual(50_00);
			expect(prices.high).toBeLessThanOrEqual(2_000_00);
			const today = santoDomingoDate(new Date());
			expect(
				count(db, 'select count(*) as n from offers where starts_on <= ? and ends_on >= ?', today, today),
			).toBeGreaterThan(0);
			expect(count(db, 'select count(*) as n from offers where starts_on > ?', today)).toBeGreaterThan(0);
			// The count of redemptions moves only with its rows, and never passes the cap.
			expect(
				count(
					db,
					`select count(*) as n from offers o where o.redeemed_count != (select count(*) from offer_redemptions r where r.offer_id = o.id)
						or o.redeemed_count > o.max_redemptions`,
				),
			).toBe(0);
			expect(count(db, 'select count(*) as n from highlights')).toBeGreaterThan(0);
			expect(count(db, 'select count(*) as n from slides where rating between 1 and 5')).toBeGreaterThan(0);
			expect(count(db, 'select count(*) as n from profile_features')).toBeGreaterThan(0);
			expect(count(db, 'select count(*) as n from profile_social_links')).toBeGreaterThan(0);
		});
	});

	it('writes reviews by other accounts, whose ratings the triggers sum, so averages vary', () => {
		withDb(dataDir, (db) => {
			expect(count(db, 'select count(*) as n from reviews')).toBeGreaterThan(DEFAULT_DEMO_PROFILES);
			expect(
				count(
					db,
					'select count(*) as n from reviews r join profiles p on p.id = r.profile_id where r.author_id = p.owner_id',
				),
			).toBe(0);
			expect(
				count(
					db,
					`select count(*) as n from profiles p where p.rating_count != (select count(*) from reviews r where r.profile_id = p.id)
						or p.rating_sum != (select coalesce(sum(rating), 0) from reviews r where r.profile_id = p.id)`,
				),
			).toBe(0);
			const averages = all<{ average: number }>(
				db,
				'select round(rating_sum * 1.0 / rating_count, 1) as average from profiles where rating_count > 0 group by 1',
			);
			expect(averages.length).toBeGreaterThan(8);
			expect(count(db, 'select count(*) as n from profiles where rating_count = 0')).toBeGreaterThan(0);
		});
	});

	it('promotes a few profiles through valid Search Bar Visibility subscriptions', () => {
		withDb(dataDir, (db) => {
			const rows = all<{ status: string; next: number }>(
				db,
				"select status, next_billing_at as next from subscriptions where plan_id = 'search-bar-visibility'",
			);
			expect(rows.length).toBeGreaterThan(0);
			for (const row of rows) {
				expect(row.status).toBe('ACTIVE');
				expect(row.next).toBeGreaterThan(Date.now());
			}
		});
	});

	it('indexes the profiles for search: a category word in Spanish and in English finds the demo business', () => {
		withDb(dataDir, (db) => {
			const id = one<{ id: number }>(
				db,
				"select p.id from profiles p join users u on u.id = p.owner_id where u.email = 'negocio@demo.edge.do'",
			).id;
			const matches = (query: string) =>
				all<{ rowid: number }>(db, 'select rowid from profile_search where profile_search match ?', query).map(
					(r) => r.rowid,
				);
			// "Ferreterías y materiales de construcción" / "Hardware and building materials", accents ignored.
			expect(matches('ferreterias santiago')).toContain(id);
			expect(matches('hardware santiago')).toContain(id);
			expect(matches('"Ferretería Guzmán"')).toContain(id);
		});
	});

	it('adds nothing on a second run with the same size, and tops the directory up to a larger --profiles', async () => {
		const before = withDb(dataDir, (db) => ({
			profiles: count(db, 'select count(*) as n from profiles'),
			users: count(db, 'select count(*) as n from users'),
			reviews: count(db, 'select count(*) as n from reviews'),
		}));
		expect(await seed(dataDir, ['--demo'])).toBe(0);
		expect(
			withDb(dataDir, (db) => ({
				profiles: count(db, 'select count(*) as n from profiles'),
				users: count(db, 'select count(*) as n from users'),
				reviews: count(db, 'select count(*) as n from reviews'),
			})),
		).toEqual(before);
		expect(await seed(dataDir, ['--demo', '--profiles', String(DEFAULT_DEMO_PROFILES + 25)])).toBe(0);
		withDb(dataDir, (db) => {
			expect(count(db, 'select count(*) as n from profiles')).toBe(DEFAULT_DEMO_PROFILES + 25);
			// The database is back in WAL mode after the bulk load.
			expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
		});
	});
});

describe('npm run seed -- --profiles N', () => {
	it('gives exactly N profiles (without --demo too), the same ones for the same seed', async () => {
		const [a, b] = [freshDataDir(), freshDataDir()];
		expect(await seed(a, ['--profiles', '40'])).toBe(0);
		expect(await seed(b, ['--demo', '--profiles', '40', '--seed', '2026'])).toBe(0);
		const titles = (dir: string) =>
			withDb(dir, (db) => all<{ title: string; kind: string }>(db, 'select title, kind from profiles order by id'));
		expect(titles(a)).toHaveLength(40);
		expect(titles(b)).toEqual(titles(a));
		const other = freshDataDir();
		expect(await seed(other, ['--profiles', '40', '--seed', '7'])).toBe(0);
		expect(titles(other)).not.toEqual(titles(a));
	});

	it('gives N below the number of demo accounts too', async () => {
		const dir = freshDataDir();
		expect(await seed(dir, ['--profiles', '2'])).toBe(0);
		expect(withDb(dir, (db) => count(db, 'select count(*) as n from profiles'))).toBe(2);
	});

	it('refuses a size or seed that is not a whole number with code 2', async () => {
		const dir = freshDataDir();
		expect(await seed(dir, ['--profiles', 'many'])).toBe(2);
		expect(await seed(dir, ['--profiles', '-5'])).toBe(2);
		expect(await seed(dir, ['--seed', '1.5'])).toBe(2);
	});
});
