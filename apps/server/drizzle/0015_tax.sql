CREATE TABLE "manual_tax_mappings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"tax_group_id" uuid NOT NULL,
	"tax_region_id" uuid NOT NULL,
	"tax_rate" text NOT NULL,
	"description" text,
	"tax_type" text,
	"tax_name" text,
	"jurisdiction" text,
	"jurisdiction_type" text,
	"exempt_rates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extended_fields" jsonb,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_groups" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_regions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"country" text NOT NULL,
	"subdivision" text DEFAULT '' NOT NULL,
	"app_id" uuid NOT NULL,
	"tax_included_in_price" boolean DEFAULT false NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"taxable_address" text DEFAULT 'SHIPPING' NOT NULL,
	"tax_shipping" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manual_tax_mappings" ADD CONSTRAINT "manual_tax_mappings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_tax_mappings" ADD CONSTRAINT "manual_tax_mappings_tax_region_id_tax_regions_id_fk" FOREIGN KEY ("tax_region_id") REFERENCES "public"."tax_regions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_groups" ADD CONSTRAINT "tax_groups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_regions" ADD CONSTRAINT "tax_regions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_settings" ADD CONSTRAINT "tax_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_tax_mappings_pair" ON "manual_tax_mappings" USING btree ("site_id","tax_group_id","tax_region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_regions_place" ON "tax_regions" USING btree ("site_id","country","subdivision");