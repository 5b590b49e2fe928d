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

## Worked answer

\`\`\`python
pd.crosstab(pg["Species"], pg["Island"], margins=True)
\`\`\`

In Excel, build the same grid with a PivotTable (Species in Rows, Island in Columns, Count of Species in Values), or type one cell and copy it across the grid: \`=COUNTIFS($A$2:$A$345,$I2,$B$2:$B$345,J$1)\` with the species names in I2:I4 and the islands in J1:L1.

| | Biscoe | Dream | Torgersen | total |
| --- | --- | --- | --- | --- |
| Adelie | 44 | 56 | 52 | 152 |
| Chinstrap | 0 | 68 | 0 | 68 |
| Gentoo | 124 | 0 | 0 | 124 |
| total | 168 | 124 | 52 | 344 |

Chinstrap was sampled only on Dream and Gentoo only on Biscoe; Adelie is the only species on all three islands (and the only one on Torgersen). Both tools count rows, so the totals include the two birds with no measurements and come to 344.

Why it matters: any difference between islands across all birds is mostly a difference between species. Biscoe birds look heavy because Biscoe is where the Gentoo live. A fair island comparison uses Adelie only.

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

## Worked answer

\`\`\`python
fl = pg.groupby("Species")["Flipper Length (mm)"].agg(
    n="count", mean="mean", median="median", sd="std",
    q1=lambda s: s.quantile(0.25), q3=lambda s: s.quantile(0.75),
)
fl["iqr"] = fl["q3"] - fl["q1"]
fl["cv"] = fl["sd"] / fl["mean"]
fl.round(3)
\`\`\`

In Excel, for Adelie (repeat with "Chinstrap" and "Gentoo"):

\`\`\`excel
=COUNTIFS(A2:A345,"Adelie",E2:E345,"<>")
=AVERAGEIFS(E2:E345,A2:A345,"Adelie")
=LET(x,FILTER(E2:E345,(A2:A345="Adelie")*(E2:E345<>"")),MEDIAN(x))
=LET(x,FILTER(E2:E345,(A2:A345="Adelie")*(E2:E345<>"")),STDEV.S(x))
=LET(x,FILTER(E2:E345,(A2:A345="Adelie")*(E2:E345<>"")),QUARTILE.INC(x,3)-QUARTILE.INC(x,1))
\`\`\`

| species | n | mean | median | sd | IQR | CV |
| --- | --- | --- | --- | --- | --- | --- |
| Adelie | 151 | 189.95 | 190 | 6.54 | 9 (186 to 195) | 0.034 |
| Chinstrap | 68 | 195.82 | 196 | 7.13 | 10 (191 to 201) | 0.036 |
| Gentoo | 123 | 217.19 | 216 | 6.48 | 9 (212 to 221) | 0.030 |

The two tools agree exactly: \`QUARTILE.INC\` uses the same interpolation as pandas' default \`quantile\`. If your Excel n reads 152 or 124, you counted the unmeasured Adelie and Gentoo rows; the \`"<>"\` condition leaves them out.

Chinstrap is the most variable species: its sd is 3.6% of its mean, against 3.4% for Adelie and 3.0% for Gentoo. Gentoo has almost the same sd as Adelie but the lowest CV because its flippers are longer on average. All three differences are small; flipper length varies very little within a species.

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

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt

f = "Flipper Length (mm)"
pg[f].plot.hist(bins=30, title="All birds")
plt.show()

for species, s in pg.groupby("Species")[f]:
    s.plot.hist(bins=15, alpha=0.5, label=species)
plt.legend()
plt.show()

pg["flipper_z"] = pg.groupby("Species")[f].transform(lambda s: (s - s.mean()) / s.std())
pg.loc[pg["flipper_z"].abs().nlargest(3).index, ["Species", "Island", "Sex", f, "flipper_z"]]
\`\`\`

- **All birds** (342 measured, 172 to 231 mm): bimodal, one hump around 185 to 197 mm (Adelie and Chinstrap) and a second around 207 to 222 mm (Gentoo), with a dip near 203 to 206 mm. The overall mean of 200.9 mm sits near that dip, so it describes very few birds.
- **Adelie**: one symmetric peak around 190 mm (skewness 0.09), 172 to 210 mm.
- **Chinstrap**: symmetric around 196 mm (skewness −0.01), a little wider, 178 to 212 mm.
- **Gentoo**: one peak around 215 mm with a slight right tail (skewness 0.39), 203 to 231 mm.

The most extreme bird is an Adelie male on Torgersen with a 210 mm flipper (pandas index 129, Excel row 131): z = +3.07, the only bird beyond ±3. It is the longest Adelie flipper, 20 mm above the Adelie mean. Next come an Adelie male on Dream at 208 mm (z = 2.76) and an Adelie female on Biscoe at 172 mm (z = −2.75). Against all birds, 210 mm gives z = 0.65 and looks ordinary; only the within-species z-score shows it is unusual.

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

## Worked answer

\`\`\`python
flipper = pg["Flipper Length (mm)"].dropna()
rng = np.random.default_rng(42)

rows = []
for n in (10, 40, 160):
    means = [rng.choice(flipper, size=n, replace=False).mean() for _ in range(2000)]
    rows.append({"n": n, "simulated_se": np.std(means), "formula_se": flipper.std() / np.sqrt(n)})
pd.DataFrame(rows).round(2)
\`\`\`

| n | simulated SE (mm) | formula SE (mm) |
| --- | --- | --- |
| 10 | 4.43 | 4.45 |
| 40 | 2.06 | 2.22 |
| 160 | 0.80 | 1.11 |

The formula uses the flipper sd of 14.06 mm. To halve the n = 40 standard error (2.22 mm to 1.11 mm) you need four times the birds: n = 160. The standard error falls with the square root of n, so doubling to 80 only takes it to 1.57 mm.

At n = 160 the simulation comes out well below the formula, because 160 birds drawn without replacement are nearly half of the 342-bird "population", which leaves little room for the mean to vary. The finite-population correction, sqrt((342 − 160) / (342 − 1)) = 0.73, gives 1.11 × 0.73 = 0.81 mm, matching the simulation. In real work the population (all customers, all orders) is far larger than the sample, and the plain formula holds. Your simulated column matches this table only if you run the loop exactly as above with seed 42; another seed moves it by a few hundredths.

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

## Worked answer

\`\`\`python
beak = pg.dropna(subset=["Beak Length (mm)"])
for species, s in beak.groupby("Species")["Beak Length (mm)"]:
    low, high = stats.t.interval(0.95, df=len(s) - 1, loc=s.mean(), scale=stats.sem(s))
    print(f"{species}: n={len(s)}, mean {s.mean():.2f} mm, 95% CI {low:.2f} to {high:.2f}")

chin = beak.loc[beak["Species"] == "Chinstrap", "Beak Length (mm)"]
for level in (0.90, 0.95, 0.99):
    low, high = stats.t.interval(level, df=len(chin) - 1, loc=chin.mean(), scale=stats.sem(chin))
    print(f"{level:.0%}: {low:.2f} to {high:.2f} (width {high - low:.2f} mm)")
\`\`\`

In Excel the margin for Adelie is \`=CONFIDENCE.T(0.05,STDEV.S(FILTER(C2:C345,(A2:A345="Adelie")*(C2:C345<>""))),COUNTIFS(A2:A345,"Adelie",C2:C345,"<>"))\`; use 0.10 and 0.01 as the first argument for the 90% and 99% Chinstrap intervals.

| species | n | mean (mm) | 95% CI (mm) |
| --- | --- | --- | --- |
| Adelie | 151 | 38.79 | 38.36 to 39.22 |
| Chinstrap | 68 | 48.83 | 48.03 to 49.64 |
| Gentoo | 123 | 47.50 | 46.95 to 48.05 |

For Chinstrap: 90% gives 48.16 to 49.51 (width 1.35 mm), 95% gives 48.03 to 49.64 (1.62 mm) and 99% gives 47.76 to 49.91 (2.15 mm). The mean and standard error (0.40 mm) are the same in all three; only t* changes, from 1.67 to 2.00 to 2.65. To be more confident of catching the true mean you need a wider interval. Chinstrap's intervals are the widest of the three species because it has the fewest birds and the largest sd (3.34 mm).

Notice that the Chinstrap and Gentoo 95% intervals overlap by 0.02 mm, yet a Welch t-test on the 1.33 mm difference gives p = 0.008. Overlap is not a test.

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

## Worked answer

H0: Adelie penguins on Dream and on Torgersen have the same mean beak depth. H1: the means differ (two-sided), α = 0.05.

\`\`\`python
ad = pg[(pg["Species"] == "Adelie") & pg["Island"].isin(["Dream", "Torgersen"])].dropna(subset=["Beak Depth (mm)"])
x = ad["Beak Depth (mm)"].to_numpy()
is_dream = (ad["Island"] == "Dream").to_numpy()

observed = x[is_dream].mean() - x[~is_dream].mean()
rng = np.random.default_rng(0)
diffs = []
for _ in range(10_000):
    shuffled = rng.permutation(is_dream)
    diffs.append(x[shuffled].mean() - x[~shuffled].mean())
p_value = (np.abs(diffs) >= abs(observed)).mean()

dream, torgersen = x[is_dream], x[~is_dream]
se = np.sqrt(dream.var(ddof=1) / len(dream) + torgersen.var(ddof=1) / len(torgersen))
print(round(observed, 2), p_value, round(observed - 1.96 * se, 2), round(observed + 1.96 * se, 2))
\`\`\`

You compare 56 Dream birds (mean 18.25 mm) with 51 Torgersen birds (mean 18.43 mm; one of the 52 Torgersen Adelie rows has no measurements). The difference is −0.18 mm and the permutation p-value is 0.4465 with seed 0; a Welch t-test gives 0.46, the same answer.

Conclusion: "Adelie beaks on Dream are on average 0.18 mm shallower than on Torgersen (95% CI −0.65 to 0.29 mm); a difference this large would turn up in about 45% of random relabellings if island made no difference (p = 0.45)." You fail to reject H0. That is "no evidence of a difference", not proof that the islands are the same: the interval still allows a gap of up to 0.65 mm.

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

## Worked answer

\`\`\`excel
=T.TEST(FILTER(E2:E345,(A2:A345="Gentoo")*(G2:G345="MALE")*(E2:E345<>"")),FILTER(E2:E345,(A2:A345="Gentoo")*(G2:G345="FEMALE")*(E2:E345<>"")),2,3)
\`\`\`

\`\`\`python
gentoo = pg[(pg["Species"] == "Gentoo") & pg["Sex"].isin(["MALE", "FEMALE"])].dropna(subset=["Flipper Length (mm)"])
m = gentoo.loc[gentoo["Sex"] == "MALE", "Flipper Length (mm)"]
f = gentoo.loc[gentoo["Sex"] == "FEMALE", "Flipper Length (mm)"]
print(m.mean() - f.mean(), stats.ttest_ind(m, f, equal_var=False))

table = pd.crosstab(pg["Species"], pg["Island"])
chi2, p, dof, expected = stats.chi2_contingency(table)
print(table, chi2, p, dof, expected.min())
\`\`\`

**t-test:** 61 male Gentoo average 221.5 mm, 58 females 212.7 mm: males' flippers are 8.8 mm longer. Welch's t = 9.94 and p = 7.1 × 10⁻¹⁷; Excel shows the same p as 7.11E-17. The five Gentoo without a usable sex (four blanks and the stray \`.\`) are left out by the filter.

**Chi-square:** χ² = 299.6 with 4 degrees of freedom, p ≈ 1.4 × 10⁻⁶³. Every expected count is at least 10.3, so the test is technically valid, but the table already answers the question: Chinstrap was only sampled on Dream and Gentoo only on Biscoe, so the island almost tells you the species. The test confirms something the sampling design built in.

What it says about islands: island and species are confounded. A difference in mass or beak size between islands across all birds is mostly a species difference. To compare islands, compare Adelie birds only, the one species found on all three.

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

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt

pg = pd.read_csv("penguins.csv").dropna(subset=["Beak Depth (mm)", "Body Mass (g)"])
for name, d in [("all birds", pg), ("Gentoo", pg[pg["Species"] == "Gentoo"])]:
    fit = stats.linregress(d["Beak Depth (mm)"], d["Body Mass (g)"])
    print(f"{name}: n={len(d)}, slope {fit.slope:.1f} g per mm, R² {fit.rvalue**2:.2f}")

for species, d in pg.groupby("Species"):
    plt.scatter(d["Beak Depth (mm)"], d["Body Mass (g)"], s=12, label=species)
plt.xlabel("Beak Depth (mm)")
plt.ylabel("Body Mass (g)")
plt.legend()
plt.show()
\`\`\`

In Excel: \`=SLOPE(F2:F345,D2:D345)\` for all birds, and for Gentoo \`=SLOPE(FILTER(F2:F345,(A2:A345="Gentoo")*(F2:F345<>"")),FILTER(D2:D345,(A2:A345="Gentoo")*(F2:F345<>"")))\`.

- All 342 birds: slope −191.6 g per mm, R² 0.22 (r = −0.47). Deeper beaks seem to go with lighter birds.
- Gentoo only (123 birds): slope +369.4 g per mm, R² 0.52 (r = 0.72). Within Gentoo, deeper beaks go with heavier birds.

Adelie (+217 g per mm) and Chinstrap (+205 g per mm) are positive too. The scatter plot shows why: Gentoo form a cloud at the top left (shallow beaks, mean 15.0 mm, and heavy, mean 5,076 g), while Adelie and Chinstrap sit at the bottom right (deeper beaks, about 18.3 mm, and about 3,700 to 3,730 g). The line through all birds connects the clouds and slopes down, but inside every cloud bigger birds have deeper beaks. This is Simpson's paradox with species as the confounder. The overall slope compares species; it says nothing about what a deeper beak means for any one bird.

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

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt

sexed = pg[pg["Sex"].isin(["MALE", "FEMALE"])].copy()
p_values = []
for seed in range(1000):
    rng = np.random.default_rng(seed)
    sexed["group"] = rng.choice(["A", "B"], size=len(sexed))
    k = sexed.groupby("group")["Sex"].agg(lambda s: (s == "FEMALE").sum())
    n = sexed["group"].value_counts()
    p_values.append(two_proportion_test(k["A"], n["A"], k["B"], n["B"])[2])
p_values = np.array(p_values)

print((p_values < 0.05).mean())
plt.hist(p_values, bins=20, range=(0, 1))
plt.show()
\`\`\`

39 of the 1,000 runs fall below 0.05: 3.9%, the figure quoted in the lesson. Every one of them is a false positive, because the groups were assigned at random and nothing was treated.

The histogram is roughly flat from 0 to 1, about 50 runs per 0.05-wide bin (median p = 0.48). That is how p-values behave when H0 is true: they are uniform, so the bin below 0.05 collects about 5% of runs, the rate α promises. The bars are jagged, though, from 1 (the bin from 0.80 to 0.85) to 86. With 333 sexed birds the female counts are whole numbers, so the p-values can only take a limited set of values and pile up on some of them. If the first bar stood well above the rest over many more runs, the test itself would be producing too many false positives.

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
