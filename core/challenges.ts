import { z } from "zod";

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
