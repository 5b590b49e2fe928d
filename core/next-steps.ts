/**
 * The dashboard's next steps (issue 17): what the learner is doing comes first (continue a course,
 * the next course of a path), then the welcome survey's best matches take the places that generic
 * "start here" picks would fill; without survey answers the generic picks stay.
 */
export interface NextStep {
  kind: "continue" | "next-in-path" | "start" | "match";
  title: string;
  detail: string;
  url: string;
  /** The match percentage of a survey pick. */
  score?: number;
}

export function mergeNextSteps(
  current: readonly NextStep[],
  matches: readonly NextStep[] | null,
  max: number,
  /** URLs of courses the learner already started or finished: never suggested as a match. */
  started: ReadonlySet<string> = new Set(),
): NextStep[] {
  const kept = current.filter((s) => s.kind !== "start");
  const fill = matches ?? current.filter((s) => s.kind === "start");
  const out = [...kept];
  const taken = new Set([...out.map((s) => s.url), ...started]);
  for (const step of fill) {
    if (out.length >= max) break;
    if (taken.has(step.url)) continue;
    taken.add(step.url);
    out.push(step);
  }
  return out;
}
