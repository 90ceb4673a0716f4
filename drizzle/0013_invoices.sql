CREATE TABLE "invoice_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"document_number" text NOT NULL,
	"cause" text NOT NULL,
	"invoice_id" uuid,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"total_amount" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"pdf" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "invoice_documents_total" CHECK ("invoice_documents"."total_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"tenant_id" text NOT NULL,
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_tenant_id_series_year_pk" PRIMARY KEY("tenant_id","series","year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_number_idx" ON "invoice_documents" USING btree ("tenant_id","document_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_documents_cause_idx" ON "invoice_documents" USING btree ("tenant_id","order_id","cause");--> statement-breakpoint
CREATE INDEX "invoice_documents_customer_idx" ON "invoice_documents" USING btree ("tenant_id","customer_id","issued_at");