CREATE TABLE "back_in_stock_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"app_id" text NOT NULL,
	"catalog_item_id" text NOT NULL,
	"options" jsonb,
	"options_key" text NOT NULL,
	"email" text NOT NULL,
	"contact_id" uuid,
	"requester_id" text,
	"status" text NOT NULL,
	"auto_notified" boolean,
	"item_url" text,
	"item_name" text,
	"item_price" text,
	"item_image" text,
	"language" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "ref" text;--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_waiting" ON "back_in_stock_requests" USING btree ("site_id","email","app_id","catalog_item_id","options_key") WHERE "back_in_stock_requests"."status" in ('RECEIVED', 'PROCESSING');--> statement-breakpoint
CREATE INDEX "back_in_stock_item" ON "back_in_stock_requests" USING btree ("site_id","app_id","catalog_item_id","status");--> statement-breakpoint
CREATE INDEX "back_in_stock_site_created" ON "back_in_stock_requests" USING btree ("site_id","created_at","id");