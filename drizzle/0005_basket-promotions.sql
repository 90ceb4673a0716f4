CREATE TABLE "basket_lines" (
	"basket_id" uuid NOT NULL,
	"tenant_id" text NOT NULL,
	"variant_sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_lines_basket_id_variant_sku_pk" PRIMARY KEY("basket_id","variant_sku"),
	CONSTRAINT "basket_lines_quantity" CHECK ("basket_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid,
	"token_hash" text,
	"voucher_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"percent_bp" integer NOT NULL,
	"category_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"voucher_id" uuid NOT NULL,
	"usage_key" text NOT NULL,
	"customer_id" uuid,
	"email_normalized" text,
	"order_ref" text NOT NULL,
	"discount_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"redeemed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_bp" integer,
	"amount" integer,
	"minimum_amount" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"once_per_day" boolean DEFAULT true NOT NULL,
	"usage_group" text,
	"excluded_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclude_reduced" boolean DEFAULT false NOT NULL,
	"exclude_bulky" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_kind_terms" CHECK (("vouchers"."kind" = 'percentage' and "vouchers"."percent_bp" between 1 and 10000) or ("vouchers"."kind" = 'fixed' and "vouchers"."amount" > 0) or "vouchers"."kind" = 'free-shipping')
);
--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_customer_idx" ON "baskets" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_token_idx" ON "baskets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "baskets_updated_idx" ON "baskets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "promotions_running_idx" ON "promotions" USING btree ("tenant_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher_idx" ON "voucher_redemptions" USING btree ("tenant_id","voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_customer_idx" ON "voucher_redemptions" USING btree ("tenant_id","usage_key","customer_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_email_idx" ON "voucher_redemptions" USING btree ("tenant_id","usage_key","email_normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_tenant_code_idx" ON "vouchers" USING btree ("tenant_id","code");