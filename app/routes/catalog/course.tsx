import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import { Award, BookOpen, ChevronDown, Clock, FileQuestion, FolderKanban, Gauge, Lock, PlayCircle } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { CourseCard, formatHours, TestimonialCard } from "~/app/features/catalog/cards.tsx";
import { VideoModalButton } from "~/app/features/catalog/video-modal.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { jsonLd, seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { NewsletterForm } from "~/app/routes/api/newsletter.tsx";
import { LEVEL_LABEL } from "~/core/catalog-filters.ts";
import { splitCourseDescription } from "~/core/course-description.ts";
import type { Route } from "./+types/course";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { catalog, learning } = getAppContext(context).services;
  const course = await orHttpError(catalog.courseBySlug(params.slug));
  const viewer = await getViewer(context);
  const [testimonials, related, progress] = await Promise.all([
    catalog.testimonials({ course: course.slug }),
    catalog.relatedCourses(course),
    learning.courseProgress(viewer, course.id),
  ]);
  return { course, testimonials, related, progress };
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { course: { title: string } } | undefined;
    return d ? { label: d.course.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { course, testimonials } = loaderData;
  const siteUrl = siteUrlFrom(matches);
  const path = href("/course/:slug", { slug: course.slug });
  const ratings = testimonials.map((t) => t.rating);
  return [
    ...seo({
      title: course.title,
      description: course.descriptionFull.slice(0, 155),
      path,
      siteUrl,
      image: `/images/og/course-${course.slug}.jpg`,
    }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.title,
      description: course.descriptionFull,
      url: `${siteUrl}${path}`,
      image: `${siteUrl}${course.badgeSrc}`,
      courseCode: course.legacyId ? String(course.legacyId) : undefined,
      educationalLevel: LEVEL_LABEL[course.level],
      teaches: course.skills,
      timeRequired: `PT${Math.round(course.lengthHours * 60)}M`,
      inLanguage: "en",
      isAccessibleForFree: false,
      provider: { "@type": "Organization", name: "Maven Analytics", sameAs: siteUrl },
      instructor: course.instructor
        ? { "@type": "Person", name: course.instructor.name, description: course.instructor.title }
        : undefined,
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Online",
        courseWorkload: `PT${Math.round(course.lengthHours * 60)}M`,
      },
      aggregateRating: ratings.length
        ? {
            "@type": "AggregateRating",
            ratingValue: (ratings.reduce((a, b) => a + b, 0) / ratings.length).toFixed(1),
            ratingCount: ratings.length,
            bestRating: 5,
          }
        : undefined,
    }),
  ];
};

const LESSON_ICON = { video: PlayCircle, reading: BookOpen, quiz: FileQuestion, project: FolderKanban } as const;
const LESSON_KIND = { video: "Video", reading: "Reading", quiz: "Quiz", project: "Project" } as const;
// Only what the player gives each kind: a video has captions and a transcript, a project its files.
const LESSON_ABOUT = {
  video: "A video lesson with captions and a transcript.",
  reading: "A written lesson with examples you can copy; mark it complete when you have worked through it.",
  quiz: "A knowledge check with instant feedback; retake it as often as you like.",
  project:
    "A hands-on project on real data: its brief is on the page and to download, and you do the work in your own tool.",
} as const;

type Lesson = Route.ComponentProps["loaderData"]["course"]["lessons"][number];

/**
 * The lessons as an accordion (WAI-ARIA pattern: heading buttons with aria-expanded, any number open,
 * arrow keys, Home and End between headings). Hand-written rather than Radix: it is the page's only
 * widget on load, and this way the course page hydrates without Radix's code.
 */
function LessonList({ lessons, locked }: { lessons: Lesson[]; locked: ReadonlySet<number> }) {
  // Someone without Pro sees which lessons are free and which need Pro; a subscriber sees neither.
  const marked = locked.size > 0;
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (i: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>("button[aria-controls]")];
    const at = triggers.indexOf(event.target as HTMLButtonElement);
    if (at === -1) return;
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    triggers[(to + triggers.length) % triggers.length]?.focus();
  };
  return (
    <ul className="mt-4 divide-y divide-line rounded-2xl border border-line" onKeyDown={moveFocus}>
      {lessons.map((lesson, i) => {
        const Icon = LESSON_ICON[lesson.kind];
        const expanded = open.has(i);
        return (
          <li key={`${i}-${lesson.title}`}>
            <h3>
              <button
                type="button"
                id={`${id}-${i}`}
                aria-expanded={expanded}
                aria-controls={`${id}-${i}-panel`}
                data-state={expanded ? "open" : "closed"}
                onClick={() => toggle(i)}
                className="group flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-mist"
              >
                <span className="w-6 shrink-0 text-sm text-muted">{i + 1}</span>
                <Icon aria-hidden className="size-5 shrink-0 text-turquoise-deep" />
                {/* On a phone the badge and the minutes go under the title, which keeps the row's width. */}
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="basis-full font-bold text-navy sm:flex-1 sm:basis-auto">{lesson.title}</span>
                  {marked &&
                    (locked.has(i + 1) ? (
                      <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-yellow px-2 py-0.5 text-xs font-bold text-navy">
                        <Lock aria-hidden className="size-3" /> Pro
                      </span>
                    ) : (
                      <span className="shrink-0 rounded-full bg-turquoise/20 px-2 py-0.5 text-xs font-bold text-navy">
                        Free
                      </span>
                    ))}
                  <span className="hidden text-sm text-muted sm:inline">{LESSON_KIND[lesson.kind]}</span>
                  <span className="text-sm text-muted sm:w-16 sm:text-right">{lesson.minutes} min</span>
                </span>
                <ChevronDown
                  aria-hidden
                  className="size-4 shrink-0 text-muted transition group-data-[state=open]:rotate-180"
                />
              </button>
            </h3>
            <div
              id={`${id}-${i}-panel`}
              aria-labelledby={`${id}-${i}`}
              hidden={!expanded}
              className="px-4 pb-4 pl-[4.25rem] text-sm text-muted"
            >
              <p>
                <span className="font-bold text-navy">{LESSON_KIND[lesson.kind]}</span> · {lesson.minutes} minutes ·
                lesson {i + 1} of {lessons.length}
              </p>
              <p className="mt-1">{LESSON_ABOUT[lesson.kind]}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function minutes(total: number): string {
  const h = Math.floor(total / 60);
  const m = Math.round(total % 60);
  return h ? `${h} h ${m ? `${m} min` : ""}`.trim() : `${m} min`;
}

export default function CoursePage({ loaderData: { course, testimonials, related, progress } }: Route.ComponentProps) {
  const { intro, outcomes } = splitCourseDescription(course.descriptionDetail);
  const totalMinutes = course.lessons.reduce((sum, l) => sum + l.minutes, 0);
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site grid gap-8 py-12 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <p className="eyebrow text-turquoise!">{course.kind === "crash_course" ? "Crash course" : "Course"}</p>
            <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">{course.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/80">{course.descriptionFull}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85" aria-label="Course facts">
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-turquoise" /> {formatHours(course.lengthHours)}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Gauge aria-hidden className="size-4 text-turquoise" /> {LEVEL_LABEL[course.level]}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <BookOpen aria-hidden className="size-4 text-turquoise" /> {course.lessons.length} lessons
              </li>
              {course.cpeCreditHours > 0 && (
                <li className="inline-flex items-center gap-1.5">
                  <Award aria-hidden className="size-4 text-turquoise" /> {course.cpeCreditHours} CPE credit hours
                </li>
              )}
            </ul>
            {progress?.enrolled && (
              <div className="mt-6 max-w-md">
                <div className="flex justify-between text-sm font-bold">
                  <span>Your progress</span>
                  <span>{progress.percent}%</span>
                </div>
                <div
                  role="progressbar"
                  aria-label="Your progress"
                  aria-valuenow={progress.percent}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  className="mt-1.5 h-2 overflow-hidden rounded-full bg-white/20"
                >
                  <div className="h-full rounded-full bg-turquoise" style={{ width: `${progress.percent}%` }} />
                </div>
                <p className="mt-1 text-sm text-white/80">
                  {progress.lessonsCompleted} of {progress.lessonsTotal} lessons complete
                </p>
              </div>
            )}
            {course.comingSoon ? (
              <div className="mt-8 max-w-xl">
                <p className="mb-3 inline-block rounded-full bg-yellow px-4 py-1.5 font-bold text-navy">Coming soon</p>
                <p className="mb-4 text-white/85">
                  This course is still in production. Join the newsletter and we will tell you the day it opens.
                </p>
                <NewsletterForm />
              </div>
            ) : (
              <div className="mt-8 flex flex-wrap gap-3">
                {progress?.nextLessonId ? (
                  <Link
                    to={href("/course/:slug/lesson/:lessonId", { slug: course.slug, lessonId: progress.nextLessonId })}
                    className="btn btn-primary"
                  >
                    {progress.completed
                      ? "Review the course"
                      : progress.enrolled
                        ? progress.nextLessonLocked
                          ? "Unlock with Pro"
                          : "Continue learning"
                        : "Start learning"}
                  </Link>
                ) : null}
                {course.video && <VideoModalButton title={`${course.title}: course trailer`} src={course.video} />}
              </div>
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
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-bold text-navy">What you will learn</h2>
          {intro.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-muted">
              {p}
            </p>
          ))}
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {outcomes.map((o) => (
              <li key={o} className="rounded-lg bg-mist px-4 py-3 text-ink">
                {o}
              </li>
            ))}
          </ul>

          <h2 className="mt-12 font-display text-2xl font-bold text-navy">Tools you will use</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {course.tools.map((tool) => (
              <li key={tool}>
                <Link
                  to={`/courses?tool=${encodeURIComponent(tool)}`}
                  className="inline-block rounded-lg bg-mist px-3 py-1.5 font-bold text-navy-700 hover:bg-line"
                >
                  {tool}
                </Link>
              </li>
            ))}
          </ul>

          <div className="mt-12 flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="font-display text-2xl font-bold text-navy">Lessons</h2>
            {course.lessons.length > 0 && (
              <p className="text-sm text-muted">
                {course.lessons.length} lessons · {minutes(totalMinutes)}
              </p>
            )}
          </div>
          {course.lessons.length === 0 ? (
            <p className="mt-3 text-muted">The lesson list for this course is being updated.</p>
          ) : (
            <LessonList lessons={course.lessons} locked={new Set(progress?.lockedPositions ?? [])} />
          )}

          {testimonials.length > 0 && (
            <section className="below-fold mt-14 [--below-fold-height:400px]" aria-labelledby="course-testimonials">
              <h2 id="course-testimonials" className="font-display text-2xl font-bold text-navy">
                What learners say
              </h2>
              <ul className="mt-5 grid gap-5 md:grid-cols-2">
                {testimonials.map((t) => (
                  <li key={t.id}>
                    <TestimonialCard testimonial={t} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="h-fit space-y-6">
          {course.instructor && (
            <section className="rounded-2xl border border-line p-6" aria-labelledby="instructor-heading">
              <h2 id="instructor-heading" className="font-display text-lg font-bold text-navy">
                Your instructor
              </h2>
              <div className="mt-4 flex items-center gap-3">
                <InitialsAvatar name={course.instructor.name} size={56} />
                <div>
                  <p className="font-bold text-navy">
                    {course.instructor.profileUrl ? (
                      <Link to={course.instructor.profileUrl} className="underline-offset-2 hover:underline">
                        {course.instructor.name}
                      </Link>
                    ) : (
                      course.instructor.name
                    )}
                  </p>
                  <p className="text-sm text-muted">{course.instructor.title}</p>
                </div>
              </div>
              <p className="mt-4 text-sm leading-relaxed text-muted">{course.instructor.bio}</p>
            </section>
          )}
          {course.credentialBadge && (
            <section className="rounded-2xl bg-mist p-6" aria-labelledby="credential-heading">
              <h2 id="credential-heading" className="font-display text-lg font-bold text-navy">
                Earn a credential
              </h2>
              <div className="mt-3 flex items-center gap-3">
                <img src={course.credentialBadge} alt="" width={56} height={56} className="size-14" />
                <p className="text-sm text-muted">
                  Finish every lesson to earn this badge, with a public link you can add to your résumé.
                </p>
              </div>
              <Link
                to={href("/credentials")}
                className="mt-3 inline-block text-sm font-bold text-turquoise-deep hover:underline"
              >
                How credentials work
              </Link>
            </section>
          )}
          {course.paths.length > 0 && (
            <section className="rounded-2xl border border-line p-6" aria-labelledby="paths-heading">
              <h2 id="paths-heading" className="font-display text-lg font-bold text-navy">
                Part of these paths
              </h2>
              <ul className="mt-3 space-y-2">
                {course.paths.map((p) => (
                  <li key={p.slug}>
                    <Link
                      to={href("/path/:slug", { slug: p.slug })}
                      className="font-bold text-turquoise-deep hover:underline"
                    >
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>

      {related.length > 0 && (
        <section
          className="below-fold container-site mt-16 [--below-fold-height:1100px] sm:[--below-fold-height:600px] lg:[--below-fold-height:340px]"
          aria-labelledby="related-heading"
        >
          <h2 id="related-heading" className="font-display text-2xl font-bold text-navy">
            Related courses
          </h2>
          <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((c) => (
              <li key={c.id}>
                <CourseCard course={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
