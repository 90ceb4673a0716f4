CREATE TABLE "experiment_exposures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"experiment" text NOT NULL,
	"variant" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"page" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "experiment_exposures_tenant_idx" ON "experiment_exposures" USING btree ("tenant_id","experiment","at");