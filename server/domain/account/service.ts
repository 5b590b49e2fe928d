import crypto from "node:crypto";
import { and, asc, eq, gt, like, sql } from "drizzle-orm";
import { z } from "zod";
import { canEditProfile, canReadUserAttributes } from "~/core/account-policy.ts";
import { linksOf, PreferencesFormSchema, ProfileFormSchema } from "~/core/profile.ts";
import {
  checkUserAttributeValue,
  convertUserAttributeValue,
  isKnownUserAttribute,
  KNOWN_USER_ATTRIBUTES,
  numberedPortfolioPostfix,
  suggestPortfolioPostfix,
  USER_ATTRIBUTE_NAME_MAX_LENGTH,
  USER_ATTRIBUTE_NAME_PATTERN,
  USER_ATTRIBUTE_TYPES,
  USER_ATTRIBUTES_LIST_LIMIT,
  USER_ATTRIBUTES_STORED_MAX,
  type KnownUserAttribute,
  type UserAttribute,
} from "~/core/user-attributes.ts";
import type { Database } from "~/db/client.ts";
import { portfolioPostfixRedirects, userAttributes, userProfiles } from "~/db/schema/account.ts";
import { users } from "~/db/schema/users.ts";
import type { Logger } from "../../logger.ts";
import type { ImageStore } from "../../media/images.ts";
import type { NewsletterService } from "../newsletter/service.ts";
import { BadInput, Conflict, Forbidden, NotFound, parseInput, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import { isUniqueViolation } from "./pg-errors.ts";
import { exportUserData, type UserDataExport } from "./data-export.ts";
import { createPortfolioQueries } from "./portfolio.ts";

export interface UserAttributePage {
  items: UserAttribute[];
  /** Pass back to read the next page; null on the last one. */
  nextToken: string | null;
}

/** What Edit Profile shows and edits. */
export interface ProfileSettings {
  email: string;
  firstName: string;
  lastName: string;
  avatarSrc: string | null;
  portfolioUrlPostfix: string;
  headline: string;
  bio: string;
  location: string;
  links: string[];
}

export interface Preferences {
  emailNewsletter: boolean;
  emailCourseReminders: boolean;
  visibility: "public" | "private";
}

const ListUserAttributesSchema = z.object({
  owner: z.string({ error: "Give the owner's user id." }).min(1, "Give the owner's user id.").max(255),
  limit: z
    .number({ error: `The limit must be a whole number from 1 to ${USER_ATTRIBUTES_LIST_LIMIT}.` })
    .int(`The limit must be a whole number from 1 to ${USER_ATTRIBUTES_LIST_LIMIT}.`)
    .min(1, `The limit must be a whole number from 1 to ${USER_ATTRIBUTES_LIST_LIMIT}.`)
    .max(USER_ATTRIBUTES_LIST_LIMIT, `The limit must be a whole number from 1 to ${USER_ATTRIBUTES_LIST_LIMIT}.`)
    .default(USER_ATTRIBUTES_LIST_LIMIT),
  nextToken: z.string().max(200).nullish(),
});

/** Whose known attributes: the owner alone, checked as the paged list checks it. */
const OwnerSchema = ListUserAttributesSchema.pick({ owner: true });

const SetUserAttributeSchema = z.object({
  owner: z.string().min(1).max(255),
  name: z
    .string({ error: "Give the attribute's name." })
    .max(USER_ATTRIBUTE_NAME_MAX_LENGTH, `A name can be at most ${USER_ATTRIBUTE_NAME_MAX_LENGTH} characters.`)
    .regex(USER_ATTRIBUTE_NAME_PATTERN, "Use lowercase letters, digits and underscores, starting with a letter.")
    .refine((name) => !isKnownUserAttribute(name), "This attribute is changed through the profile."),
  type: z.enum(USER_ATTRIBUTE_TYPES, { error: `The type must be one of ${USER_ATTRIBUTE_TYPES.join(", ")}.` }),
  value: z.string().nullable(),
});

/**
 * Page tokens carry the position after the last item returned: the known attributes come first
 * (fixed order), then stored ones by name, so a token is the last stored name (or "" while still
 * within the known ones, with their count).
 */
function encodeToken(position: { known: number; after: string | null }): string {
  return Buffer.from(JSON.stringify(position)).toString("base64url");
}
function decodeToken(token: string): { known: number; after: string | null } {
  try {
    return z
      .object({
        known: z.number().int().min(0).max(KNOWN_USER_ATTRIBUTES.length),
        after: z.string().max(255).nullable(),
      })
      .parse(JSON.parse(Buffer.from(token, "base64url").toString("utf8")));
  } catch {
    throw new BadInput("The page token is not valid.", { nextToken: ["The page token is not valid."] });
  }
}

/** Numbered postfixes tried after the suggestion ("-2" … "-51") before a random one. */
const POSTFIX_CANDIDATES = 50;

/** The newsletter list Preferences reads and changes: the one the footer signs up to. */
export type NewsletterList = Pick<NewsletterService, "isSubscribed" | "subscribeAddress" | "unsubscribeAddress">;

export const NEWSLETTER_UNAVAILABLE_MESSAGE =
  "We could not add you to the newsletter just now. Your other choices are saved; try again in a few minutes.";

export function createAccountService({
  db,
  images,
  newsletter,
  logger,
}: {
  db: Database;
  images: ImageStore;
  newsletter: NewsletterList;
  logger?: Logger;
}) {
  /** Postfixes in use (current or kept for a redirect) that start with `base`. */
  async function takenLike(base: string): Promise<Set<string>> {
    const pattern = `${base.replace(/[%_\\]/g, "\\$&")}%`;
    const [current, old] = await Promise.all([
      db
        .select({ postfix: userProfiles.portfolioUrlPostfix })
        .from(userProfiles)
        .where(like(userProfiles.portfolioUrlPostfix, pattern)),
      db
        .select({ postfix: portfolioPostfixRedirects.postfix })
        .from(portfolioPostfixRedirects)
        .where(like(portfolioPostfixRedirects.postfix, pattern)),
    ]);
    return new Set([...current, ...old].map((r) => r.postfix));
  }

  /**
   * The user's profile row, created with a postfix suggested from the name the first time the
   * account area needs it (sign-up does not know about profiles): the suggestion, else the
   * suggestion numbered from 2. Concurrent creations race on the unique index; a loser moves on
   * to the next free number, and after many losses to a random suffix.
   */
  async function ensureProfile(userId: string) {
    const existing = async () =>
      (await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1))[0];
    const found = await existing();
    if (found) return found;
    const [user] = await db
      .select({ name: users.name, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw new NotFound("No such user");
    const base = suggestPortfolioPostfix([user.firstName, user.lastName].filter(Boolean).join(" ") || user.name);
    const taken = await takenLike(base);
    const candidates = [
      base,
      ...Array.from({ length: POSTFIX_CANDIDATES }, (_, i) => numberedPortfolioPostfix(base, i + 2)),
    ].filter((candidate) => !taken.has(candidate));
    candidates.push(numberedPortfolioPostfix(base, crypto.randomInt(1_000, 1_000_000)));
    for (const postfix of candidates) {
      // No conflict target: a taken postfix and a profile made meanwhile both insert nothing.
      const [row] = await db
        .insert(userProfiles)
        .values({ userId, portfolioUrlPostfix: postfix })
        .onConflictDoNothing()
        .returning();
      if (row) return row;
      const raced = await existing();
      if (raced) return raced;
      logger?.debug({ userId, postfix }, "portfolio postfix taken meanwhile; trying the next one");
    }
    throw new Conflict("No free profile address was found. Try again.");
  }

  function requireOwner(actor: Viewer | null, ownerId: string, policy: typeof canEditProfile): Viewer {
    if (!actor) throw new Unauthenticated();
    if (!policy(actor, ownerId)) throw new Forbidden("You can only see and change your own account.");
    return actor;
  }

  /** The known attributes (spec section 3): the user row and the profile in one read. */
  async function knownAttributesOf(userId: string): Promise<Record<KnownUserAttribute, string | null>> {
    const [row] = await db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        image: users.image,
        postfix: userProfiles.portfolioUrlPostfix,
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new NotFound("No such user");
    return {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      avatar_src: row.image,
      portfolio_url_postfix: row.postfix ?? (await ensureProfile(userId)).portfolioUrlPostfix,
    };
  }

  return {
    ensureProfile,
    ...createPortfolioQueries({ db, logger, ensureProfile }),

    /**
     * The owner's known attributes only, in one read: what every signed-in page's header shows,
     * without the stored attributes `listUserAttributes` pages through.
     */
    async knownUserAttributes(
      actor: Viewer | null,
      input: { owner: string },
    ): Promise<Record<KnownUserAttribute, string | null>> {
      const { owner } = parseInput(OwnerSchema, input);
      requireOwner(actor, owner, canReadUserAttributes);
      return knownAttributesOf(owner);
    },

    /**
     * Spec sections 3 and 7: the owner's attributes, the known ones first (from the user row and
     * the profile), then the stored ones by name; at most `limit` (default and maximum 1000).
     */
    async listUserAttributes(
      actor: Viewer | null,
      input: { owner: string; limit?: number; nextToken?: string | null },
    ): Promise<UserAttributePage> {
      if (!actor) throw new Unauthenticated();
      const { owner, limit, nextToken } = parseInput(ListUserAttributesSchema, input);
      requireOwner(actor, owner, canReadUserAttributes);
      const position = nextToken ? decodeToken(nextToken) : { known: 0, after: null };

      const items: UserAttribute[] = [];
      if (position.known < KNOWN_USER_ATTRIBUTES.length) {
        const known = await knownAttributesOf(owner);
        for (const name of KNOWN_USER_ATTRIBUTES.slice(position.known, position.known + limit)) {
          items.push({ name, type: "string", value: known[name] });
        }
      }
      const knownSeen = position.known + items.length;
      const room = limit - items.length;
      const rows = await db
        .select({ name: userAttributes.name, type: userAttributes.type, value: userAttributes.value })
        .from(userAttributes)
        .where(
          and(
            eq(userAttributes.userId, owner),
            position.after === null ? undefined : gt(userAttributes.name, position.after),
          ),
        )
        .orderBy(asc(userAttributes.name))
        // One more than fits tells whether there is a next page.
        .limit(room + 1);
      const stored = rows.slice(0, room);
      for (const row of stored) {
        items.push({ name: row.name, type: row.type, value: convertUserAttributeValue(row.type, row.value) });
      }
      const more = knownSeen < KNOWN_USER_ATTRIBUTES.length || rows.length > room;
      return {
        items,
        nextToken: more ? encodeToken({ known: knownSeen, after: stored.at(-1)?.name ?? position.after }) : null,
      };
    },

    /** Stores (or replaces) one further attribute of the owner's, checked against its type. */
    async setUserAttribute(
      actor: Viewer | null,
      input: { owner: string; name: string; type: string; value: string | null },
    ): Promise<UserAttribute> {
      if (!actor) throw new Unauthenticated();
      const parsed = parseInput(SetUserAttributeSchema, input);
      requireOwner(actor, parsed.owner, canEditProfile);
      if (parsed.value !== null) {
        const problem = checkUserAttributeValue(parsed.type, parsed.value);
        if (problem) throw new BadInput(problem, { value: [problem] });
      }
      await db.transaction(async (tx) => {
        // Serialises writers of one owner so the count below stays true.
        await tx.execute(sql`select 1 from ${users} where ${users.id} = ${parsed.owner} for update`);
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(userAttributes)
          .where(and(eq(userAttributes.userId, parsed.owner), sql`${userAttributes.name} <> ${parsed.name}`));
        if (count >= USER_ATTRIBUTES_STORED_MAX)
          throw new Conflict(`An account can keep at most ${USER_ATTRIBUTES_STORED_MAX} further attributes.`);
        await tx
          .insert(userAttributes)
          .values({ userId: parsed.owner, name: parsed.name, type: parsed.type, value: parsed.value })
          .onConflictDoUpdate({
            target: [userAttributes.userId, userAttributes.name],
            set: { type: parsed.type, value: parsed.value, updatedAt: new Date() },
          });
      });
      return { name: parsed.name, type: parsed.type, value: convertUserAttributeValue(parsed.type, parsed.value) };
    },

    /** Edit Profile's current values. */
    async profileSettings(actor: Viewer | null): Promise<ProfileSettings> {
      const viewer = requireOwner(actor, actor?.userId ?? "", canEditProfile);
      const profile = await ensureProfile(viewer.userId);
      const [user] = await db.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
      if (!user) throw new NotFound("No such user");
      return {
        email: user.email,
        firstName: user.firstName ?? user.name.split(" ")[0] ?? "",
        lastName: user.lastName ?? user.name.split(" ").slice(1).join(" "),
        avatarSrc: user.image,
        portfolioUrlPostfix: profile.portfolioUrlPostfix,
        headline: profile.headline,
        bio: profile.bio,
        location: profile.location,
        links: profile.links,
      };
    },

    /**
     * Saves Edit Profile. A new postfix must be free (nobody's current one, nor another user's
     * old one); the old postfix then redirects to the new one. Nothing changes on any refusal.
     */
    async updateProfile(
      actor: Viewer | null,
      input: { owner: string } & Record<string, unknown>,
    ): Promise<{ portfolioUrlPostfix: string; previousPostfix: string | null }> {
      if (!actor) throw new Unauthenticated();
      requireOwner(actor, String(input.owner ?? ""), canEditProfile);
      const form = parseInput(ProfileFormSchema, input);
      const current = await ensureProfile(actor.userId);
      const postfix = form.portfolioUrlPostfix;
      const taken = () =>
        new Conflict("That profile address is taken. Choose another.", {
          portfolioUrlPostfix: ["That profile address is taken. Choose another."],
        });
      try {
        return await db.transaction(async (tx) => {
          if (postfix !== current.portfolioUrlPostfix) {
            const [owner] = await tx
              .select({ userId: portfolioPostfixRedirects.userId })
              .from(portfolioPostfixRedirects)
              .where(eq(portfolioPostfixRedirects.postfix, postfix))
              .limit(1);
            if (owner && owner.userId !== actor.userId) throw taken();
            // Taking back one's own old postfix: it stops redirecting.
            if (owner) await tx.delete(portfolioPostfixRedirects).where(eq(portfolioPostfixRedirects.postfix, postfix));
            await tx
              .insert(portfolioPostfixRedirects)
              .values({ postfix: current.portfolioUrlPostfix, userId: actor.userId })
              .onConflictDoNothing();
          }
          await tx
            .update(userProfiles)
            .set({
              portfolioUrlPostfix: postfix,
              headline: form.headline,
              bio: form.bio,
              location: form.location,
              links: linksOf(form),
              updatedAt: new Date(),
            })
            .where(eq(userProfiles.userId, actor.userId));
          await tx
            .update(users)
            .set({
              firstName: form.firstName,
              lastName: form.lastName || null,
              name: [form.firstName, form.lastName].filter(Boolean).join(" "),
              updatedAt: new Date(),
            })
            .where(eq(users.id, actor.userId));
          return {
            portfolioUrlPostfix: postfix,
            previousPostfix: postfix === current.portfolioUrlPostfix ? null : current.portfolioUrlPostfix,
          };
        });
      } catch (error) {
        // Another user took the postfix between our check and the write.
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /**
     * A new avatar (`avatar_src`): the upload is checked by content, resized and re-encoded by the
     * image store, then replaces the previous one, whose file is removed if it was an upload.
     */
    async uploadAvatar(actor: Viewer | null, input: { owner: string; bytes: Uint8Array }): Promise<{ src: string }> {
      if (!actor) throw new Unauthenticated();
      requireOwner(actor, input.owner, canEditProfile);
      const processed = await images.process(input.bytes, "avatar", "avatar");
      const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, actor.userId)).limit(1);
      if (!before) throw new NotFound("No such user");
      const stored = await images.store(processed);
      try {
        await db.update(users).set({ image: stored.src, updatedAt: new Date() }).where(eq(users.id, actor.userId));
      } catch (error) {
        await images.remove([stored.src]);
        throw error;
      }
      if (before.image) await images.remove([before.image]);
      return { src: stored.src };
    },

    /** Back to initials; an uploaded file is removed (seed and Google pictures are only unlinked). */
    async removeAvatar(actor: Viewer | null, input: { owner: string }): Promise<void> {
      if (!actor) throw new Unauthenticated();
      requireOwner(actor, input.owner, canEditProfile);
      const [before] = await db.select({ image: users.image }).from(users).where(eq(users.id, actor.userId)).limit(1);
      await db.update(users).set({ image: null, updatedAt: new Date() }).where(eq(users.id, actor.userId));
      if (before?.image) await images.remove([before.image]);
    },

    async preferences(actor: Viewer | null): Promise<Preferences> {
      const viewer = requireOwner(actor, actor?.userId ?? "", canEditProfile);
      const p = await ensureProfile(viewer.userId);
      return {
        // The list itself, so a footer sign-up shows here and this box is what the newsletter reads.
        emailNewsletter: await newsletter.isSubscribed(viewer.email),
        emailCourseReminders: p.emailCourseReminders,
        visibility: p.visibility,
      };
    },

    async updatePreferences(actor: Viewer | null, input: { owner: string } & Record<string, unknown>) {
      if (!actor) throw new Unauthenticated();
      requireOwner(actor, String(input.owner ?? ""), canEditProfile);
      const form = parseInput(PreferencesFormSchema, input);
      await ensureProfile(actor.userId);
      await db
        .update(userProfiles)
        .set({ ...form, updatedAt: new Date() })
        .where(eq(userProfiles.userId, actor.userId));
      if (!form.emailNewsletter) {
        await newsletter.unsubscribeAddress(actor.email);
      } else if (!(await newsletter.isSubscribed(actor.email))) {
        try {
          await newsletter.subscribeAddress(actor.email);
        } catch (error) {
          logger?.warn({ err: error }, "newsletter sign-up from preferences failed");
          throw new Conflict(NEWSLETTER_UNAVAILABLE_MESSAGE, { emailNewsletter: [NEWSLETTER_UNAVAILABLE_MESSAGE] });
        }
      }
      return form;
    },

    /** "Download your data": everything kept about the signed-in person, for them alone. */
    async exportData(actor: Viewer | null): Promise<UserDataExport> {
      const viewer = requireOwner(actor, actor?.userId ?? "", canEditProfile);
      await ensureProfile(viewer.userId);
      return exportUserData(db, viewer.userId);
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
