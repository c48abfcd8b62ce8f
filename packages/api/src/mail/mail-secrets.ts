import type { Db } from '@edge/db';
import { mailOutbox } from '@edge/db';
import { and, eq, isNotNull, lt, lte } from 'drizzle-orm';
import { writeTransaction } from '../shared/write-transaction';

/** What a secret is replaced with in a stored mail once it may no longer be kept. */
export const REMOVED_SECRET = '[redacted]';

/**
 * How long a mail is kept at all: the trail of what was sent to whom and whether the SMTP server
 * took it, for support questions. The same 30 days as chat events (docs/decisions.md, "Mail").
 */
export const MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The text with every occurrence of each secret replaced by the marker. */
export function withoutSecrets(text: string, secrets: readonly string[]): string {
	return secrets.reduce((result, secret) => (secret ? result.split(secret).join(REMOVED_SECRET) : result), text);
}

/**
 * Removes the secrets that stored mails have kept past their own validity (the local outbox, or a
 * mail whose SMTP attempt never ended), and drops mails older than MAIL_RETENTION_MS. Two indexed
 * look-ups when there is nothing to do, so it runs before every send as well as from a timer.
 */
export function pruneMailOutbox(db: Db, now: Date): { secretsRemoved: number; deleted: number } {
	return writeTransaction(db, (tx) => {
		const expired = tx
			.select({ id: mailOutbox.id, text: mailOutbox.text, secrets: mailOutbox.secrets })
			.from(mailOutbox)
			.where(and(isNotNull(mailOutbox.secretsUntil), lte(mailOutbox.secretsUntil, now)))
			.all();
		for (const mail of expired) {
			tx.update(mailOutbox)
				.set({ text: withoutSecrets(mail.text, mail.secrets ?? []), secrets: null, secretsUntil: null })
				.where(eq(mailOutbox.id, mail.id))
				.run();
		}
		const { changes } = tx
			.delete(mailOutbox)
			.where(lt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_RETENTION_MS)))
			.run();
		return { secretsRemoved: expired.length, deleted: changes };
	});
}
