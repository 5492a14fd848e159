CREATE TABLE `lead_history` (
	`id` text PRIMARY KEY NOT NULL,
	`lead_id` text NOT NULL,
	`at` integer NOT NULL,
	`by_id` text,
	`by_email` text,
	`kind` text NOT NULL,
	`from_value` text,
	`to_value` text,
	`text` text
);
--> statement-breakpoint
CREATE INDEX `lead_history_lead_idx` ON `lead_history` (`lead_id`,`at`,`id`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `follow_up_date` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `assigned_to` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `first_response_at` integer;