/** Lists the spec stores comma-separated (tools, skills, tags) come back as arrays either way. */
export function toList(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return [];
  const items = typeof value === "string" ? value.split(",") : value;
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}
