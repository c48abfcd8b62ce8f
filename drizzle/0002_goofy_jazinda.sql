ALTER TABLE `subscription_audit` ADD `operation_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_audit_operation_id_idx` ON `subscription_audit` (`operation_id`);