// `npm start`: build the SPA if needed, then run the one Node process that serves API and SPA.
// The server applies migrations and seeds empty reference lists itself on start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { readDotEnv, startEnv } from './start-env.mjs';
import { ensureWebBuild, ROOT } from './web-build.mjs';

ensureWebBuild();

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

const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
	cwd: ROOT,
	stdio: 'inherit',
	env,
});
// Forward Ctrl+C / SIGTERM so the server shuts down gracefully, and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
