import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "Introduction: why prepare data before Tableau": `After this lesson you know why cleaning belongs before the workbook, how the course builds one Prep flow step by step, and how to get the practice files into Tableau Prep Builder.

## Why prepare first

Fixes made in calculated fields live in one workbook, run every time a view is drawn, and are invisible to the next person. A Prep flow fixes the data once, documents every step visually, and writes a clean extract that any workbook can use. Rule of thumb: if you would copy a calculated field into a second workbook, it belongs in Prep.

## How the course is organised

One flow grows through the lessons: connect and read the profile pane, clean (rename, group, split), add calculated fields, join and check the join, union, pivot, aggregate, and finally output an extract and rerun the flow on new data. A reading page on documenting flows and a project close the course.

## The practice data

We use the **Gapminder World Development** data set from the data playground. Its two files are the flow's inputs:

| File | One row is | Fields |
| --- | --- | --- |
| \`gapminder.csv\` | a country in a year (62 countries, 1955-2005 every five years) | \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\` |
| \`gapminder-health-income.csv\` | a country (187 countries) | \`country\`, \`income\`, \`health\`, \`population\`, \`region\` |

They overlap on \`country\`, disagree in coverage (one country of the first file has no row in the second), and store region codes such as \`south_asia\`: realistic preparation work on a small scale.

## Setup

1. Install Tableau Prep Builder (it needs a Tableau Creator licence or a trial).
2. Download both CSV files from the data playground into one folder.
3. In Prep, click **Connect to Data > Text file**, open \`gapminder.csv\`, then add \`gapminder-health-income.csv\` the same way.

\`\`\`text
Flow plan
[gapminder.csv] --> Clean --> Join <-- Clean <-- [gapminder-health-income.csv]
                               |
                           Aggregate --> Output (.hyper)
\`\`\`

## Try it

Before building anything, write down three fixes you expect the data to need after previewing both files in the data playground. Check them off as the course goes.

## Worked answer

A good list names fixes you can see in the preview, for example:

1. **Country names do not all match.** \`Hong Kong, China\` is in \`gapminder.csv\` (11 rows) but has no row in \`gapminder-health-income.csv\`, so a join on \`country\` leaves it without a region or income.
2. **Regions are codes, not labels.** \`region\` holds six values such as \`sub_saharan_africa\` and \`europe_central_asia\`; a report needs readable names or continents, and \`cluster\` in the other file is just a number from 0 to 5.
3. **The same measures have different names.** \`pop\` against \`population\` and \`life_expect\` against \`health\`; rename them before the two meet. Also note that the health-income file is one later snapshot, not 2005: Afghanistan's \`population\` there is 32,526,562, against 24,411,191 for 2005 in \`gapminder.csv\`.

Other fair answers: \`year\` arriving as a number you want to group by, or a need to reshape the three measures for a chart.
`,
    "The Prep Builder interface and the profile pane": `After this lesson you can find your way around Prep Builder and use the profile pane to spot data problems before you fix anything.

## The four areas

| Area | What it shows |
| --- | --- |
| Connections pane (left) | your data sources and their tables |
| Flow pane (top) | the steps, connected left to right |
| Profile pane (middle) | one card per field: type, distribution, value counts |
| Data grid (bottom) | a sample of rows after the selected step |

Click any step and the profile pane and grid show the data **as it is at that step**.

## Reading a profile card

Add a **Clean Step** after \`gapminder.csv\` and look at the cards:

- \`year\`: a number field with 11 bars, one per five-year step. Prep may treat it as a measure; change its type to String or Date if you want to group by it.
- \`country\`: 62 distinct values, each appearing 11 times.
- \`life_expect\`, \`fertility\`: histograms. Click a bar and the other cards highlight the rows in it: for example, select the lowest \`life_expect\` bin and see which \`year\` values light up.
- \`cluster\`: six values (0-5) with no labels.

For \`gapminder-health-income.csv\`, the \`region\` card shows six codes such as \`europe_central_asia\`.

\`\`\`text
Quick checks per card
- Type icon right? (# number, Abc string, calendar date)
- Nulls? (shown as a "null" value in the card)
- Unexpected values? (sort the card by count, scroll the tails)
- Distribution sensible? (no spikes at 0 or 9999)
\`\`\`

## Data sampling

For large files Prep profiles a sample. Input step > **Data Sample** lets you choose all data. These files are small enough to use everything.

## Watch out

Selecting values in a card only highlights; it does not filter. To remove rows you must choose **Keep Only** or **Exclude** (right-click), which adds a recorded change to the step.

## Try it

In a clean step on \`gapminder-health-income.csv\`, select the \`sub_saharan_africa\` value in the \`region\` card and read the highlighted \`income\` and \`health\` distributions. Then describe in one sentence how they differ from \`europe_central_asia\`.

## Worked answer

1. Click **+** on the \`gapminder-health-income.csv\` input > **Clean Step**.
2. In the \`region\` card, click \`sub_saharan_africa\`; the \`income\` and \`health\` cards highlight those 48 countries' share of each bar.
3. Click \`europe_central_asia\` and compare the highlights.

Model sentence: sub-Saharan African countries sit at the bottom of both distributions (median income $2,221, median \`health\` 61.6 years, highest 74.6), while Europe and Central Asia's 50 countries sit near the top (median income $25,934, \`health\` from 67.9 to 84.1 with a median of 78.0), so the two groups barely overlap on \`health\`. Remember that the cards only highlight; nothing has been filtered.
`,
    "Cleaning steps: rename, group and split": `After this lesson you can rename fields, merge values with Group Values, and split one field into several, each as a recorded change in a clean step.

## Rename

Double-click a field name in its card and type. Renames are changes like any other and appear in the **Changes** pane.

\`\`\`text
gapminder.csv clean step
  life_expect  -> Life Expectancy
  pop          -> Population
  fertility    -> Fertility (births per woman)
\`\`\`

## Group Values

Card menu (\`...\`) > **Group Values**:

- **Manual Selection**: pick values and merge them under one name.
- **Pronunciation**, **Common Characters**, **Spelling**: Prep suggests groups for near-duplicates (typos, spacing, case).

Example on \`region\` in the health-income file: a report needs four continents, not six regions. Manually group \`middle_east_north_africa\` and \`sub_saharan_africa\` into \`Africa and Middle East\`, and \`south_asia\` with \`east_asia_pacific\` into \`Asia Pacific\`. Keep the original field by duplicating it first (card menu > Duplicate Field), so the detail is not lost.

## Split

Card menu > **Split Values**:

- **Automatic Split** guesses the separator.
- **Custom Split** lets you choose it, and whether to keep the first, last or all parts.

The only country name with a comma in \`gapminder.csv\` is \`Hong Kong, China\` (the health-income file has four, such as \`Congo, Dem. Rep.\`). A custom split on \`,\` of \`country\` would create \`country - Split 1\` and \`country - Split 2\` for every row, with \`Split 2\` null almost everywhere: a good reminder to split only when a field really contains several values.

A more useful split: \`region\` on \`_\` gives the first word (\`europe\`, \`sub\`, \`middle\`, ...), which shows why codes need a mapping, not a split.

## Common mistake

Grouping values without checking counts. Grouped values disappear from the card; if you merged something by accident, the only trace is the Changes pane. Review it after every grouping.

## Try it

In the health-income clean step, create a \`Continent\` field from a duplicate of \`region\` using Group Values, then rename \`health\` to \`Life Expectancy\` so it matches the other file.

## Worked answer

1. In the health-income clean step, open the \`region\` card menu (\`...\`) > **Duplicate Field**, and rename the copy \`Continent\` (double-click its name).
2. \`Continent\` card menu > **Group Values > Manual Selection**: select \`middle_east_north_africa\` and \`sub_saharan_africa\`, click **Group Values**, name it \`Africa and Middle East\`; then \`south_asia\` and \`east_asia_pacific\` as \`Asia Pacific\`. Optionally rename the remaining two values \`Europe and Central Asia\` and \`Americas\` the same way.
3. Double-click \`health\` and type \`Life Expectancy\`.

The \`Continent\` card should show four values: Africa and Middle East 68 countries, Europe and Central Asia 50, Asia Pacific 35 and Americas 34 (\`europe_central_asia\` and \`america\` if you did not rename them), still 187 in all, while \`region\` keeps its six codes. The Changes pane lists the duplicate, the groups and the renames, so a reviewer can see each one.
`,
    "Calculated fields in Prep": `After this lesson you can write row-level calculations, FIXED LOD expressions and ranking calculations in a Prep clean step.

## Row-level calculations

Clean step > **Create Calculated Field**. The syntax is Tableau's, without aggregate-only functions at row level.

\`\`\`sql
// Region label: readable text from the code
REPLACE([region], "_", " ")

// Population (millions)
[pop] / 1000000

// Decade
INT([year] / 10) * 10

// Income band
IF [income] < 2000 THEN "Low"
ELSEIF [income] < 10000 THEN "Lower middle"
ELSEIF [income] < 30000 THEN "Upper middle"
ELSE "High"
END
\`\`\`

## FIXED LOD in Prep

Prep supports FIXED expressions (the **Create Calculated Field** editor, or the visual **Create Fixed LOD** option on a card menu):

\`\`\`sql
// Each country's latest year in the file
{ FIXED [country] : MAX([year]) }

// Country's life expectancy gain over the whole period
{ FIXED [country] : MAX([life_expect]) } - { FIXED [country] : MIN([life_expect]) }
\`\`\`

The result is written on every row of the country, so you can filter (\`[year] = [Latest year]\`) or compare.

## Ranking

Prep's analytic calculations use PARTITION and ORDERBY:

\`\`\`sql
// Rank of life expectancy within each year
{ PARTITION [year] : { ORDERBY [life_expect] DESC : RANK() } }
\`\`\`

The card menu > **Create Rank** builds the same thing visually.

## Watch out

Prep calculations change the data itself. If you want a number that depends on a viewer's filter (percent of what is shown), leave it for Tableau Desktop. Prep is for values that should be the same for everyone.

## Try it

Add \`Rank in year\` to the gapminder clean step, then keep only rows where the rank is 10 or better. Which countries appear in the top 10 in both 1955 and 2005?

## Worked answer

\`\`\`sql
// Rank in year
{ PARTITION [year] : { ORDERBY [life_expect] DESC : RANK() } }
\`\`\`

1. In the gapminder clean step: **Create Calculated Field**, name it \`Rank in year\`, paste the expression (or card menu on \`life_expect\` > **Create Rank**, grouped by \`year\`).
2. Card menu on \`Rank in year\` > **Filter > Calculation**: \`[Rank in year] <= 10\`.
3. Select 1955 in the \`year\` card, then 2005, and read the \`country\` card.

The step keeps 111 rows, not 110: in 1980 France and Costa Rica tie at 74.68 years and both get rank 10. The 1955 top 10 is Norway, Iceland, the Netherlands, Greece, New Zealand, the United Kingdom, Australia, Canada, Switzerland and Israel; 2005's is Japan, Hong Kong, Switzerland, Iceland, Australia, Italy, Spain, France, Canada and Norway. Five countries are in both: Australia, Canada, Iceland, Norway and Switzerland.
`,
    "Joins and join diagnostics": `After this lesson you can join two inputs in Prep, choose the join type from the Venn diagram, and use the join summary to find and fix unmatched values.

## Building the join

Drag the health-income clean step onto the gapminder clean step and drop it on **Join**. Set the join clause \`country = country\`.

The join step shows three panels:

| Panel | Use |
| --- | --- |
| Applied Join Clauses | the fields matched, with the operator |
| Join Type (Venn) | click areas to choose inner, left, right, full, or "not inner" |
| Summary of Join Results | rows included and excluded from each side |

Below, the **Join Clauses** list shows the values of each side that found no match.

## Diagnosing

\`\`\`text
Join: gapminder (left) ⟗ gapminder-health-income (right) on country
Inner join:
  excluded from left:  the rows of 'Hong Kong, China' (one country, all years)
  excluded from right: the 126 countries not in the 62-country time series
\`\`\`

A **left join** keeps Hong Kong with null \`region\` and \`income\`. Decide: is the country needed? If yes, fix it upstream (for example, a Group Values or calculation that sets its region by hand), not by leaving nulls for the analyst.

## Checking the result

After the join, add a clean step and check:

- Row count equals the left input's row count (for a left join against a unique right side).
- \`country\` appears twice (\`country\` and \`country-1\`): remove the duplicate field.
- No nulls in fields that must be complete, or they are explained.

## Common mistake

Joining on a field that is not unique on either side and not noticing the row count grew. In Prep, the Summary of Join Results shows the join's row count: compare it with the inputs every time.

## Try it

Build the join as a left join, remove the duplicate \`country-1\` field, and use the excluded-values list to name every unmatched country. Then switch to "not inner" in the Venn to see all unmatched rows from both sides at once.

## Worked answer

1. Drag the health-income clean step onto the gapminder clean step and drop it on **Join**; set the clause \`country = country\`.
2. In the Venn diagram, click so that the whole left circle is shaded (left join).
3. Add a clean step after the join and remove \`country-1\` (card menu > **Remove**).
4. Back in the join step, read the unmatched values in the **Join Clauses** list, then click the two outer parts of the Venn only ("not inner").

The left join returns 682 rows, the same as \`gapminder.csv\`, because every country appears once in the right file. The only unmatched country on the left is \`Hong Kong, China\` (11 rows, null \`region\`, \`income\` and \`health\`); on the right, 126 countries have no time series, from Albania, Algeria and Andorra onwards. With "not inner" you see 137 rows: Hong Kong's 11 and one row for each of the 126.
`,
    "Unions and wildcard unions": `After this lesson you can stack tables with the same structure with a union step, merge mismatched fields, and use a wildcard union to pick up new files automatically.

## Union step

A union appends rows. Inputs should have the same fields; Prep matches them by name.

To practise, split \`gapminder.csv\` into two branches: from the gapminder input, add two clean steps, one keeping \`year <= 1980\`, the other \`year >= 1985\`. In the second, rename \`pop\` to \`Population\`. Now drag one onto the other and drop on **Union**.

\`\`\`text
Union results
  Table Names:          a new field, which input each row came from
  Mismatched fields:    pop (input 1 only), Population (input 2 only)
\`\`\`

Select both mismatched fields and choose **Merge Fields**: one field again, no nulls.

## Wildcard union

Real data often arrives as one file per period, for example \`gapminder_1955.csv\`, \`gapminder_1960.csv\`, ... In the Input step > **Tables** tab > **Union multiple tables** (multiple files), set:

- the folder,
- a matching pattern such as \`gapminder_*.csv\`,
- optionally subfolders.

Prep adds a \`File Paths\` field. Next month's file, dropped into the folder with the same pattern, is included the next time the flow runs: no edit needed.

To try it, save two or three year-filtered outputs from your flow as CSV files with that naming pattern (the outputs lesson shows how), then build the wildcard input on them.

## Checks after a union

| Check | Why |
| --- | --- |
| Row count = sum of inputs | nothing lost or duplicated |
| No unexpected nulls | a mismatched field was not merged |
| \`Table Names\` / \`File Paths\` values | every input is represented |

## Watch out

A wildcard that matches too much (\`*.csv\`) will also pick up your own output files if they land in the same folder, duplicating rows on every run. Keep inputs and outputs in separate folders.

## Try it

Build the two-branch union above, merge the mismatched fields, and confirm the union has 682 rows, the same as \`gapminder.csv\`.

## Worked answer

1. From the gapminder input, add two clean steps. In the first, \`year\` card > **Filter > Calculation**: \`[year] <= 1980\`; in the second, \`[year] >= 1985\`, and rename \`pop\` to \`Population\`.
2. Drag the second clean step onto the first and drop it on **Union**.
3. In the union step's mismatched-fields list, select \`pop\` and \`Population\` and click **Merge Fields**.

The first branch has 372 rows (six years × 62 countries) and the second 310 (five years), so the union has 682. After merging, one \`Population\` field remains with no nulls, and \`Table Names\` has two values with 372 and 310 rows. If you see 682 rows but a field with 310 nulls, the merge did not happen.
`,
    "Pivoting rows and columns": `After this lesson you can reshape data with Prep's pivot step: columns to rows to make data long, and rows to columns to make it wide.

## Columns to rows

\`gapminder.csv\` has three measures in three columns: \`pop\`, \`life_expect\`, \`fertility\`. For a chart that lets viewers pick an indicator, one "Indicator" column and one "Value" column are easier.

Add a **Pivot** step, keep **Columns to Rows**, and drag the three fields into **Pivoted Fields**. Prep creates:

\`\`\`text
year | country | cluster | Pivot1 Names | Pivot1 Values
1955 | Japan   | ...     | pop          | ...
1955 | Japan   | ...     | life_expect  | ...
1955 | Japan   | ...     | fertility    | ...
\`\`\`

Rename them to \`Indicator\` and \`Value\`. Each original row becomes three: check for 682 × 3 rows.

Use **Use wildcard search to pivot** when many similarly named columns should be pivoted, for example every field starting with \`pop_\`.

## Rows to columns

The reverse: one column per year for life expectancy, for a report table. In a Pivot step choose **Rows to Columns**, put \`year\` in **Field that will pivot rows to columns** and \`life_expect\` as the field to aggregate (choose AVG or SUM; there is one value per country and year, so both give the same).

\`\`\`text
country | 1955 | 1960 | ... | 2005
\`\`\`

You should get 62 rows and one column per year.

## Which shape for what

| Shape | Best for |
| --- | --- |
| Long (tall) | Tableau charts, filters on indicator, adding new indicators without new fields |
| Wide | reading tables, exports to Excel, model inputs |

## Watch out

After a columns-to-rows pivot, all values share one field, so mixed units (people, years, births) sit together. Never sum \`Value\` across indicators; always filter or group by \`Indicator\` first.

## Try it

Pivot the three measures to rows, then filter \`Indicator\` to \`fertility\` and pivot years back to columns. Which shape would you hand to a colleague working in Excel?

## Worked answer

1. Add a **Pivot** step after the gapminder clean step, keep **Columns to Rows**, and drag \`pop\`, \`life_expect\` and \`fertility\` into **Pivoted Fields**. Rename \`Pivot1 Names\` to \`Indicator\` and \`Pivot1 Values\` to \`Value\`.
2. Add a clean step, and in the \`Indicator\` card right-click \`fertility\` > **Keep Only**.
3. Add a second **Pivot** step, choose **Rows to Columns**, put \`year\` in the field that pivots rows to columns and \`Value\` (AVG) as the field to aggregate.

The first pivot gives 2,046 rows (682 × 3), the filter 682, and the last pivot 62 rows with \`country\`, \`cluster\`, \`Indicator\` and one column per year from 1955 to 2005; China, for example, reads 6.16 in 1955 and 1.62 in 2005. Hand the wide table to a colleague working in Excel: one row per country reads like a report and charts easily there; keep the long shape for Tableau.
`,
    "Aggregations and level of detail": `After this lesson you can change the grain of your data with an Aggregate step, join aggregates back to detail rows, and choose between that and a FIXED calculation.

## Aggregate step

An **Aggregate** step has two areas: **Grouped Fields** (the new grain) and **Aggregated Fields** (with SUM, AVG, MIN, MAX, COUNT, COUNTD, median and more).

Region by year, after the join:

\`\`\`text
Grouped Fields:     region, year
Aggregated Fields:  SUM(pop)          -> Region population
                    AVG(life_expect)  -> Avg life expectancy (unweighted)
                    COUNTD(country)   -> Countries
\`\`\`

The output has one row per region and year.

## Weighted averages

An unweighted average gives Iceland the same weight as India. Compute a weighted one by preparing the pieces:

\`\`\`sql
// In a clean step before the aggregate: life-years
[life_expect] * [pop]
\`\`\`

Aggregate \`SUM(Life-years)\` and \`SUM(pop)\`, then in a clean step after it:

\`\`\`sql
// Weighted life expectancy
[Life-years] / [Region population]
\`\`\`

## Back to detail: join or FIXED

To compare each country with its region, either:

- join the aggregate back to the detail on \`region\` and \`year\`, or
- use a FIXED calculation in a clean step: \`{ FIXED [region], [year] : SUM([pop]) }\`.

\`\`\`sql
// Country's share of its region's population that year
[pop] / { FIXED [region], [year] : SUM([pop]) }
\`\`\`

The FIXED version is shorter; the aggregate-and-join version makes the region table visible as its own step, which is easier to check and reuse.

## Common mistake

Aggregating too early. Once the flow is at region level, country detail is gone for every later step. Branch the flow instead: one branch aggregates, the other keeps detail.

## Try it

Build a region-year table with population, country count and weighted life expectancy, and add each country's share of its region's population to the detail branch.

## Worked answer

\`\`\`sql
// Clean step before the aggregate: Life-years
[life_expect] * [pop]

// Aggregate step
//   Grouped:    region, year
//   Aggregated: SUM(pop) -> Region population, COUNTD(country) -> Countries,
//               SUM(Life-years) -> Life-years
// Clean step after the aggregate: Weighted life expectancy
[Life-years] / [Region population]

// Detail branch (clean step after the join): Share of region population
[pop] / { FIXED [region], [year] : SUM([pop]) }
\`\`\`

With Hong Kong's region set to \`east_asia_pacific\` after the join (as the join lesson suggests), the summary has 66 rows (6 regions × 11 years); left null, you get 77, with a Null region. In 2005, East Asia Pacific has 9 countries, 1,850,984,270 people and a weighted life expectancy of 73.18 years, and sub-Saharan Africa 4 countries and 55.73 years; in the detail branch China's share of East Asia Pacific is 70.5% and India's of South Asia 77.3%. The unweighted average for South Asia in 2005 is 62.88 against 64.95 weighted, because in the plain average Afghanistan (57.63 years, 24 million people) counts as much as India (65.39 years, 1.15 billion), while the weighted one lets India dominate.
`,
    "Outputs, extracts and rerunning flows": `After this lesson you can write your flow's result to a file or published data source, choose how each run writes, and rerun the flow when new data arrives.

## Output step

Add an **Output** step at the end of a branch and choose where it goes:

| Target | Use |
| --- | --- |
| File: Hyper extract (\`.hyper\`) | fast source for Tableau Desktop |
| File: CSV | sharing with other tools |
| Published data source | Tableau Server or Tableau Cloud, shared with colleagues |
| Database table | a governed table others query |

Write options: **Create table** (replace everything) or **Append to table** (add rows each run). Replace is the safe default; append suits a flow that processes only new files.

## Running

Click the run button on the Output step (or run all outputs from the toolbar). Prep processes the full data, not the sample, and reports rows written.

\`\`\`text
Flow: gapminder_prep.tfl
  Input: gapminder.csv, gapminder-health-income.csv
  Output 1: country_year_clean.hyper       (Create table)
  Output 2: region_year_summary.hyper      (Create table)
\`\`\`

Save the flow (\`.tfl\`), or a packaged flow (\`.tflx\`) that includes the input files for sharing.

## Rerunning on new data

- **Same file, new contents:** replace the CSV, open the flow, refresh the inputs and run.
- **New files each period:** use a wildcard union input, so each run picks them up.
- **Scheduling:** on Tableau Server or Cloud with the Data Management add-on, Prep Conductor runs published flows on a schedule.

## Watch out

Field names and types are part of the contract. If a new file renames \`life_expect\`, the flow flags errors on the affected steps instead of silently producing nulls; read the errors before forcing a run, and fix them in the first clean step.

## Try it

Add two outputs to your flow (the country-year detail and the region-year summary), run them, and connect Tableau Desktop to the \`.hyper\` file. Then change one value in a copy of the CSV, rerun, and confirm the change reaches the extract.

## Worked answer

1. Add an **Output** step after the joined detail branch: File, Output type **Tableau Data Extract (.hyper)**, name \`country_year_clean\`, Write option **Create table**. Add a second after the region-year clean step: \`region_year_summary\`.
2. Click **Run Flow** on each output (or run all from the toolbar). The run dialog reports the rows written: 682 for the detail and 66 for the summary (77 if Hong Kong's region is still null).
3. In Tableau Desktop, **Connect > To a File > More...**, open \`country_year_clean.hyper\` and check a value, for example Afghanistan 2005 \`life_expect\` 57.63.
4. Copy \`gapminder.csv\`, change that value (say to 60), point the input at the copy (or replace the file), refresh the input in Prep, run again, then refresh the data source in Desktop.

Desktop should now show 60 for Afghanistan in 2005, and South Asia's weighted life expectancy for 2005 in the summary moves up slightly. If Desktop still shows 57.63, you either ran the flow before refreshing the input or did not refresh the data source in Desktop.
`,
  },
  readings: {
    "Documenting flows for colleagues": `A flow that only its author understands breaks the day that person is away. This page lists what to document, where to put it in Prep, and a template.

## Where documentation lives in Prep

| Feature | How | Use for |
| --- | --- | --- |
| Step names | double-click a step's name | say what the step does: "Clean: region labels" |
| Step descriptions | right-click a step > Add Description | why the step exists, decisions taken |
| Change annotations | Changes pane, each change can be described | reasons for a specific filter or grouping |
| Step colours | right-click > Edit Color | mark stages: inputs, cleaning, joins, outputs |
| Groups (of steps) | select steps > Group | collapse a stage into one box |
| Field names | rename | self-explanatory final field names with units |

## What every flow should document

- [ ] **Purpose:** the question or dashboard this output serves.
- [ ] **Inputs:** file names or tables, where they come from, how often they change.
- [ ] **Grain of each output:** "one row per country and year".
- [ ] **Key decisions:** every filter, group and join type, with the reason.
- [ ] **Known issues:** values left unmatched (for example \`Hong Kong, China\` has no region) and why.
- [ ] **Outputs:** location, write mode (create or append), who uses them.
- [ ] **Owner and last run:** who to ask.

## Naming conventions

\`\`\`text
Steps:   <Verb>: <object>      Clean: gapminder types
                               Join: add region and income
                               Aggregate: region x year
Outputs: <grain>_<state>       country_year_clean.hyper
Fields:  words with units      Population (millions), Income per person ($)
\`\`\`

## Description template for a flow

\`\`\`text
Flow:     gapminder_prep.tfl
Purpose:  Clean country-year facts for the development dashboard.
Inputs:   gapminder.csv (62 countries, 1955-2005), gapminder-health-income.csv
Outputs:  country_year_clean.hyper (country x year), region_year_summary.hyper
Decisions:
  - Left join on country; Hong Kong, China kept with region set manually.
  - Weighted life expectancy = SUM(life_expect * pop) / SUM(pop).
Owner:    <name>     Last reviewed: <date>
\`\`\`

## Review before handing over

1. Could a colleague rerun it from the saved packaged flow (\`.tflx\`)?
2. Does each step name make sense without opening the step?
3. Are all unmatched or excluded rows explained?
4. Does the output match the documented grain (check the row count)?
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "tpr-k1",
          type: "single",
          prompt:
            "In a clean step you click the lowest bar of the life_expect card, and the year card highlights mostly 1955 and 1960. What has happened to the data?",
          choices: [
            {
              id: "a",
              text: "Nothing: selecting values only highlights; Keep Only or Exclude would add a change that removes rows",
            },
            { id: "b", text: "All rows outside the selected bin were filtered out of the step" },
            { id: "c", text: "The selected rows were excluded and recorded in the Changes pane" },
            { id: "d", text: "Prep switched the step to profile only a sample of the data" },
          ],
          correct: "a",
          explanation:
            "Clicking a bar in a profile card brushes the other cards so you can see where those rows sit; the data is unchanged. To remove rows you right-click and choose Keep Only or Exclude, which appears as a recorded change. Sampling is set on the Input step, not by selecting values.",
        },
        {
          id: "tpr-k2",
          type: "single",
          prompt:
            "You left-join gapminder (62 countries) to gapminder-health-income (187 countries) on country. The join summary shows the rows of Hong Kong, China have no match. What does the course recommend?",
          choices: [
            {
              id: "a",
              text: "Decide whether the country is needed and, if so, fix it upstream (for example set its region in a step), rather than leaving nulls for the analyst",
            },
            { id: "b", text: "Switch to an inner join so the nulls disappear without anyone noticing" },
            { id: "c", text: "Switch to a full join so all 187 countries appear in the time series" },
            { id: "d", text: "Ignore it: nulls in region are expected after any join" },
          ],
          correct: "a",
          explanation:
            "A left join keeps Hong Kong's rows with null region and income. The join diagnostics exist so you make a deliberate decision and fix the data in the flow, then document it. An inner join silently drops a country, and a full join adds 126 countries with no time-series rows, which does not solve the missing region.",
        },
        {
          id: "tpr-k3",
          type: "numeric",
          prompt:
            "gapminder.csv has 682 rows. A Pivot step (Columns to Rows) pivots pop, life_expect and fertility into Indicator and Value. How many rows does the pivot step output?",
          answer: 2046,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Each original row becomes one row per pivoted field: 682 × 3 = 2,046. The other fields (year, country, cluster) are repeated on each of the three rows. Because people, years and births now share the Value field, never sum Value across indicators: filter or group by Indicator first.",
        },
        {
          id: "tpr-k4",
          type: "multiple",
          prompt:
            "You union two branches of gapminder.csv (years up to 1980 and from 1985). In the second branch pop was renamed Population. Which checks and fixes belong after the union?",
          choices: [
            { id: "a", text: "Merge the mismatched fields pop and Population into one field" },
            { id: "b", text: "Check that the row count equals the sum of the inputs (682)" },
            { id: "c", text: "Check that the Table Names field shows both inputs" },
            { id: "d", text: "Add a join clause on country so rows line up side by side" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "A union matches fields by name, so pop and Population arrive as two half-null fields until you merge them. The row count should be the sum of the inputs, nothing lost or duplicated, and Table Names shows each row's input, so both branches must be represented. A join adds columns side by side; a union stacks rows and has no join clause.",
        },
        {
          id: "tpr-k5",
          type: "single",
          prompt:
            "You need each region's population-weighted life expectancy per year from an Aggregate step grouped by region and year. Which approach is right?",
          choices: [
            {
              id: "a",
              text: "Compute life_expect * pop per row before the aggregate, SUM it and pop, then divide in a clean step after",
            },
            { id: "b", text: "Use AVG(life_expect) in the Aggregate step" },
            { id: "c", text: "Use SUM(life_expect) / COUNTD(country) in the Aggregate step" },
            { id: "d", text: "Aggregate first, then multiply the average by the region population" },
          ],
          correct: "a",
          explanation:
            "A weighted average needs the pieces prepared at row level: SUM(life-years) / SUM(pop) gives the life expectancy of the average person. AVG(life_expect) is the unweighted average, giving Iceland the same weight as India, and SUM / COUNTD is the same unweighted average written differently. Once aggregated, the country detail is gone, so the weights cannot be applied afterwards.",
        },
        {
          id: "tpr-k6",
          type: "single",
          prompt:
            "A flow uses a wildcard union input gapminder_*.csv and writes its CSV output, gapminder_clean.csv, to the same folder. After each run the row count grows. Why?",
          choices: [
            {
              id: "a",
              text: "The wildcard also matches the output file, so each run unions its own previous output back in",
            },
            { id: "b", text: "The output is set to Create table, which appends rows" },
            { id: "c", text: "Prep profiles only a sample, so counts differ between runs" },
            { id: "d", text: "Wildcard unions always add a File Paths field, which duplicates rows" },
          ],
          correct: "a",
          explanation:
            "gapminder_clean.csv matches gapminder_*.csv, so the next run reads it as another input and duplicates rows. Keep inputs and outputs in separate folders. Create table replaces the output on each run (Append to table is the one that adds rows), runs process the full data rather than the sample, and File Paths is a new column, not extra rows.",
        },
      ],
    },
  },
  projectBrief: `# Project: fitness studio membership flow

## Scenario

Pulse Studios, a fictional chain of boutique fitness studios, is choosing countries for its first international franchises. Its membership model depends on a healthy, growing, middle-to-high-income population. The strategy team wants a reusable Tableau Prep flow that turns two public country files into clean, documented extracts they can analyse in Tableau Desktop, and rerun when updated files arrive.

## The data

The **Gapminder World Development** data set from the data playground: \`gapminder.csv\` (\`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`; one row per country and year) and \`gapminder-health-income.csv\` (\`country\`, \`income\`, \`health\`, \`population\`, \`region\`; one row per country).

## Tasks

1. Profile both inputs and list the problems you find (types, codes, coverage).
2. Clean: rename fields with units, turn \`region\` codes into readable labels, and create a \`Continent\` group.
3. Add calculated fields: \`Population (millions)\`, an income band, and each country's life expectancy gain 1955-2005 (FIXED).
4. Join the two inputs on \`country\`; document the join type and every unmatched value, and decide what to do with them.
5. Pivot the three indicators to rows for an "indicator picker" output.
6. Aggregate to region and year with a population-weighted life expectancy.
7. Output at least two \`.hyper\` extracts and run the flow.
8. In Tableau Desktop, build one view from the outputs that ranks candidate countries for Pulse Studios.

## Deliverables

- The packaged flow (\`.tflx\`) with named, described and coloured steps.
- The output extracts.
- A one-page note: the candidate ranking, the flow's grain per output, and known issues.

## Hand-in checklist

- [ ] Every step has a name that says what it does
- [ ] Join summary reviewed; unmatched countries listed by name
- [ ] Output row counts match the documented grain
- [ ] Weighted and unweighted averages labelled
- [ ] Flow reruns without errors from the packaged file
`,
} satisfies CourseNotes;
