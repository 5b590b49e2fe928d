import { CheckCircle2, Download } from "lucide-react";
import { data, Form, redirect } from "react-router";
import { Field, FormErrors, FormNotice, formProps } from "~/app/components/ui/field.tsx";
import { parseForm, useSchemaForm } from "~/app/components/ui/use-schema-form.ts";
import { getAppContext } from "~/app/context.ts";
import { ArticleHtml } from "~/app/features/publishing/article-html.tsx";
import { markdownToHtml } from "~/app/lib/markdown.server.tsx";
import { Honeypot } from "~/app/features/publishing/honeypot.tsx";
import { SubmitButton } from "~/app/features/publishing/submit-button.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { formFailure, formInvalid, orHttpError, readFormData } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { guidePreview, GuideLeadFormSchema } from "~/core/publishing.ts";
import type { Route } from "./+types/guide";

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await orHttpError(getAppContext(context).services.publishing.findLive("guide", params.slug));
  if (found.status === "moved") throw redirect(`/guides-and-reports/${found.slug}`, 301);
  if (found.status === "gone") throw data({ message: "This guide was removed." }, { status: 410 });
  const g = found.entry;
  const { preview, moreChapters } = guidePreview(g.body);
  return {
    guide: {
      slug: g.slug,
      title: g.title,
      summary: g.summary,
      html: markdownToHtml(preview),
      moreChapters,
      image: g.image,
      format: g.fields.format ?? "Guide",
      chapters: (g.fields.pages ?? "").split("\n").filter(Boolean),
    },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseForm(await readFormData(request), GuideLeadFormSchema);
  if (submission.status !== "success") return formInvalid(submission);
  const { services, clientIp } = getAppContext(context);
  const viewer = await getViewer(context);
  try {
    const { downloadPath } = await services.guides.request(params.slug, submission.value, {
      ip: clientIp,
      userId: viewer?.userId,
    });
    return { sent: true as const, email: submission.value.email, downloadPath };
  } catch (error) {
    return formFailure(submission, error);
  }
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d }) => {
    const guide = (d as Awaited<ReturnType<typeof loader>> | undefined)?.guide;
    return guide ? { label: guide.title, url: `/guides-and-reports/${guide.slug}` } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.guide.title,
        description: loaderData.guide.summary,
        path: `/guides-and-reports/${loaderData.guide.slug}`,
        siteUrl: siteUrlFrom(matches),
        image: loaderData.guide.image ?? undefined,
      })
    : [];

export default function GuidePage({ loaderData: { guide }, actionData }: Route.ComponentProps) {
  const sent = actionData && "sent" in actionData ? actionData : null;
  const [form, fields] = useSchemaForm(GuideLeadFormSchema, {
    lastResult: actionData && "result" in actionData ? actionData.result : null,
  });
  return (
    <main className="pb-20">
      <header className="bg-navy text-white">
        <div className="container-site grid gap-8 py-10 md:grid-cols-[1.2fr_1fr] md:items-center md:py-14">
          <div>
            <p className="eyebrow text-turquoise!">Free {guide.format.toLowerCase()}</p>
            <h1 className="mt-2 font-display text-4xl leading-tight font-bold md:text-5xl">{guide.title}</h1>
            <p className="mt-4 text-lg text-white/80">{guide.summary}</p>
          </div>
          {guide.image && (
            <img src={guide.image} alt="" width={1200} height={630} className="w-full rounded-2xl shadow-lg" />
          )}
        </div>
      </header>
      <div className="container-site mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
        {/* min-w-0: a long code line scrolls in its block instead of widening the page on a phone. */}
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-bold text-navy">What's inside</h2>
          <ul className="mt-4 space-y-2">
            {guide.chapters.map((c) => (
              <li key={c} className="flex gap-3">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-turquoise-deep" />
                {c}
              </li>
            ))}
          </ul>
          <h2 className="mt-10 font-display text-2xl font-bold text-navy">A preview</h2>
          <div className="mt-4">
            <ArticleHtml html={guide.html} />
          </div>
          {guide.moreChapters.length > 0 && (
            <p className="mt-8 rounded-2xl border border-line bg-mist p-5 text-ink">
              <strong className="text-navy">
                The PDF continues with {guide.moreChapters.length} more{" "}
                {guide.moreChapters.length === 1 ? "chapter" : "chapters"}:
              </strong>{" "}
              {guide.moreChapters.join(", ")}.{" "}
              <a href="#get-h" className="font-bold text-navy underline">
                Get the full PDF
              </a>
            </p>
          )}
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <section aria-labelledby="get-h" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <h2 id="get-h" className="font-display text-xl font-bold text-navy">
              Get the full PDF
            </h2>
            {sent ? (
              <div className="mt-4 flex flex-col gap-4">
                <FormNotice>
                  Thanks! Your download is ready, and we sent the link to <strong>{sent.email}</strong> too.
                </FormNotice>
                {sent.downloadPath && (
                  <a href={sent.downloadPath} className="btn btn-primary justify-center" download>
                    <Download aria-hidden className="size-4" /> Download the PDF
                  </a>
                )}
              </div>
            ) : (
              <Form method="post" className="relative mt-4 flex flex-col gap-4" {...formProps(form)}>
                <p className="text-sm text-muted">Tell us where to send it. You can download it right away, too.</p>
                <FormErrors form={form} />
                <Field label="Your name" field={fields.name} autoComplete="name" required />
                <Field label="Email" field={fields.email} type="email" autoComplete="email" required />
                <label className="flex gap-2 text-sm">
                  <input type="checkbox" name="newsletter" className="mt-1" />
                  <span>Also send me the Maven newsletter: data tips and new guides, about twice a month.</span>
                </label>
                <Honeypot />
                <SubmitButton busyLabel="Preparing…" className="btn btn-primary justify-center">
                  Get the guide
                </SubmitButton>
                <p className="text-xs text-muted">
                  See our{" "}
                  <a href="/privacy-policy" className="underline">
                    Privacy Policy
                  </a>{" "}
                  for how we use your e-mail.
                </p>
              </Form>
            )}
          </section>
        </aside>
      </div>
    </main>
  );
}
