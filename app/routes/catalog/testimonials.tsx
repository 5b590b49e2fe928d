import { Form, useSubmit } from "react-router";
import { PageHero } from "~/app/components/page-hero.tsx";
import { getAppContext } from "~/app/context.ts";
import { TestimonialCard } from "~/app/features/catalog/cards.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/testimonials";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalog } = getAppContext(context).services;
  const params = new URL(request.url).searchParams;
  const [pages, all] = await Promise.all([catalog.publicPages(), catalog.testimonials()]);
  // The filter value is "course:<slug>" or "path:<slug>"; anything unknown shows every testimonial.
  const [kind, slug] = (params.get("about") ?? "").split(":", 2);
  const about =
    kind === "course" && pages.courses.some((c) => c.slug === slug)
      ? `course:${slug}`
      : kind === "path" && pages.paths.some((p) => p.slug === slug)
        ? `path:${slug}`
        : "";
  const testimonials = about ? await catalog.testimonials(kind === "course" ? { course: slug } : { path: slug }) : all;
  // Only subjects that have testimonials are offered.
  const withTestimonials = new Set(all.map((t) => t.subjectUrl));
  return {
    testimonials,
    about,
    options: {
      courses: pages.courses.filter((c) => withTestimonials.has(`/course/${c.slug}`)),
      paths: pages.paths.filter((p) => withTestimonials.has(`/path/${p.slug}`)),
    },
  };
}

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Testimonials", url: "/testimonials" } };

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: "Learner Testimonials",
    description: "What learners say about our courses and learning paths, in their own words.",
    path: "/testimonials",
    siteUrl: siteUrlFrom(matches),
    image: "/images/og/testimonials.jpg",
  });

export default function TestimonialsPage({ loaderData: { testimonials, about, options } }: Route.ComponentProps) {
  const submit = useSubmit();
  return (
    <main className="pb-20">
      <PageHero
        eyebrow="Testimonials"
        title="In our learners' words"
        lede="Analysts, career changers and team leads on what they learned and what changed at work afterwards."
      />
      <div className="container-site mt-8">
        <Form
          method="get"
          className="flex flex-wrap items-end gap-3"
          onChange={(e) => submit(e.currentTarget, { preventScrollReset: true })}
        >
          <label className="flex w-full min-w-0 flex-col gap-1.5 text-sm font-bold text-navy sm:w-auto">
            Show testimonials about
            <select
              name="about"
              defaultValue={about}
              key={about}
              className="w-full rounded-lg border sm:w-auto sm:min-w-72 border-line bg-white px-3 py-2.5 font-normal"
            >
              <option value="">All courses and paths</option>
              <optgroup label="Learning paths">
                {options.paths.map((p) => (
                  <option key={p.slug} value={`path:${p.slug}`}>
                    {p.title}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Courses">
                {options.courses.map((c) => (
                  <option key={c.slug} value={`course:${c.slug}`}>
                    {c.title}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <noscript>
            <button type="submit" className="btn btn-dark">
              Show
            </button>
          </noscript>
        </Form>
        <p className="mt-5 text-sm text-muted" aria-live="polite">
          {testimonials.length === 1 ? "1 testimonial" : `${testimonials.length} testimonials`}
        </p>
        <ul className="mt-4 columns-1 gap-5 md:columns-2 lg:columns-3">
          {testimonials.map((t) => (
            <li key={t.id} className="mb-5 break-inside-avoid">
              <TestimonialCard testimonial={t} showSubject />
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
