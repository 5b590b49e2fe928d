import type { LeadsService } from "../leads/service.ts";
import { NotFound } from "../errors.ts";
import { renderGuidePdf } from "./guide-pdf.ts";
import type { PublishingService } from "./service.ts";

/**
 * Guide downloads: a reader leaves an e-mail (a `guide` lead), then downloads the PDF at once and
 * gets the same link by mail. The link carries the lead's id (random, 96 bits), which must be a
 * guide lead for this very guide.
 */
export function createGuideService({
  publishing,
  leads,
  newsletter,
  siteUrl,
  logger,
}: {
  publishing: Pick<PublishingService, "findLive">;
  leads: Pick<LeadsService, "create" | "get">;
  newsletter: { subscribe(input: unknown, meta: { ip: string }): Promise<unknown> };
  siteUrl: string;
  logger: { warn(obj: unknown, msg: string): void };
}) {
  async function liveGuide(slug: string) {
    const found = await publishing.findLive("guide", slug);
    if (found.status !== "found") throw new NotFound("No such guide.");
    return found.entry;
  }

  const downloadPath = (slug: string, leadId: string) => `/guides-and-reports/${slug}/download?lead=${leadId}`;

  return {
    downloadPath,

    /** Stores the lead, subscribes to the newsletter if asked, and mails the download link. */
    async request(
      slug: string,
      input: { name: string; email: string; newsletter: boolean; website?: string },
      meta: { ip: string; userId?: string | null },
    ): Promise<{ downloadPath: string | null }> {
      const guide = await liveGuide(slug);
      const result = await leads.create(
        {
          kind: "guide",
          name: input.name,
          email: input.email,
          topic: guide.title,
          details: { guide: guide.slug, newsletter: input.newsletter },
          website: input.website,
        },
        meta,
        (lead) => ({
          notifyStaff: false,
          confirmation: {
            subject: `Your copy of ${guide.title}`,
            intro: `Here is the guide you asked for: ${guide.title}. The link below downloads the PDF whenever you need it.`,
            link: { label: "Download the PDF", url: `${siteUrl}${downloadPath(guide.slug, lead.id)}` },
          },
        }),
      );
      if (result.status === "ignored") return { downloadPath: null };
      if (input.newsletter) {
        // The download never fails because the newsletter automation did; the lead keeps the opt-in.
        await newsletter.subscribe({ email: input.email }, meta).catch((error: unknown) => {
          logger.warn({ err: error }, "newsletter opt-in with a guide download failed");
        });
      }
      return { downloadPath: downloadPath(guide.slug, result.lead.id) };
    },

    /** The PDF for a lead of this guide; NotFound for anything else. */
    async pdf(slug: string, leadId: string): Promise<{ filename: string; bytes: Buffer }> {
      const guide = await liveGuide(slug);
      const lead = await leads.get(leadId).catch(() => null);
      if (!lead || lead.kind !== "guide" || lead.details.guide !== guide.slug) throw new NotFound("No such download.");
      const bytes = await renderGuidePdf(guide, { siteUrl, readerName: lead.name });
      return { filename: `${guide.slug}.pdf`, bytes };
    },
  };
}

export type GuideService = ReturnType<typeof createGuideService>;
