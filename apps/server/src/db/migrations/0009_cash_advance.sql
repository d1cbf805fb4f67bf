CREATE TABLE "cash_advance_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"ledger_account_id" uuid NOT NULL,
	"underwriting_id" uuid,
	"repayment_method" text,
	"subscribed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advance_accounts_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "cash_advance_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"underwriting_id" uuid,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_advance_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"doc_type" text NOT NULL,
	"mandatory" boolean NOT NULL,
	"underwriting_id" uuid,
	"application_id" uuid,
	"lead_gen_transaction_id" text,
	"terms" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_advance_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"scheduled_repayment_id" uuid,
	"amount_cents" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"source_label" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"settles_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advance_repayments_amount_check" CHECK ("cash_advance_repayments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_advance_underwritings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_account_id" uuid NOT NULL,
	"flow" text NOT NULL,
	"outcome" text NOT NULL,
	"tier" text,
	"limit_cents" bigint NOT NULL,
	"breakdown" jsonb NOT NULL,
	"denial_reasons" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	"forced_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_advances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"tip_cents" bigint NOT NULL,
	"outstanding_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"destination_id" text NOT NULL,
	"destination_label" text NOT NULL,
	"status" text NOT NULL,
	"apr_basis_points" integer NOT NULL,
	"repayment_date" date NOT NULL,
	"arrives_on" date NOT NULL,
	"delivery_wording" text NOT NULL,
	"settles_at" timestamp with time zone,
	"schedule_changes" integer DEFAULT 0 NOT NULL,
	"ledger_entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "cash_advances_document_id_unique" UNIQUE("document_id"),
	CONSTRAINT "cash_advances_outstanding_check" CHECK ("cash_advances"."outstanding_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"number_encrypted" text NOT NULL,
	"number_fingerprint" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"name_on_card" text NOT NULL,
	"postal_code" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_advance_scheduled_repayments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"advance_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"collected_cents" bigint DEFAULT 0 NOT NULL,
	"origin" text NOT NULL,
	"ran_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_advance_scheduled_amount_check" CHECK ("cash_advance_scheduled_repayments"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_advance_accounts" ADD CONSTRAINT "cash_advance_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_accounts" ADD CONSTRAINT "cash_advance_accounts_ledger_account_id_ledger_accounts_id_fk" FOREIGN KEY ("ledger_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_accounts" ADD CONSTRAINT "cash_advance_accounts_underwriting_id_cash_advance_underwritings_id_fk" FOREIGN KEY ("underwriting_id") REFERENCES "public"."cash_advance_underwritings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_applications" ADD CONSTRAINT "cash_advance_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_applications" ADD CONSTRAINT "cash_advance_applications_underwriting_id_cash_advance_underwritings_id_fk" FOREIGN KEY ("underwriting_id") REFERENCES "public"."cash_advance_underwritings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_documents" ADD CONSTRAINT "cash_advance_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_documents" ADD CONSTRAINT "cash_advance_documents_underwriting_id_cash_advance_underwritings_id_fk" FOREIGN KEY ("underwriting_id") REFERENCES "public"."cash_advance_underwritings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_documents" ADD CONSTRAINT "cash_advance_documents_application_id_cash_advance_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cash_advance_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_repayments" ADD CONSTRAINT "cash_advance_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_repayments" ADD CONSTRAINT "cash_advance_repayments_advance_id_cash_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_repayments" ADD CONSTRAINT "cash_advance_repayments_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_underwritings" ADD CONSTRAINT "cash_advance_underwritings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_underwritings" ADD CONSTRAINT "cash_advance_underwritings_linked_account_id_linked_bank_accounts_id_fk" FOREIGN KEY ("linked_account_id") REFERENCES "public"."linked_bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_application_id_cash_advance_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."cash_advance_applications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_document_id_cash_advance_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cash_advance_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advances" ADD CONSTRAINT "cash_advances_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_scheduled_repayments" ADD CONSTRAINT "cash_advance_scheduled_repayments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_advance_scheduled_repayments" ADD CONSTRAINT "cash_advance_scheduled_repayments_advance_id_cash_advances_id_fk" FOREIGN KEY ("advance_id") REFERENCES "public"."cash_advances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_advance_applications_user_idx" ON "cash_advance_applications" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "cash_advance_documents_user_idx" ON "cash_advance_documents" USING btree ("user_id","doc_type");--> statement-breakpoint
CREATE INDEX "cash_advance_documents_underwriting_idx" ON "cash_advance_documents" USING btree ("underwriting_id");--> statement-breakpoint
CREATE INDEX "cash_advance_repayments_advance_idx" ON "cash_advance_repayments" USING btree ("advance_id");--> statement-breakpoint
CREATE INDEX "cash_advance_repayments_user_idx" ON "cash_advance_repayments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advance_repayments_pending_idx" ON "cash_advance_repayments" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "cash_advance_underwritings_user_idx" ON "cash_advance_underwritings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advances_user_idx" ON "cash_advances" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cash_advances_in_transit_idx" ON "cash_advances" USING btree ("status","settles_at");--> statement-breakpoint
CREATE INDEX "payment_cards_user_idx" ON "payment_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "cash_advance_scheduled_due_idx" ON "cash_advance_scheduled_repayments" USING btree ("status","due_on");--> statement-breakpoint
CREATE INDEX "cash_advance_scheduled_advance_idx" ON "cash_advance_scheduled_repayments" USING btree ("advance_id");