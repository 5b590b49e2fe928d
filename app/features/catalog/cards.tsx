import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import { Clock, Layers, Quote } from "lucide-react";
import { href, Link } from "react-router";
import type {
  CourseCard as CourseCardData,
  PathBanner as PathBannerData,
  TestimonialView,
} from "~/server/domain/catalog/service.ts";

import { LEVEL_LABEL } from "~/core/catalog-filters.ts";

/** The yellow skill labels of paths and guided projects. */
export function SkillChips({
  skills,
  className = "mt-3",
  label,
}: {
  skills: string[];
  className?: string;
  label?: string;
}) {
  return (
    <ul className={`${className} flex flex-wrap gap-2`} aria-label={label}>
      {skills.map((skill) => (
        <li key={skill} className="rounded-full bg-yellow px-3 py-1 text-sm font-bold text-navy">
          {skill}
        </li>
      ))}
    </ul>
  );
}

/** The small tool labels on cards. */
export function ToolChips({ tools }: { tools: string[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Tools">
      {tools.map((tool) => (
        <li key={tool} className="rounded-md bg-mist px-2 py-0.5 text-xs font-bold text-navy-700">
          {tool}
        </li>
      ))}
    </ul>
  );
}

export function formatHours(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? "hour" : "hours"}`;
}

/** A plain left click with JavaScript opens the drawer; modified clicks and no-JS follow the link. */
function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A course card; its title is an h3 under a section's heading, an h2 right under the page's h1. */
export function CourseCard({
  course,
  onOpen,
  headingLevel: Title = "h3",
}: {
  course: CourseCardData;
  onOpen?: (course: CourseCardData) => void;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg">
      <div className="flex items-start justify-between gap-3">
        <img src={course.badgeSrc} alt="" width={64} height={64} loading="lazy" className="size-16" />
        <span className="flex flex-col items-end gap-1.5">
          {course.comingSoon && (
            <span className="rounded-full bg-yellow px-2.5 py-1 text-xs font-black tracking-wide text-navy uppercase">
              Coming soon
            </span>
          )}
          {course.kind === "crash_course" && (
            <span className="rounded-full bg-navy px-2.5 py-1 text-xs font-black tracking-wide text-white uppercase">
              Crash course
            </span>
          )}
        </span>
      </div>
      <Title className="mt-4 font-display text-lg leading-snug font-bold text-navy">
        <Link
          to={href("/course/:slug", { slug: course.slug })}
          className="after:absolute after:inset-0 group-hover:underline"
          onClick={
            onOpen &&
            ((event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onOpen(course);
            })
          }
          {...(onOpen ? { "aria-haspopup": "dialog" as const } : {})}
        >
          {course.title}
        </Link>
      </Title>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted">
        <InitialsAvatar name={course.authorName} size={24} />
        {course.authorName}
      </p>
      <ToolChips tools={course.tools} />
      <p className="mt-auto flex items-center gap-4 pt-4 text-sm text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-4" /> {formatHours(course.lengthHours)}
        </span>
        <span>{LEVEL_LABEL[course.level]}</span>
      </p>
    </article>
  );
}

/**
 * A learning-path banner; `onQuickLook` adds a button that opens the path drawer. Its title is an h3
 * under a section's heading, an h2 right under the page's h1.
 */
export function PathBanner({
  path,
  onQuickLook,
  headingLevel: Title = "h3",
}: {
  path: PathBannerData;
  onQuickLook?: () => void;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <article className="relative overflow-hidden rounded-3xl bg-navy text-white">
      <div aria-hidden className="absolute -top-20 -right-20 size-72 rounded-full bg-turquoise/20" />
      <div aria-hidden className="absolute -bottom-24 left-1/3 size-56 rounded-full bg-yellow/10" />
      <div className="relative grid gap-8 p-8 md:grid-cols-[auto_1fr] md:items-center md:p-12">
        <img src={path.badgeSrc} alt="" width={120} height={120} loading="lazy" className="size-24 md:size-32" />
        <div>
          <p className="eyebrow text-turquoise!">Learning path</p>
          <Title className="mt-2 font-display text-3xl font-bold md:text-4xl">{path.title}</Title>
          <p className="mt-3 max-w-2xl text-white/80">{path.description}</p>
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/80">
            <span className="inline-flex items-center gap-1.5">
              <Layers aria-hidden className="size-4 text-turquoise" /> {path.courseCount} courses
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden className="size-4 text-turquoise" /> {formatHours(path.totalHours)}
            </span>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href("/path/:slug", { slug: path.slug })} className="btn btn-primary">
              View the path <span className="sr-only">{path.title}</span>
            </Link>
            {onQuickLook && (
              <button type="button" className="btn btn-outline text-white" onClick={onQuickLook} aria-haspopup="dialog">
                Quick look <span className="sr-only">at {path.title}</span>
              </button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

export function TestimonialCard({
  testimonial,
  showSubject = false,
}: {
  testimonial: TestimonialView;
  showSubject?: boolean;
}) {
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <Quote aria-hidden className="size-8 text-turquoise" />
      <p
        className="mt-2 text-lg leading-none tracking-widest"
        role="img"
        aria-label={`Rated ${testimonial.rating} out of 5`}
      >
        <span aria-hidden className="text-navy">
          {"★".repeat(testimonial.rating)}
        </span>
        <span aria-hidden className="text-line">
          {"★".repeat(5 - testimonial.rating)}
        </span>
      </p>
      <blockquote className="mt-3 flex-1 leading-relaxed text-ink">{testimonial.quote}</blockquote>
      {showSubject && testimonial.subjectTitle && testimonial.subjectUrl && (
        <p className="mt-3 text-sm text-muted">
          On{" "}
          <Link
            to={testimonial.subjectUrl}
            className="font-bold text-turquoise-deep underline-offset-2 hover:underline"
          >
            {testimonial.subjectTitle}
          </Link>
        </p>
      )}
      <figcaption className="mt-5 flex items-center gap-3">
        <img
          src={testimonial.avatarSrc}
          alt=""
          width={44}
          height={44}
          loading="lazy"
          className="size-11 rounded-full"
        />
        <span>
          <span className="block font-bold text-navy">{testimonial.authorName}</span>
          <span className="block text-sm text-muted">{testimonial.authorRole}</span>
        </span>
      </figcaption>
    </figure>
  );
}
