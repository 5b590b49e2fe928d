/**
 * Makes the lesson videos (issue 16): the topic clips of db/seed/content/demo-videos.ts and the
 * course tours of db/seed/content/course-tours.ts. Each slide is drawn by ffmpeg's drawtext and
 * narrated by espeak-ng; the slides are joined into a small MP4 (H.264 + AAC) at 480x270, with
 * WebVTT captions (one cue per slide) and a poster still (PNG), under public/videos/. Timings and
 * cues (the transcript) go to db/seed/content/demo-video-timings.json for the seed.
 *
 *   npx tsx scripts/make-demo-videos.ts            # the topic clips
 *   npx tsx scripts/make-demo-videos.ts --tours    # one tour per course (db/seed/content/course-tours.ts)
 *
 * Needs ffmpeg (with libfreetype and libx264) and espeak-ng. The outputs are committed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { courseTours } from "../db/seed/content/course-tours.ts";
import { demoVideos } from "../db/seed/content/demo-videos.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/videos");
const timingsFile = path.join(root, "db/seed/content/demo-video-timings.json");
const FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const PAUSE_SECONDS = 0.6;

fs.mkdirSync(outDir, { recursive: true });
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
const probeSeconds = (file: string) =>
  Number(run("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]).toString().trim());
const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

type Timing = { durationSeconds: number; cues: { start: number; end: number; text: string }[] };
// Each run remakes one set and keeps the other's timings.
const timings: Record<string, Timing> = fs.existsSync(timingsFile)
  ? (JSON.parse(fs.readFileSync(timingsFile, "utf8")) as Record<string, Timing>)
  : {};
const tours = process.argv.includes("--tours");
// One format, MP4 (H.264 + AAC), which every browser we support plays (decision 046). The tours are
// 30 files of most of a minute: speech-rate audio and 2 frames a second (the slides are still) keep
// each near 130 KB (espeak-ng's voice loses little below 5.5 kHz); the topic clips keep their original settings.
const audio = tours ? { aac: "12k", aacRate: "11025" } : { aac: "32k", aacRate: "24000" };
const fps = tours ? "2" : "5";

const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
for (const video of (tours ? courseTours : demoVideos).filter((v) => !only || v.name === only)) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `video-${video.name}-`));
  const segments: string[] = [];
  const cues: { start: number; end: number; text: string }[] = [];
  let clock = 0;
  video.slides.forEach((slide, i) => {
    const wav = path.join(work, `s${i}.wav`);
    run("espeak-ng", ["-v", "en-us", "-s", "165", "-w", wav, slide.narration]);
    const seconds = probeSeconds(wav) + PAUSE_SECONDS;
    // Each text is read from a file with expansion off, so no character needs filtergraph escaping
    // (a "%" in "% of total" once made drawtext drop the whole line).
    let texts = 0;
    const text = (value: string) => {
      const file = path.join(work, `s${i}-t${texts++}.txt`);
      fs.writeFileSync(file, value);
      return `textfile=${file}:expansion=none`;
    };
    // One size per slide: long lines make the whole list smaller rather than uneven.
    const lineSize = slide.lines.some((line) => line.length > 40) ? 14 : 17;
    const filters = [
      `drawbox=x=0:y=0:w=iw:h=6:color=0x20e2d7:t=fill`,
      `drawtext=fontfile=${FONT_BOLD}:${text(slide.heading)}:fontcolor=white:fontsize=24:x=28:y=40`,
      ...slide.lines.map(
        (line, j) =>
          `drawtext=fontfile=${FONT}:${text(line)}:fontcolor=0xf9fea5:fontsize=${lineSize}:x=28:y=${slide.lines.length > 4 ? 86 + j * 24 : 100 + j * 34}`,
      ),
      `drawtext=fontfile=${FONT}:${text("Maven Analytics")}:fontcolor=0x20e2d7:fontsize=12:x=28:y=h-30`,
    ].join(",");
    const segment = path.join(work, `s${i}.mkv`);
    run("ffmpeg", [
      "-y",
      "-f",
      "lavfi",
      "-i",
      `color=c=0x0b1f3a:s=480x270:r=5:d=${seconds.toFixed(3)}`,
      "-i",
      wav,
      "-filter_complex",
      `[0:v]${filters}[v];[1:a]apad=whole_dur=${seconds.toFixed(3)}[a]`,
      "-map",
      "[v]",
      "-map",
      "[a]",
      "-c:v",
      "ffv1",
      "-c:a",
      "pcm_s16le",
      "-ar",
      "24000",
      "-ac",
      "1",
      "-t",
      seconds.toFixed(3),
      segment,
    ]);
    segments.push(segment);
    cues.push({ start: clock, end: clock + seconds - PAUSE_SECONDS / 2, text: slide.narration });
    clock += seconds;
  });
  const list = path.join(work, "list.txt");
  fs.writeFileSync(list, segments.map((s) => `file '${s}'`).join("\n"));
  const joined = path.join(work, "joined.mkv");
  run("ffmpeg", ["-y", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy", joined]);
  run("ffmpeg", [
    "-y",
    "-i",
    joined,
    "-c:v",
    "libx264",
    "-r",
    fps,
    "-g",
    "120",
    "-preset",
    "slow",
    "-crf",
    "32",
    "-pix_fmt",
    "yuv420p",
    "-tune",
    "stillimage",
    "-c:a",
    "aac",
    "-b:a",
    audio.aac,
    "-ar",
    audio.aacRate,
    "-movflags",
    "+faststart",
    path.join(outDir, `${video.name}.mp4`),
  ]);
  // The poster: a tour's title slide; a topic clip's second slide, which the readings also show.
  // A tour's poster has few colors, so a palette keeps it small.
  run("ffmpeg", [
    "-y",
    "-ss",
    (tours ? 0.5 : (cues[1]?.start ?? 0) + 0.5).toFixed(2),
    "-i",
    joined,
    ...(tours ? ["-vf", "split[a][b];[a]palettegen=max_colors=32[p];[b][p]paletteuse"] : []),
    "-frames:v",
    "1",
    path.join(outDir, `${video.name}.png`),
  ]);
  const vtt = [
    "WEBVTT",
    "",
    ...cues.flatMap((c, i) => [`${i + 1}`, `${vttTime(c.start)} --> ${vttTime(c.end)}`, c.text, ""]),
  ];
  fs.writeFileSync(path.join(outDir, `${video.name}.vtt`), vtt.join("\n"));
  const duration = probeSeconds(path.join(outDir, `${video.name}.mp4`));
  timings[video.name] = { durationSeconds: Math.round(duration * 10) / 10, cues };
  fs.rmSync(work, { recursive: true, force: true });
  const size = fs.statSync(path.join(outDir, `${video.name}.mp4`)).size;
  console.log(`${video.name}.mp4: ${(size / 1024).toFixed(0)} KB, ${duration.toFixed(1)} s`);
}
fs.writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
