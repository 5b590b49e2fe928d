import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "How joins work": `After this lesson you can predict, before running it, how many rows a join will return and which columns it will carry, by thinking in terms of keys and grain.

## The data for this course

Every example uses the **Gapminder World Development** data set from the data playground. Treat each file as a table named by its short name:

- \`gapminder\`: one row per country per year (1955-2005, every five years): \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`.
- \`gapminder_health_income\`: one row per country: \`country\`, \`income\`, \`health\`, \`population\`, \`region\`.

Open the set in the playground to run queries there, or download both CSVs and load them into MySQL or PostgreSQL. The SQL in these notes runs on both.

## A join is a filtered pairing

Conceptually, a join pairs every row of the left table with every row of the right table, then keeps the pairs where the \`ON\` condition is true. The join type decides what happens to rows that found no partner.

\`\`\`sql
SELECT g.country, g.year, h.region
FROM gapminder AS g
JOIN gapminder_health_income AS h
  ON h.country = g.country;
\`\`\`

## Predicting the row count

Ask two questions: how many rows on each side share a key value, and is the relationship one-to-one, one-to-many or many-to-many? Here each \`gapminder\` row finds at most one \`gapminder_health_income\` row (the right side is unique on \`country\`), so the result can never have more rows than \`gapminder\`.

| Left rows per key | Right rows per key | Result rows per key |
| --- | --- | --- |
| 11 | 1 | 11 |
| 11 | 0 | 0 (inner) or 11 (left) |
| 11 | 2 | 22 |

## Common mistake

Joining without checking that the right side is unique on the join key. If it is not, every match multiplies rows and any \`SUM\` afterwards is inflated.

## Try it

Run \`SELECT COUNT(*), COUNT(DISTINCT country) FROM gapminder_health_income;\`. Equal numbers confirm \`country\` is unique there; then predict the row count of the join above before you run it.

## Worked answer

\`\`\`sql
SELECT COUNT(*), COUNT(DISTINCT country) FROM gapminder_health_income;  -- 187, 187
SELECT COUNT(*) FROM gapminder;                                          -- 682

SELECT COUNT(*)
FROM gapminder AS g
JOIN gapminder_health_income AS h
  ON h.country = g.country;                                             -- 671
\`\`\`

Both counts are 187, so \`country\` is unique on the right and the join cannot add rows: at most 682, one per \`gapminder\` row. It returns 671 because one country, \`Hong Kong, China\`, has no partner, and its 11 yearly rows drop out (682 − 11).
`,
    "INNER JOIN": `After this lesson you can write an INNER JOIN that keeps only the rows present in both tables, and know exactly which rows it silently drops.

## Syntax

\`\`\`sql
SELECT g.country,
       g.year,
       g.life_expect,
       h.region,
       h.income
FROM gapminder AS g
INNER JOIN gapminder_health_income AS h
        ON h.country = g.country
WHERE g.year = 2005
ORDER BY h.income DESC;
\`\`\`

\`INNER JOIN\` and plain \`JOIN\` are the same. Qualify every column with its alias once two tables are in play; ambiguous names like \`country\` raise an error, and unambiguous ones are still hard to read without the prefix.

## What gets dropped

An inner join removes unmatched rows from both sides:

- \`gapminder\` rows whose country is missing in \`gapminder_health_income\`: \`Hong Kong, China\` is the one case in this data.
- The 120-plus countries of \`gapminder_health_income\` that are not in the 62-country \`gapminder\` table.

That is often what you want ("analyse countries we have full data for"), but it should be a decision, not an accident.

## Watch out

Names must match exactly. A join on text keys fails silently on differences such as trailing spaces or \`Korea, Rep.\` versus \`South Korea\`. When a join returns fewer rows than expected, list the unmatched keys (the anti-join lesson shows how) before blaming the data.

## Try it

Count the rows of \`gapminder\` in 2005 and the rows of the inner join above. Then change the query to show the average \`life_expect\` per \`region\` in 2005, and say which countries did not contribute to any region.

## Worked answer

\`\`\`sql
SELECT COUNT(*) FROM gapminder WHERE year = 2005;                       -- 62

SELECT h.region,
       COUNT(*)                     AS countries,
       ROUND(AVG(g.life_expect), 1) AS avg_life_expect
FROM gapminder AS g
INNER JOIN gapminder_health_income AS h
        ON h.country = g.country
WHERE g.year = 2005
GROUP BY h.region
ORDER BY avg_life_expect DESC;
\`\`\`

The inner join keeps 61 of the 62 rows for 2005. The averages run from 78.9 years in \`europe_central_asia\` (19 countries) through \`east_asia_pacific\` 75.5, \`america\` 74.5 and \`middle_east_north_africa\` 72.8 to \`south_asia\` 62.9 and \`sub_saharan_africa\` 55.9 (4 countries each). The one country that contributed to no region is \`Hong Kong, China\`: it has no row in \`gapminder_health_income\`, so the inner join dropped it before grouping. These are simple averages of countries, not population-weighted.
`,
    "LEFT and RIGHT JOIN": `After this lesson you can keep every row of one table while adding matching data from another, and read the NULLs that appear where there is no match.

## LEFT JOIN

\`LEFT JOIN\` keeps all rows from the table written first; columns from the right table are \`NULL\` where no match exists.

\`\`\`sql
SELECT g.country,
       g.pop,
       h.region,
       h.income
FROM gapminder AS g
LEFT JOIN gapminder_health_income AS h
       ON h.country = g.country
WHERE g.year = 2005
ORDER BY h.region;
\`\`\`

You should see 62 rows, one per country, with \`Hong Kong, China\` carrying \`NULL\` in \`region\` and \`income\`.

## RIGHT JOIN

\`RIGHT JOIN\` is the mirror image: it keeps every row of the second table. Any right join can be rewritten as a left join by swapping the tables, and most teams do exactly that so queries read in one direction.

\`\`\`sql
-- Same rows as a LEFT JOIN with the tables swapped
SELECT h.country, h.region, g.life_expect
FROM gapminder AS g
RIGHT JOIN gapminder_health_income AS h
        ON h.country = g.country
       AND g.year = 2005;
\`\`\`

## Common mistake

Putting a condition on the optional table in \`WHERE\`. In the right join above, \`g.year = 2005\` sits in \`ON\`. Move it to \`WHERE\` and every country without a 2005 \`gapminder\` row (most of them) disappears, because \`NULL = 2005\` is not true. Rule: conditions on the table whose rows may be missing belong in \`ON\`.

## Try it

Starting from \`gapminder_health_income\`, left join \`gapminder\` for the year 2005 and count how many countries have a \`life_expect\` value and how many have \`NULL\`. Use \`COUNT(g.life_expect)\` versus \`COUNT(*)\`.

## Worked answer

\`\`\`sql
SELECT COUNT(*)             AS countries,
       COUNT(g.life_expect) AS with_life_expect,
       COUNT(*) - COUNT(g.life_expect) AS without
FROM gapminder_health_income AS h
LEFT JOIN gapminder AS g
       ON g.country = h.country
      AND g.year    = 2005;
\`\`\`

187 countries: 61 with a 2005 life expectancy and 126 with \`NULL\`. \`COUNT(*)\` counts rows and \`COUNT(column)\` skips \`NULL\`s, which is the whole trick. Note that \`g.year = 2005\` sits in \`ON\`: put it in \`WHERE\` and the 126 unmatched rows (whose \`year\` is \`NULL\`) are filtered out, turning the left join back into an inner join with 61 rows.
`,
    "Self joins and multiple join conditions": `After this lesson you can join a table to itself to compare rows within it, and join on more than one column at once.

## Joining on several columns

The grain of \`gapminder\` is country and year, so matching one row to another period needs both columns in \`ON\`:

\`\`\`sql
-- Each country's life expectancy next to its value five years earlier
SELECT cur.country,
       cur.year,
       cur.life_expect,
       prev.life_expect                    AS life_expect_5y_ago,
       cur.life_expect - prev.life_expect  AS change_5y
FROM gapminder AS cur
LEFT JOIN gapminder AS prev
       ON prev.country = cur.country
      AND prev.year    = cur.year - 5
ORDER BY cur.country, cur.year;
\`\`\`

This is a **self join**: the same table appears twice under two aliases. For each country the 1955 row has \`NULL\` in the previous columns because there is no 1950 row.

## Comparing rows within a group

Self joins also pair rows that share a property, for example countries of the same \`cluster\` in the same year:

\`\`\`sql
SELECT a.country, b.country AS peer, a.year
FROM gapminder AS a
JOIN gapminder AS b
  ON b.cluster = a.cluster
 AND b.year    = a.year
 AND b.country < a.country     -- each pair once, no self-pairs
WHERE a.year = 2005;
\`\`\`

## Watch out

Forgetting one of the key columns. Join \`cur\` to \`prev\` on \`country\` alone and every row pairs with all eleven rows of its country: eleven times the rows, and meaningless changes. Count rows after every self join.

## Try it

Using the self join above, find the five largest five-year drops in \`life_expect\` (the most negative \`change_5y\`). Which countries and periods are they?

## Worked answer

\`\`\`sql
SELECT cur.country,
       CONCAT(prev.year, '-', cur.year)    AS period,
       cur.life_expect - prev.life_expect  AS change_5y
FROM gapminder AS cur
JOIN gapminder AS prev
  ON prev.country = cur.country
 AND prev.year    = cur.year - 5
ORDER BY change_5y
LIMIT 5;
\`\`\`

\`CONCAT\` works in MySQL and PostgreSQL alike; \`||\` would mean OR in MySQL. The five largest drops:

| country | period | change_5y |
| --- | --- | --- |
| China | 1955-1960 | −26.13 |
| South Africa | 1995-2000 | −7.35 |
| North Korea | 1990-1995 | −6.14 |
| Lebanon | 1970-1975 | −5.55 |
| Peru | 1965-1970 | −5.49 |

An inner self join suits this question: the 1955 rows have no earlier row and could not be a drop anyway. China's fall is the famine of 1959–61, South Africa's the HIV epidemic, North Korea's the famine of the 1990s, Lebanon's the civil war.
`,
    "Anti-joins: finding what's missing": `After this lesson you can list the rows of one table that have no match in another, using LEFT JOIN ... IS NULL or NOT EXISTS.

## Why anti-joins matter

"Which customers never ordered?", "which products have no sales?" and "which keys failed to match?" are all the same question: rows in A with no partner in B. It is also the first check to run whenever a join loses rows.

## Pattern 1: LEFT JOIN and IS NULL

\`\`\`sql
SELECT DISTINCT g.country
FROM gapminder AS g
LEFT JOIN gapminder_health_income AS h
       ON h.country = g.country
WHERE h.country IS NULL;
\`\`\`

Test the right table's join column (or its primary key) for \`NULL\`, never a column that could be \`NULL\` in a matched row. You should see one country: \`Hong Kong, China\`.

## Pattern 2: NOT EXISTS

\`\`\`sql
SELECT h.country, h.region
FROM gapminder_health_income AS h
WHERE NOT EXISTS (
  SELECT 1
  FROM gapminder AS g
  WHERE g.country = h.country
);
\`\`\`

This lists the countries with income data but no time series. \`NOT EXISTS\` reads like the question and never duplicates rows.

## Watch out: NOT IN and NULL

\`\`\`sql
WHERE h.country NOT IN (SELECT country FROM gapminder)
\`\`\`

works here, but if the subquery returns even one \`NULL\`, \`NOT IN\` returns no rows at all, because \`x <> NULL\` is unknown. Prefer \`NOT EXISTS\` or the left-join pattern.

## Try it

Count the countries of \`gapminder_health_income\` per \`region\` that have **no** rows in \`gapminder\`. Which region is least represented in the time-series table?

## Worked answer

\`\`\`sql
SELECT h.region,
       COUNT(*) AS countries_missing
FROM gapminder_health_income AS h
WHERE NOT EXISTS (
  SELECT 1
  FROM gapminder AS g
  WHERE g.country = h.country
)
GROUP BY h.region
ORDER BY countries_missing DESC;
\`\`\`

| region | missing | of |
| --- | --- | --- |
| sub_saharan_africa | 44 | 48 |
| europe_central_asia | 31 | 50 |
| east_asia_pacific | 19 | 27 |
| middle_east_north_africa | 14 | 20 |
| america | 14 | 34 |
| south_asia | 4 | 8 |

126 countries in all. \`sub_saharan_africa\` is the least represented: only 4 of its 48 countries have a time series, about 8 %. \`south_asia\` also has just 4, but that is half of its 8. Judge representation as a share of the region, not as a raw count.
`,
  },
  readings: {
    "Common join mistakes": `The join mistakes that produce wrong numbers without an error message, how to spot each one, and the fix. Examples use the Gapminder tables.

## 1. Duplicate keys multiply rows

**Symptom:** totals are too large after a join. **Check:**

\`\`\`sql
SELECT country, COUNT(*) FROM gapminder_health_income
GROUP BY country HAVING COUNT(*) > 1;
\`\`\`

**Fix:** aggregate the many-side to the join grain before joining, or add the missing key column to \`ON\`.

## 2. Joining on part of a composite key

Joining \`gapminder\` to itself on \`country\` only pairs each row with all years of that country. **Fix:** \`ON a.country = b.country AND a.year = b.year - 5\`.

## 3. WHERE undoes a LEFT JOIN

\`\`\`sql
-- Wrong: drops unmatched rows
LEFT JOIN gapminder_health_income AS h ON h.country = g.country
WHERE h.region = 'america'
-- Right: filter inside ON (keeps all g rows)
LEFT JOIN gapminder_health_income AS h
       ON h.country = g.country AND h.region = 'america'
\`\`\`

## 4. Silent losses in an INNER JOIN

**Check** with an anti-join (\`LEFT JOIN ... WHERE h.country IS NULL\`) every time the row count drops. In this data, \`Hong Kong, China\` has no income row.

## 5. Text keys that almost match

Case, spaces and spellings differ between systems. **Fix:** compare \`TRIM(LOWER(...))\`, or build a mapping table.

## 6. NOT IN with NULLs

Returns nothing if the subquery yields a \`NULL\`. **Fix:** \`NOT EXISTS\`.

## 7. Summing a column from the one-side

After joining \`gapminder\` (11 rows per country) to \`gapminder_health_income\`, \`SUM(h.population)\` counts each country's population eleven times. **Fix:** sum one-side columns before the join, or filter to one year.

## Quick checklist

| Before the join | After the join |
| --- | --- |
| State the grain of both tables | Compare row counts with the left table |
| Confirm the right key is unique | List unmatched keys |
| Decide: inner or left, and why | Spot-check one key by hand |
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "sjc-k1",
          type: "numeric",
          prompt:
            "countries has 4 rows: Chile, Japan, Kenya, Nepal. facts has 4 rows of (country, region): (Chile, america), (Japan, asia), (Japan, asia), (Peru, america); Japan was entered twice by mistake. How many rows does SELECT * FROM countries AS c LEFT JOIN facts AS f ON f.country = c.country return?",
          answer: 5,
          tolerance: 0,
          unit: "rows",
          explanation:
            "A left join keeps every row of countries and pairs it with every matching row of facts: Chile 1, Japan 2 (the duplicate key multiplies it), Kenya 1 and Nepal 1 with NULLs, so 5 rows. Peru has no partner on the left and is dropped. Answering 4 assumes a left join can never return more rows than its left table; that only holds when the right side is unique on the join key, which is why you check it first.",
        },
        {
          id: "sjc-k2",
          type: "single",
          prompt:
            "Same tables: countries (Chile, Japan, Kenya, Nepal) and facts ((Chile, america), (Japan, asia), (Japan, asia), (Peru, america)). Query A is countries LEFT JOIN facts ON f.country = c.country WHERE f.region = 'america'. Query B puts the condition in the join instead: ON f.country = c.country AND f.region = 'america'. How many rows does each return?",
          choices: [
            {
              id: "a",
              text: "A: 1 row (Chile); B: 4 rows, one per country, with NULL region for Japan, Kenya and Nepal",
            },
            { id: "b", text: "Both return 1 row (Chile)" },
            { id: "c", text: "Both return 4 rows" },
            { id: "d", text: "A: 4 rows; B: 1 row" },
          ],
          correct: "a",
          explanation:
            "WHERE runs after the join, and for the unmatched or non-american rows f.region is NULL or 'asia', so the filter removes them: query A behaves like an inner join and keeps only Chile. In ON, the condition only decides which facts rows may match, so every countries row survives and the ones without an american match carry NULLs. Rule: conditions on the table whose rows may be missing belong in ON.",
        },
        {
          id: "sjc-k3",
          type: "multiple",
          prompt:
            "You want the countries in gapminder that have no row in gapminder_health_income. Which queries return exactly those countries?",
          choices: [
            {
              id: "a",
              text: "SELECT DISTINCT g.country FROM gapminder AS g LEFT JOIN gapminder_health_income AS h ON h.country = g.country WHERE h.country IS NULL",
            },
            {
              id: "b",
              text: "SELECT DISTINCT g.country FROM gapminder AS g WHERE NOT EXISTS (SELECT 1 FROM gapminder_health_income AS h WHERE h.country = g.country)",
            },
            {
              id: "c",
              text: "SELECT DISTINCT g.country FROM gapminder AS g LEFT JOIN gapminder_health_income AS h ON h.country = g.country WHERE h.income IS NULL",
            },
            {
              id: "d",
              text: "SELECT DISTINCT g.country FROM gapminder AS g INNER JOIN gapminder_health_income AS h ON h.country = g.country WHERE h.country IS NULL",
            },
          ],
          correct: ["a", "b"],
          explanation:
            "Both anti-join patterns work: a left join that tests the right table's join column for NULL, and NOT EXISTS. Testing h.income is wrong because a matched country with a missing income value is also NULL there, so it would be listed as unmatched. An inner join has already dropped every unmatched row, so its h.country is never NULL and query d returns nothing.",
        },
        {
          id: "sjc-k4",
          type: "single",
          prompt:
            "facts has (country, region) rows (Chile, america) and (Japan, asia). A list of excluded countries has two rows: Chile and NULL. How many rows does SELECT country FROM facts WHERE country NOT IN (SELECT country FROM excluded) return?",
          choices: [
            { id: "a", text: "0 rows" },
            { id: "b", text: "1 row: Japan" },
            { id: "c", text: "2 rows: Chile and Japan" },
            { id: "d", text: "An error, because the subquery contains NULL" },
          ],
          correct: "a",
          explanation:
            "NOT IN means country <> 'Chile' AND country <> NULL. Comparing anything with NULL is unknown, never true, so no row passes, not even Japan. There is no error, which is why the bug is easy to miss. NOT EXISTS (SELECT 1 FROM excluded AS e WHERE e.country = f.country) returns Japan as intended.",
        },
        {
          id: "sjc-k5",
          type: "numeric",
          prompt:
            "gapminder has 62 countries with 11 rows each (1955 to 2005, every five years): 682 rows. To put each country's life_expect next to its value five years earlier, you self join gapminder AS cur LEFT JOIN gapminder AS prev ON prev.country = cur.country, forgetting the year condition. How many rows does it return?",
          answer: 7502,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Joined on country alone, each of a country's 11 rows pairs with all 11 rows of the same country: 11 × 11 = 121 rows per country, and 62 × 121 = 7,502. The grain of gapminder is country and year, so the join needs both: ON prev.country = cur.country AND prev.year = cur.year - 5, which gives back 682 rows (with NULLs for 1955).",
        },
        {
          id: "sjc-k6",
          type: "single",
          prompt:
            "You join gapminder (11 rows per country, one per year) to gapminder_health_income (one row per country) on country, then compute SUM(h.population) per region. The totals are far larger than the world's population. What went wrong, and what fixes it?",
          choices: [
            {
              id: "a",
              text: "Each country's population is repeated on its 11 yearly rows; sum it from gapminder_health_income before or without the join, or filter gapminder to one year",
            },
            { id: "b", text: "The join should be a LEFT JOIN, which stops the rows from repeating" },
            { id: "c", text: "SUM ignores NULLs; use COUNT(h.population) instead" },
            { id: "d", text: "Add DISTINCT to SUM(DISTINCT h.population) so each country is counted once" },
          ],
          correct: "a",
          explanation:
            "Joining a one-per-country table to an 11-per-country table copies the one-side value onto every match, so SUM adds each population eleven times. Sum one-side columns at their own grain, or reduce the many side to one row per country first. A left join repeats the rows just the same. SUM(DISTINCT ...) looks like a fix but silently drops any two countries that happen to have the same population.",
        },
      ],
    },
  },
  projectBrief: `# Practice set

A short set of join exercises to confirm you can predict and control join results.

## Scenario

Atlas Learning, a fictional non-profit that builds classroom material on world development, is merging two spreadsheets: a time series of countries and a country fact sheet. Before they publish a combined table, they want you to check how the two fit together and answer a few questions with joins.

## The data

The **Gapminder World Development** data set in the data playground:

- \`gapminder\` (\`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`), one row per country and year.
- \`gapminder_health_income\` (\`country\`, \`income\`, \`health\`, \`population\`, \`region\`), one row per country.

## Exercises

1. Predict, then verify, the row count of \`gapminder INNER JOIN gapminder_health_income ON country\`.
2. Write the same join as a \`LEFT JOIN\` and list the rows that have \`NULL\` in \`region\`.
3. Using \`NOT EXISTS\`, list the countries of \`gapminder_health_income\` with no time series, and count them per \`region\`.
4. For the year 2000, show each country's \`life_expect\` next to its \`health\` value from the fact sheet, and the difference between the two.
5. With a self join on \`country\` and \`year\`, show each country's \`fertility\` in 1955 and 2005 in one row, and sort by the largest fall.
6. Self join within \`cluster\` and \`year\` to list all pairs of countries in the same cluster in 2005, each pair once.
7. Write a query that deliberately double counts population (sum a one-side column after joining all years), then correct it. Explain the difference in two sentences.

## Deliverables

- A \`.sql\` file with one commented query per exercise.
- A short note (five to ten lines) for Atlas Learning: which rows do not match, and how you would join the tables for their combined table.

## Hand-in checklist

- [ ] Each prediction written down before the query was run
- [ ] Row counts shown for every join
- [ ] Unmatched keys listed by name
- [ ] Join conditions on optional tables placed in \`ON\`, not \`WHERE\`
- [ ] Double-counting example and its fix both included
`,
} satisfies CourseNotes;
