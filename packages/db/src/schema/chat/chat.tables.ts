import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REPORT_RESOLUTIONS } from '../staff/staff-kinds';
import { users } from '../user/user.table';
import { CHAT_ORDER_PURPOSES, LEDGER_REASONS, MESSAGE_KINDS, OFFER_STATUSES } from './chat-kinds';

/**
 * One conversation between a customer and a freelancer (users; /chat/$freelancerId names the
 * freelancer's user id). Each side's read mark is the id of the last message it has read.
 */
export const conversations = sqliteTable(
	'conversations',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		customerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		freelancerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		lastMessageId: integer(),
		lastMessageAt: integer({ mode: 'timestamp_ms' }),
		customerReadId: integer().notNull().default(0),
		freelancerReadId: integer().notNull().default(0),
		customerDeliveredId: integer().notNull().default(0),
		freelancerDeliveredId: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		uniqueIndex('conversations_pair_idx').on(t.customerId, t.freelancerId),
		index('conversations_customer_idx').on(t.customerId, t.lastMessageAt),
		index('conversations_freelancer_idx').on(t.freelancerId, t.lastMessageAt),
	],
);

/**
 * A message, stored before it is broadcast. `clientId` is made by the sender's browser once per
 * message: a resend with the same id finds this row instead of storing (and charging) again.
 */
export const messages = sqliteTable(
	'messages',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		conversationId: integer()
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		senderId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		clientId: text().notNull(),
		kind: text({ enum: MESSAGE_KINDS }).notNull().default('text'),
		body: text().notNull(),
		offerId: integer(),
		/** What the sender paid for it from the chat balance (0: trial, plan or freelancer). */
		chargedCents: integer().notNull().default(0),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/** Set while staff have hidden it: only its author and staff still see it (docs/admin.md). */
		hiddenAt: integer({ mode: 'timestamp_ms' }),
		hiddenReason: text(),
	},
	(t) => [
		uniqueIndex('messages_sender_client_idx').on(t.senderId, t.clientId),
		index('messages_conversation_idx').on(t.conversationId, t.id),
		index('messages_sender_time_idx').on(t.senderId, t.createdAt),
	],
);

/** An offer a freelancer makes in a conversation: pending, then accepted, rejected or withdrawn, once. */
export const chatOffers = sqliteTable(
	'chat_offers',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		conversationId: integer()
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		freelancerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		customerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** DOP centavos. */
		priceCents: integer().notNull(),
		deliveryDays: integer().notNull(),
		description: text().notNull(),
		status: text({ enum: OFFER_STATUSES }).notNull().default('pending'),
		decidedAt: integer({ mode: 'timestamp_ms' }),
		paidAt: integer({ mode: 'timestamp_ms' }),
		/** The payment's reference (PayPal capture id), shown on the receipt. */
		paymentReference: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('chat_offers_conversation_idx').on(t.conversationId)],
);

/**
 * The prepaid chat balance, append-only: a user's balance is the sum of their rows and never goes
 * below zero (checked in the transaction that adds a debit).
 */
export const chatLedger = sqliteTable(
	'chat_ledger',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		/** Centavos: positive for a top-up, negative for a message. */
		deltaCents: integer().notNull(),
		reason: text({ enum: LEDGER_REASONS }).notNull(),
		messageId: integer(),
		/** The payment order of a top-up: one credit per order, however often it is confirmed. */
		orderId: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('chat_ledger_user_idx').on(t.userId), uniqueIndex('chat_ledger_order_idx').on(t.orderId)],
);

/** Payment orders made from the chat: balance top-ups and offer payments. */
export const chatOrders = sqliteTable(
	'chat_orders',
	{
		/** The gateway's order id. */
		id: text().primaryKey(),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		purpose: text({ enum: CHAT_ORDER_PURPOSES }).notNull(),
		offerId: integer(),
		/** DOP centavos: the pack credited to the balance, or the offer's price. */
		amountCents: integer().notNull(),
		/** The currency PayPal charges the order in (DOP for orders from before charging in USD). */
		chargeCurrency: text().notNull().default('DOP'),
		/** What PayPal charges, in hundredths of `chargeCurrency`; null for DOP orders (then amountCents). */
		chargeCents: integer(),
		/** The rate shown when the order was made (DOP centavos per unit of `chargeCurrency`). */
		rateCents: integer(),
		/** CREATED until captured, then COMPLETED. */
		status: text().notNull(),
		/** The browser's operation id: a repeated request finds this order. */
		operationId: text().notNull().unique(),
		captureId: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		capturedAt: integer({ mode: 'timestamp_ms' }),
	},
	(t) => [index('chat_orders_user_idx').on(t.userId)],
);

/**
 * Every event a user's chat stream carries (new message, offer change, read mark), stored for that
 * user before it is published. Its id is the stream's event id: a client that reconnects with its
 * last event id is sent every later row, once each, in order.
 */
export const chatEvents = sqliteTable(
	'chat_events',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		userId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		type: text().notNull(),
		/** JSON of the event. */
		payload: text().notNull(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [index('chat_events_user_idx').on(t.userId, t.id)],
);

export const chatBlocks = sqliteTable(
	'chat_blocks',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		blockerId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		blockedId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
	},
	(t) => [
		uniqueIndex('chat_blocks_pair_idx').on(t.blockerId, t.blockedId),
		index('chat_blocks_blocked_idx').on(t.blockedId),
	],
);

export const chatReports = sqliteTable(
	'chat_reports',
	{
		id: integer().primaryKey({ autoIncrement: true }),
		conversationId: integer()
			.notNull()
			.references(() => conversations.id, { onDelete: 'cascade' }),
		reporterId: text()
			.notNull()
			.references(() => users.id, { onDelete: 'cascade' }),
		reason: text(),
		createdAt: integer({ mode: 'timestamp_ms' }).notNull(),
		/**
		 * The reported message: the one the reporter picked, else the other person's latest message
		 * when the report was made (null only where they had written nothing).
		 */
		messageId: integer().references(() => messages.id, { onDelete: 'cascade' }),
		/** Set when staff closed the report (every open report of the item at once). */
		resolvedAt: integer({ mode: 'timestamp_ms' }),
		resolution: text({ enum: REPORT_RESOLUTIONS }),
	},
	(t) => [
		uniqueIndex('chat_reports_conversation_reporter_idx').on(t.conversationId, t.reporterId),
		index('chat_reports_reporter_idx').on(t.reporterId),
	],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ChatOfferRow = typeof chatOffers.$inferSelect;
