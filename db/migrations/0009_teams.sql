CREATE TABLE "team_assignee" (
	"assignment_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "team_assignee_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_assignment" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"group_id" text,
	"due_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_group_member" (
	"group_id" text NOT NULL,
	"user_id" text NOT NULL,
	"manages" boolean DEFAULT false NOT NULL,
	CONSTRAINT "team_group_member_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_group" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"group_id" text,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "team_member" (
	"team_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "team_member_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo_key" text,
	"billing" text NOT NULL,
	"subscription_id" text,
	"seats" integer NOT NULL,
	"contract_ends_at" timestamp with time zone,
	"created_by" text,
	"onboarded_at" timestamp with time zone,
	"join_token" text NOT NULL,
	"join_link_enabled" boolean DEFAULT false NOT NULL,
	"join_domain" text,
	"sso_issuer" text,
	"sso_client_id" text,
	"sso_client_secret" text,
	"sso_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_seats_positive" CHECK ("team"."seats" >= 1)
);
--> statement-breakpoint
ALTER TABLE "team_assignee" ADD CONSTRAINT "team_assignee_assignment_id_team_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."team_assignment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_assignee" ADD CONSTRAINT "team_assignee_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_assignment" ADD CONSTRAINT "team_assignment_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_assignment" ADD CONSTRAINT "team_assignment_group_id_team_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_assignment" ADD CONSTRAINT "team_assignment_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_group_member" ADD CONSTRAINT "team_group_member_group_id_team_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_group_member" ADD CONSTRAINT "team_group_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_group" ADD CONSTRAINT "team_group_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_group_id_team_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."team_group"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitation" ADD CONSTRAINT "team_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member" ADD CONSTRAINT "team_member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team" ADD CONSTRAINT "team_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_assignee_user_idx" ON "team_assignee" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_assignment_team_idx" ON "team_assignment" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "team_group_member_user_idx" ON "team_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_group_name_uq" ON "team_group" USING btree ("team_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitation_token_uq" ON "team_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitation_open_uq" ON "team_invitation" USING btree ("team_id","email") WHERE accepted_at is null and revoked_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "team_member_one_team_uq" ON "team_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_member_team_status_idx" ON "team_member" USING btree ("team_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_join_token_uq" ON "team" USING btree ("join_token");--> statement-breakpoint
CREATE UNIQUE INDEX "team_subscription_uq" ON "team" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_sso_domain_uq" ON "team" USING btree ("sso_domain");