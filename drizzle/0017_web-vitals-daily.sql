CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"tenant_id" text NOT NULL,
	"page_type" text NOT NULL,
	"device_type" text NOT NULL,
	"name" text NOT NULL,
	"samples" integer NOT NULL,
	"p75" real NOT NULL,
	"good" integer NOT NULL,
	"needs_improvement" integer NOT NULL,
	"poor" integer NOT NULL,
	CONSTRAINT "web_vitals_daily_day_tenant_id_page_type_device_type_name_pk" PRIMARY KEY("day","tenant_id","page_type","device_type","name")
);
--> statement-breakpoint
CREATE INDEX "web_vitals_received_idx" ON "web_vitals" USING btree ("received_at");