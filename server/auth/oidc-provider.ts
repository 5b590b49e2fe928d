import crypto from "node:crypto";
import type { IncomingMessage } from "node:http";
import { and, eq } from "drizzle-orm";
import Provider, { interactionPolicy, type Adapter, type AdapterPayload, type KoaContextWithOIDC } from "oidc-provider";
import { ACCESS_TOKEN_TTL_S, SESSION_TTL_S } from "~/core/auth-limits.ts";
import type { Database } from "~/db/client.ts";
import { appMeta } from "~/db/schema/newsletter.ts";
import { oidcPayloads, users } from "~/db/schema/users.ts";
import type { Logger } from "../logger.ts";
import { createAccessTokenVerifier } from "./access-token.ts";
import { createCipher } from "./crypto.ts";
import { clientMetadata, OIDC_SCOPES, type OidcClientConfig, type OidcStage } from "./oidc-clients.ts";
import {
  bindGrantToSiteSession,
  isAccessTokenLive,
  revokeGrants,
  siteSessionOfGrant,
  type SiteSession,
} from "./sso.ts";

/** Mount point of the provider; the issuer is `${siteUrl}${OIDC_PATH}`. */
export const OIDC_PATH = "/oidc";
const SIGNING_KEY = "oidc_signing_key";

/** oidc-provider's models in one table (grants, codes, refresh tokens, sessions, interactions). */
function createAdapterClass(db: Database) {
  return class DrizzleAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const values = {
        id,
        type: this.type,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(values)
        .onConflictDoUpdate({ target: [oidcPayloads.type, oidcPayloads.id], set: values });
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), condition))
        .limit(1);
      if (!row || (row.expiresAt && row.expiresAt <= new Date())) return undefined;
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }
    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }
    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }
    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }
    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.type, this.type), eq(oidcPayloads.id, id)));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** The RS256 signing key, made on first start and kept encrypted in the database. */
async function signingKey(db: Database, secret: string): Promise<crypto.JsonWebKey> {
  const cipher = createCipher(secret);
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, SIGNING_KEY));
  if (row) return JSON.parse(cipher.decrypt(row.value)) as crypto.JsonWebKey;
  const { privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: "jwk" }), kid: crypto.randomUUID(), use: "sig", alg: "RS256" };
  await db
    .insert(appMeta)
    .values({ key: SIGNING_KEY, value: cipher.encrypt(JSON.stringify(jwk)) })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, SIGNING_KEY));
  return JSON.parse(cipher.decrypt(stored!.value)) as crypto.JsonWebKey;
}

export interface OidcProviderOptions {
  db: Database;
  logger: Logger;
  secret: string;
  siteUrl: string;
  stage: OidcStage;
  clients: OidcClientConfig[];
  trustProxy: boolean;
  /**
   * The live site session a request carries (our session cookie), or null when signed out. Single
   * sign-on holds only while it does (decision 023).
   */
  siteSessionOf(request: Request): Promise<SiteSession | null>;
}

/**
 * One login for every app of the product: an OpenID provider (authorization code with PKCE) whose
 * access tokens are short-lived RS256 JWTs for our API, verifiable with the public key set at
 * `${issuer}/jwks`. Who the user is comes from our own session (see the interaction route).
 */
export async function createOidcProvider(options: OidcProviderOptions) {
  const { db, siteUrl } = options;
  const issuer = `${siteUrl}${OIDC_PATH}`;
  const apiAudience = `${siteUrl}/api`;
  const key = await signingKey(db, options.secret);
  const cookieKey = crypto.hkdfSync("sha256", options.secret, "maven-auth", "oidc-cookies", 32);
  const scopeOf = (ctx: KoaContextWithOIDC) => String(ctx.oidc.client?.scope ?? "openid");

  // The site session of a browser request, looked up once per request (login check, grant).
  const siteSessions = new WeakMap<IncomingMessage, Promise<SiteSession | null>>();
  const siteSessionOf = (ctx: { req: IncomingMessage; get(field: string): string }) => {
    let found = siteSessions.get(ctx.req);
    if (!found) {
      found = options.siteSessionOf(new Request(issuer, { headers: { cookie: ctx.get("cookie") } }));
      siteSessions.set(ctx.req, found);
    }
    return found;
  };

  // The login prompt also asks for the site's sign-in unless this browser's live site session is
  // the provider session's account: a site log-out ends single sign-on at once (decision 023).
  const policy = interactionPolicy.base();
  policy.get("login")!.checks.add(
    // A check added later does not inherit the prompt's error: prompt=none must get login_required.
    new interactionPolicy.Check(
      "site_session",
      "End-User authentication is required",
      "login_required",
      async (ctx) => {
        const site = await siteSessionOf(ctx);
        return site !== null && site.userId === ctx.oidc.session!.accountId
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT;
      },
    ),
  );

  const provider = new Provider(issuer, {
    adapter: createAdapterClass(db),
    clients: options.clients.map((c) => clientMetadata(c, options.stage)),
    jwks: { keys: [key as never] },
    cookies: { keys: [Buffer.from(cookieKey).toString("base64url")] },
    scopes: [...OIDC_SCOPES, "offline_access"],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
      phone: ["phone_number", "phone_number_verified"],
      admin: ["admin"],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (ctx) => ({
          scope: scopeOf(ctx),
          audience: apiAudience,
          accessTokenTTL: ACCESS_TOKEN_TTL_S,
          accessTokenFormat: "jwt",
          jwt: { sign: { alg: "RS256" } },
        }),
      },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 10 * 60,
      Session: SESSION_TTL_S,
      Grant: SESSION_TTL_S,
      RefreshToken: SESSION_TTL_S,
    },
    interactions: {
      policy,
      url: (_ctx, interaction) => `${OIDC_PATH}/interaction/${interaction.uid}`,
    },
    // First-party apps: no consent screen; the grant covers what the client may ask for. A grant
    // belongs to the site session it was made in: none without a live one (the login prompt
    // follows), and one from an earlier site session is replaced (decision 023).
    async loadExistingGrant(ctx) {
      const site = await siteSessionOf(ctx);
      if (!site || site.userId !== ctx.oidc.session!.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      // A grant revoked since (e.g. after a replayed code) is replaced, or the login would loop.
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing && (await siteSessionOfGrant(db, existing.jti)) === site.sessionId) return existing;
      if (existing) await revokeGrants(db, [existing.jti]);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: site.userId });
      grant.addOIDCScope(scopeOf(ctx));
      grant.addResourceScope(apiAudience, scopeOf(ctx));
      const newGrantId = await grant.save();
      await bindGrantToSiteSession(db, newGrantId, site, new Date(Date.now() + SESSION_TTL_S * 1000));
      return grant;
    },
    // Access tokens name their grant and site session, so the API can refuse them once either ends.
    async extraTokenClaims(_ctx, token) {
      const grantId = "grantId" in token ? token.grantId : undefined;
      if (!grantId) return undefined;
      const sid = await siteSessionOfGrant(db, grantId);
      return sid ? { sid, grant_id: grantId } : undefined;
    },
    async findAccount(_ctx, id) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          return {
            sub: user.id,
            email: user.email,
            email_verified: user.emailVerified,
            name: user.name,
            given_name: user.firstName ?? undefined,
            family_name: user.lastName ?? undefined,
            picture: user.image ?? undefined,
            admin: false,
          };
        },
      };
    },
    renderError(ctx, out) {
      ctx.type = "text/plain; charset=utf-8";
      ctx.body = `Sign-in could not continue: ${out.error_description ?? out.error}`;
    },
  });
  provider.proxy = options.trustProxy;
  provider.on("server_error", (_ctx, error) => options.logger.error({ err: error }, "oidc provider error"));
  provider.on("grant.success", (ctx) =>
    options.logger.info({ event: "oidc.token-issued", clientId: ctx.oidc.client?.clientId }, "auth: oidc.token-issued"),
  );
  const verifyAccessToken = createAccessTokenVerifier({
    signingKey: key,
    issuer,
    audience: apiAudience,
    isLive: (claims) => isAccessTokenLive(db, claims),
  });
  return { provider, issuer, verifyAccessToken };
}

export type OidcProvider = Awaited<ReturnType<typeof createOidcProvider>>;
