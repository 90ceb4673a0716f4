CREATE TABLE "customer_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_number" text NOT NULL,
	"salutation" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"password_hash" text,
	"date_of_birth" date,
	"locale" text NOT NULL,
	"credit_affinity" boolean DEFAULT false NOT NULL,
	"bonus_program" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"device_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"authenticated_until" timestamp with time zone NOT NULL,
	"authenticated_max" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tokens_hash_idx" ON "customer_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_idx" ON "customer_tokens" USING btree ("tenant_id","customer_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_email_idx" ON "customers" USING btree ("tenant_id","email_normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_tenant_number_idx" ON "customers" USING btree ("tenant_id","customer_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_secret_hash_idx" ON "sessions" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_device_hash_idx" ON "sessions" USING btree ("device_hash");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("tenant_id","customer_id");