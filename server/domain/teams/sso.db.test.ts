import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMembers, teams } from "~/db/schema/teams.ts";
import { accounts, users } from "~/db/schema/users.ts";
import {
  FAKE_TEAM_IDP_CLIENT_ID,
  FAKE_TEAM_IDP_CLIENT_SECRET,
  signInAtFakeTeamIdp,
  startFakeTeamIdp,
  type FakeTeamIdp,
} from "~/tests/e2e/support/fake-team-idp.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createCipher } from "../../auth/crypto.ts";
import { createSessionStore } from "../auth/sessions.ts";
import { BadInput, Conflict, Forbidden } from "../errors.ts";
import { createTeam } from "./membership.ts";
import { createTeamSsoService, teamSsoProviderId } from "./sso.ts";

const SECRET = "test-auth-secret-for-team-sso-0123456789";
const SITE = "http://localhost:3000";
const META = { ip: "203.0.113.9", userAgent: "vitest", deviceToken: null };

let database: TestDatabase;
let idp: FakeTeamIdp;
let service: ReturnType<typeof createTeamSsoService>;
let sessions: ReturnType<typeof createSessionStore>;
let staff: { userId: string };
const { logger } = createTestLogger();

const unique = () => crypto.randomBytes(5).toString("hex");

async function makeUser(role: "learner" | "staff" = "learner", email = `u-${unique()}@people.test`) {
  const id = `usr_sso_${unique()}`;
  await database.db.insert(users).values({ id, name: `Person ${id}`, email, emailVerified: true, role });
  return { userId: id, email };
}

/** A team with one admin and `seats` seats. */
async function makeTeam(seats = 5) {
  const admin = await makeUser();
  const teamId = await database.db.transaction((tx) =>
    createTeam(tx, {
      name: `Team ${unique()}`,
      billing: "invoice",
      seats,
      adminUserId: admin.userId,
      adminSource: "staff",
    }),
  );
  return { teamId, admin };
}

/** A team whose single sign-on goes to the fake provider (or another), for a domain of its own. */
async function ssoTeam(seats = 5, issuer = idp.issuer) {
  const { teamId, admin } = await makeTeam(seats);
  const domain = `corp-${unique()}.test`;
  await service.configure(staff, teamId, {
    issuer,
    clientId: FAKE_TEAM_IDP_CLIENT_ID,
    clientSecret: FAKE_TEAM_IDP_CLIENT_SECRET,
    domain,
  });
  return { teamId, admin, domain };
}

/** The whole round trip: our start, the provider's login as `login`, our callback. */
async function signInAs(email: string, login = email, tamper?: (callback: URL) => void) {
  const started = await service.start(email, "/dashboard");
  if (!started.ok) throw new Error(`start failed: ${started.error}`);
  const callback = await signInAtFakeTeamIdp(started.url, login);
  expect(`${callback.origin}${callback.pathname}`).toBe(`${SITE}/api/auth/sso/callback`);
  tamper?.(callback);
  return service.complete(callback, started.flow.value, META);
}

beforeAll(async () => {
  database = await createTestDatabase();
  idp = await startFakeTeamIdp({ port: 0, baseURL: SITE });
  sessions = createSessionStore({ db: database.db, secret: SECRET, maxAgeDays: 30 });
  service = createTeamSsoService({ db: database.db, sessions, secret: SECRET, siteUrl: SITE, logger });
  staff = await makeUser("staff");
});
afterAll(async () => {
  await idp?.close();
  await database?.destroy();
});

describe("configuring a team's provider", () => {
  it("keeps the client secret encrypted and never gives it back", async () => {
    const { teamId, domain } = await ssoTeam();
    const view = await service.configuration(staff, teamId);
    expect(view).toEqual({ issuer: idp.issuer, clientId: FAKE_TEAM_IDP_CLIENT_ID, domain, hasSecret: true });
    const [row] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(row!.ssoClientSecret).not.toContain(FAKE_TEAM_IDP_CLIENT_SECRET);
    expect(createCipher(SECRET).decrypt(row!.ssoClientSecret!)).toBe(FAKE_TEAM_IDP_CLIENT_SECRET);
    expect(JSON.stringify(view)).not.toContain(row!.ssoClientSecret!);

    // Saving again with the secret left empty keeps it.
    const again = await service.configure(staff, teamId, {
      issuer: idp.issuer,
      clientId: FAKE_TEAM_IDP_CLIENT_ID,
      clientSecret: "",
      domain: `@${domain.toUpperCase()}`,
    });
    expect(again).toEqual(view);
    const [after] = await database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(after!.ssoClientSecret).toBe(row!.ssoClientSecret);
  });

  it("refuses a bad issuer, a public mail domain and a missing first secret, field by field", async () => {
    const { teamId } = await makeTeam();
    const error = await service
      .configure(staff, teamId, {
        issuer: "http://idp.example.com",
        clientId: " ",
        clientSecret: "",
        domain: "gmail.com",
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BadInput);
    expect(Object.keys((error as BadInput).fieldErrors!).sort()).toEqual([
      "clientId",
      "clientSecret",
      "domain",
      "issuer",
    ]);
    await expect(
      service.configure(staff, teamId, {
        issuer: "https://idp.example.com",
        clientId: "x",
        clientSecret: "y",
        domain: "not a domain",
      }),
    ).rejects.toThrow("Enter the company's e-mail domain");
  });

  it("gives each domain to one team only", async () => {
    const { domain } = await ssoTeam();
    const { teamId } = await makeTeam();
    await expect(
      service.configure(staff, teamId, { issuer: idp.issuer, clientId: "c", clientSecret: "s", domain }),
    ).rejects.toThrow(Conflict);
  });

  it("is for staff only", async () => {
    const { teamId, admin } = await makeTeam();
    await expect(service.configuration(admin, teamId)).rejects.toThrow(Forbidden);
    await expect(
      service.configure(admin, teamId, { issuer: idp.issuer, clientId: "c", clientSecret: "s", domain: "x.test" }),
    ).rejects.toThrow(Forbidden);
  });

  it("turns off: the domain signs in with passwords again", async () => {
    const { teamId, domain } = await ssoTeam();
    expect(await service.isSsoEmail(`a@${domain}`)).toBe(true);
    await service.disable(staff, teamId);
    expect(await service.isSsoEmail(`a@${domain}`)).toBe(false);
    expect(await service.configuration(staff, teamId)).toEqual({
      issuer: null,
      clientId: null,
      domain: null,
      hasSecret: false,
    });
  });
});

describe("signing in through the team's provider", () => {
  it("creates a verified account without a password, adds it to the team and starts a session", async () => {
    const { teamId, domain } = await ssoTeam();
    const email = `new.person@${domain}`;
    const outcome = await signInAs(email);
    expect(outcome).toMatchObject({ ok: true, status: "active", joined: true, returnTo: "/dashboard" });
    if (!outcome.ok) return;
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ emailVerified: true, name: "Team new.person" });
    const methods = await database.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(methods.map((a) => a.providerId)).toEqual([teamSsoProviderId(teamId)]);
    expect(methods[0]!.password).toBeNull();
    const [member] = await database.db.select().from(teamMembers).where(eq(teamMembers.userId, user!.id));
    expect(member).toMatchObject({ teamId, status: "active", source: "sso", role: "member" });
    expect(await sessions.read(outcome.signedIn.session.token)).toMatchObject({ userId: user!.id });

    // Coming back signs the same person in, already a member.
    const again = await signInAs(email);
    expect(again).toMatchObject({ ok: true, joined: false, status: "active", signedIn: { userId: user!.id } });
  });

  it("authenticates with HTTP Basic at a provider that accepts nothing else", async () => {
    const basicOnly = await startFakeTeamIdp({ port: 0, baseURL: SITE, tokenAuthMethod: "client_secret_basic" });
    try {
      // The provider refuses the secret in the body: the method matters.
      const token = `${basicOnly.issuer}/token`;
      const form = { grant_type: "authorization_code", code: "not-a-code", redirect_uri: `${SITE}/x` };
      const inBody = await fetch(token, {
        method: "POST",
        body: new URLSearchParams({
          ...form,
          client_id: FAKE_TEAM_IDP_CLIENT_ID,
          client_secret: FAKE_TEAM_IDP_CLIENT_SECRET,
        }),
      });
      expect(await inBody.json()).toMatchObject({ error: "invalid_client" });

      const { domain } = await ssoTeam(5, basicOnly.issuer);
      const outcome = await signInAs(`basic.person@${domain}`);
      expect(outcome).toMatchObject({ ok: true, status: "active", joined: true });
    } finally {
      await basicOnly.close();
    }
  });

  it("puts a newcomer in the waiting queue when the team's seats are taken", async () => {
    const { teamId, domain } = await ssoTeam(1);
    expect(await signInAs(`first@${domain}`)).toMatchObject({ ok: true, status: "active", joined: true });
    const outcome = await signInAs(`late@${domain}`);
    expect(outcome).toMatchObject({ ok: true, status: "waiting", joined: true });
    const waiting = await database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.status, "waiting")));
    expect(waiting).toHaveLength(1);
  });

  it("refuses a token for another domain, and an unverified address", async () => {
    const { domain } = await ssoTeam();
    expect(await signInAs(`someone@${domain}`, "someone@elsewhere.test")).toEqual({ ok: false, error: "wrong-domain" });
    expect(await signInAs(`someone@${domain}`, `unverified:someone@${domain}`)).toEqual({
      ok: false,
      error: "unverified",
    });
    expect(await database.db.select().from(users).where(eq(users.email, "someone@elsewhere.test"))).toEqual([]);
  });

  it("refuses a person who belongs to another team, and leaves no link behind", async () => {
    const { domain } = await ssoTeam();
    const email = `mover@${domain}`;
    const person = await makeUser("learner", email);
    const other = await makeTeam();
    await database.db.insert(teamMembers).values({ teamId: other.teamId, userId: person.userId, source: "link" });
    expect(await signInAs(email)).toEqual({ ok: false, error: "other-team" });
    expect(await database.db.select().from(accounts).where(eq(accounts.userId, person.userId))).toEqual([]);
  });

  it("refuses a tampered state, a missing flow cookie and a flow sealed with another key", async () => {
    const { domain } = await ssoTeam();
    const email = `tamper@${domain}`;
    expect(await signInAs(email, email, (url) => url.searchParams.set("state", "forged"))).toEqual({
      ok: false,
      error: "expired",
    });
    const started = await service.start(email, "/dashboard");
    if (!started.ok) throw new Error(started.error);
    const callback = await signInAtFakeTeamIdp(started.url, email);
    expect(await service.complete(callback, null, META)).toEqual({ ok: false, error: "expired" });
    const foreign = createCipher("another-secret-entirely-0123456789abcdef").encrypt("{}");
    expect(await service.complete(callback, foreign, META)).toEqual({ ok: false, error: "expired" });
  });

  it("says why it cannot start: a bad address, an unknown domain, a provider that is down", async () => {
    expect(await service.start("not-an-address", "/")).toEqual({ ok: false, error: "bad-email" });
    expect(await service.start(`a@unknown-${unique()}.test`, "/")).toEqual({ ok: false, error: "unknown-domain" });
    const { teamId } = await makeTeam();
    const domain = `down-${unique()}.test`;
    // A port nothing listens on: discovery fails, and is tried again next time.
    await service.configure(staff, teamId, {
      issuer: "http://127.0.0.1:9",
      clientId: "c",
      clientSecret: "s",
      domain,
    });
    expect(await service.start(`a@${domain}`, "/")).toEqual({ ok: false, error: "provider" });
  });
});
