CREATE TABLE "course_enrolment" (
	"user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "course_enrolment_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "course_enrolment_lessons_nonnegative" CHECK ("course_enrolment"."lessons_completed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"number" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "portfolio_postfix_redirect" (
	"postfix" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_attribute" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'string' NOT NULL,
	"value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_attribute_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "user_profile" (
	"user_id" text PRIMARY KEY NOT NULL,
	"portfolio_url_postfix" text NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"email_newsletter" boolean DEFAULT false NOT NULL,
	"email_product_updates" boolean DEFAULT true NOT NULL,
	"email_course_reminders" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profile_portfolio_url_postfix_unique" UNIQUE("portfolio_url_postfix")
);
--> statement-breakpoint
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
ALTER TABLE "showcase_project" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_enrolment" ADD CONSTRAINT "course_enrolment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_enrolment" ADD CONSTRAINT "course_enrolment_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_postfix_redirect" ADD CONSTRAINT "portfolio_postfix_redirect_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_attribute" ADD CONSTRAINT "user_attribute_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profile" ADD CONSTRAINT "user_profile_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_event" ADD CONSTRAINT "marketing_event_marketing_session_id_marketing_session_id_fk" FOREIGN KEY ("marketing_session_id") REFERENCES "public"."marketing_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_event" ADD CONSTRAINT "marketing_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_enrolment_user_activity_idx" ON "course_enrolment" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "invoice_user_issued_idx" ON "invoice" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "portfolio_postfix_redirect_user_idx" ON "portfolio_postfix_redirect" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketing_event_session_idx" ON "marketing_event" USING btree ("marketing_session_id");--> statement-breakpoint
CREATE INDEX "marketing_event_user_idx" ON "marketing_event" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketing_session_source_idx" ON "marketing_session" USING btree ("utm_source","utm_campaign");--> statement-breakpoint
CREATE INDEX "project_like_user_idx" ON "project_like" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "showcase_project_author_idx" ON "showcase_project" USING btree ("author_id","updated_at");