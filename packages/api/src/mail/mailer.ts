import type { Db } from '@edge/db';
import { mailOutbox } from '@edge/db';
import type { Clock } from '../shared/clock';

export interface OutgoingMail {
	to: string;
	subject: string;
	text: string;
}

export interface Mailer {
	send(mail: OutgoingMail): Promise<void>;
}

export interface SmtpTransport {
	sendMail(mail: OutgoingMail & { from: string }): Promise<unknown>;
}

export interface CreateMailerOptions {
	db: Db;
	clock: Clock;
	from: string;
	/** Null on the embedded default: the outbox table is then the whole delivery. */
	smtp: SmtpTransport | null;
	/** Development log line per mail, so the reset link can be copied from the console. */
	log: (line: string, mail: OutgoingMail) => void;
}

/**
 * Every mail is written to the outbox table first (an audit trail, and the delivery itself without
 * SMTP); with SMTP it is then handed to the server and the row records the outcome.
 */
export function createMailer({ db, clock, from, smtp, log }: CreateMailerOptions): Mailer {
	return {
		async send(mail) {
			let transport = 'outbox';
			if (smtp) {
				try {
					await smtp.sendMail({ ...mail, from });
					transport = 'smtp';
				} catch (error) {
					transport = 'failed';
					log(`SMTP refused mail to ${mail.to}: ${String(error)}`, mail);
				}
			}
			db.insert(mailOutbox)
				.values({ ...mail, transport, createdAt: clock.now() })
				.run();
			if (!smtp) log(`mail to ${mail.to} stored in the local outbox`, mail);
		},
	};
}
