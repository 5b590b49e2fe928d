import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Introduction and the subscription box data": `After this lesson you know how the course works, which data you practise on, and the three calculated fields every later lesson relies on.

## How the course works

Each section starts with a question that basic Tableau cannot answer cleanly (cohorts, rolling targets, a dynamic top N) and builds the calculation step by step: FIXED, INCLUDE and EXCLUDE expressions, table calculation addressing, running and percent-of-total calculations, parameters, set and parameter actions, and finally performance tuning.

## The practice data

The videos tell the story of a subscription box company. The calculations only need a category, a date and some amounts, so in these notes and the exercises you use the **Movies and Box Office** data set from the data playground: one table, \`movies\`, **one row per film** (3,201 films). Fields you will use most:

| Kind | Fields |
| --- | --- |
| Categories | \`Title\`, \`Director\`, \`Distributor\`, \`Major Genre\`, \`MPAA Rating\`, \`Creative Type\`, \`Source\` |
| Date | \`Release Date\` (text such as \`Jun 12 1998\`) |
| Amounts | \`US Gross\`, \`Worldwide Gross\`, \`Production Budget\`, \`US DVD Sales\` |
| Ratings | \`IMDB Rating\`, \`IMDB Votes\`, \`Rotten Tomatoes Rating\` |

Think of a director as a customer and each film as an order: "first film" is a cohort date, "films per year" is order frequency.

## Setup

Download \`movies.csv\` from the data playground and connect with **Text file**. Then create:

\`\`\`sql
// Released  (a real date from the text field)
DATEPARSE("MMM dd yyyy", [Release Date])

// Released (valid)  (the file contains some impossible future dates)
IF [Released] <= #2010-12-31# THEN [Released] END

// Profit
[Worldwide Gross] - [Production Budget]
\`\`\`

Use \`Released (valid)\` wherever a date is needed.

## Watch out

If Tableau already typed \`Release Date\` as a date, check a few values against the text before trusting it: a wrong guess about the format shifts days and months silently.

## Try it

Build a bar chart of the number of films by \`YEAR([Released (valid)])\`. Note how few films the data has before 1980, which matters for every time-based calculation later.

## Worked answer

\`\`\`text
Columns: YEAR(Released (valid))   (discrete)
Rows:    CNT(movies.csv)           (the movies.csv (Count) field)
Marks:   Bar
\`\`\`

You should see 3,177 films spread over 1928 to 2010, plus a Null bar (or a "null" indicator) for the 24 films whose dates fall after 2010 and were blanked by \`Released (valid)\`. Only 230 films (about 7%) are from before 1980, with no more than 17 in any one year, while the peak is 2006 with 220 films. Any yearly average, running total or cohort before 1980 rests on a handful of films, so read those years with care.
`,
    "How Tableau computes: order of operations revisited": `After this lesson you can predict the result of any combination of filters, LOD expressions and table calculations by placing each in Tableau's order of operations.

## The pipeline

\`\`\`text
1. Extract filters
2. Data source filters
3. Context filters
4. FIXED level of detail expressions
5. Dimension filters (including sets and top N)
6. INCLUDE / EXCLUDE expressions
7. Measure filters
8. Table calculations and totals
9. Table calculation filters
\`\`\`

Each stage sees only what survived the stages before it.

## Worked example: share of a genre's gross

View: \`Major Genre\` on Rows, \`SUM([Worldwide Gross])\` on Columns, filter \`Distributor\` = Walt Disney Pictures.

\`\`\`sql
// A: table calculation, runs at stage 8
SUM([Worldwide Gross]) / TOTAL(SUM([Worldwide Gross]))

// B: FIXED, runs at stage 4 (before the distributor filter)
SUM([Worldwide Gross]) / MIN({ FIXED : SUM([Worldwide Gross]) })
\`\`\`

- **A** gives each genre's share of *Disney's* gross: it adds to 100%.
- **B** gives each genre's Disney gross as a share of *all films'* gross: small numbers that do not add to 100%.

Both are correct answers to different questions. Promote the \`Distributor\` filter to context and B also becomes "share of Disney's gross".

## Quick reference

| You want the filter to affect... | Use |
| --- | --- |
| everything | data source or context filter |
| the view but not a FIXED total | normal dimension filter |
| only what is displayed, not the calculation | table calculation filter (e.g. \`LOOKUP(MIN([Title]), 0)\`) |

## Common mistake

Using a top-N dimension filter together with another dimension filter and expecting the top N within the filtered data. The top N is computed at stage 5 alongside the other filter, over all data; add the other filter to context (stage 3).

## Try it

Build the view above with both calculations side by side. Then add \`Distributor\` to context and explain in one sentence why B changed and A did not.

## Worked answer

\`\`\`text
Rows:    Major Genre
Columns: SUM(Worldwide Gross), A, B    (A: Compute Using Major Genre; both formatted as %)
Filters: Distributor = Walt Disney Pictures
Then:    right-click Distributor on Filters > Add to Context
\`\`\`

Before context, A shows Disney's genres adding to 100%: Adventure 49.1%, Comedy 19.9%, Action 8.2%, Drama 7.4% and so on. B shows the same genres as shares of all films' $272.6bn: Adventure 6.4%, Comedy 2.6%, adding to only 13.0%, because Disney's 232 films made $35.5bn. After adding the filter to context, B matches A. B changed because its FIXED total runs before ordinary dimension filters but after context filters, so it now sums Disney's films only; A did not change because TOTAL always worked on the marks left in the view, which were Disney's all along.
`,
    "FIXED level of detail expressions": `After this lesson you can write FIXED expressions that compute a value at a level you choose, independent of the view, and use them for comparisons and cohort dates.

## Syntax and meaning

\`{ FIXED [dim1], [dim2] : aggregate }\` returns one value per combination of the listed dimensions, attached to every row of that combination. \`{ FIXED : ... }\` (no dimension) is a grand total.

\`\`\`sql
// Each director's first film (a cohort date)
{ FIXED [Director] : MIN([Released (valid)]) }

// Genre average IMDB rating, on every film of that genre
{ FIXED [Major Genre] : AVG([IMDB Rating]) }

// Film vs its genre: row-level difference
[IMDB Rating] - { FIXED [Major Genre] : AVG([IMDB Rating]) }

// Number of films each director made
{ FIXED [Director] : COUNTD([Title]) }
\`\`\`

## Using FIXED results as dimensions

A FIXED expression is row-level, so it can go on Rows or Columns as a dimension. Put \`Films by director\` (the last calc) on Columns as a discrete dimension and \`COUNTD([Director])\` on Rows: a histogram of how many directors made 1, 2, 3 ... films.

## Aggregating FIXED values

Because the value repeats on every film of the group, \`SUM\` over several films multiplies it. Use \`AVG\`, \`MIN\` or \`MAX\` when the view is more detailed than the LOD, or \`SUM\` only when each group appears once per mark.

## Common mistake

Forgetting that FIXED ignores ordinary dimension filters. Filter \`MPAA Rating\` = R and the genre average still includes PG films. If the filter should apply, add it to context.

## Try it

Show each \`Major Genre\` with its films' average \`IMDB Rating\`, then list the ten films furthest above their genre's average using the "film vs its genre" calculation. Add an \`MPAA Rating\` filter and check whether the genre averages move (they should not until you add the filter to context).

## Worked answer

\`\`\`sql
// Genre average
{ FIXED [Major Genre] : AVG([IMDB Rating]) }

// Film vs genre
[IMDB Rating] - { FIXED [Major Genre] : AVG([IMDB Rating]) }
\`\`\`

1. Sheet 1: \`Major Genre\` on Rows, \`AVG(Genre average)\` on Columns, sorted descending.
2. Sheet 2: \`Title\` on Rows, \`AVG(Film vs genre)\` on Columns (not SUM: 24 titles, such as remakes, appear twice), sort descending, and filter \`Title\` > Top 10 by \`AVG(Film vs genre)\`.
3. Add \`MPAA Rating\` to Filters, keep only R, then right-click it > Add to Context.

The genre averages run from Documentary 7.00, Western 6.84 and Black Comedy 6.82 down to Horror 5.68; films with no genre form their own Null group (6.50). The top of the list is The Shining and Alien (+2.82 above Horror), The Dark Knight (+2.79), Inception (+2.74), El Laberinto del Fauno (+2.72), The Godfather (+2.70, in the Null genre), Shichinin no samurai (+2.69), then WALL-E, Amélie, Eternal Sunshine of the Spotless Mind and Modern Times tied at +2.65, so tenth place is a tie. With R as a normal filter, the films that are not R leave the list but Drama stays at 6.77 and Horror at 5.68; once the filter is in context they move to the R-only averages, 6.90 and 5.75.
`,
    "INCLUDE and EXCLUDE expressions": `After this lesson you can use INCLUDE to aggregate at a finer level than the view and EXCLUDE to compare with a coarser level, and know when each is simpler than FIXED.

## INCLUDE: compute finer, then aggregate up

Question: in each genre, what is the average total gross **per director** (not per film)?

\`\`\`sql
// Average director gross, by whatever is in the view
AVG({ INCLUDE [Director] : SUM([Worldwide Gross]) })
\`\`\`

With \`Major Genre\` on Rows, Tableau sums gross per director within each genre, then averages those director totals. Remove \`Major Genre\` and it averages over all directors. INCLUDE adapts to the view; FIXED would not.

## EXCLUDE: compare with a coarser level

View: \`Major Genre\` and \`MPAA Rating\` on Rows, \`AVG([IMDB Rating])\` on Columns.

\`\`\`sql
// The genre's average, ignoring rating, on every row of that genre
{ EXCLUDE [MPAA Rating] : AVG([IMDB Rating]) }

// How much each rating deviates from its genre
AVG([IMDB Rating]) - MIN({ EXCLUDE [MPAA Rating] : AVG([IMDB Rating]) })
\`\`\`

Put the difference on Color with a diverging palette to see which ratings beat their genre.

## Choosing between the three

| Need | Use |
| --- | --- |
| value fixed regardless of the view (cohort date, total) | FIXED |
| finer detail than the view, then aggregated | INCLUDE |
| coarser than the view, for comparison | EXCLUDE |
| filters should change the result | INCLUDE/EXCLUDE (they run after dimension filters) |

## Watch out

EXCLUDE only removes dimensions that are in the view. \`{ EXCLUDE [Director] : ... }\` in a view without \`Director\` does nothing, and no error tells you so.

## Try it

Build the EXCLUDE view above. Then add a \`Distributor\` filter and note that both the ratings and their genre averages respond, unlike a FIXED version.

## Worked answer

\`\`\`sql
// Genre average (EXCLUDE)
{ EXCLUDE [MPAA Rating] : AVG([IMDB Rating]) }

// Rating vs genre
AVG([IMDB Rating]) - MIN({ EXCLUDE [MPAA Rating] : AVG([IMDB Rating]) })
\`\`\`

1. \`Major Genre\` and \`MPAA Rating\` on Rows, \`AVG([IMDB Rating])\` on Columns, \`Rating vs genre\` on Color with a diverging palette (Orange-Blue Diverging, centred on 0).
2. Add \`Distributor\` to Filters and keep only Warner Bros.

With all films, Drama's genre average is 6.77: R-rated dramas average 6.90 (+0.12), PG-13 6.54 (−0.24) and PG 6.50 (−0.27). With only Warner Bros. (318 films) both sides move: Drama's genre average becomes 6.95, R dramas 7.05 (+0.09) and PG-13 dramas 6.65 (−0.30). A \`{ FIXED [Major Genre] : ... }\` version would keep 6.77 under the Warner filter, because FIXED runs before dimension filters.
`,
    "Cohort analysis with LODs": `After this lesson you can assign each entity to a cohort with a FIXED expression and compare cohorts over time since their start.

## The question

Do directors who debuted in different decades follow different careers? Here a director is the "customer", a film the "order", and the debut year the cohort.

## Three calculations

\`\`\`sql
// Debut year (cohort)
YEAR({ FIXED [Director] : MIN([Released (valid)]) })

// Debut decade (cohort, coarser)
INT([Debut year] / 10) * 10

// Years since debut (the period number)
YEAR([Released (valid)]) - [Debut year]
\`\`\`

## The cohort view

\`\`\`text
Rows:     Debut decade (discrete)
Columns:  Years since debut (discrete), filter 0 to 20
Text/Color: COUNTD([Director])     → directors active in that period
\`\`\`

To turn counts into retention, divide by the cohort size:

\`\`\`sql
// Share of the cohort's directors with a film in this period
COUNTD([Director]) / MIN({ FIXED [Debut decade] : COUNTD([Director]) })
\`\`\`

Format as a percentage and use a sequential colour: a retention heat map.

## Why FIXED is the right tool

The debut year must stay the same whatever the view shows. Computed with a table calculation it would change when you filter years; FIXED runs before dimension filters, so filtering to 1990-2000 films does not rewrite anyone's debut.

## Common mistake

Reading cohorts whose start is cut off by the data. Directors whose first film in this data is from the 1990s may have made earlier films that are not in the file, and the latest cohorts have had few years to make more. Label both limits on the chart.

## Try it

Build the heat map for \`Debut decade\` 1970-2000 and years since debut 0-15. Then change the measure to average \`Worldwide Gross\` per film and compare: do later films of a career earn more?

## Worked answer

\`\`\`sql
// Debut year
YEAR({ FIXED [Director] : MIN([Released (valid)]) })
// Debut decade
INT([Debut year] / 10) * 10
// Years since debut
YEAR([Released (valid)]) - [Debut year]
// Retention
COUNTD([Director]) / MIN({ FIXED [Debut decade] : COUNTD([Director]) })
\`\`\`

1. Convert \`Debut decade\` and \`Years since debut\` to dimensions; \`Debut decade\` on Rows, \`Years since debut\` on Columns, both discrete.
2. Filter \`Debut decade\` to 1970-2000 and \`Years since debut\` to 0-15; \`Retention\` on Color and Label, Square marks, formatted as a percentage.
3. Duplicate the sheet and replace \`Retention\` with \`AVG([Worldwide Gross])\`.

The cohorts hold 30 (1970s), 78 (1980s), 190 (1990s) and 208 (2000s) directors; year 0 is 100% for each, and after that only 3% to 33% of a cohort have a film in any given year (the 1990s cohort, for example, 31% in year 3 and 24% in year 7), while the 2000s row stops after year 9 because the data ends in 2010. For gross, pool the four cohorts (remove \`Debut decade\` from Rows): debut films average about $89M worldwide, while films in years 1 to 15 average between $113M and $194M, so later films of a career do earn more on average; single cells of the small 1970s cohort jump around far more. Part of that is survivorship: the directors still making films years later are the ones whose films sold, so do not read it as "each director improves".
`,
    "Table calculations: addressing and partitioning": `After this lesson you can control exactly how a table calculation computes by choosing which dimensions it moves along (addressing) and which it restarts for (partitioning).

## Two roles for every dimension

When a table calculation runs, every dimension in the view is either:

- **addressing**: the calculation moves along it (for example, along years for a running sum), or
- **partitioning**: the calculation restarts for each of its values (for example, per genre).

**Compute Using** > **Specific Dimensions** shows the choice: ticked dimensions address, unticked ones partition.

## Worked example: rank within genre

View: \`Major Genre\` and \`Distributor\` on Rows, \`SUM([Worldwide Gross])\` on Columns.

\`\`\`sql
// Rank of each distributor within its genre
RANK(SUM([Worldwide Gross]))
\`\`\`

Edit Table Calculation > Specific Dimensions: tick \`Distributor\` only. The rank restarts (partitions) for every \`Major Genre\`. Tick both and you rank every genre-distributor pair against each other.

## At the level and restarting every

With several addressing dimensions, **At the level** picks the level the calculation works at, and **Restarting every** adds a partition without moving the field. With \`YEAR\` and \`QUARTER\` of \`Released (valid)\` both addressing, "Restarting every YEAR" turns a running total into a year-to-date total.

\`\`\`sql
// Percent difference from the previous year, per genre
(SUM([Worldwide Gross]) - LOOKUP(SUM([Worldwide Gross]), -1))
/ ABS(LOOKUP(SUM([Worldwide Gross]), -1))
\`\`\`

Address along \`YEAR([Released (valid)])\`, partition by \`Major Genre\`.

## Common mistake

Leaving Compute Using on "Table (across)" or "Pane (down)". These depend on the layout: swap axes or add a field and the calculation silently changes meaning. Always use Specific Dimensions for anything you publish.

## Try it

Show the top 3 distributors by \`Worldwide Gross\` in each genre: rank within genre, then filter the rank calculation to 3 or less. Check that moving \`Major Genre\` to Columns does not change the ranks.

## Worked answer

\`\`\`sql
// Rank in genre  (Compute Using > Specific Dimensions: Distributor only)
RANK(SUM([Worldwide Gross]))
\`\`\`

1. \`Major Genre\` and \`Distributor\` on Rows, \`SUM([Worldwide Gross])\` on Columns, \`Rank in genre\` on Label.
2. Drag \`Rank in genre\` (Ctrl-drag a copy) to Filters, show values from 1 to 3, and check that its Compute Using is also Distributor only.
3. Move \`Major Genre\` to Columns and compare.

Action shows Warner Bros. ($11.02bn), 20th Century Fox ($10.97bn) and Sony Pictures ($8.75bn); Adventure Walt Disney Pictures ($17.41bn), Warner Bros. ($10.66bn) and 20th Century Fox ($10.20bn); Drama Warner Bros., Universal and Paramount Pictures; Comedy Universal, 20th Century Fox and Walt Disney Pictures. Films with no genre form a Null row, where films with no distributor rank first. Because the rank addresses Distributor and partitions by Major Genre, moving the genre to Columns leaves every rank unchanged; with Table (down) it would rank within the whole column instead.
`,
    "Running, moving and percent-of-total calculations": `After this lesson you can write running totals, moving averages and percent-of-total calculations by hand and set their direction so they answer the intended question.

## Running totals

\`\`\`sql
// Cumulative worldwide gross by release year
RUNNING_SUM(SUM([Worldwide Gross]))

// Cumulative number of films
RUNNING_SUM(COUNTD([Title]))
\`\`\`

Address along \`YEAR([Released (valid)])\`. Partition by \`Major Genre\` to get one cumulative line per genre.

## Moving averages

\`\`\`sql
// 5-year moving average of average IMDB rating
WINDOW_AVG(AVG([IMDB Rating]), -4, 0)

// Only show it when the window is full
IF INDEX() >= 5 THEN WINDOW_AVG(AVG([IMDB Rating]), -4, 0) END
\`\`\`

The offsets are in marks, not years: if some years have no films, a 5-mark window spans more than five years. Turn on **Show Missing Values** on the year axis (for a continuous date, or discrete date with that option) to keep empty years as marks.

## Percent of total

\`\`\`sql
// Genre's share of all gross in the view
SUM([Worldwide Gross]) / TOTAL(SUM([Worldwide Gross]))

// Genre's share of each year's gross
SUM([Worldwide Gross]) / WINDOW_SUM(SUM([Worldwide Gross]))
\`\`\`

For the second, address along \`Major Genre\` and partition by year: each year's column adds to 100%.

## Watch out

\`TOTAL\` and \`WINDOW_SUM\` are computed after filters. Filter to three genres and each genre's share grows, because the denominator shrinks. If the share must be of all films, use a FIXED denominator: \`SUM([Worldwide Gross]) / MIN({ FIXED : SUM([Worldwide Gross]) })\`.

## Try it

Build a 100% stacked area chart of each genre's share of worldwide gross by release year from 1980, then add a 5-year moving average line of the total number of films on a second axis.

## Worked answer

\`\`\`sql
// Genre share  (Compute Using: Major Genre)
SUM([Worldwide Gross]) / WINDOW_SUM(SUM([Worldwide Gross]))

// Films, 5-year average  (Compute Using: Released (valid))
IF INDEX() >= 5 THEN WINDOW_AVG(COUNT([Title]), -4, 0) END
\`\`\`

1. Filter \`YEAR(Released (valid))\` to 1980 and later. Columns: \`YEAR(Released (valid))\` (continuous); Rows: \`Genre share\`; Marks: Area; \`Major Genre\` on Color.
2. Drag \`Films, 5-year average\` to Rows, make it a Line on its own Marks card, remove \`Major Genre\` from that card, then right-click its axis > Dual Axis (do not synchronise: one axis is a percentage, the other a count).

Each year's areas stack to 100%. Adventure takes 45.7% of 1980's gross and 39.4% of 2010's, while in 2000 Comedy and Drama each take almost a quarter (23.4% and 23.5%). The line starts in 1984 at 24.0 films a year (the filter removed 1976-1979, so earlier windows are not full), climbs to 202.4 in 2006 and falls to 153.0 in 2010 as the thinner recent years enter the window. If \`Major Genre\` stays on the line's Marks card, you get one moving average per genre instead of one for all films.
`,
    "Parameters and dynamic measures": `After this lesson you can create parameters and use them to let viewers switch the measure, the date level or a threshold, with one calculated field behind each control.

## A parameter is a single value the viewer chooses

Create it from the Data pane > Create Parameter: name, data type, and allowable values (all, list or range). Show it with right-click > Show Parameter. On its own it does nothing: a calculation must use it.

## Dynamic measure

Parameter \`Measure choice\`, string, list: \`Worldwide Gross\`, \`US Gross\`, \`Production Budget\`, \`Profit\`.

\`\`\`sql
// Selected measure
CASE [Measure choice]
  WHEN "Worldwide Gross"   THEN SUM([Worldwide Gross])
  WHEN "US Gross"          THEN SUM([US Gross])
  WHEN "Production Budget" THEN SUM([Production Budget])
  WHEN "Profit"            THEN SUM([Profit])
END
\`\`\`

Put \`Selected measure\` on Columns and make the title dynamic: in the title, insert \`<Parameters.Measure choice>\` so it always says what is shown.

## Dynamic date level

Parameter \`Date level\`, string list: \`year\`, \`quarter\`, \`month\`.

\`\`\`sql
// Release period
DATETRUNC([Date level], [Released (valid)])
\`\`\`

\`DATETRUNC\` accepts the date part as a string, so the parameter plugs straight in.

## Dynamic threshold

Parameter \`Min IMDB votes\`, integer range 0 to 100,000, step 1,000:

\`\`\`sql
// Enough votes
[IMDB Votes] >= [Min IMDB votes]
\`\`\`

Put it on Filters (True) so averages ignore barely-rated films.

## Common mistake

Mixing number formats in one dynamic measure. If you add a ratio such as \`AVG([IMDB Rating])\` to the CASE, the axis format (currency) is wrong for it. Keep each dynamic measure to one unit, or format the field with a custom format that works for all options.

## Try it

Build a bar chart of the top 15 \`Director\`s by \`Selected measure\`, with a dynamic title and the \`Min IMDB votes\` filter. Switch between the measures and note which directors appear in every list.

## Worked answer

1. Create the \`Measure choice\` and \`Min IMDB votes\` parameters and the \`Selected measure\` and \`Enough votes\` fields from the lesson; show both parameters.
2. \`Director\` on Rows, \`Selected measure\` on Columns, sort descending; filter \`Director\` > Top 15 by \`Selected measure\`, and exclude Null (1,331 films have no director, and together they top every list).
3. \`Enough votes\` on Filters, keep True; add it to context so the top 15 is computed from the films that pass it.
4. Title: \`Top 15 directors by <Parameters.Measure choice>\`.

\`\`\`text
Title: Top 15 directors by <Parameters.Measure choice>
\`\`\`

With \`Min IMDB votes\` at 10,000, Steven Spielberg leads every list (Worldwide Gross $8.19bn, US Gross $3.59bn, Production Budget $1.19bn, Profit $7.00bn). Nine directors appear in all four lists: Spielberg, James Cameron, Robert Zemeckis, Peter Jackson, Tim Burton, Michael Bay, Gore Verbinski, Sam Raimi and Ron Howard; Chris Columbus drops out of the budget list, and Martin Scorsese, Wolfgang Petersen and Rob Cohen appear only in it. Even at 0 the filter drops the 213 films with no vote count, because a null compared with a number is not True.
`,
    "Top-N and what-if analysis": `After this lesson you can build a top-N list whose N the viewer controls, keep an "Others" total, and run what-if scenarios with parameters.

## Dynamic top N with a parameter

Parameter \`Top N\`, integer, range 5 to 50.

**Option 1: filter.** On the \`Director\` filter, choose Top > By field > Top \`[Top N]\` by \`SUM([Worldwide Gross])\`.

**Option 2: keep the rest as "Others"** with a set: create a set on \`Director\`, Top tab > Top \`[Top N]\` by \`SUM([Worldwide Gross])\`. Then:

\`\`\`sql
// Director or Others
IF [Top directors set] THEN [Director] ELSE "Others" END
\`\`\`

Put this on Rows: the bars show each top director plus one "Others" bar, and the total stays complete.

**Option 3: table calculation** (respects the view's other filters):

\`\`\`sql
// Rank of director
RANK(SUM([Worldwide Gross]))
\`\`\`

Filter \`Rank of director <= [Top N]\` (table calculation filter, applied last).

## What-if: a marketing cost assumption

Budgets in the data exclude marketing. Parameter \`Marketing % of budget\`, float, 0 to 1.5, step 0.1:

\`\`\`sql
// Estimated profit
SUM([Worldwide Gross]) - SUM([Production Budget]) * (1 + [Marketing % of budget])

// Break-even films
SUM(IIF([Worldwide Gross] >= [Production Budget] * (1 + [Marketing % of budget]), 1, 0))
\`\`\`

Show \`Break-even films\` / \`COUNT([Title])\` per \`Major Genre\` and move the slider: the genres whose share collapses first are the ones most sensitive to marketing spend.

## Watch out

The top-N set is computed at the dimension-filter stage, over all the data. If you also filter \`Major Genre\`, the set does not recompute within the genre unless that filter is in context.

## Try it

Build the "Director or Others" bar chart with a \`Top N\` slider and add \`Major Genre\` as a context filter. Then add the marketing slider and show each top director's estimated profit.

## Worked answer

\`\`\`sql
// Director or Others
IF [Top directors set] THEN [Director] ELSE "Others" END

// Estimated profit
SUM([Worldwide Gross]) - SUM([Production Budget]) * (1 + [Marketing % of budget])
\`\`\`

1. Create \`Top N\` (integer, 5-50) and the set \`Top directors set\` on \`Director\` (Top tab: Top \`[Top N]\` by \`SUM([Worldwide Gross])\`); show the parameter.
2. \`Director or Others\` on Rows, \`SUM([Worldwide Gross])\` on Columns. Add \`Major Genre\` to Filters (for example Action) and right-click > Add to Context; also exclude Null from a \`Director\` filter in context, or the genreless-director group becomes a "top director".
3. Create \`Marketing % of budget\` (float, 0 to 1.5, step 0.1), show it, and put \`Estimated profit\` next to the gross on Columns.

With Action and Top N at 10 you see James Cameron, Michael Bay, Steven Spielberg, Andy Wachowski, Tony Scott, Christopher Nolan, Brett Ratner, Roland Emmerich, Martin Campbell and John Woo, plus an Others bar with the other 147 directors' $35.8bn. At 50% marketing Cameron's estimated profit is $3,170M, Spielberg's $2,102M and Bay's $1,616M; Bay falls behind Spielberg because his budgets are larger. Pushed to 150%, every one of the ten stays profitable, but Brett Ratner drops to $42M and John Woo to $83M.
`,
    "Set actions and parameter actions": `After this lesson you can make a dashboard respond to clicks by changing a set's members or a parameter's value, for drill-downs and comparisons that filters cannot do.

## Set actions

A set action replaces the members of a set with the marks the viewer selects.

1. Create a set on \`Major Genre\` (any members), name it \`Selected genres\`.
2. In a calc, use it to drive the view:

\`\`\`sql
// Genre or director (drill-down)
IF [Selected genres] THEN [Director] ELSE [Major Genre] END

// Highlight selected
IF [Selected genres] THEN "Selected" ELSE "Other" END
\`\`\`

3. Dashboard > Actions > Add Action > **Change Set Values**: source sheet, run on Select, target set \`Selected genres\`, clearing the selection removes all values.

Clicking a genre bar now expands that genre into its directors, while the others stay as genre totals: an in-place drill-down.

## Parameter actions

A parameter action writes a field of the clicked mark into a parameter.

Parameter \`Chosen director\` (string). Action: **Change Parameter**, source field \`Director\`, target \`Chosen director\`.

\`\`\`sql
// Is chosen
[Director] = [Chosen director]

// Chosen director's films vs everyone
IF [Director] = [Chosen director] THEN [Title] ELSE "All other films" END
\`\`\`

Click a director on one sheet and a second sheet shows that director's films against the rest, without a filter removing the comparison group.

## When to use which

| Need | Use |
| --- | --- |
| Select several members, in/out logic | set action |
| Pass one value (name, date, number) into calculations | parameter action |
| Simply show fewer rows | filter action |

## Watch out

Test the "cleared" state. If clearing a selection empties the set, calculations based on it must still show something sensible; choose "Keep set values" or "Add all values to set" where an empty set would make the view blank.

## Try it

Build the genre drill-down above, then add a parameter action so clicking a director fills a \`Chosen director\` parameter and a scatter plot (\`Production Budget\` vs \`Worldwide Gross\`, one mark per film) colours that director's films.

## Worked answer

\`\`\`sql
// Genre or director
IF [Selected genres] THEN [Director] ELSE [Major Genre] END
// Is chosen
[Director] = [Chosen director]
\`\`\`

1. Sheet "Genres": \`Genre or director\` on Rows, \`SUM([Worldwide Gross])\` on Columns. Sheet "Films": \`Production Budget\` on Columns, \`Worldwide Gross\` on Rows, \`Title\` on Detail, \`Is chosen\` on Color.
2. Put both on a dashboard. **Dashboard > Actions > Add Action > Change Set Values**: source Genres, run on Select, target set \`Selected genres\`, clearing the selection removes all values from the set.
3. **Add Action > Change Parameter**: source Genres, run on Select, target parameter \`Chosen director\`, source field \`Genre or director\` (the field in the Genres view; \`Director\` itself is not in it).

Clicking Adventure replaces its bar with its 110 directors (plus a Null bar for the 93 Adventure films without one); the other genres stay as totals. Then clicking Steven Spielberg colours his 23 films on the scatter, from Jurassic Park ($63M budget, $923M gross) down to The Adventures of Tintin, sitting at $0 gross because it had not been released when the data was collected. Clicking a genre bar writes the genre's name into \`Chosen director\`, which matches no director, so no film is coloured until you click a director.
`,
    "The performance recorder and workbook tuning": `After this lesson you can record where a workbook spends its time and apply the changes that most often make slow dashboards fast.

## Recording

In Tableau Desktop: **Help > Settings and Performance > Start Performance Recording**, use the dashboard as a viewer would (open it, click filters), then **Stop Performance Recording**. Tableau opens a workbook showing timelines of events:

| Event | Means |
| --- | --- |
| Executing Query | the data source is working (slow queries, big extracts) |
| Computing Layouts | rendering too many marks or sheets |
| Generating Extract | extract creation or refresh |
| Compiling Query | very complex calculations |
| Geocoding | map lookups |

Sort by elapsed time and start with the longest event.

## The usual fixes

- **Fewer marks.** A scatter of every film with labels is fine; one with thousands of labelled marks is not. Aggregate or filter first.
- **Extract and hide unused fields** (Data > Extract > Hide All Unused Fields) so queries read less.
- **Cheaper calculations.** Compare numbers, not strings; \`DATEPARSE\` on every row is expensive, so do it once (in the extract or upstream) and reuse the field.
- **Simpler filters.** "Only relevant values" quick filters run an extra query each; use "All values in database" or fewer filters.
- **FIXED with care.** Each FIXED expression can add a subquery; reuse one field rather than several similar ones.
- **Fewer sheets per dashboard**; hide detail sheets behind actions.

\`\`\`sql
// Slow: string work at row level, repeated in several calcs
IF CONTAINS(LOWER([Major Genre]), "comedy") THEN "Comedy" END

// Faster: a group created once (right-click Major Genre > Create > Group)
\`\`\`

## Common mistake

Tuning without a baseline. Record before and after each change, otherwise you cannot tell which fix helped. With a data set this size, timings will be small; practise the method here so you can use it on large data.

## Try it

Record the dashboard from the parameter-action lesson. Note its three longest events, apply one fix (for example, hide unused fields in the extract) and record again.

## Worked answer

1. **Help > Settings and Performance > Start Performance Recording**. Open the dashboard, click a genre, click a director, clear both selections.
2. **Help > Settings and Performance > Stop Performance Recording**. In the workbook that opens, sort the events by elapsed time and note the three longest and their type.
3. Apply one fix: **Data > Extract > Hide All Unused Fields** and refresh the extract (or replace the \`Released\` DATEPARSE by setting the field's type to Date on the data source page).
4. Record the same clicks again and compare the same three events.

With 3,201 films, expect every event to be well under a second, with Executing Query (each click re-queries both sheets) and Computing Layouts (the scatter has a mark for almost every one of the 3,201 films) near the top; your exact timings depend on your machine. The point is the before-and-after comparison: if the Executing Query times barely change after hiding fields, the fix did not target the slow part, and the longest event tells you what to try next.
`,
  },
  readings: {
    "LOD or table calculation? A decision guide": `Both LOD expressions and table calculations answer "compare this with something else". Use this guide to pick the one that is right, simple and robust.

## Ask these questions in order

1. **Does the answer need rows that are not in the view?** (A total over all films while the view shows one genre; a director's first film while the view shows years.) → **LOD** (FIXED).
2. **Does the answer depend on the order or position of marks?** (Previous year, running total, rank, moving average.) → **Table calculation**.
3. **Must filters change the result?** Yes → INCLUDE/EXCLUDE LOD or table calculation. No → FIXED (or context filters).
4. **Will you use the result as a dimension** (on Rows, Columns, or as a filter that keeps underlying rows)? → **LOD**; table calculations cannot become dimensions.
5. **Is the computation at a finer level than the view, then aggregated?** → **INCLUDE**.

## Side by side

| Task | LOD | Table calculation |
| --- | --- | --- |
| Percent of total | \`SUM(x) / MIN({FIXED : SUM(x)})\` | \`SUM(x) / TOTAL(SUM(x))\` |
| Cohort (first date) | \`{FIXED [Director] : MIN([Released (valid)])}\` | not possible as a dimension |
| Difference from previous year | awkward | \`ZN(SUM(x)) - LOOKUP(ZN(SUM(x)), -1)\` |
| Rank, top N within group | awkward | \`RANK(SUM(x))\` with partitioning |
| Average of per-director totals | \`AVG({INCLUDE [Director] : SUM(x)})\` | \`WINDOW_AVG\` over a view with Director, then hide |
| Moving average | not suitable | \`WINDOW_AVG(expr, -2, 0)\` |

## Where each runs

\`\`\`text
FIXED               → before dimension filters (stage 4)
INCLUDE / EXCLUDE   → after dimension filters (stage 6)
Table calculations  → after everything, on the marks in the view (stage 8)
\`\`\`

## Red flags

- A table calculation with Compute Using "Table (across)" in a published workbook.
- \`SUM\` around a FIXED value in a view more detailed than the FIXED level.
- A percent-of-total that changes when someone filters, when it should not (or the reverse).
- A hidden dimension added only to make a table calculation work; consider INCLUDE instead.

## Checklist

- [ ] I can say at which stage the calculation runs.
- [ ] I tested it with a filter added and removed.
- [ ] I rearranged the view and the number did not change unexpectedly.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "tac-k1",
          type: "single",
          prompt:
            "Major Genre is on Rows with a filter Distributor = Walt Disney Pictures. Which calculation shows each genre's share of Disney's worldwide gross, adding to 100%, without adding anything to context?",
          choices: [
            { id: "a", text: "SUM([Worldwide Gross]) / TOTAL(SUM([Worldwide Gross]))" },
            { id: "b", text: "SUM([Worldwide Gross]) / MIN({ FIXED : SUM([Worldwide Gross]) })" },
            { id: "c", text: "SUM([Worldwide Gross]) / SUM({ FIXED : SUM([Worldwide Gross]) })" },
            { id: "d", text: "{ FIXED [Major Genre] : SUM([Worldwide Gross]) } / SUM([Worldwide Gross])" },
          ],
          correct: "a",
          explanation:
            "TOTAL is a table calculation (stage 8), so it sums only what survived the Distributor filter: the shares are of Disney's gross. The FIXED grand total runs at stage 4, before the dimension filter, so it divides by all films' gross and the shares are small and do not add to 100%, until the Distributor filter is added to context. SUM around the FIXED value also multiplies it by the number of films in each mark.",
        },
        {
          id: "tac-k2",
          type: "numeric",
          prompt:
            "In movies.csv the Concert/Performance genre has 5 films whose worldwide gross totals $153.6 million. In a view with one mark per Major Genre, what does SUM({ FIXED [Major Genre] : SUM([Worldwide Gross]) }) show for Concert/Performance, in millions of dollars (to the nearest million)?",
          answer: 768,
          tolerance: 1,
          unit: "$ million",
          explanation:
            "The FIXED expression attaches $153.6 million to every one of the 5 Concert/Performance rows, and SUM adds the copies: 5 × 153.6 = about $768 million. That is the classic trap: the LOD value is repeated on every row beneath the mark. MIN, MAX or AVG around the FIXED value return the intended $153.6 million.",
        },
        {
          id: "tac-k3",
          type: "single",
          prompt:
            "A view has Major Genre and MPAA Rating on Rows and AVG([IMDB Rating]) on Columns. You want, on each row, the average rating of its whole genre, and it should respond to a normal Distributor filter. Which expression?",
          choices: [
            { id: "a", text: "{ EXCLUDE [MPAA Rating] : AVG([IMDB Rating]) }" },
            { id: "b", text: "{ FIXED [Major Genre] : AVG([IMDB Rating]) }" },
            { id: "c", text: "{ INCLUDE [MPAA Rating] : AVG([IMDB Rating]) }" },
            { id: "d", text: "{ EXCLUDE [Director] : AVG([IMDB Rating]) }" },
          ],
          correct: "a",
          explanation:
            "EXCLUDE removes MPAA Rating from the view's level, leaving the genre, and runs after dimension filters, so the Distributor filter changes it. FIXED [Major Genre] gives the genre average too but ignores ordinary dimension filters. INCLUDE adds detail instead of removing it, and excluding Director, which is not in the view, does nothing, without an error.",
        },
        {
          id: "tac-k4",
          type: "single",
          prompt:
            "You want a retention heat map of directors by debut decade. Why must the debut year come from { FIXED [Director] : MIN([Released (valid)]) } rather than a table calculation such as WINDOW_MIN?",
          choices: [
            {
              id: "a",
              text: "The debut must stay the same whatever the view or year filter shows, and the result has to be usable as a dimension on Rows",
            },
            { id: "b", text: "Table calculations cannot compute a minimum of dates" },
            { id: "c", text: "FIXED expressions are always faster than table calculations" },
            { id: "d", text: "WINDOW_MIN respects context filters, while FIXED does not" },
          ],
          correct: "a",
          explanation:
            "A cohort is a row-level attribute: FIXED runs before dimension filters, so filtering to 1990–2000 films does not rewrite anyone's debut, and its result can be placed on Rows as Debut decade. A table calculation runs on the marks in the view, changes with filters and layout, and cannot become a dimension. WINDOW_MIN can take a minimum of dates, and FIXED can add a subquery, so it is not automatically faster. FIXED does respect context filters.",
        },
        {
          id: "tac-k5",
          type: "multiple",
          prompt:
            "RANK(SUM([Worldwide Gross])) is in a view with Major Genre and Distributor on Rows. To rank distributors within each genre, which statements are true?",
          choices: [
            { id: "a", text: "In Specific Dimensions, tick Distributor only; Major Genre then partitions the rank" },
            { id: "b", text: "Ticked dimensions address the calculation; unticked dimensions partition it" },
            {
              id: "c",
              text: "Filtering the rank field to 3 or less keeps the top 3 per genre, because table calculation filters apply last",
            },
            { id: "d", text: "Compute Using: Table (down) is the most robust choice for a published workbook" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "With Specific Dimensions, ticked fields are addressed (the rank moves along Distributor) and unticked ones partition (it restarts for each genre). A filter on the rank field is a table calculation filter, so it hides marks after the ranks are computed and the top 3 of every genre remain. Table (down) depends on the layout: move a field and the rank silently changes meaning, which is why published work should use Specific Dimensions.",
        },
        {
          id: "tac-k6",
          type: "single",
          prompt:
            "A dashboard shows a genre's films as a scatter. Clicking a director on another sheet should colour that director's films while every other film stays visible. Which interaction fits?",
          choices: [
            {
              id: "a",
              text: "A parameter action writing Director into a Chosen director parameter, used by [Director] = [Chosen director] on Color",
            },
            { id: "b", text: "A filter action from the director sheet to the scatter" },
            { id: "c", text: "A top-N set on Director, filtered to In" },
            { id: "d", text: "A context filter on Director" },
          ],
          correct: "a",
          explanation:
            "A parameter action passes one clicked value into calculations, so the scatter can compare the chosen director's films with all the others. A filter action removes the comparison group, leaving only that director's films, and a top-N set or a context filter selects by rank or restricts rows rather than reacting to the click.",
        },
      ],
    },
  },
  projectBrief: `# Project: subscription health dashboard

## Scenario

Reel Crate is a fictional subscription box that mails subscribers a curated film pack each month. Its curators pick from a catalogue of 3,201 films and want a dashboard on the health of that catalogue: which genres and directors keep delivering, how the catalogue's quality changes over time, and how sensitive profit is to marketing costs. You build it with advanced calculations.

## The data

The **Movies and Box Office** data set from the data playground, table \`movies\` (one row per film), with the fields created in the first lesson: \`Released\`, \`Released (valid)\` and \`Profit\`. Use \`Director\`, \`Distributor\`, \`Major Genre\`, \`MPAA Rating\`, \`Worldwide Gross\`, \`US Gross\`, \`Production Budget\`, \`IMDB Rating\` and \`IMDB Votes\`.

## Questions

1. How does each genre's share of worldwide gross change by release year since 1980? (Percent of total that ignores genre filters.)
2. Which films beat their genre's average IMDB rating by the most? (FIXED.)
3. What is the average total gross per director within each genre? (INCLUDE.)
4. Director cohorts by debut decade: what share of each cohort releases a film 5, 10 and 15 years after debut?
5. A dynamic top-N list of directors, with "Others", for a measure chosen by a parameter.
6. With a marketing-cost parameter, which genres keep most of their films above break-even?
7. A drill-down from genre to director with a set action, and a parameter action that highlights one director's films.

## Deliverables

- A Tableau workbook with one sheet per question and a dashboard combining at least four of them.
- A performance recording of the dashboard before and after one tuning change, with a two-line note.
- A short "how it works" text box explaining the two hardest calculations.

## Hand-in checklist

- [ ] Every table calculation uses Specific Dimensions
- [ ] FIXED results aggregated with MIN/AVG where the view is more detailed
- [ ] Future release dates excluded via \`Released (valid)\`
- [ ] Parameters shown with clear labels and dynamic titles
- [ ] Actions tested, including the cleared state
- [ ] Cohort chart labels the data's start and end limits
`,
} satisfies CourseNotes;
