ALTER TABLE `subscriptions` ADD `pending_plan_id` text REFERENCES plans(id);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `pending_plan_from` integer;