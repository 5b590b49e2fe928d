import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_penguins",
  videos: {
    "Introduction: what machine learning is for": `After this lesson you know which business questions machine learning answers, how this course walks through the full modelling workflow, and you have the practice data loaded for both a regression and a classification task.

## What machine learning is for

Machine learning learns a mapping from inputs (features) to an output (target) from examples, so you can predict the target for new cases: the price of a house not yet sold, whether a customer will leave. It is worth it when the prediction drives a repeated decision and a simple rule is not good enough. Every model in this course is compared with a baseline, so you always know whether the complexity paid off.

## How the course is organised

Chapter 1: what ML is for, framing and baselines, the scikit-learn workflow. Chapter 2: data splits, linear and logistic models, trees and ensembles, metrics, cross-validation, feature engineering, pipelines, tuning and explanation. Chapter 3: a responsible-ML checklist, two quizzes and the project.

## The practice data: Palmer Penguins

We use the **Palmer Penguins** data set from the data playground: table \`penguins.csv\`, one row per bird, 344 birds. Columns: \`Species\`, \`Island\`, \`Beak Length (mm)\`, \`Beak Depth (mm)\`, \`Flipper Length (mm)\`, \`Body Mass (g)\`, \`Sex\`. It gives us two tasks with the same shape as business problems:

| task | target | business analogue |
| --- | --- | --- |
| regression | \`Body Mass (g)\` | house price, order value |
| classification | \`Sex\` (FEMALE vs MALE) | churn yes/no, default yes/no |

## Set up

Download \`penguins.csv\` from the playground, then save this loader as \`penguin_prep.py\`:

\`\`\`python
import pandas as pd

NUM = ["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)"]
CAT = ["Species", "Island"]

def load_penguins(path="penguins.csv"):
    """Birds with measurements; Sex cleaned to MALE, FEMALE or missing."""
    pg = pd.read_csv(path)
    pg["Sex"] = pg["Sex"].where(pg["Sex"].isin(["MALE", "FEMALE"]))
    return pg.dropna(subset=["Body Mass (g)"]).reset_index(drop=True)
\`\`\`

Install scikit-learn (\`%pip install scikit-learn pandas matplotlib\`) and run \`load_penguins().info()\`.

## Watch out

The raw \`Sex\` column contains a stray \`.\`; without the cleaning step it would become a third "sex" class.

## Try it

Load the data and count birds per species and sex. Write one sentence per task describing the decision a model for it could support, and which column you would never use as a feature for the regression task (hint: the target itself, or anything computed from it).

## Worked answer

\`\`\`python
import pandas as pd
from penguin_prep import load_penguins

pg = load_penguins()
print(len(pg))
print(pd.crosstab(pg["Species"], pg["Sex"].fillna("unknown"), margins=True))
\`\`\`

| Species | FEMALE | MALE | unknown | All |
| --- | --- | --- | --- | --- |
| Adelie | 73 | 73 | 5 | 151 |
| Chinstrap | 34 | 34 | 0 | 68 |
| Gentoo | 58 | 61 | 4 | 123 |
| All | 165 | 168 | 9 | 342 |

The loader keeps 342 of the 344 rows: one Adelie and one Gentoo have no measurements at all. The stray \`.\` belonged to a Gentoo from Biscoe and now counts as unknown. With 165 females against 168 males, the classification task is almost perfectly balanced, so the majority-class baseline will sit near 50%.

One sentence per task, for example:

- **Regression**: estimate a bird's body mass from beak and flipper measurements, so a field team without a scale can still track the colony's condition (the same shape as pricing a house before it sells).
- **Classification**: predict a bird's sex from its measurements, so researchers only send the uncertain birds for a costly DNA test (the same shape as deciding which customers get a retention call).

Never use \`Body Mass (g)\` as a feature for the regression, nor anything computed from it: a mass band, mass relative to the species average, a "heavy" flag. They exist only once the bird has been weighed, which is exactly what the model is meant to replace.
`,
    "Framing problems and choosing a baseline": `After this lesson you can turn a business question into a regression or classification task with a clear target, features available at prediction time and a metric, and build the baseline every model must beat.

## The idea

Framing checklist:

1. **Decision**: what will be done with the prediction?
2. **Target**: a number (regression) or a category (classification), defined precisely.
3. **Prediction time**: which features are known *when* the prediction is made?
4. **Metric**: how a wrong prediction costs money (mean absolute error in $, recall of churners...).
5. **Baseline**: the simplest sensible prediction: the mean, the most frequent class, or a one-line business rule.

## Worked example

\`\`\`python
from sklearn.dummy import DummyClassifier, DummyRegressor
from sklearn.metrics import accuracy_score, mean_absolute_error
from penguin_prep import NUM, load_penguins

pg = load_penguins()

y = pg["Body Mass (g)"]
mean_model = DummyRegressor(strategy="mean").fit(pg[NUM], y)
print("MAE, predict the mean:", mean_absolute_error(y, mean_model.predict(pg[NUM])))

species_mean = pg.groupby("Species")["Body Mass (g)"].transform("mean")
print("MAE, species average rule:", mean_absolute_error(y, species_mean))

sexed = pg.dropna(subset=["Sex"])
majority = DummyClassifier(strategy="most_frequent").fit(sexed[NUM], sexed["Sex"])
print("accuracy, majority class:", accuracy_score(sexed["Sex"], majority.predict(sexed[NUM])))
\`\`\`

(These baselines are scored on the data they were computed from; from the splits lesson on we always score on held-out data.)

The species-average rule is a strong business-style baseline: a model that cannot beat "look up the species average" is not worth deploying.

## Common mistake

Skipping the baseline and celebrating "90% accuracy". If 90% of customers don't churn, predicting "no churn" for everyone also scores 90%. Always report the baseline next to the model.

## Try it

Build a rule-based baseline for the sex classification: predict MALE when \`Body Mass (g)\` is above the species' median mass, FEMALE otherwise. Compute its accuracy and compare with the majority-class baseline.

## Worked answer

\`\`\`python
import numpy as np
from sklearn.metrics import accuracy_score
from penguin_prep import load_penguins

sexed = load_penguins().dropna(subset=["Sex"]).copy()
median = sexed.groupby("Species")["Body Mass (g)"].transform("median")
sexed["rule"] = np.where(sexed["Body Mass (g)"] > median, "MALE", "FEMALE")

print("rule:", round(accuracy_score(sexed["Sex"], sexed["rule"]), 3))
print("majority:", round((sexed["Sex"] == "MALE").mean(), 3))
print((sexed["rule"] == sexed["Sex"]).groupby(sexed["Species"]).mean().round(3))
\`\`\`

The median rule gets 288 of the 333 sexed birds right: **86.5%** accuracy, against **50.5%** for the majority class (168 males of 333). The species medians are 3,700 g for Adelie and Chinstrap and 5,050 g for Gentoo.

| species | rule accuracy |
| --- | --- |
| Adelie | 86.3% |
| Chinstrap | 79.4% |
| Gentoo | 90.8% |

A one-line rule beats "always MALE" by 36 points, so any sex classifier must now beat 86.5%, not 50%. Two things to notice: "above the median" puts birds exactly at the median into FEMALE (13 birds weigh exactly their species median), and the medians were computed from the same birds the rule is scored on, so 86.5% is slightly optimistic.
`,
    "The scikit-learn workflow": `After this lesson you can use scikit-learn's consistent estimator API (create, fit, predict, score), and know the shape of X and y it expects.

## The idea

Every scikit-learn model follows the same four steps:

| step | code | note |
| --- | --- | --- |
| choose and configure | \`model = LinearRegression()\` | hyperparameters go here |
| learn | \`model.fit(X_train, y_train)\` | X: 2-D (rows × features), y: 1-D |
| predict | \`model.predict(X_new)\` | same columns, same order |
| evaluate | \`model.score(X_test, y_test)\` or a metric function | R² for regressors, accuracy for classifiers |

Transformers (scalers, encoders, imputers) follow the same pattern with \`fit\` and \`transform\`. Learned attributes end in an underscore: \`coef_\`, \`feature_importances_\`, \`classes_\`.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from penguin_prep import NUM, load_penguins

pg = load_penguins()
X = pg[NUM]
y = pg["Body Mass (g)"]

X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=42)

model = LinearRegression()
model.fit(X_train, y_train)
pred = model.predict(X_test)

print("R² on test:", round(model.score(X_test, y_test), 3))
print("MAE on test (g):", round(mean_absolute_error(y_test, pred), 0))
print(pd.Series(model.coef_, index=NUM).round(1), round(model.intercept_, 0))

new_bird = pd.DataFrame([[45.0, 15.0, 215]], columns=NUM)
print(model.predict(new_bird))
\`\`\`

Passing DataFrames keeps the column names, and scikit-learn warns if you later predict with columns in a different order or with different names.

## Common mistake

Passing a single column as \`X = pg["Flipper Length (mm)"]\`. That is 1-D and \`fit\` raises "Expected 2D array". Use double brackets, \`pg[["Flipper Length (mm)"]]\`, for a one-feature X.

## Try it

Swap \`LinearRegression\` for \`KNeighborsRegressor(n_neighbors=5)\` without changing anything else, and compare test MAE. Then fit on \`Flipper Length (mm)\` alone and see how much the two other features add.

## Worked answer

\`\`\`python
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from sklearn.neighbors import KNeighborsRegressor
from penguin_prep import NUM, load_penguins

pg = load_penguins()
X_train, X_test, y_train, y_test = train_test_split(
    pg[NUM], pg["Body Mass (g)"], test_size=0.25, random_state=42
)

for cols in (NUM, ["Flipper Length (mm)"]):
    for model in (LinearRegression(), KNeighborsRegressor(n_neighbors=5)):
        model.fit(X_train[cols], y_train)
        mae = mean_absolute_error(y_test, model.predict(X_test[cols]))
        print(len(cols), type(model).__name__, round(mae, 1), round(model.score(X_test[cols], y_test), 3))
\`\`\`

| features | model | test MAE | R² |
| --- | --- | --- | --- |
| all three | LinearRegression | 279.9 g | 0.829 |
| all three | KNeighborsRegressor | 268.8 g | 0.846 |
| flipper only | LinearRegression | 284.5 g | 0.824 |
| flipper only | KNeighborsRegressor | 293.4 g | 0.770 |

Swapping the model is a one-line change because both follow fit/predict/score. With all three measurements, k-nearest neighbours is about 11 g better on these 86 test birds; with flipper length alone it is worse than the line.

Flipper length does almost all the work: on its own the linear model is only 4.6 g worse, so the two beak measurements add little to a linear fit. Keep in mind that k-nearest neighbours measures distance in raw units, so flipper length (spread over about 60 mm) dominates beak depth (about 8 mm); the scaling lessons later fix that.
`,
    "Train, validation and test splits": `After this lesson you can split data into training, validation and test sets correctly, stratify for classification, and explain why the test set is touched only once.

## The idea

- **Training set**: the model learns from it.
- **Validation set**: you compare models and settings on it.
- **Test set**: one final, honest estimate of performance on new data, used at the end.

Typical split: 60/20/20, or train+test with cross-validation replacing the validation set (two lessons on). For classification, \`stratify=y\` keeps class proportions equal across sets. When data has time order, split by time instead of at random.

## Worked example

\`\`\`python
from sklearn.model_selection import train_test_split
from penguin_prep import NUM, load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pg[NUM + ["Body Mass (g)", "Species"]]
y = pg["Sex"]

X_temp, X_test, y_temp, y_test = train_test_split(
    X, y, test_size=0.2, stratify=y, random_state=42
)
X_train, X_val, y_train, y_val = train_test_split(
    X_temp, y_temp, test_size=0.25, stratify=y_temp, random_state=42
)

for name, part in [("train", y_train), ("validation", y_val), ("test", y_test)]:
    print(name, len(part), part.value_counts(normalize=True).round(2).to_dict())

print(X_train["Species"].value_counts(normalize=True).round(2))
print(X_test["Species"].value_counts(normalize=True).round(2))
\`\`\`

0.25 of the remaining 80% gives a 60/20/20 split. The class shares should be nearly identical across the three sets.

With only a few hundred rows, a 20% test set is small; its score will vary noticeably with \`random_state\`. That is a reason to use cross-validation for model selection and to report the test score with humility.

## Common mistake

Looking at the test score, changing the model, and looking again. After a few rounds the test set has been used for selection and its score is optimistic. Decide everything on validation or cross-validation, then test once.

## Try it

Repeat the train/test split with 20 different \`random_state\` values, fit a \`LogisticRegression(max_iter=1000)\` on the numeric features only, and record test accuracy. Report the range: how much does a single split's score depend on luck?

## Worked answer

\`\`\`python
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from penguin_prep import NUM, load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pg[NUM + ["Body Mass (g)"]]
y = pg["Sex"]

scores = []
for seed in range(20):
    X_train, X_test, y_train, y_test = train_test_split(
        X, y, test_size=0.2, stratify=y, random_state=seed
    )
    clf = LogisticRegression(max_iter=1000).fit(X_train, y_train)
    scores.append(accuracy_score(y_test, clf.predict(X_test)))

print(pd.Series(scores).describe().round(3))
\`\`\`

Each test set holds 67 birds. Across the 20 seeds, test accuracy runs from **0.791** (53 correct) to **0.940** (63 correct), with a mean of 0.865 and a standard deviation of 0.041. The same model on the same data scores anywhere in a 15-point band depending only on which birds land in the test set.

So a single split cannot tell apart two models that differ by a few points: one lucky seed would reverse the ranking. Compare models with cross-validation, and when you report the one test score, say it is one draw from a range of about ±4 points.
`,
    "Linear and regularized regression": `After this lesson you can fit linear, ridge and lasso regression, explain why regularisation needs scaled features, and choose the penalty strength by validation.

## The idea

Linear regression minimises squared errors. **Regularised** versions add a penalty on coefficient size, trading a little bias for less variance:

| model | penalty | effect |
| --- | --- | --- |
| \`Ridge(alpha)\` | sum of squared coefficients | shrinks all coefficients |
| \`Lasso(alpha)\` | sum of absolute coefficients | shrinks some exactly to zero (feature selection) |
| \`ElasticNet\` | mix of both | between the two |

Larger \`alpha\` = stronger penalty. Because the penalty compares coefficient sizes, features must be on the same scale: put \`StandardScaler\` first.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.linear_model import Lasso, LinearRegression, Ridge
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from penguin_prep import load_penguins

pg = load_penguins()
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Species", "Island"]],
                   drop_first=True, dtype=float)
y = pg["Body Mass (g)"]
X_train, X_val, y_train, y_val = train_test_split(X, y, test_size=0.25, random_state=0)

models = {
    "linear": make_pipeline(StandardScaler(), LinearRegression()),
    "ridge 10": make_pipeline(StandardScaler(), Ridge(alpha=10)),
    "lasso 20": make_pipeline(StandardScaler(), Lasso(alpha=20)),
}
for name, model in models.items():
    model.fit(X_train, y_train)
    print(name, round(mean_absolute_error(y_val, model.predict(X_val)), 1))

lasso = models["lasso 20"][-1]
print(pd.Series(lasso.coef_, index=X.columns).round(1))
\`\`\`

The lasso coefficients are per standard deviation of each feature; the zeros are features it dropped.

## Common mistake

Reading regularised coefficients as effects in original units, or regularising unscaled data: a feature measured in grams gets a tiny coefficient and escapes the penalty, while one in millimetres is punished. Scale inside a pipeline, and interpret coefficients as relative importance, not effects.

## Try it

Loop over \`alpha\` in \`[0.1, 1, 10, 100, 1000]\` for Ridge and Lasso, record validation MAE, and plot MAE against alpha on a log axis. Which alpha would you pick, and how many lasso coefficients are zero at that value?

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
from sklearn.linear_model import Lasso, Ridge
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from penguin_prep import load_penguins

pg = load_penguins()
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Species", "Island"]],
                   drop_first=True, dtype=float)
y = pg["Body Mass (g)"]
X_train, X_val, y_train, y_val = train_test_split(X, y, test_size=0.25, random_state=0)

rows = []
for alpha in [0.1, 1, 10, 100, 1000]:
    for name, est in [("ridge", Ridge(alpha=alpha)), ("lasso", Lasso(alpha=alpha))]:
        model = make_pipeline(StandardScaler(), est).fit(X_train, y_train)
        rows.append({"model": name, "alpha": alpha,
                     "mae": mean_absolute_error(y_val, model.predict(X_val)),
                     "zeros": int((model[-1].coef_ == 0).sum())})
res = pd.DataFrame(rows)
print(res.pivot(index="alpha", columns="model", values=["mae", "zeros"]).round(1))

for name, part in res.groupby("model"):
    plt.plot(part["alpha"], part["mae"], marker="o", label=name)
plt.xscale("log")
plt.xlabel("alpha")
plt.ylabel("validation MAE (g)")
plt.legend()
plt.show()
\`\`\`

| alpha | ridge MAE | lasso MAE | lasso zeros (of 7) |
| --- | --- | --- | --- |
| 0.1 | 292.0 | 292.0 | 0 |
| 1 | 292.4 | 292.1 | 0 |
| 10 | 296.0 | 294.3 | 0 |
| 100 | 326.5 | 348.0 | 5 |
| 1000 | 429.6 | 600.7 | 7 |

The curves are flat up to alpha 1, then climb. Pick **alpha = 1** for either model: its MAE is within half a gram of alpha 0.1 (292.0 g, the same as plain linear regression), and at that value **no lasso coefficient is zero**. With 7 features and 256 training birds there is little variance to remove, so regularisation does not help here.

Past alpha 10 the penalty costs accuracy: at 100 the lasso keeps only flipper length and the Gentoo dummy, and at 1000 it zeroes all seven and predicts the training mean for every bird. Ridge never sets a coefficient to exactly zero, however large alpha gets.
`,
    "Logistic regression for classification": `After this lesson you can fit a logistic regression classifier, get predicted probabilities, change the decision threshold, and read its coefficients as odds ratios.

## The idea

Logistic regression predicts the **probability** of the positive class: \`p = 1 / (1 + e^−(b0 + b1x1 + ...))\`. \`predict\` applies a 0.5 threshold; \`predict_proba\` gives the probabilities, which are often more useful because the business chooses the threshold. A coefficient b means each one-unit increase multiplies the odds by \`exp(b)\`.

## Worked example

Predict whether a bird is female from its measurements and species:

\`\`\`python
import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, confusion_matrix
from sklearn.model_selection import train_test_split
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)", "Species"]],
                   drop_first=True, dtype=float)
y = (pg["Sex"] == "FEMALE").astype(int)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, stratify=y, random_state=1)

clf = LogisticRegression(max_iter=5000).fit(X_train, y_train)
proba = clf.predict_proba(X_test)[:, 1]

for threshold in (0.3, 0.5, 0.7):
    pred = (proba >= threshold).astype(int)
    print(threshold, round(accuracy_score(y_test, pred), 3), confusion_matrix(y_test, pred).ravel())

odds = pd.Series(np.exp(clf.coef_[0]), index=X.columns).round(3)
print(odds)
\`\`\`

An odds ratio below 1 for \`Body Mass (g)\` means heavier birds (within a species) are less likely to be female; per gram the effect is tiny, so express it per 100 g: \`np.exp(100 * coef)\`.

## Common mistake

Forgetting that \`LogisticRegression\` is regularised by default (\`C=1.0\`). With unscaled features the penalty treats grams and millimetres unequally, and coefficients are shrunk. For interpretation, scale features or set a large \`C\`; for prediction, tune \`C\`.

## Try it

Add \`StandardScaler\` in a pipeline, refit, and compare the coefficients. Then list the five test birds whose predicted probability is closest to 0.5 and look at their species and measurements: why are they hard?

## Worked answer

\`\`\`python
import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)", "Species"]],
                   drop_first=True, dtype=float)
y = (pg["Sex"] == "FEMALE").astype(int)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, stratify=y, random_state=1)

clf = LogisticRegression(max_iter=5000).fit(X_train, y_train)
scaled = make_pipeline(StandardScaler(), LogisticRegression(max_iter=5000)).fit(X_train, y_train)
print(pd.DataFrame({"unscaled": clf.coef_[0], "scaled (per SD)": scaled[-1].coef_[0]}, index=X.columns).round(3))
print(accuracy_score(y_test, clf.predict(X_test)), accuracy_score(y_test, scaled.predict(X_test)))

test = pg.loc[X_test.index].copy()
test["p_female"] = scaled.predict_proba(X_test)[:, 1]
print(test.loc[(test["p_female"] - 0.5).abs().nsmallest(5).index].round(3))
\`\`\`

| feature | unscaled | scaled (per SD) |
| --- | --- | --- |
| Beak Length (mm) | −0.234 | −1.477 |
| Beak Depth (mm) | −0.778 | −2.718 |
| Flipper Length (mm) | 0.229 | −0.199 |
| Body Mass (g) | −0.006 | −2.853 |
| Species_Chinstrap | 1.022 | 1.099 |
| Species_Gentoo | 1.945 | 1.367 |

Unscaled, body mass looks negligible (−0.006 per gram); per standard deviation (785 g) it is the strongest feature, with beak depth close behind. Flipper length even changes sign, a reminder that correlated features share credit. Scaling also lifts test accuracy from 0.821 to **0.905** (76 of 84 birds), because the penalty now treats every feature alike.

The five test birds closest to 0.5:

| species | beak length | beak depth | flipper | mass | sex | p(female) |
| --- | --- | --- | --- | --- | --- | --- |
| Gentoo | 45.0 | 15.4 | 220 | 5050 | MALE | 0.502 |
| Adelie | 38.1 | 18.6 | 190 | 3700 | FEMALE | 0.491 |
| Adelie | 38.2 | 18.1 | 185 | 3950 | MALE | 0.446 |
| Adelie | 39.7 | 18.9 | 184 | 3550 | MALE | 0.441 |
| Adelie | 41.1 | 19.0 | 182 | 3425 | MALE | 0.434 |

They are hard because they sit between their species' female and male averages: Adelie females average 3,369 g and males 4,044 g, so a 3,700 g female or a 3,425 g male is ambiguous; the Gentoo male weighs 5,050 g against averages of 4,680 g (female) and 5,485 g (male), with a beak shorter than the average female's. The first two are misclassified. These are the birds a threshold change flips, and the ones worth a DNA test.
`,
    "Decision trees": `After this lesson you can train and visualise a decision tree, read its rules, and control overfitting with depth and leaf-size limits.

## The idea

A decision tree splits the data with yes/no questions ("\`Flipper Length (mm)\` ≤ 206.5?") chosen to make the groups as pure as possible (classification) or as similar in target as possible (regression). It needs no scaling, handles interactions automatically and produces rules people can read. Left unrestricted it memorises the training data, so limit it: \`max_depth\`, \`min_samples_leaf\`.

## Worked example

Classify species from two measurements:

\`\`\`python
import matplotlib.pyplot as plt
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier, export_text, plot_tree
from penguin_prep import load_penguins

pg = load_penguins()
features = ["Flipper Length (mm)", "Beak Length (mm)"]
X_train, X_test, y_train, y_test = train_test_split(
    pg[features], pg["Species"], test_size=0.25, stratify=pg["Species"], random_state=3
)

for depth in (1, 2, 3, None):
    tree = DecisionTreeClassifier(max_depth=depth, random_state=0).fit(X_train, y_train)
    print(depth, tree.get_n_leaves(),
          round(accuracy_score(y_train, tree.predict(X_train)), 3),
          round(accuracy_score(y_test, tree.predict(X_test)), 3))

tree = DecisionTreeClassifier(max_depth=2, random_state=0).fit(X_train, y_train)
print(export_text(tree, feature_names=features))
plot_tree(tree, feature_names=features, class_names=tree.classes_, filled=True)
plt.show()
\`\`\`

Compare training and test accuracy as depth grows: the gap is overfitting. The depth-2 tree's rules are short enough to read out to a non-technical colleague.

## Common mistake

Trusting a deep tree's training accuracy, or reading the exact split thresholds as meaningful. Small changes in the data move the thresholds and can reshape the whole tree. Trees are unstable on their own; the next lesson's ensembles fix that.

## Try it

Train a \`DecisionTreeRegressor\` for \`Body Mass (g)\` using all numeric features plus species dummies, with \`max_depth\` from 2 to 8. Plot train and validation MAE against depth and pick the depth where validation MAE is lowest.

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeRegressor
from penguin_prep import NUM, load_penguins

pg = load_penguins()
X = pd.get_dummies(pg[NUM + ["Species"]], drop_first=True, dtype=float)
y = pg["Body Mass (g)"]
X_train, X_val, y_train, y_val = train_test_split(X, y, test_size=0.25, random_state=0)

rows = []
for depth in range(2, 9):
    tree = DecisionTreeRegressor(max_depth=depth, random_state=0).fit(X_train, y_train)
    rows.append({"depth": depth, "leaves": tree.get_n_leaves(),
                 "train MAE": mean_absolute_error(y_train, tree.predict(X_train)),
                 "val MAE": mean_absolute_error(y_val, tree.predict(X_val))})
res = pd.DataFrame(rows).set_index("depth")
print(res.round(1))
res[["train MAE", "val MAE"]].plot(marker="o", ylabel="MAE (g)")
plt.show()
\`\`\`

| depth | leaves | train MAE | validation MAE |
| --- | --- | --- | --- |
| 2 | 4 | 278.1 | 354.0 |
| 3 | 8 | 246.4 | 337.3 |
| 4 | 15 | 217.7 | **316.8** |
| 5 | 28 | 188.9 | 321.4 |
| 6 | 51 | 152.3 | 343.4 |
| 7 | 81 | 116.7 | 359.4 |
| 8 | 114 | 85.4 | 392.0 |

Pick **depth 4**: validation MAE bottoms out at 316.8 g. Training MAE keeps falling with every level (to 85 g at depth 8), while validation MAE rises again after depth 4: from there the tree is memorising individual birds. The U-shape of the validation curve against the steady fall of the training curve is the overfitting picture of this lesson.

Two caveats. The best depth depends on the split: with \`random_state\` 1 to 4 the minimum moves to depth 5 or 6. And on the same split a plain \`LinearRegression\` reaches 292.3 g, better than any tree, because body mass grows roughly in a straight line with these measurements.
`,
    "Random forests and gradient boosting": `After this lesson you can train random forest and gradient boosting models, explain how each combines many trees, and compare them fairly with a single tree and a linear model.

## The idea

| ensemble | how | strengths |
| --- | --- | --- |
| **Random forest** | many deep trees on bootstrap samples with random feature subsets; average their votes | robust, little tuning, hard to overfit badly |
| **Gradient boosting** | shallow trees added one by one, each fixing the previous errors | often most accurate on tables; needs tuning (learning rate, number of trees) |

scikit-learn's \`HistGradientBoostingRegressor/Classifier\` is fast and accepts missing values natively.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.ensemble import HistGradientBoostingRegressor, RandomForestRegressor
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeRegressor
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(
    pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Species", "Island", "Sex"]],
    drop_first=True, dtype=float,
)
y = pg["Body Mass (g)"]
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=7)

models = {
    "linear": LinearRegression(),
    "tree depth 4": DecisionTreeRegressor(max_depth=4, random_state=0),
    "random forest": RandomForestRegressor(n_estimators=300, min_samples_leaf=3, random_state=0),
    "gradient boosting": HistGradientBoostingRegressor(learning_rate=0.05, max_iter=300, random_state=0),
}
for name, model in models.items():
    model.fit(X_train, y_train)
    print(f"{name:18s} test MAE {mean_absolute_error(y_test, model.predict(X_test)):.0f} g")
\`\`\`

On a small, fairly linear problem like this one, the linear model may match or beat the ensembles. That is a finding, not a failure: ensembles shine with many rows and non-linear interactions.

## Common mistake

Assuming the fanciest model wins. Always compare with the baseline and a linear model on the same split (better, with cross-validation), and weigh the gain against the loss of simplicity.

## Try it

Train \`RandomForestClassifier\` and \`HistGradientBoostingClassifier\` to predict \`Species\` from the three beak and flipper measurements only. Compare test accuracy with the depth-2 decision tree from the previous lesson.

## Worked answer

\`\`\`python
from sklearn.ensemble import HistGradientBoostingClassifier, RandomForestClassifier
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier
from penguin_prep import NUM, load_penguins

pg = load_penguins()
X_train, X_test, y_train, y_test = train_test_split(
    pg[NUM], pg["Species"], test_size=0.25, stratify=pg["Species"], random_state=3
)
two = ["Flipper Length (mm)", "Beak Length (mm)"]

tree = DecisionTreeClassifier(max_depth=2, random_state=0).fit(X_train[two], y_train)
print("tree depth 2:", round(accuracy_score(y_test, tree.predict(X_test[two])), 3))

for model in (RandomForestClassifier(n_estimators=300, random_state=0),
              HistGradientBoostingClassifier(random_state=0)):
    model.fit(X_train, y_train)
    print(type(model).__name__, round(accuracy_score(y_test, model.predict(X_test)), 3))
\`\`\`

The same \`random_state=3\` split as the previous lesson keeps the comparison fair: 86 test birds.

| model | features | test accuracy | wrong |
| --- | --- | --- | --- |
| decision tree, depth 2 | flipper, beak length | 0.919 | 7 |
| random forest | all three | 0.977 | 2 |
| gradient boosting | all three | 1.000 | 0 |

Both ensembles beat the depth-2 tree. The forest's two mistakes are an Adelie and a Gentoo called Chinstrap. Part of the gain is the extra feature, not the ensemble: a depth-2 tree on all three measurements scores 0.930 (6 wrong). With only 86 test birds, the gap between the forest and boosting is 2 birds, too small to rank them; cross-validation would settle it. What you give up is the readable four-leaf rule.
`,
    "Evaluation metrics for regression and classification": `After this lesson you can choose and compute the right metrics: MAE, RMSE and R² for regression; accuracy, precision, recall, F1 and ROC AUC for classification, and read a confusion matrix.

## The idea

| task | metric | read as |
| --- | --- | --- |
| regression | MAE | typical error, in target units |
| | RMSE | like MAE but punishes big misses more |
| | R² | share of variance explained vs predicting the mean |
| classification | accuracy | share correct (misleading with imbalance) |
| | precision | of those flagged positive, share truly positive |
| | recall | of the true positives, share flagged |
| | F1 | balance of precision and recall |
| | ROC AUC | ranking quality across all thresholds (0.5 = random) |

Pick the metric from the cost of errors: missing a churner vs wasting an offer.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.linear_model import LinearRegression, LogisticRegression
from sklearn.metrics import (ConfusionMatrixDisplay, classification_report, mean_absolute_error,
                             mean_squared_error, r2_score, roc_auc_score)
from sklearn.model_selection import train_test_split
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)", "Species"]],
                   drop_first=True, dtype=float)

Xr = X.drop(columns="Body Mass (g)")
yr = pg["Body Mass (g)"]
Xr_tr, Xr_te, yr_tr, yr_te = train_test_split(Xr, yr, test_size=0.25, random_state=0)
pred = LinearRegression().fit(Xr_tr, yr_tr).predict(Xr_te)
print("MAE", mean_absolute_error(yr_te, pred), "RMSE", mean_squared_error(yr_te, pred) ** 0.5,
      "R2", r2_score(yr_te, pred))

yc = (pg["Sex"] == "FEMALE").astype(int)
Xc_tr, Xc_te, yc_tr, yc_te = train_test_split(X, yc, test_size=0.25, stratify=yc, random_state=0)
clf = LogisticRegression(max_iter=5000).fit(Xc_tr, yc_tr)
print(classification_report(yc_te, clf.predict(Xc_te), target_names=["male", "female"]))
print("ROC AUC", roc_auc_score(yc_te, clf.predict_proba(Xc_te)[:, 1]))
ConfusionMatrixDisplay.from_estimator(clf, Xc_te, yc_te, display_labels=["male", "female"])
\`\`\`

## Common mistake

Computing ROC AUC from \`predict\` (0/1 labels) instead of \`predict_proba\`. AUC measures ranking, so it needs scores. Also, report regression error in units people understand ("about N grams"), not only R².

## Try it

Create an imbalanced version of the classification task: predict \`Species == "Chinstrap"\` (the smallest species). Compare accuracy, precision, recall and ROC AUC for a logistic regression and for a majority-class baseline. Which metrics expose the baseline?

## Worked answer

\`\`\`python
from sklearn.dummy import DummyClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, precision_score, recall_score, roc_auc_score
from sklearn.model_selection import train_test_split
from penguin_prep import load_penguins

pg = load_penguins()
num = ["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)"]
y = (pg["Species"] == "Chinstrap").astype(int)
X_train, X_test, y_train, y_test = train_test_split(pg[num], y, test_size=0.25, stratify=y, random_state=0)

for model in (LogisticRegression(max_iter=5000), DummyClassifier(strategy="most_frequent")):
    model.fit(X_train, y_train)
    pred = model.predict(X_test)
    print(type(model).__name__,
          round(accuracy_score(y_test, pred), 3),
          round(precision_score(y_test, pred, zero_division=0), 3),
          round(recall_score(y_test, pred), 3),
          round(roc_auc_score(y_test, model.predict_proba(X_test)[:, 1]), 3))
\`\`\`

Use the measurements only: \`Species\` dummies would hand the model the answer. Chinstraps are 68 of 342 birds (19.9%); the test set has 17 of 86.

| model | accuracy | precision | recall | ROC AUC |
| --- | --- | --- | --- | --- |
| logistic regression | 0.977 | 1.000 | 0.882 | 1.000 |
| majority class | 0.802 | 0 | 0 | 0.500 |

Accuracy flatters the baseline: 80% for never predicting Chinstrap. **Recall (0) and ROC AUC (0.5)** expose it: it finds none of the 17 Chinstraps and ranks no better than chance; precision is undefined (no bird flagged), which \`zero_division=0\` reports as 0.

The logistic regression ranks every Chinstrap above every other bird (AUC 1.000), yet at the default 0.5 threshold it misses 2 of 17. The ranking is perfect; the threshold is not, so a lower threshold would catch them without a false alarm on this test set.
`,
    "Cross-validation": `After this lesson you can estimate model performance with k-fold cross-validation, use stratified folds for classification, and compare models by the mean and spread of their fold scores.

## The idea

One train/test split gives one noisy estimate. **k-fold cross-validation** splits the training data into k folds, trains k times, each time validating on a different fold, and averages. You get a more stable estimate and a sense of its variability (the standard deviation across folds). For classification use \`StratifiedKFold\`; for time-ordered data, \`TimeSeriesSplit\`.

Keep a final test set aside anyway: cross-validate on the training part, test once at the end.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.ensemble import RandomForestRegressor
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold, cross_validate
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(
    pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Species", "Sex"]],
    drop_first=True, dtype=float,
)
y = pg["Body Mass (g)"]

cv = KFold(n_splits=5, shuffle=True, random_state=0)
models = {
    "ridge": make_pipeline(StandardScaler(), Ridge(alpha=1.0)),
    "forest": RandomForestRegressor(n_estimators=300, min_samples_leaf=3, random_state=0),
}
for name, model in models.items():
    res = cross_validate(model, X, y, cv=cv, scoring=["neg_mean_absolute_error", "r2"])
    mae = -res["test_neg_mean_absolute_error"]
    print(f"{name:7s} MAE {mae.mean():.0f} ± {mae.std():.0f} g   R² {res['test_r2'].mean():.3f}")
\`\`\`

scikit-learn maximises scores, so error metrics come negated (\`neg_mean_absolute_error\`); flip the sign to report them.

If two models' mean scores differ by less than about one fold standard deviation, treat them as tied and prefer the simpler one.

## Common mistake

Preprocessing the whole data set (scaling, imputing, selecting features) before cross-validation. Each validation fold has then influenced the training steps, and scores are optimistic. Put preprocessing inside a pipeline so it is refit on each training fold (lesson 12).

## Try it

Cross-validate a logistic regression for sex with \`StratifiedKFold(n_splits=5, shuffle=True, random_state=0)\` and \`scoring="roc_auc"\`. Repeat with 10 folds and with a different \`random_state\`. How stable is the mean, and what does the spread tell you about the test-set score you will report?

## Worked answer

\`\`\`python
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)", "Species"]],
                   drop_first=True, dtype=float)
y = (pg["Sex"] == "FEMALE").astype(int)
model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=5000))

for k, seed in [(5, 0), (10, 0), (5, 1), (10, 1)]:
    cv = StratifiedKFold(n_splits=k, shuffle=True, random_state=seed)
    s = cross_val_score(model, X, y, cv=cv, scoring="roc_auc")
    print(k, seed, round(s.mean(), 3), round(s.std(), 3), round(s.min(), 3), round(s.max(), 3))
\`\`\`

| folds | random_state | mean AUC | std | worst fold | best fold |
| --- | --- | --- | --- | --- | --- |
| 5 | 0 | 0.974 | 0.024 | 0.933 | 0.996 |
| 10 | 0 | 0.971 | 0.032 | 0.904 | 1.000 |
| 5 | 1 | 0.975 | 0.024 | 0.928 | 0.991 |
| 10 | 1 | 0.975 | 0.027 | 0.912 | 1.000 |

The mean is stable: 0.971 to 0.975 whatever the folds or seed. The individual folds are not: with 10 folds of about 33 birds, one scores 0.90 and another a perfect 1.00.

Your final test set is one such fold. With 67 to 84 test birds, a test AUC anywhere from about 0.93 to 1.00 is consistent with a model whose true AUC is about 0.97. Report the cross-validated mean ± std next to the test score, and don't read a 0.99 on the test set as an improvement.

Scaling matters here: without the \`StandardScaler\` the same 5-fold, seed-0 run gives 0.946.
`,
    "Feature engineering and encoding": `After this lesson you can encode categorical columns, create ratio and interaction features, and apply different preprocessing to different columns with \`ColumnTransformer\`.

## The idea

Models only see numbers. Typical steps:

| column type | transformation | scikit-learn |
| --- | --- | --- |
| nominal category | one-hot dummies | \`OneHotEncoder(handle_unknown="ignore")\` |
| ordered category | integer codes in order | \`OrdinalEncoder(categories=[...])\` |
| numeric, for linear models | scale | \`StandardScaler\` |
| numeric, skewed | log | \`FunctionTransformer(np.log1p)\` |
| domain knowledge | ratios, differences, flags | pandas, before the pipeline |

Good features come from understanding the problem: a ratio often says more than either part.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"]).copy()
pg["beak_ratio"] = pg["Beak Length (mm)"] / pg["Beak Depth (mm)"]
pg["mass_vs_species"] = pg["Body Mass (g)"] / pg.groupby("Species")["Body Mass (g)"].transform("mean")

num = ["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)", "beak_ratio"]
cat = ["Species", "Island"]
y = (pg["Sex"] == "FEMALE").astype(int)

prep = ColumnTransformer([
    ("num", StandardScaler(), num),
    ("cat", OneHotEncoder(handle_unknown="ignore"), cat),
])
model = Pipeline([("prep", prep), ("clf", LogisticRegression(max_iter=5000))])
print(cross_val_score(model, pg[num + cat], y, cv=5, scoring="roc_auc").mean())

model.fit(pg[num + cat], y)
print(model.named_steps["prep"].get_feature_names_out())
\`\`\`

\`mass_vs_species\` looks useful ("heavy for its species"), but it is computed from group means over **all** rows, including future validation folds: a mild leak. Compute such features inside the pipeline or from training data only.

## Common mistake

Using \`pd.get_dummies\` separately on training and new data. If a category is missing from the new data, the columns no longer line up. \`OneHotEncoder\` inside a pipeline remembers the training categories and ignores unknown ones.

## Try it

Compare cross-validated ROC AUC for three feature sets: raw measurements only; plus \`Species\`; plus \`beak_ratio\`. Which addition helps most? Then try an interaction by adding \`PolynomialFeatures(degree=2, interaction_only=True)\` to the numeric branch.

## Worked answer

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import StratifiedKFold, cross_val_score
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import OneHotEncoder, PolynomialFeatures, StandardScaler
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"]).copy()
pg["beak_ratio"] = pg["Beak Length (mm)"] / pg["Beak Depth (mm)"]
y = (pg["Sex"] == "FEMALE").astype(int)
raw = ["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)"]
cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)

def make_model(num, cat, interactions=False):
    num_step = StandardScaler()
    if interactions:
        num_step = make_pipeline(PolynomialFeatures(degree=2, interaction_only=True, include_bias=False),
                                 StandardScaler())
    parts = [("num", num_step, num)]
    if cat:
        parts.append(("cat", OneHotEncoder(handle_unknown="ignore"), cat))
    return Pipeline([("prep", ColumnTransformer(parts)), ("clf", LogisticRegression(max_iter=5000))])

for name, num, cat, inter in [
    ("raw", raw, [], False),
    ("+ Species", raw, ["Species"], False),
    ("+ beak_ratio", raw + ["beak_ratio"], ["Species"], False),
    ("+ interactions", raw + ["beak_ratio"], ["Species"], True),
]:
    s = cross_val_score(make_model(num, cat, inter), pg[num + cat], y, cv=cv, scoring="roc_auc")
    print(f"{name:15s} {s.mean():.3f} ± {s.std():.3f}")
\`\`\`

| feature set | ROC AUC (5 folds) |
| --- | --- |
| raw measurements | 0.961 ± 0.034 |
| + Species | 0.974 ± 0.025 |
| + Species + beak_ratio | 0.973 ± 0.026 |
| same, with pairwise interactions | 0.973 ± 0.027 |

**Species** helps most, +0.013: what counts as "large" depends on the species, and the dummies let the model shift its cut-off per species. \`beak_ratio\` adds nothing (−0.001), because a logistic model already combines beak length and depth linearly. The interactions grow the numeric branch from 5 to 15 columns and change nothing either.

Even the Species gain is smaller than one fold standard deviation, so treat it as a likely, not certain, improvement. Shuffled folds matter on this file: rows are sorted by species, so with plain \`cv=5\` three of the five folds hold a single species (it still gives 0.957 and 0.969 for the first two sets).
`,
    "Pipelines and avoiding data leakage": `After this lesson you can bundle imputation, encoding and a model into one \`Pipeline\`, cross-validate it without leakage, and recognise the common leaks that make models look better than they are.

## The idea

**Data leakage** = information the model would not have at prediction time sneaks into training. Typical leaks:

| leak | example |
| --- | --- |
| preprocessing on all data | scaler or imputer fitted before the split |
| target in the features | a column derived from the target |
| future information | a feature recorded after the event you predict |
| duplicates across splits | the same entity in train and test |

A \`Pipeline\` fits every step on the training fold only, so cross-validation stays honest, and the whole thing is one object you can save and reuse on new data.

## Worked example

Predict body mass, with missing \`Sex\` values imputed inside the pipeline:

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import RandomForestRegressor
from sklearn.impute import SimpleImputer
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import Pipeline, make_pipeline
from sklearn.preprocessing import OneHotEncoder
from penguin_prep import NUM, load_penguins

pg = load_penguins()
cat = ["Species", "Island", "Sex"]
X, y = pg[NUM + cat], pg["Body Mass (g)"]

prep = ColumnTransformer([
    ("num", SimpleImputer(strategy="median"), NUM),
    ("cat", make_pipeline(SimpleImputer(strategy="most_frequent"), OneHotEncoder(handle_unknown="ignore")), cat),
])
pipe = Pipeline([("prep", prep), ("model", RandomForestRegressor(n_estimators=300, random_state=0))])

scores = cross_val_score(pipe, X, y, cv=5, scoring="neg_mean_absolute_error")
print(f"MAE {-scores.mean():.0f} g")

pipe.fit(X, y)
print(pipe.predict(X.head(3)))
\`\`\`

A leak on purpose, to see it: add a column \`X = X.assign(mass_band=pd.qcut(y, 4, labels=False))\` (after \`import pandas as pd\`) and list \`"mass_band"\` with the numeric columns in \`prep\`, since a \`ColumnTransformer\` drops columns it is not given. Cross-validated MAE falls from about 255 g to about 170 g because the feature is the target in disguise, and it would not exist for a new bird.

## Common mistake

\`X_scaled = StandardScaler().fit_transform(X)\` followed by \`cross_val_score(model, X_scaled, y)\`. The scaler saw every fold's data. With scaling the effect is small; with target encoding or feature selection it can be large. Put every data-dependent step inside the pipeline.

## Try it

Save the fitted pipeline with \`joblib.dump(pipe, "mass_model.joblib")\`, load it in a fresh notebook, and predict the mass of a bird you describe as a one-row DataFrame with the same columns, with \`Sex\` set to \`np.nan\` (unknown). Confirm the pipeline imputes it rather than failing.

## Worked answer

At the end of the lesson's notebook, after \`pipe.fit(X, y)\`:

\`\`\`python
import joblib

joblib.dump(pipe, "mass_model.joblib")
\`\`\`

In a fresh notebook:

\`\`\`python
import joblib
import numpy as np
import pandas as pd

pipe = joblib.load("mass_model.joblib")
bird = pd.DataFrame({
    "Beak Length (mm)": [46.0], "Beak Depth (mm)": [14.5], "Flipper Length (mm)": [215.0],
    "Species": ["Gentoo"], "Island": ["Biscoe"], "Sex": [np.nan],
})
print(pipe.predict(bird))
print(pipe.named_steps["prep"].named_transformers_["cat"][0].statistics_)
for sex in ["MALE", "FEMALE"]:
    print(sex, pipe.predict(bird.assign(Sex=sex)))
\`\`\`

The loaded pipeline predicts **4,827.5 g** for this Gentoo with unknown sex, without an error: the \`SimpleImputer\` inside the categorical branch fills the gap before the encoder sees it. Its \`statistics_\` show what it fills in: \`['Adelie' 'Biscoe' 'MALE']\`, the training data's most frequent value per column (168 males against 165 females).

So "unknown" is silently treated as male: the prediction is identical to the one with \`Sex="MALE"\` (4,827.5 g), while \`Sex="FEMALE"\` gives 4,705.6 g. The pipeline does not fail, but its answer for an unknown bird leans one way; say so when you hand it over, or impute with a constant such as \`"unknown"\` so the model learns its own category.

The saved file is about 8 MB because it holds 300 full trees. It still needs every column it was trained on: dropping \`Sex\` from the row instead of setting it to \`np.nan\` raises an error naming the missing column.
`,
    "Hyperparameter tuning with grid search": `After this lesson you can tune hyperparameters with \`GridSearchCV\` and \`RandomizedSearchCV\` over a whole pipeline, read the results table, and keep the test set out of tuning.

## The idea

Hyperparameters are settings you choose before training (tree depth, number of trees, regularisation strength). Grid search tries every combination with cross-validation and keeps the best; randomized search samples combinations, which is cheaper when the grid is large. Parameter names inside a pipeline use the step name and a double underscore: \`model__max_depth\`.

## Worked example

\`\`\`python
import pandas as pd
from sklearn.compose import ColumnTransformer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GridSearchCV, StratifiedKFold, train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
num = ["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Body Mass (g)"]
cat = ["Species"]
y = (pg["Sex"] == "FEMALE").astype(int)
X_train, X_test, y_train, y_test = train_test_split(pg[num + cat], y, test_size=0.2, stratify=y, random_state=0)

pipe = Pipeline([
    ("prep", ColumnTransformer([("cat", OneHotEncoder(handle_unknown="ignore"), cat)], remainder="passthrough")),
    ("model", RandomForestClassifier(random_state=0)),
])
grid = {
    "model__n_estimators": [200, 500],
    "model__max_depth": [3, 5, None],
    "model__min_samples_leaf": [1, 3, 10],
}
search = GridSearchCV(pipe, grid, cv=StratifiedKFold(5, shuffle=True, random_state=0), scoring="roc_auc", n_jobs=-1)
search.fit(X_train, y_train)

print(search.best_params_, round(search.best_score_, 3))
results = pd.DataFrame(search.cv_results_)[["params", "mean_test_score", "std_test_score", "rank_test_score"]]
print(results.sort_values("rank_test_score").head())
print("test ROC AUC:", round(search.score(X_test, y_test), 3))
\`\`\`

\`search\` refits the best setting on all training data, so \`search.score\` on the test set is the final, once-only check.

## Common mistake

Reading tiny differences in \`mean_test_score\` as real. If the top five settings are within one \`std_test_score\` of each other, pick the simplest (shallower trees, fewer estimators). Also: a huge grid on a small data set is a way to overfit the validation folds.

## Try it

Tune a \`LogisticRegression\` in the same pipeline (add a \`StandardScaler\` for the numeric columns) over \`C\` in \`[0.01, 0.1, 1, 10, 100]\` with \`GridSearchCV\`. Then tune the forest with \`RandomizedSearchCV(n_iter=15)\` over wider ranges. Compare best CV scores and the test score of each.

## Worked answer

Run this below the lesson's code: it reuses \`num\`, \`cat\`, the train/test split and the forest \`pipe\`.

\`\`\`python
from scipy.stats import randint
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import GridSearchCV, RandomizedSearchCV
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

cv = StratifiedKFold(5, shuffle=True, random_state=0)

logit = Pipeline([
    ("prep", ColumnTransformer([("num", StandardScaler(), num),
                                ("cat", OneHotEncoder(handle_unknown="ignore"), cat)])),
    ("model", LogisticRegression(max_iter=5000)),
])
lsearch = GridSearchCV(logit, {"model__C": [0.01, 0.1, 1, 10, 100]}, cv=cv, scoring="roc_auc")
lsearch.fit(X_train, y_train)
print(lsearch.best_params_, round(lsearch.best_score_, 3), round(lsearch.score(X_test, y_test), 3))

wide = {
    "model__n_estimators": randint(100, 1000),
    "model__max_depth": [2, 3, 4, 5, 6, 8, 10, None],
    "model__min_samples_leaf": randint(1, 20),
    "model__max_features": ["sqrt", 0.5, 1.0],
}
rsearch = RandomizedSearchCV(pipe, wide, n_iter=15, cv=cv, scoring="roc_auc", random_state=0, n_jobs=-1)
rsearch.fit(X_train, y_train)
print(rsearch.best_params_, round(rsearch.best_score_, 3), round(rsearch.score(X_test, y_test), 3))
\`\`\`

| C | mean CV AUC | std |
| --- | --- | --- |
| 0.01 | 0.930 | 0.022 |
| 0.1 | 0.959 | 0.018 |
| 1 | **0.966** | 0.021 |
| 10 | 0.964 | 0.019 |
| 100 | 0.963 | 0.018 |

| search | best setting | best CV AUC | test AUC |
| --- | --- | --- | --- |
| forest, grid (lesson) | max_depth None, min_samples_leaf 1, 200 trees | 0.959 | 0.991 |
| logistic, grid | C = 1 | 0.966 | 0.983 |
| forest, randomized | max_depth None, sqrt features, min_samples_leaf 3, 228 trees | 0.959 | 0.988 |

The scaled logistic regression has the best CV score, and C from 1 to 100 is a plateau (0.963 to 0.966, well inside one std): only strong regularisation (C = 0.01) hurts. The randomized search with wider ranges ends exactly where the grid did, 0.959; its worst draws are the depth-2 forests, at about 0.92.

The three CV scores lie within 0.007 of each other, about a third of a fold standard deviation, so they are tied; take the logistic regression, the simplest. The test scores (0.983 to 0.991 on 67 birds) are all higher than CV and rank the models differently, which is exactly why you don't choose by them.
`,
    "Feature importance and model explanation": `After this lesson you can explain which features drive a model with permutation importance and partial dependence, and know the limits of impurity-based importance and coefficients.

## The idea

| method | answers | caveat |
| --- | --- | --- |
| linear coefficients (scaled) | direction and size per feature | only for linear models; correlated features share credit |
| \`feature_importances_\` (trees) | how much splits used a feature | biased toward many-valued features; computed on training data |
| **permutation importance** | how much the test score drops when a feature is shuffled | model-agnostic; correlated features can mask each other |
| **partial dependence** | average prediction as one feature varies | averages hide interactions |

Compute importance on held-out data: it then shows what the model relies on to generalise.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd
from sklearn.ensemble import RandomForestRegressor
from sklearn.inspection import PartialDependenceDisplay, permutation_importance
from sklearn.model_selection import train_test_split
from penguin_prep import load_penguins

pg = load_penguins().dropna(subset=["Sex"])
X = pd.get_dummies(
    pg[["Beak Length (mm)", "Beak Depth (mm)", "Flipper Length (mm)", "Species", "Island", "Sex"]],
    drop_first=True, dtype=float,
)
y = pg["Body Mass (g)"]
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)

forest = RandomForestRegressor(n_estimators=400, min_samples_leaf=3, random_state=0).fit(X_train, y_train)

imp = permutation_importance(forest, X_test, y_test, n_repeats=20, random_state=0,
                             scoring="neg_mean_absolute_error")
ranking = pd.DataFrame({"mean": imp.importances_mean, "std": imp.importances_std}, index=X.columns)
print(ranking.sort_values("mean", ascending=False).round(1))

print(pd.Series(forest.feature_importances_, index=X.columns).sort_values(ascending=False).round(3))

PartialDependenceDisplay.from_estimator(forest, X_test, ["Flipper Length (mm)", "Beak Depth (mm)"])
plt.show()
\`\`\`

With \`neg_mean_absolute_error\` scoring, each importance is roughly how many grams of MAE the model loses without that feature.

## Common mistake

Calling importance "causal". The model relies on flipper length to predict mass; that does not mean flippers cause weight. And when two features carry the same information (species dummies and flipper length), shuffling one hardly hurts because the other covers for it: low importance is not "irrelevant".

## Try it

Compare the permutation importance ranking with the impurity-based \`feature_importances_\`. Where do they disagree? Then drop the \`Species\` dummies, refit, and see how the importance of flipper length and beak depth changes.

## Worked answer

Run this below the lesson's code: it reuses \`X\` and the train/test split.

\`\`\`python
from sklearn.metrics import mean_absolute_error

def compare(cols):
    forest = RandomForestRegressor(n_estimators=400, min_samples_leaf=3, random_state=0)
    forest.fit(X_train[cols], y_train)
    imp = permutation_importance(forest, X_test[cols], y_test, n_repeats=20, random_state=0,
                                 scoring="neg_mean_absolute_error")
    table = pd.DataFrame({"permutation": imp.importances_mean, "impurity": forest.feature_importances_},
                         index=cols)
    print(round(mean_absolute_error(y_test, forest.predict(X_test[cols])), 1))
    print(table.sort_values("permutation", ascending=False).round(3))

compare(list(X.columns))
compare([c for c in X.columns if not c.startswith("Species_")])
\`\`\`

| feature | permutation (g of MAE) | impurity | without Species: permutation | impurity |
| --- | --- | --- | --- | --- |
| Species_Gentoo | 354.8 | 0.627 | | |
| Sex_MALE | 142.2 | 0.173 | 117.2 | 0.108 |
| Flipper Length (mm) | 32.4 | 0.125 | **476.5** | 0.792 |
| Beak Depth (mm) | 27.7 | 0.030 | 16.9 | 0.044 |
| Beak Length (mm) | −9.4 | 0.040 | −2.9 | 0.049 |
| Island, Chinstrap dummies | −1.4 to −0.2 | 0.001 to 0.002 | −1.7 to −0.2 | 0.001 to 0.004 |

The top three agree. They disagree on **beak length**: impurity ranks it 4th (0.040, above beak depth), permutation ranks it last, at −9.4 g (shuffling it slightly *improves* the test MAE). The forest splits on beak length often in training, but those splits fit noise that does not carry over to new birds; impurity importance is computed on training data and cannot tell.

Without the species dummies, test MAE barely moves (248.8 g to 254.6 g), yet flipper length's importance jumps from 32 g to 477 g: long flippers identify Gentoos, so flipper length now carries the species information too. Beak depth falls from 27.7 g to 16.9 g. Low importance in the first model did not mean flipper length was irrelevant; the Gentoo dummy was covering for it.
`,
  },
  readings: {
    "A responsible machine learning checklist": `Use this checklist before a model leaves your notebook, whether it prices houses, flags churners or classifies penguins. Each item names the question to ask and the evidence to keep.

## Problem and data

- [ ] The decision the model supports is written down, with who acts on it.
- [ ] The target is defined precisely and measured the same way for everyone.
- [ ] Every feature is available at prediction time (no future or target-derived columns).
- [ ] The data's time range and population are stated; known gaps listed (e.g. one species sampled on only one island).
- [ ] Personal or sensitive attributes (age, sex, ethnicity, postcode as a proxy) are identified, and their use is justified or removed.

## Evaluation

- [ ] A baseline is reported next to the model.
- [ ] Performance comes from cross-validation and a once-only test set.
- [ ] Metrics match the cost of errors, in business units.
- [ ] Performance is broken down by relevant groups:

\`\`\`python
import pandas as pd

def error_by_group(y_true, y_pred, groups):
    """Mean absolute error per group, with counts."""
    df = pd.DataFrame({"err": (y_true - y_pred).abs(), "group": groups})
    return df.groupby("group")["err"].agg(["count", "mean"]).round(1)
\`\`\`

A model that is accurate on average but much worse for one group (one species, one region, one customer segment) needs a decision before launch.

## Explanation and use

- [ ] The main drivers are explained in plain language, with the caveat that they are associations.
- [ ] Decision thresholds are chosen from costs and benefits, and documented.
- [ ] People affected by a decision can get an explanation and a human review.
- [ ] The model will not be used outside the population it was trained on.

## Operations

- [ ] The whole pipeline (preprocessing + model) is saved as one object, with package versions.
- [ ] Someone owns monitoring: input drift, prediction drift and actual performance.
- [ ] A retraining trigger and a rollback plan exist.

## Documentation (a one-page "model card")

| section | contents |
| --- | --- |
| purpose | decision, users, out-of-scope uses |
| data | source, period, rows, exclusions |
| performance | metric, baseline, CV and test, by group |
| limitations | known failure modes, fairness checks |
| owner | name, review date |
`,
  },
  quizzes: {
    "Quiz: the modeling workflow": {
      passMark: 0.7,
      questions: [
        {
          id: "ml-w1",
          type: "numeric",
          prompt:
            'Of 1,000 customers, 120 churned. A new churn model scores 87% accuracy. What accuracy, in percent, does the majority-class baseline (predict "no churn" for everyone, DummyClassifier(strategy="most_frequent")) score on the same customers?',
          answer: 88,
          tolerance: 0,
          unit: "%",
          explanation:
            'Predicting the most frequent class, "no churn", is right for the 880 customers who stayed: 880 / 1,000 = 88%. The model\'s 87% is worse than doing nothing clever, which is why a baseline is reported next to every model. With imbalanced classes, accuracy flatters; recall on churners would expose the baseline, which finds none of them.',
        },
        {
          id: "ml-w2",
          type: "single",
          prompt:
            'model.fit(pg["Flipper Length (mm)"], pg["Body Mass (g)"]) raises "Expected 2D array, got 1D array instead". What is the fix?',
          choices: [
            { id: "a", text: 'Pass X as a one-column DataFrame: pg[["Flipper Length (mm)"]]' },
            { id: "b", text: 'Pass y as a DataFrame too: pg[["Body Mass (g)"]]' },
            { id: "c", text: "Call model.predict before model.fit" },
            { id: "d", text: "Scale the column with StandardScaler first" },
          ],
          correct: "a",
          explanation:
            "scikit-learn expects X as a 2-D table (rows × features) and y as 1-D. Single brackets give a Series (1-D); a list of column names gives a DataFrame, even with one feature. The error is about X, so reshaping y does not help, and scaling keeps the shape the same.",
        },
        {
          id: "ml-w3",
          type: "multiple",
          prompt:
            "You are predicting which customers will cancel next month. Which of these let information the model would not have at prediction time leak into training?",
          choices: [
            {
              id: "a",
              text: "Fitting StandardScaler on the whole data set, then running cross_val_score on the scaled data",
            },
            { id: "b", text: 'A feature "cancellation reason", filled in by support when a customer cancels' },
            { id: "c", text: "A feature that bands the target into quartiles, like pd.qcut(y, 4)" },
            {
              id: "d",
              text: 'OneHotEncoder(handle_unknown="ignore") on plan type, inside a Pipeline with the model',
            },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "A scaler fitted before the split has seen every validation fold; a cancellation reason only exists after the event you predict; a banded target is the target in disguise. All three make scores look better than they will be on new customers. An encoder inside a Pipeline is refit on each training fold and ignores unseen categories, which is exactly how to avoid a leak.",
        },
        {
          id: "ml-w4",
          type: "single",
          prompt:
            "You want a regularised regression that drops weak features by setting their coefficients exactly to zero. Which set-up is right?",
          choices: [
            {
              id: "a",
              text: "make_pipeline(StandardScaler(), Lasso(alpha=...)), with alpha chosen on validation data",
            },
            {
              id: "b",
              text: "make_pipeline(StandardScaler(), Ridge(alpha=...)), with alpha chosen on validation data",
            },
            { id: "c", text: "Lasso(alpha=...) on the raw features, so coefficients stay in original units" },
            { id: "d", text: "LinearRegression(), then delete the features with the smallest coefficients" },
          ],
          correct: "a",
          explanation:
            "Lasso's absolute-value penalty pushes some coefficients exactly to zero; Ridge only shrinks them. The penalty compares coefficient sizes, so features must share a scale: unscaled, a feature in grams gets a tiny coefficient and escapes the penalty while one in millimetres is punished. Raw coefficient size in plain linear regression depends on units, so it is no guide to which features to drop.",
        },
        {
          id: "ml-w5",
          type: "numeric",
          prompt:
            'A logistic regression predicting "female" has a Body Mass (g) coefficient of −0.002 (per gram). By what factor are the odds of "female" multiplied for a bird 100 g heavier? Give two decimals.',
          answer: 0.82,
          tolerance: 0.01,
          unit: "×",
          explanation:
            'Each unit multiplies the odds by exp(b), so 100 units multiply them by exp(100 × b) = exp(−0.2) ≈ 0.82: 100 g heavier means about 18% lower odds of being female. Reading −0.002 as "0.2% lower probability" confuses odds with probability; and per gram the effect looks negligible, which is why you express it per 100 g.',
        },
        {
          id: "ml-w6",
          type: "single",
          prompt:
            "A decision tree with max_depth=None scores 1.00 accuracy on training data and 0.82 on test data; with max_depth=3 it scores 0.95 and 0.93. What do you conclude?",
          choices: [
            {
              id: "a",
              text: "The unlimited tree memorised the training data (overfitting); the depth-3 tree generalises better and its rules are readable",
            },
            { id: "b", text: "The unlimited tree is better, because it makes no training errors" },
            { id: "c", text: "The depth-3 tree is underfitting, because its training accuracy is lower" },
            { id: "d", text: "Both are equally good; the average of train and test accuracy is about the same" },
          ],
          correct: "a",
          explanation:
            "The gap between training and test accuracy is the signature of overfitting: left unrestricted, a tree keeps splitting until it fits every training row. What matters is performance on data the model has not seen, where depth 3 wins. A slightly lower training score is the price of generalising, not underfitting.",
        },
      ],
    },
    "Quiz: evaluation and tuning": {
      passMark: 0.7,
      questions: [
        {
          id: "ml-e1",
          type: "numeric",
          prompt:
            "A churn classifier's confusion matrix on the test set: 40 churners flagged (true positives), 20 churners missed (false negatives), 10 loyal customers flagged (false positives), 130 loyal customers not flagged (true negatives). What is its recall, in percent? Give one decimal.",
          answer: 66.7,
          tolerance: 0.1,
          unit: "%",
          explanation:
            "Recall = TP / (TP + FN) = 40 / (40 + 20) = 66.7%: of all real churners, two thirds were flagged. The tempting 80% is precision, TP / (TP + FP) = 40 / 50: of those flagged, the share who really churn. Which matters more depends on the cost of a missed churner versus a wasted offer.",
        },
        {
          id: "ml-e2",
          type: "single",
          prompt: "roc_auc_score(y_test, clf.predict(X_test)) returns a lower AUC than you expected. What is wrong?",
          choices: [
            {
              id: "a",
              text: "AUC measures ranking across all thresholds, so it needs scores: use clf.predict_proba(X_test)[:, 1]",
            },
            { id: "b", text: "The arguments are in the wrong order: it should be roc_auc_score(predictions, y_test)" },
            { id: "c", text: "ROC AUC only works for regression models" },
            { id: "d", text: "Nothing: predict and predict_proba give the same AUC" },
          ],
          correct: "a",
          explanation:
            "predict returns 0/1 labels at a 0.5 threshold, which throws away how confident the model is; AUC from labels reflects a single threshold, not the ranking. Pass the positive class's probability. The order (y_true first, scores second) was already right, and AUC is a classification metric.",
        },
        {
          id: "ml-e3",
          type: "single",
          prompt:
            "5-fold cross-validation gives a scaled Ridge model an MAE of 312 ± 25 g and a random forest 305 ± 30 g (mean ± standard deviation across folds). Which model do you take forward?",
          choices: [
            {
              id: "a",
              text: "Treat them as tied, since the gap is well inside one fold standard deviation, and prefer the simpler Ridge",
            },
            { id: "b", text: "The random forest, because its mean MAE is lower" },
            { id: "c", text: "Whichever scores better on the test set, after trying both there" },
            { id: "d", text: "Ridge, because a lower standard deviation always means a better model" },
          ],
          correct: "a",
          explanation:
            "A 7 g difference against fold-to-fold spreads of 25 to 30 g is noise, not a finding; when models are tied, simplicity wins. Picking by the test set turns it into a selection set, so its score is no longer an honest, once-only estimate. Ridge is chosen here for simplicity, not because a smaller spread alone makes a model better.",
        },
        {
          id: "ml-e4",
          type: "multiple",
          prompt: "Which of these are sound practice when you estimate performance with cross-validation?",
          choices: [
            {
              id: "a",
              text: "Putting scaling and imputation inside a Pipeline so they are refit on each training fold",
            },
            { id: "b", text: "Using StratifiedKFold for a classification target so each fold keeps the class shares" },
            {
              id: "c",
              text: "Choosing hyperparameters by their test-set score, then reporting that test score as the final estimate",
            },
            { id: "d", text: "Using TimeSeriesSplit when rows are ordered in time, so you never validate on the past" },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "Preprocessing inside a pipeline keeps each validation fold unseen; stratified folds keep class proportions stable; time-ordered data needs folds that train on the past and validate on the future. Tuning on the test set makes its score optimistic: decide everything with cross-validation on the training part, then test once at the end.",
        },
        {
          id: "ml-e5",
          type: "numeric",
          prompt:
            "GridSearchCV searches model__n_estimators in [200, 500], model__max_depth in [3, 5, None] and model__min_samples_leaf in [1, 3, 10], with cv=5. How many models does it fit during the search, not counting the final refit of the best setting?",
          answer: 90,
          tolerance: 0,
          unit: "fits",
          explanation:
            "Grid search tries every combination: 2 × 3 × 3 = 18 settings, each fitted once per fold, 18 × 5 = 90 fits (plus one refit on all training data at the end). Counting 18 forgets the folds; this multiplication is why RandomizedSearchCV, which samples a fixed number of settings, is cheaper for large grids.",
        },
        {
          id: "ml-e6",
          type: "single",
          prompt:
            "In a model that predicts body mass from flipper length, beak measurements and species dummies, shuffling Flipper Length (mm) on the test set barely changes the error (low permutation importance). What is the right reading?",
          choices: [
            {
              id: "a",
              text: "The model can get the same information from correlated features such as species, so low importance does not mean flipper length is unrelated to mass",
            },
            { id: "b", text: "Flipper length has no relationship with body mass and should be removed from the data" },
            { id: "c", text: "Flipper length does not cause body mass, which is what the permutation test proves" },
            { id: "d", text: "Permutation importance must be computed on the training data instead" },
          ],
          correct: "a",
          explanation:
            "Permutation importance measures how much this model's held-out score drops when one feature is shuffled. When another feature carries the same information, it covers for the shuffled one, so importance looks low. Importance is never causal in either direction, and computing it on held-out data (not training data) shows what the model relies on to generalise.",
        },
      ],
    },
  },
  projectBrief: `# Project: predicting house prices

## Scenario

Keystone Homes, a fictional property-technology start-up, will price houses from listing features. Its house data is still being licensed, and the team wants the complete modelling workflow built and validated now, so that on delivery day only the file name, target and column lists change. Your task: build that workflow end to end on a public stand-in with the same structure (a numeric target predicted from numeric and categorical features, with missing values), then prove it also handles a yes/no target, like the "will this listing sell within 30 days?" model planned next.

## The data

The **Palmer Penguins** data set from the data playground, table \`penguins.csv\`. Regression target: \`Body Mass (g)\` (stands in for price). Classification target: \`Sex\` (stands in for sold-within-30-days). Features: \`Species\`, \`Island\`, \`Beak Length (mm)\`, \`Beak Depth (mm)\`, \`Flipper Length (mm)\` (and \`Sex\` for the regression task). Clean the stray \`.\` in \`Sex\`; impute rather than drop where you can.

## Questions to answer

1. What is the baseline error for each task (mean prediction; majority class; species-average rule)?
2. Which of linear/ridge regression, a decision tree, a random forest and gradient boosting predicts body mass best under 5-fold cross-validation (MAE in grams)?
3. After tuning the best two with grid or randomized search, what is the final test MAE, and how much better than the baseline?
4. Which features matter most (permutation importance on the test set), and how does predicted mass change with flipper length (partial dependence)?
5. For the classification task, what ROC AUC, precision and recall does your best pipeline reach, and at what threshold?
6. Is the error similar for all three species?

## Deliverables

- A notebook with one reusable function \`build_pipeline(num_cols, cat_cols, model)\` used for both tasks.
- A results table: model, CV mean ± std, test score, baseline.
- The saved final regression pipeline (\`joblib\`) and a cell that loads it and predicts for two new birds.
- A one-page model card following the "A responsible machine learning checklist" reading.

## Hand-in checklist

- [ ] All preprocessing lives inside pipelines; nothing is fitted before the split.
- [ ] The test set is used once, at the end.
- [ ] Every model is compared with a baseline.
- [ ] Random seeds are fixed.
- [ ] Error by species is reported.
- [ ] Changing the file name, target and column lists is all it takes to rerun on new data.
`,
} satisfies CourseNotes;
