import { boolean, date, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
});

/** Spec section 3 "Dataset"; files and previews are added with the playground. */
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
