CREATE TABLE `plot_status_history` (
	`id` text PRIMARY KEY NOT NULL,
	`plot_id` text NOT NULL,
	`at` integer NOT NULL,
	`by_id` text,
	`by_email` text,
	`from_status` text NOT NULL,
	`to_status` text NOT NULL,
	`reserved_until` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `plot_status_history_plot_idx` ON `plot_status_history` (`plot_id`,`at`,`id`);--> statement-breakpoint
CREATE TABLE `venture_counts` (
	`venture_id` text PRIMARY KEY NOT NULL,
	`available` integer DEFAULT 0 NOT NULL,
	`reserved` integer DEFAULT 0 NOT NULL,
	`booked` integer DEFAULT 0 NOT NULL,
	`sold` integer DEFAULT 0 NOT NULL,
	`not_for_sale` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `venture_layouts` (
	`venture_id` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`image` text,
	`shapes` text DEFAULT '[]' NOT NULL,
	FOREIGN KEY (`venture_id`) REFERENCES `ventures`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `ventures` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_te` text DEFAULT '' NOT NULL,
	`developer` text DEFAULT '' NOT NULL,
	`region_id` text NOT NULL,
	`latitude` real DEFAULT 0 NOT NULL,
	`longitude` real DEFAULT 0 NOT NULL,
	`layout_authority` text DEFAULT 'APCRDA' NOT NULL,
	`layout_permit_number` text DEFAULT '' NOT NULL,
	`rera_number` text DEFAULT '' NOT NULL,
	`total_extent_acres` real DEFAULT 0 NOT NULL,
	`sale_status` text DEFAULT 'selling' NOT NULL,
	`amenities` text DEFAULT '[]' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`description_te` text DEFAULT '' NOT NULL,
	`images` text DEFAULT '[]' NOT NULL,
	`plot_defaults` text NOT NULL,
	`feet_per_plan_unit` real DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer
);
--> statement-breakpoint
CREATE INDEX `ventures_name_idx` ON `ventures` ("name" COLLATE NOCASE,`id`);--> statement-breakpoint
CREATE INDEX `ventures_created_idx` ON `ventures` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `plots` ADD `venture_id` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `plot_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `reserved_until` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `plots_venture_number_idx` ON `plots` (`venture_id`,`plot_number`) WHERE "plots"."venture_id" <> '' AND "plots"."plot_number" <> '';--> statement-breakpoint
CREATE INDEX `plots_venture_idx` ON `plots` (`venture_id`,`plot_number`,`id`);