CREATE TABLE `alert_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`dedupe_key` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`alert_id` text NOT NULL,
	`kind` text NOT NULL,
	`payload` text NOT NULL,
	`due_at` integer NOT NULL,
	`daily` integer NOT NULL,
	`state` text NOT NULL,
	`available_at` integer NOT NULL,
	`lease` text DEFAULT '' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text DEFAULT '' NOT NULL,
	`created_at` integer NOT NULL,
	`finished_at` integer,
	`sending_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alert_outbox_dedupe_idx` ON `alert_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `alert_outbox_claim_idx` ON `alert_outbox` (`state`,`available_at`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `alert_outbox_finished_idx` ON `alert_outbox` (`state`,`finished_at`);