import { type Clock, createMailer, type Mailer } from '@edge/api';
import type { Db } from '@edge/db';
import type { Settings } from '../env';
import type { Logger } from '../log/logger';
import { createSmtpTransport } from './smtp';

/**
 * The server's mailer: SMTP when SMTP_URL is set, else the local outbox. A mail's text reaches the
 * log only from the local outbox and only with LOG_MAIL_TEXT (on by default in development), so a
 * production log never holds a reset link.
 */
export function createServerMailer(
	settings: Pick<Settings, 'nodeEnv' | 'smtpUrl' | 'mailFrom' | 'logMailText'>,
	db: Db,
	clock: Clock,
	log: Logger,
): Mailer {
	if (!settings.smtpUrl && settings.nodeEnv === 'production') {
		log({
			level: 'warn',
			msg: 'SMTP_URL is not set: mail stays in the local outbox (the mail_outbox table) and reaches nobody',
		});
	}
	return createMailer({
		db,
		clock,
		from: settings.mailFrom,
		smtp: settings.smtpUrl ? createSmtpTransport(settings.smtpUrl) : null,
		log: (msg, fields) => log({ level: 'info', msg, ...fields }),
		logLocalText: settings.logMailText && !settings.smtpUrl,
	});
}
