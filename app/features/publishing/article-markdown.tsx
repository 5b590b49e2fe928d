import ReactMarkdown, { defaultUrlTransform } from "react-markdown";
import { KeyboardScrollablePre } from "~/app/components/markdown.tsx";

const ALLOWED = [
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "code",
  "pre",
  "blockquote",
  "a",
  "hr",
  "br",
  "img",
];

/**
 * Staff-written Markdown of the publishing pages, rendered on the server into plain elements. Raw
 * HTML in the source shows as inert text (never injected), a `#` heading becomes an h2 under the
 * page's h1, link targets pass react-markdown's URL filter (no javascript:), and links leaving the
 * site open safely.
 */
export function ArticleMarkdown({ children, className = "prose-article" }: { children: string; className?: string }) {
  return (
    <div className={className}>
      <MarkdownContent>{children}</MarkdownContent>
    </div>
  );
}

/** The rendered elements without a wrapper (the server turns them into HTML, see markdown.server.tsx). */
export function MarkdownContent({ children }: { children: string }) {
  return (
    <>
      <ReactMarkdown
        allowedElements={ALLOWED}
        unwrapDisallowed
        urlTransform={defaultUrlTransform}
        components={{
          h1: "h2",
          pre: KeyboardScrollablePre,
          a: ({ href, children: text }) =>
            href?.startsWith("/") || href?.startsWith("#") ? (
              <a href={href}>{text}</a>
            ) : (
              <a href={href} rel="noopener noreferrer" target="_blank">
                {text}
              </a>
            ),
          img: ({ src, alt }) =>
            typeof src === "string" && src.startsWith("/") ? (
              <img src={src} alt={alt ?? ""} loading="lazy" className="rounded-xl" />
            ) : null,
        }}
      >
        {children}
      </ReactMarkdown>
    </>
  );
}
