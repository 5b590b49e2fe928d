import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: null,
  videos: {
    "Introduction: why experiments beat opinions": `After this lesson you know why a randomised experiment is the strongest evidence an analyst can offer, how this course follows one checkout redesign from proposal to decision, and you have the course's experiment data generator running.

## Why experiments

Before/after comparisons and "users who clicked X spent more" mix the change with everything else: season, marketing, who chooses to click. Random assignment makes the two groups alike in everything except the change, so a difference in outcomes can be attributed to the change. Opinions (the HiPPO, the highest-paid person's opinion) are replaced by a pre-agreed metric and a decision rule.

## How the course is organised

Chapter 1: why experiment, and designing a test. Chapter 2: randomisation, power and sample size, sanity checks, analysing conversion and revenue, peeking, multiple comparisons and quasi-experiments. Chapter 3: a readout template, a knowledge check and the decision project.

## The practice data

No data playground set contains a randomised experiment, so this course uses a **simulated checkout test** that you generate yourself. Save this as \`checkout_sim.py\` next to your notebooks; every lesson imports it. One row is one user:

\`\`\`python
import numpy as np
import pandas as pd

def make_experiment(n_users=40_000, lift=0.06, seed=2026):
    """Simulated checkout-redesign test: one row per user."""
    rng = np.random.default_rng(seed)
    df = pd.DataFrame({
        "user_id": np.arange(1, n_users + 1),
        "variant": rng.choice(["control", "treatment"], size=n_users),
        "device": rng.choice(["desktop", "mobile"], size=n_users, p=[0.45, 0.55]),
        "day": rng.integers(1, 15, size=n_users),
        "pre_revenue": np.round(rng.gamma(0.6, 40.0, size=n_users), 2),
    })
    base = np.where(df["device"] == "desktop", 0.045, 0.03)
    rate = base * np.where(df["variant"] == "treatment", 1 + lift, 1.0)
    df["converted"] = (rng.random(n_users) < rate).astype(int)
    order_value = rng.lognormal(mean=4.0, sigma=0.8, size=n_users)
    df["revenue"] = np.round(df["converted"] * order_value, 2)
    return df
\`\`\`

Columns: \`user_id\`, \`variant\` (control/treatment), \`device\`, \`day\` of the 14-day test, \`pre_revenue\` (spend in the 30 days before), \`converted\` (0/1) and \`revenue\`. Because you know the true \`lift\`, you can check whether each method finds it.

## Watch out

Simulated data is for learning the methods. Never present simulated numbers as real results; in the project you will state clearly which seed and settings you used.

## Try it

Install pandas, SciPy and statsmodels, import \`make_experiment\`, create \`df = make_experiment()\`, and compute the conversion rate per \`variant\` and per \`device\` with \`groupby\`. Then run it with \`lift=0\` and see how much the rates still differ by chance.

## Worked answer

\`\`\`python
%pip install pandas scipy statsmodels
from checkout_sim import make_experiment

df = make_experiment()
print(df.groupby("variant")["converted"].mean())
print(df.groupby("device")["converted"].mean())

aa = make_experiment(lift=0)
print(aa.groupby("variant")["converted"].mean())
\`\`\`

With the defaults, control converts at 0.0358 (3.58%) and treatment at 0.0402 (4.02%). That is +0.43 points, or +12.0% relative, twice the 6% built into the simulation. By device you get desktop 0.0452 and mobile 0.0320, close to the 4.5% and 3.0% base rates (treatment users raise both a little).

With \`lift=0\`, control stays at exactly 0.0358, because the same seed gives the same users, assignment and random draws. Treatment falls to 0.0380. Even with no effect at all, treatment is ahead by 0.22 points, or 6.0% relative, which is as large as the true effect. So about half of the +12% in the first run is luck, and one run cannot tell you which half.

Chance gaps of that size are common. Loop \`lift=0\` over seeds 0 to 199 and the median gap is 3.4% relative, and 24% of seeds show a gap of 6% or more in one direction or the other. This is why the later lessons put a confidence interval on every difference.
`,
    "Designing a test: hypotheses and metrics": `After this lesson you can turn a product idea into a testable hypothesis, choose one primary metric, add guardrail metrics, and write the decision rule before any data arrives.

## The idea

A good test plan answers five questions in writing:

1. **Change**: what exactly differs between control and treatment?
2. **Hypothesis**: "Because [insight], changing [X] will increase [metric] for [users]."
3. **Primary metric**: one metric the decision hinges on, defined per randomisation unit (e.g. conversions per user, not per session).
4. **Guardrails**: metrics that must not get worse (revenue per user, refund rate, page load time).
5. **Decision rule**: α, the minimum effect worth shipping, and what you will do for each outcome.

## Worked example: the checkout redesign plan

\`\`\`text
Change:        one-page checkout replaces the three-step checkout
Hypothesis:    fewer steps reduce abandonment, so more visitors who reach
               the cart will complete a purchase
Unit:          user (logged-in or cookie id), assigned 50/50
Primary:       conversion = users with >= 1 order / users assigned
Guardrails:    revenue per user; share of orders refunded within 14 days;
               checkout page p95 load time
Secondary:     average order value (diagnostic only, not for the decision)
Alpha / power: 0.05 two-sided / 80%
Minimum effect worth shipping: +5% relative conversion
Duration:      14 full days (two weekly cycles)
Decision:      ship if conversion CI lower bound > 0 and no guardrail
               worsens significantly; otherwise keep control and
               write up what we learned
\`\`\`

In the simulated data, the primary metric is \`df.groupby("variant")["converted"].mean()\` and the revenue guardrail is \`df.groupby("variant")["revenue"].mean()\`: revenue per assigned user, zeros included.

## Common mistake

Picking the metric after seeing results ("conversion was flat, but clicks on the button went up!"). With enough metrics something always moves. Pre-register the primary metric and treat everything else as exploratory.

## Try it

Write a one-page test plan, in the same format, for a different idea: showing delivery dates on the product page. Define the primary metric and two guardrails precisely enough that someone else could compute them from columns like those in \`make_experiment()\`.

## Worked answer

\`\`\`text
Change:        product pages show "Arrives by <date>" under the price,
               computed from stock location and the user's postcode
Hypothesis:    not knowing when an order will arrive makes visitors
               hesitate, so a concrete date will raise the share who buy
Unit:          user (logged-in or cookie id), hashed 50/50 with the
               salt "delivery-date-2026"
Population:    users who view at least one product page during the test
Primary:       conversion = users with >= 1 order / users assigned
               df.groupby("variant")["converted"].mean()
Guardrails:    1. revenue per assigned user, zeros included
                  df.groupby("variant")["revenue"].mean()
               2. late-delivery rate = orders delivered after the date
                  shown / orders, from an order-level column late (0/1)
                  orders.groupby("variant")["late"].mean()
Secondary:     conversion by device (pre-registered); average order
               value (diagnostic only)
Alpha / power: 0.05 two-sided / 80%
Minimum effect worth shipping: +10% relative conversion (3.7% -> 4.07%)
Sample size:   42,814 users per group, 85,628 in total
Duration:      21 full days (85,628 / 6,000 users a day = 15 days,
               rounded up to whole weeks)
Checks first:  SRM chi-square p > 0.001; pre_revenue and device balanced
Decision:      ship if the conversion CI lower bound > 0, revenue per
               user does not fall significantly and the late-delivery
               rate rises by no more than 1 point; otherwise keep
               control and record what we learned
\`\`\`

Yours will differ. A strong answer defines each metric as a formula over one row per assigned user, so someone else gets the same number. It fixes the MDE, α and the decision rule before any data arrives, and it sizes the test with the lesson's formula: \`n_per_group(0.037, 0.10)\` gives 42,814. It also picks a guardrail specific to this change. A delivery date is a promise, and a lift bought with broken promises is not a win. The late-delivery rate is computed on buyers only, so read it alongside conversion, not on its own.
`,
    "Randomization units and assignment": `After this lesson you can choose the randomisation unit, assign users deterministically with a hash, and explain why the analysis unit must match the assignment unit.

## The idea

The **randomisation unit** is what gets a coin flip: a user, a session, a device, a store, a city. Choose the unit at which the change is experienced and at which interference is small:

| unit | good for | risk |
| --- | --- | --- |
| session / page view | invisible changes (ranking tweaks) | same user sees both versions |
| user | UI changes like a checkout | needs a stable id |
| cluster (store, city) | pricing, operations, network effects | few units, less power |

Assignment should be **deterministic** (the same user always gets the same variant) and **independent of anything** about the user. Hashing the user id with an experiment-specific salt does both.

## Worked example

\`\`\`python
import hashlib

import pandas as pd
from checkout_sim import make_experiment

def assign(user_id, experiment="checkout-2026", split=0.5):
    """Deterministic 50/50 assignment from a salted hash of the user id."""
    digest = hashlib.sha256(f"{experiment}:{user_id}".encode()).hexdigest()
    bucket = int(digest[:8], 16) / 0xFFFFFFFF
    return "treatment" if bucket < split else "control"

df = make_experiment()
df["hashed_variant"] = df["user_id"].map(assign)
print(df["hashed_variant"].value_counts(normalize=True))
print(pd.crosstab(df["device"], df["hashed_variant"], normalize="index"))
\`\`\`

The second table should show roughly 50/50 within each device: assignment is unrelated to device, as it must be.

## Common mistake

Randomising by user but analysing by session or page view. A user with ten sessions then counts ten times, the observations are not independent, and standard errors come out too small (false positives). Aggregate to the assignment unit first: one row per user, as in \`make_experiment()\`.

## Try it

Change the salt to \`"checkout-2026-v2"\` and check what share of users switch variant. Then group users into 200 pseudo-clusters (\`user_id % 200\`), assign by cluster instead, and compare the balance of \`device\` between variants with the user-level assignment.

## Worked answer

\`\`\`python
df["v2"] = df["user_id"].map(lambda u: assign(u, experiment="checkout-2026-v2"))
print("switched:", (df["v2"] != df["hashed_variant"]).mean())

df["cluster"] = df["user_id"] % 200
df["cluster_variant"] = df["cluster"].map(assign)
print(df.groupby("cluster")["cluster_variant"].first().value_counts())

for col in ["hashed_variant", "cluster_variant"]:
    print(df[col].value_counts())
    print(pd.crosstab(df[col], df["device"], normalize="index").round(4))
\`\`\`

- **New salt:** 50.1% of users switch variant. A new salt is a new coin flip, so never change it during a test, and use a fresh one for each new experiment so that one test's treatment group is not the next one's.
- **Cluster assignment:** 105 clusters go to treatment and 95 to control. Each cluster has exactly 200 users, so the split is 21,000 against 19,000 (52.5/47.5). A user-level SRM test would flag that (p ≈ 1.5e-23) although nothing is broken. In a cluster design, test the ratio of clusters instead: 105 against 95 gives p = 0.48.
- **Device balance:**

| assignment | mobile share, control | mobile share, treatment | chi-square p |
| --- | --- | --- | --- |
| user | 54.63% | 54.49% | 0.79 |
| cluster | 54.73% | 54.40% | 0.51 |

Both are balanced, but the cluster version is lumpier. The gap is 0.33 points against 0.14, and a single cluster's mobile share ranges from 44.5% to 64.5%, so 200 units protect less against imbalance than 40,000. These pseudo-clusters are random mixes of users. Real clusters (stores, cities) differ far more, and the analysis then needs cluster-level standard errors.
`,
    "Power analysis and sample size": `After this lesson you can calculate the sample size a test needs from the baseline rate, the minimum detectable effect, α and power, and turn it into a test duration.

## The idea

Four numbers trade off:

- **baseline** conversion (from history),
- **minimum detectable effect (MDE)**: the smallest lift worth detecting,
- **α**: false-positive rate (0.05),
- **power**: chance of detecting a true effect of size MDE (usually 0.8).

Per group, for two proportions: \`n ≈ (z₁₋α/₂ + z_power)² × (p₁(1−p₁) + p₂(1−p₂)) / (p₂ − p₁)²\`. Halving the MDE roughly quadruples n.

## Worked example

Baseline 3.8%, MDE +5% relative (3.8% → 3.99%):

\`\`\`excel
=(NORM.S.INV(0.975)+NORM.S.INV(0.8))^2*(0.038*(1-0.038)+0.0399*(1-0.0399))/(0.0399-0.038)^2
\`\`\`

\`\`\`python
import numpy as np
from scipy import stats
from statsmodels.stats.power import NormalIndPower
from statsmodels.stats.proportion import proportion_effectsize

def n_per_group(p1, rel_mde, alpha=0.05, power=0.8):
    p2 = p1 * (1 + rel_mde)
    z = stats.norm.ppf(1 - alpha / 2) + stats.norm.ppf(power)
    return int(np.ceil(z**2 * (p1 * (1 - p1) + p2 * (1 - p2)) / (p2 - p1) ** 2))

for mde in (0.05, 0.10, 0.20):
    print(mde, n_per_group(0.038, mde))

h = proportion_effectsize(0.038 * 1.05, 0.038)
print(NormalIndPower().solve_power(effect_size=h, alpha=0.05, power=0.8, ratio=1))

daily_users = 6_000
print("days needed:", np.ceil(2 * n_per_group(0.038, 0.05) / daily_users))
\`\`\`

The manual formula and statsmodels (which uses Cohen's h) should agree closely. Round the duration up to whole weeks so every weekday is represented equally.

## Common mistake

Choosing the MDE from what you hope the effect is rather than what is worth shipping, then running an underpowered test. A "not significant" result from an underpowered test is uninformative, not evidence of no effect.

## Try it

With \`make_experiment(n_users=40_000, lift=0.06)\`, run the analysis for 200 seeds and record how often p < 0.05 (the empirical power). Compare it with the power statsmodels predicts for that n, baseline and lift.

## Worked answer

\`\`\`python
import numpy as np
from statsmodels.stats.power import NormalIndPower
from statsmodels.stats.proportion import proportion_effectsize, proportions_ztest
from checkout_sim import make_experiment

pvals = []
for seed in range(200):
    df = make_experiment(n_users=40_000, lift=0.06, seed=seed)
    g = df.groupby("variant")["converted"].agg(["sum", "count"])
    _, p = proportions_ztest(g["sum"], g["count"])
    pvals.append(p)
print("empirical power:", np.mean(np.array(pvals) < 0.05))

p_c = 0.45 * 0.045 + 0.55 * 0.03  # the baseline built into make_experiment: 3.675%
h = proportion_effectsize(p_c * 1.06, p_c)
print("predicted power:", NormalIndPower().power(effect_size=h, nobs1=20_000, alpha=0.05, ratio=1))
print("n per group for 80%:", NormalIndPower().solve_power(effect_size=h, alpha=0.05, power=0.8, ratio=1))
\`\`\`

Empirical power is 0.18: 36 of the 200 runs reach p < 0.05, all with treatment ahead. statsmodels predicts 0.211. With 200 runs the simulated figure has a standard error of about 2.7 points, so the two agree.

Both say the same thing: this test is badly underpowered. A real 6% lift goes undetected in about four runs out of five. For 80% power you need about 117,600 users per group (235,000 in total), six times the 40,000 simulated. The next lessons show the same thing from the other side: when a test this small does come out significant, it tends to overstate the effect.
`,
    "Sanity checks and sample ratio mismatch": `After this lesson you can run the checks that must pass before anyone looks at the results: sample ratio mismatch, balance of pre-experiment variables, and data completeness.

## The idea

If the data pipeline or assignment is broken, every result is wrong. Check first:

1. **Sample ratio mismatch (SRM)**: with a 50/50 design, are the counts consistent with 50/50? Use a chi-square goodness-of-fit test; a p-value below about 0.001 signals a real problem (bot filtering, redirects, a variant that crashes).
2. **Pre-period balance**: variables measured *before* assignment (\`pre_revenue\`, device mix) should not differ between groups beyond chance.
3. **Completeness**: every day present, no duplicate user ids, no user in both variants.

## Worked example

\`\`\`python
import pandas as pd
from scipy import stats
from checkout_sim import make_experiment

df = make_experiment()

counts = df["variant"].value_counts()
srm = stats.chisquare(counts.values, f_exp=[len(df) / 2] * 2)
print(counts.to_dict(), "SRM p =", round(srm.pvalue, 4))

print(df.groupby("variant")["pre_revenue"].agg(["mean", "median"]))
print(stats.ttest_ind(*[g["pre_revenue"] for _, g in df.groupby("variant")], equal_var=False))

table = pd.crosstab(df["device"], df["variant"])
print(stats.chi2_contingency(table)[1])

assert df["user_id"].is_unique
print(df.groupby(["day", "variant"]).size().unstack().describe())
\`\`\`

Now break it on purpose: drop 10% of treatment users on mobile, the kind of loss a buggy redirect causes, and rerun the SRM test.

\`\`\`python
broken = df.drop(df[(df["variant"] == "treatment") & (df["device"] == "mobile")].sample(frac=0.10, random_state=1).index)
print(stats.chisquare(broken["variant"].value_counts().values).pvalue)
\`\`\`

The p-value drops from 0.81 to about 0.0000001 (1e-07): far below 0.001, a clear SRM. Try \`frac=0.03\` too: p is only about 0.16, so a small loss in one segment can slip past the test. An SRM check catches big breaks, not every break.

## Common mistake

Ignoring an SRM because the difference "looks small". With 40,000 users, a 50.8/49.2 split is already suspicious (chi-square p ≈ 0.001). An SRM means the groups are no longer comparable; find the cause before analysing, don't "adjust" for it.

## Try it

Write a function \`sanity_report(df)\` returning the SRM p-value, the pre-revenue balance p-value, the device balance p-value and the number of duplicate user ids. Run it on \`df\` and on \`broken\`, and write the one-sentence verdict you would send to the team for each.

## Worked answer

\`\`\`python
def sanity_report(df):
    counts = df["variant"].value_counts()
    t = df.loc[df["variant"] == "treatment", "pre_revenue"]
    c = df.loc[df["variant"] == "control", "pre_revenue"]
    return {
        "n_control": int(counts["control"]),
        "n_treatment": int(counts["treatment"]),
        "srm_p": stats.chisquare(counts.values, f_exp=[len(df) / 2] * 2).pvalue,
        "pre_revenue_p": stats.ttest_ind(t, c, equal_var=False).pvalue,
        "device_p": stats.chi2_contingency(pd.crosstab(df["device"], df["variant"]))[1],
        "duplicate_ids": int(df["user_id"].duplicated().sum()),
    }

print(sanity_report(df))
print(sanity_report(broken))
\`\`\`

| | \`df\` | \`broken\` |
| --- | --- | --- |
| control / treatment | 19,976 / 20,024 | 19,976 / 18,931 |
| SRM p | 0.81 | 1.2e-07 |
| pre-revenue p | 0.59 | 0.65 |
| device p | 0.99 | 2.7e-07 |
| duplicate ids | 0 | 0 |

Verdict for \`df\`: "All checks pass: a 50/50 split (SRM p = 0.81), pre-period revenue and device mix balanced, no duplicate users, so the results can be analysed."

Verdict for \`broken\`: "Do not analyse yet: treatment lost 1,093 users and has 18,931 against 19,976 in control (SRM p ≈ 1e-7), and its mobile share is 51.9% against 54.6% in control, so mobile treatment users are being lost. Find the cause first, starting with the mobile redirect."

The device check is what points to the cause. Pre-revenue stays balanced because the lost users were a random 10% of mobile treatment users, and the duplicate count is zero. Passing those checks does not make the data usable.
`,
    "Analyzing conversion rates": `After this lesson you can estimate the difference in conversion between variants with a confidence interval and a two-proportion z-test, report absolute and relative lift, and check it by device.

## The idea

For binary outcomes per user:

- absolute lift \`p_T − p_C\` (percentage points) with a 95% CI;
- relative lift \`(p_T − p_C) / p_C\`, the number managers quote;
- a two-proportion z-test (or chi-square, equivalent for 2 × 2) for the p-value.

Report the CI first: it shows both whether the effect is distinguishable from zero and how big it plausibly is.

## Worked example

\`\`\`python
import numpy as np
from statsmodels.stats.proportion import confint_proportions_2indep, proportions_ztest
from checkout_sim import make_experiment

df = make_experiment()
g = df.groupby("variant")["converted"].agg(["sum", "count", "mean"])
print(g)

x_t, n_t = g.loc["treatment", ["sum", "count"]]
x_c, n_c = g.loc["control", ["sum", "count"]]

z, p = proportions_ztest([x_t, x_c], [n_t, n_c])
low, high = confint_proportions_2indep(x_t, n_t, x_c, n_c, compare="diff")
lift = g.loc["treatment", "mean"] - g.loc["control", "mean"]
print(f"abs lift {lift:.4f} (95% CI {low:.4f} to {high:.4f}), p = {p:.3f}")
print(f"relative lift {lift / g.loc['control', 'mean']:.1%}")

for device, part in df.groupby("device"):
    r = part.groupby("variant")["converted"].mean()
    print(device, round(r["treatment"] - r["control"], 4))
\`\`\`

Excel check with counts in cells: difference \`=B2/C2-B3/C3\`, standard error \`=SQRT(B2/C2*(1-B2/C2)/C2+B3/C3*(1-B3/C3)/C3)\`, and margin \`=1.96*\` that standard error.

The simulated true lift is +6% relative (about +0.22 points on a 3.7% base). With the default seed the estimate is +12.0% relative, +0.43 points with a 95% CI of 0.06 to 0.81 points, p = 0.024: significant, yet twice the truth, and the CI is wide enough to hold both a negligible lift and a large one. Rerun with other seeds and the CI often includes zero. That is what an underpowered test looks like: when it does come out significant, it tends to overstate the effect.

## Common mistake

Computing conversion per session or per page view when users were randomised. Use one row per user. And don't present relative lift without the baseline: "+20%" on a 0.5% rate is a tiny absolute change.

## Try it

Run the analysis for \`make_experiment(n_users=200_000)\`. How much narrower is the CI than with 40,000 users, and does it now exclude zero? Relate the change in width to √n.

## Worked answer

\`\`\`python
from statsmodels.stats.proportion import confint_proportions_2indep, proportions_ztest
from checkout_sim import make_experiment

for n in (40_000, 200_000):
    df = make_experiment(n_users=n)
    g = df.groupby("variant")["converted"].agg(["sum", "count", "mean"])
    x_t, n_t = g.loc["treatment", ["sum", "count"]]
    x_c, n_c = g.loc["control", ["sum", "count"]]
    _, p = proportions_ztest([x_t, x_c], [n_t, n_c])
    low, high = confint_proportions_2indep(x_t, n_t, x_c, n_c, compare="diff")
    lift = g.loc["treatment", "mean"] - g.loc["control", "mean"]
    print(f"n={n}: lift {lift:.4f}, 95% CI {low:.4f} to {high:.4f}, width {high - low:.4f}, p = {p:.2g}")
\`\`\`

| users | abs. lift | 95% CI | width | p |
| --- | --- | --- | --- | --- |
| 40,000 | +0.43 pt (+12.0%) | 0.06 to 0.81 pt | 0.75 pt | 0.024 |
| 200,000 | +0.30 pt (+8.1%) | 0.13 to 0.47 pt | 0.34 pt | 0.0005 |

The CI is 2.23 times narrower: 0.0034 / 0.0075 = 0.448. Five times the users should shrink the width by 1/√5 = 0.447, because the standard error of each rate is √(p(1 − p)/n). The new CI excludes zero clearly, and it contains the true lift of about +0.22 points (6% of the 3.675% baseline), which the 40,000-user estimate overshot. The same √n rule runs the other way: halving a CI's width takes four times the users.
`,
    "Analyzing revenue and other skewed metrics": `After this lesson you can analyse revenue per user, a metric full of zeros and a long tail, with a Welch t-test and a bootstrap confidence interval, and know when trimming or CUPED variance reduction helps.

## The idea

Revenue per assigned user is mostly zero (non-buyers) plus a skewed spread of order values. The mean is still the business metric (total revenue = mean × users), and thanks to the central limit theorem a **Welch t-test** on the mean is valid with large samples. Check with a **bootstrap**: resample users with replacement and recompute the difference many times.

Split it to understand it: revenue per user = conversion × average order value. But average order value is computed only on buyers, who are no longer randomly split if the change affects who buys; treat it as diagnostic.

## Worked example

\`\`\`python
import numpy as np
from scipy import stats
from checkout_sim import make_experiment

df = make_experiment()
t = df.loc[df["variant"] == "treatment", "revenue"].to_numpy()
c = df.loc[df["variant"] == "control", "revenue"].to_numpy()

print("zeros share:", (df["revenue"] == 0).mean().round(3))
print("diff in mean revenue per user:", round(t.mean() - c.mean(), 3))
print(stats.ttest_ind(t, c, equal_var=False))

rng = np.random.default_rng(0)
boot = [rng.choice(t, t.size).mean() - rng.choice(c, c.size).mean() for _ in range(2000)]
print("bootstrap 95% CI:", np.percentile(boot, [2.5, 97.5]).round(3))

theta = np.cov(df["revenue"], df["pre_revenue"])[0, 1] / df["pre_revenue"].var()
df["revenue_cuped"] = df["revenue"] - theta * (df["pre_revenue"] - df["pre_revenue"].mean())
print(df.groupby("variant")["revenue_cuped"].mean().diff())
\`\`\`

CUPED subtracts the part of the metric predicted by pre-experiment data. It shrinks the variance only when the pre-period metric predicts the outcome; in this simulation \`pre_revenue\` is independent of revenue, so you will see almost no gain, which is a useful lesson in itself.

## Common mistake

Using a Mann-Whitney test and reporting it as "revenue went up". Mann-Whitney tests whether one distribution tends to produce larger values, not whether the mean changed; with many zeros it can disagree with the mean. Test the metric you decide on.

## Try it

Cap revenue at the 99th percentile (\`df["revenue"].clip(upper=df["revenue"].quantile(0.99))\`), rerun the Welch test and bootstrap, and compare the CI widths with the uncapped version. Write down what the cap trades away.

## Worked answer

\`\`\`python
cap = df["revenue"].quantile(0.99)
df["revenue_capped"] = df["revenue"].clip(upper=cap)
print("cap:", round(cap, 2), "users capped:", (df["revenue"] > cap).sum())

for col in ["revenue", "revenue_capped"]:
    t = df.loc[df["variant"] == "treatment", col].to_numpy()
    c = df.loc[df["variant"] == "control", col].to_numpy()
    welch = stats.ttest_ind(t, c, equal_var=False)
    rng = np.random.default_rng(0)
    boot = [rng.choice(t, t.size).mean() - rng.choice(c, c.size).mean() for _ in range(2000)]
    low, high = np.percentile(boot, [2.5, 97.5])
    print(f"{col}: diff {t.mean() - c.mean():.3f}, Welch p = {welch.pvalue:.3f}, "
          f"CI {low:.3f} to {high:.3f}, width {high - low:.3f}")
\`\`\`

| | uncapped | capped at 91.44 |
| --- | --- | --- |
| diff in revenue per user | 0.396 | 0.210 |
| Welch p | 0.054 | 0.084 |
| bootstrap 95% CI | −0.019 to 0.826 | −0.030 to 0.455 |
| CI width | 0.845 | 0.485 |

The cap makes the CI 43% narrower, but the difference nearly halves as well, and p gets slightly worse. Because 96.2% of users spend nothing, the 99th percentile of all users is a low bar, 91.44, about the 74th percentile of buyers' orders. It caps 400 of the 1,520 buyers (214 in treatment, 186 in control) and removes 24.6% of all revenue, so part of the treatment's advantage is cut off with them.

What the cap trades away: the capped metric is no longer revenue per user. It ignores how large the big orders were, so a change that moves big baskets becomes invisible to it. And its difference cannot be multiplied by users to forecast revenue. If you cap, fix the cap in the plan before the data arrives and set it on buyers' order values: their 99th percentile is 378.37 and touches only 16 users.
`,
    "Peeking, stopping rules and sequential testing": `After this lesson you can show by simulation why checking a test daily and stopping at the first p < 0.05 inflates false positives, and choose a stopping rule that keeps α honest.

## The idea

A p-value's 5% false-positive guarantee holds for **one** look at a pre-planned sample size. Each extra look is another chance for random noise to cross the line, so "stop when significant" can push the real false-positive rate to several times 5%.

Honest options:

- **Fixed horizon**: compute n, wait, look once. Monitoring dashboards are fine if nobody acts on them.
- **Group sequential design**: a few planned looks with stricter thresholds early (e.g. O'Brien-Fleming boundaries); the overall α stays at 0.05.
- **Always-valid methods** (sequential probability ratio tests, confidence sequences) designed for continuous monitoring.

## Worked example

An A/A simulation: no true effect, a look every day for 14 days.

\`\`\`python
import numpy as np
from statsmodels.stats.proportion import proportions_ztest
from checkout_sim import make_experiment

def peeking_false_positive(runs=300, alpha=0.05):
    stopped_early = 0
    final_only = 0
    for seed in range(runs):
        df = make_experiment(lift=0.0, seed=seed)
        significant_any_day = False
        for day in range(1, 15):
            so_far = df[df["day"] <= day]
            g = so_far.groupby("variant")["converted"].agg(["sum", "count"])
            _, p = proportions_ztest(g["sum"], g["count"])
            if p < alpha:
                significant_any_day = True
        stopped_early += significant_any_day
        final_only += p < alpha
    return stopped_early / runs, final_only / runs

print(peeking_false_positive())
\`\`\`

You should see \`(0.27, 0.077)\`: stopping at the first daily p < 0.05 gives a false positive in 27% of the A/A runs, over five times the promised 5%, while looking once at the end stays near 5% (with only 300 runs the estimate itself wobbles by about ±2.5 points).

## Common mistake

Extending a test "a few more days" because it is nearly significant. That is peeking in the other direction. If the decision rule is fixed horizon, the answer at the horizon is the answer.

## Try it

Modify the simulation so that peeks happen only on days 7 and 14, with a threshold of 0.005 on day 7 and 0.048 on day 14 (roughly O'Brien-Fleming). Measure the false-positive rate, then the power with \`lift=0.15\`, and compare with the fixed-horizon test.

## Worked answer

\`\`\`python
import numpy as np
from statsmodels.stats.proportion import proportions_ztest
from checkout_sim import make_experiment

def p_value(data):
    g = data.groupby("variant")["converted"].agg(["sum", "count"])
    return proportions_ztest(g["sum"], g["count"])[1]

def two_looks(lift, runs=300):
    sequential = fixed = stopped_day7 = 0
    for seed in range(runs):
        df = make_experiment(lift=lift, seed=seed)
        p7 = p_value(df[df["day"] <= 7])
        p14 = p_value(df)
        sequential += (p7 < 0.005) or (p14 < 0.048)
        stopped_day7 += p7 < 0.005
        fixed += p14 < 0.05
    return sequential / runs, fixed / runs, stopped_day7 / runs

print("lift 0:   ", two_looks(0.0))
print("lift 0.15:", two_looks(0.15))
\`\`\`

| over seeds 0 to 299 | false positives (\`lift=0\`) | power (\`lift=0.15\`) |
| --- | --- | --- |
| two looks (0.005 on day 7, 0.048 on day 14) | 0.077 (23 runs) | 0.800 (240 runs) |
| fixed horizon (0.05 on day 14) | 0.077 (23 runs) | 0.807 (242 runs) |

The planned interim look costs almost nothing. The false-positive rate is the same as with one look, and it is the same 23 runs. Power drops by less than one point, and 64 of the 300 runs with a real effect (21%) could stop on day 7, half-way through. Compare that with the 27% false positives from peeking every day at 0.05.

The 7.7% itself is simulation noise around 5%, not a flaw in the rule: 300 runs wobble by about ±2.5 points. With \`runs=1000\` you get 0.059 and 0.058 for false positives, and 0.797 against 0.802 for power.
`,
    "Multiple comparisons and segment hunting": `After this lesson you can explain why testing many metrics or segments produces false winners, correct p-values with Bonferroni or Holm (or control the false discovery rate), and present segment results responsibly.

## The idea

With 20 independent tests at α = 0.05 and no real effects, the chance of at least one "significant" result is \`1 − 0.95²⁰\`, about 64%. Slicing results by device × day × country until something lights up is **segment hunting**.

| method | controls | use when |
| --- | --- | --- |
| Bonferroni (α / m) | chance of any false positive | few tests, must be strict |
| Holm | same, less conservative | default for a handful of planned tests |
| Benjamini-Hochberg | false discovery rate | many exploratory metrics |

Better still: pre-register a small number of segments with a reason, and treat the rest as hypotheses for the next test.

## Worked example

\`\`\`python
import pandas as pd
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportions_ztest
from checkout_sim import make_experiment

df = make_experiment(lift=0.0, seed=11)
rows = []
for (device, day), part in df.groupby(["device", "day"]):
    g = part.groupby("variant")["converted"].agg(["sum", "count"])
    _, p = proportions_ztest(g["sum"], g["count"])
    rows.append({"device": device, "day": day, "p": p})

seg = pd.DataFrame(rows)
seg["holm_reject"] = multipletests(seg["p"], alpha=0.05, method="holm")[0]
seg["bh_reject"] = multipletests(seg["p"], alpha=0.05, method="fdr_bh")[0]
print((seg["p"] < 0.05).sum(), "raw 'winners' out of", len(seg))
print(seg["holm_reject"].sum(), seg["bh_reject"].sum())
\`\`\`

With \`lift=0.0\` every raw "winner" is noise; after correction, most or all disappear. Small segments also make proportions tests unreliable: each day × device cell here has only about 1,400 users, some 700 per variant.

## Common mistake

Reporting "the redesign works on mobile on Tuesdays" from an uncorrected slice. Even a corrected segment effect needs an interaction test (does the effect *differ* between segments?) before you claim it is segment-specific.

## Try it

Run the segment loop for 100 seeds with \`lift=0.0\` and count how often at least one raw p < 0.05 appears versus at least one Holm-corrected rejection. Then set \`lift=0.06\` and see how much power the correction costs.

## Worked answer

\`\`\`python
import numpy as np
import pandas as pd
from statsmodels.stats.multitest import multipletests
from statsmodels.stats.proportion import proportions_ztest
from checkout_sim import make_experiment

def hunt(lift, seeds=range(100)):
    rows = []
    for seed in seeds:
        df = make_experiment(lift=lift, seed=seed)
        p = []
        for _, part in df.groupby(["device", "day"]):
            g = part.groupby("variant")["converted"].agg(["sum", "count"])
            p.append(proportions_ztest(g["sum"], g["count"])[1])
        p = np.array(p)
        rows.append({"raw_any": (p < 0.05).any(),
                     "holm_any": multipletests(p, alpha=0.05, method="holm")[0].any()})
    return pd.DataFrame(rows).mean()

print(hunt(0.0))
print(hunt(0.06))
\`\`\`

| 28 segments, seeds 0 to 99 | at least one raw p < 0.05 | at least one Holm rejection |
| --- | --- | --- |
| \`lift=0.0\` | 70 of 100 | 6 of 100 |
| \`lift=0.06\` | 72 of 100 | 9 of 100 |

With no effect, 70% of experiments produce at least one raw "winner" (theory: 1 − 0.95²⁸ = 76%). Holm brings that down to 6%, close to the promised 5%.

With a real 6% lift, the correction costs almost nothing, because there was little power to lose. Each segment has about 715 users per variant, so a per-segment test detects a 6% lift only about 5.5% of the time, hardly more than chance. That is why the raw rate barely moves (72% against 70%): the raw winners are mostly noise with or without an effect. The place to find a small real lift is the pooled, pre-registered test, not the slices.
`,
    "When you cannot randomize: quasi-experiments": `After this lesson you can recognise when a randomised test is impossible, and estimate an effect with difference-in-differences, stating the assumption that makes it credible.

## The idea

Some changes cannot be randomised: a price change by region, a feature launched to everyone on one date, a policy. Quasi-experimental designs compare groups that were **not** randomly assigned, and each relies on an assumption you must defend:

| design | compares | key assumption |
| --- | --- | --- |
| before/after | same group over time | nothing else changed (rarely true) |
| difference-in-differences | change in treated vs change in untreated | parallel trends without the change |
| regression discontinuity | just above vs just below a cutoff | units near the cutoff are comparable |
| synthetic control | treated unit vs weighted mix of others | the mix tracks the unit before |

## Worked example

Suppose the redesign shipped to **mobile only** from day 8, with no randomisation. Simulate it and estimate the effect with difference-in-differences:

\`\`\`python
import numpy as np
import statsmodels.formula.api as smf
from checkout_sim import make_experiment

df = make_experiment(lift=0.0, seed=5)
rng = np.random.default_rng(5)
df["mobile"] = (df["device"] == "mobile").astype(int)
df["post"] = (df["day"] >= 8).astype(int)

trend = 0.004 * df["post"]
effect = 0.006 * df["mobile"] * df["post"]
base = np.where(df["mobile"] == 1, 0.03, 0.045)
df["converted"] = (rng.random(len(df)) < base + trend + effect).astype(int)

print(df.pivot_table(index="mobile", columns="post", values="converted", aggfunc="mean"))
model = smf.ols("converted ~ mobile * post", data=df).fit(cov_type="HC1")
print(model.params["mobile:post"], model.conf_int().loc["mobile:post"].values)
\`\`\`

A plain before/after on mobile would count the site-wide \`trend\` as part of the effect; the interaction \`mobile:post\` removes it, recovering roughly the 0.006 we built in: about 0.008 here, with a 95% CI from about 0.000 to 0.016 that contains it.

## Common mistake

Skipping the parallel-trends check. Plot daily conversion for both groups before the change: if they were already diverging, difference-in-differences attributes that divergence to your change.

## Try it

Add a pre-existing divergence (\`0.0005 * df["day"] * df["mobile"]\`) to the simulation and refit. How far is the estimate from 0.006 now? Plot the daily rates by group to show why.

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt

divergence = 0.0005 * df["day"] * df["mobile"]
rng = np.random.default_rng(5)
df["converted"] = (rng.random(len(df)) < base + trend + effect + divergence).astype(int)

model = smf.ols("converted ~ mobile * post", data=df).fit(cov_type="HC1")
print(model.params["mobile:post"], model.conf_int().loc["mobile:post"].values)

daily = df.pivot_table(index="day", columns="device", values="converted", aggfunc="mean")
ax = daily.plot(marker="o", figsize=(9, 4))
ax.axvline(7.5, color="grey", linestyle="--")
ax.set_ylabel("Conversion rate")
plt.show()
\`\`\`

Run this after the lesson's code, which defines \`base\`, \`trend\` and \`effect\`. Recreate \`rng\` before drawing, so that only the divergence changes from the lesson's run.

The estimate rises from 0.008 to 0.0124, 95% CI 0.0041 to 0.0207, p = 0.003. That is more than twice the 0.006 built in, and now clearly "significant". The divergence explains most of the gap. Mobile's rate climbs 0.0005 a day, and the average post-period day (11) is 7 days after the average pre-period day (4), so difference-in-differences credits 0.0005 × 7 ≈ 0.0035 of drift to the redesign.

The plot shows why this is easy to miss. With about 1,570 mobile users a day, the daily rates jump by half a point or more from one day to the next (mobile runs from 2.9% to 4.1% in week 1). A drift of 0.05 points a day disappears in that noise. A formal pre-period test (\`converted ~ day * mobile\` on days 1 to 7) finds a slope of 0.0009 a day with p = 0.52. Passing a noisy parallel-trends check is weak evidence. Plot the pre-period gap, say how large a drift you could have missed, and prefer a longer pre-period.
`,
  },
  readings: {
    "An experiment readout template": `Copy this template for every test. A readout should let a busy decision-maker act after reading the first box, and let an analyst audit everything below it.

## 1. Decision box (top of page)

\`\`\`text
Experiment:   checkout-2026 one-page checkout
Decision:     SHIP / DON'T SHIP / ITERATE / RERUN
Why, in one line: conversion +X.X pp (95% CI a to b), guardrails flat
Owner and date:
\`\`\`

## 2. Design (copied from the plan, not rewritten)

| item | value |
| --- | --- |
| hypothesis | |
| randomisation unit and split | user, 50/50, hashed id |
| primary metric | conversion per assigned user |
| guardrails | revenue per user, refunds, p95 load time |
| α, power, MDE | 0.05, 80%, +5% relative |
| planned duration and n | |
| stopping rule | fixed horizon |

## 3. Sanity checks

| check | result | pass? |
| --- | --- | --- |
| sample ratio (chi-square p) | | |
| pre-period balance (\`pre_revenue\`, device) | | |
| days complete, no duplicate users | | |

If any check fails, stop here and write "results not valid" with the cause.

## 4. Results

| metric | control | treatment | abs. diff (95% CI) | rel. diff | p |
| --- | --- | --- | --- | --- | --- |
| conversion | | | | | |
| revenue per user | | | | | |
| refund rate (guardrail) | | | | | |

Report every pre-registered metric, including the disappointing ones.

## 5. Segments and exploration

Pre-registered segments only, with multiple-comparison correction stated. Label everything else "exploratory, for the next test".

## 6. Interpretation

- What the effect means in money per month: \`users per month × diff in revenue per user\`, with the CI carried through.
- Risks: novelty effect, seasonality, a short test.
- What we learned even if we don't ship.

## 7. Appendix

Code or notebook link, data extraction query, the seed if simulated, versions.

## Writing rules

- Lead with the decision; numbers support it.
- Always pair an estimate with its interval.
- Say "not detected" rather than "no effect".
- No causal claims about segments you did not plan.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "abt-k1",
          type: "single",
          prompt: "A checkout test randomises users, but the analyst computes conversion per session. What goes wrong?",
          choices: [
            {
              id: "a",
              text: "Users with many sessions count many times, observations are not independent, and standard errors come out too small",
            },
            { id: "b", text: "Nothing: more rows give a more precise answer" },
            { id: "c", text: "The test loses power, so real effects are missed" },
            { id: "d", text: "Sessions cannot have a conversion rate" },
          ],
          correct: "a",
          explanation:
            "Analyse at the unit you randomised. Sessions from one user are correlated, so treating them as independent shrinks the standard errors and produces false positives. More rows only look more precise; aggregate to one row per user first.",
        },
        {
          id: "abt-k2",
          type: "single",
          prompt:
            "A test meant to split 50/50 shows 20,400 users in control and 19,600 in treatment. What should you do?",
          choices: [
            {
              id: "a",
              text: "Treat it as a sample ratio mismatch and find the cause before analysing any metric",
            },
            { id: "b", text: "Ignore it: a 51/49 split is close enough" },
            { id: "c", text: "Reweight the groups to 50/50 and analyse as usual" },
            { id: "d", text: "Drop users from control at random until the groups match" },
          ],
          correct: "a",
          explanation:
            "With 40,000 users a 51/49 split is very unlikely by chance (chi-square p ≈ 0.00006, far below the 0.001 alarm line), so something in assignment or logging is broken and the groups may no longer be comparable. Adjusting or trimming hides the problem instead of fixing it.",
        },
        {
          id: "abt-k3",
          type: "numeric",
          prompt:
            "Control converts at 4.0% and treatment at 4.6%. What is the relative lift of treatment over control, in percent?",
          answer: 15,
          tolerance: 0.1,
          unit: "%",
          explanation:
            "Relative lift = (4.6 − 4.0) / 4.0 = 0.6 / 4.0 = 15%. The absolute difference is 0.6 percentage points; report both, because a relative lift without its baseline can make a tiny absolute change look large.",
        },
        {
          id: "abt-k4",
          type: "multiple",
          prompt: "Which practices inflate the false-positive rate of an experiment above the α you set?",
          choices: [
            { id: "a", text: "Checking the p-value daily and stopping the first day it is below 0.05" },
            { id: "b", text: "Slicing results by device, day and country until a segment is significant" },
            { id: "c", text: "Choosing the primary metric after seeing which metrics moved" },
            { id: "d", text: "Fixing the sample size in advance and analysing once at that horizon" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "Every extra look, slice or candidate metric is another chance for noise to cross the line: 20 independent tests at α = 0.05 give about a 64% chance of at least one false 'win'. A pre-planned sample size with one analysis is what the 5% guarantee assumes.",
        },
        {
          id: "abt-k5",
          type: "single",
          prompt:
            "Revenue per assigned user is mostly zeros with a long right tail. The decision metric is mean revenue per user. Which analysis fits?",
          choices: [
            { id: "a", text: "A Welch t-test on mean revenue per user, which is valid with large samples" },
            { id: "b", text: "A Mann-Whitney test, reported as 'revenue went up'" },
            { id: "c", text: "A t-test on buyers only, dropping the zeros" },
            { id: "d", text: "A chi-square test on revenue bands" },
          ],
          correct: "a",
          explanation:
            "The mean drives total revenue, and with large samples the central limit theorem makes a Welch t-test on it valid despite the skew. Mann-Whitney tests whether one distribution tends to give larger values, not whether the mean changed; dropping non-buyers breaks the randomised comparison.",
        },
        {
          id: "abt-k6",
          type: "single",
          prompt:
            "An underpowered test (planned for a 10% MDE when 3% is worth shipping) ends with p = 0.40. What can you conclude?",
          choices: [
            {
              id: "a",
              text: "Little: the test could easily miss an effect worth shipping, so it is not evidence of no effect",
            },
            { id: "b", text: "The change has no effect and can be dropped" },
            { id: "c", text: "Extend the test a few more days until it becomes significant" },
            { id: "d", text: "The change hurts conversion" },
          ],
          correct: "a",
          explanation:
            "Power was set for an effect larger than what matters, so a real 3% lift would often give a non-significant result. 'Not significant' here is uninformative, not proof of no effect. Extending the test because it is nearly significant is peeking in the other direction.",
        },
      ],
    },
  },
  projectBrief: `# Project: the checkout redesign decision

## Scenario

Northwind Home, a fictional online homeware retailer, tested a one-page checkout against its three-step checkout for 14 days. The product director must decide on Friday whether to ship it. You are the analyst: check the test, analyse it and write the readout.

## The data

No data playground set holds experiment data, so you generate it with the course's \`checkout_sim.py\` (lesson 1): \`df = make_experiment(n_users=60_000, lift=0.05, seed=42)\`. One row per user: \`user_id\`, \`variant\`, \`device\`, \`day\`, \`pre_revenue\`, \`converted\`, \`revenue\`. Treat it as if it came from the company's warehouse: do not use your knowledge of \`lift\` in the analysis, only at the end to reflect on what the methods found.

Before the test, the team wrote down: primary metric conversion per user; guardrail revenue per user; α = 0.05 two-sided; MDE +5% relative; fixed horizon of 14 days; pre-registered segment: device.

## Questions to answer

1. With a baseline conversion of 3.8%, how many users per group did this design need for 80% power, and was the test big enough?
2. Do the sanity checks pass: sample ratio, pre-period balance of \`pre_revenue\` and \`device\`, complete days, unique users?
3. What is the absolute and relative lift in conversion, with a 95% CI and p-value?
4. Did revenue per user (the guardrail) change? Use a Welch t-test and a bootstrap CI.
5. Does the effect differ between desktop and mobile? Test the interaction, not just each segment.
6. What would daily peeking have shown? Plot the cumulative p-value by day and explain why it must not drive the decision.
7. What is your recommendation, and what is the expected monthly revenue impact range if 150,000 users a month reach checkout?

## Deliverables

- A readout following the "An experiment readout template" reading, with the decision box filled in.
- The notebook that produces every number in the readout from \`make_experiment(...)\` with the stated seed.
- Two charts: conversion by variant with 95% CIs, and the cumulative daily p-value with the 0.05 line.

## Hand-in checklist

- [ ] Seed and parameters are stated at the top of the notebook and the readout.
- [ ] Sanity checks are reported before any result.
- [ ] Every estimate has a 95% CI; relative lift is shown with its baseline.
- [ ] Segment claims rest on an interaction test.
- [ ] Peeking is shown as a warning, not used for the decision.
- [ ] The decision follows the pre-written rule, in one line at the top.
- [ ] A final paragraph compares your estimate with the simulated true lift.
`,
} satisfies CourseNotes;
