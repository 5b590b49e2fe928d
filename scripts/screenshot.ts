/** Dev aid: screenshots of pages at desktop and phone widths (`tsx scripts/screenshot.ts URL... `). */
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../tests/support/browser.ts";

const base = process.env.SCREENSHOT_BASE ?? "http://localhost:3000";
const outDir = process.env.SCREENSHOT_DIR ?? "/tmp/shots";
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
for (const path of process.argv.slice(2)) {
  for (const [name, width, height] of [
    ["desktop", 1440, 900],
    ["mobile", 375, 812],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    // A full-page capture does not scroll: render the sections and load the images that wait to be
    // scrolled near (below-fold, loading="lazy").
    await page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>(".below-fold")) el.style.contentVisibility = "visible";
      for (const img of document.querySelectorAll("img")) img.loading = "eager";
    });
    await page.waitForLoadState("networkidle");
    const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${name}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL !== "0" });
    console.log(file);
    await page.close();
  }
}
await browser.close();
