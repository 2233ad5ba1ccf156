CREATE TABLE "carrier_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"carrier_ids" uuid[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "logistics" jsonb;--> statement-breakpoint
ALTER TABLE "carrier_settings" ADD CONSTRAINT "carrier_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;