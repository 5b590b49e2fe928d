import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Introduction and project brief": `After this lesson you know what you will build in this course, which data it uses, and you will have a clean source table ready for your first PivotTable.

## What you will build
The course works towards one deliverable: a one-page interactive dashboard of box office results, driven by PivotTables, PivotCharts, slicers and a timeline. Lessons 2–3 cover how a PivotTable is built and filtered, lessons 4–6 the value calculations, calculated fields and grouping that turn it into an analysis tool, and lessons 7–9 charts, layout and connecting several PivotTables and tables.

## The practice data: Movies Box Office
One table, **movies**, one row per film (3,201 films). The columns you will use most:

| Column | Use in a PivotTable |
|---|---|
| Major Genre, MPAA Rating, Distributor, Source, Creative Type | rows, columns, slicers |
| US Gross, Worldwide Gross, Production Budget | values |
| Release Date (text such as \`Jun 12 1998\`) | dates, after a helper column |
| IMDB Rating, Rotten Tomatoes Rating, Running Time min | values, number grouping |

The project treats the US and the rest of the world as two "regions": international gross is Worldwide Gross minus US Gross.

## Setup
Open the data set in the data playground, download **movies.csv**, open it in Excel and convert it to a table named \`Movies\` (Ctrl+T). Add two helper columns now; the date one is needed for grouping and timelines later:

\`\`\`excel
Intl Gross    =[@[Worldwide Gross]]-[@[US Gross]]
Release       =DATE(VALUE(RIGHT([@[Release Date]],4)),
                    MATCH(LEFT([@[Release Date]],3),{"Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"},0),
                    VALUE(MID([@[Release Date]],5,2)))
\`\`\`

Format \`Release\` as a date.

## Watch out
The file is deliberately messy: many blanks, and some release dates lie in the future. Blanks will show as "(blank)" in PivotTables; decide per question whether to filter them out.

## Try it
Build the \`Movies\` table with both helper columns, then sort \`Release\` newest first and note which release years look impossible for a data set of past box office results.

## Worked answer

1. Click in the data, **Ctrl+T**, then name the table \`Movies\` on **Table Design**.
2. Add the two columns with the formulas above and format \`Release\` with **Short Date**.
3. Open the \`Release\` filter arrow and choose **Sort Newest to Oldest**.

Every row converts (all 3,201 release dates have the \`Mmm dd yyyy\` shape). The top of the sorted list is *Duel in the Sun* on 31 Dec 2046 and *The Best Years of Our Lives* on 21 Nov 2046, followed by more dates in the 2030s and 2040s: 24 films are dated after 2010. Most are classics from the 1910s–1940s (*Ben-Hur* 2025, *Wings* 2027, *The Birth of a Nation* 2015) whose century was entered wrongly, so treat every year after 2010 as impossible; the two 2011 films were upcoming releases when the data was collected, not box office results.
`,
    "Anatomy of a PivotTable": `After this lesson you can build a PivotTable from a table, place fields in the four areas on purpose, and change how values are summarised.

## The four areas
**Insert > PivotTable > From Table/Range**, source \`Movies\`, new worksheet. Then drag fields into:
- **Rows**: one row per item (e.g. Major Genre).
- **Columns**: one column per item (e.g. MPAA Rating). Keep it short.
- **Values**: what is aggregated. Numbers default to Sum, text to Count.
- **Filters**: a drop-down above the table that filters everything.

Right-click a value > **Summarize Values By** to switch between Sum, Count, Average, Max, Min. **Value Field Settings > Number Format** formats the whole field, not just visible cells.

## Worked example
A first question: which genres earn the most worldwide, and how many films are behind each number?

\`\`\`text
Rows:    Major Genre
Values:  Sum of Worldwide Gross   (number format: #,##0,, "M")
         Count of Title
         Average of IMDB Rating   (number format: 0.0)
Filters: MPAA Rating
\`\`\`

The custom format \`#,##0,,"M"\` divides by a million for display only. Then use **Design > Report Layout > Show in Tabular Form** to get clean column headers.

The same total with a formula, to check the PivotTable:

\`\`\`excel
=SUMIFS(Movies[Worldwide Gross],Movies[Major Genre],"Drama")
\`\`\`

## Common mistake
Using Count on a field that has blanks. "Count of Running Time min" counts only the 1,209 films that have a running time, not the 3,201 films in the table. Count a column that is filled on every row when you want the number of rows; even Title has one blank (a thriller released Nov 03 2006), so Count of Title gives 3,200, and Count of Release Date gives all 3,201.

## Try it
Build a PivotTable with Distributor in Rows and Sum of Worldwide Gross and Count of Title in Values. Then move Major Genre into Columns, look at how wide it gets, and move it back to Filters. Which layout answers "who released the most films" fastest?

## Worked answer

1. **Insert > PivotTable > From Table/Range**, table \`Movies\`, New Worksheet.
2. Drag Distributor to **Rows**, Worldwide Gross and Title to **Values** (Title becomes Count of Title because it is text).
3. Drag Major Genre to **Columns**, then drag it on to **Filters**.
4. Right-click a Count of Title cell > **Sort > Sort Largest to Smallest**.

With Major Genre in Columns the table is 13 genre columns wide (12 genres plus "(blank)"), each with two values, so you scroll sideways to read one distributor. With the genre in Filters and the rows sorted by Count of Title, the answer is the first row: Warner Bros. with 318 films, then Sony Pictures 307 and Paramount Pictures 257. Note the "(blank)" distributor with 232 films; sorted by Sum of Worldwide Gross instead, Warner Bros. still leads but Walt Disney Pictures is second.
`,
    "Sorting, filtering and slicers": `After this lesson you can sort PivotTables by value, keep only the top items, and add slicers that let anyone filter with one click.

## Sorting and filtering inside a PivotTable
- Sort by value: right-click any value > **Sort > Largest to Smallest**. The sort sticks when data refreshes.
- **Label filters** work on row items ("Distributor begins with W").
- **Value filters** work on totals: **Top 10** (items, percent or sum) or "Sum of Worldwide Gross greater than…".
- To hide "(blank)", untick it in the row label filter.

## Slicers
**PivotTable Analyze > Insert Slicer** adds button panels for any field. Multi-select with Ctrl-click or the multi-select button, and clear with the funnel icon. **Slicer > Report Connections** lets one slicer drive several PivotTables built on the same source.

## Worked example
Top 10 distributors by worldwide gross, filtered by genre:

\`\`\`text
Rows:    Distributor   (Value Filter: Top 10 Items by Sum of Worldwide Gross)
Values:  Sum of Worldwide Gross (sorted largest to smallest)
         Count of Title
Slicers: Major Genre, MPAA Rating (4 columns, Slicer Settings: hide items with no data)
\`\`\`

Click "Horror" in the genre slicer and the Top 10 recalculates for horror films only.

## Common mistake
Expecting a Top 10 value filter to combine with a label filter. By default a field allows only one filter at a time, so adding a label filter silently replaces your Top 10. Turn on **PivotTable Options > Totals & Filters > Allow multiple filters per field** if you need both.

## Try it
Create the Top 10 distributors PivotTable, then add a Source slicer. Select "Based on Comic/Graphic Novel" and check which distributors lead; then multi-select all the "Based on…" sources and compare.

## Worked answer

1. Build the PivotTable from the worked example: Distributor in Rows, Sum of Worldwide Gross and Count of Title in Values; Distributor filter arrow > **Value Filters > Top 10**, Top 10 Items by Sum of Worldwide Gross; sort largest to smallest.
2. **PivotTable Analyze > Insert Slicer > Source**.
3. Click "Based on Comic/Graphic Novel"; then turn on **Multi-Select** and click every source that starts with "Based on" (11 of them).

For comic and graphic novel films, Sony Pictures (about 3,952M from 10 films) only just leads Warner Bros. (about 3,905M from 18 films), with 20th Century Fox third at about 2,417M. With all eleven "Based on…" sources, Warner Bros. leads clearly at about 21,975M from 149 films, ahead of Paramount Pictures (18,596M) and Sony Pictures (13,628M). The Top 10 is recalculated for every selection, so distributors such as MGM and Miramax enter the list that were not in the comics top ten.
`,
    "Value calculations: % of total, running totals and rank": `After this lesson you can show values as shares, cumulative totals and ranks without writing a single formula.

## Show Values As
Right-click a value > **Show Values As** offers:
| Option | Answers |
|---|---|
| % of Grand Total / % of Column Total / % of Row Total | what share of the whole? |
| % of Parent Row Total | what share within its group? |
| Running Total In (base field) | how does it add up? |
| % Running Total In | when do we reach 80%? |
| Rank Largest to Smallest | where does it stand? |
| Difference From / % Difference From | change vs. a base item |

Add the same field to Values twice: one showing the raw sum, one showing the calculation, and rename each clearly.

## Worked example
Genre share and rank:

\`\`\`text
Rows:    Major Genre (sorted by Sum of Worldwide Gross, descending)
Values:  Worldwide Gross           = Sum of Worldwide Gross
         Share of total            = Sum of Worldwide Gross, % of Column Total
         Cumulative share          = Sum of Worldwide Gross, % Running Total In: Major Genre
         Rank                      = Sum of Worldwide Gross, Rank Largest to Smallest: Major Genre
\`\`\`

Rename a value field by typing over its header cell; a name cannot equal a source column name, so add a space ("Worldwide Gross ") if you want to keep it.

To check the share for one genre with a formula:

\`\`\`excel
=SUMIFS(Movies[Worldwide Gross],Movies[Major Genre],"Action")/SUM(Movies[Worldwide Gross])
\`\`\`

It will differ slightly if "(blank)" is filtered out of the PivotTable, because the PivotTable's total then excludes blank genres.

## Common mistake
Reading a running total on an unsorted field. A running total follows the row order, so sort rows by value first; otherwise "% Running Total" does not tell you how many genres make up 80% of the gross.

## Try it
Put MPAA Rating in Columns and Major Genre in Rows with Sum of US Gross shown as **% of Column Total**. Within PG-13 films, which genre has the largest share? Then switch to % of Row Total and explain in one sentence what changed.

## Worked answer

\`\`\`text
Rows:    Major Genre
Columns: MPAA Rating
Values:  Sum of US Gross, Show Values As: % of Column Total
\`\`\`

Within PG-13 (with "(blank)" genres left in), Action has the largest share at 25.95% of PG-13 US gross, ahead of Comedy (21.79%) and Adventure (18.86%); each rating column adds up to 100%. After switching to **% of Row Total** each genre row adds up to 100% instead, so the PG-13 cell now says what share of that genre's US gross came from PG-13 films: Romantic Comedy is highest at 55.34%, with Action at 52.89%. The tempting wrong reading is that Romantic Comedy "wins" PG-13; it only earns most of its own money there.
`,
    "Calculated fields and items": `After this lesson you can add your own measures to a PivotTable with calculated fields and know when a calculated item, or a helper column in the source, is the better choice.

## Calculated fields
**PivotTable Analyze > Fields, Items & Sets > Calculated Field** creates a formula over other fields. The key rule: a calculated field works on the **sums** of its fields, not row by row. That is exactly right for ratios:

\`\`\`excel
Return on budget  = 'Worldwide Gross' / 'Production Budget'
Intl share        = ('Worldwide Gross' - 'US Gross') / 'Worldwide Gross'
\`\`\`

For each genre, "Return on budget" is total worldwide gross divided by total budget, a weighted ratio.

## Calculated items
A calculated item adds a new item *inside a field*, e.g. in MPAA Rating:

\`\`\`excel
Family = G + PG
\`\`\`

Calculated items are fragile: they cannot be used with grouped fields, they add to grand totals (double counting the items they combine) and they slow big PivotTables. Usually a helper column in the source table is cleaner:

\`\`\`excel
Audience  =IF(OR([@[MPAA Rating]]="G",[@[MPAA Rating]]="PG"),"Family",
              IF([@[MPAA Rating]]="","Unrated",[@[MPAA Rating]]))
\`\`\`

## Worked example
\`\`\`text
Rows:    Major Genre
Values:  Sum of Production Budget, Sum of Worldwide Gross, Return on budget (format 0.00"x")
Filter:  Production Budget not blank (untick blanks via a helper column or filter)
\`\`\`

## Common mistake
Trying to average a ratio with a calculated field, e.g. \`= 'IMDB Rating' / 2\`. The field receives the *sum* of IMDB Rating for the group, so the result is meaningless. For row-level maths add a column to the \`Movies\` table; use calculated fields only for ratios of sums.

## Try it
Add the "Return on budget" calculated field with Source in Rows, sorted descending. Then add an \`Audience\` helper column to the table, refresh, and compare the return on budget of Family films against R-rated films.

## Worked answer

1. **PivotTable Analyze > Fields, Items & Sets > Calculated Field**, Name \`Return on budget\`, Formula \`= 'Worldwide Gross' / 'Production Budget'\`, Add.
2. Source in Rows, only Return on budget in Values (format \`0.00"x"\`), then right-click a value > **Sort > Largest to Smallest**.
3. Add the \`Audience\` column to \`Movies\` with the formula from the lesson, then **PivotTable Analyze > Refresh** and put Audience in Rows instead of Source.

By source, Disney Ride films return most (4.03x), then Based on Musical/Opera (3.98x) and Based on Play (3.26x); Compilation is the only source below 1 (0.94x). By audience, Family films (G and PG, 433 films) return 3.16x their budget against 2.23x for R-rated films (1,194 films). These are ratios of sums, so a few huge hits weigh more than many small films; averaging each film's own ratio would give different numbers.
`,
    "Grouping dates and numbers": `After this lesson you can group dates into years, quarters and months, bucket numbers into ranges, and group text items by hand.

## Grouping dates
Put the real \`Release\` date column (the helper from lesson 1) in Rows. Excel usually groups it automatically; otherwise right-click > **Group** and pick Years, Quarters, Months. Grouping only works when *every* value in the field is a date: one text value or error disables it.

## Grouping numbers
Right-click a numeric row field > **Group**, then set Starting at, Ending at and By. For example IMDB Rating from 1 to 10 by 1 gives bins 1-2, 2-3, and so on. Values are counted in the bin whose lower edge they reach.

## Grouping text by hand
Select several items (Ctrl-click "Comedy", "Romantic Comedy", "Black Comedy") > **Group**, and rename "Group1" to "All comedy". Excel adds a new field (Major Genre2) you can use on its own.

## Worked example
Budget bands and films per year:

\`\`\`text
PivotTable 1
Rows:    Production Budget, grouped Starting at 0, Ending at 300000000, By 25000000
Values:  Count of Title, Average of IMDB Rating

PivotTable 2
Rows:    Release (grouped by Years)
Values:  Count of Title, Sum of Worldwide Gross
Filter:  Release years up to 2010
\`\`\`

A formula check for one budget band:

\`\`\`excel
=COUNTIFS(Movies[Production Budget],">=25000000",Movies[Production Budget],"<50000000")
\`\`\`

## Common mistake
Grouping two PivotTables that share a pivot cache: grouping in one changes the other. If you need different groupings of the same field, create the second PivotTable from a separate cache (build it via the legacy PivotTable Wizard, Alt+D+P) or add a helper column with your own bands.

## Try it
Group Running Time min into 15-minute bins starting at 60 and show the Average of IMDB Rating for each bin. Do longer films rate better? Then group Release by Years and Quarters and find the quarter with the most releases.

## Worked answer

1. New PivotTable: Running Time min in **Rows**, IMDB Rating in **Values**, set to **Average** (format \`0.00\`).
2. Right-click a running time > **Group**: Starting at 60, Ending at 222 (the maximum), By 15.
3. Second PivotTable (or replace the rows): Release in Rows, right-click > **Group**, select **Years** and **Quarters**; Count of Title in Values; sort by the count.

\`\`\`text
<60 7.20 (1 film)   60-74 5.90   75-89 5.79   90-104 5.92   105-119 6.35
120-134 6.70   135-149 7.15   150-164 7.35   165-179 7.15   180-194 7.45
\`\`\`

Yes: the average rises from about 5.8–5.9 for films under 105 minutes to 7.15–7.45 for films of 135 minutes or more (the 195–224 bins hold one film each, so ignore them). Only 1,209 films have a running time; the other 1,992 sit in a "(blank)" row. The busiest quarter is Qtr4 of 2002 with 69 releases (2005 Qtr3 has 68); over all years together, Qtr4 is the busiest quarter with 1,024 films.
`,
    PivotCharts: `After this lesson you can turn a PivotTable into a chart that updates with its filters and slicers, and format it for a dashboard.

## How PivotCharts differ from normal charts
A PivotChart is bound to a PivotTable: rows become categories (axis), columns become series (legend), and any filter, slicer or grouping changes the chart too. Create one with **PivotTable Analyze > PivotChart**, or **Insert > PivotChart** directly from the \`Movies\` table.

Some chart types are not available: scatter, histogram, treemap and map charts cannot be PivotCharts. For those, chart a normal range built with formulas.

## Worked example
Three charts for the dashboard:

\`\`\`text
Chart A  Clustered bar   Rows: Major Genre   Values: Sum of Worldwide Gross
         sorted descending in the PivotTable, so the longest bar is on top
         (set axis "Categories in reverse order")

Chart B  Line            Rows: Release grouped by Years   Values: Sum of US Gross, Sum of Intl Gross

Chart C  Stacked column  Rows: MPAA Rating   Columns: Creative Type
         Values: Count of Title, shown as % of Row Total
\`\`\`

Tidy them up: **PivotChart Analyze > Field Buttons > Hide All**, delete the legend on single-series charts, and give each chart a headline title such as "Action and adventure bring in the most worldwide gross".

## Common mistake
Letting a PivotChart resize with its cells. When slicers or refreshes change column widths, charts jump around the dashboard. Right-click the chart > **Format Chart Area > Properties > Don't move or size with cells**.

## Try it
Build Chart B and filter it to years up to 2010. Then add a Major Genre slicer, connect it, and click through a few genres. In which genres does international gross overtake US gross earliest?

## Worked answer

1. PivotTable: Release in Rows grouped by **Years**, Sum of US Gross and Sum of Intl Gross in Values; Release filter > **Date Filters > Before or equal** 31/12/2010 (or untick the years after 2010).
2. **PivotTable Analyze > PivotChart > Line**; hide the field buttons.
3. **Insert Slicer > Major Genre**, then **Report Connections** to tick this PivotTable.

Across all films, international gross edges past US gross first in 1993 (about 1,900M vs 1,892M) and stays ahead every year from 2004. Adventure crosses over earliest for good: international gross is above US gross every year from 1994. Action follows from 2002; Thriller/Suspense and Musical only at the end of the 2000s, and Comedy, Romantic Comedy and Drama stay mostly US-led. Ignore single early crossings such as Action in 1963: they rest on one or two films.
`,
    "Designing an interactive dashboard layout": `After this lesson you can arrange PivotCharts, KPIs and slicers on one sheet so that a reader sees the answer first and can explore the detail.

## Layout principles
- **Read order**: people scan from top left. Put headline KPIs there, the main trend chart next, detail below or to the right.
- **Grid**: align everything to a column grid (hold Alt while dragging to snap to cell edges). Equal widths and gaps look intentional.
- **Controls together**: slicers in one panel on the left or top, with the same style and size.
- **Few colours**: one main colour plus one highlight; grey for context.
- Keep the PivotTables on a hidden or separate "calc" sheet.

## KPI cards with GETPIVOTDATA
Headline numbers should be single cells driven by the PivotTables, so they respond to slicers:

\`\`\`excel
=GETPIVOTDATA("Worldwide Gross",Calc!$A$3)
=GETPIVOTDATA("Title",Calc!$A$3)
=GETPIVOTDATA("Worldwide Gross",Calc!$A$3)/GETPIVOTDATA("Production Budget",Calc!$A$3)
\`\`\`

Type \`=\` and click a PivotTable value cell to have Excel write GETPIVOTDATA for you; Excel refers to each value field by its source column ('Title' for Count of Title), and the fields must be in the PivotTable.

## A layout template
\`\`\`text
+-------------------------------------------------------------+
| Title: Box office dashboard       | KPI | KPI | KPI | KPI   |
+-----------+-------------------------------------------------+
| Slicers   | Gross by year (line, US vs international)        |
| Genre     +------------------------+------------------------+
| Rating    | Gross by genre (bar)   | Rating mix (% stacked) |
| Source    |                        |                        |
+-----------+------------------------+------------------------+
\`\`\`

Finish with View > untick Gridlines and Headings, and protect the sheet with slicers left usable.

## Common mistake
Squeezing every chart you built onto the page. A dashboard answers a few questions well; extra charts push the important ones out of view. If a chart does not support a decision, leave it on a detail sheet.

## Try it
Lay out a dashboard sheet with four KPI cells using GETPIVOTDATA, the three PivotCharts from the previous lesson and one slicer panel. Ask someone to find "the top genre for PG-13 films" and time how long it takes.

## Worked answer

\`\`\`excel
Total gross       =GETPIVOTDATA("Worldwide Gross",Calc!$A$3)
Films             =GETPIVOTDATA("Title",Calc!$A$3)
Return on budget  =GETPIVOTDATA("Worldwide Gross",Calc!$A$3)/GETPIVOTDATA("Production Budget",Calc!$A$3)
US share          =GETPIVOTDATA("US Gross",Calc!$A$3)/GETPIVOTDATA("Worldwide Gross",Calc!$A$3)
\`\`\`

1. Put a KPI PivotTable at Calc!A3 with Sum of Worldwide Gross, Count of Title, Sum of Production Budget and Sum of US Gross in Values and nothing in Rows.
2. Place the four KPI cells across the top, the three PivotCharts below as in the template, and the Major Genre and MPAA Rating slicers in a panel on the left, connected to all PivotTables.

Unfiltered, the cards read 272,587M, 3,200 films (one title is blank), 2.74x and 52%. A reader should find the answer in a few seconds: click PG-13 on the rating slicer and the sorted genre bar chart puts Action on top, with 33,225M ahead of Adventure (25,224M). If it takes longer than that, the slicer is not connected to the chart or the bars are not sorted.
`,
    "Timelines and multi-table connections": `After this lesson you can filter a whole dashboard by date with a timeline and build PivotTables across related tables with the Data Model.

## Timelines
**PivotTable Analyze > Insert Timeline** needs a field of real dates, here the \`Release\` helper column. The timeline filters by years, quarters, months or days with a drag, and, like slicers, can be linked to several PivotTables with **Report Connections** if they share a source.

## Connecting several tables
Slicers only connect PivotTables that share a data source. To analyse fields from two tables together, load them into the **Data Model**:

1. Create a lookup table \`Genres\` with columns \`Major Genre\` and \`Genre Group\` (e.g. Comedy, Romantic Comedy and Black Comedy → Comedy; Action and Adventure → Action & Adventure).
2. Insert > PivotTable, tick **Add this data to the Data Model** for \`Movies\`, and add \`Genres\` the same way.
3. **Data > Relationships > New**: Movies[Major Genre] (many side) → Genres[Major Genre] (one side).

\`\`\`text
Rows:    Genres[Genre Group]
Values:  Sum of Movies[Worldwide Gross]
Slicer:  Movies[MPAA Rating]
Timeline: Movies[Release]
\`\`\`

Data Model PivotTables have no calculated fields; you write DAX measures instead (Power Pivot > Measures), for example:

\`\`\`dax
Return on Budget := DIVIDE ( SUM ( Movies[Worldwide Gross] ), SUM ( Movies[Production Budget] ) )
\`\`\`

## Common mistake
A lookup table with duplicate keys, or keys that do not match exactly ("Thriller/Suspense" vs "Thriller"). The relationship then fails or rows land under "(blank)". Build the lookup from the source's unique values (\`=UNIQUE(Movies[Major Genre])\`) and check that every genre is covered.

## Try it
Add a timeline on \`Release\` and connect it to every PivotTable on your dashboard. Then build the \`Genres\` table, relate it in the Data Model and make a PivotTable of worldwide gross by Genre Group, filtered by the timeline to 2000–2009.

## Worked answer

1. Click a PivotTable built on \`Movies\`, **PivotTable Analyze > Insert Timeline**, tick Release.
2. Right-click the timeline > **Report Connections**, tick every PivotTable on the dashboard.
3. Build \`Genres\` from \`=UNIQUE(Movies[Major Genre])\` (copy, paste as values, drop the blank), add \`Genre Group\`: Comedy, Romantic Comedy, Black Comedy → Comedy; Action, Adventure → Action & Adventure; every other genre keeps its own name. Make it a table named \`Genres\`.
4. Insert PivotTables with **Add this data to the Data Model** for both tables, then **Data > Relationships > New**: Movies, Major Genre → Genres, Major Genre.
5. Genre Group in Rows, Sum of Worldwide Gross in Values; add a timeline on Movies[Release] and drag it across 2000 to 2009.

For 2000–2009, Action & Adventure leads with about 78,727M, then Comedy 40,816M and Drama 23,136M, out of about 164,513M in total; films without a genre sit in "(blank)" with 414M. The first timeline is not connected to the Data Model PivotTable, because it uses a different source; that one needs its own timeline.
`,
  },
  readings: {
    "Dashboard design do's and don'ts": `A reference for reviewing any Excel dashboard before you share it.

## Do
| Do | Why |
|---|---|
| Start with 3–5 questions the reader needs answered | every element must earn its place |
| Put KPIs top left, trend next, detail last | matches reading order |
| Title charts with the finding ("Drama leads on volume, Action on gross") | the reader gets the point without decoding |
| Sort bar charts by value | rank is visible at a glance |
| Use one accent colour and grey for the rest | highlights the item that matters |
| Label units (M USD, films, rating out of 10) | avoids misreading scales |
| Keep slicers together, same size and style | controls are easy to find |
| Show "as of" date and the data source | trust and context |

## Don't
| Don't | Instead |
|---|---|
| 3-D charts, shadows, gradients | flat 2-D charts |
| Pie charts with more than three slices | sorted bar chart |
| Dual axes with unrelated scales | two small charts |
| Truncated axes on bar charts | start bars at zero |
| Red/green as the only distinction | add labels or use blue/orange |
| Raw PivotTables on the dashboard sheet | move them to a calc sheet |
| Field buttons and gridlines left visible | hide them |

## Pre-share checklist
- [ ] Every number on the page ties back to a PivotTable or formula you can explain
- [ ] Slicers and the timeline are connected to every PivotTable they should affect
- [ ] Blank and impossible values (e.g. future release dates) are handled and noted
- [ ] Refresh All (Ctrl+Alt+F5) works and nothing moves afterwards
- [ ] Charts are set to "Don't move or size with cells"
- [ ] It fits one screen at 100% zoom without scrolling
- [ ] Sheet is protected, with slicers still usable

## Number formats for dashboards
\`\`\`text
#,##0,,"M"     1234567890 shows as 1,235M
0.0"x"         3.456 shows as 3.5x
0%             0.42 shows as 42%
\`\`\`
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "pvt-k1",
          type: "numeric",
          prompt:
            "A genre has two films: one grossed $300M worldwide on a $100M budget, the other $20M on a $10M budget. What does the calculated field Return on budget = 'Worldwide Gross' / 'Production Budget' show for that genre? Give the multiple to two decimals.",
          answer: 2.91,
          tolerance: 0.01,
          unit: "x",
          explanation:
            "A calculated field works on the sums of its fields, not row by row: (300 + 20) / (100 + 10) = 320 / 110 = 2.91x, a ratio weighted by budget. The tempting 2.5x is the average of the two films' own ratios (3x and 2x), which a calculated field never computes.",
        },
        {
          id: "pvt-k2",
          type: "single",
          prompt:
            "For Drama, Count of Title shows 789 but Count of Running Time min shows 279. What explains the difference?",
          choices: [
            { id: "a", text: "Count only counts non-blank cells, and many dramas have no running time recorded" },
            {
              id: "b",
              text: "Count of Running Time min counts distinct running times, so films of equal length are merged",
            },
            { id: "c", text: "The PivotTable needs refreshing; both counts should always match" },
            { id: "d", text: "Count of Running Time min excludes films shorter than an hour" },
          ],
          correct: "a",
          explanation:
            "Count in a PivotTable counts non-blank entries of the field, so the 510 dramas with no running time drop out. To count films, count a column that is filled for every film (for Drama, Title is; in the whole table one film has no title, so Count of Title gives 3,200 of 3,201). It is not a distinct count (that needs the Data Model), and a refresh would not change it: the blanks are in the data.",
        },
        {
          id: "pvt-k3",
          type: "multiple",
          prompt: "Which of these statements about slicers, timelines and PivotCharts are true?",
          choices: [
            {
              id: "a",
              text: "A timeline needs a field of real dates, such as a Release helper column built with DATE",
            },
            {
              id: "b",
              text: "One slicer can filter several PivotTables through Report Connections when they share a data source",
            },
            { id: "c", text: "A scatter chart of budget against gross can be built as a PivotChart" },
            { id: "d", text: "PivotTables built on the Data Model offer calculated fields just like ordinary ones" },
          ],
          correct: ["a", "b"],
          explanation:
            "Timelines only accept real date values, which is why text release dates need a DATE helper column, and Report Connections let one slicer drive every PivotTable on the same source. Scatter (like histogram, treemap and map) cannot be a PivotChart: chart a formula-built range instead. Data Model PivotTables have no calculated fields; you write DAX measures there.",
        },
        {
          id: "pvt-k4",
          type: "single",
          prompt:
            "You show Sum of Worldwide Gross as % Running Total In: Major Genre to find how many genres make up 80% of the gross. What must you do first for the answer to be meaningful?",
          choices: [
            { id: "a", text: "Sort the genres by Sum of Worldwide Gross, largest to smallest" },
            { id: "b", text: "Sort the genres alphabetically so the running total is stable" },
            { id: "c", text: "Switch the value to % of Grand Total first" },
            { id: "d", text: "Nothing: the running total always accumulates from the largest item" },
          ],
          correct: "a",
          explanation:
            "A running total follows the row order shown. Only when the biggest genres come first does the row where it crosses 80% tell you how few genres carry most of the gross. Alphabetical order gives a running total too, but it answers nothing; % of Grand Total shows each share, not the cumulative one.",
        },
        {
          id: "pvt-k5",
          type: "single",
          prompt:
            'Your Distributor field has a Top 10 value filter. You then add a label filter "Distributor begins with W" and the Top 10 disappears. Why?',
          choices: [
            {
              id: "a",
              text: "By default a field allows one filter at a time, so the label filter replaced the Top 10; turn on Allow multiple filters per field",
            },
            { id: "b", text: "Label filters always run after value filters and clear them" },
            { id: "c", text: "Top 10 filters only work when the field is in Columns, not Rows" },
            { id: "d", text: "The PivotTable cache was corrupted and must be rebuilt" },
          ],
          correct: "a",
          explanation:
            "With default settings a field keeps only its latest filter, so the new label filter silently replaces the Top 10. PivotTable Options > Totals & Filters > Allow multiple filters per field lets both apply. Top 10 works in Rows or Columns, and nothing is corrupted.",
        },
        {
          id: "pvt-k6",
          type: "single",
          prompt:
            'You want a "Family" audience that combines G and PG films. Why is a helper column in the source table usually better than a calculated item Family = G + PG in MPAA Rating?',
          choices: [
            {
              id: "a",
              text: "The calculated item is added to the grand total, so G and PG films are counted twice, and it cannot be used with grouped fields",
            },
            { id: "b", text: "Calculated items can only subtract items, not add them" },
            { id: "c", text: "A helper column makes the PivotTable ignore blank ratings" },
            { id: "d", text: "Calculated items are not saved with the workbook" },
          ],
          correct: "a",
          explanation:
            "A calculated item sits next to G and PG inside the field, so the grand total includes G, PG and Family: the same films twice. It also cannot coexist with grouping and slows large PivotTables. A helper column such as Audience = IF(OR(rating = G, rating = PG), Family, rating) puts each film in exactly one group. Calculated items can add and are saved; blank handling is a separate choice.",
        },
      ],
    },
  },
  projectBrief: `# Project: regional sales dashboard

## Scenario
You are an analyst at **Northlight Pictures**, a fictional film distributor deciding which kinds of films to acquire for the next five years. The head of sales thinks of revenue in two regions: **US** box office and **international** box office (worldwide minus US). She wants a one-page interactive Excel dashboard that compares the two regions by genre, rating, source material and release year.

## The data
Use the **Movies Box Office** data set from the data playground, table **movies** (one row per film). You need \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`Production Budget\`, \`Release Date\`, \`MPAA Rating\`, \`Major Genre\`, \`Source\`, \`Distributor\` and \`IMDB Rating\`. Add helper columns \`Intl Gross\` and a real \`Release\` date, as shown in lesson 1, and exclude films with release years after 2010.

## Questions to answer
1. How have US and international gross developed by release year? In which years did international gross exceed US gross?
2. Which five genres bring in the most worldwide gross, and what share of the total does each region contribute to them?
3. Which source materials have the best return on budget (worldwide gross ÷ production budget)?
4. How does the rating mix (G, PG, PG-13, R) differ between the top 10 distributors?
5. Grouping IMDB Rating into bins of 1 point: do better-rated films earn more internationally?

## Deliverables
- An .xlsx workbook with a **Data** sheet (the \`Movies\` table), a **Calc** sheet (PivotTables) and a **Dashboard** sheet.
- The dashboard: four KPI cells (GETPIVOTDATA), at least three PivotCharts, slicers for Major Genre and MPAA Rating, and a timeline on \`Release\`, all connected.
- A short text box on the dashboard answering questions 1–5 in one sentence each.

## Hand-in checklist
- [ ] Source is an Excel table; helper columns are formulas
- [ ] Blank and future-dated rows are handled and the choice is noted
- [ ] Value fields are renamed and number-formatted
- [ ] At least one % of total or rank calculation and one calculated field
- [ ] Slicers and timeline connected to every PivotTable
- [ ] Chart titles state findings; field buttons hidden; charts don't move with cells
- [ ] Refresh All works without errors
`,
} satisfies CourseNotes;
