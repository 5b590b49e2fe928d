import { getAppContext } from "~/app/context.ts";
import { statusOf } from "~/app/lib/http.server.ts";
import { splitCourseDescription } from "~/core/course-description.ts";
import { DomainError } from "~/server/domain/errors.ts";
import type { Route } from "./+types/trailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The demo catalogue's course trailers: a short animated title sequence made from the course's own
 * facts, served as a self-contained page for the video modal's player frame. Real courses point
 * `video` at the video host instead (VIDEO_EMBED_ORIGINS).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { nonce } = getAppContext(context);
  let course;
  try {
    course = await getAppContext(context).services.catalog.courseBySlug(params.slug);
  } catch (error) {
    if (error instanceof DomainError) return new Response("No such trailer", { status: statusOf(error) });
    throw error;
  }
  const outcomes = splitCourseDescription(course.descriptionDetail).outcomes.slice(0, 3);
  const slides = [
    `<p class="eyebrow">${course.kind === "crash_course" ? "Crash course" : "Course"}</p><h1>${escapeHtml(course.title)}</h1><p>with ${escapeHtml(course.authorName)}</p>`,
    ...outcomes.map((o, i) => `<p class="eyebrow">You will learn · ${i + 1}</p><h2>${escapeHtml(o)}</h2>`),
    `<p class="eyebrow">${course.lessons.length} lessons · ${Math.round(course.lengthHours * 10) / 10} hours</p><h2>${escapeHtml(course.tools.join(" · "))}</h2><img src="${escapeHtml(course.badgeSrc)}" alt="" width="96" height="96">`,
  ];
  const seconds = slides.length * 4;
  const share = Math.floor(100 / slides.length);
  // Plays once and stays on the last slide (WCAG 2.2.2: moving content longer than 5 s can be
  // paused). Pause is a checkbox and Replay reloads the frame, so the page needs no script.
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(course.title)}: trailer</title>
<style nonce="${nonce}">
html,body{margin:0;height:100%;background:#0b1f33;color:#fff;font-family:system-ui,sans-serif;overflow:hidden}
.stage{position:relative;height:100%}
.slide{position:absolute;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:6%;opacity:0;animation:show ${seconds}s 1 both}
${slides.map((_, i) => `.slide:nth-child(${i + 1}){animation-delay:${i * 4}s}`).join("\n")}
.slide:last-of-type{animation-name:stay;animation-duration:.6s}
@keyframes show{0%{opacity:0;transform:translateY(12px)}3%{opacity:1;transform:none}${share - 3}%{opacity:1}${share}%,100%{opacity:0}}
@keyframes stay{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}
.eyebrow{color:#20e2d7;font-weight:900;letter-spacing:.14em;text-transform:uppercase;font-size:clamp(10px,2.2vw,16px);margin:0 0 .6em}
h1,h2{margin:0;font-size:clamp(20px,5.5vw,48px);line-height:1.15;max-width:22ch}
h2{font-size:clamp(18px,4.4vw,38px)}
p{margin:.6em 0 0;font-size:clamp(12px,2.6vw,20px);color:#f9fea5}
img{margin-top:1em}
.bar{position:absolute;left:0;bottom:0;height:4px;width:100%;background:#20e2d7;transform-origin:left;animation:bar ${seconds - 4}s linear 1 both}
@keyframes bar{from{transform:scaleX(0)}to{transform:scaleX(1)}}
#pause:checked~.stage .slide,#pause:checked~.stage .bar{animation-play-state:paused}
#pause{position:absolute;opacity:0;pointer-events:none}
.controls{position:absolute;right:12px;bottom:14px;display:flex;gap:8px;z-index:1}
.controls label,.controls a{font:600 13px/1 system-ui,sans-serif;color:#0b1f33;background:#fff;border-radius:999px;padding:8px 14px;text-decoration:none;cursor:pointer}
#pause:focus-visible~.controls label,.controls a:focus-visible{outline:3px solid #20e2d7;outline-offset:2px}
.when-paused,#pause:checked~.controls .when-playing{display:none}
#pause:checked~.controls .when-paused{display:inline}
@media (prefers-reduced-motion:reduce){.slide{animation:none}.slide:last-of-type{opacity:1}.bar,.controls label,#pause{display:none}}
</style></head>
<body><input type="checkbox" id="pause"><div class="stage" role="img" aria-label="${escapeHtml(`Trailer for ${course.title}`)}">${slides
    .map((s) => `<section class="slide">${s}</section>`)
    .join(
      "",
    )}<div class="bar"></div></div><div class="controls"><label for="pause"><span class="when-playing">Pause</span><span class="when-paused">Play</span></label><a href="">Replay</a></div></body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
