import { ArrowRight, Minus, Pencil, Plus } from "lucide-react";
import { href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { MatchMeter } from "~/app/features/surveys/match-meter.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { requireViewer } from "~/app/lib/viewer.server.ts";
import { MATCH_BASE_PERCENT, formatContribution } from "~/core/match-score.ts";
import { answerLabel, WELCOME_QUESTION_IDS, WELCOME_QUESTIONS } from "~/core/welcome-survey.ts";
import type { WelcomeMatch } from "~/server/domain/surveys/welcome.ts";
import type { Route } from "./+types/welcome-results";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(context, request);
  const results = await orHttpError(getAppContext(context).services.welcomeSurvey.results(viewer));
  // No answers yet: the survey comes first.
  if (!results) throw redirect(href("/welcome"));
  return { results };
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Your matches | Maven Analytics" },
  { name: "robots", content: "noindex" },
];

function MatchCard({ match, headingLevel }: { match: WelcomeMatch; headingLevel: "h3" }) {
  const Heading = headingLevel;
  const raised = match.contributions.filter((c) => c.weight > 0);
  const lowered = match.contributions.filter((c) => c.weight < 0);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        {match.badgeSrc && <img src={match.badgeSrc} alt="" width={56} height={56} className="size-14 shrink-0" />}
        <div className="min-w-0 flex-1">
          <p className="text-xs font-black tracking-widest text-muted uppercase">
            {match.kind === "path" ? "Learning path" : "Course"}
          </p>
          <Heading className="mt-1 font-display text-lg font-bold text-navy">
            <Link to={match.url} className="hover:underline">
              {match.title}
            </Link>
          </Heading>
        </div>
      </div>
      <MatchMeter score={match.score} label="match" />
      <div className="text-sm">
        <p className="font-bold text-navy">Why {match.score}%</p>
        <ul className="mt-2 flex flex-col gap-1.5" aria-label={`Why ${match.title} scores ${match.score}%`}>
          <li className="text-muted">Every path and course starts at {MATCH_BASE_PERCENT}%.</li>
          {raised.map((c) => (
            <li key={`${c.question}:${c.answer}`} className="flex gap-2">
              <Plus aria-hidden className="mt-0.5 size-4 shrink-0 text-turquoise-deep" />
              <span>
                <strong>{formatContribution(c.weight)}</strong> because {c.reason}
              </span>
            </li>
          ))}
          {lowered.map((c) => (
            <li key={`${c.question}:${c.answer}`} className="flex gap-2">
              <Minus aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
              <span>
                <strong>{formatContribution(c.weight)}</strong> because {c.reason}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <Link to={match.url} className="btn btn-outline mt-auto self-start text-navy">
        {match.kind === "path" ? "View the path" : "View the course"} <ArrowRight aria-hidden className="size-4" />
      </Link>
    </li>
  );
}

export default function WelcomeResultsPage({ loaderData: { results } }: Route.ComponentProps) {
  return (
    <main className="container-site pt-6 pb-20">
      <p className="eyebrow">Your matches</p>
      <h1 className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">Where to start</h1>
      <p className="mt-2 max-w-2xl text-muted">
        Each match score starts at {MATCH_BASE_PERCENT}% and moves with your answers. Here is what fits you best, and
        why.
      </p>

      <section aria-labelledby="matched-paths" className="mt-10">
        <h2 id="matched-paths" className="font-display text-2xl font-bold text-navy">
          Learning paths
        </h2>
        <ul className="mt-5 grid gap-5 lg:grid-cols-3">
          {results.paths.map((m) => (
            <MatchCard key={m.slug} match={m} headingLevel="h3" />
          ))}
        </ul>
      </section>

      <section aria-labelledby="matched-courses" className="mt-12">
        <h2 id="matched-courses" className="font-display text-2xl font-bold text-navy">
          Courses
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-2 xl:grid-cols-4">
          {results.courses.map((m) => (
            <MatchCard key={m.slug} match={m} headingLevel="h3" />
          ))}
        </ul>
      </section>

      <section aria-labelledby="your-answers" className="mt-12 rounded-2xl bg-mist p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="your-answers" className="font-display text-xl font-bold text-navy">
            Your answers
          </h2>
          <Link to={href("/welcome")} className="btn btn-outline bg-white text-navy">
            <Pencil aria-hidden className="size-4" /> Change my answers
          </Link>
        </div>
        <dl className="mt-4 grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {WELCOME_QUESTION_IDS.map((q) => (
            <div key={q}>
              <dt className="font-bold text-navy">{WELCOME_QUESTIONS[q].prompt}</dt>
              <dd className="text-ink">{answerLabel(q, results.answers[q])}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          <Link to={href("/dashboard")} className="btn btn-primary">
            Go to my dashboard <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      </section>
    </main>
  );
}
