// Data challenges: the list, a challenge's page with its data set in the drawer (opened from the page
// and by deep link, whose drawer code is split out and must hydrate with the page), slug redirects
// and unknown ids. Past challenges are used throughout: the current one changes with the date.
import { expect, test, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";

const PAST = "/challenges/seattle-weather-challenge/chl_1";
const datasetDrawer = (page: Page) => page.getByTestId("dataset-drawer");

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

test("the list has a current challenge and links to the past ones", async ({ page }) => {
  await gotoHydrated(page, "/challenges");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Read the brief" })).toHaveAttribute(
    "href",
    /^\/challenges\/[a-z0-9-]+\/chl_[a-z0-9]+$/,
  );
  await expect(main.getByRole("heading", { name: "Past challenges" })).toBeVisible();
  await main.getByRole("link", { name: "Seattle Weather Challenge" }).click();
  await expect(page).toHaveURL(PAST);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Seattle Weather Challenge");
});

test("a past challenge shows its results, linked to the entries and profiles, without entry steps", async ({
  page,
}) => {
  await gotoHydrated(page, "/challenges/global-development-challenge/chl_5");
  const results = page.getByRole("region", { name: "Results" });
  await expect(page.getByRole("heading", { name: "How to take part" })).toHaveCount(0);
  await expect(page.getByText("Entries closed on")).toBeVisible();
  await expect(results.getByRole("listitem")).toHaveCount(3);
  await expect(results.getByRole("link", { name: "Life Expectancy Gaps with SQL Window Functions" })).toHaveAttribute(
    "href",
    "/project/prj_18-life-expectancy-sql",
  );
  await results.getByRole("link", { name: "Lucia Marquez" }).click();
  await expect(page).toHaveURL(/\/profile\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Lucia Marquez");
  await expect(page.getByRole("main")).toContainText("Fifty Years of Longer Lives and Smaller Families");
});

test("a past challenge shows its winners and opens its data set in the drawer", async ({ page }) => {
  await gotoHydrated(page, PAST);
  await expect(page.getByRole("region", { name: "Results" })).toContainText("Mei Nakamura");

  await page.getByRole("link", { name: "Open the data set" }).click();
  await expect(page).toHaveURL(`${PAST}?datasetId=ds_seattle-weather`);
  await expect(datasetDrawer(page).getByRole("heading", { level: 2, name: "Seattle Weather" })).toBeVisible();

  await datasetDrawer(page).getByRole("button", { name: "Close" }).click();
  await expect(datasetDrawer(page)).toBeHidden();
  await expect(page).toHaveURL(PAST);
  await page.goBack();
  await expect(datasetDrawer(page)).toBeVisible();
});

test("a deep link to the drawer works as soon as the page is interactive", async ({ page }) => {
  await gotoHydrated(page, `${PAST}?datasetId=ds_seattle-weather`);
  const drawer = datasetDrawer(page);
  await expect(drawer.getByRole("heading", { level: 2, name: "Seattle Weather" })).toBeVisible();
  await drawer.getByRole("button", { name: "Preview the data" }).click();
  await expect(page.getByTestId("preview-drawer")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("preview-drawer")).toBeHidden();
  await drawer.getByRole("button", { name: "Close" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(PAST);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a deep link renders the drawer in place", async ({ page }) => {
    await page.goto(`${PAST}?datasetId=ds_seattle-weather`);
    await expect(datasetDrawer(page).getByRole("heading", { level: 2, name: "Seattle Weather" })).toBeVisible();
  });
});

test("a wrong slug redirects to the right one, keeping the query; an unknown id is a 404", async ({ request }) => {
  const moved = await request.get("/challenges/old-name/chl_1?datasetId=ds_seattle-weather", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${PAST}?datasetId=ds_seattle-weather`);

  for (const path of [
    "/challenges/seattle-weather-challenge/chl_999",
    "/challenges/x/..%2F..%2Fetc",
    "/challenges/x/1",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
