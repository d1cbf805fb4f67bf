CREATE TABLE "bank_link_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_session_id" uuid NOT NULL,
	"event_name" text NOT NULL,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_link_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"institution_id" text NOT NULL,
	"status" text NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"provider_username" text,
	"public_token_hash" text,
	"bank_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"merchant_name" text,
	"category" text NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bank_transactions_provider_id_key" UNIQUE("account_id","provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "linked_bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"provider_account_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"mask" text NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"routing_number" text NOT NULL,
	"current_balance_cents" bigint NOT NULL,
	"available_balance_cents" bigint NOT NULL,
	"balance_as_of" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "linked_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"status" text NOT NULL,
	"completes_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ach_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_bank_account_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"settles_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banking_esigns" (
	"user_id" uuid NOT NULL,
	"document_id" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "banking_esigns_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "checking_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"account_number_encrypted" text NOT NULL,
	"account_number_last4" text NOT NULL,
	"routing_number" text NOT NULL,
	"status" text NOT NULL,
	"address_id" uuid,
	"deposit_code" text,
	"employment_code" text,
	"lead_gen_transaction_id" text,
	"payment_form" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checking_accounts_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "debit_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"checking_account_id" uuid NOT NULL,
	"number_encrypted" text NOT NULL,
	"last4" text NOT NULL,
	"cvv_encrypted" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"status" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"product" text NOT NULL,
	"floor_cents" bigint,
	"posted_cents" bigint DEFAULT 0 NOT NULL,
	"pending_out_cents" bigint DEFAULT 0 NOT NULL,
	"pending_in_cents" bigint DEFAULT 0 NOT NULL,
	"last_posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_user_product_key" UNIQUE NULLS NOT DISTINCT("user_id","product"),
	CONSTRAINT "ledger_accounts_floor_check" CHECK ("ledger_accounts"."floor_cents" is null or "ledger_accounts"."posted_cents" + "ledger_accounts"."pending_out_cents" >= "ledger_accounts"."floor_cents"),
	CONSTRAINT "ledger_accounts_pending_sign_check" CHECK ("ledger_accounts"."pending_out_cents" <= 0 and "ledger_accounts"."pending_in_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ledger_entries_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "ledger_postings_amount_check" CHECK ("ledger_postings"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "bank_link_events" ADD CONSTRAINT "bank_link_events_link_session_id_bank_link_sessions_id_fk" FOREIGN KEY ("link_session_id") REFERENCES "public"."bank_link_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_link_sessions" ADD CONSTRAINT "bank_link_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transactions" ADD CONSTRAINT "bank_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_bank_id_linked_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."linked_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_bank_accounts" ADD CONSTRAINT "linked_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "linked_banks" ADD CONSTRAINT "linked_banks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_transfers" ADD CONSTRAINT "ach_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_transfers" ADD CONSTRAINT "ach_transfers_linked_bank_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("linked_bank_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ach_transfers" ADD CONSTRAINT "ach_transfers_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banking_esigns" ADD CONSTRAINT "banking_esigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checking_accounts" ADD CONSTRAINT "checking_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checking_accounts" ADD CONSTRAINT "checking_accounts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checking_accounts" ADD CONSTRAINT "checking_accounts_address_id_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_cards" ADD CONSTRAINT "debit_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debit_cards" ADD CONSTRAINT "debit_cards_checking_account_id_checking_accounts_id_fk" FOREIGN KEY ("checking_account_id") REFERENCES "public"."checking_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_link_events_session_idx" ON "bank_link_events" USING btree ("link_session_id");--> statement-breakpoint
CREATE INDEX "bank_link_sessions_user_id_idx" ON "bank_link_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_transactions_user_posted_idx" ON "bank_transactions" USING btree ("user_id","posted_on");--> statement-breakpoint
CREATE INDEX "linked_bank_accounts_bank_id_idx" ON "linked_bank_accounts" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "linked_bank_accounts_user_id_idx" ON "linked_bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "linked_banks_user_id_idx" ON "linked_banks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ach_transfers_user_id_idx" ON "ach_transfers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ach_transfers_settles_idx" ON "ach_transfers" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "debit_cards_user_id_idx" ON "debit_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_status_idx" ON "ledger_entries" USING btree ("status");--> statement-breakpoint
CREATE INDEX "ledger_postings_entry_id_idx" ON "ledger_postings" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_id_idx" ON "ledger_postings" USING btree ("account_id","id");