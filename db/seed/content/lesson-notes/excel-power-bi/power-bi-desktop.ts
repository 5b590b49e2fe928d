import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Welcome and setup": `After this lesson you know the report you will build in this course, the data behind it, and you will have Power BI Desktop installed and the files ready to load.

## What the course covers
You follow the workflow analysts use on the job: **get data → transform in Power Query → model → DAX → visuals → interactivity**. Lessons 2–4 cover the interface, connecting and transforming, 5–6 the data model, 7–9 DAX, and 10–12 visuals, filters, drill-through and bookmarks. The project turns it all into a multi-page report.

## The practice data: Seattle Weather
Our fictional client is a Seattle bike retailer whose sales depend on riding weather, so the report analyses the **Seattle Weather** data set from the data playground:

| Table | One row is | Columns |
|---|---|---|
| seattle-weather | one day, 2012–2015 | date, precipitation, temp_max, temp_min, wind, weather |
| seattle-weather-hourly-normals | one hour of a typical year (1981–2010 normals, year shown as 2010) | date, pressure, temperature, wind |

In the report the daily table becomes the fact table \`Weather\`; you will add a date table and small lookup tables yourself.

## Setup
1. Install **Power BI Desktop** (free, Windows) from the Microsoft Store or Microsoft's download page.
2. In the data playground open the data set and download both tables as CSV into one folder, e.g. \`C:\\Data\\seattle\\\`.
3. In Power BI Desktop: **File > Options > Regional settings**, check the locale for import; the files use ISO dates (2012-01-01) and a dot as decimal separator.
4. Save an empty report as \`bike-weather.pbix\` in the same folder.

\`\`\`text
C:\\Data\\seattle\\seattle-weather.csv
C:\\Data\\seattle\\seattle-weather-hourly-normals.csv
C:\\Data\\seattle\\bike-weather.pbix
\`\`\`

## Watch out
If your Windows locale uses a comma as decimal separator, \`10.9\` can import as 109. Set the column types with locale **English (United States)** in Power Query (right-click column > Change Type > Using Locale) to be safe.

## Try it
Download both CSVs, open each in a text editor and note the header row and the format of the date column. How do the two date columns differ?

## Worked answer

\`\`\`text
seattle-weather.csv:                date,precipitation,temp_max,temp_min,wind,weather
                                    2012-01-01,0.0,12.8,5.0,4.7,drizzle
seattle-weather-hourly-normals.csv: date,pressure,temperature,wind
                                    2010-01-01T01:00:00,1016.6,4.0,3.8
\`\`\`

The daily file has an ISO date only (\`2012-01-01\`), one per day from 2012-01-01 to 2015-12-31: 1,461 rows. The normals file has an ISO date and time (\`2010-01-01T01:00:00\`), one per hour, and its year is always 2010: a placeholder for "a typical year", not real 2010 data. So the normals file loads as Date/Time and needs its date part (or month and day) extracted before it can be compared with the daily data. It has 8,759 rows, not 8,760, because the first hour, 1 January 00:00, is missing.
`,
    "The Power BI interface and workflow": `After this lesson you can find your way around Power BI Desktop's three views and the Power Query editor, and you know which step of the workflow belongs where.

## The three views
| View | What you do there |
|---|---|
| **Report** (bar chart icon) | build pages with visuals, filters, slicers |
| **Table** (grid icon) | inspect loaded tables, add calculated columns |
| **Model** (diagram icon) | relationships, properties, hide fields |

The **Transform data** button opens the **Power Query editor**, a separate window where cleaning happens before data is loaded. Each step you take is recorded under **Applied Steps** and replayed on every refresh.

## The panes in Report view
**Visualizations** (pick a visual, drop fields into wells such as X-axis, Y-axis, Legend), **Data** (tables, columns, measures), **Filters** (visual, page, all pages) and the **Format** brush for styling.

## Worked example: a first look
Load \`seattle-weather.csv\` with **Get data > Text/CSV > Load**, then:

\`\`\`text
1. Table view: check that "date" shows a calendar icon and numbers are right-aligned
2. Report view: add a Card visual with precipitation (Sum)
3. Add a Clustered column chart: X-axis = weather, Y-axis = date (Count)
4. Add a Line chart: X-axis = date (Year, Month hierarchy), Y-axis = temp_max (Average)
\`\`\`

Click a column in the bar chart and watch the other visuals cross-filter. That interaction is the core of every Power BI report.

## Common mistake
Fixing data in Table view by hand or in the visual instead of in Power Query. Typed edits are not possible in loaded tables, and workarounds in visuals are forgotten on the next refresh. If the data needs changing, change it with a Power Query step.

## Try it
Build the three visuals above on one page. Then change the aggregation of temp_max in the line chart from Average to Maximum and explain in one sentence what the new line shows.

## Worked answer

1. Card: \`precipitation\` (Sum). It shows 4.43K with the default display units; set **Display units** to None to see 4,426.0 (mm over the four years).
2. Clustered column chart: X-axis \`weather\`, Y-axis Count of \`date\`. The counts are rain 641, sun 640, fog 101, drizzle 53, snow 26.
3. Line chart: X-axis the \`date\` hierarchy with Year and Month only, Y-axis \`temp_max\` (Average). At the Year level it reads 15.3, 16.1, 17.0 and 17.4 °C for 2012–2015; drill down to see the months.
4. In the Y-axis well, open the \`temp_max\` menu and switch to **Maximum**.

Model sentence: "With Maximum, each point is the temperature of the single hottest day in that period rather than a typical day, so the line is higher and jumpier." At the Year level the values are 34.4, 33.9, 35.6 and 35.0 °C; the 35.6 is 11 August 2014, the hottest day in the data.
`,
    "Connecting to data sources": `After this lesson you can connect Power BI to files, folders and databases, choose between Import and DirectQuery, and keep file paths easy to change.

## Common connectors
- **Text/CSV, Excel workbook**: the most common file sources.
- **Folder**: combines every file in a folder with the same structure.
- **SQL Server, PostgreSQL, MySQL**: databases, with Import or DirectQuery.
- **Web, SharePoint folder, OData**: online sources.

**Import** copies data into the .pbix (fast, works offline, needs refresh). **DirectQuery** sends queries to the source at view time (always current, but slower and with DAX limits). Start with Import unless the data is too big or must be live.

## Worked example: CSV with a parameter
Create a parameter so the folder can move without breaking queries: **Home > Manage Parameters > New**, name \`DataFolder\`, type Text, value \`C:\\Data\\seattle\\\`. Then edit the query in the Advanced Editor:

\`\`\`text
let
    Source = Csv.Document(
        File.Contents(DataFolder & "seattle-weather.csv"),
        [Delimiter = ",", Encoding = 65001, QuoteStyle = QuoteStyle.Csv]
    ),
    Promoted = Table.PromoteHeaders(Source, [PromoteAllScalars = true]),
    Typed = Table.TransformColumnTypes(
        Promoted,
        {{"date", type date}, {"precipitation", type number}, {"temp_max", type number},
         {"temp_min", type number}, {"wind", type number}, {"weather", type text}},
        "en-US"
    )
in
    Typed
\`\`\`

Rename the query \`Weather\`. Do the same for the normals file as \`Normals\`, with \`date\` typed as \`type datetime\`.

For a database the pattern is the same, e.g. \`Sql.Database("server", "db")\`, then navigate to a table.

## Common mistake
Hard-coding a path like \`C:\\Users\\anna\\Downloads\\seattle-weather.csv\`. It breaks as soon as someone else opens the file or publishes it. Use a parameter (or a SharePoint folder) from day one.

## Try it
Create the \`DataFolder\` parameter, connect both CSVs through it, then move the folder, update only the parameter value, and refresh. Both queries should still load.

## Worked answer

1. **Home > Transform data > Manage Parameters > New**: name \`DataFolder\`, type Text, current value \`C:\\Data\\seattle\\\` (with the closing backslash).
2. In each query, **Advanced Editor**: replace the hard-coded path with \`DataFolder & "seattle-weather.csv"\` or \`DataFolder & "seattle-weather-hourly-normals.csv"\`.

\`\`\`m
Source = Csv.Document(
    File.Contents(DataFolder & "seattle-weather-hourly-normals.csv"),
    [Delimiter = ",", Encoding = 65001, QuoteStyle = QuoteStyle.Csv]
)
\`\`\`

3. **Close & Apply**. Move the folder, for example to \`D:\\Data\\seattle\\\`, then choose **Home > Transform data > Edit parameters**, enter the new path, and click **Apply changes** (or **Refresh**).

Both tables should refresh without errors: \`Weather\` with 1,461 rows and \`Normals\` with 8,759. "Could not find file" means the parameter value has no closing backslash, or one query still holds the old hard-coded path.
`,
    "Power Query transformations": `After this lesson you can clean and reshape data in the Power Query editor: types, new columns, grouping and unpivoting, all as repeatable steps.

## The transformations you will use most
| Task | Where |
|---|---|
| Set data types | column header icon, or Transform > Data Type |
| Rename, remove, reorder columns | right-click column |
| Replace values, trim, capitalise | Transform tab |
| Add a column from examples or a formula | Add Column tab |
| Group By | Transform > Group By |
| Unpivot | select columns > Transform > Unpivot Columns |
| Conditional column | Add Column > Conditional Column |

## Worked example 1: enrich the Weather query
\`\`\`text
AddedRange   = Table.AddColumn(Typed, "temp_range", each [temp_max] - [temp_min], type number),
AddedWet     = Table.AddColumn(AddedRange, "is_wet", each [precipitation] > 0, type logical),
Capitalised  = Table.TransformColumns(AddedWet, {{"weather", Text.Proper, type text}})
\`\`\`

## Worked example 2: daily normals from hourly normals
The \`Normals\` table has 24 rows per day (23 on 1 January, whose midnight hour is missing from the file). Turn it into one row per calendar day:

\`\`\`text
AddedDate  = Table.AddColumn(Typed, "day", each DateTime.Date([date]), type date),
Grouped    = Table.Group(AddedDate, {"day"},
               {{"normal_temp", each List.Average([temperature]), type number},
                {"normal_wind", each List.Average([wind]), type number}}),
AddedKey   = Table.AddColumn(Grouped, "month_day",
               each Date.Month([day]) * 100 + Date.Day([day]), Int64.Type)
\`\`\`

\`month_day\` (e.g. 715 for 15 July) lets us compare any year with the typical year later on.

## Common mistake
Deleting a step in the middle of Applied Steps. Later steps that refer to a column created or renamed there fail with "The column … of the table wasn't found". Select the step, check what depends on it, and prefer editing a step (gear icon) over deleting it.

## Try it
Add a conditional column \`temp_band\` to Weather (below 5 → "cold", below 15 → "cool", below 25 → "mild", else "warm") using temp_max. Then use Group By on \`weather\` to count days per label, look at the result, and delete that preview step again.

## Worked answer

**Add Column > Conditional Column** produces this step:

\`\`\`m
AddedBand = Table.AddColumn(Capitalised, "temp_band", each
    if [temp_max] < 5 then "cold"
    else if [temp_max] < 15 then "cool"
    else if [temp_max] < 25 then "mild"
    else "warm", type text)
\`\`\`

Next, **Transform > Group By**, grouped by \`weather\`, operation **Count Rows**, new column \`days\`:

\`\`\`m
Grouped = Table.Group(AddedBand, {"weather"}, {{"days", each Table.RowCount(_), Int64.Type}})
\`\`\`

You should see five rows: Rain 641, Sun 640, Fog 101, Drizzle 53 and Snow 26, which add up to 1,461 days. For the bands, the same Group By would give cool 643, mild 536, warm 241 and cold 41. Delete the \`Grouped\` step with the X in Applied Steps, because \`Weather\` must stay one row per day. Only the last step is safe to delete here; nothing depends on it.
`,
    "Building a data model": `After this lesson you can shape your tables into a star schema with a fact table, dimension tables and a proper date table.

## Fact and dimension tables
- **Fact**: one row per event or measurement, with numbers to aggregate: \`Weather\` (one row per day).
- **Dimensions**: descriptive tables you filter and group by: \`Date\`, \`Weather Type\`, \`Normals\`.

Visuals should group by dimension columns and aggregate fact columns. That is the star schema: facts in the middle, dimensions around it, each linked one-to-many.

## Worked example: the date table
Create it with **Modeling > New table**:

\`\`\`dax
Date =
ADDCOLUMNS (
    CALENDAR ( DATE ( 2012, 1, 1 ), DATE ( 2015, 12, 31 ) ),
    "Year", YEAR ( [Date] ),
    "Month No", MONTH ( [Date] ),
    "Month", FORMAT ( [Date], "mmm" ),
    "Quarter", "Q" & QUARTER ( [Date] ),
    "Weekday", FORMAT ( [Date], "ddd" ),
    "Weekday No", WEEKDAY ( [Date], 2 ),
    "Month Day", MONTH ( [Date] ) * 100 + DAY ( [Date] )
)
\`\`\`

Then **Mark as date table** (Table tools) using \`Date[Date]\`, and set **Sort by column**: Month by Month No, Weekday by Weekday No.

## A small dimension with Enter data
**Home > Enter data**, table \`Weather Type\`:

\`\`\`text
weather   Riding   Sort
Sun       Good     1
Fog       Fair     2
Drizzle   Fair     3
Rain      Poor     4
Snow      Poor     5
\`\`\`

The labels must match the (capitalised) \`weather\` values exactly.

## Common mistake
Using the \`date\` column of the fact table on the axis of visuals. It works until you need months without data, time intelligence or a second fact table. Always slice by \`Date\` columns and hide \`Weather[date]\` in report view.

## Try it
Create the \`Date\` table and the \`Weather Type\` table, mark the date table, and set the sort orders. In Table view, check that \`Date\` has one row per day for all four years and that Month sorts Jan–Dec.

## Worked answer

1. **Modeling > New table**: paste the \`Date\` formula.
2. **Table tools > Mark as date table**, with \`Date[Date]\` as the date column.
3. Select \`Date[Month]\` and choose **Column tools > Sort by column > Month No**. Do the same for \`Weekday\` with Weekday No.
4. **Home > Enter data**: type the five \`Weather Type\` rows, name the table \`Weather Type\`, and **Load**.

In Table view, \`Date\` shows 1,461 rows, from 1 January 2012 to 31 December 2015: 366 days in 2012, a leap year, and 365 in each other year. A visual or slicer of \`Date[Month]\` now lists Jan, Feb, … Dec instead of Apr, Aug, Dec, …, which is alphabetical. If Mark as date table refuses, the Date column has gaps or duplicates; CALENDAR never has them, so you probably picked another column.
`,
    "Relationships and cardinality": `After this lesson you can create relationships with the right cardinality and filter direction, and diagnose the blanks and wrong totals that bad relationships cause.

## Cardinality
| Type | Meaning | Example |
|---|---|---|
| One-to-many (1:*) | each key once on the one side | Date[Date] → Weather[date] |
| One-to-one (1:1) | unique on both sides | rare; often a sign to merge tables |
| Many-to-many (*:*) | duplicates on both sides | avoid unless you understand it |

The **one** side must have unique keys. Filters flow from the one side to the many side (**single** direction). Use **both** directions only when you really need it, as it can create ambiguous paths.

## Worked example: our model
In Model view, drag keys onto each other:

\`\`\`text
Date[Date]               1 ──► *  Weather[date]
Weather Type[weather]    1 ──► *  Weather[weather]
Normals[month_day]       1 ──► *  Date[Month Day]
\`\`\`

The third relationship makes \`Normals\` filter \`Date\`, and \`Date\` filter \`Weather\`. To compare daily temperature with the normal, a measure reads across it:

\`\`\`dax
Avg Normal Temp = AVERAGE ( Normals[normal_temp] )
\`\`\`

Note the direction: a filter on Date does not reach \`Normals\` with single direction, so by Date[Month] this measure shows the same value on every row. Rather than setting the relationship to both directions for the whole model, switch it on inside one measure:

\`\`\`dax
Normal Temp by Date =
CALCULATE (
    AVERAGE ( Normals[normal_temp] ),
    CROSSFILTER ( Normals[month_day], 'Date'[Month Day], BOTH )
)
\`\`\`

## Checking a relationship
Make a table visual with \`Weather Type[weather]\` and a count of Weather rows. A "(Blank)" row means fact rows whose key has no match in the dimension, typically a spelling or case difference.

## Common mistake
Letting Power BI autodetect relationships and never checking them. Autodetect can link columns that merely share a name (e.g. \`wind\` in two tables). Turn off **Options > Data Load > Autodetect new relationships** for serious models and create each one deliberately.

## Try it
Create the three relationships, then build a table visual with Date[Month] and Weather Type[Riding] in rows and a count of days. Verify there is no blank row, then deliberately misspell one label in Weather Type and watch the blank appear.

## Worked answer

1. In **Model view**, drag \`Date[Date]\` onto \`Weather[date]\`, \`Weather Type[weather]\` onto \`Weather[weather]\`, and \`Normals[month_day]\` onto \`Date[Month Day]\`. Each must be One to many, Single.
2. Table visual: \`Date[Month]\`, \`Weather Type[Riding]\`, and Count of \`Weather[date]\` (or a \`Days\` measure).

The table has 36 rows, 12 months × Good/Fair/Poor, with no (Blank) row; the counts add up to 1,461. July, for example, has Good 90, Fair 18 and Poor 16, while December has Good 32, Fair 10 and Poor 82. If you change \`Rain\` to \`Rian\` in Enter data (**Edit** on the applied step), the 641 rain days lose their match and a (Blank) row appears. If a blank appears before you change anything, \`weather\` was not capitalised in Power Query.
`,
    "Introduction to DAX: calculated columns": `After this lesson you can write calculated columns in DAX, understand row context, and decide when a column belongs in DAX or in Power Query.

## Calculated columns and row context
A calculated column is computed once per row at refresh and stored in the model. Inside it, a column reference like \`Weather[temp_max]\` means "this row's value": that is **row context**. Use calculated columns for values you want to slice or filter by, such as bands and flags.

## Worked example on Weather
\`\`\`dax
Temp Range = Weather[temp_max] - Weather[temp_min]

Riding Day =
IF (
    Weather[precipitation] = 0 && Weather[temp_max] >= 12 && Weather[wind] < 6,
    "Riding day",
    "Stay in"
)

Temp Band =
SWITCH (
    TRUE (),
    Weather[temp_max] < 5, "Cold",
    Weather[temp_max] < 15, "Cool",
    Weather[temp_max] < 25, "Mild",
    "Warm"
)

Riding Quality = RELATED ( 'Weather Type'[Riding] )
\`\`\`

\`RELATED\` follows a many-to-one relationship from the current row to the dimension, like a lookup. \`SWITCH ( TRUE (), … )\` returns the result of the first true condition, so order the tests from lowest to highest.

## Columns or Power Query?
If the value only depends on the same row, Power Query is usually better: it compresses better and keeps logic in one place. DAX columns are handy when you need \`RELATED\` or other model tables.

## Common mistake
Using a calculated column for something that should respond to filters, such as a share of total. \`Weather[precipitation] / SUM ( Weather[precipitation] )\` is computed once, over the whole table, and never changes when you slice by year. That is a job for a measure (next lesson).

## Try it
Add \`Riding Day\` and \`Temp Band\` to Weather, then build a matrix with Date[Year] in rows, Temp Band in columns and a count of rows as values. Sort Temp Band properly by adding a \`Temp Band Sort\` column and setting Sort by column.

## Worked answer

Add the two columns from the note, then a sort column:

\`\`\`dax
Temp Band Sort =
SWITCH ( Weather[Temp Band], "Cold", 1, "Cool", 2, "Mild", 3, "Warm", 4 )
\`\`\`

Select \`Temp Band\`, then **Column tools > Sort by column > Temp Band Sort**. The matrix uses \`Date[Year]\` in rows, \`Weather[Temp Band]\` in columns, and Count of \`Weather[date]\` as values:

\`\`\`text
Year   Cold  Cool  Mild  Warm  Total
2012     11   172   147    36    366
2013     17   171   108    69    365
2014     10   153   140    62    365
2015      3   147   141    74    365
Total    41   643   536   241  1,461
\`\`\`

Without the sort column, the columns appear alphabetically: Cold, Cool, Mild, Warm, which happens to be right. The sort column makes that order deliberate, and it survives renaming a band, for example "Cold" to "Freezing". \`Riding Day\` marks 653 of the 1,461 days as "Riding day".
`,
    "DAX measures and CALCULATE": `After this lesson you can write reusable measures, change their filter context with CALCULATE, and build ratios that stay correct in any visual.

## Measures and filter context
A measure is evaluated at query time, once per cell of a visual, under that cell's **filter context**: the filters from rows, columns, slicers and the filter pane. Create measures with **New measure**, keep them in a dedicated table (e.g. \`_Measures\`, made with Enter data), and give each a format.

## Worked example: the core measures
\`\`\`dax
Days = COUNTROWS ( Weather )

Total Precipitation = SUM ( Weather[precipitation] )

Avg Max Temp = AVERAGE ( Weather[temp_max] )

Riding Days = CALCULATE ( [Days], Weather[Riding Day] = "Riding day" )

Riding Day % = DIVIDE ( [Riding Days], [Days] )

Wet Days = CALCULATE ( [Days], Weather[precipitation] > 0 )

Share of Year Precipitation =
DIVIDE (
    [Total Precipitation],
    CALCULATE ( [Total Precipitation], REMOVEFILTERS ( 'Date'[Month], 'Date'[Month No] ) )
)
\`\`\`

\`CALCULATE ( expression, filter1, … )\` evaluates the expression after changing the filter context: a boolean filter like \`Weather[precipitation] > 0\` replaces filters on that column; \`REMOVEFILTERS\` removes them. In a matrix of Year by Month, the last measure divides each month's rain by its year's total.

\`DIVIDE\` returns blank instead of an error when the denominator is zero or blank.

## Common mistake
Writing \`Riding Day % = AVERAGE ( Weather[Riding Flag] )\` with a 1/0 column, or computing a ratio as a calculated column. Both can work by accident but break in totals or when filters change. Build ratios from two measures with DIVIDE; then every subtotal is correct.

## Try it
Create the measures above in a \`_Measures\` table. Build a matrix with Date[Year] in rows and Date[Month] in columns showing \`Riding Day %\`. Then add a measure \`Snow Days\` with CALCULATE and check it against a filtered count in the table visual.

## Worked answer

\`\`\`dax
Snow Days = CALCULATE ( [Days], Weather[weather] = "Snow" )
\`\`\`

Format \`Riding Day %\` as a percentage with no decimals. The matrix uses Date[Year] in rows and Date[Month] in columns:

\`\`\`text
Year  Jan Feb Mar Apr May Jun  Jul  Aug Sep Oct Nov Dec  Total
2012   3% 14% 16% 40% 68% 50%  77% 100% 90% 35%  3%  0%   42%
2013   0%  4% 29% 47% 58% 67% 100%  71% 53% 45% 20%  0%   41%
2014   6% 11% 19% 57% 74% 70%  94%  77% 67% 39%  7% 13%   45%
2015  16% 29% 39% 53% 87% 87%  94%  81% 70% 55%  3%  0%   51%
Total  6% 14% 26% 49% 72% 68%  91%  82% 70% 44%  8%  3%   45%
\`\`\`

The grand total is 653 riding days ÷ 1,461 days = 44.7%, computed from the two counts rather than as an average of the cells. \`Snow Days\` is 21 in 2012, 3 in 2013, 2 in 2014 and blank in 2015, 26 in all. To check it, add a table visual of Date[Year] with Count of \`Weather[date]\`, and filter it to weather is Snow: the numbers must match.
`,
    "Time intelligence basics": `After this lesson you can compare periods with year-to-date totals, prior-year values and year-over-year change, using a marked date table.

## What makes time intelligence work
Time intelligence functions shift or extend the dates in the filter context. They need a proper date table: contiguous dates covering whole years, marked as date table, related to the fact table. Our \`Date\` table from lesson 5 qualifies.

## Worked example
\`\`\`dax
Precipitation YTD = TOTALYTD ( [Total Precipitation], 'Date'[Date] )

Precipitation PY =
CALCULATE ( [Total Precipitation], SAMEPERIODLASTYEAR ( 'Date'[Date] ) )

Precipitation YoY % =
DIVIDE ( [Total Precipitation] - [Precipitation PY], [Precipitation PY] )

Riding Days PY =
CALCULATE ( [Riding Days], DATEADD ( 'Date'[Date], -1, YEAR ) )

Riding Days 30d =
CALCULATE ( [Riding Days], DATESINPERIOD ( 'Date'[Date], MAX ( 'Date'[Date] ), -30, DAY ) )
\`\`\`

Put Date[Year] and Date[Month] in a matrix with \`Total Precipitation\`, \`Precipitation YTD\` and \`Precipitation PY\`. YTD restarts each January; PY is blank for 2012 because there is no 2011 data, so YoY % is blank there too.

\`SAMEPERIODLASTYEAR ( d )\` is a shortcut for \`DATEADD ( d, -1, YEAR )\`. \`DATESINPERIOD\` returns a window ending at the last visible date: a rolling 30-day count on a daily line chart.

## Common mistake
Passing the fact table's date, \`Weather[date]\`, to time intelligence functions. It may look right in one visual but returns wrong or blank results when dates are missing or when you slice by Date columns. Always use \`'Date'[Date]\` from the marked date table.

## Try it
Build a line chart with Date[Month] on the axis and a slicer on Date[Year]. Plot \`Total Precipitation\` and \`Precipitation PY\` together. Then add a card with \`Precipitation YoY %\` and check which year was wetter than the one before.

## Worked answer

1. Line chart: X-axis \`Date[Month]\`, Y-axis \`Total Precipitation\` and \`Precipitation PY\`. Add a slicer on \`Date[Year]\`, set to single select.
2. Card: \`Precipitation YoY %\`, formatted as a percentage.

\`\`\`text
Year  Total Precipitation  Precipitation PY  YoY %
2012              1,226.0            (blank)  (blank)
2013                828.0            1,226.0   -32.5%
2014              1,232.8              828.0    48.9%
2015              1,139.2            1,232.8    -7.6%
\`\`\`

Only 2014 was wetter than the year before, by 48.9%: 2013 was a dry year. With no year selected, the card shows 34.7%, which compares all four years with the three years before them and means nothing. Always read it with one year selected.
`,
    "Choosing and formatting visuals": `After this lesson you can pick the right visual for each question and format it so the main message is readable in a few seconds.

## Match the visual to the question
| Question | Visual |
|---|---|
| A headline number | Card (new card visual for several KPIs) |
| Change over time | Line chart, Date on the X-axis |
| Compare categories | Bar chart, sorted by value |
| Two dimensions | Matrix with conditional formatting |
| Relationship of two measures | Scatter chart |
| Part of whole (2–3 parts) | Stacked bar or donut |

## Worked example: the overview page
\`\`\`text
Cards:        Days, Riding Day %, Total Precipitation, Avg Max Temp
Line chart:   X = Date[Month], Y = Avg Max Temp, Legend = Date[Year]
Bar chart:    Y = Weather Type[weather] (sorted by Sort), X = Days
Matrix:       Rows = Date[Year], Columns = Date[Month], Values = Riding Day %
              with background colour scale (Cell elements)
Scatter:      Details = Date[Date], X = Avg Max Temp, Y = Total Precipitation
\`\`\`

A measure can drive a dynamic title (Format > Title > fx):

\`\`\`dax
Overview Title =
"Riding days: " & FORMAT ( [Riding Day %], "0%" ) & " of days in the selection"
\`\`\`

## Formatting habits
- Format measures once in the model (percentages, one decimal), not per visual.
- Remove axis titles that repeat the chart title; keep units.
- Use one theme (**View > Themes**) and a consistent colour per weather label.
- Align visuals with **Format > Align** and equal sizes.

## Common mistake
Leaving default titles such as "Avg Max Temp by Month and Year". They describe the fields, not the finding. Write titles that say what to notice, or use dynamic titles that change with the slicers.

## Try it
Build the overview page above. Then replace one visual with a different type (e.g. the bar chart with a pie) and decide, with reasons, which is easier to read for comparing five weather labels.

## Worked answer

With no filters, the cards read: Days 1,461; Riding Day % 45%; Total Precipitation 4,426.0; Avg Max Temp 16.4.

Model answer for bar against pie: "I keep the bar chart. To compare five labels I need to compare lengths on a common baseline, and in the bar chart sorted by Sort I can see at once that Rain (641) and Sun (640) are almost equal and far above Fog (101), Drizzle (53) and Snow (26). In the pie, rain and sun are two near-identical halves, and the three small slices are too thin to compare or label."
`,
    "Filters, slicers and drill-through": `After this lesson you can control what each visual shows with filter levels and slicers, and let users jump from a summary to a detail page with drill-through.

## Filter levels
- **Visual-level**: only that visual (e.g. a Top N filter on a bar chart).
- **Page-level**: every visual on the page.
- **Report-level**: all pages.
Slicers are filters on the canvas. **View > Sync slicers** applies one slicer to several pages; **Format > Edit interactions** decides which visuals a slicer or chart cross-filters.

## Worked example: a month detail page
1. Create a page \`Month detail\`. In its Visualizations pane, under **Drill through**, add \`Date[Month]\` and \`Date[Year]\`.
2. Add visuals that make sense for one month:

\`\`\`text
Table:       Date[Date], Weather[weather], Weather[temp_max], Weather[precipitation], Weather[wind]
Column chart: X = Date[Date], Y = Total Precipitation
Cards:       Riding Days, Wet Days, Avg Max Temp
\`\`\`

3. Back on the overview, right-click a cell of the Year × Month matrix > **Drill through > Month detail**. The page opens filtered to that month; the back arrow returns.

A Top N visual filter on a new bar chart of Date[Date] by Total Precipitation shows the five wettest days in whatever month is selected.

For a measure that should ignore one slicer, use CALCULATE:

\`\`\`dax
All-Year Riding Day % =
CALCULATE ( [Riding Day %], REMOVEFILTERS ( 'Date'[Month], 'Date'[Month No] ) )
\`\`\`

## Common mistake
Adding a slicer for a field that is also a drill-through field, set to a different value. The page then receives conflicting filters and shows nothing. Keep drill-through fields off that page's slicers, and tick **Keep all filters** only if you understand what it carries over.

## Try it
Build the \`Month detail\` page and drill into the wettest month of 2015. Add a slicer for Weather Type[Riding] synced across both pages and use Edit interactions so it does not filter the cards on the overview.

## Worked answer

1. December is the wettest month of 2015: 284.5 mm, ahead of November with 212.6 (check with \`Total Precipitation\` by month). Right-click the 2015 × Dec cell of the overview matrix and choose **Drill through > Month detail**.
2. The detail page shows Riding Days 0 (blank), Wet Days 25 and Avg Max Temp 8.4 °C. The five wettest days are 8 December (54.1 mm), 7 and 21 December (27.4 each), 17 December (21.8) and 18 December (18.5).
3. Add a slicer with \`Weather Type[Riding]\` on the overview. Open **View > Sync slicers** and tick both sync and visible for Overview and Month detail.
4. Select the slicer, choose **Format > Edit interactions**, and set each card on the overview to **None**.

Choose Poor in the slicer: the cards keep their all-days values (for example Days 1,461), while the charts and the matrix narrow to rain and snow days. If the detail page shows nothing after drilling, a slicer on that page is filtering Date[Month] or Date[Year] to a different value.
`,
    "Bookmarks and report navigation": `After this lesson you can save report states as bookmarks and build buttons that navigate pages and switch between views like an app.

## What a bookmark stores
A bookmark captures the current page, filters and slicers, the visibility of visuals (from the **Selection** pane), sort order and drill state. In the bookmark's menu you choose what it applies: **Data**, **Display**, **Current page**, **All visuals** or **Selected visuals**.

## Worked example: chart/table toggle
On the overview page, put a line chart and a table of the same data on top of each other.

\`\`\`text
Selection pane:  "Temp line" visible, "Temp table" hidden   → bookmark "Show chart"
Selection pane:  "Temp line" hidden,  "Temp table" visible  → bookmark "Show table"
Both bookmarks:  untick Data (so slicer choices are not reset)
Buttons:         Insert > Buttons > Blank, Action = Bookmark, one per bookmark
\`\`\`

For navigation, **Insert > Buttons > Navigator > Page navigator** creates a button per page automatically; or use a button with Action = **Page navigation**. A reset button pointing to a bookmark that does keep **Data** restores the default filters.

A dynamic button label can come from a measure:

\`\`\`dax
Selection Label =
IF (
    ISFILTERED ( 'Date'[Year] ),
    "Year: " & SELECTEDVALUE ( 'Date'[Year], "several" ),
    "All years"
)
\`\`\`

In Desktop, Ctrl+click a button to follow it; in the Service a click is enough.

## Common mistake
Creating toggle bookmarks with **Data** ticked. Clicking "Show table" then also restores whatever slicer values were active when the bookmark was saved, and users think the filters are broken. For view toggles, untick Data; keep it only for "reset filters" bookmarks.

## Try it
Add a page navigator to every page, a chart/table toggle on the overview, and a "Reset filters" button. Test each button, change a slicer, and confirm that the toggle keeps your slicer selection while reset clears it.

## Worked answer

1. **Insert > Buttons > Navigator > Page navigator** on each page, or make one, then copy and paste it to the others.
2. Stack the line chart and the table. In **View > Selection**, hide the table and add the bookmark "Show chart"; swap the two and add "Show table". For both, untick **Data** in the bookmark's menu.
3. Clear all slicers and add a bookmark "Reset", with **Data** ticked. Add three blank buttons with **Action > Bookmark**: Show chart, Show table and Reset.
4. Set a Year slicer to 2014, then Ctrl+click Show table and Show chart: the slicer stays on 2014. Ctrl+click Reset: the slicer returns to all years.

If Show table resets the slicer, its bookmark still has Data ticked. If Reset does not clear a slicer on another page, that slicer is not synced, or the bookmark was saved with **Current page** only.
`,
  },
  readings: {
    "Report performance tips": `A checklist for keeping a Power BI report fast as data and pages grow.

## Model
| Tip | Why |
|---|---|
| Load only the columns and rows you need | less memory, faster scans |
| Prefer a star schema with one-to-many, single-direction relationships | simple, efficient filter paths |
| Set correct data types; avoid high-cardinality text columns (e.g. full timestamps) | better compression |
| Split datetime into date and time if you need both | far fewer unique values |
| Turn off **Auto date/time** (Options > Data Load) and use your own date table | removes hidden date tables |
| Do row-level calculations in Power Query, not DAX columns | computed once at refresh, compresses better |

## DAX
- Use measures, not calculated columns, for anything that aggregates.
- Store repeated expressions in variables (\`VAR … RETURN\`).
- Use \`DIVIDE\` and avoid \`IFERROR\` around whole expressions.
- Filter columns, not whole tables: \`CALCULATE ( [Days], Weather[weather] = "rain" )\` rather than \`FILTER ( Weather, … )\`.

\`\`\`dax
-- slower: iterates the whole table
Rain Days Slow = CALCULATE ( [Days], FILTER ( Weather, Weather[weather] = "Rain" ) )
-- faster: filters one column
Rain Days = CALCULATE ( [Days], Weather[weather] = "Rain" )
\`\`\`

## Report pages
- Keep each page to roughly 8–10 visuals; every visual is a query.
- Replace many cards with one multi-row or new card visual.
- Avoid table visuals with thousands of rows on landing pages; use drill-through.
- Limit slicers with long lists; use search or the filter pane.
- Turn off unnecessary interactions (Format > Edit interactions).

## Measure it
**View > Performance analyzer > Start recording**, then refresh visuals. Each visual lists DAX query, visual display and "other" time. Copy the slowest query into DAX Studio to dig deeper.

## Before publishing
- [ ] Unused columns and tables removed
- [ ] Auto date/time off
- [ ] No bi-directional relationships without a reason
- [ ] Slowest visual under about one second in Performance analyzer
- [ ] Images compressed; no huge custom visuals you do not need
`,
  },
  quizzes: {
    "Quiz: data modeling": {
      passMark: 0.7,
      questions: [
        {
          id: "pbd-m1",
          type: "single",
          prompt:
            "The Weather query loads seattle-weather.csv from C:\\Users\\anna\\Downloads. A colleague will maintain the report from a shared folder. What is the most robust way to set up the source?",
          choices: [
            {
              id: "a",
              text: "Create a text parameter such as DataFolder and build the file path from it in the query",
            },
            { id: "b", text: "Ask the colleague to copy the CSV into the same Downloads path on their machine" },
            { id: "c", text: "Switch the query to DirectQuery so the path is read at view time" },
            { id: "d", text: "Paste the data into the model with Enter data so no path is needed" },
          ],
          correct: "a",
          explanation:
            'With File.Contents(DataFolder & "seattle-weather.csv") only the parameter value changes when the folder moves, and every query keeps working after a refresh. Copying to the same personal path breaks as soon as anyone else (or the Service) opens it. DirectQuery is about when data is queried, not where a file lives, and CSV files are imported anyway. Enter data freezes a copy that never refreshes.',
        },
        {
          id: "pbd-m2",
          type: "numeric",
          prompt:
            "The hourly Normals table has 24 rows per day for one non-leap year (8,760 rows). After Group By on the new day column, with List.Average for temperature and wind, how many rows does the query return?",
          answer: 365,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Group By returns one row per distinct key value: 8,760 / 24 = 365 calendar days. The aggregations (List.Average) collapse each day's 24 hours into one value per column; they do not add rows. A leap year would give 366, but the normals use 2010, which is not one.",
        },
        {
          id: "pbd-m3",
          type: "single",
          prompt:
            'You build the Date table with CALENDAR ( DATE ( 2012, 1, 1 ), DATE ( 2015, 12, 31 ) ) and add a Month column with FORMAT ( [Date], "mmm" ). In a visual the months appear as Apr, Aug, Dec, Feb… What fixes the order?',
          choices: [
            { id: "a", text: "Set Sort by column on Month to Month No" },
            { id: "b", text: "Sort the Date table by Date in Table view" },
            { id: "c", text: "Mark the table as a date table" },
            { id: "d", text: "Change the Month column's data type to Date" },
          ],
          correct: "a",
          explanation:
            'Month is text, so by default it sorts alphabetically. Sort by column tells the model to order Month by the numeric Month No column, in every visual. Rows in Table view have no order the visuals use, and marking as date table enables time intelligence but does not change how a text column sorts. A text label such as "Apr" cannot be converted to the Date type.',
        },
        {
          id: "pbd-m4",
          type: "multiple",
          prompt:
            "Which of these belong in the star schema of the bike-weather model as dimension tables (tables you filter and group by, on the one side of a relationship)?",
          choices: [
            { id: "a", text: "Date" },
            { id: "b", text: "Weather Type" },
            { id: "c", text: "Weather (one row per day with precipitation, temperatures and wind)" },
            { id: "d", text: "Normals (one row per calendar day with normal temperature and wind)" },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "Date, Weather Type and Normals are descriptive tables linked one-to-many: Date[Date] → Weather[date], Weather Type[weather] → Weather[weather], Normals[month_day] → Date[Month Day]. Weather is the fact table: one row per measured day with the numbers you aggregate, on the many side of its relationships. It has a date column, but that does not make it the date dimension.",
        },
        {
          id: "pbd-m5",
          type: "single",
          prompt:
            "A table visual with Weather Type[weather] and a count of Weather rows shows a row labelled (Blank) with 120 days. What is the most likely cause?",
          choices: [
            {
              id: "a",
              text: "Some weather values in the fact table have no exact match in Weather Type, e.g. a spelling or capitalisation difference",
            },
            { id: "b", text: "120 days have no precipitation recorded" },
            { id: "c", text: "The relationship's cross-filter direction is set to Single instead of Both" },
            { id: "d", text: "The Weather Type table is not marked as a date table" },
          ],
          correct: "a",
          explanation:
            "The (Blank) row collects fact rows whose key finds no row on the one side of the relationship. That is why the labels in Weather Type must match the capitalised weather values exactly. Empty precipitation values would not affect grouping by weather label, and Single direction is the normal setting: filters still flow from Weather Type to Weather. Only the date table is marked as a date table.",
        },
        {
          id: "pbd-m6",
          type: "single",
          prompt:
            "With Normals[month_day] 1 → * Date[Month Day] and single filter direction, Avg Normal Temp shows the same value on every row of a matrix by Date[Month]. What is the fix the course recommends?",
          choices: [
            {
              id: "a",
              text: "Use CROSSFILTER ( Normals[month_day], 'Date'[Month Day], BOTH ) inside CALCULATE in that one measure",
            },
            { id: "b", text: "Set the relationship to Both directions in the model" },
            { id: "c", text: "Turn on Autodetect new relationships so Power BI adds the missing link" },
            { id: "d", text: "Change the relationship to many-to-many" },
          ],
          correct: "a",
          explanation:
            "Filters flow from the one side to the many side, so a filter on Date never reaches Normals. CROSSFILTER switches the direction on only while that measure is evaluated. Setting Both on the model relationship also makes the numbers move, which is why it is tempting, but it affects every measure and can create ambiguous filter paths. The relationship already exists, and many-to-many is for keys duplicated on both sides, which month_day is not in Normals.",
        },
      ],
    },
    "Quiz: DAX and visuals": {
      passMark: 0.7,
      questions: [
        {
          id: "pbd-d1",
          type: "single",
          prompt:
            "You need a Temp Band label (Cold, Cool, Mild, Warm) for each day that users can put on rows and slicers. What should it be?",
          choices: [
            { id: "a", text: "A calculated column (or a Power Query column), computed once per row" },
            { id: "b", text: "A measure using SWITCH ( TRUE (), … )" },
            { id: "c", text: "A visual-level filter on temp_max" },
            { id: "d", text: "A bookmark for each band" },
          ],
          correct: "a",
          explanation:
            "Values you slice, filter or group by must be stored per row, so they are columns; because the band depends only on the same row's temp_max, Power Query works as well. A measure returns one value per cell of a visual and cannot be placed on rows or in a slicer. Filters and bookmarks change what is shown; they do not create a label for each day.",
        },
        {
          id: "pbd-d2",
          type: "numeric",
          prompt:
            "In a matrix cell for July 2014, Days = 31 and Riding Days = 18. What does Riding Day % = DIVIDE ( [Riding Days], [Days] ) show, in percent, to one decimal?",
          answer: 58.1,
          tolerance: 0.05,
          unit: "%",
          explanation:
            "18 / 31 = 0.5806, shown as 58.1% once the measure is formatted as a percentage. Both measures are evaluated in the cell's filter context (July 2014), so the ratio is correct in every cell and in the totals too, unlike an average of a 1/0 column or a ratio stored as a calculated column.",
        },
        {
          id: "pbd-d3",
          type: "single",
          prompt:
            "Share of Year Precipitation = DIVIDE ( [Total Precipitation], CALCULATE ( [Total Precipitation], REMOVEFILTERS ( 'Date'[Month], 'Date'[Month No] ) ) ). In a matrix with Date[Year] on rows and Date[Month] on columns, what does the denominator return in the cell for March 2013?",
          choices: [
            { id: "a", text: "Total precipitation of all of 2013" },
            { id: "b", text: "Total precipitation of March 2013" },
            { id: "c", text: "Total precipitation of all four years" },
            { id: "d", text: "Total precipitation of March across all four years" },
          ],
          correct: "a",
          explanation:
            "CALCULATE removes the filters on the month columns but keeps the Year filter from the row, so the denominator is the 2013 total and each month shows its share of its own year. Without REMOVEFILTERS you would get March 2013 itself (and 100% everywhere). Removing all filters on Date would give all four years.",
        },
        {
          id: "pbd-d4",
          type: "multiple",
          prompt: "Which statements about the time intelligence measures in this course are true?",
          choices: [
            { id: "a", text: "They should reference 'Date'[Date] from the marked date table, not Weather[date]" },
            { id: "b", text: "Precipitation PY is blank for 2012 because the data has no 2011 rows" },
            {
              id: "c",
              text: "SAMEPERIODLASTYEAR ( 'Date'[Date] ) returns the same dates as DATEADD ( 'Date'[Date], -1, YEAR )",
            },
            { id: "d", text: "TOTALYTD keeps adding up across years and never restarts" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "Time intelligence shifts dates in a contiguous, marked date table, so pass 'Date'[Date]; the fact table's date column gives wrong or blank results when dates are missing. With no 2011 data the prior year of 2012 is blank, and so is YoY %. SAMEPERIODLASTYEAR is a shortcut for DATEADD by -1 year. TOTALYTD restarts every January: that is what year-to-date means.",
        },
        {
          id: "pbd-d5",
          type: "single",
          prompt:
            "You want users to right-click a Year × Month cell on the overview and open a page showing only that month's days. How do you set it up?",
          choices: [
            { id: "a", text: "Add Date[Year] and Date[Month] to the Drill through well of the detail page" },
            { id: "b", text: "Add a Month slicer to the detail page and sync it with the overview" },
            { id: "c", text: "Create a bookmark of the detail page with Data ticked" },
            { id: "d", text: "Put a Top N visual-level filter on the matrix" },
          ],
          correct: "a",
          explanation:
            "Drill-through fields on the target page make the Drill through menu appear on any visual that uses them and pass the clicked values as filters. A slicer on a drill-through field with a different value gives conflicting filters and an empty page. A bookmark stores one fixed state, not the clicked cell, and Top N only limits what one visual shows.",
        },
        {
          id: "pbd-d6",
          type: "single",
          prompt:
            "Two bookmarks, Show chart and Show table, toggle which of two stacked visuals is visible. Users complain that clicking Show table resets their Year slicer. What should you change?",
          choices: [
            { id: "a", text: "Untick Data on both toggle bookmarks" },
            { id: "b", text: "Untick Display on both toggle bookmarks" },
            { id: "c", text: "Replace the buttons with a page navigator" },
            { id: "d", text: "Sync the Year slicer across all pages" },
          ],
          correct: "a",
          explanation:
            "A bookmark with Data ticked restores the filter and slicer values saved with it. A view toggle only needs Display (the visibility from the Selection pane), so untick Data; keep Data only for a Reset filters bookmark. Unticking Display would stop the toggle from switching visuals at all, and a page navigator or synced slicers do not change what the bookmark applies.",
        },
      ],
    },
  },
  projectBrief: `# Project: bike retailer sales report

## Scenario
**Spoke & Drizzle** is a fictional bike shop in Seattle. Its sales swing with the weather, and the owner wants a Power BI report that the team can use to plan promotions, staffing and rental-fleet maintenance: how many good riding days to expect in each month, how wet and windy each season gets, and how each year compared with the last and with a typical year.

## The data
Use the **Seattle Weather** data set from the data playground:
- **seattle-weather** (daily, 2012–2015): \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`.
- **seattle-weather-hourly-normals**: \`date\`, \`pressure\`, \`temperature\`, \`wind\`, aggregated to one row per calendar day in Power Query.

## Questions to answer
1. What share of days are "riding days" (define the rule and explain it on the report), by month and by year?
2. Which months are the wettest, by total precipitation and by number of wet days, and how does each year compare with the previous one?
3. How does each month's average maximum temperature compare with the 1981–2010 normal?
4. Which weather labels dominate each season, and how windy are rainy days compared with sunny ones?
5. Which were the ten wettest days, and did they cluster in particular months?

## Deliverables
- A \`.pbix\` report with at least three pages: **Overview** (KPI cards, trend, matrix), **Month detail** (drill-through target) and **Compare to normal**.
- A star-schema model: \`Weather\` fact, \`Date\` (marked), \`Weather Type\` and daily \`Normals\` tables.
- Measures in a \`_Measures\` table, including at least one CALCULATE filter, YTD and prior-year measures.
- Page navigation buttons and one bookmark toggle.

## Hand-in checklist
- [ ] Queries use a folder parameter; types set with the en-US locale
- [ ] Relationships checked: no "(Blank)" rows in dimension visuals
- [ ] Every measure formatted and documented with a description
- [ ] Visual titles state findings; consistent colours per weather label
- [ ] Drill-through from the overview works and has a back button
- [ ] Performance analyzer shows no visual slower than about one second
- [ ] A text box on the Overview page answers questions 1–5 briefly
`,
} satisfies CourseNotes;
