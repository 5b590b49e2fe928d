/** A match percentage as text and a bar (the bar is decoration; the number is the content). */
export function MatchMeter({ score, label }: { score: number; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <p className="shrink-0 font-display text-2xl font-bold text-navy">
        {score}%<span className="sr-only"> {label}</span>
      </p>
      <div aria-hidden className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-mist">
        <div className="h-full rounded-full bg-turquoise-dark" style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
