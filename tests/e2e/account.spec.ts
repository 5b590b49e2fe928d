// The account area end to end: the avatar menu, Edit Profile with an avatar upload, public and
// private profiles, My Likes, the authorization matrix by plain HTTP, and accessibility.
//
// Accounts are made through the real sign-up (support/accounts.ts); the demo learner (seeded with
// progress, credentials, projects and likes) stands in where a test needs existing content.
import fs from "node:fs";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { IMAGE_TYPE_MESSAGE } from "~/core/images.ts";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "~/tests/fixtures/images.ts";
import { dismissCookieBox, gate, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import {
  headerAccountMenu,
  logIn,
  postEmailChangeHoldingReload,
  signedInAccount,
  submitLogIn,
  test,
} from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { receivedWebhooks } from "./support/webhook-mock.ts";

const DEMO = { email: "demo.learner@example.com", password: "Demo-Learner-2026!" };
const DEMO_POSTFIX = "alex-morgan";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

/** The signed-in user's profile address, read from the avatar menu's My Profile link. */
async function ownPostfix(page: Page): Promise<string> {
  await waitForHydration(page);
  await headerAccountMenu(page).click();
  const link = page.getByRole("banner").getByRole("link", { name: "My Profile" });
  const postfix = (await link.getAttribute("href"))!.replace("/profile/", "");
  await page.keyboard.press("Escape");
  return postfix;
}

/** A second person in a browser context of their own. */
async function otherUser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await dismissCookieBox(context, baseURL);
  const page = await context.newPage();
  const account = await signedInAccount(page, "other");
  return { context, page, account };
}

/** Spec section 2: the seven links of the account menu, in order (Sign out follows them). */
const ACCOUNT_MENU_LINKS = [
  "My Dashboard",
  "My Profile",
  "Edit Profile",
  "Create New Project",
  "My Subscription",
  "My Likes",
  "Preferences",
];

test("the avatar menu has the eight items of the spec, each going where it says", async ({ page }) => {
  await signedInAccount(page, "menu");
  const postfix = await ownPostfix(page);
  const banner = page.getByRole("banner");
  const menu = headerAccountMenu(page);
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const account = banner.getByRole("navigation", { name: "Account" });
  await expect(account.getByRole("link")).toHaveText(ACCOUNT_MENU_LINKS);
  await expect(banner.getByRole("button", { name: "Sign out" })).toBeVisible();
  await menu.click();
  await expect(account).toBeHidden();

  const destinations: [string, string, string][] = [
    ["My Dashboard", "/dashboard", ""],
    ["My Profile", `/profile/${postfix}`, ""],
    ["Edit Profile", "/dashboard/account", ""],
    ["Create New Project", "/dashboard/projects/new", ""],
    ["My Subscription", "/dashboard/account/subscription", ""],
    ["My Likes", `/profile/${postfix}`, "?view=liked"],
    ["Preferences", "/dashboard/account/preferences", ""],
  ];
  for (const [label, pathname, search] of destinations) {
    await waitForHydration(page);
    await menu.click();
    await banner.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL((url) => url.pathname === pathname && url.search === search);
    // Navigating closes the menu.
    await expect(menu).toHaveAttribute("aria-expanded", "false");
  }

  // A link to the page already shown closes the menu too.
  await menu.click();
  await banner.getByRole("link", { name: "Preferences" }).click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  // Sign out carries the current URL: back on the same public page, signed out.
  await gotoHydrated(page, `/profile/${postfix}?view=liked`);
  await menu.click();
  await banner.getByRole("button", { name: "Sign out" }).click();
  await expect(banner.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === `/profile/${postfix}` && url.search === "?view=liked");
});

test("the avatar menu works from the keyboard and closes on Escape and outside clicks", async ({ page }) => {
  await signedInAccount(page, "keys");
  await gotoHydrated(page, "/courses");
  const menu = headerAccountMenu(page);
  const panelLinks = page.getByRole("banner").getByRole("navigation", { name: "Account" }).getByRole("link");

  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(panelLinks.first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panelLinks.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(panelLinks.first()).toBeHidden();

  await page.keyboard.press("ArrowDown");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(panelLinks.first()).toBeFocused();
  await page.getByRole("heading", { level: 1 }).click();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("an avatar menu opened while a form posted on the page is loading stays open once it has loaded", async ({
  page,
}) => {
  const account = await signedInAccount(page, "midpost");
  const { email, releaseReload } = await postEmailChangeHoldingReload(page, account);
  const menu = headerAccountMenu(page);
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");

  releaseReload();
  await expect(email.getByRole("status")).toContainText("We sent a code to");
  await expect(email.getByRole("button", { name: "Confirm new address" })).toBeVisible();
  // Effects run after the commit that showed the button: give them two frames.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("an avatar menu opened while the page's script loads stays open, with the focus, once it hydrates", async ({
  page,
}) => {
  await signedInAccount(page, "early");
  // Hold the page's modules: the menu is the <details> the server sent until they run.
  const held = gate();
  await page.route("**/assets/*.js", async (route) => {
    await held.promise;
    await route.continue();
  });
  await page.goto("/courses", { waitUntil: "commit" });
  const summary = page.getByRole("banner").locator("summary[aria-label^='Account menu for']");
  await summary.click();
  const dashboardLink = page.getByRole("banner").getByRole("link", { name: "My Dashboard" });
  await expect(dashboardLink).toBeVisible();
  await expect(summary).toBeFocused();

  held.release();
  await waitForHydration(page);
  const menu = headerAccountMenu(page);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(menu).toBeFocused();
  await expect(dashboardLink).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(dashboardLink).toBeFocused();
});

test("the mobile menu shows the same eight items", async ({ page }) => {
  await signedInAccount(page, "mobile");
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, "/courses");
  await page.getByRole("button", { name: "Open mobile menu" }).click();
  const section = page.getByRole("region", { name: "Your account" });
  await expect(section.getByRole("link")).toHaveText(ACCOUNT_MENU_LINKS);
  await expect(section.getByRole("button", { name: "Sign out" })).toBeVisible();
  await section.getByRole("link", { name: "Preferences" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/account/preferences");
});

test("at 375 px every account tab is on screen, Security and Edit Profile included", async ({ page }) => {
  await logIn(page, DEMO);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ["/dashboard/account/preferences", "/dashboard/account/security"]) {
    await gotoHydrated(page, path);
    const tabs = page.getByRole("navigation", { name: "Account settings" }).getByRole("link");
    await expect(tabs).toHaveText(["Edit Profile", "Subscription", "Preferences", "Invoices", "Security"]);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, `${await tab.textContent()} on ${path}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${await tab.textContent()} on ${path}`).toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await expectNoViolations(page, "the account tabs at 375 px", "main nav");
});

test("edit profile: new details, a new address that the old one redirects to, and an avatar upload", async ({
  page,
}) => {
  await signedInAccount(page, "profile");
  const oldPostfix = await ownPostfix(page);
  const newPostfix = `ada-${Date.now().toString(36)}`;
  await gotoHydrated(page, "/dashboard/account");
  const main = page.getByRole("main");

  // A taken address is refused with a clear message, and nothing changes.
  await main.getByLabel("Profile address").fill(DEMO_POSTFIX);
  await main.getByLabel("Headline").fill("Should not be saved");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByRole("alert")).toHaveText("That profile address is taken. Choose another.");
  await expect(main.getByLabel("Headline")).toHaveValue("Should not be saved");
  await expect(main.getByLabel("Profile address")).toHaveAttribute("aria-invalid", "true");

  await main.getByLabel("Profile address").fill(newPostfix);
  await main.getByLabel("Headline").fill("Analyst in the making");
  await main.getByLabel("Bio").fill("Numbers first.\nThen the story.");
  await main.getByLabel("Location").fill("London");
  await main.getByLabel("Link 1").fill("https://example.com/ada");
  await main.getByRole("button", { name: "Save profile" }).click();
  await expect(main.getByRole("status")).toHaveText("Your profile is saved.");

  // Avatar: a file that only claims to be a PNG is refused; a real image is stored and shown.
  await main.getByLabel("New photo").setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: TEXT_PRETENDING_TO_BE_PNG,
  });
  await main.getByRole("button", { name: "Upload photo" }).click();
  await expect(main.getByRole("alert")).toHaveText(IMAGE_TYPE_MESSAGE);
  await main.getByLabel("New photo").setInputFiles({
    name: "me.jpg",
    mimeType: "image/jpeg",
    buffer: await makeImage("jpeg", { width: 1200, height: 800 }),
  });
  await main.getByRole("button", { name: "Upload photo" }).click();
  await expect(main.getByRole("status")).toHaveText("Your photo is updated.");
  const avatar = page
    .getByRole("banner")
    .getByRole("button", { name: /^Account menu for / })
    .locator("img");
  await expect(avatar).toHaveAttribute("src", /^\/media\/images\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
  const served = await page.request.get((await avatar.getAttribute("src"))!);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");

  // The public profile at the new address; the old one redirects there.
  await page.goto(`/profile/${oldPostfix}`);
  await expect(page).toHaveURL((url) => url.pathname === `/profile/${newPostfix}`);
  const profile = page.getByRole("main");
  await expect(profile.getByRole("heading", { level: 1 })).toHaveText("Ada Lovelace");
  await expect(profile.getByText("Analyst in the making")).toBeVisible();
  await expect(profile.getByText("London")).toBeVisible();
  await expect(profile.getByRole("link", { name: /example\.com/ })).toHaveAttribute("href", "https://example.com/ada");
  await expect(profile.locator("img").first()).toHaveAttribute("src", /^\/media\/images\/avatar\//);
});

test("a new project appears in the showcase and on the profile; a like from another user shows under their My Likes", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  await signedInAccount(page, "maker");
  const postfix = await ownPostfix(page);
  const title = `Churn drivers ${Date.now().toString(36)}`;

  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Account menu for / })
    .click();
  await page.getByRole("banner").getByRole("link", { name: "Create New Project" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/dashboard/projects/new");
  await waitForHydration(page);
  const form = page.getByRole("main");
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Summary").fill("Which customers leave, and why.");
  await form.getByRole("textbox", { name: "Write-up" }).fill("## Question\n\nWho churns?");
  await form.getByLabel("Tools").fill("SQL, Tableau");
  await form.getByRole("button", { name: "Save project" }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\?saved=prj_/);

  await page.goto("/showcase?sort=newest");
  await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible();

  await page.goto(`/profile/${postfix}`);
  await expect(page.getByRole("main").getByRole("link", { name: title })).toBeVisible();

  // Another learner likes it; it shows under their My Likes, not under the author's.
  const fan = await otherUser(browser, baseURL);
  await fan.page.goto(`/profile/${postfix}`);
  await fan.page.getByRole("main").getByRole("link", { name: title }).click();
  await waitForHydration(fan.page);
  const like = fan.page.getByRole("button", { name: "Like" });
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await headerAccountMenu(fan.page).click();
  await fan.page.getByRole("banner").getByRole("link", { name: "My Likes" }).click();
  await expect(fan.page).toHaveURL((url) => url.search === "?view=liked");
  await expect(fan.page.getByRole("main").getByRole("link", { name: title })).toBeVisible();
  await fan.context.close();

  await page.goto(`/profile/${postfix}?view=liked`);
  await expect(page.getByRole("main").getByRole("link", { name: title })).toHaveCount(0);
  await expect(page.getByRole("main")).toContainText("Projects you like appear here.");
});

test("My Likes shows the projects the demo learner likes, and My Profile their own", async ({ page }) => {
  await logIn(page, DEMO);
  await waitForHydration(page);
  await headerAccountMenu(page).click();
  await page.getByRole("banner").getByRole("link", { name: "My Likes" }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/profile/${DEMO_POSTFIX}` && url.search === "?view=liked");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Liked" })).toHaveAttribute("aria-current", "page");
  const liked = main.getByRole("heading", { level: 3 });
  expect(await liked.count()).toBeGreaterThan(0);
  // None of them is the learner's own.
  await expect(main.getByRole("link", { name: "My First Dashboard: Seattle Sun and Rain" })).toHaveCount(0);

  await main.getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/profile/${DEMO_POSTFIX}` && url.search === "");
  await expect(main.getByRole("link", { name: "My First Dashboard: Seattle Sun and Rain" })).toBeVisible();
  // The owner also sees their draft, marked as one.
  await expect(main.getByText("Draft", { exact: true })).toBeVisible();
});

test("a private profile shows only to its owner; another user and visitors get a 404", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  await signedInAccount(page, "private");
  const postfix = await ownPostfix(page);
  await gotoHydrated(page, "/dashboard/account/preferences");
  const main = page.getByRole("main");
  await main.getByLabel("Private").check();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(main.getByRole("status")).toHaveText("Your preferences are saved.");
  await expect(main.getByLabel("Private")).toBeChecked();

  await page.goto(`/profile/${postfix}`);
  await expect(page.getByRole("main").getByText("Private profile: only you can see it")).toBeVisible();

  const other = await otherUser(browser, baseURL);
  const answer = await other.page.goto(`/profile/${postfix}`);
  expect(answer?.status()).toBe(404);
  await expect(other.page.getByRole("heading", { level: 1 })).not.toHaveText("Ada Lovelace");
  await other.context.close();

  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get(`/profile/${postfix}`, { maxRedirects: 0 })).status()).toBe(404);
  await visitor.dispose();
});

/**
 * Authorization matrix by plain HTTP: every account loader and action, as a visitor, as the owner
 * and as another user. Visitors are sent to log in; another user's requests only ever read or
 * change their own account (the pages take the owner from the session, never from the request).
 */
test("authorization matrix: visitor, owner and another user against every account loader and action", async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(scaled(60_000));
  const owner = await signedInAccount(page, "owner");
  const ownerPostfix = await ownPostfix(page);
  const other = await otherUser(browser, baseURL);
  const visitor = await playwright.request.newContext({ baseURL });
  const as = { visitor, owner: page.request, other: other.page.request } satisfies Record<string, APIRequestContext>;
  const origin = { Origin: baseURL! };

  const loaders = [
    "/dashboard",
    "/dashboard/account",
    "/dashboard/account/preferences",
    "/dashboard/account/subscription",
    "/dashboard/account/invoices",
    "/dashboard/account/delete",
  ];
  for (const path of loaders) {
    const visit = await as.visitor.get(path, { maxRedirects: 0 });
    expect(visit.status(), `visitor GET ${path}`).toBe(302);
    expect(visit.headers().location, `visitor GET ${path}`).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
    const own = await as.owner.get(path, { maxRedirects: 0 });
    expect(own.status(), `owner GET ${path}`).toBe(200);
    expect(await own.text(), `owner GET ${path}`).toContain(`href="/profile/${ownerPostfix}"`);
    // Another user gets their own page: nothing of the owner's account.
    const theirs = await as.other.get(path, { maxRedirects: 0 });
    expect(theirs.status(), `other GET ${path}`).toBe(200);
    const text = await theirs.text();
    expect(text, `other GET ${path}`).not.toContain(`/profile/${ownerPostfix}"`);
    expect(text, `other GET ${path}`).not.toContain(owner.email);
  }

  const profileForm = (postfix: string, headline: string) => ({
    firstName: "Ada",
    lastName: "Lovelace",
    portfolioUrlPostfix: postfix,
    headline,
    bio: "",
    location: "",
    link1: "",
    link2: "",
    link3: "",
  });
  const ownerProfile = async () => (await as.owner.get(`/profile/${ownerPostfix}`)).text();

  // Visitors: redirected to log in; nothing changes.
  for (const [path, form] of [
    ["/dashboard/account", profileForm(ownerPostfix, "Visitor was here")],
    ["/dashboard/account", { intent: "remove-avatar" }],
    ["/dashboard/account/preferences", { visibility: "private" }],
    ["/dashboard/account/delete", { email: owner.email, password: owner.password }],
  ] as const) {
    const answer = await as.visitor.post(path, { form, headers: origin, maxRedirects: 0 });
    expect(answer.status(), `visitor POST ${path}`).toBe(302);
    expect(answer.headers().location).toMatch(/^\/login\?returnTo=/);
  }
  expect(await ownerProfile()).not.toContain("Visitor was here");

  // Another user posting the owner's address gets "taken", and their saves change only their own profile.
  const grab = await as.other.post("/dashboard/account", {
    form: profileForm(ownerPostfix, "Other was here"),
    headers: origin,
    maxRedirects: 0,
  });
  expect(grab.status()).toBe(400);
  expect(await grab.text()).toContain("That profile address is taken. Choose another.");
  const otherPostfix = `other-${Date.now().toString(36)}`;
  const own = await as.other.post("/dashboard/account", {
    form: profileForm(otherPostfix, "Other's own headline"),
    headers: origin,
    maxRedirects: 0,
  });
  expect(own.status()).toBe(302);
  expect(await ownerProfile()).not.toContain("Other");
  const hidden = await as.other.post("/dashboard/account/preferences", {
    form: { visibility: "private" },
    headers: origin,
    maxRedirects: 0,
  });
  expect(hidden.status()).toBe(302);
  expect((await as.visitor.get(`/profile/${ownerPostfix}`)).status(), "owner's profile stays public").toBe(200);
  expect((await as.visitor.get(`/profile/${otherPostfix}`)).status(), "other's profile is now private").toBe(404);

  // The owner: saves land.
  const mine = await as.owner.post("/dashboard/account", {
    form: profileForm(ownerPostfix, "Owner's headline"),
    headers: origin,
    maxRedirects: 0,
  });
  expect(mine.status()).toBe(302);
  expect(mine.headers().location).toBe("/dashboard/account?saved=profile");
  expect(await ownerProfile()).toContain("Owner&#x27;s headline");

  // Bad input changes nothing and says why.
  const tooLong = await as.owner.post("/dashboard/account", {
    form: profileForm(ownerPostfix, "x".repeat(121)),
    headers: origin,
    maxRedirects: 0,
  });
  expect(tooLong.status()).toBe(400);
  expect(await tooLong.text()).toContain("Headline can be at most 120 characters.");
  const badVisibility = await as.owner.post("/dashboard/account/preferences", {
    form: { visibility: "everyone" },
    headers: origin,
    maxRedirects: 0,
  });
  expect(badVisibility.status()).toBe(400);
  expect(await ownerProfile()).toContain("Owner&#x27;s headline");

  await visitor.dispose();
  await other.context.close();
});

test("the dashboard shows the demo learner's progress, next steps, credentials and projects", async ({ page }) => {
  await logIn(page, DEMO);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Alex");
  const progress = main.getByRole("progressbar", { name: "Power BI Desktop: From Data to Dashboard progress" });
  await expect(progress).toHaveAttribute("aria-valuenow", "19");
  // Power BI's next lesson needs Pro, so the course to continue is the one the learner can go on with now.
  await expect(
    main.getByRole("link", { name: /^Unlock with Pro\s*: Power BI Desktop: From Data to Dashboard$/ }),
  ).toBeVisible();
  await expect(main.getByRole("region", { name: "Recommended next steps" }).getByRole("link").first()).toHaveText(
    "Continue Data Storytelling & Presenting Insights",
  );
  await expect(main.getByRole("link", { name: "Excel Essentials for Data Analysis" })).toBeVisible();
  await expect(main.getByRole("link", { name: "My First Dashboard: Seattle Sun and Rain" })).toBeVisible();
  // The demo learner joined no path: nothing is "next in your path", and the paths section says how to pick one.
  await expect(main.getByRole("region", { name: "Recommended next steps" })).not.toContainText("Next in your path");
  const myPaths = main.getByRole("region", { name: "My learning paths" });
  await expect(myPaths).toContainText("You have not joined a learning path yet.");
  await expect(myPaths.getByRole("link", { name: "pick a path" })).toHaveAttribute("href", "/paths");
  // A path not joined still shows the courses finished before joining, and how far the others are.
  await gotoHydrated(page, "/path/data-analyst-excel");
  const pathCourses = main
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: "Excel Essentials for Data Analysis" }) })
    .first();
  await expect(pathCourses).toContainText("Excel Essentials for Data Analysis: Completed");
  await expect(pathCourses).toContainText("Excel Power Query, Power Pivot & DAX: Not started");

  // A lapsed subscriber: the plan in which the credentials were earned ended, and its invoices stay.
  await gotoHydrated(page, "/dashboard/account/subscription");
  await expect(main).toContainText("Your Maven Pro (monthly) plan ended on 06/01/2025.");
  await gotoHydrated(page, "/dashboard/account/invoices");
  for (const n of [1, 2, 3, 4])
    await expect(main.getByRole("link", { name: `MA-DEMO-10000${n}`, exact: true })).toBeVisible();
});

test("axe finds no violations on the dashboard, the account pages and a profile", async ({ page }) => {
  // Eight pages, each loaded and scanned: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(scaled(90_000));
  await logIn(page, DEMO);
  for (const path of [
    "/dashboard",
    "/dashboard/account",
    "/dashboard/account/preferences",
    "/dashboard/account/subscription",
    "/dashboard/account/invoices",
    `/profile/${DEMO_POSTFIX}`,
    `/profile/${DEMO_POSTFIX}?view=liked`,
  ]) {
    await gotoHydrated(page, path);
    await expectNoViolations(page, path);
  }
  await headerAccountMenu(page).click();
  await expectNoViolations(page, "the open avatar menu", "header");
});

test("preferences: the cookie choice and e-mail settings are saved and shown again", async ({ page }) => {
  await signedInAccount(page, "prefs");
  await gotoHydrated(page, "/dashboard/account/preferences");
  const main = page.getByRole("main");
  await main.getByLabel("Newsletter").check();
  await main.getByLabel("Course reminders").uncheck();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(main.getByRole("status")).toHaveText("Your preferences are saved.");
  await page.reload();
  await expect(main.getByLabel("Newsletter")).toBeChecked();
  await expect(main.getByLabel("Course reminders")).not.toBeChecked();
  // No box promises mail that nothing sends (decision 058).
  await expect(main.getByLabel("Product updates")).toHaveCount(0);

  // The beforeEach stored "necessary"; switching to Accept All stores "all".
  await expect(main.getByLabel("Only Necessary")).toBeChecked();
  await main.getByLabel("Accept All").check();
  await main.getByRole("button", { name: "Save cookie choice" }).click();
  await expect(main.getByRole("status")).toHaveText("Your cookie choice is saved.");
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cookie_consent")?.value).toBe("all");
});

test("preferences: the Newsletter box shows a footer sign-up and changes the same list", async ({ page }) => {
  const account = await signedInAccount(page, "letter");
  await gotoHydrated(page, "/dashboard/account/preferences");
  const footer = page.locator("#newsletter");
  await footer.getByLabel("Email address").fill(account.email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByRole("status")).toHaveText("You have been subscribed!");

  const main = page.getByRole("main");
  await page.reload();
  await expect(main.getByLabel("Newsletter")).toBeChecked();
  await main.getByLabel("Newsletter").uncheck();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(main.getByRole("status")).toHaveText("Your preferences are saved.");
  await page.reload();
  await expect(main.getByLabel("Newsletter")).not.toBeChecked();

  // Ticking it again signs the address up the way the footer does: through the newsletter webhook.
  await main.getByLabel("Newsletter").check();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(main.getByRole("status")).toHaveText("Your preferences are saved.");
  await expect
    .poll(async () => (await receivedWebhooks<{ email?: string }>()).filter((b) => b?.email === account.email).length)
    .toBe(2);
  await page.reload();
  await expect(main.getByLabel("Newsletter")).toBeChecked();
});

test("Download your data gives the signed-in learner a file with their account and choices; a visitor gets none", async ({
  page,
  request,
}) => {
  const account = await signedInAccount(page, "export");
  await gotoHydrated(page, "/dashboard/account/preferences");
  const main = page.getByRole("main");
  await main.getByLabel("Newsletter").check();
  await main.getByRole("button", { name: "Save preferences" }).click();
  await expect(main.getByRole("status")).toHaveText("Your preferences are saved.");

  const downloading = page.waitForEvent("download");
  await main.getByRole("link", { name: "Download your data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^maven-analytics-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(data.account).toMatchObject({ email: account.email, firstName: account.firstName });
  expect(data.emailPreferences).toEqual({ newsletter: true, courseReminders: true });
  expect(data.security.sessions.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toContain(account.password);

  // A visitor is sent to log in, never given a file.
  const visitor = await request.get("/dashboard/account/data.json", {
    maxRedirects: 0,
    headers: { cookie: "cookie_consent=necessary" },
  });
  expect(visitor.status()).toBe(302);
  expect(visitor.headers()["location"]).toMatch(/^\/login\?returnTo=/);
});

test("a learner deletes their account from Preferences: a wrong address changes nothing, then they are signed out for good", async ({
  page,
  browser,
  baseURL,
}) => {
  const account = await signedInAccount(page, "leaving");
  await gotoHydrated(page, "/dashboard/account/preferences");
  await page.getByRole("main").getByRole("link", { name: "Delete your account" }).click();
  await expect(page).toHaveURL(/\/dashboard\/account\/delete$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Delete your account" })).toBeVisible();
  await expect(main.getByRole("heading", { name: "What is deleted at once" })).toBeVisible();
  await expectNoViolations(page, "the delete account page");

  await main.getByLabel("Your email address").fill("someone.else@example.com");
  await main.getByLabel("Your password").fill(account.password);
  await main.getByRole("button", { name: "Delete my account" }).click();
  await expect(main.getByText("Type the email address of this account, as shown above.").first()).toBeVisible();
  await expect(headerAccountMenu(page)).toBeVisible();

  await main.getByLabel("Your email address").fill(account.email);
  await main.getByLabel("Your password").fill(account.password);
  await main.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your account is deleted" })).toBeVisible();
  await expectNoViolations(page, "the account deleted page");

  // Signed out, and the old password opens nothing.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fdashboard$/);
  const refused = await submitLogIn(page, account.email, account.password, { stay: true });
  expect(refused.status()).toBe(400);
  await expect(page.getByText("Incorrect email or password.").first()).toBeVisible();

  // The goodbye page says nothing to a browser that deleted no account.
  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto("/account-deleted");
  await expect(strangerPage).toHaveURL((url) => url.pathname === "/");
  await stranger.close();
});

test("a subscriber whose plan renews is told to cancel it first, and is offered no delete button", async ({ page }) => {
  await logIn(page, { email: "demo.subscriber@example.com", password: DEMO.password });
  await gotoHydrated(page, "/dashboard/account/delete");
  const blockers = page.getByTestId("closure-blockers");
  await expect(blockers).toContainText("Your plan renews on");
  await expect(blockers.getByRole("link", { name: "Go to My Subscription" })).toHaveAttribute(
    "href",
    "/dashboard/account/subscription",
  );
  await expect(page.getByRole("button", { name: "Delete my account" })).toHaveCount(0);
  await expectNoViolations(page, "the delete account page with a plan to cancel");
});

test("a buyer saves the company, address and tax ID their invoices carry, and a wrong tax ID is refused", async ({
  page,
}) => {
  await signedInAccount(page, "billing");
  await gotoHydrated(page, "/dashboard/account/invoices");
  const card = page.getByRole("region", { name: "Details on your invoices" });
  await card.getByLabel("Company name").fill("Northwind Analytics Ltd");
  await card.getByLabel("Address", { exact: true }).fill("12 Harbour Street\nLeeds LS1 4AB");
  await card.getByLabel("Country").fill("United Kingdom");
  await card.getByLabel("Tax ID").fill("gb123456789");
  await card.getByRole("button", { name: "Save billing details" }).click();
  await expect(card.getByRole("status")).toHaveText(
    "Your billing details are saved. Your next invoice will carry them.",
  );

  await page.reload();
  await expect(card.getByLabel("Company name")).toHaveValue("Northwind Analytics Ltd");
  await expect(card.getByLabel("Address", { exact: true })).toHaveValue("12 Harbour Street\nLeeds LS1 4AB");
  await expect(card.getByLabel("Tax ID")).toHaveValue("GB123456789");

  await card.getByLabel("Tax ID").fill("<GB 1>");
  await card.getByRole("button", { name: "Save billing details" }).click();
  await expect(card.getByLabel("Tax ID")).toHaveAccessibleDescription(/Enter the tax ID as it is registered/);
  await expect(card.getByLabel("Tax ID")).toBeFocused();
  await expectNoViolations(page, "/dashboard/account/invoices with an error");
  await page.reload();
  await expect(card.getByLabel("Tax ID")).toHaveValue("GB123456789");
});
