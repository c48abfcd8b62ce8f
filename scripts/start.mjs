// `npm start`: build the web app and the server if needed (scripts/ensure-build.mjs), then run the
// one Node process that serves API and SPA: the compiled server, with plain `node` (no tsx). The
// server applies migrations and seeds empty reference lists itself on start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT } from './ensure-build.mjs';
import { readDotEnv, startEnv } from './start-env.mjs';

try {
	ensureBuilt(['@edge/web', '@edge/server']);
} catch (error) {
	console.error(error instanceof Error ? error.message : String(error));
	process.exit(1);
}

const { env, localSimulator, localMail } = startEnv(process.env, readDotEnv(ROOT));
if (localSimulator) {
	console.log(
		'npm start: no PayPal settings, so PAYPAL_MODE=simulator (the local PayPal simulator; no money moves). ' +
			'A deployment sets NODE_ENV=production and PAYPAL_MODE (docs/payments.md, "Settings").',
	);
}
if (localMail) {
	console.log(
		'npm start: no SMTP_URL, so mail stays in the local outbox and its text (reset links included) is printed ' +
			'in this log (LOG_MAIL_TEXT=true). A deployment sets NODE_ENV=production and SMTP_URL.',
	);
}

// dist/main.js turns source maps on itself, so stacks name the TypeScript files (scripts/node-bundle.mjs).
const child = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
	cwd: ROOT,
	stdio: 'inherit',
	env,
});
// Forward Ctrl+C / SIGTERM so the server shuts down gracefully, and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
