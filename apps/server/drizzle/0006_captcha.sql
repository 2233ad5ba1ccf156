CREATE TABLE "captcha_uses" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_settings" ADD COLUMN "captcha" text DEFAULT 'OFF' NOT NULL;