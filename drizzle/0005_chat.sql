CREATE TABLE `chat_blocks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_blocks_pair_idx` ON `chat_blocks` (`blocker_id`,`blocked_id`);--> statement-breakpoint
CREATE INDEX `chat_blocks_blocked_idx` ON `chat_blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `chat_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_events_user_idx` ON `chat_events` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `chat_ledger` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`delta_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`message_id` integer,
	`order_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_ledger_user_idx` ON `chat_ledger` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `chat_ledger_order_idx` ON `chat_ledger` (`order_id`);--> statement-breakpoint
CREATE TABLE `chat_offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`freelancer_id` text NOT NULL,
	`customer_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`delivery_days` integer NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_at` integer,
	`paid_at` integer,
	`payment_reference` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`freelancer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_offers_conversation_idx` ON `chat_offers` (`conversation_id`);--> statement-breakpoint
CREATE TABLE `chat_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`offer_id` integer,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`operation_id` text NOT NULL,
	`capture_id` text,
	`created_at` integer NOT NULL,
	`captured_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_orders_operationId_unique` ON `chat_orders` (`operation_id`);--> statement-breakpoint
CREATE INDEX `chat_orders_user_idx` ON `chat_orders` (`user_id`);--> statement-breakpoint
CREATE TABLE `chat_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_reports_conversation_reporter_idx` ON `chat_reports` (`conversation_id`,`reporter_id`);--> statement-breakpoint
CREATE INDEX `chat_reports_reporter_idx` ON `chat_reports` (`reporter_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` text NOT NULL,
	`freelancer_id` text NOT NULL,
	`last_message_id` integer,
	`last_message_at` integer,
	`customer_read_id` integer DEFAULT 0 NOT NULL,
	`freelancer_read_id` integer DEFAULT 0 NOT NULL,
	`customer_delivered_id` integer DEFAULT 0 NOT NULL,
	`freelancer_delivered_id` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`freelancer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_pair_idx` ON `conversations` (`customer_id`,`freelancer_id`);--> statement-breakpoint
CREATE INDEX `conversations_customer_idx` ON `conversations` (`customer_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_freelancer_idx` ON `conversations` (`freelancer_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_id` integer NOT NULL,
	`sender_id` text NOT NULL,
	`client_id` text NOT NULL,
	`kind` text DEFAULT 'text' NOT NULL,
	`body` text NOT NULL,
	`offer_id` integer,
	`charged_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_sender_client_idx` ON `messages` (`sender_id`,`client_id`);--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`id`);--> statement-breakpoint
CREATE INDEX `messages_sender_time_idx` ON `messages` (`sender_id`,`created_at`);