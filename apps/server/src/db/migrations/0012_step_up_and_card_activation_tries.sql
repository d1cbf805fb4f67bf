CREATE TABLE "sensitive_reveals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"request_id" text NOT NULL,
	"ip_address" text NOT NULL,
	"revealed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_up_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"method" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_up_throttles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "debit_cards" ADD COLUMN "activation_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "debit_cards" ADD COLUMN "activation_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sensitive_reveals" ADD CONSTRAINT "sensitive_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_up_grants" ADD CONSTRAINT "step_up_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_up_throttles" ADD CONSTRAINT "step_up_throttles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sensitive_reveals_user_id_idx" ON "sensitive_reveals" USING btree ("user_id","revealed_at");--> statement-breakpoint
CREATE INDEX "step_up_grants_user_session_idx" ON "step_up_grants" USING btree ("user_id","session_id","expires_at");