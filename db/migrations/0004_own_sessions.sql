DROP TABLE "verification" CASCADE;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "persistent" boolean DEFAULT true NOT NULL;