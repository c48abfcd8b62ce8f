CREATE TABLE `charge_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`currency` text NOT NULL,
	`dop_per_unit_cents` integer NOT NULL,
	`set_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `chat_orders` ADD `charge_currency` text DEFAULT 'DOP' NOT NULL;--> statement-breakpoint
ALTER TABLE `chat_orders` ADD `charge_cents` integer;--> statement-breakpoint
ALTER TABLE `chat_orders` ADD `rate_cents` integer;--> statement-breakpoint
ALTER TABLE `payment_receipts` ADD `currency` text DEFAULT 'DOP' NOT NULL;--> statement-breakpoint
ALTER TABLE `paypal_plans` ADD `currency` text DEFAULT 'DOP' NOT NULL;--> statement-breakpoint
ALTER TABLE `paypal_plans` ADD `charge_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `paypal_plans` ADD `first_charge_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `paypal_plans` ADD `rate_cents` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `abandoned_at` integer;