CREATE TABLE "search_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text NOT NULL,
	"term" text NOT NULL,
	"term_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_index_versions" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_history_term_idx" ON "search_history" USING btree ("tenant_id","owner_kind","owner_id","term_key");--> statement-breakpoint
CREATE INDEX "search_history_owner_idx" ON "search_history" USING btree ("tenant_id","owner_kind","owner_id","created_at");