// Issue 18: the publishing, company and business pages as a visitor uses them (every page with real
// content and no axe violations, a post read from the list, a guide downloaded with an e-mail, the
// contact form with a bad then a good address), and the staff editor (write, preview, schedule,
// publish a post that shows on /blog and in the feed; a learner is refused).
import { expect, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated, holdDataReload, uniqueEmail } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { logIn, test, verifiedAccount } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { inbox } from "./support/inbox.ts";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "../fixtures/images.ts";

const STAFF = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };
const LEARNER = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };

/** Each page of the issue and a heading or phrase that only its real content has. */
const PAGES: [path: string, heading: RegExp, text: RegExp][] = [
  ["/terms", /Terms of Use/, /Stripe/],
  ["/privacy-policy", /Privacy Policy/, /cookie_consent/],
  ["/community-forum-policy", /Community Forum Policy/, /How we moderate/],
  ["/faq", /Frequently asked questions/, /How do I cancel my subscription\?/],
  ["/contact", /Contact us/, /Support hours/],
  ["/team", /The people behind Maven/, /Community Lead/],
  ["/blog", /The Maven blog/, /min read/],
  ["/blog/sql-window-functions-explained", /SQL Window Functions/, /PARTITION BY/],
  ["/guides-and-reports", /Guides and reports/, /The SQL Interview Guide/],
  ["/guides-and-reports/sql-interview-guide", /The SQL Interview Guide for Analysts/, /What's inside/],
  ["/mavens-of-data", /Mavens of Data/, /Episode 1/],
  ["/mavens-of-data/sql-is-a-conversation", /SQL Is a Conversation/, /Transcript/],
  ["/maven-for-business", /confident data analysts/, /What your team gets/],
  ["/resource-hub", /Resource hub/, /Playbooks and reports/],
  ["/customer-stories", /Customer stories/, /Northwind Logistics/],
  ["/customer-stories/northwind-logistics", /Northwind Logistics cut weekly reporting/, /The challenge/],
  ["/consulting", /Analytics consulting/, /How it works/],
  ["/training", /Live training for your team/, /Popular topics/],
];

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("every page of the issue loads with its real content and no axe violations", async ({ page }) => {
  test.setTimeout(scaled(120_000));
  for (const [path, heading, text] of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.getByRole("main").getByText(text).first(), path).toBeVisible();
    await expectNoViolations(page, path);
  }
  await page.goto("/faq?q=invoice");
  await expect(page.getByRole("main").getByRole("status")).toContainText("for “invoice”");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = ld
    .map((s) => JSON.parse(s) as { "@type"?: string; mainEntity?: unknown[] })
    .find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity?.length).toBeGreaterThanOrEqual(30);
});

test("screenshots at 1440 and 375 px", async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/blog",
      "/blog/power-bi-star-schema",
      "/contact",
      "/faq",
      "/maven-for-business",
      "/guides-and-reports/state-of-data-skills-2026",
    ]) {
      await page.goto(path);
      await page.screenshot({ path: testInfo.outputPath(`${path.replace(/\W+/g, "_")}-${width}.png`), fullPage: true });
    }
  }
});

test("a visitor reads a post from the blog list, filters by topic and finds the feed", async ({ page }) => {
  await gotoHydrated(page, "/blog");
  await page.getByRole("link", { name: "Power BI", exact: false }).first().click();
  await expect(page).toHaveURL(/\/blog\?tag=power-bi/);
  await page.getByRole("link", { name: "Why Your Power BI Model Needs a Star Schema" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why Your Power BI Model Needs a Star Schema");
  await expect(page.getByText("Maya Okafor")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Keep reading" })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((s) => s.includes('"@type":"Article"'))).toBe(true);
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    "href",
    "/blog/feed.xml",
  );
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/images\/blog\/power-bi-star-schema\.jpg$/,
  );
  // An unknown slug is the not-found page.
  expect((await page.goto("/blog/no-such-post"))?.status()).toBe(404);
});

test("a visitor downloads a guide after leaving an e-mail, and gets the link by mail", async ({ page }) => {
  const email = uniqueEmail("guide");
  await gotoHydrated(page, "/guides-and-reports/excel-formulas-cheat-sheet");
  const form = page.getByRole("region", { name: "Get the full PDF" });
  await form.getByLabel("Your name").fill("Grace");
  await form.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Get the guide" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your download is ready");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download the PDF" }).click();
  expect((await download).suggestedFilename()).toBe("excel-formulas-cheat-sheet.pdf");
  const mail = await inbox().waitForMail(email, { subject: /Your copy of The Excel Formulas Cheat Sheet/ });
  expect(mail.text).toMatch(/\/guides-and-reports\/excel-formulas-cheat-sheet\/download\?lead=lead_/);
});

test("a guide's page previews its first chapter and names the rest, and fits a phone with its code", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/guides-and-reports/sql-interview-guide");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "A preview" })).toBeVisible();
  await expect(main).toContainText(/The PDF continues with \d+ more chapters: .*15 practice problems/);
  // The practice problems are the PDF's: not on the page.
  await expect(main.getByRole("heading", { name: /^Problem 1\b/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling at 375 px").toBeLessThanOrEqual(0);
});

async function fillContact(page: Page, email: string) {
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Ada Lovelace");
  await main.getByLabel("Email").fill(email);
  await main.getByLabel("Topic").selectOption({ label: "Plans and billing" });
  await main.getByRole("textbox", { name: "Message" }).fill("Where can I download my invoices for last year?");
}

test("the contact form says what is wrong with a bad e-mail, then sends and confirms", async ({ page }) => {
  const email = uniqueEmail("contact");
  await gotoHydrated(page, "/contact");
  await fillContact(page, "ada@");
  await page.getByRole("button", { name: "Send message" }).click();
  const field = page.getByRole("main").getByLabel("Email");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Enter a valid email address, like name@example.com.");
  await expectNoViolations(page, "/contact with an error");
  await field.fill(email);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your message is with our support team");
  await inbox().waitForMail(email, { subject: /We received your message/ });
  await inbox().waitForMail("support@mavenanalytics.io", { subject: /Contact message from Ada Lovelace/ });
});

test("the contact form works without JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await dismissCookieBox(context, baseURL);
  const page = await context.newPage();
  await page.goto("/contact");
  await fillContact(page, "not-an-address");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("main").getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("main").getByRole("textbox", { name: "Message" })).toHaveValue(/invoices/);
  await page.getByRole("main").getByLabel("Email").fill(uniqueEmail("nojs"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Your message is with our support team");
  await context.close();
});

test("a consulting inquiry is received, confirmed to the sender and shown to staff", async ({ page }) => {
  const email = uniqueEmail("consult");
  await gotoHydrated(page, "/consulting");
  const main = page.getByRole("main");
  await main.getByLabel("Your name").fill("Lin Zhao");
  await main.getByLabel("Work email").fill(email);
  await main.getByLabel("Organization").fill("Acme Analytics");
  await main.getByLabel("People involved").selectOption("11-50");
  await main.getByRole("textbox", { name: "What would you like help with?" }).fill("A sales dashboard for 12 stores.");
  await main.getByRole("button", { name: "Send inquiry" }).click();
  await expect(main.getByRole("status")).toContainText("Your inquiry is with our business team");
  await inbox().waitForMail(email, { subject: /Your consulting inquiry/ });
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/leads?kind=consulting");
  await page.getByRole("link", { name: "Lin Zhao" }).first().click();
  await expect(page.getByRole("main")).toContainText("A sales dashboard for 12 stores.");
  await page.getByLabel("Status").selectOption("in_progress");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Status saved");
  const csv = await (await page.request.get("/admin/leads.csv?kind=consulting")).text();
  expect(csv).toContain(email);
});

test("a learner is refused the staff area, a visitor is sent to log in", async ({ page }) => {
  expect((await page.goto("/admin"))?.url()).toMatch(/\/login\?returnTo=%2Fadmin/);
  await logIn(page, LEARNER);
  const response = await page.goto("/admin/content/post");
  expect(response?.status()).toBe(403);
});

test("an admin makes a new account staff: the notice comes with the list that shows it", async ({ page }) => {
  const account = await verifiedAccount(page, "staffer");
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/people");
  const main = page.getByRole("main");
  const row = main.getByRole("listitem").filter({ hasText: account.email });
  await expect(row).toHaveCount(0);
  // Hold the page's data reload after the post: the answer is in, the list is not yet.
  const releaseReload = await holdDataReload(page, "/admin/people");
  const data = "/admin/people.data";
  await main.getByLabel("Account email").fill(account.email);
  await main.getByLabel("Role").selectOption("staff");
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === data && response.request().method() === "POST",
  );
  await main.getByRole("button", { name: "Save role" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(main.getByRole("button", { name: "Saving…" })).toBeDisabled();
  await expect(main.getByRole("status")).toHaveCount(0);
  releaseReload();
  await expect(main.getByRole("status")).toHaveText(`${account.email} is now staff.`);
  await expect(row).toContainText("staff");
  await expect(main.getByRole("button", { name: "Save role" })).toBeEnabled();
});

test("on a phone the staff sections are one row above the page, and the page starts on the first screen", async ({
  page,
}) => {
  await logIn(page, STAFF);
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoHydrated(page, "/admin/people");
  await expect(page.getByRole("heading", { level: 1, name: "Staff and roles" })).toBeInViewport();
  // The whole page's work, down to its button, without scrolling past a column of links first.
  await expect(page.getByRole("main").getByRole("button", { name: "Save role" })).toBeInViewport();
  const sections = page.getByRole("navigation", { name: "Staff area" });
  // The row scrolls to the section shown (the last one here), and Sign out stays in reach.
  await expect(sections.getByRole("link", { name: "Staff and roles" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Staff and roles" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoViolations(page, "/admin/people at 375 px");
  // A table wider than the phone scrolls inside the page, and a keyboard can scroll it too.
  await gotoHydrated(page, "/admin/audit");
  await expectNoViolations(page, "/admin/audit at 375 px");
});

test("staff write, preview, schedule and publish a post that shows on /blog and in the feed", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  const slug = `e2e-post-${Date.now().toString(36)}`;
  const title = `Pivot tables in five minutes ${slug.slice(-5)}`;
  await logIn(page, STAFF);
  await gotoHydrated(page, "/admin/content/post/new");
  const main = page.getByRole("main");
  await main.getByLabel("Title").fill(title);
  await main.getByLabel("Slug").fill(slug);
  await main.getByLabel("Summary").fill("A quick tour of pivot tables for busy analysts.");
  await main.getByLabel("Author", { exact: true }).fill("Maya Okafor");
  await main.getByLabel("Tags").fill("Excel, Tutorial");
  await main
    .getByLabel("Body (Markdown)")
    .fill('## Start here\n\nDrag **Region** to rows. <script>alert("x")</script>');
  // The live preview renders as one types; the script is shown as text.
  const preview = page.getByRole("region", { name: "Live preview" });
  await expect(preview.getByRole("heading", { name: "Start here" })).toBeVisible();
  await expect(preview).toContainText('<script>alert("x")</script>');
  await main.getByRole("button", { name: "Create draft" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Draft created");
  const editor = new URL(page.url()).pathname;
  await expectNoViolations(page, "the staff editor");

  // A clashing slug is refused with a message.
  await gotoHydrated(page, "/admin/content/post/new");
  await main.getByLabel("Title").fill("Clash");
  await main.getByLabel("Slug").fill("sql-window-functions-explained");
  await main.getByRole("button", { name: "Create draft" }).click();
  await expect(main.getByLabel("Slug")).toHaveAccessibleDescription(/already used by/);
  await gotoHydrated(page, editor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("link", { name: "Back to the editor" }).click();

  // Scheduled: invisible until its time.
  await page.getByLabel("Schedule for (UTC)").fill("2099-01-01T09:00");
  await page.getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Scheduled");
  await expect(page.getByRole("main")).toContainText("goes live 01/01/2099, 09:00 UTC");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get("/blog/feed.xml")).text()).not.toContain(slug);

  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Published");
  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("main")).toContainText('<script>alert("x")</script>');
  expect(await (await page.request.get("/blog/feed.xml")).text()).toContain(`/blog/${slug}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/blog/${slug}`);
  // Images go through the image store; a file that is not an image is refused in the form.
  await gotoHydrated(page, editor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const upload = page.getByRole("region", { name: "Upload an image" });
  await upload
    .getByLabel("Image (JPEG, PNG or WebP)")
    .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: TEXT_PRETENDING_TO_BE_PNG });
  await upload.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("region", { name: "Upload an image" }).getByRole("alert")).toBeVisible();
  await page
    .getByRole("region", { name: "Upload an image" })
    .getByLabel("Image (JPEG, PNG or WebP)")
    .setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: await makeImage("png") });
  await page.getByRole("region", { name: "Upload an image" }).getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("region", { name: "Upload an image" }).getByRole("status")).toContainText(
    "/media/images/",
  );

  await page.goto("/admin/audit");
  await expect(page.getByRole("main")).toContainText(`Published "${title}"`);
  // The same date format as the rest of the product, with the hour in UTC.
  await expect(page.getByRole("row", { name: new RegExp(`Published "${title}"`) })).toContainText(
    /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC/,
  );
  await expectNoViolations(page, "/admin/audit");

  // Deleted without a replacement: its address answers 410.
  await gotoHydrated(page, editor);
  await page.getByRole("button", { name: "Delete blog post" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/post$/);
  const gone = await page.goto(`/blog/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This article was removed");
});
