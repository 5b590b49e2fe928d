import type { Blockquote, Heading, Root, RootContent } from "mdast";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { LRUCache } from "lru-cache";
import { createHighlighter, type Highlighter } from "shiki";
import { WORKED_ANSWER_HEADING, WORKED_ANSWER_SUMMARY } from "~/core/lessons.ts";

/**
 * Reading lessons are Markdown rendered to HTML on the server (issue 16), code highlighted by shiki,
 * so the lesson page ships neither a Markdown parser nor a highlighter. Raw HTML in the Markdown is
 * not rendered (react-markdown's default), so the output is safe to inline.
 */
const LANGUAGES = ["sql", "python", "text"] as const;
/** Our Markdown names languages shiki has no grammar for; they are shown plain. */
const ALIASES: Record<string, (typeof LANGUAGES)[number]> = { sql: "sql", python: "python", py: "python" };
const THEME = "github-light";
/** github-light's orange (parameters, attributes) is 3.5:1 on white; a darker one reads at 5:1 (WCAG AA). */
const COLOR_REPLACEMENTS = { "#e36209": "#bc4c00" };

const isWorkedAnswer = (node: RootContent): node is Heading =>
  node.type === "heading" &&
  node.depth === 2 &&
  node.children.length === 1 &&
  node.children[0]!.type === "text" &&
  node.children[0]!.value === WORKED_ANSWER_HEADING;

/**
 * A remark step: a "## Worked answer" section (up to the next heading of its level) becomes a closed
 * <details>, so the learner tries the exercise before seeing the answer, with or without JavaScript.
 */
function workedAnswers() {
  return (tree: Root) => {
    const out: RootContent[] = [];
    for (let i = 0; i < tree.children.length; i++) {
      const node = tree.children[i]!;
      if (!isWorkedAnswer(node)) {
        out.push(node);
        continue;
      }
      const body: RootContent[] = [];
      while (i + 1 < tree.children.length) {
        const next = tree.children[i + 1]!;
        if (next.type === "heading" && next.depth <= 2) break;
        body.push(next);
        i++;
      }
      // A block node renamed: remark-rehype renders it as the element its data names.
      const details: Blockquote = {
        type: "blockquote",
        data: { hName: "details", hProperties: { className: ["worked-answer"] } },
        children: [
          {
            type: "paragraph",
            data: { hName: "summary" },
            children: [{ type: "text", value: WORKED_ANSWER_SUMMARY }],
          },
          // Only block content reaches here: a section ends at the next heading of its level.
          ...(body as Blockquote["children"]),
        ],
      };
      out.push(details);
    }
    tree.children = out;
  };
}

let highlighter: Promise<Highlighter> | null = null;
function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: [THEME], langs: [...LANGUAGES] });
  return highlighter;
}

function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOf((node.props as { children?: ReactNode }).children);
  }
  return "";
}

/**
 * Rendered notes by their Markdown. A lesson's text changes only with a seed or an edit, and
 * rendering one costs 8 ms on average (up to 120 ms with many code blocks), on every request for
 * the lesson. Keyed by the text itself, an edit can never be served stale.
 */
const rendered = new LRUCache<string, string>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (html, markdown) => html.length + markdown.length,
});

export async function renderMarkdown(markdown: string): Promise<string> {
  const hit = rendered.get(markdown);
  if (hit !== undefined) return hit;
  const html = await renderUncached(markdown);
  rendered.set(markdown, html);
  return html;
}

async function renderUncached(markdown: string): Promise<string> {
  const shiki = await getHighlighter();
  return renderToStaticMarkup(
    createElement(Markdown, {
      remarkPlugins: [remarkGfm, workedAnswers],
      components: {
        pre({ children }) {
          const code = Array.isArray(children) ? children[0] : children;
          const className =
            code && typeof code === "object" && "props" in code
              ? ((code.props as { className?: string }).className ?? "")
              : "";
          const language = /language-([\w-]+)/.exec(className)?.[1] ?? "text";
          const lang = ALIASES[language] ?? "text";
          const html = shiki.codeToHtml(textOf(children).replace(/\n$/, ""), {
            lang,
            theme: THEME,
            colorReplacements: COLOR_REPLACEMENTS,
          });
          return createElement("div", {
            className: "lesson-code",
            "data-language": language,
            dangerouslySetInnerHTML: { __html: html },
          });
        },
        input({ type }) {
          // A checklist in the notes is for reading, not ticking: a box nobody can tick is a dead form
          // control to a screen reader, so the box is drawn and the item's text says the rest.
          return type === "checkbox" ? createElement("span", { className: "task-box", "aria-hidden": true }) : null;
        },
        th({ children, style }) {
          // A blank corner cell is not a header: an empty <th> is announced as an unnamed column.
          return textOf(children).trim() === ""
            ? createElement("td", { style }, children)
            : createElement("th", { style }, children);
        },
        table({ children }) {
          // Wide tables scroll sideways on a phone; the tab stop lets a keyboard scroll them (Shiki's code blocks have one too).
          return createElement(
            "div",
            { className: "lesson-table", tabIndex: 0 },
            createElement("table", null, children),
          );
        },
      },
      children: markdown,
    }),
  );
}
