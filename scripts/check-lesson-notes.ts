/** Content aid: which lessons of the given courses still lack notes (`tsx scripts/check-lesson-notes.ts crs_x ...`). */
import { courseSeed } from "~/db/seed/content/courses.ts";
import { lessonNotes } from "~/db/seed/content/lesson-notes/index.ts";
import { lessonSeed } from "~/db/seed/content/lessons.ts";

const ids = process.argv.slice(2);
let missing = 0;
for (const id of ids) {
  const course = courseSeed.find((c) => c.id === id);
  if (!course) throw new Error(`No course ${id}`);
  const notes = lessonNotes[id];
  const lessons = lessonSeed.filter((l) => l.courseId === id);
  const problems: string[] = [];
  if (!notes) problems.push("no notes at all");
  for (const l of lessons) {
    if (l.kind === "video") {
      const text = notes?.videos[l.title!];
      if (!text) problems.push(`video "${l.title}": no notes`);
      else {
        const words = text.split(/\s+/).filter(Boolean).length;
        if (words < 150) problems.push(`video "${l.title}": ${words} words`);
        if (/^# /m.test(text)) problems.push(`video "${l.title}": has a level-1 heading`);
      }
    }
    if (l.kind === "reading" && String(l.body).startsWith("A reference page"))
      problems.push(`reading "${l.title}": generic`);
  }
  for (const title of Object.keys(notes?.videos ?? {}))
    if (!lessons.some((l) => l.kind === "video" && l.title === title))
      problems.push(`notes for unknown video "${title}"`);
  if (notes && !notes.projectBrief.startsWith("# ")) problems.push("project brief missing or without its # title");
  missing += problems.length;
  console.log(`${id}: ${problems.length === 0 ? "complete" : problems.join("; ")}`);
}
process.exitCode = missing ? 1 : 0;
