import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_movies-box-office",
  videos: {
    "Introduction and environment setup": `After this lesson you know what the course covers, you have a working Jupyter + pandas environment, and the practice data is loaded into your first DataFrame.

## What the course covers

The everyday pandas workflow: load data, select and filter, clean missing values, types and duplicates, work with text and dates, aggregate with \`groupby\`, reshape with pivot tables, merge tables, resample time series and plot. Chapter 1 sets you up and introduces Series and DataFrames, chapter 2 holds the core skills, and chapter 3 has a reading, two quizzes and the project.

## The practice data: Movies and Box Office

All exercises use the **Movies and Box Office** data set from the data playground: one table, \`movies.csv\`, one row per film (3,201 films). Its 16 columns include \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`US DVD Sales\`, \`Production Budget\`, \`Release Date\` (text such as \`Jun 12 1998\`), \`MPAA Rating\`, \`Running Time min\`, \`Distributor\`, \`Source\`, \`Major Genre\`, \`Creative Type\`, \`Director\`, \`Rotten Tomatoes Rating\`, \`IMDB Rating\` and \`IMDB Votes\`. It is deliberately messy: missing values, impossible future dates, a few numeric titles. That is the point; you will clean it.

## Set up

1. Open **Movies and Box Office** in the data playground, preview it, and download \`movies.csv\` into your project folder.
2. Create an environment and start Jupyter:

\`\`\`python
%pip install pandas matplotlib openpyxl
import pandas as pd

movies = pd.read_csv("movies.csv")
movies.shape, movies.columns.tolist()
\`\`\`

You should see 3,201 rows and the 16 column names above.

## Watch out

Column names contain spaces and capitals (\`"US Gross"\`), so attribute access like \`movies.US Gross\` is impossible. Use brackets: \`movies["US Gross"]\`. Keep a notebook cell near the top listing the columns you rely on.

## Try it

Run \`movies.head()\`, \`movies.tail(3)\` and \`movies.sample(5, random_state=1)\`. Write one markdown sentence on what a row is and list three columns you suspect will need cleaning, with the reason.

## Worked answer

\`\`\`python
display(movies.head())
display(movies.tail(3))
movies.sample(5, random_state=1)
\`\`\`

\`head()\` shows five small 1998 releases (The Land Girls, First Love, Last Rites, I Married a Strange Person, Let's Talk About Sex, Slam), \`tail(3)\` shows rows 3198 to 3200 (Zoom, The Legend of Zorro, The Mask of Zorro), and the sample returns rows 1751, 909, 979, 329 and 1885: Firestorm, Star Trek: Generations, Trois, Fled and Ghost World. With \`random_state=1\` you get the same five rows on every run.

A model sentence: "Each row is one film, with its box-office takings, budget, release date, ratings and labels such as genre and distributor."

| column | why it needs cleaning |
| --- | --- |
| \`US DVD Sales\` | empty in all five \`head()\` rows and the whole sample; \`movies.isna().sum()\` shows 2,637 of 3,201 missing, and they must stay \`NaN\`, not 0 |
| \`Release Date\` | text (\`Jun 12 1998\`) that must be parsed into dates; older films were stored with two-digit years, so Duel in the Sun reads \`Dec 31 2046\` |
| \`Running Time min\` | missing for 1,992 films, including all five \`head()\` rows |

\`MPAA Rating\` (605 missing; Let's Talk About Sex has none) and \`Title\` (numeric-looking titles such as \`300\`, one title missing) are equally good picks. What matters is that each reason is something you saw or counted, not a guess.
`,
    "Series and DataFrames": `After this lesson you can explain how a DataFrame is built from Series sharing an index, inspect one quickly, and do vectorised arithmetic on whole columns.

## The idea

A **Series** is a one-dimensional array of values with labels (the *index*) and one dtype. A **DataFrame** is a table of Series that share the same index; each column is a Series. Operations work on whole columns at once ("vectorised"), aligned by index label, so you rarely write loops.

Inspection toolkit:

| call | tells you |
| --- | --- |
| \`df.shape\` | rows, columns |
| \`df.dtypes\` | type of each column |
| \`df.info()\` | dtypes plus non-null counts |
| \`df.describe()\` | numeric summary |
| \`s.value_counts()\` | counts per distinct value |

## Worked example

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")

budget = movies["Production Budget"]          # a Series
print(type(budget), budget.dtype, budget.index[:3])

movies["Profit"] = movies["Worldwide Gross"] - movies["Production Budget"]
movies["ROI"] = movies["Worldwide Gross"] / movies["Production Budget"]

display(movies[["Title", "Production Budget", "Profit", "ROI"]].head())
movies["MPAA Rating"].value_counts(dropna=False)
\`\`\`

Only a cell's last expression is shown, so the first table goes through \`display()\` (built into Jupyter). \`value_counts(dropna=False)\` shows the missing ratings as their own \`NaN\` row, which is the honest view of this column.

## Common mistake

Treating \`df["col"]\` and \`df[["col"]]\` as the same. Single brackets return a Series; a list inside the brackets returns a one-column DataFrame. Methods like \`.str\` exist only on a Series.

## Try it

Build a small Series of your own, \`pd.Series([120, 85, 40], index=["Drama", "Comedy", "Horror"])\`, and divide it by its sum. Then on \`movies\`, run \`info()\` and name the three columns with the most missing values, and add a column \`US Share\` = \`US Gross\` / \`Worldwide Gross\`.

## Worked answer

\`\`\`python
genres = pd.Series([120, 85, 40], index=["Drama", "Comedy", "Horror"])
display(genres / genres.sum())

movies.info()
display(movies.isna().sum().sort_values(ascending=False).head(3))

movies["US Share"] = movies["US Gross"] / movies["Worldwide Gross"]
movies["US Share"].describe()
\`\`\`

The division returns a Series with the same labels: Drama 0.490, Comedy 0.347, Horror 0.163 (out of 245). You divided three numbers by one without a loop, and the labels came along.

\`info()\` reports 3,201 entries. The lowest non-null counts are \`US DVD Sales\` 564 (2,637 missing), \`Running Time min\` 1,209 (1,992 missing) and \`Director\` 1,870 (1,331 missing).

\`US Share\` has 3,147 values between 0 and 1, with a median of 0.78. 1,225 films sit at exactly 1: no gross was recorded outside the US, which is not the same as earning nothing abroad. The 54 \`NaN\` values come from 7 films with no gross at all and 47 films whose US and worldwide gross are both 0, where 0 / 0 gives \`NaN\` rather than an error. Check a new ratio column with \`describe()\` and \`isna().sum()\` before you average it.
`,
    "Reading CSV, Excel and SQL data": `After this lesson you can load data from CSV, Excel and a SQL database into DataFrames, controlling types, missing values and dates as you read.

## The idea

Each source has its own reader, and most share the same options:

| reader | key options |
| --- | --- |
| \`pd.read_csv\` | \`usecols\`, \`dtype\`, \`na_values\`, \`parse_dates\`, \`nrows\` |
| \`pd.read_excel\` | \`sheet_name\`, \`usecols\`, \`skiprows\` (needs \`openpyxl\`) |
| \`pd.read_sql\` | a query and a connection (e.g. \`sqlite3.connect\`) |

Reading only the columns you need, with the right dtype, saves memory and surprises later.

## Worked example

\`\`\`python
import sqlite3
import pandas as pd

movies = pd.read_csv(
    "movies.csv",
    usecols=["Title", "Release Date", "Major Genre", "Production Budget", "Worldwide Gross"],
    dtype={"Title": "string"},
)

movies.to_excel("movies.xlsx", sheet_name="films", index=False)
from_xlsx = pd.read_excel("movies.xlsx", sheet_name="films")

con = sqlite3.connect("movies.db")
movies.to_sql("movies", con, if_exists="replace", index=False)
big = pd.read_sql(
    'SELECT "Title", "Worldwide Gross" FROM movies '
    'WHERE "Production Budget" >= 100000000 ORDER BY "Worldwide Gross" DESC',
    con,
)
con.close()
big.head()
\`\`\`

In SQL the table is called \`movies\`; the double quotes are needed because the column names contain spaces.

## Common mistake

Letting pandas guess the type of an ID-like or title column. A few titles in this file look like numbers (\`1776\`, \`300\`, \`2012\`) and one title is missing, so the default column mixes Python strings with a float \`NaN\`, and an extract holding only the numeric titles would load as integers. \`dtype={"Title": "string"}\` gives one text type, with \`<NA>\` for the gap. Declare text columns as text.

## Try it

Read only \`Title\`, \`Distributor\` and \`US DVD Sales\` from \`movies.csv\`, write them to a SQLite table, and query the ten titles with the highest DVD sales. Compare \`len()\` of the query result with a \`nlargest(10, "US DVD Sales")\` in pandas.

## Worked answer

\`\`\`python
import sqlite3
import pandas as pd

dvd = pd.read_csv(
    "movies.csv",
    usecols=["Title", "Distributor", "US DVD Sales"],
    dtype={"Title": "string", "Distributor": "string"},
)

con = sqlite3.connect("movies.db")
dvd.to_sql("dvd", con, if_exists="replace", index=False)
top_sql = pd.read_sql(
    'SELECT "Title", "Distributor", "US DVD Sales" FROM dvd '
    'WHERE "US DVD Sales" IS NOT NULL '
    'ORDER BY "US DVD Sales" DESC LIMIT 10',
    con,
)
con.close()

top_pd = dvd.nlargest(10, "US DVD Sales")
len(top_sql), len(top_pd), top_sql["Title"].tolist() == top_pd["Title"].tolist()
\`\`\`

The last line returns \`(10, 10, True)\`: both give the same ten films in the same order. The list runs from The Chronicles of Narnia: The Lion, the Witch and the Wardrobe ($352.6M) through both Pirates of the Caribbean sequels ($320.8M, $296.1M), Transformers ($290.8M), 300 ($261.3M), Cars, The Dark Knight, Harry Potter and the Order of the Phoenix and Transformers: Revenge of the Fallen, to Harry Potter and the Goblet of Fire ($215.7M). Only 564 of the 3,201 films have a DVD figure at all.

Two things to notice. \`usecols\` keeps the file's column order, so \`dvd\` comes back as Title, US DVD Sales, Distributor whatever order you list them in. And the \`WHERE ... IS NOT NULL\` matters outside SQLite: SQLite sorts NULLs last in a descending sort, but PostgreSQL sorts them first, so without the filter a PostgreSQL query would return ten empty rows. \`nlargest\` always skips \`NaN\`.
`,
    "Selecting and filtering": `After this lesson you can pick rows and columns with \`loc\`, \`iloc\` and boolean masks, combine conditions, and write filters that read like the business question.

## The idea

- \`df.loc[rows, cols]\` selects by **label** (index labels, column names, boolean masks).
- \`df.iloc[rows, cols]\` selects by **position**.
- A boolean mask is a Series of \`True\`/\`False\`; \`df[mask]\` keeps the \`True\` rows.

Combine masks with \`&\` (and), \`|\` (or), \`~\` (not), and wrap each condition in parentheses. \`isin\`, \`between\` and \`query\` keep long filters readable.

## Worked example

Which big-budget dramas or thrillers lost money?

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")

big = movies["Production Budget"] >= 50_000_000
genre = movies["Major Genre"].isin(["Drama", "Thriller/Suspense"])
lost = movies["Worldwide Gross"] < movies["Production Budget"]

flops = movies.loc[big & genre & lost, ["Title", "Major Genre", "Production Budget", "Worldwide Gross"]]
display(flops.sort_values("Production Budget", ascending=False).head(10))

display(movies.iloc[:5, :3])
movies.query("\`IMDB Rating\` >= 8 and \`IMDB Votes\` > 100000")[["Title", "IMDB Rating"]]
\`\`\`

In \`query\`, backticks quote column names with spaces.

## Common mistake

Using \`and\`/\`or\` between masks (\`big and genre\`) raises "The truth value of a Series is ambiguous". Use \`&\` and \`|\`, with parentheses around each comparison: \`(movies["IMDB Rating"] > 7) & (movies["IMDB Votes"] > 1000)\`.

Also: modifying a filtered slice (\`flops["x"] = ...\`) may trigger \`SettingWithCopyWarning\`. Add \`.copy()\` when you create a subset you plan to change.

## Try it

Find the R-rated comedies with a \`Rotten Tomatoes Rating\` of at least 90, showing \`Title\`, \`Director\` and both ratings, sorted by \`IMDB Rating\`. Then use \`iloc\` to show the last five rows and the first four columns.

## Worked answer

\`\`\`python
cols = ["Title", "Director", "Rotten Tomatoes Rating", "IMDB Rating"]
mask = (
    (movies["MPAA Rating"] == "R")
    & (movies["Major Genre"] == "Comedy")
    & (movies["Rotten Tomatoes Rating"] >= 90)
)
display(movies.loc[mask, cols].sort_values("IMDB Rating", ascending=False))

movies.iloc[-5:, :4]
\`\`\`

The filter keeps 11 films:

| Title | Rotten Tomatoes | IMDB |
| --- | --- | --- |
| Eternal Sunshine of the Spotless Mind | 93 | 8.5 |
| Ed Wood | 91 | 8.1 |
| Hot Fuzz, Little Miss Sunshine, Shaun of the Dead | 91 each | 8.0 |
| Adaptation | 91 | 7.9 |
| The Kids Are All Right | 96 | 7.8 |
| Ghost World | 92 | 7.7 |
| High Fidelity | 92 | 7.6 |
| The Full Monty | 95 | 7.2 |
| Volver | 92 | 4.4 |

\`Director\` is \`NaN\` for Little Miss Sunshine and The Kids Are All Right. Volver's 4.4 against a 92 from critics is a value to question before you quote it. \`== "Comedy"\` leaves out Romantic Comedy and Black Comedy; with \`isin\` on all three genres the list grows to 19 films.

\`iloc[-5:, :4]\` shows rows 3196 to 3200 (Zack and Miri Make a Porno, Zodiac, Zoom, The Legend of Zorro, The Mask of Zorro) and the columns at positions 0 to 3: \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`US DVD Sales\`. The end of an \`iloc\` slice is excluded, so \`:4\` means four columns.
`,
    "Cleaning: missing values, types and duplicates": `After this lesson you can profile missing values, decide per column whether to drop, fill or keep them, fix column types, and find and remove duplicate rows.

## The idea

Cleaning is a series of decisions, each written down:

1. **Profile**: \`df.isna().sum()\` and \`df.isna().mean()\` per column.
2. **Decide** per question: drop rows missing a value the analysis needs, fill only where a fill is defensible, leave the rest as \`NaN\` (pandas skips \`NaN\` in \`mean\`, \`sum\`).
3. **Fix types**: \`pd.to_numeric(errors="coerce")\`, \`astype("string")\`, \`astype("category")\`.
4. **Deduplicate**: \`duplicated()\` to inspect, \`drop_duplicates()\` to remove, choosing the columns that define "the same record".

## Worked example

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")

missing = movies.isna().mean().sort_values(ascending=False)
print(missing.head(6).round(2))

clean = movies.dropna(subset=["Production Budget", "Worldwide Gross"]).copy()
clean["MPAA Rating"] = clean["MPAA Rating"].fillna("Unknown")
clean["Title"] = clean["Title"].astype("string")
clean["Major Genre"] = clean["Major Genre"].astype("category")

dupes = clean[clean.duplicated(subset=["Title", "Release Date"], keep=False)]
print(len(dupes), "rows share a title and release date")
clean = clean.drop_duplicates(subset=["Title", "Release Date"])
clean.info()
\`\`\`

## Common mistake

Filling every gap with 0. A missing \`US DVD Sales\` means "not recorded", not "sold nothing"; zero-filling drags averages down and invents facts. Fill with a label only for categories (like \`"Unknown"\`), and leave unknown numbers as \`NaN\`.

## Try it

Write a cleaning cell that produces \`ratings\`: films with both \`Rotten Tomatoes Rating\` and \`IMDB Rating\` present, with \`Title\` as string and no duplicated titles. Report how many rows you kept versus the original, and note in markdown why you chose \`keep="first"\` or another option.

## Worked answer

\`\`\`python
ratings = movies.dropna(subset=["Rotten Tomatoes Rating", "IMDB Rating"]).copy()
ratings["Title"] = ratings["Title"].astype("string")
print(len(ratings))  # 2260

twins = ratings[ratings["Title"].duplicated(keep=False)]
display(twins.sort_values("Title")[["Title", "Release Date", "Rotten Tomatoes Rating", "IMDB Rating", "IMDB Votes"]])

ratings = ratings.drop_duplicates(subset="Title", keep=False)
print(len(movies), len(ratings))  # 3201 2224
\`\`\`

2,260 of the 3,201 films have both ratings. Among them, 36 rows share 18 titles, and they are not repeated records but remakes: Casino Royale (1967 and 2006), King Kong (1976 and 2005), Crash (1996 and 2005), Twilight (1998 and 2008) and so on. Each pair has two different Rotten Tomatoes scores but the same \`IMDB Rating\` and \`IMDB Votes\`: both Casino Royales show 8.0 from 172,936 votes. The IMDB figures were matched by title, so one film of each pair carries the other's rating.

A model markdown note: "I used \`keep=False\`. The duplicated titles are remakes whose IMDB rating was copied across the pair, so neither row's IMDB score can be trusted; dropping all 36 rows (1.6% of 2,260) costs little." That leaves 2,224 rows. \`keep="first"\` would leave 2,242 and keep whichever film comes first in the file, for example the 1967 Casino Royale with the 2006 film's 8.0.

One kept row has no title (\`<NA>\`, an IFC Films thriller released in November 2006); drop it as well if every row must be identifiable.
`,
    "Text and datetime methods": `After this lesson you can clean text columns with the \`.str\` accessor, parse text dates into real datetimes, and pull out years, months and weekdays with \`.dt\`.

## The idea

- \`.str\` applies string methods to a whole column: \`strip\`, \`lower\`, \`contains\`, \`replace\`, \`split\`, \`extract\`.
- \`pd.to_datetime(col, format=...)\` turns text into \`datetime64\`; an explicit \`format\` is faster and fails loudly on surprises, and \`errors="coerce"\` turns unparseable values into \`NaT\`.
- \`.dt\` gives date parts: \`.dt.year\`, \`.dt.month\`, \`.dt.day_name()\`, \`.dt.to_period("M")\`.

## Worked example

\`Release Date\` looks like \`Jun 12 1998\`, which is format \`%b %d %Y\`:

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")
movies["Released"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce")
movies["Year"] = movies["Released"].dt.year
movies["Weekday"] = movies["Released"].dt.day_name()

future = movies[movies["Released"] > "2011-01-01"]
print(len(future), "films dated in the future of this data set")
display(movies["Weekday"].value_counts())

movies["Title"] = movies["Title"].astype("string").str.strip()
sequels = movies[movies["Title"].str.contains(r"\\b(?:2|II|Part)\\b", regex=True, na=False)]
movies["Distributor"].str.upper().str.replace(".", "", regex=False).value_counts().head()
\`\`\`

Some films from the 1910s to 1940s (\`Duel in the Sun\`, 1946, shows as 2046) were stored with a two-digit year and now show up decades in the future. Flag them rather than silently trusting the year.

## Common mistake

Parsing without a format and without checking. Ambiguous text can parse into the wrong month or century without any error. Always follow a parse with a sanity check: min and max date, and a count of \`NaT\`.

## Try it

Parse \`Release Date\`, then count films per weekday and per month of release. Which weekday dominates? Separately, find titles containing a colon (\`str.contains(":")\`) and split them into a \`Franchise\` part before the colon.

## Worked answer

\`\`\`python
movies["Released"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce")
print(movies["Released"].isna().sum(), movies["Released"].min(), movies["Released"].max())

display(movies["Released"].dt.day_name().value_counts())
display(movies["Released"].dt.month.value_counts().sort_index())

colon = movies[movies["Title"].str.contains(":", regex=False, na=False)].copy()
colon["Franchise"] = colon["Title"].str.split(":", n=1).str[0].str.strip()
colon["Franchise"].value_counts().head(6)
\`\`\`

Every date parses (0 \`NaT\`), from 1928-12-31 to 2046-12-31; that maximum is the two-digit-year problem, not a real release.

Friday dominates: 2,516 of 3,201 films (78.6%), then Wednesday 410, Thursday 91, Tuesday 61, Monday and Saturday 46 each, Sunday 31. By month, December leads with 443 releases, then October 308 and August 284; January is the quietest with 162.

217 titles contain a colon. They split into 193 different \`Franchise\` values, and 16 of them occur more than once: Star Trek 5 times; Halloween, The Lord of the Rings, Resident Evil, Pirates of the Caribbean and "Mission" 3 times each. "Mission" is Mission: Impossible cut at its colon, and \`2001\` comes from 2001: A Space Odyssey: a colon does not always mark a franchise, so read the list before you group by it. \`na=False\` is needed because one title is missing; without it the mask holds \`NaN\` and the filter raises an error.
`,
    "Aggregating with groupby": `After this lesson you can summarise data per group with \`groupby\`, compute several statistics at once with named aggregation, and add group results back to each row with \`transform\`.

## The idea

\`groupby\` follows **split → apply → combine**: split rows by a key, apply a function to each group, combine the results into a new table. Named aggregation keeps output columns readable:

\`\`\`python
df.groupby("key").agg(new_name=("column", "function"))
\`\`\`

\`transform\` returns a result the same length as the original, which is how you compare each row with its group.

## Worked example

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")
movies["ROI"] = movies["Worldwide Gross"] / movies["Production Budget"]

by_genre = (
    movies.groupby("Major Genre")
    .agg(
        films=("Title", "count"),
        median_budget=("Production Budget", "median"),
        median_roi=("ROI", "median"),
        mean_imdb=("IMDB Rating", "mean"),
    )
    .sort_values("median_roi", ascending=False)
)
display(by_genre.round(2))

movies["Genre median budget"] = movies.groupby("Major Genre")["Production Budget"].transform("median")
movies["Above genre median"] = movies["Production Budget"] > movies["Genre median budget"]

movies.groupby(["Major Genre", "MPAA Rating"], observed=True).size().unstack(fill_value=0)
\`\`\`

Median ROI is a better summary than mean here: a handful of low-budget hits have huge ratios that would dominate a mean.

## Common mistake

Counting with \`"count"\` and expecting rows. \`count\` counts non-missing values of that column; \`size()\` counts rows. Films missing a genre are dropped from groups by default; add \`dropna=False\` to \`groupby\` to keep them as their own group.

## Try it

For each \`Distributor\` with at least 20 films, compute the number of films, total \`Worldwide Gross\` and median \`IMDB Rating\`, then rank the top ten by total gross. Hint: filter with \`.filter(lambda g: len(g) >= 20)\` or a \`size()\` mask.

## Worked answer

\`\`\`python
sizes = movies.groupby("Distributor").size()
big = movies[movies["Distributor"].isin(sizes[sizes >= 20].index)]

top10 = (
    big.groupby("Distributor")
    .agg(
        films=("Title", "size"),
        total_gross=("Worldwide Gross", "sum"),
        median_imdb=("IMDB Rating", "median"),
    )
    .sort_values("total_gross", ascending=False)
    .head(10)
)
top10.assign(total_gross=top10["total_gross"] / 1e9).round(1)
\`\`\`

18 distributors have at least 20 films (2,445 films; \`.filter(lambda g: len(g) >= 20)\` keeps the same rows). The top ten, gross in $ billions:

| Distributor | films | total gross | median IMDB |
| --- | --- | --- | --- |
| Warner Bros. | 318 | 39.7 | 6.3 |
| Walt Disney Pictures | 232 | 35.5 | 6.2 |
| 20th Century Fox | 229 | 34.7 | 6.0 |
| Paramount Pictures | 257 | 34.4 | 6.4 |
| Sony Pictures | 307 | 32.4 | 6.1 |
| Universal | 254 | 30.4 | 6.4 |
| New Line | 136 | 11.5 | 6.2 |
| MGM | 173 | 9.9 | 6.6 |
| Dreamworks SKG | 53 | 7.8 | 6.5 |
| Miramax | 137 | 6.6 | 6.7 |

Six studios earn $30–40bn each, then totals drop to $11.5bn. A total rewards volume: Sony Pictures has the second-most films but ranks fifth. The median IMDB ratings barely move (6.0 to 6.7), so the biggest earners are not the best rated. Watch the spellings too: \`Sony/Columbia\` (22 films) and \`Miramax/Dimension\` (21) are separate groups from Sony Pictures and Miramax.
`,
    "Pivot tables and reshaping": `After this lesson you can build pivot tables and cross-tabs in pandas, and move data between wide and long shapes with \`melt\`, \`pivot\`, \`stack\` and \`unstack\`.

## The idea

- **Wide**: one row per entity, one column per measure or period. Good for reading.
- **Long** (tidy): one row per entity-measure pair. Good for grouping and plotting.

\`pivot_table\` goes long → wide with aggregation; \`melt\` goes wide → long; \`pd.crosstab\` counts combinations of two categories.

## Worked example

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")
movies["Year"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce").dt.year
recent = movies[movies["Year"].between(2000, 2010)]

table = recent.pivot_table(
    index="Major Genre",
    columns="Year",
    values="Worldwide Gross",
    aggfunc="sum",
    fill_value=0,
    margins=True,
    margins_name="Total",
)
display((table / 1e6).round(0))

display(pd.crosstab(movies["Major Genre"], movies["MPAA Rating"], normalize="index").round(2))

long = movies.melt(
    id_vars=["Title"],
    value_vars=["US Gross", "Worldwide Gross", "US DVD Sales"],
    var_name="Revenue Type",
    value_name="USD",
)
long.dropna(subset=["USD"]).groupby("Revenue Type")["USD"].median()
\`\`\`

The \`melt\` result has one row per film and revenue type, which makes "compare the three revenue streams" a one-line \`groupby\`.

## Common mistake

Using \`pivot\` when the index-column pairs repeat. \`pivot\` does no aggregation and raises "Index contains duplicate entries". Use \`pivot_table\` with an \`aggfunc\` whenever a pair can occur more than once.

## Try it

Build a pivot table of median \`IMDB Rating\` with \`Creative Type\` as rows and \`MPAA Rating\` as columns, keeping only ratings G, PG, PG-13 and R. Then \`stack()\` it back into a long Series and show the five highest combinations.

## Worked answer

\`\`\`python
rated = movies[movies["MPAA Rating"].isin(["G", "PG", "PG-13", "R"])]
pivot = rated.pivot_table(
    index="Creative Type",
    columns="MPAA Rating",
    values="IMDB Rating",
    aggfunc="median",
)
display(pivot)

long = pivot.stack().dropna()
long.nlargest(5)
\`\`\`

The pivot has 8 creative types by 4 ratings. Three cells are empty because no film fits them (G Science Fiction, G Super Hero, R Kids Fiction), so \`long\` has 29 values. \`.dropna()\` makes that the same on every pandas version: older versions drop empty cells inside \`stack()\`, pandas 3 keeps them as \`NaN\`.

The five highest combinations are Factual G and Factual PG-13 (7.7 each), Dramatization G (7.6), Factual PG (7.4) and Factual R (7.2). Factual films (documentary-style) rate highest at every rating.

Before you report those, count the films behind each cell with \`aggfunc="count"\`: Factual G is 4 films and Dramatization G only 2, whereas Contemporary Fiction R is 664 films (median 6.4). A median of two ratings is an anecdote, not a pattern.
`,
    "Merging and joining DataFrames": `After this lesson you can combine tables with \`merge\` and \`concat\`, choose the right join type, and validate that a join did not silently duplicate or drop rows.

## The idea

\`pd.merge(left, right, on=..., how=...)\` works like a SQL join:

| \`how\` | keeps |
| --- | --- |
| \`inner\` | keys in both tables |
| \`left\` | every row of the left table |
| \`right\` | every row of the right table |
| \`outer\` | every key of either |

\`validate="many_to_one"\` makes pandas raise an error if the right table has duplicate keys; \`indicator=True\` adds a \`_merge\` column showing where each row came from. \`pd.concat\` stacks tables with the same columns.

## Worked example

The practice file has one table, so we build a realistic second one: a distributor summary, then join it back (a typical "compare each film with its distributor" task).

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")

distributors = (
    movies.groupby("Distributor", as_index=False)
    .agg(dist_films=("Title", "count"), dist_median_gross=("Worldwide Gross", "median"))
)
majors = pd.DataFrame({
    "Distributor": ["Warner Bros.", "Sony Pictures", "Paramount Pictures", "Universal", "Walt Disney Pictures"],
    "is_major": True,
})

joined = (
    movies.merge(distributors, on="Distributor", how="left", validate="many_to_one")
    .merge(majors, on="Distributor", how="left", indicator=True)
)
joined["is_major"] = joined["_merge"] == "both"  # unmatched rows are not majors
print(len(movies), len(joined))
joined["_merge"].value_counts()
\`\`\`

If \`len(joined)\` differs from \`len(movies)\`, a key was duplicated somewhere. Check \`movies["Distributor"].unique()\` for the exact spellings before trusting the \`majors\` list.

## Common mistake

Joining on keys that differ only in spelling or whitespace (\`"Universal "\` vs \`"Universal"\`). Those rows silently fail to match. Normalise keys with \`.str.strip()\` first and inspect unmatched rows with \`indicator=True\`.

## Try it

Create a small DataFrame mapping five \`Major Genre\` values to a \`Department\` (e.g. Comedy and Romantic Comedy → "Comedy team"). Left-join it to \`movies\`, count films per department including unmatched ones, and list which genres were left without a department.

## Worked answer

\`\`\`python
departments = pd.DataFrame({
    "Major Genre": ["Comedy", "Romantic Comedy", "Drama", "Action", "Adventure"],
    "Department": ["Comedy team", "Comedy team", "Drama team", "Action team", "Action team"],
})
joined = movies.merge(departments, on="Major Genre", how="left", validate="many_to_one", indicator=True)
print(len(movies), len(joined))  # 3201 3201

display(joined["Department"].fillna("No department").value_counts())
joined.loc[joined["_merge"] == "left_only", "Major Genre"].value_counts(dropna=False)
\`\`\`

The row count stays at 3,201, so no key was duplicated. Per department: Comedy team 812 (675 Comedy + 137 Romantic Comedy), Drama team 789, Action team 694 (420 Action + 274 Adventure) and No department 906.

The 906 unmatched films are Thriller/Suspense 239, Horror 219, Musical 53, Documentary 43, Western 36, Black Comedy 36 and Concert/Performance 5, plus 275 films with no genre at all. Those 275 are missing data, not a genre waiting for a team, so report them separately. Without \`fillna\` (or \`dropna=False\`) \`value_counts()\` would silently leave all 906 out, and the department counts would look complete. Black Comedy is the obvious gap to raise with whoever owns the mapping.
`,
    "Time series resampling": `After this lesson you can set a datetime index, resample to weeks, months or years, and compute rolling averages and period-over-period changes.

## The idea

With a \`DatetimeIndex\` you can \`resample(rule)\`, which is a \`groupby\` on time periods. Common rules: \`"W"\` (weekly), \`"MS"\` (month start), \`"QS"\`, \`"YS"\`. After resampling you aggregate (\`sum\`, \`mean\`, \`size\`). \`rolling(n)\` smooths a series; \`pct_change()\` and \`diff()\` compare periods.

## Worked example

Monthly releases and box office for the years the data covers well:

\`\`\`python
import pandas as pd

movies = pd.read_csv("movies.csv")
movies["Released"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce")

ts = (
    movies.dropna(subset=["Released"])
    .query("Released >= '1995-01-01' and Released < '2011-01-01'")
    .set_index("Released")
    .sort_index()
)

monthly = ts.resample("MS").agg({"Title": "count", "Worldwide Gross": "sum"})
monthly.columns = ["releases", "gross"]
monthly["gross_12m_avg"] = monthly["gross"].rolling(12).mean()

yearly = ts["Worldwide Gross"].resample("YS").sum()
display(yearly.pct_change().round(3).tail())

ts.groupby(ts.index.month)["Worldwide Gross"].median()
\`\`\`

The last line groups by calendar month across all years: the seasonal pattern (summer and holiday releases) rather than the trend.

## Common mistake

Resampling an unsorted index or one that still contains \`NaT\` and future-dated errors. Drop \`NaT\`, restrict to a plausible date range and \`sort_index()\` first. Also remember that a month with no releases becomes \`0\` for \`count\` and \`sum\`, but \`NaN\` for \`mean\`.

## Try it

Resample to quarters (\`"QS"\`) for 2000 to 2010 and compute the number of releases and median \`Production Budget\` per quarter. Add a 4-quarter rolling mean of releases and describe in one sentence whether release volume trends up or down.

## Worked answer

\`\`\`python
movies["Released"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce")
ts = (
    movies.dropna(subset=["Released"])
    .query("Released >= '2000-01-01' and Released < '2011-01-01'")
    .set_index("Released")
    .sort_index()
)
quarterly = ts.resample("QS").agg({"Title": "size", "Production Budget": "median"})
quarterly.columns = ["releases", "median_budget"]
quarterly["releases_4q_avg"] = quarterly["releases"].rolling(4).mean()
quarterly
\`\`\`

1,922 films fall in the 44 quarters. Most quarters have 35 to 55 releases, and the fourth quarter is the busiest of the year in 9 of the 10 years from 2000 to 2009 (peak: 69 in Q4 2002). The median budget stays mostly between $15M and $30M; the outliers sit in thin quarters ($57.5M from 24 films in Q2 2009, $90M for the single film in Q4 2010).

The rolling mean starts at 47.0 (Q4 2000), peaks at 56.0 (Q2 2006) and falls to 32.5 through 2009. A sentence you could write: "Release volume in this data set peaked in 2006 at about 56 films a quarter and fell to about 33 a quarter by 2009."

Do not read the last value (23.0) as a collapse: the data set runs out in 2010, with 19 films in Q3 and one in Q4 (How Do You Know?, December 17). The first three rolling values are \`NaN\` because a 4-quarter window needs four quarters.
`,
    "Plotting with pandas and matplotlib": `After this lesson you can make quick line, bar, histogram and scatter charts straight from a DataFrame, then polish them with matplotlib.

## The idea

\`df.plot(kind=...)\` is a thin layer over matplotlib: good for exploring in one line. It returns a matplotlib \`Axes\`, so you can keep customising with \`ax.set_title\`, \`ax.set_xlabel\` and friends. Pick the chart from the question: trend → line, comparison → bar, distribution → histogram, relationship → scatter.

## Worked example

\`\`\`python
import matplotlib.pyplot as plt
import pandas as pd

movies = pd.read_csv("movies.csv")
movies["Year"] = pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce").dt.year

fig, axes = plt.subplots(2, 2, figsize=(12, 8))

movies[movies["Year"].between(1990, 2010)].groupby("Year").size().plot(ax=axes[0, 0], title="Films per year")

(movies.groupby("Major Genre")["Worldwide Gross"].median() / 1e6).sort_values().plot.barh(
    ax=axes[0, 1], title="Median worldwide gross ($M)"
)

movies["IMDB Rating"].plot.hist(bins=30, ax=axes[1, 0], title="IMDB rating distribution")

movies.plot.scatter(x="Rotten Tomatoes Rating", y="IMDB Rating", alpha=0.3, ax=axes[1, 1])
axes[1, 1].set_title("Critics vs audiences")

fig.tight_layout()
fig.savefig("movies_overview.png", dpi=150)
\`\`\`

## Common mistake

Plotting unsorted categories or raw dollars. Sort bar charts by value, and scale money to millions with a unit in the title; a y-axis reading \`1e9\` makes the reader do arithmetic.

## Try it

Plot a horizontal bar chart of the ten distributors with the highest total \`Worldwide Gross\`, in $ billions, sorted so the largest bar is on top, with a title and axis label. Save it as a PNG.

## Worked answer

\`\`\`python
import matplotlib.pyplot as plt

top10 = (movies.groupby("Distributor")["Worldwide Gross"].sum() / 1e9).nlargest(10)

ax = top10.sort_values().plot.barh(figsize=(8, 5))
ax.set_title("Top 10 distributors by total worldwide gross")
ax.set_xlabel("Worldwide gross ($ billions)")
ax.set_ylabel("")
plt.tight_layout()
plt.savefig("top_distributors.png", dpi=150)
\`\`\`

Warner Bros. is the top bar at $39.7bn, followed by Walt Disney Pictures 35.5, 20th Century Fox 34.7, Paramount Pictures 34.4, Sony Pictures 32.4 and Universal 30.4, then a visible step down to New Line 11.5, MGM 9.9, Dreamworks SKG 7.8 and Miramax 6.6. Together the ten account for 89% of all worldwide gross in the file.

\`barh\` draws the first row at the bottom, so sort ascending to put the largest bar on top; \`nlargest(10)\` alone would show Warner Bros. at the bottom. Dividing by \`1e9\` before plotting keeps the axis in readable billions. Call \`savefig\` before \`plt.show()\`, or save from the figure object, otherwise you can end up with an empty PNG.
`,
  },
  readings: {
    "Writing notebooks someone else can rerun": `A notebook is only useful to a colleague if it runs from top to bottom on their machine and gives the same answer. Use this page as a checklist before you share one.

## Structure

| section | contains |
| --- | --- |
| Title and purpose | one markdown cell: the question, the data source, the date |
| Setup | all imports and settings in the first code cell |
| Parameters | file paths, date ranges, thresholds as named variables |
| Load | reading the data, with the file name stated once |
| Clean | each cleaning decision with a markdown line saying why |
| Analyse | one question per section, headed with markdown |
| Conclusions | plain-English findings with the figures that support them |

## Setup cell pattern

\`\`\`python
from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd

DATA = Path("movies.csv")  # next to the notebook, as set up in lesson 1
YEARS = (1995, 2010)
pd.set_option("display.float_format", "{:,.2f}".format)

movies = pd.read_csv(DATA)
assert {"Title", "Release Date", "Worldwide Gross"} <= set(movies.columns)
\`\`\`

## Rerun rules

- **Restart & Run All** before sharing. If a cell only works after some other cell ran later, fix the order.
- No hard-coded absolute paths like \`C:/Users/me/Downloads\`. Use paths relative to the notebook.
- Seed every random step: \`sample(n, random_state=42)\`.
- Never overwrite the raw file. Write outputs to an \`output/\` folder.
- Record package versions: \`pd.__version__\` in the setup cell output, or a \`requirements.txt\` with \`pandas==...\`.
- Don't rely on state from deleted cells: if you removed the cell that created a column, the notebook breaks on the next restart.

## Readability rules

- One idea per cell; keep cells short enough to read without scrolling.
- Name intermediate DataFrames for what they hold (\`films_2000s\`, not \`df2\`).
- Clear huge outputs; show \`head()\` not 3,000 rows.
- End each analysis section with a sentence stating what the output shows.

## Before you send it

- [ ] Restart & Run All completes with no errors
- [ ] Data source and download date stated at the top
- [ ] All parameters in one cell
- [ ] Random steps seeded
- [ ] Conclusions section written
- [ ] Outputs saved to \`output/\`, raw data untouched
`,
  },
  quizzes: {
    "Quiz: data wrangling": {
      passMark: 0.7,
      questions: [
        {
          id: "pd-w1",
          type: "single",
          prompt:
            'You want films with an IMDB Rating above 7 and more than 1,000 IMDB Votes. `movies[(movies["IMDB Rating"] > 7) and (movies["IMDB Votes"] > 1000)]` raises "The truth value of a Series is ambiguous". What is the fix?',
          choices: [
            {
              id: "a",
              text: 'Use & instead of and: movies[(movies["IMDB Rating"] > 7) & (movies["IMDB Votes"] > 1000)]',
            },
            { id: "b", text: "Remove the parentheses around each comparison" },
            {
              id: "c",
              text: 'Use iloc instead: movies.iloc[(movies["IMDB Rating"] > 7) and (movies["IMDB Votes"] > 1000)]',
            },
            { id: "d", text: "Convert both columns to strings first" },
          ],
          correct: "a",
          explanation:
            "Python's and/or try to turn a whole Series into one True or False, which pandas refuses. Boolean masks are combined element by element with & (and), | (or) and ~ (not). Keep the parentheses: & binds more tightly than >, so without them the comparison is evaluated in the wrong order. iloc selects by position and does not change how masks combine.",
        },
        {
          id: "pd-w2",
          type: "single",
          prompt:
            'Which call turns the text column Release Date (values like "Jun 12 1998") into real datetimes, and turns any value that does not fit into NaT instead of stopping?',
          choices: [
            { id: "a", text: 'pd.to_datetime(movies["Release Date"], format="%b %d %Y", errors="coerce")' },
            { id: "b", text: 'pd.to_datetime(movies["Release Date"], format="%d %m %Y", errors="coerce")' },
            { id: "c", text: 'pd.to_numeric(movies["Release Date"], errors="coerce")' },
            { id: "d", text: 'movies["Release Date"].astype("string").str.strip()' },
          ],
          correct: "a",
          explanation:
            '%b is a month abbreviation (Jun), %d the day and %Y a four-digit year, so "%b %d %Y" matches "Jun 12 1998"; errors="coerce" makes unparseable values NaT so you can count them. "%d %m %Y" expects a numeric day first and would turn every value into NaT. to_numeric is for numbers, and stripping text leaves it text. After parsing, check the min, max and number of NaT: this file has films stored with two-digit years that land decades in the future.',
        },
        {
          id: "pd-w3",
          type: "numeric",
          prompt:
            "A column of US DVD Sales (in $m) for five films holds [10, NaN, 20, NaN, 30]. Its mean() is 20. What does fillna(0).mean() return?",
          answer: 12,
          tolerance: 0,
          unit: "$m",
          explanation:
            'mean() skips NaN, so it averages the three recorded values: 60 / 3 = 20. After fillna(0) the two unknowns count as zero sales: 60 / 5 = 12. Missing here means "not recorded", not "sold nothing", so zero-filling invents facts and drags the average down; leave unknown numbers as NaN.',
        },
        {
          id: "pd-w4",
          type: "multiple",
          prompt:
            "You are cleaning the movies table to compare ROI by genre. Which of these cleaning decisions are defensible?",
          choices: [
            {
              id: "a",
              text: 'Drop rows missing Production Budget or Worldwide Gross with dropna(subset=["Production Budget", "Worldwide Gross"]), since ROI needs both',
            },
            {
              id: "b",
              text: 'Fill missing MPAA Rating with the label "Unknown" so those films stay visible in counts',
            },
            { id: "c", text: "Fill every missing value in the table with 0 so no row is lost" },
            {
              id: "d",
              text: 'Treat rows as duplicates when they share Title and Release Date, and remove them with drop_duplicates(subset=["Title", "Release Date"])',
            },
          ],
          correct: ["a", "b", "d"],
          explanation:
            "Drop only the rows missing what this analysis needs, label unknown categories explicitly, and define a duplicate by the columns that identify the same record (a title alone is not enough: remakes share titles). Filling every gap with 0 turns unknown budgets and sales into invented zeros that distort every average and ratio.",
        },
        {
          id: "pd-w5",
          type: "single",
          prompt: 'What is the difference between movies["Title"] and movies[["Title"]]?',
          choices: [
            {
              id: "a",
              text: "The first is a Series (so .str methods work on it); the second is a one-column DataFrame",
            },
            { id: "b", text: "There is none; both return the same Series" },
            { id: "c", text: "The first selects by position, the second by label" },
            { id: "d", text: "The first returns a copy, the second a view you can safely modify" },
          ],
          correct: "a",
          explanation:
            'A single column name returns that column as a Series; a list of names (even a list of one) returns a DataFrame. The .str accessor exists only on a Series, which is why movies[["Title"]].str.strip() fails. Position-based selection is iloc, and neither form promises a safe-to-modify copy: call .copy() when you plan to change a subset.',
        },
        {
          id: "pd-w6",
          type: "numeric",
          prompt:
            'A table has seven rows of (Title, Release Date): (Heat, Dec 15 1995), (Heat, Dec 15 1995), (Heat, Jul 18 1986), (Fargo, Mar 8 1996), (Fargo, Mar 8 1996), (Fargo, Mar 8 1996), (Big, Jun 3 1988). How many rows does df.duplicated(subset=["Title", "Release Date"], keep=False).sum() count?',
          answer: 5,
          tolerance: 0,
          unit: "rows",
          explanation:
            'keep=False marks every row that has a twin, including the first one: both 1995 Heat rows and all three Fargo rows, 2 + 3 = 5. The 1986 Heat has a different release date, so it is a different film, and Big is unique. With the default keep="first" the count would be 3 (only the repeats), and drop_duplicates on these columns would leave 4 rows.',
        },
      ],
    },
    "Quiz: aggregation and joins": {
      passMark: 0.7,
      questions: [
        {
          id: "pd-a1",
          type: "numeric",
          prompt:
            'A table has five films with (Major Genre, IMDB Rating): (Drama, 7.5), (Drama, NaN), (Comedy, 6.1), (Drama, 8.0), (Comedy, NaN). What does df.groupby("Major Genre")["IMDB Rating"].count() return for Drama?',
          answer: 2,
          tolerance: 0,
          unit: "films",
          explanation:
            'count counts the non-missing values of the column: Drama has 7.5 and 8.0, so 2. The tempting answer 3 is what size() returns, because size counts rows whether or not the rating is missing. Use size() for "how many films" and count for "how many films have a rating".',
        },
        {
          id: "pd-a2",
          type: "single",
          prompt:
            "You want a new column on every film holding the median Production Budget of that film's genre, so you can flag films above their genre's median. Which expression gives it?",
          choices: [
            { id: "a", text: 'movies.groupby("Major Genre")["Production Budget"].transform("median")' },
            { id: "b", text: 'movies.groupby("Major Genre")["Production Budget"].median()' },
            { id: "c", text: 'movies.groupby("Major Genre").agg(median_budget=("Production Budget", "median"))' },
            { id: "d", text: 'movies["Production Budget"].median()' },
          ],
          correct: "a",
          explanation:
            "transform returns a result the same length as the original table, each row receiving its own group's median, so it can be assigned as a column and compared row by row. median() and agg() return one row per genre (a summary table, not a column for every film), and the plain median() is one number for all films, ignoring genre.",
        },
        {
          id: "pd-a3",
          type: "single",
          prompt:
            'movies.pivot(index="Major Genre", columns="MPAA Rating", values="Worldwide Gross") fails with "Index contains duplicate entries". What should you use instead?',
          choices: [
            {
              id: "a",
              text: 'movies.pivot_table(index="Major Genre", columns="MPAA Rating", values="Worldwide Gross", aggfunc="sum")',
            },
            { id: "b", text: 'movies.drop_duplicates("Major Genre") and then the same pivot' },
            {
              id: "c",
              text: 'movies.melt(id_vars=["Major Genre"], value_vars=["Worldwide Gross"])',
            },
            { id: "d", text: "The same pivot after sorting by Major Genre" },
          ],
          correct: "a",
          explanation:
            "Many films share a genre and rating, so each cell has several values; pivot does no aggregation and refuses. pivot_table with an aggfunc says how to combine them (sum, median, ...). Dropping duplicate genres would throw away almost every film, melt goes the other way (wide to long), and sorting does not remove the repeated pairs.",
        },
        {
          id: "pd-a4",
          type: "numeric",
          prompt:
            'orders has 4 rows with customer_id A, A, B, C. customers has 3 rows with customer_id A, A, B (A was entered twice by mistake). How many rows does orders.merge(customers, on="customer_id", how="left") return?',
          answer: 6,
          tolerance: 0,
          unit: "rows",
          explanation:
            'Each of the 2 A orders matches both A customer rows (2 × 2 = 4), the B order matches once (1), and the C order has no match but a left join keeps it with NaN (1): 4 + 1 + 1 = 6. Expecting 4 is the tempting mistake; the duplicated key silently multiplied rows. validate="many_to_one" would have raised an error instead.',
        },
        {
          id: "pd-a5",
          type: "multiple",
          prompt:
            "You left-join a distributor lookup table onto movies. Which of these would reveal a join that silently duplicated or failed to match rows?",
          choices: [
            { id: "a", text: "Comparing len(movies) with len(joined)" },
            { id: "b", text: 'Passing validate="many_to_one" to merge' },
            { id: "c", text: 'Passing indicator=True and checking value_counts() of _merge for "left_only" rows' },
            { id: "d", text: 'Switching to how="inner" so that unmatched rows do not appear' },
          ],
          correct: ["a", "b", "c"],
          explanation:
            'A left join onto a lookup should keep the row count; a bigger result means duplicate keys, which validate="many_to_one" turns into an error. indicator=True shows which rows found no partner (often keys differing only in spelling or whitespace, like "Universal "). An inner join does not fix a mismatch; it hides it by dropping those films.',
        },
        {
          id: "pd-a6",
          type: "single",
          prompt:
            'You have films with a Released datetime column and want total Worldwide Gross per month with resample("MS"). Which preparation is right?',
          choices: [
            {
              id: "a",
              text: 'Drop rows where Released is NaT, keep a plausible date range, set_index("Released") and sort_index(), then resample("MS").sum()',
            },
            { id: "b", text: 'Call movies.resample("MS").sum() directly; pandas finds the date column itself' },
            {
              id: "c",
              text: 'Group by movies["Released"].dt.month and sum; that is the same as resampling by month',
            },
            { id: "d", text: "Fill missing dates with today's date so no film is lost, then resample" },
          ],
          correct: "a",
          explanation:
            "resample needs a DatetimeIndex (or an on= column), and it should be clean and sorted: NaT and future-dated errors would distort the series. Grouping by .dt.month pools every January across all years, which shows seasonality, not a monthly time series. Filling unknown dates with today invents a spike in the current month.",
        },
      ],
    },
  },
  projectBrief: `# Project: e-commerce sales analysis

## Scenario

ReelCart, a fictional online store selling DVDs and digital films, wants to plan next year's catalogue. The buying team asks which kinds of films sell on home video and whether box-office success predicts it. You have the industry data the team licensed: box office, budgets, ratings and US DVD sales per film.

## The data

The **Movies and Box Office** data set from the data playground, table \`movies.csv\` (one row per film). Columns you will need: \`Title\`, \`US Gross\`, \`Worldwide Gross\`, \`US DVD Sales\`, \`Production Budget\`, \`Release Date\`, \`MPAA Rating\`, \`Distributor\`, \`Source\`, \`Major Genre\`, \`Creative Type\`, \`Rotten Tomatoes Rating\`, \`IMDB Rating\`, \`IMDB Votes\`.

## Questions to answer

1. How complete is the data? Profile missing values per column and document the rows you exclude for each question.
2. Which \`Major Genre\` values have the highest median \`US DVD Sales\`, and the highest DVD sales relative to \`US Gross\`?
3. How do DVD sales vary by \`MPAA Rating\` and by \`Creative Type\`? Show a pivot table of median DVD sales with genre as rows and rating as columns.
4. Parse \`Release Date\`, flag impossible dates, and resample to years: how did total DVD sales and the number of films with DVD data change over time?
5. Does critical reception matter? Compare median DVD sales for films above and below the median \`IMDB Rating\`, within each genre.
6. Which ten distributors' films earn the most DVD sales per film (minimum 10 films with DVD data)?

## Deliverables

- A notebook \`reelcart_analysis.ipynb\` that answers each question in its own section with a one-sentence finding.
- A cleaned file \`output/movies_clean.csv\` with parsed dates and your added columns (e.g. \`Year\`, \`DVD to US gross ratio\`).
- At least four charts (one per question 2, 4, 5 and 6), saved as PNG in \`output/\`.
- A short summary (5 bullet points) for the buying team at the top of the notebook.

## Hand-in checklist

- [ ] Restart & Run All works from a fresh kernel.
- [ ] The data path and year range are parameters in one cell.
- [ ] Missing values are handled per question and explained, not zero-filled.
- [ ] Dates are parsed with an explicit format and future-dated films are flagged.
- [ ] Every \`merge\` is checked for row counts (e.g. with \`validate=\`).
- [ ] Charts have titles, axis labels with units, and sorted categories.
- [ ] Figures in the summary match the notebook outputs.
`,
} satisfies CourseNotes;
