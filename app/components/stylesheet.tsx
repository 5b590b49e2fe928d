import { createContext, useContext } from "react";
import { useNonce } from "./nonce.tsx";

/**
 * Stylesheets the server inlines into the document, by href (production build only: the text of
 * the built file). An inlined stylesheet costs no extra request before the first paint, so the
 * page paints as soon as its HTML is parsed instead of waiting for the CSS (and, meanwhile, for
 * the scripts to load and hydrate).
 */
export const InlineStylesContext = createContext<ReadonlyMap<string, string>>(new Map());

/** Text of a stylesheet the server inlined into this document (on the client, during hydration). */
function inlinedInDocument(href: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const el of document.head.querySelectorAll("style[data-href]")) {
    if (el.getAttribute("data-href") === href) return el.textContent ?? "";
  }
  return undefined;
}

/** A stylesheet: inlined when the server has its text, a `<link>` otherwise (development). */
export function Stylesheet({ href }: { href: string }) {
  const inline = useContext(InlineStylesContext).get(href) ?? inlinedInDocument(href);
  const nonce = useNonce();
  if (inline !== undefined) {
    // The client renders the text the server sent, so hydration matches and nothing is fetched.
    // The nonce lets the CSP refuse every other inline style element (decision 021).
    return <style nonce={nonce} data-href={href} dangerouslySetInnerHTML={{ __html: inline }} />;
  }
  return <link rel="stylesheet" href={href} />;
}
