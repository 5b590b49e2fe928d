// Fails when an installed package's `engines.node` excludes the running Node
// version (what `npm install --engine-strict` would refuse).
//
//   npm run check:engines                 # against process.version
//   npm run check:engines -- --node 20.19.0
//
// Walks node_modules, including nested node_modules and @scope folders. Uses the
// `semver` package when node_modules has one (npm's own matcher), else a small
// built-in range matcher.
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

type Satisfies = (version: string, range: string) => boolean;

interface SemverModule {
  SEMVER_SPEC_VERSION: string;
  satisfies(version: string, range: string, options?: { includePrerelease?: boolean }): boolean;
  validRange(range: string): string | null;
}

interface Finding {
  name: string;
  version: string;
  range: string;
  where: string;
  reason: string;
}

const root = process.cwd();

function parseArgs(argv: string[]): { node: string } {
  let node = process.versions.node;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--node" && argv[i + 1]) {
      node = argv[++i]!.replace(/^v/, "");
    } else if (arg?.startsWith("--node=")) {
      node = arg.slice("--node=".length).replace(/^v/, "");
    } else if (arg === "--help" || arg === "-h") {
      console.log("usage: tsx scripts/check-engines.ts [--node <version>]");
      process.exit(0);
    }
  }
  return { node };
}

// ---------------------------------------------------------------------------
// Matcher: semver from node_modules if present, else the fallback below.

function loadSemver(): {
  satisfies: Satisfies;
  valid: (r: string) => boolean;
  label: string;
} {
  try {
    const require = createRequire(path.join(root, "package.json"));
    const semver = require("semver") as SemverModule;
    const version = (require("semver/package.json") as { version: string }).version;
    return {
      // Same options as npm-install-checks.
      satisfies: (v, r) => semver.satisfies(v, r, { includePrerelease: true }),
      valid: (r) => semver.validRange(r) !== null,
      label: `semver ${version}`,
    };
  } catch {
    return {
      satisfies: fallbackSatisfies,
      valid: (r) => {
        try {
          parseRange(r);
          return true;
        } catch {
          return false;
        }
      },
      label: "built-in range matcher",
    };
  }
}

type Triple = [number, number, number];
type Partial3 = [number | null, number | null, number | null];
type Comparator = { op: "<" | "<=" | ">" | ">=" | "="; v: Triple };

function cmp(a: Triple, b: Triple): number {
  for (const i of [0, 1, 2] as const) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

// A partial version: "20", "20.1", "20.x", "*", "v20.1.2", "20.1.2-rc.1".
function parsePartial(s: string): Partial3 {
  const cleaned = s
    .trim()
    .replace(/^v/i, "")
    .replace(/[-+].*$/, "");
  if (cleaned === "" || cleaned === "*" || /^x$/i.test(cleaned)) return [null, null, null];
  const parts = cleaned.split(".");
  if (parts.length > 3) throw new Error(`bad version "${s}"`);
  const nums = [0, 1, 2].map((i) => {
    const p = parts[i];
    if (p === undefined || p === "*" || /^x$/i.test(p)) return null;
    if (/^\d+$/.test(p)) return Number(p);
    throw new Error(`bad version "${s}"`);
  });
  const [maj = null, min = null, pat = null] = nums;
  // "1.x.3" is treated as "1.x".
  if (maj === null) return [null, null, null];
  if (min === null) return [maj, null, null];
  return [maj, min, pat];
}

function fill(p: Partial3): Triple {
  return [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0];
}

// Smallest version above everything matched by a partial (for "<=1.2" => "<1.3.0").
function bumpPartial(p: Partial3): Triple | null {
  if (p[0] === null) return null;
  if (p[1] === null) return [p[0] + 1, 0, 0];
  if (p[2] === null) return [p[0], p[1] + 1, 0];
  return null;
}

function comparatorsFor(token: string): Comparator[] {
  const m = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(token);
  if (!m) throw new Error(`bad comparator "${token}"`);
  const op = m[1] ?? "";
  const p = parsePartial(m[2] ?? "");
  const [maj, min, pat] = p;
  const lo = fill(p);
  switch (op) {
    case "":
    case "=": {
      if (maj === null) return [];
      const hi = bumpPartial(p);
      return hi
        ? [
            { op: ">=", v: lo },
            { op: "<", v: hi },
          ]
        : [{ op: "=", v: lo }];
    }
    case ">=":
      return maj === null ? [] : [{ op: ">=", v: lo }];
    case ">": {
      if (maj === null) return [{ op: "<", v: [0, 0, 0] }]; // matches nothing
      const hi = bumpPartial(p);
      return hi ? [{ op: ">=", v: hi }] : [{ op: ">", v: lo }];
    }
    case "<":
      return maj === null ? [{ op: "<", v: [0, 0, 0] }] : [{ op: "<", v: lo }];
    case "<=": {
      if (maj === null) return [];
      const hi = bumpPartial(p);
      return hi ? [{ op: "<", v: hi }] : [{ op: "<=", v: lo }];
    }
    case "~":
    case "~>": {
      if (maj === null) return [];
      const hi: Triple = min === null ? [maj + 1, 0, 0] : [maj, min + 1, 0];
      return [
        { op: ">=", v: lo },
        { op: "<", v: hi },
      ];
    }
    case "^": {
      if (maj === null) return [];
      let hi: Triple;
      if (maj > 0 || min === null) hi = [maj + 1, 0, 0];
      else if (min > 0 || pat === null) hi = [0, min + 1, 0];
      else hi = [0, 0, pat + 1];
      return [
        { op: ">=", v: lo },
        { op: "<", v: hi },
      ];
    }
    default:
      throw new Error(`bad operator "${op}"`);
  }
}

function parseRange(range: string): Comparator[][] {
  return range.split("||").map((set) => {
    let s = set.trim();
    // Hyphen range "1.2 - 2.3.4".
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(s);
    if (hyphen) {
      const from = parsePartial(hyphen[1]!);
      const to = parsePartial(hyphen[2]!);
      const out: Comparator[] = [];
      if (from[0] !== null) out.push({ op: ">=", v: fill(from) });
      if (to[0] !== null) {
        const hi = bumpPartial(to);
        out.push(hi ? { op: "<", v: hi } : { op: "<=", v: fill(to) });
      }
      return out;
    }
    // Glue operators to their versions: ">= 14" -> ">=14".
    s = s.replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, "$1");
    if (s === "") return [];
    return s.split(/\s+/).flatMap(comparatorsFor);
  });
}

function fallbackSatisfies(version: string, range: string): boolean {
  const v = fill(parsePartial(version));
  let sets: Comparator[][];
  try {
    sets = parseRange(range);
  } catch {
    return false; // npm treats an invalid range as not satisfied
  }
  return sets.some((set) =>
    set.every(({ op, v: c }) => {
      const d = cmp(v, c);
      switch (op) {
        case "<":
          return d < 0;
        case "<=":
          return d <= 0;
        case ">":
          return d > 0;
        case ">=":
          return d >= 0;
        case "=":
          return d === 0;
      }
    }),
  );
}

// ---------------------------------------------------------------------------
// Walk.

interface Manifest {
  name?: string;
  version?: string;
  engines?: unknown;
}

function readManifest(dir: string): Manifest | null {
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    return null;
  }
}

function isDir(p: string): boolean {
  try {
    const st = lstatSync(p);
    if (st.isDirectory()) return true;
    if (st.isSymbolicLink()) return existsSync(p) && lstatSync(realpathSync(p)).isDirectory();
    return false;
  } catch {
    return false;
  }
}

function* packageDirs(nodeModules: string, seen: Set<string>): Generator<string> {
  if (!isDir(nodeModules)) return;
  const real = realpathSync(nodeModules);
  if (seen.has(real)) return;
  seen.add(real);
  for (const entry of readdirSync(nodeModules).sort()) {
    if (entry.startsWith(".")) continue; // .bin, .package-lock.json, .cache, .vite
    const full = path.join(nodeModules, entry);
    if (entry.startsWith("@")) {
      if (!isDir(full)) continue;
      for (const scoped of readdirSync(full).sort()) {
        if (scoped.startsWith(".")) continue;
        const pkg = path.join(full, scoped);
        if (isDir(pkg)) yield* packageAndNested(pkg, seen);
      }
    } else if (isDir(full)) {
      yield* packageAndNested(full, seen);
    }
  }
}

function* packageAndNested(pkgDir: string, seen: Set<string>): Generator<string> {
  yield pkgDir;
  const real = realpathSync(pkgDir);
  // A symlinked package (npm link, workspaces) is checked but not descended
  // twice; its own node_modules is walked once through its real path.
  yield* packageDirs(path.join(real, "node_modules"), seen);
}

function main(): void {
  const { node } = parseArgs(process.argv.slice(2));
  const matcher = loadSemver();
  const nodeModules = path.join(root, "node_modules");
  if (!existsSync(nodeModules)) {
    console.error(`check-engines: no node_modules in ${root}; run npm install first`);
    process.exit(2);
  }

  const findings: Finding[] = [];
  let checked = 0;
  let withEngines = 0;
  const visitedPkgs = new Set<string>();

  const dirs = [root, ...packageDirs(nodeModules, new Set())];
  for (const dir of dirs) {
    const real = realpathSync(dir);
    if (visitedPkgs.has(real)) continue;
    visitedPkgs.add(real);
    const manifest = readManifest(dir);
    if (!manifest) continue;
    checked++;
    const engines = manifest.engines;
    if (!engines || typeof engines !== "object" || Array.isArray(engines)) continue;
    const range = (engines as Record<string, unknown>).node;
    if (typeof range !== "string") continue;
    withEngines++;
    if (matcher.satisfies(node, range)) continue;
    findings.push({
      name: manifest.name ?? path.basename(dir),
      version: manifest.version ?? "?",
      range,
      where: path.relative(root, dir) || ".",
      reason: matcher.valid(range) ? "excludes" : "unparseable range",
    });
  }

  if (findings.length > 0) {
    console.error(`Packages whose engines.node excludes Node ${node}:`);
    const width = Math.max(...findings.map((f) => `${f.name}@${f.version}`.length));
    for (const f of findings) {
      const id = `${f.name}@${f.version}`.padEnd(width);
      const note = f.reason === "excludes" ? "" : ` (${f.reason})`;
      console.error(`  ${id}  engines.node "${f.range}"${note}  ${f.where}`);
    }
  }
  const verdict = findings.length === 0 ? "OK" : "FAIL";
  console.log(
    `check-engines: ${verdict}: ${checked} packages checked (${withEngines} with engines.node), ` +
      `${findings.length} exclude Node ${node} [${matcher.label}]`,
  );
  process.exit(findings.length === 0 ? 0 : 1);
}

main();
