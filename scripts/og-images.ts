// Renders the Open Graph images (1200×630 JPEG) for the catalogue pages into public/images/og/,
// from the seed content and our badge artwork, in Debian's Chromium. Run after changing seed
// titles or badges: `npx tsx scripts/og-images.ts`. The images are committed: pages link to them.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { courseSeed } from "../db/seed/content/courses.ts";
import { guidedProjectSeed } from "../db/seed/content/guided-projects.ts";
import { pathSeed } from "../db/seed/content/paths.ts";
import { CHROMIUM_FLAGS, findChromium } from "../tests/support/browser.ts";

const ROOT = process.cwd();
const OUT = path.join(ROOT, "public/images/og");
const font = (file: string) =>
  `data:font/woff2;base64,${readFileSync(path.join(ROOT, "node_modules/@fontsource", file)).toString("base64")}`;
const svg = (src: string) =>
  src ? `data:image/svg+xml;base64,${readFileSync(path.join(ROOT, "public", src)).toString("base64")}` : "";
const esc = (t: string) => t.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

interface Card {
  name: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  badge?: string;
}

const SECTIONS: Card[] = [
  {
    name: "courses",
    eyebrow: "Course catalog",
    title: "Data analytics courses",
    subtitle: "Excel, SQL, Power BI, Tableau, Python and more",
  },
  {
    name: "paths",
    eyebrow: "Learning paths",
    title: "Learning paths for every analyst role",
    subtitle: "The right courses, in the right order",
  },
  {
    name: "guided-projects",
    eyebrow: "Guided projects",
    title: "Portfolio projects on real data",
    subtitle: "Step-by-step objectives, real data sets",
  },
  {
    name: "crash-courses",
    eyebrow: "Crash courses",
    title: "One skill, one sitting",
    subtitle: "Short courses you can use the same day",
  },
  {
    name: "credentials",
    eyebrow: "Credentials",
    title: "Credentials that prove your skills",
    subtitle: "Dated badges with public verification",
  },
  {
    name: "showcase",
    eyebrow: "Showcase",
    title: "What learners build",
    subtitle: "Dashboards, analyses and models on real data",
  },
  {
    name: "testimonials",
    eyebrow: "Testimonials",
    title: "In our learners' words",
    subtitle: "Analysts and career changers on what changed",
  },
  {
    name: "data-playground",
    eyebrow: "Data playground",
    title: "Free practice data sets",
    subtitle: "Preview every table, then download",
  },
  {
    name: "challenges",
    eyebrow: "Data challenges",
    title: "A new data challenge every month",
    subtitle: "Real data, real feedback, real winners",
  },
];

function html(card: Card): string {
  return `<!doctype html><html><head><style>
@font-face{font-family:Barlow;font-weight:700;src:url(${font("barlow/files/barlow-latin-700-normal.woff2")})}
@font-face{font-family:Lato;font-weight:400;src:url(${font("lato/files/lato-latin-400-normal.woff2")})}
html,body{margin:0;width:1200px;height:630px;overflow:hidden}
body{background:#0b1f33;color:#fff;font-family:Lato,sans-serif;position:relative}
.c1{position:absolute;right:-160px;top:-160px;width:560px;height:560px;border-radius:50%;background:rgba(32,226,215,.18)}
.c2{position:absolute;left:380px;bottom:-220px;width:420px;height:420px;border-radius:50%;background:rgba(249,254,165,.08)}
.wrap{position:absolute;inset:72px 80px;display:flex;gap:56px;align-items:center}
.text{flex:1}
.eyebrow{color:#20e2d7;font-weight:900;letter-spacing:.16em;text-transform:uppercase;font-size:26px}
h1{font-family:Barlow,sans-serif;font-size:${card.title.length > 48 ? 58 : 70}px;line-height:1.05;margin:18px 0 0}
p{font-size:30px;color:#f9fea5;margin:24px 0 0}
.brand{position:absolute;left:80px;bottom:48px;font-family:Barlow,sans-serif;font-size:30px;font-weight:700}
.brand b{color:#20e2d7}
img{width:300px;height:300px}
</style></head><body><div class="c1"></div><div class="c2"></div>
<div class="wrap"><div class="text"><div class="eyebrow">${esc(card.eyebrow)}</div><h1>${esc(card.title)}</h1><p>${esc(card.subtitle)}</p></div>
${card.badge ? `<img src="${svg(card.badge)}" alt="">` : ""}</div>
<div class="brand"><b>▮</b> Maven Analytics</div></body></html>`;
}

const hours = (h: number) => `${Math.round(h * 10) / 10} hours`;
const cards: Card[] = [
  ...SECTIONS,
  ...courseSeed.map((c) => ({
    name: `course-${c.slug}`,
    eyebrow: c.kind === "crash_course" ? "Crash course" : "Course",
    title: c.title,
    subtitle: `${c.authorName} · ${hours(c.lengthHours ?? 0)} · ${(c.tools ?? "").split(",").slice(0, 3).join(" ·")}`,
    badge: c.badgeSrc,
  })),
  ...pathSeed.map((p) => ({
    name: `path-${p.slug}`,
    eyebrow: "Learning path",
    title: p.title,
    subtitle: (p.skills ?? "").split(",").slice(0, 3).join(" ·"),
    badge: p.badgeSrc,
  })),
  ...guidedProjectSeed.map((g) => ({
    name: `guided-project-${g.slug}`,
    eyebrow: "Guided project",
    title: g.title,
    subtitle: `${hours(g.lengthHours ?? 0)} · ${g.tools}`,
    badge: g.badgeSrc,
  })),
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_FLAGS] });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const card of cards) {
  await page.setContent(html(card), { waitUntil: "load" });
  writeFileSync(path.join(OUT, `${card.name}.jpg`), await page.screenshot({ type: "jpeg", quality: 82 }));
}
await browser.close();
console.log(`${cards.length} images written to ${path.relative(ROOT, OUT)}`);
