import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { challenges, datasets } from "./resources.ts";
import { users } from "./users.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    // Weighted document for ranked search: title A, tools and skills B, descriptions C.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', replace(coalesce(tools, ''), ',', ' ') || ' ' || replace(coalesce(skills, ''), ',', ' ')), 'B') || setweight(to_tsvector('english', coalesce(description_full, '') || ' ' || coalesce(description_detail, '')), 'C')`,
    ),
  },
  (t) => [
    index("course_featured_idx").on(t.featured),
    index("course_search_idx").using("gin", t.searchVector),
    check("course_length_nonnegative", sql`${t.lengthHours} >= 0`),
  ],
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

/** A hands-on project on a playground data set, with ordered objectives. */
export const guidedProjects = pgTable("guided_project", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  // JSON-encoded list of { title, detail }, in order.
  objectives: text("objectives").notNull().default("[]"),
  datasetId: text("dataset_id").references(() => datasets.id, { onDelete: "set null" }),
  tools: text("tools").notNull().default(""),
  skills: text("skills").notNull().default(""),
  level: text("level", { enum: ["beginner", "intermediate", "advanced"] })
    .notNull()
    .default("beginner"),
  lengthHours: real("length_hours").notNull().default(0),
  badgeSrc: text("badge_src").notNull().default(""),
  instructorId: text("instructor_id").references(() => instructors.id, { onDelete: "set null" }),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The badge earned by finishing exactly one course, path or guided project. */
export const credentials = pgTable(
  "credential",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["course", "path", "guided_project"] }).notNull(),
    title: text("title").notNull(),
    badgeSrc: text("badge_src").notNull().default(""),
    courseId: text("course_id").references(() => courses.id, { onDelete: "cascade" }),
    pathId: text("path_id").references(() => paths.id, { onDelete: "cascade" }),
    guidedProjectId: text("guided_project_id").references(() => guidedProjects.id, { onDelete: "cascade" }),
  },
  (t) => [
    check(
      "credential_one_subject",
      sql`(${t.kind} = 'course' and ${t.courseId} is not null and ${t.pathId} is null and ${t.guidedProjectId} is null)
       or (${t.kind} = 'path' and ${t.pathId} is not null and ${t.courseId} is null and ${t.guidedProjectId} is null)
       or (${t.kind} = 'guided_project' and ${t.guidedProjectId} is not null and ${t.courseId} is null and ${t.pathId} is null)`,
    ),
  ],
);

/** A learner's earned credential; `id` is the public verification code. */
export const userCredentials = pgTable(
  "user_credential",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id")
      .notNull()
      .references(() => credentials.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    // The signed Open Badges 3.0 credential (VC-JWT, issue 16), made once; older rows get it on first view.
    vcJwt: text("vc_jwt"),
    // Staff revocation (server/domain/credentials): the page then says so and verification fails.
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revocationReason: text("revocation_reason"),
  },
  // One credential per learner and subject, so issuing twice (two tabs finishing at once) is a no-op.
  (t) => [
    index("user_credential_user_idx").on(t.userId),
    unique("user_credential_once_uq").on(t.userId, t.credentialId),
  ],
);

/** A learner's portfolio project shown in the showcase. */
export const showcaseProjects = pgTable(
  "showcase_project",
  {
    id: text("id").primaryKey(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    // Markdown, rendered escaped.
    body: text("body").notNull().default(""),
    tools: text("tools").notNull().default(""),
    // JSON-encoded list of { src, alt }.
    images: text("images").notNull().default("[]"),
    link: text("link").notNull().default(""),
    // The guided project this is the submission of (issue 16), if any.
    guidedProjectId: text("guided_project_id").references(() => guidedProjects.id, { onDelete: "set null" }),
    // false: a draft, seen only by its author (core/projects.ts policies).
    published: boolean("published").notNull().default(true),
    // Maintained with the like rows in one transaction, so it is exact.
    likeCount: integer("like_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("showcase_project_created_idx").on(t.createdAt),
    index("showcase_project_author_idx").on(t.authorId, t.updatedAt),
    check("showcase_likes_nonnegative", sql`${t.likeCount} >= 0`),
  ],
);

/**
 * A learner's entry to a data challenge: one of their showcase projects, at most one per challenge
 * (decision 062). It can be changed or withdrawn until the challenge closes.
 */
export const challengeEntries = pgTable(
  "challenge_entry",
  {
    challengeId: text("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => showcaseProjects.id, { onDelete: "cascade" }),
    enteredAt: timestamp("entered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.challengeId, t.userId] }),
    index("challenge_entry_challenge_idx").on(t.challengeId, t.enteredAt),
    index("challenge_entry_project_idx").on(t.projectId),
  ],
);

export const projectLikes = pgTable(
  "project_like",
  {
    projectId: text("project_id")
      .notNull()
      .references(() => showcaseProjects.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The key makes a second like by the same user a no-op; the index lists a user's likes.
  (t) => [primaryKey({ columns: [t.projectId, t.userId] }), index("project_like_user_idx").on(t.userId, t.createdAt)],
);
