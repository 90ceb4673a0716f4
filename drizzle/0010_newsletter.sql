CREATE TABLE "newsletter_consents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"event" text NOT NULL,
	"email" text NOT NULL,
	"source" text NOT NULL,
	"text_version" text,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"locale" text NOT NULL,
	"salutation" text NOT NULL,
	"interests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"brands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	"paused_until" date,
	"market_research" boolean DEFAULT true NOT NULL,
	"personalised" boolean DEFAULT true NOT NULL,
	"confirm_nonce" text,
	"confirmed_at" timestamp with time zone,
	"welcome_voucher_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "newsletter_consents_subscriber_idx" ON "newsletter_consents" USING btree ("tenant_id","subscriber_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscribers_tenant_email_idx" ON "newsletter_subscribers" USING btree ("tenant_id","email_normalized");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_due_idx" ON "newsletter_subscribers" USING btree ("tenant_id","status","frequency");