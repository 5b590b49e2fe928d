import crypto from "node:crypto";
import { and, desc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.ts";
import { paths } from "~/db/schema/catalog.ts";
import { pathfinderResults } from "~/db/schema/surveys.ts";
import { isComplete, parsePathfinderAnswers, rankCareers, type CareerMatch } from "~/core/pathfinder.ts";
import { createSigner } from "../../auth/crypto.ts";
import { BadInput, NotFound } from "../errors.ts";
import type { RateLimiter } from "../rate-limit.ts";
import type { Viewer } from "../viewer.ts";

/** Finished Pathfinders one address may store per hour (visitors included). */
export const PATHFINDER_RESULTS_PER_IP_PER_HOUR = 30;
/** A visitor's result can be saved to an account this long after it was taken. */
export const PATHFINDER_CLAIM_WINDOW_DAYS = 30;
const HOUR_S = 3600;
const DAY_MS = 24 * 3600 * 1000;

/** Result ids are the shareable URL: 16 random bytes, unguessable. */
export const PATHFINDER_RESULT_ID = /^[A-Za-z0-9_-]{22}$/;
const newResultId = () => crypto.randomBytes(16).toString("base64url");

export interface PathfinderCareerView extends CareerMatch {
  path: { slug: string; title: string; url: string } | null;
}

export interface PathfinderResultView {
  id: string;
  createdAt: Date;
  /** Whose result it is, from the asking viewer's side. */
  ownership: "mine" | "someone-else" | "visitor";
  careers: PathfinderCareerView[];
}

type Clock = () => Date;

export function createPathfinderService({
  db,
  limiter,
  secret,
  clock = () => new Date(),
}: {
  db: Database;
  limiter: Pick<RateLimiter, "enforce">;
  /** The auth secret: claim tickets are MACed with a key derived from it. */
  secret: string;
  clock?: Clock;
}) {
  // The id alone is the share link, so it cannot also prove who took the Pathfinder: the browser
  // that did keeps a ticket, the id signed, that only this server can make.
  const tickets = createSigner(secret, "pathfinder-claim");
  /** The result a ticket is for, or null when the ticket is not one this server made. */
  const ticketResultId = (ticket: string | null | undefined): string | null => {
    const id = tickets.verify(ticket);
    return id !== null && PATHFINDER_RESULT_ID.test(id) ? id : null;
  };

  return {
    ticketResultId,

    /**
     * Stores a finished Pathfinder (all 20 answers, read on the server) and returns its id. A
     * signed-in learner owns it at once; a visitor's waits to be saved on sign-up, by the browser
     * that keeps its claim ticket.
     */
    async submit(
      actor: Viewer | null,
      input: Record<string, unknown>,
      meta: { ip: string },
    ): Promise<{ id: string; claimTicket: string | null }> {
      const answers = parsePathfinderAnswers(input);
      if (!isComplete(answers)) throw new BadInput("Answer all 20 statements to see your results.");
      await limiter.enforce(
        "pathfinder",
        meta.ip,
        PATHFINDER_RESULTS_PER_IP_PER_HOUR,
        HOUR_S,
        "Too many Pathfinder results from this network. Try again later.",
      );
      const id = newResultId();
      const now = clock();
      await db.insert(pathfinderResults).values({
        id,
        userId: actor?.userId ?? null,
        answers,
        createdAt: now,
        savedAt: actor ? now : null,
      });
      return { id, claimTicket: actor ? null : tickets.sign(id) };
    },

    /** A result by its shareable id: anyone with the link may read it. */
    async result(actor: Viewer | null, id: string): Promise<PathfinderResultView> {
      if (!PATHFINDER_RESULT_ID.test(id)) throw new NotFound("No such Pathfinder result.");
      const [row] = await db.select().from(pathfinderResults).where(eq(pathfinderResults.id, id));
      if (!row) throw new NotFound("No such Pathfinder result.");
      const careers = rankCareers(parsePathfinderAnswers(row.answers));
      const pathRows = await db
        .select({ slug: paths.slug, title: paths.title })
        .from(paths)
        .where(
          inArray(
            paths.slug,
            careers.map((c) => c.career.pathSlug),
          ),
        );
      const pathBySlug = new Map(pathRows.map((p) => [p.slug, p]));
      return {
        id: row.id,
        createdAt: row.createdAt,
        ownership: row.userId === null ? "visitor" : row.userId === actor?.userId ? "mine" : "someone-else",
        careers: careers.map((c) => {
          const path = pathBySlug.get(c.career.pathSlug);
          return { ...c, path: path ? { ...path, url: `/path/${path.slug}` } : null };
        }),
      };
    },

    /**
     * Saves a visitor's result to the signed-in account, given the claim ticket the browser that took
     * it keeps. Only an unowned result younger than PATHFINDER_CLAIM_WINDOW_DAYS; a ticket this server
     * did not make (the share link's id alone included) changes nothing.
     */
    async claim(actor: Viewer, ticket: string): Promise<boolean> {
      const id = ticketResultId(ticket);
      if (!id) return false;
      const now = clock();
      const claimed = await db
        .update(pathfinderResults)
        .set({ userId: actor.userId, savedAt: now })
        .where(
          and(
            eq(pathfinderResults.id, id),
            isNull(pathfinderResults.userId),
            gt(pathfinderResults.createdAt, new Date(now.getTime() - PATHFINDER_CLAIM_WINDOW_DAYS * DAY_MS)),
          ),
        )
        .returning({ id: pathfinderResults.id });
      return claimed.length > 0;
    },

    /** The learner's latest result with its top career, for the dashboard; null if none. */
    async latest(actor: Viewer): Promise<{ id: string; createdAt: Date; top: CareerMatch } | null> {
      const [row] = await db
        .select()
        .from(pathfinderResults)
        .where(eq(pathfinderResults.userId, actor.userId))
        .orderBy(desc(pathfinderResults.createdAt))
        .limit(1);
      if (!row) return null;
      const [top] = rankCareers(parsePathfinderAnswers(row.answers));
      return top ? { id: row.id, createdAt: row.createdAt, top } : null;
    },
  };
}

export type PathfinderService = ReturnType<typeof createPathfinderService>;
