const SIZES = {
  sm: { px: 56, box: "size-14 rounded-lg", letter: "text-2xl" },
  md: { px: 64, box: "size-16 rounded-xl", letter: "text-3xl" },
  lg: { px: 80, box: "size-20 rounded-xl", letter: "text-3xl" },
} as const;

/** The team's logo, or its initial on navy when it has none: the team header, landings and the logo form. */
export function TeamMark({
  team,
  size,
  alt = "",
  framed = true,
}: {
  team: { name: string; logoSrc: string | null };
  size: keyof typeof SIZES;
  /** Empty where the team's name is written beside the mark. */
  alt?: string;
  /** A thin ring around an uploaded logo, whose edges may be white. */
  framed?: boolean;
}) {
  const { px, box, letter } = SIZES[size];
  return team.logoSrc ? (
    <img
      src={team.logoSrc}
      alt={alt}
      width={px}
      height={px}
      className={`${box} shrink-0 object-contain${framed ? " ring-1 ring-line" : ""}`}
    />
  ) : (
    <span aria-hidden className={`${box} grid shrink-0 place-items-center bg-navy font-bold text-white ${letter}`}>
      {team.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
