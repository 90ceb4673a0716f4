CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"due_on" date,
	"reference" text NOT NULL,
	"text_key" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"salutation" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"addition" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_states" (
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"choices" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_states_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "premium_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"renews_on" date NOT NULL,
	"cancelled_at" timestamp with time zone,
	"order_id" uuid,
	"fee_amount" integer NOT NULL,
	"currency" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"details" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"tenant_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"sku" text NOT NULL,
	"variant_sku" text NOT NULL,
	"name" text NOT NULL,
	"variant_label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount" integer NOT NULL,
	"gross_amount" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"net_amount" integer NOT NULL,
	"returned_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no"),
	CONSTRAINT "order_lines_quantity" CHECK ("order_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"tenant_id" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "order_number_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"subtotal_amount" integer NOT NULL,
	"discount_amount" integer NOT NULL,
	"goods_amount" integer NOT NULL,
	"shipping_amount" integer NOT NULL,
	"extras_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"voucher_code" text,
	"charges" jsonb NOT NULL,
	"delivery" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"protection" jsonb,
	"email" text NOT NULL,
	"expected_delivery_from" date NOT NULL,
	"expected_delivery_to" date NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_deadline" timestamp with time zone,
	"withdrawal_token_hash" text,
	"withdrawn_at" timestamp with time zone,
	"carrier" text,
	"tracking_number" text,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_shops" (
	"id" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"postal_key" text NOT NULL,
	"city" text NOT NULL,
	"city_key" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"order_id" uuid,
	"paylink_id" text,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider_reference" text,
	"return_path" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_customer_idx" ON "ledger_entries" USING btree ("tenant_id","customer_id","due_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("tenant_id","customer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_default_idx" ON "customer_addresses" USING btree ("tenant_id","customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "premium_memberships_running_idx" ON "premium_memberships" USING btree ("tenant_id","customer_id") WHERE "premium_memberships"."cancelled_at" is null;--> statement-breakpoint
CREATE INDEX "premium_memberships_customer_idx" ON "premium_memberships" USING btree ("tenant_id","customer_id","renews_on");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_tenant_sku_idx" ON "order_lines" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tenant_number_idx" ON "orders" USING btree ("tenant_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("tenant_id","customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_withdrawal_token_idx" ON "orders" USING btree ("withdrawal_token_hash");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("tenant_id","customer_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_payment_deadline_idx" ON "orders" USING btree ("status","payment_deadline");--> statement-breakpoint
CREATE INDEX "parcel_shops_postal_idx" ON "parcel_shops" USING btree ("country","postal_key");--> statement-breakpoint
CREATE INDEX "parcel_shops_city_idx" ON "parcel_shops" USING btree ("country","city_key");--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("tenant_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_provider_ref_idx" ON "payment_attempts" USING btree ("provider_reference");