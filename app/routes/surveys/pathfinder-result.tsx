import { ArrowRight, Check, RotateCcw, ThumbsDown, ThumbsUp } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { MatchMeter } from "~/app/features/surveys/match-meter.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { getViewer, requireViewer } from "~/app/lib/viewer.server.ts";
import { clearPendingPathfinderCookie, pendingPathfinderOf } from "~/app/lib/pathfinder-cookie.server.ts";
import { formatDate } from "~/core/format.ts";
import type { Route } from "./+types/pathfinder-result";

/** A Pathfinder result under its own shareable URL: anyone with the link sees the same ranking. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await getViewer(context);
  const { services, env } = getAppContext(context);
  const { pathfinder } = services;
  const result = await orHttpError(pathfinder.result(viewer, params.id));
  // Only the browser that took it can save it: on sign-up (/welcome), or here once logged in.
  const takenHere =
    result.ownership === "visitor" && pathfinder.ticketResultId(pendingPathfinderOf(request, context)) === result.id;
  const save = !takenHere ? null : viewer ? ("button" as const) : ("sign-up" as const);
  const shareUrl = `${env.siteUrl}${href("/pathfinder/results/:id", { id: result.id })}`;
  return { result, save, shareUrl };
}

/** "Save to my account" for a learner who took it before logging in on this browser. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(context, request);
  const { pathfinder } = getAppContext(context).services;
  const ticket = pendingPathfinderOf(request, context);
  if (ticket && pathfinder.ticketResultId(ticket) === params.id) await pathfinder.claim(viewer, ticket);
  // `href` puts a parameter in as it is: the decoded id, which may be anything the URL carried. A
  // character outside Latin-1 would make the Location header throw (a 500).
  return redirect(href("/pathfinder/results/:id", { id: encodeURIComponent(params.id) }), {
    headers: { "Set-Cookie": clearPendingPathfinderCookie(context) },
  });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ pathname }) => ({ label: "Your result", url: pathname }),
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const top = loaderData?.result.careers[0];
  return loaderData && top
    ? seo({
        title: `Pathfinder result: ${top.career.title}, ${top.score}% match`,
        description: `A Pathfinder result: ${loaderData.result.careers
          .slice(0, 3)
          .map((c) => `${c.career.title} ${c.score}%`)
          .join(", ")}. Take the 20 questions to find your own data career.`,
        path: `/pathfinder/results/${loaderData.result.id}`,
        siteUrl: siteUrlFrom(matches),
        noIndex: true,
      })
    : [];
};

export default function PathfinderResultPage({ loaderData: { result, save, shareUrl } }: Route.ComponentProps) {
  const [top, ...rest] = result.careers;
  return (
    <main className="container-site pt-6 pb-20">
      <p className="eyebrow">Pathfinder result</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">
        {top ? `Your best match: ${top.career.title}` : "Your Pathfinder result"}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">
        Taken <time dateTime={result.createdAt.toISOString()}>{formatDate(result.createdAt)}</time>. Each match is the
        share of the points a career could get from your 20 answers. This page has its own link: bookmark it or share
        it.
      </p>

      <div className="mt-6 flex flex-col gap-3 rounded-2xl bg-mist p-5 sm:flex-row sm:items-center sm:justify-between">
        {result.ownership === "mine" ? (
          <p className="flex items-center gap-2 font-bold text-navy">
            <Check aria-hidden className="size-5 text-turquoise-deep" /> Saved to your account.
          </p>
        ) : save === "button" ? (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <p className="text-ink">You took this before logging in.</p>
            <button type="submit" className="btn btn-primary">
              Save to my account
            </button>
          </Form>
        ) : save === "sign-up" ? (
          <p className="text-ink">
            <Link to={href("/signup")} className="font-bold text-navy underline">
              Create a free account
            </Link>{" "}
            from this browser within 30 days and we save this result to it.
          </p>
        ) : (
          <p className="text-ink">Someone shared this Pathfinder result with you.</p>
        )}
        <p className="flex flex-wrap items-center gap-3">
          <label className="text-sm font-bold text-navy" htmlFor="share-link">
            Link to share
          </label>
          <input
            id="share-link"
            readOnly
            value={shareUrl}
            className="w-64 max-w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
          />
          <Link to={href("/pathfinder")} className="btn btn-outline bg-white text-navy">
            <RotateCcw aria-hidden className="size-4" /> Take it again
          </Link>
        </p>
      </div>

      <ol className="mt-8 flex flex-col gap-5" aria-label="Careers ranked by match">
        {[top, ...rest]
          .filter((c) => c !== undefined)
          .map((c, index) => (
            <li key={c.career.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="grid gap-6 lg:grid-cols-[1fr_1.2fr]">
                <div>
                  <p className="text-xs font-black tracking-widest text-muted uppercase">#{index + 1}</p>
                  <h2 className="mt-1 font-display text-2xl font-bold text-navy">{c.career.title}</h2>
                  <div className="mt-3 max-w-sm">
                    <MatchMeter score={c.score} label="match" />
                  </div>
                  <p className="mt-4 text-ink">{c.career.description}</p>
                  <h3 className="mt-4 text-sm font-bold text-navy">Skills it needs</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {c.career.skills.map((skill) => (
                      <li key={skill} className="rounded-full bg-mist px-3 py-1 text-sm text-ink">
                        {skill}
                      </li>
                    ))}
                  </ul>
                  {c.path && (
                    <Link to={c.path.url} className="btn btn-primary mt-5">
                      Learning path: {c.path.title} <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  )}
                </div>
                <div className="flex flex-col gap-4 text-sm">
                  <div>
                    <h3 className="flex items-center gap-2 font-bold text-navy">
                      <ThumbsUp aria-hidden className="size-4 text-turquoise-deep" /> What raised it
                    </h3>
                    {c.raisedBy.length === 0 ? (
                      <p className="mt-2 text-muted">
                        None of your answers agreed strongly with what this role involves.
                      </p>
                    ) : (
                      <ul className="mt-2 flex flex-col gap-2">
                        {c.raisedBy.map((e) => (
                          <li key={e.statementId} className="rounded-lg bg-mist px-3 py-2">
                            You answered <strong>{e.answerLabel.toLowerCase()}</strong>: “{e.text}”
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                  {c.heldBackBy.length > 0 && (
                    <div>
                      <h3 className="flex items-center gap-2 font-bold text-navy">
                        <ThumbsDown aria-hidden className="size-4 text-red-700" /> What held it back
                      </h3>
                      <ul className="mt-2 flex flex-col gap-2">
                        {c.heldBackBy.map((e) => (
                          <li key={e.statementId} className="rounded-lg border border-line px-3 py-2">
                            You answered <strong>{e.answerLabel.toLowerCase()}</strong>: “{e.text}”
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
              </div>
            </li>
          ))}
      </ol>
    </main>
  );
}
