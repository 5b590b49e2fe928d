import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Introduction: from scores to decisions": `After this lesson you know how this course turns a classifier's scores into a costed decision, how it is organised, and which practice data and tools you need.

## What the course covers

A classifier does not make decisions; it produces scores. The business decides whom to act on, and that depends on what a false alarm and a miss cost. This course follows that chain: frame the problem and build features without leaking the future, handle a rare positive class, evaluate with precision, recall, ROC and precision-recall curves, train and tune XGBoost, calibrate probabilities, choose a threshold from costs and benefits, and explain individual predictions with SHAP.

Chapter 1: this lesson and the framing of the problem. Chapter 2: the modelling and decision skills. Chapter 3: a reading on monitoring models after launch, a knowledge check and the retention targeting project.

## The practice data

No public playground table holds customer churn records, so we practise on a problem with the same shape: a **rare yes/no event predicted from history, acted on at a cost**. From the **Seattle Weather** data set (data playground, daily table \`seattle-weather.csv\`: \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\`, one row per day 2012-2015) we predict whether **tomorrow** will be a heavy-rain day (10 mm or more). About one day in ten qualifies, the kind of imbalance churn models face.

The business: Emerald Cycles, a fictional Seattle bike-share, loses casual riders after washed-out days. Its retention team can send "rain check" ride credits the evening before, which costs money each time. Lesson 2 sets this up properly.

## Set up

\`\`\`python
%pip install pandas scikit-learn xgboost shap matplotlib
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["heavy"] = wx["precipitation"] >= 10
print(wx["heavy"].mean(), wx.groupby(wx["date"].dt.month)["heavy"].mean().round(2))
\`\`\`

## Watch out

"Predict tomorrow" means every feature must be known by this evening. Using today's row to predict today is the weather equivalent of predicting churn from the cancellation call.

## Try it

Count heavy-rain days per year and per month. Write down which months a naive "always predict heavy rain in November to January" rule would catch, and what it would cost in false alarms.

## Worked answer

\`\`\`python
import pandas as pd

wx = pd.read_csv("seattle-weather.csv", parse_dates=["date"])
wx["heavy"] = wx["precipitation"] >= 10
print(wx.groupby(wx["date"].dt.year)["heavy"].sum())
print(wx.groupby(wx["date"].dt.month)["heavy"].agg(["sum", "mean"]).round(3))

rule = wx["date"].dt.month.isin([11, 12, 1])
print("flagged", rule.sum(), "caught", (rule & wx["heavy"]).sum(),
      "false alarms", (rule & ~wx["heavy"]).sum(), "missed", (~rule & wx["heavy"]).sum())
\`\`\`

The four years hold 144 heavy-rain days out of 1,461 (9.9%), but the years differ a lot: 42 in 2012, 21 in 2013, 47 in 2014 and 34 in 2015.

| month | heavy days | share |
| --- | --- | --- |
| Jan | 14 | 11.3% |
| Feb | 15 | 13.3% |
| Mar | 19 | 15.3% |
| Apr | 13 | 10.8% |
| May | 7 | 5.6% |
| Jun | 3 | 2.5% |
| Jul | 2 | 1.6% |
| Aug | 6 | 4.8% |
| Sep | 8 | 6.7% |
| Oct | 15 | 12.1% |
| Nov | 19 | 15.8% |
| Dec | 23 | 18.5% |

The November-to-January rule catches the 56 heavy days in those months (19 + 23 + 14), 39% of all 144. To do it, it acts on all 368 days of those months, so 312 of them are false alarms: only 15.2% of flagged days are heavy, not much better than the 9.9% you get by flagging days at random. It misses 88 heavy days, including 19 in March, as many as November. At the costs lesson 10 assumes ($2,000 per evening of credits, $9,000 per washout caught), the rule would lose 56 × 9,000 − 368 × 2,000 = $232,000 over the four years. Season is a useful feature, not a decision rule.
`,
    "The churn data set and problem framing": `After this lesson you can frame a churn-style problem precisely: the prediction point, the target window, the unit, the action and its costs, and build the modelling table from the practice data.

## The idea

A churn model is defined by four choices:

| choice | telecom churn | our stand-in |
| --- | --- | --- |
| unit | customer-month | day |
| prediction point | end of month | 20:00 the evening before |
| target window | cancels within 30 days | ≥ 10 mm precipitation tomorrow |
| action | retention offer | rain-check credits sent to riders |

Features may use only information available at the prediction point; the target comes strictly after it.

## Worked example

Save this as \`rain_prep.py\`; later lessons import it.

\`\`\`python
import numpy as np
import pandas as pd

HEAVY_MM = 10.0

def load_days(path="seattle-weather.csv"):
    """One row per day: features known by that evening, target = heavy rain tomorrow."""
    wx = pd.read_csv(path, parse_dates=["date"]).sort_values("date").reset_index(drop=True)
    wx["target"] = (wx["precipitation"].shift(-1) >= HEAVY_MM).astype(int)
    wx = wx.iloc[:-1]
    return wx

days = load_days()
print(days["target"].value_counts(), days["target"].mean().round(3))
train = days[days["date"] < "2015-01-01"]
test = days[days["date"] >= "2015-01-01"]
print(len(train), len(test), train["target"].mean().round(3), test["target"].mean().round(3))
\`\`\`

\`shift(-1)\` pulls tomorrow's precipitation into today's row; the last day has no tomorrow and is dropped. The split is by time: 2012-2014 to learn, 2015 to test, just as a churn model is trained on past cohorts and judged on the next one.

## Common mistake

Defining the target loosely ("rainy soon", "likely to leave") or letting the target window overlap the features. Write the definition as code, as above, and check a few rows by hand: for 2012-01-01, the target should equal whether 2012-01-02 had 10 mm or more.

## Try it

Change the definition to "heavy rain at any point in the next 2 days" (use \`shift(-1)\` and \`shift(-2)\`), rebuild the table and compare the positive rate. Write one sentence on how the action and its cost would change with a 2-day window.

## Worked answer

\`\`\`python
import pandas as pd
from rain_prep import HEAVY_MM, load_days

def load_days_2d(path="seattle-weather.csv"):
    """Target = heavy rain tomorrow or the day after."""
    wx = pd.read_csv(path, parse_dates=["date"]).sort_values("date").reset_index(drop=True)
    p = wx["precipitation"]
    wx["target"] = ((p.shift(-1) >= HEAVY_MM) | (p.shift(-2) >= HEAVY_MM)).astype(int)
    return wx.iloc[:-2]

for name, table in [("1 day", load_days()), ("2 days", load_days_2d())]:
    train = table[table["date"] < "2015-01-01"]
    test = table[table["date"] >= "2015-01-01"]
    print(name, len(table), table["target"].sum(), round(table["target"].mean(), 3),
          round(train["target"].mean(), 3), round(test["target"].mean(), 3))
\`\`\`

| window | days | positives | rate | 2012-2014 | 2015 |
| --- | --- | --- | --- | --- | --- |
| tomorrow | 1,460 | 144 | 9.9% | 10.0% | 9.3% |
| next 2 days | 1,459 | 244 | 16.7% | 17.3% | 14.9% |

Drop the last two rows: they have no day after tomorrow, and because \`NaN >= 10\` is \`False\` they would otherwise be labelled 0 without any warning. The rate rises by about two thirds, not double: heavy days come in runs (43 of the 144 follow another heavy day), so many 2-day windows share the same wet spell.

The action changes with it: the credits must stay valid for two days and go out on about one evening in six instead of one in ten, so the campaign costs more and more of each night's credits fall on a dry day inside the window; in return riders get a day's more notice.
`,
    "Time-aware feature engineering": `After this lesson you can build lag, rolling-window and seasonal features from history without leaking the future, and verify that no feature uses information from after the prediction point.

## The idea

Churn features summarise a customer's history up to the prediction date: usage last month, trend over three months, days since last complaint. Here the history is the weather up to this evening:

| feature type | example | pandas |
| --- | --- | --- |
| today's value | \`precipitation\`, \`wind\` | the row itself |
| lag | yesterday's \`temp_max\` | \`shift(1)\` |
| rolling | rain over the last 3 and 7 days | \`rolling(7).sum()\` |
| trend | change in \`temp_min\` vs yesterday | \`diff()\` |
| seasonality | day of year as sine/cosine | \`np.sin(2 * np.pi * doy / 365.25)\` |

Windows must end **at** the prediction point (today), never after it. Never use \`center=True\`, and never compute a feature with \`shift(-1)\`.

## Worked example

Add this function to \`rain_prep.py\`:

\`\`\`python
import numpy as np
import pandas as pd

def add_features(days):
    """Features from today and earlier only."""
    d = days.copy()
    for col in ["precipitation", "temp_max", "temp_min", "wind"]:
        d[f"{col}_lag1"] = d[col].shift(1)
    d["rain_3d"] = d["precipitation"].rolling(3).sum()
    d["rain_7d"] = d["precipitation"].rolling(7).sum()
    d["wet_days_7d"] = (d["precipitation"] > 0).rolling(7).sum()
    d["temp_range"] = d["temp_max"] - d["temp_min"]
    d["temp_min_change"] = d["temp_min"].diff()
    doy = d["date"].dt.dayofyear
    d["season_sin"] = np.sin(2 * np.pi * doy / 365.25)
    d["season_cos"] = np.cos(2 * np.pi * doy / 365.25)
    d = pd.get_dummies(d, columns=["weather"], prefix="w", dtype=int)
    return d.dropna().reset_index(drop=True)

FEATURES = ["precipitation", "temp_max", "temp_min", "wind", "precipitation_lag1", "temp_max_lag1",
            "temp_min_lag1", "wind_lag1", "rain_3d", "rain_7d", "wet_days_7d", "temp_range",
            "temp_min_change", "season_sin", "season_cos",
            "w_drizzle", "w_fog", "w_rain", "w_snow", "w_sun"]
\`\`\`

A leakage test: cut off the future (rebuild the features from data up to mid-2013 only) and check the features of those days do not move.

\`\`\`python
from rain_prep import add_features, load_days

days = load_days()
full = add_features(days)
cut = add_features(days[days["date"] <= "2013-06-30"])
same = full.set_index("date").loc[cut["date"], cut.columns.drop("date")]
print(cut["date"].max().date(), (same.values == cut.drop(columns="date").values).all())
\`\`\`

Features for a day must be identical whether or not later data exists, and the cut table must still reach its last day. A feature built with \`shift(-1)\` or \`center=True\` is missing on the cut's final days, \`dropna\` silently removes those rows, and the value check alone would still print \`True\`. \`2013-06-30 True\` means no feature looks ahead.

## Common mistake

Computing "global" features over the full period, such as each month's average rainfall across 2012-2015, and joining them back. For 2013 rows that average includes 2014 and 2015: a quiet leak that inflates test scores. Compute such profiles from the training period only.

## Try it

Add two features of your own (for example, the 14-day mean of \`wind\`, and days since the last heavy-rain day), add them to \`FEATURES\`, and rerun the leakage test to prove they use no future information.

## Worked answer

\`\`\`python
from rain_prep import FEATURES, HEAVY_MM, add_features, load_days

def add_more_features(days):
    d = days.copy()
    d["wind_14d"] = d["wind"].rolling(14).mean()
    heavy = d["precipitation"] >= HEAVY_MM
    d["days_since_heavy"] = (d["date"] - d["date"].where(heavy).ffill()).dt.days
    return add_features(d)

FEATURES2 = FEATURES + ["wind_14d", "days_since_heavy"]

days = load_days()
full = add_more_features(days)
cut = add_more_features(days[days["date"] <= "2013-06-30"])
same = full.set_index("date").loc[cut["date"], cut.columns.drop("date")]
print(cut["date"].max().date(), (same.values == cut.drop(columns="date").values).all())
print(full.groupby("target")[["wind_14d", "days_since_heavy"]].mean().round(2))
\`\`\`

The test prints \`2013-06-30 True\`: both features are built only from today and earlier. \`days_since_heavy\` counts today as day 0 if today was heavy, which is allowed because today's rain is known by the evening. \`where(heavy).ffill()\` carries the last heavy date forward, never back.

The table now starts on 2012-01-14 with 1,447 rows instead of 1,454: the 14-day window needs 14 days of history. The features carry signal: evenings before a heavy day average 9.2 days since the last heavy day against 20.9 for the others, and a 14-day mean wind of 3.47 m/s against 3.21. The longest dry run ends on 2015-08-13, 122 days after the previous heavy day.

Check the date as well as \`True\`: if you write \`rolling(14, center=True)\` by mistake, the values still match, because \`dropna\` deletes the cut's last 6 days, but the cut then ends on 2013-06-24.
`,
    "Class imbalance: weighting and resampling": `After this lesson you can handle a rare positive class with class weights or resampling, explain what each does to predicted probabilities, and resample only inside training folds.

## The idea

With about 10% positives, a model can be 90% accurate by never predicting the event. Remedies:

| approach | how | note |
| --- | --- | --- |
| do nothing, move the threshold | keep honest probabilities, pick a lower cut-off | often enough; keeps calibration |
| class weights | \`class_weight="balanced"\`, XGBoost \`scale_pos_weight\` | errors on positives count more |
| random oversampling / undersampling | duplicate positives or drop negatives | training set only |
| SMOTE | synthesise positives between neighbours | training set only; can blur classes |

Weighting and resampling change the scores: probabilities are pushed up and no longer match real frequencies. Recalibrate if you need true probabilities (lesson 9).

## Worked example

\`\`\`python
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, recall_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"]

for weight in (None, "balanced"):
    model = make_pipeline(StandardScaler(), LogisticRegression(class_weight=weight, max_iter=2000))
    model.fit(train[FEATURES], train["target"])
    proba = model.predict_proba(test[FEATURES])[:, 1]
    print(weight, "mean predicted", proba.mean().round(3), "actual", test["target"].mean().round(3),
          "recall@0.5", round(recall_score(test["target"], proba >= 0.5), 2),
          "avg precision", round(average_precision_score(test["target"], proba), 3))
\`\`\`

Expect: the weighted model flags far more days at 0.5 (higher recall), its mean probability overshoots the real rate, but its ranking quality (average precision) barely changes. Weighting mostly moves the threshold.

With imbalanced-learn, resampling goes inside its pipeline so it only touches training folds: \`imblearn.pipeline.make_pipeline(RandomOverSampler(random_state=0), StandardScaler(), LogisticRegression())\`.

## Common mistake

Resampling before splitting. Duplicated or synthetic positives then appear in both training and test data, and the test score is inflated. Resample only the training part, inside cross-validation.

## Try it

Compare three logistic models on 2015: unweighted, \`class_weight="balanced"\`, and \`class_weight={0: 1, 1: 3}\`. For each, find the threshold that gives 70% recall and report the precision there. What does that tell you about weighting vs threshold choice?

## Worked answer

\`\`\`python
import numpy as np
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import precision_recall_curve
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"]
y = test["target"].to_numpy()

for weight in (None, "balanced", {0: 1, 1: 3}):
    model = make_pipeline(StandardScaler(), LogisticRegression(class_weight=weight, max_iter=2000))
    model.fit(train[FEATURES], train["target"])
    proba = model.predict_proba(test[FEATURES])[:, 1]
    prec, rec, thr = precision_recall_curve(y, proba)
    i = np.where(rec[:-1] >= 0.70)[0][-1]  # highest threshold that still reaches 70% recall
    print(weight, round(thr[i], 3), round(rec[i], 3), round(prec[i], 3), (proba >= thr[i]).sum())
\`\`\`

2015 has 34 heavy-rain evenings, so 70% recall means catching 24 of them (70.6%).

| model | threshold | precision at 70% recall | evenings flagged |
| --- | --- | --- | --- |
| unweighted | 0.136 | 0.258 | 93 |
| balanced | 0.564 | 0.233 | 103 |
| {0: 1, 1: 3} | 0.307 | 0.242 | 99 |

All three catch the same 24 days with 93 to 103 evenings flagged; the unweighted model is even slightly the most precise. What weighting changed is the threshold needed: 0.14, 0.31, 0.56. It pushed every score up without improving the order of the days.

So for this problem, weighting is mostly a roundabout way of choosing a threshold. Keep the unweighted model, whose probabilities still mean something (its mean prediction is 0.090 against an actual rate of 0.093), and lower the threshold instead.
`,
    "Precision, recall and the confusion matrix": `After this lesson you can read a confusion matrix, compute precision, recall and related rates by hand, and translate each cell into what it means for the business.

## The idea

At a chosen threshold every prediction lands in one of four cells:

| | predicted heavy rain | predicted not |
| --- | --- | --- |
| **actual heavy rain** | true positive (credits sent, riders kept) | false negative (missed washout) |
| **actual not** | false positive (credits wasted) | true negative |

- **Precision** = TP / (TP + FP): of the days we acted on, the share that needed it.
- **Recall** = TP / (TP + FN): of the days that needed action, the share we caught.
- **False positive rate** = FP / (FP + TN).

Raising the threshold usually raises precision and lowers recall. Which matters more is a cost question.

## Worked example

\`\`\`python
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import ConfusionMatrixDisplay, confusion_matrix, precision_score, recall_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"]
model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000)).fit(train[FEATURES], train["target"])
proba = model.predict_proba(test[FEATURES])[:, 1]

for t in (0.1, 0.2, 0.3, 0.5):
    pred = proba >= t
    tn, fp, fn, tp = confusion_matrix(test["target"], pred).ravel()
    print(f"t={t}: TP {tp} FP {fp} FN {fn} TN {tn} | precision {tp / max(tp + fp, 1):.2f} "
          f"recall {tp / (tp + fn):.2f} | days acted on {tp + fp}")

ConfusionMatrixDisplay.from_predictions(test["target"], proba >= 0.2, display_labels=["dry-ish", "heavy"])
\`\`\`

"Days acted on" is what the retention budget pays for; the FN count is the washouts nobody prepared for.

## Common mistake

Reporting precision and recall without the threshold, or without the base rate. "Precision 0.4" sounds bad until you note that random flagging would score about 0.1 here. Always quote threshold, base rate and the confusion matrix counts.

## Try it

For 2015, find the smallest threshold at which precision reaches 0.5. How many heavy-rain days would you miss there? Present the answer as a two-line message to the retention manager, with counts rather than rates.

## Worked answer

\`\`\`python
import numpy as np
from sklearn.metrics import confusion_matrix, precision_recall_curve

prec, rec, thr = precision_recall_curve(test["target"], proba)
i = np.argmax(prec[:-1] >= 0.5)
t = thr[i]
tn, fp, fn, tp = confusion_matrix(test["target"], proba >= t).ravel()
print(round(t, 3), tp, fp, fn, tn)
\`\`\`

Run this below the lesson's code (same \`model\` and \`proba\`). \`precision_recall_curve\` lists thresholds from low to high, so the first one with precision of at least 0.5 is the smallest. It is about **0.40**, and above it precision never falls back below 0.5.

At that threshold the model flags 12 evenings in 2015: 6 before a heavy-rain day, 6 false alarms. It misses 28 of the 34 heavy-rain days (recall 0.18).

> If we only send credits when the model gives at least a 40% chance of heavy rain, we would have acted on 12 evenings in 2015 and half of them were followed by a washout.
> The catch: we would have prepared for only 6 of the year's 34 heavy-rain days and missed the other 28.

Counts make the trade-off concrete for the manager; "precision 0.5, recall 0.18" would not. Quote the year and the base rate (34 of 364 evenings) if you put it in a report.
`,
    "ROC and precision-recall curves": `After this lesson you can plot ROC and precision-recall curves, compare models across all thresholds with ROC AUC and average precision, and explain why the PR curve is more informative for rare events.

## The idea

- **ROC curve**: true positive rate (recall) against false positive rate for every threshold. **ROC AUC** is the probability that a random positive gets a higher score than a random negative; 0.5 is random.
- **Precision-recall curve**: precision against recall for every threshold. Its summary, **average precision (AP)**, has a baseline equal to the positive rate (about 0.1 here), not 0.5.

With rare positives, the false positive rate stays small even when false alarms outnumber hits, so ROC curves look flattering. The PR curve shows the cost of those false alarms directly.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
from sklearn.dummy import DummyClassifier
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import PrecisionRecallDisplay, RocCurveDisplay
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"]
X_tr, y_tr, X_te, y_te = train[FEATURES], train["target"], test[FEATURES], test["target"]

models = {
    "baseline": DummyClassifier(strategy="prior"),
    "logistic": make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000)),
    "hist GB": HistGradientBoostingClassifier(max_depth=3, learning_rate=0.05, random_state=0),
}
fig, (ax_roc, ax_pr) = plt.subplots(1, 2, figsize=(12, 5))
for name, model in models.items():
    model.fit(X_tr, y_tr)
    RocCurveDisplay.from_estimator(model, X_te, y_te, name=name, ax=ax_roc)
    PrecisionRecallDisplay.from_estimator(model, X_te, y_te, name=name, ax=ax_pr)
ax_pr.axhline(y_te.mean(), linestyle="--", color="grey", label="positive rate")
ax_pr.legend()
plt.show()
\`\`\`

The legend shows each model's AUC and AP. Read the PR curve at the recall the business needs ("catch 60% of washouts"): the model with the higher precision there is the better one for this campaign, whatever the AUCs say.

## Common mistake

Choosing a model by ROC AUC alone when the campaign will only act on the top few percent of scores. Two models with equal AUC can differ a lot in the high-score region. Compare where you will operate.

## Try it

Compute the precision of each model at exactly 50% recall (use \`precision_recall_curve\` and pick the threshold closest to recall 0.5). Which model would you pick for a campaign that must catch half the heavy-rain days?

## Worked answer

\`\`\`python
import numpy as np
from sklearn.metrics import precision_recall_curve

for name, model in models.items():
    p = model.predict_proba(X_te)[:, 1]
    prec, rec, thr = precision_recall_curve(y_te, p)
    reach = np.where(rec[:-1] >= 0.5)[0]
    i = reach[-1]
    print(f"{name:9s} recall {rec[i]:.3f} precision {prec[i]:.3f} threshold {thr[i]:.3f} "
          f"flagged {(p >= thr[i]).sum()}")
\`\`\`

Run it below the lesson's code (the models are already fitted). Half of 2015's 34 heavy-rain days is 17.

| model | ROC AUC | AP | precision at 50% recall | evenings flagged |
| --- | --- | --- | --- | --- |
| baseline (prior) | 0.500 | 0.093 | not reachable | 364 or 0 |
| logistic | 0.767 | 0.342 | **0.266** | 64 |
| hist GB | 0.780 | 0.348 | 0.233 | 73 |

Pick the **logistic regression** for this campaign: it catches the same 17 days with 9 fewer evenings of credits. The gradient boosting model has the higher AUC and AP, but it is worse exactly where this campaign operates. The baseline gives every day the same score, so it can only flag all 364 evenings (recall 1.0, precision 0.093) or none.

Several thresholds give exactly 17 hits; the code takes the highest, which flags the fewest evenings. \`np.argmin(np.abs(rec - 0.5))\` returns the lowest of them instead, giving 0.254 and 0.230; the ranking is the same.
`,
    "Gradient boosting with XGBoost": `After this lesson you can train an XGBoost classifier on tabular features, set its main parameters sensibly, handle imbalance with \`scale_pos_weight\`, and compare it with a logistic baseline on the same time split.

## The idea

XGBoost builds shallow trees one after another, each fitted to the errors of the ensemble so far. Main parameters:

| parameter | controls | typical start |
| --- | --- | --- |
| \`n_estimators\` | number of trees | 300-1000 with early stopping |
| \`learning_rate\` | step size per tree | 0.03-0.1 |
| \`max_depth\` | interaction depth | 3-6 |
| \`subsample\`, \`colsample_bytree\` | row/column sampling per tree | 0.7-0.9 |
| \`min_child_weight\` | minimum evidence per leaf | 1-10 |
| \`scale_pos_weight\` | weight on positives | negatives / positives, or 1 with a tuned threshold |

It needs no scaling and handles missing values natively.

## Worked example

\`\`\`python
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, roc_auc_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from xgboost import XGBClassifier
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"]
X_tr, y_tr, X_te, y_te = train[FEATURES], train["target"], test[FEATURES], test["target"]

ratio = (y_tr == 0).sum() / (y_tr == 1).sum()
xgb = XGBClassifier(
    n_estimators=400, learning_rate=0.05, max_depth=3, subsample=0.8, colsample_bytree=0.8,
    min_child_weight=3, scale_pos_weight=ratio, eval_metric="aucpr", random_state=0,
)
xgb.fit(X_tr, y_tr)

logit = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000)).fit(X_tr, y_tr)

for name, model in [("logistic", logit), ("xgboost", xgb)]:
    p = model.predict_proba(X_te)[:, 1]
    print(f"{name:9s} ROC AUC {roc_auc_score(y_te, p):.3f}  AP {average_precision_score(y_te, p):.3f}")
\`\`\`

With four years of daily data the training set is small (about a thousand rows). Don't be surprised if XGBoost only matches the logistic model here; boosting's advantage grows with rows and with non-linear interactions, as in real customer data.

## Common mistake

Judging XGBoost with default settings and a random split on time-ordered data. A random split leaks neighbouring days (weather is persistent) into training, and scores look far better than they will be on next year. Keep the time split.

## Try it

Train the same XGBoost with \`scale_pos_weight=1\` and compare AP and the mean predicted probability with the weighted version. Which would you rather hand to the calibration step, and why?

## Worked answer

\`\`\`python
xgb_1 = XGBClassifier(
    n_estimators=400, learning_rate=0.05, max_depth=3, subsample=0.8, colsample_bytree=0.8,
    min_child_weight=3, scale_pos_weight=1, eval_metric="aucpr", random_state=0,
).fit(X_tr, y_tr)

print("ratio", round(ratio, 2), "| actual 2015 rate", round(y_te.mean(), 3))
for name, model in [("weighted", xgb), ("scale_pos_weight=1", xgb_1)]:
    p = model.predict_proba(X_te)[:, 1]
    print(f"{name:19s} AP {average_precision_score(y_te, p):.3f}  mean predicted {p.mean():.3f}")
\`\`\`

Run it below the lesson's code. Your AP and mean-probability figures come from your own XGBoost install; this answer does not quote them. The figures that don't depend on XGBoost: the weighted model uses \`ratio\` = 982 / 108 = **9.09**, and the actual rate in 2015 is **0.093** (34 of 364 evenings).

What to look for:

- **Mean predicted probability**: weighting positives about 9 times multiplies the model's odds by roughly 9, so the weighted model's mean lands far above 0.093. The unweighted one should sit near the 2012-2014 training rate of 0.099.
- **AP**: weighting changes the scale of the scores much more than their order, so expect the two APs to be close. With only 34 positive days in 2015, don't read a small gap as a real difference.

Hand the **unweighted** model to calibration. Its probabilities are already on roughly the right scale, so the calibrator, which has only one year of data, needs to make only a small correction. The weighted model first has to have its roughly ninefold inflation undone. Take the weighted one only if its AP is clearly higher on validation data.
`,
    "Tuning and early stopping": `After this lesson you can stop boosting at the right number of trees with a validation set, and tune the main XGBoost parameters with time-series cross-validation.

## The idea

**Early stopping**: train with many trees, watch a validation metric after each one, and stop when it has not improved for N rounds. It chooses \`n_estimators\` for you and prevents overfitting. The validation set must come from *after* the training period, and it is not the test set.

**Tuning**: search over \`max_depth\`, \`learning_rate\`, \`min_child_weight\`, \`subsample\` with \`TimeSeriesSplit\`, which always validates on data later than the training fold.

## Worked example

\`\`\`python
from sklearn.metrics import average_precision_score
from sklearn.model_selection import RandomizedSearchCV, TimeSeriesSplit
from xgboost import XGBClassifier
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
fit_part = d[d["date"] < "2014-01-01"]
val_part = d[(d["date"] >= "2014-01-01") & (d["date"] < "2015-01-01")]
test = d[d["date"] >= "2015-01-01"]

model = XGBClassifier(
    n_estimators=2000, learning_rate=0.03, max_depth=3, subsample=0.8, colsample_bytree=0.8,
    eval_metric="aucpr", early_stopping_rounds=100, random_state=0,
)
model.fit(fit_part[FEATURES], fit_part["target"],
          eval_set=[(val_part[FEATURES], val_part["target"])], verbose=False)
print("best number of trees:", model.best_iteration + 1)

train = d[d["date"] < "2015-01-01"]
search = RandomizedSearchCV(
    XGBClassifier(n_estimators=model.best_iteration + 1, learning_rate=0.03, eval_metric="aucpr", random_state=0),
    {"max_depth": [2, 3, 4, 5], "min_child_weight": [1, 3, 5, 10],
     "subsample": [0.6, 0.8, 1.0], "colsample_bytree": [0.6, 0.8, 1.0]},
    n_iter=20, cv=TimeSeriesSplit(n_splits=4), scoring="average_precision", random_state=0,
)
search.fit(train[FEATURES], train["target"])
print(search.best_params_, round(search.best_score_, 3))
p = search.best_estimator_.predict_proba(test[FEATURES])[:, 1]
print("2015 AP:", round(average_precision_score(test["target"], p), 3))
\`\`\`

\`best_iteration\` is zero-based, hence the \`+ 1\`. The final model is refit on all of 2012-2014 with the chosen settings and tested once on 2015.

## Common mistake

Using the test set as the early-stopping \`eval_set\`. The number of trees is then chosen on the test data, and the test score is optimistic. Early stopping needs its own validation slice.

## Try it

Repeat early stopping with \`learning_rate\` 0.1 and 0.01. How does the best number of trees change, and does validation AP improve? Then check \`search.cv_results_\` for how much the top five settings really differ.

## Worked answer

\`\`\`python
import pandas as pd

for lr in (0.1, 0.03, 0.01):
    m = XGBClassifier(
        n_estimators=2000, learning_rate=lr, max_depth=3, subsample=0.8, colsample_bytree=0.8,
        eval_metric="aucpr", early_stopping_rounds=100, random_state=0,
    )
    m.fit(fit_part[FEATURES], fit_part["target"],
          eval_set=[(val_part[FEATURES], val_part["target"])], verbose=False)
    print(lr, "trees:", m.best_iteration + 1, "validation AP:", round(m.best_score, 3))

res = pd.DataFrame(search.cv_results_).sort_values("rank_test_score")
print(res[["params", "mean_test_score", "std_test_score"]].head())
\`\`\`

Run it below the lesson's code. The tree counts and AP values come from your own XGBoost run and are not reproduced here; what you can check against this answer is the data they rest on. Early stopping trains on 2012-2013 (725 evenings, 61 heavy-rain days) and validates on 2014 (365 evenings, 47). \`best_score\` is the validation AUC-PR at the best iteration.

What to look for:

- **Trees**: the best number rises as the learning rate falls. If the 0.01 run stops near 2,000 trees, early stopping never triggered: raise \`n_estimators\` before concluding anything.
- **Validation AP**: a smaller rate takes longer to reach about the same place. Judged on 47 heavy days, small gains are not evidence; prefer the faster setting unless the gap is clear.
- **Top five settings**: \`TimeSeriesSplit(n_splits=4)\` validates on four blocks of 218 evenings holding 21, 14, 31 and 20 heavy days. With so few positives per fold, \`std_test_score\` is large; if the top five means sit within one standard deviation of each other, they are tied and any of them (the simplest, shallowest one) will do.
`,
    "Probability calibration": `After this lesson you can check whether predicted probabilities match real frequencies with a reliability curve and the Brier score, and recalibrate a model with isotonic or sigmoid (Platt) scaling on held-out data.

## The idea

A model is **calibrated** if, among days it scores 0.3, about 30% turn out positive. Ranking metrics (AUC, AP) ignore calibration, but cost-based thresholds and budget forecasts need it: expected cost = probability × cost. Class weighting, resampling and boosting often distort probabilities.

| tool | use |
| --- | --- |
| \`calibration_curve\` | predicted vs observed, per bin |
| Brier score | mean squared error of probabilities (lower is better) |
| isotonic regression | flexible monotone fix, needs more data |
| sigmoid (Platt) | smooth two-parameter fix, safer for small data |

Fit the calibrator on data the model was not trained on.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
from sklearn.calibration import calibration_curve
from sklearn.isotonic import IsotonicRegression
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import brier_score_loss
from xgboost import XGBClassifier
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
fit_part = d[d["date"] < "2014-01-01"]
cal_part = d[(d["date"] >= "2014-01-01") & (d["date"] < "2015-01-01")]
test = d[d["date"] >= "2015-01-01"]

ratio = (fit_part["target"] == 0).sum() / fit_part["target"].sum()
model = XGBClassifier(n_estimators=300, learning_rate=0.05, max_depth=3,
                      scale_pos_weight=ratio, random_state=0).fit(fit_part[FEATURES], fit_part["target"])

raw_cal = model.predict_proba(cal_part[FEATURES])[:, 1]
raw_test = model.predict_proba(test[FEATURES])[:, 1]

iso = IsotonicRegression(out_of_bounds="clip").fit(raw_cal, cal_part["target"])
platt = LogisticRegression().fit(raw_cal.reshape(-1, 1), cal_part["target"])
versions = {
    "raw": raw_test,
    "isotonic": iso.predict(raw_test),
    "sigmoid": platt.predict_proba(raw_test.reshape(-1, 1))[:, 1],
}
for name, p in versions.items():
    frac_pos, mean_pred = calibration_curve(test["target"], p, n_bins=8, strategy="quantile")
    plt.plot(mean_pred, frac_pos, marker="o", label=f"{name} (Brier {brier_score_loss(test['target'], p):.3f})")
plt.plot([0, 1], [0, 1], "k--", linewidth=0.8)
plt.xlabel("Predicted probability"); plt.ylabel("Observed share heavy rain"); plt.legend()
plt.show()
\`\`\`

The weighted raw model sits below the diagonal (it overpredicts); the calibrated versions should sit closer to it. Calibration is monotone, so the ranking and AUC barely change.

## Common mistake

Calibrating on the training data. The model is overconfident there, and the calibrator learns the wrong correction. With only one year of calibration data, prefer the sigmoid method: isotonic can overfit small samples.

## Try it

Compare the sum of calibrated probabilities over 2015 with the actual number of heavy-rain days, for the raw and both calibrated versions. Which would you use to forecast the campaign's yearly budget?

## Worked answer

\`\`\`python
print("actual heavy-rain days in 2015:", test["target"].sum(), "of", len(test))
print("2014 (calibration year):", cal_part["target"].sum(), "of", len(cal_part))
for name, p in versions.items():
    print(f"{name:9s} expected heavy-rain days: {p.sum():.1f}")
\`\`\`

Run it below the lesson's code. The actual count to compare with is **34** heavy-rain days in 2015 (of 364 evenings). The expected counts come from your own XGBoost run and are not reproduced here.

How to read them:

- **Raw**: the model was trained with \`scale_pos_weight\`, so its probabilities are inflated and their sum lands far above 34. Never budget from it.
- **Isotonic and sigmoid**: both calibrators are fitted so that their probabilities on the calibration year add up to that year's count: 47 heavy days out of 365 in 2014. But 2014 was the wettest of the four years (42 in 2012, 21 in 2013, 34 in 2015), so both carry 2014's rate into 2015 and will tend to overshoot 34 unless 2015's scores are lower overall.

Use the **sigmoid** version for the budget: with one year of data (47 positives), the two-parameter fit is the safer choice, as the lesson says. Give the forecast as a range, not a single number: the yearly count ran from 21 to 47 in these four years, and a model calibrated on one year cannot know which kind of year is coming.
`,
    "Choosing thresholds from costs and benefits": `After this lesson you can pick the decision threshold that maximises expected profit from the cost of acting and the value of a correct action, and show the manager how profit changes with the threshold.

## The idea

Each flagged day costs the campaign C (credits sent to riders). Each flagged day that turns out heavy saves B (riders retained). With calibrated probability p, acting is worth it when \`p × B > C\`, so the break-even threshold is \`C / B\`. In practice, also check the profit curve on validation data: capacity limits, or a poorly calibrated model, can move the best threshold.

## Worked example

Assumptions from the (fictional) retention team: a night of credits costs $2,000; on a washout it keeps riders worth $9,000. Break-even: 2,000 / 9,000 ≈ 0.22.

\`\`\`python
import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from rain_prep import FEATURES, add_features, load_days

COST, BENEFIT = 2_000, 9_000

d = add_features(load_days())
fit_part = d[d["date"] < "2014-01-01"]
val_part = d[(d["date"] >= "2014-01-01") & (d["date"] < "2015-01-01")]
test = d[d["date"] >= "2015-01-01"]

model = make_pipeline(StandardScaler(), LogisticRegression(max_iter=2000)).fit(fit_part[FEATURES], fit_part["target"])

def profit_curve(y, p, thresholds=np.linspace(0.02, 0.8, 40)):
    rows = []
    for t in thresholds:
        act = p >= t
        tp = (act & (y == 1)).sum()
        rows.append({"threshold": t, "days_acted": act.sum(), "hits": tp,
                     "profit": tp * BENEFIT - act.sum() * COST})
    return pd.DataFrame(rows)

val_curve = profit_curve(val_part["target"].to_numpy(), model.predict_proba(val_part[FEATURES])[:, 1])
best_t = val_curve.loc[val_curve["profit"].idxmax(), "threshold"]
print("best threshold on 2014:", round(best_t, 2), "break-even:", round(COST / BENEFIT, 2))

test_p = model.predict_proba(test[FEATURES])[:, 1]
test_curve = profit_curve(test["target"].to_numpy(), test_p)
print(test_curve.iloc[(test_curve["threshold"] - best_t).abs().argsort()[:1]])
print("act every day:", test["target"].sum() * BENEFIT - len(test) * COST, "| never act: 0")
\`\`\`

Present the curve, not just the point: a flat top means the exact threshold matters little; a sharp peak means it needs monitoring.

## Common mistake

Defaulting to 0.5. The right threshold depends on the cost ratio: if a missed washout costs 4.5 times a wasted night of credits, acting at a probability around 0.22 pays. Also compare with the simple policies "act every day" and "never act"; the model must beat both.

## Try it

Add a capacity limit: the team can send credits on at most 40 evenings a year. Find the threshold that respects it on 2014 data and compute the 2015 profit. How much profit does the limit cost compared with the unconstrained threshold?

## Worked answer

\`\`\`python
val_p = model.predict_proba(val_part[FEATURES])[:, 1]
cap_t = np.sort(val_p)[::-1][39]  # the 40th highest score in 2014
print("capacity threshold:", round(cap_t, 3), "2014 evenings:", (val_p >= cap_t).sum())

y = test["target"].to_numpy()
for name, t in [("unconstrained", best_t), ("capacity", cap_t)]:
    act = test_p >= t
    hits = (act & (y == 1)).sum()
    print(name, round(t, 2), "evenings", act.sum(), "hits", hits, "profit", hits * BENEFIT - act.sum() * COST)
\`\`\`

Run it below the lesson's code. The threshold that keeps 2014 to 40 evenings is about **0.18** (on the lesson's grid, 0.18 gives exactly 40 evenings, 11 hits and $19,000 in 2014).

| 2015 | threshold | evenings | hits | profit |
| --- | --- | --- | --- | --- |
| unconstrained | 0.12 | 63 | 18 | $36,000 |
| capacity | 0.18 | 45 | 12 | $18,000 |

The limit costs **$18,000** in 2015, half the profit, because the evenings it drops still catch washouts often enough to pay for themselves at the 0.22 break-even. In 2014 the gap was larger ($57,000 against $19,000).

Notice also that the 2014 threshold flags 45 evenings in 2015, more than the cap allows. A threshold set on last year does not enforce a limit next year. The team needs a running count that stops at 40 (here the 40th flagged evening was 17 December, with the same 12 hits, so $28,000), or a higher threshold with some headroom.
`,
    "Explaining predictions with SHAP values": `After this lesson you can explain a tree model globally and for a single prediction with SHAP values, and turn a waterfall plot into a sentence a non-technical manager understands.

## The idea

SHAP splits each prediction into contributions, one per feature: \`prediction = base value + sum of SHAP values\`. For an XGBoost classifier the units are log-odds: positive values push toward "heavy rain tomorrow", negative away. Views:

| plot | answers |
| --- | --- |
| \`shap.plots.beeswarm\` | which features matter overall, and in which direction |
| \`shap.plots.bar\` | mean absolute contribution per feature |
| \`shap.plots.waterfall\` | why *this* day got *this* score |
| \`shap.plots.scatter\` | how one feature's effect varies with its value |

## Worked example

\`\`\`python
import shap
from xgboost import XGBClassifier
from rain_prep import FEATURES, add_features, load_days

d = add_features(load_days())
train, test = d[d["date"] < "2015-01-01"], d[d["date"] >= "2015-01-01"].reset_index(drop=True)
model = XGBClassifier(n_estimators=300, learning_rate=0.05, max_depth=3, random_state=0)
model.fit(train[FEATURES], train["target"])

explainer = shap.TreeExplainer(model)
sv = explainer(test[FEATURES])

shap.plots.beeswarm(sv, max_display=10)

proba = model.predict_proba(test[FEATURES])[:, 1]
i = int(proba.argmax())
print(test.loc[i, "date"].date(), round(proba[i], 2))
shap.plots.waterfall(sv[i], max_display=8)
shap.plots.scatter(sv[:, "rain_7d"])
\`\`\`

The top-scored evening is 7 December 2015 (probability about 0.67). Translating its waterfall for the retention manager: "We flagged this evening because yesterday was very windy (+), today stayed grey with barely 3 °C between high and low (+) and it rained hard today (+); the week's already large rain total pulled the score down a little (−)." Name three drivers at most, in plain words, with direction, and read them from your own plot: the week's total pushing *down* on a day like this is the kind of surprise a waterfall shows and a guess would miss.

## Common mistake

Reading SHAP values as causes or as probability points. They explain what the *model* does, in log-odds; correlated features (today's rain and the 3-day total) split credit between them in ways that can look arbitrary. Say "the model relied on" rather than "rain is caused by".

## Try it

Pick the 2015 heavy-rain day with the **lowest** predicted probability (a miss). Plot its waterfall and write two sentences on why the model missed it. Is there a feature you could add that might have caught it?

## Worked answer

\`\`\`python
heavy = test.index[test["target"] == 1]
i = int(heavy[proba[heavy].argmin()])
print(test.loc[i, ["date", "precipitation", "rain_7d", "wind", "temp_range"]], round(proba[i], 3))
shap.plots.waterfall(sv[i], max_display=8)
\`\`\`

Run it below the lesson's code. Each row is the **evening before** the heavy-rain day, so the date printed is the day before the washout. Which evening comes out lowest depends on your XGBoost run and is not reproduced here. The data explains where to look: on the 34 evenings before a 2015 heavy-rain day, it had already rained 12.6 mm on average that day, against 2.1 mm on other evenings. Six of those evenings were dry (0.0 mm): 3 January, 16 January, 9 and 12 April, 13 August and 6 November. In the two models you can fit with scikit-learn alone (the lessons' logistic regression and \`HistGradientBoostingClassifier\`), the lowest-scored heavy-rain evenings are 3 January and 6 November.

A model answer for 6 November: "The evening was dry and foggy, so today's rain and the weather label pushed the score down, and the model had nothing that announces rain arriving from a dry evening. It also only just counted as heavy: 12.7 mm fell the next day, against the 10 mm cut-off." (On 3 January the next day brought 10.2 mm.) Check the signs against your own waterfall.

A feature that might catch it has to signal an approaching front: a falling barometer, humidity, or a forecast feed. This data set has none of them. Its hourly file is one year of climate normals, the same for every year, so it cannot supply them either.
`,
  },
  readings: {
    "Monitoring models after launch": `A model that scored well in 2015 may not score well next season. This page lists what to watch, how to measure it and when to act.

## What can go wrong

| problem | meaning | example |
| --- | --- | --- |
| data quality break | inputs wrong or missing | a feed stops; a column is renamed |
| **data drift** | input distributions shift | a wetter season; a new customer segment |
| **concept drift** | the input-target relationship changes | a price change alters who churns |
| calibration drift | probabilities no longer match frequencies | budget forecasts miss |
| feedback effects | the action changes the outcome | retained customers stop looking like churners |

## What to monitor

1. **Inputs daily**: missing rates, ranges, category counts, and a drift score per feature.
2. **Scores daily**: mean predicted probability and share above the threshold.
3. **Outcomes when they arrive**: precision, recall and profit at the operating threshold; AP over a rolling window.
4. **Calibration monthly**: predicted vs observed rate by score band.

## Population stability index (PSI)

\`\`\`python
import numpy as np

def psi(expected, actual, bins=10):
    """Population stability index between a reference sample and a new one."""
    edges = np.unique(np.quantile(expected, np.linspace(0, 1, bins + 1)))
    e = np.histogram(np.clip(expected, edges[0], edges[-1]), edges)[0] / len(expected)
    a = np.histogram(np.clip(actual, edges[0], edges[-1]), edges)[0] / len(actual)
    e, a = np.clip(e, 1e-6, None), np.clip(a, 1e-6, None)
    return float(np.sum((a - e) * np.log(a / e)))
\`\`\`

Rule of thumb: below 0.1 stable, 0.1-0.25 watch, above 0.25 investigate; e.g. compare 2012-2014 \`rain_7d\` with each new month.

## Decide in advance

| trigger | action |
| --- | --- |
| data quality check fails | stop scoring, fall back to a rule, alert the owner |
| PSI > 0.25 on a top feature | investigate; check performance on recent labels |
| profit at threshold below "act on everyone / no one" for a month | retrain or roll back |
| scheduled review (e.g. quarterly) | refit on recent data, recheck calibration and threshold |

## Keep a holdout

Leave a small random group untreated so you can still measure what the model's actions achieve; otherwise a successful campaign destroys the labels you need.

Name one owner, a dashboard, an alert channel and the next review date in the model card.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "clf-k1",
          type: "numeric",
          prompt:
            "At a threshold of 0.3 a model flags 100 cases: 40 are true positives and 60 false alarms. It misses 20 positives. What is its recall? (A proportion, 2 decimals.)",
          answer: 0.67,
          tolerance: 0.01,
          explanation:
            "Recall = TP / (TP + FN) = 40 / (40 + 20) ≈ 0.67: the share of actual positives caught. The tempting 0.40 is precision, TP / (TP + FP) = 40 / 100, the share of flags that were right. Quote both with the threshold and base rate.",
        },
        {
          id: "clf-k2",
          type: "single",
          prompt: "When should you oversample the minority class?",
          choices: [
            { id: "a", text: "Only on the training part, inside cross-validation, after splitting" },
            { id: "b", text: "On the whole data set before splitting, so the test set is balanced too" },
            { id: "c", text: "On the test set only, so the metrics are fair" },
            { id: "d", text: "Never together with a train/test split" },
          ],
          correct: "a",
          explanation:
            "Resampling before splitting puts duplicated or synthetic positives in both training and test data, so the test score is inflated. The test set must keep the real class balance.",
        },
        {
          id: "clf-k3",
          type: "multiple",
          prompt: "Which practices leak information and make test scores look better than they will be in use?",
          choices: [
            { id: "a", text: "A random train/test split on time-ordered data" },
            { id: "b", text: "Using the test set as the early-stopping eval_set" },
            { id: "c", text: "Features averaged over the whole period and joined back to every row" },
            { id: "d", text: "Computing each row's features only from data before its date" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "A random split lets neighbouring days teach the model about the test days; early stopping on the test set chooses the tree count on test data; whole-period averages include the future for early rows. Building features only from the past is the time-aware fix.",
        },
        {
          id: "clf-k4",
          type: "single",
          prompt:
            "A retention campaign can only contact the top 2% of scores. Two models have the same ROC AUC. How should you choose?",
          choices: [
            { id: "a", text: "Compare them in the high-score region, such as precision among the top 2%" },
            { id: "b", text: "Either: equal AUC means equal usefulness" },
            { id: "c", text: "Pick the one with better accuracy at a 0.5 threshold" },
            { id: "d", text: "Pick the one with more features" },
          ],
          correct: "a",
          explanation:
            "AUC averages performance over all thresholds, and two models with equal AUC can differ a lot where you will act. Compare them where you operate, for example with the precision-recall curve at the top scores.",
        },
        {
          id: "clf-k5",
          type: "single",
          prompt: "Which data should you fit a probability calibrator on?",
          choices: [
            { id: "a", text: "A held-out calibration slice the model was not trained on" },
            { id: "b", text: "The training data, since it is the largest" },
            { id: "c", text: "The test set, so probabilities match the final evaluation" },
            { id: "d", text: "No data: calibration only rescales scores to 0-1" },
          ],
          correct: "a",
          explanation:
            "The model is overconfident on its own training data, so a calibrator fitted there learns the wrong correction; fitting on the test set spends it. With a small calibration slice, sigmoid calibration is safer than isotonic.",
        },
        {
          id: "clf-k6",
          type: "single",
          prompt: "A SHAP plot shows a feature pushing one customer's churn score up. What does that tell you?",
          choices: [
            { id: "a", text: "How that feature moved this model's prediction, in log-odds, not what causes churn" },
            { id: "b", text: "That changing the feature would lower that customer's churn" },
            { id: "c", text: "How many probability points the feature adds" },
            { id: "d", text: "That the feature is uncorrelated with the others" },
          ],
          correct: "a",
          explanation:
            "SHAP values explain what the model does, usually in log-odds for XGBoost, not causes in the world; correlated features split credit between them. Acting on a feature to change an outcome needs an experiment.",
        },
      ],
    },
  },
  projectBrief: `# Project: churn retention targeting plan

## Scenario

Emerald Cycles, a fictional Seattle bike-share, finds that casual riders caught in a washout often stop riding. Its retention team can send "rain check" ride credits the evening before an expected washout. Each evening of credits costs $2,000; on a real washout it retains riders worth $9,000. Build the model that decides which evenings to send, and a targeting plan the team can run.

## The data

The **Seattle Weather** data set from the data playground, daily table \`seattle-weather.csv\`: \`date\`, \`precipitation\`, \`temp_max\`, \`temp_min\`, \`wind\`, \`weather\` (2012-2015). Target: tomorrow's \`precipitation\` is 10 mm or more. Train on 2012-2013, validate (early stopping, calibration, threshold) on 2014, test once on 2015.

## Questions to answer

1. How often does the event happen, by month and year, and what are the profits of the "never act" and "act every evening" policies in 2015?
2. Which time-aware features did you build, and how did you prove none of them uses information from after the evening of prediction?
3. How do a logistic regression and a tuned XGBoost model compare on 2015, by ROC AUC and average precision? Show both curves.
4. How well calibrated are the probabilities before and after calibration (reliability curve, Brier score)?
5. Which threshold maximises expected profit on 2014, and what profit, precision and recall does it give on 2015?
6. If the team can act on at most 40 evenings a year, what is the best plan and what does the limit cost?
7. For three 2015 evenings (a hit, a false alarm, a miss), what drove the model's score (SHAP waterfall, explained in one sentence each)?

## Deliverables

- A notebook that runs end to end from the CSV with fixed seeds.
- A two-page targeting plan for the retention team: the rule ("send credits when the score is at least X"), expected evenings per year, expected profit with its 2015 evidence, and the three explained examples.
- A monitoring section following the "Monitoring models after launch" reading: what to check weekly and what triggers a retrain.

## Hand-in checklist

- [ ] All splits are by time; the 2015 test is used once.
- [ ] The leakage test for features is included and passes.
- [ ] Resampling or weighting, if used, is applied to training data only, and probabilities are recalibrated.
- [ ] The threshold comes from the cost assumptions, which are variables at the top.
- [ ] The plan beats both "never act" and "act every evening" on 2015, or says plainly that it does not.
- [ ] SHAP explanations are in plain words, without causal claims.
`,
} satisfies CourseNotes;
