import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "A tour of Power BI Desktop": `After this lesson you can find your way around Power BI Desktop, you know the four steps from CSV to shared report that this course follows, and you have the practice data downloaded.

## The course in four steps
1. **Load and clean** a CSV in Power Query (lesson 2).
2. **Relate** two tables in a small model (lesson 3).
3. **Measure**: three DAX measures (lesson 4).
4. **Build and share** a one-page report (lessons 5–6).

## The practice data: Gapminder
From the data playground, download both tables of the **Gapminder** data set as CSV:

| File | One row is | Columns |
|---|---|---|
| gapminder.csv | one country in one year (every 5 years, 1955–2005, 62 countries) | year, country, cluster, pop, life_expect, fertility |
| gapminder-health-income.csv | one country (187 countries) | country, income, health, population, region |

The first table is our **fact** table (numbers over time), the second a **lookup** of country attributes, most usefully \`region\`.

## The interface
| Area | What it is for |
|---|---|
| Ribbon: Home > Get data, Transform data | bring data in and clean it |
| Left bar: Report, Table, Model views | build pages, inspect data, relate tables |
| Right: Visualizations, Data, Filters panes | pick visuals, drag fields, filter |
| Bottom: page tabs | one tab per report page |

\`\`\`text
Get data → Transform data (Power Query) → Close & Apply → Model view → Report view
\`\`\`

## Setup
Install Power BI Desktop (free, Windows) from the Microsoft Store, open it, close the start screen, and save an empty file as \`gapminder-report.pbix\` next to your two CSVs.

## Watch out
Power BI Desktop runs on Windows only. On a Mac, use a Windows virtual machine or a cloud PC; the web version in the Power BI Service can edit reports but not build them from CSV files in the same way.

## Try it
Open Power BI Desktop, click through the three views on the left, and open each pane on the right. Then open both CSVs in a text editor and note which column they share.

## Worked answer

1. In the left bar, click **Report view** (the page canvas), **Table view** (empty until you load data) and **Model view** (empty diagram).
2. On the right, open **Visualizations**, **Data** and **Filters**; if one is missing, turn it on under **View**.
3. Open the two CSVs in a text editor and compare the header lines:

\`\`\`text
gapminder.csv:               year,country,cluster,pop,life_expect,fertility
gapminder-health-income.csv: country,income,health,population,region
\`\`\`

The shared column is \`country\`: it is the key you will relate the tables on in lesson 3. Do not be misled by \`pop\` and \`population\`: they hold population in different tables (per year versus the latest figure) and are not a key.
`,
    "Loading and cleaning a CSV file": `After this lesson you can load a CSV into Power BI, fix types and names in Power Query, and load a clean table into the model.

## Load via Transform data
**Home > Get data > Text/CSV**, pick \`gapminder.csv\`, and click **Transform data** rather than Load, so you see the Power Query editor first. Repeat for \`gapminder-health-income.csv\`.

## What to check and fix
| Check | Fix in Power Query |
|---|---|
| Column types (icons in headers) | year: whole number; pop, population, income: whole number; life_expect, fertility, health: decimal; text columns: text |
| Names | rename queries \`Gapminder\` and \`Countries\`; rename columns to readable names |
| Codes | \`region\` values like \`east_asia_pacific\` → readable text |
| Quality | View > Column quality, profile the entire data set |

## Worked example
In \`Countries\`, make the region readable with **Transform > Replace Values** and **Format > Capitalize Each Word**. The resulting steps in the formula bar:

\`\`\`text
= Table.ReplaceValue(#"Changed Type", "_", " ", Replacer.ReplaceText, {"region"})
= Table.TransformColumns(#"Replaced Value", {{"region", Text.Proper, type text}})
= Table.RenameColumns(#"Capitalized Each Word", {{"health", "Life Expectancy (latest)"}, {"income", "Income per Person"}})
\`\`\`

\`east_asia_pacific\` becomes \`East Asia Pacific\`. In \`Gapminder\`, rename \`life_expect\` to \`Life Expectancy\`, \`pop\` to \`Population\` and \`fertility\` to \`Fertility\`.

Then **Home > Close & Apply**. The tables appear in the Data pane.

## Common mistake
Loading with the decimal separator of your own locale. On a machine set to, for example, German, \`43.88\` can become \`4388\`. If numbers look 100 times too large, change the type with **Change Type > Using Locale > English (United States)**.

## Try it
Load both files through Transform data, fix types, rename the queries and the columns above, and make the regions readable. In Table view, check that \`Gapminder\` has 11 distinct years and that \`Countries\` shows six regions.

## Worked answer

1. **Home > Get data > Text/CSV** > \`gapminder.csv\` > **Transform data**; repeat for \`gapminder-health-income.csv\`.
2. Set types: \`year\`, \`pop\`, \`population\`, \`income\` whole number; \`life_expect\`, \`fertility\`, \`health\` decimal number; \`country\`, \`region\` text (\`cluster\` whole number).
3. Rename the queries \`Gapminder\` and \`Countries\`; rename columns as in the note.
4. In \`Countries\`: **Transform > Replace Values** \`_\` with a space on \`region\`, then **Format > Capitalize Each Word**.
5. **Home > Close & Apply**.

\`\`\`m
= Table.ReplaceValue(#"Changed Type", "_", " ", Replacer.ReplaceText, {"region"})
= Table.TransformColumns(#"Replaced Value", {{"region", Text.Proper, type text}})
\`\`\`

\`Gapminder\` has 682 rows: 62 countries × 11 years (1955, 1960, … 2005), so selecting the \`year\` column in Table view shows 11 distinct values. \`Countries\` has 187 rows and six regions: Europe Central Asia (50 countries), Sub Saharan Africa (48), America (34), East Asia Pacific (27), Middle East North Africa (20) and South Asia (8). If you see life expectancies like 4388, your locale read the dot as a thousands separator; retype with **Using Locale**.
`,
    "Your first data model": `After this lesson you can relate two tables with a one-to-many relationship, check it works, and know why a lookup table beats copying columns into the fact table.

## One-to-many
- \`Countries\` has one row per country: the **one** side.
- \`Gapminder\` has many rows per country (one per year): the **many** side.

A relationship from \`Countries[country]\` to \`Gapminder[country]\` lets any field of \`Countries\` (such as region) filter the rows of \`Gapminder\`.

## Worked example
1. Open **Model view**. Power BI may already have detected the relationship; if not, drag \`country\` from \`Countries\` onto \`country\` in \`Gapminder\`.
2. Double-click the line and check: **Cardinality** One to many (1:*), **Cross filter direction** Single, **Make this relationship active** ticked.
3. Hide \`Gapminder[cluster]\` (an unlabeled code) with the eye icon. Keep \`Gapminder[country]\` visible: one country exists only in this table, as you will see below.

Test it in Report view with a table visual:

\`\`\`text
Columns: Countries[region], Gapminder[Population] (Sum)
Filter:  Gapminder[year] = 2005
\`\`\`

You should see one row per region, plus possibly a **(Blank)** row.

## The (Blank) row
A blank region means some \`Gapminder\` rows found no match in \`Countries\`. Find them with a table visual of \`Gapminder[country]\` filtered to region is blank, or with a quick DAX check:

\`\`\`dax
Unmatched Rows = COUNTROWS ( FILTER ( Gapminder, ISBLANK ( RELATED ( Countries[region] ) ) ) )
\`\`\`

Here it is \`Hong Kong, China\`, which has no row in the second file. Decide what to do: leave it and label it, or add a row for it in Power Query with the right region.

## Common mistake
Putting \`Gapminder[country]\` and \`Countries[region]\` in one visual and being surprised by odd totals when the relationship runs the wrong way or is many-to-many. If Power BI suggests many-to-many, the "one" side has duplicate keys: check \`Countries\` for duplicates first.

## Try it
Create the relationship, build the table above with a Year slicer, and find the blank row. Then add \`Countries[region]\` to a slicer and confirm that selecting a region filters the population total.

## Worked answer

1. **Model view**: drag \`Countries[country]\` onto \`Gapminder[country]\` (or check the detected line): One to many, Single, active.
2. **Report view**: a table visual with \`Countries[region]\` and \`Gapminder[Population]\` (Sum); a slicer with \`Gapminder[year]\`.
3. Add a second slicer with \`Countries[region]\`.

\`\`\`text
Year = 2005
Region                       Population
America                     840,009,410
East Asia Pacific         1,844,047,396
Europe Central Asia         498,021,773
Middle East North Africa    213,711,400
South Asia                1,494,334,592
Sub Saharan Africa          234,377,178
(Blank)                       6,936,874
Total                     5,131,438,623
\`\`\`

The (Blank) row is Hong Kong, China (6,936,874 people in 2005): it is in \`gapminder.csv\` but not in the country file, so \`Unmatched Rows\` returns 1 with the slicer on 2005 and 11 with no year selected, one row per year. Select South Asia in the region slicer and the total drops to 1,494,334,592; if it does not change, the relationship is missing or runs from \`Gapminder\` to \`Countries\`.
`,
    "Three measures every report needs": `After this lesson you can write three measures that almost every report uses: a total, a weighted average, and a share of the whole.

## Why measures
Dragging a column into a visual creates an implicit Sum or Average that you cannot reuse or fix. A measure is a named calculation you write once and use everywhere; it recalculates for each cell, slicer and filter. **Home > New measure**, then type the formula.

## Worked example
\`\`\`dax
Total Population = SUM ( Gapminder[Population] )

Avg Life Expectancy =
DIVIDE (
    SUMX ( Gapminder, Gapminder[Life Expectancy] * Gapminder[Population] ),
    [Total Population]
)

Population Share % =
DIVIDE ( [Total Population], CALCULATE ( [Total Population], REMOVEFILTERS ( Countries ) ) )
\`\`\`

1. **A total**: \`Total Population\` adds up the population in the current filter.
2. **A weighted average**: a plain \`AVERAGE\` gives each country the same weight, so Iceland counts as much as India. Weighting by population gives the life expectancy of the average *person* in the selection.
3. **A share**: \`REMOVEFILTERS ( Countries )\` removes the region and country filters for the denominator, so each region shows its share of the total.

Format them in **Measure tools**: Total Population as whole number with thousands separator, Avg Life Expectancy with one decimal, Population Share % as percentage.

## Watch out for time
Population is a stock, not a flow: adding it across years is meaningless. Use these measures with one year selected (a single-select Year slicer), or put Year on the axis.

## Common mistake
Writing \`Avg Life Expectancy = AVERAGE ( Gapminder[Life Expectancy] )\` and comparing regions with it. For regions with a few very large countries, the simple average and the population-weighted one can tell different stories. Decide which question you are answering and name the measure accordingly.

## Try it
Create the three measures and a table visual with \`Countries[region]\` and all three, with a Year slicer set to 2005. Then add a fourth measure, \`Simple Avg Life Expectancy\`, with AVERAGE, and find the region where the two averages differ most.

## Worked answer

\`\`\`dax
Total Population = SUM ( Gapminder[Population] )
Avg Life Expectancy =
DIVIDE (
    SUMX ( Gapminder, Gapminder[Life Expectancy] * Gapminder[Population] ),
    [Total Population]
)
Population Share % =
DIVIDE ( [Total Population], CALCULATE ( [Total Population], REMOVEFILTERS ( Countries ) ) )
Simple Avg Life Expectancy = AVERAGE ( Gapminder[Life Expectancy] )
\`\`\`

With Year = 2005 (shares rounded to one decimal):

\`\`\`text
Region                    Total Population  Avg LE  Share   Simple Avg LE
America                        840,009,410    75.7   16.4%   74.5
East Asia Pacific            1,844,047,396    73.1   35.9%   75.5
Europe Central Asia            498,021,773    79.1    9.7%   78.9
Middle East North Africa       213,711,400    71.0    4.2%   72.8
South Asia                   1,494,334,592    65.0   29.1%   62.9
Sub Saharan Africa             234,377,178    55.7    4.6%   55.9
(Blank)                          6,936,874    81.8    0.1%   81.8
Total                        5,131,438,623    70.9  100.0%   74.0
\`\`\`

The two averages differ most in East Asia Pacific: the simple average (75.5) is 2.3 years above the weighted one (73.1), because China, with most of the region's people, lives shorter than the smaller countries. South Asia is a close second the other way (62.9 versus 65.0, India pulls the weighted average up). If every share shows 100%, you left out \`REMOVEFILTERS ( Countries )\`.
`,
    "Building the report page": `After this lesson you can lay out a clean one-page report: KPI cards, a trend, a comparison and slicers, formatted so the main message is clear.

## Plan the page first
Write the three questions the page answers, for example: How many people and how long do they live in the selected region and year? How has life expectancy changed since 1955? How do regions compare?

## Worked example: the layout
\`\`\`text
+-----------------------------------------------------------+
| Title                       | Year slicer | Region slicer |
+--------------+--------------+-------------+---------------+
| Card:        | Card:        | Card:                       |
| Total Pop.   | Avg Life Exp | Population Share %          |
+--------------+--------------+-----------------------------+
| Line chart: Avg Life Expectancy by year, legend = region  |
+------------------------------+----------------------------+
| Bar chart: Total Population  | Scatter: Fertility (avg)   |
| by region (sorted)           | vs Avg Life Expectancy,    |
|                              | details = country          |
+------------------------------+----------------------------+
\`\`\`

Field choices:

\`\`\`text
Line chart   X-axis: Gapminder[year]  Y-axis: [Avg Life Expectancy]  Legend: Countries[region]
Bar chart    Y-axis: Countries[region]  X-axis: [Total Population]  (sort by value)
Scatter      Values: Gapminder[country]  X: Average of Fertility  Y: [Avg Life Expectancy]  Size: [Total Population]
Year slicer  Gapminder[year], style Dropdown, single select
\`\`\`

The line chart should ignore the Year slicer, or it will show a single point: select the slicer, **Format > Edit interactions**, and click the "None" icon on the line chart.

## Formatting
- Apply one theme (**View > Themes**) and one colour per region across visuals.
- Titles that state the point: "Life expectancy rose in every region since 1955".
- Align with **Format > Align**; equal gaps.

## Common mistake
Leaving the Year slicer on multi-select. A user selects two years and the population cards double. Set **Slicer settings > Selection > Single select**, or make the measures handle it.

## Try it
Build the page above. Use Edit interactions so the Year slicer filters cards, bar chart and scatter but not the line chart. Then select 1955 and 2005 in turn and describe in one sentence how the scatter changed.

## Worked answer

1. Build the visuals with the field choices from the note; set the Year slicer to Dropdown and **Single select**.
2. Select the Year slicer, **Format > Edit interactions**, and click **None** above the line chart; leave **Filter** on the cards, bar chart and scatter.
3. Select 1955, then 2005, and watch the scatter.

A model sentence: "Between 1955 and 2005 the cloud of countries moved up and to the left: average fertility of the 62 countries fell from 4.9 to 2.4 children per woman and weighted life expectancy rose from 55.4 to 70.9 years, while the downward slope (more children, shorter lives) stayed." In 1955 only 14 countries had fertility below 3; in 2005, 51 did. If the line chart collapses to one point when you pick a year, its interaction is still set to Filter.
`,
    "Publishing and sharing options": `After this lesson you can choose how to share your report, from a PDF to a published app, and you know which licence and settings each option needs.

## The options
| Option | How | Who can see it | Needs |
|---|---|---|---|
| .pbix file | send the file | anyone with Power BI Desktop | nothing, but no security and no refresh |
| PDF / PowerPoint | File > Export | anyone | static snapshot |
| Publish to the Service | Home > Publish, choose a workspace | people you share with | a work or school account; Pro or PPU for sharing, or a workspace on Premium/Fabric capacity |
| Share a report link | in the Service, Share | named colleagues | same as above; recipients need a licence too unless capacity covers them |
| App | in the Service, workspace > Create app | groups of users | the standard way to distribute to many |
| Publish to web | File > Embed report > Publish to web | **anyone on the internet** | admin must allow it; never for private data |
| Embed in Teams / SharePoint | Embed options in the Service | colleagues with access | same licences |

## Worked example: publish and check
\`\`\`text
1. Save the .pbix; check every visual shows data and no (Blank) surprises
2. Home > Publish > choose "My workspace" (or a team workspace)
3. In the browser: open the report, test slicers, check visuals render
4. The semantic model was uploaded with the report; because our source is a local CSV,
   scheduled refresh would need a gateway or moving the file to OneDrive/SharePoint
5. Share > enter colleagues' emails > untick "Allow recipients to share" if needed
\`\`\`

The Gapminder data is public, so publish to web is technically acceptable for this practice report; for company data it almost never is.

## Common mistake
Using **Publish to web** because it is the quickest way to send a link. The report becomes public and indexable, and anyone with the link sees all its data. Use Share or an app for internal reports.

## Try it
Export your page to PDF and check that it reads well without interactivity. If you have a work or school account, publish the report to My workspace and test the slicers in the browser.

## Worked answer

1. **File > Export > Export to PDF**. Open the PDF and check that each visual shows the selection it was saved with (for example 2005, all regions), titles are readable and no visual relies on a tooltip or hover to make its point.
2. With a work or school account: **Home > Publish > My workspace**, open the link Power BI shows, and click through the Year and Region slicers in the browser.

The PDF is one static page: the slicer shows only the year it was saved with, so make the title say which year ("Population and life expectancy by region, 2005"). In the browser the report should behave as in Desktop; the semantic model appears next to the report in My workspace, with scheduled refresh unavailable until you add a gateway or move the CSVs to OneDrive or SharePoint.
`,
  },
  readings: {},
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "pbq-k1",
          type: "single",
          prompt:
            "After loading gapminder.csv on a laptop set to German, life expectancy shows values like 4388 instead of 43.88. What is the right fix?",
          choices: [
            {
              id: "a",
              text: "In Power Query, change the column's type with Change Type > Using Locale > English (United States)",
            },
            { id: "b", text: "Add a measure that divides Life Expectancy by 100" },
            { id: "c", text: "Set the column's format to one decimal in Table view" },
            { id: "d", text: "Edit the wrong values by hand in Table view" },
          ],
          correct: "a",
          explanation:
            "The file uses a dot as decimal separator, and a German locale reads the dot as a thousands separator. Typing the column with the file's locale fixes the value at the source, as a Power Query step that repeats on every refresh. Dividing by 100 only hides the error and fails on values with one decimal place or none. Formatting changes how a number is displayed, not its value, and loaded tables cannot be edited by hand.",
        },
        {
          id: "pbq-k2",
          type: "single",
          prompt: "You relate Countries[country] to Gapminder[country]. Which settings should the relationship have?",
          choices: [
            { id: "a", text: "One to many (Countries 1 → * Gapminder), cross filter direction Single, active" },
            { id: "b", text: "Many to many, cross filter direction Both" },
            { id: "c", text: "One to one, because both tables have a country column" },
            { id: "d", text: "One to many (Gapminder 1 → * Countries), cross filter direction Single" },
          ],
          correct: "a",
          explanation:
            "Countries has one row per country (the one side) and Gapminder one row per country and year (the many side), so region and other Countries fields filter Gapminder's rows. If Power BI suggests many-to-many, the one side has duplicate keys: check Countries for duplicates instead of accepting it. A shared column name does not make a relationship one-to-one.",
        },
        {
          id: "pbq-k3",
          type: "numeric",
          prompt:
            "A selection holds two countries: A with a population of 100 million and a life expectancy of 70, and B with 10 million and 80. What does Avg Life Expectancy (the population-weighted measure built with SUMX and DIVIDE) return, to one decimal?",
          answer: 70.9,
          tolerance: 0.05,
          unit: "years",
          explanation:
            "SUMX adds life expectancy × population for each row: 100 × 70 + 10 × 80 = 7,800 (in millions of person-years). DIVIDE by Total Population, 110 million, gives 70.9: the life expectancy of the average person in the selection. A plain AVERAGE would return 75, giving the small country as much weight as the large one.",
        },
        {
          id: "pbq-k4",
          type: "single",
          prompt:
            "Population Share % = DIVIDE ( [Total Population], CALCULATE ( [Total Population], REMOVEFILTERS ( Countries ) ) ). In a table with one row per region and the Year slicer on 2005, what does each row show?",
          choices: [
            { id: "a", text: "The region's share of the 2005 population of all regions" },
            { id: "b", text: "The region's share of its population across all years" },
            { id: "c", text: "100% on every row" },
            { id: "d", text: "The share of the largest country within each region" },
          ],
          correct: "a",
          explanation:
            "REMOVEFILTERS ( Countries ) removes the region (and country) filters in the denominator only, so it is the total of all regions. The Year filter sits on Gapminder[year], which REMOVEFILTERS ( Countries ) does not touch, so both numbers are for 2005. Without REMOVEFILTERS the denominator would equal the numerator and every row would show 100%.",
        },
        {
          id: "pbq-k5",
          type: "multiple",
          prompt:
            "On the report page, the line chart of Avg Life Expectancy by year shows a single point whenever a year is selected, and picking two years doubles the Total Population card. Which changes fix these problems?",
          choices: [
            { id: "a", text: "Use Format > Edit interactions so the Year slicer does not filter the line chart" },
            { id: "b", text: "Set the Year slicer to Single select" },
            { id: "c", text: "Change Total Population from SUM to AVERAGE" },
            { id: "d", text: "Move Gapminder[year] from the slicer to the report-level filter" },
          ],
          correct: ["a", "b"],
          explanation:
            "A trend needs every year, so the Year slicer should filter the cards, bar chart and scatter but not the line chart: set its interaction to None. Population is a stock, so adding two years double-counts people; single select keeps one year in the selection. Averaging population changes what the card means, and a report-level year filter would also filter the line chart down to one point.",
        },
        {
          id: "pbq-k6",
          type: "single",
          prompt:
            "You need to share the finished report with ten colleagues; it will later use company sales data. Which option should you avoid?",
          choices: [
            { id: "a", text: "Publish to web" },
            { id: "b", text: "Publish to a workspace and share the report with their emails" },
            { id: "c", text: "Publish an app from a team workspace" },
            { id: "d", text: "Export the page to PDF for a static snapshot" },
          ],
          correct: "a",
          explanation:
            "Publish to web makes the report public: anyone with the link, and search engines, can see all its data. It is the quickest way to a link, which is why it is tempting, but it is never right for company data. Sharing, an app or a PDF keep the report within the people you choose; sharing and apps need the right licences.",
        },
      ],
    },
  },
  projectBrief: `# Practice: build a one-page report

## Scenario
**Open Atlas**, a fictional nonprofit that produces teaching materials on global development, needs a one-page Power BI report for a workshop. Teachers should be able to pick a year and a region and see how many people live there, how long they live, how that has changed since 1955, and how fertility relates to life expectancy.

## The data
Use the **Gapminder** data set from the data playground, both tables:
- **gapminder**: \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\` (the fact table).
- **gapminder-health-income**: \`country\`, \`income\`, \`health\`, \`population\`, \`region\` (the country lookup).

## Questions to answer
1. What is the total population and the population-weighted life expectancy of each region in a chosen year?
2. How has weighted life expectancy changed by region from 1955 to 2005?
3. What share of the total population of the 62 countries does each region hold in 1955 and in 2005?
4. How do fertility and life expectancy relate across countries, and how did that picture change between 1955 and 2005?
5. Which country in the fact table has no region, and how did you handle it?

## Deliverables
- \`gapminder-report.pbix\` with two cleaned queries (\`Gapminder\`, \`Countries\`), one one-to-many relationship, and three measures (Total Population, Avg Life Expectancy, Population Share %).
- One report page with KPI cards, a trend line, a comparison bar chart, a scatter and Year and Region slicers.
- A PDF export of the page, plus a short note (3–5 sentences) answering questions 1–5.

## Hand-in checklist
- [ ] Types correct; region names readable; column names without underscores
- [ ] Relationship 1:* single direction from \`Countries\` to \`Gapminder\`
- [ ] Measures used in visuals, no implicit sums of population across years
- [ ] Year slicer is single select; the trend line ignores it
- [ ] Titles state findings; consistent colour per region
- [ ] The (Blank) region is explained on the page or in the note
`,
} satisfies CourseNotes;
