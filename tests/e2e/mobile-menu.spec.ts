// The hamburger menu below the desktop breakpoint.
import { expect, test, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { signedInAccount, test as accountTest } from "./support/accounts.ts";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: false });

test.beforeEach(async ({ context, baseURL, page }) => {
  await dismissCookieBox(context, baseURL);
  await gotoHydrated(page, "/");
});

const hamburger = (page: Page) => page.getByRole("banner").getByRole("button", { name: /mobile menu$/ });

test("the hamburger is named and the desktop navigation is hidden", async ({ page }) => {
  const button = hamburger(page);
  await expect(button).toBeVisible();
  await expect(button).toHaveAccessibleName("Open mobile menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

/** How opaque the tooltip with this text is on screen (0 when there is none or it is faded out). */
function tooltipOpacity(page: Page, text: string): Promise<number> {
  return page.evaluate((text) => {
    const tips = [...document.querySelectorAll<HTMLElement>('[role="tooltip"]')].filter(
      (el) => el.textContent?.trim() === text,
    );
    let best = 0;
    for (const tip of tips) {
      const rect = tip.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let opacity = 1;
      for (let el: HTMLElement | null = tip; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") opacity = 0;
        opacity *= Number(style.opacity);
      }
      best = Math.max(best, opacity);
    }
    return best;
  }, text);
}

test("hovering the hamburger shows its tooltip", async ({ page }) => {
  expect(await tooltipOpacity(page, "Open mobile menu")).toBe(0);
  await hamburger(page).hover();
  await expect.poll(() => tooltipOpacity(page, "Open mobile menu")).toBe(1);
  await expect(page.getByRole("tooltip").filter({ hasText: "Open mobile menu" })).toBeVisible();
});

test("focusing the hamburger with the keyboard shows its tooltip", async ({ page }) => {
  expect(await tooltipOpacity(page, "Open mobile menu")).toBe(0);
  // Tab from the logo, the element just before the hamburger in the header.
  await page.getByRole("banner").getByRole("link", { name: "Maven Analytics home" }).focus();
  await page.keyboard.press("Tab");
  await expect(hamburger(page)).toBeFocused();
  await expect.poll(() => tooltipOpacity(page, "Open mobile menu")).toBe(1);
});

test("once open, the tooltip reads Close mobile menu", async ({ page }) => {
  await hamburger(page).click();
  await hamburger(page).hover();
  await expect.poll(() => tooltipOpacity(page, "Close mobile menu")).toBe(1);
});

test("clicking opens the menu and renames the button", async ({ page }) => {
  const button = hamburger(page);
  await button.click();
  await expect(button).toHaveAccessibleName("Close mobile menu");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("mobile-menu")).not.toHaveAttribute("hidden");
});

test("the open panel fills the screen with every section and a Log In / Sign Up bar", async ({ page }) => {
  await hamburger(page).click();
  const panel = page.getByTestId("mobile-menu");
  await expect(panel, "the open panel must be visible (non-zero size) below the header").toBeVisible();
  const viewport = page.viewportSize()!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.height, "the panel should reach from the header to the bottom of the screen").toBeGreaterThan(
    viewport.height / 2,
  );

  const nav = panel.getByRole("navigation", { name: "Mobile" });
  for (const section of ["Learn", "Resources", "Support", "Company", "For Business"]) {
    await expect(nav.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Courses", exact: true })).toHaveAttribute("href", "/courses");
  await expect(nav.getByRole("link", { name: "Maven For Business", exact: true })).toBeVisible();

  const logIn = panel.getByRole("link", { name: "Log In", exact: true });
  const signUp = panel.getByRole("link", { name: "Sign Up", exact: true });
  await expect(logIn).toBeVisible();
  await expect(signUp).toBeVisible();
  await expect(signUp).toHaveAttribute("href", "/signup/pricing");
  await expect(logIn).toHaveAttribute("href", /\/login$/);
  // The bar sits at the bottom of the screen.
  const barBox = (await signUp.boundingBox())!;
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(viewport.height);
  expect(barBox.y).toBeGreaterThan(viewport.height / 2);
});

test("Escape closes the menu and focus returns to the button", async ({ page }) => {
  const button = hamburger(page);
  await button.click();
  const panel = page.getByTestId("mobile-menu");
  await expect(panel).not.toHaveAttribute("hidden");

  await page.keyboard.press("Escape");
  await expect(panel).toHaveAttribute("hidden");
  await expect(panel).toBeHidden();
  await expect(button).toHaveAccessibleName("Open mobile menu");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});

test("Tab stays in the open panel: past Sign Up it comes back to the close button", async ({ page }) => {
  const button = hamburger(page);
  await button.click();
  const panel = page.getByTestId("mobile-menu");
  const signUp = panel.getByRole("link", { name: "Sign Up" });
  await signUp.focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName("Close mobile menu");

  await page.keyboard.press("Shift+Tab");
  await expect(signUp).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(panel.getByRole("link").first()).toBeFocused();
});

test("following a link in the panel closes it", async ({ page }) => {
  await hamburger(page).click();
  const panel = page.getByTestId("mobile-menu");
  await panel.getByRole("link", { name: "Pricing", exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(panel).toHaveAttribute("hidden");
  await expect(hamburger(page)).toHaveAccessibleName("Open mobile menu");
});

accountTest(
  "signing out from the panel comes back to the same page, signed out, with the panel closed",
  async ({ page }) => {
    // Signing up checks the desktop avatar menu.
    await page.setViewportSize({ width: 1280, height: 720 });
    await signedInAccount(page, "mobileout");
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, "/courses");
    await hamburger(page).click();
    const panel = page.getByTestId("mobile-menu");
    await panel.getByRole("button", { name: "Sign out" }).click();
    await expect(panel).toHaveAttribute("hidden");
    await expect(hamburger(page)).toHaveAccessibleName("Open mobile menu");
    await expect(page).toHaveURL(/\/courses$/);

    await hamburger(page).click();
    await expect(panel.getByRole("link", { name: "Log In" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Sign out" })).toHaveCount(0);
  },
);
