import type { Db } from '@edge/db';
import { CURATED_PROFILES } from './curated-profiles';
import { createDemoWriter, type DemoWriter, demoId, type WriteCounts } from './demo-writer';
import { type FactoryContext, makeProfile, personOf, pickKind, santoDomingoDate } from './profile-factory';
import { createRandom, mixSeed } from './random';

/** Profiles `npm run seed -- --demo` fills when --profiles is not given. */
export const DEFAULT_DEMO_PROFILES = 300;
export const DEFAULT_DEMO_SEED = 2026;
/** Customer accounts that write the reviews and redeem the offers. */
export const DEMO_REVIEWERS = 200;
/** Profiles per transaction: big enough to amortise the commit, small enough to keep the WAL modest. */
const CHUNK = 5_000;
const DAY_MS = 86_400_000;

/** Generated accounts are numbered; the number is in the e-mail, so a later run knows what exists. */
export const ownerEmail = (index: number) => `propietario-${String(index).padStart(6, '0')}@demo.edge.do`;
export const reviewerEmail = (index: number) => `cliente-${String(index).padStart(4, '0')}@demo.edge.do`;
const OWNER_EMAIL_PATTERN = 'propietario-%@demo.edge.do';

export interface DemoDirectoryOptions {
	/** The total number of demo profiles wanted (the demo accounts' own included). */
	profiles: number;
	seed: number;
	now: Date;
}

export interface DemoDirectorySummary extends WriteCounts {
	/** Demo profiles present after the run. */
	total: number;
	seconds: number;
}

function userIdByEmail(db: Db, email: string): string | undefined {
	const row = db.$client.prepare('select id from users where email = ?').get(email) as { id: string } | undefined;
	return row?.id;
}

/** The reviewer accounts, created when missing; returns their ids in a stable order. */
function ensureReviewers(db: Db, writer: DemoWriter, options: DemoDirectoryOptions): string[] {
	const ids: string[] = [];
	writer.transaction(() => {
		for (let index = 0; index < DEMO_REVIEWERS; index++) {
			const email = reviewerEmail(index);
			const existing = userIdByEmail(db, email);
			if (existing) {
				ids.push(existing);
				continue;
			}
			const random = createRandom(mixSeed(options.seed, -1 - index));
			const id = demoId(options.seed, 'reviewer', index);
			writer.addUser({
				id,
				email,
				person: personOf(random, options.now),
				accountKind: 'customer',
				referralCode: `DEMOR${String(index).padStart(4, '0')}`,
				createdAt: options.now.getTime() - random.int(30, 700) * DAY_MS,
			});
			ids.push(id);
		}
	});
	return ids;
}

/** The demo accounts' own profiles (one each, of their kind), when they have none yet. */
function ensureCuratedProfiles(
	db: Db,
	writer: DemoWriter,
	options: DemoDirectoryOptions,
	context: FactoryContext,
	reviewers: string[],
): void {
	const customerId = userIdByEmail(db, 'cliente@demo.edge.do');
	writer.transaction(() => {
		CURATED_PROFILES.slice(0, options.profiles).forEach((curated, index) => {
			const ownerId = userIdByEmail(db, curated.email);
			if (!ownerId) return;
			const has = db.$client
				.prepare('select 1 from profiles where owner_id = ? and kind = ?')
				.get(ownerId, curated.kind);
			if (has) return;
			const random = createRandom(mixSeed(options.seed, 1_000_000_000 + index));
			const owner = db.$client
				.prepare(
					'select first_name as firstName, last_name as lastName, phone, date_of_birth as dateOfBirth from users where id = ?',
				)
				.get(ownerId) as { firstName: string; lastName: string; phone: string; dateOfBirth: string };
			const profile = { ...makeProfile(random, context, curated.kind, owner), ...curated.overrides };
			// The demo customer has reviewed every demo account's profile, so signing in as her shows them.
			writer.addProfile(ownerId, profile, customerId ? [customerId, ...reviewers] : reviewers, {
				...random,
				sample: <T>(items: readonly T[], count: number) =>
					count === 0 ? [] : [items[0] as T, ...random.sample(items.slice(1), count - 1)],
			});
		});
	});
}

/**
 * A bulk load's settings: a bigger page cache that never spills (so the file is written only at
 * each commit), no fsync, and the rollback journal in memory instead of the WAL, which costs about
 * 40% more CPU on a load of this size (every page read searches the WAL index). Leaving the WAL
 * needs the only connection to the file; with the server running it stays in WAL, only slower.
 * The trade: a crash in the middle of a commit can damage the file (--help says to stop the server
 * and, after an interrupted seed, to delete DATA_DIR); each chunk's commit is a short window.
 */
function enterBulkMode(db: Db) {
	const sqlite = db.$client;
	sqlite.pragma('cache_size = -131072');
	sqlite.pragma('cache_spill = OFF');
	sqlite.pragma('synchronous = OFF');
	const left = sqlite.pragma('journal_mode = MEMORY', { simple: true }) === 'memory';
	return {
		leave() {
			if (left) sqlite.pragma('journal_mode = WAL');
			sqlite.pragma('synchronous = NORMAL');
			sqlite.pragma('cache_spill = ON');
			sqlite.pragma('cache_size = -2000');
		},
	};
}

/**
 * Fills the directory with `profiles` demo profiles in total: the four demo accounts' own, then
 * generated owners (propietario-NNNNNN@demo.edge.do) with one profile each. Additive and
 * idempotent: what exists is kept, only the missing profiles are added, so a second run with the
 * same number adds nothing and a larger number tops the directory up. Profile N is drawn from its
 * own seeded stream, so it is the same whichever run creates it.
 */
export function seedDemoDirectory(db: Db, options: DemoDirectoryOptions): DemoDirectorySummary {
	const started = performance.now();
	const hashRow = db.$client
		.prepare("select password_hash as hash from users where email = 'cliente@demo.edge.do'")
		.get() as { hash: string } | undefined;
	if (!hashRow) throw new Error('The demo accounts must exist first (seedDemoData)');
	const writer = createDemoWriter(db, hashRow.hash);
	const context: FactoryContext = { now: options.now, today: santoDomingoDate(options.now) };
	const bulk = enterBulkMode(db);
	try {
		const reviewers = ensureReviewers(db, writer, options);
		ensureCuratedProfiles(db, writer, options, context, reviewers);
		const curatedCount = Math.min(CURATED_PROFILES.length, options.profiles);
		const wanted = options.profiles - curatedCount;
		const existing = (
			db.$client.prepare('select count(*) as n from users where email like ?').get(OWNER_EMAIL_PATTERN) as { n: number }
		).n;
		for (let from = existing; from < wanted; from += CHUNK) {
			const to = Math.min(wanted, from + CHUNK);
			writer.transaction(() => {
				for (let index = from; index < to; index++) addGenerated(writer, options, context, reviewers, index);
			});
		}
	} finally {
		// No ANALYZE: the app never runs one, so the planner sees a seeded database as it sees a real one.
		bulk.leave();
	}
	const total = (
		db.$client
			.prepare(
				`select count(*) as n from profiles p join users u on u.id = p.owner_id where u.email like '%@demo.edge.do'`,
			)
			.get() as { n: number }
	).n;
	return { ...writer.counts, total, seconds: (performance.now() - started) / 1000 };
}

/**
 * A generated owner's id: 20 characters like the app's own, but rising with the index, so 100,000
 * owners go into the users key and the profiles' owner index in order (about 5% of the seed's CPU
 * against random ids). Nothing relies on ids being unguessable; sessions are what authenticate.
 */
function ownerIdOf(seed: number, index: number): string {
	return `dm${seed.toString(36)}${index.toString(36).padStart(5, '0')}${demoId(seed, 'owner', index)}`.slice(0, 20);
}

function addGenerated(
	writer: DemoWriter,
	options: DemoDirectoryOptions,
	context: FactoryContext,
	reviewers: string[],
	index: number,
): void {
	const random = createRandom(mixSeed(options.seed, index));
	const kind = pickKind(random);
	const person = personOf(random, options.now);
	const profile = makeProfile(random, context, kind, person);
	const ownerId = ownerIdOf(options.seed, index);
	const subscription = profile.promoted
		? { id: `I-DEMO${String(index).padStart(8, '0')}`, nextBillingAt: options.now.getTime() + 30 * DAY_MS }
		: undefined;
	writer.addUser(
		{
			id: ownerId,
			email: ownerEmail(index),
			person,
			accountKind: kind,
			referralCode: `DEMOP${String(index).padStart(6, '0')}`,
			createdAt: profile.createdAt - random.int(0, 30) * DAY_MS,
		},
		subscription,
	);
	writer.addProfile(ownerId, profile, reviewers, random);
}
