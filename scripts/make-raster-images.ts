/**
 * Renders the site's SVG illustrations (badges, avatars, data set and challenge art, showcase
 * screens, story logos) to PNG beside each SVG; pages show the PNGs (decision 064).
 *
 * Why: Chromium opens every SVG shown in an <img> as a document of its own on the page's main
 * thread; on /courses at 1440 px that took 108-111 ms, against 8-14 ms with PNGs, which are decoded
 * off the main thread. The SVGs stay the sources, and stay served for links made before.
 *
 * Each PNG is RASTER_SCALE times the SVG's own size (sharp's density), at most RASTER_MAX_WIDTH
 * wide, 8-bit palette: flat art, so a few KB each. Text falls back to Lato as it did in the browser
 * (Debian's fonts-lato: Barlow is not a system font). Re-run after adding or editing an SVG (the
 * seed-assets test fails while a PNG is missing or the wrong size):
 *   npx tsx scripts/make-raster-images.ts
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { RASTER_IMAGE_DIRS, RASTER_MAX_WIDTH, RASTER_SCALE } from "../core/images.ts";

const PUBLIC = path.resolve(import.meta.dirname, "..", "public", "images");

let written = 0;
let bytes = 0;
for (const dir of RASTER_IMAGE_DIRS) {
  for (const name of fs.readdirSync(path.join(PUBLIC, dir)).filter((f) => f.endsWith(".svg"))) {
    const svgFile = path.join(PUBLIC, dir, name);
    const pngFile = svgFile.replace(/\.svg$/, ".png");
    const svg = fs.readFileSync(svgFile);
    const { width = 0 } = await sharp(svg).metadata();
    const density = 72 * Math.min(RASTER_SCALE, RASTER_MAX_WIDTH / Math.max(width, 1));
    const png = await sharp(svg, { density }).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer();
    fs.writeFileSync(pngFile, png);
    written++;
    bytes += png.length;
  }
}
console.log(`${written} PNGs, ${Math.round(bytes / 1024)} KB in all`);
