// The sections laid out only when scrolled near (the below-fold utility in app/app.css: the site footer,
// the lower sections of long pages) reserve a height per breakpoint, written by hand next to each
// section. A height far from the section's real one makes the scrollbar jump and End land short of
// the page's end, so each is checked against the section as it renders, at every breakpoint.
// BELOW_FOLD_REPORT=1 prints every section's reserved and real height, to set new ones from.
import { expect } from "@playwright/test";
import { dismissCookieBox, gotoHydrated } from "./support/app.ts";
import { test } from "./support/accounts.ts";

const PAGES = ["/", "/pricing", "/course/excel-essentials"];
// Tailwind's breakpoints (sm, md, lg, xl) and a phone.
const WIDTHS = [375, 640, 768, 1024, 1440];
/** How far a reserved height may be from the real one: content changes a little with copy edits. */
const TOLERANCE = 0.3;

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

for (const path of PAGES) {
  test(`the heights reserved below the fold on ${path} are near the sections' real heights`, async ({ page }) => {
    const off: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, path);
      const sections = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".below-fold")].map((el) => {
          // "auto 650px": the height used until the section has been shown.
          const reserved = Number.parseFloat(getComputedStyle(el).containIntrinsicHeight.replace("auto", ""));
          el.style.contentVisibility = "visible";
          const real = el.getBoundingClientRect().height;
          const name =
            el.getAttribute("aria-labelledby") ?? el.tagName.toLowerCase() + (el.className.match(/mt-\d+/)?.[0] ?? "");
          return { name, reserved, real };
        }),
      );
      expect(sections.length, `${path} has sections below the fold`).toBeGreaterThan(0);
      for (const { name, reserved, real } of sections) {
        expect(reserved, `${width} px, ${name} reserves a height in px`).toBeGreaterThan(0);
        if (process.env.BELOW_FOLD_REPORT)
          console.log(`${path} ${width} px ${name}: ${reserved} / ${Math.round(real)}`);
        if (Math.abs(reserved - real) > TOLERANCE * real) {
          off.push(`${width} px, ${name}: reserves ${reserved} px, renders ${Math.round(real)} px`);
        }
      }
    }
    expect(off, "update --below-fold-height for these sections").toEqual([]);
  });
}
