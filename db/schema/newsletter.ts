import { sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const newsletterSubscribers = pgTable(
  "newsletter_subscriber",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull().default("footer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One row per address whatever its case.
  (t) => [uniqueIndex("newsletter_subscriber_email_lower_idx").on(sql`lower(${t.email})`)],
);
