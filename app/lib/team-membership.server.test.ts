import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { appContext, type AppContext } from "~/app/context.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import { getTeamMembership } from "./team-membership.server.ts";
import { viewerMiddleware } from "./viewer.server.ts";

const VIEWER = { userId: "u1", email: "ada@example.com", name: "Ada" } as Viewer;
const MEMBERSHIP = { status: "active", role: "admin", team: { name: "Acme" } };

/** A request's router context after the root middleware ran, with a counting membership lookup. */
async function requestContext(viewer: Viewer | null) {
  const membership = vi.fn(async (v: Viewer | null) => (v ? MEMBERSHIP : null));
  const context = new RouterContextProvider();
  const services = { viewer: { fromRequest: async () => viewer }, teams: { membership } };
  context.set(appContext, { services } as unknown as AppContext);
  const url = "http://localhost/dashboard/team";
  await viewerMiddleware({ request: new Request(url), context, params: {}, url: new URL(url), pattern: "" }, async () =>
    Response.json(null),
  );
  return { context, membership };
}

describe("the team membership of a request", () => {
  it("is looked up once for the dashboard layout, the team layout and the report together", async () => {
    const { context, membership } = await requestContext(VIEWER);
    const answers = await Promise.all([
      getTeamMembership(context),
      getTeamMembership(context),
      getTeamMembership(context),
    ]);
    expect(answers).toEqual([MEMBERSHIP, MEMBERSHIP, MEMBERSHIP]);
    expect(membership).toHaveBeenCalledTimes(1);
    expect(membership).toHaveBeenCalledWith(VIEWER);
  });

  it("is looked up again for the next request", async () => {
    const first = await requestContext(VIEWER);
    const second = await requestContext(VIEWER);
    await getTeamMembership(first.context);
    await getTeamMembership(second.context);
    expect(first.membership).toHaveBeenCalledTimes(1);
    expect(second.membership).toHaveBeenCalledTimes(1);
  });

  it("is none for a visitor", async () => {
    const { context } = await requestContext(null);
    await expect(getTeamMembership(context)).resolves.toBeNull();
  });
});
