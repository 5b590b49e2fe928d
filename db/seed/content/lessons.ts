import type { lessons } from "~/db/schema/learning.ts";
import type { QuestionBankInput } from "~/core/quiz.ts";
import { courseSeed } from "./courses.ts";
import { courseTours, tourVideoName } from "./course-tours.ts";
import { datasetSeed } from "./datasets.ts";
import { lessonNotes } from "./lesson-notes/index.ts";
import { demoVideos, topicVideoFor } from "./demo-videos.ts";
import timings from "./demo-video-timings.json";
import type { LessonSeed } from "./types.ts";

/**
 * The player's lessons (issue 16), one row per entry of each course's outline, in the same order, so
 * the catalogue's lesson counts and the player agree. Chapters: the opening lessons ("Getting
 * started", free to everyone), the core videos, and the closing practice (reading, quiz, project).
 * Project lessons become downloads of a project brief kept in file storage.
 */

type Track = "excel" | "sql" | "powerbi" | "python" | "tableau" | "general";

function trackOf(tools: string): Track {
  const t = tools.toLowerCase();
  if (t.startsWith("excel") || t.startsWith("powerpoint")) return "excel";
  if (t.includes("sql") || t.includes("bigquery")) return "sql";
  if (t.includes("power bi")) return "powerbi";
  if (t.startsWith("python") || t.includes("pandas")) return "python";
  if (t.includes("tableau")) return "tableau";
  return "general";
}

/** Readings written for one lesson, by course id and outline position (1-based). */
const READINGS: Record<string, string> = {
  "crs_excel-xlookup-dynamic-arrays:2": `XLOOKUP takes up to six arguments; the first three do most of the work.

| Argument | What it is | Example |
| --- | --- | --- |
| lookup_value | What you are looking for | \`A2\` |
| lookup_array | Where to look for it | \`Products[SKU]\` |
| return_array | What to bring back | \`Products[Price]\` |
| if_not_found | Shown when nothing matches | \`"Not found"\` |
| match_mode | 0 exact (default), -1 next smaller, 1 next larger, 2 wildcard | \`-1\` |
| search_mode | 1 first to last (default), -1 last to first | \`-1\` |

\`\`\`excel
=XLOOKUP(A2, Products[SKU], Products[Price], "Not found")
=XLOOKUP(B2, Rates[MinSpend], Rates[Discount], 0, -1)
\`\`\`

![A slide from the lesson video: XLOOKUP looks left or right, matches exactly by default and takes a fallback](/videos/xlookup-in-one-minute.png)

**Three habits that save time**

1. Point at whole table columns (\`Products[SKU]\`), not ranges: the formula keeps working when rows are added.
2. Always fill in *if_not_found*: a clear "Not found" beats a wall of \`#N/A\`.
3. Use match mode -1 for tiered tables such as discounts or tax bands.`,
  "crs_excel-xlookup-dynamic-arrays:8": `A \`#SPILL!\` error means a dynamic array formula has nowhere to put its results.

| Cause | Fix |
| --- | --- |
| Something is in the way | Clear the cells the result needs (select the formula to see the dashed border) |
| The formula is inside an Excel table | Tables do not spill: move the formula outside the table |
| The result is unpredictable in size (volatile) | Wrap the range in \`TAKE\` or avoid \`RANDARRAY\` in dashboards |
| Merged cells in the spill area | Unmerge them |

\`\`\`excel
=SORT(UNIQUE(FILTER(Sales[Region], Sales[Revenue] > 0)))
\`\`\`

Refer to a whole spilled result with the \`#\` operator, for example \`=COUNTA(F2#)\`.`,
  "crs_excel-essentials:11": `Run through this checklist before you hand a workbook to anyone.

| Check | Why it matters |
| --- | --- |
| Raw data lives in an Excel table | Formulas and PivotTables grow with the data |
| One header row, no blank rows or columns | Sorting and filtering stay reliable |
| Inputs, calculations and outputs on separate sheets | Reviewers can find what to change |
| No hard-coded numbers inside formulas | Assumptions are visible and easy to update |
| Consistent number formats | \`1,200\` and \`1200.00\` should not sit side by side |

\`\`\`excel
=IFERROR(XLOOKUP([@Customer], Customers[ID], Customers[Segment]), "Unassigned")
\`\`\`

Finish by pressing **Ctrl+Home** on every sheet, so the next person starts at the top.`,
};

const QUIZZES: Record<Track, QuestionBankInput> = {
  excel: {
    passMark: 0.7,
    questions: [
      {
        id: "x1",
        type: "single",
        prompt: "Which function can return a column to the left of the lookup column?",
        choices: [
          { id: "a", text: "VLOOKUP" },
          { id: "b", text: "XLOOKUP" },
          { id: "c", text: "HLOOKUP" },
        ],
        correct: "b",
        explanation: "XLOOKUP takes separate lookup and return arrays, so the return column can be anywhere.",
      },
      {
        id: "x2",
        type: "multiple",
        prompt: "Which of these make a workbook easier to hand over?",
        choices: [
          { id: "a", text: "Keeping raw data in an Excel table" },
          { id: "b", text: "Typing assumptions directly inside formulas" },
          { id: "c", text: "Separating inputs, calculations and outputs" },
        ],
        correct: ["a", "c"],
        explanation: "Tables and a clear layout help; numbers hidden inside formulas are hard to find and update.",
      },
      {
        id: "x3",
        type: "numeric",
        prompt: "A formula returns =ROUND(1234.567, 1). What value does the cell hold?",
        answer: 1234.6,
        tolerance: 0.001,
        explanation: "ROUND to one decimal place gives 1234.6.",
      },
    ],
  },
  sql: {
    passMark: 0.7,
    questions: [
      {
        id: "s1",
        type: "single",
        prompt: "Which clause filters rows before they are grouped?",
        choices: [
          { id: "a", text: "WHERE" },
          { id: "b", text: "HAVING" },
          { id: "c", text: "ORDER BY" },
        ],
        correct: "a",
        explanation: "WHERE filters rows; HAVING filters groups after GROUP BY.",
      },
      {
        id: "s2",
        type: "multiple",
        prompt: "Which are aggregate functions?",
        choices: [
          { id: "a", text: "SUM" },
          { id: "b", text: "COUNT" },
          { id: "c", text: "LIKE" },
        ],
        correct: ["a", "b"],
        explanation: "SUM and COUNT summarize many rows; LIKE is a pattern-matching operator.",
      },
      {
        id: "s3",
        type: "numeric",
        prompt: "A table has 120 rows and 8 have a NULL email. What does COUNT(email) return?",
        answer: 112,
        explanation: "COUNT(column) skips NULLs: 120 - 8 = 112. COUNT(*) would return 120.",
      },
    ],
  },
  powerbi: {
    passMark: 0.7,
    questions: [
      {
        id: "p1",
        type: "single",
        prompt: "Where should a reusable total such as Total Sales live?",
        choices: [
          { id: "a", text: "In a calculated column" },
          { id: "b", text: "In a measure" },
          { id: "c", text: "In a text box" },
        ],
        correct: "b",
        explanation: "Measures are evaluated in the filter context of each visual, so one measure works everywhere.",
      },
      {
        id: "p2",
        type: "multiple",
        prompt: "Which belong in a star schema?",
        choices: [
          { id: "a", text: "A fact table of sales" },
          { id: "b", text: "Dimension tables such as Date and Product" },
          { id: "c", text: "Many-to-many links between every table" },
        ],
        correct: ["a", "b"],
        explanation: "A star schema has one fact table joined one-to-many to dimension tables.",
      },
      {
        id: "p3",
        type: "numeric",
        prompt: "Sales were 80 last year and 100 this year. What is the year-over-year growth in percent?",
        answer: 25,
        tolerance: 0.1,
        explanation: "(100 - 80) / 80 = 0.25, or 25 %.",
      },
    ],
  },
  python: {
    passMark: 0.7,
    questions: [
      {
        id: "y1",
        type: "single",
        prompt: "Which pandas method summarizes rows by a category?",
        choices: [
          { id: "a", text: "df.groupby()" },
          { id: "b", text: "df.head()" },
          { id: "c", text: "df.rename()" },
        ],
        correct: "a",
        explanation: "groupby splits the rows by category so you can aggregate each group.",
      },
      {
        id: "y2",
        type: "multiple",
        prompt: "Which calls show missing values?",
        choices: [
          { id: "a", text: "df.isna().sum()" },
          { id: "b", text: "df.info()" },
          { id: "c", text: "df.sort_values('a')" },
        ],
        correct: ["a", "b"],
        explanation: "isna().sum() counts missing values per column; info() shows non-null counts.",
      },
      {
        id: "y3",
        type: "numeric",
        prompt: "What does len([3, 1, 4, 1, 5]) return?",
        answer: 5,
        explanation: "len counts the items in the list: five.",
      },
    ],
  },
  tableau: {
    passMark: 0.7,
    questions: [
      {
        id: "t1",
        type: "single",
        prompt: "In Tableau, what are measures by default?",
        choices: [
          { id: "a", text: "Aggregated numbers" },
          { id: "b", text: "Categories" },
          { id: "c", text: "Filters" },
        ],
        correct: "a",
        explanation: "Measures are numeric fields Tableau aggregates, such as SUM(Sales).",
      },
      {
        id: "t2",
        type: "multiple",
        prompt: "Which make a dashboard easier to read?",
        choices: [
          { id: "a", text: "One clear headline number at the top" },
          { id: "b", text: "Consistent colors for the same category" },
          { id: "c", text: "Ten chart types on one page" },
        ],
        correct: ["a", "b"],
        explanation: "Lead with the answer and keep colors consistent; variety for its own sake distracts.",
      },
      {
        id: "t3",
        type: "numeric",
        prompt: "A bar shows 45 of 180 orders. What share is that, in percent?",
        answer: 25,
        tolerance: 0.1,
        explanation: "45 / 180 = 0.25, or 25 %.",
      },
    ],
  },
  general: {
    passMark: 0.7,
    questions: [
      {
        id: "g1",
        type: "single",
        prompt: "What should come first in an analysis?",
        choices: [
          { id: "a", text: "A clear business question" },
          { id: "b", text: "The chart type" },
          { id: "c", text: "The color palette" },
        ],
        correct: "a",
        explanation: "The question decides the data, the metric and the chart, not the other way round.",
      },
      {
        id: "g2",
        type: "multiple",
        prompt: "Which are signs of data that needs cleaning?",
        choices: [
          { id: "a", text: "Duplicate rows" },
          { id: "b", text: "Inconsistent spellings of the same category" },
          { id: "c", text: "A column with a clear header" },
        ],
        correct: ["a", "b"],
        explanation: "Duplicates and inconsistent categories distort counts; clear headers are a good sign.",
      },
      {
        id: "g3",
        type: "numeric",
        prompt: "The values are 2, 4, 4 and 10. What is the median?",
        answer: 4,
        explanation: "Sorted, the middle two values are 4 and 4, so the median is 4.",
      },
    ],
  },
};

/**
 * Quizzes written for one lesson, by course id and lesson title. A course with two quizzes gets its
 * own questions for each, on that quiz's part of the course; the track's bank serves the rest.
 */
const LESSON_QUIZZES: Record<string, QuestionBankInput> = {
  "crs_excel-xlookup-dynamic-arrays:Knowledge check": {
    passMark: 0.7,
    questions: [
      {
        id: "xd1",
        type: "single",
        prompt: "You type =SORT(UNIQUE(Sales[Region])) in a column of an Excel table. What happens?",
        choices: [
          { id: "a", text: "It shows #SPILL!, because formulas inside a table cannot spill" },
          { id: "b", text: "It fills the table column with the sorted regions" },
          { id: "c", text: "It shows only the first region, alphabetically" },
        ],
        correct: "a",
        explanation: "Tables do not spill: move the formula to a cell outside the table and the list appears.",
      },
      {
        id: "xd2",
        type: "multiple",
        prompt: "Which formulas spill the regions that have revenue above zero, each once, sorted A to Z?",
        choices: [
          { id: "a", text: "=SORT(UNIQUE(FILTER(Sales[Region], Sales[Revenue] > 0)))" },
          { id: "b", text: "=LET(r, FILTER(Sales[Region], Sales[Revenue] > 0), SORT(UNIQUE(r)))" },
          { id: "c", text: "=FILTER(Sales[Region], Sales[Revenue] > 0)" },
        ],
        correct: ["a", "b"],
        explanation:
          "LET only names the filtered list, so the first two are the same formula. FILTER alone keeps duplicates and the table's order.",
      },
      {
        id: "xd3",
        type: "numeric",
        prompt:
          "Bands[MinSpend] holds 0, 500 and 1000; Bands[Discount] holds 0, 5 and 10. What does =XLOOKUP(750, Bands[MinSpend], Bands[Discount], 0, -1) return?",
        answer: 5,
        explanation:
          "Match mode -1 returns an exact match or else the next smaller value: 750 falls back to the 500 band, which gives 5.",
      },
    ],
  },
  "crs_power-bi-desktop:Quiz: data modeling": {
    passMark: 0.7,
    questions: [
      {
        id: "pm1",
        type: "single",
        prompt:
          "A Product table has one row per product; a Sales table has many rows per product. Which relationship should join them?",
        choices: [
          { id: "a", text: "One-to-many, from Product to Sales" },
          { id: "b", text: "Many-to-many" },
          { id: "c", text: "One-to-one" },
        ],
        correct: "a",
        explanation:
          "Each product appears once in Product and many times in Sales, so the relationship is one-to-many and filters flow from Product to Sales.",
      },
      {
        id: "pm2",
        type: "multiple",
        prompt: "Which belong in a star schema?",
        choices: [
          { id: "a", text: "A fact table of sales" },
          { id: "b", text: "Dimension tables such as Date and Product" },
          { id: "c", text: "Many-to-many links between every table" },
        ],
        correct: ["a", "b"],
        explanation: "A star schema has one fact table joined one-to-many to dimension tables.",
      },
      {
        id: "pm3",
        type: "numeric",
        prompt:
          "A Date table has one row per day from January 1, 2025 to December 31, 2026. How many rows does it have?",
        answer: 730,
        explanation: "Neither 2025 nor 2026 is a leap year: 365 + 365 = 730 days, one row each.",
      },
    ],
  },
  "crs_power-bi-desktop:Quiz: DAX and visuals": {
    passMark: 0.7,
    questions: [
      {
        id: "pd1",
        type: "single",
        prompt: "Which DAX function evaluates a measure with the filters you give it instead of the visual's own?",
        choices: [
          { id: "a", text: "CALCULATE" },
          { id: "b", text: "SUMX" },
          { id: "c", text: "RELATED" },
        ],
        correct: "a",
        explanation:
          "CALCULATE changes the filter context, as in CALCULATE([Total Sales], 'Date'[Year] = 2025). SUMX iterates rows; RELATED fetches a value across a relationship.",
      },
      {
        id: "pd2",
        type: "multiple",
        prompt:
          "A manager wants to pick one region on a report page, then open the orders behind any number. Which features do that?",
        choices: [
          { id: "a", text: "A slicer on Region" },
          { id: "b", text: "A drill-through page filtered by the clicked value" },
          { id: "c", text: "A card visual showing Total Sales" },
        ],
        correct: ["a", "b"],
        explanation:
          "The slicer filters the page; drill-through opens a detail page filtered to what was clicked. A card only shows one number.",
      },
      {
        id: "pd3",
        type: "numeric",
        prompt: "What does the measure DIVIDE(500, 0, 0) return?",
        answer: 0,
        explanation:
          "DIVIDE returns its third argument, here 0, instead of an error when the denominator is zero. Without it, it returns a blank.",
      },
    ],
  },
  "crs_mysql-data-analysis:Quiz: joins": {
    passMark: 0.7,
    questions: [
      {
        id: "sj1",
        type: "single",
        prompt: "Which join keeps every customer, including customers who have never placed an order?",
        choices: [
          { id: "a", text: "customers LEFT JOIN orders" },
          { id: "b", text: "customers INNER JOIN orders" },
          { id: "c", text: "customers RIGHT JOIN orders" },
        ],
        correct: "a",
        explanation:
          "A LEFT JOIN keeps every row of the left table and fills the order columns with NULL where nothing matches. INNER keeps only matches; RIGHT keeps every order.",
      },
      {
        id: "sj2",
        type: "multiple",
        prompt: "Which queries list the customers with no orders?",
        choices: [
          {
            id: "a",
            text: "SELECT c.* FROM customers c LEFT JOIN orders o ON o.customer_id = c.customer_id WHERE o.order_id IS NULL",
          },
          {
            id: "b",
            text: "SELECT c.* FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.customer_id)",
          },
          {
            id: "c",
            text: "SELECT c.* FROM customers c INNER JOIN orders o ON o.customer_id = c.customer_id WHERE o.order_id IS NULL",
          },
        ],
        correct: ["a", "b"],
        explanation:
          "Both anti-join patterns work: a LEFT JOIN keeping the unmatched rows, or NOT EXISTS. An INNER JOIN has already dropped the customers without orders.",
      },
      {
        id: "sj3",
        type: "numeric",
        prompt:
          "customers has 50 rows and orders has 200; every order belongs to one customer, and 10 customers have no orders. How many rows does customers LEFT JOIN orders return?",
        answer: 210,
        explanation:
          "Each of the 200 orders gives one row with its customer, and each of the 10 customers without orders adds one row with NULL order columns: 210.",
      },
    ],
  },
  "crs_python-pandas:Quiz: data wrangling": {
    passMark: 0.7,
    questions: [
      {
        id: "pw1",
        type: "single",
        prompt: "Which call turns a text column such as '2026-03-01' into dates pandas can filter and resample?",
        choices: [
          { id: "a", text: 'pd.to_datetime(df["order_date"])' },
          { id: "b", text: 'df["order_date"].astype(int)' },
          { id: "c", text: 'df["order_date"].str.strip()' },
        ],
        correct: "a",
        explanation:
          "pd.to_datetime parses text into datetime64 values; .dt methods and resampling need them. strip only trims spaces.",
      },
      {
        id: "pw2",
        type: "multiple",
        prompt: "Which calls show missing values?",
        choices: [
          { id: "a", text: "df.isna().sum()" },
          { id: "b", text: "df.info()" },
          { id: "c", text: "df.sort_values('a')" },
        ],
        correct: ["a", "b"],
        explanation: "isna().sum() counts missing values per column; info() shows non-null counts.",
      },
      {
        id: "pw3",
        type: "numeric",
        prompt:
          "A DataFrame has 1,000 rows; 40 of them are exact copies of an earlier row. How many rows does df.drop_duplicates() return?",
        answer: 960,
        explanation:
          "drop_duplicates keeps the first of each set of identical rows and drops the 40 copies: 1,000 - 40 = 960.",
      },
    ],
  },
  "crs_python-pandas:Quiz: aggregation and joins": {
    passMark: 0.7,
    questions: [
      {
        id: "pa1",
        type: "single",
        prompt: "Which merge keeps every order, even an order whose customer_id is missing from customers?",
        choices: [
          { id: "a", text: 'orders.merge(customers, on="customer_id", how="left")' },
          { id: "b", text: 'orders.merge(customers, on="customer_id", how="inner")' },
          { id: "c", text: 'orders.merge(customers, on="customer_id", how="right")' },
        ],
        correct: "a",
        explanation:
          "how='left' keeps every row of orders and leaves the customer columns empty (NaN) where there is no match; 'inner' drops those orders.",
      },
      {
        id: "pa2",
        type: "multiple",
        prompt: "Which give the total sales per region?",
        choices: [
          { id: "a", text: 'df.groupby("region")["sales"].sum()' },
          { id: "b", text: 'df.pivot_table(index="region", values="sales", aggfunc="sum")' },
          { id: "c", text: 'df.sort_values("region")["sales"].sum()' },
        ],
        correct: ["a", "b"],
        explanation:
          "groupby and pivot_table both return one total per region. Sorting first changes nothing: .sum() still gives one grand total.",
      },
      {
        id: "pa3",
        type: "numeric",
        prompt:
          'df covers 3 regions and 4 products, and every region sold every product. How many rows does df.groupby(["region", "product"])["sales"].sum() have?',
        answer: 12,
        explanation: "One row per combination of the two keys that occurs in the data: 3 x 4 = 12.",
      },
    ],
  },
  "crs_sql-product-analytics:Quiz: sessions and funnels": {
    passMark: 0.7,
    questions: [
      {
        id: "ps1",
        type: "single",
        prompt: "Which expression gives each event the time of the same user's previous event?",
        choices: [
          { id: "a", text: "LAG(event_time) OVER (PARTITION BY user_id ORDER BY event_time)" },
          { id: "b", text: "ROW_NUMBER() OVER (ORDER BY event_time)" },
          { id: "c", text: "MAX(event_time) OVER ()" },
        ],
        correct: "a",
        explanation:
          "LAG reads the previous row within each user's events in time order; the gap to it decides where a new session starts.",
      },
      {
        id: "ps2",
        type: "multiple",
        prompt:
          "A funnel counts users who viewed a recipe, then added it to a plan, then checked out. Which rules keep it honest?",
        choices: [
          { id: "a", text: "Count a step only if it happened after the user's previous step" },
          { id: "b", text: "Count distinct users at each step, not events" },
          { id: "c", text: "Count a checkout even if the user never viewed a recipe" },
        ],
        correct: ["a", "b"],
        explanation:
          "A funnel follows people through ordered steps. Counting events, or steps out of order, inflates the later steps.",
      },
      {
        id: "ps3",
        type: "numeric",
        prompt:
          "One user's events arrive at 10:00, 10:12, 10:50 and 11:05. A session ends after 30 minutes without an event. How many sessions is that?",
        answer: 2,
        explanation: "The gap from 10:12 to 10:50 is 38 minutes, so a new session starts at 10:50: two sessions.",
      },
    ],
  },
  "crs_sql-product-analytics:Quiz: cohorts and retention": {
    passMark: 0.7,
    questions: [
      {
        id: "pr1",
        type: "single",
        prompt: "In a monthly retention table, what puts a user in a cohort?",
        choices: [
          { id: "a", text: "The month of their first activity" },
          { id: "b", text: "The month of their latest activity" },
          { id: "c", text: "How many events they have logged" },
        ],
        correct: "a",
        explanation:
          "A cohort is everyone who started in the same month; each later column shows how many of them came back.",
      },
      {
        id: "pr2",
        type: "multiple",
        prompt: "Which are true of a cohort retention table?",
        choices: [
          { id: "a", text: "Month 0 is 100% of the cohort by definition" },
          { id: "b", text: "Cohorts are compared fairly at the same age, such as month 3" },
          { id: "c", text: "A cohort's month-3 cell can be filled in before the cohort is three months old" },
        ],
        correct: ["a", "b"],
        explanation:
          "Everyone is active in the month they start. A young cohort's later cells are not yet observed: they are empty, not zero.",
      },
      {
        id: "pr3",
        type: "numeric",
        prompt:
          "A January cohort has 400 users, and 90 of them are active in April (month 3). What is its month-3 retention, in percent?",
        answer: 22.5,
        tolerance: 0.05,
        explanation: "90 / 400 = 0.225, or 22.5 %.",
      },
    ],
  },
  "crs_machine-learning-foundations:Quiz: the modeling workflow": {
    passMark: 0.7,
    questions: [
      {
        id: "mw1",
        type: "single",
        prompt: "Why fit a scaler inside a Pipeline instead of on the whole data set before splitting?",
        choices: [
          { id: "a", text: "So nothing about the test rows leaks into training" },
          { id: "b", text: "Because scikit-learn refuses scaled data outside a Pipeline" },
          { id: "c", text: "Because it makes the model train faster" },
        ],
        correct: "a",
        explanation:
          "A scaler fitted on all rows learns the test set's mean and spread. In a Pipeline it is fitted on the training rows only, in every fold.",
      },
      {
        id: "mw2",
        type: "multiple",
        prompt: "Which are sound baselines for predicting house prices?",
        choices: [
          { id: "a", text: "Predicting the training set's median price for every house" },
          { id: "b", text: "A linear regression on floor area alone" },
          { id: "c", text: "The best model after tuning it on the test set" },
        ],
        correct: ["a", "b"],
        explanation:
          "A baseline is simple and honest, so a complex model has to beat it. Tuning on the test set makes every score on it optimistic.",
      },
      {
        id: "mw3",
        type: "numeric",
        prompt:
          "You split 2,000 rows into 70% training, 15% validation and 15% test. How many rows are in the test set?",
        answer: 300,
        explanation: "15% of 2,000 is 300.",
      },
    ],
  },
  "crs_machine-learning-foundations:Quiz: evaluation and tuning": {
    passMark: 0.7,
    questions: [
      {
        id: "me1",
        type: "single",
        prompt: "Which metric tells you what share of the customers a churn model flagged really did churn?",
        choices: [
          { id: "a", text: "Precision" },
          { id: "b", text: "Recall" },
          { id: "c", text: "Accuracy" },
        ],
        correct: "a",
        explanation:
          "Precision = true positives / everyone flagged. Recall is the share of all churners the model found.",
      },
      {
        id: "me2",
        type: "multiple",
        prompt: "Which are true of 5-fold cross-validation?",
        choices: [
          { id: "a", text: "Every row is used for validation exactly once" },
          { id: "b", text: "The score reported is the average over five fits" },
          { id: "c", text: "It removes the need for a final held-out test set" },
        ],
        correct: ["a", "b"],
        explanation:
          "Each fold takes a turn as the validation set. If you tune on the cross-validated score, you still need untouched test data to report.",
      },
      {
        id: "me3",
        type: "numeric",
        prompt:
          "A grid search tries 4 values of max_depth and 3 values of n_estimators with 5-fold cross-validation. How many models does it fit, not counting the final refit?",
        answer: 60,
        explanation: "4 x 3 = 12 combinations, each fitted once per fold: 12 x 5 = 60.",
      },
    ],
  },
};

/** A short check-in of the chapter's first question of each kind, with a lower pass mark. */
function checkIn(bank: QuestionBankInput): QuestionBankInput {
  return { passMark: 0.6, questions: bank.questions };
}

function chaptersOf(outline: LessonSeed[]): number[] {
  // Trailing non-video lessons are the practice chapter; up to three opening lessons are free.
  let practiceStart = outline.length;
  while (practiceStart > 0 && outline[practiceStart - 1]!.kind !== "video") practiceStart--;
  const firstEnd = Math.min(3, practiceStart === 0 ? outline.length : practiceStart);
  return outline.map((_, i) => (i < firstEnd ? 1 : i < practiceStart ? 2 : 3));
}

const CHAPTER_TITLES = ["Getting started", "Core skills", "Practice and knowledge check"];

/** A reading lesson's page: written inline here (READINGS) or in the course's notes. */
function writtenReading(course: (typeof courseSeed)[number], position: number, lesson: LessonSeed): string {
  const written = READINGS[`${course.id}:${position}`];
  if (!written) throw new Error(`${course.id}: no page for the reading lesson "${lesson.title}"`);
  return written;
}

export interface LessonFileSeed {
  id: string;
  name: string;
  storageKey: string;
  contentType: string;
  text: string;
}

export const lessonSeed: (typeof lessons.$inferInsert)[] = [];
export const lessonFileSeed: LessonFileSeed[] = [];

const timingByName = timings as Record<string, { durationSeconds: number; cues: { text: string }[] }>;

for (const course of courseSeed) {
  if (course.comingSoon) continue;
  const outline = JSON.parse(course.lessons ?? "[]") as LessonSeed[];
  const chapters = chaptersOf(outline);
  const track = trackOf(course.tools ?? "");
  const short = course.id.replace(/^crs_/, "");
  const notes = lessonNotes[course.id];
  if (!notes) throw new Error(`${course.id}: no lesson notes (db/seed/content/lesson-notes)`);
  const dataset = notes.practiceDataset ? datasetSeed.find((d) => d.id === notes.practiceDataset) : undefined;
  if (notes.practiceDataset && !dataset) throw new Error(`${course.id}: no data set ${notes.practiceDataset}`);
  // Where the exercises' data is: a data playground set, opened in its drawer.
  const practice = dataset
    ? `Practice on the [${dataset.title}](/data-playground?datasetId=${dataset.id}) data set from the data playground.`
    : "";
  outline.forEach((lesson, i) => {
    const position = i + 1;
    const id = `les_${short}-${String(position).padStart(2, "0")}`;
    const chapter = chapters[i]!;
    const base = {
      id,
      courseId: course.id!,
      position,
      chapter,
      chapterTitle: CHAPTER_TITLES[chapter - 1]!,
      title: lesson.title,
      minutes: lesson.minutes,
    };
    switch (lesson.kind) {
      case "video": {
        // The lesson's topic clip when there is one, else its course's tour.
        const topic = topicVideoFor(lesson.title);
        const video = topic
          ? demoVideos.find((v) => v.name === topic)!
          : courseTours.find((v) => v.name === tourVideoName(course.id!))!;
        const videoName = video.name;
        const timing = timingByName[videoName]!;
        const written = notes.videos[lesson.title];
        if (!written) throw new Error(`${course.id}: no notes for the video lesson "${lesson.title}"`);
        lessonSeed.push({
          ...base,
          kind: "video",
          body:
            [
              topic
                ? `Watch "${video.title}", then read the notes below and try it yourself.`
                : `The video is "${video.title}": where this lesson fits. The notes below teach the lesson.`,
              practice,
              "Captions and a transcript come with the video.",
            ]
              .filter(Boolean)
              .join(" ") + `\n\n${written}`,
          videoSrc: `/videos/${videoName}`,
          captionsSrc: `/videos/${videoName}.vtt`,
          durationSeconds: timing.durationSeconds,
          transcript: timing.cues.map((c) => c.text).join("\n\n"),
        });
        break;
      }
      case "reading":
        lessonSeed.push({
          ...base,
          kind: "reading",
          body: notes.readings[lesson.title] ?? writtenReading(course, position, lesson),
        });
        break;
      case "quiz": {
        const bank =
          notes.quizzes?.[lesson.title] ??
          LESSON_QUIZZES[`${course.id}:${lesson.title}`] ??
          (chapter === 1 ? checkIn(QUIZZES[track]) : QUIZZES[track]);
        lessonSeed.push({
          ...base,
          kind: "quiz",
          body: "Answer every question, then check your answers. You can retake the quiz as often as you like.",
          quiz: JSON.stringify(bank),
        });
        break;
      }
      case "project": {
        const file: LessonFileSeed = {
          id: "brief",
          name: `${short}-project-brief.md`,
          storageKey: `lessons/${short}/project-brief.md`,
          contentType: "text/markdown; charset=utf-8",
          text: notes.projectBrief,
        };
        lessonFileSeed.push(file);
        lessonSeed.push({
          ...base,
          kind: "download",
          body: dataset
            ? `Download the project brief, work through it on the [${dataset.title}](/data-playground?datasetId=${dataset.id}) data set, then mark the lesson complete.`
            : "Download the project brief, work through it, then mark the lesson complete.",
          files: JSON.stringify([
            {
              id: file.id,
              name: file.name,
              storageKey: file.storageKey,
              contentType: file.contentType,
              size: Buffer.byteLength(file.text),
            },
          ]),
        });
        break;
      }
    }
  });
}
