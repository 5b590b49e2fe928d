import { describe, expect, it } from "vitest";
import { MARKDOWN_CACHE_MAX_ENTRIES, markdownToHtml } from "./markdown.server.tsx";

describe("markdownToHtml", () => {
  it("renders an edited text afresh and the same text the same way again", () => {
    const first = markdownToHtml("# Terms\n\nYou may **learn**.");
    expect(first).toContain("<strong>learn</strong>");
    expect(markdownToHtml("# Terms\n\nYou may **learn**.")).toBe(first);
    const edited = markdownToHtml("# Terms\n\nYou may **teach**.");
    expect(edited).toContain("<strong>teach</strong>");
    expect(edited).not.toContain("learn");
  });

  it("keeps raw HTML as text, from the cache too", () => {
    const source = "Hello <script>alert(1)</script>";
    for (let i = 0; i < 2; i++) expect(markdownToHtml(source)).not.toContain("<script>");
  });

  it("still renders a text after the cache has turned over", () => {
    const source = "A *first* page";
    const html = markdownToHtml(source);
    for (let i = 0; i <= MARKDOWN_CACHE_MAX_ENTRIES; i++) markdownToHtml(`page ${i}`);
    expect(markdownToHtml(source)).toBe(html);
  });

  it("gives a code block a tab stop, so a keyboard can scroll its long lines on a phone", () => {
    expect(markdownToHtml("```\nSELECT * FROM orders WHERE region = 'North';\n```")).toMatch(
      /^<pre tabindex="0"><code>SELECT/,
    );
  });
});
