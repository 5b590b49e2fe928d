import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction: why data literacy matters": `By the end of this lesson you will know what this course covers, how it is organised, and you will have the Seattle Weather practice data open and ready, so every later lesson can point you at real rows.

## What data literacy is

Data literacy is the habit of asking good questions of numbers before you act on them. You do not need formulas to have it: you need to know where a number came from, what one row represents, which average is being quoted, and whether a chart is honest. Those are the skills this course builds, one per lesson.

## How the course is organised

- **Lessons 2–3: the raw material.** Where data comes from, data types and granularity.
- **Lessons 4–5: the everyday maths.** Averages, medians, spread, percentages and percentage points.
- **Lessons 6–8: reading claims.** Charts, misleading charts, correlation and causation.
- **Lesson 9 and the reading page: asking better questions.** Good metrics and a checklist for any report.
- **Knowledge check and project.** You finish by critiquing a team dashboard.

## The practice data set

We use **Seattle Weather** from the data playground. It has two tables:

| Table | One row is | Columns |
|---|---|---|
| \`seattle-weather\` | one day, 2012-01-01 to 2015-12-31 | \`date\`, \`precipitation\` (mm), \`temp_max\`, \`temp_min\` (°C), \`wind\` (m/s), \`weather\` |
| \`seattle-weather-hourly-normals\` | one hour of a "typical" year (1981–2010 normals, stamped 2010) | \`date\`, \`pressure\`, \`temperature\`, \`wind\` |

The \`weather\` label (sun, rain, drizzle, fog, snow) was derived for teaching, so treat it as a simplification.

## Setting up

1. Open the data playground, find **Seattle Weather** and preview both tables in your browser.
2. Download \`seattle-weather.csv\` and open it in Excel or Google Sheets (File → Import in Sheets).
3. Freeze the header row and turn on a filter so you can sort and filter columns.

## Watch out

Spreadsheets sometimes reformat dates on import. Check that the \`date\` column still reads as real dates (right-aligned, sortable) and not as text.

## Try it

Scroll the daily table and write down, in one sentence each, what a single row describes and what each of the six columns measures, including its unit. Keep this note: you will reuse it in the next two lessons.

## Worked answer

\`\`\`text
One row:        one calendar day in Seattle; 1,461 rows, 2012-01-01 to 2015-12-31, no day missing
date:           the day the row describes (year-month-day)
precipitation:  water that fell that day (rain, or melted snow), in mm; 0 to 55.9
temp_max:       the day's highest temperature, in °C; -1.6 to 35.6
temp_min:       the day's lowest temperature, in °C; -7.1 to 18.3
wind:           the day's average wind speed, in m/s; 0.4 to 9.5
weather:        a one-word label with no unit: rain 641 days, sun 640, fog 101, drizzle 53, snow 26
\`\`\`

The sheet ends in row 1462 because row 1 is the header: 366 days for 2012 plus 365 for each of the other three years make 1,461.

Two descriptions are easy to get wrong. \`temp_max\` and \`temp_min\` are the day's extremes, not its average temperature, and \`wind\` is an average over the day, not the strongest gust. For \`weather\`, write that it is a category derived for teaching, not a reading from an instrument: lesson 2 shows why that matters.
`,
    "Where data comes from": `After this lesson you can say how a data set was produced, who produced it and why, and use that to judge what it can and cannot answer.

## Four ways data is born

| Origin | Example | Typical strength | Typical weakness |
|---|---|---|---|
| **Measurement by instruments** | A weather station's rain gauge | Consistent, frequent | Sensor gaps, station moves |
| **Records of transactions** | Till receipts, web orders | Complete for what they cover | Only what the system captures |
| **Surveys and forms** | Customer satisfaction survey | Captures opinions | Who answers is not random |
| **Derived or modelled data** | A "weather" label computed from other fields | Convenient summary | Hides the rules behind it |

Every data set is a by-product of some process, and the process decides what is missing.

## Worked example: the provenance of Seattle Weather

Read the data set's description in the data playground and fill in a provenance card:

\`\`\`text
Source:        NOAA National Climatic Data Center, redistributed in vega-datasets
Collected by:  instruments at a Seattle weather station (daily records)
Period:        2012-01-01 to 2015-12-31, one row per day
Derived field: weather (sun/rain/drizzle/fog/snow) was synthesized for teaching
Second table:  hourly normals = 30-year averages (1981-2010), not observations
Can answer:    how wet, warm or windy days were in Seattle 2012-2015
Cannot answer: weather elsewhere, before 2012, or anything hour by hour for those years
\`\`\`

The last two lines matter most. A card like this stops you from using the hourly normals as if they were the actual hourly weather of 2014.

## Common mistake

Treating a derived column as a measurement. The \`weather\` label is a summary someone created; the \`precipitation\` column is what the gauge recorded. If a report says "it rained on N days", ask which of the two it counted, because they need not agree.

## Try it

Write a provenance card for the **hourly normals** table using the same seven lines. Then list one question a manager might ask that the daily table can answer and one it cannot, and say why in a sentence each.

## Worked answer

\`\`\`text
Source:        NOAA 1981-2010 hourly Climate Normals for Seattle, redistributed in vega-datasets
Collected by:  computed by NOAA from 30 years of hourly station readings (averages, not observations)
Period:        one "typical" year, one row per hour, stamped 2010-01-01 01:00 to 2010-12-31 23:00
Derived field: every column: pressure (hPa), temperature and wind are 30-year averages;
               the year 2010 is a placeholder, not the year measured
Second table:  the daily table holds actual observations, 2012-2015, one row per day
Can answer:    what a normal hour looks like, e.g. about 23 °C on a July afternoon
               (15:00-16:00) against about 4 °C before dawn in January
Cannot answer: what happened in any real hour, 2010 included; rain (no precipitation
               column); extremes, because averaging smooths them away
\`\`\`

The table has 8,759 rows, one short of the 8,760 hours in a year, because its stamps start at 01:00 on 1 January. The file states no units for \`temperature\` and \`wind\`; their values (3.1 to 24.4, and 2.3 to 4.7) fit °C and m/s, so write "units assumed" on your card rather than guessing silently. The smoothing is easy to see: the windiest normal hour averages 4.7 m/s, while the daily table has days averaging up to 9.5 m/s.

Two questions a manager might ask:

- **Answerable:** "How many days in 2015 had more than 1 mm of rain?" The daily table has a measured \`precipitation\` value for every day of 2015; the answer is 109.
- **Not answerable:** "At what time of day does rain usually start, so we can time our concerts?" The daily table has no hours, and the hourly normals have no precipitation at all.

Yours will differ; a strong answer names a concrete question, points at the column (or missing column) that decides it, and never uses the normals as if they were the weather of a real year.
`,
    "Data types and granularity": `After this lesson you can name the type of each column in a table, say what one row represents, and spot when two numbers cannot be compared because they sit at different levels of detail.

## Data types

- **Numeric, continuous:** measured amounts you can average, like \`precipitation\` or \`temp_max\`.
- **Categorical:** labels you count, not average, like \`weather\`.
- **Date/time:** points in time you group by, like \`date\`.
- **Identifiers:** codes that look numeric but are names (ZIP codes, order numbers). Never add them up.

The type tells you which summaries make sense: you can average temperatures, but "the average weather" is meaningless; you count how often each label occurs instead.

## Granularity

Granularity (or grain) is what one row stands for. In \`seattle-weather\` it is **one day**. In \`seattle-weather-hourly-normals\` it is **one hour of a typical year**. Comparing across grains needs care: a day's \`temp_max\` is the warmest moment of that day, while an hourly normal \`temperature\` is a 30-year average for that hour, so the daily maximum will usually sit above the hourly values for the same date.

## Worked example: a column profile

\`\`\`text
Table: seattle-weather   Grain: one row per calendar day

Column         Type          Unit   Sensible summaries
date           date          day    group by month/year, count rows
precipitation  numeric       mm     sum per month, median, % of days > 0
temp_max       numeric       °C     average, min, max per month
temp_min       numeric       °C     average, min, max per month
wind           numeric       m/s    average, max
weather        categorical   -      count per label, share of days
\`\`\`

Rolling up changes the grain: a pivot table of total precipitation by month has one row per month, and its numbers are sums, not daily values.

## Common mistake

Averaging numbers that are already averages at a coarser grain. The average of twelve monthly averages is not the yearly average when months have different numbers of days. Go back to the daily rows instead.

## Try it

In your spreadsheet, build a pivot table of \`seattle-weather\` with year in rows and the count of \`date\` in values. Explain why one year has one more row than the others, and write the grain of the pivot's output in one sentence.

## Worked answer

1. Click inside the data and choose **Insert > PivotTable** (Sheets: **Insert > Pivot table**), on a new sheet.
2. Drag \`date\` to **Rows**. Excel groups dates into Years (and Quarters and Months) by itself; if it does not, right-click a date > **Group** > select **Years** only. In Sheets, right-click a date > **Create pivot date group > Year**.
3. Drag \`date\` to **Values**; it must read **Count of date** (Sheets: Summarize by COUNTA).

| Year | Count of date |
|---|---|
| 2012 | 366 |
| 2013 | 365 |
| 2014 | 365 |
| 2015 | 365 |
| Grand total | 1,461 |

2012 is a leap year: 29 February 2012 is a row, so that year has one more day than the others, and no day is missing in any year. The grain of the output: one row per calendar year, and its value is the number of daily rows (days) recorded in that year.

Two slips show up here. If the rows list every single date with a count of 1, the dates came in as text and cannot be grouped: fix the import first. If Values shows **Sum of date**, you are adding date serial numbers, which means nothing; switch it to Count. The extra day also matters later: yearly totals for 2012 cover 366 days, so compare years with rates, not raw counts.
`,
    "Averages, medians and spread": `After this lesson you can choose between the mean and the median for a given column, describe how spread out the values are, and explain why a single "average" can mislead.

## Mean, median, mode

- **Mean:** add everything, divide by the count. Pulled by extreme values.
- **Median:** the middle value when sorted. Ignores how extreme the extremes are.
- **Mode:** the most frequent value. Useful for categories.

When the mean and median are far apart, the data is **skewed**, and you should report the median (or both).

## Spread

An average without spread hides the story. Useful measures: the **minimum and maximum**, the **interquartile range** (the middle 50% of values, from the 25th to the 75th percentile) and the **standard deviation** (the typical distance from the mean, best for roughly symmetric data).

## Worked example: Seattle rain

Open \`seattle-weather.csv\` (columns A–F, data in rows 2–1462) and compare:

\`\`\`excel
=AVERAGE(B2:B1462)
=MEDIAN(B2:B1462)
=COUNTIF(B2:B1462,0)/COUNT(B2:B1462)
=QUARTILE.INC(C2:C1462,1)
=QUARTILE.INC(C2:C1462,3)
\`\`\`

In order: the mean daily precipitation (mm), the median, the share of completely dry days, and the 25th and 75th percentiles of \`temp_max\` (their gap is the interquartile range).

You will find that the median daily precipitation is 0 mm: more than half of the days recorded no rain at all, while a few very wet days pull the mean up to about 3 mm. Both numbers are "the average day", and they tell opposite stories. For \`temp_max\` the mean and median sit close together, because temperatures are far less skewed.

## Common mistake

Quoting a mean for skewed data such as rainfall, incomes or order values. "On average it rains 3 mm a day" suggests a drizzle every day, when in fact most days are dry and a few are soaked. Say "on a typical day it is dry; on wet days…" instead.

## Try it

Filter the table to days where \`precipitation\` is above 0. Calculate the mean and median precipitation of just those wet days, and the interquartile range of \`wind\`. Write one sentence describing a typical wet day that a non-analyst would understand.

## Worked answer

\`\`\`excel
=COUNTIF(B2:B1462,">0")
=AVERAGEIF(B2:B1462,">0")
=MEDIAN(FILTER(B2:B1462,B2:B1462>0))
=QUARTILE.INC(FILTER(E2:E1462,B2:B1462>0),1)
=QUARTILE.INC(FILTER(E2:E1462,B2:B1462>0),3)
\`\`\`

With the filter arrows on instead, Excel's \`=AGGREGATE(1,5,B2:B1462)\` (mean), \`=AGGREGATE(12,5,B2:B1462)\` (median) and \`=AGGREGATE(17,5,E2:E1462,1)\` and \`=AGGREGATE(17,5,E2:E1462,3)\` (wind quartiles) skip the hidden rows.

| Wet days only (623 of 1,461) | Value |
|---|---|
| Mean precipitation | 7.1 mm |
| Median precipitation | 3.8 mm |
| \`wind\`, 25th and 75th percentile | 2.6 and 4.7 m/s |
| \`wind\` interquartile range | 2.1 m/s |

A sentence a non-analyst understands: "When it does rain in Seattle, a typical wet day brings about 4 mm, a steady light rain, with a light to gentle breeze; a few downpours of up to 56 mm push the average up to 7 mm."

Even among wet days the mean sits far above the median, so the skew has not gone away: half the wet days bring 3.8 mm or less. The trap is that plain \`AVERAGE\`, \`MEDIAN\` and \`QUARTILE.INC\` ignore a filter and still count the hidden dry rows: if your median comes out as 0 and your wind quartiles as 2.2 and 4.0 (interquartile range 1.8 m/s), you measured all 1,461 days, not the wet ones.
`,
    "Percentages, rates and percentage points": `After this lesson you can calculate a percentage change correctly, tell percentages from percentage points, and turn raw counts into rates so groups of different sizes can be compared.

## Three ideas that get mixed up

- **Percentage (share):** part ÷ whole. "40% of days were rainy."
- **Percentage change:** (new − old) ÷ old. "Rainfall fell 30% year over year."
- **Percentage points (pp):** the plain difference between two percentages. Going from 40% to 50% is **+10 pp**, which is a **25% increase**.

A **rate** puts a count over a base so unequal groups compare fairly: rainy days per 100 days, complaints per 1,000 orders, deaths per 100,000 people.

## Worked example: yearly rain in Seattle

Build a small summary table from \`seattle-weather.csv\` (year typed in column H, starting in H2):

\`\`\`excel
I2  total rain (mm):       =SUMIFS($B$2:$B$1462,$A$2:$A$1462,">="&DATE(H2,1,1),$A$2:$A$1462,"<"&DATE(H2+1,1,1))
J2  wet days:              =COUNTIFS($A$2:$A$1462,">="&DATE(H2,1,1),$A$2:$A$1462,"<"&DATE(H2+1,1,1),$B$2:$B$1462,">0")
K2  share of wet days:     =J2/(DATE(H2+1,1,1)-DATE(H2,1,1))
L3  % change in rain:      =(I3-I2)/I2
M3  change in share (pp):  =(K3-K2)*100
\`\`\`

Each line gives the cell, what it holds and the formula to type; fill rows 2–5 for 2012–2015 (the change columns start in row 3). Format K and L as percentages and M as a plain number headed "pp".

Dividing by the number of days in the year (366 in 2012) turns the count of wet days into a share you can compare across years.

## Common mistake

Writing "the share of wet days rose by 5%" when you mean 5 percentage points. From 40% to 45% is +5 pp but a 12.5% relative increase. Always say which one you mean; format the difference column with a "pp" label.

## Try it

Complete the table for 2012–2015. Which year had the largest percentage change in total rain compared with the year before? Then compare that with the change in the share of wet days in percentage points, and write one sentence that reports both correctly.

## Worked answer

Type 2012 to 2015 in H2:H5, fill I2:K5 with the formulas above, and L3:M5 with the change formulas.

| Year (H) | Total rain, mm (I) | Wet days (J) | Share of wet days (K) | % change in rain (L) | Change in share, pp (M) |
|---|---|---|---|---|---|
| 2012 | 1,226.0 | 177 | 48.4% | | |
| 2013 | 828.0 | 152 | 41.6% | −32.5% | −6.7 |
| 2014 | 1,232.8 | 150 | 41.1% | +48.9% | −0.5 |
| 2015 | 1,139.2 | 144 | 39.5% | −7.6% | −1.6 |

2014 had the largest percentage change: total rain rose 48.9% on 2013, the largest move of the three whether you read the sign or not (2013's −32.5% is the largest fall). A sentence that reports both correctly: "Total rain rose 48.9% in 2014, from 828.0 to 1,232.8 mm, while the share of wet days fell by 0.5 percentage points, from 41.6% to 41.1%: the extra rain came from wetter days, not from more of them."

The −6.7 for 2013 comes from the unrounded shares; subtracting the rounded 48.4% and 41.6% would give −6.8, so let the formula do it. The pitfall is writing "the share of wet days fell 0.5%": in relative terms it fell 1.3% (from 152 to 150 wet days), and 0.5 is points.
`,
    "Reading charts critically": `After this lesson you can read any chart in a fixed order, so you understand what it shows before you react to what it seems to say.

## A five-step reading routine

1. **Title and source.** What is this claiming, and who produced the data?
2. **Axes and units.** What is on each axis, in which unit, and where does each axis start?
3. **Grain and aggregation.** Is each point a day, a month, a total, an average?
4. **The pattern.** Trend, comparison, distribution or relationship? Describe it in plain words.
5. **What is missing.** Time period, excluded groups, a comparison baseline.

Only after step 5 should you ask "so what?".

## Worked example: a monthly temperature line

Suppose a colleague shares a line chart titled "Seattle is getting warmer" that plots the average \`temp_max\` per month from the daily table. Read it with the routine:

\`\`\`text
Title/source: claim of warming; NOAA daily data, 2012-2015
Axes/units:   x = month (48 points), y = average temp_max in °C; y starts at 0
Grain:        each point averages about 30 daily maxima
Pattern:      a strong up-and-down seasonal wave every year; summer peaks
              differ a little from year to year
Missing:      only four years; no baseline (e.g. the 1981-2010 normals);
              seasonality dominates, so a trend is hard to see by eye
Verdict:      the chart shows seasons, not a warming trend. Four years
              cannot support the title.
\`\`\`

A fairer version would compare each month with its 30-year normal, which the \`seattle-weather-hourly-normals\` table makes possible.

## Watch out

Titles are claims, not facts. Many charts are built after the conclusion was written. Read the data first, then check whether the title follows from it.

## Try it

In your spreadsheet, make a column chart of the number of days per \`weather\` label (a pivot table count works). Apply the five-step routine to your own chart and write the "Missing" line: what would a reader need to know about how the label was created?

## Worked answer

Build it with **Insert > PivotTable**, \`weather\` in Rows, Count of \`date\` in Values, sort largest to smallest, then **Insert > Column chart**.

\`\`\`text
Title/source: "Days by weather label, Seattle 2012-2015"; NOAA daily records via
              vega-datasets, label derived for teaching
Axes/units:   x = weather label (5 categories), y = number of days, starting at 0
Grain:        each column counts daily rows, all four years pooled (1,461 days)
Pattern:      rain 641 and sun 640 days (about 44% each), then fog 101,
              drizzle 53, snow 26
Missing:      the rules that assigned the label; how a day with morning fog and
              afternoon rain got its single label; why the label disagrees
              with precipitation (44 "rain" days recorded 0 mm, and all
              53 "drizzle" days recorded 0 mm); and why the mix shifts by year
              (fog on 5 days in 2012 but 52 in 2015, drizzle on none in 2014)
\`\`\`

Check the disagreement yourself with \`=COUNTIFS(F2:F1462,"rain",B2:B1462,0)\` (44) and \`=COUNTIFS(F2:F1462,"drizzle",B2:B1462,">0")\` (0). The yearly split is the strongest warning: weather does not switch from 5 foggy days to 52 in three years, so the labelling rules or their inputs probably changed. A reader who sees this chart and says "44% of days are rainy" should know that \`precipitation\` > 0 gives 623 wet days (42.6%), not 641, and that the two counts are not the same thing.
`,
    "Misleading charts and how to spot them": `After this lesson you can recognise the most common ways charts exaggerate or hide a pattern, and redraw a misleading chart so it tells the truth.

## The usual suspects

| Trick | What it does | Fix |
|---|---|---|
| **Truncated bar axis** | Small differences look huge | Start bar and column axes at zero |
| **Cherry-picked window** | A short period makes noise look like a trend | Show the full, comparable period |
| **Dual axes** | Two unrelated scales seem to move together | Use two charts or index both to 100 |
| **Uneven time spacing** | Gaps in dates are drawn as equal steps | Use a true date axis |
| **3D and area effects** | Volumes exaggerate differences | Flat 2D marks |
| **Cumulative totals** | Anything that only adds up looks like growth | Show the per-period values too |

## Worked example: a truncated axis on yearly rain

Make a column chart of total \`precipitation\` per year (2012–2015) from a pivot table. Excel often picks an axis minimum above zero automatically.

\`\`\`text
Before: y-axis from 800 to 1,300 mm
        -> 2013 looks like a fraction of the other years; the gap
           dominates the chart
After:  y-axis fixed at 0 (Format Axis > Bounds > Minimum = 0)
        -> 2013 is clearly the driest year, but all four years are
           the same order of magnitude
Title:  "2013 was Seattle's driest year of the four" (a claim the
        chart now supports fairly)
\`\`\`

Line charts may start above zero when the point is the shape of change; bars may not, because their length is the value.

## Common mistake

Assuming that because every number on the chart is correct, the chart is honest. Misleading charts rarely contain false data; they choose scales, periods and comparisons that steer you.

## Try it

Build a line chart of daily \`temp_max\` for June and July 2014 only, and title it as a claim. Then build the same chart for all of 2012–2015. Write two sentences: what the short window suggests and what the full period shows instead.

## Worked answer

1. Filter \`date\` to 2014-06-01 through 2014-07-31 (61 rows), select \`date\` and \`temp_max\`, **Insert > Line chart**. Title it as a claim, for example "Seattle heated up by 8 °C in two months".
2. Clear the filter and build the same line chart on all 1,461 rows, with a date axis (Format Axis > Axis Type > Date axis).

What you should see: the short chart climbs from 22.2 °C on 1 June to 30.6 °C on 31 July, with June averaging 21.6 °C and July 26.9 °C; a linear trendline on it rises about 0.13 °C a day. The full chart is four repeating waves: highs peak at 34 to 36 °C every summer (35.6 °C on 2014-08-11 is the record) and drop to between −1.6 and 1.7 °C every winter.

The two sentences: "June and July 2014 alone suggest Seattle is heating up fast, with daily highs climbing from 22.2 °C to 30.6 °C in two months. The full 2012–2015 period shows that climb is just the start of summer, repeated every year, so the window shows a season, not a trend."

Every year July is warmer than June (2012: 18.7 against 22.9 °C; 2015: 26.1 against 28.1 °C), which is why the trendline is meaningless: extended over a year it would add 47 °C. The yearly averages of \`temp_max\` do creep up, from 15.3 °C in 2012 to 17.4 °C in 2015, but four years cannot carry a warming claim either, as the reading-charts lesson showed.
`,
    "Correlation, causation and coincidence": `After this lesson you can tell when two measures move together, explain why that alone does not prove one causes the other, and name the usual hidden explanations.

## Three explanations for "A moves with B"

1. **Causation:** A really changes B (rain makes the ground wet).
2. **A common cause (confounder):** a third factor drives both. In Seattle, summer brings both higher \`temp_max\` and more "sun" days; neither causes the other in the way a headline might suggest.
3. **Coincidence:** with enough columns, some will line up by chance, especially over short periods.

A fourth trap is **reverse causation**: B causes A, not the other way round.

## Measuring a relationship

The correlation coefficient runs from −1 to +1. Near +1 or −1: a strong straight-line relationship. Near 0: no straight-line relationship (there could still be a curved one). It says nothing about why.

## Worked example: temperatures and seasons

\`\`\`excel
=CORREL(C2:C1462,D2:D1462)
=CORREL(B2:B1462,C2:C1462)
\`\`\`

The first (\`temp_max\` against \`temp_min\`) is strong and positive because both columns follow the same seasonal cycle. The second (\`precipitation\` against \`temp_max\`) is negative: wetter days tend to be cooler, but the season is again a likely common cause: Seattle's wet months are its cool months. To test that, compare within a season, for example only January days, and see whether the relationship survives.

## Common mistake

Reading a correlation as a lever. "Rainier days are cooler, so rain cools the city" skips two checks: is the season driving both, and is the relationship still there within a single month? State what the data shows ("wetter days tended to be cooler in this period") and stop there unless you have an experiment or a strong mechanism.

## Try it

Calculate \`=CORREL(E2:E1462,B2:B1462)\` for wind and precipitation. Then filter to one month (for example all January days) and recalculate. Write down whether the relationship held within the month and what that suggests about a common cause.

## Worked answer

\`\`\`excel
=CORREL(E2:E1462,B2:B1462)
=CORREL(FILTER(E2:E1462,MONTH(A2:A1462)=1),FILTER(B2:B1462,MONTH(A2:A1462)=1))
\`\`\`

The first gives 0.33 over all 1,461 days; the second 0.38 over the 124 January days of 2012–2015. Windier days tend to be wetter, and the relationship held within the month: it is even a little stronger in January than across the year.

That suggests the season is not what links wind and rain. If it were, the correlation would shrink once every day comes from the same month, which is exactly what happens to the lesson's own example: \`precipitation\` against \`temp_max\` is −0.23 over all days but +0.16 in January. A more likely common cause works day by day: passing storm systems bring wind and rain together. That is still a hypothesis; the data shows the two move together, not that either drives the other.

The trap is filtering with the filter arrows and rerunning the first formula: \`CORREL\` counts hidden rows, so you get 0.33 again and conclude that nothing changed. Use \`FILTER\` as above, or copy the January rows to a new sheet first.
`,
    "What makes a good metric": `After this lesson you can judge whether a metric is worth tracking and rewrite a vague one into a precise definition anyone can recompute.

## Qualities of a good metric

- **Tied to a decision:** someone will act differently when it moves.
- **Precisely defined:** numerator, denominator, filters, time window and grain are written down.
- **Comparable:** a rate or share when groups differ in size; stable definition over time.
- **Hard to game:** improving the number should mean improving the thing.
- **Paired with a counter-metric:** so a gain in one place is not a hidden loss elsewhere (speed with quality, volume with cost).

## Worked example: from vague to precise

A city events team wants to track "how often the weather ruins outdoor events".

\`\`\`text
Vague:   "Bad weather days"

Precise: Wet-day rate
  Definition:  share of days with precipitation > 1 mm
  Numerator:   COUNT of days in the period where precipitation > 1
  Denominator: COUNT of days in the period
  Grain:       computed per calendar month, from the daily table
  Source:      seattle-weather.csv, column precipitation
  Decision:    schedule indoor backup venues for months above the threshold
  Counter:     average temp_max per month (a dry but cold month is
               also bad for outdoor events)
\`\`\`

In a spreadsheet the numerator for one month is a \`COUNTIFS\` on \`date\` and \`precipitation\`; the denominator is the number of days in that month.

## Common mistake

Using the \`weather\` label as the metric because it is convenient. It was derived for teaching and you cannot see its rules, so nobody can recompute or question it. Build metrics on the columns whose meaning you know.

## Try it

Calculate the wet-day rate (precipitation > 1 mm) for each month of 2015. Then write a one-paragraph metric definition for a second measure the events team could use, for example "windy days" with a threshold on \`wind\`, including its counter-metric and the decision it supports.

## Worked answer

Put the first day of each month of 2015 in H2:H13 (type 2015-01-01 in H2, then \`=EDATE(H2,1)\` in H3 and fill down), and:

\`\`\`excel
I2:  =COUNTIFS($A$2:$A$1462,">="&H2,$A$2:$A$1462,"<"&EDATE(H2,1),$B$2:$B$1462,">1")
J2:  =I2/(EDATE(H2,1)-H2)
\`\`\`

| Month 2015 | Jan | Feb | Mar | Apr | May | Jun | Jul | Aug | Sep | Oct | Nov | Dec |
|---|---|---|---|---|---|---|---|---|---|---|---|---|
| Days > 1 mm | 9 | 13 | 10 | 10 | 3 | 1 | 1 | 5 | 5 | 11 | 17 | 24 |
| Wet-day rate | 29.0% | 46.4% | 32.3% | 33.3% | 9.7% | 3.3% | 3.2% | 16.1% | 16.7% | 35.5% | 56.7% | 77.4% |

Over the whole of 2015 it is 109 of 365 days (29.9%). June and July are almost always dry; December 2015 had a wet day three times out of four. Dividing by the days in each month matters: February's 13 wet days are a higher rate than October's 11.

A model definition: "**Windy-day rate**: the share of days in a calendar month whose average wind speed (\`wind\`, m/s) is 5 or more. Numerator: days in the month with \`wind\` ≥ 5; denominator: days in the month; one value per month, from seattle-weather.csv. Decision: for months above 10%, hire weighted tents and staging for outdoor events. Counter-metric: the share of those tent bookings that turned out not to be needed, so the team does not buy safety it never uses." Over 2012–2015, 192 of 1,461 days (13.1%) reach 5 m/s; in 2015, 37 days, from 0 in July to 13 in December (41.9%).

A reviewer checks that the threshold, unit, denominator and source are written down, and that the limits are stated: \`wind\` is a daily average, so the gusts that topple tents are not in the data. Compare the metric with the wet-day rate before adopting it: 27 of 2015's 37 windy days also had more than 1 mm of rain, so in winter it mostly flags days the wet-day rate already flags.
`,
  },
  readings: {
    "Questions to ask of any report": `Use this page as a checklist whenever someone hands you a report, dashboard or headline number. You do not need to ask every question every time, but a number that fails several of them should not drive a decision yet.

## Source and collection

| Question | Why it matters |
|---|---|
| Who collected the data, and why? | The purpose shapes what was recorded and what was left out. |
| Is it measured, recorded, surveyed or derived? | Derived fields hide rules you cannot check. |
| What period does it cover? | Short or hand-picked windows turn noise into "trends". |
| What was excluded or filtered out? | Removed rows change averages and shares. |

## Definitions

- What does one row represent (the grain)?
- What exactly is the numerator and the denominator of each rate?
- Has the definition changed during the period shown?
- Are the units stated (mm or inches, thousands or units, % or pp)?

## Numbers

- Is the "average" a mean or a median, and is the data skewed?
- Is there any measure of spread, or only a single central value?
- Are changes given in percent or in percentage points, and which is meant?
- Are groups of different sizes compared as rates rather than raw counts?

## Charts

- Does every bar axis start at zero?
- Is the time axis evenly spaced and complete?
- Does the title state something the chart actually shows?
- Would another chart type make the comparison clearer?

## Claims

- Is a correlation being presented as a cause?
- What common cause (season, size, region) could explain both measures?
- What would you expect to see if the claim were false, and was that checked?
- Is there a counter-metric that could be getting worse?

## A quick example

A summary reads: "Rainy days fell by 10% in 2013, so our outdoor bookings grew." Apply the checklist: rainy by which definition (\`weather\` label or \`precipitation\` > 0)? 10% or 10 percentage points? Did bookings grow for other reasons, such as prices or marketing? Is one year enough to call it a pattern? Four short questions, and the claim needs much more support before anyone acts on it.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "dli-k1",
          type: "numeric",
          prompt:
            "The share of wet days rose from 40% one year to 45% the next. That is +5 percentage points. By how many percent did the share rise in relative terms?",
          answer: 12.5,
          tolerance: 0.01,
          unit: "%",
          explanation:
            'Percentage change is (new − old) ÷ old = (45 − 40) ÷ 40 = 0.125, a 12.5% relative increase. The 5 is the plain difference between two percentages, so it is 5 percentage points (pp), not 5%. Reports should say which one they mean and label a difference column "pp".',
        },
        {
          id: "dli-k2",
          type: "single",
          prompt:
            "Over four years of daily Seattle data, the mean daily precipitation is about 3 mm and the median is 0 mm. Which statement describes a typical day honestly?",
          choices: [
            {
              id: "a",
              text: "On a typical day it is dry; a minority of very wet days pulls the mean up to about 3 mm",
            },
            { id: "b", text: "It drizzles about 3 mm on a typical day" },
            { id: "c", text: "The median must be an error, because it rains in Seattle" },
            { id: "d", text: "Mean and median are two names for the same average, so either can be quoted" },
          ],
          correct: "a",
          explanation:
            'A median of 0 mm means more than half of the days recorded no rain at all. Rainfall is skewed: a few soaked days pull the mean far above the typical day, so "on average 3 mm a day" wrongly suggests a drizzle every day. When the mean and median are far apart, report the median, or both, and describe the wet days separately.',
        },
        {
          id: "dli-k3",
          type: "multiple",
          prompt: "Which of these charts are misleading?",
          choices: [
            {
              id: "a",
              text: "A column chart of total rain per year whose y-axis runs from 800 to 1,300 mm",
            },
            {
              id: "b",
              text: "A line chart of daily maximum temperature over four years whose y-axis starts at −5 °C, clearly labelled",
            },
            {
              id: "c",
              text: 'A line chart of June and July 2014 only, titled "Seattle is heating up"',
            },
            {
              id: "d",
              text: 'A chart of cumulative rainfall since January, titled "Rain keeps growing every month"',
            },
          ],
          correct: ["a", "c", "d"],
          explanation:
            'Bars must start at zero because their length is the value; a truncated axis makes small gaps look huge. A short, hand-picked window turns a season into a "trend", and a running total can only go up, so it always looks like growth. A line chart may start above (or below) zero when the point is the shape of change, as long as the axis is labelled.',
        },
        {
          id: "dli-k4",
          type: "single",
          prompt:
            "Across four years of daily data, wetter days tend to be cooler (a negative correlation between precipitation and temp_max). What is the most defensible next step before saying anything about cause?",
          choices: [
            {
              id: "a",
              text: "Check whether the relationship holds within a single month, because the season could be driving both",
            },
            { id: "b", text: "Conclude that rain cools the city, since the correlation is negative" },
            { id: "c", text: "Conclude there is no relationship, since correlation is not causation" },
            { id: "d", text: "Conclude that cool days cause rain, since the correlation could run either way" },
          ],
          correct: "a",
          explanation:
            "Seattle's wet months are its cool months, so the season is a likely common cause (confounder). Comparing within one month, for example only January days, removes the season and shows whether the relationship survives. A correlation is real evidence that two measures move together; it is not evidence of which way a cause runs, or of any cause at all.",
        },
        {
          id: "dli-k5",
          type: "single",
          prompt:
            "You have a table with one row per day for a year, including a daily average temperature. A colleague works out the yearly average temperature by averaging the twelve monthly averages. Why can that differ from the true yearly average?",
          choices: [
            {
              id: "a",
              text: "Months have different numbers of days, so averaging monthly averages weights a 28-day month like a 31-day one; average the daily rows instead",
            },
            { id: "b", text: "It cannot differ: an average of averages is always the overall average" },
            { id: "c", text: "Temperatures are categorical data, so they cannot be averaged" },
            { id: "d", text: "Because the monthly averages should have been added up, not averaged" },
          ],
          correct: "a",
          explanation:
            "Rolling up to months changes the grain: each monthly average stands for a different number of days, and a simple average of them gives every month equal weight. Go back to the finest grain (the daily rows) for the yearly figure. Temperatures are numeric, so averaging them is sensible; summing monthly averages gives a meaningless number.",
        },
        {
          id: "dli-k6",
          type: "single",
          prompt:
            "A city events team wants a metric for how often weather disrupts outdoor events. Which definition is the best metric?",
          choices: [
            {
              id: "a",
              text: "Wet-day rate: days with precipitation above 1 mm ÷ days in the month, computed per calendar month from the daily table",
            },
            { id: "b", text: "Bad weather days" },
            { id: "c", text: 'The number of days with the derived weather label "rain"' },
            { id: "d", text: "Total precipitation for the whole four-year period" },
          ],
          correct: "a",
          explanation:
            'A good metric has a written numerator, denominator, threshold, grain and source, so anyone can recompute it, and it is a rate, so months of different lengths compare fairly. "Bad weather days" is undefined; the weather label was derived by rules you cannot see or check; and one four-year total cannot tell the team which months need a backup venue.',
        },
      ],
    },
  },
  projectBrief: `# Project: critique a team dashboard

## Scenario

You have just joined **Cascade Outdoor Events**, a fictional Seattle company that runs open-air markets and concerts. Every quarter the operations team shares a one-page "Weather Dashboard" to decide how many indoor backup venues to book. The page currently shows: a 3D pie chart of days by \`weather\` label, a column chart of yearly rainfall with the y-axis starting at 800 mm, the headline "Average day: 3 mm of rain", and a line of monthly average \`temp_max\` titled "Seattle keeps getting warmer". Your manager asks you to critique it and propose a better version.

## Data

The **Seattle Weather** data set in the data playground, table \`seattle-weather\` (one row per day, 2012–2015): \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`. Download \`seattle-weather.csv\` and work in Excel or Google Sheets.

## Questions to answer

1. Rebuild each of the four dashboard elements from the data. Which ones are misleading, and how exactly (axis, chart type, average, title)?
2. What is a typical day's precipitation? Report the mean, the median and the share of dry days, and say which belongs in the headline.
3. How does the share of wet days (precipitation > 0) change from year to year? Report the changes in percentage points.
4. Which months have the highest wet-day rate across the four years? This is the number the team actually needs for booking decisions.
5. Does the data support "Seattle keeps getting warmer"? Explain using grain, period length and seasonality.
6. Define one metric the dashboard should track instead, with numerator, denominator, grain, threshold and a counter-metric.

## Deliverables

- A critique document (one to two pages) answering questions 1–6, each answer with the calculation or chart behind it.
- A redesigned one-page dashboard (a spreadsheet tab or an image) with at most four elements.
- A short note listing two things the data cannot tell the team (for example attendance or other cities).

## Hand-in checklist

- [ ] Every chart has a title that states what it shows, labelled axes and units
- [ ] Bar and column axes start at zero
- [ ] Percentages and percentage points are labelled correctly
- [ ] The headline uses the median or explains the skew
- [ ] The \`weather\` label is described as a derived simplification
- [ ] Your metric definition can be recomputed by someone else from the CSV
- [ ] No claim of cause without saying what else could explain it
`,
} satisfies CourseNotes;
