import type { guidedProjects } from "~/db/schema/catalog.ts";
import type { ObjectiveSeed } from "./types.ts";

/**
 * Demo guided projects: eight hands-on projects, each built on one playground data set
 * (no data set is used more than twice). Objectives are listed in the order a learner works through them.
 */
export const guidedProjectSeed: (typeof guidedProjects.$inferInsert)[] = [
  {
    id: "gp_seattle-rainfall-excel",
    slug: "seattle-rainfall-excel",
    title: "Forecasting Seattle Rainfall in Excel",
    description:
      "Turn four years of daily Seattle weather observations into a monthly rainfall forecast using nothing but Excel. You will clean the raw file with Power Query, summarize it with PivotTables and compare the observed temperatures with the hourly climate normals. The project ends with an exponential-smoothing forecast and a one-page recommendation for when to schedule an outdoor event.",
    objectives: JSON.stringify([
      {
        title: "Load and tidy the daily file",
        detail:
          "Import the 1,461 daily rows with Power Query, set proper date and decimal types, and load the result into an Excel table named tblWeather.",
      },
      {
        title: "Add calendar and wet-day columns",
        detail:
          "Derive year, month name and week number with YEAR, TEXT and WEEKNUM, then flag every day with more than 0 mm of precipitation as a wet day.",
      },
      {
        title: "Summarize rainfall by month",
        detail:
          "Build a PivotTable of total precipitation and wet-day counts by month and year. Work out which four months deliver more than half of the annual total.",
      },
      {
        title: "Compare temperatures with the hourly normals",
        detail:
          "Aggregate the 8,760 hourly normal temperatures to monthly averages with AVERAGEIFS and chart them next to the observed daily maximum and minimum.",
      },
      {
        title: "Smooth the daily series",
        detail:
          "Add a 30-day moving average of precipitation and a rolling count of wet days so the October turn towards the rainy season stands out.",
      },
      {
        title: "Forecast the next twelve months",
        detail:
          "Use FORECAST.ETS with 12-month seasonality to project monthly rainfall for 2016, and plot the forecast with its upper and lower confidence bounds.",
      },
      {
        title: "Write the recommendation",
        detail:
          "Lay out a one-page summary that answers 'which month is safest for an outdoor festival?' with one chart and three short findings.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_seattle-weather",
    tools: "Excel",
    skills: "Power Query, PivotTables, Date Functions, Moving Averages, Forecasting",
    level: "beginner",
    lengthHours: 3,
    badgeSrc: "/images/badges/gp-seattle-rainfall-excel.png",
    instructorId: "ins_daniel-reyes",
    publishedAt: new Date("2024-03-19T15:00:00Z"),
  },
  {
    id: "gp_airport-network-sql",
    slug: "airport-network-sql",
    title: "Auditing the US Airport Directory with SQL",
    description:
      "Act as the analyst who has to sign off a reference table of more than 3,000 US airports before it goes into a flight-planning product. You will profile the table, hunt down inconsistent and out-of-scope rows, and answer coverage questions with grouped queries and window functions. The deliverable is a short data-quality report with the queries that back every number.",
    objectives: JSON.stringify([
      {
        title: "Load and profile the table",
        detail:
          "Create an airports table, load the CSV and count rows, distinct codes, states and countries to get a first picture of the data.",
      },
      {
        title: "Find out-of-scope rows",
        detail:
          "List every airport whose country is not USA and decide, with a written rule, whether territories such as Palau belong in the product.",
      },
      {
        title: "Check codes and coordinates",
        detail:
          "Test that every three-character code is unique, and flag coordinates that fall outside the latitude and longitude ranges expected for the state.",
      },
      {
        title: "Rank states by airport count",
        detail:
          "Use GROUP BY with RANK() to order states by number of airports, and explain why Alaska leads the table ahead of Texas and California.",
      },
      {
        title: "Find the busiest airport cities",
        detail:
          "Count airports per city and state, then use a window function to return the top three cities within each state.",
      },
      {
        title: "Write the data-quality report",
        detail:
          "Summarize issues found, rows excluded and open questions in a one-page report, with each finding linked to the query that produced it.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_us-airports",
    tools: "SQL",
    skills: "Data Profiling, Data Quality, Aggregation, Window Functions",
    level: "beginner",
    lengthHours: 2.5,
    badgeSrc: "/images/badges/gp-airport-network-sql.png",
    instructorId: "ins_priya-raman",
    publishedAt: new Date("2024-06-11T15:00:00Z"),
  },
  {
    id: "gp_sp500-returns-power-bi",
    slug: "sp500-returns-power-bi",
    title: "S&P 500 Returns and Drawdowns in Power BI",
    description:
      "Build an investor-style report on ten years of monthly S&P 500 closing values, covering the dot-com crash and the 2008 financial crisis. You will model a proper date table, write DAX measures for returns, running peaks and drawdowns, and design a two-page report with drill-through. By the end you can explain in plain language how deep each crash was and how long recovery took.",
    objectives: JSON.stringify([
      {
        title: "Parse the dates in Power Query",
        detail:
          "Convert the text dates such as 'Jan 1 2000' into real dates, set the index value to a fixed decimal type and remove the blank trailing rows.",
      },
      {
        title: "Add a date table",
        detail:
          "Create a calendar table with year, quarter and month columns, mark it as the date table and relate it to the prices.",
      },
      {
        title: "Write return measures",
        detail:
          "Use DAX with DATEADD to calculate month-over-month and year-over-year returns, and a measure that counts positive months.",
      },
      {
        title: "Measure drawdowns",
        detail:
          "Calculate the running all-time high with a CALCULATE and FILTER pattern, then the percentage drawdown from that peak for every month.",
      },
      {
        title: "Design the overview page",
        detail:
          "Combine KPI cards, a line chart with the drawdown as an area underneath and a heat map of monthly returns by year.",
      },
      {
        title: "Add a crash drill-through",
        detail:
          "Build a drill-through page that shows peak date, trough date, depth and months to recover for the selected crash.",
      },
      {
        title: "Publish the insights",
        detail: "Write three annotated takeaways on the report and export it as a PDF for a non-technical reader.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_sp500-monthly",
    tools: "Power BI",
    skills: "Power Query, Data Modeling, DAX, Time Intelligence, Report Design",
    level: "intermediate",
    lengthHours: 4,
    badgeSrc: "/images/badges/gp-sp500-returns-power-bi.png",
    instructorId: "ins_maya-okafor",
    publishedAt: new Date("2024-09-24T15:00:00Z"),
  },
  {
    id: "gp_box-office-sql",
    slug: "box-office-sql",
    title: "What Makes a Box Office Hit? A SQL Investigation",
    description:
      "Query more than 3,000 films to find out how budget, genre, rating and release timing relate to box office success. You will clean messy release dates and missing values, define return on budget, and compare genres with CTEs and window functions. The project finishes with a short memo to a fictional studio about where the safest bets are.",
    objectives: JSON.stringify([
      {
        title: "Explore the films table",
        detail:
          "Count films, check which columns are mostly empty and find the earliest and latest release dates in the table.",
      },
      {
        title: "Clean release dates and genres",
        detail:
          "Fix release years that were parsed into the future, and group films with no major genre into an explicit 'Unknown' bucket.",
      },
      {
        title: "Define return on budget",
        detail:
          "Calculate worldwide gross divided by production budget for every film with both values, and flag the films that failed to earn back their budget.",
      },
      {
        title: "Compare genres and budget tiers",
        detail:
          "Use a CTE and PERCENTILE_CONT to get the median return per genre and per budget tier, keeping only groups with at least 30 films.",
      },
      {
        title: "Look at release timing",
        detail:
          "Group US gross by release month and rank months with a window function to see how strongly summer and the holidays dominate.",
      },
      {
        title: "Relate ratings to revenue",
        detail: "Bucket films by IMDB rating and Rotten Tomatoes score and compare median grosses across buckets.",
      },
      {
        title: "Write the studio memo",
        detail:
          "Summarize three evidence-based recommendations in a half-page memo, each backed by one query result table.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_movies-box-office",
    tools: "SQL",
    skills: "Data Cleaning, CTEs, Window Functions, Percentiles, Business Analysis",
    level: "intermediate",
    lengthHours: 4,
    badgeSrc: "/images/badges/gp-box-office-sql.png",
    instructorId: "ins_tomasz-nowak",
    publishedAt: new Date("2025-02-04T15:00:00Z"),
  },
  {
    id: "gp_fuel-economy-python",
    slug: "fuel-economy-python",
    title: "Modeling Fuel Economy with Python",
    description:
      "Use a classic data set of about 400 cars from 1970 to 1982 to explain and predict miles per gallon. You will explore the data with pandas and seaborn, handle missing horsepower values, and fit and compare linear regression models with scikit-learn. The goal is a model you can explain to a non-technical reader, not just a good score.",
    objectives: JSON.stringify([
      {
        title: "Load and inspect the data",
        detail:
          "Read the cars file into a pandas DataFrame, convert the model year to an integer and count missing values in every column.",
      },
      {
        title: "Explore relationships",
        detail:
          "Plot miles per gallon against weight, horsepower and model year, and compare the distributions for cars from the USA, Europe and Japan.",
      },
      {
        title: "Handle missing values",
        detail:
          "Decide how to treat the rows without miles per gallon or horsepower, and document the trade-off of dropping versus imputing them.",
      },
      {
        title: "Fit a baseline model",
        detail:
          "Split the data into training and test sets and fit a one-variable linear regression on weight, recording RMSE and R-squared.",
      },
      {
        title: "Add features",
        detail:
          "Add horsepower, model year and one-hot encoded origin in a scikit-learn pipeline, and check which features actually improve the test error.",
      },
      {
        title: "Check the residuals",
        detail:
          "Plot residuals against fitted values to spot the curve the linear model misses, and try a log transform of the target to fix it.",
      },
      {
        title: "Explain the model",
        detail:
          "Translate the final coefficients into plain statements such as 'each extra 1,000 lb costs about 6 mpg' and write them up in the notebook.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_cars",
    tools: "Python",
    skills: "pandas, Exploratory Data Analysis, Linear Regression, scikit-learn, Model Evaluation",
    level: "advanced",
    lengthHours: 5,
    badgeSrc: "/images/badges/gp-fuel-economy-python.png",
    instructorId: "ins_marcus-bell",
    publishedAt: new Date("2025-05-13T15:00:00Z"),
  },
  {
    id: "gp_gapminder-tableau",
    slug: "gapminder-tableau",
    title: "Telling the Story of Global Health in Tableau",
    description:
      "Recreate the famous moving bubble chart of life expectancy against fertility and turn it into a guided data story. You will build the animated view with the Pages shelf, add region colors and annotations, and compare countries that took very different paths between 1955 and 2005. The finished Tableau story walks a viewer through five clear moments of change.",
    objectives: JSON.stringify([
      {
        title: "Connect and shape the data",
        detail:
          "Connect to the file, rename the fields, turn the cluster code into readable region names with an alias and set year as a discrete dimension.",
      },
      {
        title: "Build the bubble chart",
        detail:
          "Plot fertility on the x-axis and life expectancy on the y-axis, size bubbles by population and color them by region.",
      },
      {
        title: "Animate through time",
        detail:
          "Put year on the Pages shelf, show history trails for a few highlighted countries and tune the playback speed.",
      },
      {
        title: "Compare countries",
        detail:
          "Create a parameter-driven highlight so a viewer can pick any two countries and see their paths side by side.",
      },
      {
        title: "Add context with calculations",
        detail:
          "Write a calculated field for the change in life expectancy since 1955 and build a ranked bar chart of the biggest gains and losses.",
      },
      {
        title: "Assemble the story",
        detail:
          "Arrange five story points with captions that explain what changed, and add one annotation per point to guide the eye.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_gapminder",
    tools: "Tableau",
    skills: "Data Visualization, Animation, Parameters, Calculated Fields, Data Storytelling",
    level: "beginner",
    lengthHours: 3,
    badgeSrc: "/images/badges/gp-gapminder-tableau.png",
    instructorId: "ins_hannah-lindqvist",
    publishedAt: new Date("2025-09-16T15:00:00Z"),
  },
  {
    id: "gp_climate-signal-power-bi",
    slug: "climate-signal-power-bi",
    title: "CO2 and Global Temperature: A Climate Dashboard in Power BI",
    description:
      "Combine the monthly Mauna Loa CO2 record with yearly global temperature anomalies in one Power BI model. You will reshape two files with different grains, build a yearly bridge, and write DAX for rolling averages and decade comparisons. The result is a clear single-page dashboard that shows how the two series moved together from 1958 onwards.",
    objectives: JSON.stringify([
      {
        title: "Import both series",
        detail:
          "Load the monthly CO2 file and the yearly temperature file in Power Query, and set the correct data types on the date and year columns.",
      },
      {
        title: "Align the grain",
        detail:
          "Add a year column to the CO2 table and build a yearly calendar table that relates to both series in a star schema.",
      },
      {
        title: "Write rolling measures",
        detail:
          "Create DAX measures for annual mean CO2, a 10-year rolling average temperature anomaly and the change per decade.",
      },
      {
        title: "Show the seasonal cycle",
        detail:
          "Use the monthly CO2 values to chart the yearly rise and fall and compare it with the seasonally adjusted column.",
      },
      {
        title: "Relate the two series",
        detail:
          "Build a scatter chart of annual CO2 against temperature anomaly, with a trend line and a decade legend.",
      },
      {
        title: "Publish the dashboard",
        detail:
          "Lay out KPI cards, a combined line chart and the scatter on one page, with a short text box explaining what correlation does and does not show.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_co2-and-global-temperature",
    tools: "Power BI",
    skills: "Power Query, Data Modeling, DAX, Time Series, Dashboard Design",
    level: "intermediate",
    lengthHours: 3.5,
    badgeSrc: "/images/badges/gp-climate-signal-power-bi.png",
    instructorId: "ins_maya-okafor",
    publishedAt: new Date("2026-01-27T15:00:00Z"),
  },
  {
    id: "gp_penguin-classifier-python",
    slug: "penguin-classifier-python",
    title: "Classifying Palmer Penguins with Python",
    description:
      "Build an end-to-end classification model on measurements of 344 penguins from three islands in Antarctica. You will explore how beak and flipper measurements separate the three species, prepare features, and compare logistic regression, k-nearest neighbors and a decision tree. The project ends with a confusion matrix and an honest note on where the model still makes mistakes.",
    objectives: JSON.stringify([
      {
        title: "Explore the measurements",
        detail:
          "Load the data with pandas, count penguins per species and island, and draw a pair plot of beak length, beak depth, flipper length and body mass.",
      },
      {
        title: "Clean the data",
        detail:
          "Drop the two rows without measurements, fill or drop missing sex values, and explain your choice in a markdown cell.",
      },
      {
        title: "Prepare features",
        detail:
          "Split into stratified training and test sets, then scale the numeric features and one-hot encode island inside a ColumnTransformer.",
      },
      {
        title: "Train three classifiers",
        detail:
          "Fit logistic regression, k-nearest neighbors and a decision tree, and compare them with five-fold cross-validated accuracy.",
      },
      {
        title: "Tune the best model",
        detail:
          "Use GridSearchCV to tune the number of neighbors or the regularization strength, and keep the test set untouched until the end.",
      },
      {
        title: "Evaluate on the test set",
        detail:
          "Report accuracy and per-species precision and recall, and plot a confusion matrix to see which species get confused.",
      },
      {
        title: "Explain the result",
        detail:
          "Write a short conclusion on which two measurements matter most and what extra data would make the model more reliable.",
      },
    ] satisfies ObjectiveSeed[]),
    datasetId: "ds_penguins",
    tools: "Python",
    skills: "pandas, Classification, scikit-learn, Cross-Validation, Model Evaluation",
    level: "intermediate",
    lengthHours: 4.5,
    badgeSrc: "/images/badges/gp-penguin-classifier-python.png",
    instructorId: "ins_hannah-lindqvist",
    publishedAt: new Date("2026-06-09T15:00:00Z"),
  },
];
