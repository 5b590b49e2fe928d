import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { courses } from "./catalog.ts";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A learner's public profile and settings, one row per user (created on first use). The names and
 * e-mail stay on `user`, the avatar is `user.image`; see decision 011.
 */
export const userProfiles = pgTable("user_profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  // The last segment of /profile/:postfix; lowercase, so a plain unique index is case-insensitive.
  portfolioUrlPostfix: text("portfolio_url_postfix").notNull().unique(),
  headline: text("headline").notNull().default(""),
  bio: text("bio").notNull().default(""),
  location: text("location").notNull().default(""),
  // Up to PROFILE_LINKS_MAX absolute http(s) URLs, in the order the learner gave them.
  links: jsonb("links").$type<string[]>().notNull().default([]),
  visibility: text("visibility", { enum: ["public", "private"] })
    .notNull()
    .default("public"),
  emailNewsletter: boolean("email_newsletter").notNull().default(false),
  emailCourseReminders: boolean("email_course_reminders").notNull().default(true),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** Postfixes a learner used before: /profile/<old> redirects to the current one. */
export const portfolioPostfixRedirects = pgTable(
  "portfolio_postfix_redirect",
  {
    postfix: text("postfix").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("portfolio_postfix_redirect_user_idx").on(t.userId)],
);

/**
 * Further typed name/value attributes apps keep for a user (spec section 3), stored as text and
 * converted on the way out. The known attributes are not stored here.
 */
export const userAttributes = pgTable(
  "user_attribute",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull().default("string"),
    value: text("value"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/** A learner's enrolment in a course and how far they are; the course player writes it. */
export const courseEnrolments = pgTable(
  "course_enrolment",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonsCompleted: integer("lessons_completed").notNull().default(0),
    enrolledAt: at("enrolled_at").notNull().defaultNow(),
    lastActivityAt: at("last_activity_at").notNull().defaultNow(),
    completedAt: at("completed_at"),
    /** When the last "quiet for a week" reminder was queued (server/domain/learning/reminders.ts). */
    reminderSentAt: at("reminder_sent_at"),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_enrolment_user_activity_idx").on(t.userId, t.lastActivityAt),
    check("course_enrolment_lessons_nonnegative", sql`${t.lessonsCompleted} >= 0`),
  ],
);
