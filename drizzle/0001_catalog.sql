CREATE TABLE "categories" (
	"tenant_id" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"id_path" text NOT NULL,
	"rule" text,
	CONSTRAINT "categories_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "category_texts" (
	"tenant_id" text NOT NULL,
	"category_id" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"slug_path" text NOT NULL,
	"description" text,
	CONSTRAINT "category_texts_tenant_id_category_id_locale_pk" PRIMARY KEY("tenant_id","category_id","locale")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"colour" text,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "media_tenant_id_sku_position_pk" PRIMARY KEY("tenant_id","sku","position")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"currency" text NOT NULL,
	"amount" integer NOT NULL,
	"struck_amount" integer,
	"lowest_30_amount" integer NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prices_tenant_id_sku_currency_pk" PRIMARY KEY("tenant_id","sku","currency")
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"slug" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "product_texts_tenant_id_sku_locale_pk" PRIMARY KEY("tenant_id","sku","locale")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"brand" text NOT NULL,
	"category_id" text NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"measure_unit" text,
	"measure_quantity" real,
	"bulky" boolean DEFAULT false NOT NULL,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "products_tenant_id_sku_pk" PRIMARY KEY("tenant_id","sku")
);
--> statement-breakpoint
CREATE TABLE "review_feedback" (
	"tenant_id" text NOT NULL,
	"review_id" integer NOT NULL,
	"voter" text NOT NULL,
	"helpful" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_feedback_tenant_id_review_id_voter_pk" PRIMARY KEY("tenant_id","review_id","voter")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"sku" text NOT NULL,
	"locale" text NOT NULL,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"not_helpful_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"tenant_id" text NOT NULL,
	"variant_sku" text NOT NULL,
	"sku" text NOT NULL,
	"size" text,
	"colour" text,
	"ean" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"delivery_days_min" smallint,
	"delivery_days_max" smallint,
	CONSTRAINT "variants_tenant_id_variant_sku_pk" PRIMARY KEY("tenant_id","variant_sku")
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "category_texts_slug_idx" ON "category_texts" USING btree ("tenant_id","locale","slug_path");--> statement-breakpoint
CREATE INDEX "price_history_sku_idx" ON "price_history" USING btree ("tenant_id","sku","currency","valid_from");--> statement-breakpoint
CREATE INDEX "prices_amount_idx" ON "prices" USING btree ("tenant_id","currency","amount");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("tenant_id","category_id");--> statement-breakpoint
CREATE INDEX "reviews_sku_idx" ON "reviews" USING btree ("tenant_id","sku","status","created_at");--> statement-breakpoint
CREATE INDEX "variants_sku_idx" ON "variants" USING btree ("tenant_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "variants_ean_idx" ON "variants" USING btree ("tenant_id","ean");