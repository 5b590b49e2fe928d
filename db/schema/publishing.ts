import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The kinds of published content, one editor for all (docs/decisions/034-publishing-model.md). */
export const CONTENT_KINDS = ["post", "guide", "interview", "story", "faq", "team", "legal"] as const;

/**
 * One piece of published content: a blog post, guide, Mavens of Data episode, customer story, FAQ
 * answer, team member or legal page. `body` is Markdown; `fields` holds what only its kind has
 * (author, tags, guest, results, ...; see core/publishing.ts). Public when `status` is "published"
 * and `publishAt` has passed, so a scheduled entry is a published one with a future `publishAt`.
 */
export const contentEntries = pgTable(
  "content_entry",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    image: text("image"),
    fields: jsonb("fields").$type<Record<string, string>>().notNull().default({}),
    status: text("status", { enum: ["draft", "published", "deleted"] })
      .notNull()
      .default("draft"),
    publishAt: at("publish_at"),
    /** Where a deleted entry's URL now points (another entry of the same kind), else 410. */
    replacedById: text("replaced_by_id"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("content_entry_kind_slug_idx").on(t.kind, t.slug),
    index("content_entry_kind_status_idx").on(t.kind, t.status, t.publishAt),
  ],
);

/** Every saved state of an entry, numbered from 1; restoring one saves it again as the newest. */
export const contentRevisions = pgTable(
  "content_revision",
  {
    id: text("id").primaryKey(),
    entryId: text("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("content_revision_entry_number_idx").on(t.entryId, t.number)],
);

/** An old slug of an entry: its URL redirects to the entry's current one. */
export const contentRedirects = pgTable(
  "content_redirect",
  {
    kind: text("kind", { enum: CONTENT_KINDS }).notNull(),
    fromSlug: text("from_slug").notNull(),
    entryId: text("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.fromSlug] })],
);

/** Who did what in the staff area, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    summary: text("summary").notNull().default(""),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
