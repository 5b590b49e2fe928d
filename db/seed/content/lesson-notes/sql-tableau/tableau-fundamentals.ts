import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_bird-strikes",
  videos: {
    "Welcome and installing Tableau Public": `After this lesson you know how the course is organised, what the practice data looks like, and you have Tableau Public installed with the data connected.

## What the course covers

Each lesson adds one layer to the same workbook: connecting to data, dimensions and measures, the core charts, filters and their order of operations, calculated fields, table calculations, level of detail (LOD) expressions, maps, and finally a dashboard with actions that you publish. A knowledge check and a project brief (an airline performance dashboard) close the course.

## The practice data

We use the **Bird Strikes** data set (Pro) from the data playground: one table, \`birdstrikes\`, where **one row is one reported collision between an aircraft and wildlife** in the US, dated 1990 to mid-2002. Its 14 columns include:

| Kind | Columns |
| --- | --- |
| Who and where | \`Airport Name\`, \`Aircraft Airline Operator\`, \`Aircraft Make Model\`, \`Origin State\` |
| When | \`Flight Date\`, \`Time of day\`, \`Phase of flight\` |
| What | \`Wildlife Species\`, \`Wildlife Size\`, \`Effect Amount of damage\` |
| Numbers | \`Cost Repair\`, \`Cost Other\`, \`Cost Total $\`, \`Speed IAS in knots\` |

## Setting up

1. Download Tableau Public (free) from public.tableau.com and install it; sign in with a free Tableau Public account so you can save.
2. Open the data set in the data playground and download \`birdstrikes.csv\`.
3. In Tableau Public, choose **Connect > Text file** and pick the CSV.

Tableau Public saves workbooks only to your public profile, so never load confidential data into it.

## Watch out

Most rows have \`Cost Total $\` equal to 0: costs were rarely reported. Counting strikes and summing costs tell very different stories, which you will see throughout the course.

## Try it

After connecting, open a new sheet and drag \`Aircraft Airline Operator\` to Rows and the count field \`birdstrikes.csv (Count)\` to Columns. Sort descending: which operators report the most strikes?

## Worked answer

\`\`\`text
Rows:    Aircraft Airline Operator
Columns: CNT(birdstrikes.csv)      (the birdstrikes.csv (Count) field)
Sort:    descending by the count (toolbar sort button)
\`\`\`

You should see 46 operators, led by AMERICAN AIRLINES (2,171 strikes), US AIRWAYS* (1,084), DELTA AIR LINES (865), SOUTHWEST AIRLINES (844) and MILITARY (829), out of 10,000 strikes in all. MILITARY, BUSINESS (371) and UNKNOWN are groups of operators rather than single airlines, so keep that in mind before you call them "operators" on a chart.
`,
    "Connecting to data and the data source page": `After this lesson you can connect Tableau to a file, check how it read each column, and fix data types, names and roles before you build anything.

## The data source page

After **Connect > Text file**, Tableau opens the data source page: the canvas at the top (tables and relationships), a grid preview of the rows below, and a type icon above every column (\`#\` number, \`Abc\` string, calendar for dates, globe for geography).

## Things to check, in order

1. **Rows look right.** The preview should show one strike per row and the header row used as names.
2. **Data types.** \`Flight Date\` should be a Date, \`Cost Total $\` and \`Speed IAS in knots\` numbers, \`Origin State\` a String with the State/Province geographic role. Click the type icon to change one.
3. **Names.** Rename fields for readers: right-click \`Effect Amount of damage\` > Rename to \`Damage\`. The source file is untouched.
4. **Live or extract.** Tableau Public always uses extracts; in Tableau Desktop you choose. An extract is a fast snapshot that you refresh.

\`\`\`text
Field                     Type        Role
Flight Date               Date        Dimension
Origin State              String      Dimension (geographic: State/Province)
Cost Total $              Number      Measure
Speed IAS in knots        Number      Measure
\`\`\`

## Data source filters

A data source filter removes rows before anything else. For example, exclude the operator \`UNKNOWN\` here if no sheet should ever show it. Use it sparingly: people reading your workbook cannot see or change it.

## Common mistake

Leaving a numeric ID or a year as a measure. Tableau would happily sum it. Convert such fields to dimensions (drag them above the line in the Data pane, or right-click > Convert to Dimension).

## Try it

On the data source page, rename \`Cost Total $\` to \`Total Cost\`, check that \`Speed IAS in knots\` is a number, and give \`Origin State\` the State/Province role if Tableau did not.

## Worked answer

1. Double-click the \`Cost Total $\` column header in the preview grid (or use its drop-down > Rename), type \`Total Cost\` and press Enter.
2. Look at the icon above \`Speed IAS in knots\`: it should be \`#\` (Number). If it shows \`Abc\`, click the icon and choose **Number (whole)**.
3. Click the icon above \`Origin State\` and choose **Geographic Role > State/Province**; the icon becomes a globe.

In the preview, \`Speed IAS in knots\` shows null in some rows: 2,836 of the 10,000 strikes have no speed, which is why its average later counts only 7,164 rows. The renamed field is called \`Total Cost\` in every sheet, while the CSV keeps \`Cost Total $\`.
`,
    "Dimensions, measures and the shelf system": `After this lesson you can explain why Tableau draws what it draws: dimensions set the level of detail, measures are aggregated, and each shelf controls one part of the view.

## Dimensions and measures

- **Dimensions** (blue when discrete) are categories you group by: \`Aircraft Airline Operator\`, \`Phase of flight\`, \`Wildlife Size\`.
- **Measures** are numbers Tableau aggregates: \`Cost Total $\` becomes \`SUM(Cost Total $)\` when you drop it in a view.
- **Discrete vs continuous** (blue vs green) decides whether a field makes headers or an axis. \`YEAR(Flight Date)\` can be either.

## The shelves

| Shelf | Role |
| --- | --- |
| Columns / Rows | build the table or axes |
| Marks card: Color, Size, Label, Detail, Tooltip | encode more fields on each mark |
| Filters | remove data |
| Pages | animate through a field |

Every dimension in the view (on Rows, Columns or the Marks card) adds to the **level of detail**: there is one mark per combination of their values.

\`\`\`text
Rows:    Phase of flight
Columns: SUM(Cost Total $)
Color:   Wildlife Size
→ one bar segment per phase and size (7 phases × 3 sizes at most)
\`\`\`

## Watch out

Dropping a dimension on Detail or Tooltip changes the level of detail too. If you drag \`Airport Name\` onto Tooltip of the chart above, each segment splits into one mark per airport, and totals shown by labels change meaning. Use an aggregate such as \`COUNTD(Airport Name)\` in the tooltip instead.

## Try it

Build a bar chart of strikes (\`birdstrikes.csv (Count)\`) by \`Phase of flight\`. Add \`Time of day\` to Color. Then move \`Time of day\` to Columns and compare: same numbers, different structure.

## Worked answer

\`\`\`text
Rows:    Phase of flight
Columns: CNT(birdstrikes.csv)
Color:   Time of day            → stacked bars, one segment per time of day
Then drag Time of day from Color to Columns
                                → four side-by-side panes: Dawn, Day, Dusk, Night
\`\`\`

Both versions show the same 28 numbers (7 phases × 4 times). Approach is the longest bar with 4,619 strikes, then Climb 1,956, Take-off run 1,592, Landing Roll 1,405, Descent 399, Taxi 18 and Parked 11. Inside Approach, Night (2,146) narrowly beats Day (2,070): in the stacked bar that is hard to see, while the panes on Columns put each time of day on its own axis, so it is easy to compare one time across phases but harder to see each phase's total.
`,
    "Core chart types": `After this lesson you can choose and build the chart that fits the question: bars for comparison, lines for time, stacked or side-by-side bars for parts, scatter plots for relationships, heat maps for two categories.

## Match the chart to the question

| Question | Chart | Build in Tableau |
| --- | --- | --- |
| Which operators report most strikes? | Sorted bar | \`Aircraft Airline Operator\` on Rows, count on Columns, sort |
| How did strikes change over time? | Line | continuous \`MONTH(Flight Date)\` on Columns, count on Rows |
| Which flight phases cause damage? | Stacked bar | \`Phase of flight\` on Rows, count on Columns, \`Effect Amount of damage\` on Color |
| Are faster strikes more expensive? | Scatter | \`AVG(Speed IAS in knots)\` vs \`AVG(Cost Total $)\`, \`Wildlife Species\` on Detail |
| When in the day, by size? | Highlight table | \`Time of day\` on Columns, \`Wildlife Size\` on Rows, count on Color, Square marks |

## A worked example: strikes per year

\`\`\`text
Columns: YEAR(Flight Date)   (continuous, green)
Rows:    CNT(birdstrikes.csv)
Marks:   Line
Filter:  Flight Date < 2002-01-01   (2002 is only a part year)
\`\`\`

You should see a line rising through the 1990s. Dropping the partial year 2002 keeps the last point honest.

## Common mistake

Using pie charts or stacked bars for many categories. With 40+ operators, a pie is unreadable. Show the top 10 as a sorted bar and group the rest as "Other" (a calculated field, two lessons from now).

## Try it

Build a highlight table of strikes with \`Phase of flight\` on Rows and \`Time of day\` on Columns. Which phase-time combination has the most strikes? Then turn it into a stacked bar and decide which version answers that question faster.

## Worked answer

\`\`\`text
Highlight table
Rows:    Phase of flight
Columns: Time of day
Color:   CNT(birdstrikes.csv)
Label:   CNT(birdstrikes.csv)
Marks:   Square

Stacked bar
Rows:    Phase of flight
Columns: CNT(birdstrikes.csv)
Color:   Time of day
Marks:   Bar (Automatic)
\`\`\`

The darkest cell is Approach at Night with 2,146 strikes, just ahead of Approach by Day (2,070); the next largest are Take-off run by Day (1,237) and Climb by Day (1,118). The highlight table answers "which combination has the most" faster, because every cell is labelled and coloured on one scale; in the stacked bar the Night and Day segments of Approach start at different points and you cannot tell 2,146 from 2,070 by eye. The stacked bar is better for the phase totals.
`,
    "Filters and the order of operations": `After this lesson you can choose the right kind of filter and predict which filter Tableau applies first, so that top-N lists and percentages come out right.

## The kinds of filter

- **Extract and data source filters:** remove rows for the whole workbook.
- **Context filters:** a dimension filter you promote (right-click > Add to Context) so it runs before others.
- **Dimension filters:** keep values of a category, or a top N.
- **Measure filters:** keep marks whose aggregate is in a range.
- **Table calculation filters:** hide marks after everything is computed.

## Order of operations

\`\`\`text
Extract filters → Data source filters → Context filters
→ FIXED LOD calcs → Dimension filters (incl. Top N)
→ INCLUDE/EXCLUDE LOD calcs → Measure filters → Table calcs → Table calc filters
\`\`\`

## Worked example: top 10 airports within one state

You want the 10 airports with the most strikes in Texas.

1. Put \`Airport Name\` on Rows and the count on Columns.
2. Filter \`Airport Name\` > Top > By field: Top 10 by count.
3. Filter \`Origin State\` = Texas.

Without context, the Top 10 is computed over all states first, then the state filter keeps only those of the ten that are in Texas: in this table just one, DALLAS/FORT WORTH INTL ARPT with 908 strikes. Right-click the \`Origin State\` filter > **Add to Context** (it turns grey) and the top 10 is computed inside Texas. The table has only five Texas airports, so you then see all five, from Dallas/Fort Worth down to George Bush Intercontinental (134).

## Common mistake

Filtering out rows and then showing "percent of total" from a quick table calculation. The table calc runs after the filter, so the percentages add to 100% of what is left, not of all strikes. Use a FIXED LOD for the denominator or filter with a table calculation instead.

## Try it

Build the top-10 view above for California. Note the airports listed before and after adding the state filter to context.

## Worked answer

\`\`\`text
Rows:    Airport Name
Columns: CNT(birdstrikes.csv), sorted descending
Filters: Airport Name   → Top > By field: Top 10 by CNT(birdstrikes.csv)
         Origin State   = California
Then:    right-click Origin State on Filters > Add to Context
\`\`\`

Before context you see one airport: SACRAMENTO INTL with 352 strikes, because it is the only Californian airport in the top 10 across all states (Dallas/Fort Worth leads that list with 908). After adding the state filter to context the top 10 is computed inside California and you see five airports: SACRAMENTO INTL 352, LOS ANGELES INTL 166, SAN FRANCISCO INTL ARPT 146, MINETA SAN JOSE INTL 120 and METRO OAKLAND INTL 106. Five, not ten, because this table has only five Californian airports; the filter is now right even though the list is short.
`,
    "Calculated fields": `After this lesson you can create calculated fields for row-level logic, aggregate ratios and labels, and know when a calculation is evaluated per row or per mark.

## Row-level versus aggregate

A calculation without aggregation runs on every row; one with \`SUM\`, \`AVG\` or \`COUNT\` runs per mark in the view. Do not mix them in one expression unless the row-level part is inside an aggregate.

\`\`\`sql
// Damaged (row level: one answer per strike)
[Effect Amount of damage] <> "None"

// Damage rate (aggregate: one answer per mark)
SUM(IIF([Effect Amount of damage] <> "None", 1, 0)) / COUNT([Flight Date])

// Operator group (row level, for a cleaner bar chart)
IF [Aircraft Airline Operator] IN ("MILITARY", "BUSINESS", "GOVERNMENT", "PRIVATELY OWNED")
THEN "Non-airline"
ELSE "Airline"
END
\`\`\`

\`COUNT([Flight Date])\` counts rows, because every strike has a date. Format the damage rate as a percentage (right-click > Default Properties > Number Format).

## Useful functions

| Need | Function |
| --- | --- |
| Conditions | \`IF ... THEN ... ELSEIF ... END\`, \`IIF\`, \`CASE\` |
| Text | \`UPPER\`, \`CONTAINS\`, \`SPLIT\`, \`LEFT\` |
| Dates | \`DATEPART\`, \`DATETRUNC\`, \`DATEDIFF\` |
| Nulls | \`ZN\`, \`IFNULL\`, \`ISNULL\` |

## Common mistake

Writing \`SUM([Cost Total $]) / [Speed IAS in knots]\`: Tableau refuses to mix an aggregate with a non-aggregate argument. Aggregate both sides, for example \`SUM([Cost Total $]) / AVG([Speed IAS in knots])\`, or do the row-level division first and then aggregate.

## Try it

Create the \`Damage rate\` field and show it by \`Wildlife Size\` as a bar chart. Then add a label field that reads "High" when the rate is above 15% and "Normal" otherwise, and put it on Color.

## Worked answer

\`\`\`sql
// Damage rate
SUM(IIF([Effect Amount of damage] <> "None", 1, 0)) / COUNT([Flight Date])

// Damage level (an aggregate, because Damage rate is one)
IF [Damage rate] > 0.15 THEN "High" ELSE "Normal" END
\`\`\`

1. Put \`Wildlife Size\` on Rows and \`Damage rate\` on Columns; format it as a percentage.
2. Drag \`Damage level\` onto Color.

You should see Large 44.0%, Medium 12.0% and Small 4.3%, so only Large is coloured "High"; over all 10,000 strikes the rate is 10.6%. Writing the label as \`IF [Effect Amount of damage] <> "None" ...\` would be row level and colour each strike, not each size.
`,
    "Table calculations": `After this lesson you can add running totals, percent of total, rank and difference calculations to a view, and control which direction they compute in.

## What a table calculation is

A table calculation runs on the aggregated numbers already in the view, after filters. It does not see the underlying rows. The key setting is **Compute Using**: along which dimension the calculation moves (addressing), and within which it restarts (partitioning).

## Worked example: running total of strikes by year, per size

\`\`\`text
Columns: YEAR(Flight Date)
Rows:    CNT(birdstrikes.csv)   → Quick Table Calculation > Running Total
Color:   Wildlife Size
Compute Using: Table (across)   → the total restarts for each size
\`\`\`

The same as a calculated field:

\`\`\`sql
// Running strikes
RUNNING_SUM(COUNT([Flight Date]))

// Share of strikes in the year (compute using Wildlife Size)
COUNT([Flight Date]) / TOTAL(COUNT([Flight Date]))

// Year-over-year change (compute using Flight Date)
(ZN(COUNT([Flight Date])) - LOOKUP(ZN(COUNT([Flight Date])), -1))
/ ABS(LOOKUP(ZN(COUNT([Flight Date])), -1))
\`\`\`

## Common table calculations

| Function | Use |
| --- | --- |
| \`RUNNING_SUM\` | cumulative totals |
| \`WINDOW_AVG(expr, -2, 0)\` | 3-period moving average |
| \`RANK(expr)\` | ranking within a partition |
| \`LOOKUP(expr, -1)\` | previous value |
| \`TOTAL(expr)\` | denominator for percent of total |

## Watch out

The result depends on the layout. Swap Rows and Columns and a calculation set to "Table (across)" now runs down. Always set **Compute Using** to specific fields (Edit Table Calculation > Specific Dimensions) so the calculation does not change when the view does.

## Try it

Show each \`Phase of flight\`'s share of strikes for every year, with \`Compute Using: Phase of flight\`. Check that the shares in each year add up to 100%.

## Worked answer

\`\`\`text
Columns: YEAR(Flight Date)
Rows:    CNT(birdstrikes.csv)  → Quick Table Calculation > Percent of Total
Color:   Phase of flight
Edit Table Calculation > Specific Dimensions: tick Phase of flight only
\`\`\`

\`\`\`sql
// the same as a calculated field
COUNT([Flight Date]) / TOTAL(COUNT([Flight Date]))
\`\`\`

Every year's stacked bar now reaches exactly 100%: in 1990, for example, Approach 53.8%, Climb 18.1%, Take-off run 14.7%, Landing Roll 9.1%, Descent 4.1% and Taxi 0.2% (add a Label or check with Analysis > Totals). Approach is the largest share in every year, between 42.6% (1995) and 53.8% (1990). If you leave Compute Using at Table (across), the percentages run across the years instead, and each phase's years add to 100%, which is the wrong question.
`,
    "Level of detail expressions": `After this lesson you can compute a value at a different level than the view with FIXED, INCLUDE and EXCLUDE, for example each operator's total next to a per-phase breakdown.

## The idea

A level of detail (LOD) expression states its own grouping:

\`\`\`sql
// Strikes per operator, whatever the view shows
{ FIXED [Aircraft Airline Operator] : COUNT([Flight Date]) }

// Each operator's first reported strike (a cohort date)
{ FIXED [Aircraft Airline Operator] : MIN([Flight Date]) }

// Average strikes per airport, computed at airport level then averaged in the view
AVG({ INCLUDE [Airport Name] : COUNT([Flight Date]) })

// Share of the operator's strikes in this phase
COUNT([Flight Date]) / SUM({ FIXED [Aircraft Airline Operator] : COUNT([Flight Date]) })
\`\`\`

The last one is trickier than it looks: the FIXED value is repeated on every row, so summing it over many rows overstates it. Use \`MIN\` or \`AVG\` around a FIXED value when the view has a finer grain than the LOD:

\`\`\`sql
COUNT([Flight Date]) / MIN({ FIXED [Aircraft Airline Operator] : COUNT([Flight Date]) })
\`\`\`

## FIXED, INCLUDE, EXCLUDE

| Keyword | Level | Sees dimension filters? |
| --- | --- | --- |
| \`FIXED\` | exactly the listed dimensions | no (only context and data source filters) |
| \`INCLUDE\` | the view's dimensions plus the listed ones | yes |
| \`EXCLUDE\` | the view's dimensions minus the listed ones | yes |

## Common mistake

Expecting a normal filter to change a FIXED result. FIXED runs before dimension filters, so filtering \`Origin State\` leaves the operator totals unchanged. Add the filter to context if it should apply.

## Try it

Create \`First strike year = YEAR({ FIXED [Airport Name] : MIN([Flight Date]) })\` and build a bar chart of the number of airports (\`COUNTD([Airport Name])\`) by that first year. What does the shape tell you about when airports started reporting?

## Worked answer

\`\`\`sql
// First strike year
YEAR({ FIXED [Airport Name] : MIN([Flight Date]) })
\`\`\`

1. \`First strike year\` is a number, so Tableau lists it as a measure: right-click it > Convert to Dimension, then drag it to Columns (discrete, blue).
2. Drag \`Airport Name\` to Rows, then right-click the pill > Measure > Count (Distinct).

You should see three bars: 1990 with 48 of the 50 airports, 1991 with one (CHICAGO MIDWAY INTL ARPT) and 1995 with one (DENVER INTL AIRPORT, which opened in 1995). Almost every airport in this table reported from the very first year, so the data does not show airports joining over time; what grows through the 1990s is the number of strikes each airport reports.
`,
    "Maps and geographic data": `After this lesson you can turn geographic fields into maps, choose between filled and symbol maps, and fix locations Tableau does not recognise.

## Geographic roles

Tableau geocodes fields with a geographic role: country, state/province, county, city, ZIP code, or latitude/longitude pairs. In our data \`Origin State\` holds full US state names; give it the **State/Province** role and set the default country to United States if asked.

## Worked example: a filled map of strikes by state

\`\`\`text
Double-click Origin State        → Tableau adds Latitude/Longitude (generated)
Color:   CNT(birdstrikes.csv)
Tooltip: SUM(Cost Total $), COUNTD(Airport Name)
Marks:   Map (filled)
\`\`\`

You should see 29 areas shaded: 28 states plus \`DC\` for the District of Columbia. States with no rows are blank, not zero.

For a symbol map, change the mark type to Circle and put the count on Size. Symbol maps compare magnitudes better; filled maps show patterns across regions but are dominated by large states.

## Normalise before you colour

Raw counts mostly track how much traffic a state has. A rate is usually more useful:

\`\`\`sql
// Share of strikes with damage, by state
SUM(IIF([Effect Amount of damage] <> "None", 1, 0)) / COUNT([Flight Date])
\`\`\`

## Watch out

- **Unknown locations:** the indicator at the bottom right of the map ("n unknown") lists values Tableau could not place; click it to edit locations or filter them.
- **Airports have no coordinates** in this table. \`Airport Name\` cannot be mapped without latitude and longitude; you would join an airport reference table for that (the US Airports data set has them).

## Try it

Build the filled map with the damage rate on Color. Then duplicate it as a symbol map with strike counts on Size and damage rate on Color. Which state stands out in each version, and why could they differ?

## Worked answer

\`\`\`text
Filled map
Double-click Origin State, Marks: Map
Color:   Damage rate   (the calculated field from the Calculated fields lesson)

Symbol map (Duplicate the sheet)
Marks:   Circle
Size:    CNT(birdstrikes.csv)
Color:   Damage rate
\`\`\`

On the filled map, Utah is the darkest state (19.1% of its 236 strikes caused damage), followed by New York (17.4%) and Florida (17.1%). On the symbol map the largest circle is Texas with 1,495 strikes, yet its colour is pale: only 6.5% of Texas strikes caused damage. They differ because a filled map gives every state the same weight, so a rate from a few hundred strikes fills a whole state, while circle size follows the count, which mostly tracks traffic at busy airports such as Dallas/Fort Worth. Read a high rate from a small state with care.
`,
    "Dashboards and actions": `After this lesson you can lay out several sheets on a dashboard, size it for its audience, and connect the sheets with filter and highlight actions.

## Building the dashboard

1. **New Dashboard**; set Size to Fixed (for example 1200 × 800) so it looks the same for everyone.
2. Drag sheets from the left into a layout: a title and KPI row across the top, the main chart large on the left, supporting charts on the right.
3. Use containers (horizontal/vertical) to keep things aligned; add a text object with one sentence of context.

\`\`\`text
+--------------------------------------------------+
| Bird strikes 1990-2002  | Strikes | Damage rate  |
+------------------------+-------------------------+
| Map: strikes by state  | Bar: top 10 operators   |
|                        +-------------------------+
|                        | Line: strikes by year   |
+------------------------+-------------------------+
\`\`\`

## Actions

**Dashboard > Actions > Add Action**:

| Action | Effect | Example |
| --- | --- | --- |
| Filter | selecting marks in a source sheet filters the targets | click a state → operator bars and year line show that state only |
| Highlight | matching marks light up, others fade | hover over an operator → its marks stand out elsewhere |
| URL | opens a link | open a page about the species |

Set "Clearing the selection will: Show all values" so users can get back to the full picture.

## Common mistake

Using "Use as Filter" on every sheet. Each click then filters every other sheet, including the one a user is trying to read, and the dashboard becomes a maze. Decide on one or two source sheets, name each action, and test it from a clean state.

## Try it

Build the layout above from your map, your top-operators bar and your yearly line. Add a filter action from the map to the other two and a highlight action from the operator bar to the line. Click Texas, then clear the selection, and check that everything returns to all states.

## Worked answer

1. **Dashboard > New Dashboard**, Size: Fixed, 1200 × 800. Drag a Horizontal container with the title and KPI sheets to the top, the map into the left half, then the operator bar and the yearly line stacked on the right.
2. **Dashboard > Actions > Add Action > Filter**: Source sheets: the map; Run action on: Select; Target sheets: the operator bar and the yearly line; Clearing the selection will: Show all values. Name it "Filter by state".
3. **Add Action > Highlight**: Source: the operator bar; Run action on: Hover; Target: the yearly line; Target highlighting: Selected Fields > Aircraft Airline Operator. Name it "Highlight operator". (The line needs \`Aircraft Airline Operator\` in the view, for example on Detail, for something to light up.)
4. Click Texas, then click an empty part of the map (or press Esc).

With Texas selected, the line shows Texas's 1,495 strikes by year (from 79 in 1990 to 174 in 2001), and the operator bar shows AMERICAN AIRLINES 843, SOUTHWEST AIRLINES 200 and DELTA AIR LINES 92 at the top. If your bar keeps its Top 10 filter, you see the ten operators that lead nationally with their Texas counts, not Texas's own top ten (AMERICAN EAGLE AIRLINES, with 105 Texas strikes, is missing): the action filter is an ordinary dimension filter, exactly as in the filters lesson. After clearing, the line returns to all 10,000 strikes and AMERICAN AIRLINES to 2,171.
`,
  },
  readings: {
    "Publishing to Tableau Public": `A step-by-step reference for publishing a workbook to Tableau Public and keeping it presentable.

## Before you publish

| Check | Why |
| --- | --- |
| Data is public or yours to share | Everything published is visible to anyone and downloadable |
| Sheet and dashboard titles are final | They become the page title and tabs |
| Unused sheets hidden (right-click > Hide) | Readers see only what you intend |
| Tooltips cleaned up | Default tooltips show raw field names |
| Dashboard size is fixed | Automatic sizing can break layouts on the web |
| Extract filters remove rows you do not need | Smaller workbooks load faster |

## Publishing, step by step

1. **File > Save to Tableau Public As...** (in Tableau Public this is the only way to save).
2. Sign in with your Tableau Public account.
3. Give the workbook a clear name, for example "Bird Strikes 1990-2002: Airline Performance".
4. Tableau extracts the data and uploads it; your browser opens the published page.
5. On the page, open the workbook's settings to add a description, choose which sheets show as tabs, and decide whether others may download the workbook.

## After publishing

- **Update:** make changes in Tableau, then save to Tableau Public again under the same name to overwrite.
- **Thumbnail:** choose which dashboard is shown as the workbook image on your profile.
- **Embed or share:** use the Share button for a link or embed code for a portfolio site.
- **Mobile:** add a Phone layout in the dashboard's Device Preview if people will open it on phones.

## Description template

\`\`\`text
What: Bird strikes reported at US airports, 1990 to July 2002 (one row per strike).
Question: Which operators, flight phases and states see the most strikes and damage?
How to use: Click a state to filter; hover over an operator to highlight it.
Source: Bird Strikes data set, Maven Analytics data playground.
\`\`\`

## Common problems

- "Unable to save": the workbook uses a connector Tableau Public does not support; use text or Excel files.
- A dashboard looks cramped online: switch to a fixed size and check Device Preview.
- Fonts look different: use Tableau's default fonts, which are available on the web.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "tbf-k1",
          type: "single",
          prompt:
            "A bar chart has Phase of flight on Rows, SUM(Cost Total $) on Columns and Wildlife Size on Color. You drag Airport Name onto Tooltip. What happens?",
          choices: [
            {
              id: "a",
              text: "Each bar segment splits into one mark per airport, because a dimension on Tooltip adds to the level of detail",
            },
            { id: "b", text: "Nothing changes in the marks; the tooltip lists every airport for the segment" },
            { id: "c", text: "The tooltip shows the number of distinct airports" },
            { id: "d", text: "Tableau refuses, because Tooltip only accepts measures" },
          ],
          correct: "a",
          explanation:
            "Every dimension in the view, whether on Rows, Columns, Color, Detail or Tooltip, adds to the level of detail: one mark per combination of values. So each phase-and-size segment becomes many airport marks, and labels and totals change meaning. To show airports in the tooltip without splitting marks, use an aggregate such as COUNTD(Airport Name).",
        },
        {
          id: "tbf-k2",
          type: "single",
          prompt:
            "You want the airports with the most strikes in Texas, up to 10. The view has a Top 10 filter on Airport Name and a filter Origin State = Texas, but shows only Dallas/Fort Worth, though the table has strikes at five Texas airports. What fixes it?",
          choices: [
            { id: "a", text: "Add the Origin State filter to context" },
            { id: "b", text: "Change the Top 10 filter to Top 20" },
            { id: "c", text: "Move Origin State to the Color shelf" },
            { id: "d", text: "Replace the Top 10 filter with a measure filter on the count" },
          ],
          correct: "a",
          explanation:
            "Top N and ordinary dimension filters run at the same step, so the top 10 is computed over all states and the state filter then keeps the one of them that is in Texas. A context filter runs before dimension filters, so the top 10 is computed within Texas and all five Texas airports show. Top 20 only gives more airports by chance, and a measure filter keeps marks above a value, not the top ten.",
        },
        {
          id: "tbf-k3",
          type: "single",
          prompt:
            "Tableau rejects the calculated field SUM([Cost Total $]) / [Speed IAS in knots]. Why, and what works instead?",
          choices: [
            {
              id: "a",
              text: "It mixes an aggregate with a row-level field; aggregate both, e.g. SUM([Cost Total $]) / AVG([Speed IAS in knots])",
            },
            { id: "b", text: "Speed can be zero; wrap it in ZN()" },
            { id: "c", text: "Field names with a $ sign cannot be used in calculations" },
            { id: "d", text: "Division needs the DIV() function in Tableau" },
          ],
          correct: "a",
          explanation:
            "SUM runs per mark, while [Speed IAS in knots] on its own is one value per row, so the expression has no single level to compute at. Aggregate both sides, or divide at row level first and aggregate the result. ZN only replaces nulls with zero and does not fix the mix of levels; bracketed field names may contain $, and the / operator divides.",
        },
        {
          id: "tbf-k4",
          type: "numeric",
          prompt:
            "A view shows strikes per year: 1998 = 120 and 1999 = 150. What does the year-over-year table calculation (ZN(COUNT) − LOOKUP(ZN(COUNT), −1)) / ABS(LOOKUP(ZN(COUNT), −1)), computed using Flight Date, return for 1999, in percent?",
          answer: 25,
          tolerance: 0.1,
          unit: "%",
          explanation:
            "LOOKUP(…, −1) fetches the previous year's value in the view: (150 − 120) / 120 = 30 / 120 = 0.25, or 25%. Dividing by the current year (30 / 150 = 20%) is the tempting slip. Computing along Flight Date is what makes −1 mean the previous year; with another Compute Using setting the calculation would look at a different neighbour.",
        },
        {
          id: "tbf-k5",
          type: "multiple",
          prompt:
            "The view has a normal dimension filter Origin State = Texas. Which of these calculations give a Texas-only result?",
          choices: [
            { id: "a", text: "COUNT([Flight Date])" },
            { id: "b", text: "AVG({ INCLUDE [Airport Name] : COUNT([Flight Date]) })" },
            { id: "c", text: "{ FIXED [Aircraft Airline Operator] : COUNT([Flight Date]) }" },
            { id: "d", text: "A running total with RUNNING_SUM(COUNT([Flight Date]))" },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "Plain aggregates, INCLUDE and EXCLUDE expressions and table calculations all run after dimension filters, so they see only Texas rows. FIXED runs before dimension filters: it still counts each operator's strikes in every state. Add the state filter to context if a FIXED value should respect it.",
        },
        {
          id: "tbf-k6",
          type: "single",
          prompt:
            "On the dashboard, a filter action from the state map should filter the operator bars and the yearly line. After clicking Texas, users cannot get back to all states. Which setting fixes it?",
          choices: [
            { id: "a", text: "Set the action's Clearing the selection will: Show all values" },
            { id: "b", text: "Turn on Use as Filter on every sheet" },
            { id: "c", text: "Change the filter action to a URL action" },
            { id: "d", text: "Set the dashboard size to Automatic" },
          ],
          correct: "a",
          explanation:
            "With Show all values, clearing the map selection removes the filter from the target sheets and everything returns to all states. Use as Filter on every sheet makes each click filter every other sheet and turns the dashboard into a maze. A URL action opens a link instead of filtering, and the dashboard size has nothing to do with filters.",
        },
      ],
    },
  },
  projectBrief: `# Project: airline performance dashboard

## Scenario

SkySafe Consulting, a fictional aviation-safety consultancy, advises airlines on wildlife risk. A client's board wants a single interactive dashboard that compares operators' bird-strike records from 1990 to mid-2002 and shows where and when the risk is highest. You build it in Tableau Public and publish it.

## The data

The **Bird Strikes** data set from the data playground, table \`birdstrikes\` (one row per reported strike). Use \`Aircraft Airline Operator\`, \`Airport Name\`, \`Origin State\`, \`Flight Date\`, \`Phase of flight\`, \`Time of day\`, \`Wildlife Size\`, \`Effect Amount of damage\`, \`Cost Total $\` and \`Speed IAS in knots\`.

## Questions

1. Which ten operators report the most strikes, and how has each one's yearly count changed? (Treat 2002 as a partial year.)
2. What share of each operator's strikes caused damage (\`Effect Amount of damage\` other than \`None\`)? Compare operators with at least 100 strikes.
3. In which \`Phase of flight\` and \`Time of day\` do strikes cluster, and does that differ for large wildlife?
4. Which states have the most strikes, and which have the highest damage rate?
5. For each operator, when was its first reported strike, and how many strikes has it reported per year since then (an LOD expression)?
6. How many strikes had a reported cost, and which operators account for most of the \`Cost Total $\`?

## Deliverables

- A Tableau Public workbook with at least four sheets: a top-operators bar, a yearly trend with a table calculation, a map, and a phase-by-time view.
- One dashboard combining them, with a filter action from the map and a highlight action from the operator bar.
- A published link and a description written with the template from the publishing lesson.

## Hand-in checklist

- [ ] Every calculated field is named clearly and used at least once
- [ ] Table calculations have Compute Using set to specific dimensions
- [ ] Partial year 2002 is excluded or labelled
- [ ] Damage rate and counts are shown separately, not mixed on one axis
- [ ] Actions tested: selecting and clearing restore the full view
- [ ] Tooltips read like sentences, not field names
- [ ] Workbook published with a description and its link shared
`,
} satisfies CourseNotes;
