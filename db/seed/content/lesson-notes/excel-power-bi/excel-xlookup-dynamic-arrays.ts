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

## Worked answer

\`\`\`excel
In Gapminder, new column region:
=XLOOKUP([@country],HealthIncome[country],HealthIncome[region])

Then change it to:
=XLOOKUP([@country],HealthIncome[country],HealthIncome[region],"no match")

Count the misses:
=COUNTIF(Gapminder[region],"no match")
\`\`\`

The first version shows \`#N/A\` on 11 rows; with the fourth argument those same rows read "no match" and the COUNTIF returns **11**. They are all \`Hong Kong, China\`, one row for each of the 11 years from 1955 to 2005; the other 61 countries all find a region.
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

## Worked answer

\`\`\`excel
Bands table (sorted ascending): min_income 0, 1046, 4096, 12696
                                band       low, lower-middle, upper-middle, high

In HealthIncome, new column income_band:
=XLOOKUP([@income],Bands[min_income],Bands[band],"no band",-1)

Input area: H1 country, H2 year, H3 the answer:
=XLOOKUP(1,(Gapminder[country]=$H$1)*(Gapminder[year]=$H$2),Gapminder[life_expect],"no data")
\`\`\`

The bands split the 187 countries into 7 low, 46 lower-middle, 49 upper-middle and 85 high (check with \`=COUNTIF(HealthIncome[income_band],"high")\` and so on); the lowest income, 599, still lands in low because the first band starts at 0. With \`Hong Kong, China\` in H1 and 2005 in H2 the two-way lookup returns 81.77 (1955 gives 62.97), because Gapminder has the country; a year that is not a multiple of 5, such as 2003, shows "no data". In \`HealthIncome\` there is no Hong Kong row at all, so it gets no income band and a lookup of it there returns your not-found value, not a neighbouring country.
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

## Worked answer

\`\`\`excel
H2:  =FILTER(Gapminder[country],(Gapminder[year]=1955)*(Gapminder[fertility]>6),"none")
I2:  =FILTER(Gapminder[country],(Gapminder[year]=2005)*(Gapminder[fertility]<3),"none")
K2:  =SORT(FILTER(H2#,ISNUMBER(XMATCH(H2#,I2#)),"none"))
\`\`\`

The first list has 27 countries and the second 51; the final spill has **16**: Bangladesh, Brazil, China, Colombia, Costa Rica, Dominican Republic, Ecuador, El Salvador, Grenada, Iran, Mexico, Peru, South Africa, South Korea, Turkey, Venezuela. XMATCH returns a position where a name is found and \`#N/A\` where it is not, and ISNUMBER turns that into TRUE/FALSE for FILTER. Filtering once with \`(fertility>6)*(fertility<3)\` is the tempting wrong answer: no single row can be both, so it returns "none".
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

## Worked answer

\`\`\`excel
=LET(
    inRegion, HealthIncome[region]=$H$1,
    avgHealth, AVERAGE(FILTER(HealthIncome[health], inRegion)),
    avgIncome, AVERAGE(FILTER(HealthIncome[income], inRegion)),
    countries, SUM(--inRegion),
    HSTACK(avgHealth, avgIncome, countries)
)
\`\`\`

Type a region exactly as the data spells it, for example \`south_asia\`: the result is 69.80375 (average health, about 69.8), 6387.375 (average income) and 8 countries. \`COUNTIF(HealthIncome[region],$H$1)\` works as the third step too. Start with \`HSTACK(avgHealth, avgIncome)\` for the first part, then add \`countries\` as the third item; a region typed as "South Asia" matches nothing and the averages show \`#CALC!\`, which is the hint to check the spelling.
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

## Worked answer

1. On a **Settings** sheet, in A2: \`=SORT(UNIQUE(HealthIncome[region]))\` (six regions, from america to sub_saharan_africa).
2. On **Dashboard**, select B1, then **Data > Data Validation > List**, Source \`=Settings!$A$2#\`.
3. In B3, the SORTBY/FILTER formula from the lesson, so B3# spills country, income and health for the chosen region, richest first.
4. In **Formulas > Name Manager**, create \`ChartCountries =INDEX(Dashboard!$B$3#,0,1)\` and \`ChartIncome =INDEX(Dashboard!$B$3#,0,2)\`.
5. Insert a clustered bar chart, then **Select Data > Edit** the series: values \`=YourFile.xlsx!ChartIncome\`, axis labels \`=YourFile.xlsx!ChartCountries\`.
6. Type anything in B10 (inside the spill), then click the warning icon next to B3.

Switching from europe_central_asia (50 countries) to south_asia (8 countries, Maldives first at 14,408) should shrink the list and the chart to 8 bars with no empty slots. With the value in B10, B3 shows \`#SPILL!\` and the tooltip says the spill range isn't blank; **Select Obstructing Cells** jumps to B10, and deleting it brings the list back.
`,
  },
  readings: {},
  quizzes: {
    "Lookup check-in": {
      passMark: 0.7,
      questions: [
        {
          id: "xda-c1",
          type: "single",
          prompt:
            "A workbook uses =VLOOKUP([@country],HealthIncome,5,FALSE) to fetch region. Someone inserts a new column in the middle of HealthIncome. What happens, and why does XLOOKUP avoid it?",
          choices: [
            {
              id: "a",
              text: "VLOOKUP silently returns whatever is now the 5th column; XLOOKUP names the return column, HealthIncome[region], so it still points at region",
            },
            { id: "b", text: "VLOOKUP shows #REF!, while XLOOKUP shows #N/A" },
            { id: "c", text: "Both keep working, because Excel tables adjust column numbers automatically" },
            { id: "d", text: "VLOOKUP switches to an approximate match; XLOOKUP always matches exactly" },
          ],
          correct: "a",
          explanation:
            "The 5 is a hard-coded position, and tables do not rewrite it, so VLOOKUP quietly returns the wrong field with no error to warn you. XLOOKUP takes the return column itself, which moves with the table. There is no #REF! here, and the match type is set by FALSE, not by the column count.",
        },
        {
          id: "xda-c2",
          type: "multiple",
          prompt: "Which of these are real advantages of XLOOKUP over VLOOKUP?",
          choices: [
            { id: "a", text: "It can return a column to the left of the lookup column" },
            { id: "b", text: "It matches exactly unless you ask for another match mode" },
            { id: "c", text: 'It ignores trailing spaces, so "Rain " finds "Rain"' },
            { id: "d", text: "It needs the lookup column sorted ascending to find exact matches" },
          ],
          correct: ["a", "b"],
          explanation:
            "XLOOKUP's lookup and return arrays are independent, so the return column can sit anywhere, and its default match mode is 0 (exact), whereas VLOOKUP without FALSE does an approximate match. It does not trim keys: spaces count, so clean them with TRIM. Exact matches need no sorting; only the binary search modes (2 and -2) do.",
        },
        {
          id: "xda-c3",
          type: "numeric",
          prompt:
            "A discount table Rates has MinSpend 0, 100, 250 and 500 with Discount 0, 5, 10 and 15 (percent). What does =XLOOKUP(320, Rates[MinSpend], Rates[Discount], 0, -1) return?",
          answer: 10,
          tolerance: 0,
          unit: "%",
          explanation:
            "Match mode -1 is exact or next smaller: 320 is not listed, so XLOOKUP takes 250, the largest MinSpend not above 320, and returns its 10% discount. Match mode 1 (next larger) would give 15%, which is the tier the customer has not reached yet.",
        },
        {
          id: "xda-c4",
          type: "single",
          prompt:
            '"Hong Kong, China" is in Gapminder but has no row in HealthIncome. What does =XLOOKUP([@country],HealthIncome[country],HealthIncome[region],"no match") show on its rows?',
          choices: [
            { id: "a", text: '"no match"' },
            { id: "b", text: "#N/A" },
            { id: "c", text: "The region of the nearest country alphabetically" },
            { id: "d", text: "A blank cell" },
          ],
          correct: "a",
          explanation:
            'The fourth argument, if_not_found, is what XLOOKUP returns when no key matches, so the row reads "no match" and you can count or filter those rows. Without it you would get #N/A, which breaks any formula over the column. XLOOKUP never falls back to a nearby key unless you set match mode -1 or 1.',
        },
        {
          id: "xda-c5",
          type: "single",
          prompt:
            "Which XLOOKUP returns the same result as =INDEX(HealthIncome[region],MATCH([@country],HealthIncome[country],0))?",
          choices: [
            { id: "a", text: "=XLOOKUP([@country],HealthIncome[country],HealthIncome[region])" },
            { id: "b", text: "=XLOOKUP([@country],HealthIncome[region],HealthIncome[country])" },
            { id: "c", text: "=XLOOKUP(HealthIncome[country],[@country],HealthIncome[region])" },
            { id: "d", text: "=XLOOKUP([@country],HealthIncome[country],HealthIncome[region],,-1)" },
          ],
          correct: "a",
          explanation:
            "MATCH(..., 0) finds the row of the country exactly and INDEX returns region from that row; XLOOKUP does both in one call with lookup value, lookup array, return array, and exact match is its default. Swapping the arrays looks the country up among regions, and match mode -1 would return a neighbouring key's region when a country is missing.",
        },
        {
          id: "xda-c6",
          type: "single",
          prompt:
            "Outside any table, =XLOOKUP(H1,HealthIncome[country],HealthIncome[[income]:[health]]) returns what for a country found in the list?",
          choices: [
            {
              id: "a",
              text: "Two values, income and health, spilled into the formula's cell and the cell to its right",
            },
            { id: "b", text: "Only income, the first column of the return range" },
            { id: "c", text: "The sum of income and health" },
            { id: "d", text: "#VALUE!, because the return array must be a single column" },
          ],
          correct: "a",
          explanation:
            "A return array of two adjacent columns gives back two values from the matching row, and Excel spills them side by side. That is why the lesson uses it outside a table: inside a table a formula cannot spill. XLOOKUP does not sum or truncate the return columns.",
        },
      ],
    },
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "xda-k1",
          type: "single",
          prompt:
            "Gapminder is sorted by year within each country. Which formula returns the most recent fertility value for the country typed in H1?",
          choices: [
            { id: "a", text: '=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder",0,-1)' },
            { id: "b", text: '=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder",-1)' },
            { id: "c", text: '=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder")' },
            { id: "d", text: '=XLOOKUP($H$1,Gapminder[country],Gapminder[fertility],"not in Gapminder",0,2)' },
          ],
          correct: "a",
          explanation:
            "Search mode -1 searches from last to first, so the first hit is the country's bottom row, its latest year. Without it (option c) XLOOKUP returns the first row, 1955. Option b puts -1 in the match mode, which is about next-smaller keys, not direction, and search mode 2 is a binary search that assumes a sorted lookup column and still searches from the top.",
        },
        {
          id: "xda-k2",
          type: "multiple",
          prompt:
            "Which formulas list the country to life_expect columns of the 2005 rows with life expectancy below 60?",
          choices: [
            {
              id: "a",
              text: '=FILTER(Gapminder[[country]:[life_expect]],(Gapminder[year]=2005)*(Gapminder[life_expect]<60),"none")',
            },
            {
              id: "b",
              text: '=FILTER(Gapminder[[country]:[life_expect]],AND(Gapminder[year]=2005,Gapminder[life_expect]<60),"none")',
            },
            {
              id: "c",
              text: '=FILTER(Gapminder[[country]:[life_expect]],(Gapminder[year]=2005)+(Gapminder[life_expect]<60),"none")',
            },
            {
              id: "d",
              text: '=SORT(FILTER(Gapminder[[country]:[life_expect]],(Gapminder[year]=2005)*(Gapminder[life_expect]<60),"none"),1)',
            },
          ],
          correct: ["a", "d"],
          explanation:
            "Multiplying two TRUE/FALSE arrays gives 1 only where both hold, which is AND row by row; wrapping the result in SORT changes the order, not the rows. AND() collapses the whole arrays into a single TRUE or FALSE, so it cannot filter row by row, and + is OR: it would keep every 2005 row and every row below 60 in any year.",
        },
        {
          id: "xda-k3",
          type: "numeric",
          prompt:
            "Gapminder has a row for each country every 5 years from 1955 to 2005. How many rows does =SORT(UNIQUE(Gapminder[year]),,-1) spill, newest year first?",
          answer: 11,
          tolerance: 0,
          unit: "rows",
          explanation:
            "UNIQUE keeps each year once and SORT only changes the order, not the count: 1955, 1960, …, 2005 is (2005 − 1955) / 5 + 1 = 11 years. The tempting 10 forgets to count both ends. Refer to the result as a whole with the spill operator, for example =ROWS(H2#).",
        },
        {
          id: "xda-k4",
          type: "single",
          prompt:
            "A dashboard cell holds =FILTER(HealthIncome[country],HealthIncome[region]=B1) and the region picked in B1 has no countries yet. What appears, and what is the fix?",
          choices: [
            { id: "a", text: '#CALC!; add FILTER\'s if_empty argument, e.g. "none"' },
            { id: "b", text: "#N/A; wrap the formula in IFNA" },
            { id: "c", text: "#SPILL!; clear the cells below the formula" },
            { id: "d", text: "An empty cell, so nothing needs fixing" },
          ],
          correct: "a",
          explanation:
            "FILTER returns #CALC! when nothing matches, and every formula that depends on it (such as ROWS(B3#)) fails too. The third argument, if_empty, gives a clean fallback. #N/A is a lookup's not-found error and #SPILL! means something blocks the result area; neither is what an empty filter produces.",
        },
        {
          id: "xda-k5",
          type: "single",
          prompt: "Excel rejects =LET(le1955, 47.2, le2005, 68.5, le2005 - le1955). Why?",
          choices: [
            {
              id: "a",
              text: "le1955 and le2005 look like cell addresses (column LE, row 1955), which LET names cannot be",
            },
            { id: "b", text: "LET allows only one name" },
            { id: "c", text: "LET values must be ranges or formulas, not typed numbers" },
            { id: "d", text: "The final calculation must come first in LET" },
          ],
          correct: "a",
          explanation:
            "LET names follow range-name rules: they cannot look like a cell reference or clash with a function name, and LE1955 is a real cell. Rename them, for example life1955 and life2005. LET takes many name/value pairs, values can be constants, and the calculation is the last argument.",
        },
        {
          id: "xda-k6",
          type: "single",
          prompt:
            "A chart should follow the income column of the spilled list in Dashboard!B3#. Which defined name gives the series a range that grows and shrinks with the spill?",
          choices: [
            { id: "a", text: "ChartIncome = INDEX(Dashboard!$B$3#,0,2)" },
            { id: "b", text: "ChartIncome = CHOOSECOLS(Dashboard!$B$3#,2)" },
            { id: "c", text: "ChartIncome = Dashboard!$C$3:$C$200" },
            { id: "d", text: "Type Dashboard!$B$3# straight into the series values box" },
          ],
          correct: "a",
          explanation:
            "A chart series needs a reference, and INDEX(…,0,2) returns the second column of the spill as a reference that resizes with it. CHOOSECOLS returns values, not a reference, so it cannot feed a series; a fixed range includes empty rows or misses new ones, and the series dialog does not accept the # operator directly.",
        },
      ],
    },
  },
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
