CREATE TABLE "abandoned_checkout_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"abandoned_checkout_id" uuid NOT NULL,
	"type" text NOT NULL,
	"role" text NOT NULL,
	"mail_step" integer,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abandoned_checkout_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"abandon_after_minutes" integer NOT NULL,
	"mail_after_minutes" integer[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "abandoned_checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"cart_id" uuid,
	"status" text NOT NULL,
	"buyer_email" text NOT NULL,
	"owner_kind" text,
	"owner_id" uuid,
	"contact_id" uuid,
	"currency" text NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"snapshot" jsonb,
	"order_id" uuid,
	"recovered_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "abandoned_checkout_activities" ADD CONSTRAINT "abandoned_checkout_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkout_activities" ADD CONSTRAINT "abandoned_checkout_activities_abandoned_checkout_id_abandoned_checkouts_id_fk" FOREIGN KEY ("abandoned_checkout_id") REFERENCES "public"."abandoned_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkout_settings" ADD CONSTRAINT "abandoned_checkout_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "abandoned_checkouts" ADD CONSTRAINT "abandoned_checkouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_checkout_activities_step" ON "abandoned_checkout_activities" USING btree ("abandoned_checkout_id","mail_step");--> statement-breakpoint
CREATE INDEX "abandoned_checkout_activities_of" ON "abandoned_checkout_activities" USING btree ("abandoned_checkout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "abandoned_checkouts_checkout" ON "abandoned_checkouts" USING btree ("site_id","checkout_id");--> statement-breakpoint
CREATE INDEX "abandoned_checkouts_site_created" ON "abandoned_checkouts" USING btree ("site_id","created_at");