import type { ReactNode } from "react";
import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

const ALLOWED = ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "code", "pre", "blockquote", "a", "hr", "br"];

/** A code block: a long line scrolls sideways inside it on a phone, and its tab stop lets a keyboard scroll it too. */
export function KeyboardScrollablePre({ children }: { children?: ReactNode }) {
  return <pre tabIndex={0}>{children}</pre>;
}

/**
 * Learner-written Markdown, rendered safely: raw HTML is dropped (never injected), only a small
 * set of elements survives, link targets pass react-markdown's URL filter (no javascript:), and
 * images are not rendered (projects carry their own uploaded images).
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-project">
      <ReactMarkdown
        skipHtml
        allowedElements={ALLOWED}
        unwrapDisallowed
        urlTransform={defaultUrlTransform}
        components={{
          h1: "h2",
          pre: KeyboardScrollablePre,
          a: ({ href, children: text }) => (
            <a href={href} rel="nofollow ugc noopener noreferrer" target="_blank">
              {text}
            </a>
          ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
