import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appContext, type AppContext } from "~/app/context.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import { getViewer, requireViewer, viewerMiddleware } from "./viewer.server.ts";

const VIEWER = { userId: "u1", email: "ada@example.com", name: "Ada" } as Viewer;

/** A request's router context after the root middleware ran, with a counting session lookup. */
async function requestContext(url: string, viewer: Viewer | null) {
  const fromRequest = vi.fn(async () => viewer);
  const context = new RouterContextProvider();
  context.set(appContext, { services: { viewer: { fromRequest } } } as unknown as AppContext);
  const request = new Request(url);
  await viewerMiddleware({ request, context, params: {}, url: new URL(url), pattern: "" }, async () =>
    Response.json(null),
  );
  return { context, request, fromRequest };
}

describe("the request step", () => {
  it("looks the session up once however many loaders ask", async () => {
    const { context, request, fromRequest } = await requestContext("http://localhost/dashboard", VIEWER);
    const answers = await Promise.all([getViewer(context), requireViewer(context, request), getViewer(context)]);
    expect(answers).toEqual([VIEWER, VIEWER, VIEWER]);
    expect(fromRequest).toHaveBeenCalledTimes(1);
  });

  it("does not look the session up for a request nobody asks about", async () => {
    const { fromRequest } = await requestContext("http://localhost/media/a.png", VIEWER);
    expect(fromRequest).not.toHaveBeenCalled();
  });

  it("sends a visitor to log in and back to the page (without the .data suffix of client navigations)", async () => {
    const { context, request } = await requestContext("http://localhost/dashboard/projects.data?x=1", null);
    await expect(requireViewer(context, request)).rejects.toSatisfy(
      (response: Response) =>
        response.status === 302 &&
        response.headers.get("location") === `/login?returnTo=${encodeURIComponent("/dashboard/projects?x=1")}`,
    );
  });

  it("refuses to guess when the middleware did not run", async () => {
    await expect(getViewer(new RouterContextProvider())).rejects.toThrow(/viewerMiddleware/);
  });
});
