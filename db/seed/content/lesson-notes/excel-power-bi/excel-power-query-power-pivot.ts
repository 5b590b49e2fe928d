import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction: the modern Excel data stack": `After this lesson you know the three engines of modern Excel, how they hand data to each other, and you will have the course data ready to import.

## Three engines, one pipeline
| Engine | Job | Where in Excel |
|---|---|---|
| **Power Query** | get and shape data, recorded as repeatable steps (M language) | Data > Get Data, Queries & Connections |
| **Data Model / Power Pivot** | store tables compressed, relate them | Data > Relationships, Power Pivot > Manage |
| **DAX** | measures that calculate on the model | Power Pivot > Measures |

PivotTables and PivotCharts sit on top of the Data Model. Power BI Desktop uses the same three engines, so everything here transfers.

The course follows the pipeline: lessons 2–5 Power Query, 6–7 modelling, 8–10 DAX.

## The practice data: Seattle Weather
Two tables from the data playground:

| Table | One row is | Columns |
|---|---|---|
| seattle-weather | one day, 2012–2015 | date, precipitation, temp_max, temp_min, wind, weather |
| seattle-weather-hourly-normals | one hour of a typical year (1981–2010 normals, stamped 2010) | date, pressure, temperature, wind |

Our scenario: a fictional Seattle shop whose stock of umbrellas, rain jackets and sun gear follows the weather.

## Setup
Download both CSVs into one folder, e.g. \`C:\\Data\\seattle\\\`. In a new workbook: **Data > Get Data > From File > From Text/CSV**, choose \`seattle-weather.csv\`, then **Transform Data** (not Load) to open the Power Query editor. You should see six columns and a preview of the first rows.

\`\`\`text
Source  = Csv.Document(File.Contents("C:\\Data\\seattle\\seattle-weather.csv"), [Delimiter=",", Encoding=65001])
\`\`\`

## Watch out
On a computer with a comma as decimal separator, numbers such as \`10.9\` can be misread. In Power Query, set those column types with **Change Type > Using Locale > English (United States)**.

## Try it
Import both files with Transform Data, name the queries \`Weather\` and \`Normals\`, then **Close & Load To… > Only Create Connection**. Check that both appear in Queries & Connections without filling any sheet.

## Worked answer

1. **Data > Get Data > From File > From Text/CSV** > \`seattle-weather.csv\` > **Transform Data**. In Query Settings, rename the query \`Weather\`.
2. In the editor, **Home > New Source > File > Text/CSV** > \`seattle-weather-hourly-normals.csv\`. Rename it \`Normals\`.
3. **Home > Close & Load > Close & Load To…** > **Only Create Connection** > OK.

**Data > Queries & Connections** lists \`Weather\` and \`Normals\`, each marked "Connection only". No new sheet is added. If Excel put a table on a sheet, you clicked Close & Load rather than Close & Load To…. Right-click the query, choose **Load To…** and switch it to Only Create Connection; then delete the sheet.
`,
    "A tour of the Power Query editor": `After this lesson you can find your way around the Power Query editor, read and edit the steps it records, and use column profiling to spot problems before loading.

## The editor at a glance
- **Queries pane** (left): every query in the workbook.
- **Preview** (middle): the first 1,000 rows after the selected step.
- **Query Settings** (right): the name and **Applied Steps**. Click any step to see the data at that point; the gear icon re-opens its dialog.
- **Formula bar** (View > Formula Bar): the M code of the selected step.
- **Advanced Editor** (Home): the whole query as M.

## Profiling
**View > Column quality, Column distribution, Column profile**. Switch "Column profiling based on top 1000 rows" to **entire data set** in the status bar. Column quality shows valid, error and empty percentages; distribution shows distinct and unique counts.

## Worked example: read the Weather query
Open the Advanced Editor on \`Weather\`:

\`\`\`text
let
    Source = Csv.Document(File.Contents("C:\\Data\\seattle\\seattle-weather.csv"),
        [Delimiter = ",", Columns = 6, Encoding = 65001, QuoteStyle = QuoteStyle.None]),
    #"Promoted Headers" = Table.PromoteHeaders(Source, [PromoteAllScalars = true]),
    #"Changed Type" = Table.TransformColumnTypes(#"Promoted Headers",
        {{"date", type date}, {"precipitation", type number}, {"temp_max", type number},
         {"temp_min", type number}, {"wind", type number}, {"weather", type text}})
in
    #"Changed Type"
\`\`\`

Each line is a step; each step takes the previous one as input. \`#"…"\` quotes step names with spaces. Rename steps (right-click > Rename) to describe *why*, e.g. \`TypedColumns\`.

## Common mistake
Relying on the automatic "Changed Type" step. Power Query guesses types from the first rows; if a later row differs, you get errors only after loading. Check each column's type explicitly and keep one deliberate type step.

## Try it
Turn on column quality and distribution with the entire data set. How many distinct values does \`weather\` have, and are there any empty or error cells in \`precipitation\`? Rename the steps of \`Weather\` to meaningful names.

## Worked answer

1. **View**: tick **Column quality** and **Column distribution**. In the status bar, click "Column profiling based on top 1000 rows" and choose **entire data set**.
2. Read the profile bars under the headers of \`weather\` and \`precipitation\`.
3. In Applied Steps, right-click each step, choose **Rename**, and give it a name such as \`ReadCsv\`, \`PromotedHeaders\` or \`TypedColumns\`.

\`\`\`m
let
    ReadCsv = Csv.Document(File.Contents("C:\\Data\\seattle\\seattle-weather.csv"),
        [Delimiter = ",", Columns = 6, Encoding = 65001, QuoteStyle = QuoteStyle.None]),
    PromotedHeaders = Table.PromoteHeaders(ReadCsv, [PromoteAllScalars = true]),
    TypedColumns = Table.TransformColumnTypes(PromotedHeaders, { … })
in
    TypedColumns
\`\`\`

\`weather\` has 5 distinct values and 0 unique ones: drizzle, fog, rain, snow and sun, each on many days. \`precipitation\` is 100% valid, with 0% error and 0% empty; it has 111 distinct and 36 unique values. Over the top 1,000 rows only, the counts are lower, because the last 461 days are not profiled. That is why you switch to the entire data set.
`,
    "Cleaning and shaping: split, unpivot and data types": `After this lesson you can split columns, unpivot wide data into a long table, and set data types safely so the result is ready for a model.

## Split
**Split Column** by delimiter, number of characters or positions. For example the normals' \`date\` column (\`2010-01-01T01:00:00\`) can be split at "T" into a date and a time, but the cleaner way is typed extraction:

\`\`\`text
AddDay  = Table.AddColumn(Typed, "day", each DateTime.Date([date]), type date),
AddHour = Table.AddColumn(AddDay, "hour", each Time.Hour(DateTime.Time([date])), Int64.Type)
\`\`\`

## Unpivot
Wide data has one column per measurement. \`temp_max\` and \`temp_min\` are two readings of the same thing; unpivoting gives one row per day and reading:

\`\`\`text
Unpivoted = Table.UnpivotOtherColumns(Typed, {"date", "precipitation", "wind", "weather"},
                "reading", "temperature"),
Renamed   = Table.ReplaceValue(Unpivoted, "temp_", "", Replacer.ReplaceText, {"reading"})
\`\`\`

Select the columns to keep, then **Transform > Unpivot Other Columns**: new measurement columns added later are unpivoted automatically. The result has twice as many rows, with \`reading\` = max or min.

## Data types and tidy text
- Types last, and deliberately: date, decimal number, whole number, text, true/false.
- **Format > Trim / Clean / Capitalize Each Word** for text keys (\`rain\` → \`Rain\`).
- **Replace Errors** or **Remove Errors** only after you know why they occur.

## Worked example
On \`Weather\`: capitalise \`weather\`, add \`year\` and \`month\` with **Add Column > Date**, and a conditional column:

\`\`\`text
AddStockFocus = Table.AddColumn(AddMonth, "stock_focus", each
    if [precipitation] > 0 then "Rain gear"
    else if [temp_max] >= 20 then "Sun gear"
    else "General", type text)
\`\`\`

## Common mistake
Unpivoting with "Unpivot Columns" on the selected columns instead of "Unpivot Other Columns". With the first, the column list is hard-coded; with the second, only the kept columns are named, so the query survives new measurement columns.

## Try it
Create a reference of \`Weather\` (right-click > Reference) called \`TempLong\`, unpivot temp_max and temp_min as above, and load it to a sheet. Check that it has two rows per date. Then split the normals' timestamp into \`day\` and \`hour\`.

## Worked answer

1. Right-click \`Weather\` and choose **Reference**. Rename the new query \`TempLong\`.
2. Select \`date\`, \`precipitation\`, \`wind\` and \`weather\`, then **Transform > Unpivot Other Columns**. Replace \`temp_\` with nothing in the new \`Attribute\` column, and rename the columns to \`reading\` and \`temperature\`.
3. **Close & Load To… > Table**, on a new sheet.
4. In \`Normals\`, add the \`day\` and \`hour\` columns with the two steps from the note.

\`\`\`m
Unpivoted = Table.UnpivotOtherColumns(Typed, {"date", "precipitation", "wind", "weather"}, "reading", "temperature"),
Renamed   = Table.ReplaceValue(Unpivoted, "temp_", "", Replacer.ReplaceText, {"reading"})
\`\`\`

\`TempLong\` has 2,922 rows, exactly twice the 1,461 days. Each date has a \`max\` row and a \`min\` row, for example 2012-01-01 with max 12.8 and min 5.0. In \`Normals\`, \`day\` has 365 distinct dates and \`hour\` has 24 values, 0–23. On 1 January, hour 0 is missing because the file starts at 01:00.
`,
    "Merging and appending queries": `After this lesson you can combine queries side by side with Merge (a join) and stack them with Append, choosing the right join kind.

## Merge = join
**Home > Merge Queries** matches rows on one or more key columns. Join kinds:

| Join kind | Keeps |
|---|---|
| Left outer | all rows of the first, matches from the second |
| Inner | only matching rows |
| Full outer | all rows of both |
| Left anti | rows of the first with **no** match (great for checks) |

After merging, expand the new table column and pick the fields you need.

## Worked example: daily weather vs normal
First, in \`Normals\`, make one row per calendar day: add \`day\` (date) and \`month_day\`, then **Group By** \`month_day\` with the average of \`temperature\`:

\`\`\`text
AddMonthDay = Table.AddColumn(AddDay, "month_day", each Date.Month([day]) * 100 + Date.Day([day]), Int64.Type),
Grouped     = Table.Group(AddMonthDay, {"month_day"},
                  {{"normal_temp", each List.Average([temperature]), type number}})
\`\`\`

Add the same \`month_day\` key to \`Weather\`, then merge:

\`\`\`text
Merged   = Table.NestedJoin(WeatherWithKey, {"month_day"}, NormalsDaily, {"month_day"}, "Normal", JoinKind.LeftOuter),
Expanded = Table.ExpandTableColumn(Merged, "Normal", {"normal_temp"}),
AddDiff  = Table.AddColumn(Expanded, "temp_vs_normal", each ([temp_max] + [temp_min]) / 2 - [normal_temp], type number)
\`\`\`

A left anti join from Weather to NormalsDaily shows the rows without a match: 29 February 2012, since the normals year 2010 is not a leap year.

## Append = stack
**Home > Append Queries** stacks tables with the same columns, matched by **name**. Typical use: yearly extracts, or a daily table plus corrections. Columns missing in one table are filled with null.

## Common mistake
Merging on keys with different types or formatting, such as number \`715\` in one query and text \`"715"\` in the other. Power Query finds no matches and every expanded value is null. Set both key columns to the same type before merging.

## Try it
Build \`NormalsDaily\`, merge it into \`Weather\` and add \`temp_vs_normal\`. Use a left anti merge to list unmatched dates. Then split \`Weather\` into two references (2012–2013 and 2014–2015 with row filters) and append them back; check the row count equals the original.

## Worked answer

1. Build \`NormalsDaily\`: a reference of \`Normals\`, with \`day\` and \`month_day\` added and grouped by \`month_day\` (the note's steps). It has 365 rows.
2. In \`Weather\`, add \`month_day\` (**Add Column > Custom Column**, \`Date.Month([date]) * 100 + Date.Day([date])\`, whole number). Then **Home > Merge Queries** with \`NormalsDaily\` on \`month_day\`, as a left outer join. Expand \`normal_temp\` and add \`temp_vs_normal\`.
3. **Merge Queries as New**, Weather to NormalsDaily on \`month_day\`, as a **Left Anti** join.
4. Make two references of \`Weather\`: one filtered on \`date\` from 1/1/2012 to 31/12/2013, one from 1/1/2014 to 31/12/2015. Then **Append Queries as New** with the two.

The first rows give 2012-01-01: (12.8 + 5.0) ÷ 2 − 4.72 = +4.18 °C. Across the 1,460 matched days, \`temp_vs_normal\` averages +1.2 °C, and the yearly averages rise from +0.2 in 2012 to +2.0 in 2015. The left anti join returns one row, 29 February 2012, where \`normal_temp\` and \`temp_vs_normal\` are null. The two parts have 731 and 730 rows, so the appended query has 1,461, the same as \`Weather\`. If every \`normal_temp\` is null, one \`month_day\` is text and the other a number.
`,
    "Folder imports and refreshable pipelines": `After this lesson you can import every file in a folder as one table, make the path a parameter, and refresh the whole pipeline with one click when new files arrive.

## Why a folder
Real data arrives as monthly or yearly extracts. **Get Data > From File > From Folder > Combine & Transform** builds a query that reads every matching file, applies the same steps to each, and appends them. Drop a new file in the folder, click **Refresh All**, done.

## Worked example
Create a folder \`C:\\Data\\seattle\\daily\\\` and put the weather data in it as one CSV per year (filter \`date\` by year in Excel and save as \`weather-2012.csv\` … \`weather-2015.csv\`, each with the header row). Then:

\`\`\`text
let
    Source   = Folder.Files(FolderPath),
    CsvOnly  = Table.SelectRows(Source, each Text.Lower([Extension]) = ".csv"
                                           and Text.StartsWith([Name], "weather-")),
    Parsed   = Table.AddColumn(CsvOnly, "Data", each Table.PromoteHeaders(
                   Csv.Document([Content], [Delimiter = ",", Encoding = 65001]),
                   [PromoteAllScalars = true])),
    KeepCols = Table.SelectColumns(Parsed, {"Name", "Data"}),
    Expanded = Table.ExpandTableColumn(KeepCols, "Data",
                   {"date", "precipitation", "temp_max", "temp_min", "wind", "weather"}),
    Typed    = Table.TransformColumnTypes(Expanded,
                   {{"date", type date}, {"precipitation", type number}, {"temp_max", type number},
                    {"temp_min", type number}, {"wind", type number}, {"weather", type text}}, "en-US")
in
    Typed
\`\`\`

The \`Name\` column keeps the source file per row, useful for auditing.

## The path as a parameter
Put the folder path in a cell named \`FolderPath\` on a Settings sheet, and read it in a query called \`FolderPath\`:

\`\`\`text
= Excel.CurrentWorkbook(){[Name = "FolderPath"]}[Content]{0}[Column1]
\`\`\`

Anyone can now point the workbook at a new folder without opening the editor. Set **Query Properties > Refresh data when opening the file** for hands-off updates.

## Common mistake
Leaving other files in the folder: a stray \`notes.xlsx\` or a temporary \`~$\` file breaks the combine step. Filter by extension and name pattern as above, and keep the folder for the extracts only.

## Try it
Build the folder query with three yearly files first, load it, then add the fourth file and press Refresh All. Check that the row count grows and that \`Name\` shows the new file.

## Worked answer

1. Save \`weather-2012.csv\`, \`weather-2013.csv\` and \`weather-2014.csv\`, each with the header row, in \`C:\\Data\\seattle\\daily\\\`. Put the path in the named cell \`FolderPath\`.
2. Build the folder query from the note, then **Close & Load** it to a table.
3. Save \`weather-2015.csv\` into the same folder, then choose **Data > Refresh All**.

Before the refresh the table has 1,096 rows: 366 + 365 + 365. After it, it has 1,461, and filtering \`Name\` shows \`weather-2015.csv\` on 365 new rows. If the count stays at 1,096, check the file name: the filter keeps only names that start with \`weather-\` and end in \`.csv\`. A file saved as \`Weather 2015.csv\` is skipped on purpose.
`,
    "Data modeling: relationships and star schemas": `After this lesson you can design a star schema in the Excel Data Model, create relationships in the right direction, and avoid the most common modelling traps.

## Star schema
- **Fact table**: events or measurements, many rows, mostly numbers and keys: \`Weather\` (one row per day).
- **Dimension tables**: descriptions to filter and group by, one row per key: \`Calendar\`, \`WeatherType\`, \`NormalsDaily\`.
- Relationships go from the dimension's unique key (one side) to the fact's column (many side).

Avoid one huge flat table: models with dimensions are smaller, faster, and let several fact tables share the same filters.

## Worked example
Create the dimensions with Power Query:

\`\`\`text
// Calendar: one row per day, 2012-2015
let
    Dates  = List.Dates(#date(2012, 1, 1), Duration.Days(#date(2015, 12, 31) - #date(2012, 1, 1)) + 1, #duration(1, 0, 0, 0)),
    Table  = Table.FromList(Dates, Splitter.SplitByNothing(), {"Date"}),
    Typed  = Table.TransformColumnTypes(Table, {{"Date", type date}}),
    Year   = Table.AddColumn(Typed, "Year", each Date.Year([Date]), Int64.Type),
    MonthN = Table.AddColumn(Year, "MonthNo", each Date.Month([Date]), Int64.Type),
    Month  = Table.AddColumn(MonthN, "Month", each Date.ToText([Date], "MMM", "en-US"), type text)
in
    Month

// WeatherType: distinct labels from Weather
= Table.Distinct(Table.SelectColumns(Weather, {"weather"}))
\`\`\`

Load each with **Close & Load To… > Only Create Connection** and tick **Add this data to the Data Model**. Then **Data > Relationships > New** (or Power Pivot Diagram View):

\`\`\`text
Calendar[Date]        1 → *  Weather[date]
WeatherType[weather]  1 → *  Weather[weather]
\`\`\`

## Checking the model
Build a PivotTable from the Data Model with \`Calendar[Year]\` in rows and a count of \`Weather[date]\`. If Excel shows "Relationships between tables may be needed", a field comes from a table that is not related.

## Common mistake
Creating the relationship the wrong way round or between two many-sides. Excel refuses many-to-many in the classic dialog and Power Pivot shows an error; if the "one" table has duplicate keys (e.g. a Calendar with a date twice), refresh fails. Remove duplicates in Power Query first.

## Try it
Build \`Calendar\` and \`WeatherType\`, add all three tables to the Data Model and create the relationships. Make a PivotTable with Calendar[Month] in rows and WeatherType[weather] in columns counting days, and sort months correctly (next lesson shows Sort by Column).

## Worked answer

1. Create the \`Calendar\` and \`WeatherType\` queries from the note. **Close & Load To… > Only Create Connection**, and tick **Add this data to the Data Model**. Do the same for \`Weather\`.
2. **Data > Relationships > New**: \`Weather[date]\` → \`Calendar[Date]\`, then \`Weather[weather]\` → \`WeatherType[weather]\`.
3. **Insert > PivotTable > From Data Model**: Calendar[Month] in Rows, WeatherType[weather] in Columns, and Count of Weather[date] in Values.

\`\`\`text
Month  Drizzle  Fog  Rain  Snow  Sun  Total
Jan         10   17    61     8   28    124
Feb          4    3    75     4   27    113
…
Jul          8   10    16          90    124
…
Dec          2    8    76     6   32    124
Total       53  101   641    26  640  1,461
\`\`\`

\`WeatherType\` has five rows, and the grand total is 1,461 with no "(blank)" column. If the months come out alphabetically (Apr, Aug, Dec, …), that is expected for now: the next lesson fixes it with Sort by Column. If "Relationships between tables may be needed" appears, one of the two relationships is missing.
`,
    "Power Pivot basics": `After this lesson you can manage the Data Model in the Power Pivot window: view tables, set properties, hide fields, sort columns and create your first measures.

## Turning it on
**File > Options > Add-ins > COM Add-ins > Microsoft Power Pivot for Excel**. A **Power Pivot** tab appears; **Manage** opens the window.

## What you do in the Power Pivot window
| Task | Where |
|---|---|
| See each table's data | Data View (tabs at the bottom) |
| Draw relationships | Diagram View |
| Sort Month by MonthNo | Home > Sort by Column |
| Hide keys from PivotTables | right-click column > Hide from Client Tools |
| Mark the date table | Design > Mark as Date Table |
| Set formats | Home > Formatting |
| Write measures | the calculation area below the table, or Power Pivot > Measures > New Measure |

## Worked example: first measures
In the calculation area of \`Weather\` (or via New Measure), type:

\`\`\`dax
Days := COUNTROWS ( Weather )
Total Precipitation := SUM ( Weather[precipitation] )
Avg Max Temp := AVERAGE ( Weather[temp_max] )
Wet Days := CALCULATE ( [Days], Weather[precipitation] > 0 )
\`\`\`

The \`:=\` syntax defines a measure in Power Pivot. Format \`Total Precipitation\` as a number with one decimal and \`Avg Max Temp\` the same.

Then hide \`Weather[date]\` and \`Weather[weather]\`: users should slice by \`Calendar[Date]\` and \`WeatherType[weather]\` instead, which keeps everyone on the same filter path.

## Using the model in Excel
Insert a PivotTable **from this workbook's Data Model**; the field list shows tables with measures (fx icon). Formulas can read the model too:

\`\`\`excel
=CUBEVALUE("ThisWorkbookDataModel","[Measures].[Wet Days]","[Calendar].[Year].&[2015]")
\`\`\`

## Common mistake
Dragging a numeric column straight into Values. Excel creates an implicit measure that is hard to reuse and format. Write explicit measures and hide the raw numeric columns you aggregate.

## Try it
Enable Power Pivot, mark \`Calendar\` as date table, sort \`Month\` by \`MonthNo\`, hide the fact table's keys, and create the four measures. Build a PivotTable of Wet Days by Calendar[Year] and Calendar[Month].

## Worked answer

1. **File > Options > Add-ins > COM Add-ins > Go**, then tick Microsoft Power Pivot for Excel.
2. **Power Pivot > Manage**. Open the Calendar tab and choose **Design > Mark as Date Table** with \`Date\`. Select \`Month\` and choose **Home > Sort by Column**, sorting by \`MonthNo\`.
3. On the Weather tab, right-click \`date\` and \`weather\`, then choose **Hide from Client Tools**.
4. Type the four measures in the calculation area below Weather.
5. Insert a PivotTable from the Data Model: Calendar[Year] in Rows, Calendar[Month] in Columns, and Wet Days in Values.

\`\`\`text
Year  Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec  Total
2012   22  19  22  17  10  14   7       3  16  20  27    177
2013   17  18  15  16  12  10       9  14  12  15  14    152
2014   13  19  20  13   8   9   2   7   9  19  16  15    150
2015   14  17  16  13   4   4   2   6   9  14  20  25    144
Total  66  73  73  59  34  37  11  22  35  61  71  81    623
\`\`\`

The empty cells, August 2012 and July 2013, had no rain at all: the measure returns blank, not 0. Months now run Jan–Dec. 623 of the 1,461 days were wet.
`,
    "DAX measures vs. calculated columns": `After this lesson you can choose between a calculated column and a measure, and write each correctly in Power Pivot.

## The difference
| | Calculated column | Measure |
|---|---|---|
| Computed | at refresh, once per row | at query time, once per PivotTable cell |
| Context | row context (this row) | filter context (the cell's filters) |
| Stored | yes, uses memory | no |
| Use for | slicing, filtering, grouping, row flags | numbers in Values, ratios, totals |

Rule of thumb: if you want to put it on rows, columns or a slicer, it is a column; if you want to put it in Values, it is a measure.

## Worked example
Calculated columns in \`Weather\` (Power Pivot Data View, type in the **Add Column** column):

\`\`\`dax
=Weather[temp_max] - Weather[temp_min]
=IF ( Weather[precipitation] > 0, "Wet", "Dry" )
=RELATED ( Calendar[Month] )
\`\`\`

Rename them \`TempRange\`, \`WetDry\` and \`MonthName\`. \`RELATED\` fetches a value from the one side of a relationship.

Measures:

\`\`\`dax
Avg Temp Range := AVERAGE ( Weather[TempRange] )
Wet Day % := DIVIDE ( [Wet Days], [Days] )
Max Daily Precipitation := MAX ( Weather[precipitation] )
\`\`\`

\`Wet Day %\` gives the right answer in every cell and every total, because both parts are evaluated in that cell's context before dividing.

## Why not a column for the ratio?
A column like \`=Weather[precipitation] / SUM ( Weather[precipitation] )\` is computed once over the whole table. Summed in a PivotTable by year it gives each year's share of all four years, never a share within the year, and it cannot react to slicers.

## Common mistake
Creating a column with a value you can derive in Power Query (e.g. year, month, a band). It works, but Power Query columns are easier to maintain and compress better. Keep DAX columns for cases that need \`RELATED\` or other model logic.

## Try it
Add \`WetDry\` as a calculated column and \`Wet Day %\` as a measure. Build a PivotTable with Calendar[Month] in rows showing Wet Day %, then add a slicer on Calendar[Year]. Which of your two new fields reacts to the slicer, and which can be used as the slicer?

## Worked answer

\`\`\`dax
-- calculated column in Weather, renamed WetDry
=IF ( Weather[precipitation] > 0, "Wet", "Dry" )

Wet Day % := DIVIDE ( [Wet Days], [Days] )
\`\`\`

The PivotTable has Calendar[Month] in rows and Wet Day % as a percentage with one decimal. With no slicer selection it runs from 8.9% in July to 65.3% in December, with a total of 42.6% (623 ÷ 1,461). With the Year slicer on 2015, July is 6.5%, December 80.6% and the total 39.5%.

The measure, Wet Day %, reacts to the slicer because it is evaluated again in every cell's filter context. The column, WetDry, does not change; its values are fixed at refresh. That is why it can be the slicer, or sit on rows or columns, while a measure cannot be used as a slicer.
`,
    "CALCULATE and filter context": `After this lesson you can read the filter context of any PivotTable cell and change it with CALCULATE to build filtered, fixed and share-of-total measures.

## Filter context
Every value cell is computed with the filters from its row and column labels, slicers, and the report filter. \`[Days]\` in the cell "2014 / Rain" counts Weather rows where Calendar[Year] = 2014 and WeatherType[weather] = "Rain".

## CALCULATE
\`CALCULATE ( expression, filter1, filter2, … )\` evaluates the expression in a modified filter context:
- A condition like \`Weather[temp_max] >= 20\` **replaces** any filter on that column.
- \`ALL ( table or column )\` **removes** filters.
- Several filter arguments are combined with AND.

## Worked example
\`\`\`dax
Warm Days := CALCULATE ( [Days], Weather[temp_max] >= 20 )

Warm Wet Days := CALCULATE ( [Days], Weather[temp_max] >= 20, Weather[precipitation] > 0 )

Rain Days := CALCULATE ( [Days], WeatherType[weather] = "Rain" )

Days All Types := CALCULATE ( [Days], ALL ( WeatherType ) )

Share of Days := DIVIDE ( [Days], [Days All Types] )

Precipitation All Years := CALCULATE ( [Total Precipitation], ALL ( Calendar[Year] ) )
\`\`\`

In a PivotTable with Calendar[Year] in rows and WeatherType[weather] in columns, \`Share of Days\` shows each label's share of that year's days: ALL removes the weather filter but keeps the year.

\`Rain Days\` ignores the column label: in the "Sun" column it still shows the rain days of that year, because its filter replaces the one coming from the PivotTable.

## Common mistake
Expecting \`ALL ( Calendar[Year] )\` to remove a filter on \`Calendar[Month]\`. ALL on a column removes only that column's filter; to ignore every date filter use \`ALL ( Calendar )\`. Check each measure in a PivotTable with the fields you expect users to put on it.

## Try it
Build a PivotTable with Calendar[Year] in rows and WeatherType[weather] in columns, add \`Days\` and \`Share of Days\`, and check that each row sums to 100%. Then write \`Share of Year Precipitation\` = each month's precipitation ÷ the year's total, using \`ALL ( Calendar[Month], Calendar[MonthNo] )\`.

## Worked answer

\`\`\`dax
Share of Year Precipitation :=
DIVIDE (
    [Total Precipitation],
    CALCULATE ( [Total Precipitation], ALL ( Calendar[Month], Calendar[MonthNo] ) )
)
\`\`\`

Share of Days, by Calendar[Year] and WeatherType[weather]:

\`\`\`text
Year  Drizzle   Fog   Rain  Snow   Sun   Total
2012     8.5%  1.4%  52.2%  5.7%  32.2%  100.0%
2013     4.1%  4.4%  43.3%  0.8%  47.4%  100.0%
2014            7.7%  40.5%  0.5%  51.2%  100.0%
2015     1.9% 14.2%  39.5%        44.4%  100.0%
\`\`\`

Each row adds up to 100%; for example, 2012 is 191 rain days out of 366. With Calendar[Month] under Year in rows, Share of Year Precipitation gives each month's share of its year. In December 2015, 284.5 of 1,139.2 mm is 25.0%, and each year's months add up to 100%. If every cell shows 100%, a month filter survived: check that ALL names both \`Month\` and its sort column \`MonthNo\`.
`,
    "Time intelligence in DAX": `After this lesson you can calculate year-to-date totals, prior-year values and year-over-year change in Power Pivot, using a marked calendar table.

## Requirements
Time intelligence functions work on a calendar table that has one row per day with no gaps, covers whole years, is related to the fact table and is **marked as date table**. Our \`Calendar\` (2012–2015) qualifies.

## Worked example
\`\`\`dax
Precipitation YTD := TOTALYTD ( [Total Precipitation], Calendar[Date] )

Precipitation PY :=
CALCULATE ( [Total Precipitation], SAMEPERIODLASTYEAR ( Calendar[Date] ) )

Precipitation YoY % :=
DIVIDE ( [Total Precipitation] - [Precipitation PY], [Precipitation PY] )

Wet Days PY := CALCULATE ( [Wet Days], DATEADD ( Calendar[Date], -1, YEAR ) )

Wet Days QTD := TOTALQTD ( [Wet Days], Calendar[Date] )

Precipitation Last 30 Days :=
CALCULATE (
    [Total Precipitation],
    DATESINPERIOD ( Calendar[Date], MAX ( Calendar[Date] ), -30, DAY )
)
\`\`\`

Build a PivotTable with Calendar[Year] and Calendar[Month] in rows and the first three measures in values. YTD climbs through each year and restarts in January; PY is blank for 2012 because there is no 2011 in the data, so YoY % is blank too.

A "water year" that starts in October, common in hydrology, only needs the optional year-end argument:

\`\`\`dax
Precipitation Water YTD := TOTALYTD ( [Total Precipitation], Calendar[Date], "9/30" )
\`\`\`

## Common mistake
Using \`Weather[date]\` instead of \`Calendar[Date]\` in time intelligence, or forgetting to mark the calendar table. Results then look right in some PivotTables and go blank or wrong in others. Always pass the marked calendar column.

## Try it
Create the measures above, then add a PivotChart: a line of Precipitation YTD by month with one line per year (Calendar[Year] in the legend). Which year was the wettest by year end, and in which month did it pull ahead?

## Worked answer

1. Create the measures from the note.
2. **Insert > PivotChart** from the Data Model, as a Line chart: Axis Calendar[Month], Legend Calendar[Year], Values Precipitation YTD.

Year-end totals are 2012: 1,226.0 mm, 2013: 828.0, 2014: 1,232.8 and 2015: 1,139.2, so 2014 was the wettest, only 6.8 mm ahead of 2012. The 2014 line pulls ahead in March: at the end of February it was behind 2012 (249.2 against 265.6 mm); at the end of March it was ahead (489.2 against 448.6) and it stayed ahead every month after. The tempting answer, 2012, is true for January and February only.
`,
  },
  readings: {
    "Naming conventions for data models": `A reference for naming queries, tables, columns and measures so a model stays readable for the next person.

## Principles
- Names are for report users first: they appear in field lists and PivotTable headers.
- One convention, applied everywhere. Consistency matters more than the exact style.
- No cryptic abbreviations; spaces are allowed in tables, columns and measures.

## Tables and queries
| Object | Convention | Example |
|---|---|---|
| Fact table | plural noun of the event | \`Weather Days\` or \`Weather\` |
| Dimension | singular noun | \`Calendar\`, \`Weather Type\` |
| Staging query (not loaded) | prefix \`stg_\` or a folder "Staging" | \`stg_WeatherFiles\` |
| Parameter query | what it holds | \`FolderPath\` |
| Measure table (optional) | leading underscore to sort first | \`_Measures\` |

Group queries into folders in Power Query (right-click > Move to Group): Parameters, Staging, Model.

## Columns
| Rule | Good | Avoid |
|---|---|---|
| Business words, not source codes | \`Max Temp (°C)\` | \`temp_max\` in reports |
| Keys end in Key or ID and are hidden | \`Date Key\` | visible keys |
| Same name for the same thing in every table | \`Weather\` in fact and dimension | \`weather\` / \`Type\` |
| Sort helper named after its column | \`Month\`, \`Month No\` | \`M\`, \`Col1\` |

Renaming source columns in Power Query (one step near the end) keeps the source names intact upstream.

## Measures
| Rule | Example |
|---|---|
| Say what it aggregates | \`Total Precipitation\`, \`Avg Max Temp\` |
| Units or % in the name if not obvious | \`Wet Day %\` |
| Time variants as suffixes | \`Total Precipitation PY\`, \`… YTD\`, \`… YoY %\` |
| Never the same name as a column | \`Days\` as a measure, not a column |
| Reference measures without a table name, columns always with one | \`[Days]\`, \`Weather[wind]\` |

\`\`\`dax
Wet Day % := DIVIDE ( [Wet Days], [Days] )
Total Precipitation PY := CALCULATE ( [Total Precipitation], SAMEPERIODLASTYEAR ( Calendar[Date] ) )
\`\`\`

## Checklist
- [ ] Every loaded table has a business name
- [ ] Staging queries are connection-only and grouped
- [ ] Keys and raw numeric columns are hidden
- [ ] Measures have descriptions and formats
- [ ] No default names left (\`Query1\`, \`Column1\`, \`Measure 1\`)
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "pqp-k1",
          type: "numeric",
          prompt:
            "The Weather query has 1,461 rows (one per day) with columns date, precipitation, temp_max, temp_min, wind and weather. You select date, precipitation, wind and weather and choose Unpivot Other Columns. How many rows does the result have?",
          answer: 2922,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Unpivot Other Columns turns every column you did not select (temp_max and temp_min) into rows: each day becomes two rows, one per reading, so 1,461 × 2 = 2,922. The kept columns repeat on both rows. The row count only stays at 1,461 if nothing is unpivoted.",
        },
        {
          id: "pqp-k2",
          type: "single",
          prompt:
            "Why is Unpivot Other Columns (selecting the columns to keep) usually safer than selecting temp_max and temp_min and choosing Unpivot Columns?",
          choices: [
            {
              id: "a",
              text: "The step names only the kept columns, so a measurement column added to the source later is unpivoted too instead of being left out",
            },
            { id: "b", text: "It runs faster because it skips type detection" },
            { id: "c", text: "Unpivot Columns deletes the kept columns from the result" },
            { id: "d", text: "Unpivot Other Columns also sets the data types of the new columns" },
          ],
          correct: "a",
          explanation:
            "Unpivot Columns hard-codes the unpivoted column names into the M step, so a new reading column in next month's file stays wide. Unpivot Other Columns names only the columns to keep, and everything else, including new columns, is unpivoted. Both keep the other columns and neither sets types; you still add a deliberate type step.",
        },
        {
          id: "pqp-k3",
          type: "single",
          prompt:
            "You want to list the days in Weather that have no matching row in NormalsDaily on month_day, to check the merge. Which join kind do you choose, with Weather as the first table?",
          choices: [
            { id: "a", text: "Left anti" },
            { id: "b", text: "Left outer" },
            { id: "c", text: "Inner" },
            { id: "d", text: "Full outer" },
          ],
          correct: "a",
          explanation:
            "A left anti join keeps only the rows of the first table with no match in the second: here 29 February 2012, because the normals year 2010 has no leap day. Left outer keeps every Weather row (unmatched ones just get nulls, mixed in with the rest), inner drops exactly the rows you want to see, and full outer adds unmatched normals too.",
        },
        {
          id: "pqp-k4",
          type: "multiple",
          prompt:
            "In the Power Pivot model, which of these should be written as measures rather than calculated columns?",
          choices: [
            { id: "a", text: "Wet Day %: the share of days with precipitation, shown in Values by month and year" },
            { id: "b", text: "WetDry: a Wet or Dry label per day, used as a slicer" },
            { id: "c", text: "Avg Temp Range: the average daily temperature range, shown in Values" },
            { id: "d", text: "MonthName: RELATED(Calendar[Month]) on each Weather row, used on rows" },
          ],
          correct: ["a", "c"],
          explanation:
            "Numbers that go in Values and must be right in every cell and total are measures: DIVIDE([Wet Days], [Days]) and AVERAGE(Weather[TempRange]) are evaluated in each cell's filter context. Anything you put on rows, columns or a slicer must be a column, because a measure has no row values to group by: WetDry and the RELATED month label are columns.",
        },
        {
          id: "pqp-k5",
          type: "single",
          prompt:
            'A PivotTable has Calendar[Year] in rows and WeatherType[weather] in columns. Share of Days := DIVIDE ( [Days], CALCULATE ( [Days], ALL ( WeatherType ) ) ). What does the cell for 2014 and "Rain" show?',
          choices: [
            { id: "a", text: "Rain days in 2014 as a share of all days in 2014" },
            { id: "b", text: "Rain days in 2014 as a share of all rain days in 2012–2015" },
            { id: "c", text: "Rain days in 2014 as a share of all days in 2012–2015" },
            { id: "d", text: "100%, because CALCULATE replaces the filter with the same one" },
          ],
          correct: "a",
          explanation:
            "ALL(WeatherType) removes only the weather filter inside CALCULATE; the year filter from the row stays. The denominator is therefore all days of 2014, and each row sums to 100%. A share of all rain days would need ALL(Calendar) instead, and a share of all four years would need both filters removed.",
        },
        {
          id: "pqp-k6",
          type: "single",
          prompt:
            "Precipitation YTD := TOTALYTD ( [Total Precipitation], ... ) gives right answers in one PivotTable and blanks in another. Which setup makes time intelligence reliable?",
          choices: [
            {
              id: "a",
              text: "A Calendar table with one row per day and no gaps over whole years, related to Weather, marked as date table, and Calendar[Date] passed to the function",
            },
            { id: "b", text: "Passing Weather[date], since the fact table holds the dates that really occurred" },
            { id: "c", text: "A Calendar table that holds only the dates that appear in Weather" },
            { id: "d", text: "Putting Weather[date] in the PivotTable rows instead of Calendar fields" },
          ],
          correct: "a",
          explanation:
            "Functions such as TOTALYTD and SAMEPERIODLASTYEAR shift and extend date ranges, so they need a complete, gap-free calendar marked as the date table, and the column passed must be Calendar[Date]. Using the fact table's date column, or a calendar with gaps, is what makes results go blank or wrong in some layouts.",
        },
      ],
    },
  },
  projectBrief: `# Project: refreshable inventory model

## Scenario
**Drizzle & Glow Supply** is a fictional Seattle wholesaler of rain gear and sun gear. Its buyers order stock monthly and want an Excel model that refreshes itself when the operations team drops a new yearly weather extract into a folder. The model should show how many rain-gear days and sun-gear days each month brings, how each year compares with the last, and how each month compares with the long-term normal temperature.

## The data
Use the **Seattle Weather** data set from the data playground:
- **seattle-weather**: \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`. Save it as one CSV per year (\`weather-2012.csv\` … \`weather-2015.csv\`) in a folder to simulate yearly extracts.
- **seattle-weather-hourly-normals**: \`date\`, \`pressure\`, \`temperature\`, \`wind\`, grouped to one row per calendar day.

## Questions to answer
1. For each month, how many days need rain gear (precipitation above 0) and how many suit sun gear (dry and temp_max of at least 20 °C)?
2. How did rain-gear days and total precipitation change year over year, and what is the year-to-date position for each month?
3. Which months ran warmer or colder than the 1981–2010 normal, and by how much on average?
4. What share of each year's days fell under each weather label?
5. When you add the 2015 file last and refresh, do all answers update without edits?

## Deliverables
- An .xlsx workbook with: a Settings sheet (the \`FolderPath\` cell), Power Query queries grouped into Parameters, Staging and Model, and a Data Model with \`Weather\`, \`Calendar\` (marked), \`WeatherType\` and \`NormalsDaily\` related as a star.
- DAX measures: Days, Rain Gear Days, Sun Gear Days, Total Precipitation, YTD, PY, YoY %, Avg Temp vs Normal.
- A Report sheet with PivotTables/PivotCharts and a Year slicer answering questions 1–4.

## Hand-in checklist
- [ ] Folder query filters file extension and name pattern
- [ ] Types set with the en-US locale; no errors in column quality
- [ ] Left anti check for dates without a normal (29 February) documented
- [ ] Relationships one-to-many from dimensions to \`Weather\`
- [ ] Names follow the naming conventions page; no \`Query1\` or \`Column1\`
- [ ] Refresh All after adding a file updates every sheet
`,
} satisfies CourseNotes;
