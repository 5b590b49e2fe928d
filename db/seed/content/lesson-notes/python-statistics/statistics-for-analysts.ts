import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_penguins",
  videos: {
    "Introduction: statistics in analytics": `After this lesson you know which statistical questions this course answers, how each concept is shown in Excel and then Python, and you have the practice data open in both tools.

## What the course covers

Statistics for everyday analytics decisions: describing data, distributions, sampling and the central limit theorem, confidence intervals, hypothesis tests (t-tests, chi-square), correlation and simple regression, and how A/B tests use all of it. Chapter 1 sets up, chapter 2 builds the core skills, chapter 3 has a reading on common mistakes, a knowledge check and the project readout. No advanced maths: each idea is a formula you can type and a result you can explain.

## The practice data: Palmer Penguins

Every exercise uses the **Palmer Penguins** data set from the data playground: one table, \`penguins.csv\`, one row per bird (344 birds). Columns: \`Species\` (Adelie, Chinstrap, Gentoo), \`Island\` (Biscoe, Dream, Torgersen), \`Beak Length (mm)\`, \`Beak Depth (mm)\`, \`Flipper Length (mm)\`, \`Body Mass (g)\` and \`Sex\`. Real measurements give you real variation, groups to compare and relationships to model, which is exactly what a marketing metric or a customer segment gives you at work.

## Set up

1. Open **Palmer Penguins** in the data playground, preview it and download \`penguins.csv\`.
2. **Excel**: open the CSV. In these notes the columns sit in A (\`Species\`) to G (\`Sex\`), with data in rows 2 to 345.
3. **Python**: Jupyter with pandas and SciPy.

\`\`\`python
import pandas as pd
from scipy import stats

pg = pd.read_csv("penguins.csv")
pg["Sex"] = pg["Sex"].replace(".", pd.NA)   # one stray '.' in the sex column
pg.groupby("Species")["Body Mass (g)"].describe()
\`\`\`

## Watch out

Two birds have no measurements and several have no sex recorded. Excel's \`AVERAGE\` skips blanks; pandas skips \`NaN\`. Neither tells you it did, so always report the count (\`n\`) next to any statistic.

## Try it

In both Excel and Python, count the birds per species and per island (\`pd.crosstab(pg["Species"], pg["Island"])\`). Which species were sampled on only one island, and which on all three? Note it: it will matter when you compare islands later.
`,
    "Descriptive statistics": `After this lesson you can summarise a numeric column with the right measures of centre and spread, and choose between mean and median with a reason.

## The idea

| question | measure | Excel | pandas |
| --- | --- | --- | --- |
| typical value | mean | \`AVERAGE\` | \`.mean()\` |
| typical value, robust to outliers | median | \`MEDIAN\` | \`.median()\` |
| spread around the mean | standard deviation | \`STDEV.S\` | \`.std()\` |
| spread of the middle half | interquartile range | \`QUARTILE.INC(...,3)-QUARTILE.INC(...,1)\` | \`.quantile(.75) - .quantile(.25)\` |
| shape | skewness | \`SKEW\` | \`.skew()\` |

Report centre and spread together, with \`n\`. When mean and median disagree a lot, the distribution is skewed, and the median usually describes "a typical case" better.

## Worked example

Excel, body mass overall and for Gentoo only:

\`\`\`excel
=AVERAGE(F2:F345)
=MEDIAN(F2:F345)
=STDEV.S(F2:F345)
=QUARTILE.INC(F2:F345,3)-QUARTILE.INC(F2:F345,1)
=AVERAGEIFS(F2:F345,A2:A345,"Gentoo")
=COUNTIFS(A2:A345,"Gentoo",F2:F345,"<>")
\`\`\`

Python, the same by species in one table:

\`\`\`python
import pandas as pd

pg = pd.read_csv("penguins.csv")
summary = pg.groupby("Species")["Body Mass (g)"].agg(
    n="count", mean="mean", median="median", sd="std",
    q1=lambda s: s.quantile(0.25), q3=lambda s: s.quantile(0.75),
)
summary["iqr"] = summary["q3"] - summary["q1"]
summary.round(0)
\`\`\`

You should see Gentoo clearly heavier than the other two species, with Adelie and Chinstrap close to each other.

## Common mistake

Summarising a mixed population with one mean. The overall body-mass mean blends three species and two sexes; it describes no actual penguin. Segment first, then summarise. The same applies to "average order value" across very different customer groups.

## Try it

For \`Flipper Length (mm)\`, compute n, mean, median, standard deviation and IQR per species in Excel and in Python, and check both tools agree. Then compute the coefficient of variation (sd / mean) per species and say which species is the most variable.
`,
    "Distributions and the normal curve": `After this lesson you can read a histogram, describe a distribution's shape, use the normal curve to estimate proportions, and compute z-scores to spot unusual values.

## The idea

A distribution shows how often each value occurs. Describe it by **centre, spread, shape** (symmetric, skewed, bimodal) and **outliers**. Many measurements of one homogeneous group are roughly **normal**: symmetric and bell-shaped, with about 68% of values within 1 standard deviation of the mean and about 95% within 2.

A **z-score** says how many standard deviations a value is from the mean: \`z = (x - mean) / sd\`. Values beyond ±3 deserve a second look.

## Worked example

Excel: the share of Gentoo birds expected under 4,500 g if their mass were normal (put the Gentoo mean in J2 and sd in J3 using \`AVERAGEIFS\` and \`STDEV.S(FILTER(...))\`):

\`\`\`excel
=STDEV.S(FILTER(F2:F345,(A2:A345="Gentoo")*(F2:F345<>"")))
=NORM.DIST(4500,J2,J3,TRUE)
=COUNTIFS(A2:A345,"Gentoo",F2:F345,"<4500")/COUNTIFS(A2:A345,"Gentoo",F2:F345,"<>")
=(F2-J2)/J3
\`\`\`

Compare the normal estimate with the actual share in the third formula.

Python:

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
from scipy import stats

pg = pd.read_csv("penguins.csv")
gentoo = pg.loc[pg["Species"] == "Gentoo", "Body Mass (g)"].dropna()

print(stats.norm.cdf(4500, gentoo.mean(), gentoo.std()), (gentoo < 4500).mean())

pg["mass_z"] = pg.groupby("Species")["Body Mass (g)"].transform(lambda s: (s - s.mean()) / s.std())
display(pg.loc[pg["mass_z"].abs() > 2.5, ["Species", "Sex", "Body Mass (g)", "mass_z"]])  # display(): not the cell's last line

pg["Body Mass (g)"].plot.hist(bins=30)
plt.show()
\`\`\`

## Common mistake

Assuming normality for the whole table. The histogram of all birds' mass is lumpy because it mixes species and sexes. Check the shape of the group you are modelling, and remember that business metrics like revenue per customer are usually right-skewed, not normal.

## Try it

Plot histograms of \`Flipper Length (mm)\` for all birds and then per species. Describe the shape of each in one sentence. Which single bird has the most extreme within-species z-score for flipper length?
`,
    "Sampling and the central limit theorem": `After this lesson you can explain why a sample mean varies from sample to sample, how the standard error shrinks with sample size, and why the central limit theorem lets us use the normal curve for averages.

## The idea

We almost never measure everyone; we take a sample and estimate. Each sample gives a slightly different mean. The spread of those sample means is the **standard error**: \`SE = sd / sqrt(n)\`. Four times the sample size halves the standard error.

The **central limit theorem** (CLT): for reasonably large samples, the distribution of the sample *mean* is approximately normal, even if the data themselves are skewed. That is why confidence intervals and t-tests for averages work on messy business metrics.

## Worked example

Treat the 342 measured birds as a "population" and draw many samples:

\`\`\`python
import numpy as np
import pandas as pd

pg = pd.read_csv("penguins.csv")
mass = pg["Body Mass (g)"].dropna()
rng = np.random.default_rng(42)

for n in (5, 20, 80):
    means = [rng.choice(mass, size=n, replace=False).mean() for _ in range(2000)]
    print(n, round(np.std(means), 1), round(mass.std() / np.sqrt(n), 1))
\`\`\`

The two numbers in each line should be close (the first is the simulation, the second the formula; at n = 80 the simulated value comes out a little lower, because drawing 80 birds without replacement from only 342 leaves less room to vary). Plot \`means\` for n = 5 and n = 80 and you will see the second histogram narrower and more bell-shaped.

In Excel, draw one random sample by ranking random numbers: in H2 \`=RAND()\`, fill down, sort by H, take the first 20 rows and compute \`=AVERAGE(F2:F21)\`. Press F9 to redraw and watch the mean move.

\`\`\`excel
=STDEV.S(F2:F345)/SQRT(20)
\`\`\`

## Common mistake

Confusing the standard deviation (spread of individual values) with the standard error (uncertainty of the mean). A large standard deviation of order values is normal; it does not mean your average is unreliable if n is large.

## Try it

Repeat the simulation for \`Flipper Length (mm)\` with n = 10, 40 and 160, and make a small table of simulated vs formula standard errors. How many birds would you need to halve the standard error you got at n = 40?
`,
    "Confidence intervals": `After this lesson you can build a 95% confidence interval for a mean and for a proportion, in Excel and in Python, and explain it without the classic misinterpretation.

## The idea

A confidence interval is an estimate plus a margin of error: \`mean ± t* × SE\`. For 95% confidence and a sample of n, \`t*\` comes from the t distribution with n − 1 degrees of freedom (about 2 for moderate n). For a proportion p: \`p ± 1.96 × sqrt(p(1 − p)/n)\`.

Interpretation: if we repeated the sampling many times, 95% of intervals built this way would contain the true value. Practically: the interval is the range of values consistent with our data.

## Worked example

Mean body mass of Adelie penguins, Excel (Adelie masses in a filtered range or via \`FILTER\`):

\`\`\`excel
=AVERAGEIFS(F2:F345,A2:A345,"Adelie")
=CONFIDENCE.T(0.05,STDEV.S(FILTER(F2:F345,(A2:A345="Adelie")*(F2:F345<>""))),COUNTIFS(A2:A345,"Adelie",F2:F345,"<>"))
\`\`\`

The second formula is the margin; the interval is mean ± margin.

Python, for a mean and for a proportion (share of females among sexed Gentoo birds):

\`\`\`python
import numpy as np
import pandas as pd
from scipy import stats

pg = pd.read_csv("penguins.csv")
adelie = pg.loc[pg["Species"] == "Adelie", "Body Mass (g)"].dropna()
low, high = stats.t.interval(0.95, df=len(adelie) - 1, loc=adelie.mean(), scale=stats.sem(adelie))
print(f"Adelie mass: {adelie.mean():.0f} g, 95% CI {low:.0f} to {high:.0f}")

sexed = pg[(pg["Species"] == "Gentoo") & pg["Sex"].isin(["MALE", "FEMALE"])]
p = (sexed["Sex"] == "FEMALE").mean()
se = np.sqrt(p * (1 - p) / len(sexed))
print(f"female share {p:.2f} ± {1.96 * se:.2f}")
\`\`\`

## Common mistake

Saying "there is a 95% chance the true mean is in this interval" about one computed interval, or reading overlapping intervals as "no difference". Two groups' intervals can overlap slightly while the difference between them is still significant; test the difference directly.

## Try it

Build 95% confidence intervals for mean \`Beak Length (mm)\` of each species, in Excel and Python. Then build a 90% and a 99% interval for Chinstrap and explain why the widths differ.
`,
    "Hypothesis testing and p-values": `After this lesson you can set up a null and an alternative hypothesis, compute and read a p-value, and state a conclusion that neither overclaims nor hides uncertainty.

## The idea

1. **Null hypothesis (H0)**: no difference / no effect. **Alternative (H1)**: there is one.
2. Choose a significance level α before looking (usually 0.05).
3. Compute a test statistic and its **p-value**: the probability of seeing a result at least this extreme *if H0 were true*.
4. If p < α, reject H0; otherwise you fail to reject it (not the same as proving it).

Two errors: a **Type I** error is a false alarm (rejecting a true H0, rate α); a **Type II** error is a missed effect (more likely with small samples).

## Worked example

A permutation test shows what a p-value means without formulas. Is the difference in mean flipper length between male and female Adelie penguins larger than random relabelling would produce?

\`\`\`python
import numpy as np
import pandas as pd

pg = pd.read_csv("penguins.csv")
ad = pg[(pg["Species"] == "Adelie") & pg["Sex"].isin(["MALE", "FEMALE"])].dropna(subset=["Flipper Length (mm)"])
x = ad["Flipper Length (mm)"].to_numpy()
is_male = (ad["Sex"] == "MALE").to_numpy()

observed = x[is_male].mean() - x[~is_male].mean()
rng = np.random.default_rng(0)
diffs = []
for _ in range(10_000):
    shuffled = rng.permutation(is_male)
    diffs.append(x[shuffled].mean() - x[~shuffled].mean())
p_value = (np.abs(diffs) >= abs(observed)).mean()
print(round(observed, 2), p_value)
\`\`\`

Shuffling the sex labels simulates a world where sex has no effect; the p-value is the share of shuffles at least as extreme as reality.

A conclusion template: "Male Adelie flippers are on average X mm longer (95% CI ...); a difference this large would be very unlikely if sex made no difference (p = ...)."

## Common mistake

Reading p as "the probability H0 is true" or as the size of the effect. With large samples, tiny and useless differences get small p-values; with small samples, real differences can miss. Always report the effect size and its interval next to p.

## Try it

Run the same permutation test for \`Beak Depth (mm)\` between Adelie birds on Dream and on Torgersen. Write H0 and H1 first, then your conclusion in the template's words.
`,
    "t-tests and chi-square tests": `After this lesson you can choose and run a two-sample t-test for comparing means and a chi-square test for comparing category counts, in Excel and in Python.

## The idea

| question | test | Excel | SciPy |
| --- | --- | --- | --- |
| do two groups' means differ? | Welch two-sample t-test | \`T.TEST(a, b, 2, 3)\` | \`stats.ttest_ind(a, b, equal_var=False)\` |
| same units measured twice? | paired t-test | \`T.TEST(a, b, 2, 1)\` | \`stats.ttest_rel\` |
| are two categorical variables related? | chi-square test of independence | \`CHISQ.TEST(observed, expected)\` | \`stats.chi2_contingency(table)\` |

Welch's version (type 3 in Excel) does not assume equal variances; use it by default.

## Worked example

Do Adelie and Chinstrap penguins differ in body mass?

\`\`\`excel
=T.TEST(FILTER(F2:F345,(A2:A345="Adelie")*(F2:F345<>"")),FILTER(F2:F345,(A2:A345="Chinstrap")*(F2:F345<>"")),2,3)
\`\`\`

\`\`\`python
import pandas as pd
from scipy import stats

pg = pd.read_csv("penguins.csv")
mass = pg.dropna(subset=["Body Mass (g)"])
a = mass.loc[mass["Species"] == "Adelie", "Body Mass (g)"]
c = mass.loc[mass["Species"] == "Chinstrap", "Body Mass (g)"]
print(a.mean() - c.mean(), stats.ttest_ind(a, c, equal_var=False))

sexed = pg[pg["Sex"].isin(["MALE", "FEMALE"])]
table = pd.crosstab(sexed["Island"], sexed["Sex"])
chi2, p, dof, expected = stats.chi2_contingency(table)
print(table, round(p, 3), dof)
print(expected.min())
\`\`\`

The chi-square test asks whether the male/female split differs by island. In Excel, build the observed counts with \`COUNTIFS\`, the expected counts as \`row total × column total / grand total\`, then \`=CHISQ.TEST(observed_range, expected_range)\`.

## Common mistake

Running a chi-square test on percentages or with tiny expected counts. The test needs raw counts, and each expected count should be at least about 5 (check \`expected.min()\`). And a non-significant t-test on small groups is "no evidence of a difference", not "the same".

## Try it

Test whether male and female Gentoo penguins differ in \`Flipper Length (mm)\` (t-test, both tools), and whether \`Species\` and \`Island\` are independent (chi-square). For the second, look at the table first: why is the answer obvious, and what does that say about comparing islands?
`,
    "Correlation and simple regression": `After this lesson you can measure the strength of a linear relationship, fit a straight line, and interpret its slope, intercept and R² in business terms.

## The idea

- **Correlation** r (−1 to 1) measures how tightly two numeric variables move together in a straight line. It has no units and no direction of cause.
- **Simple linear regression** fits \`y = intercept + slope × x\`. The slope is "the change in y for one more unit of x"; **R²** is the share of the variation in y the line explains.

Always plot first: correlation misses curves and is pulled by outliers.

## Worked example

How does body mass change with flipper length?

\`\`\`excel
=CORREL(E2:E345,F2:F345)
=SLOPE(F2:F345,E2:E345)
=INTERCEPT(F2:F345,E2:E345)
=RSQ(F2:F345,E2:E345)
\`\`\`

Excel ignores rows where either cell is blank. In Python:

\`\`\`python
import pandas as pd
from scipy import stats

pg = pd.read_csv("penguins.csv").dropna(subset=["Flipper Length (mm)", "Body Mass (g)"])
fit = stats.linregress(pg["Flipper Length (mm)"], pg["Body Mass (g)"])
print(f"slope {fit.slope:.1f} g per mm, R² {fit.rvalue**2:.2f}, p {fit.pvalue:.2g}")

print(pg[["Beak Length (mm)", "Beak Depth (mm)"]].corr())
print(pg.groupby("Species")[["Beak Length (mm)", "Beak Depth (mm)"]].corr().round(2))
\`\`\`

Read the slope aloud: "each extra millimetre of flipper goes with about *slope* more grams of body mass, on average."

The last two lines show a classic trap: across all birds, beak length and depth correlate negatively, but within each species the correlation is positive. Mixing groups reversed the sign (Simpson's paradox).

## Common mistake

Treating the slope as causal ("grow a flipper and gain weight") or extrapolating beyond the data. A regression describes the association within the range you observed; for causes you need an experiment or a careful design.

## Try it

Fit \`Body Mass (g)\` on \`Beak Depth (mm)\` for all birds, then separately for Gentoo. Compare the two slopes' signs and explain the difference with a scatter plot colored by species.
`,
    "A/B testing for analysts": `After this lesson you can analyse a simple A/B test on a conversion rate with a two-proportion test and a confidence interval, and check your method with an A/A test on real data.

## The idea

An A/B test randomly assigns users to a control (A) and a variant (B), then compares a metric. Random assignment is what makes a difference *causal*. For a conversion rate:

- difference \`d = p_B − p_A\`
- standard error \`sqrt(p_A(1 − p_A)/n_A + p_B(1 − p_B)/n_B)\`
- 95% CI \`d ± 1.96 × SE\`; z = d / pooled SE for the p-value.

Decide the metric, α and sample size **before** launching, and don't stop the moment p dips under 0.05.

## Worked example

The course's marketing experiment: an email with a new subject line. Control: 4,000 sent, 320 clicks; variant: 4,000 sent, 380 clicks (illustration numbers).

\`\`\`excel
=380/4000-320/4000
=SQRT(0.08*0.92/4000+0.095*0.905/4000)
=2*(1-NORM.S.DIST(ABS((0.095-0.08)/SQRT(0.0875*0.9125*(1/4000+1/4000))),TRUE))
\`\`\`

The last formula uses the pooled rate 0.0875 = 700 / 8,000.

\`\`\`python
import numpy as np
import pandas as pd
from scipy import stats

def two_proportion_test(x_a, n_a, x_b, n_b):
    p_a, p_b = x_a / n_a, x_b / n_b
    pooled = (x_a + x_b) / (n_a + n_b)
    z = (p_b - p_a) / np.sqrt(pooled * (1 - pooled) * (1 / n_a + 1 / n_b))
    se = np.sqrt(p_a * (1 - p_a) / n_a + p_b * (1 - p_b) / n_b)
    return p_b - p_a, (p_b - p_a - 1.96 * se, p_b - p_a + 1.96 * se), 2 * stats.norm.sf(abs(z))

print(two_proportion_test(320, 4000, 380, 4000))

pg = pd.read_csv("penguins.csv")
sexed = pg[pg["Sex"].isin(["MALE", "FEMALE"])].copy()
rng = np.random.default_rng(7)
sexed["group"] = rng.choice(["A", "B"], size=len(sexed))
k = sexed.groupby("group")["Sex"].agg(lambda s: (s == "FEMALE").sum())
n = sexed["group"].value_counts()
print(two_proportion_test(k["A"], n["A"], k["B"], n["B"]))
\`\`\`

The second test is an **A/A test**: groups assigned at random with no treatment. Run it with many seeds and roughly 5% of runs will show p < 0.05 (over seeds 0 to 999 it is 3.9%: with only 1,000 runs the share itself wobbles by about ±1.4 points, and over 20,000 seeds it is 4.7%): that is the false-positive rate you accept with α = 0.05.

## Common mistake

Declaring a winner from the point estimate alone. If the confidence interval of the difference includes zero, or includes values too small to matter, the honest result is "not shown", however good B looks.

## Try it

Loop the A/A test over 1,000 seeds on the penguins and record the p-values. What share falls below 0.05? Plot their histogram and describe its shape.
`,
  },
  readings: {
    "Common statistical mistakes": `Check any analysis against this list before you present it.

| mistake | what it looks like | the check |
| --- | --- | --- |
| Averaging a mixed population | one mean body mass for three species | segment first; compare group summaries |
| Mean on skewed data | "average revenue per user" dominated by a few whales | report the median too; plot the histogram |
| No sample size | "conversion rose 20%" from 15 users | always show n next to a statistic |
| SD vs SE confusion | error bars labelled as neither | say which you plot; SE = SD / √n |
| p-value as probability H0 is true | "95% sure the variant works" | p is the chance of data this extreme if H0 were true |
| Significance as importance | a tiny effect with p < 0.001 | report effect size and CI in business units |
| "Not significant" = "no difference" | small test, wide CI | show the CI; say "not shown" |
| Peeking and stopping early | stopping the day p < 0.05 | fix sample size or use a sequential method |
| Many tests, one winner | 20 segments, one "significant" | adjust (e.g. Bonferroni) or treat as exploratory |
| Correlation as causation | "longer flippers cause weight" | ask what else differs; was there randomisation? |
| Simpson's paradox | beak length vs depth reverses by species | check the relationship within groups |
| Survivorship bias | only analysing customers who stayed | ask who is missing from the data |
| Dropping missing rows blindly | \`dropna()\` on every column | drop per question; report rows kept |

## A check you can run in seconds

\`\`\`python
import pandas as pd

pg = pd.read_csv("penguins.csv")
print(pg.isna().sum())
print(pg.groupby("Species")["Body Mass (g)"].agg(["count", "mean", "median", "std"]).round(1))
print(pg.groupby("Species")[["Beak Length (mm)", "Beak Depth (mm)"]].corr().round(2))
\`\`\`

Counts, centre, spread and within-group relationships catch half of the mistakes above.

## Before you present

- [ ] Every statistic has its n
- [ ] Effects come with a confidence interval, in business units
- [ ] Hypotheses, α and the number of tests are stated
- [ ] Causal language only where there was random assignment
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "sta-k1",
          type: "single",
          prompt:
            "Revenue per customer last quarter has a mean of $120 and a median of $45. Which number should you report as the spend of a typical customer, and why?",
          choices: [
            {
              id: "a",
              text: "The median, because a few very large customers pull the mean up in a right-skewed metric",
            },
            { id: "b", text: "The mean, because it uses every customer's value" },
            { id: "c", text: "The mean, because the median ignores the customers above it" },
            { id: "d", text: "Neither: report the standard deviation instead" },
          ],
          correct: "a",
          explanation:
            "When the mean and median disagree this much the distribution is skewed, and revenue is usually right-skewed: a few big spenders drag the mean far above what most customers spend. The median describes the typical case. The mean does use every value, which is exactly why outliers move it. Report the centre with a spread and n, not a spread instead of a centre.",
        },
        {
          id: "sta-k2",
          type: "numeric",
          prompt:
            "A sample of 400 orders has a mean order value of $85 and a standard deviation of $60. What is the standard error of the mean, in dollars?",
          answer: 3,
          tolerance: 0.01,
          unit: "$",
          explanation:
            "SE = sd / sqrt(n) = 60 / sqrt(400) = 60 / 20 = $3. The standard deviation ($60) is the spread of individual orders; the standard error is how much the sample mean would move from sample to sample, and it shrinks as n grows (four times the orders halves it).",
        },
        {
          id: "sta-k3",
          type: "single",
          prompt: "A test comparing two groups' mean basket sizes returns p = 0.03. What does the p-value mean?",
          choices: [
            { id: "a", text: "There is a 3% chance that the null hypothesis is true" },
            {
              id: "b",
              text: "If there were really no difference, a difference at least this large would turn up about 3% of the time",
            },
            { id: "c", text: "The groups' means differ by 3%" },
            { id: "d", text: "There is a 97% chance the difference is big enough to matter" },
          ],
          correct: "b",
          explanation:
            "A p-value is computed assuming H0 is true: it is the probability of a result at least this extreme under 'no difference'. It is not the probability that H0 is true (the classic misreading), and it says nothing about the size or business importance of the effect; report the effect and its confidence interval next to it.",
        },
        {
          id: "sta-k4",
          type: "multiple",
          prompt: "Which of these pairings of question and method are sound?",
          choices: [
            {
              id: "a",
              text: "Comparing mean delivery time between two separate warehouses: a Welch two-sample t-test, T.TEST(a, b, 2, 3)",
            },
            {
              id: "b",
              text: "Comparing the same 50 stores' sales before and after a refit: a paired t-test, T.TEST(a, b, 2, 1)",
            },
            {
              id: "c",
              text: "Checking whether plan type is related to region: a chi-square test run on the percentage of each plan per region",
            },
            {
              id: "d",
              text: "Deciding whether two segments' means differ by checking whether their 95% confidence intervals overlap",
            },
          ],
          correct: ["a", "b"],
          explanation:
            "Two independent groups call for Welch's t-test (type 3, no equal-variance assumption), and the same units measured twice call for a paired test. A chi-square test needs raw counts, not percentages, with expected counts of about 5 or more. Overlapping intervals do not mean 'no difference': intervals can overlap slightly while the difference is still significant, so test the difference directly.",
        },
        {
          id: "sta-k5",
          type: "numeric",
          prompt:
            "In a survey of 400 customers, 20% say they would upgrade. What is the margin of error of the 95% confidence interval for that share, in percentage points? (Use p ± 1.96 × sqrt(p(1 − p)/n).)",
          answer: 3.92,
          tolerance: 0.05,
          unit: "percentage points",
          explanation:
            "SE = sqrt(0.2 × 0.8 / 400) = sqrt(0.0004) = 0.02, and 1.96 × 0.02 = 0.0392, so the interval is 20% ± 3.92 points (16.1% to 23.9%). Forgetting the 1.96 gives 2 points, the standard error rather than the margin of error.",
        },
        {
          id: "sta-k6",
          type: "single",
          prompt:
            "An A/B test shows version B converting 0.4 percentage points better than A, with a 95% confidence interval for the difference of −0.1 to +0.9 points (p = 0.12). What is the honest readout?",
          choices: [
            { id: "a", text: "B wins: its conversion rate is higher" },
            { id: "b", text: "B has no effect on conversion" },
            {
              id: "c",
              text: "A lift is not shown: the data fit anything from a small loss to a 0.9-point gain",
            },
            { id: "d", text: "Keep the test running and stop on the first day p drops below 0.05" },
          ],
          correct: "c",
          explanation:
            "The interval includes zero, so the test has not shown a lift; declaring a winner from the point estimate alone overclaims. But 'not significant' is not 'no difference' either: the interval still allows a gain of up to 0.9 points. Stopping the moment p dips under 0.05 is peeking and inflates false positives.",
        },
      ],
    },
  },
  projectBrief: `# Project: marketing experiment readout

## Scenario

The marketing team of Southern Ocean Trust, a fictional wildlife charity, is preparing a fundraising campaign built on "penguin facts" for an adoption scheme. Before anything is printed, the head of marketing wants a statistical readout: each claim tested like an experiment, with a clear verdict of *supported*, *not supported* or *cannot tell from this data*. You are the analyst. Work in Excel, Python, or both.

## The data

The **Palmer Penguins** data set from the data playground, table \`penguins.csv\`, one row per bird: \`Species\`, \`Island\`, \`Beak Length (mm)\`, \`Beak Depth (mm)\`, \`Flipper Length (mm)\`, \`Body Mass (g)\`, \`Sex\` (clean the stray \`.\` and blanks first).

## Claims to test

1. "Gentoo penguins are the heaviest species." Give each species' mean mass with a 95% confidence interval and test Gentoo against the next heaviest species.
2. "Males are heavier than females in every species." Test within each species and report the difference in grams with its interval.
3. "Adelie penguins are bigger on Biscoe than on the other islands." Compare Adelie body mass across islands; say why you must not compare islands with all species mixed.
4. "Our adoption packs are split evenly between male and female birds." Test whether the sex ratio differs by species (chi-square).
5. "Longer flippers mean heavier birds." Report the correlation and the regression slope in grams per mm, overall and within each species.
6. "Deeper beaks mean lighter birds." Check this overall and within species, and explain what you find to a non-statistician.

## Deliverables

- A one-page readout (Word, PDF or a markdown cell) with a table: claim, test, n, effect and 95% CI, p-value, verdict.
- The workbook or notebook with every calculation, reproducible from \`penguins.csv\`.
- Two charts: body mass by species and sex (box plot or bar with intervals), and body mass against flipper length colored by species.
- A paragraph for the marketing team on what the data can and cannot support, including that this is observational data, not a randomised experiment.

## Hand-in checklist

- [ ] α (0.05) and the hypotheses are written before the results.
- [ ] Every statistic shows its n, and missing values are handled per claim.
- [ ] Welch's t-test is used for comparing means; chi-square uses raw counts.
- [ ] Effects are given in grams or millimetres, not only as p-values.
- [ ] Claims 5 and 6 are checked within species, not only overall.
- [ ] Verdicts use plain language and no causal claims.
`,
} satisfies CourseNotes;
