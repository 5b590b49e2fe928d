import {
  BookOpen,
  Check,
  ChevronLeft,
  ChevronRight,
  Download,
  FileQuestion,
  ListTree,
  Lock,
  PlayCircle,
} from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Form, href, Link, useFetcher, useNavigate, useNavigation } from "react-router";
import { getAppContext } from "~/app/context.ts";
import { splitComponent, useMountedOnceActive } from "~/app/components/split-component.ts";
import { useDetailsHandoff } from "~/app/components/use-details-handoff.ts";
import type { BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";
import { orHttpError, readFormData, statusOf } from "~/app/lib/http.server.ts";
import { getViewer } from "~/app/lib/viewer.server.ts";
import { seo, siteUrlFrom } from "~/app/lib/seo.ts";
import { formatClipLength } from "~/core/format.ts";
import { completesManually, POSITION_REPORT_INTERVAL_MS, VideoPositionSchema } from "~/core/learning.ts";
import { passMarkPercent, type AttemptResult, type PublicQuestion } from "~/core/quiz.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/lesson";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  return { player: await orHttpError(services.learning.player(viewer, params)) };
}

/** Quiz answers arrive as `q:<questionId>` fields: one value, several (checkboxes), or a number. */
function answersOf(form: FormData, questionIds: Set<string>): Record<string, string | string[]> {
  const answers: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    if (!key.startsWith("q:")) continue;
    const id = key.slice(2);
    if (!questionIds.has(id)) continue;
    const values = form.getAll(key).map(String).filter(Boolean);
    const kind = form.get(`kind:${id}`);
    if (values.length) answers[id] = kind === "multiple" ? values : values[0]!;
  }
  return answers;
}

type ActionData =
  | { intent: "quiz"; result: AttemptResult; issued: string[] }
  | { intent: "complete"; issued: string[] }
  | { intent: "position"; watchedSeconds: number; completed: boolean; issued: string[] }
  | { intent: "error"; message: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = getAppContext(context);
  const viewer = await getViewer(context);
  const form = await readFormData(request);
  const intent = form.get("intent");
  try {
    if (intent === "position") {
      const parsed = VideoPositionSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) return data<ActionData>({ intent: "error", message: "That position is not valid." }, 400);
      const r = await services.learning.recordPosition(viewer, { ...params, position: parsed.data.position });
      return data<ActionData>({
        intent: "position",
        watchedSeconds: r.watchedSeconds,
        completed: r.completed,
        issued: r.issued,
      });
    }
    if (intent === "complete") {
      const r = await services.learning.markComplete(viewer, params);
      return data<ActionData>({ intent: "complete", issued: r.issued });
    }
    if (intent === "quiz") {
      const ids = new Set(String(form.get("questions") ?? "").split(","));
      const r = await services.learning.submitQuiz(viewer, { ...params, answers: answersOf(form, ids) });
      return data<ActionData>({ intent: "quiz", result: r.result, issued: r.issued });
    }
    return data<ActionData>({ intent: "error", message: "Unknown action." }, 400);
  } catch (error) {
    if (error instanceof DomainError) {
      return data<ActionData>({ intent: "error", message: error.message }, statusOf(error));
    }
    throw error;
  }
}

export const handle: BreadcrumbHandle = {
  breadcrumb: ({ data: d, pathname }) => {
    const p = (d as { player?: { lesson: { title: string }; course: { title: string; slug: string } } } | undefined)
      ?.player;
    if (!p) return null;
    return [
      { label: p.course.title, url: href("/course/:slug", { slug: p.course.slug }) },
      { label: p.lesson.title, url: pathname },
    ];
  },
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seo({
        title: `${loaderData.player.lesson.title} · ${loaderData.player.course.title}`,
        description: `Lesson ${loaderData.player.lesson.position} of ${loaderData.player.course.title}.`,
        path: href("/course/:slug/lesson/:lessonId", {
          slug: loaderData.player.course.slug,
          lessonId: loaderData.player.lesson.id,
        }),
        siteUrl: siteUrlFrom(matches),
      })
    : [];

type Player = Route.ComponentProps["loaderData"]["player"];
const KIND_ICON = { video: PlayCircle, reading: BookOpen, quiz: FileQuestion, download: Download } as const;
// A "download" lesson is the course's project: one name on the course page and in the player.
const KIND_LABEL = { video: "Video", reading: "Reading", quiz: "Quiz", download: "Project" } as const;

const lessonHref = (slug: string, lessonId: string) => href("/course/:slug/lesson/:lessonId", { slug, lessonId });

function ProgressBar({ value, label }: { value: number; label: string }) {
  return (
    <div>
      <div className="flex justify-between text-sm font-bold text-navy">
        <span>{label}</span>
        <span>{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-turquoise-deep" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

function Outline({ player }: { player: Player }) {
  return (
    <nav aria-label="Course outline">
      {player.chapters.map((chapter) => (
        <section key={chapter.chapter} className="mt-5 first:mt-0">
          <h2 className="text-xs font-bold tracking-wide text-muted uppercase">
            Chapter {chapter.chapter}: {chapter.title}
          </h2>
          <ol className="mt-2 space-y-1">
            {chapter.lessons.map((l) => {
              const current = l.id === player.lesson.id;
              const Icon = l.completed ? Check : l.locked ? Lock : KIND_ICON[l.kind];
              return (
                <li key={l.id}>
                  <Link
                    to={lessonHref(player.course.slug, l.id)}
                    aria-current={current ? "page" : undefined}
                    className={`flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm ${current ? "bg-navy text-white" : "text-ink hover:bg-mist"}`}
                  >
                    <Icon
                      aria-hidden
                      className={`mt-0.5 size-4 shrink-0 ${l.completed ? (current ? "text-turquoise" : "text-turquoise-deep") : ""}`}
                    />
                    <span className="flex-1">{l.title}</span>
                    <span className="sr-only">
                      {l.completed ? "(completed)" : l.locked ? "(locked)" : ""} {KIND_LABEL[l.kind]}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </nav>
  );
}

// The phone's outline drawer (Radix) loads on the way to the first tap, not with the lesson page.
const outlineDrawer = splitComponent(() => import("~/app/features/learning/outline-drawer.tsx"));

/**
 * On a phone the outline is a drawer; before hydration (or without JavaScript) a disclosure that
 * works on its own.
 */
function PhoneOutline({ player }: { player: Player }) {
  const [open, setOpen] = useState(false);
  // An outline opened before hydration opens as the drawer.
  const { hydrated, detailsRef, rootRef } = useDetailsHandoff(setOpen);
  const mounted = useMountedOnceActive(open);
  const navigation = useNavigation();
  useEffect(() => {
    if (navigation.state === "loading") setOpen(false);
  }, [navigation.state]);
  if (!hydrated) {
    return (
      <details ref={detailsRef} className="mt-4 rounded-xl border border-line p-3 lg:hidden">
        <summary className="cursor-pointer font-bold text-navy">Course outline</summary>
        <div className="mt-3">
          <Outline player={player} />
        </div>
      </details>
    );
  }
  return (
    <div ref={rootRef} className="mt-4 lg:hidden">
      <button
        type="button"
        className="btn btn-dark w-full"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...outlineDrawer.intentProps}
      >
        <ListTree aria-hidden className="size-4" /> Course outline
      </button>
      {mounted && (
        <outlineDrawer.Component open={open} onOpenChange={setOpen} title={player.course.title}>
          <Outline player={player} />
        </outlineDrawer.Component>
      )}
    </div>
  );
}

function Gate({ player }: { player: Player }) {
  const visitor = !player.signedIn;
  const chapter = player.chapters.find((c) => c.chapter === player.lesson.chapter);
  return (
    <div className="rounded-2xl border border-line bg-mist p-8">
      <p className="inline-flex items-center gap-1.5 rounded-full bg-yellow px-3 py-1 text-sm font-bold text-navy">
        <Lock aria-hidden className="size-4" /> Requires Pro
      </p>
      <h2 className="mt-4 font-display text-2xl font-bold text-navy">
        Unlock chapter {player.lesson.chapter}: {chapter?.title}
      </h2>
      <p className="mt-2 text-muted">
        The first chapter of every course is free. This chapter is included with Maven Pro
        {chapter?.lessons.some((l) => l.completed) ? "; the lessons you completed stay completed" : ""}:
      </p>
      <ul className="mt-4 space-y-1.5">
        {chapter?.lessons.map((l) => (
          <li key={l.id} className="flex items-start gap-2 text-ink" data-testid="gate-lesson">
            {l.completed ? (
              <Check aria-hidden className="mt-1 size-4 shrink-0 text-turquoise-deep" />
            ) : (
              <Lock aria-hidden className="mt-1 size-4 shrink-0 text-muted" />
            )}
            {/* Title and details as one block beside the icon, so a wrapped line starts under the title. */}
            <span className="min-w-0">
              {l.title}{" "}
              <span className="text-sm whitespace-nowrap text-muted">
                · {l.completed ? "completed, " : ""}
                {KIND_LABEL[l.kind]}, {l.minutes} min
              </span>
            </span>
          </li>
        ))}
      </ul>
      {/* A free account does not open this chapter: say so before the sign-up, which comes back here. */}
      {visitor && (
        <p id="gate-next" className="mt-6 text-sm text-navy">
          Create a free account first: you come back to this lesson and can start Pro from here.
        </p>
      )}
      <Link
        to={player.gateHref!}
        className={`btn btn-primary ${visitor ? "mt-3" : "mt-6"}`}
        aria-describedby={visitor ? "gate-next" : undefined}
      >
        {visitor ? "Sign up free" : "Unlock with Pro"}
      </Link>
    </div>
  );
}

function Video({ player, content }: { player: Player; content: Extract<Player["content"], { kind: "video" }> }) {
  const ref = useRef<HTMLVideoElement>(null);
  const fetcher = useFetcher<typeof action>();
  const [rate, setRate] = useState(1);
  const lastSent = useRef(0);
  const report = (force = false) => {
    const video = ref.current;
    if (!video || !player.signedIn) return;
    const now = Date.now();
    if (!force && now - lastSent.current < POSITION_REPORT_INTERVAL_MS) return;
    lastSent.current = now;
    void fetcher.submit({ intent: "position", position: video.currentTime.toFixed(2) }, { method: "post" });
  };
  useEffect(() => {
    const video = ref.current;
    if (video && content.resumeAt > 0 && video.currentTime === 0) video.currentTime = content.resumeAt;
  }, [content.resumeAt]);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate]);
  const done = fetcher.data && "completed" in fetcher.data && fetcher.data.completed;
  // Where this lesson opened: saving the position reloads the lesson with a new resumeAt, which must
  // not turn the status line into "Resuming at …" while the video plays.
  const [opened, setOpened] = useState({ lessonId: player.lesson.id, resumeAt: content.resumeAt });
  if (opened.lessonId !== player.lesson.id) setOpened({ lessonId: player.lesson.id, resumeAt: content.resumeAt });
  return (
    <div className="grid gap-6 xl:grid-cols-[1fr_280px]">
      {/* min-w-0: a wide code block in the notes scrolls in its own box instead of widening the page. */}
      <div className="min-w-0">
        <video
          ref={ref}
          controls
          preload="metadata"
          poster={`${content.src}.png`}
          playsInline
          className="aspect-video w-full rounded-xl bg-navy"
          onLoadedMetadata={(e) => {
            if (content.resumeAt > 0) e.currentTarget.currentTime = content.resumeAt;
            e.currentTarget.playbackRate = rate;
          }}
          onTimeUpdate={() => report()}
          onPause={() => report(true)}
          onEnded={() => report(true)}
          aria-label={`Video: ${player.lesson.title}`}
          data-testid="lesson-video"
        >
          <source src={`${content.src}.mp4`} type="video/mp4" />
          <track kind="captions" src={content.captionsSrc} srcLang="en" label="English" default />
        </video>
        <div className="mt-3 flex flex-wrap items-center gap-4 text-sm">
          <label className="inline-flex items-center gap-2 font-bold text-navy">
            Speed
            <select
              value={rate}
              onChange={(e) => setRate(Number(e.target.value))}
              className="rounded-lg border border-line px-2 py-1"
            >
              {[0.75, 1, 1.25, 1.5, 2].map((r) => (
                <option key={r} value={r}>
                  {r}×
                </option>
              ))}
            </select>
          </label>
          <p className="text-muted" aria-live="polite">
            {done || player.lesson.completed
              ? "Watched: this lesson is complete."
              : opened.resumeAt > 0
                ? `Resuming at ${Math.floor(opened.resumeAt)} s.`
                : "Completes when you have watched 90% of the video."}
          </p>
        </div>
        <div className="prose-lesson mt-4" dangerouslySetInnerHTML={{ __html: content.introHtml }} />
      </div>
      <section aria-labelledby="transcript-heading" className="rounded-xl border border-line p-4">
        <h2 id="transcript-heading" className="font-display text-lg font-bold text-navy">
          Transcript
        </h2>
        <div className="mt-2 max-h-80 space-y-3 overflow-y-auto text-sm text-ink" tabIndex={0}>
          {content.transcript.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
    </div>
  );
}

function QuestionField({ q, result }: { q: PublicQuestion; result?: AttemptResult["results"][number] }) {
  return (
    // A fieldset is as wide as its longest unbreakable line unless told otherwise (min-w-0): a formula
    // in a prompt or a choice widened the page at 375 px. Long formulas break where they must.
    <fieldset className="min-w-0 rounded-xl border border-line p-5 [overflow-wrap:anywhere]">
      {/* Floated, the legend sits inside the box instead of on its border (long prompts straddled it). */}
      <legend className="float-left w-full font-bold text-navy">{q.prompt}</legend>
      <input type="hidden" name={`kind:${q.id}`} value={q.type} />
      <div className="clear-both" />
      {q.type === "numeric" ? (
        <label className="mt-2 block text-sm">
          <span className="font-bold text-navy">Your answer{q.unit ? ` (${q.unit})` : ""}</span>
          <input
            name={`q:${q.id}`}
            inputMode="decimal"
            className="mt-1 block w-40 rounded-lg border border-line px-3 py-2"
            autoComplete="off"
          />
        </label>
      ) : (
        <div className="mt-2 space-y-2">
          {q.type === "multiple" && <p className="text-sm text-muted">Choose all that apply.</p>}
          {q.choices.map((c) => (
            <label key={c.id} className="flex items-start gap-2">
              <input
                type={q.type === "single" ? "radio" : "checkbox"}
                name={`q:${q.id}`}
                value={c.id}
                className="mt-1.5 shrink-0"
              />
              <span className="min-w-0">{c.text}</span>
            </label>
          ))}
        </div>
      )}
      {result && (
        <p
          className={`mt-3 rounded-lg p-3 text-sm ${result.correct ? "bg-turquoise/15 text-navy" : "bg-yellow/60 text-navy"}`}
        >
          <strong>{result.correct ? "Correct." : result.answered ? "Not quite." : "Not answered."}</strong>{" "}
          {result.explanation}
        </p>
      )}
    </fieldset>
  );
}

function Quiz({
  player,
  content,
  actionData,
}: {
  player: Player;
  content: Extract<Player["content"], { kind: "quiz" }>;
  actionData?: ActionData;
}) {
  const navigation = useNavigation();
  // "Clear answers" clears the last attempt's score and explanations with the answers; the next
  // attempt's result (a new object) shows again.
  const [cleared, setCleared] = useState<AttemptResult | null>(null);
  const submitted = actionData?.intent === "quiz" ? actionData.result : undefined;
  const result = submitted && submitted !== cleared ? submitted : undefined;
  const [attempt, setAttempt] = useState(0);
  const byId = new Map(result?.results.map((r) => [r.questionId, r]));
  return (
    <div>
      <div className="prose-lesson" dangerouslySetInnerHTML={{ __html: content.introHtml }} />
      <p className="mt-2 text-sm font-bold text-navy">
        Pass mark: {passMarkPercent(content.passMark)}%
        {content.bestScore !== null && ` · Your best score: ${Math.round(content.bestScore * 100)}%`}
      </p>
      {result && (
        <div
          role="status"
          className={`mt-4 rounded-xl p-4 font-bold ${result.passed ? "bg-turquoise/20" : "bg-yellow/70"} text-navy`}
        >
          {result.passed
            ? `Passed with ${Math.round(result.score * 100)}%: this lesson is complete.`
            : `You scored ${Math.round(result.score * 100)}% (${result.correctCount} of ${result.questionCount} right). Read the explanations and try again.`}
        </div>
      )}
      <Form method="post" key={attempt} className="mt-5 space-y-4">
        <input type="hidden" name="intent" value="quiz" />
        <input type="hidden" name="questions" value={content.questions.map((q) => q.id).join(",")} />
        {content.questions.map((q) => (
          <QuestionField key={q.id} q={q} result={byId.get(q.id)} />
        ))}
        {player.signedIn ? (
          <div className="flex gap-3">
            <button type="submit" className="btn btn-primary" disabled={navigation.state === "submitting"}>
              Check my answers
            </button>
            {result && !result.passed && (
              <button
                type="button"
                className="btn btn-dark"
                onClick={() => {
                  setAttempt((n) => n + 1);
                  setCleared(submitted ?? null);
                }}
              >
                Clear answers
              </button>
            )}
          </div>
        ) : (
          <SignUpPrompt />
        )}
      </Form>
    </div>
  );
}

function SignUpPrompt() {
  return (
    <p className="rounded-xl bg-mist p-4 text-sm text-navy">
      <Link to={href("/signup")} className="font-bold text-turquoise-deep underline">
        Create a free account
      </Link>{" "}
      to save your progress, take the quizzes and earn the badge.
    </p>
  );
}

export default function LessonPage({ loaderData: { player }, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { lesson, content, progress } = player;
  const Icon = KIND_ICON[lesson.kind];
  const credentialId = player.credentialId;

  // Keyboard: n / p for the next and previous lesson, k for play/pause (not while typing).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      if (event.key === "n" && player.next) navigate(lessonHref(player.course.slug, player.next.id));
      else if (event.key === "p" && player.previous) navigate(lessonHref(player.course.slug, player.previous.id));
      else if (event.key === "k") {
        const video = document.querySelector<HTMLVideoElement>("video");
        if (video) void (video.paused ? video.play() : video.pause());
      } else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, player]);

  return (
    <main className="container-site py-8">
      <div className="grid gap-8 lg:grid-cols-[300px_1fr]">
        <aside className="lg:sticky lg:top-4 lg:h-fit">
          <Link
            to={href("/course/:slug", { slug: player.course.slug })}
            className="font-display text-lg font-bold text-navy hover:underline"
          >
            {player.course.title}
          </Link>
          {player.signedIn ? (
            <div className="mt-3">
              <ProgressBar value={progress.percent} label="Course progress" />
              <p className="mt-1 text-xs text-muted">
                {progress.lessonsCompleted} of {progress.lessonsTotal} lessons complete
              </p>
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">{progress.lessonsTotal} lessons · the first chapter is free</p>
          )}
          <PhoneOutline player={player} />
          <div className="mt-6 hidden lg:block">
            <Outline player={player} />
          </div>
        </aside>

        <div className="min-w-0">
          <p className="eyebrow inline-flex items-center gap-1.5">
            <Icon aria-hidden className="size-4" /> Chapter {lesson.chapter} ·{" "}
            {/* The lesson's time includes practice, so a video says its own length too. */}
            {content?.kind === "video" && content.durationSeconds > 0
              ? `Video ${formatClipLength(content.durationSeconds)} · ${lesson.minutes} min with practice`
              : `${KIND_LABEL[lesson.kind]} · ${lesson.minutes} min`}
          </p>
          <h1 className="mt-1 font-display text-3xl font-bold text-navy">{lesson.title}</h1>
          {lesson.completed && (
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-turquoise/15 px-3 py-1 text-sm font-bold text-navy">
              <Check aria-hidden className="size-4" /> Completed
            </p>
          )}
          {actionData?.intent === "error" && (
            <p role="alert" className="mt-4 rounded-xl bg-yellow/70 p-4 font-bold text-navy">
              {actionData.message}
            </p>
          )}
          {progress.completed && credentialId && (
            <div role="status" className="mt-4 rounded-xl bg-turquoise/20 p-4 text-navy">
              <strong>Course complete!</strong> Your credential is ready:{" "}
              <Link to={href("/credentials/verify/:id", { id: credentialId })} className="font-bold underline">
                view and share your credential
              </Link>
              .
            </div>
          )}

          <div className="mt-6">
            {player.gateHref || !content ? (
              <Gate player={player} />
            ) : content.kind === "reading" ? (
              <div className="prose-lesson" dangerouslySetInnerHTML={{ __html: content.html }} />
            ) : content.kind === "video" ? (
              <Video player={player} content={content} />
            ) : content.kind === "quiz" ? (
              <Quiz player={player} content={content} actionData={actionData} />
            ) : (
              <div>
                <div className="prose-lesson" dangerouslySetInnerHTML={{ __html: content.introHtml }} />
                <ul className="mt-4 space-y-2">
                  {content.files.map((f) => (
                    <li key={f.id}>
                      <a
                        href={href("/course/:slug/lesson/:lessonId/files/:fileId", {
                          slug: player.course.slug,
                          lessonId: lesson.id,
                          fileId: f.id,
                        })}
                        className="btn btn-dark"
                        download
                      >
                        <Download aria-hidden className="size-4" /> {f.name} ({Math.max(1, Math.round(f.size / 1000))}{" "}
                        KB)
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>

          {!player.gateHref && !player.signedIn && lesson.kind !== "quiz" && (
            <div className="mt-6">
              <SignUpPrompt />
            </div>
          )}
          {!player.gateHref && player.signedIn && completesManually(lesson.kind) && !lesson.completed && (
            <Form method="post" className="mt-6">
              <input type="hidden" name="intent" value="complete" />
              <button type="submit" className="btn btn-primary">
                <Check aria-hidden className="size-4" /> Mark complete
              </button>
            </Form>
          )}

          <nav
            aria-label="Lesson navigation"
            className="mt-10 flex flex-wrap justify-between gap-3 border-t border-line pt-6"
          >
            {player.previous ? (
              <Link to={lessonHref(player.course.slug, player.previous.id)} className="btn btn-dark" rel="prev">
                <ChevronLeft aria-hidden className="size-4" /> Previous
                <span className="sr-only">: {player.previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {player.next && (
              <Link to={lessonHref(player.course.slug, player.next.id)} className="btn btn-primary" rel="next">
                Next<span className="sr-only">: {player.next.title}</span>{" "}
                <ChevronRight aria-hidden className="size-4" />
              </Link>
            )}
          </nav>
          <p className="mt-3 text-xs text-muted pointer-coarse:hidden">
            Keyboard: <kbd>n</kbd> next lesson, <kbd>p</kbd> previous lesson
            {content?.kind === "video" ? (
              <>
                , <kbd>k</kbd> play or pause the video
              </>
            ) : null}
            .
          </p>
        </div>
      </div>
    </main>
  );
}
