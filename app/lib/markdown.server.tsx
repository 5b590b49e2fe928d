import { renderToStaticMarkup } from "react-dom/server";
import { MarkdownContent } from "~/app/features/publishing/article-markdown.tsx";

/**
 * Staff Markdown as HTML, rendered on the server with the same safe renderer as the editor's preview
 * (raw HTML becomes text, javascript: links are dropped), so public pages need no Markdown code in
 * the browser (issue 18: Lighthouse on /blog and a post).
 */
export function markdownToHtml(markdown: string): string {
  return renderToStaticMarkup(<MarkdownContent>{markdown}</MarkdownContent>);
}
