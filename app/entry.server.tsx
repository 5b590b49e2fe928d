import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { isDatabaseUnavailable } from "~/server/db-errors.ts";
import { markOutage } from "~/server/http/outage.ts";
import { reportServerError } from "~/server/integrations/error-reporting.ts";
import { NonceContext } from "./components/nonce.tsx";
import { InlineStylesContext } from "./components/stylesheet.tsx";
import { getAppContext } from "./context.ts";
import { createDocumentStream } from "./lib/document-stream.server.ts";
import { getViewer } from "./lib/viewer.server.ts";

export const streamTimeout = 5_000;

type HandleErrorArgs = Parameters<HandleErrorFunction>[1];

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, logger, inlineStyles } = getAppContext(loadContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <InlineStylesContext.Provider value={inlineStyles}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineStylesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // React outlines a finished Suspense boundary once 12.8 kB of the page has been written: its
        // HTML moves to the end of the document and a script puts it back. A code-split drawer open on
        // load (?datasetId=) must stay in place, so that it shows without JavaScript and without waiting.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // The whole document, for everyone, not the shell first. No loader defers data; the only
        // boundaries are split components (splitComponent), which suspend on the server only while
        // a process first imports their chunk. Sent with the shell, such a part came later in a hidden
        // element that a script reveals: without JavaScript it never showed, and the page cache kept
        // that copy for every visitor (a ?datasetId= drawer open on load).
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const body = createDocumentStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell are logged by handleError.
          if (shellRendered) reportServerError(logger, error, { request });
        },
      },
    );
  });
}

/** Unexpected loader, action and render errors: logged, and sent to Sentry when configured. */
export function handleError(error: unknown, { request, context }: HandleErrorArgs) {
  // Aborted requests are the client leaving, not our failure.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const { logger } = getAppContext(context);
  if (isDatabaseUnavailable(error)) {
    // The Express handler answers 503 with Retry-After (issue 20); an outage is not a bug report.
    markOutage(context);
    logger.warn({ err: error, url: request.url }, "database unavailable");
    return;
  }
  // The viewer the request step resolved (none when the error came before it).
  void getViewer(context)
    .catch(() => null)
    .then((viewer) =>
      reportServerError(logger, error, { request, user: viewer && { id: viewer.userId, email: viewer.email } }),
    );
}
