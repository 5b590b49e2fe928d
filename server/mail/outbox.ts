import { randomUUID } from "node:crypto";

export const DEV_OUTBOX_LIMIT = 100;

export type OutboxKind = "mail" | "sms";

/** One mail or text the app would have sent, kept for the development mailbox (/dev/mailbox). */
export interface OutboxEntry {
  id: string;
  kind: OutboxKind;
  /** An email address or an E.164 phone number. */
  to: string;
  subject?: string;
  text: string;
  html?: string;
  sentAt: Date;
}

export type OutboxInput = Omit<OutboxEntry, "id" | "sentAt">;

export interface DevOutbox {
  add(entry: OutboxInput): OutboxEntry;
  /** Newest first. */
  list(): OutboxEntry[];
  clear(): void;
  /** The newest entry of that kind for that recipient (addresses compare case-insensitively). */
  latestFor(to: string, kind: OutboxKind): OutboxEntry | undefined;
}

/**
 * In memory and per process on purpose: it only stands in for SMTP and SMS outside production,
 * and the limit keeps a long dev session from growing without bound.
 */
export function createDevOutbox(limit = DEV_OUTBOX_LIMIT): DevOutbox {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`outbox limit must be a positive integer, got ${limit}`);
  // Oldest first; the oldest is dropped when full.
  let entries: OutboxEntry[] = [];
  const sameRecipient = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  return {
    add(input) {
      const entry: OutboxEntry = { ...input, id: randomUUID(), sentAt: new Date() };
      entries.push(entry);
      if (entries.length > limit) entries = entries.slice(entries.length - limit);
      return entry;
    },
    list() {
      return entries.slice().reverse();
    },
    clear() {
      entries = [];
    },
    latestFor(to, kind) {
      for (let i = entries.length - 1; i >= 0; i--) {
        const entry = entries[i]!;
        if (entry.kind === kind && sameRecipient(entry.to, to)) return entry;
      }
      return undefined;
    },
  };
}
