import { contactMessages, type Db, profiles, users } from '@edge/db';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { toE164 } from './phone-number';
import { writeTransaction } from './write-transaction';

export interface PhoneNormalization {
	/** Rows rewritten to E.164. */
	normalized: number;
	/** Rows whose phone libphonenumber cannot read: left as they are, and shown as stored. */
	unreadable: number;
}

/** A phone that is not E.164 yet ('+', then digits only); no phone at all is nothing to do. */
const notE164 = (column: SQLWrapper): SQL =>
	sql`${column} is not null and ${column} <> '' and not (${column} glob '+[1-9]*' and substr(${column}, 2) not glob '*[^0-9]*')`;

/**
 * Before issue 20 each form stored its own reading of a phone: accounts 9-10 digits (8095551234),
 * employees 11 (18095551234), the other forms E.164. The server runs this at every start, after the
 * migrations (docs/decisions.md, "Phones"): each stored phone that is not E.164 and that
 * libphonenumber reads is rewritten in E.164, so every reader (profile pages, WhatsApp links, the
 * verification code's SMS) gets one form. Idempotent; once done, a start only looks at the rows it
 * could not read (the GLOB picks them without parsing the others), which stay as they were.
 */
export function normalizeStoredPhones(db: Db): PhoneNormalization {
	const result: PhoneNormalization = { normalized: 0, unreadable: 0 };
	function fix<Id>(rows: Array<{ id: Id; phone: string | null }>, write: (id: Id, e164: string) => void) {
		for (const row of rows) {
			const e164 = row.phone ? toE164(row.phone) : null;
			if (e164) {
				write(row.id, e164);
				result.normalized += 1;
			} else result.unreadable += 1;
		}
	}
	writeTransaction(db, (tx) => {
		fix(tx.select({ id: users.id, phone: users.phone }).from(users).where(notE164(users.phone)).all(), (id, phone) =>
			tx.update(users).set({ phone }).where(eq(users.id, id)).run(),
		);
		fix(
			tx.select({ id: profiles.id, phone: profiles.phone }).from(profiles).where(notE164(profiles.phone)).all(),
			(id, phone) => tx.update(profiles).set({ phone }).where(eq(profiles.id, id)).run(),
		);
		fix(
			tx
				.select({ id: contactMessages.id, phone: contactMessages.phone })
				.from(contactMessages)
				.where(notE164(contactMessages.phone))
				.all(),
			(id, phone) => tx.update(contactMessages).set({ phone }).where(eq(contactMessages.id, id)).run(),
		);
	});
	return result;
}
