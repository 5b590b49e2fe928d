import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction and notebook setup": `After this lesson you know how the course builds from quick exploratory plots to a polished chart pack, and you have a notebook that loads the practice data and draws its first chart.

## What the course covers

matplotlib's figure-and-axes model, the core chart types, labels and ticks, seaborn for distributions, relationships and categories, small multiples, colour and accessibility, annotation, and a reusable style sheet. Chapter 1 is setup and the matplotlib mental model; chapter 2 the core skills; chapter 3 a pre-sharing checklist, a knowledge check and the chart-pack project for a bike-share operator.

## The practice data: Seattle Weather

Weather is what drives bike-share demand, so we chart it. Open **Seattle Weather** in the data playground. We use the daily table \`seattle-weather.csv\`, one row per day from 2012-01-01 to 2015-12-31: \`date\`, \`precipitation\` (mm), \`temp_max\` and \`temp_min\` (°C), \`wind\` (m/s) and \`weather\` (sun, rain, drizzle, fog, snow). The second table, \`seattle-weather-hourly-normals.csv\`, holds typical hourly conditions (pressure, temperature, wind); no lesson needs it, but the project lets you use it for comparison.

## Set up

Download \`seattle-weather.csv\` from the playground next to your notebook, then:

\`\`\`python
%pip install pandas matplotlib seaborn
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["year"] = wx["date"].dt.year
wx["month"] = wx["date"].dt.month
wx["temp_range"] = wx["temp_max"] - wx["temp_min"]

wx.plot(x="date", y="temp_max", figsize=(10, 3), legend=False)
plt.show()
\`\`\`

You should see four summers and four winters as a regular wave.

## Watch out

Without \`parse_dates\`, \`date\` is text and the x-axis becomes 1,461 unreadable labels. Check \`wx.dtypes\` after loading: \`date\` must be \`datetime64\`.

## Try it

Add a cell that prints \`wx.shape\`, \`wx["date"].min()\`, \`wx["date"].max()\` and \`wx["weather"].value_counts()\`. Write one markdown sentence about which weather label you expect to dominate winter charts.

## Worked answer

\`\`\`python
print(wx.shape)
print(wx["date"].min(), wx["date"].max())
print(wx["weather"].value_counts())
\`\`\`

You should see \`(1461, 9)\`: 1,461 days (2012 is a leap year, so 366 + 3 × 365) and nine columns, the six in the file plus the \`year\`, \`month\` and \`temp_range\` you added. The dates run from \`2012-01-01 00:00:00\` to \`2015-12-31 00:00:00\`. The labels: rain 641, sun 640, fog 101, drizzle 53, snow 26.

A sentence that fits: "Rain and sun are tied over the whole year, so I expect rain to dominate the winter charts and sun the summer ones." Check it with \`wx[wx["month"].isin([12, 1, 2])]["weather"].value_counts()\`: of the 361 winter days, 212 are rain (59%) and 87 sun, and 18 of the 26 snow days fall in those three months.

One thing to notice before you chart the rare labels: they are not labelled the same way every year. Drizzle has 31 days in 2012 and none in 2014, fog 5 days in 2012 and 52 in 2015 (\`pd.crosstab(wx["year"], wx["weather"])\`). Treat year-to-year changes in fog and drizzle with care.
`,
    "Figures and axes: how matplotlib thinks": `After this lesson you can create a figure with one or several axes explicitly, draw on a chosen axes, and understand why the object-oriented interface beats \`plt.\` calls for anything beyond a quick look.

## The idea

- A **Figure** is the whole canvas (size, saving).
- An **Axes** is one plot area inside it, with its own x-axis, y-axis, title and data.
- \`plt.subplots(nrows, ncols)\` returns both: \`fig, ax\` or \`fig, axes\`.

The \`plt.plot(...)\` style draws on "whatever axes is current", which gets confusing with several panels. The object-oriented style, \`ax.plot(...)\`, says exactly where each element goes. seaborn and pandas accept \`ax=\` for the same reason.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
w2015 = wx[wx["date"].dt.year == 2015]

fig, axes = plt.subplots(nrows=2, ncols=1, figsize=(10, 6), sharex=True)

axes[0].plot(w2015["date"], w2015["temp_max"], color="tab:red", label="max")
axes[0].plot(w2015["date"], w2015["temp_min"], color="tab:blue", label="min")
axes[0].set_ylabel("°C")
axes[0].legend()

axes[1].bar(w2015["date"], w2015["precipitation"], width=1, color="tab:gray")
axes[1].set_ylabel("mm")

fig.suptitle("Seattle in 2015: temperature and precipitation")
fig.tight_layout()
fig.savefig("seattle_2015.png", dpi=150)
\`\`\`

\`sharex=True\` lines the dates up across panels so the reader can compare the same day vertically.

## Common mistake

Mixing the two styles: calling \`plt.title(...)\` after creating \`fig, axes\` puts the title on the *last* axes only. Once you have \`ax\` objects, use \`ax.set_title\`, \`ax.set_xlabel\` and \`fig.suptitle\`.

## Try it

Make a 1 × 3 figure for 2014: daily \`temp_max\` on the left, daily \`wind\` in the middle, and a bar chart of the count of each \`weather\` label on the right. Give each axes its own title and save the figure.

## Worked answer

\`\`\`python
import matplotlib.dates as mdates

w14 = wx[wx["date"].dt.year == 2014]
counts = w14["weather"].value_counts()

fig, axes = plt.subplots(1, 3, figsize=(15, 4))
axes[0].plot(w14["date"], w14["temp_max"], color="tab:red")
axes[0].set_title("Daily max temperature, 2014")
axes[0].set_ylabel("°C")
axes[1].plot(w14["date"], w14["wind"], color="tab:green")
axes[1].set_title("Daily wind, 2014")
axes[1].set_ylabel("m/s")
for ax in axes[:2]:
    ax.xaxis.set_major_formatter(mdates.DateFormatter("%b"))
axes[2].bar(counts.index, counts.values)
axes[2].set_title("Days per weather label, 2014")
axes[2].set_ylabel("Days")
fig.tight_layout()
fig.savefig("seattle_2014.png", dpi=150)
\`\`\`

- **Left:** one summer wave, from −1.6 °C on 6 February to 35.6 °C on 11 August (mean 17.0 °C).
- **Middle:** wind is noisy with no clear wave, between 0.6 and 8.8 m/s (the peak on 11 January). Monthly means run from 2.5 m/s in August to 4.5 m/s in February.
- **Right:** sun 187, rain 148, fog 28, snow 2.

The right panel has four bars, not five: 2014 has no drizzle day, so \`value_counts()\` does not list it. To show the zero and keep the same bar order as other years, use \`counts = w14["weather"].value_counts().reindex(["sun", "rain", "fog", "drizzle", "snow"], fill_value=0)\`. The \`DateFormatter("%b")\` lines keep the date ticks short, because a 5-inch panel has no room for full dates.
`,
    "Line, bar and scatter plots": `After this lesson you can pick the right basic chart for a question and draw line, bar and scatter plots from aggregated pandas data.

## The idea

| question | chart | matplotlib |
| --- | --- | --- |
| how does it change over time? | line | \`ax.plot(x, y)\` |
| how do categories compare? | bar (horizontal for long labels) | \`ax.bar\`, \`ax.barh\` |
| how do two measures relate? | scatter | \`ax.scatter(x, y)\` |

Aggregate first, plot second: daily data is noisy, so a monthly line usually tells the story better.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])

monthly = wx.set_index("date").resample("MS").agg({"temp_max": "mean", "precipitation": "sum"})
rain_by_month = wx.groupby(wx["date"].dt.month)["precipitation"].mean()

fig, axes = plt.subplots(1, 3, figsize=(15, 4))

axes[0].plot(monthly.index, monthly["temp_max"], marker="o", markersize=3)
axes[0].set_title("Monthly mean of daily max temperature")

axes[1].bar(rain_by_month.index, rain_by_month.values)
axes[1].set_xticks(range(1, 13))
axes[1].set_title("Mean daily precipitation by month")

axes[2].scatter(wx["temp_min"], wx["temp_max"], s=8, alpha=0.3)
axes[2].set_title("Daily min vs max temperature")

fig.tight_layout()
plt.show()
\`\`\`

## Common mistake

Using a line chart for categories (the line between "fog" and "rain" implies an order and an in-between that does not exist), or a bar chart whose y-axis does not start at zero. Bars encode value by length, so a truncated axis exaggerates differences; lines may use a zoomed axis.

## Try it

Draw a horizontal bar chart of the number of days per \`weather\` label, sorted from most to least frequent. Then a scatter of \`wind\` against \`precipitation\` with \`alpha=0.3\`; describe in one sentence what the cloud shows.

## Worked answer

\`\`\`python
counts = wx["weather"].value_counts()  # sorted, largest first

fig, axes = plt.subplots(1, 2, figsize=(12, 4))
axes[0].barh(counts.index, counts.values)
axes[0].invert_yaxis()  # barh draws the first row at the bottom
axes[0].set_xlabel("Days, 2012-2015")

axes[1].scatter(wx["wind"], wx["precipitation"], s=10, alpha=0.3)
axes[1].set_xlabel("Wind (m/s)")
axes[1].set_ylabel("Precipitation (mm)")
fig.tight_layout()
plt.show()
\`\`\`

The bars read, top to bottom: rain 641, sun 640, fog 101, drizzle 53, snow 26. Rain and sun are nearly tied at 44% of days each. Without \`invert_yaxis()\` the chart reads from least to most frequent, because \`barh\` puts the first category at the bottom.

A sentence for the scatter: "Most days sit on a flat line at 0 mm at every wind speed, and the wet days fan upwards as the wind rises, so wet days are windier but wind alone predicts little (r = 0.33)." The line at zero is the 838 dry days (57%). Only 30% of days with wind of 2 m/s or less are wet, against 79% above 6 m/s. Check the correlation with \`wx["wind"].corr(wx["precipitation"])\`.
`,
    "Customizing titles, labels and ticks": `After this lesson you can write a title that states the finding, label axes with units, format tick labels as dates, percentages or thousands, and control the axis range.

## The idea

Every chart needs: a title (ideally the takeaway, not the variable list), axis labels with units, readable ticks, and a source line. matplotlib's \`ticker\` and \`dates\` modules format ticks without changing the data.

| need | code |
| --- | --- |
| axis label with unit | \`ax.set_ylabel("Precipitation (mm)")\` |
| range | \`ax.set_ylim(0, None)\` |
| month ticks | \`ax.xaxis.set_major_locator(mdates.MonthLocator())\` |
| month names | \`ax.xaxis.set_major_formatter(mdates.DateFormatter("%b"))\` |
| percent ticks | \`ax.yaxis.set_major_formatter(mticker.PercentFormatter(1.0))\` |
| fewer ticks | \`ax.xaxis.set_major_locator(mticker.MaxNLocator(6))\` |

## Worked example

\`\`\`python
import matplotlib.dates as mdates
import matplotlib.pyplot as plt
import matplotlib.ticker as mticker
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
y14 = wx[wx["date"].dt.year == 2014].set_index("date")
wet_share = (wx.assign(wet=wx["precipitation"] > 0)
               .groupby(wx["date"].dt.month)["wet"].mean())

fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(13, 4))

ax1.plot(y14.index, y14["precipitation"].cumsum())
ax1.set_title("2014 precipitation builds up in autumn and winter")
ax1.set_ylabel("Cumulative precipitation (mm)")
ax1.xaxis.set_major_locator(mdates.MonthLocator())
ax1.xaxis.set_major_formatter(mdates.DateFormatter("%b"))
ax1.set_ylim(0, None)

ax2.bar(wet_share.index, wet_share.values)
ax2.set_title("Share of days with any precipitation, 2012-2015")
ax2.yaxis.set_major_formatter(mticker.PercentFormatter(1.0))
ax2.set_xticks(range(1, 13), ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"])

fig.text(0.01, 0.01, "Source: NOAA via the Seattle Weather data set", fontsize=8)
fig.tight_layout()
\`\`\`

## Common mistake

Rotating crowded date labels 90° instead of showing fewer ticks. Use a locator (monthly, quarterly) and a short format; rotated text is slow to read.

## Try it

Plot 2012 to 2015 monthly total precipitation as a line, with quarterly ticks formatted \`%b %Y\`, a y-axis labelled in mm starting at zero, and a title stating the pattern you see.

## Worked answer

\`\`\`python
import matplotlib.dates as mdates

monthly = wx.set_index("date")["precipitation"].resample("MS").sum()

fig, ax = plt.subplots(figsize=(14, 4))
ax.plot(monthly.index, monthly.values, marker="o", markersize=3)
ax.xaxis.set_major_locator(mdates.MonthLocator(bymonth=[1, 4, 7, 10]))
ax.xaxis.set_major_formatter(mdates.DateFormatter("%b %Y"))
ax.set_ylabel("Monthly precipitation (mm)")
ax.set_ylim(0, None)
ax.set_title("Rain peaks from October to March and nearly stops every July")
plt.show()
\`\`\`

You get 48 points and 17 ticks, from Jan 2012 to Jan 2016. At 14 inches wide the \`%b %Y\` labels fit without rotation; at 10 inches they collide, so widen the figure or tick only January and July (\`bymonth=[1, 7]\`).

The line swings from 0 mm (August 2012 and July 2013) to 284.5 mm (December 2015), with March 2014 next at 240.0 mm. Averaged by calendar month, November (160.6 mm), December (155.7) and March (151.6) are the wettest, and every month from October to March averages more than 100 mm. July averages 12.0 mm, and no July had more than 26.3 mm. That is what the title says.

Check a title against the data before you commit to "every". October and December 2013 had only 39.2 and 42.4 mm, and August 2015 had 83.3 mm, so "every winter is wet" would be false.
`,
    "Distributions with seaborn": `After this lesson you can show the distribution of a numeric variable with seaborn histograms, KDEs, ECDFs, box plots and violin plots, and compare distributions across groups.

## The idea

seaborn functions take a DataFrame (\`data=\`) and column names, and handle grouping with \`hue=\`:

| function | shows | good for |
| --- | --- | --- |
| \`sns.histplot\` | counts per bin | shape, skew, outliers |
| \`sns.kdeplot\` | smoothed density | overlaying a few groups |
| \`sns.ecdfplot\` | share of values ≤ x | reading percentiles exactly |
| \`sns.boxplot\` | median, quartiles, outliers | comparing many groups |
| \`sns.violinplot\` | density per group | shape per group |

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["season"] = wx["date"].dt.month.map(
    {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring",
     6: "summer", 7: "summer", 8: "summer", 9: "autumn", 10: "autumn", 11: "autumn"}
)
order = ["winter", "spring", "summer", "autumn"]

fig, axes = plt.subplots(1, 3, figsize=(15, 4))
sns.histplot(data=wx, x="temp_max", bins=30, ax=axes[0])
sns.kdeplot(data=wx, x="temp_max", hue="season", hue_order=order, common_norm=False, ax=axes[1])
sns.boxplot(data=wx, x="season", y="precipitation", order=order, ax=axes[2])
fig.tight_layout()

wet = wx[wx["precipitation"] > 0]
sns.ecdfplot(data=wet, x="precipitation", hue="season", hue_order=order)
plt.show()
\`\`\`

The precipitation box plot is squashed by many dry days at zero and a few very wet ones. The ECDF of wet days only is easier to read: "in winter, X% of wet days had under 10 mm".

## Common mistake

Trusting the default bin count, or comparing groups of different sizes with raw counts. Try several \`bins\` values, and use \`stat="density"\` or \`common_norm=False\` so a small group is not hidden by a large one.

## Try it

Plot \`temp_range\` (\`temp_max - temp_min\`) as a violin plot by \`weather\` label, then as a histogram with \`hue="weather"\` and \`multiple="stack"\`. Which chart makes the snow days' distribution easier to see, and why?

## Worked answer

\`\`\`python
order = ["sun", "rain", "fog", "drizzle", "snow"]

fig, axes = plt.subplots(1, 2, figsize=(14, 4.5))
sns.violinplot(data=wx, x="weather", y="temp_range", order=order, ax=axes[0])
axes[0].set_ylabel("Daily temperature range (°C)")
sns.histplot(data=wx, x="temp_range", hue="weather", hue_order=order,
             multiple="stack", ax=axes[1])
axes[1].set_xlabel("Daily temperature range (°C)")
fig.tight_layout()
plt.show()
\`\`\`

The violin plot makes snow easier to see. Every violin gets the same width whatever the group size, so the 26 snow days get as much room as the 641 rain days. Snow shows a compact shape: median 5.2 °C, middle half 3.8 to 7.2 °C, never above 9.4 °C. In the stacked histogram snow is a thin band at the bottom, at most 7 days in any bin under stacks up to 181 days tall, and you cannot see its shape.

The violins also show the real pattern. Sun days have the widest range (median 10.6 °C), and rain and snow days the narrowest (5.6 and 5.2 °C), because cloud keeps the days cooler and the nights warmer.

There are two things to notice. First, the violins' tails reach below 0 °C, a range that cannot happen: seaborn smooths past the data, and \`cut=0\` stops each violin at the observed values. Second, the histogram's jagged bar heights come from how the data was recorded: the temperatures come in 0.5–0.6 °C steps (whole °F converted), and each bin catches one or two of those steps.
`,
    "Relationships and regression plots": `After this lesson you can plot the relationship between two numeric variables with seaborn scatter and regression plots, handle overplotting, and show how a relationship differs by group.

## The idea

- \`sns.scatterplot(data, x, y, hue, size)\` shows individual points; with 1,461 days, use \`alpha\` or small markers to fight overplotting.
- \`sns.regplot\` / \`sns.lmplot\` add a fitted line with a confidence band. \`lmplot\` can split by \`hue\`, \`col\` or \`row\`; \`lowess=True\` fits a smooth curve instead of a straight line.
- \`sns.jointplot\` adds the two distributions in the margins; \`kind="hex"\` bins dense clouds.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["year"] = wx["date"].dt.year

fig, axes = plt.subplots(1, 2, figsize=(12, 4.5))
sns.scatterplot(data=wx, x="temp_min", y="temp_max", hue="weather", s=12, alpha=0.5, ax=axes[0])
sns.regplot(data=wx, x="temp_min", y="temp_max", scatter_kws={"s": 6, "alpha": 0.2},
            line_kws={"color": "black"}, ax=axes[1])
axes[1].set_title("Warmer nights go with warmer days")
fig.tight_layout()

sns.lmplot(data=wx[wx["precipitation"] > 0], x="wind", y="precipitation",
           col="year", col_wrap=2, lowess=True, scatter_kws={"s": 6, "alpha": 0.3}, height=3)

sns.jointplot(data=wx, x="temp_max", y="wind", kind="hex")
plt.show()
\`\`\`

A straight regression line is a summary, not proof. \`lowess=True\` (it needs \`statsmodels\` installed) shows whether the relationship is really straight.

## Common mistake

Letting a fitted line suggest causation or precision it does not have. A regression band is narrow when n is large even if points are scattered widely; always keep the points visible so readers see the real spread.

## Try it

Scatter \`temp_max\` against \`precipitation\` for wet days only, colored by \`weather\`, and add a \`regplot\` line. Then switch to \`lowess=True\`. Does the straight line describe the relationship fairly? Write one sentence on what the curve shows.

## Worked answer

\`\`\`python
wet = wx[wx["precipitation"] > 0]

fig, axes = plt.subplots(1, 2, figsize=(13, 4.5), sharey=True)
for ax, smooth in zip(axes, [False, True]):
    sns.scatterplot(data=wet, x="temp_max", y="precipitation", hue="weather",
                    s=14, alpha=0.5, ax=ax)
    sns.regplot(data=wet, x="temp_max", y="precipitation", scatter=False,
                lowess=smooth, line_kws={"color": "black"}, ax=ax)
    ax.set_title("lowess" if smooth else "straight line")
fig.tight_layout()
plt.show()
\`\`\`

There are 623 wet days, and only two colours appear. Every day with precipitation is labelled rain (597) or snow (26), and all drizzle and fog days have 0 mm.

The straight line does not describe the relationship fairly. It is almost flat, from 8.0 mm at 0 °C to 5.9 mm at 30 °C (slope −0.07 mm per °C, r = −0.04), and it floats above most of the points. A few days of 40–56 mm pull it up, while the median wet day has only 3.8 mm.

A sentence for the curve: "The lowess curve stays at about 4.5–5 mm up to 15 °C, then falls to about 2 mm at 25 °C and 1 mm at 30 °C, so warm wet days bring light showers." seaborn's lowess is robust: it down-weights the extreme days, which is why it runs below the straight line everywhere. Only 57 wet days are warmer than 20 °C, so the right end of the curve rests on few points.
`,
    "Categorical comparisons": `After this lesson you can compare a numeric measure across categories with seaborn's bar, point, strip and count plots, and choose whether to show totals, averages or every observation.

## The idea

| function | shows | when |
| --- | --- | --- |
| \`sns.countplot\` | number of rows per category | frequencies |
| \`sns.barplot\` | mean (or other \`estimator\`) with an error bar | comparing averages |
| \`sns.pointplot\` | means joined across an ordered category | trends by month or group |
| \`sns.stripplot\` / \`sns.swarmplot\` | every observation | small groups, showing spread |
| \`sns.boxplot\` | distribution summary | many groups |

Order categories deliberately (\`order=\`): by value for nominal categories, naturally for months.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["month"] = wx["date"].dt.month
wx["weekday"] = wx["date"].dt.day_name()

label_order = wx["weather"].value_counts().index

fig, axes = plt.subplots(1, 3, figsize=(16, 4))
sns.countplot(data=wx, y="weather", order=label_order, ax=axes[0])
sns.barplot(data=wx, x="weather", y="wind", order=label_order, estimator="median",
            errorbar=("pi", 50), ax=axes[1])
axes[1].set_title("Median wind by weather label (bars: middle 50%)")
sns.pointplot(data=wx, x="month", y="temp_max", hue="weather",
              hue_order=["sun", "rain"], errorbar=None, ax=axes[2])
fig.tight_layout()

sns.stripplot(data=wx[wx["weather"] == "snow"], x="month", y="temp_max", jitter=0.2)
plt.show()
\`\`\`

The strip plot works here because there are few snow days; with hundreds of points per category it would become a smudge.

## Common mistake

A bar chart of means without saying what the error bar is. seaborn's default is a 95% bootstrap confidence interval of the mean, not the spread of the data. Set \`errorbar=\` explicitly and say so in the title or caption.

## Try it

Compare mean \`precipitation\` by weekday with \`sns.barplot\`, ordered Monday to Sunday, with \`errorbar=("ci", 95)\`. Is there a "rainy weekend" effect, or do the intervals overlap heavily?

## Worked answer

\`\`\`python
wx["weekday"] = wx["date"].dt.day_name()
days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

fig, ax = plt.subplots(figsize=(9, 4))
sns.barplot(data=wx, x="weekday", y="precipitation", order=days,
            errorbar=("ci", 95), ax=ax)
ax.set_ylabel("Mean daily precipitation (mm)")
ax.set_title("No rainy weekend: every weekday's 95% CI overlaps the others")
plt.show()
\`\`\`

| | Mon | Tue | Wed | Thu | Fri | Sat | Sun |
| --- | --- | --- | --- | --- | --- | --- | --- |
| mean (mm) | 2.66 | 2.91 | 2.94 | 2.93 | 3.20 | 3.38 | 3.19 |
| share of days wet | 43% | 46% | 42% | 43% | 47% | 37% | 40% |

The weekend bars are a little taller (3.29 mm against 2.93 on weekdays), but each interval reaches about 0.8 to 1.1 mm either side of its mean: Monday's runs from about 1.9 to 3.5 mm, Saturday's from about 2.4 to 4.5. All seven overlap between roughly 2.4 and 3.5 mm, so there is no rainy-weekend effect, only noise. A one-way ANOVA agrees (p = 0.95).

Saturday has the highest mean but is the day least often wet (37%). A few very wet Saturdays raise its mean, which is why a mean bar needs its interval. The bootstrap is random, so your interval ends can differ by a few hundredths. Pass \`seed=0\` to \`sns.barplot\` to get the same ends on every run.
`,
    "Small multiples with FacetGrid": `After this lesson you can split one chart into a grid of small panels by category with \`FacetGrid\`, \`relplot\`, \`displot\` and \`catplot\`, sharing axes so panels compare fairly.

## The idea

Small multiples repeat the same chart for each group, on the same scales. The eye compares panels faster than it untangles eight overlapping coloured lines. seaborn's figure-level functions build the grid for you:

- \`sns.relplot\` (scatter/line), \`sns.displot\` (hist/kde/ecdf), \`sns.catplot\` (bar/box/strip...) with \`col=\`, \`row=\`, \`col_wrap=\`.
- \`sns.FacetGrid\` + \`map_dataframe\` for anything custom.

They return a \`FacetGrid\`, not an axes: use \`g.set_titles\`, \`g.set_axis_labels\`, \`g.figure.suptitle\`.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["year"] = wx["date"].dt.year
wx["month"] = wx["date"].dt.month
wx["day_of_year"] = wx["date"].dt.dayofyear

g = sns.relplot(data=wx, x="day_of_year", y="temp_max", col="year", col_wrap=2,
                kind="line", height=2.8, aspect=1.6, linewidth=0.8)
g.set_titles("{col_name}")
g.set_axis_labels("Day of year", "Max temperature (°C)")
g.figure.suptitle("Same seasonal curve every year; summer 2015 runs hot", y=1.02)

monthly = wx.groupby(["year", "month"], as_index=False)["precipitation"].sum()
g2 = sns.FacetGrid(monthly, col="year", col_wrap=4, height=2.5, sharey=True)
g2.map_dataframe(sns.barplot, x="month", y="precipitation", color="tab:blue")
g2.set_axis_labels("Month", "mm")
plt.show()
\`\`\`

The suptitle states a finding you can verify: of the four summers (June to August), 2015 has the highest mean daily maximum. Always check a title's claim with a quick \`groupby\` before you publish it.

## Common mistake

Letting every panel have its own y-axis (\`sharey=False\`) by habit. Independent scales make a dry year look as wet as a wet one. Share axes unless the groups are on genuinely different scales, and say so when they are not shared.

## Try it

Use \`sns.displot\` with \`x="temp_max"\`, \`col="weather"\`, \`kind="hist"\` and \`stat="density"\`, \`common_norm=False\`. Then redo it with \`col="year"\` and \`hue="weather"\` limited to sun and rain. Which version answers "are rainy days cooler?" more clearly?

## Worked answer

\`\`\`python
order = ["sun", "rain", "fog", "drizzle", "snow"]
sns.displot(data=wx, x="temp_max", col="weather", col_order=order, kind="hist",
            stat="density", common_norm=False, height=2.8)

sun_rain = wx[wx["weather"].isin(["sun", "rain"])]
sns.displot(data=sun_rain, x="temp_max", col="year", hue="weather", kind="hist",
            stat="density", common_norm=False, height=2.8)
plt.show()
\`\`\`

The second version answers the question more clearly. In each year's panel, rain and sun share one axis, and the rain histogram sits to the left of the sun one in all four years. The mean maximum is 12.8 to 14.2 °C on rain days and 18.9 to 21.4 °C on sun days. In the first version you have to compare across separate panels: the middle half of rain days falls between 10.0 and 16.1 °C, while sun days spread from −1.6 to 35.0 °C. \`common_norm=False\` only matters in the second version, where \`hue\` splits each panel. With \`col\` alone, every panel is already normalised on its own.

Don't stop at "rain makes it cooler". Rainy days are cooler mostly because rain falls in winter. Compare within months with \`wx.pivot_table(index="month", columns="weather", values="temp_max")\`. In July, rain days average 21.7 °C and sun days 27.0 °C. In December, rain days are warmer (9.2 against 6.5 °C), because clear winter skies let the heat escape.
`,
    "Color palettes and accessibility": `After this lesson you can choose a qualitative, sequential or diverging palette for the data type, keep colours consistent across charts, and check that a chart still works for colour-blind readers and in greyscale.

## The idea

| data | palette type | seaborn examples |
| --- | --- | --- |
| unordered categories | qualitative | \`"colorblind"\`, \`"Set2"\` |
| ordered magnitude | sequential | \`"Blues"\`, \`"viridis"\` |
| above/below a midpoint | diverging | \`"RdBu_r"\`, \`"vlag"\` |

Rules: use colour for one job per chart; keep a category's colour the same everywhere in a report (a fixed dictionary); use grey for context and one strong colour for the point; never rely on red vs green alone.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
import seaborn as sns

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["year"] = wx["date"].dt.year
wx["month"] = wx["date"].dt.month

cb = sns.color_palette("colorblind")
WEATHER_COLORS = {"sun": cb[1], "rain": cb[0], "drizzle": cb[9], "fog": cb[7], "snow": cb[4]}

fig, axes = plt.subplots(1, 2, figsize=(14, 4))
sns.countplot(data=wx, x="month", hue="weather", palette=WEATHER_COLORS, ax=axes[0])

normal = wx.groupby("month")["temp_max"].transform("mean")
anomaly = (wx.assign(anom=wx["temp_max"] - normal)
             .pivot_table(index="year", columns="month", values="anom", aggfunc="mean"))
sns.heatmap(anomaly, cmap="RdBu_r", center=0, annot=True, fmt=".1f",
            cbar_kws={"label": "°C vs 2012-2015 monthly mean"}, ax=axes[1])
fig.tight_layout()
plt.show()
\`\`\`

The heatmap is diverging because the anomaly has a meaningful zero; \`center=0\` puts white exactly there.

## Common mistake

Using a rainbow (\`"jet"\`) or a sequential palette for categories. Rainbows invent bands that are not in the data, and sequential shades imply an order between "fog" and "snow". Match the palette type to the data type.

## Try it

Re-draw the month × weather count chart in greyscale (\`palette="Greys"\`) and with your \`WEATHER_COLORS\` dictionary. Then simulate colour blindness with a free online checker on the saved PNG. Which labels become hard to tell apart, and how would you fix it (fewer categories, direct labels)?

## Worked answer

\`\`\`python
order = ["sun", "rain", "fog", "drizzle", "snow"]

fig, axes = plt.subplots(2, 1, figsize=(12, 8), sharex=True)
sns.countplot(data=wx, x="month", hue="weather", hue_order=order, palette="Greys", ax=axes[0])
sns.countplot(data=wx, x="month", hue="weather", hue_order=order, palette=WEATHER_COLORS, ax=axes[1])
for ax in axes:
    sns.move_legend(ax, "upper left", bbox_to_anchor=(1, 1), title=None, frameon=False)
fig.tight_layout()
fig.savefig("weather_by_month.png", dpi=200)
\`\`\`

Both charts show the same counts: sun peaks at 90 days in July, and rain at 75–76 in February, November and December.

- **Greys:** five steps from near-white to near-black. Sun, the tallest bars, gets the near-white \`#e9e9e9\` and almost vanishes on a white background. The shading also suggests an order (sun < rain < fog < drizzle < snow) that weather labels do not have.
- **\`WEATHER_COLORS\` printed in greyscale:** fog (\`#949494\`) and snow (\`#cc78bc\`) have the same lightness, and sun (orange) and drizzle (light blue) are close. Only rain stays clearly darker.
- **Deuteranopia or protanopia simulation:** snow's pink turns greyish blue. It sits next to fog and drizzle and is hard to tell from them. Rain and drizzle stay apart by lightness, and sun turns olive but remains distinct.

Fixes: show fewer categories. Sun and rain are 1,281 of the 1,461 days, so plot them as two lines and put fog, drizzle and snow in a small second chart (or merge them as "other"). Label the lines directly instead of using a legend. If snow must stay in the main chart, give it a hatch (\`hatch="//"\`) as well as a colour.
`,
    "Annotating the point of a chart": `After this lesson you can add text, arrows, reference lines and highlighted ranges that tell the reader what to look at, and write a title that states the finding.

## The idea

An exploratory chart asks "what is here?"; a report chart answers it. Annotation tools:

| tool | use |
| --- | --- |
| \`ax.annotate(text, xy, xytext, arrowprops)\` | point at one value |
| \`ax.axhline\` / \`ax.axvline\` | a target, average or threshold |
| \`ax.axvspan\` / \`ax.axhspan\` | highlight a period or band |
| \`ax.text\` | a direct label instead of a legend |
| title + subtitle | the finding, then the detail |

Find the values with code (\`idxmax\`, filters), never by eye, so the annotation stays right when the data changes.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
y15 = wx[wx["date"].dt.year == 2015].set_index("date")
hottest = y15["temp_max"].idxmax()
avg = wx["temp_max"].mean()

fig, ax = plt.subplots(figsize=(11, 4))
ax.plot(y15.index, y15["temp_max"], color="0.6", linewidth=0.8)
ax.plot(y15.index, y15["temp_max"].rolling(14, center=True).mean(), color="tab:red", linewidth=2)

ax.axhline(avg, color="black", linestyle="--", linewidth=0.8)
ax.text(y15.index[5], avg + 0.8, "2012-2015 average", fontsize=9)
ax.axvspan(pd.Timestamp("2015-06-01"), pd.Timestamp("2015-08-31"), color="tab:orange", alpha=0.12)

ax.annotate(
    f"Hottest day: {y15.loc[hottest, 'temp_max']:.1f} °C\\n{hottest:%d %B}",
    xy=(hottest, y15.loc[hottest, "temp_max"]),
    xytext=(hottest + pd.Timedelta(days=40), y15.loc[hottest, "temp_max"] + 1),
    arrowprops=dict(arrowstyle="->"),
)
ax.set_title("2015: a hot summer", loc="left", fontweight="bold")
ax.set_ylabel("Max temperature (°C)")
plt.show()
\`\`\`

Grey raw data, one coloured smoothed line, one shaded period, one arrow: the eye knows where to go.

## Common mistake

Annotating everything. Five arrows compete with each other and the data. Pick the one or two points that carry the message, and remove the legend when direct labels do its job.

## Try it

Chart monthly total precipitation for 2012 to 2015, mark the wettest month with an arrow and its value (found with \`idxmax\`), and add a horizontal line at the median month. Write a title that states the finding.

## Worked answer

\`\`\`python
monthly = wx.set_index("date")["precipitation"].resample("MS").sum()
wettest = monthly.idxmax()
peak = monthly.max()
median = monthly.median()

fig, ax = plt.subplots(figsize=(11, 4))
ax.plot(monthly.index, monthly.values, color="tab:blue")
ax.axhline(median, color="black", linestyle="--", linewidth=0.8)
ax.text(monthly.index[0], median + 6, f"Median month: {median:.0f} mm", fontsize=9)
ax.annotate(
    f"{wettest:%B %Y}: {peak:.1f} mm",
    xy=(wettest, peak),
    xytext=(wettest - pd.Timedelta(days=420), peak - 30),
    arrowprops=dict(arrowstyle="->"),
)
ax.set_ylim(0, peak * 1.1)
ax.set_ylabel("Monthly precipitation (mm)")
ax.set_title(f"{wettest:%B %Y} was the wettest month, {peak / median:.1f}x the median month",
             loc="left", fontweight="bold")
plt.show()
\`\`\`

The arrow points at December 2015, 284.5 mm, at the right end of the line. The dashed median is 81.65 mm (labelled 82 mm). With 48 months the median falls between the 24th and 25th values, so exactly 24 months sit above the line. The title reads "December 2015 was the wettest month, 3.5x the median month". The runner-up, March 2014 at 240.0 mm, needs no arrow of its own.

The label and the title are built from \`idxmax()\` and \`median()\`, so they stay right if you load more years. Place the text to the left of the peak, because a label to the right of the last point runs off the axes.
`,
    "Building a reusable style sheet": `After this lesson you can capture your chart choices in a matplotlib style file, apply it to every chart in a report with one line, and keep a small helper for titles and source notes.

## The idea

A \`.mplstyle\` file is a list of \`rcParams\` (matplotlib's default settings). Apply it with \`plt.style.use("report.mplstyle")\`, or temporarily with \`with plt.style.context(...)\`. Styles stack: \`plt.style.use(["seaborn-v0_8-whitegrid", "report.mplstyle"])\` applies yours on top. Colours in the style's \`axes.prop_cycle\` are used by seaborn too unless you pass a palette.

## Worked example

\`report.mplstyle\`, saved next to the notebook:

\`\`\`text
figure.figsize: 10, 4
figure.dpi: 110
savefig.dpi: 200
savefig.bbox: tight
font.size: 10
axes.titlesize: 13
axes.titleweight: bold
axes.titlelocation: left
axes.spines.top: False
axes.spines.right: False
axes.grid: True
axes.grid.axis: y
grid.color: 0.9
axes.prop_cycle: cycler('color', ['0173B2', 'DE8F05', '029E73', 'D55E00', 'CC78BC'])
legend.frameon: False
\`\`\`

Using it, with a helper for the source line:

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd

plt.style.use("report.mplstyle")

def finish(fig, source="Source: NOAA daily records, Seattle Weather data set"):
    fig.text(0.01, -0.02, source, fontsize=8, color="0.4")
    return fig

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
monthly = wx.set_index("date")["temp_max"].resample("MS").mean()

fig, ax = plt.subplots()
ax.plot(monthly.index, monthly.values)
ax.set_title("Monthly mean of daily max temperature")
ax.set_ylabel("°C")
finish(fig).savefig("monthly_temp.png")
\`\`\`

## Common mistake

Copy-pasting styling code into every cell. When the brand colour changes you edit twenty places and miss three. Put settings in the style file and helpers in one function, and check the style file into the project folder with the notebook.

## Try it

Write your own \`report.mplstyle\` with at least eight settings, including a colour cycle. Redraw two earlier charts (a bar chart and a faceted chart) with it, and compare before/after side by side.

## Worked answer

\`report.mplstyle\` (sixteen settings):

\`\`\`text
figure.figsize: 10, 4
figure.dpi: 110
savefig.dpi: 200
savefig.bbox: tight
font.size: 10
axes.titlesize: 13
axes.titleweight: bold
axes.titlelocation: left
axes.spines.top: False
axes.spines.right: False
axes.grid: True
axes.grid.axis: y
axes.axisbelow: True
grid.color: 0.9
axes.prop_cycle: cycler('color', ['0173B2', 'DE8F05', '029E73', 'D55E00', 'CC78BC'])
legend.frameon: False
\`\`\`

Draw each chart once with the defaults and once inside the style, then put the pairs next to each other:

\`\`\`python
wx["year"] = wx["date"].dt.year
wx["month"] = wx["date"].dt.month
counts = wx["weather"].value_counts()
monthly = wx.groupby(["year", "month"], as_index=False)["precipitation"].sum()

def bar_chart():
    fig, ax = plt.subplots()
    ax.barh(counts.index, counts.values, color="C0")
    ax.invert_yaxis()
    ax.set_xlabel("Days, 2012-2015")
    ax.set_title("Rain and sun each label 44% of days")
    return fig

def facet_chart():
    g = sns.FacetGrid(monthly, col="year", col_wrap=2, height=2.5, aspect=1.6, sharey=True)
    g.map_dataframe(sns.barplot, x="month", y="precipitation", color="C0")
    g.set_axis_labels("Month", "Precipitation (mm)")
    g.set_titles("{col_name}")
    return g.figure

for name, make in [("bar", bar_chart), ("facet", facet_chart)]:
    make().savefig(f"{name}_before.png")
    with plt.style.context("report.mplstyle"):
        make().savefig(f"{name}_after.png")

fig, axes = plt.subplots(2, 2, figsize=(14, 8))
for row, name in zip(axes, ["bar", "facet"]):
    for ax, when in zip(row, ["before", "after"]):
        ax.imshow(plt.imread(f"{name}_{when}.png"))
        ax.set_title(f"{name}, {when}")
        ax.axis("off")
plt.show()
\`\`\`

The data do not change: bars of 641, 640, 101, 53 and 26 days, and yearly peaks of 210.5 mm (November 2012), 156.8 (September 2013), 240.0 (March 2014) and 284.5 (December 2015). The "after" versions have bold titles on the left, including each facet's year, no top or right spines on the bar chart (FacetGrid removes them anyway), light grid lines behind the bars, the first colour of your cycle (\`color="C0"\`) and a 200-dpi file.

Your style file will differ; a strong answer uses settings that change what a reader sees, not only sizes. Two things to notice in the comparison. First, \`axes.grid.axis: y\` suits vertical bars, but on the horizontal bar chart it draws lines between the bars, so call \`ax.grid(axis="x")\` for \`barh\` instead. Second, \`figure.figsize\` does not reach the FacetGrid, because seaborn sizes it from \`height\` and \`aspect\`.
`,
  },
  readings: {
    "Plot checklist before you share": `Run through this list for every chart before it leaves your notebook. It takes two minutes and catches most of the questions a reader would otherwise send back.

## Message

- [ ] The title states the finding ("Rainy days cluster from October to March"), not just the variables.
- [ ] The chart type fits the question: time → line, compare → bar, distribution → histogram/box, relationship → scatter.
- [ ] One idea per chart; a second idea gets a second chart.

## Axes and labels

- [ ] Axis labels include units (°C, mm, m/s, %).
- [ ] Bar charts start at zero.
- [ ] Dates are parsed and ticks are readable without rotation.
- [ ] Large numbers formatted (thousands separators, %, millions).
- [ ] Categories sorted by value, or in their natural order (months, weekdays).
- [ ] Small multiples share axes, or say clearly that they don't.

## Colour and accessibility

- [ ] Palette type matches data: qualitative, sequential or diverging.
- [ ] The same category has the same colour in every chart.
- [ ] Readable for colour-blind readers (avoid red/green only); test in greyscale.
- [ ] Text is at least 8-9 pt at the final size.

## Honesty

- [ ] Error bars are explained (CI, SD, percentile range).
- [ ] Filters and date ranges are stated ("wet days only, 2012-2015").
- [ ] Aggregation is stated (mean of daily max, monthly total).
- [ ] No cherry-picked axis range that exaggerates a change.

## Finish

- [ ] Source line present.
- [ ] Legend only if direct labels will not do; no frame.
- [ ] Saved at the right size and resolution (\`dpi=200\`, \`bbox_inches="tight"\`).

## A quick self-check cell

\`\`\`python
import matplotlib.pyplot as plt

def audit(ax):
    """Print the basics a reader will look for."""
    print("title:", ax.get_title(loc="left") or ax.get_title() or "MISSING")
    print("x label:", ax.get_xlabel() or "MISSING", "| y label:", ax.get_ylabel() or "MISSING")
    print("y range:", ax.get_ylim())
    legend = ax.get_legend()
    print("legend entries:", [t.get_text() for t in legend.get_texts()] if legend else "none")

fig, ax = plt.subplots()
audit(ax)
\`\`\`

Run \`audit(ax)\` on each chart in your pack; anything marked MISSING gets fixed before you share.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "viz-k1",
          type: "single",
          prompt:
            'After fig, axes = plt.subplots(1, 2), you call plt.title("Rides by month"). Where does the title appear?',
          choices: [
            { id: "a", text: "On the last (right-hand) axes only" },
            { id: "b", text: "Centred above both panels" },
            { id: "c", text: "On both panels" },
            { id: "d", text: "Nowhere, because plt.title raises an error once axes exist" },
          ],
          correct: "a",
          explanation:
            "The pyplot functions act on the current axes, which is the last one created. Once you hold ax objects, use ax.set_title for one panel and fig.suptitle for a title over the whole figure.",
        },
        {
          id: "viz-k2",
          type: "numeric",
          prompt:
            "A bar chart compares 52 and 48 thousand rides, but its y-axis starts at 45. How many times longer does the 52 bar look than the 48 bar? (Round to 2 decimals.)",
          answer: 2.33,
          tolerance: 0.01,
          explanation:
            "The visible bars run from 45, so their lengths are 52 − 45 = 7 and 48 − 45 = 3: 7 / 3 ≈ 2.33 times, for values that differ by only about 8% (52 / 48 ≈ 1.08). Bars encode value by length, so their axis must start at zero.",
        },
        {
          id: "viz-k3",
          type: "single",
          prompt:
            'sns.barplot(data=rides, x="weather", y="duration") draws a black line on each bar by default. What is it?',
          choices: [
            { id: "a", text: "A 95% bootstrap confidence interval of the mean" },
            { id: "b", text: "The standard deviation of the rides" },
            { id: "c", text: "The range from the shortest to the longest ride" },
            { id: "d", text: "The interquartile range" },
          ],
          correct: "a",
          explanation:
            'seaborn\'s default error bar is a 95% bootstrap confidence interval of the mean: uncertainty about the average, not the spread of individual rides (that would be errorbar="sd"). Set errorbar= explicitly and say in the caption which one you show.',
        },
        {
          id: "viz-k4",
          type: "multiple",
          prompt: "Which choices make a chart easier to read correctly?",
          choices: [
            { id: "a", text: "A qualitative palette for weather types such as fog, rain and snow" },
            { id: "b", text: "Shared y-axes across FacetGrid panels comparing years" },
            { id: "c", text: "Fewer date ticks with a monthly locator instead of labels rotated 90°" },
            { id: "d", text: "A line chart connecting weather categories" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "Categories need distinct, unordered colours; shared axes keep a dry year from looking as wet as a wet one; fewer, short tick labels are faster to read than rotated text. A line between categories implies an order and in-between values that do not exist.",
        },
        {
          id: "viz-k5",
          type: "single",
          prompt:
            "You compare ride durations of members (90,000 rides) and casual riders (8,000 rides) with overlaid histograms. What keeps the small group visible?",
          choices: [
            { id: "a", text: 'Plot densities with stat="density" and common_norm=False' },
            { id: "b", text: "Keep raw counts and use more bins" },
            { id: "c", text: "Use the jet colour map" },
            { id: "d", text: "Drop the member rides" },
          ],
          correct: "a",
          explanation:
            "Raw counts make the 8,000-ride group a sliver under the 90,000-ride group. Normalising each group separately compares shapes on equal footing. More bins do not fix the scale difference, and dropping a group removes the comparison.",
        },
        {
          id: "viz-k6",
          type: "single",
          prompt: "A chart's message is that rides dropped on one storm day. How should you annotate it?",
          choices: [
            { id: "a", text: "One annotation on the storm day, with the point stated in the title" },
            { id: "b", text: "An arrow on every unusual day so nothing is missed" },
            { id: "c", text: "A legend entry for the storm day" },
            { id: "d", text: "No annotation: readers will find it" },
          ],
          correct: "a",
          explanation:
            "Annotate the one or two points that carry the message; five arrows compete with each other and the data. A direct label beats sending readers to a legend.",
        },
      ],
    },
  },
  projectBrief: `# Project: bike-share chart pack

## Scenario

Emerald Cycles, a fictional Seattle bike-share operator, plans staff rotas and bike maintenance around the weather. Its operations director wants a monthly report section, "Weather and riding conditions", that every manager can read in two minutes. You will build the chart pack in Python and leave a notebook that regenerates it.

## The data

The **Seattle Weather** data set from the data playground, daily table \`seattle-weather.csv\` (one row per day, 2012 to 2015): \`date\`, \`precipitation\` (mm), \`temp_max\`, \`temp_min\` (°C), \`wind\` (m/s), \`weather\` (sun, rain, drizzle, fog, snow). Optionally, \`seattle-weather-hourly-normals.csv\` for typical conditions. Define a "good riding day" as no precipitation, \`temp_max\` between 12 and 28 °C and \`wind\` under 5 m/s (keep these thresholds as variables).

## Questions to answer

1. How many good riding days does each month have on average, and how did each year compare?
2. How do daily maximum temperatures vary through the year, and which year had the warmest summer?
3. How is precipitation distributed on wet days by season: are winter wet days wetter, or just more frequent?
4. How often does each weather label occur in each month?
5. Is wind stronger on wet days than dry days?
6. Which weeks were the most unusual (temperature far from that month's mean) and what happened?

## Deliverables

- Six charts, one per question, in a consistent style from your own \`report.mplstyle\`, saved as PNG at 200 dpi.
- At least one small-multiples chart (FacetGrid, \`relplot\`, \`displot\` or \`catplot\`) and at least one annotated chart.
- A one-page PDF or markdown summary that puts the charts in order, each with a one-sentence finding.
- The notebook \`chart_pack.ipynb\` that builds everything from the CSV.

## Hand-in checklist

- [ ] Every chart passes the "Plot checklist before you share" reading.
- [ ] Titles state findings; axes have units; bars start at zero.
- [ ] Weather labels have the same colour in every chart, from one dictionary.
- [ ] Palettes are colour-blind safe.
- [ ] Thresholds and date ranges are parameters at the top of the notebook.
- [ ] Restart & Run All regenerates every PNG.
`,
} satisfies CourseNotes;
