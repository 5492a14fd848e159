CREATE TABLE `region_price_history` (
	`id` text PRIMARY KEY NOT NULL,
	`region_id` text NOT NULL,
	`day` text NOT NULL,
	`prices` text NOT NULL,
	`previous` text,
	`source` text NOT NULL,
	`corrects` text DEFAULT '' NOT NULL,
	`at` integer NOT NULL,
	`by_id` text,
	`by_email` text
);
--> statement-breakpoint
CREATE INDEX `region_price_history_region_idx` ON `region_price_history` (`region_id`,`at`,`id`);