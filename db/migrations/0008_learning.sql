CREATE TABLE "guided_project_progress" (
	"user_id" text NOT NULL,
	"guided_project_id" text NOT NULL,
	"objectives_done" text DEFAULT '[]' NOT NULL,
	"submission_link" text,
	"showcase_project_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "guided_project_progress_user_id_guided_project_id_pk" PRIMARY KEY("user_id","guided_project_id")
);
--> statement-breakpoint
CREATE TABLE "lesson_progress" (
	"user_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position_seconds" real DEFAULT 0 NOT NULL,
	"watched_seconds" real DEFAULT 0 NOT NULL,
	"quiz_attempts" integer DEFAULT 0 NOT NULL,
	"quiz_best_score" real,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_progress_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "lesson" (
	"id" text PRIMARY KEY NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	"chapter" integer NOT NULL,
	"chapter_title" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"video_src" text DEFAULT '' NOT NULL,
	"captions_src" text DEFAULT '' NOT NULL,
	"duration_seconds" real DEFAULT 0 NOT NULL,
	"transcript" text DEFAULT '' NOT NULL,
	"quiz" text DEFAULT '' NOT NULL,
	"files" text DEFAULT '[]' NOT NULL,
	CONSTRAINT "lesson_course_position_uq" UNIQUE("course_id","position"),
	CONSTRAINT "lesson_chapter_positive" CHECK ("lesson"."chapter" >= 1)
);
--> statement-breakpoint
CREATE TABLE "path_enrolment" (
	"user_id" text NOT NULL,
	"path_id" text NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "path_enrolment_user_id_path_id_pk" PRIMARY KEY("user_id","path_id")
);
--> statement-breakpoint
ALTER TABLE "showcase_project" ADD COLUMN "guided_project_id" text;--> statement-breakpoint
ALTER TABLE "user_credential" ADD COLUMN "vc_jwt" text;--> statement-breakpoint
ALTER TABLE "user_credential" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_credential" ADD COLUMN "revocation_reason" text;--> statement-breakpoint
ALTER TABLE "guided_project_progress" ADD CONSTRAINT "guided_project_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_project_progress" ADD CONSTRAINT "guided_project_progress_guided_project_id_guided_project_id_fk" FOREIGN KEY ("guided_project_id") REFERENCES "public"."guided_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_project_progress" ADD CONSTRAINT "guided_project_progress_showcase_project_id_showcase_project_id_fk" FOREIGN KEY ("showcase_project_id") REFERENCES "public"."showcase_project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_lesson_id_lesson_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lesson"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD CONSTRAINT "lesson_progress_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson" ADD CONSTRAINT "lesson_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_enrolment" ADD CONSTRAINT "path_enrolment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_enrolment" ADD CONSTRAINT "path_enrolment_path_id_path_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_progress_user_course_idx" ON "lesson_progress" USING btree ("user_id","course_id");--> statement-breakpoint
ALTER TABLE "showcase_project" ADD CONSTRAINT "showcase_project_guided_project_id_guided_project_id_fk" FOREIGN KEY ("guided_project_id") REFERENCES "public"."guided_project"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_once_uq" UNIQUE("user_id","credential_id");