import { formatDate } from "~/core/format.ts";

// A week is a UTC calendar date: shown as such, the same on the server and in any browser.
const weekLabel = (d: Date) => formatDate(d.toISOString().slice(0, 10));

/**
 * Course completions per week as CSS bars. The bars are decoration (aria-hidden); the same figures
 * are in a table screen readers read, and the caption says the total and the busiest week.
 */
export function CompletionsChart({ weeks }: { weeks: { weekStart: Date; count: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const total = weeks.reduce((sum, w) => sum + w.count, 0);
  const busiest = weeks.reduce<{ weekStart: Date; count: number } | null>(
    (best, w) => (w.count > (best?.count ?? 0) ? w : best),
    null,
  );
  return (
    <figure aria-labelledby="completions-caption">
      <figcaption id="completions-caption" className="text-sm text-muted">
        {total === 0
          ? `No course completions in these ${weeks.length} weeks.`
          : `${total} course completion${total === 1 ? "" : "s"} in ${weeks.length} weeks; the busiest week began ${weekLabel(busiest!.weekStart)} (${busiest!.count}).`}
      </figcaption>
      <div aria-hidden className="mt-4 flex h-40 items-end gap-1 border-b border-line">
        {weeks.map((w) => (
          <div key={w.weekStart.toISOString()} className="flex h-full min-w-0 flex-1 flex-col justify-end">
            {w.count > 0 ? <span className="mb-0.5 text-center text-xs font-bold text-navy">{w.count}</span> : null}
            <div
              className="rounded-t bg-turquoise-dark"
              style={{ height: `${(w.count / max) * 100}%`, minHeight: w.count > 0 ? 4 : 0 }}
              title={`Week of ${weekLabel(w.weekStart)}: ${w.count}`}
            />
          </div>
        ))}
      </div>
      {weeks.length > 0 ? (
        <div aria-hidden className="mt-1 flex justify-between text-xs text-muted">
          <span>{weekLabel(weeks[0]!.weekStart)}</span>
          <span>{weekLabel(weeks.at(-1)!.weekStart)}</span>
        </div>
      ) : null}
      <table className="sr-only">
        <caption>Course completions per week</caption>
        <thead>
          <tr>
            <th scope="col">Week beginning</th>
            <th scope="col">Completions</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart.toISOString()}>
              <td>{weekLabel(w.weekStart)}</td>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Tools and topics of the completed courses, most covered first, as labelled horizontal bars. */
export function SkillsChart({ skills }: { skills: { skill: string; count: number }[] }) {
  if (skills.length === 0) return <p className="text-sm text-muted">No completed courses yet in this selection.</p>;
  const max = Math.max(1, ...skills.map((s) => s.count));
  return (
    <ul className="flex flex-col gap-2.5">
      {skills.map((s) => (
        <li
          key={s.skill}
          className="grid grid-cols-[minmax(0,7rem)_1fr] items-center gap-3 sm:grid-cols-[minmax(0,10rem)_1fr]"
        >
          <span className="truncate text-sm font-bold text-navy" title={s.skill}>
            {s.skill}
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden className="h-3 rounded-full bg-navy-700" style={{ width: `${(s.count / max) * 100}%` }} />
            <span className="shrink-0 text-sm text-ink">
              {s.count}
              <span className="sr-only"> completed course{s.count === 1 ? "" : "s"}</span>
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
