/**
 * What a course teaches beyond its videos (decision 057): each video lesson's notes, the reading
 * pages not written inline in lessons.ts, the final project's brief, and the playground data set
 * the exercises use. Markdown, rendered by the lesson player; headings start at level 2 (the page
 * has the lesson's title as its h1).
 */
import type { QuestionBankInput } from "~/core/quiz.ts";

export interface CourseNotes {
  /** The data playground set the course's exercises use (a `ds_` id), or null when it needs none. */
  practiceDataset: string | null;
  /** Lesson title → that video lesson's notes. */
  videos: Record<string, string>;
  /** Lesson title → the page of a reading lesson. */
  readings: Record<string, string>;
  /** Lesson title → that quiz lesson's questions (core/quiz.ts), when the course has its own. */
  quizzes?: Record<string, QuestionBankInput>;
  /** The final project's brief, as downloaded: starts with "# <the project lesson's title>". */
  projectBrief: string;
}
