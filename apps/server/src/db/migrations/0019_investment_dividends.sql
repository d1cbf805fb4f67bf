CREATE TABLE "investment_dividend_choices" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"reinvest" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_dividend_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"ex_date" text NOT NULL,
	"pay_date" text NOT NULL,
	"micros_per_share" bigint NOT NULL,
	"entitled_micros" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"reinvest_order_id" uuid,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_dividend_payments_run_key" UNIQUE("account_id","symbol","ex_date"),
	CONSTRAINT "investment_dividend_payments_amount_check" CHECK ("investment_dividend_payments"."amount_cents" > 0 and "investment_dividend_payments"."entitled_micros" > 0)
);
--> statement-breakpoint
ALTER TABLE "investment_dividend_choices" ADD CONSTRAINT "investment_dividend_choices_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_dividend_payments" ADD CONSTRAINT "investment_dividend_payments_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_dividend_payments" ADD CONSTRAINT "investment_dividend_payments_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_dividend_payments" ADD CONSTRAINT "investment_dividend_payments_reinvest_order_id_investment_orders_id_fk" FOREIGN KEY ("reinvest_order_id") REFERENCES "public"."investment_orders"("id") ON DELETE restrict ON UPDATE no action;