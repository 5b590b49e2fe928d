// Showcase projects end to end: create with an image, see it in the showcase and on its page,
// edit, delete (also without JavaScript), another user's attempts, likes and unlikes with
// their counts, a visitor's like, Markdown that must stay inert, and accessibility.
import { expect, type Browser } from "@playwright/test";
import { makeImage, TEXT_PRETENDING_TO_BE_PNG } from "../fixtures/images.ts";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { logIn, signedInAccount, test, type Account } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";
import { createProject } from "./support/projects.ts";

const unique = (title: string) => `${title} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function secondUser(browser: Browser, baseURL: string | undefined, prefix: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  await dismissCookieBox(context, baseURL);
  const page = await context.newPage();
  const account = await signedInAccount(page, prefix);
  return { context, page, account };
}

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("create a project with an image, see it in the showcase and on its page, edit it, delete it", async ({ page }) => {
  test.setTimeout(scaled(60_000));
  await signedInAccount(page, "maker");
  const title = unique("Regional sales");

  // A text file named .png is refused by content and nothing is created.
  await gotoHydrated(page, "/dashboard/projects/new");
  const main = page.getByRole("main");
  await main.getByLabel("Title").fill(title);
  await main.getByLabel("Summary").fill("Summary");
  await main.getByLabel(/Add images/).setInputFiles({
    name: "chart.png",
    mimeType: "image/png",
    buffer: TEXT_PRETENDING_TO_BE_PNG,
  });
  await main.getByRole("button", { name: "Save project" }).click();
  await expect(main.getByRole("alert").first()).toHaveText("Choose a PNG, JPEG or WebP image.");
  await expect(main.getByLabel("Title")).toHaveValue(title);

  const id = await createProject(page, {
    title,
    image: { name: "chart.png", mimeType: "image/png", buffer: await makeImage("png", { width: 1200, height: 750 }) },
  });
  await expect(page.getByRole("main").getByRole("status")).toContainText(`“${title}” is published.`);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await expect(row).toContainText("1 image");

  // In the showcase, with its uploaded cover served as WebP.
  await page.goto("/showcase?sort=newest");
  const card = page.getByRole("article").filter({ hasText: title });
  await expect(card).toBeVisible();
  const cover = card.locator("img").first();
  const src = await cover.getAttribute("src");
  expect(src).toMatch(/^\/media\/images\/project\/[A-Za-z0-9_-]{22}\.webp$/);
  const image = await page.request.get(src!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
  expect(image.headers()["cache-control"]).toContain("immutable");

  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(`/project/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("heading", { name: "Question" })).toBeVisible();
  await expect(page.getByRole("main").locator(`img[src="${src}"]`)).toBeVisible();

  // Edit: a new title, and back to draft, which leaves the showcase.
  await page.getByRole("link", { name: "Edit project" }).click();
  await expect(page).toHaveURL(`/dashboard/projects/${id}/edit`);
  await waitForHydration(page);
  const edited = `${title} (revised)`;
  await page.getByRole("main").getByLabel("Title").fill(edited);
  await page.getByRole("main").getByLabel("Description of image 1 (cover)").fill("Bar chart of sales by region");
  await page.getByRole("radio", { name: /Draft/ }).check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(`“${edited}” is saved as a draft.`);
  await page.goto("/showcase?sort=newest");
  await expect(page.getByRole("article").filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/project/${id}`);
  await expect(page.getByRole("main").getByRole("status")).toContainText("This is a draft.");
  await expect(page.getByRole("img", { name: "Bar chart of sales by region" })).toBeVisible();

  // Delete, after the confirmation page.
  await gotoHydrated(page, "/dashboard/projects");
  await page
    .getByRole("listitem")
    .filter({ hasText: edited })
    .getByRole("link", { name: /^Delete/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Delete “${edited}”?`);
  await page.getByRole("button", { name: "Delete project" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your project is deleted.");
  await expect(page.getByRole("listitem").filter({ hasText: edited })).toHaveCount(0);
  expect((await page.request.get(`/project/${id}`)).status()).toBe(404);
  expect((await page.request.get(src!)).status()).toBe(404);
});

test("another user can neither edit nor delete a project; a visitor is sent to log in", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(60_000));
  await signedInAccount(page, "owner");
  const title = unique("Owner's project");
  const id = await createProject(page, { title });
  const draftId = await createProject(page, { title: unique("Secret draft"), draft: true });

  const other = await secondUser(browser, baseURL, "intruder");
  try {
    const edit = await other.page.goto(`/dashboard/projects/${id}/edit`);
    expect(edit?.status()).toBe(403);
    await expect(other.page.getByRole("heading", { level: 1 })).toHaveText("This project is not yours to change");
    expect((await other.page.goto(`/dashboard/projects/${id}/delete`))?.status()).toBe(403);
    // A plain form post, as a script would send it.
    const post = await other.page.request.post(`/dashboard/projects/${id}/delete`, {
      form: {},
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(post.status()).toBe(403);
    // Someone else's draft does not even exist for them.
    expect((await other.page.goto(`/dashboard/projects/${draftId}/edit`))?.status()).toBe(404);
    expect((await other.page.goto(`/project/${draftId}`))?.status()).toBe(404);
    expect((await other.page.goto(`/dashboard/projects/prj_missing/edit`))?.status()).toBe(404);
  } finally {
    await other.context.close();
  }
  await page.goto(`/project/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const visitor = await browser.newContext();
  try {
    const response = await visitor.request.get(`/dashboard/projects/${id}/edit`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`/login?returnTo=${encodeURIComponent(`/dashboard/projects/${id}/edit`)}`);
  } finally {
    await visitor.close();
  }
});

test("like and unlike with exact counts; a visitor who clicks Like logs in and comes back", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  await signedInAccount(page, "author");
  const title = unique("Likeable");
  const id = await createProject(page, { title });

  const fan = await secondUser(browser, baseURL, "fan");
  try {
    await gotoHydrated(fan.page, `/project/${id}`);
    const like = fan.page.getByRole("button", { name: "Like" });
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(fan.page.getByText("0 likes")).toBeVisible();
    // The button answers at once (optimistic); the reload waits for the like to be saved.
    const saved = fan.page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(`/project/${id}`),
    );
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(fan.page.getByText("1 like", { exact: true })).toBeVisible();
    expect((await saved).ok()).toBe(true);
    await fan.page.reload();
    await expect(fan.page.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "true");
    await expect(fan.page.getByText("1 like", { exact: true })).toBeVisible();

    // The showcase card shows the same state, and unliking there works too.
    await gotoHydrated(fan.page, "/showcase?sort=newest");
    const card = fan.page.getByRole("article").filter({ hasText: title });
    const cardLike = card.getByRole("button", { name: `Like ${title}` });
    await expect(cardLike).toHaveAttribute("aria-pressed", "true");
    await cardLike.click();
    await expect(cardLike).toHaveAttribute("aria-pressed", "false");
    await expect(card.getByText("0 likes")).toBeVisible();
    await expect(fan.page).toHaveURL("/showcase?sort=newest");
    // A click while the unlike is saving is sent after it: wait for that like to be saved before
    // the fan leaves, or the author below could still see 0.
    const relike = fan.page.waitForResponse(
      (r) => r.request().method() === "POST" && r.request().postDataBuffer()?.includes("intent=like") === true,
    );
    await cardLike.click();
    await expect(card.getByText("1 like", { exact: true })).toBeVisible();
    expect((await relike).ok()).toBe(true);
  } finally {
    await fan.context.close();
  }

  // The author likes it too: 2; then unlikes: back to 1.
  await gotoHydrated(page, `/project/${id}`);
  await expect(page.getByText("1 like", { exact: true })).toBeVisible();
  const saving = (intent: string) =>
    page.waitForResponse(
      (r) => r.request().method() === "POST" && r.request().postDataBuffer()?.includes(`intent=${intent}`) === true,
    );
  let saved = saving("like");
  await page.getByRole("button", { name: "Like" }).click();
  await expect(page.getByText("2 likes")).toBeVisible();
  expect((await saved).ok()).toBe(true);
  saved = saving("unlike");
  await page.getByRole("button", { name: "Like" }).click();
  await expect(page.getByRole("button", { name: "Like" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("1 like", { exact: true })).toBeVisible();
  // The button answers at once; the reload waits for the unlike to be saved.
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText("1 like", { exact: true })).toBeVisible();

  // Two clicks in quick succession: the second is sent once the first is saved, so the database
  // sees them in order and the last click wins. The first post is held until the second click.
  const events: string[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const isProjectPost = (url: URL) => url.pathname.startsWith(`/project/${id}`);
  await page.route(isProjectPost, async (route) => {
    const request = route.request();
    if (request.method() !== "POST") return route.fallback();
    const intent = new URLSearchParams(request.postData() ?? "").get("intent");
    events.push(`sent ${intent}`);
    if (intent === "like") await held;
    const response = await route.fetch();
    events.push(`saved ${intent}`);
    await route.fulfill({ response });
  });
  const likeButton = page.getByRole("button", { name: "Like" });
  await likeButton.click();
  await expect(likeButton).toHaveAttribute("aria-pressed", "true");
  await likeButton.click();
  await expect(likeButton).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("1 like", { exact: true })).toBeVisible();
  await expect.poll(() => events).toEqual(["sent like"]);
  release();
  await expect.poll(() => events).toEqual(["sent like", "saved like", "sent unlike", "saved unlike"]);
  await expect(likeButton).toHaveAttribute("aria-pressed", "false");
  await page.unroute(isProjectPost);
  await page.reload();
  await expect(likeButton).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("1 like", { exact: true })).toBeVisible();

  // A like on a missing project changes nothing and says so.
  const missing = await page.request.post("/project/prj_missing", {
    form: { intent: "like", respond: "data" },
    headers: { Origin: baseURL! },
  });
  expect(missing.status()).toBe(404);

  // A visitor: Like leads to log in, and back to the project.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.99.1.2" } });
  await dismissCookieBox(visitorContext, baseURL);
  const visitor = await visitorContext.newPage();
  try {
    const account = await (async (): Promise<Account> => {
      // An account exists but is not signed in in this context.
      const signUpContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.99.1.3" } });
      await dismissCookieBox(signUpContext, baseURL);
      const made = await signedInAccount(await signUpContext.newPage(), "visitor");
      await signUpContext.close();
      return made;
    })();
    await gotoHydrated(visitor, `/project/${id}`);
    await visitor.getByRole("button", { name: "Like" }).click();
    await expect(visitor).toHaveURL(`/login?returnTo=${encodeURIComponent(`/project/${id}`)}`);
    await logIn(visitor, account, { stay: true, landOn: `/project/${id}` });
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(title);
  } finally {
    await visitorContext.close();
  }
});

test("deleting works without JavaScript", async ({ browser, baseURL }) => {
  test.setTimeout(scaled(60_000));
  const context = await browser.newContext({
    extraHTTPHeaders: { "X-Forwarded-For": "10.98.4.5" },
  });
  await dismissCookieBox(context, baseURL);
  const page = await context.newPage();
  try {
    await signedInAccount(page, "nojs");
    const title = unique("No script");
    const id = await createProject(page, { title });
    const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await context.storageState() });
    try {
      const plain = await noJs.newPage();
      await plain.goto(`/dashboard/projects/${id}/delete`);
      await plain.getByRole("button", { name: "Delete project" }).click();
      await expect(plain).toHaveURL("/dashboard/projects?deleted=1");
      await expect(plain.getByRole("main").getByRole("status")).toHaveText("Your project is deleted.");
    } finally {
      await noJs.close();
    }
  } finally {
    await context.close();
  }
});

test("script and event-handler HTML in the write-up stays inert", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signedInAccount(page, "markdown");
  const title = unique("Inert HTML");
  const id = await createProject(page, {
    title,
    body: [
      "## Safe heading",
      "",
      '<script>window.__pwned = "script"</script>',
      '<img src="x" onerror="window.__pwned = \'onerror\'">',
      '<a href="javascript:window.__pwned=1">click</a>',
      "[a markdown link](javascript:window.__pwned=2)",
    ].join("\n"),
  });
  await gotoHydrated(page, `/project/${id}`);
  await expect(page.getByRole("heading", { name: "Safe heading" })).toBeVisible();
  const prose = page.locator(".prose-project");
  await expect(prose.locator("script, img, [onerror]")).toHaveCount(0);
  const hrefs = await prose.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => h.toLowerCase().startsWith("javascript:"))).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(errors).toEqual([]);
});

test("my projects and the project form have no axe violations", async ({ page }) => {
  test.setTimeout(scaled(90_000));
  await signedInAccount(page, "axe");
  await gotoHydrated(page, "/dashboard/projects");
  await expect(page.getByRole("heading", { name: "No projects yet" })).toBeVisible();
  await expectNoViolations(page, "/dashboard/projects (empty)");
  const id = await createProject(page, {
    title: unique("Accessible"),
    image: { name: "a.webp", mimeType: "image/webp", buffer: await makeImage("webp") },
  });
  await expectNoViolations(page, "/dashboard/projects");
  await gotoHydrated(page, "/dashboard/projects/new");
  await expectNoViolations(page, "/dashboard/projects/new");
  await gotoHydrated(page, `/dashboard/projects/${id}/edit`);
  await expectNoViolations(page, "the edit form");
  await gotoHydrated(page, `/project/${id}`);
  await expectNoViolations(page, "/project/:id with the like button");
});
