CREATE TABLE "credential" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"badge_src" text DEFAULT '' NOT NULL,
	"course_id" text,
	"path_id" text,
	"guided_project_id" text,
	CONSTRAINT "credential_one_subject" CHECK (("credential"."kind" = 'course' and "credential"."course_id" is not null and "credential"."path_id" is null and "credential"."guided_project_id" is null)
       or ("credential"."kind" = 'path' and "credential"."path_id" is not null and "credential"."course_id" is null and "credential"."guided_project_id" is null)
       or ("credential"."kind" = 'guided_project' and "credential"."guided_project_id" is not null and "credential"."course_id" is null and "credential"."path_id" is null))
);
--> statement-breakpoint
CREATE TABLE "guided_project" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"objectives" text DEFAULT '[]' NOT NULL,
	"dataset_id" text,
	"tools" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"length_hours" real DEFAULT 0 NOT NULL,
	"badge_src" text DEFAULT '' NOT NULL,
	"instructor_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guided_project_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "project_like" (
	"project_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_like_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "showcase_project" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"tools" text DEFAULT '' NOT NULL,
	"images" text DEFAULT '[]' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showcase_likes_nonnegative" CHECK ("showcase_project"."like_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_credential" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"credential_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_file" (
	"id" text PRIMARY KEY NOT NULL,
	"dataset_id" text NOT NULL,
	"role" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text DEFAULT 'pro' NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "course" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', replace(coalesce(tools, ''), ',', ' ') || ' ' || replace(coalesce(skills, ''), ',', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description_full, '') || ' ' || coalesce(description_detail, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "challenge" ADD COLUMN "dataset_id" text;--> statement-breakpoint
ALTER TABLE "challenge" ADD COLUMN "winners" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "credential" ADD CONSTRAINT "credential_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential" ADD CONSTRAINT "credential_path_id_path_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential" ADD CONSTRAINT "credential_guided_project_id_guided_project_id_fk" FOREIGN KEY ("guided_project_id") REFERENCES "public"."guided_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_project" ADD CONSTRAINT "guided_project_dataset_id_dataset_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."dataset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_project" ADD CONSTRAINT "guided_project_instructor_id_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_like" ADD CONSTRAINT "project_like_project_id_showcase_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."showcase_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_like" ADD CONSTRAINT "project_like_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_project" ADD CONSTRAINT "showcase_project_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_credential" ADD CONSTRAINT "user_credential_credential_id_credential_id_fk" FOREIGN KEY ("credential_id") REFERENCES "public"."credential"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataset_file" ADD CONSTRAINT "dataset_file_dataset_id_dataset_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."dataset"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showcase_project_created_idx" ON "showcase_project" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_credential_user_idx" ON "user_credential" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dataset_file_dataset_idx" ON "dataset_file" USING btree ("dataset_id","role","position");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "challenge" ADD CONSTRAINT "challenge_dataset_id_dataset_id_fk" FOREIGN KEY ("dataset_id") REFERENCES "public"."dataset"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_search_idx" ON "course" USING gin ("search_vector");