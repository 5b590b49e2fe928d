/**
 * The demo lesson videos (issue 16): slides narrated by espeak-ng, made into small WebM and MP4 files
 * with WebVTT captions by `scripts/make-demo-videos.ts`. Each slide's narration is one caption cue
 * and one paragraph of the transcript; the script writes the timings to demo-video-timings.json.
 */
export interface DemoVideoSlide {
  heading: string;
  lines: string[];
  narration: string;
}

export interface DemoVideo {
  name: string;
  title: string;
  slides: DemoVideoSlide[];
}

export const demoVideos: DemoVideo[] = [
  {
    name: "welcome-to-the-course",
    title: "Welcome to the course",
    slides: [
      {
        heading: "Welcome to Maven Analytics",
        lines: ["Learn by doing, on real data"],
        narration: "Welcome! In this course you will learn by doing, on realistic business data.",
      },
      {
        heading: "How each lesson works",
        lines: ["Watch a short video", "Read the reference notes", "Check yourself with a quiz"],
        narration: "Each chapter mixes short videos, reading notes you can keep, and a quick quiz to check what stuck.",
      },
      {
        heading: "Your progress is saved",
        lines: ["Pick up where you left off", "Finish every lesson to earn the badge"],
        narration:
          "Your progress is saved as you go, so you can stop at any time. Finish every lesson to earn your badge.",
      },
    ],
  },
  {
    name: "xlookup-in-one-minute",
    title: "XLOOKUP in one minute",
    slides: [
      {
        heading: "XLOOKUP in one minute",
        lines: ["=XLOOKUP(lookup, lookup_array, return_array)"],
        narration: "XLOOKUP finds a value in one column and returns the matching value from another.",
      },
      {
        heading: "Why it beats VLOOKUP",
        lines: ["Looks left or right", "Exact match by default", "A fallback when nothing matches"],
        narration:
          "Unlike VLOOKUP, it can look to the left, it matches exactly by default, and it takes a fallback value.",
      },
      {
        heading: "Try it",
        lines: ['=XLOOKUP(A2, Products[SKU], Products[Price], "Not found")'],
        narration: "Try it on the course workbook: look up each product's price, with Not found as the fallback.",
      },
    ],
  },
  {
    name: "sql-select-basics",
    title: "SQL SELECT basics",
    slides: [
      {
        heading: "Reading data with SELECT",
        lines: ["SELECT columns", "FROM table", "WHERE condition"],
        narration: "Every SQL query starts the same way: select the columns you need, from a table.",
      },
      {
        heading: "Filter, then sort",
        lines: ["WHERE order_total > 100", "ORDER BY order_date DESC", "LIMIT 10"],
        narration: "Use WHERE to keep only the rows you want, ORDER BY to sort them, and LIMIT to peek at the top.",
      },
      {
        heading: "Summarise with GROUP BY",
        lines: ["SELECT region, SUM(order_total)", "FROM orders", "GROUP BY region"],
        narration: "Group rows to summarize them: total sales by region is one short query.",
      },
    ],
  },
];

/** Which demo video a course's video lessons play: by the course's main tool. */
export function demoVideoForTools(tools: string): string {
  const t = tools.toLowerCase();
  if (t.includes("excel")) return "xlookup-in-one-minute";
  if (t.includes("sql")) return "sql-select-basics";
  return "welcome-to-the-course";
}
