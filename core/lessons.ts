import { z } from "zod";

const LessonSchema = z.object({
  title: z.string().min(1),
  kind: z.enum(["video", "reading", "quiz", "project"]),
  minutes: z.number().nonnegative(),
});
export type Lesson = z.infer<typeof LessonSchema>;

/**
 * Course lessons are stored JSON-encoded (spec section 3); a value that does not parse is reported
 * and read as an empty list, never an error page (spec section 8).
 */
export function parseLessons(raw: string, onError: (error: unknown) => void): Lesson[] {
  try {
    return z.array(LessonSchema).parse(JSON.parse(raw));
  } catch (error) {
    onError(error);
    return [];
  }
}

/** The heading of a "Try it" exercise's answer in lesson notes; the page keeps it closed until asked. */
export const WORKED_ANSWER_HEADING = "Worked answer";
export const WORKED_ANSWER_SUMMARY = "Show the worked answer";
