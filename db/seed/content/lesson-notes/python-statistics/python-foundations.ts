import type { CourseNotes } from "../types.ts";

export default {
  practiceDataset: "ds_seattle-weather",
  videos: {
    "Why Python for analysts": `After this lesson you know what this course covers, how it is organised, and you have the practice data on your machine, ready for the first notebook.

## What the course covers

Python for the everyday work of an analyst: values and variables, strings, lists and dictionaries, conditions, loops, functions, packages and files. We skip computer-science detours. By the end you will automate a small weekly report with plain Python.

The course has three chapters: getting started (this lesson, Jupyter, variables), core skills (strings through files), and a practice chapter with a debugging reading, a knowledge check and the project.

## The practice data: Seattle Weather

Every exercise uses the **Seattle Weather** data set from the data playground. We use its daily table, \`seattle-weather.csv\`: one row per day from 2012-01-01 to 2015-12-31 with these columns:

| column | meaning |
| --- | --- |
| \`date\` | the day, as text \`YYYY-MM-DD\` |
| \`precipitation\` | rain or snow in mm |
| \`temp_max\`, \`temp_min\` | daily maximum and minimum in °C |
| \`wind\` | wind speed in m/s |
| \`weather\` | a one-word label: sun, rain, drizzle, fog or snow |

## Set up

1. Open **Seattle Weather** in the data playground and preview the daily table.
2. Download \`seattle-weather.csv\` and save it in the folder where you will keep your notebooks.
3. Install Python with Jupyter (Anaconda or \`pip install notebook\`).

\`\`\`python
import os

print(os.path.exists("seattle-weather.csv"))  # True means you are ready
\`\`\`

## Watch out

Save the CSV next to your notebook. Most "file not found" errors in week one come from a file sitting in Downloads while the notebook runs somewhere else.

## Try it

Open the CSV in a text editor and read the first five lines. Write down, in your own words, what one row describes and which column you expect to be text rather than a number.

## Worked answer

The first five lines of the file are the header and the first four days:

\`\`\`text
date,precipitation,temp_max,temp_min,wind,weather
2012-01-01,0.0,12.8,5.0,4.7,drizzle
2012-01-02,10.9,10.6,2.8,4.5,rain
2012-01-03,0.8,11.7,7.2,2.3,rain
2012-01-04,20.3,12.2,5.6,4.7,rain
\`\`\`

A model answer: "One row describes one day in Seattle: how much rain or snow fell (mm), the day's highest and lowest temperature (°C), the wind speed (m/s) and a one-word description of the weather. \`weather\` is text; \`date\` is also text until I convert it, even though it looks like a date."

Yours will differ in wording; a strong answer says that a row is one day (not one measurement or one station) and names \`weather\` as the text column. Noticing that \`date\` arrives as text is a bonus: Python reads every field of a CSV as text, which is why lesson 3 converts the numbers. Look at the first data line too: 2012-01-01 is labelled drizzle with 0.0 mm, so the label describes the day and does not always agree with the measurement.
`,
    "Working in Jupyter notebooks": `After this lesson you can create a notebook, run cells in any order on purpose (not by accident), mix code with notes, and restart cleanly.

## How a notebook works

A notebook is a list of cells. **Code cells** run Python and show the value of their last line underneath. **Markdown cells** hold your notes and headings. All code cells share one running Python process, the *kernel*, so a variable made in one cell exists in every other cell, in the order you ran them, not the order they appear.

Useful keys (command mode, press Esc first):

| key | does |
| --- | --- |
| Shift+Enter | run cell, move to the next |
| A / B | add a cell above / below |
| M / Y | make cell markdown / code |
| D D | delete cell |

## Worked example

\`\`\`python
first_line = open("seattle-weather.csv").readline()
first_line  # cell 1: shows the header line
\`\`\`

\`\`\`python
first_line.strip().split(",")  # cell 2: the last expression is displayed
\`\`\`

You should see the header as a list: \`['date', 'precipitation', 'temp_max', 'temp_min', 'wind', 'weather']\`.

## Common mistake

Running cell 2, then editing cell 1 and never rerunning it. The screen now shows code that does not match what is in memory. Before you share or trust a notebook, use **Kernel → Restart & Run All**; if it runs top to bottom without errors, the notebook is honest.

## Try it

Create a notebook named \`weather-notes.ipynb\`. Add a markdown cell with a title and one sentence about the data set, then a code cell that reads the header line of \`seattle-weather.csv\` and counts its columns with \`len(...)\`. Restart and run all to prove it works.

## Worked answer

Markdown cell: a title line \`# Seattle weather notes\`, then a sentence such as "Daily Seattle weather from 2012-01-01 to 2015-12-31: precipitation, highest and lowest temperature, wind and a one-word label per day."

Code cell:

\`\`\`python
with open("seattle-weather.csv") as f:
    header = f.readline()

columns = header.strip().split(",")
len(columns)
\`\`\`

The cell shows \`6\`: date, precipitation, temp_max, temp_min, wind and weather. After **Kernel → Restart & Run All** the code cell is numbered \`[1]\` and shows the same \`6\`, which proves it depends on nothing you ran earlier by hand.

If you get \`50\`, you measured the header text instead of its list of names: \`len(header)\` counts the characters of \`"date,precipitation,temp_max,temp_min,wind,weather\\n"\`, newline included. Split first, then count. Opening the file with \`with\` closes it for you once the header is read.
`,
    "Variables and data types": `After this lesson you can store values in variables, tell \`int\`, \`float\`, \`str\`, \`bool\` and \`None\` apart, and convert text read from a file into numbers you can calculate with.

## The idea

A variable is a name pointing at a value. The value has a *type*, and the type decides what you can do with it: you can add two floats, but adding \`"12.8"\` and \`"5.0"\` glues text together. Everything you read from a CSV arrives as text, so converting types is an analyst's first daily habit.

| type | example | note |
| --- | --- | --- |
| \`int\` | \`2015\` | whole numbers |
| \`float\` | \`12.8\` | decimals |
| \`str\` | \`"rain"\` | text, in quotes |
| \`bool\` | \`True\` | result of comparisons |
| \`NoneType\` | \`None\` | "no value" |

## Worked example

One row of the daily table, by hand:

\`\`\`python
date = "2012-01-02"
precipitation = "10.9"      # text, as read from the file
temp_max = float("10.6")
temp_min = float("2.8")

daily_range = temp_max - temp_min
is_wet = float(precipitation) > 0

print(type(precipitation), type(temp_max), type(is_wet))
print(f"{date}: range {daily_range:.1f} °C, wet day: {is_wet}")
\`\`\`

\`round(x, 1)\` and the f-string format \`:.1f\` both help when a float prints as \`7.799999999999999\` (try \`12.2 - 4.4\`); that tiny error is how computers store decimals, not a bug in your maths.

## Common mistake

Comparing text with numbers: \`"10.9" > 5\` raises a \`TypeError\`, and \`"9.0" > "10.9"\` is \`True\` because strings compare letter by letter. Convert with \`float()\` first.

## Try it

Copy the row for \`2012-01-03\` from \`seattle-weather.csv\` into variables (one per column), convert the numeric ones, and print the day's mean temperature \`(temp_max + temp_min) / 2\` and whether \`wind\` was above 4 m/s.

## Worked answer

The row in the file is \`2012-01-03,0.8,11.7,7.2,2.3,rain\`.

\`\`\`python
date = "2012-01-03"
precipitation = float("0.8")
temp_max = float("11.7")
temp_min = float("7.2")
wind = float("2.3")
weather = "rain"

mean_temp = (temp_max + temp_min) / 2
print(f"{date}: mean temperature {mean_temp:.2f} °C, wind above 4 m/s: {wind > 4}")
\`\`\`

This prints \`2012-01-03: mean temperature 9.45 °C, wind above 4 m/s: False\`. \`wind > 4\` is a comparison, so its result is a \`bool\` you can print or store.

Keep \`date\` and \`weather\` as text; only the four measurements need \`float()\`. Had you left \`temp_max\` as \`"11.7"\`, the \`+\` would glue the texts into \`"11.77.2"\` and the division would raise a \`TypeError\`. One detail to notice: \`:.1f\` prints 9.4 here, not 9.5, because 9.45 is stored as a float just below 9.45. Use two decimals when the half matters.
`,
    Strings: `After this lesson you can clean and slice text, split a CSV line into fields, and build readable output with f-strings.

## The idea

Strings are sequences of characters. You can index them (\`s[0]\`), slice them (\`s[0:4]\`), and call methods that return a new string; strings never change in place. The methods analysts reach for most:

| method | use |
| --- | --- |
| \`.strip()\` | remove spaces and the newline at the end of a line |
| \`.split(",")\` | break a CSV line into a list of fields |
| \`.lower()\`, \`.upper()\`, \`.title()\` | normalise case |
| \`.replace(a, b)\` | swap characters |
| \`.startswith("2014")\` | test a prefix |
| \`in\` | \`"rain" in label\` |

## Worked example

\`\`\`python
line = "2012-01-02,10.9,10.6,2.8,4.5,rain\\n"

fields = line.strip().split(",")
date, weather = fields[0], fields[5]

year, month, day = date.split("-")
print(year, month)                 # 2012 01
print(date[:7])                    # 2012-01, handy for monthly grouping
print(weather.upper())             # RAIN
print(f"{date} was a {weather} day with {float(fields[1]):.1f} mm")
\`\`\`

Dates stored as \`YYYY-MM-DD\` text sort correctly and slice nicely: \`date[:4]\` is the year, \`date[5:7]\` the month.

## Common mistake

Forgetting \`.strip()\`. The last field of a line read from a file ends in \`"\\n"\`, so \`fields[5] == "rain"\` is \`False\` for \`"rain\\n"\`. Strip the line before you split it.

## Try it

Take the header line of \`seattle-weather.csv\`, split it into column names, and print each name in upper case with its position, e.g. \`0 DATE\`. Then build the label \`"Seattle, March 2014"\` from the text \`"2014-03-15"\` using slicing and a small list of month names.

## Worked answer

\`\`\`python
with open("seattle-weather.csv") as f:
    header = f.readline()

for position, name in enumerate(header.strip().split(",")):
    print(position, name.upper())

months = ["January", "February", "March", "April", "May", "June",
          "July", "August", "September", "October", "November", "December"]
text = "2014-03-15"
label = f"Seattle, {months[int(text[5:7]) - 1]} {text[:4]}"
print(label)
\`\`\`

The loop prints six lines, \`0 DATE\`, \`1 PRECIPITATION\`, \`2 TEMP_MAX\`, \`3 TEMP_MIN\`, \`4 WIND\` and \`5 WEATHER\`, and the last line prints \`Seattle, March 2014\`.

\`text[5:7]\` is the text \`"03"\`, so convert it with \`int()\` before using it as an index, and subtract 1 because the list starts at position 0 (\`months[3]\` would be April). Without \`.strip()\` the last name is \`"weather\\n"\`, which prints \`5 WEATHER\` followed by an empty line.
`,
    "Lists, tuples and dictionaries": `After this lesson you can choose between a list, a tuple and a dictionary, and use each to hold rows and lookups from the weather data.

## The idea

- **List** \`[...]\`: an ordered, changeable collection. Use it for many values of the same kind, such as every day's \`temp_max\`.
- **Tuple** \`(...)\`: ordered and fixed. Use it for a record whose shape never changes, such as \`(date, temp_max)\`.
- **Dictionary** \`{key: value}\`: a lookup by name. Use it for one row with named fields, or for counts by category.

## Worked example

\`\`\`python
temps = [12.8, 10.6, 11.7, 12.2, 8.9]
temps.append(4.4)
print(len(temps), max(temps), sum(temps) / len(temps))
print(temps[0], temps[-1], temps[1:3])

hottest = ("2012-01-01", 12.8)          # a tuple record
date, value = hottest                     # unpacking

row = {"date": "2012-01-02", "precipitation": 10.9, "weather": "rain"}
print(row["weather"], row.get("wind", "not recorded"))

counts = {}
for label in ["rain", "sun", "rain", "fog"]:
    counts[label] = counts.get(label, 0) + 1
print(counts)   # {'rain': 2, 'sun': 1, 'fog': 1}
\`\`\`

The \`counts.get(label, 0) + 1\` pattern is the plain-Python version of a group-by count; you will use it in the project.

## Common mistake

Copying a list with \`b = a\`. Both names point at the same list, so \`b.append(...)\` changes \`a\` too. Use \`b = a.copy()\` or \`b = list(a)\` when you need a separate list.

## Try it

Build a list of five dictionaries by hand from the first five rows of \`seattle-weather.csv\` (keys = column names). Then compute a dictionary that counts the \`weather\` labels among them and a list of the \`temp_max\` values sorted from highest to lowest.

## Worked answer

\`\`\`python
rows = [
    {"date": "2012-01-01", "precipitation": 0.0, "temp_max": 12.8, "temp_min": 5.0, "wind": 4.7, "weather": "drizzle"},
    {"date": "2012-01-02", "precipitation": 10.9, "temp_max": 10.6, "temp_min": 2.8, "wind": 4.5, "weather": "rain"},
    {"date": "2012-01-03", "precipitation": 0.8, "temp_max": 11.7, "temp_min": 7.2, "wind": 2.3, "weather": "rain"},
    {"date": "2012-01-04", "precipitation": 20.3, "temp_max": 12.2, "temp_min": 5.6, "wind": 4.7, "weather": "rain"},
    {"date": "2012-01-05", "precipitation": 1.3, "temp_max": 8.9, "temp_min": 2.8, "wind": 6.1, "weather": "rain"},
]

counts = {}
for row in rows:
    counts[row["weather"]] = counts.get(row["weather"], 0) + 1
print(counts)

highs = sorted([row["temp_max"] for row in rows], reverse=True)
print(highs)
\`\`\`

You should see \`{'drizzle': 1, 'rain': 4}\` and \`[12.8, 12.2, 11.7, 10.6, 8.9]\`.

Type the measurements as numbers, not as quoted text. Sorted as strings, the same values come out as \`['8.9', '12.8', '12.2', '11.7', '10.6']\`, because text compares character by character and \`"8"\` comes after \`"1"\`. \`sorted\` returns a new list and leaves the dictionaries untouched; \`reverse=True\` puts the highest first.
`,
    "Conditional logic": `After this lesson you can make your code take different paths with \`if\`, \`elif\` and \`else\`, combine tests with \`and\`, \`or\` and \`not\`, and turn raw measurements into business-friendly categories.

## The idea

A condition is any expression that is \`True\` or \`False\`. Python checks \`if\` first, then each \`elif\` in order, and runs the first branch that is true; \`else\` catches the rest. Indentation (four spaces) marks what belongs to each branch.

Comparison operators: \`==\`, \`!=\`, \`<\`, \`<=\`, \`>\`, \`>=\`, plus \`in\` for membership. Combine with \`and\`, \`or\`, \`not\`.

## Worked example

Classify a day for a (fictional) outdoor café that decides how many tables to put out:

\`\`\`python
def day_type(precipitation, temp_max):
    if precipitation >= 10:
        return "washout"
    elif precipitation > 0 and temp_max < 10:
        return "cold and wet"
    elif temp_max >= 25:
        return "terrace day"
    else:
        return "ordinary"

print(day_type(10.9, 10.6))   # washout
print(day_type(0.0, 27.2))    # terrace day

weather = "drizzle"
if weather in ("rain", "drizzle", "snow"):
    print("bring the umbrellas in")
\`\`\`

Order matters: the washout test comes first, because a 12 mm day that is also cold should be a washout, not "cold and wet".

## Common mistake

Writing \`if weather == "rain" or "drizzle":\`. This is always true, because the non-empty string \`"drizzle"\` counts as \`True\` on its own. Write \`weather == "rain" or weather == "drizzle"\`, or better, \`weather in ("rain", "drizzle")\`.

## Try it

Write code that takes one row of \`seattle-weather.csv\` (as a dictionary) and prints \`"freezing night"\` when \`temp_min\` is below 0, \`"windy"\` when \`wind\` is 6 or more, and \`"calm"\` otherwise. Test it on three rows you pick from the file, including one from January.

## Worked answer

\`\`\`python
def describe(row):
    if float(row["temp_min"]) < 0:
        return "freezing night"
    elif float(row["wind"]) >= 6:
        return "windy"
    else:
        return "calm"

tests = [
    {"date": "2012-01-13", "precipitation": "0.0", "temp_max": "5.0", "temp_min": "-2.8", "wind": "1.3", "weather": "sun"},
    {"date": "2012-01-21", "precipitation": "3.0", "temp_max": "8.3", "temp_min": "3.3", "wind": "8.2", "weather": "rain"},
    {"date": "2012-01-03", "precipitation": "0.8", "temp_max": "11.7", "temp_min": "7.2", "wind": "2.3", "weather": "rain"},
]
for row in tests:
    print(row["date"], describe(row))
\`\`\`

The rows are typed as text, exactly as the file gives them, so the function converts with \`float()\` before comparing. This prints \`2012-01-13 freezing night\` (low of −2.8 °C), \`2012-01-21 windy\` (8.2 m/s) and \`2012-01-03 calm\`.

Run over all 1,461 days, the function gives 72 freezing nights, 79 windy days and 1,310 calm ones. The order of the tests decides one day: 2014-02-05 had a low of −5.5 °C and wind of 6.6 m/s, and with the freezing test first it counts only as a freezing night. If a day can carry both labels, use two separate \`if\` statements instead of \`elif\`.
`,
    "Loops and comprehensions": `After this lesson you can loop over every row of a file, accumulate totals and counts, and write list and dictionary comprehensions for short transformations.

## The idea

A \`for\` loop runs its body once per item. The standard analyst pattern is *accumulate*: set up a total or a dictionary before the loop, update it inside, use it after. \`enumerate()\` gives you a counter, \`zip()\` walks two lists side by side, \`break\` stops early and \`continue\` skips an item. A \`while\` loop repeats until a condition becomes false; you will need it far less often.

A **comprehension** builds a new list or dictionary in one line: \`[expression for item in items if condition]\`.

## Worked example

\`\`\`python
import csv

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

total_rain = 0.0
wet_days = 0
for row in rows:
    mm = float(row["precipitation"])
    total_rain += mm
    if mm > 0:
        wet_days += 1
print(f"{len(rows)} days, {wet_days} wet, {total_rain:.0f} mm in total")

temps_2015 = [float(r["temp_max"]) for r in rows if r["date"].startswith("2015")]
by_date = {r["date"]: float(r["temp_max"]) for r in rows}
print(len(temps_2015), by_date["2015-07-04"])
\`\`\`

You should see four years of days; \`temps_2015\` holds only the 2015 rows.

## Common mistake

Resetting the accumulator inside the loop (\`total_rain = 0\` as the loop's first line). You then only keep the last row's value. Initialise before the loop, update inside, report after.

## Try it

Loop over the rows and build a dictionary of total \`precipitation\` per year (use \`row["date"][:4]\` as the key). Then, with a comprehension, list the dates where \`temp_max\` was 30 °C or more.

## Worked answer

\`\`\`python
import csv

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

rain_by_year = {}
for row in rows:
    year = row["date"][:4]
    rain_by_year[year] = rain_by_year.get(year, 0.0) + float(row["precipitation"])

for year, mm in rain_by_year.items():
    print(year, round(mm, 1))

hot_days = [row["date"] for row in rows if float(row["temp_max"]) >= 30]
print(len(hot_days), hot_days[:3])
\`\`\`

The totals are 2012: 1226.0 mm, 2013: 828.0, 2014: 1232.8 and 2015: 1139.2, which add up to the 4,426 mm of the worked example. Print them unrounded and you see values such as \`1225.9999999999989\`: adding hundreds of decimals accumulates tiny float errors, so round when you report.

63 days reached 30 °C or more, starting with 2012-08-04, 2012-08-05 and 2012-08-12. All fall between May and September, and they get more frequent each year: 8 in 2012, 15 in 2013, 17 in 2014 and 23 in 2015. The hottest was 2014-08-11 at 35.6 °C. Keep the \`float()\` in the condition: compared as text, \`"4.4" >= "30"\` is \`True\`.
`,
    Functions: `After this lesson you can write your own functions with parameters, defaults and return values, document them, and reuse them across a notebook.

## The idea

A function packages steps under a name, so you write the logic once and test it once. It takes *parameters*, does its work and \`return\`s a result. Give parameters sensible defaults, keep each function to one job, and add a one-line docstring saying what it returns. Variables created inside a function are local: they vanish when it returns.

## Worked example

\`\`\`python
import csv

def load_weather(path="seattle-weather.csv"):
    """Return the daily rows as dictionaries with numeric fields converted."""
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        for col in ("precipitation", "temp_max", "temp_min", "wind"):
            r[col] = float(r[col])
    return rows

def mean(values):
    """Arithmetic mean of a non-empty list."""
    return sum(values) / len(values)

def monthly_mean(rows, column, month):
    """Mean of \`column\` for one month given as 'YYYY-MM'."""
    values = [r[column] for r in rows if r["date"].startswith(month)]
    return mean(values) if values else None

rows = load_weather()
print(round(monthly_mean(rows, "temp_max", "2014-07"), 1))
print(monthly_mean(rows, "wind", "2019-01"))  # None: no data for that month
\`\`\`

## Common mistake

Printing instead of returning. A function that ends with \`print(result)\` shows a number but hands back \`None\`, so \`monthly_mean(...) + 1\` fails. Return the value; print it where you call the function.

## Try it

Write \`wet_day_share(rows, year)\` that returns the share of days in a year with \`precipitation > 0\`, as a float between 0 and 1. Call it for 2012 to 2015 in a loop and print each year with the share formatted as a percentage (\`:.0%\`).

## Worked answer

\`\`\`python
def wet_day_share(rows, year):
    """Share of days in \`year\` with precipitation above 0, or None if the year has no data."""
    days = [row for row in rows if row["date"].startswith(str(year))]
    if not days:
        return None
    wet = sum(1 for row in days if row["precipitation"] > 0)
    return wet / len(days)

rows = load_weather()
for year in range(2012, 2016):
    print(year, f"{wet_day_share(rows, year):.0%}")
\`\`\`

\`load_weather()\` from the worked example has already turned \`precipitation\` into a float. The loop prints 2012 48%, 2013 42%, 2014 41% and 2015 39% (177 of 366 days, then 152, 150 and 144 of 365).

\`str(year)\` is needed because \`range\` gives integers and \`startswith\` only accepts text. The share falls every year, yet 2014 had the most rain in millimetres (1,232.8): how often it rains and how much it rains are different questions. The \`if not days\` guard returns \`None\` for a year outside the file instead of crashing with \`ZeroDivisionError\`; \`:.0%\` multiplies by 100 and adds the percent sign for you.
`,
    "Modules and packages": `After this lesson you can import from Python's standard library, install third-party packages with pip, and know which packages analysts use next.

## The idea

A **module** is a file of Python code; a **package** is a folder of modules. The *standard library* ships with Python (\`csv\`, \`statistics\`, \`datetime\`, \`pathlib\`, \`json\`, \`collections\`). Third-party packages such as pandas, matplotlib and requests are installed with \`pip install <name>\` (or \`%pip install <name>\` inside a notebook so it goes into the notebook's own environment).

Import styles:

\`\`\`python
import statistics                 # use as statistics.median(...)
from datetime import date         # use as date(...)
import pandas as pd               # conventional short alias
\`\`\`

## Worked example

\`\`\`python
import csv
import statistics
from collections import Counter
from datetime import date

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

wind = [float(r["wind"]) for r in rows]
print(statistics.median(wind), statistics.stdev(wind))

labels = Counter(r["weather"] for r in rows)
print(labels.most_common(3))

d = date.fromisoformat(rows[0]["date"])
print(d.strftime("%A %d %B %Y"))   # the weekday of the first day
\`\`\`

\`Counter\` replaces the hand-written counting loop, and \`date.fromisoformat\` turns the text date into a real date you can ask for weekdays or subtract.

## Common mistake

Naming your own notebook or script \`csv.py\` or \`statistics.py\`. Python then imports your file instead of the library and you get baffling \`AttributeError\`s. Never reuse a library's name for your files.

## Try it

Using \`datetime.date\` and \`collections.Counter\`, count how many days of each weekday had \`weather == "sun"\`. Then \`%pip install pandas\` and check \`import pandas as pd; pd.__version__\` runs; you will use it in the next course.

## Worked answer

\`\`\`python
import csv
from collections import Counter
from datetime import date

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

sunny = Counter(
    date.fromisoformat(row["date"]).strftime("%A")
    for row in rows
    if row["weather"] == "sun"
)
print(sunny.most_common())
\`\`\`

Of the 640 days labelled sun, Saturday has 98, Sunday and Wednesday 95 each, Tuesday 91, Thursday 89, Monday 88 and Friday 84. Each weekday occurs 208 or 209 times in the four years, so a spread of 84 to 98 is chance, not sunnier weekends: the weather does not know the calendar. Counting on text weekdays works here, but \`date(...).weekday()\` (0 = Monday) sorts more naturally in a report.

Then, in a new cell:

\`\`\`python
%pip install pandas
import pandas as pd
pd.__version__
\`\`\`

The last line shows the installed version as text, for example \`'2.2.3'\`. If the import fails with \`ModuleNotFoundError\` after a plain \`pip install\` in a terminal, the package went into a different Python than the notebook's kernel; \`%pip\` installs into the kernel's own environment. Restart the kernel if the import still fails after installing.
`,
    "Reading and writing files": `After this lesson you can read a CSV into Python, write a summary back out as CSV or text, and manage file paths safely with \`with\` and \`pathlib\`.

## The idea

\`open(path, mode)\` gives you a file object; \`with\` closes it for you even when an error happens. For CSV files use the \`csv\` module, not \`split(",")\`, because real CSVs contain quoted commas. \`csv.DictReader\` yields one dictionary per row; \`csv.DictWriter\` writes dictionaries out. \`pathlib.Path\` builds paths that work on Windows and Mac alike.

| mode | means |
| --- | --- |
| \`"r"\` | read (default) |
| \`"w"\` | write, replacing the file |
| \`"a"\` | append to the end |

## Worked example

A yearly summary written to a new CSV:

\`\`\`python
import csv
from pathlib import Path

src = Path("seattle-weather.csv")
out = Path("output") / "yearly_summary.csv"
out.parent.mkdir(exist_ok=True)

totals = {}
with src.open(newline="") as f:
    for row in csv.DictReader(f):
        year = row["date"][:4]
        t = totals.setdefault(year, {"year": year, "days": 0, "rain_mm": 0.0})
        t["days"] += 1
        t["rain_mm"] += float(row["precipitation"])

with out.open("w", newline="") as f:
    writer = csv.DictWriter(f, fieldnames=["year", "days", "rain_mm"])
    writer.writeheader()
    for t in totals.values():
        t["rain_mm"] = round(t["rain_mm"], 1)
        writer.writerow(t)

print(out.read_text())
\`\`\`

You should see a header and one line per year from 2012 to 2015.

## Common mistake

Opening with \`"w"\` the file you meant to read. Write mode empties the file the moment it opens. Keep inputs and outputs in different paths (here, an \`output\` folder).

## Try it

Write \`snow_days.csv\` containing only the rows where \`weather\` is \`snow\`, with the same header as the source file. Open it in the data playground's preview or a spreadsheet to check it has the right columns.

## Worked answer

\`\`\`python
import csv
from pathlib import Path

src = Path("seattle-weather.csv")
out = Path("output") / "snow_days.csv"
out.parent.mkdir(exist_ok=True)

snow = 0
with src.open(newline="") as f_in, out.open("w", newline="") as f_out:
    reader = csv.DictReader(f_in)
    writer = csv.DictWriter(f_out, fieldnames=reader.fieldnames)
    writer.writeheader()
    for row in reader:
        if row["weather"] == "snow":
            writer.writerow(row)
            snow += 1

print(snow)
\`\`\`

The script prints \`26\`, and \`output/snow_days.csv\` has 27 lines: the header \`date,precipitation,temp_max,temp_min,wind,weather\` and 26 snow days. They start with a run of seven from 2012-01-14 to 2012-01-20; 21 of the 26 fall in 2012, three in 2013, two in 2014 (the last on 2014-11-29) and none in 2015.

\`fieldnames=reader.fieldnames\` reuses the source header, so the columns keep their names and order without typing them. \`newline=""\` on both files stops the \`csv\` module from writing blank lines between rows on Windows, and writing into \`output/\` keeps the source file safe from a mistaken \`"w"\`.
`,
  },
  readings: {
    "Debugging tips for beginners": `The errors you will hit most while learning Python, and a routine for fixing them.

## Read the traceback from the bottom

The last line names the error type and message; the line above it points at your code. Read bottom-up, find the first line that is *your* cell, and look there.

## The errors you will meet first

| error | typical cause | fix |
| --- | --- | --- |
| \`NameError: name 'rows' is not defined\` | cell that defines it was not run, or a typo | run cells above; check spelling |
| \`TypeError: can only concatenate str (not "float") to str\` | mixing text and numbers | \`float()\` / \`str()\` or an f-string |
| \`ValueError: could not convert string to float: ''\` | empty field in a CSV | test \`if value:\` before converting |
| \`KeyError: 'Weather'\` | wrong dictionary key (case counts) | print \`row.keys()\` |
| \`IndexError: list index out of range\` | fewer items than you assumed | print \`len(...)\` |
| \`IndentationError\` | mixed or missing indentation | use four spaces consistently |
| \`FileNotFoundError\` | file not in the working folder | \`import os; os.getcwd()\` |

## A five-step routine

1. Read the last line of the traceback out loud.
2. Print the values going into the failing line: \`print(repr(x), type(x))\`. \`repr\` shows hidden \`\\n\` and spaces.
3. Shrink the problem: test the failing line on one row, not the whole file.
4. Restart the kernel and run all, to rule out stale variables.
5. Search the exact error message, minus your own names.

## Checks worth adding

\`\`\`python
import csv

with open("seattle-weather.csv", newline="") as f:
    rows = list(csv.DictReader(f))

assert len(rows) > 0, "no rows read"
assert set(rows[0]) == {"date", "precipitation", "temp_max", "temp_min", "wind", "weather"}
bad = [r["date"] for r in rows if float(r["temp_min"]) > float(r["temp_max"])]
print("rows where min > max:", bad)
\`\`\`

An \`assert\` stops the notebook with your message the moment an assumption breaks, which is far easier to debug than a wrong number three cells later.

## When you ask for help

Share the smallest code that shows the problem, the full traceback, and what you expected instead.
`,
  },
  quizzes: {
    "Knowledge check": {
      passMark: 0.7,
      questions: [
        {
          id: "pyf-k1",
          type: "single",
          prompt:
            'A row read from a weather file gives weather = "drizzle". What does if weather == "rain" or "drizzle": do?',
          choices: [
            {
              id: "a",
              text: 'Runs its block for every value of weather, because the string "drizzle" on its own counts as True',
            },
            { id: "b", text: 'Runs its block only when weather is "rain" or "drizzle"' },
            { id: "c", text: "Raises a SyntaxError" },
            { id: "d", text: "Never runs its block" },
          ],
          correct: "a",
          explanation:
            'Python reads it as (weather == "rain") or ("drizzle"), and a non-empty string is truthy, so the condition is always true. It looks like it works on this row, which is what makes it tempting. Write weather in ("rain", "drizzle").',
        },
        {
          id: "pyf-k2",
          type: "numeric",
          prompt:
            "total starts at 0 before a loop over [2.5, 0, 4, 1.5] that runs total = total + mm for each value mm. What does print(total) show after the loop?",
          answer: 8,
          tolerance: 0.001,
          explanation:
            "The accumulator starts at 0 before the loop and each pass adds one value: 2.5 + 0 + 4 + 1.5 = 8.0. Had total = 0 been the loop's first line, it would be reset every pass and print only the last value, 1.5.",
        },
        {
          id: "pyf-k3",
          type: "single",
          prompt: "a = [1, 2, 3]; b = a; b.append(4). What is a now?",
          choices: [
            { id: "a", text: "[1, 2, 3, 4]" },
            { id: "b", text: "[1, 2, 3]" },
            { id: "c", text: "[4]" },
            { id: "d", text: "An error, because a was not changed directly" },
          ],
          correct: "a",
          explanation:
            "b = a does not copy the list: both names point at the same list, so appending through b changes a too. Use b = a.copy() or list(a) when you need a separate list.",
        },
        {
          id: "pyf-k4",
          type: "multiple",
          prompt: "Which of these are real bugs that the course warns about?",
          choices: [
            {
              id: "a",
              text: "A function that ends with print(result) instead of return result, then used as monthly_mean(x) + 1",
            },
            { id: "b", text: "Saving your own script as csv.py in the folder where you import csv" },
            { id: "c", text: 'Opening the input file with open(path, "w") when you meant to read it' },
            { id: "d", text: "Using a dictionary to map station codes to station names" },
          ],
          correct: ["a", "b", "c"],
          explanation:
            "A function that only prints hands back None, so adding 1 fails; a file named csv.py shadows the library and gives baffling AttributeErrors; and write mode empties a file the moment it opens. A dictionary from codes to names is exactly what dictionaries are for.",
        },
        {
          id: "pyf-k5",
          type: "single",
          prompt:
            'A line read from a file is "2024-03-01,Leeds,rain\\n" and you split it on commas. Why is fields[2] == "rain" False?',
          choices: [
            { id: "a", text: 'The last field still ends in the newline, "rain\\n"; strip the line before splitting' },
            { id: "b", text: "Indexes start at 1, so the weather is fields[3]" },
            { id: "c", text: "split returns a tuple, which cannot be compared with a string" },
            { id: "d", text: "String comparison in Python ignores case, so it needs .lower()" },
          ],
          correct: "a",
          explanation:
            'Lines read from a file keep their trailing "\\n", and it stays on the last field after split. line.strip().split(",") fixes it. Indexes start at 0, so fields[2] is the right field; split returns a list.',
        },
        {
          id: "pyf-k6",
          type: "single",
          prompt: "Before you share a notebook, how do you check that its results match its code?",
          choices: [
            { id: "a", text: "Kernel → Restart & Run All, and confirm it runs top to bottom without errors" },
            { id: "b", text: "Save it, since saving reruns every cell" },
            { id: "c", text: "Rerun only the last cell, which shows the final result" },
            { id: "d", text: "Check that every cell has an execution number" },
          ],
          correct: "a",
          explanation:
            "Cells run in whatever order you clicked them, so an edited but not rerun cell leaves memory out of step with the code on screen. Only a fresh kernel running every cell in order proves the notebook is honest; execution numbers just show that cells ran at some point.",
        },
      ],
    },
  },
  projectBrief: `# Project: automating a weekly report

## Scenario

Puget Sound Outdoor Events, a fictional company, runs weekend markets and outdoor concerts around Seattle. Every Monday an operations analyst copies last week's weather into a spreadsheet by hand and emails a summary. You will replace that manual work with a Python script that produces the same report for any week, in seconds.

## The data

The **Seattle Weather** data set from the data playground, daily table \`seattle-weather.csv\` (one row per day, 2012 to 2015): \`date\`, \`precipitation\` (mm), \`temp_max\`, \`temp_min\` (°C), \`wind\` (m/s) and \`weather\` (sun, rain, drizzle, fog or snow). Use only the standard library (\`csv\`, \`datetime\`, \`statistics\`, \`collections\`, \`pathlib\`); no pandas.

## Questions to answer

1. For a given week (Monday to Sunday, chosen by its Monday's date), what were the total precipitation, the number of wet days and the warmest and coldest temperatures?
2. Which weather label was most common that week?
3. How does the week's average \`temp_max\` compare with the average \`temp_max\` of the same calendar month across all four years?
4. Were there any days that would have cancelled an event under the company's rule: \`precipitation\` of 10 mm or more, or \`wind\` of 7 m/s or more?
5. Across every full week in the file, which five weeks had the most precipitation?

## Deliverables

- A notebook \`weekly_report.ipynb\` with a function \`weekly_report(rows, monday)\` that returns a dictionary of the figures for questions 1 to 4.
- A function that writes the report as a short text file, e.g. \`report_2014-03-10.txt\`, with one line per figure and a plain-English first sentence.
- A CSV \`weekly_totals.csv\` with one row per full week (week start date, total precipitation, wet days, average \`temp_max\`) that answers question 5.
- Three example reports, for weeks you choose from different seasons.

## Hand-in checklist

- [ ] Kernel → Restart & Run All runs with no errors.
- [ ] The file path is set once at the top of the notebook.
- [ ] Numeric columns are converted with \`float()\` before any calculation.
- [ ] \`weekly_report\` rejects a date that is not a Monday, or that falls outside 2012 to 2015, with a clear message.
- [ ] Each function has a one-line docstring.
- [ ] The cancellation rule's thresholds are variables, not numbers buried in the code.
- [ ] The three example reports and \`weekly_totals.csv\` are saved in an \`output\` folder.
`,
} satisfies CourseNotes;
