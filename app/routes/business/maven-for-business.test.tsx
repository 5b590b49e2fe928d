// The business page states the Teams plan's own seat minimum, and offers no purchase when no Teams plan is on sale.
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext, type AppContext } from "~/app/context.ts";
import MavenForBusinessPage, { loader } from "./maven-for-business.tsx";

function argsWith(plans: { id: string; minSeats: number }[]) {
  const context = new RouterContextProvider();
  const services = {
    publishing: { listLive: async () => [] },
    billing: { pricing: async () => ({ plans }) },
  };
  context.set(appContext, { services } as unknown as AppContext);
  const request = new Request("http://localhost/maven-for-business");
  return { request, url: new URL(request.url), pattern: "/maven-for-business", context, params: {} } as never;
}

async function render(plans: { id: string; minSeats: number }[]) {
  const loaderData = await loader(argsWith(plans));
  const Stub = createRoutesStub([
    {
      path: "/maven-for-business",
      Component: () => (
        <MavenForBusinessPage {...({ loaderData } as unknown as Parameters<typeof MavenForBusinessPage>[0])} />
      ),
    },
  ]);
  return { loaderData, html: renderToString(<Stub initialEntries={["/maven-for-business"]} />) };
}

describe("Maven for Business", () => {
  it("states the Teams plan's minimum and suggests at least that many seats", async () => {
    const { loaderData, html } = await render([{ id: "teams-annual", minSeats: 2 }]);
    expect(loaderData.teamsMinSeats).toBe(2);
    expect(html).toContain("Teams plan from 2 seats, bought online");
    expect(html).toContain("Start with as few as 2 seats today");
    // Billing is by the seats the team holds, used or not (teams settings: fewer seats from the next renewal).
    expect(html).not.toContain("seats in use");
    expect(html).toContain("your next renewal charges only the seats you keep");
    expect(html).toContain('href="/signup/checkout?plan=teams-annual&amp;seats=5"');

    const larger = await render([{ id: "teams-annual", minSeats: 8 }]);
    expect(larger.html).toContain("Teams plan from 8 seats");
    expect(larger.html).toContain("Buy <!-- -->8<!-- --> seats");
  });

  it("offers only the conversation when no Teams plan is on sale", async () => {
    const { loaderData, html } = await render([{ id: "pro-monthly", minSeats: 1 }]);
    expect(loaderData.teamsMinSeats).toBeNull();
    expect(html).not.toContain("Teams plan from");
    expect(html).not.toContain("/signup/checkout");
    expect(html).toContain("Talk to us about a plan for your organization.");
    expect(html).toContain('href="/signup/enterprise"');
  });
});
