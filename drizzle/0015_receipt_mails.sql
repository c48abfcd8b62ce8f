ALTER TABLE `payment_receipts` ADD `mailed_at` integer;--> statement-breakpoint
-- Payments recorded before receipts were mailed are not mailed now, months later.
UPDATE `payment_receipts` SET `mailed_at` = `paid_at`;
