import { chromium } from "playwright";
const base = "http://127.0.0.1:3400";
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
async function shots(email: string | null, path: string, name: string, cookies: { name: string; value: string }[] = []) {
  for (const width of [1440, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addCookies([{ name: "cookie_consent", value: "necessary", url: base }, ...cookies.map((c) => ({ ...c, url: base }))]);
    const page = await ctx.newPage();
    if (email) {
      await page.goto(base + "/login");
      await page.getByRole("main").getByLabel("Email").fill(email);
      await page.getByRole("main").getByLabel("Password", { exact: true }).fill("Demo-Learner-2026!");
      await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
      await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    }
    await page.goto(base + path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    console.log(name, width, page.url(), "overflow", overflow);
    await ctx.close();
  }
}
const [, , which] = process.argv;
if (!which || which === "a") {
  await shots("demo.learner@example.com", "/dashboard/account/delete", "delete");
  await shots("demo.subscriber@example.com", "/dashboard/account/delete", "delete-blocked");
  await shots(null, "/account-deleted", "deleted", [{ name: "account_closed", value: "1" }]);
  await shots("demo.learner@example.com", "/dashboard/account/preferences", "prefs");
}
await browser.close();
