-- Decision 0071: the running part of the order number comes from one sequence for all shops instead of a counter
-- row per shop and year that every order locked until its commit. It starts above every number given out so far, so
-- no shop and year gets a number twice.
CREATE SEQUENCE "order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
SELECT setval('order_numbers', (SELECT max("last_value") FROM "order_number_counters")) WHERE EXISTS (SELECT 1 FROM "order_number_counters");--> statement-breakpoint
DROP TABLE "order_number_counters" CASCADE;
