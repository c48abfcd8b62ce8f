import { parseArgs } from 'node:util';
import { closeDb, createDb, migrateDb, seedReferenceData } from '@edge/db';
import { DEMO_PASSWORD, seedDemoData } from './demo-data';
import { readCliSettings } from './env';

const HELP = `Usage: npm run seed -- [options]

Fills the database under DATA_DIR (default ./data) with the reference lists (business categories,
job types, restaurant types) and the plans. Safe to run again: existing rows are left untouched.

Options:
  --demo    also add one demo account of each kind (password: ${DEMO_PASSWORD})
  --help    show this help
`;

/** Exit codes: 0 done, 1 failure, 2 bad usage (unknown flag or value). */
export async function runSeed(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
	let values: { demo?: boolean; help?: boolean };
	try {
		({ values } = parseArgs({
			args: argv,
			options: { demo: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
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
		if (values.demo) console.log(`Demo accounts: +${await seedDemoData(db)} (password ${DEMO_PASSWORD})`);
		return 0;
	} finally {
		closeDb(db);
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	process.exitCode = await runSeed(process.argv.slice(2));
}
