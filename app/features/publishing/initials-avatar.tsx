/** A generated avatar (initials on a colour from the name): our people pages never show photos. */
const COLORS = ["#0b1f33", "#0f766e", "#1e3a8a", "#7c2d12", "#365314", "#6b21a8", "#9f1239", "#155e75"];

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

export function InitialsAvatar({ name, size = 96 }: { name: string; size?: number }) {
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const color = COLORS[h % COLORS.length];
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" className="shrink-0 rounded-full">
      <circle cx="48" cy="48" r="48" fill={color} />
      <circle cx="78" cy="20" r="10" fill="#20e2d7" opacity="0.8" />
      <text
        x="48"
        y="60"
        textAnchor="middle"
        fontFamily="Lato, Arial, sans-serif"
        fontSize="34"
        fontWeight="700"
        fill="#ffffff"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
