CREATE TABLE "owner_password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_recovery_codes" (
	"owner_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "owner_recovery_codes_owner_id_code_hash_pk" PRIMARY KEY("owner_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "mail_messages" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "owner_password_resets" ADD CONSTRAINT "owner_password_resets_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_recovery_codes" ADD CONSTRAINT "owner_recovery_codes_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_password_resets_owner_idx" ON "owner_password_resets" USING btree ("owner_id");