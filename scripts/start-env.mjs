// The environment `npm start` (scripts/start.mjs) gives the server.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/**
 * `npm start` runs the server with NODE_ENV=production (React's production build, the real
 * timings) unless told otherwise. In production the server refuses to guess a PayPal mode
 * (apps/server/src/env.ts), so on a developer's machine, where nobody declared production nor gave
 * any PayPal setting (in the environment or in .env), `npm start` asks for the local simulator
 * itself. A deployment declares NODE_ENV=production and gets no such default.
 *
 * Mail likewise: without SMTP_URL it reaches only the local outbox, and a production server never
 * logs its text, so on that same developer's machine `npm start` asks for LOG_MAIL_TEXT=true (the
 * reset link is printed in the log, as in development) unless LOG_MAIL_TEXT was given.
 *
 * @param {Record<string, string | undefined>} env the caller's environment
 * @param {string | undefined} dotEnvText the repository's .env, when there is one
 * @returns {{ env: Record<string, string | undefined>, localSimulator: boolean, localMail: boolean }}
 */
export function startEnv(env, dotEnvText) {
	const given = { ...(dotEnvText ? parseEnv(dotEnvText) : {}), ...env };
	const localSimulator = given.NODE_ENV !== 'production' && !given.PAYPAL_MODE && !given.PAYPAL_CLIENT_ID;
	const localMail = given.NODE_ENV !== 'production' && !given.SMTP_URL && given.LOG_MAIL_TEXT === undefined;
	return {
		env: {
			NODE_ENV: 'production',
			...(localSimulator ? { PAYPAL_MODE: 'simulator' } : {}),
			...(localMail ? { LOG_MAIL_TEXT: 'true' } : {}),
			...env,
		},
		localSimulator,
		localMail,
	};
}

/** The .env file the server itself loads (apps/server/src/env.ts, loadDotEnv), if present. */
export function readDotEnv(root) {
	const file = join(root, '.env');
	return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}
