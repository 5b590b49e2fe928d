import { z } from "zod";

/** The product's other apps, which sign in through our OpenID provider (spec section 6). */
export const OIDC_SCOPES = ["openid", "email", "profile", "phone", "admin"] as const;

export type OidcStage = "local" | "preview" | "production";

const ClientSchema = z.object({
  client_id: z.string().min(1),
  client_secret: z.string().min(16).optional(),
  name: z.string().min(1),
  /** Allowed redirect URLs per environment; only the running stage's list is registered. */
  redirect_uris: z.object({
    local: z.array(z.url()).default([]),
    preview: z.array(z.url()).default([]),
    production: z.array(z.url()).default([]),
  }),
  post_logout_redirect_uris: z
    .object({
      local: z.array(z.url()).default([]),
      preview: z.array(z.url()).default([]),
      production: z.array(z.url()).default([]),
    })
    .optional(),
  scope: z.string().default("openid email profile phone"),
});

export type OidcClientConfig = z.infer<typeof ClientSchema>;

/** Public clients (no secret) of the product; secrets and extra clients come from OIDC_CLIENTS. */
export const DEFAULT_OIDC_CLIENTS: OidcClientConfig[] = [
  {
    client_id: "course-player",
    name: "Course player",
    redirect_uris: {
      local: ["http://localhost:3001/auth/callback"],
      preview: ["https://player.preview.mavenanalytics.io/auth/callback"],
      production: ["https://player.mavenanalytics.io/auth/callback"],
    },
    scope: "openid email profile",
  },
  {
    client_id: "content-management",
    name: "Content management",
    redirect_uris: {
      local: ["http://localhost:3002/auth/callback"],
      preview: ["https://cms.preview.mavenanalytics.io/auth/callback"],
      production: ["https://cms.mavenanalytics.io/auth/callback"],
    },
    scope: "openid email profile admin",
  },
  {
    client_id: "team-checkout",
    name: "Team checkout",
    redirect_uris: {
      local: ["http://localhost:3003/auth/callback"],
      preview: ["https://checkout.preview.mavenanalytics.io/auth/callback"],
      production: ["https://checkout.mavenanalytics.io/auth/callback"],
    },
    scope: "openid email profile phone",
  },
];

/** OIDC_CLIENTS (a JSON array) replaces clients with the same id and adds new ones. */
export function parseOidcClients(raw: string | undefined): OidcClientConfig[] {
  if (!raw) return DEFAULT_OIDC_CLIENTS;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Error("Invalid environment configuration:\n  OIDC_CLIENTS must be a JSON array of clients");
  }
  const result = z.array(ClientSchema).safeParse(json);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  OIDC_CLIENTS.${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const byId = new Map(DEFAULT_OIDC_CLIENTS.map((c) => [c.client_id, c]));
  for (const client of result.data) byId.set(client.client_id, client);
  return [...byId.values()];
}

/** oidc-provider client metadata for one stage: code flow only, PKCE, secret or public. */
export function clientMetadata(client: OidcClientConfig, stage: OidcStage) {
  const scopes = client.scope.split(/\s+/).filter((s) => (OIDC_SCOPES as readonly string[]).includes(s));
  return {
    client_id: client.client_id,
    client_name: client.name,
    ...(client.client_secret
      ? { client_secret: client.client_secret, token_endpoint_auth_method: "client_secret_basic" as const }
      : { token_endpoint_auth_method: "none" as const }),
    redirect_uris: client.redirect_uris[stage],
    post_logout_redirect_uris: client.post_logout_redirect_uris?.[stage] ?? [],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"] as "code"[],
    scope: [...new Set(["openid", ...scopes])].join(" "),
  };
}
