// One way to do forms (Conform + the shared Zod schema): the browser shows a field's error before
// anything is sent, and a form posted without JavaScript gets the same error from the server.
import { expect, test, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";

const EMAIL_ERROR = "Enter a valid email address, like name@example.com.";

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

async function submitBadEmail(page: Page) {
  const main = page.getByRole("main");
  await main.getByLabel("Email").fill("not-an-address");
  await main.getByLabel("Password").fill("Whatever-1!");
  await main.getByRole("button", { name: "Log in", exact: true }).click();
}

async function expectEmailError(page: Page) {
  const email = page.getByRole("main").getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // The field's own error is part of what a screen reader announces for it (aria-describedby).
  await expect(email).toHaveAccessibleDescription(new RegExp(EMAIL_ERROR.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(EMAIL_ERROR);
}

test("log in: the browser shows the field error before sending, and focuses the field", async ({ page }) => {
  await gotoHydrated(page, "/login");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await submitBadEmail(page);
  await expectEmailError(page);
  await expect(page.getByRole("main").getByLabel("Email")).toBeFocused();
  expect(posts).toEqual([]);
  // Corrected, the error goes as the user types.
  await page.getByRole("main").getByLabel("Email").fill("ada@example.com");
  await expect(page.getByRole("main").getByLabel("Email")).not.toHaveAttribute("aria-invalid", "true");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("log in: the server answers 400 with the same field error and keeps the address", async ({ page }) => {
    await page.goto("/login");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await submitBadEmail(page);
    expect((await answer).status()).toBe(400);
    await expectEmailError(page);
    await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("not-an-address");
    await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
  });
});
