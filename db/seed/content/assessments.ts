import type { QuestionInput } from "~/core/quiz.ts";
import type { AssessmentDomain } from "~/core/assessment.ts";
import type { assessmentQuestions, assessments } from "~/db/schema/surveys.ts";

/**
 * The data literacy assessment and the tool assessments (issue 17): each bank is larger than one
 * attempt, so a retake draws a different set. Questions are quiz engine questions (core/quiz.ts).
 */

/** A question before its id (made from the assessment, domain and position). */
type Q = QuestionInput extends infer T ? (T extends unknown ? Omit<T, "id"> : never) : never;
const letters = ["a", "b", "c", "d", "e"];
const choices = (texts: string[]) => texts.map((text, i) => ({ id: letters[i]!, text }));
const one = (prompt: string, options: string[], correct: number, explanation: string): Q => ({
  type: "single",
  prompt,
  choices: choices(options),
  correct: letters[correct]!,
  explanation,
});
const many = (prompt: string, options: string[], correct: number[], explanation: string): Q => ({
  type: "multiple",
  prompt,
  choices: choices(options),
  correct: correct.map((i) => letters[i]!),
  explanation,
});
const num = (prompt: string, answer: number, explanation: string, tolerance = 0, unit?: string): Q => ({
  type: "numeric",
  prompt,
  answer,
  tolerance,
  explanation,
  ...(unit ? { unit } : {}),
});

interface AssessmentContent {
  slug: string;
  kind: "literacy" | "tool";
  title: string;
  summary: string;
  questionCount: number;
  timeLimitS: number | null;
  domains: (AssessmentDomain & { questions: Q[] })[];
}

const content: AssessmentContent[] = [
  {
    slug: "data-literacy",
    kind: "literacy",
    title: "Data Literacy Assessment",
    summary:
      "20 questions on reading charts, descriptive statistics, data quality, asking good questions of data and communicating results. 30 minutes.",
    questionCount: 20,
    timeLimitS: 30 * 60,
    domains: [
      {
        id: "reading-charts",
        title: "Reading charts",
        courseSlugs: ["data-visualization-principles", "data-literacy-essentials"],
        questions: [
          one(
            "A bar chart's value axis starts at 90 instead of 0. What is the main risk?",
            [
              "The bars become harder to label",
              "Small differences look much larger than they are",
              "The chart cannot show negative values",
              "Nothing; axes may start anywhere",
            ],
            1,
            "Bar length encodes the value, so a truncated axis exaggerates differences. Bars should start at zero.",
          ),
          one(
            "Which chart best shows how monthly revenue changed over two years?",
            ["Pie chart", "Line chart", "Scatter plot", "Stacked 100% bar chart"],
            1,
            "A line chart shows change over a continuous time axis most clearly.",
          ),
          one(
            "A scatter plot of ad spend against sales shows points rising from lower left to upper right. What does it suggest?",
            [
              "Ad spend causes sales",
              "A positive relationship between the two",
              "No relationship",
              "A negative relationship",
            ],
            1,
            "Points rising together show a positive association; a scatter plot alone cannot show causation.",
          ),
          one(
            "A pie chart has 14 slices of similar size. What is the better choice?",
            ["A 3D pie chart", "A sorted bar chart", "A donut chart", "A line chart"],
            1,
            "Angles are hard to compare; a sorted bar chart makes many similar values easy to rank.",
          ),
          one(
            "On a chart with two y-axes, revenue (left) and customers (right) lines cross in March. What can you conclude from the crossing?",
            [
              "Revenue per customer was 1 in March",
              "Nothing by itself: the two scales are independent",
              "Customers overtook revenue",
              "Revenue fell in March",
            ],
            1,
            "Where two lines on different axes cross depends only on how each axis was scaled.",
          ),
          one(
            "A histogram of order values has a long tail to the right. Which is most likely true?",
            [
              "The mean is above the median",
              "The mean equals the median",
              "The mean is below the median",
              "There are no outliers",
            ],
            0,
            "A few large values pull the mean up, so in a right-skewed distribution the mean is above the median.",
          ),
        ],
      },
      {
        id: "descriptive-stats",
        title: "Descriptive statistics",
        courseSlugs: ["statistics-for-analysts", "data-literacy-essentials"],
        questions: [
          num("What is the median of 3, 9, 4, 7, 12?", 7, "Sorted: 3, 4, 7, 9, 12. The middle value is 7."),
          num("What is the mean of 2, 4, 6, 8?", 5, "(2 + 4 + 6 + 8) / 4 = 20 / 4 = 5."),
          one(
            "Salaries in a team: 40k, 42k, 45k, 47k and 400k. Which summary best describes a typical salary?",
            ["The mean", "The median", "The maximum", "The range"],
            1,
            "The median (45k) is not pulled up by the one extreme value; the mean (114.8k) is.",
          ),
          num(
            "Sales rose from 200 to 250 units. What is the percentage increase?",
            25,
            "(250 − 200) / 200 = 0.25, a 25% increase.",
            0,
            "%",
          ),
          one(
            "Two data sets have the same mean; one has a much larger standard deviation. What does that tell you?",
            ["Its values are more spread out", "It has more rows", "Its median is larger", "It contains errors"],
            0,
            "Standard deviation measures spread around the mean.",
          ),
          one(
            "A metric went from 4% to 5%. Which statement is correct?",
            [
              "It rose by 1 percent",
              "It rose by 1 percentage point, a 25% relative increase",
              "It rose by 25 percentage points",
              "It rose by 20%",
            ],
            1,
            "The difference is 1 percentage point; relative to 4% that is a 25% increase.",
          ),
        ],
      },
      {
        id: "data-quality",
        title: "Data quality",
        courseSlugs: ["sql-data-cleaning", "excel-power-query-power-pivot"],
        questions: [
          many(
            "Which of these are data quality problems?",
            [
              "The same customer appears twice with different spellings",
              "Dates stored as text in mixed formats",
              "A column of prices in one currency",
              "Blank values in a required field",
            ],
            [0, 1, 3],
            "Duplicates, inconsistent formats and missing required values are quality problems; a consistent currency is not.",
          ),
          one(
            "A survey's age column contains the value 430. What should you do first?",
            [
              "Delete the whole data set",
              "Check it as a likely entry error before analyzing",
              "Keep it; it is real data",
              "Replace every age with the mean",
            ],
            1,
            "An impossible value is a probable entry error: investigate, then correct, exclude or flag it, and document the choice.",
          ),
          one(
            "Daily sales suddenly drop to zero for three days, then recover. What is the most useful first question?",
            [
              "Was data missing or a pipeline broken on those days?",
              "Which product sold best?",
              "What was the yearly average?",
              "Should we hire more staff?",
            ],
            0,
            "Gaps often come from data collection problems, not from real behavior. Check the data before explaining it.",
          ),
          one(
            "Why does joining two tables on a customer name, rather than a customer id, risk wrong results?",
            [
              "Names are longer to type",
              "Names are not unique and are spelled inconsistently",
              "Ids are always numbers",
              "Joins only work on numbers",
            ],
            1,
            "Different customers share names and the same customer's name is spelled in different ways; a unique id avoids both.",
          ),
          one(
            "After a join, your row count doubled. What is the most likely cause?",
            [
              "The join key is duplicated in one table",
              "The database is slow",
              "A filter was applied",
              "Null values were removed",
            ],
            0,
            "A key that appears more than once in the joined table multiplies the matching rows.",
          ),
          one(
            "What does it mean for a data set to be 'representative'?",
            [
              "It is very large",
              "It reflects the population you want to draw conclusions about",
              "It has no missing values",
              "It was collected recently",
            ],
            1,
            "A large but skewed sample can still mislead; representative data mirrors the population of interest.",
          ),
        ],
      },
      {
        id: "asking-questions",
        title: "Asking questions of data",
        courseSlugs: ["data-literacy-essentials", "sql-product-analytics"],
        questions: [
          one(
            "A manager asks 'Is our marketing working?'. What is the best first step?",
            [
              "Build a dashboard with every metric",
              "Agree on what 'working' means and how it will be measured",
              "Run a regression",
              "Collect more data",
            ],
            1,
            "A vague question needs a measurable definition (e.g. cost per new customer) before any analysis.",
          ),
          one(
            "Stores that play music have higher sales. What can you conclude?",
            [
              "Music causes higher sales",
              "There is an association; other factors could explain it",
              "Music lowers costs",
              "Stores should stop playing music",
            ],
            1,
            "Correlation is not causation: larger or busier stores may both play music and sell more.",
          ),
          one(
            "Which question can data answer most directly?",
            [
              "Should we be a more innovative company?",
              "How many customers bought again within 90 days last year?",
              "Is our brand loved?",
              "What will customers want in ten years?",
            ],
            1,
            "A specific, measurable question with a clear time frame can be answered from data.",
          ),
          one(
            "To find out whether a new checkout page increases purchases, the most reliable approach is:",
            [
              "Compare this month with last month",
              "Run an A/B test with randomly assigned visitors",
              "Ask the design team",
              "Look at the page's bounce rate",
            ],
            1,
            "Random assignment makes the two groups comparable, so a difference can be attributed to the page.",
          ),
          one(
            "You only analyze customers who answered a satisfaction survey. What bias might that add?",
            ["Survivorship or self-selection bias", "Rounding bias", "Recency bias in the database", "No bias"],
            0,
            "People who choose to answer may differ from those who do not.",
          ),
          many(
            "Which are good habits before starting an analysis?",
            [
              "Write down the decision the analysis should inform",
              "Check how the data was collected",
              "Decide the conclusion first",
              "Define the metrics and time period",
            ],
            [0, 1, 3],
            "Knowing the decision, the data's origin and the definitions keeps an analysis honest; deciding the answer first does not.",
          ),
        ],
      },
      {
        id: "communicating",
        title: "Communicating results",
        courseSlugs: ["data-storytelling", "data-visualization-principles"],
        questions: [
          one(
            "What should the title of a chart in a presentation usually state?",
            [
              "The name of the data source",
              "The main takeaway, e.g. 'Returns fell 12% after the new policy'",
              "The chart type",
              "The author's name",
            ],
            1,
            "An action title tells the audience what to see; the source belongs in a footnote.",
          ),
          one(
            "You present to executives with ten minutes. What comes first?",
            [
              "The methodology",
              "The recommendation and the key finding behind it",
              "Every chart you made",
              "The data cleaning steps",
            ],
            1,
            "Lead with the answer; keep the details for questions or an appendix.",
          ),
          one(
            "How should you report a result based on a small sample?",
            [
              "Hide the sample size",
              "State the sample size and the uncertainty",
              "Round it up",
              "Present it as certain",
            ],
            1,
            "Being open about sample size and uncertainty lets people weigh the result properly.",
          ),
          one(
            "Which use of color helps a chart most?",
            [
              "A different color for every bar",
              "Gray for context and one highlight color for the point you make",
              "Red and green for all categories",
              "A rainbow palette",
            ],
            1,
            "Highlighting one element in an otherwise muted chart draws attention to the message.",
          ),
          one(
            "A stakeholder misreads your dashboard. What is the best response?",
            [
              "Add more charts",
              "Ask how they read it and simplify the view or its labels",
              "Tell them to read more carefully",
              "Remove the dashboard",
            ],
            1,
            "A misreading is feedback on the design: find the confusion and make the view clearer.",
          ),
          one(
            "What belongs in a one-page summary of an analysis?",
            [
              "Only raw tables",
              "The question, the key findings, the recommendation and the main caveats",
              "Every SQL query",
              "A list of tools used",
            ],
            1,
            "A good summary answers the question, says what to do and names the limits.",
          ),
        ],
      },
    ],
  },
  {
    slug: "excel",
    kind: "tool",
    title: "Excel Skills Assessment",
    summary: "9 questions on formulas and lookups, PivotTables and Power Query. Untimed.",
    questionCount: 9,
    timeLimitS: null,
    domains: [
      {
        id: "excel-formulas",
        title: "Formulas and lookups",
        courseSlugs: ["excel-essentials", "excel-xlookup-dynamic-arrays"],
        questions: [
          num("What does =SUM(A1:A3) return when A1:A3 holds 2, 5 and 8?", 15, "2 + 5 + 8 = 15."),
          one(
            "Which formula keeps the reference to B1 fixed when copied down?",
            ["=A2*B1", "=A2*$B$1", "=A2*B$1$", "=$A2*B1"],
            1,
            "Dollar signs before the column and row make $B$1 an absolute reference.",
          ),
          one(
            "Which function finds a value in one column and returns the matching value from another, searching in either direction?",
            ["SUMIF", "XLOOKUP", "COUNTA", "CONCAT"],
            1,
            "XLOOKUP looks up a value and returns the matching item from a return range, left or right.",
          ),
          num(
            '=IF(A1>10,"High","Low") with A1 = 10: how many characters long is the result?',
            3,
            '10 is not greater than 10, so the result is "Low", 3 characters.',
          ),
        ],
      },
      {
        id: "excel-pivots",
        title: "PivotTables",
        courseSlugs: ["excel-pivot-tables"],
        questions: [
          one(
            "What should your data look like before building a PivotTable?",
            [
              "Merged header cells",
              "A table with one header row and one record per row",
              "Subtotals between groups",
              "Blank rows between months",
            ],
            1,
            "PivotTables need a flat table: one header row, one record per row, no subtotals or blank rows.",
          ),
          one(
            "You add new rows below the source range. What makes the PivotTable include them on refresh?",
            [
              "Nothing; it updates itself",
              "Having formatted the source as an Excel Table",
              "Sorting the data",
              "Saving the file",
            ],
            1,
            "A PivotTable based on an Excel Table grows with it; a fixed range does not.",
          ),
          one(
            "Which field area shows values as columns across the top?",
            ["Filters", "Columns", "Rows", "Values"],
            1,
            "Fields in Columns become column headings across the top.",
          ),
          one(
            "How do you show each region's share of total sales in a PivotTable?",
            ["Show Values As: % of Grand Total", "Sort descending", "Add a slicer", "Group the dates"],
            0,
            "Show Values As › % of Grand Total turns sums into shares.",
          ),
        ],
      },
      {
        id: "excel-power-query",
        title: "Power Query",
        courseSlugs: ["excel-power-query-power-pivot"],
        questions: [
          one(
            "What is the main benefit of cleaning data in Power Query instead of by hand?",
            [
              "It is prettier",
              "The steps are recorded and re-run on refresh",
              "It removes the need for formulas",
              "It makes files smaller",
            ],
            1,
            "Applied steps repeat every time the query refreshes with new data.",
          ),
          one(
            "Which Power Query operation combines twelve monthly files with the same columns into one table?",
            ["Merge", "Append", "Pivot", "Split column"],
            1,
            "Append stacks tables with the same columns; Merge joins them side by side.",
          ),
          one(
            "Which transformation turns columns Jan, Feb, Mar into a Month column and a Value column?",
            ["Unpivot columns", "Transpose", "Group by", "Fill down"],
            0,
            "Unpivot turns column headers into values of a new attribute column.",
          ),
          one(
            "A query errors after someone renamed a column in the source. Where do you fix it?",
            [
              "In the step that references the old name",
              "In the PivotTable",
              "In the file's properties",
              "By restarting Excel",
            ],
            0,
            "Each applied step names the columns it uses; update the step that refers to the old name.",
          ),
        ],
      },
    ],
  },
  {
    slug: "sql",
    kind: "tool",
    title: "SQL Skills Assessment",
    summary: "9 questions on querying, joins and aggregation. Untimed.",
    questionCount: 9,
    timeLimitS: null,
    domains: [
      {
        id: "sql-querying",
        title: "Querying and filtering",
        courseSlugs: ["mysql-data-analysis"],
        questions: [
          one(
            "Which clause filters rows before they are grouped?",
            ["HAVING", "WHERE", "ORDER BY", "LIMIT"],
            1,
            "WHERE filters rows; HAVING filters groups after GROUP BY.",
          ),
          one(
            "Which condition finds rows where email is missing?",
            ["email = NULL", "email IS NULL", "email == ''", "email NULL"],
            1,
            "NULL is never equal to anything, itself included; use IS NULL.",
          ),
          one(
            "What does SELECT DISTINCT country FROM customers return?",
            ["Every row", "Each country once", "The number of countries", "Countries sorted by size"],
            1,
            "DISTINCT removes duplicate rows from the result.",
          ),
          one(
            "Which pattern matches names starting with 'An'?",
            ["LIKE '%An'", "LIKE 'An%'", "LIKE '_An'", "= 'An*'"],
            1,
            "% matches any run of characters; 'An%' means starts with An.",
          ),
        ],
      },
      {
        id: "sql-joins",
        title: "Joins",
        courseSlugs: ["sql-joins-crash-course", "advanced-sql-postgresql"],
        questions: [
          one(
            "Which join keeps every customer, including those with no orders?",
            ["INNER JOIN orders", "customers LEFT JOIN orders", "customers RIGHT JOIN orders", "CROSS JOIN orders"],
            1,
            "A LEFT JOIN keeps every row of the left table, with NULLs where nothing matches.",
          ),
          num(
            "Table A has 3 rows, table B has 4. How many rows does A CROSS JOIN B return?",
            12,
            "A cross join pairs every row of A with every row of B: 3 × 4 = 12.",
          ),
          one(
            "How do you find customers who never ordered?",
            [
              "customers INNER JOIN orders",
              "customers LEFT JOIN orders … WHERE orders.id IS NULL",
              "SELECT * FROM orders",
              "customers UNION orders",
            ],
            1,
            "After a left join, customers without orders have NULL in every order column.",
          ),
          one(
            "What must two tables share for a UNION of their selected columns?",
            ["The same table name", "The same number of columns with compatible types", "A primary key", "An index"],
            1,
            "UNION stacks results, so the column count and types must line up.",
          ),
        ],
      },
      {
        id: "sql-aggregation",
        title: "Aggregation",
        courseSlugs: ["mysql-data-analysis", "advanced-sql-postgresql"],
        questions: [
          one(
            "Which query counts orders per customer?",
            [
              "SELECT customer_id, COUNT(*) FROM orders GROUP BY customer_id",
              "SELECT COUNT(customer_id) FROM orders",
              "SELECT customer_id FROM orders ORDER BY 1",
              "SELECT SUM(customer_id) FROM orders",
            ],
            0,
            "GROUP BY customer_id with COUNT(*) gives one count per customer.",
          ),
          one(
            "How do you keep only customers with more than 5 orders after grouping?",
            ["WHERE COUNT(*) > 5", "HAVING COUNT(*) > 5", "LIMIT 5", "FILTER 5"],
            1,
            "Conditions on aggregates go in HAVING.",
          ),
          num(
            "AVG(score) over the values 10, NULL, 20: what is the result?",
            15,
            "Aggregates skip NULL: (10 + 20) / 2 = 15.",
          ),
          one(
            "Which window function gives a running total of sales by date?",
            [
              "SUM(sales) OVER (ORDER BY date)",
              "SUM(sales) GROUP BY date",
              "RANK() OVER (ORDER BY sales)",
              "COUNT(DISTINCT date)",
            ],
            0,
            "An ordered window frame sums every row up to the current one.",
          ),
        ],
      },
    ],
  },
  {
    slug: "power-bi",
    kind: "tool",
    title: "Power BI Skills Assessment",
    summary: "9 questions on data modeling, DAX and the Power BI Service. Untimed.",
    questionCount: 9,
    timeLimitS: null,
    domains: [
      {
        id: "pbi-modeling",
        title: "Data modeling",
        courseSlugs: ["power-bi-desktop", "power-bi-quick-start"],
        questions: [
          one(
            "In a star schema, what does a fact table hold?",
            [
              "Descriptive attributes such as product names",
              "Measurable events such as sales lines",
              "Only dates",
              "Report layouts",
            ],
            1,
            "Facts hold events and their numbers; dimensions describe them.",
          ),
          one(
            "What is the usual relationship from a Products dimension to a Sales fact?",
            ["Many-to-many", "One-to-many", "One-to-one", "None"],
            1,
            "One product appears on many sales lines.",
          ),
          one(
            "Why add a dedicated date table?",
            [
              "To make the file larger",
              "For time intelligence functions and consistent date filtering",
              "Because visuals need it",
              "To store passwords",
            ],
            1,
            "Time intelligence in DAX needs a continuous, marked date table.",
          ),
          one(
            "Which filter direction is the safe default for relationships?",
            ["Single", "Both", "None", "Random"],
            0,
            "Single-direction filtering from dimension to fact avoids ambiguous paths.",
          ),
        ],
      },
      {
        id: "pbi-dax",
        title: "DAX",
        courseSlugs: ["power-bi-dax"],
        questions: [
          one(
            "What is the key difference between a measure and a calculated column?",
            [
              "Measures are evaluated in the filter context of the visual; columns are computed row by row at refresh",
              "There is none",
              "Columns are faster to write",
              "Measures cannot be formatted",
            ],
            0,
            "Measures respond to filters at query time; calculated columns are stored per row.",
          ),
          one(
            "Which function changes the filter context of a calculation?",
            ["CALCULATE", "SUM", "FORMAT", "RELATED"],
            0,
            "CALCULATE evaluates an expression under modified filters.",
          ),
          one(
            "Which function safely divides and returns blank on division by zero?",
            ["DIVIDE", "QUOTIENT", "MOD", "SWITCH"],
            0,
            "DIVIDE(numerator, denominator) handles zero denominators.",
          ),
          one(
            "Which expression returns sales for the same period last year?",
            [
              "CALCULATE([Sales], SAMEPERIODLASTYEAR('Date'[Date]))",
              "[Sales] - 1",
              "SUM(Sales[Year])",
              "FILTER(Sales, Year = 1)",
            ],
            0,
            "SAMEPERIODLASTYEAR shifts the dates in context back one year.",
          ),
        ],
      },
      {
        id: "pbi-service",
        title: "Power BI Service",
        courseSlugs: ["power-bi-service"],
        questions: [
          one(
            "What lets each sales rep see only their own region's data in a shared report?",
            ["Row-level security", "A bookmark", "A slicer", "Conditional formatting"],
            0,
            "Row-level security filters data by the signed-in user's role.",
          ),
          one(
            "What keeps a published report's data current from an on-premises database?",
            ["A gateway with scheduled refresh", "Emailing the file", "Refreshing the browser", "A theme file"],
            0,
            "An on-premises data gateway lets the Service refresh from local sources on a schedule.",
          ),
          one(
            "Where do you collaborate on reports with colleagues before sharing an app?",
            ["A workspace", "A local folder", "A theme", "A bookmark"],
            0,
            "Workspaces hold the content a team builds together.",
          ),
          one(
            "What is a dashboard in the Power BI Service?",
            [
              "A single page of pinned tiles from one or more reports",
              "A data source",
              "A DAX function",
              "A report theme",
            ],
            0,
            "Dashboards pin visuals from reports onto one canvas.",
          ),
        ],
      },
    ],
  },
  {
    slug: "tableau",
    kind: "tool",
    title: "Tableau Skills Assessment",
    summary: "9 questions on building views, calculations and Tableau Prep. Untimed.",
    questionCount: 9,
    timeLimitS: null,
    domains: [
      {
        id: "tableau-views",
        title: "Building views",
        courseSlugs: ["tableau-fundamentals"],
        questions: [
          one(
            "Blue pills in Tableau are…",
            ["Discrete", "Continuous", "Filters", "Errors"],
            0,
            "Blue is discrete (headers); green is continuous (axes).",
          ),
          one(
            "Which shelf colors marks by a field?",
            ["Color on the Marks card", "Rows", "Filters", "Pages"],
            0,
            "Dropping a field on Color encodes it in the marks' color.",
          ),
          one(
            "What are dimensions in Tableau typically?",
            [
              "Qualitative fields that slice data",
              "Numbers that get aggregated",
              "Calculated fields only",
              "Parameters",
            ],
            0,
            "Dimensions categorize; measures are aggregated.",
          ),
          one(
            "Which action lets clicking a bar filter the other sheets of a dashboard?",
            ["A filter action", "A bookmark", "A tooltip", "An extract"],
            0,
            "Dashboard filter actions pass the selection to other sheets.",
          ),
        ],
      },
      {
        id: "tableau-calcs",
        title: "Calculations",
        courseSlugs: ["tableau-advanced-calculations"],
        questions: [
          one(
            "Which calculation fixes sales per customer regardless of the view's dimensions?",
            ["{FIXED [Customer] : SUM([Sales])}", "SUM([Sales])", "RUNNING_SUM(SUM([Sales]))", "ATTR([Customer])"],
            0,
            "A FIXED level of detail expression computes at the dimensions it names.",
          ),
          one(
            "Table calculations such as RUNNING_SUM are computed…",
            ["On the results in the view", "In the data source", "Before filters", "Only in extracts"],
            0,
            "Table calculations operate on the aggregated values already in the view.",
          ),
          one(
            "Which function returns the profit ratio safely as an aggregate?",
            ["SUM([Profit]) / SUM([Sales])", "[Profit] / [Sales]", "AVG([Profit] / [Sales])", "COUNT([Profit])"],
            0,
            "Aggregate first, then divide, for a ratio of totals.",
          ),
          one(
            "What does a parameter let a viewer do?",
            [
              "Change a value used in calculations or filters",
              "Edit the data source",
              "Publish the workbook",
              "Add a new sheet",
            ],
            0,
            "Parameters are user inputs that calculations and filters can read.",
          ),
        ],
      },
      {
        id: "tableau-prep",
        title: "Tableau Prep",
        courseSlugs: ["tableau-prep"],
        questions: [
          one(
            "What is a Tableau Prep flow?",
            [
              "A sequence of cleaning and shaping steps from input to output",
              "A dashboard",
              "A chart type",
              "A calculated field",
            ],
            0,
            "Flows record each preparation step so they can be re-run.",
          ),
          one(
            "Which step stacks two tables with the same fields?",
            ["Union", "Join", "Pivot", "Aggregate"],
            0,
            "A union appends rows from tables with matching fields.",
          ),
          one(
            "How do you group 'N.Y.', 'NY' and 'New York' into one value in Prep?",
            [
              "Group values (e.g. by pronunciation or manually)",
              "Delete the column",
              "Sort the column",
              "Change the data type",
            ],
            0,
            "Group and replace cleans inconsistent spellings.",
          ),
          one(
            "What does the profile pane show?",
            ["The distribution of values in each field", "The final dashboard", "The server log", "User permissions"],
            0,
            "The profile pane summarizes each field so problems stand out.",
          ),
        ],
      },
    ],
  },
  {
    slug: "python",
    kind: "tool",
    title: "Python Skills Assessment",
    summary: "9 questions on Python basics, pandas and charting. Untimed.",
    questionCount: 9,
    timeLimitS: null,
    domains: [
      {
        id: "python-basics",
        title: "Python basics",
        courseSlugs: ["python-foundations"],
        questions: [
          num("What does len([3, 1, 4, 1, 5]) return?", 5, "The list has five items."),
          one(
            "Which type is {'a': 1, 'b': 2}?",
            ["list", "tuple", "dict", "set"],
            2,
            "Curly braces with key: value pairs make a dictionary.",
          ),
          num("What is the value of 7 // 2 in Python?", 3, "// is floor division: 7 / 2 = 3.5, floored to 3."),
          one(
            "What does [x * 2 for x in range(3)] produce?",
            ["[0, 2, 4]", "[2, 4, 6]", "[0, 1, 2]", "6"],
            0,
            "range(3) is 0, 1, 2; each doubled gives 0, 2, 4.",
          ),
        ],
      },
      {
        id: "python-pandas",
        title: "pandas",
        courseSlugs: ["python-pandas"],
        questions: [
          one(
            "Which call shows the first five rows of a DataFrame df?",
            ["df.head()", "df.first()", "df.top(5)", "df.show()"],
            0,
            "head() returns the first n rows, five by default.",
          ),
          one(
            "How do you select rows where df['sales'] is over 100?",
            ["df[df['sales'] > 100]", "df['sales' > 100]", "df.where('sales' > 100)", "df.sales(100)"],
            0,
            "A boolean Series inside the brackets filters the rows.",
          ),
          one(
            "Which computes total sales per region?",
            ["df.groupby('region')['sales'].sum()", "df.sum('region')", "df['region'].sum()", "df.pivot('sales')"],
            0,
            "groupby splits by region, then sum aggregates each group.",
          ),
          one(
            "What does df.isna().sum() tell you?",
            [
              "The number of missing values per column",
              "The total of each column",
              "The number of rows",
              "The data types",
            ],
            0,
            "isna marks missing values; summing counts them per column.",
          ),
        ],
      },
      {
        id: "python-visualization",
        title: "Charting",
        courseSlugs: ["python-data-visualization"],
        questions: [
          one(
            "Which library is pandas' .plot() built on by default?",
            ["matplotlib", "seaborn", "plotly", "bokeh"],
            0,
            "pandas plotting uses matplotlib as its default backend.",
          ),
          one(
            "Which seaborn function draws a histogram?",
            ["sns.histplot", "sns.lineplot", "sns.heatmap", "sns.barplot"],
            0,
            "histplot shows the distribution of a variable.",
          ),
          one(
            "How do you add a title to a matplotlib Axes ax?",
            ["ax.set_title('Sales')", "ax.title = 'Sales'", "plt.name('Sales')", "ax.header('Sales')"],
            0,
            "set_title sets the Axes' title.",
          ),
          one(
            "Which chart best shows the relationship between two numeric columns?",
            ["Scatter plot", "Pie chart", "Bar chart of counts", "Table"],
            0,
            "A scatter plot puts one variable on each axis.",
          ),
        ],
      },
    ],
  },
];

export const assessmentSeed: (typeof assessments.$inferInsert)[] = content.map((a, position) => ({
  slug: a.slug,
  kind: a.kind,
  title: a.title,
  summary: a.summary,
  questionCount: a.questionCount,
  timeLimitS: a.timeLimitS,
  domains: a.domains.map(({ id, title, courseSlugs }) => ({ id, title, courseSlugs })),
  position,
}));

export const assessmentQuestionSeed: (typeof assessmentQuestions.$inferInsert)[] = content.flatMap((a) =>
  a.domains.flatMap((d) =>
    d.questions.map((q, i) => {
      const id = `${a.slug}.${d.id}.${i + 1}`;
      return { id, assessmentSlug: a.slug, domain: d.id, question: { ...q, id }, position: i };
    }),
  ),
);
