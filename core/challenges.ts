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
