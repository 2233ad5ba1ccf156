CREATE TABLE "delivery_regions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"everywhere" boolean DEFAULT false NOT NULL,
	"destinations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_options" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"estimated_delivery_time" text,
	"rates" jsonb NOT NULL,
	"region_ids" uuid[] NOT NULL,
	"extended_fields" jsonb,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_regions" ADD CONSTRAINT "delivery_regions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD CONSTRAINT "shipping_options_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_regions_default" ON "delivery_regions" USING btree ("site_id") WHERE "delivery_regions"."everywhere";--> statement-breakpoint
CREATE INDEX "shipping_options_site" ON "shipping_options" USING btree ("site_id","created_at");