import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_natural-disaster-deaths",
  videos: {
    "Introduction: what reviewers actually look for": `By the end of this lesson you will know what hiring managers look for in the few minutes they spend on a portfolio, how this course builds one finished project with you, and you will have the practice data open.

## What a reviewer checks, in order

1. **Relevance:** does this look like the job? A marketing-analyst role wants funnels and campaigns; a finance role wants variance and forecasting.
2. **The question:** is there a clear business question in the first lines, or just "I explored a data set"?
3. **The result:** can they find the answer in under a minute?
4. **Reasoning:** did you check the data, make choices and explain them?
5. **Communication:** clean visuals, a readable README, no broken links.

Reviewers skim. Most of the value of a project is in its first screen.

## How the course is organised

- **Choose and scope:** target roles, public data sets, a business question.
- **Build:** analysis that shows reasoning, a README, portfolio-ready visuals.
- **Publish:** GitHub, Tableau Public, a simple home page, your resume and LinkedIn.
- **Reading pages:** common mistakes and how to give and get peer feedback.
- **Project:** publish your first portfolio piece.

## The practice data set: Global Deaths from Natural Disasters

One table, \`disasters\`, in long format: one row per disaster type and year, 1900–2017. Columns: \`Entity\` (ten disaster types such as Drought, Earthquake, Epidemic, Flood, plus an "All natural disasters" total), \`Year\` and \`Deaths\`. It is small enough to handle in any tool and has real traps, which is exactly what lets you show your reasoning.

## Setting up

1. In the data playground, open **Global Deaths from Natural Disasters**, preview the table and read its description.
2. Download \`disasters.csv\`.
3. Create a folder for the project with \`data/\`, \`analysis/\` and \`images/\` subfolders, and put the CSV in \`data/\`.

## Watch out

The "All natural disasters" rows are totals. Add them to the other rows and every sum doubles. Filter them out before any aggregation.

## Try it

Open the CSV and write down three things a reviewer could ask about this data before trusting any chart built on it (for example: does every type have a row for every year?).

## Worked answer

Three questions worth writing down, each with the answer the file gives you:

\`\`\`python
import pandas as pd

df = pd.read_csv("data/disasters.csv")
print(df["Entity"].value_counts())                        # rows per type
print(sorted(set(range(1900, 2018)) - set(df["Year"])))   # years with no row at all
print(df["Deaths"].min(), df.isna().sum().sum())          # smallest value, missing cells
\`\`\`

1. **Does every type have a row for every year?** No. The file has 803 rows: 117 "All natural disasters" rows and 686 type rows, ranging from 111 rows each for Earthquake and Extreme weather down to 32 for Mass movement (dry). The year 1904 has no row at all, not even a total.
2. **What does a missing row mean?** The smallest value is 1 death and no cell is empty, so a zero is never written down: a type-year with no row could mean no deaths or no record. The source notes must settle it, and the README must say which you assumed.
3. **Are the totals rows the sum of the types?** They look like it, which is exactly the trap: add them to the type rows and every sum doubles. A reviewer will also ask whether a few catastrophic years drive the picture (they do: one flood year, 1931, holds 3.7 million deaths).

A reviewer trusts a chart more when you have asked these questions before they do.
`,
    "Choosing projects for your target role": `After this lesson you can pick portfolio projects that mirror the work of the specific roles you are applying for, instead of generic "exploratory analysis" pieces.

## Work backwards from job ads

Collect five to ten job ads for your target role and tally what they ask for: tools, types of analysis, business domain. Your portfolio should show the top three of each.

| Role | Typical questions | Project shape |
|---|---|---|
| Marketing analyst | Which channel brings profitable customers? | Funnel, cohort, campaign comparison |
| Operations analyst | Where are the delays and the waste? | Process metrics, trends, outliers |
| Financial analyst | Are we on budget? What next quarter? | Variance, forecast, scenarios |
| Public sector / NGO analyst | Where is need greatest? Is it changing? | Long-run trends, rates, prioritisation |

## Worked example: a role-to-project map

\`\`\`text
Target role:   Research analyst at a humanitarian NGO
Job ads ask:   SQL, Tableau, long-run trends, clear briefs for
               non-technical programme managers
Project 1:     "Which natural disasters should a preparedness fund
                prioritise?" (disasters table: deaths by type and
                decade, 1900-2017)  -> SQL + Tableau + one-page brief
Project 2:     (plan) a country-level health indicator trend
Project 3:     (plan) a dashboard monitoring a programme KPI
Gaps covered:  SQL (1), Tableau (1, 3), written brief (1, 2)
\`\`\`

Three projects that each cover a different skill from the ads beat ten that repeat the same one.

## Common mistake

Choosing famous data sets because they are famous. Reviewers have seen the same passenger-survival and flower-measurement analyses many times. If you use a well-known set, make the question specific to the role, so the project still reads as yours.

## Try it

Write a role-to-project map for your own target role. If it is an NGO, public-sector or risk role, make Project 1 a question the \`disasters\` table can answer; otherwise, write the question and note which public data set could answer it (the next lesson shows how to vet it).

## Worked answer

Yours will differ; a strong map for a risk role could look like this:

\`\`\`text
Target role:   Catastrophe risk analyst at a reinsurer
Job ads ask:   SQL, Python, tail risk / extreme events, written
               summaries for underwriters, Excel models
Project 1:     "How concentrated are disaster deaths in single extreme
                years, and which types carry that tail?" (disasters
                table, 1900-2017)  -> SQL + Python + two-page memo
                First check: since 1990 earthquakes caused 818,415 of
                1,822,537 type deaths (45%), and just two years, 2004
                and 2010, account for 55% of those earthquake deaths.
Project 2:     (plan) insured losses vs economic losses by peril, from
               a public catastrophe-loss summary, in Excel
Project 3:     (plan) a Python notebook on return periods for rainfall
               extremes from a public weather station record
Gaps covered:  SQL (1), Python (1, 3), Excel model (2), written
               memo (1), tail risk (1, 3)
\`\`\`

What makes it work: the project question uses the role's own language (tail, concentration), the figure shows the data can answer it, and each planned project covers a skill the others do not. A generic "exploring natural disasters" would cover no gap in particular.
`,
    "Finding and vetting public data sets": `After this lesson you can find candidate data sets for a project and run a quick vetting checklist before you invest hours in one.

## Where to look

Government open-data portals, international organisations, research repositories, company-published data and curated collections such as the data playground. Prefer sources that document how the data was collected and under what licence.

## The vetting checklist

- **Provenance:** who collected it, how, and who processed it since?
- **Licence:** may you publish analyses and charts of it?
- **Coverage:** period, geography, which categories; what is missing?
- **Grain and structure:** what is one row? Long or wide format?
- **Quality:** missing values, duplicates, totals mixed with details, odd values.
- **Fit:** can it answer your business question, or only something near it?

## Worked example: vetting \`disasters\`

\`\`\`sql
-- Rows per entity: do all types cover every year?
SELECT Entity, COUNT(*) AS years_present, MIN(Year) AS first_year, MAX(Year) AS last_year
FROM disasters
GROUP BY Entity
ORDER BY years_present DESC;

-- Do the per-type rows add up to the "All natural disasters" total?
SELECT t.Year, t.Deaths AS reported_total, SUM(d.Deaths) AS sum_of_types
FROM disasters AS t
JOIN disasters AS d ON d.Year = t.Year AND d.Entity <> 'All natural disasters'
WHERE t.Entity = 'All natural disasters'
GROUP BY t.Year, t.Deaths
HAVING SUM(d.Deaths) <> t.Deaths;
\`\`\`

Load the CSV into SQLite or PostgreSQL as a table named \`disasters\` (in PostgreSQL, either quote the mixed-case names as \`"Entity"\` or load them in lowercase). You should find that only the total row has an entry for almost every year, that one year from 1900–2017 has no rows at all, and that the types add up to the total in every year except one. Record all of this in your notes; it goes in the README.

## Common mistake

Reading a missing row as zero. A type with no row in a year may mean no recorded deaths, or no records. The source description is the place to check, and your README should say which assumption you made.

## Try it

Fill in the six checklist items for \`disasters\` using its data playground description and the queries above. Add one "fit" sentence: which business question it can answer well, and one it cannot (for example, death rates, since there is no population column).

## Worked answer

The queries in the lesson return: row counts from 117 (All natural disasters) down to 32 (Mass movement (dry)), and one year where the types do not add up, 2014 (20,882 reported, 20,870 from the types). Two more checks complete the picture:

\`\`\`sql
-- Years in 1900-2017 with no row at all
WITH RECURSIVE years(y) AS (
  SELECT 1900 UNION ALL SELECT y + 1 FROM years WHERE y < 2017
)
SELECT y AS missing_year FROM years WHERE y NOT IN (SELECT Year FROM disasters);

-- Zeros and NULLs
SELECT COUNT(*) AS rows, SUM(Deaths = 0) AS zero_rows, SUM(Deaths IS NULL) AS null_rows
FROM disasters;
\`\`\`

The first returns 1904; the second 803 rows, 0 zeros, 0 NULLs (in PostgreSQL write \`COUNT(*) FILTER (WHERE deaths = 0)\`, since it does not sum booleans). A \`GROUP BY Entity, Year HAVING COUNT(*) > 1\` finds no duplicates.

| Item | For \`disasters\` |
|---|---|
| Provenance | EM-DAT (CRED, UCLouvain), processed by Our World in Data, redistributed in vega-datasets |
| Licence | EM-DAT terms of use for the records, CC BY 4.0 for the OWID processing: credit both, and read EM-DAT's terms before you commit the CSV to a public repository |
| Coverage | 1900–2017, ten types plus a total; 1904 missing entirely; types cover 32 to 111 of 117 years |
| Grain | one row per type and year, long format, 803 rows |
| Quality | total rows mixed with details; 2014 total exceeds its types by 12; no zeros, NULLs or duplicates |
| Fit | good for how the mix of deadly disaster types changed over a century; it cannot give death rates (no population), regions, injuries or losses |
`,
    "Scoping a project around a business question": `After this lesson you can turn a vague topic into a scoped project: one decision-maker, one question, a few sub-questions and a clear definition of done.

## From topic to question

- **Topic:** "natural disasters" (not a project)
- **Question:** "Which disaster types should a preparedness fund prioritise?"
- **Decision-maker:** the fund's programme director
- **Decision:** how to split a training and equipment budget across disaster types

## A one-page scope

\`\`\`text
Project:      Where should disaster preparedness money go?
Stakeholder:  Programme director, fictional NGO "ReadyWorld"
Question:     Which disaster types caused the most deaths recently, and
              how has that changed since the early 20th century?
Sub-questions:
  1. Deaths by type per decade, 1900s-2010s (2010s = 2010-2017 only)
  2. Which types declined most, and which did not?
  3. Which single years dominate each type's total (one-off events)?
Data:         disasters table, "All natural disasters" rows excluded
Out of scope: death rates (no population data), injuries, economic
              damage, regions
Deliverables: README with findings, 3 charts, SQL file, Tableau
              Public dashboard
Done when:    each sub-question has one chart and one sentence answer
Time box:     10 hours
\`\`\`

The "out of scope" line protects you from endless expansion and shows a reviewer you know the data's limits.

## Common mistake

Scoping by tool instead of question ("I'll do a Tableau project"). The tool follows from the question and the audience. A reviewer remembers "the NGO funding question", not "the Tableau one".

## Try it

Write your own one-page scope for a \`disasters\` project aimed at a different stakeholder, for example an insurer's risk team or a journalist writing about climate and disasters. Change the question, the sub-questions and the out-of-scope line accordingly.

## Worked answer

Yours will differ; a strong scope for a journalist could read:

\`\`\`text
Project:      Are natural disasters getting deadlier?
Stakeholder:  A science journalist writing about climate and disasters
Question:     Have recorded deaths from natural disasters risen or
              fallen since 1900, and which types buck the trend?
Sub-questions:
  1. Total deaths per decade, 1900s-2010s (2010s = 2010-2017, 1900s
     lack 1904)
  2. Which types rose in recent decades (extreme temperature: under
     10,000 deaths per decade up to the 1990s, 91,586 in the 2000s)?
  3. How much of each recent decade is one event (2003 is 82% of
     the 2000s extreme-temperature deaths)?
Data:         disasters table, "All natural disasters" rows excluded
Out of scope: attributing any event to climate change; rates per
              person (no population data); economic losses; regions
Deliverables: 600-word explainer with 2 charts, a methods note, SQL file
Done when:    each sub-question has a chart and a sentence a reader
              can check against the data
Time box:     8 hours
\`\`\`

Compared with the fund scope, the question is about a trend rather than a budget split, and the out-of-scope line guards against the claim a journalist is most tempted to make: that the data shows climate change. The early checks (per-decade totals fell from 8.73 million in the 1920s to 0.84 million in the 2000s) are there to show the question has an answer in this data, not to pre-write the story.
`,
    "Analysis that shows your reasoning": `After this lesson you can structure an analysis so a reviewer sees not only your results but the checks and choices behind them.

## Make decisions visible

Reviewers hire judgement. Show it with short notes at each step:

1. **Check:** what you tested about the data, and what you found.
2. **Decide:** the choice you made (exclude, fill, group) and why.
3. **Compute:** the calculation, readable and commented.
4. **Interpret:** one sentence on what the result means, with its limits.

## Worked example: deaths per decade by type

\`\`\`python
import pandas as pd

df = pd.read_csv("data/disasters.csv")

types = df[df["Entity"] != "All natural disasters"].copy()  # Check + Decide: drop the total rows
types["decade"] = (types["Year"] // 10) * 10  # Decide: decades; the 2010s cover 2010-2017 only

by_decade = (
    types.pivot_table(index="decade", columns="Entity", values="Deaths", aggfunc="sum")
    .fillna(0)
    .astype(int)
)
by_decade["total"] = by_decade.sum(axis=1)

top_years = types.sort_values("Deaths", ascending=False).groupby("Entity").head(1)  # Check: one-off years
print(by_decade)
print(top_years)
\`\`\`

Then write the interpretation: for example, whether droughts and epidemics dominate the early decades and how the mix looks in recent ones, with the caveat that totals are not rates (world population grew more than fourfold over the period) and that one catastrophic year can dominate a decade.

## Common mistake

Hiding the messy part. A notebook that jumps from \`read_csv\` to a polished chart looks too clean and leaves reviewers wondering what you skipped. Three lines of "Check / Decide" notes make the same analysis far more convincing.

## Try it

Run the code above, then add one more check: compare the sum of the type rows with the "All natural disasters" rows by year, and write a "Decide" note on which you will use for totals and why.

## Worked answer

Add this after the lesson's code:

\`\`\`python
totals = df[df["Entity"] == "All natural disasters"].set_index("Year")["Deaths"]  # Check: totals vs types
sum_of_types = types.groupby("Year")["Deaths"].sum()
check = pd.DataFrame({"reported_total": totals, "sum_of_types": sum_of_types})
check["diff"] = check["reported_total"] - check["sum_of_types"]
print(len(check), check["diff"].ne(0).sum())
print(check[check["diff"] != 0])
\`\`\`

The lesson's table shows the 1920s as the deadliest decade (8,726,293 deaths) and 2010–2017 the lowest (454,938); the top years are Flood 1931 (3,700,000), Drought 1928 (3,000,000) and Epidemic 1917 (2,500,000). The check prints 117 years and 1 mismatch: 2014, reported 20,882 against 20,870 from the types, a gap of 12. Over the whole period the totals come to 32,607,156 and the types to 32,607,144.

A model "Decide" note: "I use the sum of the type rows for every total, so a chart's parts always add up to its whole; the only disagreement is 12 deaths in 2014 (0.06% of that year), which cannot change any finding. 1904 has no rows in either series, so the 1900s decade covers nine years." It is strong because it names the alternative, gives the size of the difference and says why it does not matter.
`,
    "Writing the project README": `After this lesson you can write a README that lets a reviewer understand your project's question, answer and method in under two minutes.

## The structure

1. **Title that states the question or answer** (a level-1 heading, written here with an \`===\` underline)
2. **Summary:** the answer in two or three sentences, with the key chart
3. **Business question and stakeholder**
4. **Data:** source, licence, grain, what you excluded
5. **Approach:** three to five steps, linking to the code
6. **Findings:** one heading per sub-question, one chart and one sentence each
7. **Limitations and next steps**
8. **How to reproduce:** files and the order to run them

## Template

\`\`\`markdown
Which natural disasters should a preparedness fund prioritise?
==============================================================

**Summary:** [Two sentences: the answer and the most important number.]

![Deaths by disaster type per decade](images/deaths_by_decade.png)

## Question
A fictional NGO, ReadyWorld, wants to split its preparedness budget
across disaster types. Which types caused the most deaths recently,
and how has that changed since 1900?

## Data
Global Deaths from Natural Disasters (EM-DAT, processed by Our World
in Data), one row per disaster type and year, 1900-2017.
Excluded: "All natural disasters" total rows. No population data,
so results are counts, not rates.

## Approach
1. Data checks: [link to analysis/checks.sql]
2. Deaths by type and decade: [link to analysis/decades.py]
3. Dashboard: [Tableau Public link]

## Findings
### 1. [Finding as a sentence]
### 2. [Finding as a sentence]
### 3. [Finding as a sentence]

## Limitations
- Counts, not rates; 2010s cover eight years only.

## Reproduce
Run analysis/checks.sql, then analysis/decades.py.
\`\`\`

## Common mistake

A README that describes the files ("this repo contains a notebook and a CSV") instead of the project. Files are for the last section; the first screen is for the question and the answer.

## Try it

Write the README for your scoped \`disasters\` project, filling every placeholder with real findings from your analysis. Ask someone outside data to read only the first screen and tell you the answer back.

## Worked answer

A model first screen and findings, with every number from the lesson's decade table and checks:

\`\`\`markdown
Droughts and epidemics drove the deadliest decades; earthquakes and storms lead now
=================================================================================

**Summary:** From 1900 to 1949, droughts (38%) and epidemics (37%) caused
three quarters of recorded disaster deaths. Since 1990 earthquakes (45%) and
extreme weather (22%) lead, so ReadyWorld should focus preparedness on
earthquakes and storms, and watch heat.

![Deaths by disaster type per decade](images/deaths_by_decade.png)

## Findings
### 1. Recorded deaths per decade fell from 8.7 million in the 1920s to 0.84 million in the 2000s
Counts, not rates: world population grew over the same period.
### 2. The mix changed: earthquakes caused 45% of deaths since 1990, drought only 1%
Extreme temperature rose from under 10,000 deaths per decade up to the 1990s to 91,586 in the 2000s.
### 3. Single years dominate: the 1931 flood year is 53% of all flood deaths since 1900
In the 2010s, 2010 alone (the Haiti earthquake year) holds 73% of all deaths.

## Limitations
- Counts, not rates; 1904 is missing; 2010s cover 2010-2017 only.
- Totals use the sum of the types (the 2014 total row is 12 higher).
\`\`\`

Keep the Question, Data, Approach and Reproduce sections from the template. The title states the answer, the summary has two numbers and a recommendation, and each finding heading is a sentence a non-analyst can repeat back, which is the test in the Try it. If your reader repeats "disasters are getting less deadly", your summary is leading with the wrong finding for this stakeholder.
`,
    "Visuals that work in a portfolio": `After this lesson you can make charts that read well as small thumbnails, on a phone and out of context, which is how reviewers first see them.

## Portfolio charts are seen small

A reviewer sees your chart as a preview on GitHub, a LinkedIn post image or a Tableau Public thumbnail. Design for that:

- **One message per chart**, stated in the title
- **Large text:** titles and labels readable at half size
- **Few categories:** group the long tail into "Other"
- **Direct labels** instead of legends
- **Source line** on the image itself
- **Export at a fixed size**, for example 1200 × 675 px (16:9), PNG

## Worked example: deaths by type per decade

\`\`\`text
Before
  Stacked area chart of all ten types, 1900-2017, default colors,
  legend with ten entries, title "Disasters"

After
  Small multiples: one panel per major type (Drought, Epidemic,
  Flood, Earthquake, Extreme weather), others grouped as "Other"
  x = decade, y = deaths (same scale in every panel)
  Title: "[Your finding about how the mix changed since 1900]"
  Subtitle: "Deaths per decade by disaster type; 2010s = 2010-2017"
  Footer: "Source: EM-DAT via Our World in Data. Counts, not rates."
\`\`\`

In Tableau, group the minor types with a calculated field:

\`\`\`sql
IF [Entity] IN ("Drought", "Epidemic", "Flood", "Earthquake", "Extreme weather")
THEN [Entity] ELSE "Other" END
\`\`\`

Exclude "All natural disasters" with a data source filter before building anything.

## Common mistake

Putting a full dashboard screenshot in the README. At thumbnail size, four charts and filters become unreadable. Use one strong chart as the hero image and link to the interactive dashboard.

## Try it

Build the small-multiples chart in Tableau or Python, export it at 1200 × 675 px, and view it at 50% zoom. If you cannot read the title and the labels, enlarge them until you can.

## Worked answer

\`\`\`python
import pandas as pd
import matplotlib.pyplot as plt

df = pd.read_csv("data/disasters.csv")
types = df[df["Entity"] != "All natural disasters"].copy()  # totals out first
major = ["Drought", "Epidemic", "Flood", "Earthquake", "Extreme weather"]
types["group"] = types["Entity"].where(types["Entity"].isin(major), "Other")
types["decade"] = (types["Year"] // 10) * 10

by_decade = (
    types.pivot_table(index="decade", columns="group", values="Deaths", aggfunc="sum")
    .fillna(0)
    .div(1e6)  # millions of deaths
)

fig, axes = plt.subplots(2, 3, figsize=(12, 6.75), dpi=100, sharex=True, sharey=True)
for ax, name in zip(axes.flat, major + ["Other"]):
    ax.bar(by_decade.index, by_decade[name], width=8, color="#3b6ea5")
    ax.set_title(name, fontsize=16, loc="left")
    ax.set_xticks([1900, 1950, 2000])
    ax.tick_params(labelsize=13)
    ax.spines[["top", "right"]].set_visible(False)
for ax in axes[:, 0]:
    ax.set_ylabel("Deaths (millions)", fontsize=13)

fig.text(0.01, 0.955, "Droughts, epidemics and floods drove the deadliest decades;",
         fontsize=18, fontweight="bold", va="top")
fig.text(0.01, 0.905, "earthquakes lead since 2000", fontsize=18, fontweight="bold", va="top")
fig.text(0.01, 0.850, "Deaths per decade by disaster type, same scale in every panel; 2010s = 2010-2017",
         fontsize=14, va="top")
fig.text(0.01, 0.015, "Source: EM-DAT via Our World in Data. Counts, not rates.",
         fontsize=12, color="#555555")
fig.tight_layout(rect=(0, 0.05, 1, 0.80))
fig.savefig("images/deaths_by_decade.png")  # 12 x 6.75 in at 100 dpi = 1200 x 675 px
\`\`\`

The tallest bars are Drought in the 1920s (4.72 million), Flood in the 1930s (4.36 million) and Epidemic in the 1920s (3.32 million); Earthquake peaks at 0.55 million (1920s) and 0.45 million (2000s). At 50% zoom the 18-point title and 13-point tick labels are still legible; matplotlib's default 10-point labels are not, which is the usual fix.

The shared scale is honest but flattens everything after 1970, so the "earthquakes lead since 2000" half of the title is hard to see (0.45 and 0.26 million against drought's 4.72). Either keep the title to what the chart shows, or add a second chart for 1990–2017 on its own scale.
`,
    "Publishing on GitHub and Tableau Public": `After this lesson you can publish your project as a tidy GitHub repository and an interactive Tableau Public viz, linked to each other.

## GitHub repository layout

\`\`\`text
natural-disasters-preparedness/
  README.md                 question, answer, hero chart, findings
  data/disasters.csv        or a link to the source if you may not copy it
  analysis/checks.sql
  analysis/decades.py
  images/deaths_by_decade.png
  LICENSE                   for your code, if you want others to reuse it
\`\`\`

Steps: create a public repository with a descriptive name (words, not "project1"), upload or push the files, check that the README renders and images show, and add a one-line description and topics (for example \`data-analysis\`, \`tableau\`, \`sql\`) in the repository's About box.

## Tableau Public

- Build the viz in Tableau Public (free) or Tableau Desktop. In Tableau Public, save with **File → Save to Tableau Public As**; workbooks saved there are visible to anyone.
- In the viz's details on your profile, add a description with the question, the data source and a link back to the GitHub repository.
- Set the dashboard size to a fixed size that fits a laptop screen, and check it on a phone.

## Worked example: linking both ways

\`\`\`markdown
## Interactive dashboard
Explore deaths by type and decade on
[Tableau Public](https://public.tableau.com/app/profile/YOUR-NAME/viz/YOUR-VIZ).
\`\`\`

And in the Tableau Public description: "Code, data checks and write-up: github.com/YOUR-NAME/natural-disasters-preparedness".

## Common mistake

Publishing data you may not redistribute, or without attribution. Check the licence from your vetting step: the disasters data carries EM-DAT terms of use and CC BY 4.0 for the Our World in Data processing, so credit both in the README and on the dashboard.

## Try it

Publish your \`disasters\` project: a repository with the layout above and a Tableau Public viz with a description linking back. Then open both in a private browser window, logged out, and click every link.

## Worked answer

A checklist of what to verify, in a private window while logged out:

\`\`\`text
GitHub repository
  [ ] README renders, hero image shows (path images/deaths_by_decade.png,
      case-sensitive on GitHub)
  [ ] checks.sql and decades.py run from a fresh clone in the order the
      README gives, and reproduce its numbers (for example 454,938 deaths
      in 2010-2017, the 2014 mismatch of 12)
  [ ] data/disasters.csv (803 rows) committed only if EM-DAT's terms allow
      it; otherwise data/README.md with the download link
  [ ] About box: one-line description, topics, link to the Tableau viz
Tableau Public
  [ ] Data source filter excludes "All natural disasters"
  [ ] Description: question, "Source: EM-DAT (CRED, UCLouvain) via Our
      World in Data (CC BY 4.0). Counts, not rates.", link to the repo
  [ ] Fixed dashboard size; checked on a phone
Links both ways
  [ ] README -> viz and viz -> README both open logged out
\`\`\`

The links that most often fail are a viz still marked hidden on your profile, an image path that works locally on a case-insensitive disk, and a "YOUR-NAME" placeholder left in the README. Rerunning your own scripts from a fresh clone is the check reviewers never see but always benefit from: a number in the README that the code no longer produces is the fastest way to lose their trust.
`,
    "A simple portfolio home page": `After this lesson you can put all your projects behind one address with a page that says who you are, what roles you want and what to look at first.

## What the home page needs

1. **One line about you and your target role**
2. **Two to four project cards:** title as the question, one-sentence result, hero image, links to write-up and dashboard
3. **Skills, shown through projects** rather than listed
4. **Contact links:** email, LinkedIn, GitHub

Keep it to one screen on a laptop if you can.

## Options

- **GitHub profile README:** create a repository named exactly like your username; its README appears on your profile page.
- **GitHub Pages:** a repository named \`YOUR-NAME.github.io\` with an \`index.md\` or \`index.html\` is served at \`https://YOUR-NAME.github.io\`.
- **Tableau Public profile:** fine for dashboards, but add a home page elsewhere for written work.

## Worked example: a profile README

\`\`\`markdown
Sam Rivera — data analyst (public sector and NGOs)
==================================================

I turn open data into clear answers for programme and policy teams.
Looking for research and data analyst roles. SQL · Python · Tableau

## Projects
### Which natural disasters should a preparedness fund prioritise?
[One-sentence result.]
[Write-up](https://github.com/samrivera/natural-disasters-preparedness) ·
[Dashboard](https://public.tableau.com/app/profile/samrivera)

### [Project 2 as a question]
[One-sentence result.] [Write-up] · [Dashboard]

## Contact
sam.rivera@example.com · [LinkedIn](https://www.linkedin.com/in/samrivera)
\`\`\`

## Common mistake

Ordering projects by when you made them. Put the project most relevant to your target role first, even if it is the oldest.

## Try it

Create your profile README (or a GitHub Pages \`index.md\`) with your \`disasters\` project as the first card and placeholders for the two planned projects. Check it on a phone.

## Worked answer

Yours will differ; a strong profile README with real results:

\`\`\`markdown
Sam Rivera — data analyst (public sector and NGOs)
==================================================

I turn open data into clear answers for programme and policy teams.
Looking for research and data analyst roles. SQL · Python · Tableau

## Projects
### Which natural disasters should a preparedness fund prioritise?
Since 1990, earthquakes caused 45% of recorded disaster deaths and
extreme weather 22%, while drought fell from 38% before 1950 to 1%.
[Write-up](https://github.com/samrivera/natural-disasters-preparedness) ·
[Dashboard](https://public.tableau.com/app/profile/samrivera)

### [Project 2: a country-level health indicator trend, in progress]
### [Project 3: a dashboard monitoring a programme KPI, planned]

## Contact
sam.rivera@example.com · [LinkedIn](https://www.linkedin.com/in/samrivera)
\`\`\`

The first card states a result, not a topic, and each number can be found in the linked README. Mark planned projects as planned: a reviewer who clicks an empty placeholder link loses more trust than one who reads "planned". On a phone, check that the title does not wrap into the underline and that both links are far enough apart to tap.
`,
    "Your portfolio on your resume and LinkedIn": `After this lesson you can present your portfolio projects on your resume and LinkedIn profile so they read as relevant experience, not as homework.

## On the resume

Add a **Projects** section (above education if you are changing careers). Each project gets a title, a link and one or two bullets written like work achievements: action, method, result.

\`\`\`text
Before
  - Did a project on natural disasters using Python and Tableau

After
  Disaster preparedness prioritisation | github.com/YOUR-NAME/...
  - Analysed disaster deaths by type, 1900-2017 (EM-DAT data), in
    SQL and Python to recommend where a preparedness fund should focus
  - Found and documented a data trap (duplicate total rows) that would
    have doubled every figure; published an interactive Tableau dashboard
\`\`\`

Use the project's real findings, not inflated claims; "recommended" is fine, "saved lives" is not.

## On LinkedIn

- **Headline:** role plus focus, for example "Data analyst | SQL, Python, Tableau | public sector".
- **Featured section:** add the GitHub repository and the Tableau Public viz as links, with the hero image.
- **Projects section:** the same text as on your resume.
- **A short post** about the project: the question, one chart, one finding, a link. Tag no one who did not contribute.

## Common mistake

Listing tools with no evidence ("Expert in Tableau"). Reviewers trust a linked dashboard more than any adjective. Let each skill on your resume point to a project that shows it.

## Try it

Write two resume bullets and a 100-word LinkedIn post for your \`disasters\` project. Each bullet must contain a verb, the method and a concrete outcome you can show at the link.

## Worked answer

Model bullets:

\`\`\`text
Disaster preparedness prioritisation | github.com/YOUR-NAME/natural-disasters-preparedness
- Analysed disaster deaths from 1900 to 2017 (EM-DAT, 10 types) in
  SQL and Python, showing earthquakes caused 45% of deaths since 1990 against
  drought's 1%, to recommend where a preparedness fund should focus
- Caught total rows that would have doubled every sum, reconciled them
  with the type rows (one 12-death gap, in 2014) and published the
  checks and a Tableau Public dashboard
\`\`\`

A model LinkedIn post (92 words):

\`\`\`text
Which natural disasters should a preparedness fund focus on?

I analysed recorded disaster deaths from 1900 to 2017 (EM-DAT via Our
World in Data). Before 1950, droughts and epidemics caused three quarters of
them. Since 1990, earthquakes lead with 45%, and two years, 2004 and
2010, account for over half of those.

The lesson for planning: one catastrophic year can dominate a decade,
so I show totals and single-year shares side by side.

Counts, not rates: the data has no population figures.

Write-up and SQL: [GitHub link]
Interactive dashboard: [Tableau Public link]
\`\`\`

Each bullet has a verb, the method and an outcome a reviewer can verify at the link; the post leads with the question, gives one finding with its number and states the main limit. Both avoid claims the project cannot support, such as lives saved.
`,
  },
  readings: {
    "Ten portfolio mistakes to avoid": `Use this list as a final review before you share any project. Each mistake is common, easy to spot and quick to fix.

| # | Mistake | Fix |
|---|---|---|
| 1 | **No question.** The project "explores" a data set. | Put a business question and a stakeholder in the first line. |
| 2 | **Answer buried.** Findings appear after the method. | Lead with a two-sentence summary and the hero chart. |
| 3 | **Untouched data traps.** Totals mixed with details, missing years, duplicates. | Show your checks and decisions (for \`disasters\`: drop "All natural disasters" before summing). |
| 4 | **Counts presented as rates.** | Say "counts, not rates" or add a denominator from a documented source. |
| 5 | **Tutorial copies.** The same steps as a well-known course or blog. | Change the question, the audience or the data. |
| 6 | **Unreadable visuals.** Tiny labels, legends with ten colors, dashboard screenshots. | One message per chart, direct labels, exported at a readable size. |
| 7 | **Broken links and private repos.** | Test every link logged out, in a private window. |
| 8 | **No limitations.** | Add a "Limitations" section; it shows judgement, not weakness. |
| 9 | **Too many half-finished projects.** | Three finished projects beat eight drafts; archive the rest. |
| 10 | **No attribution or licence check.** | Credit the data source and follow its terms. |

## A five-minute self-review

\`\`\`text
[ ] Can a stranger state my question and answer after 60 seconds?
[ ] Does my README show at least two data checks and two decisions?
[ ] Does every chart title state a finding I can back with a number?
[ ] Do all links work when I am logged out?
[ ] Is the data source credited, with its licence?
[ ] Is the most relevant project first on my home page?
\`\`\`

## Why these matter

Reviewers often look at many portfolios for one role. They are not grading effort; they are looking for signs of how you would work on their team. Each mistake above sends a signal: no question suggests you wait to be told what to do; buried answers suggest long meetings; hidden data traps suggest risky numbers. Each fix sends the opposite signal, and most take under an hour.
`,
    "Giving and receiving peer feedback": `Feedback from other learners and working analysts is the fastest way to improve a portfolio. This page gives you a way to ask for it, give it and act on it.

## Asking for feedback

- **Be specific:** "Is the answer clear from the first screen?" gets better replies than "Thoughts?"
- **Give context:** target role, audience, what you want to improve.
- **Make it small:** one project, one link, a time estimate ("five minutes").
- **Ask several people with different views:** a peer, someone in your target role, someone outside data.

\`\`\`text
Hi [name], I'm applying for research analyst roles at NGOs. Could you
spend 5 minutes on this project and answer two questions?
1. After reading the first screen, what do you think the answer is?
2. Which chart or step made you trust the result least?
Link: [README]   Thank you! Happy to return the favour.
\`\`\`

## Giving feedback

Use a simple structure so your comments are useful, not just kind:

| Part | Example on a \`disasters\` project |
|---|---|
| What works | "The check that the type rows add up to the total row is convincing." |
| What confused me | "I could not tell whether the 2010s bar covers a full decade." |
| One suggestion | "Add '2010-2017' to the axis label or the subtitle." |
| Question | "Why did you exclude rates? A sentence in the README would help." |

Comment on the work, not the person; be specific about where; suggest, do not rewrite.

## Receiving feedback

1. **Listen, do not defend.** Thank the reviewer; ask clarifying questions only.
2. **Log everything** in one list: comment, who said it, your decision.
3. **Look for patterns.** One person confused is a data point; three is a fix.
4. **Decide and act.** Not every suggestion must be taken, but every one deserves a reason.
5. **Close the loop.** Tell reviewers what you changed.

\`\`\`text
Comment                          From     Decision
2010s decade unclear             peer     Fix: subtitle + axis label
Wants a map                      analyst  Skip: data has no geography
Summary too long                 friend   Fix: cut to two sentences
\`\`\`

## Watch out

Feedback from people outside data is not less valuable. Your future stakeholders are mostly non-analysts; if they cannot follow the story, that is the most important fix.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "dap-k1",
          type: "numeric",
          prompt:
            'In the disasters table, one year has these rows: Drought 1,000 deaths, Flood 500, Earthquake 300 and "All natural disasters" 1,800. If you sum the Deaths column for that year without filtering anything out, what total do you get?',
          answer: 3600,
          tolerance: 0,
          unit: "deaths",
          explanation:
            '1,000 + 500 + 300 + 1,800 = 3,600, twice the real 1,800, because the "All natural disasters" row is itself the total of the others. Filter the total rows out before any aggregation, and say so in your Check/Decide notes: spotting this trap is exactly the kind of reasoning a reviewer looks for.',
        },
        {
          id: "dap-k2",
          type: "single",
          prompt:
            "While vetting the disasters data you find that several disaster types have no row at all for many years. How should your analysis treat those missing years?",
          choices: [
            {
              id: "a",
              text: "Check the source description for what a missing row means, then state the assumption you made in the README",
            },
            { id: "b", text: "Treat them as zero deaths; no row means nothing happened" },
            { id: "c", text: "Drop the types with gaps from the project so the gaps do not show" },
            { id: "d", text: "Fill them with each type's average over the years that have rows" },
          ],
          correct: "a",
          explanation:
            "A missing row may mean no recorded deaths, or no records at all; the two lead to different conclusions. The source description is where to check, and a README that states the assumption shows judgement. Reading a gap as zero, or filling it with an average, silently invents data; dropping whole types hides a trap instead of handling it.",
        },
        {
          id: "dap-k3",
          type: "multiple",
          prompt: "Which of these make a portfolio project more convincing to a reviewer?",
          choices: [
            {
              id: "a",
              text: 'Short Check / Decide notes in the analysis, such as "dropped the All natural disasters rows: they are totals"',
            },
            {
              id: "b",
              text: 'A Limitations section, such as "counts, not rates; the 2010s cover 2010 to 2017 only"',
            },
            { id: "c", text: "A README that opens with a list of the files in the repository" },
            { id: "d", text: "A screenshot of the full four-chart dashboard as the README's hero image" },
          ],
          correct: ["a", "b"],
          explanation:
            "Reviewers hire judgement: visible checks and decisions, and honest limits, show how you would work on their team. The first screen of a README is for the question and the answer; the file list belongs in the last section. A full dashboard is unreadable at thumbnail size: use one strong chart as the hero image and link to the interactive version.",
        },
        {
          id: "dap-k4",
          type: "single",
          prompt: "Which of these is a well-scoped portfolio project?",
          choices: [
            {
              id: "a",
              text: '"Which disaster types should a preparedness fund prioritise?" for a programme director splitting a budget, with sub-questions, an out-of-scope list and a 10-hour time box',
            },
            { id: "b", text: '"Natural disasters": an exploration of the whole data set' },
            { id: "c", text: '"A Tableau project", using whichever data set makes the best-looking dashboard' },
            {
              id: "d",
              text: '"Everything about disasters": deaths, rates, injuries, economic damage and regions, in one project',
            },
          ],
          correct: "a",
          explanation:
            "A scoped project has one decision-maker, one question, a few sub-questions and a definition of done; the out-of-scope line stops it expanding and shows you know the data's limits (this table has no population, injury or regional data). A topic is not a project, and scoping by tool leaves the reviewer with nothing to remember but the tool.",
        },
        {
          id: "dap-k5",
          type: "single",
          prompt: "Which resume bullet presents a portfolio project best?",
          choices: [
            {
              id: "a",
              text: '"Analysed disaster deaths by type, 1900-2017, in SQL and Python to recommend where a preparedness fund should focus; published an interactive Tableau dashboard"',
            },
            { id: "b", text: '"Did a project on natural disasters using Python and Tableau"' },
            { id: "c", text: '"Expert in SQL, Python and Tableau"' },
            { id: "d", text: '"Analysed disaster data and helped save lives"' },
          ],
          correct: "a",
          explanation:
            'Write project bullets like work achievements: an action, the method and a concrete outcome the reviewer can check at the link. "Did a project" says nothing about what you found, a tool list without evidence is an adjective, and "saved lives" is an inflated claim the project cannot support.',
        },
        {
          id: "dap-k6",
          type: "single",
          prompt:
            "You asked five people for feedback. Three say they could not tell the answer from the README's first screen; one asks you to add a map, though the data has no geography. What do you do?",
          choices: [
            {
              id: "a",
              text: "Rewrite the opening summary, skip the map with a reason in your feedback log, and tell reviewers what you changed",
            },
            { id: "b", text: "Add the map, because every suggestion must be taken" },
            { id: "c", text: "Keep the README: the three who were confused are not data analysts" },
            { id: "d", text: "Explain to each reviewer why the first screen is already clear" },
          ],
          correct: "a",
          explanation:
            "One person confused is a data point; three is a pattern, so fix it. Not every suggestion must be taken, but each deserves a reason: a map needs geography the data lacks. Readers outside data are your future stakeholders, so their confusion matters most; listen rather than defend, and close the loop by telling reviewers what changed.",
        },
      ],
    },
  },
  projectBrief: `# Project: publish your first portfolio piece

## Scenario

**ReadyWorld**, a fictional humanitarian NGO, is setting up a disaster preparedness fund. Its programme director asks: *"Which types of natural disaster should our training and equipment budget focus on, and has the picture changed over the last century?"* Answer with a complete, published portfolio project.

## Data

The **Global Deaths from Natural Disasters** data set in the data playground, table \`disasters\` (\`Entity\`, \`Year\`, \`Deaths\`; one row per disaster type and year, 1900–2017). Download \`disasters.csv\`. "All natural disasters" rows are totals: never add them to the per-type rows.

## Questions to answer

1. Does every disaster type have a row for every year? Does the data have a year with no rows at all? Do the per-type rows add up to the "All natural disasters" total each year? Document what you find and what you decide.
2. How many deaths did each disaster type cause per decade from the 1900s to the 2010s (noting that the 2010s cover 2010–2017 only)?
3. Which types account for most deaths in the early decades, and which in the most recent ones?
4. For each type, which single year contributed the most deaths, and how much of that type's total does it represent?
5. What should ReadyWorld prioritise, and what can this data not tell them (for example rates per person, injuries or economic losses)?

## Deliverables

- A **public GitHub repository** with a descriptive name: README, analysis files (SQL, Python or a spreadsheet), hero chart image, and the data or a link to its source.
- A **README** following the course structure: question, summary with the answer, data and exclusions, approach, findings (one chart and one sentence per question), limitations, how to reproduce.
- A **Tableau Public dashboard** with a description that links to the repository.
- A **home page entry**: your profile README or GitHub Pages site listing this project first.
- **Two resume bullets** describing the project.

## Hand-in checklist

- [ ] The question and the answer are visible on the README's first screen
- [ ] "All natural disasters" rows are excluded from every sum, and the README says so
- [ ] Data checks and decisions are shown, not just results
- [ ] Every chart has a finding as its title, a subtitle with units and period, and a source line
- [ ] Results are described as counts, not rates
- [ ] EM-DAT and Our World in Data are credited, with their terms
- [ ] All links work when logged out
- [ ] At least one person has read the README and you have logged their feedback
`,
} satisfies CourseNotes;
