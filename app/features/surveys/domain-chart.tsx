/**
 * The per-domain breakdown of an assessment as a server-rendered SVG bar chart. The SVG is an image
 * with a text alternative listing every value, and the same numbers are printed beside each bar.
 */
export function DomainChart({
  domains,
  title,
}: {
  domains: readonly { id: string; title: string; correct: number; total: number; percent: number }[];
  title: string;
}) {
  const labelWidth = 190;
  const barWidth = 360;
  const valueWidth = 110;
  const rowHeight = 44;
  const width = labelWidth + barWidth + valueWidth;
  const height = domains.length * rowHeight + 24;
  const summary = domains.map((d) => `${d.title}: ${d.percent}% (${d.correct} of ${d.total})`).join("; ");
  return (
    <figure className="overflow-x-auto">
      <svg
        role="img"
        aria-labelledby="domain-chart-title domain-chart-desc"
        viewBox={`0 0 ${width} ${height}`}
        className="h-auto w-full min-w-[480px] max-w-3xl"
      >
        <title id="domain-chart-title">{title}</title>
        <desc id="domain-chart-desc">{summary}</desc>
        {[0, 50, 100].map((tick) => {
          const x = labelWidth + (barWidth * tick) / 100;
          return (
            <g key={tick} aria-hidden>
              <line x1={x} x2={x} y1={0} y2={height - 20} stroke="#d7dee6" strokeDasharray="3 3" />
              <text x={x} y={height - 4} textAnchor="middle" fontSize="12" fill="#4b5563">
                {tick}%
              </text>
            </g>
          );
        })}
        {domains.map((d, i) => {
          const y = i * rowHeight + 8;
          const w = Math.max(2, (barWidth * d.percent) / 100);
          return (
            <g key={d.id} aria-hidden>
              <text x={labelWidth - 12} y={y + 19} textAnchor="end" fontSize="14" fill="#0b1f33" fontWeight="700">
                {d.title}
              </text>
              <rect x={labelWidth} y={y + 4} width={barWidth} height={22} rx={6} fill="#eef5f7" />
              <rect
                x={labelWidth}
                y={y + 4}
                width={w}
                height={22}
                rx={6}
                fill={d.percent >= 70 ? "#0e7c7b" : d.percent >= 40 ? "#178fa6" : "#b42318"}
              />
              <text x={labelWidth + barWidth + 10} y={y + 20} fontSize="14" fill="#0b1f33">
                {d.percent}% ({d.correct}/{d.total})
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
