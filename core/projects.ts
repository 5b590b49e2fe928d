import { z } from "zod";
import { formatNumber } from "./format.ts";

/**
 * Showcase projects as their authors write them: the form's limits (shown next to each field),
 * the schema the service validates with, and the pure policies for who may see, change and like
 * a project (the services enforce them; the UI asks the same questions only to decide what to show).
 */

export const PROJECT_TITLE_MAX = 120;
export const PROJECT_SUMMARY_MAX = 300;
export const PROJECT_BODY_MAX = 20_000;
export const PROJECT_LINK_MAX = 500;
export const PROJECT_TOOLS_MAX = 8;
export const PROJECT_TOOL_MAX_CHARS = 40;
export const PROJECT_IMAGE_ALT_MAX = 200;
export const MAX_PROJECT_IMAGES = 6;

export const PROJECT_STATUSES = ["draft", "published"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Tool names are short words ("Power BI", "C#", "Python (pandas)"). */
const TOOL_NAME = /^[\p{L}\p{N} .+#&/()'-]+$/u;
/** Ours ("prj_" and URL-safe characters); anything else cannot be a project. */
export const PROJECT_ID_PATTERN = /^[A-Za-z0-9_-]{1,80}$/;

export const PROJECT_MESSAGES = {
  titleRequired: "Give your project a title.",
  titleTooLong: `Keep the title to ${PROJECT_TITLE_MAX} characters or fewer.`,
  summaryRequired: "Add a one- or two-sentence summary.",
  summaryTooLong: `Keep the summary to ${PROJECT_SUMMARY_MAX} characters or fewer.`,
  bodyTooLong: `Keep the write-up to ${formatNumber(PROJECT_BODY_MAX)} characters or fewer.`,
  linkInvalid: "Enter a full web address starting with http:// or https://.",
  linkTooLong: `Keep the link to ${PROJECT_LINK_MAX} characters or fewer.`,
  toolsTooMany: `List at most ${PROJECT_TOOLS_MAX} tools.`,
  toolTooLong: `Keep each tool name to ${PROJECT_TOOL_MAX_CHARS} characters or fewer.`,
  toolInvalid: "Tool names may use letters, numbers, spaces and . + # & / ( ) ' -",
  statusInvalid: "Choose Draft or Published.",
  altTooLong: `Keep each image description to ${PROJECT_IMAGE_ALT_MAX} characters or fewer.`,
  tooManyImages: `A project can have at most ${MAX_PROJECT_IMAGES} images.`,
  notFound: "This project does not exist.",
  notYours: "Only the author can change this project.",
  signInToLike: "Log in to like projects.",
} as const;

/** Comma-separated tools as typed, trimmed, without empties or case-insensitive duplicates. */
export function parseTools(value: string): string[] {
  const seen = new Map<string, string>();
  for (const raw of value.split(",")) {
    const tool = raw.trim().replace(/\s+/g, " ");
    if (tool && !seen.has(tool.toLowerCase())) seen.set(tool.toLowerCase(), tool);
  }
  return [...seen.values()];
}

/** A safe external link: http or https only, with a host (no javascript:, data:, relative paths). */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** The text fields of the project form (images travel separately, as uploads and kept URLs). */
export const ProjectInputSchema = z.object({
  title: text(PROJECT_TITLE_MAX, PROJECT_MESSAGES.titleTooLong).min(1, PROJECT_MESSAGES.titleRequired),
  summary: text(PROJECT_SUMMARY_MAX, PROJECT_MESSAGES.summaryTooLong).min(1, PROJECT_MESSAGES.summaryRequired),
  // Not trimmed at the start: Markdown may begin with an indented code block.
  body: z
    .string()
    .max(PROJECT_BODY_MAX, PROJECT_MESSAGES.bodyTooLong)
    .transform((v) => v.trimEnd()),
  tools: z
    .string()
    .max(PROJECT_TOOLS_MAX * (PROJECT_TOOL_MAX_CHARS + 2), PROJECT_MESSAGES.toolsTooMany)
    .transform(parseTools)
    .pipe(
      z
        .array(
          z
            .string()
            .max(PROJECT_TOOL_MAX_CHARS, PROJECT_MESSAGES.toolTooLong)
            .regex(TOOL_NAME, PROJECT_MESSAGES.toolInvalid),
        )
        .max(PROJECT_TOOLS_MAX, PROJECT_MESSAGES.toolsTooMany),
    ),
  link: text(PROJECT_LINK_MAX, PROJECT_MESSAGES.linkTooLong).refine(
    (v) => v === "" || isWebLink(v),
    PROJECT_MESSAGES.linkInvalid,
  ),
  status: z.enum(PROJECT_STATUSES, { error: PROJECT_MESSAGES.statusInvalid }),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

/** Who is asking (a signed-in user's id), or null for a visitor. */
export type ProjectActor = { userId: string } | null;
/** What the policies need to know about a project. */
export interface ProjectAccessFacts {
  authorId: string;
  published: boolean;
}

export const isProjectAuthor = (actor: ProjectActor, project: ProjectAccessFacts) =>
  actor !== null && actor.userId === project.authorId;

/** Published projects are public; a draft only to its author (everyone else: "no such project"). */
export const canViewProject = (actor: ProjectActor, project: ProjectAccessFacts) =>
  project.published || isProjectAuthor(actor, project);

/** Editing, publishing, unpublishing and deleting: the author only. */
export const canEditProject = (actor: ProjectActor, project: ProjectAccessFacts) => isProjectAuthor(actor, project);

/** Creating a project needs an account. */
export const canCreateProject = (actor: ProjectActor) => actor !== null;

/** Any signed-in user may like any published project, their own included, once. */
export const canLikeProject = (actor: ProjectActor, project: ProjectAccessFacts) => actor !== null && project.published;

export const likesLabel = (count: number) => (count === 1 ? "1 like" : `${formatNumber(count)} likes`);
