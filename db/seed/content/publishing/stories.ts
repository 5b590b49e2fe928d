import type { EntrySeed } from "./types.ts";

interface StorySeed {
  slug: string;
  company: string;
  industry: string;
  title: string;
  summary: string;
  /** "figure | what it measures" lines. */
  results: string[];
  quote: string;
  quoteBy: string;
  date: string;
  problem: string;
  approach: string;
  outcome: string;
}

/** Fictional companies, written by our team to show how teams use Maven for Business. */
export const STORIES: StorySeed[] = [
  {
    slug: "northwind-logistics",
    company: "Northwind Logistics",
    industry: "Logistics",
    title: "How Northwind Logistics cut weekly reporting from two days to two hours",
    summary:
      "A 40-person operations team learned Power Query and Power BI and automated the reports they used to build by hand.",
    results: [
      "2 days → 2 hours | weekly reporting time",
      "38 of 40 | team members earned a credential",
      "11 | manual reports retired",
    ],
    quote: "We didn't hire a data team. We turned the operations team into one.",
    quoteBy: "Operations Director, Northwind Logistics",
    date: "2026-10-01T10:00:00Z",
    problem:
      "Every Monday and Tuesday, three coordinators copied figures from the warehouse system into eleven spreadsheets for the leadership meeting. Numbers often disagreed between reports, and nobody had time to ask why deliveries ran late.",
    approach:
      "Northwind put the whole operations team on a Teams plan with a shared learning path: Excel Power Query first, then Power BI Desktop. Team leads set aside two hours every Friday for learning and asked each coordinator to rebuild one of their own reports as they went.",
    outcome:
      "Within four months the eleven spreadsheets became one Power BI report that refreshes overnight. The coordinators now spend Mondays investigating late deliveries instead of typing numbers.",
  },
  {
    slug: "brightpath-health",
    company: "BrightPath Health",
    industry: "Healthcare",
    title: "BrightPath Health gives clinic managers answers without waiting for IT",
    summary:
      "Clinic managers learned SQL basics and a shared dashboard, and the analytics backlog shrank by two thirds.",
    results: [
      "-64% | analytics request backlog",
      "25 | clinic managers trained",
      "3 weeks → 1 day | time to answer a new question",
    ],
    quote: "Managers now bring the analysis to the meeting instead of a request for one.",
    quoteBy: "VP Clinical Operations, BrightPath Health",
    date: "2026-08-18T10:00:00Z",
    problem:
      "BrightPath's two analysts received over 80 requests a month from clinic managers, most of them simple: appointment no-shows by weekday, waiting times by clinic. New questions waited three weeks.",
    approach:
      "The analysts built a clean, de-identified reporting database and a starter dashboard, while 25 managers took SQL and Power BI courses on a Teams plan. A monthly training session with a Maven instructor worked through the managers' own questions.",
    outcome:
      "Simple questions are now answered by the managers themselves, usually the same day. The analysts spend their time on forecasting staff needs, work that was always pushed back before.",
  },
  {
    slug: "copperleaf-retail",
    company: "Copperleaf Retail",
    industry: "Retail",
    title: "Copperleaf Retail's merchandising team finds $1.2M in markdown savings",
    summary: "A merchandising team learned to analyze sell-through data and changed when and how deep it cut prices.",
    results: [
      "$1.2M | markdown spend saved in a year",
      "+4 pts | full-price sell-through",
      "14 | merchandisers trained",
    ],
    quote: "We used to mark down on instinct. Now we mark down on evidence, and later.",
    quoteBy: "Head of Merchandising, Copperleaf Retail",
    date: "2026-06-23T10:00:00Z",
    problem:
      "Copperleaf marked down seasonal stock on a fixed calendar. Merchandisers suspected some lines were discounted too early, but nobody could prove it from the raw point-of-sale exports.",
    approach:
      "The merchandising team followed our Excel and Power BI path with a guided project built on their own sales data, then worked with a Maven consultant for two weeks to build a sell-through model by product line.",
    outcome:
      "The team now times markdowns by each line's sell-through curve. Over the following year markdown spend fell by $1.2M while full-price sell-through rose four points.",
  },
  {
    slug: "fjordbank",
    company: "FjordBank",
    industry: "Financial services",
    title: "FjordBank builds a common data language across 6 departments",
    summary:
      "A bank used a skills matrix and targeted learning to get risk, finance and marketing working from the same numbers.",
    results: [
      "6 | departments on one set of definitions",
      "120 | employees on a learning path",
      "92% | said reports are easier to trust",
    ],
    quote: "The biggest change wasn't technical. People started using the same words for the same numbers.",
    quoteBy: "Chief Data Officer, FjordBank",
    date: "2026-04-14T10:00:00Z",
    problem:
      'Risk, finance and marketing each reported "active customers" differently. Meetings started with ten minutes of arguing about whose number was right.',
    approach:
      "FjordBank ran our skills matrix across six departments, then enrolled 120 employees in paths matched to their gaps: SQL for analysts, data literacy and storytelling for managers. A shared glossary was built as part of the training projects.",
    outcome:
      "All six departments now report from shared definitions, and in an internal survey 92% of employees said reports are easier to trust.",
  },
  {
    slug: "greenfield-energy",
    company: "Greenfield Energy",
    industry: "Energy",
    title: "Greenfield Energy trains field engineers to analyze sensor data",
    summary:
      "Engineers learned Python and pandas to spot turbine faults earlier, without waiting for the central data team.",
    results: [
      "-18% | unplanned turbine downtime",
      "30 | engineers trained in Python",
      "6 weeks | from first lesson to first fault model",
    ],
    quote: "The engineers know the turbines. Now they can also read what the turbines are telling them.",
    quoteBy: "Head of Asset Performance, Greenfield Energy",
    date: "2026-02-24T10:00:00Z",
    problem:
      "Turbine sensors produced millions of readings a day, but only the central data team could analyze them, and faults were usually found after a breakdown.",
    approach:
      "Thirty field engineers took our Python Foundations and pandas courses, followed by a live training week with exercises on anonymized sensor data from their own wind farms.",
    outcome: "Engineers now run weekly anomaly checks themselves. Unplanned downtime fell 18% in the first year.",
  },
  {
    slug: "lumen-learning-co",
    company: "Lumen Learning Co.",
    industry: "Education technology",
    title: "Lumen Learning Co. turns product data into weekly decisions",
    summary: "Product managers learned SQL for product analytics and now run their own funnel and retention analyses.",
    results: [
      "12 | product managers writing their own SQL",
      "+9% | week-4 retention after changes found in analysis",
      "1 | weekly metrics review, replacing 4 reports",
    ],
    quote: "Our PMs stopped waiting for dashboards and started asking better questions.",
    quoteBy: "VP Product, Lumen Learning Co.",
    date: "2025-12-09T10:00:00Z",
    problem:
      "Product decisions waited on a single analyst. Retention was discussed every month, but nobody could say which features kept learners coming back.",
    approach:
      "Twelve product managers completed our SQL for Product Analytics course and a guided project on a copy of their own event data, then set up a weekly metrics review.",
    outcome:
      "The PMs found that learners who finished a first project in week one were far more likely to stay. Changes to onboarding built on that lifted week-4 retention by 9%.",
  },
];

export const storySeed: EntrySeed[] = STORIES.map((s) => ({
  id: `ent_story-${s.slug}`,
  kind: "story" as const,
  slug: s.slug,
  title: s.title,
  summary: s.summary,
  body: `## The challenge\n\n${s.problem}\n\n## What they did\n\n${s.approach}\n\n## The results\n\n${s.outcome}`,
  image: null,
  fields: {
    company: s.company,
    industry: s.industry,
    logo: `/images/stories/${s.slug}.png`,
    results: s.results.join("\n"),
    quote: s.quote,
    quoteBy: s.quoteBy,
  },
  publishAt: new Date(s.date),
}));
