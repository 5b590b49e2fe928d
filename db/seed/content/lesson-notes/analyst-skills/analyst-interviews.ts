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
            'You compare daily temp_max in July 2015 with July 2014 (31 days each) using Welch\'s t-test and get p = 0.001. Why should your answer not stop at "July 2015 was significantly hotter"?',
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
