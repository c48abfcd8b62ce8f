ALTER TABLE `mail_outbox` ADD `secrets` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `secrets_until` integer;--> statement-breakpoint
CREATE INDEX `mail_outbox_secrets_until_idx` ON `mail_outbox` (`secrets_until`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_at_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
-- Mails stored before this migration kept their reset links for good: blank each link's token (43
-- base64url characters, one link per mail), whether or not its hour has passed.
UPDATE `mail_outbox` SET `text` = replace(`text`, substr(`text`, instr(`text`, 'reset-password?token=') + 21, 43), '[redacted]') WHERE instr(`text`, 'reset-password?token=') > 0;
