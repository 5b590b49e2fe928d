// Where the site header (main navigation) and footer are drawn (spec section 2, "Root page shell").
import { expect, test } from "@playwright/test";
import { dismissCookieBox } from "./support/app.ts";

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const hidden = ["/signup", "/signup/enterprise", "/onboarding/team"];
// /signup/confirm and /signup/enterprise/confirm exist only for a real order or request: billing.spec.ts
// checks the shell there.
const shown = ["/", "/signup/pricing"];

for (const path of hidden) {
  test(`no main navigation and no footer on ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
}

for (const path of shown) {
  test(`main navigation and footer on ${path}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
}
