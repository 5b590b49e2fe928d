import { index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A message someone left us: contact, consulting or training inquiry, guide download, enterprise
 * request. Stored before any mail goes out, so a mail failure never loses it; staff work it in the
 * leads inbox. `details` holds the fields particular to its kind.
 */
export const leads = pgTable(
  "lead",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "consulting", "training", "guide", "enterprise"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    organisation: text("organisation"),
    topic: text("topic"),
    message: text("message"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: ["new", "in_progress", "closed"] })
      .notNull()
      .default("new"),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    ipAddress: text("ip_address"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("lead_kind_created_idx").on(t.kind, t.createdAt), index("lead_status_idx").on(t.status)],
);
