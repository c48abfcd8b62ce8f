CREATE TABLE `public_data_version` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);

--> statement-breakpoint
-- One row, moved by every row written to a table the pages drawn for visitors show (the list and
-- why: packages/db/src/public-data.ts). Chat, sessions, mail and payments have no trigger.
INSERT INTO `public_data_version` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `business_categories_public_data_insert` AFTER INSERT ON `business_categories` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `business_categories_public_data_update` AFTER UPDATE ON `business_categories` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `business_categories_public_data_delete` AFTER DELETE ON `business_categories` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `job_types_public_data_insert` AFTER INSERT ON `job_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `job_types_public_data_update` AFTER UPDATE ON `job_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `job_types_public_data_delete` AFTER DELETE ON `job_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_types_public_data_insert` AFTER INSERT ON `restaurant_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_types_public_data_update` AFTER UPDATE ON `restaurant_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `restaurant_types_public_data_delete` AFTER DELETE ON `restaurant_types` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `plans_public_data_insert` AFTER INSERT ON `plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `plans_public_data_update` AFTER UPDATE ON `plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `plans_public_data_delete` AFTER DELETE ON `plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `paypal_plans_public_data_insert` AFTER INSERT ON `paypal_plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `paypal_plans_public_data_update` AFTER UPDATE ON `paypal_plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `paypal_plans_public_data_delete` AFTER DELETE ON `paypal_plans` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_public_data_insert` AFTER INSERT ON `users` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_public_data_update` AFTER UPDATE ON `users` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `users_public_data_delete` AFTER DELETE ON `users` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_data_insert` AFTER INSERT ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_data_update` AFTER UPDATE ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_public_data_delete` AFTER DELETE ON `subscriptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_public_data_insert` AFTER INSERT ON `profiles` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_public_data_update` AFTER UPDATE ON `profiles` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profiles_public_data_delete` AFTER DELETE ON `profiles` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_hours_public_data_insert` AFTER INSERT ON `profile_hours` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_hours_public_data_update` AFTER UPDATE ON `profile_hours` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_hours_public_data_delete` AFTER DELETE ON `profile_hours` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_features_public_data_insert` AFTER INSERT ON `profile_features` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_features_public_data_update` AFTER UPDATE ON `profile_features` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_features_public_data_delete` AFTER DELETE ON `profile_features` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_social_links_public_data_insert` AFTER INSERT ON `profile_social_links` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_social_links_public_data_update` AFTER UPDATE ON `profile_social_links` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_social_links_public_data_delete` AFTER DELETE ON `profile_social_links` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_verifications_public_data_insert` AFTER INSERT ON `profile_verifications` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_verifications_public_data_update` AFTER UPDATE ON `profile_verifications` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `profile_verifications_public_data_delete` AFTER DELETE ON `profile_verifications` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `uploads_public_data_insert` AFTER INSERT ON `uploads` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `uploads_public_data_update` AFTER UPDATE ON `uploads` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `uploads_public_data_delete` AFTER DELETE ON `uploads` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menus_public_data_insert` AFTER INSERT ON `menus` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menus_public_data_update` AFTER UPDATE ON `menus` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menus_public_data_delete` AFTER DELETE ON `menus` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menu_items_public_data_insert` AFTER INSERT ON `menu_items` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menu_items_public_data_update` AFTER UPDATE ON `menu_items` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `menu_items_public_data_delete` AFTER DELETE ON `menu_items` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offers_public_data_insert` AFTER INSERT ON `offers` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offers_public_data_update` AFTER UPDATE ON `offers` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offers_public_data_delete` AFTER DELETE ON `offers` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offer_redemptions_public_data_insert` AFTER INSERT ON `offer_redemptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offer_redemptions_public_data_update` AFTER UPDATE ON `offer_redemptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `offer_redemptions_public_data_delete` AFTER DELETE ON `offer_redemptions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `highlights_public_data_insert` AFTER INSERT ON `highlights` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `highlights_public_data_update` AFTER UPDATE ON `highlights` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `highlights_public_data_delete` AFTER DELETE ON `highlights` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `slides_public_data_insert` AFTER INSERT ON `slides` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `slides_public_data_update` AFTER UPDATE ON `slides` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `slides_public_data_delete` AFTER DELETE ON `slides` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_public_data_insert` AFTER INSERT ON `reviews` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_public_data_update` AFTER UPDATE ON `reviews` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `reviews_public_data_delete` AFTER DELETE ON `reviews` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `review_reports_public_data_insert` AFTER INSERT ON `review_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `review_reports_public_data_update` AFTER UPDATE ON `review_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `review_reports_public_data_delete` AFTER DELETE ON `review_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_public_data_insert` AFTER INSERT ON `events` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_public_data_update` AFTER UPDATE ON `events` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `events_public_data_delete` AFTER DELETE ON `events` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `event_interests_public_data_insert` AFTER INSERT ON `event_interests` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `event_interests_public_data_update` AFTER UPDATE ON `event_interests` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `event_interests_public_data_delete` AFTER DELETE ON `event_interests` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_posts_public_data_insert` AFTER INSERT ON `wall_posts` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_posts_public_data_update` AFTER UPDATE ON `wall_posts` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_posts_public_data_delete` AFTER DELETE ON `wall_posts` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_comments_public_data_insert` AFTER INSERT ON `wall_comments` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_comments_public_data_update` AFTER UPDATE ON `wall_comments` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_comments_public_data_delete` AFTER DELETE ON `wall_comments` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reactions_public_data_insert` AFTER INSERT ON `wall_reactions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reactions_public_data_update` AFTER UPDATE ON `wall_reactions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reactions_public_data_delete` AFTER DELETE ON `wall_reactions` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reports_public_data_insert` AFTER INSERT ON `wall_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reports_public_data_update` AFTER UPDATE ON `wall_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `wall_reports_public_data_delete` AFTER DELETE ON `wall_reports` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
