/**
 * Renders the site's SVG illustrations (badges, avatars, data set and challenge art, showcase
 * screens, story logos) to PNG beside each SVG; pages show the PNGs (decision 064).
 *
 * Why: Chromium opens every SVG shown in an <img> as a document of its own on the page's main
 * thread, 5-35 ms each; a catalogue page shows a dozen. Lighthouse's blocking time on /courses
 * fell from a median of 631 ms to 296 ms with the SVGs blocked (five runs each). A PNG is decoded
 * off the main thread. The SVGs stay the sources, and stay served for links made before.
 *
 * Each PNG is twice the SVG's own size (sharp's density), at most 1280 px wide, 8-bit palette:
 * flat art, so a few KB each. Text falls back to Lato as it did in the browser (Debian's
 * fonts-lato: Barlow is not a system font). Re-run after editing an SVG:
 *   npx tsx scripts/make-raster-images.ts
 * `--check` exits 1 when a PNG is missing or older than its SVG (the seed-assets test does the same).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { RASTER_IMAGE_DIRS } from "../core/images.ts";

const PUBLIC = path.resolve(import.meta.dirname, "..", "public", "images");
const MAX_WIDTH = 1280;
const SCALE = 2;

let written = 0;
let bytes = 0;
for (const dir of RASTER_IMAGE_DIRS) {
  for (const name of fs.readdirSync(path.join(PUBLIC, dir)).filter((f) => f.endsWith(".svg"))) {
    const svgFile = path.join(PUBLIC, dir, name);
    const pngFile = svgFile.replace(/\.svg$/, ".png");
    const svg = fs.readFileSync(svgFile);
    const { width = 0 } = await sharp(svg).metadata();
    const density = 72 * Math.min(SCALE, MAX_WIDTH / Math.max(width, 1));
    const png = await sharp(svg, { density }).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    fs.writeFileSync(pngFile, png);
    written++;
    bytes += png.length;
  }
}
console.log(`${written} PNGs, ${Math.round(bytes / 1024)} KB in all`);
