import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction: how analyst hiring works": `By the end of this lesson you will know the stages of a typical analyst interview loop, what each stage tests, how this course prepares you for each one, and you will have the practice data loaded for the SQL and spreadsheet drills.

## The typical loop

| Stage | Length | What it tests |
|---|---|---|
| Recruiter screen | 20–30 min | Fit, motivation, salary range, logistics |
| Hiring-manager screen | 30–45 min | Relevant experience, how you think about their problems |
| Technical round | 45–60 min | Live SQL, spreadsheets, sometimes Python or statistics |
| Case or take-home | 1 hour live, or a few hours at home | Structuring an ambiguous business problem, communicating results |
| Final / panel | 2–4 hours | Behavioural questions, presenting, meeting the team |

Loops vary by company size: a startup may merge stages, a large company may add a second technical round. Ask the recruiter what the loop looks like; that is a normal question.

## How the course is organised

Each lesson takes one stage, shows a weak and a strong answer side by side, and gives you a practice routine. The reading page lists questions to ask your interviewers, the quiz drills SQL and metrics, and the final lesson is a mock business-case interview.

## The practice data set: Seattle Weather

The drills use the **Seattle Weather** data set from the data playground. The main table, \`seattle-weather\`, has one row per day from 2012-01-01 to 2015-12-31 with \`date\`, \`precipitation\` (mm), \`temp_max\` and \`temp_min\` (°C), \`wind\` (m/s) and \`weather\` (sun, rain, drizzle, fog, snow). There are no missing days, which makes it ideal for date and window-function questions.

## Setting up

1. Open **Seattle Weather** in the data playground and download \`seattle-weather.csv\`.
2. In PostgreSQL, create a table named \`seattle_weather\` (file names become table names with underscores) and load the file:

\`\`\`sql
CREATE TABLE seattle_weather (
  date DATE PRIMARY KEY,
  precipitation NUMERIC,
  temp_max NUMERIC,
  temp_min NUMERIC,
  wind NUMERIC,
  weather TEXT
);
-- in psql:
-- \\copy seattle_weather FROM 'seattle-weather.csv' WITH (FORMAT csv, HEADER true)
\`\`\`

3. Open the same CSV in Excel for the spreadsheet drills.

## Try it

Run \`SELECT COUNT(*), MIN(date), MAX(date) FROM seattle_weather;\` and check that you get one row per day for the four years. Then write down which stage of the loop worries you most; start the course with that lesson's practice routine in mind.

## Worked answer

\`\`\`sql
SELECT COUNT(*) AS days, MIN(date) AS first_day, MAX(date) AS last_day,
       MAX(date) - MIN(date) + 1 AS calendar_days
FROM seattle_weather;
\`\`\`

You should see 1461, 2012-01-01, 2015-12-31 and 1461. Four years of 365 days plus 29 February 2012 make 1,461, and because \`date\` is the primary key no day can appear twice, so a count equal to the calendar span means no day is missing either. If \`\\copy\` stops on the first line with an invalid date, you left out \`HEADER true\` and PostgreSQL tried to read the word "date" as a date.

For the second part, yours will differ; a strong note names one stage, the specific reason and what you will do about it, for example: "Technical round: I know window functions but freeze when someone watches me type. I'll start with the live SQL lesson and practise its five patterns aloud, timed." A vague "all of it" gives you nothing to practise.
`,
    "Your two-minute story": `After this lesson you can answer "Tell me about yourself" with a structured two-minute story that connects your past to the role in front of you.

## The structure: present, past, future

1. **Present (30 s):** who you are professionally now, in one sentence, plus your strongest relevant skill.
2. **Past (60 s):** two or three moments that built towards analytics, each with a concrete result.
3. **Future (30 s):** why this role, at this company, is the next step.

Two minutes is roughly 250–300 spoken words. Longer, and you lose the interviewer; shorter, and you leave your best evidence out.

## Worked example: weak vs strong

\`\`\`text
Weak
  "So I studied biology, then I worked in retail for a few years, then
   I got interested in data and did some courses, I know SQL, Excel,
   Tableau, Python, and I'm really passionate about data and I'm a
   fast learner and I think I'd be a great fit."

Strong
  Present: "I'm an operations coordinator moving into analytics. My
            strongest skill is turning messy operational data into
            reports people actually use."
  Past:    "At my retail job I built a weekly stock report in Excel
            that the store managers adopted; it cut the time they spent
            on stock checks. Since then I've learned SQL and Tableau,
            and published three projects, one analysing four years of
            daily weather to plan seasonal staffing."
  Future:  "Your team supports store operations with data, which is
            exactly the work I've been doing informally. I want to do
            it full time, with better tools and a team to learn from."
\`\`\`

The strong version has evidence (an adopted report, published projects), not adjectives. Only claim results you can explain in a follow-up question.

## Common mistake

Reciting your resume in order. The interviewer has it. Pick the two or three moments most relevant to this job and let the rest go.

## Try it

Write your own present–past–future story in under 300 words. Include one portfolio project, for example an analysis of \`seattle_weather\`. Record yourself, time it, and cut until it fits in two minutes.

## Worked answer

A model answer (about 190 words: roughly 90 seconds spoken, which leaves room for pauses and one more example):

\`\`\`text
Present: "I'm a logistics coordinator moving into data analysis. My
          strongest skill is turning day-to-day operational data into
          a plan people can act on."
Past:    "In my current job I schedule deliveries for twelve stores, and
          I started tracking late deliveries in a spreadsheet because no
          one could say how often they happened. That sheet became the
          weekly report my manager uses. It showed me I enjoyed the
          analysis more than the scheduling, so I learned SQL and Python.
          My best project uses four years of Seattle's daily weather,
          1,461 days, to help an outdoor business plan seasonal staff.
          I counted dry, mild days, between 18 and 28 degrees, for every
          month and year, and found that May to September held 85 to 92
          percent of them in every year, while the single best month
          moved around: September in 2012, July in 2013, May in 2014
          and 2015. So my advice was to staff for the season, not bet
          on one month."
Future:  "Your team plans store operations around demand, which is the
          work I've been doing informally. I'd like to do it full time,
          with better data and colleagues to learn from."
\`\`\`

What makes it strong: each part does one job, the project comes with numbers you can defend in a follow-up (they come from the pleasant-day counts in the take-home lesson), and it ends on this employer rather than on adjectives. If yours runs long, cut background from the past section first, never the result.
`,
    "Recruiter and hiring-manager screens": `After this lesson you can prepare for the two screening calls, answer their standard questions crisply, and leave each call with the information you need.

## What each screen is for

- **Recruiter screen:** checks the basics: are you interested, available, in the salary range, and able to explain your background simply? The recruiter is usually not an analyst, so avoid jargon.
- **Hiring-manager screen:** checks whether you understand the team's work and have done similar things. Expect "walk me through a project" and "how would you approach…".

## Standard questions and answer shapes

\`\`\`text
"Why are you interested in this role?"
  -> one thing about the company + one thing about the work + one
     thing about your fit

"What are your salary expectations?"
  -> a researched range, or ask for the role's budgeted range first:
     "I'd love to hear the range for this role, then I can tell you
      whether we're aligned."

"Walk me through a project."
  -> question, data, approach, result, what you'd do differently
     e.g. "I wanted to know which months a Seattle outdoor business
           should staff up. Using four years of daily weather I
           counted dry days per month with SQL, built a seasonal chart,
           and found the summer months stood out clearly. Next time
           I'd add demand data, since weather is only one driver."

"How would you approach [their problem]?"
  -> clarify the goal, name the metric, say what data you'd want,
     describe a first cut of analysis
\`\`\`

## Common mistake

Not preparing questions for the screener. "No, I think you covered everything" signals low interest. Ask about the team's biggest current question, how the role's success is measured and what the next stages are.

## Try it

Write a 60-second "walk me through a project" answer for a \`seattle_weather\` analysis you could really do: the question, the SQL idea in one sentence, the result you would expect to show, and one limitation. Say it aloud twice, once for a recruiter (no jargon) and once for a hiring manager.

## Worked answer

A model answer, built on counts you can reproduce (\`COUNT(*) FILTER (WHERE precipitation = 0)\` grouped by month and year). Each version runs about 45 seconds aloud, which leaves room for one follow-up inside the minute:

\`\`\`text
For a recruiter (about 60 seconds)
  "I wanted to know when a Seattle outdoor business should hire extra
   summer staff. I used four years of daily weather records and counted
   the dry days in every month. July was dry on 28 of 31 days on
   average, and May to September all had more than 20 dry days, while
   November to February had only 10 to 15. So the busy season is clear
   and lasts five months. Weather isn't sales, though, so the next step
   would be to check it against real bookings."

For a hiring manager
  "Question: which months should an outdoor business staff up? Data:
   1,461 days of Seattle weather, 2012-2015, no missing days. SQL: one
   GROUP BY month and year with COUNT(*) FILTER (WHERE precipitation =
   0), so I could see each year, not only the average. Result: July
   averaged 28.25 dry days, May to September all averaged above 20,
   November to February 10 to 14.5. Limitation: the year-to-year spread
   is large (December ranged from 4 dry days in 2012 to 17 in 2013), and
   weather is only a proxy for demand, so I'd validate against rentals
   or sales before fixing a rota."
\`\`\`

The recruiter version drops every tool name and keeps one number per idea; the hiring-manager version adds the grain, the SQL idea and the spread across years, which is where they will probe. Both end on a limitation you chose yourself, which reads as judgement.
`,
    "Live SQL questions: patterns that come up": `After this lesson you can recognise the five SQL patterns behind most live interview questions, write each one in PostgreSQL, and talk through your reasoning while you type.

## Think aloud, in this order

Restate the question, name the grain of the output ("one row per month"), mention edge cases (ties, NULLs, missing dates), write the query in steps (CTEs), then check the result shape.

## Pattern 1: aggregate and filter groups

"Which months had at least 20 days with any precipitation?"

\`\`\`sql
SELECT DATE_TRUNC('month', date)::date AS month, COUNT(*) AS wet_days
FROM seattle_weather
WHERE precipitation > 0
GROUP BY 1
HAVING COUNT(*) >= 20
ORDER BY month;
\`\`\`

## Pattern 2: top N per group

"The three wettest days of each year."

\`\`\`sql
WITH ranked AS (
  SELECT date, precipitation,
         ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM date)
                            ORDER BY precipitation DESC) AS rn
  FROM seattle_weather
)
SELECT date, precipitation FROM ranked WHERE rn <= 3 ORDER BY date;
\`\`\`

Mention ties: \`RANK()\` keeps tied days, \`ROW_NUMBER()\` picks one arbitrarily.

## Pattern 3: compare with the previous row

\`\`\`sql
SELECT date, temp_max,
       temp_max - LAG(temp_max) OVER (ORDER BY date) AS change_vs_prev_day
FROM seattle_weather;
\`\`\`

## Pattern 4: running totals

\`\`\`sql
SELECT date, precipitation,
       SUM(precipitation) OVER (PARTITION BY EXTRACT(YEAR FROM date)
                                ORDER BY date) AS rain_year_to_date
FROM seattle_weather;
\`\`\`

## Pattern 5: streaks (gaps and islands)

"The longest run of consecutive dry days." Subtracting a row number from the date gives the same value for every day in an unbroken run:

\`\`\`sql
WITH dry AS (
  SELECT date, date - CAST(ROW_NUMBER() OVER (ORDER BY date) AS INT) AS grp
  FROM seattle_weather
  WHERE precipitation = 0
)
SELECT MIN(date) AS first_day, MAX(date) AS last_day, COUNT(*) AS days
FROM dry
GROUP BY grp
ORDER BY days DESC
LIMIT 1;
\`\`\`

## Common mistake

Filtering a window function in \`WHERE\`. Window functions are computed after \`WHERE\`, so \`WHERE ROW_NUMBER() OVER (...) <= 3\` is an error; rank in a CTE, then filter outside it.

## Try it

Without looking, write a query for "the longest streak of days with \`temp_max\` above 25 °C", saying each step aloud as if to an interviewer. Then check it against pattern 5.

## Worked answer

\`\`\`sql
-- Grain: one row per streak. Edge cases: "above 25" is strict (>),
-- and the date - row_number trick needs one row per day (there is:
-- 1,461 rows for 1,461 calendar days).
WITH warm AS (
  SELECT date,
         date - CAST(ROW_NUMBER() OVER (ORDER BY date) AS INT) AS grp
  FROM seattle_weather
  WHERE temp_max > 25
)
SELECT MIN(date) AS first_day, MAX(date) AS last_day, COUNT(*) AS days
FROM warm
GROUP BY grp
ORDER BY days DESC, first_day
LIMIT 3;
\`\`\`

The longest streak runs from 2015-06-23 to 2015-07-09: 17 days. The next two are 12 days (2014-07-06 to 2014-07-17) and 10 days (2014-07-26 to 2014-08-04). Only 211 of the 1,461 days are above 25 °C at all.

Say the boundary choice aloud: 30 days sit at exactly 25.0 °C, so \`>= 25\` gives a different answer, 20 days from 2015-06-20 to 2015-07-09. The step an interviewer listens for is the filter inside the CTE: the warm days are numbered after the cooler ones are removed, so within an unbroken run date and row number rise together and their difference stays constant. Adding \`first_day\` to the \`ORDER BY\` makes the result deterministic if two streaks tie.
`,
    "Excel and spreadsheet exercises": `After this lesson you can work through a timed spreadsheet exercise: clean a column, build lookups and conditional aggregations, summarise with a PivotTable and explain your sheet as you go.

## What spreadsheet rounds test

Speed with core functions (\`SUMIFS\`, \`COUNTIFS\`, \`XLOOKUP\`, \`IF\`/\`IFS\`), PivotTables, a tidy layout and whether you check your own numbers. Interviewers often watch your screen, so keep inputs, calculations and outputs in separate, labelled areas.

## Worked example: a monthly weather summary in 15 minutes

With \`seattle-weather.csv\` open (A \`date\`, B \`precipitation\`, C \`temp_max\`, D \`temp_min\`, E \`wind\`, F \`weather\`, data in rows 2–1462):

\`\`\`excel
G2  =IFS(B2=0,"dry",B2<5,"light",TRUE,"heavy")
H2  =DATE(YEAR(A2),MONTH(A2),1)
\`\`\`

Fill both down. Column G bands each day by rain; column H gives its month. Excel names the data sheet after the file (\`seattle-weather\`). On a new summary sheet, list months in column A (starting at A2 with 2012-01-01) and calculate:

\`\`\`excel
B2  =COUNTIFS('seattle-weather'!$H:$H,A2,'seattle-weather'!$G:$G,"dry")
C2  =SUMIFS('seattle-weather'!$B:$B,'seattle-weather'!$H:$H,A2)
D2  =AVERAGEIFS('seattle-weather'!$C:$C,'seattle-weather'!$H:$H,A2)
E2  =XLOOKUP(MAX(C2:C49),C2:C49,A2:A49)
\`\`\`

B counts dry days, C totals the month's rain, D averages \`temp_max\`, and E returns the wettest month (enter it once, not filled down). Cross-check with a PivotTable: rows = month, values = sum of \`precipitation\`; the totals must match column C.

## Common mistake

Hard-coding numbers inside formulas (\`=C2/30\`). Interviewers notice, and it breaks for months of other lengths. Reference a cell or compute it: \`=C2/DAY(EOMONTH(A2,0))\` gives rain per day for any month.

## Try it

Set a 20-minute timer. Add a column that flags days where \`temp_max - temp_min\` exceeds 10, then find for each year the month with the most such days. Explain your layout aloud when you finish.

## Worked answer

On the data sheet, fill down to row 1462:

\`\`\`excel
G2  =--(ROUND(C2-D2,1)>10)
H2  =DATE(YEAR(A2),MONTH(A2),1)
\`\`\`

On a summary sheet, months 2012-01-01 to 2015-12-01 in A2:A49:

\`\`\`excel
B2  =COUNTIFS('seattle-weather'!$H:$H,A2,'seattle-weather'!$G:$G,1)
C2  =YEAR(A2)
E2  2012   (and 2013, 2014, 2015 in E3:E5)
F2  =MAXIFS($B$2:$B$49,$C$2:$C$49,E2)
G2  =TEXTJOIN(", ",TRUE,TEXT(FILTER($A$2:$A$49,($C$2:$C$49=E2)*($B$2:$B$49=F2)),"mmm"))
\`\`\`

Fill B2:C2 down to row 49 and F2:G2 down to row 5 of the summary sheet. The flag column on the data sheet marks 411 days, and the answer table reads:

| Year | Most days with a range above 10 °C | Days |
|---|---|---|
| 2012 | Aug, Sep (tie) | 20 |
| 2013 | Jul | 22 |
| 2014 | Jul | 24 |
| 2015 | Jun | 24 |

Two things to point out as you explain. The \`ROUND\`: temperatures have one decimal, but a difference such as 16.1 − 6.1 is stored in binary floating point as 10.000000000000002; pandas without rounding flags 416 days instead of 411 for that reason, so round to the data's precision before comparing. And the tie: an \`XLOOKUP\` of the maximum would report only August for 2012, while \`FILTER\` returns every month that reaches it. Describe the layout as inputs (the raw sheet), calculations (columns G and H) and outputs (the answer table).
`,
    "Statistics and metrics questions": `After this lesson you can answer the statistics and metrics questions analyst interviews ask most: choosing summaries, reading distributions, defining metrics and judging whether a difference is real.

## The questions that come up

- "Mean or median here, and why?" (skew, outliers)
- "How would you define and measure X?" (numerator, denominator, window, counter-metric)
- "Metric Y dropped 10% last week. What do you do?" (check data, segment, compare with seasonality)
- "Is this difference significant?" (sample size, variance, test choice, practical vs statistical significance)
- "What is a p-value?" (the probability of a result at least this extreme if there were no real difference, not the probability that the hypothesis is true)

## Worked example: "Was July 2015 hotter than July 2014?"

\`\`\`python
import csv
from scipy import stats

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

july_2014 = [float(r["temp_max"]) for r in rows if r["date"].startswith("2014-07")]
july_2015 = [float(r["temp_max"]) for r in rows if r["date"].startswith("2015-07")]

result = stats.ttest_ind(july_2015, july_2014, equal_var=False)  # Welch's t-test
print(sum(july_2015) / 31, sum(july_2014) / 31, result.pvalue)
\`\`\`

A strong answer does not stop at the p-value: "The test assumes independent observations, but daily temperatures are autocorrelated (a hot day is followed by hot days), so the p-value is too optimistic. With one July per year, I'd also compare against the 30-year normals before calling it unusual."

## Common mistake

Answering "the drop is significant" without checking the data first. For any "metric moved" question, start with: did the definition or tracking change, is it seasonal, which segment moved?

## Try it

Define a "good cycling day" metric from \`seattle_weather\` (for example no precipitation and \`temp_max\` between 15 and 25 °C). Write its definition, compute it per month in SQL, and prepare a 60-second answer to "how would you know if June 2015 was unusually good?".

## Worked answer

Definition: a good cycling day has no precipitation and \`temp_max\` from 15 to 25 °C inclusive; the metric is good days divided by days in the month, watched alongside average wind.

\`\`\`sql
SELECT DATE_TRUNC('month', date)::date AS month,
       COUNT(*) FILTER (WHERE precipitation = 0
                          AND temp_max BETWEEN 15 AND 25) AS good_days,
       COUNT(*) AS days,
       ROUND(100.0 * COUNT(*) FILTER (WHERE precipitation = 0
                          AND temp_max BETWEEN 15 AND 25) / COUNT(*), 1) AS good_pct,
       ROUND(AVG(wind), 2) AS avg_wind
FROM seattle_weather
GROUP BY 1
ORDER BY 1;
\`\`\`

The Junes read 16, 11, 19 and 10 good days (53.3%, 36.7%, 63.3%, 33.3%) for 2012 to 2015. So June 2015 was unusual in the other direction: the worst June of the four, although it was the driest (26 of 30 days without rain).

A model 60-second answer: "I'd compare June 2015 with the same month in other years, not with May, because the metric is seasonal. It had 10 good days against 11 to 19 in 2012-2014, so it was the worst June, not the best. The reason is heat: 16 of its dry days were above 25 °C and the average maximum was 26.1 °C against 18.7 to 23.3. That makes the result sensitive to my upper threshold: with 28 °C it rises to 16 days, level with 2012. With four Junes I can't call anything statistically unusual, so I'd add older years or the 30-year normals before making a claim."

It is strong because it names the comparison, gives the number, explains the cause and tests the definition, instead of stopping at "it looks low".
`,
    "Business case questions: a framework": `After this lesson you can structure an open-ended business case in five steps and lead the conversation instead of waiting for hints.

## The five steps

1. **Clarify:** the goal, the metric, the time frame, the business model. Ask two or three questions, then summarise.
2. **Structure:** break the metric into drivers (a metric tree) or list hypotheses by category (internal, external, data).
3. **Prioritise:** say which branch you would check first and why.
4. **Analyse:** what data, what cut, what result would confirm or reject each hypothesis.
5. **Recommend:** an answer, its confidence, and the next step.

## Worked example

"A Seattle bike-rental company's rentals fell sharply in March compared with February. Why?"

\`\`\`text
Clarify:   Rentals = number of trips? All stations? Same period last
           year? Any price or app changes?
Structure: Rentals = active bikes x trips per bike
  Supply:   bikes out of service, stations closed
  Demand:   weather, events, seasonality, competitors
  Data:     tracking change, app outage, definition change
Prioritise: data issues first (cheap to rule out), then weather
           (Seattle springs are wet), then supply
Analyse:   weather check in SQL:
\`\`\`

\`\`\`sql
SELECT DATE_TRUNC('month', date)::date AS month,
       COUNT(*) FILTER (WHERE precipitation > 0) AS wet_days,
       ROUND(AVG(temp_max), 1) AS avg_temp_max
FROM seattle_weather
WHERE EXTRACT(MONTH FROM date) IN (2, 3)
GROUP BY 1
ORDER BY 1;
\`\`\`

\`\`\`text
           If March was wetter than February in the affected year and
           than March in other years, weather is a credible driver;
           compare rentals per dry day to separate it from the rest.
Recommend: "Most likely weather plus seasonality; confirm with
           rentals per dry day. If that also fell, look at supply."
\`\`\`

## Common mistake

Jumping to a favourite answer ("it's the competitor"). Interviewers score structure and prioritisation more than the final guess. Say your plan before your answer.

## Try it

Run the query for all four years and write the two sentences you would say to the interviewer about whether weather explains the drop, including one thing the weather data cannot tell you.

## Worked answer

The query in the lesson already covers all four years (it filters on the month only):

| Month | Wet days | Avg \`temp_max\` (°C) |
|---|---|---|
| 2012-02 | 19 | 9.3 |
| 2012-03 | 22 | 9.6 |
| 2013-02 | 18 | 9.5 |
| 2013-03 | 15 | 12.7 |
| 2014-02 | 19 | 8.2 |
| 2014-03 | 20 | 12.9 |
| 2015-02 | 17 | 12.5 |
| 2015-03 | 16 | 14.4 |

March has 31 days against 28 or 29, so compare shares as well as counts. March was clearly wetter than February only in 2012: 71% of days wet against 66%, 183 mm of rain against 92 mm, and only 0.3 °C warmer. In 2014 it had one more wet day and more rain (240 mm against 155) but a lower share of wet days (65% against 68%) and was 4.7 °C warmer; in 2013 and 2015 it had fewer wet days. March was warmer than February in every year.

Two sentences for the interviewer: "March was clearly worse for riding than February only in 2012 (22 wet days, 183 mm, and barely warmer), so weather is a credible explanation for a sharp March drop in 2012 and at most a partial one in 2014; in 2013 and 2015 March was drier and warmer, so I'd look at supply and data issues next. What the weather data can't tell me is how many people wanted to ride, so I'd still want rentals per dry day before concluding."
`,
    "Take-home assignments": `After this lesson you can plan, complete and package a take-home assignment within its time box, so the reviewer sees clear answers, sound reasoning and clean work.

## Plan before you open the data

- **Read the brief twice** and list every explicit question.
- **Ask clarifying questions early** by email if the brief allows; note your assumptions if not.
- **Time-box:** if they suggest four hours, plan around it: roughly a quarter for exploring and checking, half for analysis, a quarter for writing.
- **Decide the deliverable first:** slides, a document or a notebook, as asked.

## Worked example: a plan for a weather take-home

Brief: "A Seattle café chain wants to know how weather affects the best time to run an outdoor seating promotion. Use the attached daily weather data."

\`\`\`text
Questions (from the brief):
  Q1 Which months have the most pleasant days?
  Q2 How consistent is that across years?
  Q3 When should the promotion run?

Assumptions log:
  A1 "Pleasant" = precipitation = 0 and temp_max between 18 and 28 °C
     (stated, with a sensitivity check at 16-30 °C)
  A2 The weather label is derived; I use precipitation and temp_max
  A3 No sales data, so I measure opportunity, not impact

Checks: 1,461 rows = every day 2012-2015, no duplicate dates,
        no missing values

Deliverable: 6 slides + SQL file + README on how to rerun
Time plan:   45 min checks, 2 h analysis, 1 h 15 min writing
\`\`\`

## Common mistake

Over-delivering. A twelve-hour machine-learning model for a four-hour brief signals poor judgement about time. Answer the questions asked, well, and list extensions as "with more time I would…".

## Try it

Using your own definition of a pleasant day, write the SQL that counts pleasant days per month and year in \`seattle_weather\`, and draft the assumptions log for the café brief. Keep to 90 minutes.

## Worked answer

\`\`\`sql
-- A1: pleasant = no precipitation and temp_max from 18 to 28 °C (inclusive)
WITH flagged AS (
  SELECT EXTRACT(YEAR FROM date)::int  AS year,
         EXTRACT(MONTH FROM date)::int AS month,
         precipitation = 0 AND temp_max BETWEEN 18 AND 28 AS pleasant
  FROM seattle_weather
)
SELECT month,
       COUNT(*) FILTER (WHERE pleasant AND year = 2012) AS y2012,
       COUNT(*) FILTER (WHERE pleasant AND year = 2013) AS y2013,
       COUNT(*) FILTER (WHERE pleasant AND year = 2014) AS y2014,
       COUNT(*) FILTER (WHERE pleasant AND year = 2015) AS y2015
FROM flagged
GROUP BY month
ORDER BY month;
\`\`\`

| Month | 2012 | 2013 | 2014 | 2015 |
|---|---|---|---|---|
| Mar | 0 | 3 | 1 | 1 |
| Apr | 5 | 3 | 5 | 4 |
| May | 11 | 14 | 21 | 19 |
| Jun | 11 | 17 | 20 | 16 |
| Jul | 23 | 23 | 15 | 16 |
| Aug | 21 | 14 | 16 | 13 |
| Sep | 24 | 12 | 16 | 18 |
| Oct | 7 | 1 | 10 | 8 |

November to February have no pleasant days in any year. A model assumptions log:

\`\`\`text
A1 Pleasant = precipitation = 0 and temp_max 18-28 °C: warm enough to
   sit outside, not so hot that people stay in. Sensitivity: 16-30 °C.
A2 The weather label is synthesized, so I use the measured columns.
A3 No sales data: I measure opportunity (pleasant days), not impact.
A4 One city-wide station stands for every café location.
A5 2012-2015 are treated as typical years; four years is a short record.
Checks done: 1,461 rows = every day, no duplicate dates, no missing values.
\`\`\`

What the log does well: every assumption that changes the numbers (A1) comes with its test, and the ones that limit the conclusion (A3 to A5) are said before a reviewer has to ask.
`,
    "Presenting your take-home": `After this lesson you can present a take-home in a 15–20 minute slot, with the answer first, and handle the interviewers' probing questions on your choices.

## The shape of a take-home presentation

1. **The answer** (1 slide): the recommendation in one sentence.
2. **The question and approach** (1 slide): brief, data, key assumptions.
3. **Findings** (2–4 slides): one per question, one chart each, headline titles.
4. **Limitations and next steps** (1 slide).
5. **Appendix:** data checks, sensitivity tests, SQL.

Aim to finish talking with half the slot left: the discussion is where you are assessed most.

## Worked example: an opening that works

\`\`\`text
Weak opening
  "So first I loaded the data into Postgres, and then I checked for
   nulls, and then I made a CTE that..."

Strong opening
  "My recommendation is to run the outdoor promotion from May to
   September. In every year from 2012 to 2015 those five months held
   most of the dry, warm days, and that holds when I loosen the
   temperature range. Which single month is best changes from year to
   year, so I would not bet on one month. The main limit is that I had
   weather data only, no sales; I'll show how I'd test the impact."
\`\`\`

Before you say a sentence like the strong one, check it against your own numbers: each claim ("in every year", "holds when I loosen", "changes from year to year") must be something you computed.

## Expect these probes

- "Why that definition of pleasant?" → show the sensitivity check.
- "What if it's a cold summer?" → show the year-to-year spread.
- "How would you measure success?" → a test design: promotion in some cafés, not others, compare sales per day.

## Common mistake

Reading the slides aloud. Your slides should carry the headlines; you add the why, the caveats and the decisions behind each chart.

## Try it

Build the one-slide answer and one findings slide from your \`seattle_weather\` café analysis. Present them to a friend or a recording in three minutes, then list the two probing questions you found hardest.

## Worked answer

Model slides, using the 18–28 °C definition:

\`\`\`text
Slide 1 (the answer)
  Title: Run the outdoor promotion from May to September
  - May-Sep held 85-92% of each year's pleasant days (2012-2015)
  - Still 78-87% when "pleasant" is loosened to 16-30 °C
  - The best single month changed every year: Sep, Jul, May, May
  - Next step: a test in some cafés to measure the effect on sales

Slide 2 (finding)
  Title: Pleasant days cluster in May-September, but no month is
         reliably the best
  Chart: pleasant days by month, one line per year 2012-2015
  Note:  Nov-Feb had no pleasant days in any year; 87-104 pleasant
         days per year in total
\`\`\`

Yours will differ; a strong version puts the recommendation in the title, backs each bullet with a number from your own query, and states the limit before the audience does.

Two probes that are hard, with an answer to each:

- "Why 18 to 28 and not 15 to 25?" With 15–25 °C the May–September share falls to 60% in 2015, because that summer's hot days drop out; say that the upper limit matters more than the lower one, and show both.
- "How would you know the promotion worked?" Run it in some cafés and not in comparable others, and compare sales per day, including the rainy days within the season.
`,
    "Behavioral questions with the STAR method": `After this lesson you can answer behavioural questions with specific, structured stories that show how you work, not just what you know.

## STAR

- **Situation:** the context, in one or two sentences.
- **Task:** your responsibility or the goal.
- **Action:** what **you** did, step by step. This is the longest part.
- **Result:** the outcome, with a number if you have one, and what you learned.

Prepare six to eight stories that cover the common themes: a conflict, a mistake, a tight deadline, influencing without authority, working with messy data, explaining something technical to a non-technical audience.

## Worked example: "Tell me about a time you found an error in data"

\`\`\`text
Weak
  "I'm very detail-oriented, so I always check data carefully. Once I
   found an error and fixed it."

Strong (STAR)
  S: "In a portfolio project on four years of Seattle daily weather,
      I was building a monthly rainy-day report."
  T: "I had to decide which column defined a rainy day."
  A: "I noticed the weather label and the precipitation column did not
      always agree: some days labelled rain had no recorded
      precipitation, and no drizzle day had any. I read the data set's notes, which said the label
      was synthesized for teaching, so I based the metric on
      precipitation and documented the choice in the README."
  R: "The report counts what was measured, and a reviewer later pointed
      to that note as the reason they trusted the analysis. Since then
      I check derived fields against raw ones before using them."
\`\`\`

Before telling a data story like this, make sure the facts are true for your project: check them in the data, as in the Try it below.

## Common mistake

Saying "we" throughout. Interviewers are hiring you; make your own actions explicit, while crediting the team for theirs.

## Try it

In \`seattle_weather\`, count the days for each \`weather\` label split by whether \`precipitation\` is above 0 (\`GROUP BY weather, precipitation > 0\`). Use what you find to write your own STAR story about choosing between a derived label and a measured column, in under 200 words.

## Worked answer

\`\`\`sql
SELECT weather, precipitation > 0 AS wet, COUNT(*) AS days
FROM seattle_weather
GROUP BY weather, precipitation > 0
ORDER BY weather, wet;
\`\`\`

| weather | wet | days |
|---|---|---|
| drizzle | false | 53 |
| fog | false | 101 |
| rain | false | 44 |
| rain | true | 597 |
| snow | true | 26 |
| sun | false | 640 |

So 44 days labelled rain recorded no precipitation, none of the 53 drizzle days recorded any, and all 26 snow days did. A rainy-day count by label gives 641; the measured count of wet days is 623.

A model STAR story (about 130 words):

\`\`\`text
S: "In a portfolio project on four years of Seattle weather, I was
    building a monthly rainy-day report for a fictional café chain."
T: "I had to choose which column defined a rainy day."
A: "Before building anything I cross-tabulated the weather label
    against precipitation. 44 days labelled rain had no recorded
    precipitation, no drizzle day had any, and the 26 snow days were
    wet days the label didn't call rain. The data set notes said the
    label was synthesized for teaching, so I defined a rainy day as
    precipitation above zero and wrote the choice in the README."
R: "The report counts 623 measured wet days instead of 641 labelled
    ones, and anyone can rerun the check. I now cross-check any
    derived field against the raw one before I use it."
\`\`\`

It works because the action is yours and specific (a cross-tab, not "I was careful"), the numbers are ones you can show on screen, and the result ends in a habit you still use.
`,
    "Offers and negotiation": `After this lesson you can compare job offers on more than salary and ask for a better package politely, with a specific, researched counter.

## Compare the whole offer

| Component | Questions to ask |
|---|---|
| Base salary | How does it compare with your researched range for the role, level and location? |
| Bonus / equity | Target or guaranteed? Vesting schedule? |
| Benefits | Health cover, retirement matching, learning budget |
| Time and flexibility | Time off, remote or hybrid policy |
| Growth | Level, title, review cycle, who you learn from |
| Start date | Any flexibility, signing bonus for a notice period |

## Negotiation steps

1. **Thank them and ask for the offer in writing.** Don't accept on the call.
2. **Research:** salary surveys and postings for the same title, level and location; your other offers.
3. **Counter once, with a specific number** and a reason: market data, your skills, a competing offer.
4. **Negotiate the package:** if base is fixed, ask about sign-on bonus, level, learning budget or start date.
5. **Decide and reply promptly**, in writing.

## Worked example: a counter email

\`\`\`text
Subject: Offer for Data Analyst – thank you

Hi Jordan,

Thank you for the offer; I'm excited about the team and the work on
store operations. Based on my research for analyst roles at this level
in our area, and the SQL and dashboard work I'd be doing from day one,
I'd like to ask whether we can bring the base salary to [your number].
If the base is fixed, I'd be glad to discuss a sign-on bonus or a
learning budget instead.

I'm keen to make this work and can confirm quickly.

Best regards,
Alex
\`\`\`

## Common mistake

Giving a number too early, or apologising for asking. A polite, researched counter is normal and rarely withdraws an offer; an unsupported demand or an ultimatum can.

## Try it

Build a comparison table in Excel for two real or invented offers with the rows above. Add a weights column (how much each component matters to you, summing to 1), score each offer from 1 to 5 per row, and compare them with \`=SUMPRODUCT($B$2:$B$7,C2:C7)\` (weights in B2:B7, one offer's scores in C2:C7; fill right for the second offer). Then write your counter email for the offer you prefer.

## Worked answer

An invented example; weights in B2:B7, offer A in C2:C7, offer B in D2:D7:

| Row | Component | Weight | Offer A | Offer B |
|---|---|---|---|---|
| 2 | Base salary | 0.35 | 4 | 5 |
| 3 | Bonus / equity | 0.10 | 2 | 3 |
| 4 | Benefits | 0.15 | 3 | 4 |
| 5 | Time and flexibility | 0.15 | 3 | 2 |
| 6 | Growth | 0.20 | 5 | 2 |
| 7 | Start date | 0.05 | 3 | 4 |

\`\`\`excel
B8  =SUM(B2:B7)                     check: must be 1
C8  =SUMPRODUCT($B$2:$B$7,C2:C7)    fill right to D8
\`\`\`

Offer A scores 3.65 and offer B 3.55: the higher-paying offer loses because growth carries a fifth of the weight. Test the weights before deciding: with base at 0.45 and growth at 0.15, B wins 3.85 to 3.65. When two offers are this close, the score is there to make you say what you value; it doesn't decide for you.

A model counter email for offer A:

\`\`\`text
Subject: Data Analyst offer – thank you

Hi Jordan,

Thank you for the offer. The mentoring and the range of projects on
your team are the main reasons I'd like to join. I have a second offer
with a higher base salary, and the postings I found for this level in
our area point the same way, so I'd like to ask whether you can bring
the base to [your number]. If the base is fixed, a sign-on bonus or an
earlier salary review would close most of the gap.

I'd like to make this work and can confirm by Friday.

Best regards,
Alex
\`\`\`

It works because it opens with why you want this job, gives one specific number with two reasons, offers a fallback and sets a date.
`,
  },
  readings: {
    "Questions to ask your interviewers": `Every interview ends with "Do you have any questions for us?" Good questions show interest and judgement, and they help you decide whether you want the job. Prepare three to five per stage and never reuse the answer to one you already heard.

## By interviewer

| Interviewer | Good questions |
|---|---|
| Recruiter | What does the interview process look like, and what does each stage focus on? What is the budgeted range for this role? What is the timeline for a decision? |
| Hiring manager | What does success look like in the first 90 days? What is the biggest question the team is trying to answer this year? How are analysis requests prioritised? |
| Analyst peers | What does a typical week look like? What is the data stack, and how much time goes into cleaning versus analysis? How is work reviewed before it reaches stakeholders? |
| Stakeholder / business partner | Which analysis from this team changed a decision recently? What do you wish the team did more of? |
| Senior leader | How does the company use data in decisions today, and where should that go? What would make this team more valuable to you? |

## Questions that reveal the job

- "Can you walk me through a recent project from request to result?"
- "Who owns the data definitions, and what happens when two reports disagree?"
- "How much of the work is recurring reporting versus new questions?"
- "What is one thing you would change about how the team works?"

## Avoid

- Questions answered on the careers page or the job ad.
- Opening with benefits or time off in the first screen (ask the recruiter later, or after an offer).
- Yes/no questions that end the conversation.
- "No questions", which reads as low interest.

## A simple routine

\`\`\`text
Before each interview:
  [ ] 3 questions for this person's role, written down
  [ ] 1 question from something you researched (a product, a report,
      a job ad detail)
During:
  [ ] Note what they say; ask one follow-up on the most interesting answer
After:
  [ ] Record the answers: they help you compare offers later
\`\`\`

## Follow-up

Send a short thank-you note within a day that mentions one thing you learned from their answers. It keeps the conversation specific and shows you listened.
`,
  },
  quizzes: {
    "Quiz: SQL and metrics practice": {
      passMark: 0.7,
      questions: [
        {
          id: "ai-q1",
          type: "single",
          prompt:
            "An interviewer asks for the three wettest days of each year in seattle_weather. You write SELECT date, precipitation FROM seattle_weather WHERE ROW_NUMBER() OVER (PARTITION BY EXTRACT(YEAR FROM date) ORDER BY precipitation DESC) <= 3. PostgreSQL rejects it. What is the fix?",
          choices: [
            {
              id: "a",
              text: "Compute the ROW_NUMBER() in a CTE, then filter rn <= 3 in the outer query",
            },
            { id: "b", text: "Move the condition from WHERE to HAVING" },
            { id: "c", text: "Add GROUP BY EXTRACT(YEAR FROM date) so the window has groups to rank" },
            { id: "d", text: "Replace ROW_NUMBER() with RANK(), which is allowed in WHERE" },
          ],
          correct: "a",
          explanation:
            "Window functions are computed after WHERE (and after GROUP BY and HAVING), so no filter clause of the same query can see them. Rank in a CTE or subquery and filter outside it. HAVING filters groups, not window results, so it fails for the same reason; RANK() is a window function too, so swapping it changes tie handling, not where it may be used.",
        },
        {
          id: "ai-q2",
          type: "numeric",
          prompt:
            "seattle_weather holds ten days, 2015-06-01 to 2015-06-10, with precipitation 0, 0, 1.2, 0, 0, 0, 0, 2.5, 0, 0. You run the gaps-and-islands query: WITH dry AS (SELECT date, date - CAST(ROW_NUMBER() OVER (ORDER BY date) AS INT) AS grp FROM seattle_weather WHERE precipitation = 0) SELECT MIN(date), MAX(date), COUNT(*) AS days FROM dry GROUP BY grp ORDER BY days DESC LIMIT 1. What is days?",
          answer: 4,
          tolerance: 0,
          unit: "days",
          explanation:
            "The WHERE keeps the eight dry days; numbering them 1 to 8 and subtracting from the date gives one value for each unbroken run: June 1–2 (2 days), June 4–7 (4 days) and June 9–10 (2 days). The longest is June 4–7, so days = 4. Answering 8 counts all dry days, ignoring the breaks that the row-number trick is there to find.",
        },
        {
          id: "ai-q3",
          type: "single",
          prompt:
            "In 2014 a table has four days with precipitation 10, 8, 8 and 5 mm. You rank them with RANK() OVER (PARTITION BY EXTRACT(YEAR FROM date) ORDER BY precipitation DESC) in a CTE and keep rank <= 2. How many rows come back, and what would ROW_NUMBER() return instead?",
          choices: [
            { id: "a", text: "RANK(): 3 rows (both 8 mm days tie at rank 2); ROW_NUMBER(): 2 rows" },
            { id: "b", text: "Both return 2 rows" },
            { id: "c", text: "RANK(): 2 rows; ROW_NUMBER(): 3 rows" },
            { id: "d", text: "RANK(): 4 rows, because the 5 mm day gets rank 3" },
          ],
          correct: "a",
          explanation:
            "RANK() gives ties the same rank and skips the next one: 10 mm is 1, both 8 mm days are 2, and 5 mm is 4, so rank <= 2 keeps three rows. ROW_NUMBER() numbers 1, 2, 3, 4 and breaks the tie arbitrarily, so it keeps two and silently drops one of the tied days. Saying which one you chose, and why, is part of a good interview answer. DENSE_RANK() (not RANK()) is the one that would give the 5 mm day rank 3.",
        },
        {
          id: "ai-q4",
          type: "multiple",
          prompt:
            '"Weekly active users dropped 10% last week. What do you do?" Which of these belong in the first part of a strong answer?',
          choices: [
            { id: "a", text: "Check whether the metric's definition or event tracking changed that week" },
            { id: "b", text: "Compare with the same week in earlier years to see whether the dip is seasonal" },
            {
              id: "c",
              text: "Split the metric by segment (platform, country, new vs returning) to find which part moved",
            },
            {
              id: "d",
              text: "Run a significance test on this week against last week and report the drop as real if p < 0.05",
            },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "For any metric-moved question, start by ruling out a data problem (a tracking or definition change is cheap to check and common), then seasonality, then find which segment drove the change. Jumping to a significance test skips those checks: a broken tracker can produce a highly significant drop that means nothing about users.",
        },
        {
          id: "ai-q5",
          type: "single",
          prompt:
            'A colleague compares daily temp_max in two summer months (31 days each) with Welch\'s t-test, gets p = 0.001 and writes "the second month was significantly hotter". Why should the answer not stop there?',
          choices: [
            {
              id: "a",
              text: "Daily temperatures are autocorrelated, so the 62 days are not independent observations and the p-value is too optimistic",
            },
            { id: "b", text: "Welch's test needs equal variances, and two Julys rarely have them" },
            { id: "c", text: "A p-value of 0.001 means there is a 0.1% chance July 2015 was hotter" },
            { id: "d", text: "31 days per group is too few for any t-test to run" },
          ],
          correct: "a",
          explanation:
            "The t-test assumes independent observations, but a hot day tends to be followed by hot days, so the effective sample is much smaller than 62 and the p-value overstates the evidence. A strong answer says so and compares against long-run normals. Welch's test is the version that does not assume equal variances, and a p-value is the probability of a difference this large if there were none, not the probability that the hypothesis is true.",
        },
        {
          id: "ai-q6",
          type: "single",
          prompt:
            'An interviewer asks you to define a "good cycling day rate" for seattle_weather. Which answer is a complete metric definition?',
          choices: [
            {
              id: "a",
              text: "Days with no precipitation and temp_max from 15 to 25 °C, divided by all days with a weather record, per calendar month; watched alongside average wind so a breezy month is not called good",
            },
            { id: "b", text: "Days that are nice for cycling, as a percentage" },
            { id: "c", text: "COUNT(*) of days with no precipitation and temp_max from 15 to 25 °C" },
            { id: "d", text: "The average temp_max of dry days, per month" },
          ],
          correct: "a",
          explanation:
            'A metric definition needs a precise numerator, a denominator, a time window and, ideally, a counter-metric that catches what the headline number hides. Choice a has all four. A bare count has no denominator, so months of different lengths are not comparable; "nice days" is not measurable; and an average temperature answers a different question than how often the day is good.',
        },
      ],
    },
  },
  projectBrief: `# Mock interview: a business case

## Scenario

You are interviewing for a data analyst role at **Emerald Cycles**, a fictional bike-rental company with stations across Seattle. The interviewer gives you this case:

> "Our rentals swing a lot from month to month, and the operations team keeps getting caught out: too many bikes out in wet months, not enough mechanics in the busy ones. We think the weather drives most of it. How would you help operations plan the year, and what does the weather data say?"

You have no rental data, only the city's daily weather. Treat this as a 35-minute live case: structure first, then analysis, then a recommendation.

## Data

The **Seattle Weather** data set in the data playground, table \`seattle-weather\` (load it as \`seattle_weather\`): \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`, one row per day for 2012–2015.

## Questions to answer

1. Clarify: which questions would you ask the interviewer about the goal, the metric and the decisions operations makes? Write them down with the answers you will assume.
2. Structure: draw a metric tree for rentals (for example bikes available × trips per bike, with weather, season and other drivers) and say which branch you would check first.
3. Define a "good riding day" from the weather columns and justify the thresholds.
4. How many good riding days does each month have, per year, and how consistent is each month across the four years?
5. Which months are the hardest to plan for (largest variation between years), and what does that mean for staffing and fleet size?
6. Recommend a seasonal plan and say how you would validate it once rental data is available.

## Deliverables

- A one-page case structure (clarifying questions, assumptions, metric tree).
- The SQL for questions 3–5, with a short comment on each query.
- One chart: good riding days by month, one line or band per year.
- A five-minute spoken answer (recorded or to a friend) ending with the recommendation.

## Hand-in checklist

- [ ] You clarified before you analysed, and stated your assumptions
- [ ] The metric tree separates weather from other drivers
- [ ] Thresholds for a good riding day are explicit, with a sensitivity check
- [ ] Results are per month and per year, not only averaged
- [ ] The recommendation names a decision and a validation test
- [ ] You said what the weather data cannot tell Emerald Cycles
`,
} satisfies CourseNotes;
