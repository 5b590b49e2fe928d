import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/db/client.ts";
import { guidedProjects, userCredentials, credentials, showcaseProjects } from "~/db/schema/catalog.ts";
import { guidedProjectProgress } from "~/db/schema/learning.ts";
import { GuidedSubmissionSchema } from "~/core/learning.ts";
import { parseInput, BadInput, Forbidden, NotFound, Unauthenticated } from "../errors.ts";
import type { Viewer } from "../viewer.ts";
import type { IssueCredential } from "./service.ts";

export interface GuidedProgressView {
  started: boolean;
  objectivesDone: number[];
  objectivesTotal: number;
  submissionLink: string | null;
  showcaseProjectId: string | null;
  /** The submission's showcase project is public (the learner chose to publish it). */
  showcasePublished: boolean;
  completed: boolean;
  credentialId: string | null;
}

const DoneListSchema = z.array(z.number().int().nonnegative());

/**
 * Guided projects (issue 16): a subscriber starts one, checks off its objectives and submits the
 * work (a link and a write-up that becomes a showcase project tagged with the guided project).
 * All objectives done and a submission complete it and issue its credential, once.
 */
export function createGuidedProgressService({
  db,
  issueCredential,
  createShowcaseProject,
}: {
  db: Database;
  issueCredential: IssueCredential;
  createShowcaseProject: (
    actor: { userId: string },
    submission: { fields: Record<string, unknown>; guidedProjectId: string },
  ) => Promise<{ id: string }>;
}) {
  async function projectOf(id: string) {
    const [project] = await db.select().from(guidedProjects).where(eq(guidedProjects.id, id)).limit(1);
    if (!project) throw new NotFound("No such guided project");
    const objectives = (JSON.parse(project.objectives) as unknown[]).length;
    return { project, objectives };
  }

  function requireSubscriber(viewer: Viewer | null): Viewer {
    if (!viewer) throw new Unauthenticated();
    if (!viewer.isSubscriber) throw new Forbidden("Guided projects are included with a Maven subscription.");
    return viewer;
  }

  /** Completes the project when every objective is done and the work is submitted. */
  async function settle(userId: string, guidedProjectId: string, total: number) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(guidedProjectProgress)
        .where(
          and(eq(guidedProjectProgress.userId, userId), eq(guidedProjectProgress.guidedProjectId, guidedProjectId)),
        )
        .for("update");
      if (!row || row.completedAt) return;
      const done = DoneListSchema.parse(JSON.parse(row.objectivesDone));
      if (done.length < total || !row.submissionLink) return;
      await tx
        .update(guidedProjectProgress)
        .set({ completedAt: new Date() })
        .where(
          and(eq(guidedProjectProgress.userId, userId), eq(guidedProjectProgress.guidedProjectId, guidedProjectId)),
        );
      await issueCredential(tx, { userId, subject: { kind: "guided_project", id: guidedProjectId } });
    });
  }

  return {
    async progress(viewer: Viewer | null, guidedProjectId: string): Promise<GuidedProgressView | null> {
      if (!viewer) return null;
      const { objectives } = await projectOf(guidedProjectId);
      const [row] = await db
        .select()
        .from(guidedProjectProgress)
        .where(
          and(
            eq(guidedProjectProgress.userId, viewer.userId),
            eq(guidedProjectProgress.guidedProjectId, guidedProjectId),
          ),
        );
      if (!row) return null;
      const [[held], [shown]] = await Promise.all([
        db
          .select({ id: userCredentials.id })
          .from(userCredentials)
          .innerJoin(credentials, eq(credentials.id, userCredentials.credentialId))
          .where(and(eq(userCredentials.userId, viewer.userId), eq(credentials.guidedProjectId, guidedProjectId))),
        row.showcaseProjectId
          ? db
              .select({ published: showcaseProjects.published })
              .from(showcaseProjects)
              .where(eq(showcaseProjects.id, row.showcaseProjectId))
          : [],
      ]);
      return {
        started: true,
        objectivesDone: DoneListSchema.parse(JSON.parse(row.objectivesDone)),
        objectivesTotal: objectives,
        submissionLink: row.submissionLink,
        showcaseProjectId: row.showcaseProjectId,
        showcasePublished: shown?.published ?? false,
        completed: row.completedAt !== null,
        credentialId: held?.id ?? null,
      };
    },

    async start(viewer: Viewer | null, guidedProjectId: string): Promise<void> {
      const me = requireSubscriber(viewer);
      await projectOf(guidedProjectId);
      await db.insert(guidedProjectProgress).values({ userId: me.userId, guidedProjectId }).onConflictDoNothing();
    },

    /** Checks or unchecks one objective; two tabs take turns on the row, so neither change is lost. */
    async setObjective(viewer: Viewer | null, guidedProjectId: string, index: number, done: boolean): Promise<void> {
      const me = requireSubscriber(viewer);
      const { objectives } = await projectOf(guidedProjectId);
      if (!Number.isInteger(index) || index < 0 || index >= objectives) throw new NotFound("No such objective");
      await db.insert(guidedProjectProgress).values({ userId: me.userId, guidedProjectId }).onConflictDoNothing();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(guidedProjectProgress)
          .where(
            and(
              eq(guidedProjectProgress.userId, me.userId),
              eq(guidedProjectProgress.guidedProjectId, guidedProjectId),
            ),
          )
          .for("update");
        const set = new Set(DoneListSchema.parse(JSON.parse(row!.objectivesDone)));
        if (done) set.add(index);
        else set.delete(index);
        await tx
          .update(guidedProjectProgress)
          .set({ objectivesDone: JSON.stringify([...set].sort((a, b) => a - b)) })
          .where(
            and(
              eq(guidedProjectProgress.userId, me.userId),
              eq(guidedProjectProgress.guidedProjectId, guidedProjectId),
            ),
          );
      });
      await settle(me.userId, guidedProjectId, objectives);
    },

    /**
     * The submission, once every objective is checked off: a link, and a write-up that becomes a
     * showcase project tagged with the guided project, published only if the learner chose so.
     */
    async submit(
      viewer: Viewer | null,
      guidedProjectId: string,
      input: unknown,
    ): Promise<{ showcaseProjectId: string }> {
      const me = requireSubscriber(viewer);
      const { project, objectives } = await projectOf(guidedProjectId);
      const { link, writeUp, publish } = parseInput(GuidedSubmissionSchema, input);
      await db.insert(guidedProjectProgress).values({ userId: me.userId, guidedProjectId }).onConflictDoNothing();
      const [existing] = await db
        .select({
          showcaseProjectId: guidedProjectProgress.showcaseProjectId,
          objectivesDone: guidedProjectProgress.objectivesDone,
        })
        .from(guidedProjectProgress)
        .where(
          and(eq(guidedProjectProgress.userId, me.userId), eq(guidedProjectProgress.guidedProjectId, guidedProjectId)),
        );
      const done = DoneListSchema.parse(JSON.parse(existing?.objectivesDone ?? "[]")).length;
      if (done < objectives) {
        throw new BadInput(`Check off every objective before you submit: ${done} of ${objectives} done.`);
      }
      let showcaseProjectId = existing?.showcaseProjectId ?? null;
      if (!showcaseProjectId) {
        const summary = `My solution to the "${project.title}" guided project.`;
        const created = await createShowcaseProject(me, {
          guidedProjectId,
          fields: {
            title: `${project.title}: ${me.name}`.slice(0, 120),
            summary,
            body: writeUp ?? "",
            tools: project.tools,
            link,
            status: publish ? "published" : "draft",
          },
        });
        showcaseProjectId = created.id;
      }
      await db
        .update(guidedProjectProgress)
        .set({ submissionLink: link, showcaseProjectId, submittedAt: new Date() })
        .where(
          and(eq(guidedProjectProgress.userId, me.userId), eq(guidedProjectProgress.guidedProjectId, guidedProjectId)),
        );
      await settle(me.userId, guidedProjectId, objectives);
      return { showcaseProjectId };
    },
  };
}

export type GuidedProgressService = ReturnType<typeof createGuidedProgressService>;
