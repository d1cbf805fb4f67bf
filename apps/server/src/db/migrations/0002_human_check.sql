CREATE TABLE "human_check_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"challenge_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "human_check_tokens_challenge_hash_unique" UNIQUE("challenge_hash")
);
--> statement-breakpoint
CREATE INDEX "human_check_tokens_expires_at_idx" ON "human_check_tokens" USING btree ("expires_at");