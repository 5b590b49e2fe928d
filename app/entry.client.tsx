import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { chunksBeforeHydration } from "./components/split-component.ts";
import { startErrorReporting } from "./features/integrations/error-reporting.ts";
import type { PublicEnv } from "~/server/env.ts";

declare global {
  interface Window {
    /** Public settings from the root document (app/root.tsx): an allow-list, nothing secret. */
    ENV?: PublicEnv;
    /** The page's CSP nonce for libraries that insert style elements (get-nonce reads it). */
    __webpack_nonce__?: string;
  }
}

// Radix dialogs insert a scroll-lock <style> (react-style-singleton through get-nonce, which reads
// this global): with our nonce it passes the CSP, which refuses other inline style elements.
window.__webpack_nonce__ = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;

// Before hydration, so errors while hydrating are reported too.
startErrorReporting(window.ENV?.errorReporting);

// Code-split parts that the server rendered on this page (see splitComponent) must be loaded first.
void chunksBeforeHydration().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
