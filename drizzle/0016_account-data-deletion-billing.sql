CREATE TABLE "account_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"carried_out_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD COLUMN "is_default_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_customer_idx" ON "account_deletions" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "account_deletions_status_idx" ON "account_deletions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_billing_idx" ON "customer_addresses" USING btree ("tenant_id","customer_id") WHERE "customer_addresses"."is_default_billing";--> statement-breakpoint
-- Address books from before: the default address was the default for both delivery and billing.
UPDATE "customer_addresses" SET "is_default_billing" = "is_default";
