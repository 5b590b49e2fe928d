// The data playground: data set cards and filters, the data set drawer (deep links, history,
// premium lock), the preview drawer (tabs, page size, errors, HTML in cells), downloads and axe.
// Subscriber downloads use the seeded demo subscriber; app/routes/api/dataset-download.db.test.ts
// covers lapsed and cancelled plans, which a spec cannot set up while the app holds its database.
import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatFileSize } from "../../core/format.ts";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { logIn } from "./support/accounts.ts";
import { expectNoViolations } from "./support/axe.ts";

const PREMIUM_MESSAGE = "Premium data sets are available for Maven subscribers only.";
const LOCKED_ANALYSIS = "Recommended analysis is available for Maven subscribers only";
const NOT_FOUND = "We couldn't find that data set.";
const PREVIEW_ERROR = "There was an error loading the preview";
const PREVIEW_URL = "**/data-playground/preview/**";

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const datasetDrawer = (page: Page) => page.getByTestId("dataset-drawer");
const previewDrawer = (page: Page) => page.getByTestId("preview-drawer");
/** The shell has tooltips of its own: this is the premium one. */
const premiumTooltip = (page: Page) => page.getByRole("tooltip").filter({ hasText: PREMIUM_MESSAGE });
/** The premium tooltip is shown, and only one: every locked file has its own, with the same text. */
async function expectPremiumTooltip(page: Page) {
  await expect(premiumTooltip(page)).toHaveCount(1);
  await expect(premiumTooltip(page)).toHaveText(PREMIUM_MESSAGE);
}
/** A select of the filter form, by its name (its label also names the cards' tag lists). */
const filter = (page: Page, name: string) =>
  page.getByRole("search", { name: "Filter data sets" }).locator(`select[name="${name}"]`);
const cards = (page: Page) => page.getByRole("main").getByRole("article");
/** The value of a fact ("Date added", "Records") in the drawer's fact list. */
const fact = (drawer: Locator, label: string) => drawer.locator(`dt:text-is("${label}") + dd`);
/** Column names of the preview table (each header also holds its column profile). */
const headerNames = (page: Page) => previewDrawer(page).locator("thead th > span:first-child");

async function expectDrawerTitle(page: Page, title: string) {
  const drawer = datasetDrawer(page);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { level: 2, name: title })).toBeVisible();
}

async function openPreview(page: Page) {
  await datasetDrawer(page).getByRole("button", { name: "Preview the data" }).click();
  await expect(previewDrawer(page)).toBeVisible();
}

test.describe("deep links to a data set", () => {
  test("a string id opens its drawer", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_penguins");
    await expectDrawerTitle(page, "Palmer Penguins");
    await expect(page).toHaveTitle(/Palmer Penguins \(data set\)/);
  });

  test("a number is read as a legacy id", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=14");
    await expectDrawerTitle(page, "Palmer Penguins");
    await expect(page).toHaveURL(/datasetId=14$/);
  });

  for (const ref of ["ds_no-such-data-set", "999", "../x", "1 OR 1=1"]) {
    test(`an unknown or malformed id (${ref}) says the data set was not found`, async ({ page }) => {
      const response = await page.goto(`/data-playground?datasetId=${encodeURIComponent(ref)}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const drawer = datasetDrawer(page);
      await expect(drawer.getByRole("heading", { name: "Data set not found" })).toBeVisible();
      await expect(drawer).toContainText(NOT_FOUND);
      await drawer.getByRole("button", { name: "Back to all data sets" }).click();
      await expect(drawer).toBeHidden();
      await expect(page).not.toHaveURL(/datasetId=/);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const [ref, title] of [
      ["ds_penguins", "Palmer Penguins"],
      ["14", "Palmer Penguins"],
      ["ds_tech-stock-prices", "Tech Stock Prices"],
    ] as const) {
      test(`the drawer for ?datasetId=${ref} is in the server-rendered HTML`, async ({ page }) => {
        const response = await page.goto(`/data-playground?datasetId=${ref}`);
        expect(response?.status()).toBe(200);
        const html = await response!.text();
        expect(html).toContain('data-testid="dataset-drawer"');
        expect(html).toContain(title);
        await expectDrawerTitle(page, title);
      });
    }

    test("an unknown id says so in the server-rendered HTML", async ({ page }) => {
      const response = await page.goto("/data-playground?datasetId=ds_missing");
      expect(await response!.text()).toContain("We couldn&#x27;t find that data set.");
      await expect(datasetDrawer(page)).toContainText(NOT_FOUND);
    });
  });
});

test("clicking a card opens the drawer; closing removes datasetId; Back reopens it", async ({ page }) => {
  await gotoHydrated(page, "/data-playground");
  await expect(datasetDrawer(page)).toHaveCount(0);
  await cards(page).getByRole("link", { name: "Palmer Penguins" }).click();
  await expect(page).toHaveURL(/\/data-playground\?datasetId=ds_penguins$/);
  await expectDrawerTitle(page, "Palmer Penguins");

  await datasetDrawer(page).getByRole("button", { name: "Close" }).click();
  await expect(datasetDrawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/data-playground$/);

  await page.goBack();
  await expect(page).toHaveURL(/datasetId=ds_penguins$/);
  await expectDrawerTitle(page, "Palmer Penguins");

  // Escape closes it as well.
  await page.keyboard.press("Escape");
  await expect(datasetDrawer(page)).toBeHidden();
  await expect(page).toHaveURL(/\/data-playground$/);
});

test("the drawer shows the facts, source, license, tags and files of a data set", async ({ page, request }) => {
  await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
  const drawer = datasetDrawer(page);
  await expectDrawerTitle(page, "Seattle Weather");
  await expect(drawer).toContainText("The daily table has one row per day");
  await expect(fact(drawer, "Date added")).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(fact(drawer, "Date added")).toHaveText("02/07/2023");
  await expect(fact(drawer, "Records")).toHaveText("10,220");
  await expect(fact(drawer, "Fields")).toHaveText("10");
  await expect(fact(drawer, "Structure")).toHaveText("Multiple tables");
  await expect(fact(drawer, "Source")).toContainText("NOAA National Climatic Data Center");
  await expect(fact(drawer, "License")).toContainText("vega-datasets");
  // The addresses in the source are links to the original pages, opened in a new tab.
  const upstream = fact(drawer, "Source").getByRole("link", { name: "https://www.ncdc.noaa.gov/cdo-web/" });
  await expect(upstream).toHaveAttribute("href", "https://www.ncdc.noaa.gov/cdo-web/");
  await expect(upstream).toHaveAttribute("target", "_blank");
  await expect(upstream).toHaveAttribute("rel", "noopener noreferrer");
  await expect(
    fact(drawer, "Source").getByRole("link", { name: "https://github.com/vega/vega-datasets" }),
  ).toBeVisible();
  await expect(drawer.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([
    "Weather",
    "Time Series",
    "Environment",
  ]);

  // Open data set: a download link per table, with its type and size (stored in KB, shown via formatFileSize).
  for (const name of ["seattle-weather.csv", "seattle-weather-hourly-normals.csv"]) {
    const link = drawer.getByRole("link", { name: `Download ${name}` });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/data-playground\/files\/ds_seattle-weather\/dsf_seattle-weather/);
    const head = await request.head(href!);
    expect(head.status()).toBe(200);
    const bytes = Number(head.headers()["content-length"]);
    const size = formatFileSize(Math.max(1, Math.round(bytes / 1000)));
    expect(size).toMatch(/^\d[\d,.]* (KB|MB)$/);
    const row = drawer.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(`CSV · ${size}`);
  }
  await expect(drawer.getByTestId("locked-analysis")).toHaveCount(0);
  await expect(drawer.getByTestId("premium-marker")).toHaveCount(0);
  await expect(
    drawer.getByRole("region", { name: "Recommended analysis" }).getByRole("listitem").first(),
  ).toBeVisible();
});

test.describe("the preview drawer", () => {
  test("has a tab per table; switching tabs loads the other file", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
    await openPreview(page);
    const preview = previewDrawer(page);
    await expect(preview.getByRole("heading", { name: "Preview: Seattle Weather" })).toBeVisible();
    await expect(preview.getByRole("tab")).toHaveText(["Daily weather", "Hourly normals"]);
    await expect(preview.getByRole("tab", { name: "Daily weather" })).toHaveAttribute("aria-selected", "true");
    await expect(headerNames(page)).toHaveText(["date", "precipitation", "temp_max", "temp_min", "wind", "weather"]);
    await expect(preview.getByTestId("column-profile")).toHaveCount(6);
    // Profiles of the previewed rows: type and distinct values, then the range or the commonest value.
    await expect(preview.getByTestId("column-profile").nth(2).locator("span")).toHaveText([
      "Number · 65 distinct",
      "-1.6 to 35.6",
    ]);
    await expect(preview.getByTestId("column-profile").nth(5).locator("span")).toHaveText([
      "Text · 5 distinct",
      "Top: sun (448)",
    ]);
    await expect(preview.getByTestId("table-range")).toHaveText("1–10 of 1,000");
    await expect(preview.locator("tbody tr")).toHaveCount(10);

    const loaded = page.waitForResponse((r) =>
      r.url().endsWith("/data-playground/preview/ds_seattle-weather/dsp_seattle-weather-hourly-normals"),
    );
    await preview.getByRole("tab", { name: "Hourly normals" }).click();
    expect((await loaded).status()).toBe(200);
    await expect(preview.getByRole("tab", { name: "Hourly normals" })).toHaveAttribute("aria-selected", "true");
    await expect(headerNames(page)).toHaveText(["date", "pressure", "temperature", "wind"]);
    await expect(preview.getByTestId("column-profile")).toHaveCount(4);

    await preview.getByRole("button", { name: "Close" }).click();
    await expect(preview).toBeHidden();
    await expectDrawerTitle(page, "Seattle Weather");
  });

  test("the page size and page buttons update the row range", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
    await openPreview(page);
    const preview = previewDrawer(page);
    const range = preview.getByTestId("table-range");
    await expect(range).toHaveText("1–10 of 1,000");
    const size = preview.getByLabel("Rows per page");
    await expect(size.locator("option")).toHaveText(["10", "15", "20", "25", "30"]);
    await size.selectOption("25");
    await expect(range).toHaveText("1–25 of 1,000");
    await expect(preview.locator("tbody tr")).toHaveCount(25);
    await preview.getByRole("button", { name: "Next page" }).click();
    await expect(range).toHaveText("26–50 of 1,000");
    await size.selectOption("10");
    await expect(range).toHaveText("1–10 of 1,000");
    await expect(preview.getByRole("button", { name: "Previous page" })).toBeDisabled();
  });

  test("shows the error state when the preview request fails", async ({ page }) => {
    await page.route(PREVIEW_URL, (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }));
    await gotoHydrated(page, "/data-playground?datasetId=ds_penguins");
    await openPreview(page);
    await expect(previewDrawer(page).getByRole("alert")).toContainText(PREVIEW_ERROR);
    await expect(previewDrawer(page).locator("table")).toHaveCount(0);
  });

  test("shows HTML in a cell as text", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.route(PREVIEW_URL, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/csv; charset=utf-8",
        body: "markup,image\n<b>bold</b>,<img src=x onerror=alert(1)>\n",
      }),
    );
    await gotoHydrated(page, "/data-playground?datasetId=ds_penguins");
    await openPreview(page);
    const table = previewDrawer(page).locator("table");
    await expect(table.getByRole("cell", { name: "<b>bold</b>", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "<img src=x onerror=alert(1)>", exact: true })).toBeVisible();
    await expect(table.locator("b")).toHaveCount(0);
    await expect(table.locator("img")).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });
});

test.describe("a premium data set, as a visitor", () => {
  const path = "/data-playground?datasetId=ds_tech-stock-prices";

  test("has disabled downloads with a tooltip on hover", async ({ page }) => {
    await gotoHydrated(page, path);
    const drawer = datasetDrawer(page);
    await expectDrawerTitle(page, "Tech Stock Prices");
    const buttons = drawer.getByRole("button", { name: "Download" });
    await expect(buttons).toHaveCount(2);
    for (const button of await buttons.all()) await expect(button).toBeDisabled();
    await expect(drawer.locator("a[download]")).toHaveCount(0);
    await expect(drawer.locator('a[href^="/data-playground/files/"]')).toHaveCount(0);

    await drawer.locator('[aria-label^="Download stocks.csv:"]').hover();
    await expectPremiumTooltip(page);
  });

  test("has a tooltip on keyboard focus", async ({ page }) => {
    await gotoHydrated(page, path);
    const drawer = datasetDrawer(page);
    const stocks = drawer.locator('[aria-label^="Download stocks.csv:"]');
    const sp500 = drawer.locator('[aria-label^="Download sp500-2000.csv:"]');
    await expect(sp500).toHaveAttribute("tabindex", "0");
    // Radix closes a tooltip when an ancestor of its trigger scrolls: bring the files into view first.
    await sp500.scrollIntoViewIfNeeded();
    await stocks.focus();
    // Tab moves between the wrappers: the disabled buttons inside are skipped.
    await page.keyboard.press("Tab");
    await expect(sp500).toBeFocused();
    await expectPremiumTooltip(page);
    await expect(sp500).toHaveAttribute("aria-describedby", /.+/);
    await page.keyboard.press("Shift+Tab");
    await expect(stocks).toBeFocused();
    await expectPremiumTooltip(page);
    await expect(stocks).toHaveAttribute("aria-describedby", /.+/);
    await expect(sp500).not.toHaveAttribute("aria-describedby", /.+/);
  });

  test("hides the recommended analysis behind a Sign Up link", async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(datasetDrawer(page).getByTestId("premium-marker")).toHaveText("Premium");
    const locked = datasetDrawer(page).getByTestId("locked-analysis");
    await expect(locked).toContainText(LOCKED_ANALYSIS);
    await expect(locked.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup");
    await expect(datasetDrawer(page)).not.toContainText("Pivot the stocks table");
    // The preview is open to everyone, as a bounded sample that says so (issue 20).
    const previewAnswer = page.waitForResponse((r) => r.url().includes("/data-playground/preview/"));
    await openPreview(page);
    await expect(headerNames(page)).toHaveText(["symbol", "date", "price"]);
    await expect(previewDrawer(page)).toContainText("a sample of this subscribers-only data set");
    // 560 monthly prices: a tenth of them.
    await expect(previewDrawer(page)).toContainText("56 rows · 3 columns (a sample");
    const sample = await previewAnswer;
    expect(sample.headers()["x-preview-sample"]).toBe("true");
    expect(sample.headers()["cache-control"]).toBe("private, no-store");
  });

  test("a data set whose lock is unknown is treated as premium", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_cars");
    await expectDrawerTitle(page, "Classic Cars Fuel Economy");
    await expect(datasetDrawer(page).getByRole("button", { name: "Download" })).toBeDisabled();
    await expect(datasetDrawer(page).getByTestId("locked-analysis")).toBeVisible();
  });

  test("the direct download URLs answer 403", async ({ request }) => {
    for (const url of [
      "/data-playground/files/ds_tech-stock-prices/dsf_stocks",
      "/data-playground/files/ds_cars/dsf_cars",
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(403);
      expect((await response.text()).trim()).toBe(PREMIUM_MESSAGE);
      expect(response.headers()["content-disposition"]).toBeUndefined();
    }
  });
});

test.describe("a premium data set, as a subscriber", () => {
  const SUBSCRIBER = { email: "demo.subscriber@example.com", password: "Demo-Learner-2026!" };

  test("shows the recommended analysis and downloads the files", async ({ page }) => {
    await logIn(page, SUBSCRIBER);
    await gotoHydrated(page, "/data-playground?datasetId=ds_tech-stock-prices");
    await expectDrawerTitle(page, "Tech Stock Prices");
    const drawer = datasetDrawer(page);
    await expect(drawer.getByTestId("premium-marker")).toHaveText("Premium · Included in your plan");
    await expect(drawer.getByTestId("locked-analysis")).toHaveCount(0);
    await expect(drawer.getByRole("region", { name: "Recommended analysis" })).toContainText("Pivot the stocks table");
    await expect(drawer.getByRole("button", { name: "Download" })).toHaveCount(0);

    const links = drawer.getByRole("link", { name: /^Download / });
    await expect(links).toHaveCount(2);
    const downloading = page.waitForEvent("download");
    await drawer.getByRole("link", { name: "Download stocks.csv" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("stocks.csv");
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.split("\n", 1)[0]).toBe("symbol,date,price");
    expect(csv.trim().split("\n").length).toBeGreaterThan(500);

    // The whole preview is the subscriber's alone: no cache keeps it for the next person (issue 20).
    const previewAnswer = page.waitForResponse((r) => r.url().includes("/data-playground/preview/"));
    await openPreview(page);
    const full = await previewAnswer;
    expect(full.headers()["x-preview-sample"]).toBe("false");
    expect(full.headers()["cache-control"]).toBe("private, no-store");
  });
});

test.describe("downloads of an open data set", () => {
  const url = "/data-playground/files/ds_penguins/dsf_penguins";

  test("answer 200 as an attachment", async ({ request }) => {
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="penguins\.csv"/);
    expect((await response.text()).split("\n", 1)[0]).toMatch(/^Species,Island,/);
  });

  test("answer a Range request with 206, and a range past the end with 416", async ({ request }) => {
    const partial = await request.get(url, { headers: { Range: "bytes=0-6" } });
    expect(partial.status()).toBe(206);
    expect(partial.headers()["content-range"]).toMatch(/^bytes 0-6\/\d+$/);
    expect(await partial.text()).toBe("Species");
    const size = Number(partial.headers()["content-range"]!.split("/")[1]);
    const past = await request.get(url, { headers: { Range: `bytes=${size}-` } });
    expect(past.status()).toBe(416);
    expect(past.headers()["content-range"]).toBe(`bytes */${size}`);
  });

  test("answer a known ETag with 304", async ({ request }) => {
    const first = await request.get(url);
    const etag = first.headers()["etag"];
    // A strong validator: a quoted opaque string, not a weak W/ one.
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await request.get(url, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("the drawer's Download link saves the file", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_penguins");
    const link = datasetDrawer(page).getByRole("link", { name: "Download penguins.csv" });
    await expect(link).toHaveAttribute("href", url);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("penguins.csv");
    expect(await download.failure()).toBeNull();
  });
});

test.describe("filters and pages", () => {
  test("the tag filter updates the URL and the cards", async ({ page }) => {
    await gotoHydrated(page, "/data-playground");
    await expect(cards(page)).toHaveCount(12);
    await filter(page, "tag").selectOption("Finance");
    await expect(page).toHaveURL(/[?&]tag=Finance(&|$)/);
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole("main")).toContainText("2 data sets");
    for (const card of await cards(page).all()) {
      await expect(card.getByRole("list", { name: "Tags" })).toContainText("Finance");
    }
    await expect(cards(page).getByRole("heading")).toHaveText(["Tech Stock Prices", "S&P 500 Monthly Index Values"]);
  });

  test("access=premium shows only premium data sets, the unknown lock included", async ({ page }) => {
    await gotoHydrated(page, "/data-playground");
    await filter(page, "access").selectOption("premium");
    await expect(page).toHaveURL(/[?&]access=premium(&|$)/);
    await expect(cards(page)).toHaveCount(5);
    for (const card of await cards(page).all()) await expect(card).toContainText("Premium");
    await expect(cards(page).getByRole("heading", { name: "Classic Cars Fuel Economy" })).toBeVisible();

    await filter(page, "access").selectOption("open");
    await expect(page).toHaveURL(/[?&]access=open(&|$)/);
    await expect(cards(page)).toHaveCount(9);
    await expect(cards(page).filter({ hasText: "Premium" })).toHaveCount(0);
  });

  test("filters from the URL are applied on load, junk values are ignored", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?structure=multiple&access=open&sort=title&page=abc&tag=%3Cscript%3E");
    await expect(cards(page).getByRole("heading")).toHaveText([
      "CO2 and Global Temperature",
      "Gapminder World Development",
      "Seattle Weather",
    ]);
    await expect(filter(page, "structure")).toHaveValue("multiple");
    await expect(filter(page, "tag")).toHaveValue("");
  });

  test("a search with no match offers to show all data sets", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?q=%25%25nothing%25%25");
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText("No data sets match these filters")).toBeVisible();
    await page.getByRole("link", { name: "Show all data sets" }).click();
    await expect(page).toHaveURL(/\/data-playground$/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("page 2 shows the remaining data sets", async ({ page }) => {
    await gotoHydrated(page, "/data-playground");
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page).getByRole("heading")).toHaveText(["US Airports", "Seattle Weather"]);
    await pages.getByRole("link", { name: "Previous" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards(page)).toHaveCount(12);
  });

  test("a page past the end shows the last page", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?page=50");
    await expect(cards(page)).toHaveCount(2);
  });
});

test.describe("accessibility (axe, WCAG 2 A and AA)", () => {
  test("the playground with the data set drawer open", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
    await page.waitForLoadState("load");
    await expectDrawerTitle(page, "Seattle Weather");
    await expectNoViolations(page, "/data-playground with the data set drawer open");
  });

  test("the playground with a premium data set's drawer open", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_tech-stock-prices");
    await page.waitForLoadState("load");
    await expect(datasetDrawer(page).getByTestId("locked-analysis")).toBeVisible();
    await expectNoViolations(page, "/data-playground with a premium data set's drawer open");
  });

  test("the playground with the preview drawer open", async ({ page }) => {
    await gotoHydrated(page, "/data-playground?datasetId=ds_seattle-weather");
    await page.waitForLoadState("load");
    await openPreview(page);
    await expect(previewDrawer(page).getByTestId("table-range")).toHaveText("1–10 of 1,000");
    await expectNoViolations(page, "/data-playground with the preview drawer open");
  });
});
