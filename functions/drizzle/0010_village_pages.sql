ALTER TABLE `regions` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `description_te` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `latitude` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `longitude` real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `regions` ADD `market_value_per_sq_yd` integer DEFAULT 0 NOT NULL;