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

/** Small key/value facts about the database itself, such as which seed version it holds. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
