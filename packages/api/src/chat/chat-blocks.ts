import { chatBlocks, chatReports, messages } from '@edge/db';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { AppError } from '../shared/app-error';
import type { Tx } from '../shared/db-tx';
import { writeTransaction } from '../shared/write-transaction';
import type { ReportConversationInput } from './chat.schema';
import { publishAll, recordChatEvent } from './chat-events';
import { otherParty, requireParticipant, requireUser } from './conversation-access';

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
	const events = writeTransaction(deps.db, (tx) => {
		requireUser(tx, blockedId);
		const inserted = tx
			.insert(chatBlocks)
			.values({ blockerId: userId, blockedId, createdAt: now })
			.onConflictDoNothing()
			.returning({ id: chatBlocks.id })
			.get();
		return inserted ? recordBlockChange(tx, 'blocked', userId, blockedId, now) : [];
	});
	publishAll(deps.chatBus, events);
	return { blocked: true as const };
}

/** Lifts the user's own block; a block the other person made stays. */
export function unblockUser(deps: Deps, userId: string, blockedId: string) {
	const now = deps.clock.now();
	const events = writeTransaction(deps.db, (tx) => {
		const removed = tx
			.delete(chatBlocks)
			.where(and(eq(chatBlocks.blockerId, userId), eq(chatBlocks.blockedId, blockedId)))
			.returning({ id: chatBlocks.id })
			.get();
		return removed ? recordBlockChange(tx, 'unblocked', userId, blockedId, now) : [];
	});
	publishAll(deps.chatBus, events);
	return { blocked: false as const };
}

/**
 * One report per participant and conversation, kept for moderation, pointing at a message of the
 * other person (docs/admin.md): the one the reporter names, else the other person's latest message
 * when the report is made. A second report while the first is open is the same one; after staff
 * closed it, reporting again opens it anew, on the message named now.
 */
export function reportConversation(
	deps: Pick<ApiDeps, 'db' | 'clock'>,
	userId: string,
	input: ReportConversationInput,
) {
	const now = deps.clock.now();
	writeTransaction(deps.db, (tx) => {
		const { conversation } = requireParticipant(tx, input.conversationId, userId);
		const otherId = otherParty(conversation, userId);
		const messageId = input.messageId
			? requireReportableMessage(tx, conversation.id, otherId, input.messageId)
			: (tx
					.select({ id: messages.id })
					.from(messages)
					.where(and(eq(messages.conversationId, conversation.id), eq(messages.senderId, otherId)))
					.orderBy(desc(messages.id))
					.limit(1)
					.get()?.id ?? null);
		const reason = input.reason ?? null;
		tx.insert(chatReports)
			.values({ conversationId: conversation.id, reporterId: userId, reason, messageId, createdAt: now })
			.onConflictDoUpdate({
				target: [chatReports.conversationId, chatReports.reporterId],
				set: { reason, messageId, createdAt: now, resolvedAt: null, resolution: null },
				setWhere: isNotNull(chatReports.resolvedAt),
			})
			.run();
	});
	return { reported: true as const };
}

/** A message the reporter may name: in this conversation, written by the other person. */
function requireReportableMessage(tx: Tx, conversationId: number, otherId: string, messageId: number): number {
	const message = tx
		.select({ id: messages.id })
		.from(messages)
		.where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId), eq(messages.senderId, otherId)))
		.get();
	if (!message) throw new AppError('BAD_REQUEST', 'chat.core.reportMessageInvalid');
	return message.id;
}
