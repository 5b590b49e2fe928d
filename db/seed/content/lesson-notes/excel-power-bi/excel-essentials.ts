import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Welcome and a tour of the course data": `By the end of this lesson you will know what the course covers, how it is organised, and you will have the practice data open in Excel, ready for the first formulas.

## What this course covers
The course follows one workflow: take a raw export, turn it into a clean Excel table, add formulas that answer questions, then present the answers with conditional formatting and charts. Lessons 2–4 cover structure and formula basics, lessons 5–7 the logical, text, date and lookup functions you will use every week, and lessons 8–10 sorting, validation, formatting and charts. A hygiene checklist, a knowledge check and a final project close the course.

## The practice data: Seattle Weather
Every exercise uses the **Seattle Weather** data set from the data playground. It has two tables:

| Table | One row is | Columns |
|---|---|---|
| seattle-weather | one day, 2012-01-01 to 2015-12-31 | date, precipitation (mm), temp_max, temp_min (°C), wind (m/s), weather |
| seattle-weather-hourly-normals | one hour of a typical year (30-year normals) | date, pressure, temperature, wind |

Most lessons use the daily table. The weather column holds one word: sun, rain, drizzle, fog or snow.

## Setting up
1. Open the data set in the data playground and look at the Daily weather tab.
2. Download the CSV and open it in Excel (Data > From Text/CSV, or just double-click).
3. Save it straight away as an .xlsx workbook, for example seattle-weather.xlsx, so your formulas are kept.

\`\`\`text
date        precipitation  temp_max  temp_min  wind  weather
2012-01-01  0.0            12.8      5.0       4.7   drizzle
\`\`\`

## Watch out
If Excel shows the date column left-aligned, it was read as text, not dates. Re-import with Data > From Text/CSV and set the column type to Date.

## Try it
Open the daily table, press Ctrl+End to jump to the last used cell and note the last date and how many rows the sheet has. Then scroll through the weather column and list the labels you see.

## Worked answer

1. Open the CSV, click any cell and press **Ctrl+End**.
2. Read the cell address in the Name Box: it is in row 1462.
3. Scroll the weather column, or click its filter arrow (**Data > Filter**) to see every label once.

The last date is 2015-12-31 and the sheet has 1,462 rows: one header row and 1,461 days (four years, 2012 being a leap year). The weather column holds five labels: drizzle, fog, rain, snow and sun. Counting 1,462 days is the tempting slip; the header row is not a day.
`,
    "The Excel interface, tables and navigation": `After this lesson you can move around a large sheet with the keyboard and turn a raw range into an Excel table with a name, structured references and a total row.

## Ranges versus tables
A raw CSV lands as a plain range. Converting it with **Insert > Table** (Ctrl+T) gives you banded rows, filter buttons, a header that stays visible while you scroll, and a range that grows automatically when you add rows. Give the table a name on the **Table Design** tab, e.g. \`Weather\`, so formulas read like sentences.

## Navigation shortcuts worth learning now
| Keys | Does |
|---|---|
| Ctrl+Arrow | jump to the edge of the data |
| Ctrl+Shift+Arrow | select to the edge |
| Ctrl+Home / Ctrl+End | first cell / last used cell |
| Ctrl+Space / Shift+Space | select column / row |
| Ctrl+T | create a table |

## Worked example: structured references
With the daily data as a table named \`Weather\`, these formulas work anywhere in the workbook:

\`\`\`excel
=ROWS(Weather)
=AVERAGE(Weather[temp_max])
=MAX(Weather[precipitation])
=COUNTIF(Weather[weather],"snow")
\`\`\`

Inside the table, a new column \`temp_range\` with \`=[@temp_max]-[@temp_min]\` fills every row at once; \`[@column]\` means "this row's value".

## Common mistake
Leaving blank rows or a title above the header. Excel then guesses the wrong table range or treats your title as the header. Keep one header row in row 1 and no empty rows or columns inside the data.

## Try it
Convert the daily data to a table named \`Weather\`, switch on **Total Row**, and set the total under \`precipitation\` to Sum and under \`wind\` to Average. Then add the \`temp_range\` column above and check that it filled all the way down.

## Worked answer

1. Click any cell in the data, press **Ctrl+T**, tick **My table has headers**, OK.
2. On **Table Design**, type \`Weather\` in **Table Name**, then tick **Total Row**.
3. In the total row, open the drop-down under precipitation and choose **Sum**; under wind choose **Average**.
4. In the first empty column header type \`temp_range\`, and in its first cell \`=[@temp_max]-[@temp_min]\`.

The precipitation total reads 4426 (mm over the four years) and the wind average about 3.24 m/s; Excel writes them as \`=SUBTOTAL(109,[precipitation])\` and \`=SUBTOTAL(101,[wind])\`, so they follow any filter. \`temp_range\` fills all 1,461 rows by itself, from 7.8 on the first row (12.8 − 5.0) to 7.7 on 2015-12-31; if only one cell filled, the column was typed outside the table.
`,
    "Formatting data for analysis": `After this lesson you can make a raw export readable and analysis-ready: correct data types, sensible number formats, and a layout that other people can scan.

## Formatting is about meaning, not decoration
Three things matter most:
- **Data type**: dates must be real dates (right-aligned, change with number format), numbers must be numbers. Text that looks like a number will not sum.
- **Number format**: one decimal for temperatures, precipitation in mm with one decimal, dates shown consistently. Formatting changes how a value *looks*, never the stored value.
- **Layout**: frozen header row, readable column widths, units in the header (\`temp_max (°C)\` in a report sheet), no merged cells in data.

## Worked example
Custom number formats (Home > Number > More Number Formats > Custom):

\`\`\`text
0.0" °C"          12.8 shows as 12.8 °C
0.0" mm"          10.9 shows as 10.9 mm
ddd dd-mmm-yyyy   2012-01-02 shows as Mon 02-Jan-2012
\`\`\`

To check whether a cell is a real number or date, use:

\`\`\`excel
=ISNUMBER([@date])
=ISNUMBER([@precipitation])
\`\`\`

Both should return TRUE on every row. Dates are numbers in Excel (days since 1900), which is why \`ISNUMBER\` works for them.

## Common mistake
Merging cells to make a header look centred. Merged cells break sorting, filtering, copying and tables. Use **Center Across Selection** (Format Cells > Alignment) on report sheets, and never merge inside a data range.

## Try it
On the \`Weather\` table, apply \`0.0" °C"\` to temp_max and temp_min, \`0.0" mm"\` to precipitation, and \`ddd dd-mmm-yyyy\` to date. Freeze the header (View > Freeze Panes > Freeze Top Row) and confirm with \`ISNUMBER\` that no date was imported as text.

## Worked answer

1. Select the temp_max and temp_min columns, **Ctrl+1 > Number > Custom**, type \`0.0" °C"\`.
2. Select precipitation, Custom \`0.0" mm"\`; select date, Custom \`ddd dd-mmm-yyyy\`.
3. **View > Freeze Panes > Freeze Top Row**.
4. Add a check column or a single cell:

\`\`\`excel
=ISNUMBER([@date])
=SUMPRODUCT(--ISNUMBER(Weather[date]))
\`\`\`

The first row now reads Sun 01-Jan-2012, 0.0 mm, 12.8 °C and 5.0 °C, and the header stays visible while you scroll. The check column is TRUE on every row and the SUMPRODUCT returns 1461, the number of rows; anything lower means some dates are text, and those cells keep their old look because a number format cannot change text.
`,
    "Cell references and formula basics": `After this lesson you can write formulas that copy correctly, because you know when a reference should move and when it must stay fixed.

## Relative, absolute and mixed references
When you copy a formula, Excel shifts its references by the same distance:
- \`A2\` relative: row and column move.
- \`$A$2\` absolute: nothing moves. Use it for a single input cell such as a threshold.
- \`$A2\` / \`A$2\` mixed: only one part moves. Useful for grids.

Press F4 while the cursor is on a reference to cycle through the four forms.

## Worked example
Put the raw data in columns A:F (date, precipitation, temp_max, temp_min, wind, weather) and an input cell H1 holding a "warm day" threshold, for example 25.

\`\`\`excel
G2:  =C2-D2                     daily temperature range, copy down
I2:  =C2>=$H$1                   TRUE when temp_max reaches the threshold
J2:  =(C2*9/5)+32                temp_max in °F
H3:  =COUNTIF(C:C,">="&$H$1)     number of warm days
H4:  =SUM(B2:B1462)/COUNT(B2:B1462)  average precipitation, same as AVERAGE
\`\`\`

Copy I2 down: \`C2\` becomes \`C3\`, \`C4\`, … but \`$H$1\` stays put. Change H1 to 20 and every result updates.

Operator order follows maths: \`^\` before \`*\` and \`/\`, before \`+\` and \`-\`. Use brackets whenever you are unsure.

## Common mistake
Typing a constant into a formula (\`=C2>=25\`) instead of referencing an input cell. The day someone wants 22 instead of 25, they must edit 1,461 formulas. Put assumptions in labelled cells and reference them absolutely.

## Try it
Add an input cell for a "wet day" threshold in mm. Write a formula in a new column that returns TRUE when precipitation is at or above it, copy it down, and count the TRUE values with \`COUNTIF\`. Change the threshold and watch the count change.

## Worked answer

\`\`\`excel
H5:  1                         wet-day threshold in mm (label it in G5)
K2:  =B2>=$H$5                 copy down to K1462
H6:  =COUNTIF(K2:K1462,TRUE)
\`\`\`

With a threshold of 1 mm the count is 506 wet days. Change H5 and the count follows at once: 0.1 mm gives 623, 5 mm gives 263 and 10 mm gives 144. If the count does not change, the formula has \`B2>=H5\` without the dollars, so each row looks at a different (empty) cell as it is copied down.
`,
    "Logical functions: IF, AND, OR and IFS": `After this lesson you can label rows with business rules, combining several conditions with IF, AND, OR and IFS.

## The building blocks
- \`IF(test, value_if_true, value_if_false)\` returns one of two results.
- \`AND(a, b, …)\` is TRUE only if all tests are TRUE; \`OR(a, b, …)\` if at least one is.
- \`IFS(test1, result1, test2, result2, …)\` checks tests in order and returns the first match, so you avoid nesting IF inside IF.

## Worked example on the Weather table
\`\`\`excel
=IF([@precipitation]>0,"wet","dry")

=IF(AND([@temp_max]>=20,[@precipitation]=0),"good picnic day","")

=IF(OR([@weather]="rain",[@weather]="drizzle"),"umbrella","no umbrella")

=IFS([@temp_max]>=30,"hot",
     [@temp_max]>=20,"warm",
     [@temp_max]>=10,"mild",
     TRUE,"cold")
\`\`\`

The last IFS uses \`TRUE\` as a catch-all: without it, a row that matches no test returns \`#N/A\`. The order matters: a 32 °C day matches the first test and stops there, so it is "hot", not "warm".

To count how many rows fall into a label, point \`COUNTIFS\` at the new column, or test conditions directly:

\`\`\`excel
=COUNTIFS(Weather[temp_max],">=20",Weather[precipitation],0)
\`\`\`

## Common mistake
Writing the bands in the wrong order: \`IFS([@temp_max]>=10,"mild",[@temp_max]>=20,"warm",…)\` labels every day above 10 °C as "mild", because the first true test wins. Go from the most restrictive condition to the least.

## Try it
Add a column \`season_feel\` with IFS using your own four temperature bands on temp_max, and a column \`commute\` that returns "bike" when there is no precipitation AND wind is below 5 m/s, otherwise "bus". Count the "bike" days with COUNTIF.

## Worked answer

\`\`\`excel
season_feel  =IFS([@temp_max]>=30,"hot",
                  [@temp_max]>=20,"warm",
                  [@temp_max]>=10,"mild",
                  TRUE,"cold")
commute      =IF(AND([@precipitation]=0,[@wind]<5),"bike","bus")
bike days    =COUNTIF(Weather[commute],"bike")
\`\`\`

With these bands the 1,461 days split into 63 hot, 429 warm, 678 mild and 291 cold; your own bands give other counts, but they must add up to 1,461 (if not, a day fell through and shows \`#N/A\`, so add the \`TRUE\` catch-all). The bike count is 788. Using OR instead of AND is the tempting mistake: it sends you by bike on rainy days as long as the wind is light.
`,
    "Text and date functions": `After this lesson you can pull parts out of dates and text, build labels, and calculate with dates so you can group daily data by year, month or weekday.

## Dates are numbers
An Excel date is a serial number, so you can subtract two dates to get days between them and format the result any way you like. The key functions: \`YEAR\`, \`MONTH\`, \`DAY\`, \`WEEKDAY\`, \`EOMONTH\`, \`DATE\`, and \`TEXT(value, format)\` to turn a date into a label.

## Text tools
\`LEFT\`, \`RIGHT\`, \`MID\`, \`LEN\`, \`UPPER\`/\`PROPER\`, \`TRIM\`, and joining with \`&\` or \`TEXTJOIN\`.

## Worked example on the Weather table
\`\`\`excel
year          =YEAR([@date])
month         =MONTH([@date])
month_name    =TEXT([@date],"mmm")
weekday       =TEXT([@date],"ddd")
is_weekend    =WEEKDAY([@date],2)>5
month_start   =DATE(YEAR([@date]),MONTH([@date]),1)
days_to_eom   =EOMONTH([@date],0)-[@date]
label         =PROPER([@weather])&" – "&TEXT([@temp_max],"0.0")&" °C"
\`\`\`

\`WEEKDAY(date, 2)\` numbers Monday as 1 and Sunday as 7, so \`>5\` flags Saturday and Sunday. \`label\` turns \`rain\` and \`10.6\` into \`Rain – 10.6 °C\`.

With a \`year\` and \`month\` column you can summarise without a PivotTable:

\`\`\`excel
=AVERAGEIFS(Weather[temp_max],Weather[year],2014,Weather[month],7)
\`\`\`

## Common mistake
Using \`TEXT\` for a column you later want to sort or calculate with. \`TEXT([@date],"mmm")\` sorts alphabetically (Apr, Aug, Dec…). Keep a numeric \`month\` column for sorting and use the text one only for display.

## Try it
Add \`year\`, \`month\` and \`weekday\` columns, then build a small 12-row summary with \`AVERAGEIFS\` giving the average temp_max for each month of 2015. Which month is the warmest, and is that what you expected?

## Worked answer

\`\`\`excel
year      =YEAR([@date])
month     =MONTH([@date])
weekday   =TEXT([@date],"ddd")

Months 1 to 12 in H2:H13:
I2:  =AVERAGEIFS(Weather[temp_max],Weather[year],2015,Weather[month],H2)
\`\`\`

Rounded to one decimal, the 2015 averages run 10.2, 12.5, 14.4, 15.5, 20.0, 26.1, 28.1, 26.1, 20.3, 17.5, 9.7 and 8.4 °C from January to December. July is the warmest at 28.1 °C, as most people expect; June (26.06) and August (26.09) are almost tied behind it, and December, not January, is the coldest month of 2015.
`,
    "Lookups with XLOOKUP": `After this lesson you can bring values from one table into another with XLOOKUP, including approximate matches for bands and a clean result when nothing is found.

## The syntax
\`\`\`excel
=XLOOKUP(lookup_value, lookup_array, return_array, [if_not_found], [match_mode], [search_mode])
\`\`\`
It looks for \`lookup_value\` in \`lookup_array\` and returns the value at the same position in \`return_array\`. Unlike VLOOKUP it can return columns to the left, does not break when columns are inserted, and defaults to an exact match.

## Worked example 1: a label table
Create a small table \`Labels\` with columns \`weather\` and \`description\` (sun → "Sunny", rain → "Rain", drizzle → "Light rain", fog → "Fog", snow → "Snow"). In the Weather table:

\`\`\`excel
=XLOOKUP([@weather],Labels[weather],Labels[description],"unknown")
\`\`\`

## Worked example 2: bands with an approximate match
A table \`Wind\` with \`from_ms\` (0, 3.4, 5.5, 8) and \`band\` (calm, breezy, windy, gale-ish), sorted ascending:

\`\`\`excel
=XLOOKUP([@wind],Wind[from_ms],Wind[band],,-1)
\`\`\`

Match mode \`-1\` means "exact, or the next smaller item", so 4.7 m/s returns "breezy".

## Worked example 3: look up a date
Put a date in H1 and find that day's weather:

\`\`\`excel
=XLOOKUP($H$1,Weather[date],Weather[weather],"no data")
\`\`\`

Return several columns at once by giving a wider return array: \`=XLOOKUP($H$1,Weather[date],Weather[[temp_max]:[wind]])\` spills three values.

## Common mistake
Looking up text that has trailing spaces or different spelling ("Rain " vs "rain"). XLOOKUP is not case-sensitive but spaces count, and you get the \`if_not_found\` value. Clean keys with \`TRIM\` first.

## Try it
Build the \`Wind\` band table and add a \`wind_band\` column to Weather. Then, in a separate cell, look up the weather, temp_max and precipitation for your birthday in 2014.

## Worked answer

\`\`\`excel
Wind table (sorted ascending): from_ms 0, 3.4, 5.5, 8
                               band    calm, breezy, windy, gale-ish

In Weather, new column wind_band:
=XLOOKUP([@wind],Wind[from_ms],Wind[band],,-1)

H1 holds the date, e.g. 2014-03-14:
=XLOOKUP($H$1,Weather[date],Weather[weather],"no data")
=XLOOKUP($H$1,Weather[date],Weather[temp_max],"no data")
=XLOOKUP($H$1,Weather[date],Weather[precipitation],"no data")
\`\`\`

The bands give 885 calm, 451 breezy, 116 windy and 9 gale-ish days. For 14 March 2014 the lookups return rain, 14.4 °C and 6.9 mm (4 July 2014 would give sun, 23.9 °C and 0 mm). Three separate lookups are needed because precipitation, temp_max and weather are not next to each other in that order; if you get "no data", H1 holds text rather than a real date.
`,
    "Sorting, filtering and data validation": `After this lesson you can sort by several levels, filter to exactly the rows you need, and stop bad entries getting into a sheet with data validation.

## Sorting and filtering
**Data > Sort** lets you add levels: for example weather A→Z, then temp_max largest to smallest. Table filter buttons offer number filters (Top 10, Greater Than…), date filters (This Month, Quarter 3, Between) and text filters. The status bar shows how many rows are visible. \`SUBTOTAL\` and \`AGGREGATE\` ignore rows hidden by a filter, unlike \`SUM\`:

\`\`\`excel
=SUBTOTAL(109,Weather[precipitation])   sum of visible rows only
=SUBTOTAL(103,Weather[date])            count of visible rows
\`\`\`

## Data validation
**Data > Data Validation** restricts what can be typed into cells. Typical rules for a sheet where colleagues log observations:

\`\`\`text
weather        List, Source: sun,rain,drizzle,fog,snow
precipitation  Decimal, greater than or equal to 0
wind           Decimal, between 0 and 40
date           Date, between 2012-01-01 and 2015-12-31
\`\`\`

Add an Input Message that explains the rule and an Error Alert with style Stop. Use **Circle Invalid Data** to find existing values that break a rule.

## Common mistake
Sorting a single column instead of the whole table. If you select just the temp_max column and sort "Continue with the current selection", each temperature moves away from its date and the data is ruined. Sort inside a table (or with the whole range selected) so rows stay together; Ctrl+Z immediately if you get it wrong.

## Try it
Filter the Weather table to snow days and note how many rows are visible with \`SUBTOTAL(103,…)\`. Then clear the filter, sort by precipitation descending to find the wettest day, and add a List validation to the weather column. Type "sunny" into a new row and check that Excel refuses it.

## Worked answer

1. Open the weather filter arrow, tick only **snow**; in an empty cell type \`=SUBTOTAL(103,Weather[date])\`.
2. **Data > Clear**, then open the precipitation filter arrow and choose **Sort Largest to Smallest**.
3. Select the weather column's data cells, **Data > Data Validation**, Allow **List**, Source \`sun,rain,drizzle,fog,snow\`, and on **Error Alert** keep style **Stop**.
4. In the first empty row type \`sunny\` in weather and press Enter.

SUBTOTAL shows 26 visible rows, the snow days; clear the filter and it goes back to 1461, because it counts only visible rows. The wettest day is 2015-03-15 with 55.9 mm of rain; 2012-11-19 and 2015-12-08 tie behind it at 54.1 mm. Excel rejects "sunny" with a Stop message, because only the five listed words are allowed.
`,
    "Conditional formatting": `After this lesson you can make patterns jump out of a table with rules, colour scales, data bars and formula-based formatting.

## The rule types
- **Highlight Cells Rules**: greater than, between, text contains, duplicate values.
- **Top/Bottom Rules**: top 10 items, above average.
- **Data Bars, Color Scales, Icon Sets**: show magnitude inside cells.
- **Use a formula**: the most flexible; the formula must return TRUE/FALSE for the top-left cell of the selection.

Manage everything in **Home > Conditional Formatting > Manage Rules**, where rule order and "Stop If True" decide which format wins.

## Worked example
Select the whole Weather table data (not the header) starting at row 2, with date in column A, and add a formula rule to shade full rows of snow days:

\`\`\`excel
=$F2="snow"
\`\`\`

The \`$\` on the column keeps every cell in the row looking at column F; the relative row lets it move down. A second rule for hot, dry days:

\`\`\`excel
=AND($C2>=28,$B2=0)
\`\`\`

Use a 3-colour scale on temp_max (blue low, white middle, red high) and data bars on precipitation. A rule that flags data problems is also useful:

\`\`\`excel
=$D2>$C2
\`\`\`

It highlights any day where temp_min is above temp_max.

## Common mistake
Writing \`=F2="snow"\` without the \`$\`. Applied to columns A:F, cell B2 then checks G2, C2 checks H2, and the highlight lands in the wrong places. Always anchor the column you are testing.

## Try it
Apply a colour scale to temp_max and data bars to precipitation. Then add a formula rule that highlights the whole row when wind is at or above 8 m/s. Filter by cell colour to see only those windy days.

## Worked answer

1. Select temp_max's data cells, **Home > Conditional Formatting > Color Scales**, pick the blue–white–red scale.
2. Select precipitation's data cells, **Conditional Formatting > Data Bars**, any fill.
3. Select all data cells A2:F1462 (or more columns if you added helper columns), **New Rule > Use a formula**, enter the rule below and choose a fill.
4. Open any column's filter arrow, **Filter by Color**, pick that fill.

\`\`\`excel
=$E2>=8
\`\`\`

Only 9 rows remain, all of them rain days, with wind from 8.0 m/s up to 9.5 m/s. If single cells are coloured instead of whole rows, the rule says \`=E2>=8\` without the \`$\` and each column tests a different one.
`,
    "Charting fundamentals": `After this lesson you can pick the chart that fits the question, build it from summarised data and format it so the message is obvious.

## Pick the chart for the question
| Question | Chart |
|---|---|
| How does it change over time? | line chart |
| How do categories compare? | bar or column chart, sorted |
| What share of the whole? | stacked bar (pie only for 2–3 parts) |
| How are two measures related? | scatter |

## Summarise first, then chart
Charting 1,461 daily rows gives a noisy line. Build a small summary, then chart that. With \`year\` and \`month\` helper columns from earlier:

\`\`\`excel
Month in A2:A13 (1 to 12), years 2012–2015 in B1:E1
B2:  =AVERAGEIFS(Weather[temp_max],Weather[month],$A2,Weather[year],B$1)

Days per weather label, labels in G2:G6
H2:  =COUNTIF(Weather[weather],G2)
\`\`\`

Note the mixed references: \`$A2\` keeps the month column, \`B$1\` keeps the year row, so one formula fills the whole grid.

Chart the grid as a line chart (one line per year) and the label counts as a bar chart sorted largest to smallest.

## Formatting checklist
- A title that states the finding, e.g. "July and August are the warmest months every year".
- Axis titles with units (°C, days).
- Remove gridline clutter and the legend if there is only one series.
- Same colour for the same thing across charts.

## Common mistake
Starting a bar chart's value axis at a number above zero. Bars encode length, so a cut axis exaggerates differences. Line charts can use a tighter range; bar and column charts should start at zero.

## Try it
Build the month-by-year grid and a line chart with four lines. Then make a column chart of total precipitation per year using \`SUMIFS\`, give it a title that states what you see, and remove anything that does not help read it.

## Worked answer

\`\`\`excel
A1 empty, A2:A13 months 1 to 12, B1:E1 years 2012 to 2015
B2:  =AVERAGEIFS(Weather[temp_max],Weather[month],$A2,Weather[year],B$1)   fill to E13

G2:G5 years 2012 to 2015
H2:  =SUMIFS(Weather[precipitation],Weather[year],G2)   fill to H5
\`\`\`

1. Select A1:E13, **Insert > Line Chart** (the empty A1 tells Excel that column A holds the axis labels): four lines, one per year, all peaking in July or August (up to 28.1 °C in July 2015).
2. Select G1:H5, **Insert > Column Chart**; make sure the years are the axis labels, not a second series (format G2:G5 as text, or use **Select Data** to set them as labels).
3. Title it with the finding, delete the legend and gridlines, and title the value axis "mm".

The yearly totals are 1,226.0 mm (2012), 828.0 mm (2013), 1,232.8 mm (2014) and 1,139.2 mm (2015), so a good title is "2013 was the driest of the four years, with about a third less rain". Keep the axis starting at 0: a cut axis would make 2013 look like a drought.
`,
  },
  readings: {},
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "xle-k1",
          type: "single",
          prompt:
            'A colleague labels days with =IFS([@temp_max]>=10,"mild",[@temp_max]>=20,"warm",[@temp_max]>=30,"hot",TRUE,"cold"). Which label does a day with temp_max of 24 °C get?',
          choices: [
            { id: "a", text: '"mild"' },
            { id: "b", text: '"warm"' },
            { id: "c", text: '"hot"' },
            { id: "d", text: "#N/A, because more than one test is TRUE" },
          ],
          correct: "a",
          explanation:
            'IFS returns the result of the first TRUE test and stops. 24 >= 10 is already TRUE, so the day is "mild" even though 24 >= 20 is also TRUE. That is why bands must run from the most restrictive test (>=30) to the least. IFS only returns #N/A when no test is TRUE, which the TRUE catch-all prevents.',
        },
        {
          id: "xle-k2",
          type: "numeric",
          prompt:
            "Cell A2 holds the date 10 February 2014. How many days does =EOMONTH(A2,0)-A2 return? (2014 is not a leap year.)",
          answer: 18,
          tolerance: 0,
          unit: "days",
          explanation:
            "EOMONTH(A2,0) is the last day of the same month, 28 February 2014. Dates are serial numbers, so subtracting gives the days between them: 28 - 10 = 18. EOMONTH(A2,1) would jump to the end of March instead; the 0 keeps it in the current month.",
        },
        {
          id: "xle-k3",
          type: "multiple",
          prompt: "You are preparing a raw weather export for analysis. Which of these steps make it analysis-ready?",
          choices: [
            { id: "a", text: "Convert the range to an Excel table (Ctrl+T) with a single header row in row 1" },
            {
              id: "b",
              text: "Check with ISNUMBER that the date and precipitation columns hold real numbers, not text",
            },
            { id: "c", text: "Merge the cells above the data to centre a report title over the columns" },
            { id: "d", text: "Insert a blank row between each year's data so the years are easy to tell apart" },
          ],
          correct: ["a", "b"],
          explanation:
            "A table with one header row grows with new rows and gives structured references, and ISNUMBER catches dates or numbers imported as text, which will not sum or group. Merged cells break sorting, filtering and tables (use Center Across Selection on report sheets instead), and blank rows inside the data make Excel guess the wrong range. Add a year helper column rather than gaps.",
        },
        {
          id: "xle-k4",
          type: "single",
          prompt:
            "A wind band table has from_ms values 0, 3.4, 5.5 and 8 (sorted ascending) with bands calm, breezy, windy and gale-ish. What does =XLOOKUP(5.4,Wind[from_ms],Wind[band],,-1) return?",
          choices: [
            { id: "a", text: '"breezy"' },
            { id: "b", text: '"windy"' },
            { id: "c", text: '"calm"' },
            { id: "d", text: "#N/A, because 5.4 is not in the table" },
          ],
          correct: "a",
          explanation:
            'Match mode -1 means "exact match, or the next smaller item". 5.4 is not listed, so XLOOKUP takes 3.4, the largest value not above it, and returns "breezy". "windy" would come from match mode 1 (next larger). #N/A (or the if_not_found value) is what the default exact match would give.',
        },
        {
          id: "xle-k5",
          type: "single",
          prompt:
            'You select A2:F1462 (weather in column F) and add the conditional formatting formula =F2="snow" to shade whole rows of snow days. The shading lands in the wrong places. What fixes it?',
          choices: [
            { id: "a", text: 'Anchor the column: =$F2="snow"' },
            { id: "b", text: 'Anchor the whole reference: =$F$2="snow"' },
            { id: "c", text: 'Anchor the row: =F$2="snow"' },
            { id: "d", text: "Select only column F before adding the rule" },
          ],
          correct: "a",
          explanation:
            "The formula is written for the top-left cell and shifts like a copied formula, so without $ cell B2 checks G2, C2 checks H2, and so on. $F2 keeps every cell looking at column F while the row still moves down. $F$2 makes every row test row 2 only, so either all rows shade or none do; selecting only column F would shade one cell, not the row.",
        },
        {
          id: "xle-k6",
          type: "single",
          prompt:
            "You filter the Weather table to snow days. Which formula gives the total precipitation of the visible rows only?",
          choices: [
            { id: "a", text: "=SUBTOTAL(109,Weather[precipitation])" },
            { id: "b", text: "=SUM(Weather[precipitation])" },
            { id: "c", text: "=SUBTOTAL(103,Weather[precipitation])" },
            { id: "d", text: '=SUMIF(Weather[precipitation],"visible")' },
          ],
          correct: "a",
          explanation:
            "SUBTOTAL with function 109 sums and ignores rows hidden by a filter, so it follows whatever the filter shows. SUM adds every row, filtered or not. Function 103 counts visible non-empty cells rather than summing them, and SUMIF has no notion of visible rows.",
        },
      ],
    },
  },
  projectBrief: `# Final project: sales operations workbook

## Scenario
You are the new sales operations analyst at **Rainier Outfitters**, a fictional Seattle shop selling umbrellas, rain jackets and sunglasses. The sales director believes demand follows the weather and wants a tidy, formula-driven workbook about Seattle's weather from 2012 to 2015, to plan stock and staffing for each month. The workbook will be handed to a colleague, so it must be clean and easy to follow.

## The data
Use the **Seattle Weather** data set from the data playground, table **seattle-weather** (daily): \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`. Download it as CSV and open it in Excel.

## Questions to answer
1. How many days of each weather label (sun, rain, drizzle, fog, snow) were there per year?
2. Which month, on average, has the most precipitation, and which the least? (Use AVERAGEIFS or SUMIFS with helper columns.)
3. How many "umbrella days" (rain or drizzle) and "sunglasses days" (sun and temp_max of at least 20 °C, with a threshold in an input cell) occurred per year?
4. Which five days had the highest precipitation? Show their date, weather and temp_max.
5. Using a small lookup table, assign each day a stock focus ("umbrellas", "jackets", "sunglasses") and count days per focus per month.

## Deliverables
- An .xlsx workbook with at least three sheets: **Data** (the table named \`Weather\`, with helper columns), **Lookups** (your band and label tables) and **Summary** (answers, formulas and charts).
- Two charts on the Summary sheet: one over time, one comparing categories, each with a title that states the finding.
- Conditional formatting that highlights the wettest months in the summary grid.

## Hand-in checklist
- [ ] Data is an Excel table with one header row, correct types and no merged cells
- [ ] All thresholds live in labelled input cells, referenced absolutely
- [ ] Helper columns use YEAR, MONTH, IF/IFS and XLOOKUP, not typed values
- [ ] Data validation on the input cells
- [ ] Every chart has a headline title and axis units
- [ ] A short notes box on the Summary sheet explains each answer in one sentence
`,
} satisfies CourseNotes;
