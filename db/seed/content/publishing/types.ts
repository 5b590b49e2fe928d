import { formatDate } from "~/core/format.ts";
import type { contentEntries } from "../../../schema/publishing.ts";

/** A seeded entry; ids are fixed so the seed is idempotent. */
export type EntrySeed = Omit<typeof contentEntries.$inferInsert, "status" | "createdAt" | "updatedAt"> & {
  publishAt: Date;
};

/** The legal pages' "Last updated" date, in the one date format of the site (decision 052). */
export const LEGAL_UPDATED = formatDate("2026-11-25");
