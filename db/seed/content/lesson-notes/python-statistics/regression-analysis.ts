import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Introduction: what regression can and cannot tell you": `After this lesson you know what a regression estimates, the business questions it can and cannot answer, how the course is organised, and you have the practice data loaded in Excel and Python.

## What regression does

A regression describes how an outcome changes, on average, with one or more predictors, holding the others fixed. It can tell you: how much higher box office is, on average, for films with a $10M larger budget and the same genre and rating; which factors matter most; how well you can predict. It cannot, on its own, tell you what would happen if you *changed* a predictor: that is a causal question, which needs an experiment or a design that rules out confounders (the reading in chapter 3).

## How the course is organised

Chapter 1: this overview, simple regression in Excel, and moving to Python. Chapter 2: multiple regression, dummy variables, interactions, residual diagnostics, multicollinearity and influence, log transformations, and model comparison with a holdout. Chapter 3: the causation reading, a knowledge check and the project.

## The practice data: Movies and Box Office

Open **Movies and Box Office** in the data playground and download \`movies.csv\`: one row per film, with \`Worldwide Gross\`, \`US Gross\`, \`Production Budget\`, \`Release Date\`, \`MPAA Rating\`, \`Major Genre\`, \`IMDB Rating\`, \`IMDB Votes\`, \`Rotten Tomatoes Rating\` and more. Our "store sales" are a film's ticket sales: what drives them is the course's running question. In Excel the columns run from A (\`Title\`) to P (\`IMDB Votes\`), with \`Worldwide Gross\` in C and \`Production Budget\` in E.

Every Python lesson starts from this loader; save it as \`movies_prep.py\`:

\`\`\`python
import pandas as pd

def load_movies(path="movies.csv"):
    """Films released up to 2010 with a budget and a positive worldwide gross, in $M."""
    m = pd.read_csv(path)
    m["year"] = pd.to_datetime(m["Release Date"], format="%b %d %Y").dt.year
    m = m[(m["year"] <= 2010) & (m["Worldwide Gross"] > 0) & (m["Production Budget"] > 0)].copy()
    m["gross"] = m["Worldwide Gross"] / 1e6
    m["budget"] = m["Production Budget"] / 1e6
    return m.rename(columns={"Major Genre": "genre", "MPAA Rating": "rating",
                             "IMDB Rating": "imdb", "IMDB Votes": "votes",
                             "Rotten Tomatoes Rating": "rt"})
\`\`\`

Short names make statsmodels formulas readable; dates after 2010 are data-entry errors and are dropped.

## Watch out

Films with zero gross are mostly missing data, not flops; we exclude them. Write such choices down: they change every coefficient.

## Try it

Run \`m = load_movies()\` and compare \`len(m)\` with the raw file. Plot \`gross\` against \`budget\` and write down, before any model, what you expect the slope to be.

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
from movies_prep import load_movies

raw = pd.read_csv("movies.csv")
m = load_movies()
print(len(raw), len(m))

m.plot.scatter(x="budget", y="gross", s=6, alpha=0.3)
plt.xlabel("Production budget ($M)")
plt.ylabel("Worldwide gross ($M)")
plt.show()
\`\`\`

The raw file has 3,201 films and \`m\` keeps 3,128. The 73 dropped rows are 24 films dated after 2010 and, among the rest, 43 with a worldwide gross of 0, 5 with no gross at all and 1 (Baby Mama) with no budget. Two of the "future" films are 2011 releases with no gross yet; the other 22 are classics from 1915 to 1946 whose two-digit year was read as 20xx (Gone with the Wind shows as Dec 15 2039). Dropping them is fine for this course, but say so in your write-up: only 20 films from before 1950 remain.

The scatter plot rises from a dense corner of cheap films and fans out as budgets grow: the 19 films that cost $200M or more grossed anywhere from $311M (Robin Hood) to $2,768M (Avatar), with Titanic at $1,843M also far above the cloud.

A sensible expectation before any model: a positive slope above 1, because most films gross more than they cost (2,075 of 3,128 do; the median film grosses 1.84 times its budget). Something like $2M to $3M of gross per extra $1M of budget is a fair guess; the fitted slope in the next two lessons comes out at 2.82. Writing the guess down first is the point: it lets you notice when a model surprises you.

`,
    "Simple linear regression in Excel": `After this lesson you can fit a one-predictor regression in Excel, read its slope, intercept and R², and produce the full output with LINEST or the Analysis ToolPak.

## The idea

Simple regression fits \`gross = b0 + b1 × budget\`. The slope b1 says how much worldwide gross changes, on average, per extra dollar of budget; the intercept b0 is the predicted gross at zero budget (often meaningless, just where the line crosses the axis). R² is the share of the variation in gross explained by budget.

## Worked example

With \`Worldwide Gross\` in C and \`Production Budget\` in E (rows 2 to 3202):

\`\`\`excel
=SLOPE(C2:C3202,E2:E3202)
=INTERCEPT(C2:C3202,E2:E3202)
=RSQ(C2:C3202,E2:E3202)
=STEYX(C2:C3202,E2:E3202)
\`\`\`

For standard errors, use LINEST with statistics switched on (it needs a block with no blanks, so first filter out films missing either value and copy the rest, here to columns R and S; adjust the end row to your count):

\`\`\`excel
=LINEST(R2:R3100,S2:S3100,TRUE,TRUE)
\`\`\`

LINEST spills a 5 × 2 block: slopes and intercept on row 1, their standard errors on row 2, R² and the standard error of the estimate on row 3, F and degrees of freedom on row 4, sums of squares on row 5. The Analysis ToolPak (Data → Data Analysis → Regression) gives the same numbers in a labelled table with p-values and can plot residuals.

Read the slope in words: "each extra $1 of budget goes with about $b1 more worldwide gross, on average, across these films". A slope above 1 means bigger budgets go with more than proportionally bigger grosses, on average; it says nothing about profit for any single film.

## Common mistake

Fitting on the raw file including films with gross recorded as 0 and future release dates. Clean first (exclude them and say so), or the line is pulled by data errors. Also check the scatter chart: a few blockbusters sit far above the cloud, and a straight line may not describe the typical film.

## Try it

Add a scatter chart of \`Worldwide Gross\` (y) on \`Production Budget\` (x) with a linear trendline showing the equation and R². Compare the chart's equation with your SLOPE and INTERCEPT results, then refit using \`US Gross\` as the outcome and compare the slopes.

## Worked answer

1. Select \`Production Budget\` (E) and \`Worldwide Gross\` (C), then **Insert → Scatter**. Excel takes the left-hand column of a selection as x, which here is gross, so open **Select Data → Edit** and set the X values to E2:E3202 and the Y values to C2:C3202.
2. Right-click the points → **Add Trendline → Linear**, tick **Display Equation** and **Display R-squared**.
3. Next to the data:

\`\`\`excel
=SLOPE(C2:C3202,E2:E3202)        2.8043
=INTERCEPT(C2:C3202,E2:E3202)    -1924191
=RSQ(C2:C3202,E2:E3202)          0.4433
=SLOPE(B2:B3202,E2:E3202)        1.0957
=INTERCEPT(B2:B3202,E2:E3202)    9896486
=RSQ(B2:B3202,E2:E3202)          0.3888
\`\`\`

The chart label shows the same line, rounded: about y = 2.804x − 2E+06 with R² = 0.443. The intercept appears as −2E+06 because the label uses scientific format; format the label as a number to see about −1.92 million. The functions use the 3,193 films that have both values, including the zero grosses and the misdated old films, because this is the raw file.

Worldwide, each extra $1 of budget goes with about $2.80 of gross; in the US alone, about $1.10. So roughly 60% of the extra gross that goes with a bigger budget comes from outside the US, and budget explains less of the variation in US gross (R² 0.39 against 0.44). On the cleaned films from \`load_movies\` the slopes barely change: 2.82 worldwide and 1.10 US.

`,
    "Moving to Python and statsmodels": `After this lesson you can fit the same regression in statsmodels with a formula, read the summary table, and pull coefficients, intervals and predictions out of the fitted model.

## The idea

\`statsmodels.formula.api.ols("y ~ x", data=df).fit()\` fits ordinary least squares. The formula interface handles the intercept, categorical variables and transformations for you. The summary table's key parts:

| part | read it as |
| --- | --- |
| \`coef\` | the estimated effect per unit of the predictor |
| \`std err\`, \`[0.025 0.975]\` | uncertainty, 95% CI |
| \`P>|t|\` | test of coefficient = 0 |
| \`R-squared\`, \`Adj. R-squared\` | fit, penalised for predictors |
| \`No. Observations\` | rows actually used (missing values dropped) |

## Worked example

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies()
model = smf.ols("gross ~ budget", data=m).fit()
print(model.summary())

print(model.params)
print(model.conf_int())
print(model.rsquared, model.nobs)

new = pd.DataFrame({"budget": [10, 50, 150]})
print(model.get_prediction(new).summary_frame(alpha=0.05)[["mean", "obs_ci_lower", "obs_ci_upper"]])
\`\`\`

The slope here (both variables in $M) matches your Excel SLOPE once Excel uses the same films: without zero grosses and post-2010 dates. \`summary_frame\` shows two kinds of interval: \`mean_ci_*\` for the average film at that budget (narrow), \`obs_ci_*\` for one individual film (much wider). Forecasts for a single film should use the second.

## Common mistake

Ignoring \`No. Observations\`. statsmodels silently drops rows with missing values in any variable of the formula, so adding \`imdb\` later can change the sample, and with it the budget coefficient. Compare models on the same rows (\`m.dropna(subset=[...])\` first).

## Try it

Fit \`gross ~ imdb\`. Write the coefficient as a sentence in $M per rating point, give its 95% CI, and compute the predicted average gross at ratings of 5, 7 and 9 with \`get_prediction\`.

## Worked answer

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies()
model = smf.ols("gross ~ imdb", data=m).fit()
print(model.params, model.conf_int(), model.nobs, model.rsquared)

new = pd.DataFrame({"imdb": [5, 7, 9]})
print(model.get_prediction(new).summary_frame(alpha=0.05).round(1))
\`\`\`

"Each extra IMDB rating point goes with about $24.0M more worldwide gross, on average (95% CI $19.8M to $28.3M)." The model uses 2,940 films: the 188 without an IMDB rating are dropped silently, which \`nobs\` shows. R² is only 0.04, so rating alone explains 4% of the variation in gross.

| rating | predicted mean gross | 95% CI for the mean | 95% interval for one film |
| --- | --- | --- | --- |
| 5 | $56.5M | 48.9 to 64.1 | −232.1 to 345.1 |
| 7 | $104.5M | 98.4 to 110.7 | −184.0 to 393.1 |
| 9 | $152.6M | 139.8 to 165.3 | −136.2 to 441.3 |

Each step of two rating points adds 2 × 24.0 = $48M. The interval at 9 is the widest because only 4 films are rated 9 or more (the highest is 9.2), so that prediction leans on the line beyond most of the data. The single-film intervals go below zero: a straight line with evenly spread errors does not know gross cannot be negative, a first hint that this outcome needs a log scale.

`,
    "Multiple regression and controlling for variables": `After this lesson you can fit a regression with several predictors, interpret each coefficient "holding the others constant", and explain why a coefficient changes when you add a control.

## The idea

\`gross ~ budget + imdb + votes\` estimates each predictor's association with gross **among films with the same values of the other predictors**. If budget and quality are related, the simple regression slope of budget mixes both; adding \`imdb\` separates them. A coefficient that shrinks when a control is added was partly standing in for that control.

## Worked example

\`\`\`python
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "votes"])
m["votes_k"] = m["votes"] / 1000

simple = smf.ols("gross ~ budget", data=m).fit()
multi = smf.ols("gross ~ budget + imdb + votes_k", data=m).fit()

compare = (
    simple.params.to_frame("simple")
    .join(multi.params.to_frame("multiple"), how="outer")
    .round(3)
)
print(compare)
print(multi.rsquared_adj, multi.nobs)
\`\`\`

Both models use the same rows (the \`dropna\` comes first), so the change in the budget coefficient is due to the controls alone.

How to say it: "Among films with the same IMDB rating and number of votes, each extra $1M of budget goes with about $b more worldwide gross on average."

## Common mistake

Controlling for a variable that is a *result* of the outcome or of the predictor you care about. \`votes\` partly reflects how many people saw the film, which is driven by gross itself; controlling for it can hide part of budget's real association. Decide controls from how the variables come about, not from what raises R².

## Try it

Fit \`gross ~ budget + imdb\` and \`gross ~ budget + imdb + year\` on the same rows. Does the budget coefficient change? Explain why the release year could matter (inflation, the growth of international box office).

## Worked answer

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb"])
base = smf.ols("gross ~ budget + imdb", data=m).fit()
with_year = smf.ols("gross ~ budget + imdb + year", data=m).fit()
print(pd.concat([base.params, with_year.params], axis=1, keys=["base", "with year"]).round(3))
print(base.nobs, with_year.nobs, with_year.pvalues["year"])
\`\`\`

| | budget + imdb | + year |
| --- | --- | --- |
| budget | 2.823 | 2.879 |
| imdb | 22.387 | 21.632 |
| year | | −0.659 |

Both models use the same 2,940 films. The budget coefficient barely moves, from 2.82 to 2.88 $M per $1M. Year is only weakly related to budget (r = 0.26) and to gross (r = 0.11), and a control can only take credit away from budget if it is related to both.

Why year could matter: budgets and grosses are in nominal dollars, so inflation raises both over time, and international box office grew. Films released 1990 to 1999 took 48% of their combined worldwide gross outside the US, films from 2000 to 2010 took 51%, and films before 1990 only 32%, partly because 78% of those older films have a worldwide gross equal to their US gross (no foreign takings recorded). The year coefficient itself is small and negative, −0.66 $M per year (p = 0.0003), at the same nominal budget and rating. Year bundles several of these changes at once, so don't read it as a single effect; what it tells you here is that the budget result is not an artefact of time.

`,
    "Categorical predictors and dummy variables": `After this lesson you can include categories like genre and MPAA rating in a regression, choose the reference category, and interpret each dummy coefficient as a difference from it.

## The idea

A category with k levels becomes k − 1 **dummy** (0/1) columns; the missing level is the **reference**, absorbed into the intercept. Each dummy's coefficient is the average difference from the reference, holding the other predictors fixed. In statsmodels formulas, \`C(genre)\` creates the dummies and \`Treatment(reference="Drama")\` picks the reference.

## Worked example

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["genre", "rating", "imdb"])
m = m[m["rating"].isin(["G", "PG", "PG-13", "R"])]

model = smf.ols(
    'gross ~ budget + imdb + C(genre, Treatment(reference="Drama")) + C(rating, Treatment(reference="R"))',
    data=m,
).fit()
print(model.params.filter(like="C(").round(1).sort_values())

print(pd.get_dummies(m["rating"], prefix="rating", drop_first=True, dtype=int).head())
\`\`\`

Read one line: if the \`Adventure\` coefficient is positive, adventure films gross that many $M more than dramas on average, at the same budget, IMDB rating and MPAA rating.

In Excel, build dummies by hand (\`=--(K2="Comedy")\` for each non-reference genre) and pass all the columns to LINEST as one block of x's.

## Common mistake

Including a dummy for every level plus an intercept (the "dummy variable trap"): the columns add up to the intercept and the model cannot separate them. Also watch tiny categories: rating \`NC-17\` has only 7 films here, so its coefficient would be noise. The filter keeps the four main ratings, dropping \`NC-17\` along with \`Not Rated\` and \`Open\`, and the write-up should say so.

## Try it

Refit with \`Comedy\` as the reference genre. Which coefficients change, and which predictions do not? Then test whether genre matters at all with \`model.f_test\` or by comparing with a model without genre (\`anova_lm(small, big)\` from \`statsmodels.stats.anova\`).

## Worked answer

\`\`\`python
import statsmodels.formula.api as smf
from statsmodels.stats.anova import anova_lm
from movies_prep import load_movies

m = load_movies().dropna(subset=["genre", "rating", "imdb"])
m = m[m["rating"].isin(["G", "PG", "PG-13", "R"])]
rating = ' + C(rating, Treatment(reference="R"))'
drama = smf.ols('gross ~ budget + imdb + C(genre, Treatment(reference="Drama"))' + rating, data=m).fit()
comedy = smf.ols('gross ~ budget + imdb + C(genre, Treatment(reference="Comedy"))' + rating, data=m).fit()
print(comedy.params.round(2))
print((drama.fittedvalues - comedy.fittedvalues).abs().max(), drama.rsquared, comedy.rsquared)

small = smf.ols("gross ~ budget + imdb" + rating, data=m).fit()
print(anova_lm(small, comedy))
\`\`\`

| coefficient | Drama reference | Comedy reference |
| --- | --- | --- |
| Intercept | −234.73 | −202.01 |
| Drama | (reference) | −32.72 |
| Comedy | 32.72 | (reference) |
| Action | 29.88 | −2.84 |
| Adventure | 62.28 | 29.56 |
| Horror | 66.39 | 33.67 |
| Western | −52.81 | −85.53 |

Only the intercept and the genre coefficients change, and every genre coefficient moves by the same 32.72, the Comedy-minus-Drama gap: they are now differences from comedies. \`budget\` (2.62), \`imdb\` (31.51) and the rating dummies (G 52.47, PG 27.35, PG-13 22.19) are identical, and so is every prediction: the fitted values differ by at most 4 × 10⁻¹² and R² is 0.515 in both. The p-values of the dummies do change: Action is clearly different from Drama (p = 0.0008) but not from Comedy (p = 0.75), because each dummy tests a different comparison.

Genre matters as a whole: the F-test of the 11 genre dummies gives F = 7.05 on 11 and 2,237 degrees of freedom, p = 7 × 10⁻¹², on 2,254 films. That test is the same whichever reference you pick.

`,
    "Interaction terms": `After this lesson you can model an effect that depends on another variable with an interaction term, and interpret it through predicted values rather than raw coefficients.

## The idea

Without an interaction, the budget slope is the same for every genre. With \`budget * C(genre)\`, each genre gets its own slope: the interaction coefficient is how much the slope for that genre differs from the reference genre's. \`a * b\` in a formula means \`a + b + a:b\`.

Interpretation is easiest with predictions: pick meaningful values and compare.

## Worked example

Does an extra $1M buy more gross for action films than for comedies?

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["genre", "imdb"])
m = m[m["genre"].isin(["Action", "Comedy", "Drama"])]

model = smf.ols('gross ~ budget * C(genre, Treatment(reference="Comedy")) + imdb', data=m).fit()
print(model.params.round(2))
print(model.pvalues.filter(like=":").round(3))

grid = pd.DataFrame(
    [(g, b) for g in ["Action", "Comedy", "Drama"] for b in (20, 60, 120)],
    columns=["genre", "budget"],
).assign(imdb=6.5)
grid["predicted_gross"] = model.predict(grid).round(0)
print(grid.pivot(index="budget", columns="genre", values="predicted_gross"))
\`\`\`

The pivoted predictions show the lines fanning out (or not) in $M, which is how to present the interaction to a manager. A second kind: \`budget:imdb\` asks whether a bigger budget pays off more for better-rated films.

## Common mistake

Interpreting the main effect as "the effect of budget" once an interaction is in the model. With \`budget * genre\`, the \`budget\` coefficient is the slope for the **reference** genre only. Read all slopes from predictions or from the sum of coefficients.

## Try it

Fit \`gross ~ budget * imdb\` (centre \`imdb\` first: \`imdb_c = imdb - imdb.mean()\`). Interpret the \`budget\` coefficient at an average rating and the interaction as "how the budget slope changes per rating point". Show predictions for budgets of $30M and $100M at ratings 5.5 and 7.5.

## Worked answer

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb"])
imdb_mean = m["imdb"].mean()
m["imdb_c"] = m["imdb"] - imdb_mean
model = smf.ols("gross ~ budget * imdb_c", data=m).fit()
print(model.params.round(3), model.conf_int().round(3))

grid = pd.DataFrame([(b, r) for b in (30, 100) for r in (5.5, 7.5)], columns=["budget", "imdb"])
grid["imdb_c"] = grid["imdb"] - imdb_mean
grid["predicted_gross"] = model.predict(grid).round(1)
print(grid.pivot(index="budget", columns="imdb", values="predicted_gross"))
\`\`\`

On 2,940 films (mean rating 6.28), \`budget\` is 2.55: at an average rating, each extra $1M of budget goes with $2.55M more gross. \`budget:imdb_c\` is 0.89 (95% CI 0.80 to 0.98): each extra rating point raises that budget slope by 0.89, so it is 1.85 for a film rated 5.5 and 3.64 for a film rated 7.5.

| budget | rated 5.5 | rated 7.5 |
| --- | --- | --- |
| $30M | $63.2M | $110.3M |
| $100M | $192.9M | $365.0M |

The lines fan out: a 7.5 film out-grosses a 5.5 film by $47M at a $30M budget but by $172M at $100M. A bigger budget goes with a much bigger gross when the film is well rated. R² rises from 0.487 without the interaction to 0.546.

Centring is what makes \`budget\` readable. Fit \`gross ~ budget * imdb\` on the raw rating and the budget coefficient becomes −3.06: the slope for a film rated 0, which does not exist. In the centred model the \`imdb_c\` coefficient (−3.2, p = 0.10) is the rating effect at a budget of zero, which is not meaningful either.

`,
    "Residual diagnostics": `After this lesson you can check a regression's assumptions with residual plots, recognise non-linearity and heteroskedasticity, and use robust standard errors when the spread is uneven.

## The idea

Residual = actual − predicted. If the model is adequate, residuals look like unstructured noise. Check:

| plot / test | looks for | fix |
| --- | --- | --- |
| residuals vs fitted | curves (non-linearity), funnels (uneven spread) | transform, add terms |
| Q-Q plot | heavy tails, skew | logs, robust methods |
| Breusch-Pagan test | heteroskedasticity | robust (HC3) standard errors, logs |
| residuals vs time or group | patterns left over | add the variable |

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import statsmodels.api as sm
import statsmodels.formula.api as smf
from statsmodels.stats.diagnostic import het_breuschpagan
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb"])
model = smf.ols("gross ~ budget + imdb", data=m).fit()

fig, axes = plt.subplots(1, 2, figsize=(12, 4))
axes[0].scatter(model.fittedvalues, model.resid, s=6, alpha=0.3)
axes[0].axhline(0, color="black", linewidth=0.8)
axes[0].set(xlabel="Fitted gross ($M)", ylabel="Residual ($M)", title="Residuals vs fitted")
sm.qqplot(model.resid, line="s", ax=axes[1])
plt.show()

lm_stat, lm_p, f_stat, f_p = het_breuschpagan(model.resid, model.model.exog)
print("Breusch-Pagan p:", lm_p)

robust = smf.ols("gross ~ budget + imdb", data=m).fit(cov_type="HC3")
print(model.bse.round(3), robust.bse.round(3))
\`\`\`

Expect a funnel: errors grow with budget because big films can miss or hit by hundreds of millions. Robust standard errors keep the coefficients but widen the intervals honestly; a log model (two lessons on) often fixes the funnel itself.

## Common mistake

Testing whether the *raw outcome* is normal. Regression assumptions concern the residuals, and with thousands of rows mild non-normality barely matters for coefficients. Uneven spread and non-linearity matter more.

## Try it

Plot residuals against \`year\` and against genre (a box plot per genre). Is there a pattern the model has missed? Add the variable that explains it and show the residual plot again.

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt
import statsmodels.formula.api as smf
from statsmodels.stats.anova import anova_lm
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "genre"])
base = smf.ols("gross ~ budget + imdb", data=m).fit()
m["resid"] = base.resid

fig, axes = plt.subplots(1, 2, figsize=(14, 4))
axes[0].scatter(m["year"], m["resid"], s=6, alpha=0.3)
axes[0].axhline(0, color="black", linewidth=0.8)
axes[0].set(xlabel="Release year", ylabel="Residual ($M)")
m.boxplot(column="resid", by="genre", ax=axes[1], rot=90, showfliers=False)
plt.show()
print(m.groupby("genre")["resid"].agg(["count", "mean", "median"]).round(1))

with_genre = smf.ols("gross ~ budget + imdb + C(genre)", data=m).fit()
m["resid_genre"] = with_genre.resid
m.boxplot(column="resid_genre", by="genre", rot=90, showfliers=False)
plt.show()
print(anova_lm(base, with_genre))
\`\`\`

Both models use the 2,716 films with a rating and a genre, so they compare fairly.

**Year:** no clear trend. Films from 1980 to 1994 sit a little above the line (mean residual +$34M, 57% positive) and films from 1995 on a little below (mean −$7M), but the strongest pattern is the spread, which widens from the 1990s on as budgets and grosses grow: the funnel again.

**Genre:** the boxes sit at different heights. Median residuals run from −$45M for Westerns and about −$26M for dramas, thrillers and black comedies to +$24M for horror films: at the same budget and rating, horror over-performs and drama under-performs. That is the pattern the model missed.

Adding \`C(genre)\` is worth it: F = 10.2 on 11 degrees of freedom, p = 2 × 10⁻¹⁸, and adjusted R² rises from 0.481 to 0.499. Redraw the box plot and each genre's mean residual is now exactly 0, but the medians do not all line up: Adventure drops to −$46M because a few blockbusters hold its mean up. The skew and the funnel remain; the log model two lessons on deals with those.

`,
    "Multicollinearity and influential points": `After this lesson you can detect predictors that overlap too much with variance inflation factors, and find the individual films that move the model with leverage and Cook's distance.

## The idea

**Multicollinearity**: when predictors are strongly correlated, the model cannot tell their effects apart. Coefficients get large standard errors and can flip sign between samples, although predictions may be fine. The **VIF** of a predictor measures it: above about 5 to 10 deserves attention.

**Influential points**: a few observations can drag the line. **Leverage** measures how unusual a point's predictors are; **Cook's distance** combines leverage and residual size to measure how much the coefficients change without that point.

## Worked example

\`\`\`python
import pandas as pd
import statsmodels.api as sm
import statsmodels.formula.api as smf
from statsmodels.stats.outliers_influence import variance_inflation_factor
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "rt", "votes"])
m["us_gross"] = m["US Gross"] / 1e6
X = sm.add_constant(m[["budget", "imdb", "rt", "us_gross"]])
vif = pd.Series([variance_inflation_factor(X.values, i) for i in range(1, X.shape[1])], index=X.columns[1:])
print(vif.round(1))

model = smf.ols("gross ~ budget + imdb", data=m).fit()
infl = model.get_influence()
m["cooks_d"] = infl.cooks_distance[0]
m["leverage"] = infl.hat_matrix_diag
print(m.nlargest(8, "cooks_d")[["Title", "budget", "gross", "imdb", "cooks_d"]])

without = smf.ols("gross ~ budget + imdb", data=m[m["cooks_d"] < 4 / len(m)]).fit()
print(model.params.round(2), without.params.round(2))
\`\`\`

All four VIFs come out low (about 1.8 to 2.4), yet \`us_gross\` is still a bad predictor: it is part of worldwide gross (correlation about 0.94 with the outcome), so using it is circular. VIF only looks at how the predictors overlap with each other, never with the outcome. \`imdb\` and \`rt\` overlap most (correlation about 0.74) because both measure quality, but not enough to cross the 5 to 10 line. The top Cook's distances are the biggest blockbusters: Avatar, then Titanic, far ahead of the rest.

## Common mistake

Deleting influential points because they are inconvenient. Blockbusters are real and are exactly what a studio cares about. Report the model with and without them; if conclusions change, say so, and consider a log model that reduces their pull.

## Try it

Fit \`gross ~ budget + imdb + rt\` and compare the standard errors of \`imdb\` with and without \`rt\`. Then list the five films with the highest leverage and explain, from their budget and rating, why they are unusual.

## Worked answer

\`\`\`python
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "rt"])
without_rt = smf.ols("gross ~ budget + imdb", data=m).fit()
with_rt = smf.ols("gross ~ budget + imdb + rt", data=m).fit()
print(pd.DataFrame({"coef without rt": without_rt.params, "se without rt": without_rt.bse,
                    "coef with rt": with_rt.params, "se with rt": with_rt.bse}).round(3))

m["leverage"] = with_rt.get_influence().hat_matrix_diag
print(m.nlargest(5, "leverage")[["Title", "year", "budget", "imdb", "rt", "leverage"]])
\`\`\`

On the same 2,234 films, the standard error of \`imdb\` rises from 1.94 to 2.87 when \`rt\` joins (about 1.5 times larger, in line with a VIF of 2.3), and its coefficient falls from 24.3 to 6.9 $M per point (p = 0.016). The two ratings correlate at 0.74, so once the Rotten Tomatoes score is in, the IMDB score has little separate information left. Its estimate becomes less precise, and most of the "quality" credit moves to \`rt\` (1.02 $M per point).

| film | year | budget ($M) | IMDB | RT | leverage |
| --- | --- | --- | --- | --- | --- |
| Pirates of the Caribbean: At World's End | 2007 | 300 | 7.0 | 45 | 0.024 |
| The Ten Commandments | 1956 | 13.5 | 2.5 | 90 | 0.018 |
| Spider-Man 3 | 2007 | 258 | 6.4 | 63 | 0.018 |
| Speed | 1994 | 30 | 2.6 | 90 | 0.017 |
| Harry Potter and the Half-Blood Prince | 2009 | 250 | 7.3 | 83 | 0.017 |

The average leverage is 4 / 2,234 = 0.0018, so these are 9 to 13 times the average. Three are unusual for their budget: $250M to $300M against a typical $25M. The other two are unusual for their combination of ratings: an IMDB score of 2.5 or 2.6 with a Rotten Tomatoes score of 90, a pair the rest of the data almost never shows. Those IMDB scores are almost certainly data errors (both are well-regarded films); high leverage is a good way to find rows to check at the source.

`,
    "Log transformations and elasticities": `After this lesson you can log-transform skewed variables, interpret coefficients in log-level, level-log and log-log models as percentage effects, and explain an elasticity to a manager.

## The idea

Money variables are right-skewed and relationships are often proportional. Logs turn multiplicative patterns into straight lines and tame outliers.

| model | coefficient b means |
| --- | --- |
| \`log(y) ~ x\` | +1 unit of x → about 100 × b % change in y (exactly \`exp(b) − 1\`) |
| \`y ~ log(x)\` | +1% in x → about b / 100 units change in y |
| \`log(y) ~ log(x)\` | +1% in x → about b % change in y: the **elasticity** |

## Worked example

\`\`\`python
import numpy as np
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb"])

level = smf.ols("gross ~ budget + imdb", data=m).fit()
loglog = smf.ols("np.log(gross) ~ np.log(budget) + imdb", data=m).fit()

b = loglog.params["np.log(budget)"]
r = loglog.params["imdb"]
print(f"budget elasticity: {b:.2f}")
print(f"one more IMDB point: {np.exp(r) - 1:.1%} change in gross")
print(loglog.conf_int().loc["np.log(budget)"].round(2))
print(level.rsquared, loglog.rsquared)
\`\`\`

Read the elasticity aloud: "a film with a 10% bigger budget grosses about 10 × b % more, on average, at the same rating". An elasticity above 1 means gross rises more than proportionally with budget.

R² values of the level and log models are not comparable: they explain different outcomes (dollars vs log dollars). Compare them on the same scale, e.g. holdout error in dollars (next lesson).

## Common mistake

Back-transforming predictions with a plain \`exp()\`. \`exp(predicted log gross)\` estimates the *median* film, not the mean; the mean is higher. For totals, apply a smearing correction: multiply by \`np.mean(np.exp(loglog.resid))\`.

## Try it

Fit \`np.log(gross) ~ np.log(budget) + C(genre)\` and report the budget elasticity with its CI. Then plot the residuals vs fitted values of this model next to those of the level model from the diagnostics lesson: has the funnel gone?

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt
import numpy as np
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies()
loglog = smf.ols("np.log(gross) ~ np.log(budget) + C(genre)", data=m.dropna(subset=["genre"])).fit()
level = smf.ols("gross ~ budget + imdb", data=m.dropna(subset=["imdb"])).fit()

b = loglog.params["np.log(budget)"]
lo, hi = loglog.conf_int().loc["np.log(budget)"]
print(f"elasticity {b:.2f} (95% CI {lo:.2f} to {hi:.2f}), n = {loglog.nobs:.0f}")

fig, axes = plt.subplots(1, 2, figsize=(12, 4))
for ax, fit, title in [(axes[0], level, "Level model ($M)"), (axes[1], loglog, "Log-log model (log $M)")]:
    ax.scatter(fit.fittedvalues, fit.resid, s=6, alpha=0.3)
    ax.axhline(0, color="black", linewidth=0.8)
    ax.set(xlabel="Fitted", ylabel="Residual", title=title)
plt.show()
\`\`\`

The budget elasticity is 0.89 (95% CI 0.85 to 0.93) on 2,886 films with a genre: a film with a 10% bigger budget grosses about 8.9% more, on average, in the same genre. That is slightly less than proportional, a different picture from the level model's "$2.8M per $1M", which is driven by the big films.

The funnel has gone. Split the fitted values into fifths: in the level model the residual standard deviation grows from $41M in the lowest fifth to $196M in the highest. In the log model it runs the other way, from 2.32 to 0.94 log units. The spread is now largest for small films, with a long lower tail of films that earned a few thousand dollars on multi-million budgets (The Good Night: $15M budget, $22,441 gross). So the log model fixes the blockbuster funnel but is not evenly spread either: a Breusch-Pagan test still rejects for both models, so keep HC3 standard errors.

`,
    "Comparing models and holdout testing": `After this lesson you can compare candidate models with adjusted R², AIC and, most convincingly, prediction error on data the model has never seen.

## The idea

More predictors always raise R² on the data used for fitting. Fairer comparisons:

- **Adjusted R²** and **AIC/BIC** penalise extra parameters (higher adjusted R² is better; lower AIC is better). Only compare AIC between models with the same outcome and rows.
- **Holdout testing**: fit on a training set (e.g. films up to 2005), measure error on a test set (2006-2010). This mirrors the real use: predicting films not yet released.

Use an error measure in business units: mean absolute error (MAE) in $M.

## Worked example

\`\`\`python
import numpy as np
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "genre"])
train, test = m[m["year"] <= 2005], m[m["year"] > 2005]

formulas = {
    "budget only": "gross ~ budget",
    "budget + imdb": "gross ~ budget + imdb",
    "plus genre": "gross ~ budget + imdb + C(genre)",
}
for name, f in formulas.items():
    fit = smf.ols(f, data=train).fit()
    mae = np.mean(np.abs(test["gross"] - fit.predict(test)))
    print(f"{name:14s} adjR2 {fit.rsquared_adj:.3f}  AIC {fit.aic:,.0f}  test MAE {mae:,.1f} $M")

logfit = smf.ols("np.log(gross) ~ np.log(budget) + imdb + C(genre)", data=train).fit()
smear = np.mean(np.exp(logfit.resid))
pred = np.exp(logfit.predict(test)) * smear
print("log model test MAE", round(np.mean(np.abs(test["gross"] - pred)), 1))
\`\`\`

The last lines bring the log model back to dollars so its error is comparable with the level models.

## Common mistake

Splitting at random when the use is forecasting. A random split lets the model learn from films released after the ones it predicts. Split by time when the question is about the future. Also don't keep re-tuning the model on the test set: it then stops being unseen data.

## Try it

Add a fourth model with \`C(rating)\` and a fifth with \`budget * C(genre)\`. Rank all five by test MAE and by adjusted R². Do the rankings agree? Recommend one model in two sentences, naming its test error in $M.

## Worked answer

\`\`\`python
import numpy as np
import pandas as pd
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "genre", "rating"])
train, test = m[m["year"] <= 2005], m[m["year"] > 2005]

formulas = {
    "budget only": "gross ~ budget",
    "budget + imdb": "gross ~ budget + imdb",
    "plus genre": "gross ~ budget + imdb + C(genre)",
    "plus rating": "gross ~ budget + imdb + C(genre) + C(rating)",
    "budget x genre": "gross ~ budget * C(genre) + imdb",
}
rows = []
for name, f in formulas.items():
    fit = smf.ols(f, data=train).fit()
    mae = np.mean(np.abs(test["gross"] - fit.predict(test)))
    rows.append({"model": name, "adj_r2": fit.rsquared_adj, "aic": fit.aic, "test_mae": mae})
pd.DataFrame(rows).set_index("model").round(3)
\`\`\`

Drop rows without an MPAA rating first, for all five models. Otherwise the rating model trains on 1,683 films while the others train on 2,052, its AIC looks thousands of points better only because it has fewer rows, and its test MAE is silently averaged over fewer films (pandas skips the missing predictions).

| model | adjusted R² | AIC | test MAE ($M) |
| --- | --- | --- | --- |
| budget only | 0.359 | 20,708 | 66.3 |
| budget + imdb | 0.411 | 20,566 | 72.2 |
| plus genre | 0.444 | 20,479 | 72.1 |
| plus rating | 0.449 | 20,470 | 71.8 |
| budget x genre | 0.466 | 20,423 | 74.8 |

The rankings are reversed. Adjusted R² (and AIC) rank the interaction model first and budget-only last; test error on the 650 films from 2006 to 2010 ranks budget-only first and the interaction model last. Every extra term fits the 1,683 films up to 2005 better and predicts the later films worse.

Recommendation: use the budget-only model, because it predicts films it has not seen best, with a mean absolute error of $66.3M on 2006-2010 releases. That error is larger than the median test film's gross ($46.6M), so treat any single-film forecast as a rough range, not a number to plan around.

`,
  },
  readings: {
    "Correlation, causation and confounders": `Regression coefficients describe associations. Before a coefficient becomes a recommendation ("spend more on budget"), run through this page.

## Three ways an association misleads

| problem | what happens | movies example |
| --- | --- | --- |
| **Confounding** | a third factor drives both x and y | franchise films get bigger budgets *and* pre-sold audiences; budget gets the credit |
| **Reverse causation** | y drives x | studios raise marketing and budget for films test audiences love |
| **Selection** | the data only includes certain cases | films with a recorded gross are those that got a release; shelved flops are missing |

## A confounder checklist

1. Draw the story: what causes the outcome besides my predictor? (franchise, star power, release date, marketing spend)
2. Which of those also relate to my predictor?
3. Are they in the data? If yes, control for them. If no, say the estimate may be biased and in which direction.
4. Am I controlling for something *caused by* the predictor (a mediator, like audience votes)? If so, the coefficient answers a different question.
5. Would the relationship survive within groups? Check by genre, rating and year.

## Quick robustness routine

\`\`\`python
import numpy as np
import statsmodels.formula.api as smf
from movies_prep import load_movies

m = load_movies().dropna(subset=["imdb", "genre", "rating"])
specs = [
    "np.log(gross) ~ np.log(budget)",
    "np.log(gross) ~ np.log(budget) + imdb",
    "np.log(gross) ~ np.log(budget) + imdb + C(genre) + C(rating) + year",
]
for f in specs:
    fit = smf.ols(f, data=m).fit(cov_type="HC3")
    lo, hi = fit.conf_int().loc["np.log(budget)"]
    print(f"{fit.params['np.log(budget)']:.2f} [{lo:.2f}, {hi:.2f}]  {f}")
\`\`\`

If the coefficient moves a lot as controls are added, unmeasured confounders could move it further.

## Words to use

| instead of | say |
| --- | --- |
| "budget drives gross" | "bigger-budget films gross more, on average, at the same rating and genre" |
| "the effect of" | "the association with", unless there was random assignment |
| "proves" | "is consistent with" |

## When you need a causal answer

Run an experiment (A/B test), or use a design such as difference-in-differences or a natural cutoff, and state its assumption. Regression with controls is only as good as the list of controls.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "reg-k1",
          type: "numeric",
          prompt:
            "In gross ~ budget * genre, with Action as the reference genre, budget's coefficient is 2.0 and budget:genre[T.Horror] is 1.5. By how many dollars of gross does each extra dollar of budget go with, for Horror films?",
          answer: 3.5,
          tolerance: 0.01,
          unit: "$",
          explanation:
            "Once an interaction is in the model, the budget coefficient (2.0) is the slope for the reference genre only. Horror's slope is the sum: 2.0 + 1.5 = 3.5. Reading 2.0 as 'the effect of budget' for every genre is the common mistake.",
        },
        {
          id: "reg-k2",
          type: "single",
          prompt: "In a log-log model, log(gross) ~ log(budget), the budget coefficient is 0.8. How do you read it?",
          choices: [
            { id: "a", text: "A 1% higher budget goes with about 0.8% higher gross" },
            { id: "b", text: "Each extra dollar of budget goes with $0.80 more gross" },
            { id: "c", text: "A 1% higher budget goes with 80% higher gross" },
            { id: "d", text: "80% of the variation in gross is explained by budget" },
          ],
          correct: "a",
          explanation:
            "When both sides are logged, the coefficient is an elasticity: the percent change in the outcome for a 1% change in the predictor. The dollar-for-dollar reading belongs to a model on raw values, and the share of variation explained is R², not a coefficient.",
        },
        {
          id: "reg-k3",
          type: "single",
          prompt:
            "A model with a rating variable (G, PG, PG-13, R) includes an intercept. How many rating dummy columns should it have?",
          choices: [
            { id: "a", text: "Three: one level is the reference, absorbed by the intercept" },
            { id: "b", text: "Four: one for every level" },
            { id: "c", text: "One: a single column coded 1 to 4" },
            { id: "d", text: "None: regression cannot use categories" },
          ],
          correct: "a",
          explanation:
            "With a dummy for every level plus an intercept, the dummies add up to the intercept column and the model cannot separate them (the dummy variable trap). Dropping one level makes each coefficient a difference from that reference. Coding 1 to 4 would force equal steps between ratings.",
        },
        {
          id: "reg-k4",
          type: "multiple",
          prompt: "After adding a predictor, the budget coefficient changes a lot. Which are sound checks or readings?",
          choices: [
            {
              id: "a",
              text: "Compare No. Observations: statsmodels drops rows missing any formula variable, so the sample may have changed",
            },
            {
              id: "b",
              text: "Ask whether the new predictor is a result of the outcome (like votes, driven partly by gross), which can hide part of budget's association",
            },
            { id: "c", text: "Check whether the new predictor is strongly correlated with budget (multicollinearity)" },
            { id: "d", text: "Conclude the new model is better because the coefficient changed" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "A changed coefficient can come from a different sample (compare models on the same rows), from controlling for a variable downstream of the outcome, or from a predictor that overlaps with budget. A coefficient changing says nothing about which model is better; compare fit on a holdout.",
        },
        {
          id: "reg-k5",
          type: "single",
          prompt: "Which check belongs to residual diagnostics for a linear regression?",
          choices: [
            { id: "a", text: "Plotting residuals against fitted values to look for curves and spread that fans out" },
            { id: "b", text: "Testing whether the raw outcome column is normally distributed" },
            { id: "c", text: "Checking that every coefficient has p < 0.05" },
            { id: "d", text: "Deleting the films with the largest residuals" },
          ],
          correct: "a",
          explanation:
            "The assumptions concern the residuals, not the raw outcome, and uneven spread and non-linearity matter more than mild non-normality. Deleting inconvenient points is not a diagnostic: report the model with and without them.",
        },
        {
          id: "reg-k6",
          type: "single",
          prompt: "The model will forecast next year's film grosses. How should you hold out data to test it?",
          choices: [
            { id: "a", text: "Fit on earlier release years and test on the most recent ones" },
            { id: "b", text: "Hold out a random 20% of films" },
            { id: "c", text: "Test on the same films used to fit, using R²" },
            { id: "d", text: "Re-tune the model on the test set until it scores best" },
          ],
          correct: "a",
          explanation:
            "A random split lets the model learn from films released after the ones it predicts, which flatters it for forecasting. Split by time. In-sample R² rewards overfitting, and tuning on the test set turns it into training data.",
        },
      ],
    },
  },
  projectBrief: `# Project: what drives store sales?

## Scenario

Marquee Cinemas, a fictional chain of 40 cinemas, books films months before release. Its "store sales" are ticket sales, and the programming team wants to know which film characteristics go with higher box office, so they can give the best screens and showtimes to the right films. They ask for a regression analysis, written for managers, with an honest account of what it can and cannot say.

## The data

The **Movies and Box Office** data set from the data playground, table \`movies.csv\`, one row per film. Outcome: \`Worldwide Gross\` (also \`US Gross\` for a check). Candidate predictors: \`Production Budget\`, \`Major Genre\`, \`MPAA Rating\`, \`IMDB Rating\`, \`Rotten Tomatoes Rating\`, \`IMDB Votes\`, \`Release Date\` (parse to year and month). Exclude films with zero or missing gross or budget and release dates after 2010, and report how many rows remain.

## Questions to answer

1. In Excel, what is the simple relationship between budget and worldwide gross (slope, intercept, R²)? Reproduce it in statsmodels.
2. Holding IMDB rating, genre and MPAA rating constant, how is budget associated with gross? Interpret every coefficient in a sentence.
3. Which genres and ratings gross more or less than the reference category, at the same budget?
4. Does the budget-gross relationship differ between Action and Comedy (interaction)?
5. What do the residual diagnostics show, and do a few blockbusters drive the results (Cook's distance, with/without)?
6. In a log-log model, what is the budget elasticity of gross, with a 95% CI?
7. Which of at least three models predicts 2006-2010 films best when trained on earlier years (MAE in $M)?

## Deliverables

- An Excel workbook for question 1.
- A notebook that answers questions 2 to 7, reproducible from \`movies.csv\`.
- A two-page memo for the programming team: the recommended model, three findings in plain language with intervals, and a "what this does not tell us" section on confounders (franchises, stars, marketing).
- Three charts: gross vs budget (log scales), residuals vs fitted, and predicted gross by budget for two genres.

## Hand-in checklist

- [ ] Row exclusions are listed with counts.
- [ ] Models compared on the same rows.
- [ ] Dummy reference categories are named in the memo.
- [ ] Robust (HC3) standard errors used or justified.
- [ ] Elasticity stated as "a 10% bigger budget goes with about X% more gross".
- [ ] Holdout split is by release year, not random.
- [ ] No causal language without a caveat.
`,
} satisfies CourseNotes;
