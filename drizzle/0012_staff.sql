CREATE TABLE `staff_audit` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` text,
	`staff_email` text NOT NULL,
	`staff_role` text NOT NULL,
	`action` text NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`target_user_id` text,
	`reason` text,
	`detail` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_audit_time_idx` ON `staff_audit` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `staff_audit_staff_idx` ON `staff_audit` (`staff_id`,`id`);--> statement-breakpoint
CREATE INDEX `staff_audit_target_idx` ON `staff_audit` (`target_kind`,`target_id`);--> statement-breakpoint
CREATE INDEX `staff_audit_target_user_idx` ON `staff_audit` (`target_user_id`,`id`);--> statement-breakpoint
CREATE TABLE `user_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_kind` text,
	`target_id` text,
	`reason` text,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_notices_user_idx` ON `user_notices` (`user_id`,`id`);--> statement-breakpoint
CREATE TABLE `verification_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`owner_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`business_name` text NOT NULL,
	`tax_id` text,
	`submitted_at` integer NOT NULL,
	`decided_at` integer,
	`decided_by_id` text,
	`reason` text,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `verification_requests_status_idx` ON `verification_requests` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `verification_requests_profile_idx` ON `verification_requests` (`profile_id`,`id`);--> statement-breakpoint
ALTER TABLE `chat_reports` ADD `message_id` integer REFERENCES messages(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `chat_reports` ADD `resolved_at` integer;--> statement-breakpoint
ALTER TABLE `chat_reports` ADD `resolution` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `owner_suspended_at` integer;--> statement-breakpoint
ALTER TABLE `review_reports` ADD `resolved_at` integer;--> statement-breakpoint
ALTER TABLE `review_reports` ADD `resolution` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `staff_role` text;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_reason` text;--> statement-breakpoint
ALTER TABLE `wall_comments` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `wall_comments` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `wall_posts` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `wall_posts` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `wall_reports` ADD `resolved_at` integer;--> statement-breakpoint
ALTER TABLE `wall_reports` ADD `resolution` text;--> statement-breakpoint
-- The audit is append-only (docs/admin.md): nothing a staff member did can be edited or erased.
CREATE TRIGGER `staff_audit_no_update` BEFORE UPDATE ON `staff_audit` BEGIN
	SELECT RAISE(ABORT, 'staff_audit is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `staff_audit_no_delete` BEFORE DELETE ON `staff_audit` BEGIN
	SELECT RAISE(ABORT, 'staff_audit is append-only');
END;
--> statement-breakpoint
-- A hidden review leaves its profile's rating: the count and sum (0003) now move with hidden_at too.
DROP TRIGGER `reviews_rating_insert`;
--> statement-breakpoint
DROP TRIGGER `reviews_rating_update`;
--> statement-breakpoint
DROP TRIGGER `reviews_rating_delete`;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_insert` AFTER INSERT ON `reviews` WHEN new.`hidden_at` IS NULL BEGIN
	UPDATE `profiles` SET `rating_count` = `rating_count` + 1, `rating_sum` = `rating_sum` + new.`rating`
	WHERE `id` = new.`profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_update` AFTER UPDATE OF `rating`, `hidden_at` ON `reviews` BEGIN
	UPDATE `profiles` SET
		`rating_count` = `rating_count` - (old.`hidden_at` IS NULL) + (new.`hidden_at` IS NULL),
		`rating_sum` = `rating_sum` - CASE WHEN old.`hidden_at` IS NULL THEN old.`rating` ELSE 0 END
			+ CASE WHEN new.`hidden_at` IS NULL THEN new.`rating` ELSE 0 END
	WHERE `id` = new.`profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_delete` AFTER DELETE ON `reviews` WHEN old.`hidden_at` IS NULL BEGIN
	UPDATE `profiles` SET `rating_count` = `rating_count` - 1, `rating_sum` = `rating_sum` - old.`rating`
	WHERE `id` = old.`profile_id`;
END;
