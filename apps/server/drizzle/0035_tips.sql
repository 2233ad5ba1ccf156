CREATE TABLE "tip_choices" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"tip_type" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_distributions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"site_id" uuid NOT NULL,
	"tip_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"line_item_info" jsonb NOT NULL,
	"transaction" jsonb,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"presets" jsonb NOT NULL,
	"allow_custom_amount" boolean DEFAULT false NOT NULL,
	"staff_member_ids" jsonb NOT NULL,
	"split_method" text DEFAULT 'EQUAL' NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "tip_settings_site_id_unique" UNIQUE("site_id")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"additional_fee_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"line_item_subtotal" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tip_choices" ADD CONSTRAINT "tip_choices_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_choices" ADD CONSTRAINT "tip_choices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_distributions" ADD CONSTRAINT "tip_distributions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_distributions" ADD CONSTRAINT "tip_distributions_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_settings" ADD CONSTRAINT "tip_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_distributions_site_created" ON "tip_distributions" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tip_distributions_tip" ON "tip_distributions" USING btree ("tip_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tips_order" ON "tips" USING btree ("site_id","order_id");