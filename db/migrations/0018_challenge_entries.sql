CREATE TABLE "challenge_entry" (
	"challenge_id" text NOT NULL,
	"user_id" text NOT NULL,
	"project_id" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_entry_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "challenge_entry" ADD CONSTRAINT "challenge_entry_challenge_id_challenge_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenge"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry" ADD CONSTRAINT "challenge_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_entry" ADD CONSTRAINT "challenge_entry_project_id_showcase_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."showcase_project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_entry_challenge_idx" ON "challenge_entry" USING btree ("challenge_id","entered_at");--> statement-breakpoint
CREATE INDEX "challenge_entry_project_idx" ON "challenge_entry" USING btree ("project_id");