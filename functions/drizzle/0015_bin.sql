CREATE TABLE `bin` (
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`title` text NOT NULL,
	`deleted_at` integer NOT NULL,
	`by_id` text,
	`by_email` text,
	`image_public_ids` text NOT NULL,
	`links` text NOT NULL,
	`data` text NOT NULL,
	PRIMARY KEY(`kind`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `bin_deleted_idx` ON `bin` (`deleted_at`,`kind`,`item_id`);