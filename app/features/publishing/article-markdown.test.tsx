import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleMarkdown } from "./article-markdown.tsx";

describe("ArticleMarkdown", () => {
  it("shows raw HTML and scripts as inert text", () => {
    const html = renderToString(
      <ArticleMarkdown>{'Hello <script>alert("x")</script> <img src=x onerror="alert(1)">'}</ArticleMarkdown>,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain('<img src="x"');
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops javascript: links, keeps site links and opens others safely", () => {
    const html = renderToString(
      <ArticleMarkdown>{"[a](javascript:alert(1)) [b](/blog) [c](https://example.com)"}</ArticleMarkdown>,
    );
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="/blog"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("turns a top-level heading into an h2 under the page's h1", () => {
    expect(renderToString(<ArticleMarkdown>{"# Title"}</ArticleMarkdown>)).toContain("<h2>Title</h2>");
  });
});
