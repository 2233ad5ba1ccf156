CREATE TABLE "media_archives" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"entries" jsonb NOT NULL,
	"name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_archives_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"parent_folder_id" text NOT NULL,
	"root_folder" text NOT NULL,
	"mime_type" text NOT NULL,
	"media_type" text NOT NULL,
	"size_in_bytes" bigint,
	"hash" text,
	"private" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"operation_status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"source_url" text,
	"import_request" jsonb,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"focal_x" real,
	"focal_y" real,
	"external_info" jsonb,
	"uploaded_by" jsonb,
	"state" text DEFAULT 'OK' NOT NULL,
	"trashed_by" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_folders" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"display_name" text NOT NULL,
	"parent_folder_id" text NOT NULL,
	"root_folder" text NOT NULL,
	"state" text DEFAULT 'OK' NOT NULL,
	"trashed_by" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_settings" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"visitor_uploads" boolean DEFAULT false NOT NULL,
	"visitor_upload_max_bytes" bigint DEFAULT 10485760 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"protocol" text NOT NULL,
	"mime_type" text,
	"file_name" text,
	"size_in_bytes" bigint,
	"max_bytes" bigint NOT NULL,
	"parent_folder_id" text NOT NULL,
	"root_folder" text NOT NULL,
	"private" boolean DEFAULT false NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"external_info" jsonb,
	"uploaded_by" jsonb NOT NULL,
	"tus_upload_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_uploads_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "media_uploads_tus_upload_id_unique" UNIQUE("tus_upload_id")
);
--> statement-breakpoint
ALTER TABLE "media_archives" ADD CONSTRAINT "media_archives_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_folders" ADD CONSTRAINT "media_folders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_settings" ADD CONSTRAINT "media_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_files_site_parent_idx" ON "media_files" USING btree ("site_id","state","parent_folder_id","created_at");--> statement-breakpoint
CREATE INDEX "media_files_site_trashed_by_idx" ON "media_files" USING btree ("site_id","trashed_by");--> statement-breakpoint
CREATE INDEX "media_folders_site_parent_idx" ON "media_folders" USING btree ("site_id","parent_folder_id","state");--> statement-breakpoint
CREATE INDEX "media_uploads_expires_idx" ON "media_uploads" USING btree ("expires_at");