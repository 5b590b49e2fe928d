import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown.tsx";

describe("a project's Markdown", () => {
  it("gives a code block a tab stop and drops raw HTML", () => {
    const html = renderToStaticMarkup(<Markdown>{"```\nSELECT 1;\n```\n\n<b>raw</b>"}</Markdown>);
    expect(html).toContain('<pre tabindex="0"><code>SELECT 1;');
    expect(html).not.toContain("<b>");
  });
});
