import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import type { Route } from "./+types/invoice-pdf";

/** An invoice as a PDF made on the server: the owner's only (404 for anyone else's). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  try {
    const pdf = await getAppContext(context).services.billing.invoicePdf(viewer, params.id);
    return new Response(new Uint8Array(pdf.body), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${pdf.filename}"`,
        "Content-Length": String(pdf.body.length),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    return plainTextError(error);
  }
}
