CREATE TABLE "marketplace_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"vertical" text NOT NULL,
	"origin" text NOT NULL,
	"answers" jsonb NOT NULL,
	"ssn_encrypted" text,
	"result_kind" text NOT NULL,
	"ranking_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_hand_offs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" uuid,
	"product_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_offers_shown" (
	"application_id" uuid NOT NULL,
	"product_id" text NOT NULL,
	"rank" integer NOT NULL,
	"offer" jsonb NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_offers_shown_application_id_product_id_pk" PRIMARY KEY("application_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_applications" ADD CONSTRAINT "marketplace_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_hand_offs" ADD CONSTRAINT "marketplace_hand_offs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_hand_offs" ADD CONSTRAINT "marketplace_hand_offs_application_id_marketplace_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."marketplace_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_offers_shown" ADD CONSTRAINT "marketplace_offers_shown_application_id_marketplace_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."marketplace_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_applications_user_idx" ON "marketplace_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_hand_offs_application_idx" ON "marketplace_hand_offs" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_hand_offs_product_tile_idx" ON "marketplace_hand_offs" USING btree ("user_id","product_id") WHERE "marketplace_hand_offs"."application_id" is null;--> statement-breakpoint
CREATE INDEX "marketplace_hand_offs_product_idx" ON "marketplace_hand_offs" USING btree ("product_id","user_id");