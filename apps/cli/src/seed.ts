import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb, createDb, migrateDb, seedReferenceData } from '@edge/db';
import { seedDemoCalendar } from './demo/demo-calendar';
import { DEFAULT_DEMO_PROFILES, DEFAULT_DEMO_SEED, seedDemoDirectory } from './demo/demo-directory';
import { DEMO_IMAGE_PROFILES, seedDemoImages } from './demo/demo-images';
import { seedDemoOwnerPlans } from './demo/demo-plans';
import { seedDemoStaff } from './demo/demo-staff';
import { seedDemoWall } from './demo/demo-wall';
import { DEMO_PASSWORD, seedDemoData } from './demo-data';
import { readCliSettings } from './env';

const HELP = `Usage: npm run seed -- [options]

Fills the database under DATA_DIR (default ./data) with the reference lists (business categories,
job types, restaurant types) and the plans. Safe to run again: existing rows are left untouched.

Options:
  --demo          also add the demo directory: one demo account of each kind (password:
                  ${DEMO_PASSWORD}), each seller with a profile of its kind, and generated
                  profiles of every kind (businesses, restaurants with menus and offers,
                  freelancers, employees) with hours, reviews and Dominican places; the
                  first ${DEMO_IMAGE_PROFILES} profiles get a picture and a banner drawn in their
                  category's colours (real uploads under DATA_DIR/uploads); and the staff
                  side's demo: admin@demo.edge.do (admin), moderador@demo.edge.do
                  (moderator), a few open reports and pending verifications
  --profiles N    how many demo profiles in total (default ${DEFAULT_DEMO_PROFILES}); implies --demo.
                  100000 takes well under 30 seconds
  --seed S        seed of the pseudo-random generator (default ${DEFAULT_DEMO_SEED}): the same seed
                  gives the same profiles
  --help          show this help

The demo directory is additive and idempotent: what is there is kept and only missing
profiles are added. Running again with the same --profiles adds nothing; a larger N tops the
directory up to N (generated owners are propietario-NNNNNN@demo.edge.do, reviewers
cliente-NNNN@demo.edge.do, all with the demo password). To start over, delete DATA_DIR.
A large seed writes fastest with the server stopped (it then skips the WAL while it loads); if a
seed is interrupted, delete DATA_DIR and seed again.
`;

/** A whole number from a flag's text, the fallback when absent, null when it is not one. */
function wholeNumber(text: string | undefined, fallback: number): number | null {
	if (text === undefined) return fallback;
	return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** Exit codes: 0 done, 1 failure, 2 bad usage (unknown flag or value). */
export async function runSeed(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	let values: { demo?: boolean; help?: boolean; profiles?: string; seed?: string };
	try {
		({ values } = parseArgs({
			args: argv,
			options: {
				demo: { type: 'boolean' },
				profiles: { type: 'string' },
				seed: { type: 'string' },
				help: { type: 'boolean', short: 'h' },
			},
			strict: true,
			allowPositionals: false,
		}));
	} catch (error) {
		console.error(`${(error as Error).message}\n\n${HELP}`);
		return 2;
	}
	if (values.help) {
		console.log(HELP);
		return 0;
	}
	const profiles = wholeNumber(values.profiles, DEFAULT_DEMO_PROFILES);
	const seed = wholeNumber(values.seed, DEFAULT_DEMO_SEED);
	if (profiles === null || seed === null) {
		console.error(`--profiles and --seed take a whole number\n\n${HELP}`);
		return 2;
	}
	const demo = values.demo || values.profiles !== undefined;
	let settings: ReturnType<typeof readCliSettings>;
	try {
		settings = readCliSettings(env);
	} catch (error) {
		console.error((error as Error).message);
		return 2;
	}
	const db = createDb(settings.databaseFile);
	try {
		migrateDb(db);
		const summary = seedReferenceData(db);
		console.log(
			`Reference data in ${settings.databaseFile}: +${summary.businessCategories} business categories, +${summary.jobTypes} job types, +${summary.restaurantTypes} restaurant types, +${summary.plans} plans`,
		);
		if (demo) {
			console.log(`Demo accounts: +${await seedDemoData(db)} (password ${DEMO_PASSWORD})`);
			const added = seedDemoDirectory(db, { profiles, seed, now: new Date() });
			console.log(
				`Demo directory: ${added.total} profiles (+${added.profiles}, with +${added.reviews} reviews, +${added.hours} opening ranges, +${added.menus} menus, +${added.offers} offers) in ${added.seconds.toFixed(1)} s`,
			);
			const images = await seedDemoImages(db, { uploadsDir: join(settings.dataDir, 'uploads'), seed, now: new Date() });
			console.log(
				`Demo pictures and banners: +${images.profiles} profiles (the first ${DEMO_IMAGE_PROFILES} have them) in ${images.seconds.toFixed(1)} s`,
			);
			const plans = await seedDemoOwnerPlans(db, settings.dataDir, env, new Date());
			console.log(
				`Demo owners' plans: ${plans === 'paypal' ? 'bought at the PayPal simulator' : 'rows of ours (no PayPal simulator)'}`,
			);
			const wall = seedDemoWall(db, { seed, now: new Date() });
			console.log(`Demo business wall: +${wall.posts} posts, +${wall.comments} comments, +${wall.reactions} reactions`);
			const calendar = seedDemoCalendar(db, { seed, now: new Date() });
			console.log(`Demo Edge Calendar: +${calendar.events} events, +${calendar.interests} interested marks`);
			const staff = await seedDemoStaff(db, new Date());
			console.log(
				`Demo staff: admin@demo.edge.do (admin) and moderador@demo.edge.do (moderator), +${staff.staff} granted; +${staff.reports} open reports, +${staff.verifications} pending verifications`,
			);
		}
		return 0;
	} finally {
		closeDb(db);
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	process.exitCode = await runSeed(process.argv.slice(2));
}
