CREATE TABLE "checkout_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"status" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"custom_line_items" jsonb NOT NULL,
	"coupon_code" text,
	"customization" jsonb,
	"custom_content_reference" jsonb,
	"external_app_id" uuid,
	"external_resource_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_templates" ADD CONSTRAINT "checkout_templates_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_templates_site_created" ON "checkout_templates" USING btree ("site_id","created_at","id");