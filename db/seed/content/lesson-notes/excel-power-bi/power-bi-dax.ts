import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_tech-stock-prices",
  videos: {
    "Introduction and model review": `After this lesson you know how the course is organised and you will have the finance model built: two price tables, a date table and a symbol dimension, ready for advanced DAX.

## What the course covers
Lessons 2–3 revisit evaluation contexts and the CALCULATE modifiers, 4–6 iterators, table functions and variables, 7–8 advanced time intelligence and role-playing dates, and 9–10 calculation groups, field parameters and performance tuning with DAX Studio. A pattern reference and a KPI project close the course.

## The practice data: Tech Stock Prices (Pro)
The **Tech Stock Prices** data set in the data playground has two tables:

| Table | One row is | Columns |
|---|---|---|
| stocks | one symbol in one month, Jan 2000–Mar 2010 | symbol (MSFT, AMZN, IBM, GOOG, AAPL), date (text, \`Jan 1 2000\`), price |
| sp500-2000 | one trading day, Jan 2000–Apr 2020 | date, open, high, low, close, adjclose, volume |

GOOG only starts in August 2004. The two tables differ in date format and frequency, which is exactly why we relate them through a shared date table.

## The model
Load both CSVs (Power Query: type \`stocks[date]\` as date with locale English (United States)), rename them \`Stocks\` and \`SP500\`, then add:

\`\`\`dax
Date =
ADDCOLUMNS (
    CALENDAR ( DATE ( 2000, 1, 1 ), DATE ( 2020, 12, 31 ) ),
    "Year", YEAR ( [Date] ),
    "Month No", MONTH ( [Date] ),
    "Month", FORMAT ( [Date], "mmm yyyy" ),
    "Month Start", DATE ( YEAR ( [Date] ), MONTH ( [Date] ), 1 )
)

Symbol = DISTINCT ( Stocks[symbol] )
\`\`\`

Mark \`Date\` as date table; relate \`Date[Date]\` 1→* \`Stocks[date]\` and \`SP500[date]\`, and \`Symbol[symbol]\` 1→* \`Stocks[symbol]\`. Sort Month by Month Start.

## Watch out
Summing prices across symbols is meaningless (MSFT + IBM is not a price). Most measures in this course are designed for one symbol at a time or for averages and returns.

## Try it
Build the model, then make a matrix with Symbol[symbol] in rows, Date[Year] in columns and a count of Stocks rows. Check that each symbol has 12 rows per full year and find where GOOG starts.

## Worked answer

1. Load both CSVs, type \`stocks[date]\` as Date with locale English (United States), rename to \`Stocks\` and \`SP500\`.
2. Add the \`Date\` and \`Symbol\` calculated tables, mark \`Date\` as date table, create the three relationships, sort Month by Month Start.
3. Matrix: rows \`Symbol[symbol]\`, columns \`Date[Year]\`, values a count of \`Stocks\` rows:

\`\`\`dax
Rows = COUNTROWS ( Stocks )
\`\`\`

\`\`\`text
        2000 … 2003  2004  2005 … 2009  2010  Total
AAPL      12 …   12    12    12 …   12     3    123
AMZN      12 …   12    12    12 …   12     3    123
GOOG       – …    –     5    12 …   12     3     68
IBM       12 …   12    12    12 …   12     3    123
MSFT      12 …   12    12    12 …   12     3    123
Total     48 …   48    53    60 …   60    15    560
\`\`\`

Every full year has 12 rows per symbol; 2010 has 3 because the data ends in March 2010. GOOG starts in 2004 with 5 rows, August to December. If every cell shows 560, the relationship from \`Date\` or \`Symbol\` to \`Stocks\` is missing; if the dates are blank, the date column was typed without the English locale.
`,
    "Evaluation contexts revisited": `After this lesson you can explain any DAX result in terms of row context, filter context and context transition, and predict when a formula will return the same number on every row.

## Two contexts
- **Filter context**: the set of filters active when a measure is evaluated, from visuals, slicers and CALCULATE. It filters tables.
- **Row context**: "the current row", created by calculated columns and iterators (SUMX, FILTER…). It does **not** filter anything by itself.
- **Context transition**: CALCULATE (and every measure reference, which is wrapped in an implicit CALCULATE) turns the current row context into an equivalent filter context.

## Worked example: calculated columns on Symbol
\`\`\`dax
Max Price (wrong) = MAX ( Stocks[price] )

Max Price = CALCULATE ( MAX ( Stocks[price] ) )

Months Listed = CALCULATE ( COUNTROWS ( Stocks ) )
\`\`\`

In the \`Symbol\` table, \`Max Price (wrong)\` shows the same value on every row: the highest price of any stock, because a row context does not filter \`Stocks\`. With CALCULATE, the row (symbol = "AAPL") becomes a filter, which propagates through the relationship, so each symbol gets its own maximum.

The same happens with a measure:

\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )

-- in Symbol, equivalent to the CALCULATE version above
Avg Price Column = [Avg Price]
\`\`\`

## Reading a cell in a visual
For any cell, list the filters: row header (Symbol = IBM), column header (Year = 2008), slicers, page filters. The measure computes over the rows that survive all of them. Totals are evaluated with fewer filters, not as a sum of the rows above.

## Common mistake
Using context transition inside a large iterator without noticing: \`SUMX ( Stocks, [Avg Price] )\` runs CALCULATE once per row of Stocks, filtering by every column of the row. It is slow, and if duplicate rows exist it counts them twice.

## Try it
Add \`Max Price (wrong)\` and \`Max Price\` to Symbol and compare. Then put \`Avg Price\` in a matrix by symbol and year, and explain in two sentences why the grand total is not the average of the yearly values.

## Worked answer

In \`Symbol\`, the two calculated columns give:

\`\`\`text
symbol  Max Price (wrong)  Max Price
AAPL               707.00     223.02
AMZN               707.00     135.91
GOOG               707.00     707.00
IBM                707.00     130.32
MSFT               707.00      43.22
\`\`\`

707.00 is GOOG's price in October 2007, the highest in the table; without CALCULATE the row context does not filter \`Stocks\`. In the matrix of \`Avg Price\` by symbol and year, the grand total is 100.73.

Model answer: "The grand total is computed once over all 560 rows with no symbol or year filter, so it is the average of every monthly price, not an average of the eleven yearly cells (those average 102.74). Years with more rows weigh more (60 in 2005–2009, 15 in 2010, 48 before GOOG is listed), so the total follows the row counts, not the cells you see."
`,
    "CALCULATE modifiers: ALL, REMOVEFILTERS and KEEPFILTERS": `After this lesson you can remove, keep or intersect filters inside CALCULATE on purpose, and build share-of-total and benchmark measures that behave with slicers.

## The modifiers
| Modifier | Effect |
|---|---|
| \`REMOVEFILTERS ( T or T[col] )\` | removes filters; same as ALL used as a modifier |
| \`ALL ( T[col] )\` | as a modifier: removes filters; as a table function: all values |
| \`ALLEXCEPT ( T, T[col] )\` | removes all filters on T except those columns |
| \`ALLSELECTED ( T[col] )\` | restores the filters coming from outside the visual (slicers) |
| \`KEEPFILTERS ( condition )\` | intersects the new filter with the existing one instead of replacing it |

## Worked example
\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )

Avg Price All Symbols =
CALCULATE ( [Avg Price], REMOVEFILTERS ( Symbol ) )

Price vs Market Avg % =
DIVIDE ( [Avg Price], [Avg Price All Symbols] ) - 1

Avg Price Selected Symbols =
CALCULATE ( [Avg Price], ALLSELECTED ( Symbol[symbol] ) )

Avg Price MSFT (replace) =
CALCULATE ( [Avg Price], Symbol[symbol] = "MSFT" )

Avg Price MSFT (keep) =
CALCULATE ( [Avg Price], KEEPFILTERS ( Symbol[symbol] = "MSFT" ) )
\`\`\`

In a table by symbol, \`Avg Price MSFT (replace)\` shows MSFT's average on every row, because the boolean filter replaces the row's filter on \`Symbol[symbol]\`. The KEEPFILTERS version intersects, so it is blank on every row except MSFT.

\`ALLSELECTED\` respects a slicer: with a slicer limited to AAPL, GOOG and AMZN, \`Avg Price Selected Symbols\` averages only those three, while \`Avg Price All Symbols\` still uses all five.

## Common mistake
Removing filters from the wrong column. If the visual uses \`Symbol[symbol]\` but you write \`REMOVEFILTERS ( Stocks[symbol] )\`, the filter on the dimension still flows through the relationship and nothing is removed. Remove filters on the column (or table) the visual actually filters.

## Try it
Build a table by symbol with all measures above and a slicer on Symbol. Select three symbols and explain each column's behaviour. Then write \`Share of Selected Rows\` = rows of the symbol ÷ rows of all selected symbols using ALLSELECTED.

## Worked answer

\`\`\`dax
Share of Selected Rows =
DIVIDE (
    COUNTROWS ( Stocks ),
    CALCULATE ( COUNTROWS ( Stocks ), ALLSELECTED ( Symbol[symbol] ) )
)
\`\`\`

With AAPL, AMZN and GOOG selected in the slicer:

\`\`\`text
symbol  Avg Price  All Symbols  vs Market  Selected  MSFT (replace)  MSFT (keep)  Share of Sel. Rows
AAPL        64.73       100.73     -35.7%    134.21           24.74      (blank)               39.2%
AMZN        47.99       100.73     -52.4%    134.21           24.74      (blank)               39.2%
GOOG       415.87       100.73     312.8%    134.21           24.74      (blank)               21.7%
Total      134.21       100.73      33.2%    134.21           24.74      (blank)              100.0%
\`\`\`

- \`Avg Price All Symbols\` ignores both the row and the slicer: 100.73, the average of all five symbols.
- \`Avg Price Selected Symbols\` ignores the row but keeps the slicer: 134.21, the average of the three selected.
- \`MSFT (replace)\` overwrites the filter on \`Symbol[symbol]\`, from the row and the slicer alike, so it shows MSFT's 24.74 everywhere.
- \`MSFT (keep)\` intersects MSFT with the filter already there. It is blank on every row and on the total, because the slicer excludes MSFT.
- \`Share of Selected Rows\`: 123, 123 and 68 rows out of 314. GOOG has fewer because it starts in August 2004. Using \`REMOVEFILTERS\` instead of \`ALLSELECTED\` would divide by all 560 rows.
`,
    "Iterators: SUMX, AVERAGEX and RANKX": `After this lesson you can write iterators that compute row by row and then aggregate, and rank items with RANKX, including ties and totals.

## How iterators work
\`SUMX ( table, expression )\` creates a row context on each row of \`table\`, evaluates \`expression\`, and sums the results. AVERAGEX, MINX, MAXX and COUNTX work the same way. The table can be a physical table or a virtual one such as \`VALUES ( Symbol[symbol] )\`.

## Worked example
\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )

Avg of Yearly Avg Price =
AVERAGEX ( VALUES ( 'Date'[Year] ), [Avg Price] )

Sum of Symbol Max Prices =
SUMX ( VALUES ( Symbol[symbol] ), CALCULATE ( MAX ( Stocks[price] ) ) )

Price Rank =
IF (
    ISINSCOPE ( Symbol[symbol] ),
    RANKX ( ALLSELECTED ( Symbol[symbol] ), [Avg Price], , DESC, DENSE )
)
\`\`\`

\`Avg of Yearly Avg Price\` averages the yearly averages (each year weighs the same), which differs from \`Avg Price\` when years have different numbers of rows, such as GOOG's partial 2004.

In RANKX, the first argument lists what is ranked; ALLSELECTED makes the ranking respect slicers while ignoring the row's own filter. \`ISINSCOPE\` blanks the total row, where a rank makes no sense. \`DENSE\` gives 1, 2, 2, 3 for ties instead of 1, 2, 2, 4.

A hypothetical portfolio of one share of each stock, each month:

\`\`\`dax
Portfolio Value = SUMX ( VALUES ( Symbol[symbol] ), CALCULATE ( SUM ( Stocks[price] ) ) )
\`\`\`

Use it by month; across several months it would add up monthly values.

## Common mistake
\`RANKX ( Symbol, [Avg Price] )\` without ALL or ALLSELECTED, used in a visual filtered by symbol: each row sees only its own symbol, so every rank is 1. The table argument must contain all competitors.

## Try it
Add \`Price Rank\` to a matrix with Symbol in rows and Date[Year] in columns. Which symbol ranked first in 2009? Then change DENSE to SKIP and DESC to ASC and check how ranks change.

## Worked answer

In 2009 GOOG ranks first, with an average price of 449.92, followed by AAPL 150.39, IBM 109.30, AMZN 90.73 and MSFT 22.87.

\`\`\`dax
Price Rank =
IF (
    ISINSCOPE ( Symbol[symbol] ),
    RANKX ( ALLSELECTED ( Symbol[symbol] ), [Avg Price], , ASC, SKIP )
)
\`\`\`

With ASC, the order reverses: in 2009, MSFT is 1 and GOOG is 5. Switching DENSE to SKIP changes nothing here, because no two symbols share an average price in any year; the two options differ only after ties.

Watch GOOG in 2000–2003. It has no prices, but RANKX ranks its blank average as the lowest value, so it shows 5 with DESC and 1 with ASC, and pushes the others down. Wrap the RANKX in \`IF ( NOT ISBLANK ( [Avg Price] ), … )\` if you want those cells empty.
`,
    "Table functions and virtual tables": `After this lesson you can build virtual tables with FILTER, VALUES, SUMMARIZE, ADDCOLUMNS and TOPN, use them inside measures, and check them with a DAX query.

## Functions that return tables
| Function | Returns |
|---|---|
| \`FILTER ( t, cond )\` | rows of t where cond is true |
| \`VALUES ( col )\` / \`DISTINCT ( col )\` | visible distinct values |
| \`SUMMARIZE ( t, col1, … )\` | distinct combinations of group-by columns |
| \`ADDCOLUMNS ( t, "Name", expr )\` | t with extra computed columns |
| \`TOPN ( n, t, expr, DESC )\` | top n rows of t by expr |
| \`DATESBETWEEN\`, \`CALENDAR\` | dates |

A measure cannot return a table, but it can iterate, count or filter by one.

## Worked example
\`\`\`dax
Months Above 100 =
COUNTROWS ( FILTER ( Stocks, Stocks[price] > 100 ) )

Best Month Price =
MAXX (
    ADDCOLUMNS (
        SUMMARIZE ( Stocks, 'Date'[Month Start] ),
        "@Price", CALCULATE ( AVERAGE ( Stocks[price] ) )
    ),
    [@Price]
)

Top 2 Symbols Avg Price =
AVERAGEX (
    TOPN ( 2, VALUES ( Symbol[symbol] ), [Avg Price], DESC ),
    [Avg Price]
)
\`\`\`

Prefix virtual column names with \`@\` so they are not confused with model columns.

Inspect a virtual table in **DAX query view** (or DAX Studio):

\`\`\`dax
EVALUATE
TOPN (
    10,
    ADDCOLUMNS ( SUMMARIZE ( Stocks, Stocks[symbol], 'Date'[Year] ), "@Avg", [Avg Price] ),
    [@Avg], DESC
)
ORDER BY [@Avg] DESC
\`\`\`

## Common mistake
Adding computed columns inside SUMMARIZE (\`SUMMARIZE ( Stocks, 'Date'[Year], "x", … )\`). That form has surprising context behaviour and is discouraged; group with SUMMARIZE and compute with ADDCOLUMNS, or use SUMMARIZECOLUMNS in queries.

## Try it
Run the EVALUATE query to list the ten highest symbol-year average prices. Then write a measure that counts the months in which a symbol's price was above its own overall average (hint: store the average first, next lesson shows how with VAR).

## Worked answer

The query returns:

\`\`\`text
symbol  Year   @Avg
GOOG    2007  548.76
GOOG    2010  538.98
GOOG    2008  455.00
GOOG    2009  449.92
GOOG    2006  415.26
GOOG    2005  286.47
AAPL    2010  206.57
GOOG    2004  159.48
AAPL    2009  150.39
AAPL    2008  138.48
\`\`\`

\`\`\`dax
Months Above Own Avg =
VAR AvgPrice =
    CALCULATE ( AVERAGE ( Stocks[price] ), REMOVEFILTERS ( 'Date' ) )
RETURN
    COUNTROWS ( FILTER ( Stocks, Stocks[price] > AvgPrice ) )
\`\`\`

By symbol: AAPL 50 of 123 months, AMZN 48 of 123, GOOG 37 of 68, IBM 52 of 123, MSFT 54 of 123. The total row does not show 241, their sum. At the total there is no symbol filter, so the threshold becomes the all-symbol average of 100.73, and 143 months are above it. Putting \`AVERAGE ( Stocks[price] )\` directly inside FILTER, without the variable, compares each month with itself and returns blank (see the next lesson).
`,
    "Variables and readable DAX": `After this lesson you can structure measures with VAR and RETURN so they are easier to read, debug and often faster.

## Why variables
\`VAR name = expression\` evaluates once, in the context where it is defined, and the result is reused. \`RETURN\` gives the final result. Variables are constants: referring to them later does not re-evaluate them in a new context. That is what makes "compare each row with a value computed outside" patterns easy.

## Worked example: before and after
Before: the intent is hidden, and the formula is actually wrong. The CALCULATE inside FILTER triggers context transition on every row of Stocks, so each month is compared with its own price and the result is blank:

\`\`\`dax
Months Above Own Avg (wrong) =
COUNTROWS (
    FILTER ( Stocks, Stocks[price] > CALCULATE ( AVERAGE ( Stocks[price] ), ALLSELECTED ( 'Date' ) ) )
)
\`\`\`

After: the average is computed once, outside the iterator, and each step has a name:

\`\`\`dax
Months Above Own Avg =
VAR AvgPrice =
    CALCULATE ( AVERAGE ( Stocks[price] ), ALLSELECTED ( 'Date' ) )
VAR MonthsAbove =
    FILTER ( Stocks, Stocks[price] > AvgPrice )
RETURN
    COUNTROWS ( MonthsAbove )
\`\`\`

A return measure, with each step named:

\`\`\`dax
Period Return % =
VAR FirstDate = CALCULATE ( MIN ( Stocks[date] ) )
VAR LastDate = CALCULATE ( MAX ( Stocks[date] ) )
VAR FirstPrice = CALCULATE ( SUM ( Stocks[price] ), Stocks[date] = FirstDate )
VAR LastPrice = CALCULATE ( SUM ( Stocks[price] ), Stocks[date] = LastDate )
RETURN
    IF ( HASONEVALUE ( Symbol[symbol] ), DIVIDE ( LastPrice - FirstPrice, FirstPrice ) )
\`\`\`

## Debugging trick
Temporarily \`RETURN FirstPrice\` (or any variable) to see an intermediate value in the visual, then switch back.

## Formatting habits
One function argument per line for long expressions, consistent indentation, and comments with \`--\`. Paste measures into DAX Formatter or use the formatting in DAX query view.

## Common mistake
Expecting a variable to change inside CALCULATE: \`VAR s = SUM ( Stocks[price] ) RETURN CALCULATE ( s, REMOVEFILTERS ( 'Date' ) )\` returns the original sum, because \`s\` was already evaluated. Put the expression you want re-evaluated inside CALCULATE, not a variable holding its result.

## Try it
Add \`Period Return %\` to a matrix by symbol and year. Which symbol had the best return in 2009? Then debug the measure by returning FirstPrice and LastPrice for AMZN in 2008.

## Worked answer

In 2009, AAPL has the best return: from 90.13 in January to 210.73 in December, +133.8%.

\`\`\`text
symbol  First (Jan 2009)  Last (Dec 2009)  Period Return %
AAPL               90.13           210.73           133.8%
AMZN               58.82           134.52           128.7%
GOOG              338.53           619.98            83.1%
MSFT               16.63            30.34            82.4%
IBM                89.46           130.32            45.7%
\`\`\`

To debug, change the last line temporarily:

\`\`\`dax
RETURN FirstPrice   -- AMZN, 2008: 77.70 (1 Jan 2008)
RETURN LastPrice    -- AMZN, 2008: 51.28 (1 Dec 2008)
\`\`\`

Those give AMZN's 2008 return: (51.28 − 77.70) ÷ 77.70 = −34.0%. The measure measures from the first to the last month inside the filter, so a year runs January to December, not December to December. The year and grand total cells stay blank because of \`HASONEVALUE\`.
`,
    "Advanced time intelligence": `After this lesson you can write rolling averages, period-to-date returns, prior-period comparisons at any grain and a running maximum (drawdown), all against the date table.

## Beyond TOTALYTD
Built-in functions (DATESYTD, DATEADD, SAMEPERIODLASTYEAR, DATESINPERIOD, PARALLELPERIOD) cover most needs. For anything else, write the date filter yourself with FILTER over \`ALL ( 'Date' )\`.

## Worked example
\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )

Avg Price 12M Rolling =
CALCULATE (
    [Avg Price],
    DATESINPERIOD ( 'Date'[Date], MAX ( 'Date'[Date] ), -12, MONTH )
)

Avg Price PY = CALCULATE ( [Avg Price], DATEADD ( 'Date'[Date], -1, YEAR ) )

YoY Price Change % = DIVIDE ( [Avg Price] - [Avg Price PY], [Avg Price PY] )

Running Max Price =
VAR CurrentDate = MAX ( 'Date'[Date] )
RETURN
    CALCULATE ( MAX ( Stocks[price] ), 'Date'[Date] <= CurrentDate, REMOVEFILTERS ( 'Date' ) )

Drawdown % =
VAR CurrentPrice = [Avg Price]
RETURN
    IF ( NOT ISBLANK ( CurrentPrice ), DIVIDE ( CurrentPrice, [Running Max Price] ) - 1 )
\`\`\`

\`Drawdown %\` shows how far a stock is below its highest price so far: 0% at a new high, negative otherwise. Chart it by Date[Month] with one symbol selected and look at the 2000–2002 and 2008 periods.

For the market, the daily S&P 500 table gives month-end values:

\`\`\`dax
SP500 Close = SUM ( SP500[close] )

SP500 Month End Close =
CALCULATE ( [SP500 Close], LASTNONBLANK ( 'Date'[Date], [SP500 Close] ) )
\`\`\`

\`LASTNONBLANK\` finds the last trading day in the context, since month ends often fall on weekends.

## Common mistake
Passing \`Stocks[date]\` to DATESINPERIOD or DATEADD, or using a date table that is not marked or does not cover whole years. Rolling windows then skip months or return blanks at the edges. Always pass \`'Date'[Date]\` and keep the Date table marked.

## Try it
Plot \`Avg Price 12M Rolling\` and \`Avg Price\` for AAPL by month. Then build \`Drawdown %\` for IBM and find the month with the deepest drawdown. Finally compare \`SP500 Month End Close\` with a plain sum of close for January 2008.

## Worked answer

1. Line chart: X-axis \`Date[Month]\`, Y-axis \`Avg Price\` and \`Avg Price 12M Rolling\`, filter Symbol = AAPL.
2. Add \`Running Max Price\` and \`Drawdown %\`, then chart or table \`Drawdown %\` by month for IBM.
3. Table filtered to January 2008 with \`SP500 Month End Close\` and \`SP500 Close\`.

For AAPL, the rolling line is smoother and lags behind. In December 2008 the monthly price is 85.35 but the 12-month average is still 138.48. In March 2010 the monthly price is 223.02 and the rolling average is 178.32.

IBM's deepest drawdown is in September 2002. The price was 53.01, against a running maximum of 118.62 set in August 2000, so \`Drawdown %\` is −55.3%. The worst point after 2002 is June 2005, at −41.9%.

For January 2008, \`SP500 Month End Close\` is 1,378.55, the close on 31 January 2008. The plain sum of close is 28,954.04: 21 trading days added together, which is not a price at all.
`,
    "Role-playing dates and USERELATIONSHIP": `After this lesson you can relate one date table to several date columns of a fact table, keep one relationship active, and switch to another inside a measure with USERELATIONSHIP.

## The problem
A fact table often has several dates: order and ship date, trade and settlement date. Power BI allows only one **active** relationship between two tables; the others are **inactive** (dashed lines) and used on demand.

## Our second date
The \`stocks\` table has one date per row, the first of the month. A finance team that reports prices at month end needs a second date. In Power Query add:

\`\`\`text
AddedReportDate = Table.AddColumn(Typed, "report_date", each Date.EndOfMonth([date]), type date)
\`\`\`

Now relate \`Date[Date]\` to both \`Stocks[date]\` (active) and \`Stocks[report_date]\` (inactive).

## Worked example
\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )

Avg Price by Report Date =
CALCULATE (
    [Avg Price],
    USERELATIONSHIP ( 'Date'[Date], Stocks[report_date] )
)

Months Reported =
CALCULATE (
    COUNTROWS ( Stocks ),
    USERELATIONSHIP ( 'Date'[Date], Stocks[report_date] )
)
\`\`\`

By month both measures agree, but a slicer on a date range does not: filter Date to 1–30 January 2008 and \`Avg Price\` includes the January rows (dated 1 January), while \`Avg Price by Report Date\` is blank because the January rows are reported on 31 January. Both are "right"; the business has to say which date a question is about.

## The alternative: separate date tables
You can also load the date table twice (\`Date\` and \`Report Date\`) with active relationships each. That suits reports where users slice by both dates at once, at the cost of a bigger model and duplicated slicers.

## Common mistake
Creating the second relationship active and switching the first to inactive by accident, or letting Power BI refuse it because of an ambiguous path. Check Model view: exactly one solid line between \`Date\` and \`Stocks\`. And USERELATIONSHIP only works inside CALCULATE (or CALCULATETABLE), with both columns of an existing relationship.

## Try it
Add \`report_date\`, the inactive relationship and both measures. Build a table by Date[Date] filtered to 2008 and show both row counts side by side; explain in one sentence where each row lands.

## Worked answer

\`\`\`m
AddedReportDate = Table.AddColumn(Typed, "report_date", each Date.EndOfMonth([date]), type date)
\`\`\`

1. In **Model view**, drag \`Date[Date]\` onto \`Stocks[report_date]\`. Check that it is a dashed (inactive) line and that \`Date[Date]\` → \`Stocks[date]\` is still solid.
2. Add \`Months Reported\` and a \`Rows = COUNTROWS ( Stocks )\` measure.
3. Build a table of \`Date[Date]\` with both measures, filtered to Date[Year] = 2008.

\`Rows\` shows 5 on each first of the month (1 January, 1 February, …). \`Months Reported\` shows 5 on each month end (31 January, 29 February, …). Both total 60: 5 symbols × 12 months. Model sentence: "Each row lands on the first of its month through the active relationship and on the last day of the same month through \`report_date\`, so the totals agree and only the day differs."
`,
    "Calculation groups and field parameters": `After this lesson you can apply one set of time calculations to any measure with a calculation group, and let report users choose measures or dimensions with field parameters.

## Calculation groups
A calculation group is a table whose items rewrite whichever measure is in the visual, through \`SELECTEDMEASURE ()\`. Create one in **Model view > Calculation group** (or with Tabular Editor), name it \`Time Calc\`, and add items:

\`\`\`dax
-- item: Current
SELECTEDMEASURE ()

-- item: PY
CALCULATE ( SELECTEDMEASURE (), DATEADD ( 'Date'[Date], -1, YEAR ) )

-- item: YoY %
VAR Cur = SELECTEDMEASURE ()
VAR Prev = CALCULATE ( SELECTEDMEASURE (), DATEADD ( 'Date'[Date], -1, YEAR ) )
RETURN DIVIDE ( Cur - Prev, Prev )

-- item: 12M Rolling
CALCULATE (
    SELECTEDMEASURE (),
    DATESINPERIOD ( 'Date'[Date], MAX ( 'Date'[Date] ), -12, MONTH )
)
\`\`\`

Put \`Time Calc[Name]\` in the matrix columns and \`Avg Price\` in values: four versions of one measure without four measures. Add \`SP500 Close\` and it works for that too. Give the YoY % item a **format string expression** such as \`"0.0%"\` so it is not shown as a price.

## Field parameters
**Modeling > New parameter > Fields** creates a slicer that switches what a visual shows:

\`\`\`dax
Metric = {
    ( "Avg price", NAMEOF ( '_Measures'[Avg Price] ), 0 ),
    ( "Drawdown", NAMEOF ( '_Measures'[Drawdown %] ), 1 ),
    ( "Price rank", NAMEOF ( '_Measures'[Price Rank] ), 2 )
}
\`\`\`

This assumes your measures live in a \`_Measures\` table; use the table that holds them.

Use the \`Metric\` column on a chart's Y-axis and as a slicer. The same works with columns (e.g. Symbol vs Date[Year] on the axis).

## Common mistake
Forgetting that calculation groups apply to every measure in the visual, including ones that should not change (like a count or a rank). Check \`ISSELECTEDMEASURE ( [Price Rank] )\` in an item to leave such measures untouched, and remember that implicit measures stop working once a model has a calculation group.

## Try it
Create the \`Time Calc\` group with the four items, and a \`Metric\` field parameter. Build one line chart driven by the parameter and a matrix by Date[Year] and Time Calc, and check the YoY % row for 2009.

## Worked answer

1. **Model view > Calculation group**, name it \`Time Calc\` and rename the column \`Name\`. Add the items Current, PY, YoY % and 12M Rolling with the DAX from the note. Give YoY % the format string expression \`"0.0%"\`.
2. **Modeling > New parameter > Fields**: add Avg Price, Drawdown % and Price Rank, name it \`Metric\`, and keep "Add slicer to this page".
3. Line chart: X-axis \`Date[Month]\`, Y-axis the \`Metric\` column. Matrix: rows \`Date[Year]\`, columns \`Time Calc[Name]\`, values \`Avg Price\`.

The 2009 row, with no symbol filter, reads:

\`\`\`text
Current 164.64   PY 158.99   YoY % 3.6%   12M Rolling 164.64
\`\`\`

(164.64 − 158.99) ÷ 158.99 = 3.6%. 12M Rolling equals Current on a year row because the window runs back 12 months from 31 December. If YoY % shows 0.04 or a price format, the format string expression is missing. If the field parameter slicer changes nothing, the chart uses a measure instead of the \`Metric\` column.
`,
    "Performance: DAX Studio and query plans": `After this lesson you can capture a slow visual's query, time it in DAX Studio, read storage engine versus formula engine timings, and rewrite the measure.

## The workflow
1. In Power BI: **Performance analyzer > Start recording**, refresh the visual, **Copy query**.
2. In DAX Studio (free): connect to the open .pbix, paste the query, turn on **Server Timings** and **Query Plan**, and **Clear cache** before each run.
3. Compare total time, **SE** (storage engine: VertiPaq scans, fast, parallel) and **FE** (formula engine: single-threaded). Many SE queries or a high FE share point to the measure.

## Worked example: a slow pattern and its rewrite
\`\`\`dax
-- slow: FILTER over the whole fact table, row context in a big iterator
Months Above 50 (slow) =
COUNTROWS ( FILTER ( Stocks, Stocks[price] > 50 ) )

-- faster: filter one column, let the storage engine do it
Months Above 50 =
CALCULATE ( COUNTROWS ( Stocks ), Stocks[price] > 50 )
\`\`\`

On a table this small both are instant; the habit matters on millions of rows. A test query in DAX Studio:

\`\`\`dax
DEFINE
    MEASURE Stocks[Test] = CALCULATE ( COUNTROWS ( Stocks ), Stocks[price] > 50 )
EVALUATE
SUMMARIZECOLUMNS ( Symbol[symbol], 'Date'[Year], "Test", [Test] )
\`\`\`

## What to look for
| Symptom | Likely cause |
|---|---|
| Many small SE queries ("callbacks", CallbackDataID) | IF/SWITCH or context transition inside an iterator |
| Large row counts in SE queries | materialising a big table for FE |
| High FE time | complex row-by-row logic, nested iterators |
| Slow only with a slicer | bi-directional filters or many-to-many |

Use **View Metrics** (VertiPaq Analyzer) in DAX Studio to find large columns; high-cardinality columns such as timestamps dominate memory.

## Common mistake
Timing a query with a warm cache. The second run is served from cache and looks fast. Clear the cache (or use "Run with cold cache") and run several times before comparing.

## Try it
Copy the query of your Price Rank matrix into DAX Studio, run it with Server Timings and note the SE/FE split. Then remove ISINSCOPE or change ALLSELECTED to ALL and measure again.

## Worked answer

1. **Optimize > Performance analyzer > Start recording**, then **Refresh visuals**. Expand the matrix and click **Copy query**.
2. In DAX Studio, connect to the open model and paste the query. Turn on **Server Timings**, **Clear cache**, and run it three times. Note the Total, SE and FE milliseconds and the number of SE queries.
3. Edit the measure, first without \`ISINSCOPE\`, then with \`ALL\` instead of \`ALLSELECTED\`, and time each version the same way.

On 560 rows every version runs in a few milliseconds, so the exact figures do not matter here; compare the SE query count and the FE share. Without \`ISINSCOPE\`, the total row gets a rank too, a meaningless number, and there is a little more work. With \`ALL\` instead of \`ALLSELECTED\`, the numbers do not change while no Symbol slicer is set, but a slicer is then ignored by the ranking. Judge a rewrite only on a cold cache; the second warm run always looks faster.
`,
  },
  readings: {
    "DAX pattern reference": `A compact reference of patterns used in this course, written for the \`Stocks\`, \`SP500\`, \`Date\` and \`Symbol\` tables.

## Base measures
\`\`\`dax
Avg Price = AVERAGE ( Stocks[price] )
Rows = COUNTROWS ( Stocks )
SP500 Close = SUM ( SP500[close] )
\`\`\`

## Filter patterns
| Goal | Pattern |
|---|---|
| Share of all | \`DIVIDE ( [m], CALCULATE ( [m], REMOVEFILTERS ( Symbol ) ) )\` |
| Share of selected | \`DIVIDE ( [m], CALCULATE ( [m], ALLSELECTED ( Symbol ) ) )\` |
| Fixed filter, respecting current | \`CALCULATE ( [m], KEEPFILTERS ( Symbol[symbol] = "IBM" ) )\` |
| Keep only one date filter | \`CALCULATE ( [m], ALLEXCEPT ( 'Date', 'Date'[Year] ) )\` |
| Column filter (fast) | \`CALCULATE ( [m], Stocks[price] > 100 )\` |

## Ranking and top N
\`\`\`dax
Rank = IF ( ISINSCOPE ( Symbol[symbol] ),
    RANKX ( ALLSELECTED ( Symbol[symbol] ), [Avg Price], , DESC, DENSE ) )

Top 2 Avg = AVERAGEX ( TOPN ( 2, VALUES ( Symbol[symbol] ), [Avg Price] ), [Avg Price] )
\`\`\`

## Time intelligence
\`\`\`dax
YTD = CALCULATE ( [m], DATESYTD ( 'Date'[Date] ) )
PY = CALCULATE ( [m], SAMEPERIODLASTYEAR ( 'Date'[Date] ) )
Rolling 12M = CALCULATE ( [m], DATESINPERIOD ( 'Date'[Date], MAX ( 'Date'[Date] ), -12, MONTH ) )
Last value = CALCULATE ( [m], LASTNONBLANK ( 'Date'[Date], [m] ) )
Running max =
VAR d = MAX ( 'Date'[Date] )
RETURN CALCULATE ( MAX ( Stocks[price] ), 'Date'[Date] <= d, REMOVEFILTERS ( 'Date' ) )
\`\`\`

## Relationships
\`\`\`dax
Inactive date = CALCULATE ( [m], USERELATIONSHIP ( 'Date'[Date], Stocks[report_date] ) )
Both directions, one measure = CALCULATE ( [m], CROSSFILTER ( Symbol[symbol], Stocks[symbol], BOTH ) )
\`\`\`

## Checks
| Function | Use |
|---|---|
| \`HASONEVALUE ( col )\` | single item selected? |
| \`SELECTEDVALUE ( col, alt )\` | that item, or alt |
| \`ISINSCOPE ( col )\` | is col a grouping level here? (blank totals) |
| \`ISFILTERED ( col )\` | is col filtered directly? |

## Rules of thumb
- [ ] Replace \`[m]\` with your measure; never repeat raw expressions across measures
- [ ] Use VAR for anything used twice and to compare rows with an outer value
- [ ] Use DIVIDE for every ratio
- [ ] Filter columns, not tables, in CALCULATE
- [ ] Time intelligence always on \`'Date'[Date]\` from a marked date table
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "dax-k1",
          type: "single",
          prompt:
            "In the Symbol table you add the calculated column Max Price = MAX ( Stocks[price] ). Every row shows the same value, the highest price of any stock. Why, and what fixes it?",
          choices: [
            {
              id: "a",
              text: "A row context does not filter Stocks; wrapping it as CALCULATE ( MAX ( Stocks[price] ) ) turns the row into a filter through context transition",
            },
            { id: "b", text: "The relationship Symbol → Stocks is inactive; activate it with USERELATIONSHIP" },
            { id: "c", text: "MAX ignores relationships; use MAXX ( Stocks, Stocks[price] ) instead" },
            { id: "d", text: "Calculated columns cannot reference other tables; write it as a measure" },
          ],
          correct: "a",
          explanation:
            "A calculated column has a row context (this symbol), but a row context filters nothing, so MAX scans all of Stocks. CALCULATE performs context transition: the current row becomes a filter Symbol[symbol] = that symbol, which flows through the relationship to Stocks. MAXX would still iterate the whole unfiltered table, and the relationship is active.",
        },
        {
          id: "dax-k2",
          type: "single",
          prompt:
            'A table visual has one row per Symbol[symbol]. What does CALCULATE ( [Avg Price], KEEPFILTERS ( Symbol[symbol] = "MSFT" ) ) show on the IBM row?',
          choices: [
            { id: "a", text: "Blank, because IBM intersected with MSFT leaves no rows" },
            { id: "b", text: "MSFT's average price, as on every other row" },
            { id: "c", text: "IBM's average price, because the row's filter wins" },
            { id: "d", text: "The average price of IBM and MSFT together" },
          ],
          correct: "a",
          explanation:
            "KEEPFILTERS intersects the new filter with the existing one: symbol = IBM and symbol = MSFT matches nothing, so the result is blank, and only the MSFT row shows a value. Without KEEPFILTERS the boolean filter replaces the row's filter on Symbol[symbol], which is why the plain version shows MSFT's average on every row.",
        },
        {
          id: "dax-k3",
          type: "numeric",
          prompt:
            "For GOOG, 2004 has 5 monthly rows averaging $150 and 2005 has 12 rows averaging $280. With both years selected, what does Avg of Yearly Avg Price := AVERAGEX ( VALUES ( 'Date'[Year] ), [Avg Price] ) return, in dollars?",
          answer: 215,
          tolerance: 0.01,
          unit: "$",
          explanation:
            "AVERAGEX iterates the two years, evaluates [Avg Price] for each (context transition per year) and averages those results: (150 + 280) / 2 = $215, each year weighing the same. Plain [Avg Price] over both years averages the 17 rows instead: (5 × 150 + 12 × 280) / 17 = 4,110 / 17 ≈ $241.76, so the partial year 2004 counts less.",
        },
        {
          id: "dax-k4",
          type: "multiple",
          prompt: "Which of these statements about DAX behaviour are true?",
          choices: [
            {
              id: "a",
              text: "RANKX ( Symbol, [Avg Price] ) in a table visual by symbol ranks every row 1, because each row sees only its own symbol",
            },
            {
              id: "b",
              text: "VAR s = SUM ( Stocks[price] ) RETURN CALCULATE ( s, REMOVEFILTERS ( 'Date' ) ) returns the same value as s, because s is evaluated where it is defined",
            },
            {
              id: "c",
              text: "When the visual filters Symbol[symbol], REMOVEFILTERS ( Stocks[symbol] ) removes that filter",
            },
            {
              id: "d",
              text: "Making the Date → Stocks[report_date] relationship active as well lets both dates filter Stocks at the same time",
            },
          ],
          correct: ["a", "b"],
          explanation:
            "RANKX needs a table of all competitors, such as ALLSELECTED ( Symbol[symbol] ); filtered to one symbol it ranks it against itself. Variables are constants once evaluated, so CALCULATE cannot change s: move the CALCULATE into the VAR. REMOVEFILTERS on the fact column leaves the dimension filter flowing through the relationship; remove it from Symbol. Only one relationship between two tables can be active: keep report_date inactive and use USERELATIONSHIP in a measure.",
        },
        {
          id: "dax-k5",
          type: "single",
          prompt:
            "On a fact table with millions of rows, why is CALCULATE ( COUNTROWS ( Stocks ), Stocks[price] > 50 ) usually faster than COUNTROWS ( FILTER ( Stocks, Stocks[price] > 50 ) )?",
          choices: [
            {
              id: "a",
              text: "It filters one column, which the storage engine can scan in bulk, instead of iterating every row of the whole table",
            },
            { id: "b", text: "CALCULATE results are always cached between visuals, FILTER results never are" },
            { id: "c", text: "FILTER ignores relationships, so it has to scan the other tables too" },
            { id: "d", text: "COUNTROWS is slower than CALCULATE on any table" },
          ],
          correct: "a",
          explanation:
            "A boolean filter in CALCULATE is a filter on the single column Stocks[price], which VertiPaq (the storage engine) evaluates quickly and in parallel. FILTER over the whole table creates a row context on every row of Stocks, pushing work towards the single-threaded formula engine. Confirm it in DAX Studio with Server Timings and a cleared cache, not by the feel of a warm-cache rerun.",
        },
        {
          id: "dax-k6",
          type: "single",
          prompt:
            "Your Time Calc calculation group has a PY item, CALCULATE ( SELECTEDMEASURE (), DATEADD ( 'Date'[Date], -1, YEAR ) ). In a matrix with Avg Price and Price Rank, the PY column now shifts the rank to last year too, which the treasurer does not want. What is the fix?",
          choices: [
            {
              id: "a",
              text: "In the item, return SELECTEDMEASURE () unchanged when ISSELECTEDMEASURE ( [Price Rank] ) is true",
            },
            { id: "b", text: "Move Price Rank into a different measure table" },
            { id: "c", text: "Wrap Price Rank in KEEPFILTERS" },
            { id: "d", text: "Nothing can stop it: calculation groups must apply to every measure" },
          ],
          correct: "a",
          explanation:
            "A calculation group item rewrites whichever measure is in the visual, wherever that measure lives. Checking ISSELECTEDMEASURE inside the item lets you leave chosen measures, such as a rank or a count, untouched. Moving the measure to another table or adding KEEPFILTERS does not change which measures the item applies to.",
        },
      ],
    },
  },
  projectBrief: `# Project: finance KPI model

## Scenario
**Harbor Lane Capital** is a fictional investment club that held five technology stocks during the 2000s. The treasurer wants a Power BI model with a small set of reliable KPIs to review how each stock behaved against the market: returns, drawdowns, rankings and year-over-year changes, usable by members who never write DAX.

## The data
Use the **Tech Stock Prices** data set from the data playground (Pro):
- **stocks**: \`symbol\`, \`date\` (text such as \`Jan 1 2000\`), \`price\`; monthly, Jan 2000–Mar 2010.
- **sp500-2000**: \`date\`, \`open\`, \`high\`, \`low\`, \`close\`, \`adjclose\`, \`volume\`; daily.

## Questions to answer
1. What was each symbol's return over each calendar year (first to last month of the year), and how did it rank among the five?
2. What was each symbol's deepest drawdown from its running high, and in which month did it occur?
3. How did the 12-month rolling average price of each stock evolve compared with the S&P 500's month-end close?
4. In how many months was each symbol above its own average price for the selected period?
5. How does the year-over-year change of every KPI look when switched with a calculation group?

## Deliverables
- A \`.pbix\` with the star schema: \`Stocks\`, \`SP500\`, \`Date\` (marked), \`Symbol\`, and a \`report_date\` role-playing relationship.
- A \`_Measures\` table with at least: Avg Price, Period Return %, Price Rank, Running Max Price, Drawdown %, a rolling 12-month measure and a USERELATIONSHIP measure, all using variables where they help.
- A \`Time Calc\` calculation group (Current, PY, YoY %, 12M Rolling) and a field parameter for the main chart.
- One report page answering questions 1–5, and a screenshot of DAX Studio Server Timings for your slowest visual with a note on what you changed.

## Hand-in checklist
- [ ] No measure sums prices across symbols without saying why
- [ ] Totals that make no sense (ranks, returns across symbols) are blank
- [ ] Every ratio uses DIVIDE; every measure has a format and description
- [ ] Time intelligence uses \`'Date'[Date]\` only
- [ ] GOOG's late start (August 2004) is handled and mentioned
- [ ] Measures are formatted and readable (one argument per line where long)
`,
} satisfies CourseNotes;
