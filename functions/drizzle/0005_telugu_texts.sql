ALTER TABLE `blogs` ADD `title_te` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blogs` ADD `content_te` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `title_te` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `description_te` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `region_te` text DEFAULT '' NOT NULL;