CREATE TABLE "investment_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_fingerprint" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"status" text NOT NULL,
	"risk_score" integer,
	"risk_tolerance" text,
	"model_portfolio" text,
	"disclosures_accepted" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_accounts_ledger_account_id_unique" UNIQUE("ledger_account_id"),
	CONSTRAINT "investment_accounts_account_number_fingerprint_unique" UNIQUE("account_number_fingerprint"),
	CONSTRAINT "investment_accounts_user_kind_key" UNIQUE("user_id","kind"),
	CONSTRAINT "investment_accounts_managed_profile_check" CHECK ("investment_accounts"."kind" <> 'MANAGED' or ("investment_accounts"."risk_score" is not null and "investment_accounts"."model_portfolio" is not null)),
	CONSTRAINT "investment_accounts_risk_score_check" CHECK ("investment_accounts"."risk_score" is null or "investment_accounts"."risk_score" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "investment_risk_answers" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"option_id" text NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "investment_risk_answers_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD CONSTRAINT "investment_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_accounts" ADD CONSTRAINT "investment_accounts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_risk_answers" ADD CONSTRAINT "investment_risk_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;