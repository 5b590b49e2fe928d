import { getAppContext } from "~/app/context.ts";
import { plainTextError } from "~/app/lib/http.server.ts";
import type { Route } from "./+types/guide-download";

/** The guide's PDF, for the reader who left an e-mail (the link in the page and the mail). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const leadId = new URL(request.url).searchParams.get("lead") ?? "";
  try {
    const { filename, bytes } = await getAppContext(context).services.guides.pdf(params.slug, leadId);
    return new Response(new Uint8Array(bytes), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${filename}"`,
        "Cache-Control": "private, no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  } catch (error) {
    return plainTextError(error);
  }
}
