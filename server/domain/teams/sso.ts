/**
 * Single sign-on for a team through its own OpenID Connect provider (issue 19, decision 042). Staff
 * configure a team's issuer, client id, client secret (kept encrypted with the auth secret, never
 * shown back) and e-mail domain. A person whose address is at that domain signs in there: the
 * authorization code flow with PKCE, state and nonce in a short-lived sealed cookie (as for Google,
 * server/domain/auth/google.ts), the ID token verified, its e-mail required verified and at the
 * team's domain. They are found or created (a verified account without a password), join the team
 * (source "sso": a full team puts them in the waiting queue) and get a session.
 */
import { and, eq } from "drizzle-orm";
import * as oidc from "openid-client";
import { emailDomain, isValidDomain } from "~/core/teams.ts";
import type { Database } from "~/db/client.ts";
import { isUniqueViolation } from "~/db/errors.ts";
import { teams } from "~/db/schema/teams.ts";
import { accounts, users } from "~/db/schema/users.ts";
import { serializeCookie } from "../../auth/cookies.ts";
import { createCipher, randomToken } from "../../auth/crypto.ts";
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_S } from "../../auth/device-cookie.ts";
import type { Logger } from "../../logger.ts";
import type { RequestMeta } from "../auth/kit.ts";
import type { SessionStore } from "../auth/sessions.ts";
import type { SignedIn } from "../auth/sign-in.ts";
import { BadInput, Conflict, DomainError, NotFound } from "../errors.ts";
import { loadTeamMembership } from "./access.ts";
import { requireStaffActor } from "../staff.ts";
import { joinTeam } from "./membership.ts";

/** A sign-in at the team's provider must come back within this time. */
export const TEAM_SSO_FLOW_TTL_S = 10 * 60;
export const TEAM_SSO_CALLBACK_PATH = "/api/auth/sso/callback";
const SCOPE = "openid email profile";
/** The provider id of the `account` rows that link a person to a team's provider. */
export const teamSsoProviderId = (teamId: string) => `team-sso:${teamId}`;

/** The sealed flow state's cookie; `__Secure-` over https like our other auth cookies. */
export const teamSsoFlowCookieName = (secure: boolean) => `${secure ? "__Secure-" : ""}maven.team_sso_flow`;
export const teamSsoFlowCookie = (value: string, maxAgeS: number, secure: boolean) =>
  serializeCookie(teamSsoFlowCookieName(secure), value, { maxAgeSeconds: maxAgeS, secure });

/** Mailbox providers anyone can sign up at: never a company's single sign-on domain. */
const PUBLIC_MAIL_DOMAINS = new Set([
  "gmail.com",
  "googlemail.com",
  "outlook.com",
  "hotmail.com",
  "live.com",
  "msn.com",
  "yahoo.com",
  "icloud.com",
  "me.com",
  "aol.com",
  "proton.me",
  "protonmail.com",
  "gmx.com",
  "mail.com",
]);

export type TeamSsoError =
  "bad-email" | "unknown-domain" | "provider" | "expired" | "denied" | "unverified" | "wrong-domain" | "other-team";

/** What /login/sso says for each way a single sign-on can fail. */
export const TEAM_SSO_MESSAGES: Record<TeamSsoError, string> = {
  "bad-email": "Enter your work e-mail address.",
  "unknown-domain":
    "Single sign-on isn't set up for that e-mail domain. Log in with your password, or ask your team's admin.",
  provider: "Your company's sign-in service didn't answer or refused the request. Try again in a few minutes.",
  expired: "Your single sign-on could not be verified: it expired or was changed on the way. Start again.",
  denied: "Your company's sign-in service didn't let you in. Ask your IT team if you should have access.",
  unverified: "Your company's sign-in service didn't confirm your e-mail address, so we can't sign you in with it.",
  "wrong-domain":
    "Your company's sign-in service signed you in with an address at another domain. Use your work account.",
  "other-team":
    "Your account already belongs to another team. Ask that team's admin to remove you, then sign in again.",
};

export function isTeamSsoError(value: unknown): value is TeamSsoError {
  return typeof value === "string" && Object.hasOwn(TEAM_SSO_MESSAGES, value);
}

interface FlowState {
  teamId: string;
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  expiresAt: number;
}

export interface TeamSsoConfigInput {
  issuer: string;
  clientId: string;
  /** Empty keeps the stored secret. */
  clientSecret: string;
  domain: string;
}

/** An issuer we will talk to: https, or plain http on this machine (tests, a developer's provider). */
export function checkIssuer(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) return null;
  if (url.search || url.hash || url.username || url.password) return null;
  return value.trim();
}

export type TeamSsoOutcome =
  | {
      ok: true;
      signedIn: SignedIn;
      returnTo: string;
      teamName: string;
      status: "active" | "waiting";
      /** False when they were already in the team. */
      joined: boolean;
    }
  | { ok: false; error: TeamSsoError };

export function createTeamSsoService({
  db,
  sessions,
  secret,
  siteUrl,
  logger,
  now: clock = () => new Date(),
}: {
  db: Database;
  sessions: SessionStore;
  /** The auth secret: client secrets and the flow cookie are sealed with keys derived from it. */
  secret: string;
  siteUrl: string;
  logger: Logger;
  now?: () => Date;
}) {
  const cipher = createCipher(secret);
  const devices = createDeviceCookies(secret);
  const redirectUri = `${siteUrl.replace(/\/$/, "")}${TEAM_SSO_CALLBACK_PATH}`;
  /** Discovery once per configuration and process; a failed one is tried again next time. */
  const configurations = new Map<string, Promise<oidc.Configuration>>();
  const audit = (event: string, fields: Record<string, unknown>) => logger.info({ event, ...fields }, `auth: ${event}`);

  type TeamSso = { id: string; name: string; issuer: string; clientId: string; sealedSecret: string; domain: string };

  async function teamSsoWhere(condition: ReturnType<typeof eq>): Promise<TeamSso | null> {
    const [row] = await db
      .select({
        id: teams.id,
        name: teams.name,
        issuer: teams.ssoIssuer,
        clientId: teams.ssoClientId,
        sealedSecret: teams.ssoClientSecret,
        domain: teams.ssoDomain,
      })
      .from(teams)
      .where(condition)
      .limit(1);
    if (!row?.issuer || !row.clientId || !row.sealedSecret || !row.domain) return null;
    return row as TeamSso;
  }

  /**
   * The provider's configuration, with the client authentication it offers: openid-client sends the
   * secret in the token request's body (client_secret_post) unless told otherwise, but a provider may
   * accept only HTTP Basic, and one that lists no methods means client_secret_basic (OpenID Connect
   * Discovery 1.0, section 3).
   */
  async function discover(team: TeamSso): Promise<oidc.Configuration> {
    const secret = cipher.decrypt(team.sealedSecret);
    const insecure = team.issuer.startsWith("http://");
    const discovered = await oidc.discovery(new URL(team.issuer), team.clientId, secret, undefined, {
      ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    const server = discovered.serverMetadata();
    const methods = server.token_endpoint_auth_methods_supported ?? ["client_secret_basic"];
    if (methods.includes("client_secret_post") || !methods.includes("client_secret_basic")) return discovered;
    const basic = new oidc.Configuration(server, team.clientId, secret, oidc.ClientSecretBasic(secret));
    if (insecure) oidc.allowInsecureRequests(basic);
    return basic;
  }

  function config(team: TeamSso): Promise<oidc.Configuration> {
    const key = `${team.id}\n${team.issuer}\n${team.clientId}\n${team.sealedSecret}`;
    let found = configurations.get(key);
    if (!found) {
      found = discover(team).catch((error: unknown) => {
        configurations.delete(key);
        throw error;
      });
      configurations.set(key, found);
    }
    return found;
  }

  async function viewOf(teamId: string) {
    const [team] = await db
      .select({
        issuer: teams.ssoIssuer,
        clientId: teams.ssoClientId,
        sealedSecret: teams.ssoClientSecret,
        domain: teams.ssoDomain,
      })
      .from(teams)
      .where(eq(teams.id, teamId))
      .limit(1);
    if (!team) throw new NotFound("No such team.");
    // Never the secret, sealed or not: only whether one is kept.
    return { issuer: team.issuer, clientId: team.clientId, domain: team.domain, hasSecret: team.sealedSecret !== null };
  }

  /** Finds or makes the person, links them to the team's provider and adds them to the team. */
  async function memberFor(team: TeamSso, claims: oidc.IDToken, email: string) {
    const providerId = teamSsoProviderId(team.id);
    const name = typeof claims.name === "string" && claims.name.trim() ? claims.name.trim() : email.split("@")[0]!;
    const firstName = typeof claims.given_name === "string" ? claims.given_name : name.split(" ")[0]!;
    const lastName =
      typeof claims.family_name === "string" ? claims.family_name : name.split(" ").slice(1).join(" ") || null;
    return db.transaction(async (tx) => {
      const [linked] = await tx
        .select({ user: users })
        .from(accounts)
        .innerJoin(users, eq(users.id, accounts.userId))
        .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, claims.sub)))
        .limit(1);
      let user = linked?.user ?? null;
      let created = false;
      if (!user) {
        const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
        if (existing) {
          if (!existing.emailVerified) {
            // As with Google: a password set on an unverified account with this address is dropped,
            // so an account made in advance with someone else's address cannot be taken over.
            await tx
              .delete(accounts)
              .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, "credential")));
            await tx.update(users).set({ emailVerified: true, updatedAt: clock() }).where(eq(users.id, existing.id));
          }
          user = { ...existing, emailVerified: true };
        } else {
          const [inserted] = await tx
            .insert(users)
            .values({
              id: randomToken(),
              name,
              firstName,
              lastName,
              email,
              emailVerified: true,
              createdAt: clock(),
              updatedAt: clock(),
            })
            .returning();
          user = inserted!;
          created = true;
        }
        await tx.insert(accounts).values({
          id: randomToken(),
          accountId: claims.sub,
          providerId,
          userId: user.id,
          scope: SCOPE,
          createdAt: clock(),
          updatedAt: clock(),
        });
      }
      const joined = await joinTeam(tx, { teamId: team.id, userId: user.id, source: "sso" });
      return { user, created, joined };
    });
  }

  return {
    /** The staff view of a team's configuration: never the secret. */
    async configuration(actor: { userId: string } | null, teamId: string) {
      await requireStaffActor(db, actor);
      return viewOf(teamId);
    },

    /**
     * Sets a team's provider. The secret is required the first time and kept when left empty later;
     * the domain is one no other team signs in with, and not a public mailbox provider.
     */
    async configure(actor: { userId: string } | null, teamId: string, input: TeamSsoConfigInput) {
      await requireStaffActor(db, actor);
      const errors: Record<string, string[]> = {};
      const issuer = checkIssuer(input.issuer);
      if (!issuer) errors.issuer = ["Enter the provider's issuer URL, starting with https://."];
      const clientId = input.clientId.trim();
      if (!clientId || clientId.length > 255) errors.clientId = ["Enter the client id the provider gave you."];
      const clientSecret = input.clientSecret.trim();
      if (clientSecret.length > 1024) errors.clientSecret = ["That client secret is too long."];
      const domain = input.domain.trim().toLowerCase().replace(/^@/, "");
      if (!isValidDomain(domain)) errors.domain = ["Enter the company's e-mail domain, like example.com."];
      else if (PUBLIC_MAIL_DOMAINS.has(domain))
        errors.domain = [`${domain} is a public mail service: single sign-on needs the company's own domain.`];
      const [current] = await db
        .select({ sealedSecret: teams.ssoClientSecret })
        .from(teams)
        .where(eq(teams.id, teamId))
        .limit(1);
      if (!current) throw new NotFound("No such team.");
      if (!clientSecret && !current.sealedSecret) errors.clientSecret = ["Enter the client secret."];
      const first = Object.values(errors)[0]?.[0];
      if (first) throw new BadInput(first, errors);
      try {
        await db
          .update(teams)
          .set({
            ssoIssuer: issuer,
            ssoClientId: clientId,
            ...(clientSecret ? { ssoClientSecret: cipher.encrypt(clientSecret) } : {}),
            ssoDomain: domain,
            updatedAt: clock(),
          })
          .where(eq(teams.id, teamId));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const message = `Another team already signs in with ${domain}.`;
        throw new Conflict(message, { domain: [message] });
      }
      audit("team-sso.configured", { teamId, actor: actor!.userId, domain, secretChanged: clientSecret !== "" });
      return viewOf(teamId);
    },

    /** Turns single sign-on off: the team's people log in with a password (or reset one) again. */
    async disable(actor: { userId: string } | null, teamId: string) {
      await requireStaffActor(db, actor);
      const updated = await db
        .update(teams)
        .set({ ssoIssuer: null, ssoClientId: null, ssoClientSecret: null, ssoDomain: null, updatedAt: clock() })
        .where(eq(teams.id, teamId))
        .returning({ id: teams.id });
      if (updated.length === 0) throw new NotFound("No such team.");
      audit("team-sso.disabled", { teamId, actor: actor!.userId });
    },

    /** What the page after a single sign-on says: the team, and whether the person has a seat or waits. */
    async landing(viewer: { userId: string } | null) {
      if (!viewer) return null;
      const membership = await loadTeamMembership(db, viewer.userId);
      return membership ? { teamName: membership.team.name, status: membership.status } : null;
    },

    /** Whether people at this address's domain sign in through their team's provider. */
    async isSsoEmail(email: string): Promise<boolean> {
      const domain = emailDomain(email);
      return domain !== "" && (await teamSsoWhere(eq(teams.ssoDomain, domain))) !== null;
    },

    /**
     * Where to send the browser for a work address, with the sealed flow state its cookie keeps until
     * the callback; or why not.
     */
    async start(
      email: string,
      returnTo: string,
    ): Promise<
      { ok: true; url: string; flow: { value: string; maxAgeS: number } } | { ok: false; error: TeamSsoError }
    > {
      const address = email.trim().toLowerCase();
      const domain = emailDomain(address);
      if (!domain || !address.includes("@")) return { ok: false, error: "bad-email" };
      const team = await teamSsoWhere(eq(teams.ssoDomain, domain));
      if (!team) return { ok: false, error: "unknown-domain" };
      let configured: oidc.Configuration;
      try {
        configured = await config(team);
      } catch (error) {
        logger.warn({ err: error, teamId: team.id }, "team single sign-on: discovery failed");
        return { ok: false, error: "provider" };
      }
      const state: FlowState = {
        teamId: team.id,
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        returnTo,
        expiresAt: clock().getTime() + TEAM_SSO_FLOW_TTL_S * 1000,
      };
      const url = oidc.buildAuthorizationUrl(configured, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        response_type: "code",
        state: state.state,
        nonce: state.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(state.verifier),
        code_challenge_method: "S256",
        login_hint: address,
      });
      return {
        ok: true,
        url: url.href,
        flow: { value: cipher.encrypt(JSON.stringify(state)), maxAgeS: TEAM_SSO_FLOW_TTL_S },
      };
    },

    /**
     * The callback: ties it to its flow (state), exchanges the code with PKCE, verifies the ID token
     * (nonce), requires a verified address at the team's domain, then the member and the session.
     */
    async complete(callbackUrl: URL, flowValue: string | null, meta: RequestMeta): Promise<TeamSsoOutcome> {
      let flow: FlowState | null = null;
      try {
        flow = flowValue ? (JSON.parse(cipher.decrypt(flowValue)) as FlowState) : null;
      } catch {
        flow = null;
      }
      if (!flow || flow.expiresAt < clock().getTime() || callbackUrl.searchParams.get("state") !== flow.state) {
        audit("team-sso.refused", { reason: "state", ip: meta.ip });
        return { ok: false, error: "expired" };
      }
      const team = await teamSsoWhere(eq(teams.id, flow.teamId));
      // Turned off (or re-pointed) while the person was at the provider.
      if (!team) return { ok: false, error: "unknown-domain" };
      if (callbackUrl.searchParams.has("error")) {
        audit("team-sso.refused", { reason: callbackUrl.searchParams.get("error"), teamId: team.id, ip: meta.ip });
        return { ok: false, error: "denied" };
      }
      let claims: oidc.IDToken | undefined;
      try {
        // The callback URL as the provider saw it: our public origin, whatever host the request came in on.
        const current = new URL(`${redirectUri}${callbackUrl.search}`);
        const tokens = await oidc.authorizationCodeGrant(await config(team), current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        logger.warn({ err: error, teamId: team.id }, "team single sign-on failed");
        audit("team-sso.failure", { teamId: team.id, ip: meta.ip });
        return { ok: false, error: "provider" };
      }
      if (!claims) return { ok: false, error: "provider" };
      const email = typeof claims.email === "string" ? claims.email.trim().toLowerCase() : "";
      if (!email || claims.email_verified !== true) {
        audit("team-sso.refused", { reason: "unverified", teamId: team.id, ip: meta.ip });
        return { ok: false, error: "unverified" };
      }
      if (emailDomain(email) !== team.domain) {
        audit("team-sso.refused", { reason: "domain", teamId: team.id, ip: meta.ip });
        return { ok: false, error: "wrong-domain" };
      }
      let member: Awaited<ReturnType<typeof memberFor>>;
      try {
        member = await memberFor(team, claims, email);
      } catch (error) {
        if (error instanceof Conflict) {
          audit("team-sso.refused", { reason: "other-team", teamId: team.id, ip: meta.ip });
          return { ok: false, error: "other-team" };
        }
        // The same person coming back twice at once: the other request made the account.
        if (isUniqueViolation(error)) return { ok: false, error: "expired" };
        if (error instanceof DomainError) return { ok: false, error: "unknown-domain" };
        throw error;
      }
      const { user, created, joined } = member;
      if (created) audit("sign-up", { userId: user.id, via: "team-sso", teamId: team.id });
      const session = await sessions.issue(user.id, { persistent: true, ip: meta.ip, userAgent: meta.userAgent });
      audit("sign-in.success", { userId: user.id, via: "team-sso", teamId: team.id, ip: meta.ip });
      return {
        ok: true,
        signedIn: {
          kind: "signed-in",
          userId: user.id,
          session,
          device: { value: devices.remember(meta.deviceToken, user.email), maxAgeS: DEVICE_COOKIE_MAX_AGE_S },
        },
        returnTo: flow.returnTo,
        teamName: team.name,
        status: joined.status,
        joined: !joined.already,
      };
    },
  };
}

export type TeamSsoService = ReturnType<typeof createTeamSsoService>;
