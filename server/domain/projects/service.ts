import crypto from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { parseJsonList, ProjectImageSchema, type ProjectImage } from "~/core/json-list.ts";
import { toList } from "~/core/lists.ts";
import {
  canCreateProject,
  canEditProject,
  canLikeProject,
  canViewProject,
  MAX_PROJECT_IMAGES,
  PROJECT_ID_PATTERN,
  PROJECT_IMAGE_ALT_MAX,
  PROJECT_MESSAGES,
  ProjectInputSchema,
  type ProjectActor,
  type ProjectInput,
} from "~/core/projects.ts";
import type { Database } from "~/db/client.ts";
import { projectLikes, showcaseProjects } from "~/db/schema/catalog.ts";
import type { Logger } from "../../logger.ts";
import type { ImageStore, ProcessedImage, StoredImage } from "../../media/images.ts";
import { BadInput, Forbidden, NotFound, parseInput, Unauthenticated } from "../errors.ts";

/** A project in its author's dashboard list. */
export interface MyProject {
  id: string;
  title: string;
  summary: string;
  published: boolean;
  likeCount: number;
  cover: ProjectImage | null;
  imageCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** Everything the edit form shows. */
export interface EditableProject {
  id: string;
  title: string;
  summary: string;
  body: string;
  tools: string[];
  link: string;
  published: boolean;
  images: ProjectImage[];
}

export interface ProjectUpload {
  /** As the browser sent it; only shown back in messages. */
  filename: string;
  bytes: Uint8Array;
}

/** A create or an edit as the form sends it; the service validates all of it. */
export interface ProjectSubmission {
  /** Raw text fields (title, summary, body, tools, link, status). */
  fields: Record<string, unknown>;
  /** Images already on the project to keep, in the order wanted, with their descriptions. */
  keep?: { src: string; alt: string }[];
  /** New image files, appended after the kept ones. */
  uploads?: ProjectUpload[];
  /** The guided project this is the submission of (issue 16); only on create. */
  guidedProjectId?: string;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

const newProjectId = () => `prj_${crypto.randomBytes(12).toString("base64url")}`;
const shortName = (filename: string) => (filename.length > 60 ? `${filename.slice(0, 57)}…` : filename);
const defaultAlt = (title: string, n: number) => `Image ${n} of the project “${title}”`.slice(0, PROJECT_IMAGE_ALT_MAX);

export function createProjectService({ db, images, logger }: { db: Database; images: ImageStore; logger?: Logger }) {
  const imagesOf = (row: { id: string; images: string }) =>
    parseJsonList(row.images, ProjectImageSchema, (error) =>
      logger?.warn({ err: error, project: row.id }, "project images unreadable"),
    );

  async function find(id: string) {
    if (!PROJECT_ID_PATTERN.test(id)) return null;
    const [row] = await db.select().from(showcaseProjects).where(eq(showcaseProjects.id, id)).limit(1);
    return row ?? null;
  }

  /** The project for a change by `actor`: 401 for visitors, 404 when missing, 403 when not theirs. */
  async function findEditable(actor: ProjectActor, id: string) {
    if (!actor) throw new Unauthenticated();
    const row = await find(id);
    if (!row) throw new NotFound(PROJECT_MESSAGES.notFound);
    // A draft of someone else is not even confirmed to exist.
    if (!canViewProject(actor, row)) throw new NotFound(PROJECT_MESSAGES.notFound);
    if (!canEditProject(actor, row)) throw new Forbidden(PROJECT_MESSAGES.notYours);
    return row;
  }

  /** Every new file checked and converted before anything is stored: one bad file changes nothing. */
  async function processUploads(uploads: readonly ProjectUpload[], keptCount: number): Promise<ProcessedImage[]> {
    if (keptCount + uploads.length > MAX_PROJECT_IMAGES) {
      throw new BadInput(PROJECT_MESSAGES.tooManyImages, { images: [PROJECT_MESSAGES.tooManyImages] });
    }
    const processed: ProcessedImage[] = [];
    for (const upload of uploads) {
      try {
        processed.push(await images.process(upload.bytes, "project", "images"));
      } catch (error) {
        if (!(error instanceof BadInput)) throw error;
        const message = uploads.length > 1 ? `${shortName(upload.filename)}: ${error.message}` : error.message;
        throw new BadInput(message, { images: [message] });
      }
    }
    return processed;
  }

  /** Stores converted images, runs `write`, and takes the files back if the write fails. */
  async function withStoredImages<T>(processed: ProcessedImage[], write: (stored: StoredImage[]) => Promise<T>) {
    const stored: StoredImage[] = [];
    try {
      for (const image of processed) stored.push(await images.store(image));
      return await write(stored);
    } catch (error) {
      await images.remove(stored.map((s) => s.src));
      throw error;
    }
  }

  const columnsOf = (input: ProjectInput) => ({
    title: input.title,
    summary: input.summary,
    body: input.body,
    tools: input.tools.join(", "),
    link: input.link,
    published: input.status === "published",
  });

  return {
    /** The author's projects, drafts and published, most recently changed first. */
    async listMine(actor: ProjectActor): Promise<MyProject[]> {
      if (!actor) throw new Unauthenticated();
      const rows = await db
        .select()
        .from(showcaseProjects)
        .where(eq(showcaseProjects.authorId, actor.userId))
        .orderBy(desc(showcaseProjects.updatedAt), desc(showcaseProjects.createdAt));
      return rows.map((row) => {
        const list = imagesOf(row);
        return {
          id: row.id,
          title: row.title,
          summary: row.summary,
          published: row.published,
          likeCount: row.likeCount,
          cover: list[0] ?? null,
          imageCount: list.length,
          createdAt: row.createdAt,
          updatedAt: row.updatedAt,
        };
      });
    },

    async forEdit(actor: ProjectActor, id: string): Promise<EditableProject> {
      const row = await findEditable(actor, id);
      return {
        id: row.id,
        title: row.title,
        summary: row.summary,
        body: row.body,
        tools: toList(row.tools),
        link: row.link,
        published: row.published,
        images: imagesOf(row),
      };
    },

    async create(actor: ProjectActor, submission: ProjectSubmission): Promise<{ id: string; published: boolean }> {
      if (!actor || !canCreateProject(actor)) throw new Unauthenticated();
      const input = parseInput(ProjectInputSchema, submission.fields);
      const processed = await processUploads(submission.uploads ?? [], 0);
      const id = newProjectId();
      await withStoredImages(processed, async (stored) => {
        const list = stored.map((s, i) => ({ src: s.src, alt: defaultAlt(input.title, i + 1) }));
        await db.insert(showcaseProjects).values({
          id,
          authorId: actor.userId,
          ...columnsOf(input),
          images: JSON.stringify(list),
          guidedProjectId: submission.guidedProjectId ?? null,
        });
      });
      return { id, published: input.status === "published" };
    },

    /**
     * Replaces the text, keeps the listed images (in that order, with new descriptions), appends the
     * uploads. Images left out are deleted from storage after the change is saved.
     */
    async update(
      actor: ProjectActor,
      id: string,
      submission: ProjectSubmission,
    ): Promise<{ id: string; published: boolean }> {
      const row = await findEditable(actor, id);
      const input = parseInput(ProjectInputSchema, submission.fields);
      const current = imagesOf(row);
      const currentSrcs = new Set(current.map((i) => i.src));
      const keep: ProjectImage[] = [];
      for (const { src, alt } of submission.keep ?? []) {
        // Only images already on this project; a forged URL or a duplicate is dropped.
        if (!currentSrcs.has(src) || keep.some((k) => k.src === src)) continue;
        const description = alt.trim();
        if (description.length > PROJECT_IMAGE_ALT_MAX) {
          throw new BadInput(PROJECT_MESSAGES.altTooLong, { images: [PROJECT_MESSAGES.altTooLong] });
        }
        keep.push({ src, alt: description || defaultAlt(input.title, keep.length + 1) });
      }
      const processed = await processUploads(submission.uploads ?? [], keep.length);
      await withStoredImages(processed, async (stored) => {
        const list = [
          ...keep,
          ...stored.map((s, i) => ({ src: s.src, alt: defaultAlt(input.title, keep.length + i + 1) })),
        ];
        await db
          .update(showcaseProjects)
          .set({ ...columnsOf(input), images: JSON.stringify(list), updatedAt: new Date() })
          .where(and(eq(showcaseProjects.id, id), eq(showcaseProjects.authorId, row.authorId)));
      });
      const kept = new Set(keep.map((k) => k.src));
      await images.remove(current.filter((i) => !kept.has(i.src)).map((i) => i.src));
      return { id, published: input.status === "published" };
    },

    /** Deletes the project, its likes (by cascade) and its uploaded images. */
    async remove(actor: ProjectActor, id: string): Promise<{ title: string }> {
      const row = await findEditable(actor, id);
      await db
        .delete(showcaseProjects)
        .where(and(eq(showcaseProjects.id, id), eq(showcaseProjects.authorId, row.authorId)));
      await images.remove(imagesOf(row).map((i) => i.src));
      return { title: row.title };
    },

    /** The title of a project its author may delete (the confirmation page). */
    async forDelete(actor: ProjectActor, id: string): Promise<{ id: string; title: string; likeCount: number }> {
      const row = await findEditable(actor, id);
      return { id: row.id, title: row.title, likeCount: row.likeCount };
    },

    /**
     * Likes (`liked: true`) or unlikes a published project. Idempotent: the (project, user) key
     * makes a repeated like a no-op, and the count moves only when a row was really added or
     * removed, in the same transaction, so concurrent likes leave it exact.
     */
    async setLike(actor: ProjectActor, id: string, liked: boolean): Promise<LikeState> {
      if (!actor) throw new Unauthenticated(PROJECT_MESSAGES.signInToLike);
      const row = await find(id);
      if (!row || !canViewProject(actor, row)) throw new NotFound(PROJECT_MESSAGES.notFound);
      if (!canLikeProject(actor, row)) throw new Forbidden("Only published projects can be liked.");
      return db.transaction(async (tx) => {
        const changed = liked
          ? await tx
              .insert(projectLikes)
              .values({ projectId: id, userId: actor.userId })
              .onConflictDoNothing()
              .returning({ projectId: projectLikes.projectId })
          : await tx
              .delete(projectLikes)
              .where(and(eq(projectLikes.projectId, id), eq(projectLikes.userId, actor.userId)))
              .returning({ projectId: projectLikes.projectId });
        const delta = changed.length === 0 ? 0 : liked ? 1 : -1;
        const [updated] = await tx
          .update(showcaseProjects)
          .set({ likeCount: sql`${showcaseProjects.likeCount} + ${delta}` })
          .where(eq(showcaseProjects.id, id))
          .returning({ likeCount: showcaseProjects.likeCount });
        // Deleted while we were liking it: the like row went with it (cascade).
        if (!updated) throw new NotFound(PROJECT_MESSAGES.notFound);
        return { liked, likeCount: updated.likeCount };
      });
    },

    /** Whether `actor` likes the project (false for visitors). */
    async isLiked(actor: ProjectActor, id: string): Promise<boolean> {
      if (!actor || !PROJECT_ID_PATTERN.test(id)) return false;
      const [row] = await db
        .select({ projectId: projectLikes.projectId })
        .from(projectLikes)
        .where(and(eq(projectLikes.projectId, id), eq(projectLikes.userId, actor.userId)))
        .limit(1);
      return row !== undefined;
    },

    /** Which of the given projects `actor` likes (showcase cards). */
    async likedAmong(actor: ProjectActor, ids: readonly string[]): Promise<Set<string>> {
      if (!actor || ids.length === 0) return new Set();
      const rows = await db
        .select({ projectId: projectLikes.projectId })
        .from(projectLikes)
        .where(and(eq(projectLikes.userId, actor.userId), inArray(projectLikes.projectId, [...ids])));
      return new Set(rows.map((r) => r.projectId));
    },
  };
}

export type ProjectService = ReturnType<typeof createProjectService>;
