ALTER TABLE "investment_orders" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "investment_orders" ADD COLUMN "run_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "investment_orders_run_key" ON "investment_orders" USING btree ("account_id","run_key","symbol","side") WHERE "investment_orders"."run_key" is not null;