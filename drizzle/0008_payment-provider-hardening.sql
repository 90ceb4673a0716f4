CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"attempt_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "provider" text DEFAULT 'psp-test' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "psp_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_cause_idx" ON "payment_refunds" USING btree ("tenant_id","order_id","reason");--> statement-breakpoint
CREATE INDEX "payment_refunds_provider_ref_idx" ON "payment_refunds" USING btree ("provider_reference");