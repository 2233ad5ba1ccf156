CREATE TABLE "payment_attempts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_created" ON "payment_attempts" USING btree ("created_at");