CREATE TABLE "income_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"employment_status" text,
	"employer_name" text,
	"annual_income_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "income_profiles" ADD CONSTRAINT "income_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;