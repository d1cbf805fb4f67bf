CREATE TABLE "investment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"sizing" text NOT NULL,
	"requested_cents" bigint,
	"requested_micros" bigint,
	"status" text NOT NULL,
	"estimated_price_cents" bigint NOT NULL,
	"hold_cents" bigint DEFAULT 0 NOT NULL,
	"hold_entry_id" uuid,
	"placed_at" timestamp with time zone NOT NULL,
	"fills_at" timestamp with time zone NOT NULL,
	"filled_at" timestamp with time zone,
	"trade_date" text,
	"fill_price_cents" bigint,
	"filled_micros" bigint,
	"amount_cents" bigint,
	"settles_on" text,
	"fill_entry_id" uuid,
	"settled_at" timestamp with time zone,
	"rejection_reason" text,
	CONSTRAINT "investment_orders_sizing_check" CHECK (("investment_orders"."sizing" = 'AMOUNT' and "investment_orders"."side" = 'BUY' and "investment_orders"."requested_cents" > 0) or ("investment_orders"."sizing" <> 'AMOUNT' and "investment_orders"."requested_micros" > 0)),
	CONSTRAINT "investment_orders_filled_check" CHECK ("investment_orders"."status" <> 'FILLED' or ("investment_orders"."filled_micros" > 0 and "investment_orders"."amount_cents" >= 0 and "investment_orders"."fill_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "investment_orders" ADD CONSTRAINT "investment_orders_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_orders" ADD CONSTRAINT "investment_orders_hold_entry_id_ledger_entries_id_fk" FOREIGN KEY ("hold_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_orders" ADD CONSTRAINT "investment_orders_fill_entry_id_ledger_entries_id_fk" FOREIGN KEY ("fill_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_orders_account_idx" ON "investment_orders" USING btree ("account_id","placed_at");--> statement-breakpoint
CREATE INDEX "investment_orders_due_idx" ON "investment_orders" USING btree ("status","fills_at");--> statement-breakpoint
-- The house side of every trade: a buy's cash goes here (to the market), a sale's comes from it
-- (ledger/accounts.ts, decision 043). Fixed id, as every platform account.
INSERT INTO "ledger_accounts" ("id", "user_id", "product", "floor_cents") VALUES
  ('00000000-0000-4000-8000-00000000f006', NULL, 'brokerage_clearing', NULL);
