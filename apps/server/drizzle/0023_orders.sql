CREATE TABLE "idempotency_keys" (
	"site_id" uuid NOT NULL,
	"call" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_site_id_call_key_pk" PRIMARY KEY("site_id","call","key")
);
--> statement-breakpoint
CREATE TABLE "order_activities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"type" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_email" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"last" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"app_id" text,
	"catalog_item_id" text,
	"options" jsonb,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"full_price" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"tax_rate" text DEFAULT '0' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"restocked_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_order_id_id_pk" PRIMARY KEY("order_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"captured" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"method" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"number" bigint NOT NULL,
	"checkout_id" uuid,
	"cart_id" uuid,
	"purchase_flow_id" uuid,
	"status" text NOT NULL,
	"payment_status" text NOT NULL,
	"fulfillment_status" text DEFAULT 'NOT_FULFILLED' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"owner_kind" text,
	"owner_id" uuid,
	"buyer_email" text,
	"contact_id" uuid,
	"channel_type" text NOT NULL,
	"currency" text NOT NULL,
	"weight_unit" text NOT NULL,
	"tax_included_in_prices" boolean DEFAULT false NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"shipping" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"additional_fees" bigint DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"gift_card_paid" bigint DEFAULT 0 NOT NULL,
	"snapshot" jsonb NOT NULL,
	"tags" jsonb DEFAULT '{"tags":[],"privateTags":[]}'::jsonb NOT NULL,
	"created_by" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"seen_by_a_human" boolean DEFAULT false NOT NULL,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"imported" boolean DEFAULT false NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"purchased_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_activities" ADD CONSTRAINT "order_activities_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_counters" ADD CONSTRAINT "order_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_activities_order" ON "order_activities" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_payments_order" ON "order_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("site_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout" ON "orders" USING btree ("site_id","checkout_id") WHERE "orders"."checkout_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_site_created" ON "orders" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_owner" ON "orders" USING btree ("site_id","owner_kind","owner_id");