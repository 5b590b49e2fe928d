import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "~/app/features/publishing/article-markdown.tsx";

/**
 * Rendered Markdown by its source text, per process. The key is the text itself, so an edit is a
 * new key and nothing needs invalidating. Rendering is the costly part of a blog post or legal page
 * (remark's parse and a React render: /terms served 33 req/s uncached beside the catalogue's 42);
 * a Map in insertion order is the whole LRU this needs.
 */
const rendered = new Map<string, string>();
export const MARKDOWN_CACHE_MAX_ENTRIES = 300;
/** Longer texts are rendered every time rather than kept. */
export const MARKDOWN_CACHE_MAX_CHARS = 200_000;

/**
 * Staff Markdown as HTML, rendered on the server with the same safe renderer as the editor's preview
 * (raw HTML becomes text, javascript: links are dropped), so public pages need no Markdown code in
 * the browser (issue 18: Lighthouse on /blog and a post).
 */
export function markdownToHtml(markdown: string): string {
  const kept = rendered.get(markdown);
  if (kept !== undefined) {
    rendered.delete(markdown);
    rendered.set(markdown, kept);
    return kept;
  }
  const html = renderToStaticMarkup(<MarkdownContent>{markdown}</MarkdownContent>);
  if (markdown.length <= MARKDOWN_CACHE_MAX_CHARS) {
    rendered.set(markdown, html);
    if (rendered.size > MARKDOWN_CACHE_MAX_ENTRIES) rendered.delete(rendered.keys().next().value!);
  }
  return html;
}
