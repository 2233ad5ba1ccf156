CREATE TABLE "inventory_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"delta" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"note" text,
	"order_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"choice_key" text NOT NULL,
	"position" integer NOT NULL,
	"price_minor" bigint,
	"compare_at_minor" bigint,
	"sku" text,
	"weight" double precision,
	"visible" boolean DEFAULT true NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_quantity" CHECK ("product_variants"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"product_type" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_minor" bigint NOT NULL,
	"compare_at_minor" bigint,
	"price_exponent" smallint NOT NULL,
	"weight" double precision,
	"sku" text,
	"track_inventory" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"weight_unit" text DEFAULT 'KG' NOT NULL,
	"inventory_trigger" text DEFAULT 'ON_ORDER_PLACED' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventory_log" ADD CONSTRAINT "inventory_log_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_log_site" ON "inventory_log" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_log_product" ON "inventory_log" USING btree ("site_id","product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_choices" ON "product_variants" USING btree ("product_id","choice_key");--> statement-breakpoint
CREATE INDEX "product_variants_site" ON "product_variants" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug" ON "products" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "products_created" ON "products" USING btree ("site_id","created_at","id");