import { createContext, type RouterContextProvider } from "react-router";
import type { Env, PublicEnv } from "~/server/env.ts";
import type { Logger } from "~/server/logger.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import type { Services } from "~/server/services.ts";

/** What every loader and action gets from the server (examples: typed router context). */
export interface AppContext {
  services: Services;
  env: Env;
  publicEnv: PublicEnv;
  logger: Logger;
  /** Per-request CSP nonce for React Router's inline scripts. */
  nonce: string;
  /** Stylesheets to inline into the HTML, by href (production; empty in development). */
  inlineStyles: ReadonlyMap<string, string>;
  /** The client's address, as the rate limits see it. */
  clientIp: string;
}

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}

/**
 * Who is asking: the root middleware (`viewerMiddleware` in app/lib/viewer.server.ts) puts a getter
 * here that looks the session up at most once per request. Read it with `getViewer` or `requireViewer`.
 */
export const viewerContext = createContext<(() => Promise<Viewer | null>) | null>(null);
