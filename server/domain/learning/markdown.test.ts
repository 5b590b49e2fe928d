import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";

describe("lesson Markdown", () => {
  it("lets a keyboard reach what scrolls sideways on a phone: code blocks and tables", async () => {
    const html = await renderMarkdown(
      "```sql\nSELECT region, SUM(revenue) FROM orders GROUP BY region;\n```\n\n| Region | Revenue |\n| --- | --- |\n| North | 120 |\n",
    );
    expect(html).toMatch(/<pre class="shiki[^"]*"[^>]*tabindex="0"/);
    expect(html).toMatch(/<div class="lesson-table" tabindex="0"><table>/);
    expect(html).toContain("<td>North</td>");
  });
});
