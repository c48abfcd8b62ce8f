PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_subscription_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscription_id` text NOT NULL,
	`cause` text NOT NULL,
	`action` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`next_billing_at` integer,
	`plan_id` text NOT NULL,
	`operation_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_subscription_audit`("id", "subscription_id", "cause", "action", "from_status", "to_status", "next_billing_at", "plan_id", "operation_id", "created_at") SELECT "id", "subscription_id", "cause", "action", "from_status", "to_status", "next_billing_at", "plan_id", "operation_id", "created_at" FROM `subscription_audit`;--> statement-breakpoint
DROP TABLE `subscription_audit`;--> statement-breakpoint
ALTER TABLE `__new_subscription_audit` RENAME TO `subscription_audit`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `subscription_audit_subscription_id_idx` ON `subscription_audit` (`subscription_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_audit_operation_id_idx` ON `subscription_audit` (`operation_id`);