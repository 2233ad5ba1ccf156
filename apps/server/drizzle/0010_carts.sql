CREATE TABLE "cart_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"cart_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"app_id" text,
	"catalog_item_id" text,
	"options" jsonb,
	"item_key" text,
	"custom" jsonb,
	"overrides" jsonb,
	"extended_fields" jsonb
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"owner_kind" text,
	"owner_id" uuid,
	"current" boolean DEFAULT false NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_code" text,
	"checkout_id" uuid,
	"purchase_flow_id" uuid NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_lines_cart" ON "cart_lines" USING btree ("cart_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_current" ON "carts" USING btree ("site_id","owner_kind","owner_id") WHERE "carts"."current";--> statement-breakpoint
CREATE INDEX "carts_checkout" ON "carts" USING btree ("site_id","checkout_id");--> statement-breakpoint
CREATE INDEX "carts_stale" ON "carts" USING btree ("owner_kind","updated_at");