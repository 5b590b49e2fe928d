import { useState } from "react";
import { href, Link } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { CourseCard } from "~/app/features/catalog/cards.tsx";
import { CourseDrawer, courseDrawerIntent } from "~/app/features/catalog/course-drawer.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { CourseCard as CourseCardData } from "~/server/domain/catalog/service.ts";
import type { Route } from "./+types/crash-courses";

export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await getAppContext(context).services.catalog.crashCourses() };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Crash courses", url: "/crash-courses" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Crash Courses",
    description: "Short, single-sitting courses that teach one practical skill you can use at work the same day.",
    path: "/crash-courses",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/crash-courses.jpg",
  });

export default function CrashCoursesPage({ loaderData: { courses } }: Route.ComponentProps) {
  const [open, setOpen] = useState<CourseCardData | null>(null);
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Crash courses"
        title="Crash courses"
        lede="One skill, one sitting. Each crash course takes an hour or two and ends with something you can use at work the same day."
      />
      <ul className="container-site mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4" {...courseDrawerIntent}>
        {courses.map((course) => (
          <li key={course.id}>
            <CourseCard course={course} headingLevel="h2" onOpen={setOpen} />
          </li>
        ))}
      </ul>
      <p className="container-site mt-10 text-muted">
        Want to go deeper?{" "}
        <Link to={href("/courses")} className="font-bold text-turquoise-deep hover:underline">
          Browse all courses
        </Link>
        .
      </p>
      <CourseDrawer course={open} onClose={() => setOpen(null)} />
    </main>
  );
}
