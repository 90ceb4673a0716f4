DROP INDEX "customers_tenant_email_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_email_idx" ON "customers" USING btree ("tenant_id","email_normalized") WHERE "customers"."guest" = false;