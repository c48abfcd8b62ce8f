CREATE TABLE `municipalities` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`province_slug` text NOT NULL,
	`sort_order` integer NOT NULL,
	FOREIGN KEY (`province_slug`) REFERENCES `provinces`(`slug`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `municipalities_province_idx` ON `municipalities` (`province_slug`,`sort_order`);--> statement-breakpoint
CREATE TABLE `provinces` (
	`slug` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`sort_order` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `profiles` ADD `province_slug` text;--> statement-breakpoint
ALTER TABLE `profiles` ADD `municipality_slug` text;--> statement-breakpoint
CREATE INDEX `profiles_province_slug_idx` ON `profiles` (`province_slug`,`id`);--> statement-breakpoint
CREATE INDEX `profiles_municipality_slug_idx` ON `profiles` (`municipality_slug`,`id`);--> statement-breakpoint
-- The place lists are public (the forms' and filters' choices): like the other reference lists,
-- a row written moves public_data_version (drizzle/0007, packages/db/src/public-data.ts).
CREATE TRIGGER `provinces_public_data_insert` AFTER INSERT ON `provinces` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `provinces_public_data_update` AFTER UPDATE ON `provinces` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `provinces_public_data_delete` AFTER DELETE ON `provinces` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `municipalities_public_data_insert` AFTER INSERT ON `municipalities` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `municipalities_public_data_update` AFTER UPDATE ON `municipalities` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `municipalities_public_data_delete` AFTER DELETE ON `municipalities` BEGIN
	UPDATE `public_data_version` SET `version` = `version` + 1 WHERE `id` = 1;
END;
