import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RASTER_IMAGE_DIRS, RASTER_MAX_WIDTH, RASTER_SCALE } from "~/core/images.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC = path.join(ROOT, "public");
const CONTENT = path.join(ROOT, "db", "seed", "content");
/** Folders under public/ the seed's file paths point into. */
const LOCAL_FILE = new RegExp(`^/(${readdirSync(PUBLIC).join("|")})/[^?#\\s]+\\.[a-z0-9]+$`);

/** Every string in a seed export that names a file under public/ (avatars, badges, videos, covers…). */
function localFiles(value: unknown, seen = new Set<unknown>(), out = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (LOCAL_FILE.test(value)) out.add(value);
  } else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) localFiles(v, seen, out);
  }
  return out;
}

/** The files under public/ that the seed content names, the publishing stories' logos included. */
async function seedFiles(): Promise<Set<string>> {
  const modules = readdirSync(CONTENT).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  const files = new Set<string>();
  for (const file of modules) localFiles(await import(path.join(CONTENT, file)), new Set(), files);
  const { STORIES } = await import("./content/publishing/stories.ts");
  localFiles(STORIES, new Set(), files);
  return files;
}

describe("seed content", () => {
  it("points only at files that exist under public/ (a missing one is a broken image on every page that shows it)", async () => {
    const files = await seedFiles();
    expect(files.size).toBeGreaterThan(50);
    expect([...files].filter((f) => !existsSync(path.join(PUBLIC, f)))).toEqual([]);
  });

  it("shows illustrations as their PNG renderings, never as SVG in an <img> (decision 064)", async () => {
    const illustrations = [...(await seedFiles())].filter((f) =>
      RASTER_IMAGE_DIRS.some((dir) => f.startsWith(`/images/${dir}/`)),
    );
    expect(illustrations.length).toBeGreaterThan(100);
    expect(illustrations.filter((f) => !f.endsWith(".png"))).toEqual([]);
  });
});

describe("illustrations", () => {
  it("every SVG has its PNG rendering at its scaled size (run scripts/make-raster-images.ts after editing one)", async () => {
    const { default: sharp } = await import("sharp");
    const wrong: string[] = [];
    for (const dir of RASTER_IMAGE_DIRS) {
      for (const name of readdirSync(path.join(PUBLIC, "images", dir)).filter((f) => f.endsWith(".svg"))) {
        const svg = path.join(PUBLIC, "images", dir, name);
        const png = svg.replace(/\.svg$/, ".png");
        if (!existsSync(png)) {
          wrong.push(`${dir}/${name}: no PNG`);
          continue;
        }
        const [source, raster] = await Promise.all([sharp(svg).metadata(), sharp(png).metadata()]);
        const expected = Math.min(RASTER_SCALE * (source.width ?? 0), RASTER_MAX_WIDTH);
        if (Math.abs((raster.width ?? 0) - expected) > 1)
          wrong.push(`${dir}/${name}: ${raster.width} px wide, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("lesson videos", () => {
  it("each video lesson has its MP4, poster and captions, and the captions say what the transcript says", async () => {
    const { lessonSeed } = await import("./content/lessons.ts");
    const videos = lessonSeed.filter((l) => l.kind === "video");
    // Each course's tour, and the topic clips (decision 060).
    expect(videos.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const lesson of videos) {
      for (const file of [`${lesson.videoSrc}.mp4`, `${lesson.videoSrc}.png`, lesson.captionsSrc!]) {
        if (!existsSync(path.join(PUBLIC, file))) missing.push(`${lesson.id}: ${file}`);
      }
    }
    expect(missing).toEqual([]);
    for (const src of new Set(videos.map((l) => l.captionsSrc!))) {
      const vtt = readFileSync(path.join(PUBLIC, src), "utf8");
      const cueTexts = vtt
        .split("\n\n")
        .slice(1)
        .map((cue) => cue.split("\n").slice(2).join(" ").trim());
      const lesson = videos.find((l) => l.captionsSrc === src)!;
      expect(cueTexts.filter(Boolean), src).toEqual(lesson.transcript!.split("\n\n"));
    }
  });

  it("were made from the text they come from (re-run scripts/make-demo-videos.ts after changing it)", async () => {
    const { courseTours } = await import("./content/course-tours.ts");
    const { demoVideos } = await import("./content/demo-videos.ts");
    const timings = JSON.parse(readFileSync(path.join(CONTENT, "demo-video-timings.json"), "utf8")) as Record<
      string,
      { cues: { text: string }[] }
    >;
    for (const video of [...demoVideos, ...courseTours]) {
      expect(
        timings[video.name]?.cues.map((c) => c.text),
        video.name,
      ).toEqual(video.slides.map((s) => s.narration));
    }
    expect(Object.keys(timings).sort()).toEqual([...demoVideos, ...courseTours].map((v) => v.name).sort());
  });

  it("plays the course's own tour in its first lesson, and a topic clip only where it is the lesson's title", async () => {
    const { lessonSeed } = await import("./content/lessons.ts");
    const { courseSeed } = await import("./content/courses.ts");
    const { tourVideoName } = await import("./content/course-tours.ts");
    for (const lesson of lessonSeed.filter((l) => l.kind === "video")) {
      const course = courseSeed.find((c) => c.id === lesson.courseId)!;
      if (lesson.videoSrc === `/videos/${tourVideoName(course.id!)}`) {
        // No lesson but the opening one plays the tour: a learner does not watch it again and again.
        expect(lesson.position, lesson.id!).toBe(1);
        expect(lesson.transcript).toContain(`Welcome to ${course.title}.`);
        expect(lesson.body).toContain(`Watch "A tour of ${course.title}": what the course covers`);
      } else if (lesson.videoSrc === "/videos/xlookup-in-one-minute") {
        expect(lesson.title).toMatch(/lookup/i);
      } else {
        expect(lesson.videoSrc).toBe("/videos/sql-select-basics");
        expect(lesson.title).toMatch(/SELECT|WHERE|GROUP BY/);
      }
    }
  });
});
