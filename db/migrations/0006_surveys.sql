CREATE TABLE "assessment_attempt" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"assessment_slug" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"answers" jsonb,
	"score" integer,
	"domain_scores" jsonb,
	CONSTRAINT "assessment_attempt_score_range" CHECK ("assessment_attempt"."score" is null or "assessment_attempt"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "assessment_question" (
	"id" text PRIMARY KEY NOT NULL,
	"assessment_slug" text NOT NULL,
	"domain" text NOT NULL,
	"question" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit_s" integer,
	"domains" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pathfinder_result" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "survey_weight" (
	"target_kind" text NOT NULL,
	"target_slug" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"weight" integer NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "survey_weight_target_kind_target_slug_question_answer_pk" PRIMARY KEY("target_kind","target_slug","question","answer"),
	CONSTRAINT "survey_weight_range" CHECK ("survey_weight"."weight" between -100 and 100)
);
--> statement-breakpoint
CREATE TABLE "welcome_survey_answer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_attempt" ADD CONSTRAINT "assessment_attempt_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt" ADD CONSTRAINT "assessment_attempt_assessment_slug_assessment_slug_fk" FOREIGN KEY ("assessment_slug") REFERENCES "public"."assessment"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_question" ADD CONSTRAINT "assessment_question_assessment_slug_assessment_slug_fk" FOREIGN KEY ("assessment_slug") REFERENCES "public"."assessment"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pathfinder_result" ADD CONSTRAINT "pathfinder_result_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_survey_answer" ADD CONSTRAINT "welcome_survey_answer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_attempt_user_idx" ON "assessment_attempt" USING btree ("user_id","assessment_slug","started_at");--> statement-breakpoint
CREATE INDEX "assessment_attempt_scores_idx" ON "assessment_attempt" USING btree ("assessment_slug","submitted_at");--> statement-breakpoint
CREATE INDEX "assessment_question_assessment_idx" ON "assessment_question" USING btree ("assessment_slug","domain");--> statement-breakpoint
CREATE INDEX "pathfinder_result_user_idx" ON "pathfinder_result" USING btree ("user_id","created_at");