CREATE TABLE "fee_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"fees" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_settings" ADD CONSTRAINT "fee_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;