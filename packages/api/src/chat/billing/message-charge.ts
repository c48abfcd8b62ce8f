import { chatLedger } from '@edge/db';
import { MESSAGE_PRICE_CENTS } from '@edge/db/chat-kinds';
import { sql } from 'drizzle-orm';
import { AppError } from '../../shared/app-error';
import type { DbOrTx, Tx } from '../../shared/db-tx';
import { prepared } from '../../shared/prepared';
import { balanceOf } from './chat-balance';
import { type ChatRole, messageAccess } from './message-access';
import { senderFacts } from './unlimited-plan';

export interface MessageChargeInput {
	senderId: string;
	senderRole: ChatRole;
	now: Date;
	/** The message the debit pays for, when the caller stored it first (chat_ledger.message_id). */
	messageId?: number;
}

/**
 * Charges one message inside the send's transaction and returns the centavos charged (store them
 * in messages.charged_cents): 0 for freelancers, the trial or a valid plan, 69 as a ledger debit
 * otherwise. Throws FORBIDDEN 'chat.billing.trialOver' when the customer can send nothing, so the
 * message is never stored.
 *
 * The balance is read and debited in the same transaction: better-sqlite3 runs a transaction
 * synchronously, so no other send of this process interleaves, and SQLite refuses a write from a
 * transaction whose read another connection has since overtaken. The balance never goes negative.
 * A throw after this call (the message insert failing) rolls the debit back with the message.
 */
export function chargeForMessage(tx: Tx, input: MessageChargeInput): number {
	if (input.senderRole === 'freelancer') return 0;
	const facts = senderFacts(tx, input.senderId, input.now);
	if (!facts) throw new AppError('NOT_FOUND', 'errors.notFound');
	const access = messageAccess({
		role: 'customer',
		now: input.now,
		...facts,
		balanceCents: balanceOf(tx, input.senderId),
	});
	switch (access.kind) {
		case 'freelancer':
		case 'trial':
		case 'plan':
			return 0;
		case 'balance':
			prepared(tx, insertMessageDebit).run({
				userId: input.senderId,
				messageId: input.messageId ?? null,
				createdAt: input.now,
			});
			return MESSAGE_PRICE_CENTS;
		default:
			throw new AppError('FORBIDDEN', 'chat.billing.trialOver');
	}
}

const insertMessageDebit = (db: DbOrTx) =>
	db
		.insert(chatLedger)
		.values({
			userId: sql.placeholder('userId'),
			deltaCents: -MESSAGE_PRICE_CENTS,
			reason: 'message',
			messageId: sql.placeholder('messageId'),
			createdAt: sql.placeholder('createdAt'),
		})
		.prepare();
