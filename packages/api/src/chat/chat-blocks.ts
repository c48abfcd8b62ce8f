import { chatBlocks, chatReports } from '@edge/db';
import { and, eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { Tx } from '../shared/db-tx';
import type { ReportConversationInput } from './chat.schema';
import { publishAll, recordChatEvent } from './chat-events';
import { requireParticipant, requireUser } from './conversation-access';

type Deps = Pick<ApiDeps, 'db' | 'clock' | 'chatBus'>;

/** Both people are told, so an open conversation updates its composer on either side. */
function recordBlockChange(tx: Tx, type: 'blocked' | 'unblocked', blockerId: string, blockedId: string, now: Date) {
	const payload = { blockerId, blockedId };
	return [blockerId, blockedId].map((userId) => recordChatEvent(tx, userId, type, payload, now));
}

/** No more messages either way (send refuses them on both sides); blocking twice is the same block. */
export function blockUser(deps: Deps, userId: string, blockedId: string) {
	if (blockedId === userId) throw new AppError('BAD_REQUEST', 'chat.core.selfBlock');
	const now = deps.clock.now();
	const events = deps.db.transaction(
		(tx) => {
			requireUser(tx, blockedId);
			const inserted = tx
				.insert(chatBlocks)
				.values({ blockerId: userId, blockedId, createdAt: now })
				.onConflictDoNothing()
				.returning({ id: chatBlocks.id })
				.get();
			return inserted ? recordBlockChange(tx, 'blocked', userId, blockedId, now) : [];
		},
		{ behavior: 'immediate' },
	);
	publishAll(deps.chatBus, events);
	return { blocked: true as const };
}

/** Lifts the user's own block; a block the other person made stays. */
export function unblockUser(deps: Deps, userId: string, blockedId: string) {
	const now = deps.clock.now();
	const events = deps.db.transaction(
		(tx) => {
			const removed = tx
				.delete(chatBlocks)
				.where(and(eq(chatBlocks.blockerId, userId), eq(chatBlocks.blockedId, blockedId)))
				.returning({ id: chatBlocks.id })
				.get();
			return removed ? recordBlockChange(tx, 'unblocked', userId, blockedId, now) : [];
		},
		{ behavior: 'immediate' },
	);
	publishAll(deps.chatBus, events);
	return { blocked: false as const };
}

/** One report per participant and conversation, kept for moderation; a second report is the same one. */
export function reportConversation(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	input: ReportConversationInput,
) {
	requireParticipant(deps.db, input.conversationId, userId);
	deps.db
		.insert(chatReports)
		.values({
			conversationId: input.conversationId,
			reporterId: userId,
			reason: input.reason ?? null,
			createdAt: deps.clock.now(),
		})
		.onConflictDoNothing()
		.run();
	return { reported: true as const };
}
