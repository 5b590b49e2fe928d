import { getAppContext } from "~/app/context.ts";
import type { Route } from "./+types/well-known";

/**
 * The credential issuer's public key (issue 16, decision 031): `/.well-known/jwks.json` and the
 * `did:web` document at `/.well-known/did.json`, so anyone can check a credential's signature.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const key = await services.credentials.issuerPublicKey();
  const headers = { "Content-Type": "application/json", "Cache-Control": "public, max-age=300" };
  if (params.file === "jwks.json") return new Response(JSON.stringify({ keys: [key.publicJwk] }), { headers });
  if (params.file === "did.json") {
    const did = key.kid.split("#")[0]!;
    return new Response(
      JSON.stringify({
        "@context": ["https://www.w3.org/ns/did/v1", "https://w3id.org/security/suites/jws-2020/v1"],
        id: did,
        verificationMethod: [{ id: key.kid, type: "JsonWebKey2020", controller: did, publicKeyJwk: key.publicJwk }],
        assertionMethod: [key.kid],
      }),
      { headers: { ...headers, "Content-Type": "application/did+json" } },
    );
  }
  return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
