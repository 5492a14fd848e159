DROP INDEX `plots_created_idx`;--> statement-breakpoint
DROP INDEX `plots_status_created_idx`;--> statement-breakpoint
DROP INDEX `plots_category_created_idx`;--> statement-breakpoint
DROP INDEX `plots_price_idx`;--> statement-breakpoint
DROP INDEX `plots_area_idx`;--> statement-breakpoint
CREATE INDEX `plots_newest_idx` ON `plots` (`created_at`,`id`,`status`,`category`,`road_facing`,`featured`,`price`,`area`,`location`);--> statement-breakpoint
CREATE INDEX `plots_price_order_idx` ON `plots` (`price`,`id`,`status`,`category`,`road_facing`,`featured`,`area`,`created_at`,`location`);--> statement-breakpoint
CREATE INDEX `plots_area_order_idx` ON `plots` (`area`,`id`,`status`,`category`,`road_facing`,`featured`,`price`,`created_at`,`location`);--> statement-breakpoint
CREATE INDEX `plots_filters_idx` ON `plots` (`status`,`category`,`road_facing`,`featured`,`price`,`area`,`location`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `plots_location_idx` ON `plots` (`location`,`status`,`category`,`road_facing`,`featured`,`price`,`area`,`created_at`,`id`);