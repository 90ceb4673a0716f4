CREATE TABLE "wishlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"variant_sku" text,
	"added_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"added_name" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wishlist_items_customer_sku_idx" ON "wishlist_items" USING btree ("tenant_id","customer_id","sku");--> statement-breakpoint
CREATE INDEX "wishlist_items_customer_idx" ON "wishlist_items" USING btree ("tenant_id","customer_id","added_at");