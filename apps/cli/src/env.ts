import { resolve } from 'node:path';
import { z } from 'zod';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

const cliEnvSchema = z.object({ DATA_DIR: z.string().min(1).default('./data') });

/** The CLI needs only the data folder; same default and meaning as the server's DATA_DIR. */
export function readCliSettings(env: NodeJS.ProcessEnv = process.env) {
	const parsed = cliEnvSchema.safeParse(env);
	if (!parsed.success) throw new Error(`Invalid environment setting DATA_DIR: ${parsed.error.issues[0]?.message}`);
	const dataDir = resolve(REPO_ROOT, parsed.data.DATA_DIR);
	return { dataDir, databaseFile: resolve(dataDir, 'edge.sqlite') };
}
