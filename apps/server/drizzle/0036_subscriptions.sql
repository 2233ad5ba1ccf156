CREATE TABLE "sandbox_saved_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_contracts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"member_id" uuid,
	"buyer_email" text,
	"status" text NOT NULL,
	"title" text,
	"description" text,
	"settings" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"saved_method_id" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"cycles_completed" integer DEFAULT 1 NOT NULL,
	"skipped_cycles" integer DEFAULT 0 NOT NULL,
	"next_billing_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_renewals" (
	"contract_id" uuid NOT NULL,
	"cycle" integer NOT NULL,
	"attempt" integer NOT NULL,
	"site_id" uuid NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"payment_id" text,
	"decline_code" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_renewals_contract_id_cycle_attempt_pk" PRIMARY KEY("contract_id","cycle","attempt")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "subscription_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_saved_methods" ADD CONSTRAINT "sandbox_saved_methods_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_contracts" ADD CONSTRAINT "subscription_contracts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_contract_id_subscription_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."subscription_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_contracts_order" ON "subscription_contracts" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "subscription_contracts_created" ON "subscription_contracts" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscription_contracts_member" ON "subscription_contracts" USING btree ("site_id","member_id");--> statement-breakpoint
CREATE INDEX "subscription_contracts_due" ON "subscription_contracts" USING btree ("next_attempt_at") WHERE "subscription_contracts"."status" = 'ACTIVE';