CREATE TABLE `processed_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `processed_events_processed_idx` ON `processed_events` (`processed_at`);--> statement-breakpoint
CREATE TABLE `stats` (
	`id` integer PRIMARY KEY NOT NULL,
	`leads` integer DEFAULT 0 NOT NULL,
	`new_leads` integer DEFAULT 0 NOT NULL,
	`blogs` integer DEFAULT 0 NOT NULL,
	`plots` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "stats_single_row" CHECK("stats"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX `regions_created_idx` ON `regions` (`created_at`,`id`);