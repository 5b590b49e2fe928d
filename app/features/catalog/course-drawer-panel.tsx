import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import { Award, BookOpen, Clock, Gauge } from "lucide-react";
import { href, Link } from "react-router";
import { Drawer } from "~/app/components/ui/drawer.tsx";
import { LEVEL_LABEL } from "~/core/catalog-filters.ts";
import type { CourseCard } from "~/server/domain/catalog/service.ts";
import { formatHours } from "./cards.tsx";

/** Spec section 2: the course drawer, with a View Full Details link to the course page. */
export default function CourseDrawerPanel({ course, onClose }: { course: CourseCard | null; onClose: () => void }) {
  return (
    <Drawer
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      title={course?.title ?? ""}
      description={
        course ? `${course.kind === "crash_course" ? "Crash course" : "Course"} by ${course.authorName}` : undefined
      }
      testId="course-drawer"
      footer={
        course && (
          <Link to={href("/course/:slug", { slug: course.slug })} className="btn btn-dark w-full">
            View Full Details
          </Link>
        )
      }
    >
      {course && (
        <div>
          <div className="flex items-center gap-4">
            <img src={course.badgeSrc} alt="" width={88} height={88} className="size-22" />
            {course.comingSoon && (
              <span className="rounded-full bg-yellow px-3 py-1 text-xs font-black tracking-wide text-navy uppercase">
                Coming soon
              </span>
            )}
          </div>
          <p className="mt-5 leading-relaxed text-ink">{course.descriptionFull}</p>
          <dl className="mt-6 grid grid-cols-2 gap-3 text-sm">
            <Fact icon={Clock} label="Length" value={formatHours(course.lengthHours)} />
            <Fact icon={Gauge} label="Level" value={LEVEL_LABEL[course.level]} />
            <Fact icon={BookOpen} label="Lessons" value={String(course.lessonCount)} />
            {course.cpeCreditHours > 0 && (
              <Fact icon={Award} label="CPE credit" value={`${course.cpeCreditHours} hours`} />
            )}
          </dl>
          <h3 className="mt-6 text-sm font-black tracking-wide text-navy uppercase">Tools</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {course.tools.map((tool) => (
              <li key={tool} className="rounded-md bg-mist px-2 py-0.5 text-sm font-bold text-navy-700">
                {tool}
              </li>
            ))}
          </ul>
          {course.skills.length > 0 && (
            <>
              <h3 className="mt-5 text-sm font-black tracking-wide text-navy uppercase">Skills</h3>
              <p className="mt-2 text-sm text-muted">{course.skills.join(" · ")}</p>
            </>
          )}
          <p className="mt-6 flex items-center gap-3 text-sm text-muted">
            <InitialsAvatar name={course.authorName} size={40} />
            <span>
              Taught by <span className="font-bold text-navy">{course.authorName}</span>
            </span>
          </p>
        </div>
      )}
    </Drawer>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof Clock; label: string; value: string }) {
  return (
    <div className="rounded-xl bg-mist px-3 py-2.5">
      <dt className="flex items-center gap-1.5 text-xs font-bold text-muted">
        <Icon aria-hidden className="size-3.5" /> {label}
      </dt>
      <dd className="mt-0.5 font-bold text-navy">{value}</dd>
    </div>
  );
}
