CREATE TABLE "team_invite_batch" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_invite_batch" ADD CONSTRAINT "team_invite_batch_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invite_batch" ADD CONSTRAINT "team_invite_batch_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invite_batch_team_idx" ON "team_invite_batch" USING btree ("team_id","created_at");