import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A visit that arrived with UTM parameters or a referral code (spec sections 3 and 7). */
export const marketingSessions = pgTable(
  "marketing_session",
  {
    id: text("id").primaryKey(),
    landingPage: text("landing_page").notNull(),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referralCode: text("referral_code"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("marketing_session_source_idx").on(t.utmSource, t.utmCampaign)],
);

/** An event recorded against a marketing session; `userId` when the visitor was signed in. */
export const marketingEvents = pgTable(
  "marketing_event",
  {
    id: text("id").primaryKey(),
    marketingSessionId: text("marketing_session_id")
      .notNull()
      .references(() => marketingSessions.id, { onDelete: "cascade" }),
    eventId: integer("event_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("marketing_event_session_idx").on(t.marketingSessionId),
    index("marketing_event_user_idx").on(t.userId),
  ],
);
