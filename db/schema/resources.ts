import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Spec section 3 "Challenge". The current challenge is the latest one that has started. */
export const challenges = pgTable("challenge", {
  id: text("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  excerpt: text("excerpt").notNull().default(""),
  body: text("body").notNull().default(""),
  featuredImageSrc: text("featured_image_src").notNull().default(""),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  datasetId: text("dataset_id").references(() => datasets.id, { onDelete: "set null" }),
  // JSON-encoded list of { name, title, summary, link? }; empty until the challenge is judged.
  winners: text("winners").notNull().default("[]"),
});

/** Spec section 3 "Dataset". `locked` null means the lock state is unknown, which counts as locked. */
export const datasets = pgTable("dataset", {
  id: text("id").primaryKey(),
  legacyId: integer("legacy_id").unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  dataStructure: text("data_structure", { enum: ["single", "multiple"] })
    .notNull()
    .default("single"),
  dateAdded: date("date_added", { mode: "string" }).notNull(),
  fileType: text("file_type").notNull().default("csv"),
  locked: boolean("locked"),
  license: text("license").notNull().default(""),
  numberOfFields: integer("number_of_fields").notNull().default(0),
  numberOfRecords: integer("number_of_records").notNull().default(0),
  recommendedAnalysis: text("recommended_analysis").notNull().default(""),
  source: text("source").notNull().default(""),
  tags: text("tags").notNull().default(""),
  imageSrc: text("image_src").notNull().default(""),
  featured: boolean("featured").notNull().default(false),
});

/**
 * A file of a data set: a full download or a preview (a CSV shown in the preview drawer).
 * `storageKey` names the object in file storage; it never comes from a request.
 * `fileSize` is in kilobytes, as the spec stores it (displayed after multiplying by 1000).
 */
export const datasetFiles = pgTable(
  "dataset_file",
  {
    id: text("id").primaryKey(),
    datasetId: text("dataset_id")
      .notNull()
      .references(() => datasets.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["download", "preview"] }).notNull(),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    fileType: text("file_type").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull().default(0),
    storageKey: text("storage_key").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("dataset_file_dataset_idx").on(t.datasetId, t.role, t.position)],
);
