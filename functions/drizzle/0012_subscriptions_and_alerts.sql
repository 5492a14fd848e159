CREATE TABLE `alerts` (
	`id` text PRIMARY KEY NOT NULL,
	`subscriber_id` text NOT NULL,
	`kind` text NOT NULL,
	`target_key` text NOT NULL,
	`target` text,
	`cadence` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_subscriber_target_idx` ON `alerts` (`subscriber_id`,`kind`,`target_key`);--> statement-breakpoint
CREATE INDEX `alerts_kind_idx` ON `alerts` (`kind`,`subscriber_id`);--> statement-breakpoint
ALTER TABLE `subscribers` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `bouncing_since` integer;--> statement-breakpoint
ALTER TABLE `subscribers` ADD `last_mail_at` integer;