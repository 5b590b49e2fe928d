// A card team whose plan has lapsed: only the buyer's My Subscription can renew it, so another admin
// is told who bought it instead of being sent to their own, empty, My Subscription.
import crypto from "node:crypto";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "~/db/schema/commerce.ts";
import { sessions, users } from "~/db/schema/users.ts";
import { createTeam, joinTeam } from "~/server/domain/teams/membership.ts";
import { sessionCookie, testTokenHash } from "~/tests/setup/auth.ts";
import { createRouteTestApp, type RouteTestApp } from "~/tests/setup/route-app.ts";
import TeamSettingsPage, { loader } from "./settings.tsx";

let app: RouteTestApp;
const people = {} as Record<"buyer" | "coadmin", { userId: string; token: string }>;

beforeAll(async () => {
  app = await createRouteTestApp("team-lapsed-");
  const db = app.database.db;
  for (const [label, name] of [
    ["buyer", "Bea Buyer"],
    ["coadmin", "Cole Admin"],
  ] as const) {
    const userId = `usr_lapsed_${label}_${crypto.randomBytes(4).toString("hex")}`;
    const token = crypto.randomBytes(24).toString("base64url");
    await db.insert(users).values({ id: userId, name, email: `${userId}@example.com`, emailVerified: true });
    await db
      .insert(sessions)
      .values({ id: `s_${userId}`, token: testTokenHash(token), userId, expiresAt: new Date(Date.now() + 3_600_000) });
    people[label] = { userId, token };
  }
  const subscriptionId = `sub_lapsed_${crypto.randomBytes(4).toString("hex")}`;
  await db.insert(subscriptions).values({
    id: subscriptionId,
    userId: people.buyer.userId,
    plan: "teams-annual",
    status: "canceled",
    seats: 3,
    currentPeriodEnd: new Date(Date.now() - 86_400_000),
    endedAt: new Date(Date.now() - 86_400_000),
  });
  await db.transaction(async (tx) => {
    const teamId = await createTeam(tx, {
      name: "Lapsed Co",
      billing: "card",
      seats: 3,
      subscriptionId,
      adminUserId: people.buyer.userId,
      adminSource: "buyer",
    });
    await joinTeam(tx, { teamId, userId: people.coadmin.userId, role: "admin", source: "invitation", seat: true });
  });
});
afterAll(() => app.destroy());

async function settingsAs(who: keyof typeof people): Promise<string> {
  const request = new Request("http://localhost/dashboard/team/settings", {
    headers: { cookie: sessionCookie(people[who].token) },
  });
  const loaderData = await loader({
    request,
    params: {},
    context: await app.contextFor(request),
  } as never);
  const Stub = createRoutesStub([
    {
      path: "/dashboard/team/settings",
      Component: () => (
        <TeamSettingsPage
          {...({ loaderData, actionData: undefined } as unknown as Parameters<typeof TeamSettingsPage>[0])}
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/dashboard/team/settings"]} />);
}

describe("team settings of a lapsed plan", () => {
  it("sends the buyer to renew it from their My Subscription", async () => {
    const html = await settingsAs("buyer");
    expect(html).toContain("isn&#x27;t active, so its seats can&#x27;t be changed");
    expect(html).toContain("Renew it from My Subscription");
  });

  it("tells another admin who bought it, not to renew from their own My Subscription", async () => {
    const html = await settingsAs("coadmin");
    expect(html).toContain("isn&#x27;t active, so its seats can&#x27;t be changed");
    expect(html).toContain("Bea Buyer bought it: ask them to renew it from their My Subscription page.");
    expect(html).not.toContain("Renew it from My Subscription");
  });
});
