CREATE TABLE "course" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"kind" text DEFAULT 'course' NOT NULL,
	"badge_src" text DEFAULT '' NOT NULL,
	"description_full" text DEFAULT '' NOT NULL,
	"description_detail" text DEFAULT '' NOT NULL,
	"lessons" text DEFAULT '[]' NOT NULL,
	"tools" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"level" text DEFAULT 'beginner' NOT NULL,
	"length_hours" real DEFAULT 0 NOT NULL,
	"cpe_credit_hours" real DEFAULT 0 NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"legacy_id" integer,
	"instructor_id" text,
	"author_name" text DEFAULT '' NOT NULL,
	"author_thumbnail" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_slug_unique" UNIQUE("slug"),
	CONSTRAINT "course_legacy_id_unique" UNIQUE("legacy_id"),
	CONSTRAINT "course_length_nonnegative" CHECK ("course"."length_hours" >= 0)
);
--> statement-breakpoint
CREATE TABLE "instructor" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"thumbnail_src" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "path_course" (
	"path_id" text NOT NULL,
	"course_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "path_course_path_id_course_id_pk" PRIMARY KEY("path_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "path" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"badge_src" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"skills" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "path_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "testimonial" (
	"id" text PRIMARY KEY NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text DEFAULT '' NOT NULL,
	"avatar_src" text DEFAULT '' NOT NULL,
	"quote" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"course_id" text,
	"path_id" text,
	"featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"featured_image_src" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "challenge_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "dataset" (
	"id" text PRIMARY KEY NOT NULL,
	"legacy_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"data_structure" text DEFAULT 'single' NOT NULL,
	"date_added" date NOT NULL,
	"file_type" text DEFAULT 'csv' NOT NULL,
	"locked" boolean,
	"license" text DEFAULT '' NOT NULL,
	"number_of_fields" integer DEFAULT 0 NOT NULL,
	"number_of_records" integer DEFAULT 0 NOT NULL,
	"recommended_analysis" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"tags" text DEFAULT '' NOT NULL,
	"image_src" text DEFAULT '' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	CONSTRAINT "dataset_legacy_id_unique" UNIQUE("legacy_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriber" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"source" text DEFAULT 'footer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course" ADD CONSTRAINT "course_instructor_id_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_course" ADD CONSTRAINT "path_course_path_id_path_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."path"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "path_course" ADD CONSTRAINT "path_course_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial" ADD CONSTRAINT "testimonial_course_id_course_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."course"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonial" ADD CONSTRAINT "testimonial_path_id_path_id_fk" FOREIGN KEY ("path_id") REFERENCES "public"."path"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_featured_idx" ON "course" USING btree ("featured");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriber_email_lower_idx" ON "newsletter_subscriber" USING btree (lower("email"));