CREATE TABLE "co_purchases" (
	"site_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "co_purchases_site_id_item_id_other_id_pk" PRIMARY KEY("site_id","item_id","other_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_counted_orders" (
	"site_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items" jsonb NOT NULL,
	CONSTRAINT "recommendation_counted_orders_site_id_order_id_pk" PRIMARY KEY("site_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "item_daily_sales" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "item_daily_sales_site_id_day_item_id_pk" PRIMARY KEY("site_id","day","item_id")
);
--> statement-breakpoint
ALTER TABLE "co_purchases" ADD CONSTRAINT "co_purchases_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_counted_orders" ADD CONSTRAINT "recommendation_counted_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_daily_sales" ADD CONSTRAINT "item_daily_sales_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;