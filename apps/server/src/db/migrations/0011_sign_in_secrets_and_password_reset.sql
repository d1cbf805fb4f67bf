CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"bucket" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oidc_models" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_throttles_expires_at_idx" ON "sign_in_throttles" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "oidc_models_account_id_idx" ON "oidc_models" USING btree ("account_id");--> statement-breakpoint
-- Refresh tokens and authorization codes already stored keep working: their id becomes its SHA-256
-- (hex, as the storage adapter computes it) and the clear id leaves the payload.
UPDATE "oidc_models" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex'), "payload" = "payload" - 'jti' WHERE "kind" IN ('RefreshToken', 'AuthorizationCode');--> statement-breakpoint
UPDATE "oidc_models" SET "account_id" = "payload"->>'accountId' WHERE "payload" ? 'accountId';--> statement-breakpoint
-- Stored answers of idempotent calls could hold passwords and tokens in clear; they are now sealed
-- and found by a hash of the key, so the clear ones are of no use and go.
DELETE FROM "idempotency_keys";
