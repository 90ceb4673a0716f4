ALTER TABLE "vouchers" ADD COLUMN "issued_to_customer_id" uuid;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "issued_to_email" text;--> statement-breakpoint
CREATE INDEX "vouchers_issued_customer_idx" ON "vouchers" USING btree ("tenant_id","issued_to_customer_id");--> statement-breakpoint
CREATE INDEX "vouchers_issued_email_idx" ON "vouchers" USING btree ("tenant_id","issued_to_email");