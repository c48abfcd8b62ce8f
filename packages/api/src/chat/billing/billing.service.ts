import { chatLedger, conversations } from '@edge/db';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import type { BalanceInput, MessageAccessQueryInput } from './billing.schema';
import type { ChatBalance } from './billing.types';
import { balanceOf } from './chat-balance';
import { type ChatRole, type MessageAccess, messageAccess } from './message-access';
import { senderFacts } from './unlimited-plan';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;

/**
 * The caller's side when writing to `otherUserId`: the freelancer of a conversation that person
 * opened with them, otherwise a customer (who opens conversations with freelancers).
 */
function roleTowards(deps: Deps, userId: string, otherUserId: string | undefined): ChatRole {
	if (!otherUserId) return 'customer';
	const answering = deps.db
		.select({ id: conversations.id })
		.from(conversations)
		.where(and(eq(conversations.freelancerId, userId), eq(conversations.customerId, otherUserId)))
		.get();
	return answering ? 'freelancer' : 'customer';
}

/** What the caller's next message would cost, by the same rule chargeForMessage applies. */
export function myMessageAccess(deps: Deps, userId: string, input: MessageAccessQueryInput): MessageAccess {
	const now = deps.clock.now();
	const facts = senderFacts(deps.db, userId, now);
	if (!facts) throw new AppError('NOT_FOUND', 'errors.notFound');
	return messageAccess({
		role: roleTowards(deps, userId, input?.otherUserId),
		now,
		...facts,
		balanceCents: balanceOf(deps.db, userId),
	});
}

/** The caller's balance and ledger entries, newest first, a page at a time. */
export function myBalance(deps: Deps, userId: string, input: BalanceInput): ChatBalance {
	const limit = input?.limit ?? 20;
	const rows = deps.db
		.select()
		.from(chatLedger)
		.where(
			input?.cursor === undefined
				? eq(chatLedger.userId, userId)
				: and(eq(chatLedger.userId, userId), lt(chatLedger.id, input.cursor)),
		)
		.orderBy(desc(chatLedger.id))
		.limit(limit + 1)
		.all();
	const page = rows.slice(0, limit);
	return {
		balanceCents: balanceOf(deps.db, userId),
		entries: page.map((row) => ({
			id: row.id,
			deltaCents: row.deltaCents,
			reason: row.reason,
			createdAt: row.createdAt.toISOString(),
		})),
		nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
	};
}
