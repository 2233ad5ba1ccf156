CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"app_namespace" text NOT NULL,
	"tree_key" text DEFAULT '' NOT NULL,
	"parent_id" uuid,
	"path" text COLLATE "C" NOT NULL,
	"depth" integer NOT NULL,
	"sort_key" text COLLATE "C" NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"rich_content" jsonb,
	"image" jsonb,
	"seo_data" jsonb,
	"extended_fields" jsonb,
	"managing_app_id" uuid,
	"visible" boolean DEFAULT true NOT NULL,
	"revision" bigint DEFAULT 1 NOT NULL,
	"item_counter" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_items" (
	"site_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"app_id" text COLLATE "C" NOT NULL,
	"catalog_item_id" text COLLATE "C" NOT NULL,
	"arranged_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_items_category_id_app_id_catalog_item_id_pk" PRIMARY KEY("category_id","app_id","catalog_item_id")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug" ON "categories" USING btree ("site_id","app_namespace","tree_key","slug");--> statement-breakpoint
CREATE INDEX "categories_siblings" ON "categories" USING btree ("site_id","app_namespace","tree_key","parent_id","sort_key","id");--> statement-breakpoint
CREATE INDEX "categories_path" ON "categories" USING btree ("site_id","path");--> statement-breakpoint
CREATE INDEX "categories_created" ON "categories" USING btree ("site_id","created_at","id");--> statement-breakpoint
CREATE INDEX "category_items_item" ON "category_items" USING btree ("site_id","app_id","catalog_item_id");--> statement-breakpoint
CREATE INDEX "category_items_arranged" ON "category_items" USING btree ("category_id","arranged_index") WHERE "category_items"."arranged_index" is not null;