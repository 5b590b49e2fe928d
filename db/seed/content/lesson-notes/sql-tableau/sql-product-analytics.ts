import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_bird-strikes",
  videos: {
    "Introduction: product questions and event data": `After this lesson you know which product questions the course answers, how event data is shaped, and how the practice table stands in for an app's event log.

## Product questions, SQL answers

Product managers ask: how many people use the product each day, how many new users reach the "aha" moment, where do they drop out of a funnel, and how many come back. Every one of these is a query over an **event table**: one row per thing a user did, with who, what and when. The course builds these metrics in order: sessions, active users, activation, funnels, cohorts, churn, feature adoption and performance.

## The practice event log

The data playground has no app event log, so we practise on a table with exactly that shape: the **Bird Strikes** data set (Pro), table \`birdstrikes\`, one row per reported strike, 1990 to mid-2002. We map it like this:

| Event-table role | Column in \`birdstrikes\` |
| --- | --- |
| user id | \`Aircraft Make Model\` (about 225 aircraft types, first seen at different dates) |
| event time | \`Flight Date\` (a date, no time of day) |
| event name | \`Phase of flight\` (Approach, Climb, Take-off run, ...) |
| properties | \`Airport Name\`, \`Aircraft Airline Operator\`, \`Effect Amount of damage\`, \`Cost Total $\`, \`Speed IAS in knots\` |

The patterns transfer unchanged to real events: swap the column names.

## Setup

Download \`birdstrikes.csv\` from the data playground and load it into PostgreSQL as table \`birdstrikes\` (column names in double quotes because they contain spaces). In BigQuery, load it with snake_case column names. Then create the view every lesson uses:

\`\`\`sql
CREATE VIEW events AS
SELECT "Aircraft Make Model"          AS user_id,
       "Flight Date"::date            AS event_date,
       "Phase of flight"              AS event_name,
       "Airport Name"                 AS airport,
       "Aircraft Airline Operator"    AS operator,
       "Effect Amount of damage"      AS damage,
       "Cost Total $"::numeric        AS cost_total,
       "Speed IAS in knots"::int      AS speed_knots
FROM birdstrikes;
\`\`\`

## Watch out

2002 stops in July. Any yearly or monthly metric must treat it as a partial period.

## Try it

Run \`SELECT COUNT(*), COUNT(DISTINCT user_id), MIN(event_date), MAX(event_date) FROM events;\` and write the result as one sentence a PM would understand.

## Worked answer

\`\`\`sql
SELECT COUNT(*), COUNT(DISTINCT user_id), MIN(event_date), MAX(event_date)
FROM events;
\`\`\`

One row: 10,000, 225, 1990-01-08, 2002-07-25. As a sentence: "The log holds 10,000 events from 225 users between 8 January 1990 and 25 July 2002, so 2002 covers under seven months." A PM needs the date range to read any total, and the distinct count to see that 10,000 events is not 10,000 people.
`,
    "Anatomy of an event table": `After this lesson you can describe an event table's grain, identify its user, time, name and property columns, and run the checks that tell you whether it can be trusted.

## The parts

| Part | Question it answers | In \`events\` |
| --- | --- | --- |
| user id | who? | \`user_id\` |
| timestamp | when? | \`event_date\` |
| event name | what? | \`event_name\` |
| properties | with what details? | \`airport\`, \`operator\`, \`damage\`, ... |
| event id | which row exactly? | none: add one with \`ROW_NUMBER()\` if needed |

Real logs usually add a device or session id and a server timestamp next to the client one.

## Health checks

\`\`\`sql
-- Volume per month: gaps or spikes point at logging problems
SELECT date_trunc('month', event_date)::date AS month, COUNT(*) AS events
FROM events
GROUP BY 1
ORDER BY 1;

-- Event names and their share
SELECT event_name, COUNT(*) AS events,
       ROUND(100.0 * COUNT(*) / SUM(COUNT(*)) OVER (), 1) AS pct
FROM events
GROUP BY 1
ORDER BY events DESC;

-- Exact duplicate rows
SELECT user_id, event_date, event_name, airport, COUNT(*)
FROM events
GROUP BY 1, 2, 3, 4
HAVING COUNT(*) > 1;
\`\`\`

## Reading the results

Several strikes by the same aircraft type at the same airport on the same day are plausible (several aircraft of that type fly there), so repeated keys are not automatically duplicates. In an app log, identical rows within a second usually are double-fired events.

## Common mistake

Treating every event name as equally important. Logs are dominated by low-value events (page views, heartbeats). Decide which events carry meaning for your metric before counting anything; here \`Approach\` alone is close to half of all rows.

## Try it

Find the ten users (\`user_id\`) with the most events and the ten with the fewest. How skewed is the distribution, and what would that mean for an "average events per user" metric?

## Worked answer

\`\`\`sql
SELECT user_id, COUNT(*) AS events
FROM events
GROUP BY 1
ORDER BY events DESC, user_id
LIMIT 10;

SELECT user_id, COUNT(*) AS events
FROM events
GROUP BY 1
ORDER BY events, user_id
LIMIT 10;

WITH per_user AS (
  SELECT user_id, COUNT(*) AS events FROM events GROUP BY 1
)
SELECT ROUND(AVG(events), 1)                                AS mean_events,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY events)  AS median_events,
       COUNT(*) FILTER (WHERE events = 1)                   AS one_event_users
FROM per_user;
\`\`\`

The top ten run from B-737-300 (954 events) and MD-80 (854) down to A-320 (224), and together hold 5,289 of the 10,000 events. The bottom of the list is a tie: 53 users have exactly one event, so "the ten with the fewest" is ten of those 53, picked here alphabetically (A-7, AEROS SA365, ...). The mean is 44.4 events per user but the median is 5, so an "average events per user" metric describes almost nobody: report the median, or the mean with the top users shown separately.
`,
    "Sessionization with window functions": `After this lesson you can split each user's events into sessions using a gap threshold, with LAG and a running SUM.

## The rule

A session is a run of events by one user where no gap between consecutive events exceeds a threshold. Web analytics uses 30 minutes; our events are dated by day, so we use 14 days.

## Three steps in SQL

\`\`\`sql
WITH ordered AS (
  SELECT user_id, event_date, event_name,
         LAG(event_date) OVER (PARTITION BY user_id ORDER BY event_date) AS prev_date
  FROM events
),
flagged AS (
  SELECT *,
         CASE WHEN prev_date IS NULL
                OR event_date - prev_date > 14 THEN 1 ELSE 0 END AS new_session
  FROM ordered
),
sessioned AS (
  SELECT *,
         SUM(new_session) OVER (PARTITION BY user_id ORDER BY event_date
                                ROWS UNBOUNDED PRECEDING) AS session_number
  FROM flagged
)
SELECT user_id, session_number,
       MIN(event_date) AS session_start,
       MAX(event_date) AS session_end,
       COUNT(*)        AS events
FROM sessioned
GROUP BY 1, 2
ORDER BY 1, 2;
\`\`\`

1. \`LAG\` gets the previous event's time for the same user.
2. A flag marks events that start a session.
3. A running sum of flags numbers the sessions.

In PostgreSQL, subtracting two dates gives days. In BigQuery write \`DATE_DIFF(event_date, prev_date, DAY) > 14\`.

## Common mistake

Ties in the ordering. Several events on the same date have no defined order, so the running sum with the default \`RANGE\` frame would treat them as peers. The explicit \`ROWS UNBOUNDED PRECEDING\` frame avoids that; in real logs add a tie-breaker such as the event id.

## Try it

Change the threshold to 30 days and compare the number of sessions per user. Then find, for each user, the longest session by number of events.

## Worked answer

\`\`\`sql
WITH ordered AS (
  SELECT user_id, event_date,
         LAG(event_date) OVER (PARTITION BY user_id ORDER BY event_date) AS prev_date
  FROM events
),
flagged AS (
  SELECT *,
         CASE WHEN prev_date IS NULL
                OR event_date - prev_date > 30 THEN 1 ELSE 0 END AS new_session
  FROM ordered
),
sessioned AS (
  SELECT *,
         SUM(new_session) OVER (PARTITION BY user_id ORDER BY event_date
                                ROWS UNBOUNDED PRECEDING) AS session_number
  FROM flagged
),
sessions AS (
  -- one row per session
  SELECT user_id, session_number,
         MIN(event_date) AS session_start,
         MAX(event_date) AS session_end,
         COUNT(*)        AS events
  FROM sessioned
  GROUP BY 1, 2
)
SELECT DISTINCT ON (user_id)
       user_id,
       COUNT(*) OVER (PARTITION BY user_id) AS sessions,
       session_start, session_end,
       events AS longest_session_events
FROM sessions
ORDER BY user_id, events DESC, session_start;
\`\`\`

At 14 days there are 3,668 sessions (16.3 per user); at 30 days 2,333 (10.4 per user). The busiest users change most (B-737 drops from 108 sessions to 30), while 139 of the 225 users keep the same count. The longest session shows the danger of a long threshold: B-737-300 never goes more than 29 days without a strike after March 1994, so at 30 days its longest "session" runs from 1994-03-19 to 2002-07-23 with 810 events, against 101 events at 14 days. \`DISTINCT ON\` keeps one row per user, the first in the \`ORDER BY\`, which is the session with the most events.
`,
    "Defining active users: DAU, WAU and MAU": `After this lesson you can count daily, weekly and monthly active users correctly, including rolling windows, and compute stickiness.

## Active means "did a qualifying event"

Write the definition before the SQL: "a user is active on a day if they have at least one event of any kind". Some products count only meaningful events; that is a choice, so name it.

## Calendar periods

\`\`\`sql
SELECT date_trunc('month', event_date)::date AS month,
       COUNT(DISTINCT user_id)             AS mau
FROM events
GROUP BY 1
ORDER BY 1;
\`\`\`

Swap \`'month'\` for \`'week'\` or use \`event_date\` itself for WAU and DAU.

## Rolling windows

A rolling 28-day active count answers "how many users were active in the 28 days up to each date". \`COUNT(DISTINCT ...)\` is not allowed as a window function in PostgreSQL, so join to a calendar:

\`\`\`sql
WITH days AS (
  SELECT generate_series(DATE '1990-01-01', DATE '2002-07-31', INTERVAL '1 day')::date AS day
)
SELECT d.day,
       COUNT(DISTINCT e.user_id) AS active_28d
FROM days AS d
LEFT JOIN events AS e
       ON e.event_date >  d.day - 28
      AND e.event_date <= d.day
GROUP BY d.day
ORDER BY d.day;
\`\`\`

## Stickiness

\`DAU / MAU\` estimates how many days a month a typical active user shows up. Compute it from average DAU over the month divided by that month's MAU:

\`\`\`sql
WITH daily AS (
  SELECT event_date, COUNT(DISTINCT user_id) AS dau
  FROM events GROUP BY 1
)
SELECT date_trunc('month', d.event_date)::date AS month,
       AVG(d.dau) AS avg_dau
FROM daily AS d
GROUP BY 1;
\`\`\`

Join it to the monthly MAU query and divide. Note that days with no events are missing from \`daily\`, which inflates the average; use a calendar to count them as zero.

## Watch out

Summing DAU over a month does not give MAU: a user active on ten days would be counted ten times. Always count distinct users over the period itself.

## Try it

Build monthly MAU and a monthly average DAU (with zero-days included) and compute stickiness per year. Exclude 2002's partial months or label them.

## Worked answer

\`\`\`sql
WITH days AS (
  SELECT generate_series(DATE '1990-01-01', DATE '2002-06-30',
                         INTERVAL '1 day')::date AS day      -- July 2002 left out: data stops on the 25th
),
daily AS (
  -- one row per calendar day, 0 when nobody was active
  SELECT d.day, COUNT(DISTINCT e.user_id) AS dau
  FROM days AS d
  LEFT JOIN events AS e ON e.event_date = d.day
  GROUP BY d.day
),
monthly AS (
  -- one row per month
  SELECT date_trunc('month', day)::date AS month, AVG(dau) AS avg_dau
  FROM daily
  GROUP BY 1
),
mau AS (
  SELECT date_trunc('month', event_date)::date AS month,
         COUNT(DISTINCT user_id)               AS mau
  FROM events
  GROUP BY 1
)
SELECT EXTRACT(YEAR FROM m.month)::int                   AS yr,
       COUNT(*)                                          AS months,
       ROUND(AVG(u.mau), 1)                              AS avg_mau,
       ROUND(AVG(m.avg_dau), 2)                          AS avg_dau,
       ROUND(100 * AVG(m.avg_dau / u.mau), 1)            AS stickiness_pct
FROM monthly AS m
JOIN mau AS u USING (month)
GROUP BY 1
ORDER BY 1;
\`\`\`

Stickiness here is each month's average DAU over its MAU, averaged over the months of the year. It stays between 6.3% (1990, 1991, 1993) and 7.6% (2000): an active aircraft type is struck on about two days of a typical month. 2002 has six full months (January to June, 7.5%); July is left out because the data stops on the 25th. Average DAU only over days that appear in the log and the yearly figures rise to between 7.9% and 15.6%, the inflation the lesson warns about.
`,
    "Activation metrics and time to value": `After this lesson you can define an activation event, measure the share of new users who reach it within a window, and report time to value as a distribution.

## Define it precisely

Activation is the first moment a new user gets value. A good definition has a **user set** (new users in a period), an **event** (the value moment) and a **window** (within N days of signup). For practice:

- signup = a user's first event,
- activated = the user has events on at least 2 different days within 365 days of signup.

This log is sparse (many aircraft types appear only a few times a year), so the window is long; an app would use days, not a year.

## In SQL

\`\`\`sql
WITH firsts AS (
  SELECT user_id, MIN(event_date) AS signup_date
  FROM events
  GROUP BY 1
),
early AS (
  SELECT f.user_id, f.signup_date,
         COUNT(DISTINCT e.event_date) AS active_days_365
  FROM firsts AS f
  JOIN events AS e
    ON e.user_id = f.user_id
   AND e.event_date < f.signup_date + 365
  GROUP BY 1, 2
)
SELECT EXTRACT(YEAR FROM signup_date)::int          AS signup_year,
       COUNT(*)                                     AS new_users,
       COUNT(*) FILTER (WHERE active_days_365 >= 2) AS activated,
       ROUND(100.0 * COUNT(*) FILTER (WHERE active_days_365 >= 2) / COUNT(*), 1) AS activation_pct
FROM early
GROUP BY 1
ORDER BY 1;
\`\`\`

## Time to value

Time to value is the delay from signup to the value moment. Report its median, not its mean, because a few slow users stretch the mean:

\`\`\`sql
WITH ranked AS (
  SELECT user_id, event_date,
         MIN(event_date) OVER (PARTITION BY user_id) AS signup_date,
         DENSE_RANK() OVER (PARTITION BY user_id ORDER BY event_date) AS day_rank
  FROM events
)
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY event_date - signup_date) AS median_days_to_2nd_day
FROM (SELECT DISTINCT user_id, event_date, signup_date FROM ranked WHERE day_rank = 2) AS second_day;
\`\`\`

## Common mistake

Counting recent signups as "not activated" when their window has not ended. Users who signed up less than 365 days before the end of the data (the last event is in late July 2002, so signups from late July 2001 onwards) cannot be judged yet: exclude them.

## Try it

Add the exclusion of immature signups to the activation query, then try a 180-day window and compare the activation percentages.

## Worked answer

\`\`\`sql
WITH params AS (
  SELECT 365 AS window_days                 -- then run again with 180
),
firsts AS (
  SELECT user_id, MIN(event_date) AS signup_date
  FROM events
  GROUP BY 1
),
mature AS (
  -- only signups whose whole window lies inside the data
  SELECT f.*, p.window_days
  FROM firsts AS f, params AS p
  WHERE f.signup_date + p.window_days <= (SELECT MAX(event_date) FROM events)
),
early AS (
  SELECT m.user_id, m.signup_date,
         COUNT(DISTINCT e.event_date) AS active_days
  FROM mature AS m
  JOIN events AS e
    ON e.user_id = m.user_id
   AND e.event_date < m.signup_date + m.window_days
  GROUP BY 1, 2
)
SELECT EXTRACT(YEAR FROM signup_date)::int          AS signup_year,
       COUNT(*)                                     AS new_users,
       COUNT(*) FILTER (WHERE active_days >= 2)     AS activated,
       ROUND(100.0 * COUNT(*) FILTER (WHERE active_days >= 2) / COUNT(*), 1) AS activation_pct
FROM early
GROUP BY ROLLUP (1)                        -- ROLLUP adds an all-years row
ORDER BY 1;
\`\`\`

With 365 days, the exclusion drops the 10 users who signed up after 25 July 2001 (five in 2001, five in 2002): 98 of the remaining 215 activate, 45.6%, against 44.0% when the immature signups count as failures, and the 2001 cohort shrinks to 3 users. With 180 days, 220 users are mature and 75 activate, 34.1%: a shorter window is a stricter definition, so every cohort's rate falls or stays the same (1991 from 30.3% to 15.2%). The maturity cut-off moves with the window, which is why \`window_days\` appears in both places: with 180 days, signups up to 26 January 2002 can be judged.
`,
    "Conversion funnels step by step": `After this lesson you can build a multi-step funnel that counts users reaching each step and computes step-to-step and overall conversion.

## Define the steps

A funnel is an ordered list of events users should complete. For practice we use four steps of increasing seriousness:

1. any strike reported,
2. a strike during \`Approach\`,
3. a strike with damage (\`damage <> 'None'\`),
4. a strike with a reported cost (\`cost_total > 0\`).

## One row per user, one flag per step

\`\`\`sql
WITH per_user AS (
  SELECT user_id,
         1                                                AS step_1,
         MAX(CASE WHEN event_name = 'Approach' THEN 1 ELSE 0 END) AS step_2,
         MAX(CASE WHEN damage <> 'None'        THEN 1 ELSE 0 END) AS step_3,
         MAX(CASE WHEN cost_total > 0          THEN 1 ELSE 0 END) AS step_4
  FROM events
  GROUP BY user_id
)
SELECT SUM(step_1)                                AS s1,
       SUM(step_2)                                AS s2,
       SUM(step_2 * step_3)                       AS s3,
       SUM(step_2 * step_3 * step_4)              AS s4,
       ROUND(100.0 * SUM(step_2) / SUM(step_1), 1) AS s1_to_s2_pct,
       ROUND(100.0 * SUM(step_2 * step_3 * step_4) / SUM(step_1), 1) AS overall_pct
FROM per_user;
\`\`\`

Multiplying the flags means a user counts at step 3 only if they also reached step 2: the funnel narrows monotonically.

## Presenting it

| Step | Users | From previous | From start |
| --- | --- | --- | --- |
| 1 any | s1 | | 100% |
| 2 approach | s2 | s2/s1 | s2/s1 |
| 3 damage | s3 | s3/s2 | s3/s1 |
| 4 cost | s4 | s4/s3 | s4/s1 |

Fill it from the query; in a real product add the time period and segment (platform, country) as columns.

## Common mistake

Counting events instead of users at each step. A user with twenty \`Approach\` events would weigh twenty times. Funnels count distinct users (or sessions, if defined that way), never raw events.

## Try it

Run the funnel twice: once on events where \`operator = 'MILITARY'\`, once on all other events. Which group converts more from step 2 to step 3?

## Worked answer

\`\`\`sql
WITH per_user AS (
  SELECT CASE WHEN operator = 'MILITARY' THEN 'military' ELSE 'other' END AS grp,
         user_id,
         1                                                          AS step_1,
         MAX(CASE WHEN event_name = 'Approach' THEN 1 ELSE 0 END)   AS step_2,
         MAX(CASE WHEN damage <> 'None'        THEN 1 ELSE 0 END)   AS step_3,
         MAX(CASE WHEN cost_total > 0          THEN 1 ELSE 0 END)   AS step_4
  FROM events
  GROUP BY 1, 2
)
SELECT grp,
       SUM(step_1)                     AS s1,
       SUM(step_2)                     AS s2,
       SUM(step_2 * step_3)            AS s3,
       SUM(step_2 * step_3 * step_4)   AS s4,
       ROUND(100.0 * SUM(step_2 * step_3) / SUM(step_2), 1) AS s2_to_s3_pct
FROM per_user
GROUP BY grp
ORDER BY grp;
\`\`\`

Grouping by the split runs both funnels in one query. Military: 53 users, 41 at step 2, 9 at step 3, so 22.0% go from approach to damage. All other operators: 173 users, 145 at step 2, 104 at step 3, 71.7%. The other operators convert far more. Part of the gap is volume: they average 53 events per user against 16 for the military, so more chances to report damage, and a per-user funnel rewards heavy users. The two groups add up to 226 users, not 225, because one aircraft type (DC-9) has both military and civil strikes and counts in each funnel.
`,
    "Funnels with time windows and ordering": `After this lesson you can build strict funnels where each step must happen after the previous one and within a time limit.

## Why order and windows matter

The previous funnel only asked "did the user ever do each step". A strict funnel asks: did step 2 happen **after** step 1, and within N days? That is closer to what a PM means by "converted".

## Step timestamps, then conditions

\`\`\`sql
WITH s1 AS (
  SELECT user_id, MIN(event_date) AS t1
  FROM events
  GROUP BY user_id
),
s2 AS (
  SELECT s1.user_id, s1.t1, MIN(e.event_date) AS t2
  FROM s1
  JOIN events AS e
    ON e.user_id = s1.user_id
   AND e.event_name = 'Approach'
   AND e.event_date >= s1.t1
   AND e.event_date <= s1.t1 + 365
  GROUP BY 1, 2
),
s3 AS (
  SELECT s2.user_id, MIN(e.event_date) AS t3
  FROM s2
  JOIN events AS e
    ON e.user_id = s2.user_id
   AND e.damage <> 'None'
   AND e.event_date >= s2.t2
   AND e.event_date <= s2.t2 + 365
  GROUP BY 1
)
SELECT (SELECT COUNT(*) FROM s1) AS step_1,
       (SELECT COUNT(*) FROM s2) AS step_2_within_365d,
       (SELECT COUNT(*) FROM s3) AS step_3_within_365d;
\`\`\`

Each step takes the **first** qualifying event after the previous step's time, inside the window.

In BigQuery, replace \`s1.t1 + 365\` with \`DATE_ADD(s1.t1, INTERVAL 365 DAY)\`.

## Design choices to state

| Choice | Options |
| --- | --- |
| Window anchor | from step 1, or from the previous step |
| Same-day events | allowed (\`>=\`) or strictly later (\`>\`) |
| Re-entry | first attempt only, or any attempt |

## Watch out

With dates only, \`>=\` lets step 2 happen on the same day as step 1 even if it came first in reality. With timestamps, use \`>\` plus a tie-breaker.

## Try it

Measure the median days from step 1 to step 2 for users who converted, then shorten the window to 90 days and report how many step-2 users you lose.

## Worked answer

\`\`\`sql
WITH s1 AS (
  SELECT user_id, MIN(event_date) AS t1
  FROM events
  GROUP BY user_id
),
s2 AS (
  SELECT s1.user_id, s1.t1, MIN(e.event_date) AS t2
  FROM s1
  JOIN events AS e
    ON e.user_id = s1.user_id
   AND e.event_name = 'Approach'
   AND e.event_date >= s1.t1
   AND e.event_date <= s1.t1 + 365
  GROUP BY 1, 2
)
SELECT COUNT(*)                                                AS step_2_within_365d,
       percentile_cont(0.5) WITHIN GROUP (ORDER BY t2 - t1)    AS median_days_1_to_2,
       COUNT(*) FILTER (WHERE t2 <= t1 + 90)                   AS step_2_within_90d,
       COUNT(*) FILTER (WHERE t2 >  t1 + 90)                   AS lost_at_90d
FROM s2;
\`\`\`

144 users reach step 2 within 365 days, and the median gap is 0 days: for 112 of them the first Approach strike is on the day of their first strike. The 32 who convert on a later day take a median of 70.5 days. Shortening the window to 90 days keeps 131 users, so you lose 13. Counting \`t2 <= t1 + 90\` inside the 365-day result gives the same 13 as re-running the funnel with 90, because each user's step-2 date is their first Approach in either window.
`,
    "Cohort retention tables": `After this lesson you can group users by their start period, measure what share is active in each later period, and lay it out as a retention triangle.

## Cohort and period

- **Cohort**: the period of a user's first event (here: year).
- **Period number**: years since the cohort year (0, 1, 2, ...).
- **Retention**: active users in period *n* ÷ users in the cohort.

\`\`\`sql
WITH firsts AS (
  SELECT user_id, MIN(event_date) AS first_date
  FROM events GROUP BY 1
),
activity AS (
  SELECT DISTINCT e.user_id,
         EXTRACT(YEAR FROM f.first_date)::int AS cohort_year,
         EXTRACT(YEAR FROM e.event_date)::int - EXTRACT(YEAR FROM f.first_date)::int AS year_number
  FROM events AS e
  JOIN firsts AS f USING (user_id)
),
sizes AS (
  SELECT cohort_year, COUNT(*) AS cohort_size
  FROM activity WHERE year_number = 0 GROUP BY 1
)
SELECT a.cohort_year,
       s.cohort_size,
       a.year_number,
       COUNT(*) AS active_users,
       ROUND(100.0 * COUNT(*) / s.cohort_size, 1) AS retention_pct
FROM activity AS a
JOIN sizes AS s USING (cohort_year)
GROUP BY 1, 2, 3
ORDER BY 1, 3;
\`\`\`

## The triangle

Pivot \`year_number\` into columns (with \`FILTER\`) and you get one row per cohort, shaped like a triangle because newer cohorts have had fewer periods:

\`\`\`text
cohort  size  y0    y1   y2   y3 ...
1990    n     100%  ..   ..   ..
1991    n     100%  ..   ..
...
2001    n     100%  ..
\`\`\`

Year 0 is 100% by definition.

## Common mistake

Reading the last column of each row as the latest retention. The final period of every cohort ends at the data cut-off (July 2002) and is incomplete, which makes the most recent cells look worse. Drop or flag incomplete periods.

## Try it

Change the definition to "unbounded" retention (active in year *n* or any later year) and compare the curves. Which definition would you show a board, and why?

## Worked answer

\`\`\`sql
WITH firsts AS (
  SELECT user_id, MIN(event_date) AS first_date
  FROM events GROUP BY 1
),
activity AS (
  SELECT DISTINCT e.user_id,
         EXTRACT(YEAR FROM f.first_date)::int AS cohort_year,
         EXTRACT(YEAR FROM e.event_date)::int - EXTRACT(YEAR FROM f.first_date)::int AS year_number
  FROM events AS e
  JOIN firsts AS f USING (user_id)
),
last_seen AS (
  -- one row per user: the last year number with any activity
  SELECT user_id, cohort_year, MAX(year_number) AS last_year_number
  FROM activity
  GROUP BY 1, 2
),
grid AS (
  -- one row per cohort and year number, 0 up to 2002
  SELECT cohort_year, COUNT(*) AS cohort_size, n AS year_number
  FROM last_seen,
       generate_series(0, 2002 - cohort_year) AS n
  GROUP BY cohort_year, n
)
SELECT g.cohort_year, g.cohort_size, g.year_number,
       ROUND(100.0 * (SELECT COUNT(*) FROM activity AS a
                      WHERE a.cohort_year = g.cohort_year
                        AND a.year_number = g.year_number)
             / g.cohort_size, 1) AS retention_pct,
       ROUND(100.0 * (SELECT COUNT(*) FROM last_seen AS l
                      WHERE l.cohort_year = g.cohort_year
                        AND l.last_year_number >= g.year_number)
             / g.cohort_size, 1) AS unbounded_pct
FROM grid AS g
ORDER BY 1, 3;
\`\`\`

Unbounded retention counts a user in year *n* if they are active in year *n* or any later year, so it can only fall from one year to the next: the 1990 cohort (77 users) reads 94.8%, 94.8%, 94.8%, 90.9% ... in years 1-4, where classic retention wobbles between 59.7% and 68.8%. In each cohort's last year (2002) the two are equal, because there is no later year. Show the board classic retention, with 2002 flagged as a partial year: its numbers are fixed once a year is over, while an unbounded cell rises again whenever a user comes back later, and it makes the product look stickier than the activity in any one year.
`,
    "Churn and resurrected users": `After this lesson you can classify each user in each period as new, retained, resurrected or churned, and reconcile the counts into a growth accounting table.

## Four states per period

For each month, compare a user's activity with the previous month:

| Status | Active this month | Active last month | Ever active before |
| --- | --- | --- | --- |
| new | yes | no | no |
| retained | yes | yes | yes |
| resurrected | yes | no | yes |
| churned | no | yes | yes |

## In SQL

\`\`\`sql
WITH monthly AS (
  SELECT DISTINCT user_id, date_trunc('month', event_date)::date AS month
  FROM events
),
flags AS (
  SELECT user_id, month,
         LAG(month) OVER (PARTITION BY user_id ORDER BY month)  AS prev_active_month,
         LEAD(month) OVER (PARTITION BY user_id ORDER BY month) AS next_active_month
  FROM monthly
)
SELECT month,
       COUNT(*) FILTER (WHERE prev_active_month IS NULL)                                   AS new_users,
       COUNT(*) FILTER (WHERE prev_active_month = month - INTERVAL '1 month')               AS retained,
       COUNT(*) FILTER (WHERE prev_active_month < month - INTERVAL '1 month')               AS resurrected
FROM flags
GROUP BY month
ORDER BY month;
\`\`\`

Churned users are counted in the month **after** their last activity: a user churns in month *m + 1* if active in *m* and \`next_active_month\` is null or later than *m + 1*. Keep the \`WITH\` part above and replace its final \`SELECT\` with:

\`\`\`sql
SELECT (month + INTERVAL '1 month')::date AS churn_month, COUNT(*) AS churned
FROM flags
WHERE next_active_month IS NULL
   OR next_active_month > month + INTERVAL '1 month'
GROUP BY 1
ORDER BY 1;
\`\`\`

## Check the arithmetic

Active this month = new + retained + resurrected, and active last month = retained + churned this month. If those identities fail, the definitions are inconsistent.

## Watch out

Monthly churn on sparse activity is noisy: a user who is active every other month churns and resurrects constantly. Choose the period to match how often users naturally return, and say so.

## Try it

Repeat the growth accounting with quarters (\`date_trunc('quarter', ...)\`) and compare how much "churn" disappears.

## Worked answer

\`\`\`sql
WITH quarterly AS (
  SELECT DISTINCT user_id, date_trunc('quarter', event_date)::date AS quarter
  FROM events
),
flags AS (
  SELECT user_id, quarter,
         LAG(quarter)  OVER (PARTITION BY user_id ORDER BY quarter) AS prev_active_quarter,
         LEAD(quarter) OVER (PARTITION BY user_id ORDER BY quarter) AS next_active_quarter
  FROM quarterly
),
gains AS (
  SELECT quarter,
         COUNT(*) FILTER (WHERE prev_active_quarter IS NULL)                          AS new_users,
         COUNT(*) FILTER (WHERE prev_active_quarter = quarter - INTERVAL '3 months')  AS retained,
         COUNT(*) FILTER (WHERE prev_active_quarter < quarter - INTERVAL '3 months')  AS resurrected
  FROM flags
  GROUP BY quarter
),
losses AS (
  SELECT (quarter + INTERVAL '3 months')::date AS quarter, COUNT(*) AS churned
  FROM flags
  WHERE next_active_quarter IS NULL
     OR next_active_quarter > quarter + INTERVAL '3 months'
  GROUP BY 1
)
SELECT g.quarter, g.new_users, g.retained, g.resurrected,
       COALESCE(l.churned, 0) AS churned
FROM gains AS g
LEFT JOIN losses AS l USING (quarter)
ORDER BY g.quarter;
\`\`\`

51 quarters from Q1 1990 to Q3 2002. Over the whole log the monthly version counts 1,796 churns (up to the July 2002 churn month) and 1,614 resurrections; by quarter there are only 871 churns and 689 resurrections. Most of the monthly "churn" was aircraft types that skipped a month or two and came back; at quarterly grain those gaps vanish. Check a row: Q2 2002 has 3 + 34 + 31 = 68 active users, and Q3 2002 shows 39 retained + 29 churned = 68. Q3 2002 holds only 25 days of July, so some of its 29 churned users would have appeared in August or September: label that row incomplete.
`,
    "Feature adoption analysis": `After this lesson you can measure how many active users adopt a feature, how fast, and whether adopters behave differently.

## Adoption as a ratio

Adoption rate = users who used the feature in a period ÷ active users in that period. In our log, a "feature" can be an optional property that some reports fill in and others do not: \`speed_knots\` (airspeed recorded). Treat "reported a speed" as using the feature.

\`\`\`sql
SELECT EXTRACT(YEAR FROM event_date)::int                           AS yr,
       COUNT(DISTINCT user_id)                                      AS active_users,
       COUNT(DISTINCT user_id) FILTER (WHERE speed_knots IS NOT NULL) AS adopters,
       ROUND(100.0 * COUNT(DISTINCT user_id) FILTER (WHERE speed_knots IS NOT NULL)
             / COUNT(DISTINCT user_id), 1)                          AS adoption_pct
FROM events
GROUP BY 1
ORDER BY 1;
\`\`\`

## Depth, not just breadth

Breadth says who tried it; depth says how much they rely on it:

\`\`\`sql
SELECT user_id,
       COUNT(*)                                        AS events,
       COUNT(*) FILTER (WHERE speed_knots IS NOT NULL) AS events_with_feature,
       ROUND(100.0 * COUNT(*) FILTER (WHERE speed_knots IS NOT NULL) / COUNT(*), 1) AS usage_share_pct
FROM events
GROUP BY 1
HAVING COUNT(*) >= 20
ORDER BY usage_share_pct;
\`\`\`

## Time to adopt

\`MIN(event_date) FILTER (WHERE speed_knots IS NOT NULL) - MIN(event_date)\` per user gives days from first event to first use of the feature.

## Common mistake

Concluding the feature causes better outcomes because adopters look better. Heavy users adopt everything first. Compare adopters with non-adopters of similar activity (same number of events or same cohort), and call the result a correlation.

## Try it

Compare the damage rate (\`damage <> 'None'\`) of events with and without a recorded speed, split by \`event_name\`. Does recording a speed go with more serious events in every phase?

## Worked answer

\`\`\`sql
SELECT event_name,
       COUNT(*) FILTER (WHERE speed_knots IS NOT NULL)  AS with_speed,
       ROUND(100.0 * COUNT(*) FILTER (WHERE speed_knots IS NOT NULL AND damage <> 'None')
             / NULLIF(COUNT(*) FILTER (WHERE speed_knots IS NOT NULL), 0), 1) AS damage_pct_with_speed,
       COUNT(*) FILTER (WHERE speed_knots IS NULL)      AS without_speed,
       ROUND(100.0 * COUNT(*) FILTER (WHERE speed_knots IS NULL AND damage <> 'None')
             / NULLIF(COUNT(*) FILTER (WHERE speed_knots IS NULL), 0), 1)     AS damage_pct_without_speed
FROM events
GROUP BY ROLLUP (event_name)
ORDER BY event_name;
\`\`\`

No. Overall, events with a speed are damaging slightly less often (10.1% against 11.9%), and the pattern differs by phase: in Approach (7.9% against 12.6%), Climb and Descent a recorded speed goes with less damage; in Landing Roll (5.8% against 5.3%) and Take-off run (11.6% against 10.9%) with slightly more. Parked and Taxi have 4 to 14 events per group, too few to say anything. The \`ROLLUP\` row with a blank phase is the total; never judge from that row alone, since the phases mix differently in each group.
`,
    "Performance on large event tables": `After this lesson you can keep event queries fast and affordable: filter early on the time column, pre-aggregate, avoid exploding joins, and use partitions, indexes and approximate counts.

## Where the cost comes from

Event tables grow by millions of rows a day. Most slow queries do one of these: scan all history, join events to events, or compute exact distinct counts over long windows.

## Habits that matter

| Habit | PostgreSQL | BigQuery |
| --- | --- | --- |
| Filter on the time column first | index or partition on \`event_date\` | partition by \`event_date\`, always filter on it |
| Read fewer columns | no \`SELECT *\` | billed by columns read |
| Pre-aggregate | daily user-activity table | scheduled query into a summary table |
| Approximate distinct counts | \`hll\` extension | \`APPROX_COUNT_DISTINCT(user_id)\` |

## A daily activity table

Most metrics (DAU/MAU, retention, churn) need only "was user X active on day D". Build that once:

\`\`\`sql
CREATE TABLE user_days AS
SELECT user_id, event_date, COUNT(*) AS events
FROM events
GROUP BY 1, 2;

CREATE INDEX ON user_days (event_date);
CREATE INDEX ON user_days (user_id, event_date);
\`\`\`

Then the rolling active-users query joins a calendar to \`user_days\` instead of the raw log. On an app log with many events per user per day, \`user_days\` is far smaller; on our practice log it is not (9,295 rows against 10,000), because an aircraft type is rarely struck twice on one day, so here you learn the pattern rather than see the saving.

\`\`\`sql
EXPLAIN ANALYZE
SELECT COUNT(DISTINCT user_id)
FROM user_days
WHERE event_date >= DATE '2001-01-01' AND event_date < DATE '2002-01-01';
\`\`\`

## Avoid event-to-event joins

Self joins on \`user_id\` alone produce (events per user)² rows. Bound them with a time condition (\`e2.event_date BETWEEN e1.event_date AND e1.event_date + 30\`) or replace them with window functions (\`LEAD\`, \`MIN() OVER\`).

## Watch out

Functions on the partition or indexed column disable pruning: \`WHERE EXTRACT(YEAR FROM event_date) = 2001\` scans everything; \`WHERE event_date >= '2001-01-01' AND event_date < '2002-01-01'\` does not.

## Try it

Rewrite the monthly MAU query to read from \`user_days\` and compare the two \`EXPLAIN ANALYZE\` plans (rows scanned and total time).

## Worked answer

\`\`\`sql
EXPLAIN ANALYZE
SELECT date_trunc('month', event_date)::date AS month,
       COUNT(DISTINCT user_id)             AS mau
FROM events
GROUP BY 1
ORDER BY 1;

EXPLAIN ANALYZE
SELECT date_trunc('month', event_date)::date AS month,
       COUNT(DISTINCT user_id)             AS mau
FROM user_days
GROUP BY 1
ORDER BY 1;
\`\`\`

Both plans end in 151 rows, one per month, and both are a \`Seq Scan\`, a \`Sort\` and a \`GroupAggregate\`: with no \`WHERE\` on \`event_date\` there is nothing for the indexes to do. The first scans 10,000 rows of \`birdstrikes\` (the view is expanded into the query) and the second 9,295 rows of \`user_days\`; on our runs the first took 16-19 ms and the second 14-16 ms. The saving is small because this log rarely has two events for one user on one day; on an app log with dozens of events per user per day, \`user_days\` is many times smaller and the gain grows with it.
`,
  },
  readings: {
    "Metric definitions that survive a meeting": `A metric survives a meeting when two people computing it independently get the same number. This page gives you a template and the questions that expose vague definitions.

## The definition template

\`\`\`text
Name:          Monthly active users (MAU)
Question:      How many distinct users used the product this calendar month?
Unit:          distinct user_id
Qualifying:    any event except system events (list them)
Time:          calendar month, UTC, by event time (not load time)
Population:    excludes internal and test accounts
Edge cases:    partial months labelled; late events counted in their event month
Source:        events view, version / date
Owner:         the analyst or team to ask
\`\`\`

## Questions to ask of every metric

| Question | Why it matters |
| --- | --- |
| Who counts? | test users, bots, employees, deleted accounts |
| What counts as the action? | any event vs a meaningful event |
| Which clock? | event time vs server time vs load time; time zone |
| What window? | calendar vs rolling; 7 vs 28 days |
| Distinct what? | users, sessions or events |
| What about incomplete periods? | last week/month of data |
| Numerator and denominator from the same population? | rates that exceed 100% |

## Common definitions in this course

| Metric | Definition in our practice log |
| --- | --- |
| Active user | a \`user_id\` with at least one event in the period |
| Session | events of a user with gaps of at most 14 days |
| Activation | events on 2+ distinct days within 365 days of the first event |
| Retention (year n) | active in year n ÷ cohort size |
| Churned (month m) | active in m-1, not in m |
| Adoption | users with a recorded \`speed_knots\` ÷ active users |

## Red flags in a meeting

- Two dashboards show different numbers for the "same" metric.
- A rate is quoted without its denominator.
- "Users" switches meaning between slides.
- A trend starts or ends in an incomplete period.

## Habits

- Keep definitions in one shared document or in the view's comments, versioned.
- Compute each metric in exactly one place (a view), and build reports on top.
- When a definition changes, recompute history and note the date of the change.
`,
  },
  quizzes: {
    "Quiz: sessions and funnels": {
      passMark: 0.7,
      questions: [
        {
          id: "spa-s1",
          type: "numeric",
          prompt:
            "User U1 has six events, on 2001-01-01, 2001-01-05, 2001-01-20, 2001-01-30, 2001-03-01 and 2001-03-10. You sessionize with the course's rule: LAG(event_date) per user, a new session when prev_date IS NULL OR event_date - prev_date > 14, then a running SUM of the flags. How many sessions does U1 have?",
          answer: 3,
          tolerance: 0,
          unit: "sessions",
          explanation:
            "The gaps are 4, 15, 10, 30 and 9 days. The first event starts session 1 (prev_date is NULL), the 15-day gap to 2001-01-20 starts session 2, and the 30-day gap to 2001-03-01 starts session 3; the 4-, 10- and 9-day gaps stay inside a session. Answering 2 forgets that the first event's NULL prev_date also raises the flag, which is what makes the running sum start at 1.",
        },
        {
          id: "spa-s2",
          type: "numeric",
          prompt:
            "In June (30 days) three users are active: A on 10 days, B on 5 of those same days and C on 1 of them, so events fall on 10 distinct days. Stickiness is average DAU over the month divided by MAU, with days without events counted as zero. What is June's stickiness, in percent?",
          answer: 17.8,
          tolerance: 0.1,
          unit: "%",
          explanation:
            "Daily active users summed over the month are 10 + 5 + 1 = 16, so average DAU over 30 days is 16 / 30 ≈ 0.533. MAU is 3 distinct users, not 16: summing DAU counts A ten times. Stickiness = 0.533 / 3 ≈ 17.8%. Averaging only over the 10 days that appear in the daily table gives 1.6 / 3 ≈ 53%, the inflation the lesson warns about when days with no events are missing.",
        },
        {
          id: "spa-s3",
          type: "single",
          prompt:
            "Activation is defined as events on at least 2 different days within 365 days of signup (a user's first event). The data ends in late July 2002. Your activation table shows a sharp fall for the 2002 signup cohort. What should you do?",
          choices: [
            {
              id: "a",
              text: "Exclude users who signed up less than 365 days before the end of the data, since their window has not closed",
            },
            { id: "b", text: "Report the fall: activation got worse in 2002" },
            { id: "c", text: "Shorten the window to 180 days for 2002 only, so it can be compared" },
            { id: "d", text: "Report the mean time to value instead, which is not affected" },
          ],
          correct: "a",
          explanation:
            "A user who signed up in May 2002 has had about two months to reach a second active day, not 365, so counting them as not activated drags the rate down for reasons that have nothing to do with the product. Keep only mature signups (before late July 2001 here). Using a different window for one cohort makes cohorts incomparable, and time to value has the same immaturity problem.",
        },
        {
          id: "spa-s4",
          type: "single",
          prompt:
            "Five users: U1 has an Approach event with damage 'Minor' and cost 500; U2 a Climb event with damage 'Minor'; U3 an Approach event with damage 'None'; U4 an Approach event with damage 'Medium' and a Climb event with damage 'None'; U5 a Take-off run with damage 'None'. All costs other than U1's are 0. With the course's per-user flags (step_2 = Approach, step_3 = damage <> 'None', step_4 = cost_total > 0), what are SUM(step_2 * step_3) and the overall conversion SUM(step_2 * step_3 * step_4) / SUM(step_1)?",
          choices: [
            { id: "a", text: "Step 3: 2 users; overall conversion 20%" },
            { id: "b", text: "Step 3: 3 users; overall conversion 20%" },
            { id: "c", text: "Step 3: 2 users; overall conversion 50%" },
            { id: "d", text: "Step 3: 3 users; overall conversion 33.3%" },
          ],
          correct: "a",
          explanation:
            "Step 2 (Approach) is reached by U1, U3 and U4. Multiplying flags counts a user at step 3 only if they also reached step 2, so U1 and U4 count but U2, who had damage without an Approach, does not: 2 users. Only U1 reaches step 4, and 1 of 5 starting users is 20%. SUM(step_3) alone gives 3 and breaks the funnel's narrowing; 50% is step 4 over step 3, the step-to-step rate, not the overall one.",
        },
        {
          id: "spa-s5",
          type: "multiple",
          prompt:
            'You turn an "ever did each step" funnel into a strict funnel: step 2 must come at or after step 1 and within 365 days, measured from the first qualifying event. Which statements are true?',
          choices: [
            {
              id: "a",
              text: "The strict funnel can count fewer users at step 2 than the ever-did funnel, never more",
            },
            {
              id: "b",
              text: "With dates only, event_date >= t1 lets a step 2 that really happened earlier on the same day count as after step 1",
            },
            {
              id: "c",
              text: "Whether each window is anchored on step 1 or on the previous step is a design choice you should state",
            },
            {
              id: "d",
              text: "Counting step events instead of distinct users is fine in a strict funnel, because the time condition removes repeats",
            },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "Adding order and a window only removes users (a step 2 before step 1 or too late no longer counts), so the strict count is at most the ever-did count. Dates without times cannot order same-day events, so >= accepts same-day steps in either order; with timestamps use > and a tie-breaker. The anchor, same-day rule and re-entry are choices to write down. Funnels count distinct users at every step; the time condition does not stop a user with many qualifying events from being counted many times.",
        },
        {
          id: "spa-s6",
          type: "single",
          prompt:
            "You need a rolling 28-day active-user count for every day in PostgreSQL. Why does the course join a calendar of days to events instead of writing COUNT(DISTINCT user_id) OVER (ORDER BY event_date RANGE BETWEEN INTERVAL '27 days' PRECEDING AND CURRENT ROW)?",
          choices: [
            {
              id: "a",
              text: "PostgreSQL does not allow DISTINCT inside a window aggregate, and the calendar also gives a row for days with no events",
            },
            { id: "b", text: "Window functions cannot use a date column in ORDER BY" },
            { id: "c", text: "The window version runs but counts each event instead of each user" },
            { id: "d", text: "The calendar join is only faster; both queries return the same numbers" },
          ],
          correct: "a",
          explanation:
            "COUNT(DISTINCT ...) OVER (...) is rejected by PostgreSQL, so the distinct count has to happen in a GROUP BY: join each calendar day to the events in the 28 days up to it (e.event_date > d.day - 28 AND e.event_date <= d.day) and count distinct users per day. The calendar has the side benefit of producing a row for every day, even a day with no events, which a query over the events alone would skip.",
        },
      ],
    },
    "Quiz: cohorts and retention": {
      passMark: 0.7,
      questions: [
        {
          id: "spa-c1",
          type: "numeric",
          prompt:
            "events holds six users with activity in these years: A 1995 and 1996; B 1995 and 1997; C 1995, 1996 and 1997; D 1995 only; E 1996 and 1997; F 1995 and 1996. Cohorts are the year of a user's first event. What is the 1995 cohort's year-1 retention, in percent?",
          answer: 60,
          tolerance: 0,
          unit: "%",
          explanation:
            "The 1995 cohort is A, B, C, D and F (5 users); E started in 1996, so it belongs to the 1996 cohort. In year 1 (1996) A, C and F from the cohort are active: 3 / 5 = 60%. Counting everyone active in 1996 (A, C, E, F) gives 80%, which mixes cohorts. B skipped 1996, so under this classic definition it counts in year 2, not year 1.",
        },
        {
          id: "spa-c2",
          type: "single",
          prompt:
            "Your yearly retention triangle runs on data that stops in July 2002. For every cohort, the latest cell (the 2002 column) is noticeably lower than the cells before it. What is the most likely reason?",
          choices: [
            {
              id: "a",
              text: "2002 covers only about seven months, so fewer users had the chance to be active: the period is incomplete",
            },
            { id: "b", text: "Retention is falling across all cohorts, which calls for action" },
            { id: "c", text: "The newest cohorts are smaller, which lowers every cohort's last cell" },
            { id: "d", text: "Year 0 is 100% by definition, so later cells must fall" },
          ],
          correct: "a",
          explanation:
            "The last column of every row ends at the data cut-off, so it measures part of a year against full years and looks worse for every cohort at once. Drop or flag incomplete periods before reading a trend. Retention is a share of each cohort, so the size of other cohorts does not change it, and retention curves flattening after year 0 does not explain a sudden drop in one calendar column.",
        },
        {
          id: "spa-c3",
          type: "numeric",
          prompt:
            "Monthly growth accounting: 120 users were active in May. In June there are 30 new, 80 retained and 10 resurrected users. How many users churned in June?",
          answer: 40,
          tolerance: 0,
          unit: "users",
          explanation:
            "Active last month = retained + churned this month, so churned = 120 − 80 = 40: the May users who were not active again in June. New and resurrected users are June arrivals and do not affect it. June's active count is 30 + 80 + 10 = 120, the same as May, even though 40 users left; that identity check is how you spot inconsistent definitions.",
        },
        {
          id: "spa-c4",
          type: "multiple",
          prompt:
            "With monthly periods, a user's first ever event is in January; they are active again in March and never after, and the data continues to December. Which statuses does growth accounting give them?",
          choices: [
            { id: "a", text: "New in January" },
            { id: "b", text: "Churned in February" },
            { id: "c", text: "Resurrected in March" },
            { id: "d", text: "Retained in March" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "January is their first active month: new. They were not active in February, so they churn in the month after their last activity, February. In March they are active, were not active the month before, but were active earlier: resurrected, not retained (retained needs activity in the previous month too). They would churn again in April. Sparse users like this flip between churned and resurrected, which is why you pick a period that matches how often users naturally return.",
        },
        {
          id: "spa-c5",
          type: "single",
          prompt:
            "Users who adopted a new feature have twice the 6-month retention of those who did not. A PM wants to say the feature doubles retention. What is the sound response?",
          choices: [
            {
              id: "a",
              text: "Heavy users adopt features first; compare adopters with non-adopters of similar activity or the same cohort, and present it as a correlation",
            },
            { id: "b", text: "Agree, as long as the difference is statistically significant" },
            { id: "c", text: "Use the adoption rate (adopters ÷ active users) instead, which removes the bias" },
            { id: "d", text: "Measure depth (share of a user's events using the feature) to prove causation" },
          ],
          correct: "a",
          explanation:
            "Adopters are selected: the most engaged users try everything and would have retained better anyway. Matching on prior activity or cohort narrows the gap to something closer to the feature's effect, but observational data still only shows a correlation (an experiment would show causation). A significant difference is still a biased one, and adoption rate or depth describe usage; neither removes the selection.",
        },
        {
          id: "spa-c6",
          type: "single",
          prompt:
            "A retention query on a large events table partitioned by event_date filters WHERE EXTRACT(YEAR FROM event_date) = 2001 and scans all history. What is the best fix?",
          choices: [
            {
              id: "a",
              text: "WHERE event_date >= DATE '2001-01-01' AND event_date < DATE '2002-01-01'",
            },
            { id: "b", text: "WHERE CAST(event_date AS TEXT) LIKE '2001%'" },
            { id: "c", text: "Add LIMIT so the query stops early" },
            { id: "d", text: "Replace COUNT(DISTINCT user_id) with COUNT(user_id)" },
          ],
          correct: "a",
          explanation:
            "Wrapping the partition or indexed column in a function hides it from the planner, so no partition can be pruned. A plain range on the column itself lets PostgreSQL use the index and BigQuery skip other partitions. Casting to text is another function on the column and has the same problem; LIMIT does not reduce what a distinct count has to read, and dropping DISTINCT changes the answer instead of the cost.",
        },
      ],
    },
  },
  projectBrief: `# Project: meal-planning app growth review

## Scenario

Forkcast is a fictional meal-planning start-up preparing its quarterly growth review. Its own event log is private, so the data team sends you a stand-in log with the same shape (users, dated events, event names and properties) to build and test the review's SQL. Once your queries work, they will run them on the app data by swapping column names.

## The data

The **Bird Strikes** data set from the data playground, table \`birdstrikes\`, mapped through the \`events\` view from the first lesson: \`user_id\` = \`Aircraft Make Model\`, \`event_date\` = \`Flight Date\`, \`event_name\` = \`Phase of flight\`, properties \`Airport Name\`, \`Aircraft Airline Operator\`, \`Effect Amount of damage\`, \`Cost Total $\`, \`Speed IAS in knots\`.

## Questions

1. Describe the log: events, users, date range, events per user (median and top 10).
2. Plot monthly MAU and average DAU, and compute stickiness per year. Label 2002 as partial.
3. Sessionize with a 14-day gap. How many sessions does a typical user have, and how long do they last?
4. Activation: what share of each yearly signup cohort is active on 2 or more days within 365 days of its first event? Exclude immature users.
5. Build the four-step funnel from the course as a strict funnel with 365-day windows. Where is the biggest drop?
6. Build the yearly cohort retention triangle and describe the curve's shape.
7. Produce monthly growth accounting (new, retained, resurrected, churned) and check the identities.
8. Adoption of the "speed recorded" feature by year, with a fair comparison of adopters and non-adopters.

## Deliverables

- A \`.sql\` file: one commented, runnable query per question, built on the \`events\` view.
- A metric definitions page using the course template for every metric you report.
- A one-page growth review: three findings, each with a chart or table and one sentence of interpretation.

## Hand-in checklist

- [ ] Every metric has a written definition before its query
- [ ] Funnels and retention count distinct users, not events
- [ ] Incomplete periods excluded or labelled
- [ ] Growth accounting identities verified
- [ ] BigQuery differences noted where your SQL uses PostgreSQL-only syntax
- [ ] Queries filter on \`event_date\` where possible
`,
} satisfies CourseNotes;
