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
