import crypto from "node:crypto";
import { and, asc, desc, eq, lte, max, ne } from "drizzle-orm";
import {
  canGrantRoles,
  canUseStaffArea,
  CONTENT_KINDS,
  EntryFormSchema,
  isLive,
  KIND_INFO,
  parseTags,
  readingMinutes,
  ROLES,
  type ContentKind,
  type Role,
} from "~/core/publishing.ts";
import type { Database } from "~/db/client.ts";
import { auditLog, contentEntries, contentRedirects, contentRevisions } from "~/db/schema/publishing.ts";
import { users } from "~/db/schema/users.ts";
import type { ImageStore } from "../../media/images.ts";
import { BadInput, Conflict, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import { parseInput } from "../errors.ts";

/** The largest value of a PostgreSQL `integer` column (revision numbers). */
const PG_INTEGER_MAX = 2_147_483_647;

type Clock = () => Date;
type EntryRow = typeof contentEntries.$inferSelect;

/** Who is acting in the staff area: any signed-in viewer; the role is read fresh on every call. */
export interface Actor {
  userId: string;
  email: string;
}

/** What the public pages get of an entry. */
export interface PublicEntry {
  id: string;
  kind: ContentKind;
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: string | null;
  fields: Record<string, string>;
  tags: string[];
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
}

export type EntryLookup =
  { status: "found"; entry: PublicEntry } | { status: "moved"; slug: string } | { status: "gone" };

const toPublic = (row: EntryRow): PublicEntry => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  image: row.image,
  fields: row.fields,
  tags: parseTags(row.fields.tags),
  publishedAt: (row.publishAt ?? row.createdAt).toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  readingMinutes: readingMinutes(row.body),
});

const snapshotOf = (row: EntryRow) => ({
  title: row.title,
  slug: row.slug,
  summary: row.summary,
  body: row.body,
  image: row.image,
  fields: row.fields,
  status: row.status,
  publishAt: row.publishAt?.toISOString() ?? null,
});

export function entryState(row: { status: string; publishAt: Date | null }, now: Date) {
  if (row.status === "deleted") return "deleted" as const;
  if (row.status === "draft") return "draft" as const;
  return isLive(row, now) ? ("published" as const) : ("scheduled" as const);
}

export function createPublishingService({ db, clock = () => new Date() }: { db: Database; clock?: Clock }) {
  const liveOf = (kind: ContentKind) =>
    and(eq(contentEntries.kind, kind), eq(contentEntries.status, "published"), lte(contentEntries.publishAt, clock()));

  async function roleOf(actor: Actor | null): Promise<Role | null> {
    if (!actor) return null;
    const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, actor.userId));
    return row?.role ?? null;
  }

  /** Staff or admin, else Unauthenticated (visitor) or Forbidden (learner). */
  async function requireStaff(actor: Actor | null): Promise<Actor & { role: Role }> {
    if (!actor) throw new Unauthenticated();
    const role = await roleOf(actor);
    if (!canUseStaffArea(role)) throw new Forbidden("This area is for Maven Analytics staff.");
    return { ...actor, role: role! };
  }

  async function audit(
    tx: Database,
    actor: Actor,
    action: string,
    subjectKind: string,
    subjectId: string,
    summary: string,
  ) {
    await tx.insert(auditLog).values({
      id: `aud_${crypto.randomBytes(10).toString("base64url")}`,
      actorId: actor.userId,
      actorEmail: actor.email,
      action,
      subjectKind,
      subjectId,
      summary,
      createdAt: clock(),
    });
  }

  async function saveRevision(tx: Database, row: EntryRow, actor: Actor, note: string) {
    const [last] = await tx
      .select({ n: max(contentRevisions.number) })
      .from(contentRevisions)
      .where(eq(contentRevisions.entryId, row.id));
    await tx.insert(contentRevisions).values({
      id: `rev_${crypto.randomBytes(10).toString("base64url")}`,
      entryId: row.id,
      number: (last?.n ?? 0) + 1,
      snapshot: snapshotOf(row),
      userId: actor.userId,
      note,
      createdAt: clock(),
    });
  }

  async function loadEntry(tx: Database, id: string): Promise<EntryRow> {
    const [row] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id));
    if (!row) throw new NotFound("No such entry.");
    return row;
  }

  /** Refuses a slug another entry of the kind has, or had (its old URL redirects there). */
  async function checkSlugFree(tx: Database, kind: ContentKind, slug: string, ownId: string | null) {
    const [clash] = await tx
      .select({ id: contentEntries.id, title: contentEntries.title })
      .from(contentEntries)
      .where(
        and(
          eq(contentEntries.kind, kind),
          eq(contentEntries.slug, slug),
          ownId ? ne(contentEntries.id, ownId) : undefined,
        ),
      );
    if (clash) {
      const message = `The slug "${slug}" is already used by "${clash.title}". Choose another.`;
      throw new Conflict(message, { slug: [message] });
    }
    const [redirect] = await tx
      .select({ entryId: contentRedirects.entryId })
      .from(contentRedirects)
      .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.fromSlug, slug)));
    if (redirect && redirect.entryId !== ownId) {
      const message = `The slug "${slug}" was used before and now redirects to another entry. Choose another.`;
      throw new Conflict(message, { slug: [message] });
    }
  }

  function parseEntry(kind: ContentKind, input: unknown) {
    const value = parseInput(EntryFormSchema, input);
    // Only the kind's own extra fields are kept.
    const allowed = new Set(KIND_INFO[kind].fields.map((f) => f.name));
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(value.fields)) if (allowed.has(k) && v.trim()) fields[k] = v.trim();
    return { ...value, fields, image: value.image || null };
  }

  const parseKind = (kind: string): ContentKind => {
    if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw new NotFound("No such kind of content.");
    return kind as ContentKind;
  };

  return {
    parseKind,
    roleOf,
    requireStaff,

    // ------------------------------------------------------------ public

    /** Live entries of a kind, newest first (team by its order, FAQ by category order). */
    async listLive(kind: ContentKind): Promise<PublicEntry[]> {
      const rows = await db
        .select()
        .from(contentEntries)
        .where(liveOf(kind))
        .orderBy(desc(contentEntries.publishAt), asc(contentEntries.title));
      return rows.map(toPublic);
    },

    /**
     * A byline's person as /team shows them now: their role and card, by name. A post keeps the role
     * written when it was seeded or saved, which goes stale when staff edit the person's team entry.
     */
    async teamMemberNamed(name: string): Promise<{ role: string; url: string } | null> {
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(and(liveOf("team"), eq(contentEntries.title, name)))
        .limit(1);
      return row ? { role: row.fields.role ?? "", url: `/team#${encodeURIComponent(row.slug)}` } : null;
    },

    /** One live entry by slug; an old slug answers `moved`, a deleted entry `gone` (or `moved` to its replacement). */
    async findLive(kind: ContentKind, slug: string): Promise<EntryLookup> {
      const now = clock();
      const [row] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, slug)));
      if (row && isLive(row, now)) return { status: "found", entry: toPublic(row) };
      if (row?.status === "deleted") {
        if (row.replacedById) {
          const [next] = await db.select().from(contentEntries).where(eq(contentEntries.id, row.replacedById));
          if (next && isLive(next, now)) return { status: "moved", slug: next.slug };
        }
        return { status: "gone" };
      }
      if (row) throw new NotFound("Not found");
      const [redirect] = await db
        .select({ entry: contentEntries })
        .from(contentRedirects)
        .innerJoin(contentEntries, eq(contentEntries.id, contentRedirects.entryId))
        .where(and(eq(contentRedirects.kind, kind), eq(contentRedirects.fromSlug, slug)));
      if (redirect && isLive(redirect.entry, now)) return { status: "moved", slug: redirect.entry.slug };
      if (redirect?.entry.status === "deleted") return { status: "gone" };
      throw new NotFound("Not found");
    },

    // ------------------------------------------------------------ staff

    async list(actor: Actor | null, kind: ContentKind) {
      await requireStaff(actor);
      const now = clock();
      const rows = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.kind, kind), ne(contentEntries.status, "deleted")))
        .orderBy(desc(contentEntries.updatedAt));
      return rows.map((r) => ({
        id: r.id,
        title: r.title,
        slug: r.slug,
        state: entryState(r, now),
        publishAt: r.publishAt?.toISOString() ?? null,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    async counts(actor: Actor | null) {
      await requireStaff(actor);
      const rows = await db.select({ kind: contentEntries.kind, status: contentEntries.status }).from(contentEntries);
      const out = Object.fromEntries(CONTENT_KINDS.map((k) => [k, 0])) as Record<ContentKind, number>;
      for (const r of rows) if (r.status !== "deleted") out[r.kind] += 1;
      return out;
    },

    /** Any entry, whatever its state (the editor and its preview). */
    async get(actor: Actor | null, id: string) {
      await requireStaff(actor);
      const row = await loadEntry(db, id);
      return { ...toPublic(row), state: entryState(row, clock()), publishAt: row.publishAt?.toISOString() ?? null };
    },

    async create(actor: Actor | null, kindName: string, input: unknown) {
      const staff = await requireStaff(actor);
      const kind = parseKind(kindName);
      // Each legal page has its own route (terms, privacy policy, community policy).
      if (kind === "legal") throw new BadInput("Legal pages can be edited, not added.");
      const value = parseEntry(kind, input);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await checkSlugFree(tx, kind, value.slug, null);
        const now = clock();
        const [row] = await tx
          .insert(contentEntries)
          .values({
            id: `ent_${crypto.randomBytes(10).toString("base64url")}`,
            kind,
            ...value,
            status: "draft",
            createdAt: now,
            updatedAt: now,
            updatedBy: staff.userId,
          })
          .returning();
        await saveRevision(tx, row!, staff, "Created");
        await audit(tx, staff, "create", kind, row!.id, `Created "${row!.title}"`);
        return row!;
      });
    },

    /** Saves an edit; a new slug keeps the old one as a redirect. */
    async update(actor: Actor | null, id: string, input: unknown) {
      const staff = await requireStaff(actor);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await loadEntry(tx, id);
        if (before.status === "deleted") throw new Conflict("This entry was deleted.");
        const value = parseEntry(before.kind, input);
        if (before.kind === "legal" && value.slug !== before.slug) {
          // Sign-up, the cookie box and the footer link to these addresses.
          const message = "A legal page keeps its address; change its text instead.";
          throw new BadInput(message, { slug: [message] });
        }
        if (value.slug !== before.slug) {
          await checkSlugFree(tx, before.kind, value.slug, id);
          // The entry's own old slug may come back: that redirect goes, the old current one comes.
          await tx
            .delete(contentRedirects)
            .where(and(eq(contentRedirects.kind, before.kind), eq(contentRedirects.fromSlug, value.slug)));
          await tx
            .insert(contentRedirects)
            .values({ kind: before.kind, fromSlug: before.slug, entryId: id, createdAt: clock() })
            .onConflictDoUpdate({
              target: [contentRedirects.kind, contentRedirects.fromSlug],
              set: { entryId: id },
            });
        }
        const [row] = await tx
          .update(contentEntries)
          .set({ ...value, updatedAt: clock(), updatedBy: staff.userId })
          .where(eq(contentEntries.id, id))
          .returning();
        await saveRevision(tx, row!, staff, "Edited");
        const moved = value.slug !== before.slug ? ` (slug ${before.slug} → ${value.slug})` : "";
        await audit(tx, staff, "update", before.kind, id, `Edited "${row!.title}"${moved}`);
        return row!;
      });
    },

    /** Publishes now, or at `at` when that is later (scheduled: invisible until then). */
    async publish(actor: Actor | null, id: string, at?: Date | null) {
      const staff = await requireStaff(actor);
      const now = clock();
      if (at && Number.isNaN(at.getTime())) throw new BadInput("Choose a valid date and time.");
      const when = at && at.getTime() > now.getTime() ? at : now;
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await loadEntry(tx, id);
        if (before.status === "deleted") throw new Conflict("This entry was deleted.");
        const [row] = await tx
          .update(contentEntries)
          .set({ status: "published", publishAt: when, updatedAt: now, updatedBy: staff.userId })
          .where(eq(contentEntries.id, id))
          .returning();
        const scheduled = when.getTime() > now.getTime();
        await saveRevision(tx, row!, staff, scheduled ? `Scheduled for ${when.toISOString()}` : "Published");
        await audit(
          tx,
          staff,
          scheduled ? "schedule" : "publish",
          before.kind,
          id,
          scheduled ? `Scheduled "${row!.title}" for ${when.toISOString()}` : `Published "${row!.title}"`,
        );
        return row!;
      });
    },

    async unpublish(actor: Actor | null, id: string) {
      const staff = await requireStaff(actor);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await loadEntry(tx, id);
        const [row] = await tx
          .update(contentEntries)
          .set({ status: "draft", updatedAt: clock(), updatedBy: staff.userId })
          .where(eq(contentEntries.id, id))
          .returning();
        await saveRevision(tx, row!, staff, "Unpublished");
        await audit(tx, staff, "unpublish", before.kind, id, `Unpublished "${row!.title}"`);
        return row!;
      });
    },

    /** Deletes an entry: its URL answers 410, or redirects to `replacedById` (same kind). */
    async remove(actor: Actor | null, id: string, replacedById?: string | null) {
      const staff = await requireStaff(actor);
      return db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        const before = await loadEntry(tx, id);
        if (replacedById) {
          const next = await loadEntry(tx, replacedById).catch(() => null);
          if (!next || next.kind !== before.kind || next.id === id || next.status === "deleted")
            throw new BadInput("Choose a live entry of the same kind as the replacement.");
        }
        const [row] = await tx
          .update(contentEntries)
          .set({ status: "deleted", replacedById: replacedById || null, updatedAt: clock(), updatedBy: staff.userId })
          .where(eq(contentEntries.id, id))
          .returning();
        await saveRevision(tx, row!, staff, "Deleted");
        await audit(tx, staff, "delete", before.kind, id, `Deleted "${row!.title}"`);
        return row!;
      });
    },

    async revisions(actor: Actor | null, id: string) {
      await requireStaff(actor);
      const rows = await db
        .select({
          number: contentRevisions.number,
          note: contentRevisions.note,
          createdAt: contentRevisions.createdAt,
          snapshot: contentRevisions.snapshot,
          by: users.email,
        })
        .from(contentRevisions)
        .leftJoin(users, eq(users.id, contentRevisions.userId))
        .where(eq(contentRevisions.entryId, id))
        .orderBy(desc(contentRevisions.number));
      return rows.map((r) => ({
        number: r.number,
        note: r.note,
        by: r.by ?? "removed user",
        createdAt: r.createdAt.toISOString(),
        title: String(r.snapshot.title ?? ""),
        slug: String(r.snapshot.slug ?? ""),
      }));
    },

    /** Brings back a revision's text (title, slug, summary, body, image, fields) as a new revision; the state stays. */
    async restore(actor: Actor | null, id: string, number: number) {
      const staff = await requireStaff(actor);
      // Revision numbers are PostgreSQL integers from 1: anything else (NaN from a hand-made form,
      // a fraction, a number past the column's range) names no revision rather than failing the query.
      if (!Number.isInteger(number) || number < 1 || number > PG_INTEGER_MAX) throw new NotFound("No such revision.");
      const [rev] = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.entryId, id), eq(contentRevisions.number, number)));
      if (!rev) throw new NotFound("No such revision.");
      const s = rev.snapshot as ReturnType<typeof snapshotOf>;
      const row = await this.update(staff, id, {
        title: s.title,
        slug: s.slug,
        summary: s.summary,
        body: s.body,
        image: s.image ?? "",
        fields: s.fields,
      });
      await db.transaction(async (txn) => {
        await audit(txn as unknown as Database, staff, "restore", row.kind, id, `Restored revision ${number}`);
      });
      return row;
    },

    /** An image for an article, through the image store of profile and project images (resized, metadata dropped). */
    async uploadImage(actor: Actor | null, bytes: Uint8Array, images: Pick<ImageStore, "save">): Promise<string> {
      const staff = await requireStaff(actor);
      const stored = await images.save(bytes, "project", "image");
      await audit(db, staff, "upload", "image", stored.key, `Uploaded ${stored.src}`);
      return stored.src;
    },

    /** Records a staff action done through another service (a lead's status). */
    async recordAudit(actor: Actor | null, action: string, subjectKind: string, subjectId: string, summary: string) {
      const staff = await requireStaff(actor);
      await audit(db, staff, action, subjectKind, subjectId, summary);
    },

    async auditLog(actor: Actor | null, limit = 200) {
      await requireStaff(actor);
      const rows = await db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    /** Live entries of the kind, for the "replaced by" choice. */
    async liveChoices(actor: Actor | null, kind: ContentKind, exceptId: string) {
      await requireStaff(actor);
      const rows = await db
        .select({ id: contentEntries.id, title: contentEntries.title })
        .from(contentEntries)
        .where(
          and(eq(contentEntries.kind, kind), ne(contentEntries.status, "deleted"), ne(contentEntries.id, exceptId)),
        )
        .orderBy(asc(contentEntries.title));
      return rows;
    },

    // ------------------------------------------------------------ roles

    async staffList(actor: Actor | null) {
      await requireStaff(actor);
      return db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(ne(users.role, "learner"))
        .orderBy(asc(users.email));
    },

    /** Admins grant and take back roles; nobody changes their own. */
    async setRole(actor: Actor | null, email: string, role: string) {
      const staff = await requireStaff(actor);
      if (!canGrantRoles(staff.role)) throw new Forbidden("Only admins can change roles.");
      if (!(ROLES as readonly string[]).includes(role)) throw new BadInput("Choose a role.");
      const normalized = email.trim().toLowerCase();
      const [target] = await db.select().from(users).where(eq(users.email, normalized));
      if (!target) throw new BadInput(`No account uses ${normalized}.`, { email: [`No account uses ${normalized}.`] });
      if (target.id === staff.userId) throw new BadInput("You can't change your own role.");
      await db.transaction(async (txn) => {
        const tx = txn as unknown as Database;
        await tx
          .update(users)
          .set({ role: role as Role, updatedAt: clock() })
          .where(eq(users.id, target.id));
        await audit(tx, staff, "set-role", "user", target.id, `Set ${normalized} to ${role}`);
      });
    },
  };
}

export type PublishingService = ReturnType<typeof createPublishingService>;

/** The first admin: a command run on the server, never a default password (npm run admin:grant). */
export async function grantAdmin(db: Database, email: string): Promise<"granted" | "already"> {
  const normalized = email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, normalized));
  if (!user) throw new NotFound(`No account uses ${normalized}. Sign up first, then run this again.`);
  if (user.role === "admin") return "already";
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    await tx.update(users).set({ role: "admin", updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx.insert(auditLog).values({
      id: `aud_${crypto.randomBytes(10).toString("base64url")}`,
      actorId: null,
      actorEmail: "admin:grant command",
      action: "set-role",
      subjectKind: "user",
      subjectId: user.id,
      summary: `Set ${normalized} to admin`,
    });
  });
  return "granted";
}
