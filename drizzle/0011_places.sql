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
CREATE INDEX `profiles_municipality_slug_idx` ON `profiles` (`municipality_slug`,`id`);