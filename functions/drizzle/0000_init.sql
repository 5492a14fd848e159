CREATE TABLE `blogs` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`content` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `blogs_created_idx` ON `blogs` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`status` text NOT NULL,
	`source` text NOT NULL,
	`details` text,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_created_idx` ON `contact_submissions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `contact_submissions_status_idx` ON `contact_submissions` (`status`);--> statement-breakpoint
CREATE TABLE `meta` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plots` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`location` text NOT NULL,
	`type` text NOT NULL,
	`category` text NOT NULL,
	`price_per_sq_yard` integer NOT NULL,
	`area` real NOT NULL,
	`road_width` real NOT NULL,
	`road_facing` text NOT NULL,
	`status` text NOT NULL,
	`features` text NOT NULL,
	`description` text NOT NULL,
	`image_url` text NOT NULL,
	`image_public_id` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`featured` integer NOT NULL,
	`price` integer NOT NULL,
	`price_unit` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `plots_created_idx` ON `plots` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `plots_status_created_idx` ON `plots` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `plots_category_created_idx` ON `plots` (`category`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `plots_price_idx` ON `plots` (`price`,`id`);--> statement-breakpoint
CREATE INDEX `plots_area_idx` ON `plots` (`area`,`id`);--> statement-breakpoint
CREATE INDEX `plots_showcase_idx` ON `plots` (`status`,`featured`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `regions` (
	`id` text PRIMARY KEY NOT NULL,
	`region` text NOT NULL,
	`residential_price_min` integer NOT NULL,
	`residential_price_max` integer NOT NULL,
	`commercial_price_min` integer NOT NULL,
	`commercial_price_max` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `regions_name_idx` ON `regions` ("region" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`data` text NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "settings_single_row" CHECK("settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_idx` ON `subscribers` (`email`);--> statement-breakpoint
CREATE INDEX `subscribers_created_idx` ON `subscribers` (`created_at`,`id`);