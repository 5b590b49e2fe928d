import type { lessons } from "~/db/schema/learning.ts";
import { courseSeed, writtenOutlines } from "./courses.ts";
import { courseTours, tourVideoName } from "./course-tours.ts";
import { datasetSeed } from "./datasets.ts";
import { lessonNotes } from "./lesson-notes/index.ts";
import { demoVideos, topicVideoFor } from "./demo-videos.ts";
import timings from "./demo-video-timings.json";
import type { LessonSeed } from "./types.ts";

/**
 * The player's lessons (issue 16), one row per entry of each course's outline, in the same order, so
 * the catalogue's lesson counts and the player agree. Chapters: the opening lessons ("Getting
 * started", free to everyone), the core lessons (written as videos), and the closing practice
 * (reading, quiz, project). A core lesson without a video of its own is taught by its notes as a
 * reading (decision 060).
 * Project lessons become downloads of a project brief kept in file storage.
 */

/** Readings written for one lesson, by course id and outline position (1-based). */
const READINGS: Record<string, string> = {
  "crs_excel-xlookup-dynamic-arrays:2": `XLOOKUP takes up to six arguments; the first three do most of the work.

| Argument | What it is | Example |
| --- | --- | --- |
| lookup_value | What you are looking for | \`A2\` |
| lookup_array | Where to look for it | \`Products[SKU]\` |
| return_array | What to bring back | \`Products[Price]\` |
| if_not_found | Shown when nothing matches | \`"Not found"\` |
| match_mode | 0 exact (default), -1 next smaller, 1 next larger, 2 wildcard | \`-1\` |
| search_mode | 1 first to last (default), -1 last to first | \`-1\` |

\`\`\`excel
=XLOOKUP(A2, Products[SKU], Products[Price], "Not found")
=XLOOKUP(B2, Rates[MinSpend], Rates[Discount], 0, -1)
\`\`\`

![A slide from the lesson video: XLOOKUP looks left or right, matches exactly by default and takes a fallback](/videos/xlookup-in-one-minute.png)

**Three habits that save time**

1. Point at whole table columns (\`Products[SKU]\`), not ranges: the formula keeps working when rows are added.
2. Always fill in *if_not_found*: a clear "Not found" beats a wall of \`#N/A\`.
3. Use match mode -1 for tiered tables such as discounts or tax bands.`,
  "crs_excel-xlookup-dynamic-arrays:8": `A \`#SPILL!\` error means a dynamic array formula has nowhere to put its results.

| Cause | Fix |
| --- | --- |
| Something is in the way | Clear the cells the result needs (select the formula to see the dashed border) |
| The formula is inside an Excel table | Tables do not spill: move the formula outside the table |
| The result is unpredictable in size (volatile) | Wrap the range in \`TAKE\` or avoid \`RANDARRAY\` in dashboards |
| Merged cells in the spill area | Unmerge them |

\`\`\`excel
=SORT(UNIQUE(FILTER(Sales[Region], Sales[Revenue] > 0)))
\`\`\`

Refer to a whole spilled result with the \`#\` operator, for example \`=COUNTA(F2#)\`.`,
  "crs_excel-essentials:11": `Run through this checklist before you hand a workbook to anyone.

| Check | Why it matters |
| --- | --- |
| Raw data lives in an Excel table | Formulas and PivotTables grow with the data |
| One header row, no blank rows or columns | Sorting and filtering stay reliable |
| Inputs, calculations and outputs on separate sheets | Reviewers can find what to change |
| No hard-coded numbers inside formulas | Assumptions are visible and easy to update |
| Consistent number formats | \`1,200\` and \`1200.00\` should not sit side by side |

\`\`\`excel
=IFERROR(XLOOKUP([@Customer], Customers[ID], Customers[Segment]), "Unassigned")
\`\`\`

Finish by pressing **Ctrl+Home** on every sheet, so the next person starts at the top.`,
};

function chaptersOf(outline: readonly LessonSeed[]): number[] {
  // Trailing non-video lessons are the practice chapter; up to three opening lessons are free.
  let practiceStart = outline.length;
  while (practiceStart > 0 && outline[practiceStart - 1]!.kind !== "video") practiceStart--;
  const firstEnd = Math.min(3, practiceStart === 0 ? outline.length : practiceStart);
  return outline.map((_, i) => (i < firstEnd ? 1 : i < practiceStart ? 2 : 3));
}

const CHAPTER_TITLES = ["Getting started", "Core skills", "Practice and knowledge check"];

/** A reading lesson's page: written inline here (READINGS) or in the course's notes. */
function writtenReading(course: (typeof courseSeed)[number], position: number, lesson: LessonSeed): string {
  const written = READINGS[`${course.id}:${position}`];
  if (!written) throw new Error(`${course.id}: no page for the reading lesson "${lesson.title}"`);
  return written;
}

export interface LessonFileSeed {
  id: string;
  name: string;
  storageKey: string;
  contentType: string;
  text: string;
}

export const lessonSeed: (typeof lessons.$inferInsert)[] = [];
export const lessonFileSeed: LessonFileSeed[] = [];

const timingByName = timings as Record<string, { durationSeconds: number; cues: { text: string }[] }>;

for (const course of courseSeed) {
  if (course.comingSoon) continue;
  const outline = JSON.parse(course.lessons ?? "[]") as LessonSeed[];
  const chapters = chaptersOf(writtenOutlines.get(course.id!)!);
  const short = course.id.replace(/^crs_/, "");
  const notes = lessonNotes[course.id];
  if (!notes) throw new Error(`${course.id}: no lesson notes (db/seed/content/lesson-notes)`);
  const dataset = notes.practiceDataset ? datasetSeed.find((d) => d.id === notes.practiceDataset) : undefined;
  if (notes.practiceDataset && !dataset) throw new Error(`${course.id}: no data set ${notes.practiceDataset}`);
  // Where the exercises' data is: a data playground set, opened in its drawer.
  const practice = dataset
    ? `Practice on the [${dataset.title}](/data-playground?datasetId=${dataset.id}) data set from the data playground.`
    : "";
  outline.forEach((lesson, i) => {
    const position = i + 1;
    const id = `les_${short}-${String(position).padStart(2, "0")}`;
    const chapter = chapters[i]!;
    const base = {
      id,
      courseId: course.id!,
      position,
      chapter,
      chapterTitle: CHAPTER_TITLES[chapter - 1]!,
      title: lesson.title,
      minutes: lesson.minutes,
    };
    const written = notes.videos[lesson.title];
    switch (lesson.kind) {
      case "video": {
        // The lesson's topic clip when there is one, else (the course's first lesson) its tour.
        const topic = topicVideoFor(lesson.title);
        const video = topic
          ? demoVideos.find((v) => v.name === topic)!
          : courseTours.find((v) => v.name === tourVideoName(course.id!))!;
        const videoName = video.name;
        const timing = timingByName[videoName]!;
        if (!written) throw new Error(`${course.id}: no notes for the video lesson "${lesson.title}"`);
        lessonSeed.push({
          ...base,
          kind: "video",
          body:
            [
              topic
                ? `Watch "${video.title}", then read the notes below and try it yourself.`
                : `Watch "${video.title}": what the course covers and where each lesson fits. Then read the notes below.`,
              practice,
              "Captions and a transcript come with the video.",
            ]
              .filter(Boolean)
              .join(" ") + `\n\n${written}`,
          videoSrc: `/videos/${videoName}`,
          captionsSrc: `/videos/${videoName}.vtt`,
          durationSeconds: timing.durationSeconds,
          transcript: timing.cues.map((c) => c.text).join("\n\n"),
        });
        break;
      }
      case "reading":
        lessonSeed.push({
          ...base,
          kind: "reading",
          // A core lesson without a video of its own: its notes, with the practice data on top.
          body: written
            ? [practice, written].filter(Boolean).join("\n\n")
            : (notes.readings[lesson.title] ?? writtenReading(course, position, lesson)),
        });
        break;
      case "quiz": {
        const bank = notes.quizzes?.[lesson.title];
        if (!bank) throw new Error(`${course.id}: no quiz for "${lesson.title}" (db/seed/content/lesson-notes)`);
        lessonSeed.push({
          ...base,
          kind: "quiz",
          body: "Answer every question, then check your answers. You can retake the quiz as often as you like.",
          quiz: JSON.stringify(bank),
        });
        break;
      }
      case "project": {
        const file: LessonFileSeed = {
          id: "brief",
          name: `${short}-project-brief.md`,
          storageKey: `lessons/${short}/project-brief.md`,
          contentType: "text/markdown; charset=utf-8",
          text: notes.projectBrief,
        };
        lessonFileSeed.push(file);
        lessonSeed.push({
          ...base,
          kind: "download",
          // The brief is on the page as well as a download: a learner reads it before deciding to start.
          body: [
            dataset
              ? `Work through the brief below on the [${dataset.title}](/data-playground?datasetId=${dataset.id}) data set, then mark the lesson complete. Download it to keep it beside your work.`
              : "Work through the brief below, then mark the lesson complete. Download it to keep it beside your work.",
            briefSections(notes.projectBrief),
          ].join("\n\n"),
          files: JSON.stringify([
            {
              id: file.id,
              name: file.name,
              storageKey: file.storageKey,
              contentType: file.contentType,
              size: Buffer.byteLength(file.text),
            },
          ]),
        });
        break;
      }
    }
  });
}

/** The brief without its title line: the lesson page shows the lesson's title as its heading. */
function briefSections(brief: string): string {
  return brief.replace(/^# .*\n+/, "").trim();
}
