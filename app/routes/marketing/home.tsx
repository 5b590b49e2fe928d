import { ArrowRight, BarChart3, Database, GraduationCap, Trophy } from "lucide-react";
import { href, Link } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { CourseCard, PathBanner, TestimonialCard } from "~/app/features/catalog/cards.tsx";
import { Carousel } from "~/app/features/catalog/carousel.tsx";
import { seo, SITE_NAME, siteUrlFrom } from "~/app/lib/seo.ts";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = getAppContext(context).services;
  const [courses, paths, testimonials] = await Promise.all([
    catalog.featuredCourses(8),
    catalog.featuredPaths(1),
    catalog.featuredTestimonials(3),
  ]);
  return { courses, path: paths[0] ?? null, testimonials };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo({
    title: SITE_NAME,
    description:
      "Learn Excel, Power BI, Tableau, SQL and Python with self-paced courses, guided projects, monthly data challenges and free practice data sets.",
    path: href("/"),
    siteUrl: siteUrlFrom(matches),
  });

const pillars = [
  {
    icon: GraduationCap,
    title: "Courses and paths",
    body: "Self-paced courses with worked examples on real data, organized into paths that take you from first formula to job-ready.",
  },
  {
    icon: BarChart3,
    title: "Guided projects",
    body: "Realistic business briefs with real data, so your portfolio shows work, not just certificates.",
  },
  {
    icon: Trophy,
    title: "Data challenges",
    body: "A new challenge every month: analyze the same data as everyone else and learn from their approach.",
  },
  {
    icon: Database,
    title: "Data playground",
    body: "Free practice data sets with their structure, source and license, ready to download and explore.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, path, testimonials } = loaderData;
  return (
    <main>
      <section className="relative overflow-hidden bg-navy text-white">
        <div aria-hidden className="absolute -top-40 -right-32 size-[34rem] rounded-full bg-turquoise/15" />
        <div aria-hidden className="absolute -bottom-48 -left-24 size-96 rounded-full bg-yellow/10" />
        <div className="relative container-site grid items-center gap-12 py-16 md:py-24 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="eyebrow text-turquoise!">Data analytics training</p>
            <h1 className="mt-4 font-display text-4xl leading-[1.05] font-bold sm:text-5xl lg:text-6xl">
              Learn the data skills that get you <span className="text-turquoise">hired</span> and promoted.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-white/80">
              Hands-on courses in Excel, Power BI, Tableau, SQL and Python, taught by working analysts, each ending in a
              project, with real data sets to practice on.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={href("/signup/pricing")} className="btn btn-primary px-7 py-3 text-lg">
                Sign up and start learning
              </Link>
              <Link to={href("/courses")} className="btn btn-outline px-7 py-3 text-lg text-white">
                Browse courses
              </Link>
            </div>
          </div>
          <div aria-hidden className="relative hidden lg:block">
            <div className="rounded-3xl bg-white/5 p-6 ring-1 ring-white/15 backdrop-blur">
              <div className="flex items-center justify-between">
                <p className="font-display text-lg font-bold">Quarterly revenue</p>
                <span className="rounded-full bg-turquoise px-3 py-1 text-xs font-black text-navy">+18.4%</span>
              </div>
              <svg viewBox="0 0 400 200" className="mt-4 w-full">
                {[40, 72, 58, 96, 84, 124, 110, 150].map((h, i) => (
                  <rect
                    key={i}
                    x={12 + i * 48}
                    y={190 - h}
                    width="30"
                    height={h}
                    rx="6"
                    fill={i === 7 ? "#20e2d7" : "#1d4266"}
                  />
                ))}
                <polyline
                  points="27,140 75,118 123,126 171,92 219,100 267,66 315,74 363,36"
                  fill="none"
                  stroke="#f9fea5"
                  strokeWidth="4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <div className="mt-4 grid grid-cols-3 gap-3 text-center">
                {[
                  ["Excel", "Pivot tables"],
                  ["SQL", "Joins"],
                  ["Power BI", "DAX"],
                ].map(([tool, skill]) => (
                  <div key={tool} className="rounded-xl bg-white/10 p-3">
                    <p className="font-bold text-turquoise">{tool}</p>
                    <p className="text-sm text-white/75">{skill}</p>
                  </div>
                ))}
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="container-site py-16" aria-labelledby="pillars">
        <h2 id="pillars" className="sr-only">
          How you learn
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {pillars.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-2xl bg-mist p-6">
              <Icon aria-hidden className="size-7 text-turquoise-deep" />
              <h3 className="mt-4 font-display text-lg font-bold text-navy">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container-site pb-16" aria-labelledby="featured-courses">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">Featured courses</p>
            <h2 id="featured-courses" className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">
              Start with a course learners love
            </h2>
          </div>
          <Link
            to={href("/courses")}
            className="inline-flex items-center gap-1.5 font-bold text-turquoise-deep hover:underline"
          >
            View all courses <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
        <div className="mt-6">
          <Carousel label="Featured courses">
            {courses.map((course) => (
              <li key={course.id} className="w-[280px] shrink-0 snap-start sm:w-[300px]">
                <CourseCard course={course} />
              </li>
            ))}
          </Carousel>
        </div>
      </section>

      {path && (
        <section
          className="below-fold container-site pb-16 [--below-fold-height:650px] sm:[--below-fold-height:520px] md:[--below-fold-height:450px] lg:[--below-fold-height:410px]"
          aria-label="Featured learning path"
        >
          <PathBanner path={path} />
        </section>
      )}

      {testimonials.length > 0 && (
        <section
          className="below-fold bg-mist py-16 [--below-fold-height:1300px] sm:[--below-fold-height:1100px] md:[--below-fold-height:740px] lg:[--below-fold-height:620px]"
          aria-labelledby="testimonials"
        >
          <div className="container-site">
            <p className="eyebrow">Testimonials</p>
            <h2 id="testimonials" className="mt-2 font-display text-3xl font-bold text-navy md:text-4xl">
              Learners who put their skills to work
            </h2>
            <ul className="mt-8 grid gap-5 md:grid-cols-3">
              {testimonials.map((t) => (
                <li key={t.id}>
                  <TestimonialCard testimonial={t} />
                </li>
              ))}
            </ul>
            <Link
              to={href("/testimonials")}
              className="mt-8 inline-flex items-center gap-1.5 font-bold text-turquoise-deep hover:underline"
            >
              Read more stories <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        </section>
      )}

      {/* The footer carries the newsletter form; this last call points somewhere a visitor can start. */}
      <section
        className="below-fold container-site py-16 [--below-fold-height:500px] sm:[--below-fold-height:380px] lg:[--below-fold-height:350px]"
        aria-labelledby="cta"
      >
        <div className="grid gap-8 rounded-3xl bg-yellow p-8 md:grid-cols-2 md:items-center md:p-12">
          <div>
            <h2 id="cta" className="font-display text-3xl font-bold text-navy md:text-4xl">
              Not sure where to start?
            </h2>
            <p className="mt-3 text-ink">
              Answer 20 quick questions about your work and goals: the Pathfinder ranks the data careers that fit you,
              each with the learning path that leads there.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <Link to={href("/pathfinder")} className="btn btn-dark px-6 py-3">
              Find your path <ArrowRight aria-hidden className="size-4" />
            </Link>
            <Link to={href("/courses")} className="btn btn-outline px-6 py-3">
              Browse all courses
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
