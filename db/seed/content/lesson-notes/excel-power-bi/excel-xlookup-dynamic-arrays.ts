import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_gapminder",
  videos: {
    "Why XLOOKUP replaces VLOOKUP": `After this lesson you can rewrite any VLOOKUP or INDEX/MATCH as XLOOKUP and explain why the new formula is safer, using the Gapminder practice data.

## The practice data: Gapminder
This crash course uses the **Gapminder** data set from the data playground. Download both tables as CSV, paste each into a sheet and convert them to Excel tables (Ctrl+T) named as below:

| Table name | One row is | Columns |
|---|---|---|
| \`Gapminder\` (gapminder) | one country in one year, every 5 years 1955–2005, 62 countries | year, country, cluster, pop, life_expect, fertility |
| \`HealthIncome\` (gapminder-health-income) | one country, 187 countries | country, income, health, population, region |

## What goes wrong with VLOOKUP
\`\`\`excel
=VLOOKUP([@country],HealthIncome,5,FALSE)
\`\`\`
- The column number \`5\` is hard-coded: insert a column in \`HealthIncome\` and it silently returns the wrong field.
- It can only return columns to the **right** of the key.
- Forget \`FALSE\` and it does an approximate match on unsorted data, returning plausible but wrong values.
- \`#N/A\` for missing keys needs an extra \`IFERROR\` or \`IFNA\`.

## The XLOOKUP version
\`\`\`excel
=XLOOKUP([@country],HealthIncome[country],HealthIncome[region],"no match")
\`\`\`
It names the lookup and return columns directly, matches exactly by default, can look left or right, and has a built-in "not found" value. INDEX/MATCH fixed the first two problems but needed two functions:

\`\`\`excel
=INDEX(HealthIncome[region],MATCH([@country],HealthIncome[country],0))
\`\`\`

XLOOKUP can also return several adjacent columns at once:

\`\`\`excel
=XLOOKUP([@country],HealthIncome[country],HealthIncome[[income]:[health]])
\`\`\`

This spills two values (income and health) into the cells to the right, so use it outside a table.

## Common mistake
Assuming every key matches. In Gapminder, \`Hong Kong, China\` has no row in \`HealthIncome\`; VLOOKUP returns \`#N/A\` and any SUM over the column breaks. With XLOOKUP's fourth argument you decide what a missing match shows, and you can count them with \`=COUNTIF(Gapminder[region],"no match")\`.

## Try it
Add a \`region\` column to the \`Gapminder\` table with XLOOKUP, first without the not-found argument and then with \`"no match"\`. How many rows show no match, and for which country?
`,
    "XLOOKUP match modes and fallbacks": `After this lesson you can use XLOOKUP's match and search modes for bands, wildcards and last-occurrence lookups, and chain fallbacks when the first lookup fails.

## The optional arguments
\`\`\`excel
=XLOOKUP(lookup, lookup_array, return_array, [if_not_found], [match_mode], [search_mode])
\`\`\`

| match_mode | Meaning |
|---|---|
| 0 (default) | exact |
| -1 | exact or next smaller |
| 1 | exact or next larger |
| 2 | wildcard (\`*\`, \`?\`, \`~\`) |

| search_mode | Meaning |
|---|---|
| 1 (default) | first to last |
| -1 | last to first |
| 2 / -2 | binary search, data must be sorted |

## Worked examples
Income bands from a small table \`Bands\` (\`min_income\`: 0, 1046, 4096, 12696; \`band\`: low, lower-middle, upper-middle, high), sorted ascending:

\`\`\`excel
=XLOOKUP([@income],Bands[min_income],Bands[band],,-1)
\`\`\`

Match mode \`-1\` finds the largest \`min_income\` not above the income, so the table does not need an upper bound.

Wildcard: the first country whose name starts with "New":

\`\`\`excel
=XLOOKUP("New*",HealthIncome[country],HealthIncome[country],"none",2)
\`\`\`

Last occurrence: the most recent fertility value for a country typed in H1 (Gapminder is sorted by year within each country, so search from the bottom):

\`\`\`excel
=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder",0,-1)
\`\`\`

Two-way lookup: life expectancy for a country and year:

\`\`\`excel
=XLOOKUP(1,(Gapminder[country]=$H$1)*(Gapminder[year]=$H$2),Gapminder[life_expect],"no data")
\`\`\`

Multiplying the two TRUE/FALSE arrays gives 1 only where both conditions hold.

## Fallbacks
Nest a second lookup in \`if_not_found\`, e.g. look in \`HealthIncome\` first and fall back to the 2005 row in \`Gapminder\`:

\`\`\`excel
=XLOOKUP($H$1,HealthIncome[country],HealthIncome[health],
   XLOOKUP(1,(Gapminder[country]=$H$1)*(Gapminder[year]=2005),Gapminder[life_expect],"no data"))
\`\`\`

## Common mistake
Using match mode \`-1\` or \`1\` and expecting it to fix messy text keys. Approximate modes are for numbers and dates in bands; for text they return the nearest *alphabetical* neighbour, which is almost never what you want.

## Try it
Build the \`Bands\` table and add an \`income_band\` column to \`HealthIncome\`. Then, in a small input area, return life expectancy for any country and year with the two-way lookup, and test it with \`Hong Kong, China\` in both tables.
`,
    "FILTER, SORT and UNIQUE": `After this lesson you can produce live, self-sizing lists and reports with FILTER, SORT, SORTBY and UNIQUE, without copying or sorting data by hand.

## Dynamic arrays in one paragraph
A dynamic array formula returns many values; Excel **spills** them into the cells below and to the right. Edit only the top-left cell. Refer to the whole result with the spill operator \`#\`, e.g. \`=ROWS(H2#)\`.

## The functions
\`\`\`excel
=UNIQUE(array, [by_col], [exactly_once])
=FILTER(array, include, [if_empty])
=SORT(array, [sort_index], [sort_order], [by_col])
=SORTBY(array, by_array1, [sort_order1], …)
\`\`\`

## Worked examples on Gapminder
Distinct years and regions:

\`\`\`excel
=UNIQUE(Gapminder[year])
=SORT(UNIQUE(HealthIncome[region]))
\`\`\`

All 2005 rows, largest population first:

\`\`\`excel
=SORT(FILTER(Gapminder,Gapminder[year]=2005),4,-1)
\`\`\`

Column 4 of the table is \`pop\`. Several conditions: \`*\` for AND, \`+\` for OR:

\`\`\`excel
=FILTER(Gapminder[[country]:[life_expect]],
        (Gapminder[year]=2005)*(Gapminder[life_expect]<60),
        "none")
\`\`\`

Top 10 countries by income, showing country and income only:

\`\`\`excel
=TAKE(SORTBY(HealthIncome[[country]:[income]],HealthIncome[income],-1),10)
\`\`\`

A summary next to a spilled list of regions in H2:

\`\`\`excel
H2:  =SORT(UNIQUE(HealthIncome[region]))
I2:  =COUNTIF(HealthIncome[region],H2#)
J2:  =AVERAGEIF(HealthIncome[region],H2#,HealthIncome[health])
\`\`\`

\`H2#\` makes I2 and J2 spill alongside, one row per region, and grow if a region is added.

## Common mistake
Leaving out FILTER's \`if_empty\` argument. When nothing matches, FILTER returns \`#CALC!\` and every formula that depends on it fails. Always give a fallback such as \`"none"\`.

## Try it
List the countries of \`Gapminder\` whose fertility in 1955 was above 6 and in 2005 below 3 (hint: build two FILTER lists and keep the names that appear in both with another FILTER and \`ISNUMBER(XMATCH(...))\`). Sort the result alphabetically.
`,
    "LET and readable formulas": `After this lesson you can name the steps of a long formula with LET, so it is easier to read, check and change, and often faster.

## How LET works
\`\`\`excel
=LET(name1, value1, [name2, value2, …], calculation)
\`\`\`
Each name is calculated once and can be used in every later step and in the final calculation. Names follow range-name rules (no spaces, not like a cell address such as \`AB1\`).

## Worked example: before and after
Life expectancy gain from 1955 to 2005 for the country in H1, before:

\`\`\`excel
=XLOOKUP(1,(Gapminder[country]=H1)*(Gapminder[year]=2005),Gapminder[life_expect])
 -XLOOKUP(1,(Gapminder[country]=H1)*(Gapminder[year]=1955),Gapminder[life_expect])
\`\`\`

After:

\`\`\`excel
=LET(
    country, $H$1,
    isCountry, Gapminder[country]=country,
    life2005, XLOOKUP(1, isCountry*(Gapminder[year]=2005), Gapminder[life_expect]),
    life1955, XLOOKUP(1, isCountry*(Gapminder[year]=1955), Gapminder[life_expect]),
    life2005 - life1955
)
\`\`\`

The condition on country is computed once and reused; each intermediate value has a name.

## A full mini-report in one cell
Every country's gain, sorted, as a two-column spill:

\`\`\`excel
=LET(
    countries, UNIQUE(Gapminder[country]),
    life1955, XLOOKUP(countries&"|1955", Gapminder[country]&"|"&Gapminder[year], Gapminder[life_expect]),
    life2005, XLOOKUP(countries&"|2005", Gapminder[country]&"|"&Gapminder[year], Gapminder[life_expect]),
    gain, life2005 - life1955,
    SORTBY(HSTACK(countries, gain), gain, -1)
)
\`\`\`

The composite key \`country|year\` lets one XLOOKUP find many rows at once.

## Debugging
Replace the last argument with any name (\`life1955\`) to see that step's result, then put the calculation back. Use Alt+Enter for line breaks and widen the formula bar (Ctrl+Shift+U).

## Common mistake
Naming a variable like a cell reference or function. \`le1955\` looks harmless but is the cell in column LE, row 1955, so Excel rejects the formula; \`sum\` clashes with a function. Use names that cannot be cell addresses, such as \`life1955\` (four letters before the digits) or \`totalPop\`.

## Try it
Write a LET formula that returns, for a region typed in H1, the average \`health\` and average \`income\` from \`HealthIncome\` as two cells side by side (\`HSTACK\`). Then add a third step that returns the number of countries in that region.
`,
    "Spill ranges in dashboards": `After this lesson you can build dashboard blocks that resize themselves: spilled lists, charts fed by spill ranges, and drop-downs that always show current values.

## Referencing spills
- \`H2#\` is the whole spill starting in H2. Use it in other formulas, names, conditional formatting and data validation.
- \`INDEX(H2#,0,2)\` or \`CHOOSECOLS(H2#,2)\` take one column of a multi-column spill.
- \`ROWS(H2#)\` counts its rows.

## Worked example: a region selector
\`\`\`excel
Settings!A2:  =SORT(UNIQUE(HealthIncome[region]))
Dashboard!B1: data validation, List, Source: =Settings!$A$2#
Dashboard!B3: =SORTBY(
                 FILTER(HealthIncome[[country]:[health]],HealthIncome[region]=B1,"none"),
                 FILTER(HealthIncome[income],HealthIncome[region]=B1),-1)
Dashboard!F3: =ROWS(B3#)&" countries in "&B1
\`\`\`

The drop-down list grows if the source gets a new region, and the country list resizes when the selection changes.

## Charts from spills
Charts do not accept \`#\` directly in the series dialog, but defined names do. A chart series needs a range, so take columns with INDEX (which returns a reference) rather than CHOOSECOLS (which returns values). Create names in **Formulas > Name Manager**:

\`\`\`excel
ChartCountries  =INDEX(Dashboard!$B$3#,0,1)
ChartIncome     =INDEX(Dashboard!$B$3#,0,2)
\`\`\`

Then in **Select Data > Edit series**, set the values to \`=Book1.xlsx!ChartIncome\` (use your file name) and the axis labels to \`=Book1.xlsx!ChartCountries\`. The chart now grows and shrinks with the list.

## Conditional formatting on a spill
Select a generous range (B3:D200) and add a formula rule such as:

\`\`\`excel
=AND($B3<>"",$D3>=75)
\`\`\`

It highlights countries with \`health\` of 75 or more, and empty cells below the spill stay plain.

## Common mistake
Putting anything in the cells a spill needs. A note, a space or an old value below B3 turns the whole result into \`#SPILL!\`. Reserve the area below and to the right of each spilled formula, and keep labels above it.

## Try it
Build the region selector with a spilled country list and a bar chart of income driven by named spill references. Switch between regions and check that the chart resizes; then place a value in the spill area on purpose and read the \`#SPILL!\` tooltip.
`,
  },
  readings: {},
  projectBrief: `# Practice exercise

## Scenario
You have just joined **Wayfinder Grants**, a fictional foundation that funds health projects. The programme team keeps two lists about countries and asks you to replace their fragile VLOOKUP workbook with one built on XLOOKUP and dynamic arrays, so that it updates on its own when the lists change.

## The data
Use the **Gapminder** data set from the data playground:
- **gapminder** as table \`Gapminder\`: \`year\`, \`country\`, \`cluster\`, \`pop\`, \`life_expect\`, \`fertility\`.
- **gapminder-health-income** as table \`HealthIncome\`: \`country\`, \`income\`, \`health\`, \`population\`, \`region\`.

## Tasks
1. Add \`region\` and \`income\` to \`Gapminder\` with XLOOKUP, using a clear not-found value. List the countries with no match using FILTER.
2. Add an \`income_band\` column to \`HealthIncome\` with an approximate-match XLOOKUP on a bands table.
3. With one spilled formula per block, list: the distinct regions (sorted), the number of countries per region, and the average \`health\` per region.
4. Build an input cell for a country and return its life expectancy for every Gapminder year as a spilled row or column.
5. Using LET, list every Gapminder country with its fertility in 1955, in 2005, and the change, sorted by the largest fall.
6. Which cluster number (0–5) in \`Gapminder\` corresponds to which region? Use UNIQUE over the cluster and your XLOOKUP region column to decide.

## Deliverables
- An .xlsx workbook with the two tables, a Settings sheet for lookup tables and spilled lists, and a Dashboard sheet with a region drop-down, a spilled country list and a chart that resizes with it.

## Hand-in checklist
- [ ] No VLOOKUP or hard-coded column numbers anywhere
- [ ] Every XLOOKUP and FILTER has a not-found or empty fallback
- [ ] Spilled results are referenced with \`#\`, never with fixed ranges
- [ ] At least two formulas use LET with meaningful names
- [ ] No \`#SPILL!\`, \`#CALC!\` or \`#N/A\` left on any sheet
- [ ] A short note explains the Hong Kong, China mismatch and your choice
`,
} satisfies CourseNotes;
