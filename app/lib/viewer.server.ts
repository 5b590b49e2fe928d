import { redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Viewer } from "~/server/domain/viewer.ts";
import { getAppContext, viewerContext } from "../context.ts";
import { pagePathOf } from "./auth.server.ts";

/**
 * The request step (root `middleware`, which React Router also runs for resource routes): the viewer
 * of this request, looked up on first use and then shared by every loader and action of the request.
 * Lazy, so a request nobody asks about (a media file, the health check) costs no session query.
 */
export const viewerMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  const { services } = getAppContext(context);
  let viewer: Promise<Viewer | null> | undefined;
  context.set(viewerContext, () => (viewer ??= services.viewer.fromRequest(request)));
};

/** The signed-in viewer of this request, or null for a visitor. */
export function getViewer(context: Readonly<RouterContextProvider>): Promise<Viewer | null> {
  const resolve = context.get(viewerContext);
  if (!resolve) return Promise.reject(new Error("viewerMiddleware did not run for this request"));
  return resolve();
}

/** The signed-in viewer, or a redirect to log in that comes back to this page. */
export async function requireViewer(context: Readonly<RouterContextProvider>, request: Request): Promise<Viewer> {
  const viewer = await getViewer(context);
  if (!viewer) throw redirect(`/login?returnTo=${encodeURIComponent(pagePathOf(request))}`);
  return viewer;
}
