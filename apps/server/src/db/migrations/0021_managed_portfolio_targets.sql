CREATE TABLE "investment_account_themes" (
	"account_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_account_themes_account_id_symbol_pk" PRIMARY KEY("account_id","symbol")
);
--> statement-breakpoint
CREATE TABLE "investment_target_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"applied_run_key" text
);
--> statement-breakpoint
ALTER TABLE "investment_account_themes" ADD CONSTRAINT "investment_account_themes_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_target_changes" ADD CONSTRAINT "investment_target_changes_account_id_investment_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."investment_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_target_changes_pending_idx" ON "investment_target_changes" USING btree ("account_id","sequence") WHERE "investment_target_changes"."applied_at" is null;