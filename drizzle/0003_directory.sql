CREATE TABLE `profile_features` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`title` text NOT NULL,
	`type` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_features_profile_idx` ON `profile_features` (`profile_id`);--> statement-breakpoint
CREATE TABLE `profile_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`opens_at` integer NOT NULL,
	`closes_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_hours_profile_idx` ON `profile_hours` (`profile_id`,`weekday`);--> statement-breakpoint
CREATE TABLE `profile_social_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`platform` text NOT NULL,
	`url` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_social_links_profile_idx` ON `profile_social_links` (`profile_id`);--> statement-breakpoint
CREATE TABLE `profile_verifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profile_verifications_profile_idx` ON `profile_verifications` (`profile_id`,`id`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`owner_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`about` text DEFAULT '' NOT NULL,
	`category_slug` text,
	`job_type_slug` text,
	`cuisine_slug` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`owner_name` text,
	`owner_description` text,
	`website` text,
	`phone` text,
	`email` text,
	`address` text,
	`country` text,
	`city` text,
	`province` text,
	`postal_code` text,
	`lat` real,
	`lng` real,
	`image_id` text,
	`banner_id` text,
	`verified_at` integer,
	`freelancer_kind` text,
	`id_number` text,
	`position` text,
	`blood_group` text,
	`date_of_birth` text,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`rating_sum` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`banner_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `profiles_owner_idx` ON `profiles` (`owner_id`,`kind`);--> statement-breakpoint
CREATE INDEX `profiles_kind_idx` ON `profiles` (`kind`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_category_idx` ON `profiles` (`category_slug`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_job_type_idx` ON `profiles` (`job_type_slug`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_cuisine_idx` ON `profiles` (`cuisine_slug`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_city_idx` ON `profiles` (`city`);--> statement-breakpoint
CREATE INDEX `profiles_province_idx` ON `profiles` (`province`);--> statement-breakpoint
CREATE INDEX `profiles_location_idx` ON `profiles` (`lat`,`lng`);--> statement-breakpoint
CREATE INDEX `profiles_updated_idx` ON `profiles` (`updated_at`);--> statement-breakpoint
CREATE TABLE `highlights` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`title` text NOT NULL,
	`image_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `highlights_profile_idx` ON `highlights` (`profile_id`);--> statement-breakpoint
CREATE TABLE `menu_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`menu_id` integer NOT NULL,
	`name` text NOT NULL,
	`price_cents` integer NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`menu_id`) REFERENCES `menus`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menu_items_menu_idx` ON `menu_items` (`menu_id`);--> statement-breakpoint
CREATE TABLE `menus` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`title` text NOT NULL,
	`image_ids` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `menus_profile_idx` ON `menus` (`profile_id`);--> statement-breakpoint
CREATE TABLE `offer_redemptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`offer_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`offer_id`) REFERENCES `offers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `offer_redemptions_offer_user_idx` ON `offer_redemptions` (`offer_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `offers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`image_id` text,
	`max_redemptions` integer NOT NULL,
	`redeemed_count` integer DEFAULT 0 NOT NULL,
	`starts_on` text NOT NULL,
	`ends_on` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `offers_profile_idx` ON `offers` (`profile_id`);--> statement-breakpoint
CREATE INDEX `offers_dates_idx` ON `offers` (`starts_on`,`ends_on`);--> statement-breakpoint
CREATE TABLE `slides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`title` text NOT NULL,
	`rating` integer NOT NULL,
	`image_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `slides_profile_idx` ON `slides` (`profile_id`);--> statement-breakpoint
CREATE TABLE `review_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`reporter_id` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_reports_review_reporter_idx` ON `review_reports` (`review_id`,`reporter_id`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`profile_id` integer NOT NULL,
	`author_id` text NOT NULL,
	`rating` integer NOT NULL,
	`comment` text,
	`reply` text,
	`replied_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_profile_author_idx` ON `reviews` (`profile_id`,`author_id`);--> statement-breakpoint
CREATE INDEX `reviews_profile_idx` ON `reviews` (`profile_id`,`id`);--> statement-breakpoint
CREATE INDEX `reviews_author_idx` ON `reviews` (`author_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`profile_id` integer,
	`format` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_owner_idx` ON `uploads` (`owner_id`);--> statement-breakpoint
CREATE INDEX `uploads_profile_idx` ON `uploads` (`profile_id`);--> statement-breakpoint
-- Full-text search over every profile (docs/directory.md). Hand-written: drizzle-kit does not model
-- FTS5 or triggers. Accent-insensitive (remove_diacritics 2: "cafe" finds "Café"), with prefix
-- indexes so a term being typed matches quickly.
CREATE VIRTUAL TABLE `profile_search` USING fts5(
	`title`, `about`, `tags`, `category`, `place`,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);
--> statement-breakpoint
-- The category column holds the names of the profile's category, job type and cuisine in both
-- languages, so "restaurant" and "restaurante" both find restaurants.
CREATE TRIGGER `profiles_search_insert` AFTER INSERT ON `profiles` BEGIN
	INSERT INTO `profile_search` (rowid, `title`, `about`, `tags`, `category`, `place`) VALUES (
		new.`id`,
		new.`title`,
		new.`about`,
		(SELECT coalesce(group_concat(value, ' '), '') FROM json_each(new.`tags`)),
		concat_ws(' ',
			(SELECT `name_es` || ' ' || `name_en` FROM `business_categories` WHERE `slug` = new.`category_slug`),
			(SELECT `name_es` || ' ' || `name_en` FROM `job_types` WHERE `slug` = new.`job_type_slug`),
			(SELECT `name_es` || ' ' || `name_en` FROM `restaurant_types` WHERE `slug` = new.`cuisine_slug`)),
		concat_ws(' ', new.`city`, new.`province`)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_search_update` AFTER UPDATE OF `title`, `about`, `tags`, `category_slug`, `job_type_slug`, `cuisine_slug`, `city`, `province` ON `profiles` BEGIN
	DELETE FROM `profile_search` WHERE rowid = old.`id`;
	INSERT INTO `profile_search` (rowid, `title`, `about`, `tags`, `category`, `place`) VALUES (
		new.`id`,
		new.`title`,
		new.`about`,
		(SELECT coalesce(group_concat(value, ' '), '') FROM json_each(new.`tags`)),
		concat_ws(' ',
			(SELECT `name_es` || ' ' || `name_en` FROM `business_categories` WHERE `slug` = new.`category_slug`),
			(SELECT `name_es` || ' ' || `name_en` FROM `job_types` WHERE `slug` = new.`job_type_slug`),
			(SELECT `name_es` || ' ' || `name_en` FROM `restaurant_types` WHERE `slug` = new.`cuisine_slug`)),
		concat_ws(' ', new.`city`, new.`province`)
	);
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_search_delete` AFTER DELETE ON `profiles` BEGIN
	DELETE FROM `profile_search` WHERE rowid = old.`id`;
END;
--> statement-breakpoint
-- A profile's rating count and sum move with its reviews in the same statement, so the average is
-- exact however many reviews are written at once.
CREATE TRIGGER `reviews_rating_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE `profiles` SET `rating_count` = `rating_count` + 1, `rating_sum` = `rating_sum` + new.`rating`
	WHERE `id` = new.`profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_update` AFTER UPDATE OF `rating` ON `reviews` BEGIN
	UPDATE `profiles` SET `rating_sum` = `rating_sum` - old.`rating` + new.`rating` WHERE `id` = new.`profile_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_rating_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE `profiles` SET `rating_count` = `rating_count` - 1, `rating_sum` = `rating_sum` - old.`rating`
	WHERE `id` = old.`profile_id`;
END;
