ALTER TABLE "events" ADD COLUMN "actor" jsonb;--> statement-breakpoint
CREATE INDEX "events_site_type_created_idx" ON "events" USING btree ("site_id","type","created_at");