/**
 * The topic clips (issue 16): slides narrated by espeak-ng, made into small MP4 files with WebVTT
 * captions by `scripts/make-demo-videos.ts`; the course tours are in course-tours.ts. Each slide's
 * narration is one caption cue and one paragraph of the transcript; the script writes the timings
 * to demo-video-timings.json.
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

/** A topic clip for a lesson whose title is that topic, if one of the hand-written clips is. */
export function topicVideoFor(lessonTitle: string): string | null {
  if (/\b[XV]LOOKUP\b|\blookups?\b/i.test(lessonTitle)) return "xlookup-in-one-minute";
  if (/\bSELECT\b|\bWHERE\b|\bGROUP BY\b/.test(lessonTitle)) return "sql-select-basics";
  return null;
}
