import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "Why visualization matters": `After this lesson you will know what this course covers, how its lessons build on each other, and you will have the Gapminder practice data loaded in Excel or Tableau, ready for the exercises.

## Why charts, not tables

A table is for looking up a value; a chart is for seeing a pattern. Put 62 countries' life expectancy for 11 years in a table and nobody spots the shape. Put it on a line chart and the catch-up of Asia after 1960 jumps out in seconds. Good visualization is a series of decisions you can learn: which chart, which colors, what to remove, what to emphasise.

## How the course is organised

1. **Perception:** how people read charts, and why some encodings beat others.
2. **Choice:** the right chart for comparisons, trends, distributions, relationships and parts of a whole.
3. **Design:** color with purpose, decluttering, visual hierarchy, accessibility.
4. **Formats:** dashboards versus reports, and full before-and-after redesigns.
5. **Reference page, knowledge check and project:** you redesign a cluttered KPI report.

## The practice data set: Gapminder World Development

| Table | One row is | Columns |
|---|---|---|
| \`gapminder\` | one country in one year (62 countries, every 5 years 1955–2005) | \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\` |
| \`gapminder-health-income\` | one country (187 countries, single year) | \`country\`, \`income\`, \`health\`, \`population\`, \`region\` |

\`income\` is GDP per person in international dollars and \`health\` is life expectancy in years. The \`cluster\` number in the first table has no labels; joining on \`country\` shows that 0 = South Asia, 1 = Europe & Central Asia, 2 = Sub-Saharan Africa, 3 = America, 4 = East Asia & Pacific and 5 = Middle East & North Africa.

## Setting up

1. In the data playground, open **Gapminder World Development** and preview both tables.
2. Download \`gapminder.csv\` and \`gapminder-health-income.csv\`.
3. In Excel, open each file and convert the range to a table (Ctrl+T). In Tableau Desktop, connect to a Text file and add both files.

## Watch out

Tableau may tidy field names on import (for example \`life_expect\` shown as "Life Expect"). Use the name Tableau shows in calculations.

## Try it

Make the quickest possible chart of \`life_expect\` by \`year\` for three countries of your choice. Note one thing the chart shows that you could not see in the table.

## Worked answer

\`\`\`text
Tableau: year → Columns (right-click > Dimension, then Continuous), life_expect → Rows,
         country → Color, country → Filters: China, India, South Africa
Excel:   Insert > PivotChart > Line: year in Axis, country in Legend (filter to
         the three countries), Sum of life_expect in Values
\`\`\`

| Country | 1955 | 1960 | 1965 | 1990 | 2005 |
|---|---|---|---|---|---|
| China | 53.9 | 27.8 | 58.5 | 68.1 | 73.0 |
| India | 45.8 | 45.8 | 45.7 | 59.6 | 65.4 |
| South Africa | 53.0 | 53.9 | 55.2 | 64.2 | 52.1 |

With these three countries, two things jump out of the chart that hide among the 33 numbers of the table. China's line drops into a deep V in 1960, to 27.8 years, about half its 1955 level (the years of the Great Leap Forward famine), and is back to 58.5 by 1965. South Africa's line is the only one that turns down: from a peak of 64.2 years in 1990 it falls to 52.1 in 2005, below where it started in 1955, while India climbs steadily after a flat first decade.

Because each country has one row per year, Sum and Average give the same value here. Two setup slips: Tableau reads \`year\` as a measure, so if it stays \`SUM(year)\` you get a single point per country; in Excel, selecting both columns and inserting a line chart plots \`year\` as a second line of numbers near 2000. Remember too that the points are five years apart: China's V rests on one data point, and the straight segments do not show how long the dip lasted.
`,
    "How people read charts": `After this lesson you can rank visual encodings by how accurately people decode them and use that ranking to pick the encoding for your most important comparison.

## Encodings and their accuracy

Every chart maps numbers to visual properties. Research on graphical perception (Cleveland and McGill, and many studies since) gives a rough order, from most to least accurately judged:

1. Position on a common scale (bars, dots on one axis)
2. Position on separate, non-aligned scales (small multiples)
3. Length (bars that do not share a baseline)
4. Angle and slope
5. Area
6. Color intensity and hue

So put the comparison that matters most on **position**, and use color or size for secondary information.

## Pre-attentive attributes

Some differences are seen before we consciously look: a single red dot among grey ones, one thicker line, one item out of alignment. Use them to direct attention to one thing. Use them everywhere and nothing stands out.

## Worked example: same numbers, two encodings

Compare population by region from \`gapminder-health-income\` two ways:

\`\`\`text
Version A: pie chart, six slices, sized by SUM(population) per region
  -> readers must compare angles; america, europe_central_asia and
     sub_saharan_africa are nearly impossible to rank

Version B: horizontal bar chart, regions sorted by SUM(population)
  -> readers compare lengths from a common baseline; the ranking
     and the gaps are immediate
\`\`\`

In Tableau: drag \`region\` to Rows, \`population\` to Columns (SUM), and sort descending from the toolbar.

## Common mistake

Encoding the key message in color or bubble area. In the classic Gapminder bubble chart, population is bubble size, which readers judge poorly; that is fine because population is context there, not the main point.

## Try it

Build a scatter plot of \`income\` (x) against \`health\` (y) from \`gapminder-health-income\`, then encode \`population\` as size and \`region\` as color. Write which variable each reader will judge most accurately and which least, and whether that matches the importance of each variable for the question "does wealth go with longer lives?".

## Worked answer

\`\`\`text
Tableau: income → Columns, health → Rows, country → Detail (without it you get one
         mark, the sum of all 187 countries), population → Size, region → Color
Excel:   Insert > Scatter > Bubble: x = income, y = health, bubble size = population;
         one series per region to color them
\`\`\`

| Variable | Encoding | How accurately it is read |
|---|---|---|
| \`income\` | position on the x-axis | most accurate |
| \`health\` | position on the y-axis | most accurate |
| \`population\` | bubble area | poorly: China (1.38 billion) and India (1.31 billion) look alike, and nobody can read the United States (322 million) against Indonesia (258 million) |
| \`region\` | hue | least, but it only has to tell six groups apart, not rank them |

That matches the question: the two variables in "does wealth go with longer lives?" get the two best encodings, and population and region are context. The chart's answer is yes, with a curve: the correlation between \`income\` and \`health\` is 0.65, and the median life expectancy is 65.7 years in the 87 countries below 10,000 dollars, 75.6 between 10,000 and 20,000, 79.8 between 20,000 and 50,000, and 80.9 in the 10 countries above 50,000. On a linear axis Qatar (132,877) stretches the chart and most countries crowd into the left edge; a log x-axis spreads them out and straightens the relationship (correlation with log income 0.81). Lower the bubbles' opacity so China and India do not hide their neighbours.
`,
    "Choosing the right chart": `After this lesson you can name the question type behind a request (comparison, trend, distribution, relationship, part of whole) and pick a chart that answers it.

## Start from the question

| Question type | Typical words | Default chart |
|---|---|---|
| Comparison | "which is biggest", "rank" | Sorted bar chart |
| Trend over time | "how has it changed" | Line chart |
| Distribution | "how spread out", "typical" | Histogram, box plot |
| Relationship | "does X go with Y" | Scatter plot |
| Part of whole | "what share" | Stacked or 100% bar; pie only for 2–3 parts |

## Worked example: five questions, one data set

\`\`\`text
1. Which region has the highest average life expectancy today?
   gapminder-health-income: bar chart, AVG(health) by region, sorted
2. How did life expectancy change in India and China, 1955-2005?
   gapminder: line chart, year on x, life_expect on y, one line per country
3. How is income distributed across the 187 countries?
   gapminder-health-income: histogram of income (try a log scale:
   a few very rich countries stretch the axis)
4. Do countries with lower fertility live longer?
   gapminder, year = 2005: scatter of fertility (x) and life_expect (y)
5. What share of the world's population lives in each region?
   gapminder-health-income: one 100% stacked bar or a sorted bar of shares
\`\`\`

For question 5 in Tableau, the share is a table calculation:

\`\`\`sql
SUM([population]) / TOTAL(SUM([population]))
\`\`\`

In Excel, build a PivotTable with \`region\` in Rows and \`population\` in Values, then set **Show Values As → % of Grand Total**.

## Common mistake

Using a line chart for categories. Lines imply continuity, so a line connecting regions in alphabetical order invents a "trend" between unrelated groups. Lines are for ordered, continuous axes such as \`year\`.

## Try it

Pick question 3 and build it twice: a histogram of \`income\` with a linear axis and one with a logarithmic axis (in Tableau, bin a calculated field \`LOG([income])\` instead of \`income\`; in Excel, bin the log of income with \`=LOG10([@income])\`). Write which version answers "what is a typical country's income?" better and why.

## Worked answer

\`\`\`text
Tableau: right-click income > Create > Bins, size 10000 → histogram of income (bin)
         new calculated field  LOG([income])  (base 10), Create > Bins, size 0.25
Excel:   helper columns  =FLOOR([@income],10000)  and  =FLOOR(LOG10([@income]),0.25),
         then a PivotTable counting country per bin and a column chart with no gaps
\`\`\`

| Linear bins (dollars) | 0–10k | 10–20k | 20–30k | 30–40k | 40–50k | 50k and more |
|---|---|---|---|---|---|---|
| Countries | 87 | 43 | 22 | 12 | 13 | 10 |

| Log bins (dollars) | under 1,000 | 1,000–1,778 | 1,778–3,162 | 3,162–5,623 | 5,623–10,000 | 10,000–17,783 | 17,783–31,623 | 31,623–56,234 | 56,234 and more |
|---|---|---|---|---|---|---|---|---|---|
| Countries | 7 | 15 | 21 | 22 | 22 | 39 | 30 | 24 | 7 |

The log version answers "what is a typical country's income?" better. On the linear axis, 87 of the 187 countries fall into the first bar and Qatar (132,877) stretches the axis far to the right, so you learn only that many countries earn under 10,000 dollars, not whether a typical one earns 1,000 or 9,000. On the log axis the same countries spread over several bars, the tallest bar is 10,000 to 17,783 dollars, and the middle of the shape sits near the median of 10,996.

The mean (17,232) is the tempting summary and the wrong one: 123 of the 187 countries are below it. Label the log axis in dollars (1,000; 10,000; 100,000), not in log units, and say "log scale" in the axis title.
`,
    "Color with purpose": `After this lesson you can choose between categorical, sequential and diverging palettes, and use a single highlight color to make one point obvious.

## Three jobs for color

- **Categorical:** tell groups apart (regions). Distinct hues, no implied order, at most about six to eight.
- **Sequential:** show low to high (income). One hue from light to dark.
- **Diverging:** show above and below a meaningful midpoint (change versus a target). Two hues meeting at a neutral middle.

And a fourth, often the most useful: **highlight**. Everything grey, one thing in a strong color.

## Worked example: highlighting one country

You want to show how China's life expectancy rose compared with the other 61 countries in \`gapminder\`. Twelve bright lines would be noise. In Tableau, create a calculated field and put it on Color:

\`\`\`sql
IF [country] = "China" THEN "China" ELSE "Other countries" END
\`\`\`

Set "China" to a strong color and "Other countries" to light grey, and move "China" to the top of the color legend order so its line is drawn on top. In Excel, add China as a last series formatted in a saturated color and set all other series to grey.

\`\`\`text
Before: 62 rainbow lines, legend with 62 entries, no message
After:  61 grey lines + 1 colored line, title:
        "China's life expectancy rose faster than most countries after 1960"
\`\`\`

Check the title against the chart before you publish it: the claim must be visible.

## Common mistake

Using a rainbow palette for a continuous measure such as \`income\`. Hue changes have no natural order, so readers cannot tell whether green is more than orange. Use one hue getting darker, and consider a log scale for skewed measures.

## Try it

Map or chart \`health\` by country from \`gapminder-health-income\` with a sequential palette. Then create a diverging version centred on the median \`health\` (in Tableau, Edit Colors → Diverging, set Center to that value). Write one sentence on which question each version answers.

## Worked answer

\`\`\`text
Tableau: double-click country (geographic role Country/Region) → filled map,
         health → Color; Edit Colors > a single-hue sequential palette (e.g. Blue)
         Duplicate the sheet; Edit Colors > Orange-Blue Diverging,
         Advanced > Center: 73.13
Excel:   Insert > Maps > Filled Map on country and health; Format Data Series >
         Series Color: Sequential (2-color), then Diverging (3-color) with
         Midpoint: Number 73.13
\`\`\`

The median \`health\` is 73.13 years (Russia sits exactly on it). Check the map's unknown-locations indicator: any country name the map does not recognise is silently left out, so fix or exclude those before you read it.

- **Sequential:** "Where is life expectancy highest and lowest?" The darkest countries are Andorra (84.1) and Japan (83.5); the palest are Lesotho (48.5) and Swaziland (51.5), and the pale band covers most of Sub-Saharan Africa.
- **Diverging:** "Which countries live longer or shorter than the typical country?" 93 countries fall on each side of the median; 45 of the 48 Sub-Saharan African countries are below it (only Cape Verde, Mauritius and Seychelles are above).

The midpoint has to mean something. Centring on the mean (71.7) instead would put 106 countries above the middle, and any centre splits near-equal countries into opposite hues, so a country at 73.0 and one at 73.3 look different; say in the legend what the neutral color stands for.
`,
    "Decluttering and visual hierarchy": `After this lesson you can strip a chart down to what carries information and arrange what remains so the reader sees the main point first.

## Decluttering checklist

Remove or mute anything that does not help the reader decode the data:

- Borders, background fills and 3D effects
- Heavy gridlines (keep light ones only if readers need exact values)
- Legends that can be replaced by direct labels
- Redundant axis titles ("Year" under an axis of years)
- Decimal places nobody needs
- Data labels on every point when an axis already gives the values

## Visual hierarchy

Decide what should be read first, second and third, and make it so with size, weight, color and position: a title that states the finding, the highlighted data, then the supporting context in grey.

## Worked example: life expectancy by region

\`\`\`text
Before (Excel defaults):
  Title "Chart 1"; clustered columns for six regions in alphabetical
  order; legend on the right; gridlines every 5 years; data labels
  with two decimals; region names with underscores (europe_central_asia)

After:
  Title "Sub-Saharan Africa lags every other region in life expectancy"
  Horizontal bars, sorted by AVG(health), longest at top
  Region names cleaned ("Europe & Central Asia")
  One highlighted bar, others grey; no legend, no gridlines
  Values as whole years at the end of each bar; x-axis removed
\`\`\`

Build it from a PivotTable of \`gapminder-health-income\` with \`region\` in Rows and Average of \`health\` in Values; sort descending and insert a bar chart.

## Common mistake

Decluttering until the chart cannot be checked. Removing the axis is fine when every bar is labelled; removing both axis and labels leaves only impressions. Also keep the source line: "Source: Gapminder Foundation".

## Try it

Apply the checklist to the default line chart of \`life_expect\` by \`year\` for five countries from \`gapminder\`. Replace the legend with labels at the end of each line and rewrite the title as the finding. Count how many elements you removed.

## Worked answer

With Japan, the United States, China, India and South Africa:

\`\`\`text
Tableau: year → Columns (continuous dimension), life_expect → Rows, country → Color
         Label > Show mark labels > Line Ends, label text <country>;
         hide the color legend; Format > Lines > Grid Lines: None; drop the "Year" axis title
Excel:   PivotChart > Line (year in Axis, country in Legend, five countries filtered);
         delete the legend; click each line's 2005 point > Add Data Label >
         Format Data Label: Series Name only; delete gridlines and chart border
\`\`\`

| Country | 1955 | 1990 | 2005 |
|---|---|---|---|
| Japan | 66.1 | 79.4 | 82.5 |
| United States | 69.9 | 75.7 | 77.7 |
| China | 53.9 | 68.1 | 73.0 |
| India | 45.8 | 59.6 | 65.4 |
| South Africa | 53.0 | 64.2 | 52.1 |

A title that states the finding: "South Africa's life expectancy fell back after 1990 while the other four kept rising". Give South Africa the one strong color, the other four grey, and put the five labels at the line ends, in that 2005 order from top to bottom.

A typical count is four or five removals: the legend, the gridlines, the chart border, the redundant "Year" axis title and, in Excel, the placeholder "Chart Title" (replaced by the finding). Keep the y-axis and its title "Life expectancy (years)": the end labels name the countries but give no values, so without the axis nothing on the chart can be checked.
`,
    "Designing for accessibility": `After this lesson you can check a chart for color-blind safety, contrast and screen-reader support, and fix the problems you find.

## Four checks

1. **Never rely on color alone.** Add a second cue: direct labels, shapes, line styles or position.
2. **Color-blind safe palettes.** Red-green is the most common confusion. Use a palette such as Tableau's built-in "Color Blind" palette, or blue/orange pairs.
3. **Contrast.** Text and essential marks should reach a contrast ratio of at least 4.5:1 for normal text and 3:1 for graphical objects against the background (WCAG 2.1).
4. **Text alternatives.** Every chart in a document or web page needs alt text that states the takeaway, plus access to the underlying numbers.

## Worked example: alt text for a scatter plot

For a scatter of \`income\` (log scale) against \`health\` from \`gapminder-health-income\`, colored by \`region\`:

\`\`\`text
Weak alt text:
  "Scatter plot of income and health."

Useful alt text:
  "Scatter plot of 187 countries: GDP per person (log scale, x) against
   life expectancy (y), colored by region. Life expectancy rises with
   income, steeply among poorer countries and flattening among richer
   ones. Most Sub-Saharan African countries sit in the lower left.
   Data table follows the chart."
\`\`\`

Good alt text gives the chart type, what the axes are, the main pattern and where to find the data. It does not list every point.

## Common mistake

Fixing the palette but keeping a legend-only design. Even with safe colors, six regions in a legend force readers to match hues back and forth. Label the groups directly or use small multiples, one panel per region.

## Try it

Build the scatter above in Tableau or Excel. Then (1) switch to a color-blind safe palette, (2) add a second cue for the highlighted region (a shape or a label), (3) check the contrast of your title and axis text with a contrast checker, and (4) write alt text in under 60 words.

## Worked answer

\`\`\`sql
// Tableau calculated field for the second cue, placed on Shape (and on Label if you like)
IF [region] = "sub_saharan_africa" THEN "Sub-Saharan Africa" ELSE "Other regions" END
\`\`\`

1. **Palette:** Edit Colors > Select Color Palette > **Color Blind**. In Excel, set each region's series to colors from a color-blind safe set such as blue #0072B2 and vermilion #D55E00.
2. **Second cue:** the field above on Shape, triangles for Sub-Saharan Africa and circles for the rest, plus a direct text label "Sub-Saharan Africa" next to its group.
3. **Contrast** against a white background (WCAG ratios): near-black #333333 gives 12.6:1 and mid-grey #666666 5.7:1, both fine for text; #767676 (4.5:1) is the lightest grey that passes for normal text, and #999999 (2.9:1) fails. For the marks, light grey #BFBFBF is only 1.8:1, below the 3:1 for graphics, so use a darker grey such as #898989 (3.5:1) for de-emphasised dots you still want seen.
4. **Alt text (55 words):**

\`\`\`text
Scatter plot of 187 countries: GDP per person on a log scale (x) against life
expectancy (y). Life expectancy rises with income and levels off among the
richest countries. Sub-Saharan Africa, shown as triangles, sits mostly at the
lower left: 45 of its 48 countries are below the median of 73.1 years.
Data table follows.
\`\`\`

The alt text works because it gives the chart type, both axes with the log scale named, the main pattern, the highlighted group with a checkable number, and where the full data is. Test the cue by switching the view to greyscale: the triangles must still pick out Sub-Saharan Africa.
`,
    "Dashboards vs. reports": `After this lesson you can decide whether a need calls for a dashboard or a report, and design each for how it will actually be used.

## Two different jobs

| | Dashboard | Report |
|---|---|---|
| Question | "How are we doing right now?" | "What happened, and why?" |
| Use | Monitored repeatedly, scanned in seconds | Read once, start to finish |
| Content | A few KPIs with comparisons, filters | A narrative with findings and evidence |
| Design | Grid, most important top-left, consistent scales | Linear, one chart per point, text carries the argument |
| Update | Refreshes with new data | Fixed at a date |

A dashboard that tries to explain, or a report that tries to be explored, usually does neither well.

## Worked example: one data set, two formats

A health foundation wants to follow development indicators by region.

\`\`\`text
Dashboard (monitor):
  Row 1: three KPI tiles: median life expectancy, median fertility,
         total population, each with the change since the previous
         five-year period
  Row 2: line chart of life_expect by year, one line per region
         (cluster labelled), filter for region
  Row 3: scatter of fertility vs life_expect for the selected year,
         with a year filter

Report (explain):
  Page 1: "Life expectancy converged between 1955 and 2005, except
           in Sub-Saharan Africa" + one annotated line chart
  Page 2: "Fertility fell fastest where life expectancy rose fastest"
           + scatter for 1955 and 2005 side by side
  Page 3: caveats: 62 countries only, five-year steps, cluster labels
\`\`\`

In Tableau, a KPI tile's median for the filtered year can be a simple aggregate such as \`MEDIAN([life_expect])\`.

## Common mistake

Putting ten KPIs on a dashboard with no comparison. A number without a target, prior period or benchmark cannot tell anyone whether things are good or bad. Every tile needs a "compared with what".

## Try it

Sketch (on paper or in Tableau) the dashboard above for the \`gapminder\` table. For each element write the question it answers and its comparison. Remove any element that has no question.

## Worked answer

For the latest year, 2005, compared with 2000:

| Element | Question it answers | Comparison | Value (2005) |
|---|---|---|---|
| Tile: median \`life_expect\` | Are people living longer? | Change since 2000 | 75.5 years, +0.9 |
| Tile: median \`fertility\` | Are families getting smaller? | Change since 2000 | 2.045 births per woman, −0.04 |
| Tile: total \`pop\` | (none the foundation acts on) | Change since 2000 | 5.13 billion, +6.4% |
| Line: \`life_expect\` by year, one line per cluster | Which regions are catching up, and which fall behind? | The other clusters, and 1955 | Europe & Central Asia 78.9, East Asia & Pacific 76.2, America 74.6, Middle East & North Africa 72.8, South Asia 62.9, Sub-Saharan Africa 55.9 |
| Scatter: \`fertility\` vs \`life_expect\`, year filter | Do countries with smaller families live longer? | The same countries in 1955 | Correlation −0.80 (1955: −0.76) |

\`\`\`sql
// cluster label for the line chart
CASE [cluster] WHEN 0 THEN "South Asia" WHEN 1 THEN "Europe & Central Asia"
WHEN 2 THEN "Sub-Saharan Africa" WHEN 3 THEN "America"
WHEN 4 THEN "East Asia & Pacific" WHEN 5 THEN "Middle East & North Africa" END
\`\`\`

The population tile is the one to remove: the 62 countries grow by 6 to 11% every five years whatever happens to health, so nobody would act on it. If the foundation wants a third tile, a count of countries with life expectancy under 60 (6 in 2005, the same 6 as in 2000) has a question behind it.

The line chart's values are plain averages of the countries in each cluster: set the pill to AVG, because Tableau's default SUM adds up the countries' life expectancies. Weighting by population tells a different story in places: East Asia & Pacific's 1960 average is 57.9 years unweighted but 36.9 weighted, because China's 27.8 dominates. State which one the chart shows.
`,
    "Before-and-after redesigns": `After this lesson you can run a repeatable redesign process on any chart: diagnose, choose, declutter, highlight and title.

## The five-step redesign

1. **Diagnose:** what question is the chart meant to answer, and what gets in the way?
2. **Choose:** is the chart type right for that question type?
3. **Declutter:** remove what carries no information.
4. **Highlight:** use color and position for the one thing that matters.
5. **Title:** state the finding, and check that the chart shows it.

## Worked example: fertility over time

Original: an Excel 3D clustered column chart of \`fertility\` for 12 countries including Iran, one column per country per year (132 columns), rainbow colors, legend of 11 years, title "Fertility Data".

\`\`\`text
Diagnose: the question is "how fast did fertility fall, and where?";
          132 columns and 11 colors make the time pattern invisible
Choose:   a trend -> line chart, year on x
Declutter: flat 2D, light gridlines only, no legend (direct labels),
          y-axis "Births per woman"
Highlight: Iran in color, other countries grey
Title:    "Iran's fertility fell further than any other country's
          between 1955 and 2005"
\`\`\`

Before writing that title, verify it: compute each of the 62 countries' change and sort. In Tableau, a calculated field gives the change per country when \`year\` is not in the view:

\`\`\`sql
{ FIXED [country] : SUM(IF [year] = 2005 THEN [fertility] END) }
- { FIXED [country] : SUM(IF [year] = 1955 THEN [fertility] END) }
\`\`\`

If other countries fell further, change the highlight and the title to match the data, not the other way round.

## Common mistake

Redesigning for looks instead of the question. A beautiful chart that answers a different question than the original reader had is not an improvement. Write the question first and test the redesign against it.

## Try it

Pick any 12 countries in \`gapminder\`, build the "before" chart as described, then run the five steps. Save both versions side by side and write a three-line change log: what you changed and why.

## Worked answer

With Iran, South Korea, China, Mexico, Brazil, Bangladesh, Egypt, India, Kenya, the United States, Germany and Nigeria. "Before": a PivotTable with \`country\` in Rows, \`year\` in Columns and \`fertility\` in Values, then **Insert > 3-D Clustered Column**: 12 groups of 11 columns, an 11-color legend. "After": the same PivotTable as a 2-D line chart (**Switch Row/Column** so \`year\` is on the axis), Iran in one strong color and the rest grey.

| Country | 1955 | 2005 | Change (births per woman) |
|---|---|---|---|
| Iran | 6.99 | 1.78 | −5.21 |
| South Korea | 6.07 | 1.10 | −4.97 |
| China | 6.16 | 1.62 | −4.54 |
| Mexico | 6.75 | 2.50 | −4.25 |
| Brazil | 6.11 | 1.97 | −4.14 |
| Nigeria | 6.38 | 6.07 | −0.31 |

(Bangladesh, Egypt, India, Kenya, the United States and Germany fell by between 0.84 and 3.68.) The title survives the check: Iran's fall of 5.21 is the largest of these 12 and of all 62 countries, and most of it came in 15 years, from 6.26 in 1985 to 2.02 in 2000. Measured in percent, South Korea fell further (−82% against Iran's −75%), so write "fell further" only for births per woman.

\`\`\`text
Chart type: 3-D clustered columns (132 bars) -> 2-D line chart with year on x,
            because the question is a trend over time
Color:      11-color year legend -> Iran highlighted, 11 countries grey, names
            at the line ends, y-axis titled "Births per woman"
Title:      "Fertility Data" -> "Iran's fertility fell further than any other
            country's, from 7.0 to 1.8 births per woman (1955-2005)", checked
            against all 62 countries
\`\`\`

Yours will differ with your 12 countries; a strong change log ties every change to the question and re-checks the title against your own countries, so if Iran is not among them, the title names whoever fell furthest.
`,
  },
  readings: {
    "Chart chooser reference": `Use this page when you know your question but not your chart. Find the question type, then check the "avoid" column before you build.

## By question type

| Question type | Use | Avoid | Gapminder example |
|---|---|---|---|
| Compare categories | Sorted bar (horizontal for long labels), dot plot | Pie with many slices, 3D bars | AVG(\`health\`) by \`region\` |
| Rank | Sorted bar, top-N bar | Unsorted bars | Top 10 countries by \`income\` |
| Trend over time | Line; column for few periods | Line over categories, dual axes | \`life_expect\` by \`year\` |
| Compare trends | Line with highlight, small multiples | 10+ colored lines | Fertility per cluster by \`year\` |
| Distribution | Histogram, box plot, strip plot | Average alone | Histogram of \`income\` (log scale) |
| Relationship | Scatter, optional trend line | Two lines on dual axes | \`fertility\` vs \`life_expect\`, 2005 |
| Relationship + size | Bubble chart | Bubble size for the main measure | Scatter sized by \`pop\` |
| Part of whole | 100% stacked bar, pie for 2–3 parts | Pie with 6+ slices, stacked 3D | Share of \`population\` by \`region\` |
| Change between two points | Slope chart, dumbbell chart | Clustered columns | \`life_expect\` 1955 vs 2005 |
| Geographic | Map of rates, not counts | Map when geography is irrelevant | \`health\` by country |

## Axis rules

- Bars and columns: start at zero, always.
- Lines and scatters: may start above zero; label the axis clearly.
- Use a log scale for measures spanning orders of magnitude (\`income\`, \`pop\`) and say so in the axis title.

## Quick decision path

\`\`\`text
Is time on one axis?          -> line (or columns for under ~6 periods)
Comparing categories?         -> sorted bar
Showing how values spread?    -> histogram or box plot
Two measures per item?        -> scatter
Shares that add up to 100%?   -> 100% bar (pie only for 2-3 parts)
\`\`\`

## Before you publish

- [ ] The title states the finding
- [ ] Direct labels instead of a legend where possible
- [ ] One highlight color; the rest grey
- [ ] Color is never the only cue
- [ ] Units and source are shown
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "dvp-k1",
          type: "single",
          prompt:
            "The one comparison your chart must get across is which of six regions has the highest average life expectancy. Which encoding lets readers judge it most accurately?",
          choices: [
            { id: "a", text: "Position along a common scale, as in a sorted bar chart sharing one baseline" },
            { id: "b", text: "Angle, as in a pie chart with one slice per region" },
            { id: "c", text: "Area, as in a bubble per region sized by life expectancy" },
            { id: "d", text: "Color intensity, as in a map shaded by life expectancy" },
          ],
          correct: "a",
          explanation:
            "Research on graphical perception ranks position on a common scale as the most accurately decoded encoding, followed by length, then angle and slope, area, and color last. Put the comparison that matters most on position, and keep color or size for secondary context. Six pie slices or bubbles of similar size are nearly impossible to rank.",
        },
        {
          id: "dvp-k2",
          type: "multiple",
          prompt: "Which of these pairings of question and chart are sound?",
          choices: [
            {
              id: "a",
              text: '"How did life expectancy change in India and China from 1955 to 2005?": a line chart with year on the x-axis',
            },
            {
              id: "b",
              text: '"What share of the world\'s population lives in each of six regions?": a pie chart with six slices',
            },
            {
              id: "c",
              text: '"Do countries with lower fertility live longer?": a scatter plot of fertility against life expectancy',
            },
            {
              id: "d",
              text: '"Which region has the highest average life expectancy?": a line connecting the regions in alphabetical order',
            },
          ],
          correct: ["a", "c"],
          explanation:
            "Trends over time call for a line on an ordered axis such as year, and a relationship between two measures for a scatter plot. Shares of six parts read better as a 100% stacked bar or a sorted bar of shares; pies work only for two or three parts. A line between categories invents a trend between unrelated groups; a comparison wants a sorted bar.",
        },
        {
          id: "dvp-k3",
          type: "single",
          prompt:
            "You shade countries on a map by GDP per person, a continuous measure from low to high. Which palette fits?",
          choices: [
            { id: "a", text: "Sequential: one hue running from light (low) to dark (high)" },
            { id: "b", text: "Categorical: a distinct hue for each income level" },
            { id: "c", text: "Rainbow: the full spectrum, so every value gets its own color" },
            { id: "d", text: "Diverging: two hues meeting at zero" },
          ],
          correct: "a",
          explanation:
            "A sequential palette shows order, so darker reads as more. Hue changes have no natural order, so with rainbow or categorical colors readers cannot tell whether green is more than orange. A diverging palette is for values above and below a meaningful midpoint (such as change against a target or the median), not for a plain low-to-high measure.",
        },
        {
          id: "dvp-k4",
          type: "numeric",
          prompt:
            "A bar chart shows Region A at 50 and Region B at 55, but its value axis starts at 45 instead of zero. How many times longer does Region B's bar look than Region A's?",
          answer: 2,
          tolerance: 0,
          unit: "×",
          explanation:
            "Above an axis starting at 45, bar A is drawn 50 − 45 = 5 units long and bar B 55 − 45 = 10 units, so B looks twice as long although it is only 10% larger (55 / 50 = 1.1). Readers judge bars by their length, which is why bars and columns always start at zero; lines and scatters may start above zero with a clearly labelled axis.",
        },
        {
          id: "dvp-k5",
          type: "single",
          prompt:
            "A chart marks countries above a target in green and below it in red, with a legend explaining the two colors. What is the best accessibility fix?",
          choices: [
            {
              id: "a",
              text: "Switch to a color-blind safe pair such as blue and orange, and add a second cue such as direct labels or different marker shapes",
            },
            { id: "b", text: "Make the red and green brighter so they contrast more with each other" },
            { id: "c", text: "Keep the colors and make the legend bigger" },
            { id: "d", text: 'Add alt text that reads "Chart of countries against target"' },
          ],
          correct: "a",
          explanation:
            "Red-green is the most common color-vision confusion, and brightening or a bigger legend does not help someone who cannot tell the hues apart. Never rely on color alone: use a safe palette and add labels, shapes or position. Alt text is needed too, but it should state the takeaway and where to find the data, not just name the chart.",
        },
        {
          id: "dvp-k6",
          type: "single",
          prompt:
            'A regional director opens a dashboard every Monday. One tile reads "Median life expectancy: 71.2 years" and nothing else. What should be added to the tile?',
          choices: [
            { id: "a", text: "A comparison, such as the change since the previous period or the gap to a target" },
            { id: "b", text: "Two more decimal places, so the value is more precise" },
            { id: "c", text: "A paragraph explaining the causes of the change" },
            { id: "d", text: "A 3D gauge, so the value catches the eye" },
          ],
          correct: "a",
          explanation:
            'A number without a target, prior period or benchmark cannot tell anyone whether things are good or bad: every dashboard tile needs a "compared with what". Extra decimals are clutter, a dashboard is scanned in seconds (the why belongs in a report), and 3D effects distort and distract.',
        },
      ],
    },
  },
  projectBrief: `# Project: redesign a KPI report

## Scenario

**Horizon Health Foundation**, a fictional charity that funds health programmes, sends its trustees a quarterly "World Development KPI Report". The current version is one crowded page: a 3D pie of population by region with six slices, a rainbow line chart of \`life_expect\` for all 62 countries with a 62-entry legend, a table of every country's \`fertility\` for every year, and a clustered column chart of average \`income\` by region with the axis starting at 5,000. The trustees say they cannot tell what has improved or where to focus. You have been asked to redesign it.

## Data

The **Gapminder World Development** data set in the data playground:

- \`gapminder\`: \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\` (62 countries, 1955–2005 in five-year steps). Cluster labels: 0 South Asia, 1 Europe & Central Asia, 2 Sub-Saharan Africa, 3 America, 4 East Asia & Pacific, 5 Middle East & North Africa.
- \`gapminder-health-income\`: \`country\`, \`income\`, \`health\`, \`population\`, \`region\` (187 countries).

Use Excel or Tableau Desktop.

## Questions the redesign must answer

1. Which regions have the highest and lowest average life expectancy (\`health\`) today?
2. How did life expectancy change between 1955 and 2005 in each cluster, and which cluster improved most?
3. How did fertility change over the same period, and does the fall in fertility go with the rise in life expectancy?
4. How unequal is income across countries, and what does a typical country earn per person?
5. Which two or three countries should the trustees look at first, and why?

## Deliverables

- The **before** page, rebuilt from the data, with each problem annotated (at least six problems).
- The **after** report: a one-page report or a small dashboard with no more than five charts, each with a title that states its finding.
- A change log: one line per design decision (chart type, color, decluttering, hierarchy, accessibility).
- Alt text for every chart in the after version.

## Hand-in checklist

- [ ] Each question above is answered by at least one chart
- [ ] Chart types match the question types (comparison, trend, distribution, relationship)
- [ ] Bar axes start at zero; log scale, if used for \`income\`, is labelled
- [ ] One highlight color per chart, the rest grey
- [ ] No information conveyed by color alone; palette is color-blind safe
- [ ] Legends replaced by direct labels where possible
- [ ] Source line on every chart: Gapminder Foundation
- [ ] Every title checked against the data it summarises
`,
} satisfies CourseNotes;
