import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDb, createDb, type Db, users } from '@edge/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plansUnlocking } from '../../../packages/api/src/subscription/plan-unlocks';
import { validPlanIdAmong } from '../../../packages/api/src/subscription/subscription.service';
import { runSeed } from '../src/seed';

/**
 * Each demo seed draws its profiles' pictures, buys plans at a PayPal simulator and renders event
 * posters: tens of seconds when the machine is busy, over the integration project's 30 s.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });

let dataDir: string;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function seed(args: string[]) {
	const log = vi.spyOn(console, 'log').mockImplementation(() => {});
	try {
		return await runSeed(args, { DATA_DIR: dataDir });
	} finally {
		log.mockRestore();
	}
}

function withDb<T>(read: (db: Db) => T): T {
	const db = createDb(join(dataDir, 'edge.sqlite'));
	try {
		return read(db);
	} finally {
		closeDb(db);
	}
}

const all = <T>(db: Db, sql: string) => db.$client.prepare(sql).all() as T[];
const count = (db: Db, sql: string) => (db.$client.prepare(sql).get() as { n: number }).n;

function snapshot(db: Db) {
	return {
		posts: all(db, 'select * from wall_posts order by id'),
		comments: all(db, 'select * from wall_comments order by id'),
		reactions: all(db, 'select * from wall_reactions order by post_id, user_id'),
	};
}

describe('npm run seed -- --demo: the business wall', () => {
	beforeAll(async () => {
		dataDir = mkdtempSync(join(tmpdir(), 'edge-demo-wall-'));
		expect(await seed(['--demo', '--profiles', '80'])).toBe(0);
	});

	it('adds about 30 posts by the demo business and restaurant and by generated owners', () => {
		withDb((db) => {
			const posts = all<{ email: string; kind: string | null; ownerMatches: number }>(
				db,
				`select u.email as email, p.kind as kind, p.owner_id = w.author_id as ownerMatches
				from wall_posts w join users u on u.id = w.author_id left join profiles p on p.id = w.profile_id`,
			);
			expect(posts.length).toBeGreaterThanOrEqual(28);
			const emails = new Set(posts.map((post) => post.email));
			expect(emails).toContain('negocio@demo.edge.do');
			expect(emails).toContain('restaurante@demo.edge.do');
			expect([...emails].some((email) => email.startsWith('propietario-'))).toBe(true);
			// Every post speaks for one of its author's own business or restaurant profiles.
			for (const post of posts) {
				expect(['business', 'restaurant']).toContain(post.kind);
				expect(post.ownerMatches).toBe(1);
			}
		});
	});

	it('has comments after their posts and counts that match the rows', () => {
		withDb((db) => {
			expect(count(db, 'select count(*) as n from wall_comments')).toBeGreaterThan(30);
			expect(count(db, 'select count(*) as n from wall_reactions')).toBeGreaterThan(30);
			expect(
				count(
					db,
					'select count(*) as n from wall_comments c join wall_posts p on p.id = c.post_id where c.created_at < p.created_at',
				),
			).toBe(0);
			expect(count(db, 'select count(*) as n from wall_posts where created_at > unixepoch() * 1000')).toBe(0);
			const mismatched = count(
				db,
				`select count(*) as n from wall_posts p where
					p.like_count != (select count(*) from wall_reactions r where r.post_id = p.id and r.reaction = 'like')
					or p.dislike_count != (select count(*) from wall_reactions r where r.post_id = p.id and r.reaction = 'dislike')
					or p.comment_count != (select count(*) from wall_comments c where c.post_id = p.id)`,
			);
			expect(mismatched).toBe(0);
			// Nobody reacts to their own post.
			expect(
				count(
					db,
					'select count(*) as n from wall_reactions r join wall_posts p on p.id = r.post_id where r.user_id = p.author_id',
				),
			).toBe(0);
		});
	});

	it('lets the demo business and restaurant accounts take part (a valid plan that unlocks the wall)', () => {
		withDb((db) => {
			for (const email of ['negocio@demo.edge.do', 'restaurante@demo.edge.do']) {
				const user = db.select().from(users).where(eq(users.email, email)).get();
				if (!user) throw new Error(`${email} missing`);
				expect(
					validPlanIdAmong({ db, clock: { now: () => new Date() } }, user, plansUnlocking('businessWall')),
				).not.toBeNull();
			}
		});
	});

	// The staff side's demo (demo-staff.ts) reports this wall's content, so it is checked here too.
	it('adds admin@ and moderador@demo.edge.do, open reports of every kind and pending verifications', () => {
		withDb((db) => {
			const staff = all<{ email: string; role: string }>(
				db,
				'select email, staff_role as role from users where staff_role is not null order by email',
			);
			expect(staff).toEqual([
				{ email: 'admin@demo.edge.do', role: 'admin' },
				{ email: 'moderador@demo.edge.do', role: 'moderator' },
			]);
			// Granted the one way there is (grantStaff), so the audit shows it.
			expect(count(db, "select count(*) as n from staff_audit where action = 'staff.grant'")).toBe(2);
			expect(count(db, 'select count(*) as n from review_reports where resolved_at is null')).toBe(2);
			expect(count(db, 'select count(*) as n from wall_reports where post_id is not null')).toBe(1);
			expect(count(db, 'select count(*) as n from wall_reports where comment_id is not null')).toBe(1);
			expect(count(db, 'select count(*) as n from chat_reports where message_id is not null')).toBe(1);
			expect(count(db, "select count(*) as n from verification_requests where status = 'pending'")).toBe(3);
		});
	});

	it('adds nothing on a second run', async () => {
		const before = withDb(snapshot);
		const staffSide = () =>
			withDb((db) =>
				[
					'users',
					'staff_audit',
					'review_reports',
					'wall_reports',
					'chat_reports',
					'messages',
					'verification_requests',
				].map((table) => count(db, `select count(*) as n from ${table}`)),
			);
		const staffBefore = staffSide();
		expect(await seed(['--demo', '--profiles', '80'])).toBe(0);
		expect(withDb(snapshot)).toEqual(before);
		expect(staffSide()).toEqual(staffBefore);
	});
});
