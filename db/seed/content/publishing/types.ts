import type { contentEntries } from "../../../schema/publishing.ts";

/** A seeded entry; ids are fixed so the seed is idempotent. */
export type EntrySeed = Omit<typeof contentEntries.$inferInsert, "status" | "createdAt" | "updatedAt"> & {
  publishAt: Date;
};

export const LEGAL_UPDATED = "November 25, 2026";
