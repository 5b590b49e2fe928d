CREATE TABLE "billing_details" (
	"user_id" text PRIMARY KEY NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"tax_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "billing_company" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "billing_tax_id" text;--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "discount_label" text;--> statement-breakpoint
ALTER TABLE "billing_details" ADD CONSTRAINT "billing_details_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;