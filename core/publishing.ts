import { z } from "zod";
import { emailSchema } from "./auth-forms.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./single-line.ts";

/** Publishing rules shared by the public pages, the staff editor and the services (issue 18). */

export const CONTENT_KINDS = ["post", "guide", "interview", "story", "faq", "team", "legal"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const ROLES = ["learner", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Staff and admins publish content and work the leads inbox. */
export const canUseStaffArea = (role: Role | null | undefined): boolean => role === "staff" || role === "admin";
/** Only admins grant roles. */
export const canGrantRoles = (role: Role | null | undefined): boolean => role === "admin";

/** What the editor shows for each kind: its labels, public path and the extra fields it keeps. */
export interface KindInfo {
  label: string;
  plural: string;
  /** Public URL of an entry, or of the page listing it. */
  publicPath: (slug: string) => string;
  /** Extra fields: name, label, hint. */
  fields: { name: string; label: string; hint?: string }[];
}

export const KIND_INFO: Record<ContentKind, KindInfo> = {
  post: {
    label: "Blog post",
    plural: "Blog posts",
    publicPath: (slug) => `/blog/${slug}`,
    fields: [
      { name: "author", label: "Author" },
      { name: "authorRole", label: "Author's role" },
      { name: "tags", label: "Tags", hint: "Comma-separated, e.g. Excel, Tutorial" },
    ],
  },
  guide: {
    label: "Guide or report",
    plural: "Guides and reports",
    publicPath: (slug) => `/guides-and-reports/${slug}`,
    fields: [
      { name: "format", label: "Format", hint: "Guide, Report or Cheat sheet" },
      { name: "audience", label: "Audience", hint: "individuals or business" },
      { name: "pages", label: "What's inside", hint: "One line per chapter" },
    ],
  },
  interview: {
    label: "Mavens of Data episode",
    plural: "Mavens of Data episodes",
    publicPath: (slug) => `/mavens-of-data/${slug}`,
    fields: [
      { name: "guest", label: "Guest" },
      { name: "guestRole", label: "Guest's role" },
      { name: "episode", label: "Episode number" },
      { name: "audio", label: "Audio clip path", hint: "e.g. /audio/mavens/episode.mp3" },
      { name: "duration", label: "Clip length", hint: "e.g. 0:42" },
    ],
  },
  story: {
    label: "Customer story",
    plural: "Customer stories",
    publicPath: (slug) => `/customer-stories/${slug}`,
    fields: [
      { name: "company", label: "Company" },
      { name: "industry", label: "Industry" },
      { name: "logo", label: "Logo path", hint: "e.g. /images/stories/logo.png" },
      { name: "results", label: "Results", hint: "One per line: figure | what it measures" },
      { name: "quote", label: "Quote" },
      { name: "quoteBy", label: "Quote by" },
    ],
  },
  faq: {
    label: "FAQ answer",
    plural: "FAQ answers",
    publicPath: () => "/faq",
    fields: [
      { name: "category", label: "Category", hint: "account, billing, courses, credentials, data sets or teams" },
    ],
  },
  team: {
    label: "Team member",
    plural: "Team members",
    publicPath: () => "/team",
    fields: [
      { name: "role", label: "Role" },
      { name: "order", label: "Order on the page", hint: "A number; lower comes first" },
    ],
  },
  legal: {
    label: "Legal page",
    plural: "Legal pages",
    publicPath: (slug) => `/${slug}`,
    // New legal pages need a route; staff edit the three that exist.
    fields: [],
  },
};

export const FAQ_CATEGORIES = [
  { id: "account", label: "Your account" },
  { id: "billing", label: "Plans and billing" },
  { id: "courses", label: "Courses and learning" },
  { id: "credentials", label: "Credentials and badges" },
  { id: "data-sets", label: "Data sets and the playground" },
  { id: "teams", label: "Teams and business" },
] as const;

/** Entries a visitor may see: published, and its publish time has come. */
export function isLive(entry: { status: string; publishAt: Date | null }, now: Date): boolean {
  return entry.status === "published" && entry.publishAt !== null && entry.publishAt.getTime() <= now.getTime();
}

/** Words per minute used for the reading time (an adult's silent reading speed for non-fiction). */
export const READING_WORDS_PER_MINUTE = 230;

/**
 * Minutes to read a Markdown body, rounded up, at least 1. Code counts: a reader reads it too.
 * Markup (heading marks, emphasis, link targets) does not.
 */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/\]\([^)]*\)/g, " ")
    .replace(/[#>*_`[\]|]/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/** "Excel, Tutorial ,excel" → ["Excel", "Tutorial"]: trimmed, no duplicates (case-insensitive). */
export function parseTags(raw: string | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of (raw ?? "").split(",")) {
    const t = tag.trim();
    if (t && !seen.has(t.toLowerCase())) {
      seen.add(t.toLowerCase());
      out.push(t);
    }
  }
  return out;
}

/** "Power BI" → "power-bi": tags in URLs. */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// ------------------------------------------------------------------ forms

/** Honeypot: a field people never see; bots fill it in and their message is dropped. */
const honeypot = z.string().max(500).optional();

const requiredText = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, `Use ${max} characters or fewer.`)
    .refine(isSingleLine, SINGLE_LINE_MESSAGE);

export const CONTACT_TOPICS = [
  { id: "account", label: "My account or sign-in" },
  { id: "billing", label: "Plans and billing" },
  { id: "courses", label: "Courses and credentials" },
  { id: "business", label: "Maven for Business" },
  { id: "press", label: "Press and partnerships" },
  { id: "other", label: "Something else" },
] as const;

export const MESSAGE_MAX_LENGTH = 5000;

export const ContactFormSchema = z.object({
  name: requiredText("Enter your name.", 100),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS.map((t) => t.id) as [string, ...string[]], {
    error: "Choose what your message is about.",
  }),
  message: z
    .string()
    .trim()
    .min(10, "Write your message (at least 10 characters).")
    .max(MESSAGE_MAX_LENGTH, `Use ${MESSAGE_MAX_LENGTH} characters or fewer.`),
  website: honeypot,
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

export const TEAM_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;

/** Consulting and training inquiries share one form. */
export const InquiryFormSchema = z.object({
  name: requiredText("Enter your name.", 100),
  email: emailSchema,
  organisation: requiredText("Enter your organization's name.", 200),
  teamSize: z.enum(TEAM_SIZES, { error: "Choose how many people are involved." }),
  message: z
    .string()
    .trim()
    .min(10, "Tell us what you need (at least 10 characters).")
    .max(MESSAGE_MAX_LENGTH, `Use ${MESSAGE_MAX_LENGTH} characters or fewer.`),
  website: honeypot,
});
export type InquiryForm = z.infer<typeof InquiryFormSchema>;

export const GuideLeadFormSchema = z.object({
  name: requiredText("Enter your name.", 100),
  email: emailSchema,
  newsletter: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  website: honeypot,
});
export type GuideLeadForm = z.infer<typeof GuideLeadFormSchema>;

export const LEAD_KINDS = ["contact", "consulting", "training", "guide", "enterprise"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_STATUSES = ["new", "in_progress", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What the leads service stores: every form's fields, validated by its own schema first. */
export const LeadInputSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  name: requiredText("Enter your name.", 100),
  email: emailSchema,
  organisation: z.string().trim().max(200).refine(isSingleLine, SINGLE_LINE_MESSAGE).optional(),
  topic: z.string().trim().max(200).refine(isSingleLine, SINGLE_LINE_MESSAGE).optional(),
  message: z.string().trim().max(MESSAGE_MAX_LENGTH).optional(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  website: honeypot,
});
export type LeadInput = z.input<typeof LeadInputSchema>;

// ------------------------------------------------------------------ editor

export const ENTRY_TITLE_MAX = 200;
export const ENTRY_BODY_MAX = 100_000;

/** The editor's form: the common fields, the kind's extra fields ride as `field.<name>`. */
export const EntryFormSchema = z.object({
  title: requiredText("Enter a title.", ENTRY_TITLE_MAX),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter a slug.")
    .max(120, "Use 120 characters or fewer.")
    .regex(SLUG_PATTERN, "Use lowercase letters, digits and single hyphens, like my-first-post."),
  summary: z.string().trim().max(600, "Use 600 characters or fewer.").default(""),
  body: z.string().max(ENTRY_BODY_MAX, `Use ${ENTRY_BODY_MAX} characters or fewer.`).default(""),
  image: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === "" || /^\/[A-Za-z0-9/_.-]+$/.test(v), "Use a path on this site, like /media/… or /images/….")
    .default(""),
  fields: z.record(z.string(), z.string().max(5000)).default({}),
});
export type EntryForm = z.infer<typeof EntryFormSchema>;

/** "2026-12-01T09:30" (a datetime-local value, UTC) → Date; anything else null. */
export function parseScheduleTime(raw: string | undefined | null): Date | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(raw)) return null;
  const d = new Date(`${raw}${raw.length === 16 ? ":00" : ""}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * What a guide's page shows before the form: the introduction and its first chapter (the body up to
 * the second `## ` heading), and the titles of the chapters only the PDF has. The whole guide is the
 * PDF people leave their e-mail for; showing all of it under "A preview" would say something untrue.
 */
export function guidePreview(markdown: string): { preview: string; moreChapters: string[] } {
  // Headings inside fenced code are code, not chapters.
  const lines = markdown.split("\n");
  const headings: number[] = [];
  let fenced = false;
  lines.forEach((line, i) => {
    if (line.startsWith("```")) fenced = !fenced;
    else if (!fenced && line.startsWith("## ")) headings.push(i);
  });
  if (headings.length < 2) return { preview: markdown, moreChapters: [] };
  const cut = headings[1]!;
  return {
    preview: lines.slice(0, cut).join("\n").trimEnd(),
    moreChapters: headings.slice(1).map((i) => lines[i]!.slice(3).trim()),
  };
}
