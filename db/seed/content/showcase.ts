import type { projectLikes, showcaseProjects } from "~/db/schema/catalog.ts";
import type { ProjectImageSeed } from "./types.ts";
import { demoUserSeed } from "./users.ts";

/** Markdown code fence, kept out of the template literals below for readability. */
const FENCE = "```";

type ShowcaseBase = Omit<typeof showcaseProjects.$inferInsert, "images" | "likeCount" | "createdAt"> & {
  id: string;
  authorId: string;
  createdAt: string;
  /** Alt texts of the images, in order; files are /images/showcase/<id>-<n>.png. */
  imageAlts: string[];
  /** How many other learners like the project; the like rows are derived from it below. */
  likes: number;
};

const base: ShowcaseBase[] = [
  {
    id: "prj_01-seattle-weather-workbook",
    authorId: "usr_mei-nakamura",
    title: "Seattle Weather Patterns Workbook",
    summary:
      "An Excel workbook that turns four years of daily Seattle observations into a month-by-month guide to rain, sun and temperature.",
    body: `## The question

A friend planning an outdoor wedding in Seattle asked me which month gives the best odds of a dry day. I used the playground's daily weather file (1,461 days from 2012 to 2015) to answer with data instead of guesses.

## Approach

- Loaded the CSV with Power Query and added month and year columns
- Built PivotTables of total precipitation, wet days and weather category by month
- Used conditional formatting to turn a week-by-weekday grid into a calendar heat map of rainfall

## Findings

- **July is the clear winner**: an average July brought only 12 mm of rain, against 161 mm in November
- 90 of the 124 July days in the data were classified as sun, compared with 28 of 124 January days
- 2013 was the driest year with 828 mm; 2012 and 2014 both passed 1,220 mm
- The single wettest day was 15 March 2015, with 55.9 mm

## What I learned

PivotTables answered most questions in minutes, but the heat map needed a helper table with one row per week. Next time I would build that calendar table first and point everything at it.`,
    tools: "Excel, Power Query",
    imageAlts: [
      "Line chart of average daily precipitation by month, lowest in July and highest in November",
      "Bar chart of sunny days by month, peaking in July",
    ],
    link: "",
    published: true,
    createdAt: "2026-05-27T10:24:00Z",
    likes: 9,
  },
  {
    id: "prj_02-airport-directory-sql",
    authorId: "usr_tiago-ferreira",
    title: "Which States Have the Most Airports? A SQL Deep-Dive",
    summary:
      "Profiling and querying the US airports directory in PostgreSQL to see where more than 3,000 airfields cluster, and how clean the table really is.",
    body: `## Overview

The airports directory has 3,376 rows with a location code, name, city, state and coordinates. I wanted to know where airports cluster and whether the table could be trusted before using it in a bigger project.

## Cleaning

- 4 rows are outside the USA (Thailand, Palau, the Northern Mariana Islands and Micronesia), so I excluded them
- The state column has 57 distinct values, because it also covers territories such as Puerto Rico and Guam
- Every location code turned out to be unique, so it works as a primary key

## Key query

${FENCE}sql
SELECT state,
       COUNT(*) AS airports,
       RANK() OVER (ORDER BY COUNT(*) DESC) AS state_rank
FROM airports
WHERE country = 'USA'
GROUP BY state
ORDER BY airports DESC
LIMIT 10;
${FENCE}

## Findings

- **Alaska has 263 airports**, more than Texas (209) or California (205), because many communities can only be reached by air
- The top three states hold 20% of all US airports in the table
- Oklahoma, Florida and Ohio follow with about 100 each

## Next steps

I want to join a state area table and compare airports per 1,000 square miles, where small states like Ohio should overtake Alaska by a wide margin.`,
    tools: "SQL, PostgreSQL",
    imageAlts: [
      "Map-like scatter plot of airport locations across the United States",
      "Horizontal bar chart of the ten states with the most airports, led by Alaska",
    ],
    link: "",
    published: true,
    createdAt: "2026-07-29T19:02:00Z",
    likes: 7,
  },
  {
    id: "prj_03-sp500-drawdowns",
    authorId: "usr_amara-osei",
    title: "S&P 500 Drawdowns and Recoveries, 2000-2010",
    summary:
      "A pandas notebook that measures how deep the dot-com and 2008 crashes were, and how long the index stayed below its previous peak.",
    body: `## Goal

Quantify the two big crashes in the monthly S&P 500 series (January 2000 to March 2010) and show how long an investor would have been under water.

## Method

- Parsed the text dates with \`pd.to_datetime\` and used them as the index
- Calculated monthly returns with \`pct_change()\` and the running peak with \`cummax()\`
- Defined the drawdown as the index value divided by the running peak, minus one

${FENCE}python
df["peak"] = df["price"].cummax()
df["drawdown"] = df["price"] / df["peak"] - 1
worst = df["drawdown"].idxmin()
print(worst.date(), round(df.loc[worst, "drawdown"] * 100, 1))
${FENCE}

## Results

- **The 2007-2009 crash was the deepest at -52.6%**, from 1,549 in October 2007 to 735 in February 2009
- The dot-com decline took the index from 1,518 in August 2000 to 815 in September 2002, a fall of 46%
- Only 70 of the 122 monthly returns were positive, and the standard deviation of monthly returns was 4.6%
- March 2010 closed at 1,140, still below where the series started

## Takeaway

Plotting the drawdown as a shaded area under the price line told the recovery story far better than the price chart alone. I am now extending the notebook with the tech stocks data set to compare individual companies.`,
    tools: "Python, pandas, Matplotlib",
    imageAlts: [
      "Line chart of the S&P 500 from 2000 to 2010 with drawdowns shaded below",
      "Bar chart of average return by calendar month",
    ],
    link: "",
    published: true,
    createdAt: "2024-05-27T08:40:00Z",
    likes: 11,
  },
  {
    id: "prj_04-regional-sales-power-bi",
    authorId: "usr_kofi-boateng",
    title: "Regional Retail Sales Dashboard",
    summary:
      "A two-page Power BI report for a fictional outdoor-gear retailer, with a star schema, time-intelligence DAX and a region drill-through.",
    body: `## Brief

The final project of my Power BI course: give the sales director of a fictional outdoor-gear retailer one place to track revenue, margin and orders by region, category and month.

## Data model

- One fact table of 18,406 order lines and four dimensions: date, product, store and region
- A dedicated date table marked as such, so time-intelligence functions behave
- All measures live in a separate measures table

${FENCE}dax
Revenue YoY % =
VAR CurrentRevenue = [Total Revenue]
VAR PriorRevenue =
    CALCULATE ( [Total Revenue], SAMEPERIODLASTYEAR ( 'Date'[Date] ) )
RETURN
    DIVIDE ( CurrentRevenue - PriorRevenue, PriorRevenue )
${FENCE}

## Highlights

- Revenue of **$4.82M** with a 38.4% gross margin and an average order of $262
- The West region grew 14% year over year while the North-East shrank 3%
- Camping equipment is 41% of revenue but only 29% of margin, so heavy discounting there is worth a closer look

## What I would change

The first version had eleven visuals on one page. Cutting it to five, and moving detail to a drill-through page, made the report much easier to read.`,
    tools: "Power BI, DAX, Power Query",
    imageAlts: [
      "Dashboard with KPI cards for revenue, margin and orders above a bar chart of revenue by region",
      "Line chart of monthly revenue against the same month last year",
      "Drill-through page with a table of top products in the selected region",
    ],
    link: "",
    published: true,
    createdAt: "2024-07-15T14:12:00Z",
    likes: 12,
  },
  {
    id: "prj_05-disaster-deaths-tableau",
    authorId: "usr_elena-petrova",
    title: "A Century of Disaster Deaths: A Tableau Story",
    summary:
      "A five-point Tableau story on global deaths from natural disasters since 1900, and why the long-run decline is real but uneven.",
    body: `## Why this topic

Headlines make it feel as if disasters are getting deadlier. The playground data set on deaths from natural disasters (1900 to 2017) let me check that feeling against a century of records.

## Building the story

- Grouped years into decades with a calculated field
- Built a stacked bar of deaths by decade and disaster type, with a highlight action
- Added a story point for each of the three deadliest decades, with an annotation on the main event

## Findings

- **The 1920s were the deadliest decade, with about 8.7 million deaths**, driven by droughts and epidemics
- The 2010s, covering only 2010-2017 in the data, recorded about 455,000 deaths, roughly a 95% fall
- Drought (11.7 million) and epidemics (9.6 million) account for more deaths over the whole period than every other type combined
- Earthquakes do not follow the trend: the 2000s were one of their deadliest decades

## Lessons

A log scale hid the story from non-technical viewers, so I switched back to a linear axis and used annotations instead. The two charts above are the heart of it: deaths by decade, and the total by disaster type.`,
    tools: "Tableau",
    imageAlts: [
      "Bar chart of natural disaster deaths by decade from the 1900s to the 2010s",
      "Horizontal bar chart of total deaths by disaster type",
    ],
    link: "",
    published: true,
    createdAt: "2026-10-28T16:55:00Z",
    likes: 8,
  },
  {
    id: "prj_06-penguin-knn",
    authorId: "usr_mei-nakamura",
    title: "Classifying Palmer Penguins with k-NN",
    summary:
      "A scikit-learn pipeline that identifies penguin species from four body measurements with 98.8% test accuracy.",
    body: `## Data

344 penguins from three islands, with beak length and depth, flipper length, body mass, island and sex. I dropped the 2 rows with no measurements, leaving 342.

## Exploration

- Adelie penguins have much shorter beaks (38.8 mm on average) than Chinstrap (48.8 mm) and Gentoo (47.5 mm)
- Gentoo beaks are shallower, at 15.0 mm against about 18.3 mm for the other two species
- So **beak length and beak depth alone separate the three species** almost perfectly on a scatter plot

## Model

${FENCE}python
model = Pipeline([
    ("scale", StandardScaler()),
    ("knn", KNeighborsClassifier(n_neighbors=5)),
])
scores = cross_val_score(model, X_train, y_train, cv=5)
print(scores.mean().round(3))  # 0.985
${FENCE}

## Results

- Five-fold cross-validated accuracy of 98.5% on the training set
- 85 of 86 test penguins classified correctly; the one error was a Chinstrap predicted as Adelie
- Forgetting to scale the features dropped accuracy to 79%, because body mass in grams dominated the distances

## What I learned

Scaling matters enormously for distance-based models. Wrapping everything in a pipeline also stopped me from leaking test data into the scaler.`,
    tools: "Python, pandas, scikit-learn",
    imageAlts: [
      "Scatter plot of beak length against beak depth, colored by penguin species",
      "Confusion matrix heat map for the three penguin species",
    ],
    link: "",
    published: true,
    createdAt: "2026-08-29T07:31:00Z",
    likes: 10,
  },
  {
    id: "prj_07-movie-budgets-sql",
    authorId: "usr_jonas-weber",
    title: "Do Bigger Budgets Make Bigger Hits?",
    summary:
      "SQL analysis of more than 3,000 films comparing production budgets with worldwide grosses, finished with charts in Excel.",
    body: `## Question

Does spending more on a film reliably buy a bigger return? I used the movies data set, keeping the 3,146 films with both a production budget and a worldwide gross.

## Approach

- Defined return as worldwide gross divided by production budget
- Split films into four budget tiers with a CASE expression
- Used PERCENTILE_CONT for medians, because a few breakout hits distort the averages

${FENCE}sql
SELECT CASE
         WHEN budget < 10e6 THEN '1: under $10M'
         WHEN budget < 40e6 THEN '2: $10-40M'
         WHEN budget < 100e6 THEN '3: $40-100M'
         ELSE '4: $100M+'
       END AS tier,
       COUNT(*) AS films,
       PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY gross / budget) AS median_return,
       AVG(CASE WHEN gross < budget THEN 1.0 ELSE 0 END) AS share_losing
FROM movies
WHERE budget > 0 AND gross > 0
GROUP BY tier
ORDER BY tier;
${FENCE}

## Findings

- Budget and gross are clearly related (correlation 0.67), and 47% of films earned more than twice their budget
- **Films above $100M lost money only 13% of the time**, against 33-38% in the lower tiers
- But the median return is U-shaped: 2.4x under $10M, 1.6x at $10-40M and 2.5x above $100M

## Caveats

Grosses are not adjusted for inflation and marketing costs are missing, so "return" here is generous. Next I want to repeat this by genre.`,
    tools: "SQL, PostgreSQL, Excel",
    imageAlts: [
      "Scatter plot of production budget against worldwide gross on log scales",
      "Bar chart of median return on budget by budget tier",
    ],
    link: "",
    published: true,
    createdAt: "2026-06-28T21:08:00Z",
    likes: 6,
  },
  {
    id: "prj_08-car-mpg-regression",
    authorId: "usr_tiago-ferreira",
    title: "Predicting Fuel Economy from Engine Specs",
    summary:
      "A regression notebook on about 400 cars from 1970-1982 that explains miles per gallon with weight, horsepower and model year.",
    body: `## Goal

Build a model that predicts miles per gallon and, just as importantly, can be explained in a sentence or two.

## Exploration

- 392 cars have both miles per gallon and horsepower; I dropped the 14 incomplete rows
- Weight is the strongest single predictor (correlation -0.83), followed by horsepower (-0.78)
- Average fuel economy: USA 20.1 mpg, Europe 27.9 mpg, Japan 30.5 mpg

## Modeling

${FENCE}python
features = ["weight", "horsepower", "year"]
X_train, X_test, y_train, y_test = train_test_split(
    cars[features], cars["mpg"], test_size=0.2, random_state=42
)
model = LinearRegression().fit(X_train, y_train)
print(r2_score(y_test, model.predict(X_test)))
${FENCE}

- Weight only: test R-squared 0.69
- Weight, horsepower and model year: **test R-squared 0.79 and RMSE 3.5 mpg**
- Modeling the log of mpg removed the curve in the residuals and raised R-squared to 0.84

## Interpretation

Holding the other features fixed, each extra 1,000 lb costs about 6.4 mpg, and each newer model year adds about 0.7 mpg. Once weight is in the model, horsepower adds surprisingly little.

## Next

I want to try gradient boosting and see whether the extra accuracy is worth losing this simple story.`,
    tools: "Python, pandas, scikit-learn, seaborn",
    imageAlts: [
      "Scatter plot of car weight against miles per gallon with a fitted regression line",
      "Bar chart of average miles per gallon by region of origin",
    ],
    link: "",
    published: true,
    createdAt: "2025-01-14T12:47:00Z",
    likes: 9,
  },
  {
    id: "prj_09-gapminder-bubbles",
    authorId: "usr_lucia-marquez",
    title: "Fifty Years of Longer Lives and Smaller Families",
    summary:
      "An animated Tableau bubble chart and data story showing how life expectancy and fertility changed in 62 countries from 1955 to 2005.",
    body: `## The idea

I have always loved the moving bubble charts used in talks about global development, so I rebuilt one myself in Tableau with the gapminder data set: 62 countries measured every five years from 1955 to 2005.

## How I built it

- Fertility on the x-axis, life expectancy on the y-axis, bubble size by population
- Region colors created by aliasing the numeric cluster codes
- Year on the Pages shelf, with history trails for a handful of highlighted countries
- A parameter lets viewers pick any two countries to compare

## What the data shows

- **Average life expectancy rose from 58.6 to 74.0 years**, while average fertility halved from 4.9 to 2.4 births per woman
- The biggest gains were in Peru (+33.5 years), Iran (+32.3) and Turkey (+29.5)
- South Africa is the only country that ended lower than it started, falling back to 52.1 years in 2005 during the HIV/AIDS epidemic
- Norway led in 1955 at 73.2 years; Japan led in 2005 at 82.5

## Reflections

Animation is great in a live demo but easy to miss in a static screenshot, so the story also has small multiples for each region. Feedback from the community showcase helped me cut the captions down to one sentence each.`,
    tools: "Tableau",
    imageAlts: [
      "Bubble chart of fertility against life expectancy, with bubbles sized by population",
      "Bar chart of the countries with the largest gains in life expectancy since 1955",
      "Small multiples of life expectancy over time for six world regions",
    ],
    link: "",
    published: true,
    createdAt: "2026-09-30T18:19:00Z",
    likes: 12,
  },
  {
    id: "prj_10-hr-attrition-excel",
    authorId: "usr_aisha-rahman",
    title: "Employee Attrition Model in Excel",
    summary:
      "A logistic regression built from scratch in Excel with Solver, scoring which employees in a synthetic HR file are most likely to leave.",
    body: `## Context

As an HR coordinator moving into analytics, I wanted to show that a real predictive model can be built in the tool my team already uses. I generated a synthetic file of 1,200 employees with department, tenure, overtime, salary band and whether they left.

## Steps

- Profiled attrition with PivotTables: **14.8% of employees left** during the year
- Built a logistic regression by hand: a linear score, the logistic function, and a log-likelihood column
- Used Solver to find the coefficients that maximize the total log-likelihood
- Added a scoring sheet where a manager can type in a profile and see the predicted risk

## Findings

- Employees working regular overtime left at 29%, against 9% for everyone else
- First-year employees had a 27% attrition rate, more than double the average
- The model ranked 62% of actual leavers in its top-20% risk group

## What I learned

Building the model cell by cell made me really understand what a coefficient means. For anything bigger I would switch to Python, but the Excel version was perfect for explaining the idea to my team.`,
    tools: "Excel, Solver",
    imageAlts: ["Dashboard with attrition KPI tiles and a bar chart of attrition rate by department"],
    link: "",
    published: true,
    createdAt: "2025-03-18T09:05:00Z",
    likes: 5,
  },
  {
    id: "prj_11-co2-temperature",
    authorId: "usr_amara-osei",
    title: "CO2 and Global Temperature: Testing the Link",
    summary:
      "Combining the Mauna Loa CO2 record with global temperature anomalies in Python, and being careful about what a correlation can prove.",
    body: `## Data

- Monthly CO2 concentration from March 1958 to April 2020: 741 readings, rising from 315.7 to 416.2 ppm
- Yearly global temperature anomalies from 1880 to 2023, with 2023 the warmest year at +1.17 °C

## Approach

${FENCE}python
co2_year = (
    co2.assign(year=co2["date"].dt.year)
       .groupby("year")["co2"].agg(["mean", "count"])
       .query("count == 12")
)
both = co2_year.join(temp.set_index("year"), how="inner")
print(both["mean"].corr(both["temp"]))  # 0.96
${FENCE}

- Kept only years with all twelve monthly CO2 readings, leaving 60 years that overlap both series
- Fitted an ordinary least squares line with statsmodels

## Findings

- **Annual mean CO2 and temperature anomaly correlate at r = 0.96**
- The fitted slope is about 1.05 °C of warming per 100 ppm of CO2
- Annual mean CO2 went from 317 ppm in 1960 to 415 ppm in 2020

## Caveats

Two trending series will always correlate strongly. When I correlated year-to-year changes instead, the relationship became much weaker, which is what you would expect from noisy annual temperatures. The physics, not this regression, is what makes the causal case, and I say so in the write-up.`,
    tools: "Python, pandas, statsmodels",
    imageAlts: [
      "Dual line chart of CO2 concentration and global temperature anomaly since 1958",
      "Scatter plot of annual CO2 against temperature anomaly with a trend line",
    ],
    link: "",
    published: true,
    createdAt: "2025-04-22T15:33:00Z",
    likes: 8,
  },
  {
    id: "prj_12-zip-airport-distance",
    authorId: "usr_noah-brennan",
    title: "How Far Is Every ZIP Code from an Airport?",
    summary:
      "A SQL distance analysis joining 42,049 ZIP codes to 3,372 airports, mapped in Tableau to show where air access is thinnest.",
    body: `## Why

I work in logistics and we often ask how far a customer is from the nearest airfield. Two playground data sets, US ZIP codes and US airports, made it possible to answer for the whole country.

## Approach

- Computed great-circle distances with the haversine formula in SQL
- Used a lateral join to keep only the nearest airport for each ZIP code
- Pre-filtered airports to a 2-degree box around each ZIP code, which cut the run time from minutes to seconds

${FENCE}sql
SELECT z.zip_code, z.state, nearest.name, nearest.miles
FROM zip_codes z
CROSS JOIN LATERAL (
  SELECT a.name,
         3958.8 * 2 * ASIN(SQRT(
           POWER(SIN(RADIANS(a.latitude - z.latitude) / 2), 2) +
           COS(RADIANS(z.latitude)) * COS(RADIANS(a.latitude)) *
           POWER(SIN(RADIANS(a.longitude - z.longitude) / 2), 2))) AS miles
  FROM airports a
  WHERE a.latitude BETWEEN z.latitude - 2 AND z.latitude + 2
  ORDER BY miles
  LIMIT 1
) AS nearest;
${FENCE}

## Findings

- The median ZIP code is **8.7 miles** from its nearest airport; 58% are within 10 miles and 92% within 20
- 791 ZIP codes are more than 30 miles from any airport in the directory
- Hawaii (19.0 miles), Alaska (15.5) and Wyoming (14.9) have the longest median distances; Washington, DC (1.7) and Massachusetts (5.4) the shortest

## Limits

The directory includes small airfields without scheduled flights, so this measures access to any airport, not to an airline. Filtering to commercial airports is my next step.`,
    tools: "SQL, PostgreSQL, Tableau",
    imageAlts: [
      "Map-like scatter of ZIP code locations colored by distance to the nearest airport",
      "Bar chart of median distance to the nearest airport by state",
      "Histogram of distances from ZIP codes to their nearest airport",
    ],
    link: "",
    published: true,
    createdAt: "2026-07-30T11:50:00Z",
    likes: 4,
  },
  {
    id: "prj_13-churn-cohorts-sql",
    authorId: "usr_kofi-boateng",
    title: "Subscription Churn Cohorts in SQL",
    summary:
      "Monthly retention cohorts for a fictional streaming service, built with SQL and visualized as a cohort heat map in Power BI.",
    body: `## Problem

The challenge data set for a fictional streaming service had 48,000 subscriptions with start and cancel dates. Leadership wanted to know whether newer customers stay longer than older ones.

## Cohort query

${FENCE}sql
WITH cohorts AS (
  SELECT subscriber_id,
         DATE_TRUNC('month', started_at) AS cohort_month,
         COALESCE(cancelled_at, DATE '2025-03-31') AS ended_at
  FROM subscriptions
)
SELECT cohort_month,
       m.month_number,
       COUNT(*) FILTER (WHERE ended_at >= cohort_month + m.month_number * INTERVAL '1 month')::numeric
         / COUNT(*) AS retention
FROM cohorts
CROSS JOIN generate_series(0, 12) AS m(month_number)
GROUP BY cohort_month, m.month_number
ORDER BY cohort_month, m.month_number;
${FENCE}

## Findings

- On average 71% of subscribers were still active after 3 months and 41% after 12 months
- **Annual-plan customers retained 2.3 times better** than monthly customers at month 12
- Cohorts that joined during the summer promotion churned fastest: only 58% survived month 3

## Recommendation

Move promotion budget from first-month discounts towards discounts on switching to the annual plan. I summarized this in a one-page memo alongside the Power BI report.`,
    tools: "SQL, PostgreSQL, Power BI",
    imageAlts: [
      "Cohort heat map of monthly retention, with darker cells for higher retention",
      "Line chart of retention curves for monthly and annual plans",
    ],
    link: "",
    published: true,
    createdAt: "2025-06-19T13:26:00Z",
    likes: 7,
  },
  {
    id: "prj_14-box-office-seasonality",
    authorId: "usr_yuki-sato",
    title: "Box Office Seasonality: When Do Hits Open?",
    summary:
      "A Power BI report on how US box office grosses depend on the month a film is released, after fixing some surprising dates.",
    body: `## Question

Studios talk about summer and holiday release windows. I wanted to see how big the effect really is in the movies data set.

## Cleaning first

- Release dates are stored as text, so I parsed them in Power Query
- 19 films landed in the years 2020 to 2046 because of two-digit years, so I moved them back a century after checking a few by hand
- Films without a US gross were excluded from the grossing measures

## Findings

- **December releases earned the most in total ($21.3B across 417 films)**, just ahead of June ($19.8B from 276 films)
- June has by far the highest median US gross per film, at $48.3M, versus $15.7M in January
- January is the quietest month in the data, with only 157 releases and $4.1B in total

## Design notes

- One bar chart for totals and one for medians, because the totals mostly reflect how many films open each month
- A slicer for genre, which shows that horror films do not follow the summer pattern

## What I learned

Checking the date range before anything else saved me from a chart with films released in 2046.`,
    tools: "Power BI, Power Query, DAX",
    imageAlts: [
      "Column chart of total US gross by release month, highest in December and June",
      "Report page with KPI cards and a chart of median gross per film by month",
    ],
    link: "",
    published: true,
    createdAt: "2026-07-02T20:14:00Z",
    likes: 6,
  },
  {
    id: "prj_15-alaska-airfields",
    authorId: "usr_rafael-costa",
    title: "Alaska's Airfields: Mapping Aviation on the Last Frontier",
    summary: "An interactive Plotly map of Alaska's 263 airports and a look at why the state needs so many of them.",
    body: `## Background

While working through the airport audit project, I noticed that Alaska had more airports than any other state. I built this notebook to understand why.

## What I did

- Filtered the airports directory to Alaska and plotted every airport on an interactive Plotly map
- Joined a state area table to compare airport density across states
- Flagged airports north of the Arctic Circle (latitude above 66.56°)

## Findings

- Alaska has 263 airports, **7.8% of all airports** in the directory
- Adjusted for land area it is one of the sparsest states: about 0.4 airports per 1,000 square miles, against 2.2 in Ohio
- 31 Alaskan airports sit north of the Arctic Circle
- Anchorage is the only Alaskan city with three airports in the directory

## Learned

Raw counts and rates can tell opposite stories. I now always ask "per what?" before ranking anything.`,
    tools: "Python, pandas, Plotly",
    imageAlts: ["Map-like scatter plot of airports across Alaska, with Arctic airports highlighted"],
    link: "",
    published: true,
    createdAt: "2026-08-01T06:58:00Z",
    likes: 3,
  },
  {
    id: "prj_16-penguin-field-report",
    authorId: "usr_lucia-marquez",
    title: "Palmer Penguins Field Report Dashboard",
    summary: "A one-page Power BI field report comparing the three penguin species by island and body measurements.",
    body: `## Purpose

A playful but realistic brief: summarize a season of penguin measurements for a research team that has no time to read tables.

## Contents

- KPI cards for penguins measured, species and islands
- A decomposition tree from island to species to sex
- Box plots of body mass and flipper length by species

${FENCE}dax
Avg Body Mass (kg) =
DIVIDE (
    AVERAGE ( Penguins[Body Mass (g)] ),
    1000
)
${FENCE}

## Findings

- 344 penguins: 152 Adelie, 124 Gentoo and 68 Chinstrap
- Gentoo penguins were only found on Biscoe and Chinstrap only on Dream, while Adelie appear on all three islands
- **Gentoo are the heavyweights at 5.08 kg on average**, against about 3.7 kg for the other two species
- Gentoo flippers average 217 mm, versus 190 mm for Adelie

## Learned

Decomposition trees are great for exploring, but I replaced mine with a simple matrix for the printed version.`,
    tools: "Power BI, DAX",
    imageAlts: ["Dashboard with KPI tiles, a bar chart of penguins by island and species, and body mass ranges"],
    link: "",
    published: true,
    createdAt: "2026-09-01T10:37:00Z",
    likes: 5,
  },
  {
    id: "prj_17-ab-test-checkout",
    authorId: "usr_liam-oconnor",
    title: "A/B Testing a Checkout Redesign",
    summary:
      "Analyzing a simulated two-week experiment on a new checkout page with a two-proportion z-test and a bootstrap confidence interval.",
    body: `## Setup

The experiment from the statistics course: 48,000 sessions split evenly between the current checkout (control) and a redesigned one-page checkout (variant).

## Analysis

${FENCE}python
from statsmodels.stats.proportion import proportions_ztest

conversions = [744, 830]  # control, variant
sessions = [24_000, 24_000]
z, p = proportions_ztest(conversions, sessions)
print(round(z, 2), round(p, 3))  # 2.21 0.027
${FENCE}

- Checked sample ratio mismatch first: the split was 50.0% / 50.0%
- Ran a two-proportion z-test and a 10,000-sample bootstrap of the difference

## Results

- Control converted at 3.10% and the variant at 3.46%, a **relative lift of 11.6%**
- The difference is significant at the 5% level (p = 0.027)
- The 95% confidence interval for the absolute lift runs from 0.04 to 0.68 percentage points, so the true effect could be small

## Recommendation

Ship the redesign, but keep monitoring: the lower end of the interval would barely cover the cost of the change. I fixed the sample size before the test started and did not look at the results until it ended, so the p-value means what it says.`,
    tools: "Python, pandas, statsmodels, SciPy",
    imageAlts: [
      "Bar chart of conversion rate for control and variant with confidence intervals",
      "Histogram of bootstrapped differences in conversion rate",
    ],
    link: "",
    published: true,
    createdAt: "2025-10-15T17:44:00Z",
    likes: 9,
  },
  {
    id: "prj_18-life-expectancy-sql",
    authorId: "usr_mei-nakamura",
    title: "Life Expectancy Gaps with SQL Window Functions",
    summary:
      "Using LAG, RANK and averages over partitions to measure how the gap between world regions changed from 1955 to 2005.",
    body: `## Goal

Practice window functions on a data set small enough to check by eye: 682 rows of country, year, population, life expectancy and fertility.

## Techniques

- \`AVG() OVER (PARTITION BY region, year)\` for regional averages next to every country
- \`LAG()\` to get each country's change since the previous five-year reading
- \`RANK()\` to find the top three improvers within each region

${FENCE}sql
SELECT country, region, year, life_expect,
       life_expect - LAG(life_expect) OVER (PARTITION BY country ORDER BY year) AS change_5y,
       life_expect - AVG(life_expect) OVER (PARTITION BY region, year) AS vs_region
FROM gapminder
ORDER BY country, year;
${FENCE}

## Findings

- In 1955 the gap between Europe (66.5 years) and South Asia (45.1) was 21.4 years; by 2005 it was 16.0 years (78.9 against 62.9)
- **Sub-Saharan Africa was the only region to go backwards**, from 57.9 years in 1985 to 55.9 in 2005
- The Middle East and North Africa gained the most, 18.1 years over the half-century

## Learned

Mapping the numeric cluster codes to region names in a small lookup table made every query easier to read.`,
    tools: "SQL, SQLite",
    imageAlts: ["Line chart of average life expectancy by world region from 1955 to 2005"],
    link: "",
    published: true,
    createdAt: "2026-10-02T08:12:00Z",
    likes: 7,
  },
  {
    id: "prj_19-seattle-sun-dashboard",
    authorId: "usr_demo-learner",
    title: "My First Dashboard: Seattle Sun and Rain",
    summary:
      "My first portfolio piece: an Excel dashboard on four years of Seattle weather, built after the rainfall guided project.",
    body: `## Why I made this

I finished the "Forecasting Seattle Rainfall in Excel" guided project and wanted to build something of my own with the same data before moving on.

## What's inside

- KPI tiles for total days, sunny days, rainy days and the hottest day
- A column chart of sunny days by month and a line chart of average high temperature
- Slicers for year and weather type

## What I found

- Sunny and rainy days are almost perfectly balanced: **640 sun days against 641 rain days**
- 2012 was the gloomiest year, with 191 rainy days and only 118 sunny ones
- The hottest day was 11 August 2014 at 35.6 °C, and August averaged a 26.1 °C high

## Next steps

- Learn Power Query properly so the refresh is one click
- Try the same dashboard in Power BI`,
    tools: "Excel",
    imageAlts: ["Excel dashboard with KPI tiles and a column chart of sunny days by month"],
    link: "",
    published: true,
    createdAt: "2026-01-20T19:30:00Z",
    likes: 4,
  },
  {
    id: "prj_20-critics-vs-audiences",
    authorId: "usr_chloe-dubois",
    title: "Critics vs Audiences: Movie Ratings in Tableau",
    summary:
      "Comparing Rotten Tomatoes scores with IMDB ratings for more than 2,000 films, and finding the genres where critics and audiences disagree most.",
    body: `## Question

Do critics and everyday viewers like the same films? The movies data set has both a Rotten Tomatoes score and an IMDB rating for 2,260 films.

## Build

- A scatter plot of the two ratings with a trend line and a reference band
- A diverging bar chart of average rating by genre, with both scores rescaled to 0-100
- A calculated field for the disagreement, so viewers can sort films by how much the two scores differ

## Findings

- The two ratings agree more than I expected: **correlation of 0.74**
- Documentaries score highest with both groups (81% on Rotten Tomatoes, 7.0 on IMDB)
- Horror is the least loved by critics at 41%, and also lowest on IMDB at 5.7
- Dramas get noticeably more critic love (63%) than comedies (48%)

## Learned

Putting two scales on the same 0-100 range needed a clear footnote, or the comparison looked misleading. Feedback on the first draft from other learners helped a lot.`,
    tools: "Tableau",
    imageAlts: [
      "Scatter plot of Rotten Tomatoes score against IMDB rating with a trend line",
      "Bar chart of average critic and audience rating by genre",
    ],
    link: "",
    published: true,
    createdAt: "2026-06-30T09:15:00Z",
    likes: 6,
  },
  {
    id: "prj_21-september-effect-excel",
    authorId: "usr_tiago-ferreira",
    title: "Is There a September Effect? S&P 500 Seasonality in Excel",
    summary:
      "Testing a popular stock market myth with ten years of monthly S&P 500 returns, AVERAGEIFS and a quick t-test.",
    body: `## The myth

Some investors believe September is reliably the worst month for stocks. With the monthly S&P 500 series from 2000 to 2010 I could check it in Excel in an afternoon.

## Method

- Calculated monthly returns in a helper column and the month name with TEXT
- Used AVERAGEIFS and COUNTIFS to get the average return and the share of positive months for each calendar month
- Ran T.TEST (unequal variances) to compare September with all other months

## Results

- **September did have the lowest average return, at -2.4%**, just behind February at -2.3%
- April was the best month, averaging +2.3%
- But only 10 Septembers are in the data, and September returns swing by 5.6% (standard deviation), so the difference is not significant (Welch's t-test, p = 0.19)

## What I learned

A striking bar chart can be built from almost pure noise. I now add the number of observations to every seasonal chart I make.`,
    tools: "Excel",
    imageAlts: ["Bar chart of average S&P 500 return by calendar month, with September lowest"],
    link: "",
    published: true,
    createdAt: "2026-04-02T07:49:00Z",
    likes: 3,
  },
  {
    id: "prj_22-country-clusters-python",
    authorId: "usr_amara-osei",
    title: "Clustering Countries by Development Path",
    summary:
      "Using k-means on 50 years of life expectancy and fertility to group countries by how they developed, not where they are.",
    body: `## Idea

The gapminder data set groups countries by region. I wanted to know whether countries that developed in the same way end up in the same group when geography is ignored.

## Features

- One row per country, with life expectancy and fertility at all 11 time points (22 features)
- Standardized every feature before clustering
- Chose k = 4 by comparing silhouette scores for k from 2 to 8

${FENCE}python
pipeline = make_pipeline(StandardScaler(), KMeans(n_clusters=4, n_init=20, random_state=7))
labels = pipeline.fit_predict(wide)
print(silhouette_score(StandardScaler().fit_transform(wide), labels))  # 0.41
${FENCE}

## Clusters

- **Early transitioners**: long lives and small families already in 1955, mostly in Europe plus Japan and Australia
- **Fast catch-up**: countries such as South Korea, Chile and Iran that closed most of the gap by 2005
- **Late transitioners**: fertility still above 4 in 1990, including Pakistan, Afghanistan and Nigeria
- **Stalled**: countries where life expectancy fell after 1990, led by South Africa and Kenya

## Reflection

The clusters match the regions only partly (adjusted Rand index 0.32), which is the interesting part: geography explains less than I expected.`,
    tools: "Python, pandas, scikit-learn",
    imageAlts: [
      "Scatter plot of countries by fall in fertility and life expectancy in 2005, colored by cluster",
      "Line chart of average life expectancy over time for each cluster",
    ],
    link: "",
    published: true,
    createdAt: "2026-09-27T14:40:00Z",
    likes: 5,
  },
  {
    id: "prj_23-disaster-types-draft",
    authorId: "usr_jonas-weber",
    title: "Disaster Deaths by Type (draft)",
    summary: "Work in progress: a Python notebook on which kinds of natural disaster have become less deadly.",
    body: `## Status

Draft. The charts are done; the write-up is not.

## Plan

- Compare deaths by decade for droughts, epidemics, floods and earthquakes
- Show each type as a share of its own peak decade, so small categories stay visible
- Add population data to turn counts into rates

## Early notes

- Drought deaths collapsed from millions per decade before 1970 to about 1,100 in the 2000s
- Earthquake deaths have no clear trend, with 450,000 in the 2000s`,
    tools: "Python, pandas, Matplotlib",
    imageAlts: ["Small multiple line charts of disaster deaths by decade for four disaster types"],
    link: "",
    published: false,
    createdAt: "2026-09-03T21:40:00Z",
    likes: 0,
  },
  {
    id: "prj_24-fuel-economy-draft",
    authorId: "usr_demo-learner",
    title: "What Drives Fuel Economy? (work in progress)",
    summary: "A draft comparing fuel economy by cylinders and origin, starting in Excel and moving to Python.",
    body: `## Where I am

Halfway through. I have summarized the cars data set in Excel and started the same analysis in a Python notebook.

## So far

- Four-cylinder cars average 29.3 mpg, against 15.0 mpg for eight-cylinder cars
- Average fuel economy rose from 17.7 mpg for 1970 models to over 30 mpg for 1980 models

## To do

- Fit a simple regression on weight
- Write up what I learned about missing values`,
    tools: "Excel, Python",
    imageAlts: ["Column chart of average miles per gallon by number of cylinders"],
    link: "",
    published: false,
    createdAt: "2026-10-30T18:05:00Z",
    likes: 0,
  },
];

/** Latest moment any seeded activity may carry. */
const SEED_NOW = Date.parse("2026-11-20T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

/** Small deterministic hash, so the like rows are stable from one seed run to the next. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const userJoined = new Map(demoUserSeed.map((u) => [u.id, (u.createdAt as Date).getTime()]));

/** The demo learner is fairly new and has liked only these projects, so both like states show up in the demo. */
const DEMO_LEARNER_ID = "usr_demo-learner";
const demoLearnerLikes = new Set([
  "prj_03-sp500-drawdowns",
  "prj_09-gapminder-bubbles",
  "prj_17-ab-test-checkout",
  "prj_22-country-clusters-python",
]);

/**
 * Likes: each project gets `likes` rows from other learners (never the author, never twice),
 * picked in a stable pseudo-random order among learners who had joined before the like.
 */
export const projectLikeSeed: (typeof projectLikes.$inferInsert)[] = base.flatMap((project) => {
  const created = Date.parse(project.createdAt);
  const candidates = demoUserSeed
    .map((u) => u.id)
    .filter((id) => id !== project.authorId && (id !== DEMO_LEARNER_ID || demoLearnerLikes.has(project.id)))
    .sort((a, b) => hash(`${project.id}:${a}`) - hash(`${project.id}:${b}`))
    .sort((a, b) => Number(b === DEMO_LEARNER_ID) - Number(a === DEMO_LEARNER_ID));
  const rows: (typeof projectLikes.$inferInsert)[] = [];
  for (const userId of candidates) {
    if (rows.length >= project.likes) break;
    const start = Math.max(created, userJoined.get(userId) ?? created);
    const likedAt = start + (1 + (hash(`${userId}:${project.id}`) % 90)) * DAY + (hash(userId) % DAY);
    if (likedAt > SEED_NOW) continue;
    rows.push({ projectId: project.id, userId, createdAt: new Date(likedAt) });
  }
  return rows;
});

/** Showcase projects; `likeCount` is counted from `projectLikeSeed`, so the two always agree. */
export const showcaseProjectSeed: (typeof showcaseProjects.$inferInsert)[] = base.map(
  ({ imageAlts, likes: _likes, createdAt, ...project }) => ({
    ...project,
    images: JSON.stringify(
      imageAlts.map((alt, i) => ({
        src: `/images/showcase/${project.id}-${i + 1}.png`,
        alt,
      })) satisfies ProjectImageSeed[],
    ),
    likeCount: projectLikeSeed.filter((like) => like.projectId === project.id).length,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  }),
);
