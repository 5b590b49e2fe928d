// Desktop header menus: the Discover mega menu and the For Business dropdown.
import { expect, test, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL, page }) => {
  await dismissCookieBox(context, baseURL);
  await gotoHydrated(page, "/");
});

function discover(page: Page) {
  const mainNav = page.getByRole("navigation", { name: "Main" });
  const trigger = mainNav.getByRole("button", { name: "Discover" });
  const panel = page.getByTestId("mega-menu");
  return {
    trigger,
    panel,
    sections: panel.getByRole("navigation", { name: "Discover sections" }),
    column2: page.getByTestId("mega-menu-column-2"),
    column3: page.getByTestId("mega-menu-column-3"),
  };
}

test("opening Discover shows Learn selected and the Courses panel", async ({ page }) => {
  const menu = discover(page);
  await expect(menu.panel).toBeHidden();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "false");

  await menu.trigger.click();

  await expect(menu.panel).toBeVisible();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "true");
  const learn = menu.sections.getByRole("button", { name: "Learn" });
  await expect(learn).toHaveAttribute("aria-current", "true");
  for (const other of ["Resources", "Support", "Company"]) {
    await expect(menu.sections.getByRole("button", { name: other })).not.toHaveAttribute("aria-current", "true");
  }

  // Column 2: the Learn items, Courses first and selected.
  for (const label of ["Courses", "Paths", "Guided Projects", "Crash Courses", "Credentials"]) {
    await expect(menu.column2.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(menu.column2.getByRole("link", { name: /^Courses/ })).toHaveAttribute("aria-current", "true");

  // Column 3: featured courses linking to course pages.
  await expect(menu.column3.getByText("Featured courses", { exact: true })).toBeVisible();
  const courseLinks = menu.column3.locator('a[href^="/course/"]');
  await expect(courseLinks.first()).toBeVisible();
  expect(await courseLinks.count()).toBeGreaterThan(0);
  await expect(menu.column3.getByRole("link", { name: "Explore Courses" })).toHaveAttribute("href", "/courses");
});

test("hovering switches the second and third columns", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.click();
  await expect(menu.panel).toBeVisible();

  await menu.sections.getByRole("button", { name: "Resources" }).hover();
  await expect(menu.sections.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-current", "true");
  for (const label of ["Challenges", "Data Playground", "Guides and Reports", "Pathfinder", "Blog"]) {
    await expect(menu.column2.getByRole("link", { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(menu.column2.getByRole("link", { name: /^Courses/ })).toHaveCount(0);
  await expect(menu.column3.getByText("Data challenges", { exact: true })).toBeVisible();

  await menu.column2.getByRole("link", { name: /^Data Playground/ }).hover();
  await expect(menu.column3.getByText("Practice data sets", { exact: true })).toBeVisible();
  const datasetLinks = menu.column3.locator('a[href*="/data-playground?datasetId="]');
  await expect(datasetLinks.first()).toBeVisible();
  const hrefs = await datasetLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/data-playground\?datasetId=.+/);
});

test("keyboard: arrows move through the columns and Escape returns focus to Discover", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.focus();
  await expect(menu.trigger).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(menu.panel).toBeVisible();
  const learn = menu.sections.getByRole("button", { name: "Learn" });
  await expect(learn).toBeFocused();
  await expect(menu.column2.getByRole("link", { name: /^Courses/ })).toBeVisible();

  await page.keyboard.press("ArrowDown");
  const resources = menu.sections.getByRole("button", { name: "Resources" });
  await expect(resources).toBeFocused();
  await expect(resources).toHaveAttribute("aria-current", "true");
  await expect(menu.column2.getByRole("link", { name: /^Challenges/ })).toBeVisible();
  await expect(menu.column2.getByRole("link", { name: /^Courses/ })).toHaveCount(0);

  await page.keyboard.press("ArrowRight");
  await expect(menu.column2.getByRole("link", { name: /^Challenges/ })).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(menu.column2.getByRole("link", { name: /^Data Playground/ })).toBeFocused();
  await expect(menu.column3.getByText("Practice data sets", { exact: true })).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(menu.panel).toBeHidden();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "false");
  await expect(menu.trigger).toBeFocused();
});

test("keyboard: Tab goes from the section to its links, and tabbing out of the menu closes it", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.focus();
  await page.keyboard.press("ArrowDown");
  await expect(menu.sections.getByRole("button", { name: "Learn" })).toBeFocused();

  // The sections are one tab stop: Tab reaches the links of the section shown.
  await page.keyboard.press("Tab");
  await expect(menu.column2.getByRole("link", { name: /^Courses/ })).toBeFocused();

  // Past the last link of the panel, focus leaves the menu and the panel closes.
  const links = menu.panel.getByRole("link");
  await links.last().focus();
  await page.keyboard.press("Tab");
  await expect(menu.panel).toBeHidden();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "false");

  const business = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "For Business" });
  await business.click();
  const businessPanel = page.locator(`[id="${await business.getAttribute("aria-controls")}"]`);
  await expect(businessPanel).toBeVisible();
  await businessPanel.getByRole("link").last().focus();
  await page.keyboard.press("Tab");
  await expect(businessPanel).toBeHidden();
  await expect(business).toHaveAttribute("aria-expanded", "false");
});

test("a click outside the menu closes it", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.click();
  await expect(menu.panel).toBeVisible();

  // The empty stretch of the header between the last menu link and Log In.
  const pricing = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing" });
  const box = (await pricing.boundingBox())!;
  await page.mouse.click(box.x + box.width + 80, box.y + box.height / 2);

  await expect(menu.panel).toBeHidden();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "false");
  await expect(page).toHaveURL(/\/$/);
});

test("Support items open in a new tab safely", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.click();
  await menu.sections.getByRole("button", { name: "Support" }).hover();

  const items = menu.column2.getByRole("link");
  await expect(items).toHaveCount(3);
  for (const label of ["Help Center", "Product Updates", "Feature Requests"]) {
    const link = menu.column2.getByRole("link", { name: new RegExp(`^${label}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(link).toHaveAccessibleName(/opens in a new tab/);
  }
  const open = menu.column3.getByRole("link", { name: /^Open Help Center/ });
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", /\bnoopener\b/);
});

test("For Business lists its four links and closes on Escape", async ({ page }) => {
  const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "For Business" });
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await trigger.click();
  await expect(trigger).toHaveAttribute("aria-expanded", "true");

  const panelId = await trigger.getAttribute("aria-controls");
  expect(panelId, "the trigger names the panel it controls").toMatch(/\S/);
  const panel = page.locator(`[id="${panelId}"]`);
  const expected: [string, string][] = [
    ["Maven For Business", "/maven-for-business"],
    ["Resource Hub", "/resource-hub"],
    ["Customer Stories", "/customer-stories"],
    ["Consulting", "/consulting"],
  ];
  await expect(panel.getByRole("link")).toHaveCount(expected.length);
  for (const [label, href] of expected) {
    const link = panel.getByRole("link", { name: new RegExp(`^${label}`) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", href);
  }

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await expect(trigger).toBeFocused();
});

test("reopening Discover starts again at Learn and Courses", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.click();
  await menu.sections.getByRole("button", { name: "Company" }).hover();
  await expect(menu.column2.getByRole("link", { name: /^Team/ })).toBeVisible();
  await menu.trigger.click();
  await expect(menu.panel).toBeHidden();

  await menu.trigger.click();
  await expect(menu.sections.getByRole("button", { name: "Learn" })).toHaveAttribute("aria-current", "true");
  await expect(menu.column3.getByText("Featured courses", { exact: true })).toBeVisible();
});

test("ArrowLeft goes back to the selected section and the menu closes after following a link", async ({ page }) => {
  const menu = discover(page);
  await menu.trigger.focus();
  await page.keyboard.press("ArrowDown");
  // The panel renders on open; a person sees it before pressing the next key.
  await expect(menu.sections.getByRole("button", { name: "Learn" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.sections.getByRole("button", { name: "Resources" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(menu.column2.getByRole("link", { name: /^Challenges/ })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(menu.sections.getByRole("button", { name: "Resources" })).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  const firstChallenge = menu.column3.locator('a[href^="/challenges/"]').first();
  await expect(firstChallenge).toBeFocused();
  const href = await firstChallenge.getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(menu.panel).toBeHidden();
  await expect(menu.trigger).toHaveAttribute("aria-expanded", "false");
});

test("For Business works from the keyboard and opening it closes Discover", async ({ page }) => {
  const nav = page.getByRole("navigation", { name: "Main" });
  const menu = discover(page);
  await menu.trigger.click();
  await expect(menu.panel).toBeVisible();

  const business = nav.getByRole("button", { name: "For Business" });
  await business.click();
  await expect(menu.panel).toBeHidden();
  await expect(business).toHaveAttribute("aria-expanded", "true");
  await business.click();
  await expect(business).toHaveAttribute("aria-expanded", "false");

  const panel = page.locator(`[id="${await business.getAttribute("aria-controls")}"]`);
  await business.focus();
  await page.keyboard.press("ArrowDown");
  await expect(business).toHaveAttribute("aria-expanded", "true");
  await expect(panel.getByRole("link", { name: /^Maven For Business/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(panel.getByRole("link", { name: /^Resource Hub/ })).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(panel.getByRole("link", { name: /^Maven For Business/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(business).toHaveAttribute("aria-expanded", "false");
  await expect(business).toBeFocused();
});
