/**
 * A course's long description (`descriptionDetail`): paragraphs, then the outcomes as "- " lines.
 * The course page, its trailer, the lesson readings and the course tours all read it this way.
 */
export function splitCourseDescription(detail: string): { intro: string[]; outcomes: string[] } {
  const lines = detail.split("\n");
  return {
    intro: lines.filter((line) => line.trim() && !line.startsWith("- ")),
    outcomes: lines.filter((line) => line.startsWith("- ")).map((line) => line.slice(2)),
  };
}
