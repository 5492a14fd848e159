ALTER TABLE `plots` ADD `images` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `venture_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `layout_authority` text DEFAULT 'APCRDA' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `layout_permit_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `rera_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `survey_numbers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `development_charges_per_sq_yard` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `plots` ADD `premium_per_sq_yard` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `plots` SET `images` = json_array(json_object('url', `image_url`, 'publicId', `image_public_id`, 'alt', '')) WHERE `image_url` <> '';
