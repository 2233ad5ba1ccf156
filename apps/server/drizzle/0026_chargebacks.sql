CREATE TABLE "order_chargebacks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"site_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "charged_back" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_chargebacks" ADD CONSTRAINT "order_chargebacks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_chargebacks" ADD CONSTRAINT "order_chargebacks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_chargebacks" ADD CONSTRAINT "order_chargebacks_payment_id_order_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."order_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_chargebacks_order" ON "order_chargebacks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_chargebacks_payment" ON "order_chargebacks" USING btree ("payment_id");