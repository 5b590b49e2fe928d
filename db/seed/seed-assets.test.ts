import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
const CONTENT = path.join(ROOT, "db", "seed", "content");
/** Folders under public/ the seed's file paths point into. */
const LOCAL_FILE = new RegExp(`^/(${readdirSync(PUBLIC).join("|")})/[^?#\\s]+\\.[a-z0-9]+$`);

/** Every string in a seed export that names a file under public/ (avatars, badges, videos, covers…). */
function localFiles(value: unknown, seen = new Set<unknown>(), out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (LOCAL_FILE.test(value)) out.add(value);
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) localFiles(v, seen, out);
  }
  return out;
}

describe("seed content", () => {
  it("points only at files that exist under public/ (a missing one is a broken image on every page that shows it)", async () => {
    const modules = readdirSync(CONTENT).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    const files = new Set<string>();
    for (const file of modules) localFiles(await import(path.join(CONTENT, file)), new Set(), files);
    expect(files.size).toBeGreaterThan(50);
    expect([...files].filter((f) => !existsSync(path.join(PUBLIC, f)))).toEqual([]);
  });
});
