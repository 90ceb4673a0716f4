CREATE TABLE "contact_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"ticket_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" text NOT NULL,
	"number" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"customer_id" uuid,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"newsletter_outcome" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_attachments_ticket_idx" ON "contact_attachments" USING btree ("tenant_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tickets_tenant_number_idx" ON "contact_tickets" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "contact_tickets_tenant_created_idx" ON "contact_tickets" USING btree ("tenant_id","created_at");