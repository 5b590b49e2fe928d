ALTER TABLE "course_enrolment" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profile" DROP COLUMN "email_product_updates";