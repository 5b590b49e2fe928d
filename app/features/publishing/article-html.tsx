/**
 * Markdown the server already rendered (markdownToHtml): the public pages ship HTML, not the
 * Markdown library. The HTML comes only from MarkdownContent, which never passes raw HTML through.
 */
export function ArticleHtml({ html, className = "prose-article" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
