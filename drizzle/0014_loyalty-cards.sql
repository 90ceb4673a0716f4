CREATE TABLE "loyalty_cards" (
	"tenant_id" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"program" text NOT NULL,
	"card_number" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loyalty_cards_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
