import { MAX_MESSAGE_LENGTH } from '@edge/db/chat-kinds';
import { z } from 'zod';
import '../shared/zod-messages';

/**
 * Inputs of the chat procedures (issue 8), shared with the composer. Messages are catalog keys.
 * User ids are the other person's (the route /chat/$freelancerId names them).
 */

export const MESSAGES_PAGE_MAX = 100;
export const INBOX_PAGE_MAX = 50;
export const CHAT_REPORT_REASON_MAX = 500;

const userId = z.string().trim().min(1).max(100);
const id = z.number().int().positive();

/** What the composer validates: trimmed, not empty, at most 2,000 characters. */
export const messageBodySchema = z
	.string()
	.trim()
	.min(1, 'chat.core.emptyMessage')
	.max(MAX_MESSAGE_LENGTH, 'chat.core.messageTooLong');

export const sendMessageSchema = z.object({
	otherUserId: userId,
	/** Made by the browser once per message; a resend reuses it and gets the stored message. */
	clientId: z.uuid(),
	body: messageBodySchema,
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

export const inboxSchema = z.object({
	/** The `nextCursor` of the previous page. */
	cursor: z.string().max(100).nullish(),
	limit: z.number().int().min(1).max(INBOX_PAGE_MAX).default(20),
});
export type InboxInput = z.input<typeof inboxSchema>;

export const conversationWithSchema = z.object({ otherUserId: userId });

export const messagesPageSchema = z.object({
	conversationId: id,
	/** Older than this message id; absent for the newest page. */
	before: id.nullish(),
	limit: z.number().int().min(1).max(MESSAGES_PAGE_MAX).default(30),
});
export type MessagesPageInput = z.input<typeof messagesPageSchema>;

export const markSchema = z.object({ conversationId: id, upToId: id });
export const conversationIdSchema = z.object({ conversationId: id });
export const userIdSchema = z.object({ userId });

export const reportConversationSchema = z.object({
	conversationId: id,
	/** The other person's message reported; absent: their latest message at report time. */
	messageId: id.nullish(),
	reason: z
		.string()
		.trim()
		.max(CHAT_REPORT_REASON_MAX, 'validation.tooLong')
		.nullish()
		.transform((value) => value || null),
});
export type ReportConversationInput = z.input<typeof reportConversationSchema>;

export const chatEventsSchema = z
	.object({
		/** The last tracked event id the client saw (tRPC fills it from Last-Event-ID on reconnects). */
		lastEventId: z.string().max(32).nullish(),
	})
	.nullish();
