import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Welcome to the messy database": `After this lesson you know what the course covers, which messy table you will clean, and how to load it into PostgreSQL in a way that keeps every problem visible.

## What the course covers

You start by profiling a table, then fix one class of problem per lesson: data types, text, dates, missing values, duplicates and shape (pivoting). The last two lessons turn your fixes into data-quality checks and clean views that colleagues can build on. The course ends with a cleaning project.

## The practice data

We use the **Movies and Box Office** data set from the data playground: one table, \`movies\`, where **one row is one film** (3,201 films). It is deliberately messy, which makes it ideal here. Its 16 columns are \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`US DVD Sales\`, \`Production Budget\`, \`Release Date\` (text such as \`Jun 12 1998\`), \`MPAA Rating\`, \`Running Time min\`, \`Distributor\`, \`Source\`, \`Major Genre\`, \`Creative Type\`, \`Director\`, \`Rotten Tomatoes Rating\`, \`IMDB Rating\` and \`IMDB Votes\`.

The column names contain spaces and capitals, so in PostgreSQL you must write them in double quotes: \`"US Gross"\`.

## Loading it raw

Download \`movies.csv\` from the data playground. Load every column as \`text\` first: a raw layer that never rejects a row. You will cast types deliberately later.

\`\`\`sql
CREATE TABLE movies (
  "Title" text, "US Gross" text, "Worldwide Gross" text, "US DVD Sales" text,
  "Production Budget" text, "Release Date" text, "MPAA Rating" text,
  "Running Time min" text, "Distributor" text, "Source" text, "Major Genre" text,
  "Creative Type" text, "Director" text, "Rotten Tomatoes Rating" text,
  "IMDB Rating" text, "IMDB Votes" text
);
\\copy movies FROM 'movies.csv' WITH (FORMAT csv, HEADER true)
\`\`\`

In DBeaver, right-click the table > Import Data, choose CSV and map the columns by name.

## Watch out

Never clean the raw table in place. Keep \`movies\` exactly as loaded and build cleaned versions from it, so you can always rerun the cleaning from scratch.

## Try it

Run \`SELECT COUNT(*) FROM movies;\` and check you get one row per film in the file, then look at 20 rows with \`SELECT * FROM movies LIMIT 20;\` and write down three problems you can already see.

## Worked answer

\`\`\`sql
SELECT COUNT(*) FROM movies;          -- 3201
SELECT * FROM movies LIMIT 20;
\`\`\`

You should get 3,201: the file has 3,202 lines and the first is the header, so every film loaded. 3,202 would mean you forgot \`HEADER true\` and loaded the header as a film (the all-text table accepts it without complaint).

Three problems visible in the first 20 rows (any three of these is a good list):

- **Release dates in the future**: \`Duel in the Sun\` is \`Dec 31 2046\`, \`Wilson\` \`Aug 01 2044\`, \`Over the Hill to the Poorhouse\` \`Sep 17 2020\`. These are old films with the century wrong.
- **Zero meaning unknown**: \`12 Angry Men\` has \`0\` in both \`US Gross\` and \`Worldwide Gross\`. The film did earn money; the figure is just missing.
- **Gaps everywhere**: \`Running Time min\` and \`US DVD Sales\` are empty (NULL) in all 20 rows, \`Creative Type\` in 18 and \`Source\` in 17.
- **Everything is text**: dates read \`Jun 12 1998\`, so sorting them sorts by month name, and no money column can be summed until it is cast.

Each problem has its own lesson later in the course, so keep the list.
`,
    "Profiling a table in five queries": `After this lesson you can size up an unfamiliar table in five queries: row count and keys, nulls per column, value distributions, numeric ranges and suspicious values.

## The five queries

**1. Size and candidate key**

\`\`\`sql
SELECT COUNT(*)                                    AS row_count,
       COUNT(DISTINCT "Title")                     AS distinct_titles,
       COUNT(DISTINCT ("Title", "Release Date"))   AS distinct_title_dates
FROM movies;
\`\`\`

**2. Nulls per column** (\`COUNT(col)\` skips nulls)

\`\`\`sql
SELECT COUNT(*) - COUNT("US Gross")               AS us_gross_null,
       COUNT(*) - COUNT("Running Time min")       AS running_time_null,
       COUNT(*) - COUNT("Rotten Tomatoes Rating") AS rt_null,
       COUNT(*) - COUNT("Major Genre")            AS genre_null
FROM movies;
\`\`\`

**3. Distribution of a category**

\`\`\`sql
SELECT "MPAA Rating", COUNT(*) AS films
FROM movies
GROUP BY 1
ORDER BY films DESC;
\`\`\`

**4. Numeric ranges** (cast, because we loaded text)

\`\`\`sql
SELECT MIN("Production Budget"::bigint) AS min_budget,
       MAX("Production Budget"::bigint) AS max_budget,
       MIN("IMDB Rating"::numeric)      AS min_imdb,
       MAX("IMDB Rating"::numeric)      AS max_imdb
FROM movies;
\`\`\`

**5. Suspicious values**

\`\`\`sql
SELECT "Title", "US Gross", "Worldwide Gross", "Release Date"
FROM movies
WHERE "US Gross"::bigint = 0
   OR right("Release Date", 4)::int > 2010;
\`\`\`

## What to look for

| Signal | Likely problem |
| --- | --- |
| distinct count < row count on the "key" | duplicates, or the wrong key |
| many nulls in one column | optional field, or a broken import |
| zeros in an amount | "unknown" coded as 0 |
| dates in the future | typos or placeholder values |

## Common mistake

Running query 4 before checking that every value casts. One stray value like \`n/a\` makes the whole query fail; the next lesson shows how to find it first.

## Try it

Write a profiling note with one line per query: what you ran, what you found, what you will fix. Include the \`MPAA Rating\` values that are not official ratings.

## Worked answer

Run the five queries from the lesson as written. A profiling note looks like this:

| Query | Found | Fix |
| --- | --- | --- |
| 1. Size and key | 3,201 rows, 3,176 distinct titles, 3,201 distinct (title, date) pairs | \`Title\` is not a key (24 titles appear twice, one row has no title); use title + release date |
| 2. Nulls | \`US Gross\` 7, \`Running Time min\` 1,992 (62% of rows), \`Rotten Tomatoes Rating\` 880, \`Major Genre\` 275 | keep the measures NULL and report coverage; label the missing genre \`Unclassified\` |
| 3. MPAA Rating | R 1,194, PG-13 865, NULL 605, PG 354, Not Rated 94, G 79, NC-17 8, Open 2 | map the values outside the official set (below) |
| 4. Ranges | budget 218 to 300,000,000; IMDB 1.4 to 9.2 | ratings are in range; check the $218 budget before touching it |
| 5. Suspicious | 86 rows: 66 with \`US Gross\` = 0 and 24 with a year after 2010 (4 rows are both) | zeros to NULL, dates repaired or flagged |

The official MPAA ratings are G, PG, PG-13, R and NC-17. Three values fall outside them: \`Not Rated\` (94 films, a status rather than a rating), \`Open\` (2 films, \`L.I.E.\` and \`Requiem for a Dream\`, both released unrated, so it belongs with \`Not Rated\`) and NULL (605 films, where the rating is simply unknown).

Two findings need care. The $218 budget is \`Tarnation\`, a documentary famous for costing that little, so it is a real value and not an error. And 19 of the 66 films with a US gross of 0 have a worldwide gross above 0: they may never have opened in the US, so 0 is not always "unknown".
`,
    "Casting and fixing data types": `After this lesson you can convert text columns to proper numeric, integer and date types, find the values that would break a cast, and cast safely.

## Find what will not cast

Before \`::numeric\`, find the offenders with a regular expression:

\`\`\`sql
SELECT "IMDB Rating", COUNT(*)
FROM movies
WHERE "IMDB Rating" IS NOT NULL
  AND "IMDB Rating" !~ '^[0-9]+(\\.[0-9]+)?$'
GROUP BY 1;
\`\`\`

An empty result means every non-null value is a plain number.

## Cast deliberately

\`\`\`sql
SELECT "Title",
       "US Gross"::bigint                         AS us_gross,
       "Worldwide Gross"::bigint                  AS worldwide_gross,
       "Production Budget"::bigint                AS production_budget,
       "Running Time min"::int                    AS running_time_min,
       "IMDB Rating"::numeric(3, 1)               AS imdb_rating,
       "Rotten Tomatoes Rating"::int              AS rotten_tomatoes_pct,
       to_date("Release Date", 'Mon DD YYYY')     AS release_date
FROM movies;
\`\`\`

| Type | Use for |
| --- | --- |
| \`bigint\` | money in whole dollars; grosses exceed the 2.1 billion limit of \`int\` |
| \`int\` | minutes, votes, percentages |
| \`numeric(p, s)\` | exact decimals such as ratings |
| \`date\` | calendar dates |

## A safe-cast helper

PostgreSQL has no \`TRY_CAST\`. Use \`CASE\` with the pattern so bad values become \`NULL\` instead of errors:

\`\`\`sql
SELECT CASE WHEN "IMDB Votes" ~ '^[0-9]+$' THEN "IMDB Votes"::int END AS imdb_votes
FROM movies;
\`\`\`

## Common mistake

Casting money to \`int\`. \`Worldwide Gross\` includes a value above 2,147,483,647 (Avatar, the top film), which overflows \`int\` and fails with "out of range". Check \`MAX(length(col))\` before choosing a type.

## Try it

Find the largest \`Worldwide Gross\` after casting to \`bigint\`, then try the same with \`::int\` and read the error. Add \`imdb_votes\` to the cast query with the safe-cast pattern.

## Worked answer

\`\`\`sql
SELECT MAX("Worldwide Gross"::bigint) AS max_worldwide_gross
FROM movies;                                   -- 2767891499

SELECT MAX("Worldwide Gross"::int) FROM movies;
-- ERROR: value "2767891499" is out of range for type integer

SELECT "Title",
       "US Gross"::bigint                         AS us_gross,
       "Worldwide Gross"::bigint                  AS worldwide_gross,
       "Production Budget"::bigint                AS production_budget,
       "Running Time min"::int                    AS running_time_min,
       "IMDB Rating"::numeric(3, 1)               AS imdb_rating,
       "Rotten Tomatoes Rating"::int              AS rotten_tomatoes_pct,
       to_date("Release Date", 'Mon DD YYYY')     AS release_date,
       CASE WHEN "IMDB Votes" ~ '^[0-9]+$' THEN "IMDB Votes"::int END AS imdb_votes
FROM movies;
\`\`\`

The largest worldwide gross is 2,767,891,499 (\`Avatar\`). It is the only value above the \`int\` limit of 2,147,483,647 (\`Titanic\` comes next with 1,842,879,955 and fits), yet that single row makes the whole \`::int\` query fail, and the error names the value that broke it.

The cast query returns all 3,201 rows. \`imdb_votes\` has 2,988 numbers and 213 NULLs, and the 213 are the rows that were already empty in the file: every non-empty value here is plain digits, so the \`CASE\` turns nothing into NULL today. It is there for the next load. The largest value is 519,541 (\`The Shawshank Redemption\`), well inside \`int\`.
`,
    "Cleaning text: TRIM, CASE and pattern matching": `After this lesson you can standardise free-text columns: trim whitespace, fix case, map variants to one value with CASE, and find patterns with LIKE and regular expressions.

## The toolbox

| Function | Does |
| --- | --- |
| \`TRIM(s)\`, \`LTRIM\`, \`RTRIM\` | remove leading/trailing spaces |
| \`LOWER\`, \`UPPER\`, \`INITCAP\` | change case |
| \`REPLACE(s, 'a', 'b')\` | replace a substring |
| \`regexp_replace(s, '\\s+', ' ', 'g')\` | collapse repeated spaces |
| \`LIKE '%Fox%'\`, \`ILIKE\` | simple patterns (ILIKE ignores case) |
| \`~\`, \`~*\` | regular expressions |
| \`split_part(s, '/', 1)\` | take one piece of a delimited string |

## Worked example: distributors

\`Distributor\` mixes parent companies and labels, for example \`Sony Pictures\`, \`Sony Pictures Classics\` and \`Sony/TriStar\`, or \`Miramax\` and \`Miramax/Dimension\`. To report by parent company, map the variants:

\`\`\`sql
SELECT "Distributor" AS distributor_raw,
       CASE
         WHEN "Distributor" ILIKE 'sony%'        THEN 'Sony'
         WHEN "Distributor" ILIKE 'miramax%'     THEN 'Miramax'
         WHEN "Distributor" ILIKE '%fox%'        THEN 'Fox'
         WHEN "Distributor" IS NULL              THEN 'Unknown'
         ELSE TRIM(regexp_replace("Distributor", '\\s+', ' ', 'g'))
       END AS distributor_group,
       COUNT(*) AS films
FROM movies
GROUP BY 1, 2
ORDER BY distributor_group, films DESC;
\`\`\`

Keeping \`distributor_raw\` next to the group lets you review every mapping decision.

## Titles that are numbers

A few \`Title\` values are numbers, such as \`300\` or \`1776\`. They are real film titles; the point is to keep \`Title\` as text and never cast it.

## Watch out

Over-eager patterns. \`ILIKE '%fox%'\` also matches any distributor with "fox" inside a longer name, such as \`Fox Searchlight\`, which may be a separate label you want to keep. Review the output grouped by raw value before you trust a mapping, and prefer a mapping table once there are more than a handful of rules.

## Try it

List every distinct \`Distributor\` containing a \`/\`, then write a \`CASE\` that maps each to the company before the slash using \`split_part\`.

## Worked answer

\`\`\`sql
SELECT "Distributor", COUNT(*) AS films
FROM movies
WHERE "Distributor" LIKE '%/%'
GROUP BY 1
ORDER BY 1;

SELECT "Distributor" AS distributor_raw,
       CASE
         WHEN "Distributor" LIKE '%/%' THEN split_part("Distributor", '/', 1)
         ELSE "Distributor"
       END AS distributor_parent,
       COUNT(*) AS films
FROM movies
WHERE "Distributor" LIKE '%/%'      -- remove to map the whole table
GROUP BY 1, 2
ORDER BY 2, 1;
\`\`\`

11 distinct values contain a slash, covering 98 films:

| Raw | Parent | Films |
| --- | --- | --- |
| \`First Run/Icarus\` | First Run | 1 |
| \`Focus/Rogue Pictures\` | Focus | 7 |
| \`IDP/Goldwyn/Roadside\` | IDP | 7 |
| \`Island/Alive\` | Island | 1 |
| \`MGM/UA Classics\` | MGM | 2 |
| \`Miramax/Dimension\` | Miramax | 21 |
| \`Present Pictures/Morning Knight\` | Present Pictures | 1 |
| \`Sony/Columbia\`, \`Sony/Screen Gems\`, \`Sony/TriStar\` | Sony | 22 + 19 + 9 |
| \`Weinstein/Dimension\` | Weinstein | 8 |

\`split_part\` returns the whole string when there is no slash, so the \`CASE\` only makes the rule explicit. Check three things in the output. \`IDP/Goldwyn/Roadside\` has two slashes, and only the first part survives. \`Dimension\` appears under Miramax (films from 1996 to 2005) and under Weinstein (2006 to 2010), so "the part before the slash" records the owner at release time. And the new \`Sony\` group still differs from \`Sony Pictures\` (307 films) and \`Sony Pictures Classics\` (76), so you still need the \`ILIKE 'sony%'\` rule from the lesson.
`,
    "Standardizing dates and time zones": `After this lesson you can parse dates stored as text, flag impossible dates, truncate dates to periods, and convert timestamps between time zones without shifting days by accident.

## Parsing text dates

\`Release Date\` is stored as text like \`Jun 12 1998\`. \`to_date\` with a format mask converts it:

\`\`\`sql
SELECT "Title",
       "Release Date",
       to_date("Release Date", 'Mon DD YYYY')                     AS release_date,
       date_trunc('month', to_date("Release Date", 'Mon DD YYYY'))::date AS release_month,
       EXTRACT(YEAR FROM to_date("Release Date", 'Mon DD YYYY'))::int   AS release_year
FROM movies
LIMIT 10;
\`\`\`

| Pattern | Matches |
| --- | --- |
| \`YYYY-MM-DD\` | 1998-06-12 |
| \`Mon DD YYYY\` | Jun 12 1998 |
| \`DD/MM/YYYY\` | 12/06/1998 |

## Flag impossible dates

The file contains release dates decades in the future, most likely two-digit years expanded wrongly. Flag them rather than silently dropping them:

\`\`\`sql
SELECT "Title", "Release Date"
FROM movies
WHERE to_date("Release Date", 'Mon DD YYYY') > DATE '2010-12-31'
ORDER BY 2;
\`\`\`

Decide a rule (set to \`NULL\`, or subtract 100 years when you can verify it) and document it.

## Time zones

Event data usually arrives as timestamps. Store them as \`timestamptz\` and convert only for display:

\`\`\`sql
SELECT TIMESTAMPTZ '2010-06-12 03:30:00+00'                               AS utc_value,
       (TIMESTAMPTZ '2010-06-12 03:30:00+00' AT TIME ZONE 'America/Los_Angeles')::date AS local_day;
\`\`\`

At 03:30 UTC it is still 11 June in Los Angeles. Truncating to a date before converting would put the event on the wrong day.

## Common mistake

Comparing text dates. \`'Dec 31 2046' > 'Jun 12 1998'\` compares letters, not years. Always compare parsed dates.

## Try it

Count films per release year after parsing. Then list the films with future years and propose, in a comment, what you would do with each.

## Worked answer

\`\`\`sql
SELECT EXTRACT(YEAR FROM to_date("Release Date", 'Mon DD YYYY'))::int AS release_year,
       COUNT(*) AS films
FROM movies
GROUP BY 1
ORDER BY 1;

SELECT "Title",
       "Release Date",
       CASE
         -- 2011: films that had not opened yet; both grosses are 0. Keep the date, set the grosses to NULL.
         WHEN to_date("Release Date", 'Mon DD YYYY') < DATE '2012-01-01'
           THEN to_date("Release Date", 'Mon DD YYYY')
         -- 2015-2046: classics from 1915-1946 with the wrong century. Subtract 100 years.
         ELSE (to_date("Release Date", 'Mon DD YYYY') - INTERVAL '100 years')::date
       END AS release_date_proposed
FROM movies
WHERE to_date("Release Date", 'Mon DD YYYY') > DATE '2010-12-31'
ORDER BY to_date("Release Date", 'Mon DD YYYY');
\`\`\`

Every value parses, and the first query returns 91 years, from 1928 to 2046. The busiest years are 2006 (220 films), 2005 (210) and 2002 (208). 2010 has only 92 because the file ends with a release on 17 December 2010. After 2010 there is a tail of 24 films.

The second query lists those 24, and they split into two groups:

- **2 real 2011 releases**: \`Restless\` (Jan 28 2011) and \`The Adventures of Tintin: Secret of the Unicorn\` (Dec 23 2011), both with grosses of 0. They had not opened when the data was collected, so keep the dates and treat the zeros as unknown.
- **22 classics with the wrong century**: \`The Birth of a Nation\` (2015 becomes 1915), \`Intolerance\`, \`Ben-Hur\`, \`King Kong (1933)\`, \`Gone with the Wind\` and \`The Wizard of Oz\` (2039 becomes 1939), up to \`Duel in the Sun\` (2046 becomes 1946). For every one of them, subtracting 100 years gives the real release year.

Once the dates are fixed, the \`Ben-Hur\` and \`20,000 Leagues Under the Sea\` pairs become clearly different films: 1925 and 1959, 1916 and 1954.
`,
    "Missing values: COALESCE, NULLIF and defaults": `After this lesson you can decide, column by column, what a missing value means, and handle it with COALESCE, NULLIF or an explicit flag instead of by accident.

## Three kinds of missing

| Case | Example in \`movies\` | Treatment |
| --- | --- | --- |
| Truly unknown | \`Running Time min\` is null for many films | keep \`NULL\`, report coverage |
| Not applicable | \`US DVD Sales\` for films never released on DVD | \`NULL\` or 0, by documented rule |
| Coded as a value | \`US Gross\` or \`Worldwide Gross\` equal to 0 | convert to \`NULL\` with \`NULLIF\` |

## The functions

\`\`\`sql
SELECT "Title",
       NULLIF("Worldwide Gross"::bigint, 0)            AS worldwide_gross,   -- 0 means unknown
       COALESCE("Major Genre", 'Unclassified')         AS major_genre,       -- label for reports
       COALESCE("MPAA Rating", 'Not Rated')            AS mpaa_rating,
       ("Running Time min" IS NULL)                    AS running_time_missing
FROM movies;
\`\`\`

- \`NULLIF(a, b)\` returns \`NULL\` when \`a = b\`, otherwise \`a\`.
- \`COALESCE(a, b, ...)\` returns the first non-null argument.

## Why it matters for aggregates

\`AVG\` ignores nulls, so the average running time is over films that have one, not all films. Zeros are not ignored:

\`\`\`sql
SELECT AVG("Worldwide Gross"::bigint)                 AS avg_incl_zeros,
       AVG(NULLIF("Worldwide Gross"::bigint, 0))      AS avg_excl_zeros,
       COUNT(NULLIF("Worldwide Gross"::bigint, 0))    AS films_with_gross
FROM movies;
\`\`\`

## Common mistake

\`COALESCE(amount, 0)\` on a measure before averaging. It turns "unknown" into "nothing earned" and drags the average down. Fill with a default only for labels and grouping columns; leave measures \`NULL\` and report how many are missing.

## Try it

Compute the share of films with a \`Rotten Tomatoes Rating\` per \`Major Genre\` (use \`COALESCE\` for the genre label). Which genre is worst covered?

## Worked answer

\`\`\`sql
SELECT COALESCE("Major Genre", 'Unclassified')                      AS major_genre,
       COUNT(*)                                                     AS films,
       COUNT("Rotten Tomatoes Rating")                              AS with_rt,
       ROUND(100.0 * COUNT("Rotten Tomatoes Rating") / COUNT(*), 1) AS rt_coverage_pct
FROM movies
GROUP BY 1
ORDER BY rt_coverage_pct;
\`\`\`

Overall, 2,321 of the 3,201 films (72.5%) have a Rotten Tomatoes rating. By genre, coverage is:

| Genre | Films | With RT | Coverage |
| --- | --- | --- | --- |
| Unclassified | 275 | 134 | 48.7% |
| Documentary | 43 | 21 | 48.8% |
| Concert/Performance | 5 | 3 | 60.0% |
| Horror | 219 | 148 | 67.6% |
| ... | | | |
| Romantic Comedy | 137 | 116 | 84.7% |

The worst covered is \`Unclassified\`, the films with no genre, and right behind it \`Documentary\`, the worst real genre at under half. Films that are missing one field tend to be missing others, so an average RT rating per genre describes the well-documented films, not the genre.

Two details make the query correct. \`COUNT(column)\` counts only non-null values, while \`COUNT(*)\` counts rows. And \`100.0\` forces decimal division: with \`100 *\`, PostgreSQL does integer division and every share loses its decimals.
`,
    "Finding duplicates with ROW_NUMBER": `After this lesson you can define what counts as a duplicate, find duplicates with GROUP BY and ROW_NUMBER, and keep exactly one row per key.

## Step 1: decide the key

"Duplicate" only makes sense for a key. In \`movies\`, the same title can be two different films, for example \`Casino Royale\` (1967) and \`Casino Royale\` (2006):

\`\`\`sql
SELECT "Title", COUNT(*) AS n, string_agg("Release Date", ' | ') AS dates
FROM movies
GROUP BY "Title"
HAVING COUNT(*) > 1
ORDER BY n DESC, "Title";
\`\`\`

Most of these are remakes, so \`Title\` alone is not a key; (\`Title\`, release date) is a better one.

## Step 2: number the rows within each key

\`\`\`sql
WITH numbered AS (
  SELECT m.*,
         ROW_NUMBER() OVER (
           PARTITION BY lower(trim("Title")), to_date("Release Date", 'Mon DD YYYY')
           ORDER BY "IMDB Votes"::int DESC NULLS LAST
         ) AS rn
  FROM movies AS m
)
SELECT * FROM numbered WHERE rn > 1;     -- the rows a dedupe would drop
\`\`\`

The \`ORDER BY\` inside the window decides which copy survives: here the one with the most IMDB votes. Change \`rn > 1\` to \`rn = 1\` for the deduplicated table.

## Near-duplicates

Keys that differ only by case or spaces count as duplicates once normalised, which is why the partition uses \`lower(trim(...))\`.

## Watch out

A suspicious pattern is not always a duplicate row. Both \`Casino Royale\` rows carry the same \`IMDB Votes\`, which suggests the ratings were matched to the file by title. That is a data-lineage problem: flag it, do not delete one of the films.

## Try it

Count the rows the query above would drop. Then repeat with the key \`lower(trim("Title"))\` only, and explain in one sentence why the two counts differ.

## Worked answer

\`\`\`sql
WITH numbered AS (
  SELECT ROW_NUMBER() OVER (
           PARTITION BY lower(trim("Title")), to_date("Release Date", 'Mon DD YYYY')
           ORDER BY "IMDB Votes"::int DESC NULLS LAST) AS rn_title_date,
         ROW_NUMBER() OVER (
           PARTITION BY lower(trim("Title"))
           ORDER BY "IMDB Votes"::int DESC NULLS LAST) AS rn_title
  FROM movies
)
SELECT COUNT(*) FILTER (WHERE rn_title_date > 1) AS dropped_title_date,
       COUNT(*) FILTER (WHERE rn_title > 1)      AS dropped_title_only
FROM numbered;
\`\`\`

The lesson's key drops 0 rows and the title-only key drops 24. No film appears twice with the same normalised title and the same date, but 24 titles belong to two different films (remakes such as \`Casino Royale\`, 1967 and 2006, or \`King Kong\`, 1976 and 2005). A title-only key therefore throws away one real film from each pair.

The tie-breaker does not help either. In 23 of the 24 pairs both rows have the same \`IMDB Votes\`, and in the 24th (\`20,000 Leagues Under the Sea\`) both are empty. So even the choice of which film survives would be arbitrary.
`,
    "Pivoting and unpivoting in SQL": `After this lesson you can reshape data in both directions: long to wide with conditional aggregation, and wide to long with a LATERAL VALUES list.

## Long to wide (pivot)

One row per genre, one column per MPAA rating:

\`\`\`sql
SELECT COALESCE("Major Genre", 'Unclassified')              AS genre,
       COUNT(*) FILTER (WHERE "MPAA Rating" = 'G')          AS g,
       COUNT(*) FILTER (WHERE "MPAA Rating" = 'PG')         AS pg,
       COUNT(*) FILTER (WHERE "MPAA Rating" = 'PG-13')      AS pg_13,
       COUNT(*) FILTER (WHERE "MPAA Rating" = 'R')          AS r,
       COUNT(*) FILTER (WHERE "MPAA Rating" NOT IN ('G', 'PG', 'PG-13', 'R')
                          OR "MPAA Rating" IS NULL)         AS other_or_missing
FROM movies
GROUP BY 1
ORDER BY 1;
\`\`\`

The catch-all column keeps the row totals honest when new or odd values (such as \`Open\`) appear.

## Wide to long (unpivot)

The three money columns are one measure split across columns. Cleaning and charting are easier when each amount is a row:

\`\`\`sql
SELECT m."Title",
       v.measure,
       v.amount
FROM movies AS m
CROSS JOIN LATERAL (
  VALUES ('us_gross',          m."US Gross"::bigint),
         ('worldwide_gross',   m."Worldwide Gross"::bigint),
         ('production_budget', m."Production Budget"::bigint)
) AS v(measure, amount)
WHERE v.amount IS NOT NULL;
\`\`\`

You should get up to three rows per film.

## When to use which

| Shape | Good for |
| --- | --- |
| Long (one value per row) | cleaning rules applied once, charts, joins |
| Wide (one column per category) | reports read by people, model inputs |

## Common mistake

Summing a long table without filtering the measure. After the unpivot, \`SUM(amount)\` adds budgets to grosses, a meaningless total. Always group by or filter on \`measure\`.

## Try it

Unpivot the two rating columns (\`IMDB Rating\` on a 1-10 scale, \`Rotten Tomatoes Rating\` as a percentage) into a long table, rescale IMDB to 0-100 in the same query, and compare the average of each per \`Major Genre\`.

## Worked answer

\`\`\`sql
WITH long_ratings AS (
  SELECT COALESCE(m."Major Genre", 'Unclassified') AS major_genre,
         v.source,
         v.score_0_100
  FROM movies AS m
  CROSS JOIN LATERAL (
    VALUES ('imdb',            m."IMDB Rating"::numeric * 10),
           ('rotten_tomatoes', m."Rotten Tomatoes Rating"::numeric)
  ) AS v(source, score_0_100)
  WHERE v.score_0_100 IS NOT NULL
)
SELECT major_genre,
       ROUND(AVG(score_0_100) FILTER (WHERE source = 'imdb'), 1)            AS imdb_avg_0_100,
       ROUND(AVG(score_0_100) FILTER (WHERE source = 'rotten_tomatoes'), 1) AS rt_avg_pct
FROM long_ratings
GROUP BY major_genre
ORDER BY rt_avg_pct;
\`\`\`

The long table has 5,309 rows: 2,988 IMDB scores (average 62.8 after rescaling) and 2,321 Rotten Tomatoes scores (average 54.3). Per genre, IMDB users score higher than critics in most genres, and the gap is largest where the critics are harshest: Horror 56.8 vs 41.2, Romantic Comedy 58.7 vs 43.0, Thriller/Suspense 63.6 vs 47.6. Four groups reverse the pattern: Concert/Performance, Musical, Unclassified and, most strongly, Documentary (70.0 vs 81.1).

Two caveats. The scales only look alike: IMDB is an average score out of 10, while Rotten Tomatoes is the share of critics who liked the film, so compare rankings and directions, not exact points. And the two averages cover different films, because 728 films have an IMDB rating but no RT rating (and 61 the reverse). To compare like with like, keep only films that have both.
`,
    "Writing data-quality checks": `After this lesson you can turn your cleaning assumptions into SQL checks that return rows only when something is wrong, and run them every time the data is reloaded.

## A check returns the bad rows

Write each check so an empty result means "pass". That makes them easy to automate: count the rows, fail if the count is above zero.

\`\`\`sql
-- Check 1: key is unique
SELECT lower(trim("Title")) AS title_key, "Release Date", COUNT(*)
FROM movies
GROUP BY 1, 2
HAVING COUNT(*) > 1;

-- Check 2: amounts are non-negative whole numbers
SELECT "Title", "US Gross"
FROM movies
WHERE "US Gross" !~ '^[0-9]+$';

-- Check 3: worldwide gross is at least the US gross
SELECT "Title", "US Gross", "Worldwide Gross"
FROM movies
WHERE "Worldwide Gross"::bigint < "US Gross"::bigint;

-- Check 4: ratings are in range
SELECT "Title", "IMDB Rating", "Rotten Tomatoes Rating"
FROM movies
WHERE "IMDB Rating"::numeric NOT BETWEEN 1 AND 10
   OR "Rotten Tomatoes Rating"::int NOT BETWEEN 0 AND 100;
\`\`\`

## One summary query

\`\`\`sql
SELECT 'future release dates' AS check_name,
       COUNT(*) AS failures
FROM movies
WHERE to_date("Release Date", 'Mon DD YYYY') > CURRENT_DATE
UNION ALL
SELECT 'missing title', COUNT(*) FROM movies WHERE "Title" IS NULL;
\`\`\`

Add one \`UNION ALL\` branch per check; a dashboard or scheduled job can read the table and alert on any non-zero row.

## Kinds of checks

| Kind | Question |
| --- | --- |
| Uniqueness | one row per key? |
| Completeness | required columns filled? |
| Validity | values in the allowed set or range? |
| Consistency | columns agree with each other? |
| Freshness | newest date as recent as expected? |

## Watch out

A check that can never fail is worse than none. Test each one by running it on a copy with a deliberately broken row, and make sure it returns that row.

## Try it

Add checks for "\`MPAA Rating\` is one of G, PG, PG-13, R, NC-17, Not Rated" and "\`Running Time min\` between 40 and 300", put them in the summary query, and note which ones fail today.

## Worked answer

\`\`\`sql
SELECT 'future release dates' AS check_name,
       COUNT(*) AS failures
FROM movies
WHERE to_date("Release Date", 'Mon DD YYYY') > CURRENT_DATE
UNION ALL
SELECT 'missing title', COUNT(*) FROM movies WHERE "Title" IS NULL
UNION ALL
SELECT 'MPAA rating not in allowed set', COUNT(*)
FROM movies
WHERE "MPAA Rating" IS NULL
   OR "MPAA Rating" NOT IN ('G', 'PG', 'PG-13', 'R', 'NC-17', 'Not Rated')
UNION ALL
SELECT 'running time outside 40-300 min', COUNT(*)
FROM movies
WHERE "Running Time min"::int NOT BETWEEN 40 AND 300;
\`\`\`

Today, three of the four checks fail:

| Check | Failures |
| --- | --- |
| future release dates | 16 (run on 28 Nov 2026) |
| missing title | 1 |
| MPAA rating not in allowed set | 607 |
| running time outside 40-300 min | 0 |

- **MPAA rating**: 605 NULLs plus the 2 \`Open\` values. The \`IS NULL\` branch is essential, because \`NULL NOT IN (...)\` is NULL rather than true, and without that branch the check would report only 2.
- **Missing title**: a real finding. One IFC Films thriller released on Nov 03 2006 has no title at all.
- **Running time**: passes, since the values run from 46 to 222 minutes. But \`NOT BETWEEN\` is NULL for the 1,992 empty running times, so they pass silently. Add a separate completeness check if the column is required.
- **Future release dates**: the count depends on the day you run it. Against \`CURRENT_DATE\` it shrinks as the calendar catches up with the wrong years; compared with the data's cut-off, \`DATE '2010-12-31'\`, it is a stable 24.
`,
    "Clean views and naming layers": `After this lesson you can publish your cleaning logic as layered views with clear names, so colleagues query clean data without repeating your fixes.

## Layers

| Layer | Name | Contents |
| --- | --- | --- |
| Raw | \`movies\` (or \`raw.movies\`) | exactly as loaded, all text |
| Staging | \`stg_movies\` | types cast, text trimmed, nulls decided, one row per key |
| Mart | \`mart_genre_year\` | business-ready aggregates |

Schemas make the layers explicit: \`CREATE SCHEMA staging;\` and \`CREATE SCHEMA mart;\`.

## A staging view

\`\`\`sql
CREATE OR REPLACE VIEW stg_movies AS
WITH typed AS (
  SELECT trim("Title"::text)                           AS title,
         to_date("Release Date", 'Mon DD YYYY')        AS release_date,
         NULLIF("US Gross"::bigint, 0)                 AS us_gross,
         NULLIF("Worldwide Gross"::bigint, 0)          AS worldwide_gross,
         "Production Budget"::bigint                   AS production_budget,
         "Running Time min"::int                       AS running_time_min,
         "IMDB Rating"::numeric(3, 1)                  AS imdb_rating,
         COALESCE("Major Genre", 'Unclassified')       AS major_genre,
         COALESCE("MPAA Rating", 'Not Rated')          AS mpaa_rating,
         "Distributor"                                 AS distributor
  FROM movies
),
deduped AS (
  SELECT typed.*,
         ROW_NUMBER() OVER (PARTITION BY lower(title), release_date ORDER BY title) AS rn
  FROM typed
)
SELECT title, release_date, us_gross, worldwide_gross, production_budget,
       running_time_min, imdb_rating, major_genre, mpaa_rating, distributor,
       release_date > DATE '2010-12-31' AS release_date_suspect
FROM deduped
WHERE rn = 1;
\`\`\`

Downstream queries read \`stg_movies\` and never touch the raw columns.

## Naming rules

- lower_snake_case, no spaces, no quotes needed.
- Units in names: \`running_time_min\`, \`_pct\`, \`_usd\`.
- Booleans read as questions: \`release_date_suspect\`.
- Add a comment: \`COMMENT ON VIEW stg_movies IS 'One row per film; zeros in grosses set to NULL';\`

## Watch out

A view reruns its query on every read. If the cleaning is heavy or the table large, use a materialized view and refresh it after each load (\`REFRESH MATERIALIZED VIEW\`).

## Try it

Create \`stg_movies\`, then build \`mart_genre_year\` on top of it: films, median \`imdb_rating\` (\`percentile_cont(0.5) WITHIN GROUP (ORDER BY imdb_rating)\`) and total \`worldwide_gross\` per genre and release year.

## Worked answer

\`\`\`sql
-- First run the CREATE OR REPLACE VIEW stg_movies statement from this lesson as written.

CREATE OR REPLACE VIEW mart_genre_year AS
SELECT major_genre,
       EXTRACT(YEAR FROM release_date)::int                      AS release_year,
       COUNT(*)                                                  AS films,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY imdb_rating)  AS median_imdb_rating,
       SUM(worldwide_gross)                                      AS worldwide_gross_usd
FROM stg_movies
GROUP BY major_genre, EXTRACT(YEAR FROM release_date)::int;

SELECT COUNT(*) AS mart_rows, SUM(films) AS films FROM mart_genre_year;   -- 438, 3201
SELECT * FROM mart_genre_year ORDER BY worldwide_gross_usd DESC NULLS LAST LIMIT 5;
\`\`\`

\`stg_movies\` has 3,201 rows (the dedupe removes none), and the mart's 438 genre-year rows add back up to 3,201 films, so the layers reconcile. The top five cells by gross are Action 2009 (16 films, median IMDB 6.25, $6,445,236,021), then Adventure in 2004 ($5.91 billion), 2005, 2009 and 2002.

Things to notice:

- A median of 6.25 comes from an even number of ratings: \`percentile_cont\` interpolates between the middle two. 146 of the 438 cells hold a single film, so their "median" is that film's own rating.
- 10 cells have a NULL median (no IMDB rating in the cell) and 13 have a NULL gross: after \`NULLIF\` all their grosses are unknown, and \`SUM\` over only NULLs is NULL, not 0.
- 23 cells with years from 2011 to 2046 exist only because of the 24 suspect dates. Add \`WHERE NOT release_date_suspect\`, or fix the dates in staging.
`,
  },
  readings: {
    "A checklist for trustworthy tables": `Use this checklist before you hand a cleaned table to anyone else. Each item has a query pattern you can adapt; examples use \`movies\` and the staging view \`stg_movies\`.

## Structure

- [ ] **Grain stated** in one sentence ("one row per film and release date").
- [ ] **Key unique**:
  \`\`\`sql
  SELECT title, release_date, COUNT(*) FROM stg_movies GROUP BY 1, 2 HAVING COUNT(*) > 1;
  \`\`\`
- [ ] **Row count reconciled** with the raw table; every dropped row explained.
- [ ] **Column names** in lower_snake_case with units.

## Types

- [ ] Numbers stored as numbers, money as \`bigint\` or \`numeric\`, dates as \`date\`.
- [ ] No text column that should be numeric (\`US Gross\` is text only in the raw layer).

## Values

- [ ] **Ranges checked**: ratings 1-10 and 0-100, running times plausible.
- [ ] **Allowed sets checked** for categories (\`mpaa_rating\`).
- [ ] **Cross-column rules** hold: \`worldwide_gross >= us_gross\`.
- [ ] **Dates plausible**: none in the future without a flag.

## Missing data

- [ ] Nulls per column counted and reported.
- [ ] Zero-as-unknown converted with \`NULLIF\`, and the rule written down.
- [ ] Defaults used only for labels, never for measures.

## Documentation

| Item | Where |
| --- | --- |
| What each column means | \`COMMENT ON COLUMN\` |
| Every cleaning rule | a cleaning log (table or markdown) |
| Known issues you did not fix | the view comment |
| Who to ask | the view comment |

## Automation

- [ ] All checks return rows only on failure.
- [ ] A summary query lists each check with its failure count.
- [ ] Checks run after every reload, and a failure stops downstream use.

## A cleaning log template

\`\`\`text
date       | column            | rule                                   | rows affected
2026-11-28 | Worldwide Gross   | 0 -> NULL (unknown, not zero revenue)  | <count>
2026-11-28 | Release Date      | parsed 'Mon DD YYYY'; > 2010 flagged   | <count>
2026-11-28 | Title + date      | deduplicated, kept most IMDB votes     | <count>
\`\`\`

Fill the counts from your queries, not from memory.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "sdc-k1",
          type: "numeric",
          prompt:
            "Six films have Worldwide Gross (in $m) of 100, 0, 200, NULL, 0 and 300, where 0 means the gross is unknown. What does AVG(NULLIF(worldwide_gross, 0)) return?",
          answer: 200,
          tolerance: 0,
          unit: "$m",
          explanation:
            "NULLIF turns both zeros into NULL, and AVG skips NULLs, so it averages 100, 200 and 300: 200. Plain AVG(worldwide_gross) skips only the real NULL and treats the zeros as earnings, giving 600 / 5 = 120; COALESCE(worldwide_gross, 0) makes it worse, 600 / 6 = 100. Unknown is not zero revenue, so convert coded zeros to NULL and report how many films have no gross.",
        },
        {
          id: "sdc-k2",
          type: "single",
          prompt:
            "The raw text column \"IMDB Votes\" holds values such as '15000', 'n/a', '1,234' and ''. PostgreSQL has no TRY_CAST. Which expression casts the plain numbers to int and turns every other value into NULL, without an error?",
          choices: [
            { id: "a", text: 'CASE WHEN "IMDB Votes" ~ \'^[0-9]+$\' THEN "IMDB Votes"::int END' },
            { id: "b", text: "NULLIF(\"IMDB Votes\", 'n/a')::int" },
            { id: "c", text: 'COALESCE("IMDB Votes"::int, NULL)' },
            { id: "d", text: '"IMDB Votes"::numeric::int' },
          ],
          correct: "a",
          explanation:
            "The CASE only casts a value after the regular expression has confirmed it is all digits; anything else falls through to the implicit ELSE NULL. NULLIF handles 'n/a' but still fails on '1,234' and ''. In COALESCE the cast runs first and raises the error before COALESCE can help, and casting through numeric fails on the same values. (Whether '1,234' should become 1234 is a separate cleaning rule to decide and log.)",
        },
        {
          id: "sdc-k3",
          type: "single",
          prompt:
            "An event is stored as the timestamptz 2010-06-12 03:30:00+00, and the report counts events per local day in Los Angeles (UTC−7 in June). Which day should it land on, and how do you get it?",
          choices: [
            {
              id: "a",
              text: "June 11: convert first with AT TIME ZONE 'America/Los_Angeles', then cast to date",
            },
            { id: "b", text: "June 12: cast to date first, then convert the date to Los Angeles time" },
            { id: "c", text: "June 12: a date does not depend on the time zone" },
            { id: "d", text: "June 13: Los Angeles is ahead of UTC" },
          ],
          correct: "a",
          explanation:
            "03:30 UTC is 20:30 on 11 June in Los Angeles, so (ts AT TIME ZONE 'America/Los_Angeles')::date gives June 11. Truncating to a date first keeps the UTC day, June 12, and then no conversion can move it back: every evening event in the Americas would shift to the next day. Store timestamptz and convert only when you need the local day.",
        },
        {
          id: "sdc-k4",
          type: "numeric",
          prompt:
            'movies has seven rows of (Title, Release Date, IMDB Votes): (Solaris, Feb 5 1972, 100), (Solaris, Nov 27 2002, 500), (\'solaris \', Nov 27 2002, 20), (Heat, Dec 15 1995, 900), (Heat, Dec 15 1995, 900), (Heat, Dec 15 1995, 10), (Big, Jun 3 1988, 300). With ROW_NUMBER() OVER (PARTITION BY lower(trim("Title")), "Release Date" ORDER BY "IMDB Votes" DESC), how many rows have rn > 1?',
          answer: 3,
          tolerance: 0,
          unit: "rows",
          explanation:
            "Normalising the title makes 'solaris ' the same key as Solaris, so the keys are Solaris 1972 (1 row), Solaris 2002 (2 rows), Heat 1995 (3 rows) and Big (1 row). Every key keeps its rn = 1 row, so 1 + 2 = 3 rows would be dropped. Partitioning by the title alone gives 4, because it also drops the 1972 Solaris, a different film: that is why the key needs the release date.",
        },
        {
          id: "sdc-k5",
          type: "multiple",
          prompt:
            "You write data-quality checks that should return rows only when something is wrong. Which of these are correctly written checks?",
          choices: [
            {
              id: "a",
              text: 'SELECT "Title", "US Gross", "Worldwide Gross" FROM movies WHERE "Worldwide Gross"::bigint < "US Gross"::bigint',
            },
            {
              id: "b",
              text: 'SELECT lower(trim("Title")), "Release Date", COUNT(*) FROM movies GROUP BY 1, 2 HAVING COUNT(*) > 1',
            },
            {
              id: "c",
              text: 'SELECT "Title", "IMDB Rating" FROM movies WHERE "IMDB Rating"::numeric BETWEEN 1 AND 10',
            },
            {
              id: "d",
              text: 'SELECT "Title", "Release Date" FROM movies WHERE to_date("Release Date", \'Mon DD YYYY\') > CURRENT_DATE',
            },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "A consistency check (worldwide below US gross), a uniqueness check on the normalised key and a validity check for future dates each return only the offending rows, so an empty result means pass. Choice c is written the wrong way round: it returns the valid ratings, so it is non-empty on healthy data and silent about the bad ones; it needs NOT BETWEEN. Test every check on a copy with a deliberately broken row to catch exactly this.",
        },
        {
          id: "sdc-k6",
          type: "single",
          prompt:
            'You unpivot US Gross, Worldwide Gross and Production Budget into (Title, measure, amount) rows with CROSS JOIN LATERAL (VALUES ...), then run SELECT "Title", SUM(amount) FROM long_movies GROUP BY "Title". What is wrong?',
          choices: [
            {
              id: "a",
              text: "It adds budgets to grosses into a meaningless total; group by or filter on measure as well",
            },
            { id: "b", text: "Nothing: the sum per film is its total revenue" },
            { id: "c", text: "LATERAL cannot refer to columns of movies, so the query fails" },
            { id: "d", text: "The unpivot drops films with a NULL amount, so the sums are too small" },
          ],
          correct: "a",
          explanation:
            "In the long table one column holds three different measures, so any aggregate has to be split by measure (or filtered to one); otherwise a film's budget is counted as if it were revenue, and worldwide gross already includes US gross. LATERAL exists precisely so the VALUES list can use each movie's columns, and skipping NULL amounts removes unknowns without changing any sum.",
        },
      ],
    },
  },
  projectBrief: `# Project: clean the customer and orders schema

## Scenario

Reelhouse Analytics, a fictional consultancy, sells box-office benchmarks to independent studios. Its reference table of films was assembled from several sources and nobody trusts it: text where numbers belong, future release dates, zeros that mean "unknown" and titles that look duplicated. Before its customer reports and order forecasts are rebuilt on top of it, you clean the table in PostgreSQL and document every decision.

## The data

The **Movies and Box Office** data set from the data playground, table \`movies\` (one row per film, 16 columns including \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`Production Budget\`, \`Release Date\`, \`MPAA Rating\`, \`Running Time min\`, \`Distributor\`, \`Major Genre\`, \`IMDB Rating\`, \`IMDB Votes\`, \`Rotten Tomatoes Rating\`). Load it raw, all columns as text, as in the first lesson.

## Tasks

1. Profile the table with the five queries from the course and write a one-paragraph profile.
2. Find every value that will not cast to its intended type; choose the types and justify \`bigint\` for money.
3. Parse \`Release Date\`; list and decide what to do with dates after 2010.
4. Decide a treatment for zeros and nulls in \`US Gross\`, \`Worldwide Gross\`, \`US DVD Sales\` and \`Running Time min\`.
5. Group \`Distributor\` values into parent companies with a \`CASE\` or mapping table.
6. Define the key, find duplicates with \`ROW_NUMBER\`, and explain the titles that appear more than once.
7. Write at least six data-quality checks and a summary query of their failure counts.
8. Publish \`stg_movies\` and one mart view (for example films and median IMDB rating per genre and year).

## Deliverables

- A \`.sql\` script that rebuilds everything from the raw table in one run.
- A cleaning log (table or markdown) with each rule and the rows it affected.
- A short handover note: grain, key, known issues left unfixed.

## Hand-in checklist

- [ ] Raw table untouched; all cleaning in views or new tables
- [ ] Every rule in the log has a row count taken from a query
- [ ] All checks pass on \`stg_movies\`, or their failures are explained
- [ ] Column names in lower_snake_case with units
- [ ] Script runs end to end on a fresh database
`,
} satisfies CourseNotes;
