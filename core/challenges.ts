import { z } from "zod";
import { parseUtcDay } from "./format.ts";

/** How many entries a challenge's page lists (newest first); the page says how many there are in all. */
export const CHALLENGE_ENTRIES_SHOWN = 24;

/** Words the challenge entry form and its service share (decision 062). */
export const CHALLENGE_MESSAGES = {
  chooseProject: "Choose one of your published projects to enter.",
  notYours: "You can only enter a published project of your own.",
  closed: "This challenge is closed: entries can no longer be made, changed or withdrawn.",
  notEntered: "You have no entry in this challenge.",
} as const;

/** The entry form: one of the learner's own published showcase projects. */
export const ChallengeEntrySchema = z.object({
  projectId: z
    .string({ error: CHALLENGE_MESSAGES.chooseProject })
    .trim()
    .min(1, CHALLENGE_MESSAGES.chooseProject)
    .max(80, CHALLENGE_MESSAGES.chooseProject)
    .regex(/^[A-Za-z0-9_-]+$/, CHALLENGE_MESSAGES.chooseProject),
});
export type ChallengeEntryInput = z.infer<typeof ChallengeEntrySchema>;

/** How the places read, on the challenge's page and in the judges' form. */
export const CHALLENGE_PLACES = ["1st place", "2nd place", "3rd place"] as const;
/** The judges' note on a winning entry, shown under it on the challenge's page. */
export const JUDGES_NOTE_MIN = 20;
export const JUDGES_NOTE_MAX = 400;

export const JUDGING_MESSAGES = {
  chooseFirst: "Choose the entry that takes 1st place.",
  chooseEntry: "Choose one of this challenge's entries.",
  inOrder: "Give 2nd place before 3rd.",
  twice: "An entry can take one place only.",
  noteNeeded: `Write a note of ${JUDGES_NOTE_MIN} to ${JUDGES_NOTE_MAX} characters on why this entry placed.`,
  noteWithoutEntry: "Choose an entry for this place, or clear its note.",
  stillOpen: "Winners are announced once the challenge has closed.",
  notEntered: "That project is no longer an entry in this challenge: choose again.",
} as const;

const placeEntry = z
  .string()
  .trim()
  .max(80, JUDGING_MESSAGES.chooseEntry)
  .regex(/^[A-Za-z0-9_-]*$/, JUDGING_MESSAGES.chooseEntry)
  .optional()
  .transform((v) => v || undefined);
const placeNote = z
  .string()
  .trim()
  .max(JUDGES_NOTE_MAX, JUDGING_MESSAGES.noteNeeded)
  .optional()
  .transform((v) => v || undefined);

/**
 * The judges' results: up to three places, each an entry and a note, 1st place required and places
 * given in order. Sent again, it replaces the results (a correction).
 */
export const ChallengeResultsSchema = z
  .object({
    place1: placeEntry,
    note1: placeNote,
    place2: placeEntry,
    note2: placeNote,
    place3: placeEntry,
    note3: placeNote,
  })
  .superRefine((form, ctx) => {
    const chosen = [form.place1, form.place2, form.place3];
    const notes = [form.note1, form.note2, form.note3];
    if (!form.place1) ctx.addIssue({ code: "custom", path: ["place1"], message: JUDGING_MESSAGES.chooseFirst });
    if (form.place3 && !form.place2)
      ctx.addIssue({ code: "custom", path: ["place2"], message: JUDGING_MESSAGES.inOrder });
    chosen.forEach((entry, i) => {
      const note = notes[i];
      if (entry && chosen.indexOf(entry) < i) {
        ctx.addIssue({ code: "custom", path: [`place${i + 1}`], message: JUDGING_MESSAGES.twice });
      }
      if (entry && (!note || note.length < JUDGES_NOTE_MIN)) {
        ctx.addIssue({ code: "custom", path: [`note${i + 1}`], message: JUDGING_MESSAGES.noteNeeded });
      }
      if (!entry && note) {
        ctx.addIssue({ code: "custom", path: [`place${i + 1}`], message: JUDGING_MESSAGES.noteWithoutEntry });
      }
    });
  });
export type ChallengeResultsForm = z.output<typeof ChallengeResultsSchema>;

/** The places the judges gave, in order: each an entry and its note. */
export function placesOf(form: ChallengeResultsForm): { place: number; projectId: string; note: string }[] {
  return [
    { projectId: form.place1, note: form.note1 },
    { projectId: form.place2, note: form.note2 },
    { projectId: form.place3, note: form.note3 },
  ].flatMap(({ projectId, note }, i) => (projectId && note ? [{ place: i + 1, projectId, note }] : []));
}

/** A challenge runs at least a week and at most about three months (the seeded ones run four to five weeks). */
export const CHALLENGE_MIN_DAYS = 7;
export const CHALLENGE_MAX_DAYS = 92;
const DAY_MS = 24 * 3600 * 1000;

export const BRIEF_MESSAGES = {
  title: "Give the challenge a title of 5 to 80 characters.",
  excerpt: "Write a one-line summary of 20 to 200 characters for the challenge list.",
  body: "Write the brief, 200 to 6,000 characters: the scenario, what to submit and how it is judged.",
  date: "Enter the date as YYYY-MM-DD.",
  startsInPast: "A new challenge starts today or later.",
  length: `A challenge runs ${CHALLENGE_MIN_DAYS} to ${CHALLENGE_MAX_DAYS} days.`,
  image: "Choose one of the illustrations.",
  dataset: "Choose one of the playground's data sets, or none.",
  startFixed: "The challenge has started: its first day stays as it is.",
  endInPast: "A running challenge can close today at the earliest.",
  closed: "The challenge has closed: its dates stay as they ran.",
} as const;

/** A challenge opens at the start of its first day and closes at the end of its last (UTC), as the seeded ones. */
export const challengeClosesAt = (endsOn: Date) => new Date(endsOn.getTime() + DAY_MS - 1000);

const day = z
  .string({ error: BRIEF_MESSAGES.date })
  .trim()
  .refine((v) => parseUtcDay(v) !== null, BRIEF_MESSAGES.date);

/** The brief of a challenge as staff write it (the staff area's new and edit forms). */
export const ChallengeBriefSchema = z
  .object({
    title: z.string({ error: BRIEF_MESSAGES.title }).trim().min(5, BRIEF_MESSAGES.title).max(80, BRIEF_MESSAGES.title),
    excerpt: z
      .string({ error: BRIEF_MESSAGES.excerpt })
      .trim()
      .min(20, BRIEF_MESSAGES.excerpt)
      .max(200, BRIEF_MESSAGES.excerpt),
    body: z.string({ error: BRIEF_MESSAGES.body }).trim().min(200, BRIEF_MESSAGES.body).max(6000, BRIEF_MESSAGES.body),
    startsOn: day,
    endsOn: day,
    featuredImageSrc: z
      .string({ error: BRIEF_MESSAGES.image })
      .regex(/^\/images\/challenges\/[a-z0-9-]+\.(png|svg|webp)$/, BRIEF_MESSAGES.image),
    datasetId: z
      .string()
      .trim()
      .max(80, BRIEF_MESSAGES.dataset)
      .regex(/^[A-Za-z0-9_-]*$/, BRIEF_MESSAGES.dataset)
      .optional()
      .transform((v) => v || undefined),
  })
  .superRefine((form, ctx) => {
    const starts = parseUtcDay(form.startsOn);
    const ends = parseUtcDay(form.endsOn);
    if (!starts || !ends) return;
    const days = Math.round((ends.getTime() - starts.getTime()) / DAY_MS) + 1;
    if (days < CHALLENGE_MIN_DAYS || days > CHALLENGE_MAX_DAYS) {
      ctx.addIssue({ code: "custom", path: ["endsOn"], message: BRIEF_MESSAGES.length });
    }
  });
export type ChallengeBrief = z.output<typeof ChallengeBriefSchema>;
/** The brief form's fields as the form holds them: all text (no data set is ""). */
export type ChallengeBriefValues = Record<keyof z.input<typeof ChallengeBriefSchema>, string>;
