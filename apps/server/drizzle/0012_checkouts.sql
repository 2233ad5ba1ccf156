CREATE TABLE "checkout_lines" (
	"checkout_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"app_id" text,
	"catalog_item_id" text,
	"options" jsonb,
	"item_key" text,
	"custom" jsonb,
	"overrides" jsonb,
	"extended_fields" jsonb,
	CONSTRAINT "checkout_lines_checkout_id_id_pk" PRIMARY KEY("checkout_id","id")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"cart_id" uuid,
	"owner_kind" text,
	"owner_id" uuid,
	"channel_type" text NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coupon_code" text,
	"purchase_flow_id" uuid NOT NULL,
	"created_by" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_lines" ADD CONSTRAINT "checkout_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_cart" ON "checkouts" USING btree ("site_id","cart_id");--> statement-breakpoint
CREATE INDEX "checkouts_owner" ON "checkouts" USING btree ("owner_kind","owner_id");