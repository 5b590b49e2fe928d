import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/credential-file";

/**
 * GET /credentials/verify/:id/credential.json and /certificate.pdf: the signed Open Badges credential
 * (the VC-JWT and the credential it carries) and a printable certificate.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  try {
    if (params.file === "credential.json") {
      const { jwt, credential } = await services.credentials.credentialJson(params.id);
      return new Response(JSON.stringify({ ...credential, proof: { type: "JwtProof2020", jwt } }, null, 2), {
        headers: {
          "Content-Type": "application/json",
          "Content-Disposition": `attachment; filename="maven-credential-${params.id}.json"`,
        },
      });
    }
    if (params.file === "certificate.pdf") {
      const pdf = await services.credentials.certificatePdf(params.id);
      return new Response(new Uint8Array(pdf), {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="maven-certificate-${params.id}.pdf"`,
        },
      });
    }
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } catch (error) {
    if (error instanceof DomainError) return plainTextError(error);
    throw error;
  }
}
