import { Award, BookOpen, Clock, FileQuestion, FolderKanban, PlayCircle } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { formatHours } from "~/app/features/catalog/cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/course";

export async function loader({ params, context }: Route.LoaderArgs) {
  const course = await orHttpError(getAppContext(context).services.catalog.courseBySlug(params.slug));
  return { course };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { course: { title: string } } | undefined;
    return d ? { label: d.course.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: loaderData.course.title,
        description: loaderData.course.descriptionFull.slice(0, 155),
        path: href("/course/:slug", { slug: loaderData.course.slug }),
        siteUrl: siteUrlFrom(matches),
      })
    : [];

const LESSON_ICON = { video: PlayCircle, reading: BookOpen, quiz: FileQuestion, project: FolderKanban } as const;

/** Course page: the facts a learner decides on. The full page (drawer, video, accordion) comes with the catalog issue. */
export default function CoursePage({ loaderData: { course } }: Route.ComponentProps) {
  const outcomes = course.descriptionDetail.split("\n").filter((line) => line.startsWith("- "));
  const intro = course.descriptionDetail.split("\n").filter((line) => line.trim() && !line.startsWith("- "));
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site grid gap-8 py-12 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <p className="eyebrow text-turquoise!">{course.kind === "crash_course" ? "Crash course" : "Course"}</p>
            <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">{course.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/80">{course.descriptionFull}</p>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85">
              <span className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-turquoise" /> {formatHours(course.lengthHours)}
              </span>
              {course.cpeCreditHours > 0 && (
                <span className="inline-flex items-center gap-1.5">
                  <Award aria-hidden className="size-4 text-turquoise" /> {course.cpeCreditHours} CPE credit hours
                </span>
              )}
              <span className="capitalize">{course.level}</span>
              <span>{course.tools.join(", ")}</span>
            </p>
            {course.comingSoon && (
              <p className="mt-6 inline-block rounded-full bg-yellow px-4 py-1.5 font-bold text-navy">
                Coming soon: subscribe to our newsletter below to hear when it opens.
              </p>
            )}
          </div>
          <img
            src={course.badgeSrc}
            alt={`${course.title} badge`}
            width={160}
            height={160}
            className="size-32 md:size-40"
          />
        </div>
      </section>
      <div className="container-site mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
        <div>
          <h2 className="font-display text-2xl font-bold text-navy">What you will learn</h2>
          {intro.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-muted">
              {p}
            </p>
          ))}
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {outcomes.map((o) => (
              <li key={o} className="rounded-lg bg-mist px-4 py-3 text-ink">
                {o.slice(2)}
              </li>
            ))}
          </ul>
          <h2 className="mt-12 font-display text-2xl font-bold text-navy">Lessons</h2>
          {course.lessons.length === 0 ? (
            <p className="mt-3 text-muted">The lesson list for this course is being updated.</p>
          ) : (
            <ol className="mt-4 divide-y divide-line rounded-2xl border border-line">
              {course.lessons.map((lesson, i) => {
                const Icon = LESSON_ICON[lesson.kind];
                return (
                  <li key={`${i}-${lesson.title}`} className="flex items-center gap-3 px-4 py-3">
                    <Icon aria-hidden className="size-5 shrink-0 text-turquoise-deep" />
                    <span className="flex-1">{lesson.title}</span>
                    <span className="text-sm text-muted">
                      <span className="sr-only">{lesson.kind}, </span>
                      {lesson.minutes} min
                    </span>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
        <aside className="h-fit rounded-2xl border border-line p-6">
          <h2 className="font-display text-lg font-bold text-navy">Your instructor</h2>
          <div className="mt-4 flex items-center gap-3">
            <img src={course.authorThumbnail} alt="" width={56} height={56} className="size-14 rounded-full" />
            <div>
              <p className="font-bold text-navy">{course.authorName}</p>
              <p className="text-sm text-muted">{course.instructorTitle}</p>
            </div>
          </div>
          <p className="mt-4 text-sm leading-relaxed text-muted">{course.instructorBio}</p>
          <Link to={href("/signup/pricing")} className="btn btn-primary mt-6 w-full">
            Start learning
          </Link>
        </aside>
      </div>
    </main>
  );
}
