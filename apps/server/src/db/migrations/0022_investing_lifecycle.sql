CREATE TABLE "investment_bank_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"linked_bank_account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_bank_deposits_amount_check" CHECK ("investment_bank_deposits"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "investment_recurring_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"linked_bank_account_id" uuid,
	"start_date" text NOT NULL,
	"next_run_on" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_recurring_deposits_amount_check" CHECK ("investment_recurring_deposits"."amount_cents" > 0),
	CONSTRAINT "investment_recurring_deposits_source_check" CHECK (("investment_recurring_deposits"."source" = 'LINKED_BANK') = ("investment_recurring_deposits"."linked_bank_account_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "investment_recurring_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"schedule_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"run_on" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"ledger_entry_id" uuid,
	"ran_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investment_accounts" DROP CONSTRAINT "investment_accounts_ledger_account_id_unique";--> statement-breakpoint
ALTER TABLE "investment_accounts" DROP CONSTRAINT "investment_accounts_user_kind_key";--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "closing_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD COLUMN "closing_returned_cents" bigint;--> statement-breakpoint
ALTER TABLE "investment_bank_deposits" ADD CONSTRAINT "investment_bank_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_bank_deposits" ADD CONSTRAINT "investment_bank_deposits_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_bank_deposits" ADD CONSTRAINT "investment_bank_deposits_linked_bank_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("linked_bank_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_bank_deposits" ADD CONSTRAINT "investment_bank_deposits_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_recurring_deposits" ADD CONSTRAINT "investment_recurring_deposits_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_recurring_deposits" ADD CONSTRAINT "investment_recurring_deposits_linked_bank_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("linked_bank_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_recurring_runs" ADD CONSTRAINT "investment_recurring_runs_schedule_id_investment_recurring_deposits_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."investment_recurring_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_recurring_runs" ADD CONSTRAINT "investment_recurring_runs_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_recurring_runs" ADD CONSTRAINT "investment_recurring_runs_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_bank_deposits_account_idx" ON "investment_bank_deposits" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "investment_bank_deposits_settles_idx" ON "investment_bank_deposits" USING btree ("status","settles_at");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_recurring_deposits_account_live" ON "investment_recurring_deposits" USING btree ("account_id") WHERE "investment_recurring_deposits"."status" <> 'CANCELLED';--> statement-breakpoint
CREATE INDEX "investment_recurring_deposits_due_idx" ON "investment_recurring_deposits" USING btree ("status","next_run_on");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_recurring_runs_run_key" ON "investment_recurring_runs" USING btree ("account_id","run_on");--> statement-breakpoint
CREATE INDEX "investment_recurring_runs_schedule_idx" ON "investment_recurring_runs" USING btree ("schedule_id","run_on");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_accounts_user_kind_open" ON "investment_accounts" USING btree ("user_id","kind") WHERE "investment_accounts"."status" <> 'CLOSED';--> statement-breakpoint
CREATE UNIQUE INDEX "investment_accounts_ledger_open" ON "investment_accounts" USING btree ("ledger_account_id") WHERE "investment_accounts"."status" <> 'CLOSED';