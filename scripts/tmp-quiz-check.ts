import fs from "node:fs";
import { chromium } from "playwright";
const base = "http://127.0.0.1:3400";
const lessons = JSON.parse(fs.readFileSync("/tmp/quiz-lessons.json", "utf8")) as { id: string; courseId: string }[];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 375, height: 800 } });
await ctx.addCookies([{ name: "cookie_consent", value: "necessary", url: base }]);
const page = await ctx.newPage();
await page.goto(base + "/login");
await page.getByRole("main").getByLabel("Email").fill("demo.subscriber@example.com");
await page.getByRole("main").getByLabel("Password", { exact: true }).fill("Demo-Learner-2026!");
await page.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"));
let bad = 0;
for (const l of lessons) {
  const url = `${base}/course/${l.courseId.replace(/^crs_/, "")}/lesson/${l.id}`;
  const res = await page.goto(url);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const questions = await page.locator("main fieldset").count();
  if (res?.status() !== 200 || overflow > 0 || questions < 5) {
    bad++;
    console.log("BAD", url, res?.status(), "overflow", overflow, "questions", questions);
    await page.screenshot({ path: `/tmp/shots/bad-${l.id}.png`, fullPage: true });
  }
}
console.log("checked", lessons.length, "bad", bad);
await page.goto(`${base}/course/excel-xlookup-dynamic-arrays/lesson/les_excel-xlookup-dynamic-arrays-09`);
await page.locator("main fieldset").first().scrollIntoViewIfNeeded(); await page.screenshot({ path: "/tmp/shots/quiz-pbi-375.png", clip: { x: 0, y: 300, width: 375, height: 900 }, fullPage: true });
await browser.close();
