import { whileSessionLasts } from '../auth/session-watch';
import { byAddressAndAccount } from '../shared/limits/limit-keys';
import { limitedStream } from '../shared/limits/limited-stream';
import { protectedProcedure, router } from '../trpc';
import { chatBillingRouter } from './billing/billing.router';
import {
	chatEventsSchema,
	conversationIdSchema,
	conversationWithSchema,
	inboxSchema,
	markSchema,
	messagesPageSchema,
	reportConversationSchema,
	sendMessageSchema,
	userIdSchema,
} from './chat.schema';
import { blockUser, reportConversation, unblockUser } from './chat-blocks';
import { markDelivered, markRead, typing } from './chat-marks';
import { conversationWith, inbox, messagesPage, unreadCount } from './chat-read';
import { sendMessage } from './chat-send';
import { chatEventStream } from './chat-stream';
import { chatOffersRouter } from './offers/offers.router';

/** Chat (issue 8, docs/chat.md): conversations, messages and the live stream; offers and billing below. */
export const chatRouter = router({
	inbox: protectedProcedure.input(inboxSchema).query(({ ctx, input }) => inbox(ctx, ctx.user.id, input)),
	unreadCount: protectedProcedure.query(({ ctx }) => unreadCount(ctx, ctx.user.id)),
	conversation: protectedProcedure
		.input(conversationWithSchema)
		.query(({ ctx, input }) => conversationWith(ctx, ctx.user.id, input.otherUserId)),
	messages: protectedProcedure
		.input(messagesPageSchema)
		.query(({ ctx, input }) => messagesPage(ctx, ctx.user.id, input)),
	send: protectedProcedure.input(sendMessageSchema).mutation(({ ctx, input }) => sendMessage(ctx, ctx.user.id, input)),
	markRead: protectedProcedure.input(markSchema).mutation(({ ctx, input }) => markRead(ctx, ctx.user.id, input)),
	markDelivered: protectedProcedure
		.input(markSchema)
		.mutation(({ ctx, input }) => markDelivered(ctx, ctx.user.id, input)),
	typing: protectedProcedure
		.input(conversationIdSchema)
		.mutation(({ ctx, input }) => typing(ctx, ctx.user.id, input.conversationId)),
	block: protectedProcedure.input(userIdSchema).mutation(({ ctx, input }) => blockUser(ctx, ctx.user.id, input.userId)),
	unblock: protectedProcedure
		.input(userIdSchema)
		.mutation(({ ctx, input }) => unblockUser(ctx, ctx.user.id, input.userId)),
	report: protectedProcedure.input(reportConversationSchema).mutation(async ({ ctx, input }) => {
		await ctx.limits.consumeAll(byAddressAndAccount('report', ctx));
		return reportConversation(ctx, ctx.user.id, input);
	}),
	/**
	 * The user's live chat events over SSE (EventSource authenticates with the session cookie).
	 * Resumes after `lastEventId`, which tRPC also fills from a reconnect's Last-Event-ID header.
	 * Streams open at once are capped per account and address (limitedStream). The stream ends, with
	 * why, as soon as its session does (whileSessionLasts).
	 */
	events: protectedProcedure
		.input(chatEventsSchema)
		.subscription(({ ctx, input, signal }) =>
			limitedStream(ctx, () =>
				whileSessionLasts(ctx, signal, (stop) => chatEventStream(ctx, ctx.user.id, input?.lastEventId, stop)),
			),
		),
	billing: chatBillingRouter,
	offers: chatOffersRouter,
});
