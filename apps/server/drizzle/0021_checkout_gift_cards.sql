ALTER TABLE "checkouts" ADD COLUMN "gift_card_id" uuid;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "gift_card_requested" bigint;