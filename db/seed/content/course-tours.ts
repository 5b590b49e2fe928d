/**
 * One narrated tour per course: what the course is for, what its core chapter practices, what the
 * learner can do at the end and the project that proves it. Made from the course's own catalogue
 * text by `scripts/make-demo-videos.ts --tours`, so it cannot drift from the course page. A course's
 * first lesson plays it, unless a topic clip matches that lesson's title (see lessons.ts).
 */
import { splitCourseDescription } from "~/core/course-description.ts";
import { wrapWords } from "~/core/text.ts";
import { courseSeed, writtenOutlines } from "./courses.ts";
import type { DemoVideo } from "./demo-videos.ts";

const firstSentence = (text: string) => /^[^.!?]*[.!?]/.exec(text.trim())?.[0] ?? text.trim();
/** Names keep their capital mid-sentence ("PivotCharts", "Power Query", "DAX"); ordinary words lose it. */
const NAME = /^(Excel|Python|Tableau|Google|Looker|Alteryx|Jupyter|Microsoft|Power (BI|Query|Pivot))\b/;
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]+(-[a-z]+)*\b/.test(text) && !NAME.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
/** "a, b, and c"; "a and b", unless an item has its own "and" ("x and y, and z" stays clear). */
const joinList = (items: string[]) =>
  items.length === 2 && !items.some((item) => item.includes(" and "))
    ? items.join(" and ")
    : items.length <= 1
      ? (items[0] ?? "")
      : `${items.slice(0, -1).join(", ")}, and ${items.at(-1)}`;

export const tourVideoName = (courseId: string) => `tour-${courseId.replace(/^crs_/, "")}`;

export const courseTours: DemoVideo[] = courseSeed
  .filter((course) => !course.comingSoon)
  .map((course) => {
    // The core lessons as written (decision 060 made most of them readings, not the tour's text).
    const outline = writtenOutlines.get(course.id!)!;
    const detail = course.descriptionDetail ?? "";
    const { outcomes } = splitCourseDescription(detail);
    const core = outline.filter((l) => l.kind === "video").slice(3);
    const project = outline.find((l) => l.kind === "project")?.title.replace(/^(Final )?project:\s*/i, "");
    const named = core.slice(0, 4).map((l) => lowerFirst(l.title));
    return {
      name: tourVideoName(course.id!),
      title: `A tour of ${course.title}`,
      slides: [
        {
          heading: "Welcome to the course",
          lines: wrapWords(course.title!, 34),
          narration: `Welcome to ${course.title}. ${firstSentence(detail)}`,
        },
        {
          heading: "What you will practice",
          lines: [
            ...core.slice(0, 5).map((l) => clip(l.title, 46)),
            ...(core.length > 5 ? [`and ${core.length - 5} more`] : []),
          ],
          narration: `The core lessons cover ${joinList(
            core.length > 4 ? [...named, `${core.length - 4} more ${core.length === 5 ? "topic" : "topics"}`] : named,
          )}, each with written notes and an exercise to try.`,
        },
        {
          heading: "By the end, you can",
          lines: outcomes.slice(0, 3).map((o) => clip(o, 52)),
          narration: `By the end, you will be able to ${joinList(outcomes.slice(0, 3).map(lowerFirst))}.`,
        },
        {
          heading: "Prove it",
          lines: [...(project ? [clip(`Project: ${project}`, 46)] : []), "Finish every lesson to earn the badge"],
          narration: project
            ? `Then you put it all together in the project, ${project}, and earn the course badge.`
            : "Finish every lesson to earn the course badge.",
        },
      ],
    };
  });
