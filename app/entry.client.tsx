import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { startErrorReporting } from "./features/integrations/error-reporting.ts";
import type { PublicEnv } from "~/server/env.ts";

declare global {
  interface Window {
    /** Public settings from the root document (app/root.tsx): an allow-list, nothing secret. */
    ENV?: PublicEnv;
  }
}

// Before hydration, so errors while hydrating are reported too.
startErrorReporting(window.ENV?.errorReporting);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
