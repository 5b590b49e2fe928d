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
