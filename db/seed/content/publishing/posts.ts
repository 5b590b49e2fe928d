import { personNamed } from "../people.ts";
import type { EntrySeed } from "./types.ts";

interface PostSeed {
  slug: string;
  title: string;
  summary: string;
  /** A name from ../people.ts; the byline gives that person's role. */
  author: string;
  tags: string;
  date: string;
  body: string;
}

const POSTS: PostSeed[] = [
  {
    slug: "xlookup-vs-index-match",
    title: "XLOOKUP vs. INDEX/MATCH: Which Should You Use in 2026?",
    summary:
      "Both find a value in a table. Here is when each one wins, with the formulas side by side and the traps that catch people out.",
    author: "Daniel Reyes",
    tags: "Excel, Tutorial",
    date: "2026-11-18T14:00:00Z",
    body: `Every Excel analyst eventually needs to pull a value from one table into another: a price by product code, a region by store number, a manager by employee ID. For years the answer was **INDEX/MATCH**. Today most versions of Excel also have **XLOOKUP**. Which one should you reach for?

## The same lookup, two ways

Say product codes sit in column A of a \`Products\` sheet and prices in column C. To find the price of the code in cell F2:

\`\`\`
=INDEX(Products!C:C, MATCH(F2, Products!A:A, 0))
=XLOOKUP(F2, Products!A:A, Products!C:C, "Not found")
\`\`\`

Both return the same price. XLOOKUP reads more naturally (look up *this*, in *here*, return *that*), and its fourth argument replaces the \`IFERROR\` wrapper most of us add to INDEX/MATCH.

## Where XLOOKUP wins

- **Exact match by default.** Forgetting the \`0\` in MATCH is the most common lookup bug we see in course submissions. XLOOKUP can't make that mistake.
- **Search from the bottom.** Set the search mode to \`-1\` to get the *latest* entry for a customer instead of the first.
- **Return several columns at once.** Point the return array at C:E and the result spills into three cells.

## Where INDEX/MATCH still earns its place

- **Compatibility.** If your file goes to someone on Excel 2016, XLOOKUP shows \`#NAME?\`.
- **Two-way lookups.** \`INDEX(data, MATCH(row), MATCH(column))\` is still the clearest way to read a cell from a matrix.

## Our advice

Use XLOOKUP in new workbooks your team opens in Microsoft 365, and learn INDEX/MATCH anyway: you will meet it in every inherited workbook. Both are covered step by step in [Excel Essentials](/course/excel-essentials).`,
  },
  {
    slug: "natural-disasters-challenge-recap",
    title: "Natural Disasters Challenge: What the Best Entries Did Differently",
    summary:
      "You turned 118 years of disaster death records into briefings for a humanitarian fund. Here is what the strongest entries, and our winner, did differently.",
    author: "Hannah Lindqvist",
    tags: "Challenges, Data Visualization",
    date: "2026-11-12T13:00:00Z",
    body: `The Natural Disasters Challenge gave you the deaths recorded from natural disasters worldwide, from 1900 to 2017, one row per disaster type and year, and a brief from a fictional humanitarian fund: show the board how the human toll has changed, and which kinds of disaster still cost the most lives.

The data counts deaths, not disasters, so it cannot say whether disasters have become more frequent. What it does show clearly: **deaths from droughts and epidemics have fallen steeply since the first half of the twentieth century, while earthquake deaths have not declined.** Here is what the strongest entries did well.

## 1. They checked the data before charting it

The file mixes an "All natural disasters" total in among the ten disaster types, so summing every row counts each death twice. The best entries removed the total first, and said how they treated the years in which a type has no row instead of leaving the reader to guess.

## 2. They summed by decade

A few catastrophic years, mostly droughts and epidemics before 1950, dwarf everything after them on a yearly chart. Our winner, Elena Petrova, grouped the years into decades in Tableau and built a five-point story on them: the 1920s were the deadliest decade, with about 8.7 million deaths, and the 2010s (only 2010 to 2017 in the data) recorded roughly 95% fewer. Her [entry](/project/prj_05-disaster-deaths-tableau) ends on the exception: earthquakes do not follow the decline.

## 3. They named the outliers

A story point for each of the deadliest decades, annotated with the event behind it, let a board member who reads no statistics follow the argument.

## What to try next time

- Label lines directly instead of using a legend.
- Sort bar charts by value, not alphabetically.
- Say what the data leaves out: it records deaths only, not how many disasters happened or what they cost.

Thank you to everyone who entered. The [Climate Trends Challenge](/blog/climate-trends-challenge-launch) is open now.`,
  },
  {
    slug: "climate-trends-challenge-launch",
    title: "New Challenge: Climate Trends",
    summary:
      "This month's data challenge asks you to design the centerpiece chart of a museum's climate gallery, from six decades of CO2 measurements and 140 years of global temperatures. Here's the data, the brief and how to enter.",
    author: "Kofi Asante",
    tags: "Challenges, Announcement",
    date: "2026-11-03T15:00:00Z",
    body: `The **Climate Trends Challenge** is live. The brief comes from the Riverside Science Museum, a fictional regional museum opening a climate gallery next spring:

> *Show visitors of every age how the carbon dioxide in the air and the temperature of the planet have changed, and how the two are connected.*

## The data

The [CO2 and Global Temperature](/data-playground?datasetId=ds_co2-and-global-temperature) data set has two tables. One has monthly CO2 concentrations measured at Mauna Loa Observatory from 1958 to 2020, with a seasonally adjusted version; the other has NASA's annual global temperature anomaly from 1880 to 2023. Every account can preview both tables in the data playground and download them for free.

## What we're looking for

- **Fair comparisons.** The tables differ in frequency and period, and the CO2 record has missing months. Decide how to line them up, and say what you decided.
- **Careful wording.** Two lines rising together is not proof that one causes the other. Say what the data shows, and no more.
- **A chart a visitor understands from across the room.** One great chart beats six good ones.

## How to enter

1. Open the data set from the [challenge page](/challenges/climate-trends-challenge/chl_7), preview its tables, then download the files.
2. Build your analysis in any tool: Excel, SQL, Power BI, Tableau or Python.
3. Publish it as a [showcase](/showcase) project before the close, with one display-ready visual and an explanation of up to 300 words.

Judges score accuracy (40%), clarity for a general audience (40%) and originality of the design (20%). Entries close on December 14, 2026, and the winners are announced in January, with the judges' notes in a recap post here.`,
  },
  {
    slug: "global-development-challenge-recap",
    title: "Global Development Challenge Recap: Longer Lives, Smaller Families",
    summary:
      "The winning entries turned fifty years of Gapminder data into a moving bubble chart, a SQL study of the gaps between regions and clusters of countries that developed alike. Here's how.",
    author: "Hannah Lindqvist",
    tags: "Challenges, Data Visualization",
    date: "2026-10-14T13:00:00Z",
    body: `The Global Development Challenge asked you to open a fictional charity's anniversary report with a data story: how life expectancy, family size and income have changed across countries since 1955, and whether the gaps between them are closing. You had two Gapminder tables: 62 countries every five years from 1955 to 2005, and a single snapshot of income, life expectancy and population for 187 countries.

## The winner: one chart, fifty years

Lucia Marquez rebuilt the famous moving bubble chart in Tableau: fertility against life expectancy, sized by population, with the year on the Pages shelf. She named the regions by aliasing the unlabeled cluster codes, and a parameter lets a reader compare any two countries. Her [entry](/project/prj_09-gapminder-bubbles) leads with the headline: average life expectancy rose from 58.6 to 74.0 years while average fertility halved.

## Second place: the gaps, measured

Mei Nakamura used SQL window functions on the same table: \`LAG\` for each country's change since the previous reading, averages over a partition for its region, and \`RANK\` for the top improvers. Her [entry](/project/prj_18-life-expectancy-sql) measures how the gap between regions narrowed, and names the one region that went backwards.

## Third place: groups by path, not place

Amara Osei clustered the countries on all eleven readings of life expectancy and fertility, ignoring geography. Her [entry](/project/prj_22-country-clusters-python) finds early transitioners, fast catch-up countries and late transitioners: countries grouped by how they developed, not where they are.

## Careful with averages

A plain average of countries weights a small country the same as a huge one. Say which kind of average you show, and weight by population when the question is about people rather than countries.

Thank you all. Find this month's challenge on the [challenges page](/challenges).`,
  },
  {
    slug: "sql-window-functions-explained",
    title: "SQL Window Functions, Explained with One Sales Table",
    summary:
      "Running totals, rankings and month-over-month change without a single self-join. A practical walk-through of OVER, PARTITION BY and ORDER BY.",
    author: "Priya Raman",
    tags: "SQL, Tutorial",
    date: "2026-09-24T14:00:00Z",
    body: `Window functions are the point where many analysts go from writing SQL that works to writing SQL that *reads well*. They compute a value for every row using other rows, without collapsing the result the way \`GROUP BY\` does.

We'll use one table: \`orders(order_id, customer_id, order_date, amount)\`.

## A running total

\`\`\`sql
SELECT order_date,
       amount,
       SUM(amount) OVER (ORDER BY order_date) AS running_total
FROM orders;
\`\`\`

\`OVER (ORDER BY order_date)\` means: for each row, sum the amounts of every row up to this date.

## Per customer: PARTITION BY

\`\`\`sql
SELECT customer_id, order_date, amount,
       ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY order_date) AS order_number
FROM orders;
\`\`\`

Each customer's orders are numbered 1, 2, 3... Filter \`order_number = 1\` in an outer query and you have every customer's first purchase.

## Month-over-month change: LAG

\`\`\`sql
WITH monthly AS (
  SELECT date_trunc('month', order_date) AS month, SUM(amount) AS revenue
  FROM orders GROUP BY 1
)
SELECT month, revenue,
       revenue - LAG(revenue) OVER (ORDER BY month) AS change
FROM monthly;
\`\`\`

## Three habits that save time

- Name your windows with \`WINDOW w AS (...)\` when several columns share one.
- Remember that \`RANK\` leaves gaps after ties and \`DENSE_RANK\` does not.
- Check the frame: with \`ORDER BY\`, the default frame ends at the current row's *peers*, which surprises people when dates repeat.

Go deeper in [Advanced SQL with PostgreSQL](/course/advanced-sql-postgresql).`,
  },
  {
    slug: "power-bi-star-schema",
    title: "Why Your Power BI Model Needs a Star Schema",
    summary:
      "Slow reports and wrong totals usually start in the model, not the visuals. How to split one flat table into facts and dimensions.",
    author: "Maya Okafor",
    tags: "Power BI, Data Modeling",
    date: "2026-09-10T14:00:00Z",
    body: `Most Power BI reports we review in workshops start the same way: one enormous table exported from a system, loaded as is. It works, until it doesn't: measures get complicated, totals look wrong and the file gets slow.

## Facts and dimensions

A **star schema** splits the data in two kinds of tables:

- **Fact tables** hold events you count and sum: sales lines, website sessions, support tickets. They are long and narrow.
- **Dimension tables** describe the things involved: products, customers, stores, dates. They are short and wide.

Each fact row points to its dimensions by key, and relationships run one-to-many from dimension to fact.

## What you gain

1. **Simpler DAX.** Filters flow from dimensions to facts, so \`CALCULATE([Total Sales], Product[Category] = "Bikes")\` just works.
2. **Correct totals.** No more double counting when a product attribute was repeated on every sales line.
3. **Smaller files.** Text attributes are stored once per product, not once per sale.

## A date table is not optional

Build a proper date dimension with one row per day, mark it as a date table, and relate it to every fact. Time intelligence functions depend on it.

## Start small

Take your flat table into Power Query, reference it three times, keep the product columns in one copy, the customer columns in another, and remove duplicates. That's a star schema in fifteen minutes. We build one step by step in [Power BI Desktop](/course/power-bi-desktop).`,
  },
  {
    slug: "new-data-playground-previews",
    title: "Product News: Preview Any Data Set Before You Download",
    summary:
      "The data playground now shows a live preview of every file, with column profiles, so you can tell whether a data set fits before you download it.",
    author: "Leah Brennan",
    tags: "Product News, Data Playground",
    date: "2026-08-27T15:00:00Z",
    body: `Picking a practice data set used to mean downloading it, opening it and finding out it wasn't what you wanted. Not anymore.

## What's new

- **File previews.** Open any data set in the [data playground](/data-playground) and choose **Preview**. You see the first rows of each file in a table you can page through.
- **Column profiles.** Each column shows its type, how many values are missing and, for numbers, the range. You can spot the messy columns before you commit.
- **Tabs for multi-file data sets.** Switch between the files of a data set without closing the preview.

## Premium data sets

Subscribers preview and download everything. On the free plan you can preview a sample of a premium data set's files, so you can see what you would be working with.

## Why we built it

In our learner survey, "finding the right data set for a portfolio project" came up more than any other obstacle. Previews cut that search from minutes to seconds.

Tell us what you would like next through the feature requests board, linked in the **Support** menu.`,
  },
  {
    slug: "data-storytelling-three-act",
    title: "The Three-Act Structure for Data Presentations",
    summary:
      "Set-up, conflict, resolution: how to turn a deck of charts into a story a decision-maker remembers, with a worked example.",
    author: "Hannah Lindqvist",
    tags: "Data Storytelling, Career",
    date: "2026-08-12T14:00:00Z",
    body: `You did the analysis. The numbers are right. And the meeting still ends with "interesting, let's revisit next quarter." Usually the problem isn't the data; it's the order you showed it in.

## Act one: the set-up

Start where your audience is. What do they believe today, and what do they care about? *"Our repeat-purchase rate has been stable at around 30% for two years."* One chart, one sentence.

## Act two: the conflict

Now show what changed or what doesn't fit. *"But customers who joined through the spring promotion come back half as often."* This is where your best chart goes: the one comparison that makes the problem impossible to miss.

## Act three: the resolution

End with a recommendation and what it is worth. *"If we shift half the promotion budget to a second-purchase offer, we estimate 4,000 more repeat customers a year."* Then say what you need from the room.

## Cut everything else

Every chart that isn't set-up, conflict or resolution goes to the appendix. It still exists if someone asks; it just doesn't stand between your audience and the point.

## Try it

Take your last presentation and sort each slide into one of the three acts. If you can't, that slide is probably the appendix. Our [Data Storytelling](/course/data-storytelling) course has more worked examples.`,
  },
  {
    slug: "pandas-groupby-cheat-sheet",
    title: "pandas groupby: Ten Patterns You'll Use Every Week",
    summary:
      "From a simple sum to running totals, group filters and side-by-side tables: the ten groupby patterns analysts reach for most, with copy-ready code.",
    author: "Tomasz Nowak",
    tags: "Python, Tutorial",
    date: "2026-07-29T14:00:00Z",
    body: `If SQL's \`GROUP BY\` is the workhorse of reporting, pandas' \`groupby\` is its Python twin. Here are the ten patterns we use most, on a DataFrame \`df\` with columns \`region\`, \`product\`, \`date\` and \`sales\` (with \`import pandas as pd\`).

## 1. A total per group

\`\`\`python
df.groupby("region")["sales"].sum()
\`\`\`

## 2. Rows per group

\`\`\`python
df.groupby("region").size()
\`\`\`

\`size()\` counts rows; \`count()\` counts non-missing values. Compare the two and the difference is your missing data.

## 3. Two keys, back to a flat table

\`\`\`python
df.groupby(["region", "product"], as_index=False)["sales"].sum()
\`\`\`

\`as_index=False\` keeps \`region\` and \`product\` as ordinary columns, ready to merge or export.

## 4. Several statistics at once, with readable names

\`\`\`python
df.groupby("region").agg(
    total=("sales", "sum"),
    average=("sales", "mean"),
    orders=("sales", "count"),
)
\`\`\`

Named aggregation gives you flat column names instead of a two-level header.

## 5. Share of total with transform

\`\`\`python
df["share"] = df["sales"] / df.groupby("region")["sales"].transform("sum")
\`\`\`

\`transform\` returns a value for every row, aligned with the original index, so the division lines up.

## 6. By month

\`\`\`python
df.groupby(pd.Grouper(key="date", freq="MS"))["sales"].sum()
\`\`\`

\`"MS"\` labels each month by its first day; add \`"region"\` to the list for one series per region.

## 7. Top row per group

\`\`\`python
df.sort_values("sales", ascending=False).groupby("region").head(1)
\`\`\`

Change \`head(1)\` to \`head(3)\` for a top three. For ties, sort by a second column too (\`["sales", "date"]\`) so the same row wins every time.

## 8. Running total and rank within a group

\`\`\`python
df = df.sort_values("date")
df["sales_to_date"] = df.groupby("region")["sales"].cumsum()
df["rank_in_region"] = df.groupby("region")["sales"].rank(ascending=False, method="dense")
\`\`\`

This is pandas' answer to SQL window functions: the result has one value per row, computed within each group. Sort first, because \`cumsum\` follows the order of the rows.

## 9. Keep only the groups that pass a test

\`\`\`python
df.groupby("product").filter(lambda g: g["sales"].sum() >= 10_000)
\`\`\`

\`filter\` keeps or drops whole groups, here every row of products that sold at least 10,000 in total. It is the pandas version of SQL's \`HAVING\`.

## 10. Groups side by side

\`\`\`python
df.groupby(["region", "product"])["sales"].sum().unstack(fill_value=0)
\`\`\`

\`unstack\` turns the inner key into columns: one row per region, one column per product, zeros where nothing sold. The same table comes from \`df.pivot_table(index="region", columns="product", values="sales", aggfunc="sum", fill_value=0)\`.

## Habits

- Use \`observed=True\` with categorical columns, or you'll get rows for combinations that never happen.
- Use \`dropna=False\` when rows with a missing key should form their own group instead of disappearing.
- Check a grouped total against \`df["sales"].sum()\` before you share it.

More in [Data Analysis with Python and pandas](/course/python-pandas).`,
  },
  {
    slug: "tableau-vs-power-bi-for-beginners",
    title: "Tableau or Power BI: Which Should You Learn First?",
    summary:
      "An honest comparison for people choosing their first BI tool: job market, learning curve, cost and what each does best.",
    author: "Leah Brennan",
    tags: "Career, Power BI, Tableau",
    date: "2026-07-15T14:00:00Z",
    body: `It's the question we get most from new learners, and the honest answer is: **both are excellent, and the second one is much easier once you know the first.** Still, you have to start somewhere.

## Look at the job ads near you

Search for analyst roles in your city and count. In many markets Power BI appears more often, because so many companies already pay for Microsoft 365. In others, especially in tech and media, Tableau leads. Let your local market decide.

## The learning curve

- **Power BI** feels familiar to Excel users: Power Query is the same engine, and DAX looks like Excel formulas (until it doesn't). The modeling concepts take the longest.
- **Tableau** gets you to a beautiful chart faster. Its drag-and-drop canvas rewards experimentation, and calculations come later.

## Cost for practice

Power BI Desktop is free on Windows. Tableau Public is free on any system, with the catch that your work is public. Both are fine for a portfolio.

## What each does best

Power BI shines at modeling many related tables and sharing reports inside a Microsoft organization. Tableau shines at visual exploration and design freedom.

## Our suggestion

Pick the one your target employers use, finish one end-to-end project, publish it to the [showcase](/showcase), then learn the other. Our [paths](/paths) cover both.`,
  },
  {
    slug: "guided-projects-launch",
    title: "Product News: Guided Projects Are Here",
    summary:
      "Build a portfolio project step by step with an instructor's brief, a real-world data set and checkpoints along the way.",
    author: "Leah Brennan",
    tags: "Product News, Guided Projects",
    date: "2026-05-20T15:00:00Z",
    body: `Courses teach you the tools. Projects prove you can use them. **Guided projects** sit in between: a realistic brief, a data set and a structure that keeps you moving without giving the answers away.

## How a guided project works

1. **The brief.** A stakeholder request, written like the ones you'll get at work.
2. **The data.** A realistic, messy data set to download.
3. **Checkpoints.** Steps with hints, so you know you're on track, and a suggested solution to compare with when you're done.
4. **Your portfolio piece.** Publish your result to the [showcase](/showcase) and earn a credential.

## Who it's for

Learners who finished a course or two and want something to show in interviews. Each project lists the skills it uses and the time it takes.

Browse them on the [guided projects page](/guided-projects).`,
  },
  {
    slug: "first-data-analyst-portfolio",
    title: "How to Build Your First Data Analyst Portfolio",
    summary:
      "Three projects, one page, zero fluff: what hiring managers actually look at, and how to get there from a standing start.",
    author: "Kofi Asante",
    tags: "Career, Portfolio",
    date: "2026-04-22T14:00:00Z",
    body: `We asked hiring managers from our business customers what they look at in a junior analyst's portfolio. The answers were remarkably consistent.

## Three projects are enough

Quality beats quantity. Aim for three projects that show different skills:

1. **A cleaning and analysis project** (SQL or Python) that starts from messy data.
2. **A dashboard** (Power BI or Tableau) a manager could actually use.
3. **A written insight** that answers one business question with a recommendation.

## Each project needs four things

- **The question**, in one sentence, at the top.
- **The data**: where it came from and what you did to clean it.
- **The answer**, with one or two charts.
- **What you'd do next** with more time or data.

## Make it easy to skim

A hiring manager spends about two minutes per portfolio. Put the conclusion first, link the code, and keep the write-up short. Your [Maven profile](/showcase) gives every project its own page you can link directly.

## Where to find the data

The [data playground](/data-playground) and our monthly [challenges](/challenges) are a good start, because each comes with a real question to answer. Bonus: challenge entries get seen by our instructors.`,
  },
];

export const postSeed: EntrySeed[] = POSTS.map((p) => ({
  id: `ent_post-${p.slug}`,
  kind: "post" as const,
  slug: p.slug,
  title: p.title,
  summary: p.summary,
  body: p.body,
  image: `/images/blog/${p.slug}.jpg`,
  fields: { author: p.author, authorRole: personNamed(p.author).role, tags: p.tags },
  publishAt: new Date(p.date),
}));

export const BLOG_COVERS = POSTS.map((p) => ({ slug: p.slug, title: p.title, tag: p.tags.split(",")[0]!.trim() }));
