import type { EntrySeed } from "./types.ts";

interface GuideSeed {
  slug: string;
  title: string;
  summary: string;
  format: string;
  audience: "individuals" | "business";
  date: string;
  chapters: string[];
  body: string;
}

const GUIDES: GuideSeed[] = [
  {
    slug: "excel-formulas-cheat-sheet",
    title: "The Excel Formulas Cheat Sheet",
    summary: "The 40 formulas analysts use most, grouped by task, with the syntax and a one-line example for each.",
    format: "Cheat sheet",
    audience: "individuals",
    date: "2026-10-20T10:00:00Z",
    chapters: [
      "Lookups: XLOOKUP, INDEX/MATCH, FILTER",
      "Logic: IF, IFS, SWITCH, AND, OR",
      "Text: TEXTSPLIT, LEFT, TRIM, CONCAT",
      "Dates: EOMONTH, NETWORKDAYS, DATEDIF",
      "Aggregation: SUMIFS, COUNTIFS, AGGREGATE",
      "Dynamic arrays: UNIQUE, SORTBY, SEQUENCE",
    ],
    body: `Keep this next to your keyboard. Each formula comes with its syntax, what it returns and a small example you can paste into a blank workbook.

## Lookups
**XLOOKUP** finds a value and returns the matching value from another column: \`=XLOOKUP(code, A:A, C:C, "Not found")\`. **FILTER** returns every matching row: \`=FILTER(A2:D100, B2:B100="West")\`.

## Conditional aggregation
**SUMIFS** adds the values that meet several conditions: \`=SUMIFS(Sales, Region, "West", Year, 2026)\`. **COUNTIFS** counts them.

## Dates
**EOMONTH** returns the last day of a month, the key to monthly reporting: \`=EOMONTH(A2, 0)\`. **NETWORKDAYS** counts working days between two dates.

## Dynamic arrays
**UNIQUE**, **SORTBY** and **SEQUENCE** spill their results into neighbouring cells, so one formula replaces a column of copied formulas.`,
  },
  {
    slug: "sql-interview-guide",
    title: "The SQL Interview Guide for Analysts",
    summary:
      "The question types you'll meet in analyst interviews, how to think out loud, and 15 practice problems with worked answers.",
    format: "Guide",
    audience: "individuals",
    date: "2026-09-15T10:00:00Z",
    chapters: [
      "What interviewers are really testing",
      "Joins and the questions they hide",
      "Aggregation and HAVING",
      "Window functions in interviews",
      "Thinking out loud",
      "15 practice problems",
    ],
    body: `Technical interviews for analyst roles almost always include SQL. The questions repeat more than you'd think: find duplicates, the second highest value, month-over-month growth, customers who never ordered.

## What interviewers are really testing
Correct syntax matters less than **how you reason**: do you ask what a row represents, check for duplicates, consider NULLs?

## Think out loud
Say what the result should look like before you write the query. Interviewers forgive a typo; they remember a clear plan.

## Practice
The guide ends with fifteen problems built on one small e-commerce schema, each with a worked answer and the common wrong answer explained.`,
  },
  {
    slug: "state-of-data-skills-2026",
    title: "The State of Data Skills 2026",
    summary:
      "What we learned from 2,400 learners and 120 team leads about the data skills in demand, how people learn them and what gets them hired.",
    format: "Report",
    audience: "business",
    date: "2026-06-01T10:00:00Z",
    chapters: [
      "Key findings",
      "The skills managers want",
      "How analysts learn",
      "The tools in use",
      "What gets people hired",
      "Recommendations for team leads",
    ],
    body: `Every year we survey our learners and business customers about the skills they use and need. This is the 2026 edition.

## Key findings
- **SQL overtook Excel** as the skill team leads most want in new analysts, though Excel remains the tool used most every day.
- **Communication is the gap.** 71% of team leads said their analysts' technical work is strong but their recommendations are hard to act on.
- **Projects get people hired.** Learners who landed analyst roles in the last year were twice as likely to have a public portfolio.

## Recommendations for team leads
Pair tool training with storytelling practice, give analysts real questions early, and measure learning by the decisions it changes.

*Our own survey of learners and business customers, run in April 2026; figures are rounded.*`,
  },
  {
    slug: "power-bi-dax-starter-guide",
    title: "The DAX Starter Guide",
    summary:
      "Measures, filter context and CALCULATE explained without jargon, with the twelve measures every Power BI report needs.",
    format: "Guide",
    audience: "individuals",
    date: "2026-05-05T10:00:00Z",
    chapters: [
      "Columns vs. measures",
      "Filter context in one picture",
      "CALCULATE, the most important function",
      "Time intelligence",
      "Twelve measures to copy",
    ],
    body: `DAX is where most Power BI learners get stuck, and it's almost always the same idea that unlocks it: **filter context**.

## Columns vs. measures
A calculated column is computed once per row when data refreshes. A measure is computed for every cell of a visual, in that cell's filter context. Totals, ratios and anything that depends on the visual belongs in a measure.

## CALCULATE
\`CALCULATE\` evaluates an expression in a modified filter context. It is how you write "sales for bikes" or "sales last year".

## Twelve measures to copy
Total sales, order count, average order value, sales last year, year-over-year change, running total, share of total and more, each explained line by line.`,
  },
  {
    slug: "building-a-data-culture",
    title: "Building a Data Culture: A Playbook for Team Leads",
    summary:
      "A practical 90-day plan to get your team asking better questions and answering them with data, from first audit to first wins.",
    format: "Guide",
    audience: "business",
    date: "2026-03-18T10:00:00Z",
    chapters: [
      "Audit: where decisions come from today",
      "Days 1-30: one shared metric",
      "Days 31-60: skills where they matter",
      "Days 61-90: make it a habit",
      "Measuring progress",
    ],
    body: `A data culture isn't a dashboard rollout. It's a team that asks "how do we know?" and has the skills to answer.

## Start with an audit
List the ten decisions your team made last quarter. For each one, what data was used, and who could have analyzed it?

## Days 1-30: one shared metric
Pick one metric everyone agrees matters and make it visible every week. Shared numbers create shared questions.

## Days 31-60: skills where they matter
Train the people closest to the decisions, not only the analysts. Short, tool-specific learning beats long generic courses.

## Days 61-90: make it a habit
Add a "what does the data say?" moment to the meetings you already have.`,
  },
  {
    slug: "analytics-team-skills-matrix",
    title: "The Analytics Team Skills Matrix",
    summary:
      "A ready-to-use matrix to map your team's data skills across five levels, find the gaps and plan training that closes them.",
    format: "Report",
    audience: "business",
    date: "2026-02-10T10:00:00Z",
    chapters: [
      "The five levels",
      "Skills in the matrix",
      "Running the self-assessment",
      "Reading the results",
      "From gaps to a training plan",
    ],
    body: `You can't plan training for skills you haven't mapped. This matrix covers eighteen skills across data preparation, analysis, visualization and communication, each described at five levels from *aware* to *expert*.

## How to use it
Each team member rates themselves; their lead rates them too. The differences are often the most useful result.

## From gaps to a plan
Group gaps by skill, not by person: if six people need SQL joins, that's one workshop, not six courses.`,
  },
];

export const guideSeed: EntrySeed[] = GUIDES.map((g) => ({
  id: `ent_guide-${g.slug}`,
  kind: "guide" as const,
  slug: g.slug,
  title: g.title,
  summary: g.summary,
  body: g.body,
  image: `/images/guides/${g.slug}.jpg`,
  fields: { format: g.format, audience: g.audience, pages: g.chapters.join("\n") },
  publishAt: new Date(g.date),
}));

export const GUIDE_COVERS = GUIDES.map((g) => ({ slug: g.slug, title: g.title, tag: g.format }));
