ALTER TABLE "showcase_project" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "project_like_user_idx" ON "project_like" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "showcase_project_author_idx" ON "showcase_project" USING btree ("author_id","updated_at");