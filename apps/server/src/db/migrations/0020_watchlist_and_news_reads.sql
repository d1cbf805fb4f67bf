CREATE TABLE "news_reads" (
	"user_id" uuid NOT NULL,
	"article_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "news_reads_user_id_article_id_pk" PRIMARY KEY("user_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watchlist_items_user_symbol_key" UNIQUE("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_reads_read_at_idx" ON "news_reads" USING btree ("read_at");