import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction: why forecasts go wrong": `After this lesson you know the five usual reasons forecasts fail, how this course tests every method against actuals, and you will have the practice data set up as a monthly series.

## Why forecasts go wrong
| Cause | Example |
|---|---|
| Wrong pattern assumed | a straight trend line through seasonal data |
| Too little history | one year cannot show a repeating season |
| Outliers treated as normal | one freak month shifts every later forecast |
| No error measured | nobody knows if the method beats a naive guess |
| One number presented as certain | plans have no buffer for the range |

The cure is a habit: **hold back the most recent data, forecast it, compare with what happened, then choose**.

## How the course is organised
Lessons 2–3 prepare the series and read its patterns, 4–6 build moving average, smoothing, linear and seasonal (ETS) forecasts, 7 measures their error, and 8–9 turn forecasts into plans with Scenario Manager, data tables, Goal Seek and Solver.

## The practice data: Seattle Weather
Our fictional client is a Seattle coffee roaster whose cold-brew sales follow the temperature, so we forecast the weather that drives demand. From the data playground use the **seattle-weather** table (one row per day, 2012-01-01 to 2015-12-31; columns \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`). The hourly normals table is not needed in this course.

We will turn the days into **48 months** and split them:

\`\`\`text
Training   2012-01 to 2014-12   36 months   used to fit each method
Test       2015-01 to 2015-12   12 months   used only to measure error
\`\`\`

## Setup
Download \`seattle-weather.csv\`, open it in Excel, convert it to a table named \`Weather\` and save as \`forecasting.xlsx\`. Check that \`date\` holds real dates: \`=COUNT(Weather[date])=ROWS(Weather)\` should return TRUE.

## Watch out
Never look at the 2015 test months while choosing a method or its settings. If you tune on the test data, the measured error will look better than the forecast really is.

## Try it
Set up the workbook and write down, before any analysis, what you expect the monthly pattern of temp_max to look like. You will check your guess in lesson 3.

## Worked answer

1. Open \`seattle-weather.csv\`, click in the data, **Ctrl+T**, name the table \`Weather\` on **Table Design**, and save as \`forecasting.xlsx\`.
2. In any empty cell type \`=COUNT(Weather[date])=ROWS(Weather)\`; it should say TRUE (1,461 dates, 1,461 rows).
3. Write your guess down in a cell or a note, for example:

\`\`\`text
Coolest months December and January, average maximum around 8 °C.
Warmest months July and August, around 25 °C.
A smooth rise and fall that repeats every year, with little long-run trend.
\`\`\`

A guess of that kind turns out close: the monthly average temp_max runs from 6.1 °C (January 2013) to 28.1 °C (July 2015), and every year peaks in July or August. If COUNT returns FALSE, some dates came in as text; re-import with the date column typed as Date before going on.
`,
    "Preparing monthly time series data": `After this lesson you can turn daily records into a clean monthly series with one row per month, no gaps and consistent dates, ready for every forecasting function.

## What forecasting functions need
- One row per period, sorted oldest to newest.
- Real dates (or period numbers) with a **constant step**: month starts are ideal.
- No duplicate periods, and gaps either filled or explicitly handled.

## Worked example: build the Monthly sheet
In a sheet named \`Monthly\`, column A spills 48 month starts:

\`\`\`excel
A2:  =EDATE(DATE(2012,1,1),SEQUENCE(48,1,0))
B2:  =AVERAGEIFS(Weather[temp_max],Weather[date],">="&A2#,Weather[date],"<="&EOMONTH(A2#,0))
C2:  =SUMIFS(Weather[precipitation],Weather[date],">="&A2#,Weather[date],"<="&EOMONTH(A2#,0))
D2:  =COUNTIFS(Weather[date],">="&A2#,Weather[date],"<="&EOMONTH(A2#,0),Weather[precipitation],">0")
E2:  =COUNTIFS(Weather[date],">="&A2#,Weather[date],"<="&EOMONTH(A2#,0))
\`\`\`

Label them \`month\`, \`avg_temp_max\`, \`total_precip\`, \`wet_days\`, \`days\`. Format A as \`mmm yyyy\`. Column E is a completeness check: every month should count as many days as the calendar has (\`=DAY(EOMONTH(A2#,0))\`). A month with fewer rows means missing days, and its averages and totals would be biased.

Add a period number and a split flag:

\`\`\`excel
F2:  =SEQUENCE(48)
G2:  =IF(YEAR(A2#)<2015,"train","test")
\`\`\`

Many functions below take a \`timeline\` argument: use column A (dates) for FORECAST.ETS, and either A or F for linear trends.

## Common mistake
Building the monthly series with a PivotTable and then forecasting from the PivotTable cells. Pivot layouts change with refreshes and filters, and formulas that reference them break or silently shift. Use formulas (or Power Query) to produce a stable, one-row-per-month range.

## Try it
Build the Monthly sheet and add a check cell \`=SUM(E2#)-ROWS(Weather)\` that should return 0. Then add a line chart of \`avg_temp_max\` and \`total_precip\` over the 48 months.

## Worked answer

1. On the \`Monthly\` sheet, enter the five formulas from the lesson in A2:E2, the labels in A1:E1, and format A as \`mmm yyyy\`.
2. In a free cell, type \`=SUM(E2#)-ROWS(Weather)\`.
3. Select A1:C49, **Insert > Line Chart**, then right-click the precipitation line > **Format Data Series > Secondary Axis**, and title each axis (°C, mm).

The check returns 0: the 48 months count 1,461 days between them, from 28 to 31 days each (February 2012 has 29). The chart shows temperature climbing to a peak every summer (25.9 to 28.1 °C) and falling to about 6–8 °C each winter, while precipitation moves the other way and is far more ragged, from 0 mm (August 2012 and July 2013) to 284.5 mm in December 2015. Without the secondary axis the temperature line is squashed flat at the bottom, because precipitation reaches ten times its size.
`,
    "Spotting trend, seasonality and outliers": `After this lesson you can read a monthly chart for trend, seasonality and outliers, and confirm what you see with simple formulas before choosing a method.

## Three patterns
- **Trend**: a long-run rise or fall. Check with a 12-month moving average: it removes seasonality and shows the level.
- **Seasonality**: a shape that repeats every year. Check by charting each year as its own line over Jan–Dec.
- **Outliers**: single months far from their usual value for that calendar month.

## Worked example
Seasonal profile: on a new sheet \`Seasonal\`, put months 1–12 in A2:A13 and the years 2012–2015 in B1:E1:

\`\`\`excel
B2:  =AVERAGEIFS(Weather[temp_max],Weather[date],">="&DATE(B$1,$A2,1),Weather[date],"<="&EOMONTH(DATE(B$1,$A2,1),0))
\`\`\`

Copy it across and down.

Chart the grid as a line chart with one line per year: if the lines lie on top of each other, seasonality dominates.

Level, as a trailing 12-month average on the \`Monthly\` sheet:

\`\`\`excel
H13:  =AVERAGE(B2:B13)      copy down: average of the last 12 months
\`\`\`

Outlier score: how far each month is from the average of the same calendar month, in standard deviations:

\`\`\`excel
I2:  =LET(m, MONTH(A2),
                  same, FILTER($B$2:$B$49, MONTH($A$2:$A$49)=m),
                  (B2-AVERAGE(same))/STDEV.S(same))
\`\`\`

With only four values per calendar month, a score can never be larger than 1.5 in size, so treat scores near ±1.4 as worth a look rather than as proof. Do the same for \`total_precip\`, where single very wet months are more common.

Excel can also estimate the season length:

\`\`\`excel
=FORECAST.ETS.SEASONALITY(B2:B37,A2:A37)
\`\`\`

For monthly temperature you would expect 12; if it returns something else, find out why before trusting it.

## Common mistake
Removing outliers just because they are extreme. A very wet month may be real and may happen again; removing it makes forecasts too confident. Investigate, note the cause, and decide: keep, cap, or model separately.

## Try it
Build the seasonal grid and chart for \`avg_temp_max\` and for \`total_precip\`. Which series has the more regular seasonal shape? Run FORECAST.ETS.SEASONALITY on the 36 training months of each and compare the results.

## Worked answer

\`\`\`excel
Seasonal!B2:   =AVERAGEIFS(Weather[temp_max],Weather[date],">="&DATE(B$1,$A2,1),Weather[date],"<="&EOMONTH(DATE(B$1,$A2,1),0))
Seasonal!H2:   =SUMIFS(Weather[precipitation],Weather[date],">="&DATE(H$1,$A2,1),Weather[date],"<="&EOMONTH(DATE(H$1,$A2,1),0))
               (years 2012–2015 in H1:K1, fill to K13)
Monthly!Z10:   =FORECAST.ETS.SEASONALITY(Monthly!B2:B37,Monthly!A2:A37)
Monthly!Z11:   =FORECAST.ETS.SEASONALITY(Monthly!C2:C37,Monthly!A2:A37)
\`\`\`

Chart each block as a line chart with one line per year. The temperature lines lie almost on top of each other, each peaking in July or August and bottoming out in December to February; the precipitation lines cross all over the place (the wettest month was November in 2012, September in 2013, March in 2014 and December in 2015). Temperature is the far more regular series: its four yearly profiles correlate at about 0.95 on average against about 0.33 for precipitation. Expect 12 for temperature; if the precipitation result is not 12, that is the noise talking, and it is why the later lessons pass 12 explicitly.
`,
    "Moving averages and exponential smoothing": `After this lesson you can build moving-average and exponential-smoothing forecasts in plain formulas and know why both lag behind seasonal data.

## Moving average
The forecast for next month is the average of the last *n* months. Larger *n* is smoother but slower to react.

\`\`\`excel
J5:  =AVERAGE(B2:B4)     3-month forecast for month 4, copy down
\`\`\`

## Simple exponential smoothing
Each forecast is a weighted mix of the last actual and the last forecast:

\`\`\`text
F(t+1) = α × A(t) + (1 − α) × F(t)        0 < α < 1
\`\`\`

Put α in an input cell, e.g. \`$Z$1\` = 0.3:

\`\`\`excel
K3:  =B2                                 first forecast: the first actual
K4:  =$Z$1*B3+(1-$Z$1)*K3                copy down
\`\`\`

A large α follows recent months closely; a small α smooths heavily. The Analysis ToolPak's **Exponential Smoothing** tool does the same but asks for the *damping factor*, which is 1 − α.

## A seasonal naive benchmark
Every method should beat the simplest seasonal guess: "same month last year".

\`\`\`excel
L14:  =B2                                forecast for Jan 2013 is Jan 2012, copy down
\`\`\`

## Worked comparison
For the 12 test months (rows 38–49), produce each method's forecast using only data up to December 2014. For the moving average and smoothing, a multi-step forecast stays flat at the last value, so:

\`\`\`excel
J38:  =AVERAGE($B$35:$B$37)              same value for all 2015 months
K38:  =$Z$1*$B$37+(1-$Z$1)*$K$37          same value for all 2015 months
L38:  =B26                                seasonal naive: 2014 value of the same month
\`\`\`

Chart the test year: the flat lines miss the summer peak entirely; the seasonal naive follows the shape.

## Common mistake
Judging a moving average by its one-step-ahead fit on past months. Inside the history it always looks close because it uses last month's actual; for a plan made months ahead it is flat and misses seasonality. Test methods at the horizon you will actually plan for.

## Try it
Build the 3-month moving average, exponential smoothing with α in an input cell, and the seasonal naive forecast for \`avg_temp_max\`. Try α = 0.2, 0.5 and 0.8 and describe how the smoothed line changes over the training period.

## Worked answer

\`\`\`excel
Z1:   0.3                              alpha, change to 0.2, 0.5, 0.8
J5:   =AVERAGE(B2:B4)                  copy down to J37
K3:   =B2
K4:   =$Z$1*B3+(1-$Z$1)*K3             copy down to K37
L14:  =B2                              copy down to L37
\`\`\`

With α = 0.2 the smoothed line is flat and late: over 2013 it only moves between about 12.2 and 19.9 °C while the actual months go from 6.1 to 26.1 °C, and its peak arrives in October, two months after the real one. At 0.5 it spans 8.7 to 24.5 °C and peaks in September; at 0.8 it almost copies the previous month (6.5 to 26.0 °C), one month behind. Higher α reacts faster and the one-step miss falls (MAE about 6.2 °C at 0.2, 5.0 at 0.5, 3.9 at 0.8), but every version still lags the season, which the seasonal naive column does not.
`,
    "Linear trends with FORECAST.LINEAR and TREND": `After this lesson you can fit and extend a straight-line trend with FORECAST.LINEAR and TREND, read its slope, and combine it with seasonal indices when the data is seasonal.

## The functions
\`\`\`excel
=FORECAST.LINEAR(x, known_y's, known_x's)      one value
=TREND(known_y's, known_x's, new_x's)          many values (spills)
=SLOPE(known_y's, known_x's)
=INTERCEPT(known_y's, known_x's)
=RSQ(known_y's, known_x's)
\`\`\`

\`x\` can be a period number or a date; with dates, the slope is per day.

## Worked example 1: the trend alone
Using period numbers (F2:F49) and training rows 2–37:

\`\`\`excel
M38:  =TREND($B$2:$B$37,$F$2:$F$37,F38:F49)          spills 12 forecasts
Z2:   =SLOPE($B$2:$B$37,$F$2:$F$37)                    °C per month
Z3:   =RSQ($B$2:$B$37,$F$2:$F$37)
\`\`\`

For seasonal temperature, the trend line is nearly flat and R² is low: a straight line cannot describe a yearly cycle, so its forecasts are close to the annual average every month.

## Worked example 2: trend × seasonal index
Deseasonalise, fit the trend, then put the season back:

\`\`\`excel
Z4:  =AVERAGE($B$2:$B$37)                                                       overall training average
N2:  =AVERAGE(FILTER($B$2:$B$37,MONTH($A$2:$A$37)=MONTH(A2)))/$Z$4                seasonal index, copy down to row 49
O2:  =B2/N2                                                                     deseasonalised value, rows 2–37
P38: =TREND($O$2:$O$37,$F$2:$F$37,F38)*N38                                      forecast, copy down
\`\`\`

An index of 1.4 means that calendar month is typically 40% above the average level. This classic decomposition often beats both the pure trend and the moving average on seasonal data.

## Common mistake
Extending a trend far beyond the data. A slope fitted on 36 months says nothing reliable about year 10. Keep linear trends for short horizons and check whether the slope is stable by refitting on 24 months.

## Try it
Compute SLOPE and RSQ for \`avg_temp_max\` and for \`total_precip\` over the training months. Then build the trend × seasonal index forecast for 2015 and chart it against the actuals and the pure TREND line.

## Worked answer

\`\`\`excel
Z2:   =SLOPE($B$2:$B$37,$F$2:$F$37)         avg_temp_max
Z3:   =RSQ($B$2:$B$37,$F$2:$F$37)
Z5:   =SLOPE($C$2:$C$37,$F$2:$F$37)         total_precip
Z6:   =RSQ($C$2:$C$37,$F$2:$F$37)
M38:  =TREND($B$2:$B$37,$F$2:$F$37,F38:F49)
N2, O2, P38 as in worked example 2, then chart A38:A49 with B, M and P
\`\`\`

Temperature: slope 0.109 °C per month, R² 0.030. Precipitation: slope −0.088 mm per month, R² 0.0002. Both lines are almost flat and explain next to nothing, because the variation is seasonal, not a trend. The pure TREND line for 2015 runs flat from 18.1 to 19.3 °C, while the trend × index forecast follows the season, from 8.2 °C in January to a peak of 29.1 °C in August (actuals: 10.2 and 26.1, with the real peak of 28.1 °C in July). The seasonal indices run from 0.47 in January to 1.63 in August.
`,
    "Seasonal forecasts with FORECAST.ETS": `After this lesson you can produce seasonal forecasts with FORECAST.ETS and Forecast Sheet, add confidence intervals, and know when the results need a second look.

## FORECAST.ETS
Excel's AAA version of exponential triple smoothing: it models level, trend and seasonality together.

\`\`\`excel
=FORECAST.ETS(target_date, values, timeline, [seasonality], [data_completion], [aggregation])
=FORECAST.ETS.CONFINT(target_date, values, timeline, [confidence_level], [seasonality], …)
=FORECAST.ETS.SEASONALITY(values, timeline)
=FORECAST.ETS.STAT(values, timeline, statistic_type)
\`\`\`

- \`seasonality\`: 1 (default) = detect automatically, 0 = none, or a number such as 12.
- \`data_completion\`: 1 (default) fills missing points by interpolation, 0 treats them as zero.
- The timeline must have a constant step; month starts work because Excel recognises monthly steps.

## Worked example
Forecast the 2015 test months from the 36 training months:

\`\`\`excel
Q38:  =FORECAST.ETS(A38,$B$2:$B$37,$A$2:$A$37,12)
R38:  =FORECAST.ETS.CONFINT(A38,$B$2:$B$37,$A$2:$A$37,0.95,12)
S38:  =Q38-R38                       lower bound
T38:  =Q38+R38                       upper bound
\`\`\`

Copy down to row 49 and chart actual, forecast and the two bounds. Check the fitted parameters:

\`\`\`excel
=FORECAST.ETS.STAT($B$2:$B$37,$A$2:$A$37,1,12)     alpha (level)
=FORECAST.ETS.STAT($B$2:$B$37,$A$2:$A$37,3,12)     gamma (seasonality)
\`\`\`

## Forecast Sheet
Select the training dates and values, **Data > Forecast Sheet**, set the end date to 2015-12-01, open **Options** to set seasonality 12 and the confidence interval, and click Create. Excel writes a new sheet with a chart and the same FORECAST.ETS formulas, which you can inspect.

## Limits
- It needs enough history: at least two full seasons, preferably three or more.
- It cannot know about events (a heatwave, a promotion).
- Confidence intervals assume errors behave like the past; they widen with the horizon, which is honest.

## Common mistake
Letting seasonality auto-detect on short or noisy series. Excel may pick an odd cycle (say 5) or none, and the forecast looks strange. When you know the cycle is yearly in monthly data, pass 12 explicitly.

## Try it
Produce ETS forecasts with 95% bounds for \`avg_temp_max\` and \`total_precip\` for 2015. How many of the 12 actual months fall inside the bounds for each series? Then create a Forecast Sheet and compare its numbers with your formulas.

## Worked answer

\`\`\`excel
Q38:  =FORECAST.ETS(A38,$B$2:$B$37,$A$2:$A$37,12)
R38:  =FORECAST.ETS.CONFINT(A38,$B$2:$B$37,$A$2:$A$37,0.95,12)
S38:  =Q38-R38
T38:  =Q38+R38
U38:  =AND(B38>=S38,B38<=T38)              inside the band?
U50:  =COUNTIF(U38:U49,TRUE)
\`\`\`

Repeat with column C for precipitation. Then select A1:B37, **Data > Forecast Sheet**, set **Forecast End** to 2015-12-01, and under **Options** set **Seasonality** to 12 (Set Manually) and **Confidence Interval** to 95%. Its Forecast column should match Q38:Q49, because it writes the same FORECAST.ETS formulas; if it differs, check that both use seasonality 12 and the same 36 training months. For temperature the band is narrow and follows the season; the month to watch is June 2015, at 26.1 °C almost 3 °C warmer than any June before it. For precipitation the band is much wider compared with the values; if its lower bound drops below 0 mm, report it as 0, since rain cannot be negative, and check December 2015 (284.5 mm, the wettest month in the data) against the upper bound.
`,
    "Measuring forecast error: MAE and MAPE": `After this lesson you can measure forecast accuracy with MAE, MAPE and bias, compare methods fairly on the same test months, and choose the one to trust.

## The measures
| Measure | Formula | Reads as |
|---|---|---|
| Error | forecast − actual | positive = too high |
| Bias | average error | systematic over/under-forecasting |
| MAE | average of \\|error\\| | typical miss, in the series' units |
| MAPE | average of \\|error\\| / actual | typical miss in % |
| RMSE | √ average of error² | like MAE, punishes big misses more |

MAPE is easy to communicate but fails when actuals are near zero: a 2 mm miss on a 1 mm month is 200%. Use it for series that stay well away from zero, such as monthly average temp_max in Seattle; prefer MAE for precipitation.

## Worked example
Actuals in B38:B49, forecasts of each method in their columns (moving average J, smoothing K, seasonal naive L, trend × index P, ETS Q); for example for the seasonal naive:

\`\`\`excel
MAE    =AVERAGE(ABS(L38:L49-$B$38:$B$49))
MAPE   =AVERAGE(ABS(L38:L49-$B$38:$B$49)/$B$38:$B$49)
Bias   =AVERAGE(L38:L49-$B$38:$B$49)
RMSE   =SQRT(AVERAGE((L38:L49-$B$38:$B$49)^2))
\`\`\`

These are array calculations; in Excel 365 they work as normal formulas. Build a small scorecard:

\`\`\`text
Method                 MAE    MAPE   Bias
Seasonal naive         …      …      …
3-month moving avg     …      …      …
Trend × season index   …      …      …
FORECAST.ETS           …      …      …
\`\`\`

Fill it with your own results and sort by MAE. A method that does not beat the seasonal naive benchmark is not worth its complexity.

## Common mistake
Averaging the signed errors and calling it accuracy. Positive and negative misses cancel, so a forecast that is 5 °C too high in summer and 5 °C too low in winter shows an "average error" of zero. Use absolute errors for accuracy and signed errors only for bias.

## Try it
Build the scorecard for \`avg_temp_max\` with all four methods on the 2015 test months, then repeat MAE only for \`total_precip\`. Does the same method win for both series? Write one sentence recommending a method for each.

## Worked answer

\`\`\`excel
MAE   =AVERAGE(ABS(L38:L49-$B$38:$B$49))              seasonal naive, then J, P, Q
MAPE  =AVERAGE(ABS(L38:L49-$B$38:$B$49)/$B$38:$B$49)
Bias  =AVERAGE(L38:L49-$B$38:$B$49)
MAE precipitation: the same with your precipitation forecast columns against $C$38:$C$49
\`\`\`

\`\`\`text
avg_temp_max, 2015     MAE      MAPE    Bias
Seasonal naive         1.58     10.4%   -0.46
Trend × season index   1.92     12.8%   +0.43
3-month moving avg     6.26     33.2%   -4.35
FORECAST.ETS           your result

total_precip, 2015     MAE (mm)
Trend × season index   53.7
Seasonal naive         56.1
3-month moving avg     80.5
\`\`\`

Without ETS, the winner differs: the seasonal naive is best for temperature and trend × season index for precipitation, and the moving average is worst for both. Check where your ETS row lands before you write the sentences, for example: "For temperature, use the seasonal naive (off by about 1.6 °C a month) unless ETS beats it; for precipitation, use trend × season index, but say it still misses by about 54 mm a month, so plan with a range." The tempting wrong move is to quote MAPE for precipitation: with months near 0 mm it runs into the hundreds of percent and means nothing.
`,
    "Scenario Manager and data tables": `After this lesson you can turn a forecast into a plan with input cells, compare named scenarios with Scenario Manager, and show how results move with one or two inputs using data tables.

## Build the model around inputs
A what-if model needs clearly separated **inputs** (assumptions), **calculations** and **outputs**. For the roaster's cold-brew plan for July 2016:

\`\`\`excel
C1  ETS forecast, July 2016        =FORECAST.ETS(DATE(2016,7,1),Monthly!$B$2:$B$49,Monthly!$A$2:$A$49,12)
C2  avg temp_max used (°C)         typed value, start with the C1 forecast
C3  base demand (litres)            2000            assumption
C4  extra litres per °C above 15    150             assumption
C5  price per litre                 6               assumption
C6  cost per litre                  2.5             assumption
C8  demand (litres)                 =C3+MAX(0,C2-15)*C4
C9  margin                          =C8*(C5-C6)
\`\`\`

The demand rule and prices are illustrative assumptions for the exercise, not data. C2 is a typed input, not a formula, because Scenario Manager, data tables and Goal Seek all need to change it.

## Scenario Manager
**Data > What-If Analysis > Scenario Manager > Add**: name the scenario, choose the changing cells (C2 and C4), enter values. Create three: *Cool summer*, *Expected*, *Heatwave*, using the ETS forecast and its confidence bounds for C2. Then **Summary** builds a sheet comparing C8 and C9 across scenarios.

## One- and two-variable data tables
List temperatures 14–30 in F3:F19, put \`=C9\` in G2, select F2:G19, **Data > What-If Analysis > Data Table**, Column input cell \`C2\`. Excel fills the margin for each temperature with an array formula:

\`\`\`excel
{=TABLE(,C2)}
\`\`\`

For two inputs, put temperatures down the side, price across the top, \`=C9\` in the corner, and use both input cells (Row input C5, Column input C2).

## Common mistake
Typing numbers into the result area of a data table or editing one cell of it. The table is one array; Excel refuses partial edits. Also, data tables recalculate on every change and can slow big workbooks: set **Formulas > Calculation Options > Automatic except for data tables** and press F9 when needed.

## Try it
Build the input sheet, the three scenarios and a summary. Then make a two-variable data table of margin by temperature (14–30 °C) and price (5–8). Where does the margin grow fastest?

## Worked answer

1. Build C1:C9 as in the lesson, with C2 typed (start with your C1 forecast).
2. **Data > What-If Analysis > Scenario Manager > Add**, changing cells \`C2,C4\`: *Cool summer* (C2 = lower ETS bound from FORECAST.ETS.CONFINT, C4 e.g. 120), *Expected* (C2 = C1, C4 = 150), *Heatwave* (C2 = upper bound, C4 e.g. 180). Then **Summary**, result cells \`C8,C9\`.
3. Put 14 to 30 in F3:F19, 5 to 8 in G2:J2, \`=C9\` in F2; select F2:J19, **Data Table**, Row input cell \`C5\`, Column input cell \`C2\`.

\`\`\`text
margin = (2000 + MAX(0, temp − 15) × 150) × (price − 2.5)
14 °C, price 5:  2,000 l × 2.5 =  5,000
30 °C, price 8:  4,250 l × 5.5 = 23,375
\`\`\`

The margin grows fastest in the hot, high-price corner: each extra degree adds 150 × (price − 2.5), from 375 at price 5 to 825 at price 8, and each extra 1 on the price adds the number of litres sold: 2,000 at 15 °C or below, 4,250 at 30 °C. The 14 °C and 15 °C rows are identical, because demand only responds above 15 °C.
`,
    "Goal Seek and Solver for planning": `After this lesson you can find the input that hits a target with Goal Seek and optimise a small production plan under constraints with Solver.

## Goal Seek: one input, one target
**Data > What-If Analysis > Goal Seek**: Set cell \`C9\` (margin), To value \`10000\`, By changing cell \`C2\` (temperature). The answer is the temperature at which July reaches the margin target, a useful way to express risk: "we need an average maximum of at least … °C". Goal Seek changes one cell and works on any formula chain, but finds only one solution.

## Solver: many inputs, constraints, an objective
Enable it via **File > Options > Add-ins > Excel Add-ins > Solver Add-in**. Our roaster plans July production of two products with limited roasting capacity:

\`\`\`excel
B12  cold brew litres       (decision)
B13  hot coffee litres      (decision)
C12  cold brew margin/l     =C5-C6
C13  hot coffee margin/l    3
D12  roaster hours / l      0.004
D13  roaster hours / l      0.006
B15  hours used             =SUMPRODUCT(B12:B13,D12:D13)
B16  hours available        40
B17  total margin           =SUMPRODUCT(B12:B13,C12:C13)
B18  cold brew demand cap   =C8
B19  hot coffee demand cap  =1500+MAX(0,20-C2)*100
\`\`\`

Solver settings:

\`\`\`text
Set Objective:       $B$17   Max
By Changing:         $B$12:$B$13
Subject to:          $B$15 <= $B$16
                     $B$12 <= $B$18
                     $B$13 <= $B$19
                     Make unconstrained variables non-negative: ticked
Solving method:      Simplex LP
\`\`\`

All numbers other than the temperature forecast are assumptions. Solver's **Answer** and **Sensitivity** reports show which constraints bind; the shadow price of roaster hours tells you what one more hour of capacity is worth.

## Re-run it for each scenario
Change C2 to the lower and upper ETS bounds and solve again: the plan under a cool and a hot July. Save each result with **Save Scenario** in the Solver results dialog.

## Common mistake
Using Simplex LP on a model that is not linear (for example with \`MAX\` or \`IF\` on the decision cells). Solver then refuses or returns a wrong "optimum". Keep decision cells inside linear formulas, move non-linear logic into inputs, or switch to GRG Nonlinear.

## Try it
Use Goal Seek to find the July temperature that gives a margin of 10,000. Then set up the Solver model, solve it, and read the Sensitivity report: which constraint binds, and what would one extra roaster hour be worth?

## Worked answer

1. **Data > What-If Analysis > Goal Seek**: Set cell \`C9\`, To value \`10000\`, By changing cell \`C2\`.
2. Enter the Solver model from the lesson, **Data > Solver**, the settings shown, **Solve**, and tick **Sensitivity** under Reports.

\`\`\`text
10,000 / (6 − 2.5) = 2,857.1 litres
2,857.1 = 2,000 + (temp − 15) × 150   →   temp = 20.71 °C
\`\`\`

Goal Seek returns about 20.7 °C: July needs an average maximum of at least 20.7 °C to reach a margin of 10,000 (start from a C2 above 15, or Goal Seek stalls on the flat part of MAX). Solver fills both demand caps, so those two constraints bind: with C2 at 26 °C, for example, that is 3,650 litres of cold brew and 1,500 of hot coffee, a margin of 17,275, using only 23.6 of the 40 roaster hours. The hours constraint is slack, so its shadow price is 0: one more roaster hour is worth nothing this July. The shadow prices of the caps, 3.5 and 3, are what one more litre of demand would add. This holds for any July temperature from 14 to 30 °C, since the plan never needs more than 26 hours.
`,
  },
  readings: {
    "Presenting forecast ranges to decision makers": `How to turn a forecast into a range that people can plan with: where the range comes from, how to word it, how to chart it.

## Why ranges
A single number hides uncertainty, so people treat it as certain and plans have no buffer. A range says how sure you are and lets the business choose how much risk to take.

## Where the range comes from
| Source | How in Excel | Good for |
|---|---|---|
| ETS confidence interval | \`FORECAST.ETS.CONFINT\` (e.g. 80% or 95%) | statistical spread |
| Past error | forecast ± MAE, or ± 1.25 × MAE | simple, honest, method-agnostic |
| Scenarios | Scenario Manager: low / expected / high | business assumptions |
| Historical extremes | min and max of the same month in past years | intuitive sanity check |

## Wording: before and after
\`\`\`text
Before:  "July demand will be 3,050 litres."
After:   "We expect 2,700–3,400 litres in July (80% range), most likely about 3,050.
          Below 2,700 happens roughly one year in ten; plan staff for 3,050 and
          keep beans for 3,400."
\`\`\`

The numbers above are a wording example, not results from the data.

## Chart conventions
- Actuals as a solid line, forecast as a dashed line in a different colour.
- A shaded band for the range (stacked area chart: lower bound transparent, band = upper − lower).
- A vertical marker where actuals end.
- Label the band with its level ("80% range").

\`\`\`excel
Band height  =T38-S38
\`\`\`

## Choosing the level
| Level | Use when |
|---|---|
| 50% | typical month, internal discussion |
| 80% | most operational planning |
| 95% | capacity, safety stock, costly shortages |

## Checklist before presenting
- [ ] State the method in one sentence and its test-period error (MAE or MAPE)
- [ ] Show the range level and what it means in plain words
- [ ] Say what the forecast cannot know (events, promotions, new products)
- [ ] Give the decision the range supports (order quantity, staffing)
- [ ] Round sensibly: no decimals on litres or days
- [ ] Date the forecast and say when it will be updated
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "fct-k1",
          type: "numeric",
          prompt:
            "Simple exponential smoothing with α = 0.3: last month's actual avg temp_max was 20 °C and last month's forecast was 15 °C. What is the forecast for next month, in °C?",
          answer: 16.5,
          tolerance: 0.01,
          unit: "°C",
          explanation:
            "F(t+1) = α × A(t) + (1 − α) × F(t) = 0.3 × 20 + 0.7 × 15 = 6 + 10.5 = 16.5 °C. A small α moves the forecast only part of the way towards the latest actual. Note that the Analysis ToolPak asks for the damping factor, 1 − α = 0.7, not α itself.",
        },
        {
          id: "fct-k2",
          type: "numeric",
          prompt:
            "Over three test months the actuals were 10, 20 and 25 °C and a method forecast 12, 17 and 25 °C. What is its MAPE, in percent, to two decimals?",
          answer: 11.67,
          tolerance: 0.01,
          unit: "%",
          explanation:
            "MAPE averages |forecast − actual| / actual: (2/10 + 3/20 + 0/25) / 3 = (0.20 + 0.15 + 0) / 3 = 0.1167, or 11.67%. Dividing the MAE (5/3 ≈ 1.67 °C) by the average actual gives a different number (9.09%); MAPE takes the percentage month by month, so small actuals weigh more.",
        },
        {
          id: "fct-k3",
          type: "multiple",
          prompt: "You are choosing a method for the roaster's monthly forecasts. Which of these practices are sound?",
          choices: [
            {
              id: "a",
              text: "Fit every method on 2012–2014 and compare them only on the held-back 2015 months, without tuning on 2015",
            },
            {
              id: "b",
              text: "Pass seasonality 12 to FORECAST.ETS for monthly temperature rather than relying on auto-detection",
            },
            {
              id: "c",
              text: "Pick the method whose average signed error (bias) over the test months is closest to zero",
            },
            { id: "d", text: "Rank methods for monthly precipitation by MAPE, since percentages are easy to explain" },
          ],
          correct: ["a", "b"],
          explanation:
            "Holding back test months and never tuning on them keeps the measured error honest, and passing 12 stops ETS picking an odd cycle on a short, noisy series. Signed errors cancel: 5 °C too high in summer and 5 °C too low in winter average to zero, so rank by MAE (or MAPE). MAPE breaks on series near zero: a 2 mm miss on a 1 mm month is 200%, so use MAE for precipitation.",
        },
        {
          id: "fct-k4",
          type: "single",
          prompt:
            "Forecasting all twelve 2015 months from data up to December 2014, why does the 3-month moving average miss the summer peak entirely?",
          choices: [
            {
              id: "a",
              text: "With no newer actuals, every multi-step forecast is the same average of the last three months, a flat line at the winter level",
            },
            { id: "b", text: "A moving average needs at least 12 months of history before it can forecast" },
            { id: "c", text: "Moving averages always forecast the overall mean of the series" },
            { id: "d", text: "The window is too long; a 12-month moving average would follow the season" },
          ],
          correct: "a",
          explanation:
            "A moving average only updates when a new actual arrives. Made months ahead, it repeats the average of October–December 2014 for every month, so it is flat and misses the summer. It looks good in a one-step fit on history only because it uses last month's actual. A 12-month window is smoother still and would show the level, not the season; the seasonal naive benchmark (same month last year) follows the shape.",
        },
        {
          id: "fct-k5",
          type: "single",
          prompt:
            "You fit TREND on the 36 training months of avg temp_max using period numbers. The slope is close to zero and RSQ is low. What is the best reading?",
          choices: [
            {
              id: "a",
              text: "A straight line cannot describe a yearly cycle, so its forecasts sit near the annual average; deseasonalise with seasonal indices or use FORECAST.ETS",
            },
            { id: "b", text: "Temperature cannot be forecast from its own history" },
            { id: "c", text: "Switch the timeline from period numbers to dates and R² will rise" },
            { id: "d", text: "Extend the trend over more future years so the slope becomes visible" },
          ],
          correct: "a",
          explanation:
            "Monthly temperature is dominated by seasonality, not trend, so a line through it is nearly flat and explains little. Dividing by a seasonal index, fitting the trend, then multiplying back, or using ETS, models the cycle. Dates instead of period numbers only change the slope's unit (per day), and extending a trend far beyond the data is the mistake the course warns against.",
        },
        {
          id: "fct-k6",
          type: "single",
          prompt:
            "Your Solver production plan uses Simplex LP, and the cold brew demand cap depends on the decision cells through MAX. Solver refuses to run or reports an odd optimum. What should you do?",
          choices: [
            {
              id: "a",
              text: "Keep the decision cells inside linear formulas (move the MAX/IF logic onto inputs) or choose a non-linear solving method",
            },
            { id: "b", text: "Untick Make unconstrained variables non-negative" },
            { id: "c", text: "Use Goal Seek instead, since it handles several decision cells and constraints" },
            { id: "d", text: "Add more constraints until Simplex LP accepts the model" },
          ],
          correct: "a",
          explanation:
            "Simplex LP only solves linear models; MAX or IF applied to decision cells makes the model non-linear. Keep the non-linear rule on inputs such as the temperature (then the cap is a constant for Solver), or switch to GRG Nonlinear. Goal Seek changes one input to hit one target and has no constraints, and extra constraints do not make a model linear.",
        },
      ],
    },
  },
  projectBrief: `# Project: coffee roaster demand plan

## Scenario
**Cascade Bean Roasters**, a fictional Seattle coffee roaster, sells more cold brew in warm, dry months and more hot coffee in cool, wet ones. The operations manager wants a forecasting workbook that predicts the monthly weather drivers for 2016, shows how confident the forecast is, and turns it into a production plan for July 2016 under roasting-capacity limits.

## The data
Use the **Seattle Weather** data set from the data playground, table **seattle-weather**: \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\` (one row per day, 2012–2015). Build a monthly series of 48 months with average \`temp_max\`, total \`precipitation\` and wet days. The demand rules, prices, costs and capacities are assumptions you set in labelled input cells.

## Questions to answer
1. What trend, seasonality and outliers do the monthly average \`temp_max\` and total \`precipitation\` show?
2. Trained on 2012–2014 and tested on 2015, which method forecasts each series best: seasonal naive, moving average, exponential smoothing, trend × seasonal index or FORECAST.ETS? Report MAE (and MAPE for temperature) and bias.
3. What are the 2016 monthly forecasts and 80% ranges for average \`temp_max\`, from the best method refitted on all 48 months?
4. Under cool, expected and hot scenarios for July 2016, what is cold-brew demand and margin?
5. What July production mix of cold brew and hot coffee maximises margin within roasting capacity, and which constraint binds?

## Deliverables
- \`demand-plan.xlsx\` with sheets: Data, Monthly, Methods, Scorecard, Forecast 2016, Scenarios, Solver.
- A chart of actuals, the 2016 forecast and its shaded 80% band.
- A one-paragraph recommendation to the manager, written with ranges, not single numbers.

## Hand-in checklist
- [ ] Monthly series has 48 rows, a completeness check and real month-start dates
- [ ] Test months never used to choose a method's settings
- [ ] Every method beats, or is compared with, the seasonal naive benchmark
- [ ] Assumptions in labelled input cells, marked as assumptions
- [ ] Scenario summary and a two-variable data table included
- [ ] Solver model is linear, uses Simplex LP and includes the Sensitivity report
`,
} satisfies CourseNotes;
