import type { Db } from '@edge/db';
import { mailOutbox } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { Clock } from '../shared/clock';
import { headerText } from './header-text';
import { pruneMailOutbox, withoutSecrets } from './mail-secrets';

/** Parts of a mail's text that must not be kept once it is delivered: a link's token, a code. */
export interface MailSecrets {
	values: string[];
	/** The end of their validity: an undelivered mail keeps them until then, never later. */
	validUntil: Date;
}

export interface OutgoingMail {
	to: string;
	subject: string;
	text: string;
	secrets?: MailSecrets;
}

export interface Mailer {
	send(mail: OutgoingMail): Promise<void>;
}

export interface SmtpTransport {
	sendMail(mail: { to: string; subject: string; text: string; from: string }): Promise<unknown>;
}

export interface CreateMailerOptions {
	db: Db;
	clock: Clock;
	from: string;
	/** Null on the embedded default: the outbox table is then the whole delivery. */
	smtp: SmtpTransport | null;
	/** One line per mail stored or refused: to whom and the subject, never the text. */
	log: (line: string, fields: { subject: string; text?: string }) => void;
	/**
	 * Development only (LOG_MAIL_TEXT): a mail stored in the local outbox is logged with its text, so
	 * the reset link can be copied from the console. Never with SMTP, never in production by default.
	 */
	logLocalText: boolean;
}

/**
 * Every mail is written to the outbox table first (an audit trail, and the delivery itself without
 * SMTP); with SMTP it is then handed to the server and the row records the outcome. A mail's
 * secrets are kept only while the mail may still need them: once the SMTP server has answered
 * (taken or refused: nothing sends a mail twice, a user asks for a new link) they are replaced by
 * a marker; in the local outbox, where the row is what a developer reads, at their validUntil.
 */
export function createMailer({ db, clock, from, smtp, log, logLocalText }: CreateMailerOptions): Mailer {
	return {
		async send(mail) {
			const now = clock.now();
			pruneMailOutbox(db, now);
			// Nothing may break a header line, whatever the caller put in it (a contact form's name).
			const to = headerText(mail.to);
			const subject = headerText(mail.subject);
			const secrets = mail.secrets?.values.filter((value) => value.length > 0) ?? [];
			const held = mail.secrets && secrets.length > 0 ? mail.secrets : null;
			// Written before any await, so the row exists when the caller's request is answered.
			const { id } = db
				.insert(mailOutbox)
				.values({
					to,
					subject,
					text: mail.text,
					secrets: held ? secrets : null,
					secretsUntil: held?.validUntil ?? null,
					transport: smtp ? 'sending' : 'outbox',
					createdAt: now,
				})
				.returning({ id: mailOutbox.id })
				.get();
			if (!smtp) {
				log(`mail to ${to} stored in the local outbox`, { subject, ...(logLocalText && { text: mail.text }) });
				return;
			}
			let transport = 'smtp';
			try {
				await smtp.sendMail({ to, subject, text: mail.text, from });
			} catch (error) {
				transport = 'failed';
				log(`SMTP refused mail to ${to}: ${String(error)}`, { subject });
			}
			db.update(mailOutbox)
				.set({
					transport,
					...(held && { text: withoutSecrets(mail.text, secrets), secrets: null, secretsUntil: null }),
				})
				.where(eq(mailOutbox.id, id))
				.run();
		},
	};
}
