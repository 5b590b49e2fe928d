import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { renderBelowFold } from "./app.ts";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;

/** One line per failing node, so a failure says what to fix and where. */
function describeViolations(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map(
          (n) =>
            `    - ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\n/g, " ") ?? ""}`,
        )
        .join("\n");
      return `${v.id} (${v.impact ?? "n/a"}): ${v.help}\n  ${v.helpUrl}\n  ${v.nodes.length} node(s):\n${nodes}`;
    })
    .join("\n\n");
}

/**
 * axe-core with the WCAG 2 A and AA rules and axe's best practices (heading order, landmarks): zero
 * violations on the page (or inside `include`).
 */
export async function expectNoViolations(page: Page, label: string, include?: string) {
  await renderBelowFold(page);
  // Legacy mode runs axe.run() in the page. The default (runPartial) opens a second page to finish each
  // scan: twice the time (about 3 s against 1.5 s a page here) for cross-origin frames we do not have.
  // resultTypes: passes and the rest list one node each instead of every node (axe's own option for
  // speed); violations still list every node.
  // options() replaces what withTags() set, so it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "best-practice"])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  expect(results.passes.length, "axe ran its rules").toBeGreaterThan(0);
  expect(results.violations, `axe violations on ${label}:\n\n${describeViolations(results.violations)}`).toEqual([]);
}
