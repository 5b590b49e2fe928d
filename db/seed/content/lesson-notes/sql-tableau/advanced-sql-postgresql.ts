import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction and database setup": `After this lesson you know what the course covers and have a PostgreSQL database with the practice tables loaded and typed correctly.

## What the course covers

You will write the kind of queries that sit behind recurring reports: CTEs for readable multi-step logic, recursive CTEs, window functions for ranking, running totals, moving averages and period-over-period change, pivots with \`FILTER\`, JSON columns, and finally query plans and indexes. The course ends with a retention-style analysis project.

## The practice data

We use the **Seattle Weather** data set from the data playground. In SQL each file is a table named by its short name, with hyphens as underscores:

| Table | One row is | Columns |
| --- | --- | --- |
| \`seattle_weather\` | a day, 2012-01-01 to 2015-12-31 | \`date\`, \`precipitation\` (mm), \`temp_max\`, \`temp_min\` (°C), \`wind\` (m/s), \`weather\` (sun, rain, drizzle, fog, snow) |
| \`seattle_weather_hourly_normals\` | an hour of a typical year (stamped 2010) | \`date\` (timestamp), \`pressure\`, \`temperature\`, \`wind\` |

A daily time series is ideal for window functions: it has an order, gaps to detect and periods to compare.

## Setup in PostgreSQL

Download both CSVs from the data playground, then in psql:

\`\`\`sql
CREATE TABLE seattle_weather (
  date          date PRIMARY KEY,
  precipitation numeric,
  temp_max      numeric,
  temp_min      numeric,
  wind          numeric,
  weather       text
);
\\copy seattle_weather FROM 'seattle-weather.csv' WITH (FORMAT csv, HEADER true)

CREATE TABLE seattle_weather_hourly_normals (
  date        timestamp PRIMARY KEY,
  pressure    numeric,
  temperature numeric,
  wind        numeric
);
\\copy seattle_weather_hourly_normals FROM 'seattle-weather-hourly-normals.csv' WITH (FORMAT csv, HEADER true)
\`\`\`

In pgAdmin, use the table's Import/Export dialog with the same options.

## Watch out

The \`weather\` label was synthesised for teaching and \`snow\` is rare, so treat category counts as illustrations, not climate facts.

## Try it

Run \`SELECT MIN(date), MAX(date), COUNT(*) FROM seattle_weather;\` and check that the count equals the number of days between the two dates plus one. If it does, there are no missing days.

## Worked answer

\`\`\`sql
SELECT MIN(date), MAX(date), COUNT(*),
       MAX(date) - MIN(date) + 1 AS days_in_range
FROM seattle_weather;
\`\`\`

The table runs from 2012-01-01 to 2015-12-31 with 1,461 rows, and subtracting two dates in PostgreSQL gives whole days: 1,460 + 1 = 1,461. The count matches, so no day is missing. Forget the "+ 1" and you would wrongly conclude there is one row too many.
`,
    "CTEs and readable queries": `After this lesson you can break a complex query into named steps with WITH, so each step can be read, tested and reused on its own.

## The pattern

A common table expression (CTE) is a named subquery defined before the main query. Each CTE can use the ones before it.

\`\`\`sql
WITH monthly AS (
  SELECT date_trunc('month', date)::date AS month,
         SUM(precipitation)              AS rain_mm,
         COUNT(*) FILTER (WHERE precipitation > 0) AS wet_days
  FROM seattle_weather
  GROUP BY 1
),
ranked AS (
  SELECT month, rain_mm, wet_days,
         AVG(rain_mm) OVER () AS avg_month_mm
  FROM monthly
)
SELECT month, rain_mm, wet_days
FROM ranked
WHERE rain_mm > 2 * avg_month_mm
ORDER BY month;
\`\`\`

Read it top to bottom: aggregate to months, add the overall average, keep the very wet months.

## Why CTEs help

- **Testability:** replace the final \`SELECT\` with \`SELECT * FROM monthly\` to check a step.
- **Naming:** \`monthly\` and \`ranked\` document intent better than nested brackets.
- **Reuse:** a CTE can be referenced twice in the main query, for example to join a month to the previous month.

In PostgreSQL 12+, CTEs are inlined by the planner unless you write \`AS MATERIALIZED\`, so they usually cost nothing compared with subqueries.

## Common mistake

Building one long CTE chain where each step changes the grain silently. State the grain of each CTE in a comment (\`-- one row per month\`) and check counts as you go.

## Try it

Write a CTE \`yearly\` with one row per year (total precipitation, number of \`sun\` days, hottest \`temp_max\`), then a main query that returns the year with the most sun days.

## Worked answer

\`\`\`sql
WITH yearly AS (
  -- one row per year
  SELECT EXTRACT(YEAR FROM date)::int            AS yr,
         SUM(precipitation)                       AS rain_mm,
         COUNT(*) FILTER (WHERE weather = 'sun')  AS sun_days,
         MAX(temp_max)                            AS hottest_max
  FROM seattle_weather
  GROUP BY 1
)
SELECT yr, sun_days
FROM yearly
ORDER BY sun_days DESC
LIMIT 1;
\`\`\`

2014 has the most sun days, 187 (then 2013 with 173, 2015 with 162 and 2012 with 118). Run \`SELECT * FROM yearly\` to check the step: four rows, with 2014 also the wettest year (1,232.8 mm) and the hottest (35.6 °C), so "sunniest" and "driest" are not the same question.
`,
    "Recursive CTEs": `After this lesson you can write a recursive CTE that generates a series or walks a hierarchy, and use it to find gaps in a time series.

## How recursion works

\`WITH RECURSIVE\` has two parts joined by \`UNION ALL\`: an **anchor** query that runs once, and a **recursive** query that refers to the CTE itself and runs until it returns no rows.

\`\`\`sql
WITH RECURSIVE calendar AS (
  SELECT DATE '2012-01-01' AS day              -- anchor
  UNION ALL
  SELECT (day + 1)::date                       -- recursive step
  FROM calendar
  WHERE day < DATE '2015-12-31'                -- stop condition
)
SELECT c.day
FROM calendar AS c
LEFT JOIN seattle_weather AS w ON w.date = c.day
WHERE w.date IS NULL;                          -- days with no reading
\`\`\`

An empty result means the daily table has no gaps. In practice PostgreSQL's \`generate_series\` does this particular job more simply; recursion earns its keep when each step depends on the previous one.

## A step that depends on the previous row: streaks

\`\`\`sql
WITH RECURSIVE streak AS (
  SELECT date, 1 AS day_in_streak
  FROM seattle_weather
  WHERE weather = 'sun' AND date = DATE '2015-07-01'
  UNION ALL
  SELECT w.date, s.day_in_streak + 1
  FROM streak AS s
  JOIN seattle_weather AS w
    ON w.date = s.date + 1 AND w.weather = 'sun'
)
SELECT MAX(day_in_streak) AS sunny_run_length FROM streak;
\`\`\`

If 1 July 2015 was not sunny, the anchor returns no row and the recursion never starts: \`MAX\` over no rows gives one row holding NULL, not 0. Wrap it in \`COALESCE(MAX(day_in_streak), 0)\` when a streak of none should read 0.

## Watch out

A missing or wrong stop condition loops until PostgreSQL runs out of memory. While developing, add a safety limit such as \`WHERE depth < 1000\`.

## Try it

Rewrite the calendar with \`generate_series(DATE '2012-01-01', DATE '2015-12-31', INTERVAL '1 day')\` and confirm you get the same (empty) list of missing days. Then use the streak query from a different start date of your choice.

## Worked answer

\`\`\`sql
SELECT c.day::date AS missing_day
FROM generate_series(DATE '2012-01-01', DATE '2015-12-31',
                     INTERVAL '1 day') AS c(day)
LEFT JOIN seattle_weather AS w ON w.date = c.day
WHERE w.date IS NULL;

WITH RECURSIVE streak AS (
  SELECT date, 1 AS day_in_streak
  FROM seattle_weather
  WHERE weather = 'sun' AND date = DATE '2015-07-09'
  UNION ALL
  SELECT w.date, s.day_in_streak + 1
  FROM streak AS s
  JOIN seattle_weather AS w
    ON w.date = s.date + 1 AND w.weather = 'sun'
)
SELECT COALESCE(MAX(day_in_streak), 0) AS sunny_run_length,
       MAX(date)                        AS last_sunny_day
FROM streak;
\`\`\`

\`generate_series\` produces the same 1,461 days and the first query returns no rows, as the recursive calendar did (it returns timestamps, hence the cast). From 9 July 2015 the sun lasts 15 days, to 23 July; the lesson's start, 1 July, gives 5 days, because 6 July is drizzle. Pick a day that is not sunny, such as 30 June 2015 (fog), and you get 0.
`,
    "Window functions: ROW_NUMBER and RANK": `After this lesson you can number and rank rows within groups without collapsing them, and pick the top rows per group.

## Window functions keep the rows

\`GROUP BY\` collapses rows; a window function adds a value to each row, computed over a window defined by \`OVER (PARTITION BY ... ORDER BY ...)\`.

\`\`\`sql
SELECT date,
       EXTRACT(YEAR FROM date)::int AS yr,
       temp_max,
       ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM date)
                          ORDER BY temp_max DESC) AS rn,
       RANK()       OVER (PARTITION BY EXTRACT(YEAR FROM date)
                          ORDER BY temp_max DESC) AS rnk,
       DENSE_RANK() OVER (PARTITION BY EXTRACT(YEAR FROM date)
                          ORDER BY temp_max DESC) AS drnk
FROM seattle_weather;
\`\`\`

## The three ranking functions on ties

With illustrative values:

| temp_max | ROW_NUMBER | RANK | DENSE_RANK |
| --- | --- | --- | --- |
| 35.0 | 1 | 1 | 1 |
| 33.9 | 2 | 2 | 2 |
| 33.9 | 3 | 2 | 2 |
| 32.8 | 4 | 4 | 3 |

\`ROW_NUMBER\` breaks ties arbitrarily unless you add a tie-breaker to \`ORDER BY\`.

## Top N per group

Window functions cannot appear in \`WHERE\`, so filter in an outer query:

\`\`\`sql
WITH ranked AS (
  SELECT date, temp_max,
         ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM date)
                            ORDER BY temp_max DESC, date) AS rn
  FROM seattle_weather
)
SELECT * FROM ranked WHERE rn <= 3 ORDER BY date;
\`\`\`

## Common mistake

Using \`ROW_NUMBER\` for a "top 3" when ties matter. If two days share third place, one is dropped at random. Use \`RANK\` (or \`DENSE_RANK\`) when ties should both appear, and say so in the report.

## Try it

For each \`weather\` label, list the three windiest days (\`wind\`) with \`RANK\`. How many rows do you get, and why might some labels return more than three?

## Worked answer

\`\`\`sql
WITH ranked AS (
  SELECT weather, date, wind,
         RANK() OVER (PARTITION BY weather ORDER BY wind DESC) AS rnk
  FROM seattle_weather
)
SELECT weather, date, wind, rnk
FROM ranked
WHERE rnk <= 3
ORDER BY weather, rnk, date;
\`\`\`

You get 16 rows, not 15. Snow has four: 2012-03-15 and 2012-12-19 share third place at 5.8 m/s, so \`RANK\` keeps both. Rain has only three rows but no third place: two days tie for second at 8.8 m/s, so the next rank is 4 and falls outside \`rnk <= 3\`. With \`DENSE_RANK\` rain would get a fourth row; with \`ROW_NUMBER\` every label would get exactly three and one tied day would be dropped arbitrarily.
`,
    "Running totals and moving averages": `After this lesson you can compute cumulative sums and moving averages with window frames, and choose between ROWS and RANGE frames.

## Running totals

Add \`ORDER BY\` to the window and the default frame runs from the start of the partition to the current row:

\`\`\`sql
SELECT date,
       precipitation,
       SUM(precipitation) OVER (
         PARTITION BY EXTRACT(YEAR FROM date)
         ORDER BY date
       ) AS rain_year_to_date
FROM seattle_weather;
\`\`\`

The total restarts each 1 January because of the partition.

## Moving averages with an explicit frame

\`\`\`sql
SELECT date,
       temp_max,
       AVG(temp_max) OVER (
         ORDER BY date
         ROWS BETWEEN 6 PRECEDING AND CURRENT ROW
       ) AS temp_max_7d,
       COUNT(*) OVER (
         ORDER BY date
         ROWS BETWEEN 6 PRECEDING AND CURRENT ROW
       ) AS days_in_window
FROM seattle_weather;
\`\`\`

The first six rows average fewer than seven days; \`days_in_window\` shows that, so you can blank them out with \`CASE WHEN days_in_window = 7 THEN temp_max_7d END\`.

## ROWS versus RANGE

- \`ROWS BETWEEN 6 PRECEDING\` counts physical rows: right only if there is exactly one row per day and no gaps.
- \`RANGE BETWEEN INTERVAL '6 days' PRECEDING AND CURRENT ROW\` counts by value of the ordering column and stays correct when days are missing (PostgreSQL 11+).

## Watch out

The default frame with \`ORDER BY\` is \`RANGE UNBOUNDED PRECEDING\`, which treats rows with equal sort values as peers: they all get the same running total. On a table with duplicate dates (several events per day) that surprises people. Write the frame explicitly.

## Try it

Compute a 30-day moving sum of \`precipitation\` with a \`RANGE\` frame, then find the date on which that 30-day total was highest in each year.

## Worked answer

\`\`\`sql
WITH moving AS (
  SELECT date,
         SUM(precipitation) OVER (
           ORDER BY date
           RANGE BETWEEN INTERVAL '29 days' PRECEDING AND CURRENT ROW
         ) AS rain_30d
  FROM seattle_weather
),
ranked AS (
  SELECT date, rain_30d,
         RANK() OVER (PARTITION BY EXTRACT(YEAR FROM date)
                      ORDER BY rain_30d DESC) AS rnk
  FROM moving
)
SELECT date, rain_30d
FROM ranked
WHERE rnk = 1
ORDER BY date;
\`\`\`

A 30-day window is the current day plus 29 before it; \`INTERVAL '30 days'\` would cover 31 days. The wettest 30 days ended on 2014-03-10 (300.0 mm) and 2015-12-12 (325.7 mm, the highest of all), and on 2013-01-09 (185.7 mm, of which 117.1 mm fell in December 2012: the frame is not partitioned by year, so it reaches back across New Year). 2012 returns two rows, 23 and 24 November, both 261.2 mm, because 24 November was dry and the day that left the window was dry too; \`RANK\` shows the tie where \`ROW_NUMBER\` would hide it.
`,
    "LAG, LEAD and period-over-period analysis": `After this lesson you can compare each row with the previous or next one, and report month-over-month and year-over-year change.

## LAG and LEAD

\`LAG(expr, n)\` returns the value \`n\` rows earlier in the window order; \`LEAD\` looks ahead. The third argument is a default for the first or last rows.

\`\`\`sql
SELECT date,
       temp_max,
       temp_max - LAG(temp_max) OVER (ORDER BY date) AS change_vs_yesterday,
       LEAD(weather) OVER (ORDER BY date)             AS tomorrow
FROM seattle_weather;
\`\`\`

## Month over month and year over year

Aggregate first, then apply the window to the aggregated rows:

\`\`\`sql
WITH monthly AS (
  SELECT date_trunc('month', date)::date AS month,
         SUM(precipitation)              AS rain_mm
  FROM seattle_weather
  GROUP BY 1
)
SELECT month,
       rain_mm,
       rain_mm - LAG(rain_mm) OVER (ORDER BY month)        AS mom_change,
       ROUND(100.0 * (rain_mm - LAG(rain_mm, 12) OVER (ORDER BY month))
             / NULLIF(LAG(rain_mm, 12) OVER (ORDER BY month), 0), 1) AS yoy_pct
FROM monthly
ORDER BY month;
\`\`\`

\`LAG(rain_mm, 12)\` is the same month a year earlier, as long as no month is missing. \`NULLIF\` avoids dividing by zero in a dry month.

## Common mistake

Using \`LAG(x, 12)\` on a series with gaps. If a month has no rows, "12 rows back" is no longer "one year back". Build a complete month calendar (previous lesson) and left join to it, or join the table to itself on \`month - INTERVAL '1 year'\`.

## Try it

Find the days where \`weather\` changed from \`sun\` to \`rain\` (use \`LAG(weather)\`), count them per year, and show the year-over-year change in that count.

## Worked answer

\`\`\`sql
WITH changes AS (
  SELECT date, weather,
         LAG(weather) OVER (ORDER BY date) AS prev_weather
  FROM seattle_weather
),
yearly AS (
  SELECT EXTRACT(YEAR FROM date)::int AS yr,
         COUNT(*)                     AS sun_to_rain
  FROM changes
  WHERE prev_weather = 'sun' AND weather = 'rain'
  GROUP BY 1
)
SELECT yr, sun_to_rain,
       sun_to_rain - LAG(sun_to_rain) OVER (ORDER BY yr) AS yoy_change
FROM yearly
ORDER BY yr;
\`\`\`

A sunny day followed by a rainy one happens 36 times in 2012, 41 in 2013 (+5), 40 in 2014 (−1) and 31 in 2015 (−9); 2012 has no change because there is no year before it. Apply \`LAG\` to all days, then filter: if you add \`WHERE weather IN ('sun', 'rain')\` inside \`changes\`, a sun, fog, rain sequence counts as a change and the counts rise to 41, 45, 43 and 39.
`,
    "Pivoting with FILTER and CASE": `After this lesson you can turn category values into columns (a pivot) with aggregate FILTER clauses or CASE expressions.

## FILTER: PostgreSQL's conditional aggregate

\`\`\`sql
SELECT EXTRACT(YEAR FROM date)::int                 AS yr,
       COUNT(*) FILTER (WHERE weather = 'sun')       AS sun_days,
       COUNT(*) FILTER (WHERE weather = 'rain')      AS rain_days,
       COUNT(*) FILTER (WHERE weather = 'drizzle')   AS drizzle_days,
       COUNT(*) FILTER (WHERE weather = 'fog')       AS fog_days,
       COUNT(*) FILTER (WHERE weather = 'snow')      AS snow_days,
       ROUND(AVG(temp_max) FILTER (WHERE weather = 'sun'), 1) AS avg_max_on_sun_days
FROM seattle_weather
GROUP BY 1
ORDER BY 1;
\`\`\`

One row per year, one column per label. Each \`FILTER\` aggregates only the rows that pass its condition.

## The portable CASE version

\`FILTER\` is standard SQL but not supported everywhere (MySQL and BigQuery lack it). The same pivot with \`CASE\` works in every database:

\`\`\`sql
SELECT EXTRACT(MONTH FROM date)::int AS mon,
       SUM(CASE WHEN weather = 'rain' THEN 1 ELSE 0 END) AS rain_days,
       AVG(CASE WHEN weather = 'rain' THEN precipitation END) AS avg_mm_on_rain_days
FROM seattle_weather
GROUP BY 1
ORDER BY 1;
\`\`\`

Note the second column: \`CASE\` without \`ELSE\` returns \`NULL\`, which \`AVG\` ignores, so the average is over rain days only. With \`ELSE 0\` it would be over all days, a different number.

## Watch out

A pivot hard-codes the categories. If a new label appears in the data, it silently drops out. Before pivoting, run \`SELECT weather, COUNT(*) FROM seattle_weather GROUP BY weather;\` and add a catch-all column such as \`COUNT(*) FILTER (WHERE weather NOT IN (...))\`.

## Try it

Build a month-by-year table: one row per calendar month (1-12), one column per year 2012-2015, each cell the total \`precipitation\`. Which month is wettest in every year?

## Worked answer

\`\`\`sql
SELECT EXTRACT(MONTH FROM date)::int AS mon,
       SUM(precipitation) FILTER (WHERE EXTRACT(YEAR FROM date) = 2012) AS y2012,
       SUM(precipitation) FILTER (WHERE EXTRACT(YEAR FROM date) = 2013) AS y2013,
       SUM(precipitation) FILTER (WHERE EXTRACT(YEAR FROM date) = 2014) AS y2014,
       SUM(precipitation) FILTER (WHERE EXTRACT(YEAR FROM date) = 2015) AS y2015
FROM seattle_weather
GROUP BY 1
ORDER BY 1;
\`\`\`

Twelve rows, four year columns. No month is wettest in every year: the top cell of each column is November in 2012 (210.5 mm), September in 2013 (156.8 mm), March in 2014 (240.0 mm) and December in 2015 (284.5 mm). A month's average over the four years would make November or December look like the answer, but the question asks about every year, and the pivot shows each year disagrees.
`,
    "Working with JSON in PostgreSQL": `After this lesson you can build JSON from rows, store it in a jsonb column, and extract, filter and unnest values from it.

## Building JSON

Many applications store semi-structured data as JSON. To practise on our data, we create a table where each day's readings are one \`jsonb\` document:

\`\`\`sql
CREATE TABLE weather_docs AS
SELECT date,
       jsonb_build_object(
         'label', weather,
         'temp',  jsonb_build_object('max', temp_max, 'min', temp_min),
         'precipitation', precipitation,
         'wind', wind
       ) AS doc
FROM seattle_weather;
\`\`\`

## Reading JSON

| Operator | Returns | Example |
| --- | --- | --- |
| \`->\` | jsonb | \`doc -> 'temp'\` |
| \`->>\` | text | \`doc ->> 'label'\` |
| \`#>>\` | text at a path | \`doc #>> '{temp,max}'\` |
| \`@>\` | contains? | \`doc @> '{"label": "snow"}'\` |
| \`?\` | key exists? | \`doc ? 'wind'\` |

\`\`\`sql
SELECT date,
       doc ->> 'label'                  AS label,
       (doc #>> '{temp,max}')::numeric  AS temp_max
FROM weather_docs
WHERE doc @> '{"label": "snow"}'
ORDER BY date;
\`\`\`

Cast extracted text before comparing numbers: \`'9.4' > '10.0'\` as text.

## Unnesting

\`jsonb_each\` turns an object into key/value rows; \`jsonb_array_elements\` does the same for arrays:

\`\`\`sql
SELECT d.date, t.key, t.value
FROM weather_docs AS d,
     jsonb_each(d.doc -> 'temp') AS t
WHERE d.date = DATE '2014-06-01';
\`\`\`

## Watch out

A GIN index (\`CREATE INDEX ON weather_docs USING gin (doc);\`) speeds up \`@>\` and \`?\`, but not \`->>\` comparisons. For a key you filter on often, index the expression: \`CREATE INDEX ON weather_docs ((doc ->> 'label'));\`.

## Try it

From \`weather_docs\`, compute the average of \`temp.min\` per label, using only JSON operators and casts, and compare with the same query on \`seattle_weather\`.

## Worked answer

\`\`\`sql
SELECT doc ->> 'label'                                   AS label,
       ROUND(AVG((doc #>> '{temp,min}')::numeric), 2)    AS avg_temp_min
FROM weather_docs
GROUP BY 1
ORDER BY 1;

SELECT weather                      AS label,
       ROUND(AVG(temp_min), 2)      AS avg_temp_min
FROM seattle_weather
GROUP BY 1
ORDER BY 1;
\`\`\`

Both return the same five rows: drizzle 7.11, fog 7.98, rain 7.59, snow 0.15 and sun 9.34 °C. The cast is what makes it work: \`doc -> 'temp' -> 'min'\` is jsonb, which \`AVG\` rejects, and uncast text sorts as text, so \`MAX(doc #>> '{temp,min}')\` reports 9.4 for four labels although the real maximum is 18.3 °C.
`,
    "Query plans and indexes for analysts": `After this lesson you can read an EXPLAIN ANALYZE plan well enough to see where time goes, and judge whether an index would help a query.

## EXPLAIN and EXPLAIN ANALYZE

\`EXPLAIN\` shows the plan the planner chose; \`EXPLAIN ANALYZE\` also runs the query and reports actual times and row counts.

\`\`\`sql
EXPLAIN ANALYZE
SELECT date, temp_max
FROM seattle_weather
WHERE date BETWEEN DATE '2014-06-01' AND DATE '2014-06-30';
\`\`\`

Read the plan from the innermost (most indented) node outwards. Key nodes:

| Node | Meaning |
| --- | --- |
| Seq Scan | reads every row of the table |
| Index Scan / Index Only Scan | uses an index to find rows |
| Bitmap Heap Scan | index first, then fetches pages in bulk |
| Hash Join / Merge Join / Nested Loop | three ways to join |
| Sort, HashAggregate | ordering and grouping |

Compare \`rows=\` (estimate) with \`actual rows=\`. Large differences mean stale statistics: run \`ANALYZE seattle_weather;\`.

## When an index helps

Because \`date\` is the primary key, the query above can use its index. A filter on \`weather\`, which has only five values, usually will not: when a condition matches a large share of the rows, a sequential scan is cheaper.

\`\`\`sql
CREATE INDEX idx_weather_label ON seattle_weather (weather);
ANALYZE seattle_weather;                                         -- fresh statistics
EXPLAIN SELECT * FROM seattle_weather WHERE weather = 'snow';   -- rare: index likely
EXPLAIN SELECT * FROM seattle_weather WHERE weather = 'sun';    -- common: seq scan likely
\`\`\`

## Watch out

A table of 1,461 rows is read in well under a millisecond either way; here we study plan shapes, not speed. Also, wrapping an indexed column in a function (\`WHERE EXTRACT(YEAR FROM date) = 2014\`) prevents a plain index from being used; write \`WHERE date >= '2014-01-01' AND date < '2015-01-01'\` instead.

## Try it

Run \`EXPLAIN ANALYZE\` for the year-2014 filter written both ways. Which plan uses the primary-key index?

## Worked answer

\`\`\`sql
EXPLAIN ANALYZE
SELECT * FROM seattle_weather
WHERE EXTRACT(YEAR FROM date) = 2014;

EXPLAIN ANALYZE
SELECT * FROM seattle_weather
WHERE date >= DATE '2014-01-01' AND date < DATE '2015-01-01';
\`\`\`

Only the range version uses \`seattle_weather_pkey\`: after \`ANALYZE seattle_weather;\` it is an \`Index Scan using seattle_weather_pkey\` (right after the \`\\copy\`, before statistics exist, it may show as a \`Bitmap Index Scan\` on the same index). The \`EXTRACT\` version is a \`Seq Scan\` with \`Rows Removed by Filter: 1096\`: it reads all 1,461 rows to keep 365, because the index is on \`date\`, not on \`EXTRACT(YEAR FROM date)\`.
`,
  },
  readings: {
    "Window functions vs. joins: when to use which": `Many analytical questions can be answered either with a window function or with a join (often a self join to an aggregate). This page helps you choose.

## Side by side

Question: each day's \`temp_max\` next to its month's average.

\`\`\`sql
-- Window function: one pass, rows kept
SELECT date, temp_max,
       AVG(temp_max) OVER (PARTITION BY date_trunc('month', date)) AS month_avg
FROM seattle_weather;

-- Join to an aggregate: two steps
WITH m AS (
  SELECT date_trunc('month', date) AS month, AVG(temp_max) AS month_avg
  FROM seattle_weather GROUP BY 1
)
SELECT w.date, w.temp_max, m.month_avg
FROM seattle_weather AS w
JOIN m ON m.month = date_trunc('month', w.date);
\`\`\`

Both return the same rows.

## Decision table

| You need | Prefer |
| --- | --- |
| A group total or average next to each row | Window (\`AVG() OVER (PARTITION BY ...)\`) |
| Rank, row number, top N per group | Window |
| Previous / next row, running totals, moving averages | Window (\`LAG\`, \`SUM() OVER (ORDER BY ...)\`) |
| Data from a different table | Join |
| Matching on a condition other than order (e.g. same day last year, dates within 7 days) | Join (self join on a date condition) |
| The aggregate reused by several queries or filtered before use | Join to a CTE or view |
| Filtering on the computed value | Either, but a window needs an outer query |

## Things to weigh

- **Gaps in the data:** \`LAG(x, 12)\` counts rows, a join on \`month - INTERVAL '1 year'\` counts time. With gaps, the join is correct and the window is not.
- **Readability:** windows express "compared with its group" in one line; a join spells out the grain.
- **Performance:** windows usually need one sort of the table; a self join may scan it twice. On large tables, check with \`EXPLAIN ANALYZE\` rather than guessing.
- **Duplicates:** joins can multiply rows if the aggregate side is not unique on the key; windows cannot change the row count.

## Checklist

- [ ] Is the comparison by position (window) or by value (join)?
- [ ] Can the series have gaps?
- [ ] Does the row count of the result match the input?
- [ ] Could a colleague read it without a diagram?
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "asp-k1",
          type: "numeric",
          prompt:
            "A table of rain gauge readings has four rows of (day, amount): (2015-01-01, 10), (2015-01-02, 5), (2015-01-02, 7), (2015-01-03, 3). You compute SUM(amount) OVER (ORDER BY day) with no frame clause. What running total does the row (2015-01-02, 5) show?",
          answer: 22,
          tolerance: 0,
          unit: "mm",
          explanation:
            "With ORDER BY and no frame, the default is RANGE UNBOUNDED PRECEDING, which treats rows with the same sort value as peers: both 2015-01-02 rows get the total up to and including all of that day, 10 + 5 + 7 = 22. Expecting 15 assumes a row-by-row frame; with ROWS UNBOUNDED PRECEDING you would get 15 or 17 depending on which of the tied rows comes first, so add a tie-breaker and write the frame explicitly.",
        },
        {
          id: "asp-k2",
          type: "numeric",
          prompt:
            "In seattle_weather, 2015-06-29 is 'sun', 06-30 'fog', 07-01 to 07-05 'sun', 07-06 'drizzle', and 07-07 'sun' again. The recursive CTE anchors on the sunny 2015-07-01 with day_in_streak = 1 and repeatedly joins the next day (w.date = s.date + 1 AND w.weather = 'sun'), adding 1. What does SELECT MAX(day_in_streak) FROM streak return?",
          answer: 5,
          tolerance: 0,
          unit: "days",
          explanation:
            "The anchor runs once and yields 1 July (1). Each recursive step can only reach the next day: 2 July (2), 3 July (3), 4 July (4), 5 July (5); 6 July is drizzle, so the join returns no rows and the recursion stops. MAX is 5. The sunny 29 June is never visited because recursion only walks forward from the anchor, and the sunny 7 July lies beyond the drizzle day that ended the streak.",
        },
        {
          id: "asp-k3",
          type: "multiple",
          prompt:
            "You pivot seattle_weather into one row per year with one column per weather label. Which statements are true?",
          choices: [
            {
              id: "a",
              text: "COUNT(*) FILTER (WHERE weather = 'rain') gives the same number as SUM(CASE WHEN weather = 'rain' THEN 1 ELSE 0 END)",
            },
            {
              id: "b",
              text: "AVG(CASE WHEN weather = 'rain' THEN precipitation END) is the average precipitation over rain days only",
            },
            {
              id: "c",
              text: "AVG(CASE WHEN weather = 'rain' THEN precipitation ELSE 0 END) gives the same average as b",
            },
            {
              id: "d",
              text: "The CASE version also runs in MySQL, which does not support the FILTER clause",
            },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "FILTER and CASE inside an aggregate are two spellings of a conditional aggregate, and CASE is the portable one. A CASE without ELSE returns NULL for other days, and AVG ignores NULLs, so b averages over rain days. Adding ELSE 0 puts every non-rain day into the average as a zero, so c divides by all days and gives a smaller, different number.",
        },
        {
          id: "asp-k4",
          type: "single",
          prompt:
            "A monthly sales table runs from January 2012 to December 2014 but has no row for February 2013 (the store was closed). On the January 2014 row, which month does LAG(sales, 12) OVER (ORDER BY month) return?",
          choices: [
            { id: "a", text: "December 2012" },
            { id: "b", text: "January 2013" },
            { id: "c", text: "NULL, because a month is missing" },
            { id: "d", text: "February 2013, filled with NULL" },
          ],
          correct: "a",
          explanation:
            "LAG counts rows, not time. Twelve rows back from January 2014, with February 2013 absent, lands on December 2012, so the \"year-over-year\" change silently compares with the wrong month. Build a complete month calendar and left join to it, or join the table to itself on month - INTERVAL '1 year', which matches by value and stays correct with gaps.",
        },
        {
          id: "asp-k5",
          type: "single",
          prompt:
            'weather_docs stores each day as jsonb like {"label": "rain", "temp": {"max": 9.4, "min": 3.1}}. WHERE doc #>> \'{temp,max}\' > \'10\' returns days with a maximum of 9.4 °C. Why, and what is the fix?',
          choices: [
            {
              id: "a",
              text: "#>> returns text, and '9.4' sorts after '10' as text; compare (doc #>> '{temp,max}')::numeric > 10",
            },
            { id: "b", text: "#>> only reads top-level keys; use doc ->> 'temp' ->> 'max' > '10'" },
            { id: "c", text: "Without a GIN index PostgreSQL compares approximately; create one on doc" },
            { id: "d", text: 'The path needs quotes around each key: \'{"temp","max"}\'' },
          ],
          correct: "a",
          explanation:
            "->> and #>> return text, and text compares character by character, so '9.4' is greater than '10' because '9' > '1'. Cast the extracted value before comparing numbers. #>> is exactly the operator for a nested path; ->> returns text, so a second ->> after it is an error; and an index changes speed, never results.",
        },
        {
          id: "asp-k6",
          type: "single",
          prompt:
            "You create an index on seattle_weather (weather) and run ANALYZE. EXPLAIN for WHERE weather = 'snow' shows an index scan, but EXPLAIN for WHERE weather = 'sun' shows a Seq Scan. Why?",
          choices: [
            {
              id: "a",
              text: "'sun' matches a large share of the rows, so reading the whole table sequentially is cheaper than going through the index",
            },
            { id: "b", text: "The index only covers values that existed when it was created" },
            { id: "c", text: "The statistics are stale, so the planner does not know the index exists" },
            { id: "d", text: "PostgreSQL cannot use a b-tree index for equality on text columns" },
          ],
          correct: "a",
          explanation:
            "The planner uses the fresh statistics to estimate how many rows each condition returns. Rare snow days are a few rows, worth looking up through the index; sun covers a large part of the year, and fetching most pages via an index costs more than one sequential pass. Indexes are maintained on every insert, ANALYZE has just refreshed the statistics, and b-tree indexes serve text equality.",
        },
      ],
    },
  },
  projectBrief: `# Project: subscription retention analysis

## Scenario

Puddle & Co. is a fictional Seattle start-up selling a monthly rain-gear subscription. Its retention team believes cancellations spike after long dry spells and drop in wet months. Before joining its own subscriber data, the team wants a weather reference built with the same techniques it will use for retention: monthly series, period-over-period change, streaks and rankings. You build it in PostgreSQL.

## The data

The **Seattle Weather** data set from the data playground, table \`seattle_weather\` (one row per day, 2012-2015: \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`). Load it as in the first lesson.

## Questions

1. Using a recursive CTE or \`generate_series\`, confirm the table has one row for every day. List any missing dates.
2. Build a CTE with one row per month: total \`precipitation\`, wet days (\`precipitation > 0\`) and \`sun\` days.
3. Add month-over-month and year-over-year change in wet days with \`LAG\`. Which months had the largest year-over-year increase?
4. Compute a 30-day moving total of \`precipitation\` (use a \`RANGE\` frame) and list, per year, the driest 30-day window's end date.
5. Find dry streaks: runs of consecutive days with \`precipitation = 0\`. Report the five longest with start date, end date and length. (Hint: the difference between \`date\` and \`ROW_NUMBER()\` is constant within a run.)
6. Rank the months of each year by wet days with \`DENSE_RANK\` and pivot the result into a month-by-year table with \`FILTER\`.
7. Store each month's summary as a \`jsonb\` document and write one query that reads it back.
8. Show the \`EXPLAIN ANALYZE\` plan of your streak query and note one thing that would change on a table a thousand times larger.

## Deliverables

- A \`.sql\` file, one commented query per question, CTEs named by their grain.
- A one-page memo for the retention team: the dry-spell calendar they should join to cancellations, and two hypotheses to test.

## Hand-in checklist

- [ ] Every query runs on a fresh load of the table
- [ ] Window frames written explicitly (\`ROWS\` or \`RANGE\`)
- [ ] Period-over-period logic is safe against missing months
- [ ] Streak lengths checked by hand for one streak
- [ ] Memo states the definitions used (wet day, dry streak)
`,
} satisfies CourseNotes;
