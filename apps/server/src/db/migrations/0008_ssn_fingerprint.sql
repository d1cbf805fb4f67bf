ALTER TABLE "users" ADD COLUMN "ssn_fingerprint" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ssn_fingerprint_unique" UNIQUE("ssn_fingerprint");