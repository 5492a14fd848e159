CREATE TABLE `activity` (
	`id` text PRIMARY KEY NOT NULL,
	`at` integer NOT NULL,
	`day` text NOT NULL,
	`cursor` text NOT NULL,
	`actor_id` text NOT NULL,
	`actor_email` text NOT NULL,
	`ip` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text NOT NULL,
	`item_title` text NOT NULL,
	`action` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_cursor_idx` ON `activity` (`cursor`);--> statement-breakpoint
CREATE INDEX `activity_actor_idx` ON `activity` (`actor_id`,`cursor`);--> statement-breakpoint
CREATE INDEX `activity_item_idx` ON `activity` (`kind`,`item_id`,`cursor`);--> statement-breakpoint
CREATE INDEX `activity_day_idx` ON `activity` (`day`,`cursor`);