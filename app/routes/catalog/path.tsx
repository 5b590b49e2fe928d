import { Clock, Layers } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { CourseCard, formatHours } from "~/app/features/catalog/cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError } from "~/app/lib/http.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/path";

export async function loader({ params, context }: Route.LoaderArgs) {
  const path = await orHttpError(getAppContext(context).services.catalog.pathBySlug(params.slug));
  return { path };
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
      })
    : [];

export default function PathPage({ loaderData: { path } }: Route.ComponentProps) {
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
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Skills">
              {path.skills.map((skill) => (
                <li key={skill} className="rounded-full bg-yellow px-3 py-1 text-sm font-bold text-navy">
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <section className="container-site mt-10" aria-labelledby="path-courses">
        <h2 id="path-courses" className="font-display text-2xl font-bold text-navy">
          Courses in this path, in order
        </h2>
        <ol className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {path.courses.map((course, i) => (
            <li key={course.id} className="relative">
              <span className="absolute -top-3 -left-3 z-10 grid size-8 place-items-center rounded-full bg-turquoise font-bold text-navy">
                {i + 1}
              </span>
              <CourseCard course={course} />
            </li>
          ))}
        </ol>
        <Link to={href("/signup/pricing")} className="btn btn-dark mt-10">
          Start this path
        </Link>
      </section>
    </main>
  );
}
