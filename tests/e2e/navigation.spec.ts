// Every same-site link in the header menus and the footer leads somewhere, and the
// navigation progress bar is on the page.
import { expect, test, type Page } from "@playwright/test";
import { dismissCookieBox, gate, gotoHydrated, renderBelowFold } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

/** Absolute same-origin URLs of the links inside the elements matched by `selector`. */
async function sameSiteLinks(page: Page, selector: string, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((roots) =>
      roots.flatMap((root) => [...root.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href)),
    );
  return hrefs.filter((href) => new URL(href).origin === origin);
}

/** Opens the Discover menu and shows every section and item, collecting the links each reveals. */
async function discoverMenuLinks(page: Page, origin: string): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("button", { name: "Discover" }).click();
  const panel = page.getByTestId("mega-menu");
  await expect(panel).toBeVisible();
  const found: string[] = [];
  const sections = panel.getByRole("navigation", { name: "Discover sections" }).getByRole("button");
  const sectionCount = await sections.count();
  expect(sectionCount).toBe(4);
  for (let s = 0; s < sectionCount; s++) {
    await sections.nth(s).hover();
    await expect(sections.nth(s)).toHaveAttribute("aria-current", "true");
    const items = page.getByTestId("mega-menu-column-2").getByRole("link");
    const itemCount = await items.count();
    expect(itemCount).toBeGreaterThan(0);
    for (let i = 0; i < itemCount; i++) {
      await items.nth(i).hover();
      await expect(items.nth(i)).toHaveAttribute("aria-current", "true");
      found.push(...(await sameSiteLinks(page, '[data-testid="mega-menu"]', origin)));
    }
  }
  await page.keyboard.press("Escape");
  return found;
}

async function businessMenuLinks(page: Page, origin: string): Promise<string[]> {
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "For Business" });
  await trigger.click();
  const panelId = await trigger.getAttribute("aria-controls");
  await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
  const found = await sameSiteLinks(page, `[id="${panelId}"]`, origin);
  expect(found).toHaveLength(4);
  await page.keyboard.press("Escape");
  return found;
}

test("every same-site link in the header menus and the footer answers without an error", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(90_000));
  const origin = new URL(baseURL!).origin;
  await gotoHydrated(page, "/");

  const links = new Set<string>([
    ...(await sameSiteLinks(page, "header", origin)),
    ...(await discoverMenuLinks(page, origin)),
    ...(await businessMenuLinks(page, origin)),
    ...(await sameSiteLinks(page, "footer", origin)),
  ]);
  // Sanity: the collection found the menus' deeper levels and the footer.
  const paths = [...links].map((href) => new URL(href).pathname);
  for (const expected of ["/courses", "/challenges", "/maven-for-business", "/pricing", "/sitemap", "/terms"]) {
    expect(paths, `collected links include ${expected}`).toContain(expected);
  }
  expect(paths.some((p) => p.startsWith("/course/"))).toBe(true);
  expect(paths.some((p) => p.startsWith("/path/"))).toBe(true);
  expect(paths.some((p) => p.startsWith("/challenges/"))).toBe(true);
  expect([...links].some((href) => href.includes("/data-playground?datasetId="))).toBe(true);

  test.info().annotations.push({ type: "links checked", description: String(links.size) });
  const broken: string[] = [];
  for (const href of [...links].sort()) {
    const response = await request.get(href, { maxRedirects: 5 });
    if (response.status() >= 400) broken.push(`${response.status()} ${href}`);
  }
  expect(broken, `${broken.length} of ${links.size} links are broken`).toEqual([]);
});

test("the navigation progress bar is on the page and idle", async ({ page }) => {
  await gotoHydrated(page, "/");
  const bar = page.getByRole("progressbar", { name: "Page loading", includeHidden: true });
  await expect(bar).toHaveCount(1);
  await expect(bar).toHaveAttribute("aria-valuemin", "0");
  await expect(bar).toHaveAttribute("aria-valuemax", "100");
  await expect(bar).toHaveAttribute("aria-valuenow", "0");
});

test("the progress bar runs while a slow page loads and finishes when it arrives", async ({ page }) => {
  await gotoHydrated(page, "/");
  const held = gate();
  let intercepted = false;
  // Client-side navigations fetch the next page's data from <path>.data.
  await page.route(/\/pricing\.data/, async (route) => {
    intercepted = true;
    await held.promise;
    await route.continue();
  });
  const bar = page.getByRole("progressbar", { name: "Page loading" });

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" }).click();
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  const early = Number(await bar.getAttribute("aria-valuenow"));
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(early);
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  // Interception is asynchronous: the request can reach the handler a moment after the page changed.
  await expect.poll(() => intercepted).toBe(true);

  held.release();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("progressbar", { name: "Page loading", includeHidden: true })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await expect(bar).toHaveCount(0); // hidden from assistive tech again once idle
});

test("every page the footer links to hydrates without an error and fits a 375 px phone", async ({ page, baseURL }) => {
  test.setTimeout(scaled(120_000));
  const origin = new URL(baseURL!).origin;
  await gotoHydrated(page, "/");
  const paths = [
    ...new Set(
      (await sameSiteLinks(page, "footer", origin)).map((href) => new URL(href).pathname + new URL(href).search),
    ),
  ].sort();
  expect(paths.length).toBeGreaterThan(20);
  // A hydration mismatch (e.g. a form inside a paragraph) shows only here: React logs it and
  // renders the page again in the browser.
  const errors: string[] = [];
  let current = "/";
  page.on("pageerror", (error) => errors.push(`${current}: ${error.message.slice(0, 160)}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${current}: ${message.text().slice(0, 160)}`);
  });
  await page.setViewportSize({ width: 375, height: 812 });
  const tooWide: string[] = [];
  for (const path of paths) {
    current = path;
    await gotoHydrated(page, path);
    await page.waitForLoadState("load");
    await renderBelowFold(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) tooWide.push(`${path}: ${overflow} px wider than the screen`);
  }
  expect(tooWide).toEqual([]);
  expect(errors).toEqual([]);
});
