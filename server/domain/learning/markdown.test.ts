import { describe, expect, it } from "vitest";
import { WORKED_ANSWER_SUMMARY } from "~/core/lessons.ts";
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

  it("draws a checklist's boxes without dead form controls, and keeps code colours readable on white", async () => {
    const html = await renderMarkdown(
      "- [ ] Every chart has a title\n- [ ] Units on the axes\n\n```python\nplt.subplots(figsize=(8, 4))\n```\n",
    );
    expect(html).not.toContain("<input");
    expect(html).toContain(
      '<li class="task-list-item"><span class="task-box" aria-hidden="true"></span> Every chart has a title</li>',
    );
    // github-light's orange keyword arguments (3.5:1) are drawn darker (5:1).
    expect(html.toLowerCase()).not.toContain("#e36209");
    expect(html.toLowerCase()).toContain("color:#bc4c00");
  });

  it("renders a blank corner of a table's header row as a plain cell, not an unnamed header", async () => {
    const html = await renderMarkdown("| | Biscoe | Dream |\n| --- | --- | --- |\n| Adelie | 44 | 56 |\n");
    expect(html).toMatch(/<thead><tr><td><\/td><th>Biscoe<\/th><th>Dream<\/th><\/tr><\/thead>/);
    expect(html).not.toMatch(/<th[^>]*><\/th>/);
  });

  it("keeps a Try it's worked answer closed until the learner opens it, and the notes after it outside", async () => {
    const html = await renderMarkdown(
      "## Try it\n\nCount the rows.\n\n## Worked answer\n\n```sql\nSELECT COUNT(*) FROM t;\n```\n\nIt returns **42**.\n\n## Next\n\nMore notes.\n",
    );
    const details = /<details class="worked-answer">\s*<summary>(.*?)<\/summary>([\s\S]*?)<\/details>/.exec(html);
    expect(details?.[1]).toBe(WORKED_ANSWER_SUMMARY);
    expect(details?.[2]).toContain("SELECT");
    expect(details?.[2]).toContain("<strong>42</strong>");
    expect(html).not.toContain("<h2>Worked answer</h2>");
    expect(html).not.toContain("<blockquote");
    // The section ends at the next heading of its level.
    expect(html).toMatch(/<\/details>\s*<h2>Next<\/h2>\s*<p>More notes.<\/p>/);
    expect(html.indexOf("Count the rows.")).toBeLessThan(html.indexOf("<details"));
  });

  it("shows an edited lesson's new text at once: rendered notes are kept by their text, not by lesson", async () => {
    const before = await renderMarkdown("Revenue was **120** in the North.");
    const again = await renderMarkdown("Revenue was **120** in the North.");
    const after = await renderMarkdown("Revenue was **140** in the North.");
    expect(again).toBe(before);
    expect(after).toContain("<strong>140</strong>");
    expect(after).not.toContain("120");
  });
});
