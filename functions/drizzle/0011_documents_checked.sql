DROP INDEX `plots_newest_idx`;--> statement-breakpoint
DROP INDEX `plots_price_order_idx`;--> statement-breakpoint
DROP INDEX `plots_area_order_idx`;--> statement-breakpoint
DROP INDEX `plots_filters_idx`;--> statement-breakpoint
DROP INDEX `plots_location_idx`;--> statement-breakpoint
ALTER TABLE `plots` ADD `documents` text DEFAULT '{"checked":{},"encumbranceYears":0,"note":""}' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `documents_verified` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `plots_newest_idx` ON `plots` (`created_at`,`id`,`status`,`category`,`road_facing`,`featured`,`documents_verified`,`price`,`area`,`location`);--> statement-breakpoint
CREATE INDEX `plots_price_order_idx` ON `plots` (`price`,`id`,`status`,`category`,`road_facing`,`featured`,`documents_verified`,`area`,`created_at`,`location`);--> statement-breakpoint
CREATE INDEX `plots_area_order_idx` ON `plots` (`area`,`id`,`status`,`category`,`road_facing`,`featured`,`documents_verified`,`price`,`created_at`,`location`);--> statement-breakpoint
CREATE INDEX `plots_filters_idx` ON `plots` (`status`,`documents_verified`,`category`,`road_facing`,`featured`,`price`,`area`,`location`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `plots_location_idx` ON `plots` (`location`,`status`,`category`,`road_facing`,`featured`,`documents_verified`,`price`,`area`,`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `ventures` ADD `documents` text DEFAULT '{"checked":{},"encumbranceYears":0,"note":""}' NOT NULL;