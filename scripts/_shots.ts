import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../tests/support/browser.ts";
const base = "http://localhost:3050";
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS });
const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await ctx.addCookies([{ name: "cookie_consent", value: "necessary", url: base }]);
const page = await ctx.newPage();
await page.goto(base + "/login");
await page.getByLabel("Email").fill(process.argv[2]!);
await page.getByLabel("Password", { exact: true }).fill("Demo-Learner-2026!");
await page.getByRole("button", { name: "Log in", exact: true }).click();
await page.waitForURL(/dashboard/);
for (const path of process.argv.slice(3)) {
  for (const [name, width] of [
    ["desktop", 1440],
    ["mobile", 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `/tmp/shots-main/${path.replace(/[^a-z0-9]+/gi, "_")}-${name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
}
await browser.close();
