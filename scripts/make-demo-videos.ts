/**
 * Makes the demo lesson videos (issue 16) from db/seed/content/demo-videos.ts: each slide is drawn by
 * ffmpeg's drawtext and narrated by espeak-ng; the slides are joined into a small WebM (VP9 + Opus)
 * and MP4 (H.264 + AAC) at 480x270 and 5 frames per second, with WebVTT captions (one cue per slide)
 * a poster still (PNG) and a plain-text transcript, all under public/videos/. Timings go to
 * db/seed/content/demo-video-timings.json for the seed.
 *
 *   npx tsx scripts/make-demo-videos.ts
 *
 * Needs ffmpeg (with libfreetype, libvpx, libopus, libx264) and espeak-ng. The outputs are committed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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
/** drawtext's own escaping: backslash, colon, quote and percent. */
const esc = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/:/g, "\\:").replace(/'/g, "\u2019").replace(/%/g, "\\%");
const vttTime = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const sec = Math.floor((ms % 60000) / 1000);
  return `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}:${String(sec).padStart(2, "0")}.${String(ms % 1000).padStart(3, "0")}`;
};

const timings: Record<string, { durationSeconds: number; cues: { start: number; end: number; text: string }[] }> = {};

for (const video of demoVideos) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `video-${video.name}-`));
  const segments: string[] = [];
  const cues: { start: number; end: number; text: string }[] = [];
  let clock = 0;
  video.slides.forEach((slide, i) => {
    const wav = path.join(work, `s${i}.wav`);
    run("espeak-ng", ["-v", "en-us", "-s", "165", "-w", wav, slide.narration]);
    const seconds = probeSeconds(wav) + PAUSE_SECONDS;
    const filters = [
      `drawbox=x=0:y=0:w=iw:h=6:color=0x20e2d7:t=fill`,
      `drawtext=fontfile=${FONT_BOLD}:text='${esc(slide.heading)}':fontcolor=white:fontsize=24:x=28:y=40`,
      ...slide.lines.map(
        (line, j) =>
          `drawtext=fontfile=${FONT}:text='${esc(line)}':fontcolor=0xf9fea5:fontsize=${line.length > 40 ? 13 : 17}:x=28:y=${100 + j * 34}`,
      ),
      `drawtext=fontfile=${FONT}:text='Maven Analytics':fontcolor=0x20e2d7:fontsize=12:x=28:y=h-30`,
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
    "libvpx-vp9",
    "-b:v",
    "40k",
    "-deadline",
    "good",
    "-cpu-used",
    "4",
    "-row-mt",
    "1",
    "-c:a",
    "libopus",
    "-b:a",
    "24k",
    path.join(outDir, `${video.name}.webm`),
  ]);
  run("ffmpeg", [
    "-y",
    "-i",
    joined,
    "-c:v",
    "libx264",
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
    "32k",
    "-movflags",
    "+faststart",
    path.join(outDir, `${video.name}.mp4`),
  ]);
  // A still of the second slide: the video's poster, and a figure the readings can show.
  run("ffmpeg", [
    "-y",
    "-ss",
    ((cues[1]?.start ?? 0) + 0.5).toFixed(2),
    "-i",
    joined,
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
  const duration = probeSeconds(path.join(outDir, `${video.name}.webm`));
  timings[video.name] = { durationSeconds: Math.round(duration * 10) / 10, cues };
  fs.rmSync(work, { recursive: true, force: true });
  for (const ext of ["webm", "mp4"]) {
    const size = fs.statSync(path.join(outDir, `${video.name}.${ext}`)).size;
    console.log(`${video.name}.${ext}: ${(size / 1024).toFixed(0)} KB, ${duration.toFixed(1)} s`);
  }
}
fs.writeFileSync(timingsFile, `${JSON.stringify(timings, null, 2)}\n`);
