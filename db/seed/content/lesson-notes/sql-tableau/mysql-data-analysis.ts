import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "Welcome and installing MySQL": `After this lesson you know what the course covers, which data you will query, and how to get a MySQL environment ready so that every example in the notes runs as written.

## What the course covers

The course treats SQL as a way to answer questions. Each lesson adds one tool: filtering with \`WHERE\`, sorting, aggregating with \`GROUP BY\` and \`HAVING\`, \`CASE\` logic, joins, date functions and subqueries. Two quizzes check single-table querying and joins, and the course ends with a project brief you answer in SQL.

## The practice data

All exercises use the **Gapminder World Development** data set from the data playground. It has two tables; in SQL we treat each file as a table named by its short name:

| Table | One row is | Columns |
| --- | --- | --- |
| \`gapminder\` | a country in a year (every 5 years, 1955-2005, 62 countries) | \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\` |
| \`gapminder_health_income\` | a country (187 countries) | \`country\`, \`income\`, \`health\`, \`population\`, \`region\` |

## Setting up

1. Open the data set in the data playground to preview both tables.
2. Download the two CSV files from the playground.
3. Install MySQL Community Server and MySQL Workbench, create a schema, and load each CSV with the Table Data Import Wizard, naming the tables as above.

\`\`\`sql
CREATE DATABASE world_dev;
USE world_dev;
SELECT COUNT(*) FROM gapminder;
\`\`\`

## Watch out

The import wizard guesses column types from the first rows. Check that \`pop\` and \`population\` came in as integers and \`life_expect\` as a decimal, not as text, or sorting and sums will misbehave.

## Try it

After importing, run \`SELECT * FROM gapminder_health_income LIMIT 10;\` and confirm you see five columns with a \`region\` such as \`south_asia\`.

## Worked answer

\`\`\`sql
SELECT * FROM gapminder_health_income LIMIT 10;
\`\`\`

The first rows read \`Afghanistan | 1925 | 57.63 | 32526562 | south_asia\`, \`Albania | 10620 | 76.0 | 2896679 | europe_central_asia\`, \`Algeria | 13434 | 76.5 | 39666519 | middle_east_north_africa\`: five columns, \`country\`, \`income\`, \`health\`, \`population\` and \`region\`. Without an \`ORDER BY\` the order is not guaranteed; an import usually keeps the file's alphabetical order. \`SELECT COUNT(*)\` on the table gives 187, and on \`gapminder\` 682.
`,
    "Relational databases 101": `After this lesson you can describe a database in terms of tables, rows, columns and keys, and say how two tables relate before you write a join.

## Tables, rows and keys

A relational database stores data in tables. Each row is one instance of something (a country in a year), each column one attribute with one data type. A **primary key** identifies a row uniquely; a **foreign key** is a column that points to the key of another table.

In our data:

| Table | Grain (what one row is) | Natural key |
| --- | --- | --- |
| \`gapminder\` | country × year | (\`country\`, \`year\`) |
| \`gapminder_health_income\` | country | \`country\` |

So \`gapminder.country\` works as a foreign key into \`gapminder_health_income\`: many rows of \`gapminder\` (one per year) relate to one row of the other table. That is a **one-to-many** relationship.

## Checking a key with SQL

A key must be unique. You can test that claim instead of assuming it:

\`\`\`sql
SELECT country, year, COUNT(*) AS n
FROM gapminder
GROUP BY country, year
HAVING COUNT(*) > 1;
\`\`\`

An empty result means (\`country\`, \`year\`) is unique. You will meet \`GROUP BY\` and \`HAVING\` properly later; for now read it as "show me any pair that appears more than once".

## Common mistake

Assuming a column is a key because it looks like an identifier. \`country\` alone is not a key of \`gapminder\`: each country appears once per year. Joining on it without knowing that is how row counts explode.

## Try it

Write down the grain of each table in one sentence, then run the query above with \`GROUP BY country\` only on \`gapminder_health_income\` to confirm each country appears once there.

## Worked answer

- \`gapminder\`: one row per country per five-year step (62 countries × 11 years = 682 rows).
- \`gapminder_health_income\`: one row per country, a single recent snapshot (187 rows).

\`\`\`sql
SELECT country, COUNT(*) AS n
FROM gapminder_health_income
GROUP BY country
HAVING COUNT(*) > 1;
\`\`\`

The result is empty, so \`country\` is a key of \`gapminder_health_income\` (\`COUNT(*)\` and \`COUNT(DISTINCT country)\` are both 187). Run the same query on \`gapminder\` and every country comes back with \`n = 11\`: there, only \`country\` plus \`year\` is a key.
`,
    "SELECT, FROM and WHERE": `After this lesson you can pick the columns you need, filter rows with conditions, and combine conditions safely with AND, OR, IN, BETWEEN and LIKE.

## The shape of a query

\`SELECT\` names the columns, \`FROM\` names the table, \`WHERE\` keeps only rows whose condition is true. You can rename a column with \`AS\` and compute new ones.

\`\`\`sql
SELECT country,
       year,
       life_expect,
       pop / 1000000 AS pop_millions
FROM gapminder
WHERE year = 2005
  AND life_expect >= 75;
\`\`\`

## Useful operators

| Operator | Example |
| --- | --- |
| \`=\`, \`<>\`, \`<\`, \`>=\` | \`year <> 1955\` |
| \`IN (...)\` | \`country IN ('Japan', 'Brazil', 'Kenya')\` |
| \`BETWEEN a AND b\` (inclusive) | \`year BETWEEN 1980 AND 2000\` |
| \`LIKE\` with \`%\` | \`country LIKE 'S%'\` |
| \`IS NULL\` | \`fertility IS NULL\` |

## Common mistake

Mixing \`AND\` and \`OR\` without brackets. \`AND\` binds tighter, so

\`\`\`sql
WHERE year = 2005 AND country = 'India' OR country = 'China'
\`\`\`

returns India in 2005 plus China in every year. Write \`WHERE year = 2005 AND (country = 'India' OR country = 'China')\`, or better, use \`IN\`.

A second trap: \`= NULL\` never matches anything. Use \`IS NULL\`.

## Try it

From \`gapminder_health_income\`, list the \`country\`, \`income\` and \`health\` of every country in the \`sub_saharan_africa\` region whose \`health\` (life expectancy) is at least 65. Then change the filter to countries whose name starts with "N" in any region.

## Worked answer

\`\`\`sql
SELECT country, income, health
FROM gapminder_health_income
WHERE region = 'sub_saharan_africa'
  AND health >= 65
ORDER BY health DESC;

SELECT country, income, health, region
FROM gapminder_health_income
WHERE country LIKE 'N%'
ORDER BY country;
\`\`\`

Thirteen countries in Sub-Saharan Africa reach 65 years, led by Cape Verde (74.6), Mauritius (73.9) and Seychelles (73.7), down to Gambia (65.1); Benin and Ghana tie at 65.5. \`>=\` keeps a country at exactly 65; \`>\` would not. Nine names start with N: Namibia, Nepal, Netherlands, New Zealand, Nicaragua, Niger, Nigeria, North Korea and Norway. In MySQL \`LIKE\` ignores case with the default collation, so \`'n%'\` finds the same rows; in PostgreSQL it does not.
`,
    "Sorting and limiting results": `After this lesson you can order results by one or more columns, in either direction, and return just the top or bottom rows for a ranking.

## ORDER BY

\`ORDER BY\` sorts the final result. Ascending (\`ASC\`) is the default; add \`DESC\` for largest first. With several columns, the second breaks ties in the first.

\`\`\`sql
SELECT country, region, income
FROM gapminder_health_income
ORDER BY region ASC, income DESC;
\`\`\`

You can sort by a column you did not select, or by an alias defined in \`SELECT\`.

## LIMIT and OFFSET

\`LIMIT n\` keeps the first \`n\` rows of the sorted result; \`LIMIT n OFFSET m\` skips \`m\` rows first, which is how you page through results.

\`\`\`sql
-- The ten countries with the highest life expectancy in 2005
SELECT country, life_expect
FROM gapminder
WHERE year = 2005
ORDER BY life_expect DESC
LIMIT 10;
\`\`\`

## Watch out

- \`LIMIT\` without \`ORDER BY\` returns *some* rows, not the top rows. The order of an unsorted result is not guaranteed.
- Ties at the cut-off are dropped silently. If the 10th and 11th countries have the same value, only one appears. Check by looking at \`LIMIT 12\` before you publish a "top 10".
- In MySQL, \`NULL\` sorts first in ascending order. Filter with \`WHERE col IS NOT NULL\` when you rank.

## Try it

Find the five countries with the *lowest* \`fertility\` in 1955, then the five lowest in 2005. Which countries appear in both lists? Finally, page through \`gapminder_health_income\` sorted by \`population\` descending, 20 rows at a time, and show the second page.

## Worked answer

\`\`\`sql
SELECT country, fertility FROM gapminder WHERE year = 1955 ORDER BY fertility LIMIT 5;
SELECT country, fertility FROM gapminder WHERE year = 2005 ORDER BY fertility LIMIT 5;

SELECT country, population
FROM gapminder_health_income
ORDER BY population DESC
LIMIT 20 OFFSET 20;          -- rows 21 to 40; MySQL also accepts LIMIT 20, 20
\`\`\`

In 1955 the lowest were Germany (2.18), Austria (2.29), the United Kingdom (2.30), and Italy and Switzerland (both 2.31); in 2005 Hong Kong, China (0.96), South Korea (1.10), Poland (1.24), Japan (1.27) and Spain (1.33). No country is in both lists: the low-fertility countries of 2005 had average or high fertility fifty years earlier. The second page of the population ranking runs from the United Kingdom (64,715,810) to Afghanistan (32,526,562). Italy and Switzerland tie at fifth place in 1955, so \`LIMIT 5\` keeps either one; add \`country\` to the \`ORDER BY\` to make the result repeatable.
`,
    "Aggregate functions and GROUP BY": `After this lesson you can summarise many rows into one with COUNT, SUM, AVG, MIN and MAX, and produce one summary row per group with GROUP BY.

## Aggregates

An aggregate function collapses a set of rows into one value. \`COUNT(*)\` counts rows; \`COUNT(col)\` counts non-null values; \`COUNT(DISTINCT col)\` counts distinct values.

\`\`\`sql
SELECT COUNT(*)                AS rows_total,
       COUNT(DISTINCT country) AS countries,
       MIN(year)               AS first_year,
       MAX(year)               AS last_year
FROM gapminder;
\`\`\`

## GROUP BY

\`GROUP BY\` splits rows into groups and applies the aggregates once per group. Every column in \`SELECT\` must be either grouped or aggregated.

\`\`\`sql
SELECT region,
       COUNT(*)              AS countries,
       ROUND(AVG(health), 1) AS avg_life_expectancy,
       SUM(population)       AS total_population
FROM gapminder_health_income
GROUP BY region
ORDER BY avg_life_expectancy DESC;
\`\`\`

You should see six rows, one per region.

## Common mistake

Averaging averages. \`AVG(health)\` above gives every country equal weight, so a small island counts as much as India. For a population-weighted figure compute \`SUM(health * population) / SUM(population)\`. Neither is wrong, but say which one you report.

Also: older MySQL setups without \`ONLY_FULL_GROUP_BY\` let you select a non-grouped column and quietly return an arbitrary value for it. Keep the rule anyway.

## Try it

Using \`gapminder\`, show for each \`year\` the number of countries, the average \`life_expect\` and the total \`pop\`. Order by year and describe how the averages move across the five-year steps.

## Worked answer

\`\`\`sql
SELECT year,
       COUNT(*)                     AS countries,
       ROUND(AVG(life_expect), 1)   AS avg_life_expect,
       SUM(pop)                     AS total_pop
FROM gapminder
GROUP BY year
ORDER BY year;
\`\`\`

Every year has the same 62 countries. The average life expectancy rises at every step, from 58.6 in 1955 to 74.0 in 2005: fastest early on (1.3 to 2.2 years a step up to 1980) and slower later (0.8 to 1.6 a step from 1985). The total population grows from 2,165,658,066 to 5,131,438,623. Because the sample is fixed, these are changes in the same countries, not in which countries were measured; and the average is per country, so China and Iceland count the same.
`,
    "HAVING and conditional logic with CASE": `After this lesson you can filter groups after aggregation with HAVING and create your own categories with CASE expressions.

## WHERE versus HAVING

\`WHERE\` filters rows before grouping; \`HAVING\` filters groups after aggregation, so it can use aggregates.

\`\`\`sql
SELECT region, COUNT(*) AS countries, AVG(income) AS avg_income
FROM gapminder_health_income
WHERE population >= 1000000          -- rows: ignore micro-states
GROUP BY region
HAVING COUNT(*) >= 20;               -- groups: only large regions
\`\`\`

## CASE

\`CASE\` returns a value based on the first condition that is true, like an IF in a spreadsheet. Use it to bucket a number into labels.

\`\`\`sql
SELECT country,
       income,
       CASE
         WHEN income < 2000  THEN 'low'
         WHEN income < 10000 THEN 'lower middle'
         WHEN income < 30000 THEN 'upper middle'
         ELSE 'high'
       END AS income_band
FROM gapminder_health_income;
\`\`\`

Combine \`CASE\` with aggregates to count conditionally:

\`\`\`sql
SELECT region,
       SUM(CASE WHEN health >= 75 THEN 1 ELSE 0 END) AS countries_75_plus,
       COUNT(*) AS countries
FROM gapminder_health_income
GROUP BY region;
\`\`\`

## Common mistake

Ordering the \`WHEN\` branches badly. Conditions are checked top to bottom, so if you write \`WHEN income < 30000\` first, every poor country lands in "upper middle". Write bands from one end to the other. And without \`ELSE\`, unmatched rows (including \`NULL\` incomes) get \`NULL\`.

## Try it

Add the \`income_band\` column above to a grouped query that shows, for each band, the number of countries and their average \`health\`. Keep only bands with at least 10 countries using \`HAVING\`.

## Worked answer

\`\`\`sql
SELECT CASE
         WHEN income < 2000  THEN 'low'
         WHEN income < 10000 THEN 'lower middle'
         WHEN income < 30000 THEN 'upper middle'
         ELSE 'high'
       END                    AS income_band,
       COUNT(*)               AS countries,
       ROUND(AVG(health), 1)  AS avg_health
FROM gapminder_health_income
GROUP BY income_band
HAVING COUNT(*) >= 10
ORDER BY avg_health;
\`\`\`

| income_band | countries | avg_health |
| --- | --- | --- |
| low | 26 | 61.6 |
| lower middle | 61 | 67.8 |
| upper middle | 65 | 74.8 |
| high | 35 | 80.1 |

All four bands have at least 10 countries, so \`HAVING\` removes none here; raise it to 30 and the low band goes. MySQL lets you group by the alias \`income_band\`; in PostgreSQL too, but some databases need the whole \`CASE\` repeated in \`GROUP BY\`.
`,
    "Joins: INNER, LEFT and RIGHT": `After this lesson you can combine two tables on a matching column and choose the join type that keeps the rows your question needs.

## How a join matches rows

A join pairs each row of one table with the rows of another where the \`ON\` condition is true. Our two tables share \`country\`.

\`\`\`sql
SELECT g.country, g.year, g.life_expect, h.region, h.income
FROM gapminder AS g
INNER JOIN gapminder_health_income AS h
        ON h.country = g.country
WHERE g.year = 2005;
\`\`\`

Table aliases (\`g\`, \`h\`) keep the query short and make it clear which table each column comes from.

## Join types

| Join | Keeps |
| --- | --- |
| \`INNER JOIN\` | only rows with a match on both sides |
| \`LEFT JOIN\` | every row of the left table; \`NULL\`s where the right has no match |
| \`RIGHT JOIN\` | every row of the right table; same idea mirrored |

One country of \`gapminder\`, \`Hong Kong, China\`, has no row in \`gapminder_health_income\`. An inner join drops it; a left join keeps it with a \`NULL\` region:

\`\`\`sql
SELECT g.country, h.region
FROM gapminder AS g
LEFT JOIN gapminder_health_income AS h
       ON h.country = g.country
WHERE g.year = 2005
  AND h.country IS NULL;
\`\`\`

## Common mistake

Filtering the right table in \`WHERE\` after a \`LEFT JOIN\` (for example \`WHERE h.region = 'europe_central_asia'\`) removes the \`NULL\` rows and turns it back into an inner join. Put such conditions in the \`ON\` clause when you want to keep unmatched rows.

## Try it

Count the rows of \`gapminder\` for 2005, then count the rows of the inner join and of the left join for 2005. Explain the difference in one sentence.

## Worked answer

\`\`\`sql
SELECT COUNT(*) FROM gapminder WHERE year = 2005;                    -- 62

SELECT COUNT(*)
FROM gapminder AS g
JOIN gapminder_health_income AS h ON h.country = g.country
WHERE g.year = 2005;                                                 -- 61

SELECT COUNT(*)
FROM gapminder AS g
LEFT JOIN gapminder_health_income AS h ON h.country = g.country
WHERE g.year = 2005;                                                 -- 62
\`\`\`

The inner join drops the one 2005 row whose country has no partner in \`gapminder_health_income\` (Hong Kong, China), while the left join keeps it with \`NULL\` in the \`h\` columns.
`,
    "Multi-table analysis": `After this lesson you can answer a question that needs data from both tables: join, then group and aggregate the joined result.

## Join first, then summarise

The pattern is: join the tables at the grain of the detailed table, filter, then \`GROUP BY\` a column that came from the other table. Here we use the named \`region\` from \`gapminder_health_income\` to summarise the time series in \`gapminder\`:

\`\`\`sql
SELECT h.region,
       g.year,
       COUNT(*)                       AS countries,
       ROUND(AVG(g.life_expect), 1)   AS avg_life_expect,
       ROUND(AVG(g.fertility), 2)     AS avg_fertility
FROM gapminder AS g
JOIN gapminder_health_income AS h
  ON h.country = g.country
WHERE g.year IN (1955, 1980, 2005)
GROUP BY h.region, g.year
ORDER BY h.region, g.year;
\`\`\`

You should see up to three rows per region, one per selected year.

## Check the row count

Before trusting any joined total, compare counts:

\`\`\`sql
SELECT COUNT(*) FROM gapminder;                       -- detail rows
SELECT COUNT(*) FROM gapminder AS g
JOIN gapminder_health_income AS h ON h.country = g.country;
\`\`\`

The join should return the detail count minus the unmatched rows (the Hong Kong rows), never more. More rows would mean the right table has duplicate keys.

## Watch out

The two tables measure population differently: \`gapminder.pop\` is per year, \`gapminder_health_income.population\` is for one unstated reference year. Do not add them together or compare them as if they were the same measure; pick the one that matches your question.

## Try it

For 2005, show each region's total \`pop\` (from \`gapminder\`) and its number of countries in the sample, next to the total number of countries in that region in \`gapminder_health_income\`. Which region is best covered by the 62-country sample?

## Worked answer

\`\`\`sql
SELECT h.region,
       SUM(g.pop)        AS sample_pop_2005,
       COUNT(g.country)  AS countries_in_sample,
       (SELECT COUNT(*)
        FROM gapminder_health_income AS h2
        WHERE h2.region = h.region) AS countries_in_region,
       ROUND(100.0 * COUNT(g.country) /
             (SELECT COUNT(*)
              FROM gapminder_health_income AS h2
              WHERE h2.region = h.region)) AS pct_covered
FROM gapminder_health_income AS h
JOIN gapminder AS g
  ON g.country = h.country
 AND g.year = 2005
GROUP BY h.region
ORDER BY pct_covered DESC;
\`\`\`

| region | sample pop 2005 | in sample | in region | % covered |
| --- | --- | --- | --- | --- |
| america | 840,009,410 | 20 | 34 | 59 |
| south_asia | 1,494,334,592 | 4 | 8 | 50 |
| europe_central_asia | 498,021,773 | 19 | 50 | 38 |
| middle_east_north_africa | 213,711,400 | 6 | 20 | 30 |
| east_asia_pacific | 1,844,047,396 | 8 | 27 | 30 |
| sub_saharan_africa | 234,377,178 | 4 | 48 | 8 |

America is best covered: 20 of its 34 countries (59 %), then South Asia with half; Sub-Saharan Africa is worst, 4 of 48. Hong Kong, China has no region, so these six rows cover 61 of the 62 sample countries.
`,
    "Date functions": `After this lesson you can build proper DATE values, extract parts of a date, and calculate differences between dates with MySQL's date functions.

## Our data stores years, not dates

\`gapminder.year\` is an integer. Real business tables usually hold \`DATE\` or \`DATETIME\` columns, so we first turn the year into a date; then every date function applies.

\`\`\`sql
SELECT country,
       year,
       MAKEDATE(year, 1)                          AS period_start,  -- 1 January
       DATE_ADD(MAKEDATE(year, 1), INTERVAL 5 YEAR) AS next_period,
       DATE_FORMAT(MAKEDATE(year, 1), '%Y-%m')     AS year_month
FROM gapminder
WHERE country = 'Japan';
\`\`\`

## The functions you will use most

| Function | Returns |
| --- | --- |
| \`YEAR(d)\`, \`MONTH(d)\`, \`DAY(d)\` | parts of a date |
| \`DATE_FORMAT(d, '%Y-%m')\` | text in a chosen format |
| \`STR_TO_DATE('12/06/1998', '%d/%m/%Y')\` | a date parsed from text |
| \`DATE_ADD(d, INTERVAL n unit)\`, \`DATE_SUB\` | shifted date |
| \`DATEDIFF(d2, d1)\` | days between two dates |
| \`TIMESTAMPDIFF(YEAR, d1, d2)\` | whole units between dates |
| \`CURDATE()\` | today |

\`\`\`sql
SELECT country,
       TIMESTAMPDIFF(YEAR, MAKEDATE(MIN(year), 1), MAKEDATE(MAX(year), 1)) AS years_covered
FROM gapminder
GROUP BY country;
\`\`\`

## Common mistake

Comparing dates stored as text. \`'2005-1-1' < '2005-01-15'\` compares characters, not dates. Convert with \`STR_TO_DATE\` first, and always write date literals as \`'YYYY-MM-DD'\`.

## Try it

Add a \`period_start\` date to each row for Brazil, then use \`DATEDIFF(DATE_ADD(period_start, INTERVAL 5 YEAR), period_start)\` to count the days in each five-year period; why are they not all equal? Then group \`gapminder\` by \`YEAR(MAKEDATE(year, 1)) DIV 10 * 10\` to count rows per decade.

## Worked answer

\`\`\`sql
SELECT year,
       MAKEDATE(year, 1) AS period_start,
       DATEDIFF(DATE_ADD(MAKEDATE(year, 1), INTERVAL 5 YEAR), MAKEDATE(year, 1)) AS days_in_period
FROM gapminder
WHERE country = 'Brazil'
ORDER BY year;

SELECT YEAR(MAKEDATE(year, 1)) DIV 10 * 10 AS decade,
       COUNT(*) AS n
FROM gapminder
GROUP BY decade
ORDER BY decade;
\`\`\`

Most periods have 1,826 days (five years of 365 plus one 29 February); 1960, 1980 and 2000 have 1,827, because their five years hold two leap days (1960 and 1964, 1980 and 1984, 2000 and 2004). Per decade: 1950 has 62 rows (only 1955), and the 1960s to the 2000s have 124 each (two steps of 62 countries). \`YEAR(MAKEDATE(year, 1))\` is just \`year\` again; the point is that \`DIV\` is whole-number division, so 1965 DIV 10 * 10 is 1960.
`,
    Subqueries: `After this lesson you can nest one query inside another: in WHERE to compare against a computed value, in FROM to query a summary, and with IN or EXISTS to filter by another table.

## Subquery in WHERE

A scalar subquery returns one value you can compare against:

\`\`\`sql
-- Countries whose 2005 life expectancy beat the 2005 average
SELECT country, life_expect
FROM gapminder
WHERE year = 2005
  AND life_expect > (SELECT AVG(life_expect)
                     FROM gapminder
                     WHERE year = 2005)
ORDER BY life_expect DESC;
\`\`\`

## Subquery with IN

\`\`\`sql
SELECT country, income
FROM gapminder_health_income
WHERE country IN (SELECT country FROM gapminder);
\`\`\`

This lists only the countries that also appear in the time-series table.

## Subquery in FROM (a derived table)

Aggregate first, then query the result. MySQL requires an alias for the derived table.

\`\`\`sql
SELECT region, MAX(life_gain) AS best_gain
FROM (
  SELECT h.region, g.country,
         MAX(g.life_expect) - MIN(g.life_expect) AS life_gain
  FROM gapminder AS g
  JOIN gapminder_health_income AS h ON h.country = g.country
  GROUP BY h.region, g.country
) AS per_country
GROUP BY region;
\`\`\`

## Common mistake

Using \`=\` with a subquery that can return several rows (\`WHERE country = (SELECT country FROM ...)\`) raises "Subquery returns more than 1 row". Use \`IN\`, or make sure the subquery returns exactly one value. And \`NOT IN\` with a subquery that contains a \`NULL\` returns no rows at all; prefer \`NOT EXISTS\`.

## Try it

Find the countries in \`gapminder\` whose 2005 \`fertility\` was below the average fertility of their own \`cluster\` in 2005. Hint: a correlated subquery that references the outer row's \`cluster\`.

## Worked answer

\`\`\`sql
SELECT g.country, g.cluster, g.fertility
FROM gapminder AS g
WHERE g.year = 2005
  AND g.fertility < (
        SELECT AVG(g2.fertility)
        FROM gapminder AS g2
        WHERE g2.year = 2005
          AND g2.cluster = g.cluster     -- the outer row's cluster
      )
ORDER BY g.cluster, g.fertility;
\`\`\`

32 of the 62 countries are below their cluster's 2005 average. A few per cluster: Bangladesh (2.81) and India (2.96) against 4.33 in cluster 0; Poland (1.24) to Georgia (1.61) against 1.63 in cluster 1; South Africa alone in cluster 2 (2.51 against 4.70); Cuba (1.47) to Grenada (2.34, just under the average of 2.3445) in cluster 3; Hong Kong, China (0.96) to Australia (1.84) against 1.85 in cluster 4; Iran, Lebanon and Israel against 2.95 in cluster 5. Both \`year = 2005\` conditions are needed: drop the inner one and each country is compared with its cluster's average over all eleven years.
`,
  },
  readings: {
    "A short SQL style guide": `Conventions for writing SQL that a colleague (or you, next month) can read and trust. Keep this page next to the editor while you work on the project.

## Layout

- One clause per line: \`SELECT\`, \`FROM\`, \`JOIN\`, \`WHERE\`, \`GROUP BY\`, \`HAVING\`, \`ORDER BY\`, \`LIMIT\`.
- One selected column per line when there are more than three; indent continuation lines.
- Keywords in UPPER CASE, table and column names in lower_snake_case.
- End every statement with a semicolon.

\`\`\`sql
SELECT h.region,
       COUNT(*)                     AS countries,
       ROUND(AVG(g.life_expect), 1) AS avg_life_expect
FROM gapminder AS g
JOIN gapminder_health_income AS h
  ON h.country = g.country
WHERE g.year = 2005
GROUP BY h.region
ORDER BY avg_life_expect DESC;
\`\`\`

## Naming

| Do | Avoid |
| --- | --- |
| Short, meaningful aliases: \`g\`, \`h\` | \`a\`, \`b\`, \`t1\`, \`t2\` |
| Explicit column aliases: \`AS avg_life_expect\` | unnamed \`AVG(life_expect)\` columns |
| Prefix every column once two tables are joined: \`g.country\` | bare \`country\` in a join |
| \`countries\`, \`total_pop\` for counts and sums | \`count\`, \`sum\` (reserved words) |

## Correctness habits

- Never \`SELECT *\` in a final query: list the columns you mean.
- Write \`INNER JOIN\`/\`LEFT JOIN\` explicitly, with the condition in \`ON\`, never in \`WHERE\`.
- Put \`ORDER BY\` on any result someone will read; \`LIMIT\` only after sorting.
- Check row counts before and after every join.
- Round only in the final \`SELECT\`, not inside calculations.
- Use \`IS NULL\` / \`IS NOT NULL\`, never \`= NULL\`.

## Comments

\`\`\`sql
-- Why, not what: inner join on purpose; 'Hong Kong, China' has no region row
\`\`\`

Put a two-line header on saved queries: what question it answers and the date you last checked it.

## Before you share a query

1. Does it run from a clean session?
2. Does each row mean what the column names say?
3. Are filters and their reasons written down?
4. Would a reviewer find the grain of the result in the first line?
`,
  },
  quizzes: {
    "Quiz: querying a single table": {
      passMark: 0.7,
      questions: [
        {
          id: "mda-s1",
          type: "numeric",
          prompt:
            "A small gapminder table has five rows of (country, year): (India, 2000), (India, 2005), (China, 2000), (China, 2005), (Japan, 2005). How many rows does SELECT country, year FROM gapminder WHERE year = 2005 AND country = 'India' OR country = 'China' return?",
          answer: 3,
          tolerance: 0,
          unit: "rows",
          explanation:
            "AND binds tighter than OR, so MySQL reads the filter as (year = 2005 AND country = 'India') OR country = 'China': India in 2005 plus China in both years, 3 rows. The intended 2 rows need brackets, WHERE year = 2005 AND (country = 'India' OR country = 'China'), or more simply year = 2005 AND country IN ('India', 'China').",
        },
        {
          id: "mda-s2",
          type: "single",
          prompt:
            "From gapminder_health_income you want, per region, the number of countries with at least 1 million people, showing only regions with 20 or more such countries. Which query does that?",
          choices: [
            {
              id: "a",
              text: "SELECT region, COUNT(*) AS countries FROM gapminder_health_income WHERE population >= 1000000 GROUP BY region HAVING COUNT(*) >= 20;",
            },
            {
              id: "b",
              text: "SELECT region, COUNT(*) AS countries FROM gapminder_health_income WHERE COUNT(*) >= 20 AND population >= 1000000 GROUP BY region;",
            },
            {
              id: "c",
              text: "SELECT region, COUNT(*) AS countries FROM gapminder_health_income GROUP BY region HAVING COUNT(*) >= 20;",
            },
            {
              id: "d",
              text: "SELECT region, COUNT(*) AS countries FROM gapminder_health_income WHERE population >= 1000000 HAVING COUNT(*) >= 20;",
            },
          ],
          correct: "a",
          explanation:
            "WHERE filters rows before grouping (drop the micro-states), and HAVING filters the groups after COUNT(*) is known. An aggregate in WHERE is an error, because the groups do not exist yet. Query c forgets the population filter, so it counts micro-states too, and query d has no GROUP BY, so it cannot return one row per region.",
        },
        {
          id: "mda-s3",
          type: "single",
          prompt:
            "A colleague bands incomes with CASE WHEN income < 30000 THEN 'upper middle' WHEN income < 10000 THEN 'lower middle' WHEN income < 2000 THEN 'low' ELSE 'high' END. Which band does a country with an income of 1,500 get?",
          choices: [
            { id: "a", text: "upper middle" },
            { id: "b", text: "low" },
            { id: "c", text: "lower middle" },
            { id: "d", text: "high" },
          ],
          correct: "a",
          explanation:
            "CASE returns the value of the first WHEN that is true, checking top to bottom. 1,500 < 30,000 is already true, so the later, narrower branches are never reached and every poor country lands in 'upper middle'. Write bands from one end to the other: income < 2000 first, then < 10000, then < 30000, then ELSE 'high'.",
        },
        {
          id: "mda-s4",
          type: "multiple",
          prompt:
            "You publish the ten countries with the highest life_expect in 2005 from gapminder. Which statements about sorting and limiting in MySQL are true?",
          choices: [
            {
              id: "a",
              text: "Without ORDER BY life_expect DESC, LIMIT 10 returns ten rows in no guaranteed order, not the top ten",
            },
            {
              id: "b",
              text: "If the 10th and 11th countries have the same life_expect, LIMIT 10 silently drops one of them",
            },
            { id: "c", text: "In ascending order, MySQL puts NULL values first" },
            { id: "d", text: "ORDER BY can only use columns that appear in the SELECT list" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            'LIMIT keeps the first rows of whatever order the result has, so it needs an ORDER BY to mean "top". It also cuts at exactly n rows, so a tie at the cut-off loses a country without warning (look at LIMIT 12 before publishing). MySQL sorts NULL first in ascending order, so filter IS NOT NULL when ranking lowest values. You may sort by a column you did not select, or by a SELECT alias.',
        },
        {
          id: "mda-s5",
          type: "numeric",
          prompt:
            "A region has two countries in gapminder_health_income: one with health 80 and population 1,000,000, the other with health 60 and population 3,000,000. What does SUM(health * population) / SUM(population) return for the region?",
          answer: 65,
          tolerance: 0,
          unit: "years",
          explanation:
            "The population-weighted average is (80 × 1,000,000 + 60 × 3,000,000) / 4,000,000 = 260,000,000 / 4,000,000 = 65. AVG(health) gives each country equal weight and returns 70, as if the small country mattered as much as the large one. Neither is wrong, but they answer different questions, so say which one you report.",
        },
        {
          id: "mda-s6",
          type: "numeric",
          prompt:
            "For a gapminder row with year = 2000, what does DATEDIFF(DATE_ADD(MAKEDATE(year, 1), INTERVAL 5 YEAR), MAKEDATE(year, 1)) return?",
          answer: 1827,
          tolerance: 0,
          unit: "days",
          explanation:
            "MAKEDATE(2000, 1) is 2000-01-01 and adding 5 years gives 2005-01-01. DATEDIFF(later, earlier) counts the days between them: 2000 and 2004 are leap years, so 366 + 365 + 365 + 365 + 366 = 1,827. Answering 1,825 (5 × 365) forgets the leap days, which is exactly why five-year periods are not all the same length.",
        },
      ],
    },
    "Quiz: joins": {
      passMark: 0.7,
      questions: [
        {
          id: "mda-j1",
          type: "single",
          prompt:
            "gapminder has one row per country per year; gapminder_health_income has one row per country. How are the two tables related, and what is gapminder's key?",
          choices: [
            {
              id: "a",
              text: "One-to-many from gapminder_health_income to gapminder; gapminder's key is (country, year)",
            },
            { id: "b", text: "One-to-one on country; gapminder's key is country" },
            {
              id: "c",
              text: "Many-to-many, because country appears in both tables; gapminder's key is year",
            },
            {
              id: "d",
              text: "One-to-many from gapminder to gapminder_health_income; gapminder's key is (country, year)",
            },
          ],
          correct: "a",
          explanation:
            "One gapminder_health_income row (a country) relates to many gapminder rows (that country in each year), so gapminder.country works as a foreign key into the country table. A country appears once per year in gapminder, so country alone is not unique there; the key is the pair (country, year), which you can confirm with GROUP BY country, year HAVING COUNT(*) > 1 returning nothing.",
        },
        {
          id: "mda-j2",
          type: "numeric",
          prompt:
            "gapminder has 62 countries × 11 years = 682 rows. Every country except Hong Kong, China has exactly one row in gapminder_health_income, which is unique on country. How many rows does gapminder AS g INNER JOIN gapminder_health_income AS h ON h.country = g.country return, with no WHERE clause?",
          answer: 671,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Each matched gapminder row finds exactly one partner, so the join keeps the detail count minus the unmatched rows: Hong Kong has 11 yearly rows, and 682 − 11 = 671. Answering 681 forgets that the missing country is missing in every year. A LEFT JOIN would return all 682, and anything above 682 would mean duplicate keys on the right.",
        },
        {
          id: "mda-j3",
          type: "single",
          prompt:
            "You want every gapminder row for 2005, with the income of the country only when its region is 'europe_central_asia' (NULL otherwise). Which query keeps all 62 countries?",
          choices: [
            {
              id: "a",
              text: "FROM gapminder AS g LEFT JOIN gapminder_health_income AS h ON h.country = g.country AND h.region = 'europe_central_asia' WHERE g.year = 2005",
            },
            {
              id: "b",
              text: "FROM gapminder AS g LEFT JOIN gapminder_health_income AS h ON h.country = g.country WHERE g.year = 2005 AND h.region = 'europe_central_asia'",
            },
            {
              id: "c",
              text: "FROM gapminder AS g INNER JOIN gapminder_health_income AS h ON h.country = g.country AND h.region = 'europe_central_asia' WHERE g.year = 2005",
            },
            {
              id: "d",
              text: "FROM gapminder AS g RIGHT JOIN gapminder_health_income AS h ON h.country = g.country WHERE g.year = 2005",
            },
          ],
          correct: "a",
          explanation:
            "In the ON clause, the region condition only decides which rows of h may match; every gapminder row is kept and the others get NULL income. The same condition in WHERE (b) runs after the join and removes all rows whose region is NULL or another region, turning the left join back into an inner join. An inner join (c) drops them too, and a right join keeps every country of the other table instead.",
        },
        {
          id: "mda-j4",
          type: "multiple",
          prompt:
            "You join gapminder to gapminder_health_income on country and group by h.region and g.year to compare regions over time. Which statements are true?",
          choices: [
            {
              id: "a",
              text: "Grouping by h.region summarises gapminder's time series by a column that only the other table has",
            },
            {
              id: "b",
              text: "If the join returns more rows than gapminder itself, the right table has duplicate country keys",
            },
            {
              id: "c",
              text: "gapminder.pop and gapminder_health_income.population measure different things and should not be added together",
            },
            {
              id: "d",
              text: "Grouping by h.region only (without g.year), COUNT(*) gives the number of countries in each region",
            },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "Join at the grain of the detailed table, then group by a column from the other one: that is the point of the multi-table pattern. A join to a table unique on country can only keep or lose gapminder rows, so more rows means duplicate keys. pop is per year while population is for one unstated reference year. Without g.year, COUNT(*) counts country-year rows (up to 11 per country), not countries; use COUNT(DISTINCT g.country).",
        },
        {
          id: "mda-j5",
          type: "single",
          prompt:
            'SELECT country, income FROM gapminder_health_income WHERE country = (SELECT country FROM gapminder WHERE year = 2005) fails with "Subquery returns more than 1 row". What is the fix?',
          choices: [
            {
              id: "a",
              text: "Replace = with IN, so the outer row is kept when its country is any of the returned values",
            },
            { id: "b", text: "Add LIMIT 1 to the subquery" },
            { id: "c", text: "Wrap the subquery in an alias, as MySQL requires for subqueries" },
            { id: "d", text: "Replace = with NOT IN, which accepts several rows" },
          ],
          correct: "a",
          explanation:
            "= compares with a single value, but the subquery returns one country per row for 2005. IN tests membership in the whole list, which is what the question means. LIMIT 1 makes the error go away by keeping one arbitrary country, a wrong answer without an error. The alias rule applies to derived tables in FROM, not to subqueries in WHERE, and NOT IN asks the opposite question.",
        },
        {
          id: "mda-j6",
          type: "numeric",
          prompt:
            "gapminder_health_income has 5 countries: A, B, C, D, E. gapminder has 5 rows of (country, year): (A, 2000), (A, 2005), (C, 2000), (C, 2005), (F, 2005). What does SELECT COUNT(*) FROM gapminder_health_income WHERE country IN (SELECT country FROM gapminder) return?",
          answer: 2,
          tolerance: 0,
          unit: "rows",
          explanation:
            "IN keeps each row of gapminder_health_income at most once if its country appears anywhere in the subquery's list: A and C, so 2. An INNER JOIN of the same tables would return 4, because A and C each match two yearly rows. Use IN or EXISTS when you only want to filter one table by another, and a join when you need columns from both.",
        },
      ],
    },
  },
  projectBrief: `# Project: online retailer analysis

## Scenario

Globetrek Goods is a fictional online retailer that ships outdoor gear worldwide. Before choosing its next three export markets, the strategy team wants a fact base on how countries have developed: how long people live, how fast populations grow and how rich they are. You are the analyst; your deliverable is a set of SQL queries and a one-page summary.

## The data

Use the **Gapminder World Development** data set from the data playground:

- \`gapminder\`: one row per country and year (1955-2005, every five years): \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`.
- \`gapminder_health_income\`: one row per country: \`country\`, \`income\`, \`health\`, \`population\`, \`region\`.

Load both into MySQL as in the first lesson, or run the queries in the data playground.

## Questions

1. How many countries and years does \`gapminder\` cover, and which country of it has no match in \`gapminder_health_income\`?
2. List the ten countries with the highest \`income\`, with their \`region\` and \`health\`.
3. For each \`region\`, show the number of countries, the average \`income\` and the population-weighted average \`health\`. Keep regions with at least 10 countries.
4. Put every country into an income band with \`CASE\` (your own thresholds, stated) and count countries per band and region.
5. Using a join, show each region's average \`life_expect\` in 1955 and in 2005 side by side.
6. Which countries gained the most \`life_expect\` between 1955 and 2005? Show the top ten.
7. Which countries' 2005 \`fertility\` was below their region's 2005 average? Use a subquery.
8. Recommend three candidate markets (high income, growing \`pop\`) and justify them with numbers from your queries.

## Deliverables

- A \`.sql\` file with one commented query per question, in the style of the course's SQL style guide.
- A one-page summary (document or slide) with the answers and your recommendation at the top.

## Hand-in checklist

- [ ] Every query runs from a clean session without errors
- [ ] Each query has a comment stating the question it answers
- [ ] Row counts checked after each join; the unmatched country is handled on purpose
- [ ] Income band thresholds and any filters are written down
- [ ] Weighted and unweighted averages are labelled as such
- [ ] The recommendation cites at least three numbers from your results
`,
} satisfies CourseNotes;
