CREATE TABLE `first_purchase_discounts` (
	`user_id` text PRIMARY KEY NOT NULL,
	`operation_id` text NOT NULL,
	`subscription_id` text,
	`used_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`subscription_id` text NOT NULL,
	`plan_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`paypal_reference` text NOT NULL,
	`paid_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payment_receipts_user_id_idx` ON `payment_receipts` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_receipts_subscription_paid_at_idx` ON `payment_receipts` (`subscription_id`,`paid_at`);--> statement-breakpoint
CREATE TABLE `paypal_plans` (
	`plan_id` text PRIMARY KEY NOT NULL,
	`paypal_product_id` text NOT NULL,
	`paypal_plan_id` text NOT NULL,
	`paypal_first_purchase_plan_id` text NOT NULL,
	`price_cents` integer NOT NULL,
	`synced_at` integer NOT NULL,
	FOREIGN KEY (`plan_id`) REFERENCES `plans`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `paypal_webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`outcome` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscription_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` text NOT NULL,
	`cause` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`next_billing_at` integer,
	`plan_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscription_id`) REFERENCES `subscriptions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscription_audit_subscription_id_idx` ON `subscription_audit` (`subscription_id`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `operation_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `first_purchase` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_operation_id_idx` ON `subscriptions` (`operation_id`);