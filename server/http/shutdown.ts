// Graceful shutdown of the HTTP server (issue 20, decision 022): from the first signal every response
// not yet started says `Connection: close`, idle keep-alive sockets are closed at once (and again as
// in-flight requests finish), the listener stops accepting, and what still runs after the grace
// period is cut.
import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** From the first signal to the exit: in-flight requests get this long (less a second for the rest). */
export const SHUTDOWN_GRACE_MS = 5_000;

export interface Drainer {
  /** Whether a drain has begun. */
  readonly draining: boolean;
  /** Stops accepting, lets in-flight requests finish and resolves when every socket is closed. */
  drain(graceMs: number): Promise<void>;
}

/** Watches a server's requests from now on; call before it serves any. */
export function createDrainer(server: Server): Drainer {
  let draining = false;
  const open = new Set<ServerResponse>();
  // Before the app's own listener, so a response started during the drain carries the header.
  server.prependListener("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader("Connection", "close");
    open.add(res);
    res.once("close", () => {
      open.delete(res);
      if (draining) server.closeIdleConnections();
    });
  });
  return {
    get draining() {
      return draining;
    },
    drain(graceMs) {
      draining = true;
      for (const res of open) if (!res.headersSent) res.setHeader("Connection", "close");
      const force = setTimeout(() => server.closeAllConnections(), graceMs);
      return new Promise<void>((resolve) => {
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}
