CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "billing_clock" (
	"id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customer" (
	"user_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_customer_id" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_exp_month" integer,
	"card_exp_year" integer,
	"test_card_behaviour" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customer_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "checkout_order" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"promotion_code_id" text,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"due_today" integer NOT NULL,
	"next_amount" integer NOT NULL,
	"trial_end" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"failure_message" text,
	"idempotency_key" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"subscription_id" text,
	"new_account" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_order_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_event" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan" (
	"id" text PRIMARY KEY NOT NULL,
	"product" text NOT NULL,
	"name" text NOT NULL,
	"interval" text,
	"unit_amount" integer,
	"currency" text DEFAULT 'usd' NOT NULL,
	"per_seat" boolean DEFAULT false NOT NULL,
	"min_seats" integer DEFAULT 1 NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"stripe_price_id" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_code" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"currency" text,
	"duration" text NOT NULL,
	"products" jsonb,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_promotion_code_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_code_code_unique" UNIQUE("code"),
	CONSTRAINT "promotion_code_one_discount" CHECK (("promotion_code"."percent_off" is null) <> ("promotion_code"."amount_off" is null) and coalesce("promotion_code"."percent_off", 1) between 1 and 100 and coalesce("promotion_code"."amount_off", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "lead" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"organisation" text,
	"topic" text,
	"message" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" text,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription" ALTER COLUMN "plan" SET DEFAULT 'pro-monthly';--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "seats" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "current_period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "trial_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "past_due_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "promotion_code_id" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "discount_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "provider_subscription_id" text;--> statement-breakpoint
ALTER TABLE "subscription" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "kind" text DEFAULT 'invoice' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "subscription_id" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "subtotal" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "billing_email" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "provider" text DEFAULT 'seed' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_customer" ADD CONSTRAINT "billing_customer_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_plan_plan_id_fk" FOREIGN KEY ("plan") REFERENCES "public"."plan"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_promotion_code_id_promotion_code_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_order" ADD CONSTRAINT "checkout_order_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead" ADD CONSTRAINT "lead_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_order_idempotency" ON "checkout_order" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "checkout_order_user_idx" ON "checkout_order" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_kind_created_idx" ON "lead" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_idx" ON "lead" USING btree ("status");--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_promotion_code_id_promotion_code_id_fk" FOREIGN KEY ("promotion_code_id") REFERENCES "public"."promotion_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_subscription_id_subscription_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscription"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_one_live_per_user" ON "subscription" USING btree ("user_id") WHERE status in ('incomplete', 'trialing', 'active', 'past_due', 'unpaid');--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_provider_subscription_id_unique" UNIQUE("provider_subscription_id");--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_provider_invoice_id_unique" UNIQUE("provider_invoice_id");