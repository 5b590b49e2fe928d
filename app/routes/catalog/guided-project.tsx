import { InitialsAvatar } from "~/app/features/publishing/initials-avatar.tsx";
import { Clock, Database, Gauge } from "lucide-react";
import { Check } from "lucide-react";
import { data, Form, href, Link, redirect } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { formatHours, SkillChips } from "~/app/features/catalog/cards.tsx";
import { RequiresPro } from "~/app/features/catalog/requires-pro.tsx";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError, readFormData, statusOf } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { premiumGateHref } from "~/core/entitlement.ts";
import { ObjectiveToggleSchema } from "~/core/learning.ts";
import { DomainError } from "~/server/domain/errors.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { LEVEL_LABEL, type CourseLevel } from "~/core/catalog-filters.ts";
import type { Route } from "./+types/guided-project";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { guidedProjects, guidedProgress } = getAppContext(context).services;
  const project = await orHttpError(guidedProjects.bySlug(params.slug));
  const viewer = await getViewer(context);
  const progress = await guidedProgress.progress(viewer, project.id);
  const gateHref = premiumGateHref(viewer, href("/guided-projects/:slug", { slug: project.slug }));
  return { project, progress, gateHref, signedIn: viewer !== null };
}

/** Start, check off objectives, submit: each a small form that works without JavaScript. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { guidedProjects, guidedProgress } = getAppContext(context).services;
  const viewer = await getViewer(context);
  const project = await orHttpError(guidedProjects.bySlug(params.slug));
  if (!viewer || !viewer.isSubscriber) {
    return redirect(
      premiumGateHref(viewer, href("/guided-projects/:slug", { slug: project.slug })) ?? href("/pricing"),
    );
  }
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "start") await guidedProgress.start(viewer, project.id);
    else if (intent === "objective") {
      const parsed = ObjectiveToggleSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data({ error: "That objective could not be updated." }, 400);
      await guidedProgress.setObjective(viewer, project.id, parsed.data.index, parsed.data.done);
    } else if (intent === "submit") {
      await guidedProgress.submit(viewer, project.id, Object.fromEntries(form));
    } else return data({ error: "Unknown action." }, 400);
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, statusOf(error));
    throw error;
  }
  return redirect(href("/guided-projects/:slug", { slug: project.slug }));
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data, pathname }) => {
    const d = data as { project: { title: string } } | undefined;
    return d ? { label: d.project.title, url: pathname } : null;
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.project.title} (guided project)`,
        description: loaderData.project.description.slice(0, 155),
        path: href("/guided-projects/:slug", { slug: loaderData.project.slug }),
        siteUrl: siteUrlFrom(matches),
        image: `/images/og/guided-project-${loaderData.project.slug}.jpg`,
      })
    : [];

export default function GuidedProjectPage({
  loaderData: { project, progress, gateHref, signedIn },
  actionData,
}: Route.ComponentProps) {
  const done = new Set(progress?.objectivesDone ?? []);
  return (
    <main className="pb-20">
      <section className="bg-navy text-white">
        <div className="container-site grid gap-8 py-12 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <p className="eyebrow text-turquoise!">Guided project</p>
            <h1 className="mt-2 font-display text-4xl font-bold md:text-5xl">{project.title}</h1>
            <p className="mt-4 max-w-2xl text-lg text-white/80">{project.description}</p>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-white/85" aria-label="Project facts">
              <li className="inline-flex items-center gap-1.5">
                <Clock aria-hidden className="size-4 text-turquoise" /> {formatHours(project.lengthHours)}
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Gauge aria-hidden className="size-4 text-turquoise" />{" "}
                {LEVEL_LABEL[project.level as CourseLevel] ?? project.level}
              </li>
              <li>{project.tools.join(", ")}</li>
            </ul>
            {progress ? (
              <p className="mt-8 inline-flex rounded-full bg-turquoise/20 px-4 py-1.5 font-bold text-white">
                {progress.completed
                  ? "Project complete"
                  : `In progress: ${progress.objectivesDone.length} of ${progress.objectivesTotal} objectives done`}
              </p>
            ) : gateHref ? (
              <RequiresPro
                id="project-requires-pro"
                className="mt-8"
                tone="dark"
                what="Guided projects"
                signedIn={signedIn}
              >
                <Link to={gateHref} className="btn btn-primary" aria-describedby="project-requires-pro">
                  Start this project
                </Link>
              </RequiresPro>
            ) : (
              <Form method="post" className="mt-8">
                <input type="hidden" name="intent" value="start" />
                <button type="submit" className="btn btn-primary">
                  Start this project
                </button>
              </Form>
            )}
          </div>
          <img
            src={project.badgeSrc}
            alt={`${project.title} badge`}
            width={160}
            height={160}
            className="size-32 md:size-40"
          />
        </div>
      </section>
      <div className="container-site mt-12 grid gap-12 lg:grid-cols-[1fr_320px]">
        <section aria-labelledby="objectives-heading">
          <h2 id="objectives-heading" className="font-display text-2xl font-bold text-navy">
            Objectives
          </h2>
          {project.objectives.length === 0 ? (
            <p className="mt-3 text-muted">The objectives for this project are being updated.</p>
          ) : (
            <ol className="mt-6 space-y-0">
              {project.objectives.map((o, i) => (
                <li key={o.title} className="relative flex gap-4 pb-8 last:pb-0">
                  {i < project.objectives.length - 1 && (
                    <span aria-hidden className="absolute top-10 bottom-0 left-[1.1rem] w-0.5 bg-line" />
                  )}
                  <span className="grid size-9 shrink-0 place-items-center rounded-full bg-turquoise font-bold text-navy">
                    {i + 1}
                  </span>
                  <div className="pt-1">
                    <h3 className="font-bold text-navy">{o.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{o.detail}</p>
                    {progress && !progress.completed && (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="intent" value="objective" />
                        <input type="hidden" name="index" value={i} />
                        <input type="hidden" name="done" value={done.has(i) ? "false" : "true"} />
                        <button
                          type="submit"
                          aria-pressed={done.has(i)}
                          className={`inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-bold ${done.has(i) ? "bg-turquoise/20 text-navy" : "border border-line text-navy hover:bg-mist"}`}
                        >
                          <Check aria-hidden className="size-4" />
                          {done.has(i) ? "Done" : "Mark done"}
                          {/* A ticked objective unticks with the same button until the work is submitted. */}
                          {done.has(i) && <span className="font-normal text-navy underline"> Undo</span>}
                          <span className="sr-only">: {o.title}</span>
                        </button>
                      </Form>
                    )}
                    {progress?.completed && (
                      <p className="mt-2 inline-flex items-center gap-1 text-sm font-bold text-turquoise-deep">
                        <Check aria-hidden className="size-4" /> Done
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
        <aside className="h-fit space-y-6">
          {progress && (
            <section className="rounded-2xl border border-line p-6" aria-labelledby="submission-heading">
              <h2 id="submission-heading" className="font-display text-lg font-bold text-navy">
                Your submission
              </h2>
              {actionData && "error" in actionData && (
                <p role="alert" className="mt-2 rounded-lg bg-yellow/70 p-3 text-sm font-bold text-navy">
                  {actionData.error}
                </p>
              )}
              {progress.showcaseProjectId ? (
                progress.showcasePublished ? (
                  <p className="mt-2 text-sm text-muted">
                    Submitted and published.{" "}
                    <Link
                      to={href("/project/:id", { id: progress.showcaseProjectId })}
                      className="font-bold text-turquoise-deep underline"
                    >
                      See it in the showcase
                    </Link>{" "}
                    or{" "}
                    <Link
                      to={href("/dashboard/projects/:id/edit", { id: progress.showcaseProjectId })}
                      className="font-bold text-turquoise-deep underline"
                    >
                      add images and edit the write-up
                    </Link>
                    .
                  </p>
                ) : (
                  <p className="mt-2 text-sm text-muted">
                    Submitted. It is a draft in your projects that only you can see:{" "}
                    <Link
                      to={href("/dashboard/projects/:id/edit", { id: progress.showcaseProjectId })}
                      className="font-bold text-turquoise-deep underline"
                    >
                      edit it and publish it to the showcase
                    </Link>{" "}
                    when you are ready.
                  </p>
                )
              ) : progress.objectivesDone.length < progress.objectivesTotal ? (
                <p className="mt-2 text-sm text-muted">
                  Check off every objective to submit your work: {progress.objectivesDone.length} of{" "}
                  {progress.objectivesTotal} done.
                </p>
              ) : (
                <Form method="post" className="mt-3 space-y-3">
                  <input type="hidden" name="intent" value="submit" />
                  <label className="block text-sm font-bold text-navy">
                    Link to your work
                    <input
                      name="link"
                      type="url"
                      required
                      placeholder="https://"
                      className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
                    />
                  </label>
                  <label className="block text-sm font-bold text-navy">
                    Write-up
                    <textarea
                      name="writeUp"
                      rows={4}
                      maxLength={5000}
                      className="mt-1 block w-full rounded-lg border border-line px-3 py-2 font-normal"
                    />
                  </label>
                  <label className="flex items-start gap-2 text-sm text-navy">
                    <input type="checkbox" name="publish" className="mt-0.5 size-4 shrink-0 accent-navy" />
                    <span>
                      <span className="font-bold">Publish it in the showcase</span>: anyone can see it. Otherwise it is
                      a draft in your projects that only you can see.
                    </span>
                  </label>
                  <button type="submit" className="btn btn-primary w-full">
                    Submit my project
                  </button>
                </Form>
              )}
              {progress.completed && progress.credentialId && (
                <p className="mt-4 rounded-lg bg-turquoise/15 p-3 text-sm text-navy">
                  <strong>Project complete!</strong>{" "}
                  <Link
                    to={href("/credentials/verify/:id", { id: progress.credentialId })}
                    className="font-bold underline"
                  >
                    View your credential
                  </Link>
                </p>
              )}
              {!progress.completed && (
                <p className="mt-3 text-xs text-muted">
                  Check off every objective, then submit your work to complete the project and earn its badge.
                </p>
              )}
            </section>
          )}
          {project.dataset && (
            <section className="rounded-2xl bg-mist p-6" aria-labelledby="dataset-heading">
              <h2 id="dataset-heading" className="flex items-center gap-2 font-display text-lg font-bold text-navy">
                <Database aria-hidden className="size-5 text-turquoise-deep" /> The data
              </h2>
              <p className="mt-2 font-bold text-navy">{project.dataset.title}</p>
              <p className="mt-1 text-sm text-muted">
                Preview the tables and download the files in the data playground.
              </p>
              <Link
                to={`${href("/data-playground")}?datasetId=${encodeURIComponent(project.dataset.id)}`}
                className="btn btn-dark mt-4 w-full"
              >
                Open the data set
              </Link>
            </section>
          )}
          <section className="rounded-2xl border border-line p-6" aria-labelledby="skills-heading">
            <h2 id="skills-heading" className="font-display text-lg font-bold text-navy">
              Skills you practice
            </h2>
            <SkillChips skills={project.skills} />
            {project.instructor && (
              <p className="mt-5 flex items-center gap-3 text-sm text-muted">
                <InitialsAvatar name={project.instructor.name} size={40} />
                <span>
                  Designed by{" "}
                  {project.instructor.profileUrl ? (
                    <Link
                      to={project.instructor.profileUrl}
                      className="font-bold text-navy underline-offset-2 hover:underline"
                    >
                      {project.instructor.name}
                    </Link>
                  ) : (
                    <span className="font-bold text-navy">{project.instructor.name}</span>
                  )}
                </span>
              </p>
            )}
          </section>
        </aside>
      </div>
    </main>
  );
}
