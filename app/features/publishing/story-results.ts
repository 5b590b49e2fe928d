/** "2 days → 2 hours | weekly reporting time" lines → figure and label pairs. */
export function parseResults(raw: string | undefined): { figure: string; label: string }[] {
  return (raw ?? "")
    .split("\n")
    .map((line) => line.split("|").map((s) => s.trim()))
    .filter(([figure]) => Boolean(figure))
    .map(([figure, label]) => ({ figure: figure!, label: label ?? "" }));
}
