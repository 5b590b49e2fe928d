/**
 * The per-domain breakdown of an assessment as a server-rendered bar chart in plain HTML and CSS:
 * a captioned figure whose rows carry their numbers as text (so screen readers and narrow screens
 * read the same values), the bars themselves decoration. 50 % and 100 % guides sit behind the bars.
 */
export function DomainChart({
  domains,
  title,
}: {
  domains: readonly { id: string; title: string; correct: number; total: number; percent: number }[];
  title: string;
}) {
  return (
    <figure aria-labelledby="domain-chart-title" className="flex flex-col gap-4">
      <figcaption id="domain-chart-title" className="sr-only">
        {title}
      </figcaption>
      <ul className="flex flex-col gap-4">
        {domains.map((d) => (
          <li key={d.id} className="grid items-center gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr_7rem]">
            <span className="font-bold text-navy sm:text-right">{d.title}</span>
            <span aria-hidden className="relative h-6 overflow-hidden rounded-md bg-mist">
              <span className="absolute inset-y-0 left-1/2 border-l border-dashed border-line" />
              <span
                className={`absolute inset-y-0 left-0 rounded-md ${d.percent >= 70 ? "bg-turquoise-deep" : d.percent >= 40 ? "bg-turquoise-dark" : "bg-red-700"}`}
                style={{ width: `${Math.max(d.percent, 1)}%` }}
              />
            </span>
            <span className="text-sm text-ink">
              {d.percent}%{" "}
              <span className="text-muted">
                ({d.correct} of {d.total})
              </span>
            </span>
          </li>
        ))}
      </ul>
      <p aria-hidden className="hidden text-xs text-muted sm:grid sm:grid-cols-[12rem_1fr_7rem] sm:gap-x-4">
        <span />
        <span className="flex justify-between">
          <span>0%</span>
          <span>50%</span>
          <span>100%</span>
        </span>
        <span />
      </p>
    </figure>
  );
}
