CREATE TABLE `plot_interest` (
	`plot_id` text NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`whatsapp` integer DEFAULT 0 NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`enquiries` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`plot_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `plot_interest_day_idx` ON `plot_interest` (`day`,`plot_id`);