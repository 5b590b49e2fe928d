CREATE TABLE "marketing_event" (
	"id" text PRIMARY KEY NOT NULL,
	"marketing_session_id" text NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketing_session" (
	"id" text PRIMARY KEY NOT NULL,
	"landing_page" text NOT NULL,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marketing_event" ADD CONSTRAINT "marketing_event_marketing_session_id_marketing_session_id_fk" FOREIGN KEY ("marketing_session_id") REFERENCES "public"."marketing_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_event" ADD CONSTRAINT "marketing_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_event_session_idx" ON "marketing_event" USING btree ("marketing_session_id");--> statement-breakpoint
CREATE INDEX "marketing_event_user_idx" ON "marketing_event" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketing_session_source_idx" ON "marketing_session" USING btree ("utm_source","utm_campaign");