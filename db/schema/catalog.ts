import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

export const instructors = pgTable("instructor", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull().default(""),
  bio: text("bio").notNull().default(""),
  thumbnailSrc: text("thumbnail_src").notNull().default(""),
});

/** Spec section 3 "Course"; `kind` separates full courses from crash courses. */
export const courses = pgTable(
  "course",
  {
    id: text("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    kind: text("kind", { enum: ["course", "crash_course"] })
      .notNull()
      .default("course"),
    badgeSrc: text("badge_src").notNull().default(""),
    descriptionFull: text("description_full").notNull().default(""),
    descriptionDetail: text("description_detail").notNull().default(""),
    // JSON-encoded list of { title, kind, minutes }; parsed leniently (spec section 8).
    lessons: text("lessons").notNull().default("[]"),
    // Comma-separated, as the spec stores it; always returned as a list.
    tools: text("tools").notNull().default(""),
    skills: text("skills").notNull().default(""),
    level: text("level", { enum: ["beginner", "intermediate", "advanced"] })
      .notNull()
      .default("beginner"),
    lengthHours: real("length_hours").notNull().default(0),
    cpeCreditHours: real("cpe_credit_hours").notNull().default(0),
    video: text("video").notNull().default(""),
    comingSoon: boolean("coming_soon").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    url: text("url").notNull().default(""),
    legacyId: integer("legacy_id").unique(),
    instructorId: text("instructor_id").references(() => instructors.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull().default(""),
    authorThumbnail: text("author_thumbnail").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("course_featured_idx").on(t.featured), check("course_length_nonnegative", sql`${t.lengthHours} >= 0`)],
);

export const paths = pgTable("path", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  badgeSrc: text("badge_src").notNull().default(""),
  description: text("description").notNull().default(""),
  skills: text("skills").notNull().default(""),
  featured: boolean("featured").notNull().default(false),
});

export const pathCourses = pgTable(
  "path_course",
  {
    pathId: text("path_id")
      .notNull()
      .references(() => paths.id, { onDelete: "cascade" }),
    courseId: text("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pathId, t.courseId] })],
);

export const testimonials = pgTable("testimonial", {
  id: text("id").primaryKey(),
  authorName: text("author_name").notNull(),
  authorRole: text("author_role").notNull().default(""),
  avatarSrc: text("avatar_src").notNull().default(""),
  quote: text("quote").notNull(),
  rating: integer("rating").notNull().default(5),
  courseId: text("course_id").references(() => courses.id, { onDelete: "set null" }),
  pathId: text("path_id").references(() => paths.id, { onDelete: "set null" }),
  featured: boolean("featured").notNull().default(false),
});
