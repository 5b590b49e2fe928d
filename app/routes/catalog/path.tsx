import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import { Check, Clock, Layers } from "lucide-react";
import { Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { CourseCard, formatHours, SkillChips, TestimonialCard } from "~/app/features/catalog/cards.tsx";
import { RequiresPro } from "~/app/features/catalog/requires-pro.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { premiumGateHref } from "~/core/entitlement.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/path";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, learning } = getAppContext(context).services;
  const path = await orHttpError(catalog.pathBySlug(params.slug));
  const viewer = await getViewer(context);
  const [testimonials, mine, completion] = await Promise.all([
    catalog.testimonials({ path: path.slug }),
    viewer ? learning.pathProgress(viewer.userId, [path.id]) : Promise.resolve([]),
    // Each course's completion for a signed-in learner, joined or not (courses finished before joining).
    viewer
      ? learning.courseCompletion(
          viewer.userId,
          path.courses.map((c) => c.id),
        )
      : Promise.resolve([]),
  ]);
  const gateHref = premiumGateHref(viewer, href("/path/:slug", { slug: path.slug }));
  return { path, testimonials, progress: mine[0] ?? null, gateHref, signedIn: viewer !== null, completion };
}

/** "Start this path" for a subscriber: enrol, then straight to the first lesson to take. */
export async function action({ params, context }: Route.ActionArgs) {
  const { catalog, learning } = getAppContext(context).services;
  const viewer = await getViewer(context);
  const path = await orHttpError(catalog.pathBySlug(params.slug));
  if (!viewer || !viewer.isSubscriber) {
    return redirect(premiumGateHref(viewer, href("/path/:slug", { slug: path.slug })) ?? href("/pricing"));
  }
  const { continueUrl } = await orHttpError(learning.enrolInPath(viewer, path.id));
  return redirect(continueUrl ?? href("/path/:slug", { slug: path.slug }));
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { path: { title: string } } | undefined;
    return d ? { label: d.path.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.path.title} learning path`,
        description: loaderData.path.description.slice(0, 155),
        path: href("/path/:slug", { slug: loaderData.path.slug }),
        siteUrl: siteUrlFrom(matches),
        image: `/images/og/path-${loaderData.path.slug}.jpg`,
      })
    : [];

/** Under a path's course card, for a signed-in learner: done, how far, or not started. */
function CourseCompletion({
  progress,
  title,
}: {
  progress: { lessonsCompleted: number; lessonsTotal: number; percent: number } | undefined;
  title: string;
}) {
  if (!progress || progress.lessonsTotal === 0) return null;
  const done = progress.lessonsCompleted >= progress.lessonsTotal;
  return (
    <p
      className={`mt-2 inline-flex items-center justify-self-start gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${done ? "bg-turquoise/20 text-navy" : "bg-mist text-navy"}`}
    >
      <span className="sr-only">{title}: </span>
      {done ? (
        <>
          <Check aria-hidden className="size-4" /> Completed
        </>
      ) : progress.lessonsCompleted === 0 ? (
        "Not started"
      ) : (
        `${progress.percent}% complete`
      )}
    </p>
  );
}

export default function PathPage({
  loaderData: { path, testimonials, progress, gateHref, signedIn, completion },
}: Route.ComponentProps) {
  const completionOf = new Map(completion.map((c) => [c.courseId, c]));
  return (
    <main className="pb-20">
      <section className="bg-gradient-to-b from-mist to-white">
        <div className="container-site grid gap-8 py-12 md:grid-cols-[auto_1fr] md:items-center">
          <img
            src={path.badgeSrc}
            alt={`${path.title} badge`}
            width={140}
            height={140}
            className="size-28 md:size-36"
          />
          <div>
            <p className="eyebrow">Learning path</p>
            <h1 className="mt-2 font-display text-4xl font-bold text-navy md:text-5xl">{path.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-muted">{path.description}</p>
            <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-bold text-navy">
              <span className="inline-flex items-center gap-1.5">
                <Layers aria-hidden className="size-4" /> {path.courses.length} courses
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4" /> {formatHours(path.totalHours)}
              </span>
            </p>
            <SkillChips skills={path.skills} className="mt-4" label="Skills" />
          </div>
        </div>
      </section>
      <section className="container-site mt-10" aria-labelledby="path-courses">
        <h2 id="path-courses" className="font-display text-2xl font-bold text-navy">
          Courses in this path, in order
        </h2>
        {/* Each item is a card over its status: the status stays in the item instead of under the next row. */}
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {path.courses.map((course, i) => (
            <li key={course.id} className="relative grid grid-rows-[1fr_auto]">
              <span className="absolute -top-3 -left-3 z-10 grid size-8 place-items-center rounded-full bg-turquoise font-bold text-navy">
                {i + 1}
              </span>
              <CourseCard course={course} />
              <CourseCompletion progress={completionOf.get(course.id)} title={course.title} />
            </li>
          ))}
        </ol>
        {progress ? (
          <section aria-labelledby="path-progress" className="mt-10 rounded-2xl border border-line p-6">
            <div className="flex flex-wrap items-center justify-between gap-4">
              <h2 id="path-progress" className="font-display text-xl font-bold text-navy">
                {progress.completed ? "Path complete" : "Your progress on this path"}
              </h2>
              {progress.continueUrl && !progress.completed && (
                <Link to={progress.continueUrl} className="btn btn-primary">
                  Continue learning
                </Link>
              )}
            </div>
            <div
              role="progressbar"
              aria-label="Path progress"
              aria-valuenow={progress.percent}
              aria-valuemin={0}
              aria-valuemax={100}
              className="mt-4 h-2.5 overflow-hidden rounded-full bg-mist"
            >
              <div className="h-full rounded-full bg-turquoise-deep" style={{ width: `${progress.percent}%` }} />
            </div>
            <p className="mt-1 text-sm font-bold text-navy">{progress.percent}% of the path</p>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {progress.courses.map((c) => (
                <li
                  key={c.courseId}
                  className="flex items-center justify-between gap-3 rounded-lg bg-mist px-3 py-2 text-sm"
                >
                  <Link to={href("/course/:slug", { slug: c.slug })} className="font-bold text-navy hover:underline">
                    {c.title}
                  </Link>
                  <span className="shrink-0 text-muted">{c.percent}%</span>
                </li>
              ))}
            </ul>
          </section>
        ) : gateHref ? (
          <RequiresPro id="path-requires-pro" className="mt-10" what="Learning paths" signedIn={signedIn}>
            <Link to={gateHref} className="btn btn-dark" aria-describedby="path-requires-pro">
              Start this path
            </Link>
          </RequiresPro>
        ) : (
          <Form method="post" className="mt-10">
            <button type="submit" className="btn btn-dark">
              Start this path
            </button>
          </Form>
        )}
      </section>
      <div className="container-site mt-16 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="path-instructors">
          <h2 id="path-instructors" className="font-display text-2xl font-bold text-navy">
            Your instructors
          </h2>
          <ul className="mt-5 space-y-4">
            {path.instructors.map((instructor) => (
              <li key={instructor.id} className="flex gap-4 rounded-2xl border border-line p-5">
                <InitialsAvatar name={instructor.name} size={56} />
                <div>
                  <p className="font-bold text-navy">
                    {instructor.profileUrl ? (
                      <Link to={instructor.profileUrl} className="underline-offset-2 hover:underline">
                        {instructor.name}
                      </Link>
                    ) : (
                      instructor.name
                    )}
                  </p>
                  <p className="text-sm text-muted">{instructor.title}</p>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{instructor.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="path-badge" className="h-fit rounded-3xl bg-navy p-8 text-white">
          <h2 id="path-badge" className="font-display text-2xl font-bold">
            The badge you earn
          </h2>
          <div className="mt-5 flex items-center gap-5">
            <img
              src={path.badgeSrc}
              alt={`${path.title} badge`}
              width={112}
              height={112}
              className="size-28 shrink-0"
            />
            <p className="text-white/85">
              Finish all {path.courses.length} courses to earn the{" "}
              <strong className="text-yellow">{path.credentialTitle ?? path.title}</strong> credential: a dated badge
              with a public verification link for your résumé and LinkedIn profile.
            </p>
          </div>
          <Link to={href("/credentials")} className="btn btn-primary mt-6">
            About credentials
          </Link>
        </section>
      </div>
      {testimonials.length > 0 && (
        <section className="container-site mt-16" aria-labelledby="path-testimonials">
          <h2 id="path-testimonials" className="font-display text-2xl font-bold text-navy">
            From learners on this path
          </h2>
          <ul className="mt-5 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.id}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
