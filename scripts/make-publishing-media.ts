/**
 * Makes the media of the publishing pages (issue 18), all from our own content, nothing fetched:
 * - blog and guide covers (1200×630 JPEG, also the Open Graph image) drawn as SVG and rasterized by sharp;
 * - customer-story logos (small SVG wordmarks of the fictional companies);
 * - Mavens of Data audio clips: the episode's clip text spoken by espeak-ng, encoded by ffmpeg
 *   (mono MP3 at 24 kb/s, so each is a few dozen KB).
 * Run: npx tsx scripts/make-publishing-media.ts   (needs espeak-ng and ffmpeg on PATH)
 *      npx tsx scripts/make-publishing-media.ts --covers   (the covers only: needs nothing else)
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { GUIDE_COVERS } from "../db/seed/content/publishing/guides.ts";
import { INTERVIEWS } from "../db/seed/content/publishing/interviews.ts";
import { BLOG_COVERS } from "../db/seed/content/publishing/posts.ts";
import { STORIES } from "../db/seed/content/publishing/stories.ts";
import { wrapWords } from "../core/text.ts";

const root = path.resolve(import.meta.dirname, "..", "public");
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A seeded pseudo-random bar chart motif so every cover differs but stays the same on re-runs. */
function bars(seed: string): string {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const out: string[] = [];
  for (let i = 0; i < 9; i++) {
    h = (h * 1103515245 + 12345) >>> 0;
    const height = 60 + (h % 220);
    out.push(
      `<rect x="${780 + i * 42}" y="${560 - height}" width="30" height="${height}" rx="4" fill="${i % 3 === 0 ? "#f9fea5" : "#20e2d7"}" opacity="${0.35 + (i % 4) * 0.15}"/>`,
    );
  }
  return out.join("");
}

/**
 * The title's size and wrap: the largest that fits four lines left of the chart (x < 740). DejaVu
 * Sans Bold averages about 0.62 em a character, so a line of n characters at size s is ~0.62·n·s.
 */
function titleLayout(title: string): { size: number; lines: string[] } {
  for (const size of [56, 48, 42, 36]) {
    const lines = wrapWords(title, Math.floor((740 - 72) / (0.62 * size)));
    if (lines.length <= 4) return { size, lines };
  }
  throw new Error(`Title too long for a cover: ${title}`);
}

async function cover(file: string, title: string, tag: string) {
  const { size, lines } = titleLayout(title);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1f33"/><stop offset="1" stop-color="#12395a"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  ${bars(title)}
  <line x1="780" y1="562" x2="1160" y2="562" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
  <text x="72" y="110" font-family="DejaVu Sans" font-size="28" font-weight="bold" fill="#20e2d7" letter-spacing="3">${esc(tag.toUpperCase())}</text>
  ${lines.map((l, i) => `<text x="72" y="${200 + i * Math.round(size * 1.28)}" font-family="DejaVu Sans" font-size="${size}" font-weight="bold" fill="#ffffff">${esc(l)}</text>`).join("\n  ")}
  <text x="72" y="560" font-family="DejaVu Sans" font-size="30" font-weight="bold" fill="#ffffff">Maven <tspan fill="#20e2d7">Analytics</tspan></text>
</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
}

function logo(file: string, company: string, slug: string) {
  let h = 0;
  for (const c of slug) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const colors = ["#0b1f33", "#0f766e", "#7c2d12", "#1e3a8a", "#365314", "#6b21a8"];
  const color = colors[h % colors.length]!;
  const initial = esc(company[0]!);
  // About 11 px per character of 17 px bold DejaVu Sans, after the 62 px mark.
  const width = 62 + company.length * 11 + 8;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="64" viewBox="0 0 ${width} 64" role="img" aria-label="${esc(company)}">
<rect x="2" y="8" width="48" height="48" rx="${h % 2 ? 24 : 10}" fill="${color}"/>
<text x="26" y="42" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="bold" fill="#ffffff">${initial}</text>
<text x="62" y="40" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="bold" fill="${color}">${esc(company)}</text>
</svg>
`;
  fs.writeFileSync(file, svg);
}

function audio(file: string, text: string, voice: string) {
  const wav = path.join(os.tmpdir(), `maven-clip-${process.pid}.wav`);
  execFileSync("espeak-ng", ["-v", voice, "-s", "150", "-w", wav, text]);
  execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", wav, "-ac", "1", "-ar", "22050", "-b:a", "24k", file]);
  fs.rmSync(wav);
}

async function main() {
  for (const dir of ["images/blog", "images/guides", "images/stories", "audio/mavens"])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  for (const p of BLOG_COVERS) await cover(path.join(root, "images/blog", `${p.slug}.jpg`), p.title, p.tag);
  for (const g of GUIDE_COVERS) await cover(path.join(root, "images/guides", `${g.slug}.jpg`), g.title, g.tag);
  if (process.argv.includes("--covers")) {
    console.log("covers written under public/images");
    return;
  }
  for (const s of STORIES) logo(path.join(root, "images/stories", `${s.slug}.svg`), s.company, s.slug);
  const voices = ["en-us", "en-gb", "en-us+f3", "en-gb+m3", "en-us+f2", "en-gb-x-rp"];
  INTERVIEWS.forEach((i, n) =>
    audio(path.join(root, "audio/mavens", `${i.slug}.mp3`), `${i.guest}. ${i.clip}`, voices[n % voices.length]!),
  );
  console.log("publishing media written under public/");
}

await main();
