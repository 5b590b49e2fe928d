import type { EntrySeed } from "./types.ts";

interface GuideSeed {
  slug: string;
  title: string;
  summary: string;
  format: string;
  audience: "individuals" | "business";
  date: string;
  chapters: string[];
  body: string;
}

const GUIDES: GuideSeed[] = [
  {
    slug: "excel-formulas-cheat-sheet",
    title: "The Excel Formulas Cheat Sheet",
    summary: "The 40 formulas analysts use most, grouped by task, with the syntax and a one-line example for each.",
    format: "Cheat sheet",
    audience: "individuals",
    date: "2026-10-20T10:00:00Z",
    chapters: [
      "Lookups: XLOOKUP, INDEX/MATCH, FILTER",
      "Logic: IF, IFS, SWITCH, AND, OR",
      "Text: TEXTSPLIT, LEFT, TRIM, CONCAT",
      "Dates: EOMONTH, NETWORKDAYS, DATEDIF",
      "Aggregation: SUMIFS, COUNTIFS, AGGREGATE",
      "Dynamic arrays: UNIQUE, SORTBY, SEQUENCE",
    ],
    body: `Keep this next to your keyboard. It holds the 40 formulas analysts use most, grouped by task, each with its syntax and a one-line example. Arguments in square brackets are optional.

All examples use one sales table in A1:G501, with headers in row 1 and one order per row: **A** Order ID (such as ORD-10482), **B** Order date, **C** Region, **D** Product, **E** Quantity, **F** Amount and **G** Delivery date. *Holidays* is a named range listing public holidays. XLOOKUP, XMATCH, FILTER, SORT, SORTBY, UNIQUE and SEQUENCE need Excel 2021 or Microsoft 365; TEXTSPLIT, TAKE and VSTACK need Excel 2024 or Microsoft 365.

## Lookups: XLOOKUP, INDEX/MATCH, FILTER

Find a value and bring back what belongs with it.

- **XLOOKUP** \`XLOOKUP(lookup_value, lookup_array, return_array, [if_not_found], [match_mode], [search_mode])\` finds a value in one range and returns the item in the same position of another; exact match is the default. Example: \`=XLOOKUP(J2, A2:A501, F2:F501, "Not found")\` returns the amount of the order ID in J2.
- **VLOOKUP** \`VLOOKUP(lookup_value, table_array, col_index_num, [range_lookup])\` searches the first column of a table and returns a column by its number; always pass FALSE for an exact match. Example: \`=VLOOKUP(J2, A2:G501, 6, FALSE)\` returns the same amount as the XLOOKUP above.
- **INDEX** \`INDEX(array, row_num, [column_num])\` returns the value at a position in a range. Example: \`=INDEX(D2:D501, 10)\` returns the product of the tenth order.
- **MATCH** \`MATCH(lookup_value, lookup_array, [match_type])\` returns the position of a value; pass 0 for an exact match, because the default expects sorted data. Example: \`=INDEX(F2:F501, MATCH(J2, A2:A501, 0))\` is the INDEX/MATCH pair, a lookup that works in every version of Excel.
- **XMATCH** \`XMATCH(lookup_value, lookup_array, [match_mode], [search_mode])\` is MATCH with exact match by default, and it can search from the end. Example: \`=XMATCH("West", C2:C501, 0, -1)\` returns the position of the last West order.
- **FILTER** \`FILTER(array, include, [if_empty])\` returns every row that meets a condition and spills it into the cells below; multiply conditions for AND. Example: \`=FILTER(A2:G501, (C2:C501="West")*(F2:F501>1000), "None")\` lists the West orders over 1,000.

## Logic: IF, IFS, SWITCH, AND, OR

Label, band and flag rows so they can be counted and filtered.

- **IF** \`IF(logical_test, value_if_true, [value_if_false])\` returns one value when a test is TRUE and another when it is FALSE. Example: \`=IF(F2>=1000, "Large", "Small")\` labels each order by size.
- **IFS** \`IFS(logical_test1, value_if_true1, [logical_test2, value_if_true2], ...)\` checks conditions in order and returns the value of the first TRUE one; end with TRUE as the catch-all. Example: \`=IFS(F2>=5000, "A", F2>=1000, "B", TRUE, "C")\` puts orders in three bands.
- **SWITCH** \`SWITCH(expression, value1, result1, [value2, result2], ..., [default])\` compares one value with a list of exact matches. Example: \`=SWITCH(C2, "North", "N", "South", "S", "Other")\` abbreviates regions.
- **AND** \`AND(logical1, [logical2], ...)\` is TRUE only if every condition is TRUE. Example: \`=AND(C2="West", F2>1000)\` flags large West orders.
- **OR** \`OR(logical1, [logical2], ...)\` is TRUE if at least one condition is TRUE. Example: \`=OR(C2="North", C2="South")\` flags orders from either region.
- **NOT** \`NOT(logical)\` turns TRUE into FALSE and FALSE into TRUE. Example: \`=NOT(ISBLANK(G2))\` is TRUE once the order has a delivery date.
- **IFERROR** \`IFERROR(value, value_if_error)\` returns a fallback when a formula returns an error. Example: \`=IFERROR(F2/E2, 0)\` returns 0 instead of #DIV/0! when the quantity is 0.

## Text: TEXTSPLIT, LEFT, TRIM, CONCAT

Clean up and reshape text before you analyze it.

- **TEXTSPLIT** \`TEXTSPLIT(text, col_delimiter, [row_delimiter], [ignore_empty], [match_mode], [pad_with])\` splits text into cells at a delimiter. Example: \`=TEXTSPLIT("Lisbon, Portugal", ", ")\` returns Lisbon and Portugal in two cells.
- **LEFT** \`LEFT(text, [num_chars])\` returns the first characters of a text. Example: \`=LEFT(A2, 3)\` returns "ORD" from ORD-10482.
- **RIGHT** \`RIGHT(text, [num_chars])\` returns the last characters. Example: \`=RIGHT(A2, 5)\` returns "10482" from ORD-10482.
- **MID** \`MID(text, start_num, num_chars)\` returns characters from the middle of a text. Example: \`=MID("2026-10-20", 6, 2)\` returns "10", the month.
- **TRIM** \`TRIM(text)\` removes spaces at the start and end of a text and repeated spaces between words. Example: \`=TRIM(" West region ")\` returns "West region", which now matches the region in a lookup.
- **SUBSTITUTE** \`SUBSTITUTE(text, old_text, new_text, [instance_num])\` replaces one piece of text with another. Example: \`=SUBSTITUTE(A2, "-", "")\` returns ORD10482.
- **CONCAT** \`CONCAT(text1, [text2], ...)\` joins texts and ranges into one text. Example: \`=CONCAT(C2, " - ", D2)\` returns "West - Helmet".
- **TEXTJOIN** \`TEXTJOIN(delimiter, ignore_empty, text1, [text2], ...)\` joins with a delimiter and can skip empty cells. Example: \`=TEXTJOIN(", ", TRUE, UNIQUE(C2:C501))\` lists every region in one cell.

## Dates: EOMONTH, NETWORKDAYS, DATEDIF

Excel stores dates as numbers, so you can add, subtract and group them.

- **TODAY** \`TODAY()\` returns today's date and updates whenever the workbook recalculates. Example: \`=TODAY()-B2\` returns the days since the order.
- **DATE** \`DATE(year, month, day)\` builds a date from three numbers. Example: \`=DATE(YEAR(B2), MONTH(B2), 1)\` returns the first day of the order's month.
- **EDATE** \`EDATE(start_date, months)\` returns the same day a number of months later (or earlier, with a negative number). Example: \`=EDATE(B2, 12)\` returns the date one year after the order.
- **EOMONTH** \`EOMONTH(start_date, months)\` returns the last day of the month that many months away; 0 is the same month. Example: \`=EOMONTH(B2, 0)\` returns the order's month end, the key to monthly reporting.
- **NETWORKDAYS** \`NETWORKDAYS(start_date, end_date, [holidays])\` counts working days between two dates, both included, without weekends and the listed holidays. Example: \`=NETWORKDAYS(B2, G2, Holidays)\` returns the working days from order to delivery.
- **WORKDAY** \`WORKDAY(start_date, days, [holidays])\` returns the date a number of working days later. Example: \`=WORKDAY(B2, 3, Holidays)\` returns the promised delivery date, three working days after the order.
- **DATEDIF** \`DATEDIF(start_date, end_date, unit)\` returns whole years ("Y"), months ("M") or days ("D") between two dates; Excel does not suggest it as you type, but it works. Example: \`=DATEDIF(B2, TODAY(), "M")\` returns the full months since the order.

## Aggregation: SUMIFS, COUNTIFS, AGGREGATE

Totals, counts and averages for exactly the rows you mean.

- **SUMIFS** \`SUMIFS(sum_range, criteria_range1, criteria1, [criteria_range2, criteria2], ...)\` adds the values whose rows meet every condition. Example: \`=SUMIFS(F2:F501, C2:C501, "West", B2:B501, ">="&DATE(2026,1,1))\` returns West sales since 1 January 2026.
- **COUNTIFS** \`COUNTIFS(criteria_range1, criteria1, [criteria_range2, criteria2], ...)\` counts the rows that meet every condition. Example: \`=COUNTIFS(C2:C501, "West", F2:F501, ">1000")\` counts the West orders over 1,000.
- **AVERAGEIFS** \`AVERAGEIFS(average_range, criteria_range1, criteria1, ...)\` averages the values whose rows meet every condition. Example: \`=AVERAGEIFS(F2:F501, D2:D501, "Helmet")\` returns the average amount of a helmet order.
- **MAXIFS** \`MAXIFS(max_range, criteria_range1, criteria1, ...)\` returns the largest value among the rows that meet every condition; MINIFS works the same way. Example: \`=MAXIFS(F2:F501, C2:C501, "West")\` returns the largest West order.
- **SUMPRODUCT** \`SUMPRODUCT(array1, [array2], ...)\` multiplies arrays position by position and adds the results, which lets you sum with conditions SUMIFS cannot express. Example: \`=SUMPRODUCT((C2:C501="West")*(MONTH(B2:B501)=3), F2:F501)\` returns West sales in March of any year.
- **AGGREGATE** \`AGGREGATE(function_num, options, ref1, [ref2], ...)\` runs SUM, AVERAGE, MAX and 16 more functions while ignoring errors, hidden rows or both. Example: \`=AGGREGATE(9, 6, F2:F501)\` sums the amounts and skips any #N/A or #DIV/0! (9 is SUM, 6 ignores errors).

## Dynamic arrays: UNIQUE, SORTBY, SEQUENCE

One formula that spills its results into neighbouring cells replaces a column of copied formulas. Refer to a whole spill with #, as in \`=ROWS(L2#)\`.

- **UNIQUE** \`UNIQUE(array, [by_col], [exactly_once])\` returns each different value once. Example: \`=UNIQUE(C2:C501)\` lists every region.
- **SORT** \`SORT(array, [sort_index], [sort_order], [by_col])\` sorts a range by one of its columns; -1 sorts descending. Example: \`=SORT(A2:G501, 6, -1)\` lists the orders by amount, largest first.
- **SORTBY** \`SORTBY(array, by_array1, [sort_order1], [by_array2, sort_order2], ...)\` sorts by values that need not be part of the result. Example: \`=SORTBY(UNIQUE(D2:D501), SUMIFS(F2:F501, D2:D501, UNIQUE(D2:D501)), -1)\` lists products from best to worst seller.
- **SEQUENCE** \`SEQUENCE(rows, [columns], [start], [step])\` returns a list of numbers. Example: \`=DATE(2026, SEQUENCE(12), 1)\` returns the first day of every month of 2026, ready for a monthly report.
- **TAKE** \`TAKE(array, rows, [columns])\` keeps the first rows of an array, or the last ones with a negative number. Example: \`=TAKE(SORT(A2:G501, 6, -1), 10)\` returns the ten largest orders.
- **VSTACK** \`VSTACK(array1, [array2], ...)\` stacks ranges on top of each other. Example: \`=VSTACK(Jan!A2:G200, Feb!A2:G200)\` combines two monthly sheets into one list.`,
  },
  {
    slug: "sql-interview-guide",
    title: "The SQL Interview Guide for Analysts",
    summary:
      "The question types you'll meet in analyst interviews, how to think out loud, and 15 practice problems with worked answers.",
    format: "Guide",
    audience: "individuals",
    date: "2026-09-15T10:00:00Z",
    chapters: [
      "What interviewers are really testing",
      "Joins and the questions they hide",
      "Aggregation and HAVING",
      "Window functions in interviews",
      "Thinking out loud",
      "15 practice problems",
    ],
    body: `Technical interviews for analyst roles almost always include SQL, and the questions repeat more than you'd think: find duplicates, the second-highest value, month-over-month growth, customers who never ordered. This guide explains what those questions are really checking, how to talk through your answer, and ends with fifteen practice problems on one small e-commerce schema, each with a worked answer and the common wrong answer explained.

## What interviewers are really testing

Correct syntax matters less than **how you reason**. A typo gets forgiven; a query that runs but answers a different question does not. Behind almost every SQL question sit four checks:

1. **Do you know what a row is?** Before you join or count, say what one row of each table represents: one customer, one order, one product within an order. Most wrong answers come from counting at the wrong grain.
2. **Do you think about duplicates?** Joins multiply rows. If you can say when a join can turn one row into several, you will count orders instead of order lines.
3. **Do you think about NULLs and empty groups?** Customers without orders, months without sales, a referrer that is missing: the question often hides one of them on purpose.
4. **Do you check your result?** A quick sanity check (does the total match? is any count suspiciously large?) is what separates an analyst from someone who can type SQL.

Expect three formats. **Live coding** in a shared editor, often without a database to run against. **Take-home exercises**, where readability and comments count as much as the result. And **whiteboard reasoning**, where you describe the query in words. The same habits work for all three.

## Joins and the questions they hide

Join questions rarely say "write a join". They say "customers who never ordered" (a LEFT JOIN and a NULL test), "every category, including those with no sales" (a LEFT JOIN from the complete list), or "each employee with their manager" (a self-join). Before you write, ask:

- **Which table is the complete list?** That table goes on the left of a LEFT JOIN. Everything you must not lose starts there.
- **Can the join multiply rows?** Joining orders to order items gives one row per item. Any count or sum of order-level values after that join is inflated.
- **Where does the filter go?** A condition on the right-hand table in WHERE removes the NULL rows that the LEFT JOIN kept, which quietly makes it an inner join. Put such filters in the ON clause or in a subquery.

\`NOT EXISTS\` deserves a mention too: for "rows without a match" it is clear and usually fast. \`NOT IN (subquery)\` looks similar but returns no rows at all if the subquery yields a single NULL, so prefer \`NOT EXISTS\` unless the column cannot be NULL.

## Aggregation and HAVING

Aggregation questions test whether you know the order in which a query is evaluated: FROM and joins, then WHERE, then GROUP BY, then HAVING, then SELECT, then ORDER BY and LIMIT.

- **WHERE filters rows, HAVING filters groups.** "Customers with at least three orders" needs HAVING; "completed orders only" needs WHERE.
- **Every selected column is grouped or aggregated.** PostgreSQL, SQL Server and MySQL (by default) refuse anything else; where a database accepts it, it returns an arbitrary value from the group.
- **Counting comes in three forms.** \`COUNT(*)\` counts rows, \`COUNT(column)\` counts non-NULL values and \`COUNT(DISTINCT column)\` counts different values. After a join, \`COUNT(DISTINCT order_id)\` is often the only correct way to count orders.
- **Averages need the right grain.** An average order value is an average over orders, so build one row per order first, then average.
- **Watch integer division.** In PostgreSQL and SQL Server, \`3 / 4\` is 0. Multiply by \`100.0\` before dividing when you want a percentage.

## Window functions in interviews

Window functions compute a value for each row from a set of related rows, without collapsing them the way GROUP BY does. Three families cover nearly every interview question:

- **Ranking:** \`ROW_NUMBER()\`, \`RANK()\` and \`DENSE_RANK()\`, for "top N per group" and "second highest". They differ only on ties: ROW_NUMBER numbers 1, 2, 3 regardless, RANK gives 1, 1, 3 and DENSE_RANK gives 1, 1, 2.
- **Offsets:** \`LAG()\` and \`LEAD()\`, for "compared with the previous month" and "time until the next order".
- **Running aggregates:** \`SUM() OVER (ORDER BY ...)\`, for running totals and moving averages.

\`PARTITION BY\` restarts the calculation for each group; \`ORDER BY\` inside OVER sets the order within it. Window functions run after GROUP BY and HAVING, so you can rank aggregated values, but you cannot filter on a window function in WHERE: compute it in a CTE or subquery, then filter the outer query.

## Thinking out loud

Interviewers cannot see your reasoning unless you say it. A simple script keeps you calm and gives them something to follow:

1. **Restate the question** in your own words, including its edge cases: "So a customer with only cancelled orders counts as never having ordered?"
2. **Describe the output** before you write anything: "One row per month, with the month, the number of orders and revenue."
3. **Name the grain and the joins:** "Orders is one row per order; joining items makes it one row per item, so I'll count distinct order ids."
4. **Write the query in steps**, with CTEs named after what they hold, and say what each step returns.
5. **Check the result:** "January should be around the same size as the monthly totals we saw; a cancelled order shouldn't appear."
6. **Mention what you'd do with more time:** an index, a test for duplicates, a question for the data owner.

If you get stuck, say what you are stuck on. "I'm not sure whether a refund should count as revenue; I'll exclude it and we can change the filter" is a good answer. Silence is not.

## 15 practice problems

Every problem uses the same four tables of a small online shop. The answers are written for PostgreSQL; the notes say where other databases differ. Try each problem before you read the answer, and say your plan out loud as you would in the interview.

\`\`\`sql
CREATE TABLE customers (
  customer_id  INT PRIMARY KEY,
  name         TEXT NOT NULL,
  email        TEXT NOT NULL,  -- not unique: imported from an old system
  country      TEXT NOT NULL,
  signup_date  DATE NOT NULL,
  referred_by  INT REFERENCES customers (customer_id)  -- NULL if nobody
);

CREATE TABLE products (
  product_id  INT PRIMARY KEY,
  name        TEXT NOT NULL,
  category    TEXT NOT NULL,
  price       NUMERIC(10, 2) NOT NULL  -- today's list price
);

CREATE TABLE orders (
  order_id     INT PRIMARY KEY,
  customer_id  INT NOT NULL REFERENCES customers (customer_id),
  order_date   DATE NOT NULL,
  status       TEXT NOT NULL  -- 'completed', 'cancelled' or 'refunded'
);

CREATE TABLE order_items (
  order_id    INT NOT NULL REFERENCES orders (order_id),
  product_id  INT NOT NULL REFERENCES products (product_id),
  quantity    INT NOT NULL,
  unit_price  NUMERIC(10, 2) NOT NULL,  -- the price paid on the day
  PRIMARY KEY (order_id, product_id)
);
\`\`\`

Two conventions hold throughout, and saying them is part of a good answer: **revenue** is \`quantity * unit_price\` from order items, and it counts **completed orders only**. One row of \`orders\` is one order; one row of \`order_items\` is one product within an order.

### Problem 1: Customers who have never ordered

List the names of customers who have never placed an order.

\`\`\`sql
SELECT c.customer_id, c.name
FROM customers AS c
LEFT JOIN orders AS o ON o.customer_id = c.customer_id
WHERE o.order_id IS NULL;
\`\`\`

The LEFT JOIN keeps every customer; customers without orders get NULLs in the order columns, and the WHERE clause keeps exactly those. \`WHERE NOT EXISTS (SELECT 1 FROM orders AS o WHERE o.customer_id = c.customer_id)\` is an equally good answer, and often the fastest.

**Common wrong answer:** an inner \`JOIN\` followed by \`WHERE o.order_id IS NULL\`. The inner join has already dropped every customer without an order, so the query returns no rows at all.

### Problem 2: Revenue by category, including categories with no sales

Show every product category with its revenue from completed orders, and 0 for a category that sold nothing.

\`\`\`sql
SELECT p.category,
       COALESCE(SUM(s.quantity * s.unit_price), 0) AS revenue
FROM products AS p
LEFT JOIN (
  SELECT oi.product_id, oi.quantity, oi.unit_price
  FROM order_items AS oi
  JOIN orders AS o ON o.order_id = oi.order_id
  WHERE o.status = 'completed'
) AS s ON s.product_id = p.product_id
GROUP BY p.category
ORDER BY revenue DESC;
\`\`\`

The subquery holds only the items of completed orders; the LEFT JOIN from \`products\` keeps the categories that have none, and \`COALESCE\` turns their NULL sum into 0. Moving the status test into the ON clause of a second LEFT JOIN (\`LEFT JOIN orders AS o ON ... AND o.status = 'completed'\`) is not enough: the item rows of cancelled orders survive that join and are still added up. Spotting that in your own draft, out loud, is exactly what interviewers hope to see.

**Common wrong answer:** three inner joins with \`WHERE o.status = 'completed'\`. The result looks right but silently leaves out every category without a sale, which is the very thing the question asked for. A condition on the right-hand table in WHERE turns a LEFT JOIN back into an inner join.

### Problem 3: Who referred whom

List every customer with the name of the customer who referred them, or "(none)".

\`\`\`sql
SELECT c.name,
       COALESCE(r.name, '(none)') AS referred_by
FROM customers AS c
LEFT JOIN customers AS r ON r.customer_id = c.referred_by
ORDER BY c.name;
\`\`\`

A self-join: the same table twice, under two aliases with two roles. Naming the roles (\`c\` for the customer, \`r\` for the referrer) keeps the ON condition readable.

**Common wrong answer:** \`JOIN customers AS r\` (an inner join). Customers nobody referred disappear, and in most shops that is the majority of them. The other classic slip is joining the wrong way round, \`ON r.referred_by = c.customer_id\`, which lists the people each customer referred.

### Problem 4: Duplicate e-mail addresses

The e-mail column was imported without checks. Find every address used by more than one customer, however it is capitalized, with how many customers use it.

\`\`\`sql
SELECT LOWER(TRIM(email)) AS email,
       COUNT(*) AS customers
FROM customers
GROUP BY LOWER(TRIM(email))
HAVING COUNT(*) > 1
ORDER BY customers DESC, email;
\`\`\`

Group by the normalized address, then keep the groups with more than one row.

**Common wrong answer:** \`GROUP BY email\`. It misses \`Ana@shop.com\` and \`ana@shop.com\`, the duplicates a real import is full of. Asking "do case and spaces matter here?" before writing anything is the reasoning the question is testing. (\`SELECT DISTINCT email\` is another miss: it hides duplicates instead of finding them.)

### Problem 5: Orders and revenue by month

For 2026, show each month's number of completed orders and their revenue.

\`\`\`sql
SELECT DATE_TRUNC('month', o.order_date)::date AS month,
       COUNT(DISTINCT o.order_id) AS orders,
       SUM(oi.quantity * oi.unit_price) AS revenue
FROM orders AS o
JOIN order_items AS oi ON oi.order_id = o.order_id
WHERE o.status = 'completed'
  AND o.order_date >= DATE '2026-01-01'
  AND o.order_date < DATE '2027-01-01'
GROUP BY 1
ORDER BY 1;
\`\`\`

After the join there is one row per item, so orders must be counted with \`COUNT(DISTINCT o.order_id)\`. The half-open date range (\`>=\` the first day, \`<\` the first day of the next year) works for dates and timestamps alike. In MySQL, group by \`DATE_FORMAT(o.order_date, '%Y-%m')\` instead of \`DATE_TRUNC\`.

**Common wrong answer:** \`COUNT(*)\` or \`COUNT(o.order_id)\`. Both count item rows, so an order with three products counts three times. This fan-out is the most common mistake in analyst interviews.

### Problem 6: Customers with at least three completed orders

List the customers who have three or more completed orders, with their count.

\`\`\`sql
SELECT c.customer_id, c.name,
       COUNT(*) AS completed_orders
FROM customers AS c
JOIN orders AS o ON o.customer_id = c.customer_id
WHERE o.status = 'completed'
GROUP BY c.customer_id, c.name
HAVING COUNT(*) >= 3
ORDER BY completed_orders DESC;
\`\`\`

WHERE filters rows before grouping (only completed orders are counted); HAVING filters groups after it (only customers with three or more). Here one row is one order, so \`COUNT(*)\` is safe.

**Common wrong answer:** \`WHERE COUNT(*) >= 3\`, which is an error, because aggregates do not exist yet when WHERE runs. The quieter mistake is moving the status test into HAVING, where it no longer filters individual orders.

### Problem 7: Average order value

What is the average value of a completed order?

\`\`\`sql
SELECT ROUND(AVG(order_total), 2) AS average_order_value
FROM (
  SELECT o.order_id,
         SUM(oi.quantity * oi.unit_price) AS order_total
  FROM orders AS o
  JOIN order_items AS oi ON oi.order_id = o.order_id
  WHERE o.status = 'completed'
  GROUP BY o.order_id
) AS totals;
\`\`\`

First build one row per order with its total, then average those rows. Saying "the grain I need is one row per order" before you type is the whole trick.

**Common wrong answer:** \`AVG(oi.quantity * oi.unit_price)\` over the joined rows. That is the average line value, not the average order value, and it is always smaller for orders with several products.

### Problem 8: Cancellation rate

What percentage of all orders were cancelled?

\`\`\`sql
SELECT ROUND(
         100.0 * COUNT(*) FILTER (WHERE status = 'cancelled') / COUNT(*),
         1
       ) AS cancelled_pct
FROM orders;
\`\`\`

\`FILTER\` counts only the cancelled rows; multiplying by \`100.0\` first makes the division decimal. Databases without \`FILTER\` can use \`SUM(CASE WHEN status = 'cancelled' THEN 1 ELSE 0 END)\`.

**Common wrong answer:** \`COUNT(*) FILTER (WHERE status = 'cancelled') / COUNT(*) * 100\`. Both counts are integers, so PostgreSQL and SQL Server divide them as integers and the answer is 0 unless every order was cancelled.

### Problem 9: The second-highest price

What is the second-highest list price in the catalogue, and which products have it?

\`\`\`sql
WITH ranked AS (
  SELECT name, price,
         DENSE_RANK() OVER (ORDER BY price DESC) AS price_rank
  FROM products
)
SELECT name, price
FROM ranked
WHERE price_rank = 2;
\`\`\`

\`DENSE_RANK\` gives equal prices the same rank and leaves no gaps, so rank 2 is the second-highest price even when several products share the highest one.

**Common wrong answer:** \`ORDER BY price DESC LIMIT 1 OFFSET 1\`. If two products share the top price, it returns the highest price again. Ask "what should happen with ties?" before you choose between \`ROW_NUMBER\`, \`RANK\` and \`DENSE_RANK\`.

### Problem 10: Top two products in each category

For each category, show the two products with the most revenue from completed orders.

\`\`\`sql
WITH product_revenue AS (
  SELECT p.category, p.name,
         SUM(oi.quantity * oi.unit_price) AS revenue
  FROM products AS p
  JOIN order_items AS oi ON oi.product_id = p.product_id
  JOIN orders AS o ON o.order_id = oi.order_id
  WHERE o.status = 'completed'
  GROUP BY p.category, p.name
),
ranked AS (
  SELECT *,
         ROW_NUMBER() OVER (
           PARTITION BY category ORDER BY revenue DESC, name
         ) AS n
  FROM product_revenue
)
SELECT category, name, revenue
FROM ranked
WHERE n <= 2
ORDER BY category, n;
\`\`\`

Aggregate first, rank second: window functions run after GROUP BY, so they can rank aggregated revenue. \`PARTITION BY\` restarts the numbering in each category; the extra \`name\` in ORDER BY makes ties come out the same way every time.

**Common wrong answer:** \`ORDER BY revenue DESC LIMIT 2\`, which returns the top two products overall, not per category. A window function cannot be used in WHERE directly either, which is why the ranking sits in a CTE.

### Problem 11: Month-over-month revenue growth

For each month, show revenue, the previous month's revenue and the growth in percent.

\`\`\`sql
WITH monthly AS (
  SELECT DATE_TRUNC('month', o.order_date)::date AS month,
         SUM(oi.quantity * oi.unit_price) AS revenue
  FROM orders AS o
  JOIN order_items AS oi ON oi.order_id = o.order_id
  WHERE o.status = 'completed'
  GROUP BY 1
)
SELECT month, revenue,
       LAG(revenue) OVER (ORDER BY month) AS previous_revenue,
       ROUND(
         100.0 * (revenue - LAG(revenue) OVER (ORDER BY month))
           / NULLIF(LAG(revenue) OVER (ORDER BY month), 0),
         1
       ) AS growth_pct
FROM monthly
ORDER BY month;
\`\`\`

\`LAG\` reads the value from the row before, in the order given. The first month has no previous month, so its growth is NULL, which is correct. \`NULLIF(..., 0)\` avoids a division-by-zero error.

**Common wrong answer:** joining the monthly table to itself on \`EXTRACT(MONTH FROM a.month) = EXTRACT(MONTH FROM b.month) + 1\`. It breaks at the turn of the year (January has no month 0) and joins months of different years. Mention one more caveat: a month without any sales is missing from \`monthly\`, so LAG would compare with the last month that had sales.

### Problem 12: Running total of revenue

Show daily revenue in March 2026 and the running total for the month.

\`\`\`sql
WITH daily AS (
  SELECT o.order_date AS day,
         SUM(oi.quantity * oi.unit_price) AS revenue
  FROM orders AS o
  JOIN order_items AS oi ON oi.order_id = o.order_id
  WHERE o.status = 'completed'
    AND o.order_date >= DATE '2026-03-01'
    AND o.order_date < DATE '2026-04-01'
  GROUP BY o.order_date
)
SELECT day, revenue,
       SUM(revenue) OVER (ORDER BY day) AS running_total
FROM daily
ORDER BY day;
\`\`\`

\`SUM() OVER (ORDER BY day)\` adds every row up to and including the current one. Totalling by day first gives one row per day, so the running total moves one step per row.

**Common wrong answer:** the same window over the raw item rows, \`SUM(oi.quantity * oi.unit_price) OVER (ORDER BY o.order_date)\`. With ORDER BY, the default window frame includes every row with the same date, so all rows of one day show the day's final total and the output has many rows per day. Aggregating to one row per day, or writing \`ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW\` with a unique order, avoids it.

### Problem 13: Days from first to second order

For each customer with a completed order, show the date of their first completed order and how many days passed until their second (empty if there was none).

\`\`\`sql
WITH numbered AS (
  SELECT customer_id, order_date,
         ROW_NUMBER() OVER w AS n,
         LEAD(order_date) OVER w AS next_order_date
  FROM orders
  WHERE status = 'completed'
  WINDOW w AS (PARTITION BY customer_id ORDER BY order_date, order_id)
)
SELECT customer_id,
       order_date AS first_order,
       next_order_date - order_date AS days_to_second
FROM numbered
WHERE n = 1
ORDER BY customer_id;
\`\`\`

\`LEAD\` looks one row ahead within the customer's own orders, so on the first row it holds the date of the second. In PostgreSQL subtracting two dates gives whole days; SQL Server uses \`DATEDIFF(day, order_date, next_order_date)\`. (The named \`WINDOW\` clause is PostgreSQL and MySQL 8; elsewhere repeat the OVER clause.)

**Common wrong answer:** \`MIN(order_date)\` for the first order and \`MIN(order_date)\` of the orders \`> first_order\` for the second. Two orders on the same day are missed, so a customer who came back the same day looks like one who never came back.

### Problem 14: Repeat purchase rate

Of the customers who completed at least one order, what percentage completed two or more?

\`\`\`sql
WITH per_customer AS (
  SELECT customer_id, COUNT(*) AS completed_orders
  FROM orders
  WHERE status = 'completed'
  GROUP BY customer_id
)
SELECT COUNT(*) AS buyers,
       COUNT(*) FILTER (WHERE completed_orders >= 2) AS repeat_buyers,
       ROUND(
         100.0 * COUNT(*) FILTER (WHERE completed_orders >= 2) / COUNT(*),
         1
       ) AS repeat_rate_pct
FROM per_customer;
\`\`\`

Build one row per buyer, then count two things over the same rows. Showing both counts next to the rate lets the interviewer check your denominator at a glance.

**Common wrong answer:** dividing by \`(SELECT COUNT(*) FROM customers)\`. That denominator includes people who never bought anything, so the "repeat rate" drops for reasons that have nothing to do with repeat buying. The question defined the denominator; repeating it back is how you avoid the trap.

### Problem 15: Products bought together

Which pairs of products appear together in the same completed order most often?

\`\`\`sql
SELECT pa.name AS product_a,
       pb.name AS product_b,
       COUNT(*) AS orders_together
FROM order_items AS a
JOIN order_items AS b
  ON b.order_id = a.order_id
 AND b.product_id > a.product_id
JOIN orders AS o ON o.order_id = a.order_id
JOIN products AS pa ON pa.product_id = a.product_id
JOIN products AS pb ON pb.product_id = b.product_id
WHERE o.status = 'completed'
GROUP BY pa.name, pb.name
ORDER BY orders_together DESC, product_a, product_b
LIMIT 10;
\`\`\`

Joining \`order_items\` to itself on the order pairs every product with every other product in the same order. The condition \`b.product_id > a.product_id\` keeps each pair once and never pairs a product with itself. Because the table's key is (order, product), each pair counts once per order.

**Common wrong answer:** \`b.product_id <> a.product_id\`. Every pair appears twice, as (A, B) and (B, A), with the same count, and the top ten shows five pairs.`,
  },
  {
    slug: "state-of-data-skills-2026",
    title: "The State of Data Skills 2026",
    summary:
      "What we learned from 2,400 learners and 120 team leads about the data skills in demand, how people learn them and what gets them hired.",
    format: "Report",
    audience: "business",
    date: "2026-06-01T10:00:00Z",
    chapters: [
      "Key findings",
      "The skills managers want",
      "How analysts learn",
      "The tools in use",
      "What gets people hired",
      "Recommendations for team leads",
    ],
    body: `Every year we survey our learners and business customers about the skills they use and need. This is the 2026 edition: what 2,400 learners and 120 team leads told us about the data skills in demand, how people learn them and what gets them hired. How the survey was run is explained in the note at the end.

Of the 2,400 learners, 1,150 (48%) work as analysts or in another data role, 770 (32%) use data in a different role, such as marketing or operations, and 480 (20%) are students or career changers looking for their first data role. The 120 team leads each manage at least one analyst.

## Key findings

- **SQL is the skill team leads most want in new analysts.** 68% named it among the three skills they value most, ahead of Excel at 54%, although Excel is still the tool most used at work (86% of working learners use it every week).
- **Communication is the gap.** 71% of team leads said their analysts' technical work is strong but their recommendations are hard to act on, and 52% put communicating findings among their top three skills.
- **Projects get people hired.** Learners who started a first data role in the last year were twice as likely to have a public portfolio as those still looking: 62% against 31%.
- **Learning happens in short sessions, and time is the barrier.** 58% of learners usually study for 30 minutes or less at a time, and 61% name a lack of time as their biggest obstacle. Only 35% of team leads give their team protected learning time.
- **Protected time makes a difference.** Learners whose employer sets time aside study a median of 3.5 hours a week, against 2 hours for those who learn in their own time.

## The skills managers want

We asked team leads to choose the three skills they value most in a new analyst, from a list of nine. Each lead chose exactly three, so the shares add up to 300%.

1. **SQL:** 68%
2. **Excel:** 54%
3. **Communicating findings:** 52%
4. **Power BI or Tableau:** 45%
5. **Cleaning and preparing data:** 33%
6. **Python:** 21%
7. **Statistics:** 14%
8. **Data modelling:** 8%
9. **Machine learning:** 5%

Two things stand out. First, the core of the analyst role has not moved far from getting data (SQL), working with it (Excel, data preparation) and showing it (BI tools): three of the four skills at the top are the tools analysts use every day. Machine learning, much discussed, was chosen by one lead in twenty.

Second, communication sits in third place, and it is where leads see the largest shortfall. 71% agreed that their analysts' technical work is strong but their recommendations are hard to act on. Asked what they would change first, leads most often described analysts who present every number they found instead of the one that matters, and analysis that ends with a chart rather than a recommendation.

## How analysts learn

Learners could choose every way they had learned data skills in the last year, so these shares add up to more than 100%:

- **Online courses:** 81%
- **Learning on the job from colleagues:** 57%
- **Free video tutorials:** 49%
- **Practice projects:** 44%
- **Books and documentation:** 29%
- **Bootcamps or university courses:** 12%

Learning is fitted around work. The median learner studies 2.5 hours a week, and 58% usually study in sessions of 30 minutes or less. Asked about their biggest obstacle, 61% named a lack of time, 34% not knowing what to learn next, 27% having no chance to use a new skill at work, and 18% cost.

Protected time changes the picture. Learners whose employer sets time aside for learning study a median of 3.5 hours a week, against 2 hours for those who learn in their own time. Yet only 35% of team leads said their team has protected learning time.

What makes a skill stick is using it. Of the learners who applied a new skill at work within a week of learning it, 78% said they could still use it confidently a month later, against 45% of those who had no chance to apply it soon.

## The tools in use

We asked the 1,920 learners who work (in a data role or another role) which tools they use at least once a week at work:

- **Excel:** 86%
- **SQL, in any database:** 58%
- **Power BI:** 44%
- **Google Sheets:** 39%
- **Python:** 27%
- **Tableau:** 17%
- **R:** 6%

Most people use several: the median working learner uses three of these tools every week, typically Excel alongside a database and a BI tool. Spreadsheets remain where analysis starts and where results are checked, even in teams with a modern BI platform.

Among the team leads, 74% said their team's main BI tool is Power BI, 18% Tableau and 8% another tool or none.

A new habit has arrived quickly: 46% of working learners use an AI assistant at least weekly to write or explain formulas, SQL or code. Team leads were cautious about it. Most said they welcome the speed but expect analysts to understand and check every line they use, which makes the fundamentals more important, not less.

## What gets people hired

430 learners started their first data role in the last 12 months. We compared them with the 480 learners still looking for one.

- **A public portfolio:** 62% of those hired had one, against 31% of those still looking.
- **Certificates:** 71% of those hired held at least one, against 66% of those still looking, a much smaller difference.
- **The search:** the median successful job seeker searched for four months and sent 35 applications.

Team leads tell the same story. Asked which single thing carries most weight when they hire a junior analyst, they answered:

1. **A practical task or case study during the interview:** 46%
2. **Projects in a portfolio:** 23%
3. **Relevant work experience:** 18%
4. **Certificates:** 8%
5. **A degree in a relevant subject:** 5%

Together, 69% of leads put doing the work, in an interview task or a portfolio, above everything else. The advice for job seekers follows: build two or three projects on real data that answer a clear question, write up what you found and what you would recommend, and practise explaining them out loud. Certificates help you learn and show commitment, but they rarely decide a hire on their own.

## Recommendations for team leads

1. **Hire for SQL and judgment, and test both.** A short practical task, with a question to answer rather than a query to write, shows how a candidate reasons. It is what 46% of leads already rely on most.
2. **Train storytelling alongside tools.** Pair every technical course with practice in presenting a recommendation: one slide, one chart, one decision. The communication gap will not close by itself.
3. **Protect learning time.** An hour or two a week, in the calendar, is the clearest difference we found between learners who progress and those who stall.
4. **Give analysts real questions early.** Skills applied within a week stick far better than skills saved for later, so connect learning to work that is already on the team's plate.
5. **Set expectations for AI assistants.** Encourage their use, and make understanding and checking the output part of the job, not an afterthought.
6. **Measure learning by the decisions it changes**, not by hours spent or courses completed.

*How we gathered these figures: an online survey we ran in April 2026 among learners on our platform and team leads at our business customers. 2,400 learners and 120 team leads took part; they chose to answer, so the results describe people already learning with us, not all analysts. Percentages are of everyone who answered a question, rounded to whole numbers; where people could choose several answers, the shares add up to more than 100%.*`,
  },
  {
    slug: "power-bi-dax-starter-guide",
    title: "The DAX Starter Guide",
    summary:
      "Measures, filter context and CALCULATE explained without jargon, with the twelve measures every Power BI report needs.",
    format: "Guide",
    audience: "individuals",
    date: "2026-05-05T10:00:00Z",
    chapters: [
      "Columns vs. measures",
      "Filter context in one picture",
      "CALCULATE, the most important function",
      "Time intelligence",
      "Twelve measures to copy",
    ],
    body: `DAX is where most Power BI learners get stuck, and it's almost always the same idea that unlocks it: **filter context**. This guide explains that idea without jargon, shows how CALCULATE changes it, and ends with the twelve measures every Power BI report needs, each explained line by line.

The examples use one small model that looks like most sales reports:

- **Sales**, one row per order line: Order ID, Order Date, Customer ID, Product ID, Quantity, Amount and Cost.
- **Product**, one row per product: Product ID, Product Name and Category.
- **Date**, one row per day, with Year, Month Number and Month columns (how to build it is in the time intelligence chapter).
- Relationships run one-to-many from Product[Product ID] and Date[Date] to the matching columns of Sales.

## Columns vs. measures

DAX can add two kinds of calculation to a model, and choosing the wrong one is the first stumbling block.

A **calculated column** is computed once for every row of a table when the data refreshes, and stored like any other column. It sees one row at a time:

\`\`\`dax
Line Margin = Sales[Amount] - Sales[Cost]
\`\`\`

A **measure** is not stored anywhere. It is computed when a visual needs it, once for every cell, total and card, using the filters that apply to that cell:

\`\`\`dax
Total Sales = SUM ( Sales[Amount] )
\`\`\`

Use this rule of thumb:

- **Use a column** for something you want to slice, filter or put on an axis: a price band, a customer segment, a fiscal year.
- **Use a measure** for anything you add up, count or divide: totals, ratios, averages, comparisons with last year. A ratio in a column is wrong as soon as it is totalled, because the sum of ratios is not the ratio of sums.
- **Prefer measures when in doubt.** They cost no memory, and they answer correctly at every level of a visual.

Two naming habits help everyone who reads your model: refer to columns with their table, \`Sales[Amount]\`, and to measures without one, \`[Total Sales]\`. Then you can tell them apart at a glance.

## Filter context in one picture

Put Category on the rows of a matrix, Year on its columns and the Total Sales measure in its values:

\`\`\`
                   2025         2026        Total
Bikes           412,000      455,000      867,000
Helmets          38,000       41,500       79,500
Total           450,000      496,500      946,500
\`\`\`

The measure is the same \`SUM ( Sales[Amount] )\` in every cell. What changes is the set of filters the cell applies before the sum runs:

- **455,000** is computed with two filters: Category is Bikes and Year is 2026.
- **867,000**, in the Total column, has only one filter: Category is Bikes.
- **496,500**, in the Total row, has only Year is 2026.
- **946,500**, the grand total, has no filters from the matrix at all.

Those filters are the cell's **filter context**. Slicers, the filter pane and cross-highlighting from other visuals add theirs on top. The filters sit on the Product and Date tables and flow along the relationships to Sales, so SUM only sees the sales rows that match.

That is why a total is not simply the sum of the cells above it: every total is computed again, from its own, smaller set of filters. For a sum the two agree. For a distinct count or a ratio they usually do not, and the recomputed total is the correct one.

## CALCULATE, the most important function

\`CALCULATE\` evaluates an expression in a modified filter context. It takes the filters of the current cell, applies the filters you give it, and then computes the expression:

\`\`\`dax
CALCULATE ( <expression>, <filter1>, <filter2>, ... )
\`\`\`

Three rules explain almost everything it does:

1. **A filter on a column replaces the existing filter on that column.** \`CALCULATE ( [Total Sales], 'Product'[Category] = "Bikes" )\` shows bike sales even on the Helmets row of the matrix above, because the row's Category filter is replaced. Wrap the condition in \`KEEPFILTERS ( ... )\` when you want it to narrow the existing filter instead; then the Helmets row is blank.
2. **Filters on different columns are combined with AND.** Add \`'Date'[Year] = 2026\` as a second argument and you get bikes in 2026.
3. **Functions that return tables of dates or remove filters are filters too.** \`REMOVEFILTERS ( 'Product' )\` removes every filter on Product, and \`SAMEPERIODLASTYEAR ( 'Date'[Date] )\` replaces the dates with the same dates a year earlier. This is how "share of total" and "last year" measures are written.

One more behaviour matters once you write iterators such as SUMX: when CALCULATE (or a measure, which is wrapped in one) runs inside a row-by-row calculation, it turns the current row into filters. That **context transition** is why \`SUMX ( VALUES ( 'Product'[Category] ), [Total Sales] )\` returns each category's sales and adds them up.

## Time intelligence

Time intelligence functions (year to date, same period last year, previous month) need a proper date table: one row for every day of every year in your data, no gaps, related to the date column of your facts. You can create one as a calculated table:

\`\`\`dax
Date =
ADDCOLUMNS (
    CALENDAR ( DATE ( 2024, 1, 1 ), DATE ( 2026, 12, 31 ) ),
    "Year", YEAR ( [Date] ),
    "Month Number", MONTH ( [Date] ),
    "Month", FORMAT ( [Date], "mmm" )
)
\`\`\`

Then mark it as the date table (Table tools, Mark as date table, choose the Date column), relate \`'Date'[Date]\` to \`Sales[Order Date]\`, sort Month by Month Number, and use the Date table's columns (never the Order Date column) on axes and slicers.

The functions you will use most all take the Date column:

- \`DATESYTD ( 'Date'[Date] )\` and \`TOTALYTD ( ... )\`: from the start of the year to the last date in the filter context.
- \`SAMEPERIODLASTYEAR ( 'Date'[Date] )\`: the dates in context, moved back one year.
- \`DATEADD ( 'Date'[Date], -1, MONTH )\`: the dates in context moved by any number of days, months, quarters or years. \`CALCULATE ( [Total Sales], DATEADD ( 'Date'[Date], -1, MONTH ) )\` is last month's sales.
- \`DATESINPERIOD ( 'Date'[Date], MAX ( 'Date'[Date] ), -3, MONTH )\`: a rolling window, here the last three months.

## Twelve measures to copy

Create them in this order: the later measures build on the earlier ones. Keep them in one table of their own (Enter data, an empty table named Measures) so they are easy to find, and set each one's format in the ribbon.

### 1. Total Sales

\`\`\`dax
Total Sales =
SUM ( Sales[Amount] )
\`\`\`

- \`Total Sales =\` names the measure. Every other measure below refers to it as \`[Total Sales]\`, so define the logic once.
- \`SUM ( Sales[Amount] )\` adds the Amount of every Sales row that the cell's filter context lets through.

### 2. Order Count

\`\`\`dax
Order Count =
DISTINCTCOUNT ( Sales[Order ID] )
\`\`\`

- \`DISTINCTCOUNT\` counts different values, not rows.
- \`Sales[Order ID]\` repeats on every line of an order, so counting rows would count order lines. If your table had one row per order, \`COUNTROWS ( Sales )\` would do.

### 3. Average Order Value

\`\`\`dax
Average Order Value =
DIVIDE ( [Total Sales], [Order Count] )
\`\`\`

- \`DIVIDE ( numerator, denominator )\` divides safely: it returns blank instead of an error when there are no orders.
- Averaging per order this way, rather than with \`AVERAGE ( Sales[Amount] )\`, matters: AVERAGE would give the average order line.

### 4. Customers

\`\`\`dax
Customers =
DISTINCTCOUNT ( Sales[Customer ID] )
\`\`\`

- \`DISTINCTCOUNT ( Sales[Customer ID] )\` counts the customers who bought something in the current filter context.
- It is not additive: a customer who bought in March and April counts once in the year total. That is correct, and the reason to use a measure, not a column, for it.

### 5. Gross Margin %

\`\`\`dax
Gross Margin % =
VAR SalesAmount = [Total Sales]
VAR CostAmount = SUM ( Sales[Cost] )
RETURN
    DIVIDE ( SalesAmount - CostAmount, SalesAmount )
\`\`\`

- \`VAR SalesAmount = [Total Sales]\` stores a value once, with a readable name.
- \`VAR CostAmount = SUM ( Sales[Cost] )\` does the same for the cost in the same filter context.
- \`RETURN\` starts the result; \`DIVIDE\` turns the margin into a ratio. Format the measure as a percentage.

### 6. Bike Sales

\`\`\`dax
Bike Sales =
CALCULATE (
    [Total Sales],
    'Product'[Category] = "Bikes"
)
\`\`\`

- \`CALCULATE (\` changes the filter context for the expression inside it.
- \`[Total Sales],\` is the expression to compute.
- \`'Product'[Category] = "Bikes"\` replaces any filter on Category with Bikes. On a Helmets row this still shows bike sales; use \`KEEPFILTERS ( 'Product'[Category] = "Bikes" )\` if it should be blank there.

### 7. % of All Products

\`\`\`dax
% of All Products =
DIVIDE (
    [Total Sales],
    CALCULATE ( [Total Sales], REMOVEFILTERS ( 'Product' ) )
)
\`\`\`

- \`[Total Sales],\` is the sales of the current product, category or selection.
- \`CALCULATE ( [Total Sales], REMOVEFILTERS ( 'Product' ) )\` is the same sales with every product filter removed, while date and other filters stay.
- \`DIVIDE\` gives the share; without a product slicer, the Total row shows 100%. Use \`ALLSELECTED ( 'Product' )\` instead of REMOVEFILTERS for "share of what the slicers selected".

### 8. Sales YTD

\`\`\`dax
Sales YTD =
TOTALYTD ( [Total Sales], 'Date'[Date] )
\`\`\`

- \`TOTALYTD (\` computes an expression from 1 January to the last date in the filter context.
- \`[Total Sales], 'Date'[Date]\` is the expression and the date column of your marked date table. For a financial year ending on 30 June, add a third argument: \`"6-30"\`.

### 9. Sales LY

\`\`\`dax
Sales LY =
CALCULATE (
    [Total Sales],
    SAMEPERIODLASTYEAR ( 'Date'[Date] )
)
\`\`\`

- \`CALCULATE (\` with a table of dates as its filter replaces the dates in context.
- \`[Total Sales],\` is computed for those replacement dates.
- \`SAMEPERIODLASTYEAR ( 'Date'[Date] )\` moves the current dates back one year: March 2026 becomes March 2025, and the year 2026 becomes 2025.

### 10. Sales YoY %

\`\`\`dax
Sales YoY % =
VAR CurrentSales = [Total Sales]
VAR PriorSales = [Sales LY]
RETURN
    DIVIDE ( CurrentSales - PriorSales, PriorSales )
\`\`\`

- \`VAR CurrentSales = [Total Sales]\` is sales in the current period.
- \`VAR PriorSales = [Sales LY]\` is the same period a year earlier, from measure 9.
- \`DIVIDE ( CurrentSales - PriorSales, PriorSales )\` is the growth rate, blank when there were no sales last year rather than an error or an infinite percentage.

### 11. Running Total

\`\`\`dax
Running Total =
CALCULATE (
    [Total Sales],
    FILTER (
        ALL ( 'Date'[Date] ),
        'Date'[Date] <= MAX ( 'Date'[Date] )
    )
)
\`\`\`

- \`CALCULATE ( [Total Sales],\` computes sales with the date filter built below.
- \`FILTER ( ALL ( 'Date'[Date] ),\` starts from every date, ignoring the current date filter.
- \`'Date'[Date] <= MAX ( 'Date'[Date] )\` keeps the dates up to the last date of the current cell, so each month shows everything sold until its end. Replace ALL with ALLSELECTED to start at the first date the slicers select.

### 12. Product Rank

\`\`\`dax
Product Rank =
IF (
    HASONEVALUE ( 'Product'[Product Name] ),
    RANKX ( ALL ( 'Product'[Product Name] ), [Total Sales] )
)
\`\`\`

- \`IF ( HASONEVALUE ( 'Product'[Product Name] ),\` computes a rank only where the cell shows exactly one product, so the Total row stays blank instead of showing a meaningless 1.
- \`RANKX ( ALL ( 'Product'[Product Name] ),\` ranks against every product name, not only the one in the current row.
- \`[Total Sales] )\` is the value to rank by, largest first; products with equal sales share a rank.`,
  },
  {
    slug: "building-a-data-culture",
    title: "Building a Data Culture: A Playbook for Team Leads",
    summary:
      "A practical 90-day plan to get your team asking better questions and answering them with data, from first audit to first wins.",
    format: "Guide",
    audience: "business",
    date: "2026-03-18T10:00:00Z",
    chapters: [
      "Audit: where decisions come from today",
      "Days 1-30: one shared metric",
      "Days 31-60: skills where they matter",
      "Days 61-90: make it a habit",
      "Measuring progress",
    ],
    body: `A data culture isn't a dashboard rollout. It's a team that asks "how do we know?" and has the skills to answer. This playbook turns that into a 90-day plan: a one-week audit before you start, three 30-day phases, and a way to measure whether any of it worked. It is written for the lead of a team of five to fifty people, with or without analysts of its own.

The plan asks for about two hours a week of your time, one hour a week from everyone else during the skills phase, and no new software. Most teams already have the data they need; what they lack is the habit of using it.

## Audit: where decisions come from today

Spend the week before day 1 finding out how your team decides today. Without that baseline you cannot tell, at day 90, whether anything changed.

List the ten most important decisions your team made last quarter: a price, a hire, a campaign, a process change, a supplier. For each one, write down:

1. **What was decided,** and by whom.
2. **What information was used:** data, an expert's opinion, a customer anecdote, last year's plan or nothing written down.
3. **Who could have analyzed the data,** if anyone, and whether they were asked.
4. **How long the information took to get.** Days spent waiting for a report are a clue to where skills or access are missing.
5. **What data would have changed the decision,** if it had been available.

Then sort the ten into three groups: **data-led** (the data shaped the decision), **data-checked** (the decision was made first and data confirmed it) and **instinct** (no data was used). Most teams find two or three data-led decisions. That is normal, and it is the number you will track.

Finish the audit with one page: the ten decisions, the three groups, the questions people wanted answered but could not, and the names of the people who answered the questions that did get answered. Often it is one person, and that is a risk as well as a strength. Share the page with the team; it explains why the next 90 days matter better than any speech.

## Days 1-30: one shared metric

Pick one metric everyone agrees matters and make it visible every week. Shared numbers create shared questions, and one metric is enough to start the habit.

A good first metric meets four tests:

- **The team can influence it** within weeks, not years.
- **It changes from week to week,** so there is something to talk about.
- **Everyone understands it** without a glossary.
- **It comes from a reliable source** that refreshes on its own.

Examples: orders shipped on time, tickets resolved within a day, trial sign-ups that become customers, hours billed against plan. Revenue is usually a poor first choice: too many things outside the team move it.

Week by week:

1. **Week 1: choose and define.** Agree the metric with the team, then write its definition in one paragraph: what counts, what does not, where the data comes from, who owns it and when it refreshes. Arguments about the definition now save months of arguing about the numbers later.
2. **Week 2: build the simplest view.** One chart of the last twelve weeks in the tool you already have (a spreadsheet is fine), updated automatically if possible and by a named person if not.
3. **Week 3: hold the first weekly review.** Ten minutes at the start of an existing team meeting: what moved, why we think it moved, and what we will check. Write the questions down.
4. **Week 4: start the question log.** Every question the metric raises goes on a shared list with a name against it and a date. Answer one or two before the next review, and report what you found, including "we were wrong".

By day 30 the team should be looking at the same number every week, and the question log should show what people want to know that they cannot yet answer. That list tells you which skills to build next.

## Days 31-60: skills where they matter

Train the people closest to the decisions, not only the analysts. A sales manager who can filter a pivot table answers her own question in five minutes; the same question sent to an analyst waits in a queue for a week.

Use the audit and the question log to decide who needs what:

- **Look at the unanswered questions.** Which skill would have answered each one: a lookup in a spreadsheet, a filter in a dashboard, a SQL query, a chart for a meeting?
- **Map current skills** quickly, with a short self-assessment. [The Analytics Team Skills Matrix](/guides-and-reports/analytics-team-skills-matrix), another of our free guides, gives you eighteen skills at five levels to rate against.
- **Choose two skills for the team,** not ten. Short, tool-specific learning beats long generic courses.

Week by week:

1. **Week 5: set up the learning.** Pick a short course or path for each of the two skills, and put one hour a week of learning time in everyone's calendar for the next four weeks.
2. **Week 6: learn with a real question.** Each person takes one question from the log and answers it with what they are learning. Learning that is used within a week sticks; learning saved for later fades.
3. **Week 7: pair up.** Pair people who are further along with those who are stuck, for thirty minutes. Your most skilled people learn to explain, which is a skill too.
4. **Week 8: show and tell.** Each person shows, in two minutes, a question they answered and what they found. The answers matter less than the message that everyone is expected to use data.

By day 60, most questions in the log should have an owner from the team itself, and the first answers should have come from people who were not analysts 30 days earlier.

## Days 61-90: make it a habit

Add a "what does the data say?" moment to the meetings you already have, rather than creating new ones. Habits stick when they attach to routines that already exist.

- **In planning meetings,** ask of every proposal: what would we expect to see in the data if this works, and how will we check?
- **In the weekly review,** keep the shared metric first on the agenda, and add a second metric only once the first one runs without you.
- **In decisions,** keep a short decision log: what was decided, what evidence was used and when you will look back. It takes two minutes per decision and turns the audit into a permanent record.
- **In one-to-ones,** ask what question each person answered with data this month.

Week by week:

1. **Weeks 9 and 10: hand over ownership.** Move the weekly review and the question log to someone in the team, so the habit no longer depends on you.
2. **Week 11: collect the first wins.** Find two or three decisions in the log that data changed: a campaign stopped early, a process fixed, a forecast corrected. Write each one up in a short paragraph.
3. **Week 12: share the wins beyond the team.** Send the stories to your own manager and to neighboring teams. Recognition from outside is what keeps a new habit alive after the 90 days.
4. **Week 13: run the audit again** and compare it with the first one, as described in "Measuring progress". Then plan the next quarter: a second metric, the next two skills, or both.

## Measuring progress

Measure the culture by the decisions it changes, not by hours of training or dashboards built. Take the baseline from your audit, then check the same measures at days 30, 60 and 90:

1. **Data-led decisions:** how many of the team's ten most important recent decisions used data to shape the outcome. The audit gives your starting point; moving from two or three to five or six in a quarter is a good result.
2. **Questions answered:** the share of questions in the log answered within two weeks, and how many were answered by someone other than an analyst.
3. **Time to an answer:** how long a typical question waits between being asked and being answered. It should fall as skills spread.
4. **Skills coverage:** for the two skills you chose, how many people can now do the everyday work unaided, Practitioner level in the skills matrix.
5. **Attendance and participation:** how many weekly reviews took place, and how many people added a question or an answer to the log.
6. **The shared metric itself.** It is the last measure on this list on purpose: a better culture should move it, but slowly, and many other things move it too.

Keep the scorecard on one page and share it with the team at each checkpoint. If a measure stalls, change the method, not the goal: a different course format, a different meeting, a different metric. And at day 90, ask the team the question this playbook started with: when we make a decision, how do we know? If they answer with data first, the culture has begun.`,
  },
  {
    slug: "analytics-team-skills-matrix",
    title: "The Analytics Team Skills Matrix",
    summary:
      "A ready-to-use matrix to map your team's data skills across five levels, find the gaps and plan training that closes them.",
    format: "Report",
    audience: "business",
    date: "2026-02-10T10:00:00Z",
    chapters: [
      "The five levels",
      "Skills in the matrix",
      "Running the self-assessment",
      "Reading the results",
      "From gaps to a training plan",
    ],
    body: `You can't plan training for skills you haven't mapped. This matrix covers eighteen skills across four areas (data preparation, analysis, visualization and communication), each described at five levels from *aware* to *expert*. Use it as it is, or adjust the wording to your team's tools; the structure is what makes the results comparable.

## The five levels

Every skill is rated on the same five levels. A level describes what someone does unaided in their everyday work, not what they once learned on a course.

1. **Aware:** knows what the skill is, when it is used and whom to ask. Cannot yet do it without help.
2. **Developing:** does routine tasks with guidance, a template or a checklist.
3. **Practitioner:** does the everyday work independently and checks their own results.
4. **Advanced:** handles unusual and complex cases, improves how the work is done and reviews others.
5. **Expert:** sets the standard for the team, teaches others and is consulted by people outside the team.

Not everyone needs to reach level 5. Most analyst roles need Practitioner in the core skills and Advanced in a few; the target levels in "Running the self-assessment" give a starting point.

## Skills in the matrix

**Data preparation** (skills 1 to 5): getting data from where it lives into a shape you can trust.

### 1. Finding and accessing data

1. **Aware:** knows where the team's main data sources are and whom to ask for access.
2. **Developing:** exports data from a known report or system by following instructions.
3. **Practitioner:** finds the right source for a new question, pulls the data unaided and notes its owner and refresh schedule.
4. **Advanced:** connects to databases and APIs directly and documents sources for others.
5. **Expert:** designs how the team gets its data: shared sources, access rules and a catalogue people actually use.

### 2. Cleaning and validating data

1. **Aware:** knows that raw data contains errors, blanks and duplicates.
2. **Developing:** fixes obvious problems, such as extra spaces or inconsistent spellings, with a checklist.
3. **Practitioner:** profiles a new data set before using it and handles missing values, duplicates and outliers deliberately.
4. **Advanced:** builds repeatable cleaning steps in Power Query, SQL or code, with checks that flag new problems.
5. **Expert:** sets data-quality rules for the team and gets problems fixed at the source.

### 3. Combining and reshaping data

1. **Aware:** knows that tables can be matched on a shared key.
2. **Developing:** uses a lookup to bring a column from one table into another.
3. **Practitioner:** chooses the right join, checks row counts before and after, and pivots or unpivots data as needed.
4. **Advanced:** combines many sources reliably, including mismatched keys and different levels of detail.
5. **Expert:** designs reusable, documented data sets that others build on without redoing the work.

### 4. Writing SQL

1. **Aware:** knows what SQL is for and can read a simple SELECT.
2. **Developing:** writes queries with filters, sorting and simple aggregates.
3. **Practitioner:** writes joins, GROUP BY with HAVING, subqueries and CTEs, and checks results for duplicates and NULLs.
4. **Advanced:** uses window functions, writes efficient queries on large tables and reviews others' SQL.
5. **Expert:** sets the team's SQL conventions and shared queries, and teaches query design.

### 5. Data modelling

1. **Aware:** knows the difference between facts (events such as sales) and dimensions (things such as products).
2. **Developing:** builds a simple model of a few related tables with guidance.
3. **Practitioner:** builds a star schema with correct relationships and a date table.
4. **Advanced:** handles many-to-many relationships, changing attributes and model performance.
5. **Expert:** designs the models the whole team reports from and decides what belongs in them.

**Analysis** (skills 6 to 10): turning prepared data into answers.

### 6. Spreadsheet analysis

1. **Aware:** enters data and uses basic formulas such as SUM and AVERAGE.
2. **Developing:** uses lookups, IF, SUMIFS and simple pivot tables.
3. **Practitioner:** builds structured workbooks with clear inputs and outputs, dynamic arrays and pivot tables.
4. **Advanced:** automates repeated work with Power Query and builds models others can audit.
5. **Expert:** designs the team's templates and knows when a spreadsheet is the wrong tool.

### 7. Descriptive statistics

1. **Aware:** knows what a mean, a median and a percentage are.
2. **Developing:** chooses between mean and median and describes spread with a range or standard deviation.
3. **Practitioner:** describes distributions, spots outliers and segments data to explain an average.
4. **Advanced:** uses correlation and confidence intervals correctly and explains their limits.
5. **Expert:** reviews the team's statistical claims and coaches others on common traps.

### 8. Experiments and A/B tests

1. **Aware:** knows that comparing two groups fairly needs a random split.
2. **Developing:** reads an A/B test result with help.
3. **Practitioner:** sets up a simple test, picks its success metric in advance and checks significance.
4. **Advanced:** calculates sample sizes, handles several metrics at once and spots biased splits.
5. **Expert:** sets the team's testing standards and decides which questions need an experiment.

### 9. Forecasting and trends

1. **Aware:** knows the difference between a trend and a seasonal pattern.
2. **Developing:** adds a trend line and compares periods year over year.
3. **Practitioner:** builds a simple forecast that accounts for seasonality and states its uncertainty.
4. **Advanced:** chooses and validates forecasting methods and tracks their accuracy over time.
5. **Expert:** owns the forecasts the business plans with and explains their assumptions to leaders.

### 10. Python or R for analysis

1. **Aware:** knows what a scripting language adds to spreadsheets and BI tools.
2. **Developing:** runs and adapts existing notebooks or scripts.
3. **Practitioner:** writes scripts that load, clean, analyze and chart data with pandas or the tidyverse.
4. **Advanced:** writes reusable, tested code and automates recurring analyses.
5. **Expert:** sets coding standards and builds shared tools for the team.

**Visualization** (skills 11 to 14): showing data so that it is understood correctly.

### 11. Choosing the right chart

1. **Aware:** recognizes the common chart types.
2. **Developing:** picks a bar chart, line chart or table with some guidance.
3. **Practitioner:** chooses a chart for the comparison being made: change over time, ranking, part of a whole or relationship.
4. **Advanced:** uses small multiples, annotations and reference lines to make the point obvious.
5. **Expert:** writes the team's chart guidelines and reviews others' visuals.

### 12. Dashboard design

1. **Aware:** uses dashboards that others built.
2. **Developing:** adds visuals to an existing dashboard.
3. **Practitioner:** designs a dashboard around its users' questions, with a clear layout and useful filters.
4. **Advanced:** tests dashboards with their users and keeps them fast and correct as the data grows.
5. **Expert:** decides which dashboards the organization needs and retires the ones nobody uses.

### 13. BI tools (Power BI or Tableau)

1. **Aware:** opens reports and uses their filters and slicers.
2. **Developing:** builds simple reports from a prepared data set.
3. **Practitioner:** builds the model and writes the measures or calculated fields for a complete report.
4. **Advanced:** uses advanced calculations, row-level security and performance tuning.
5. **Expert:** runs the platform: workspaces, deployment, refresh and governance.

### 14. Accurate and accessible visuals

1. **Aware:** knows that charts can mislead.
2. **Developing:** starts bar charts at zero and labels units.
3. **Practitioner:** checks for misleading scales, uses color-blind-safe palettes and writes alternative text.
4. **Advanced:** reviews others' work for accuracy and accessibility.
5. **Expert:** sets the accessibility standards for everything the team publishes.

**Communication** (skills 15 to 18): making analysis change what people do.

### 15. Framing the question

1. **Aware:** takes requests as they are given.
2. **Developing:** asks what a request is for before starting.
3. **Practitioner:** agrees the decision, the audience and the measure of success before analyzing.
4. **Advanced:** turns vague requests into answerable questions and pushes back on low-value work.
5. **Expert:** shapes which questions the business asks of its data in the first place.

### 16. Storytelling with data

1. **Aware:** shares results as tables or charts without a narrative.
2. **Developing:** gives each chart a headline that says what it shows.
3. **Practitioner:** structures findings as a story: context, insight, recommendation.
4. **Advanced:** adapts the same story for different audiences, from the team to executives.
5. **Expert:** coaches others and sets the standard for how the team presents.

### 17. Presenting recommendations

1. **Aware:** presents results when asked to.
2. **Developing:** presents to their own team, with preparation.
3. **Practitioner:** makes a clear recommendation with its evidence and risks, and handles questions.
4. **Advanced:** influences senior stakeholders, including when the data says something unwelcome.
5. **Expert:** is asked for advice by leaders before a decision, not only after the analysis.

### 18. Documenting and sharing work

1. **Aware:** saves work where others can find it.
2. **Developing:** notes data sources and main steps.
3. **Practitioner:** documents an analysis so a colleague can reproduce it, including the definition of every metric.
4. **Advanced:** maintains shared metric definitions and reviews others' documentation.
5. **Expert:** runs the team's knowledge base and decides how definitions change.

## Running the self-assessment

The assessment takes each person about 30 minutes, and a lead about 15 minutes per team member. Run it in this order:

1. **Explain the purpose first.** Say plainly that the results plan training and are not part of performance reviews. If people expect to be judged, they rate themselves up and the results are useless.
2. **Set target levels per role** before anyone rates. A common starting point: junior analysts at Developing in most skills and Practitioner in spreadsheets; analysts at Practitioner in the core skills (2, 3, 4, 6, 11, 15 and 16); senior analysts at Advanced in at least four skills; leads at Advanced in the communication skills.
3. **Everyone rates themselves** on all eighteen skills, with one sentence of evidence for every rating of Practitioner or above: "I built the weekly sales model in Power BI."
4. **The lead rates each person independently**, without looking at the self-rating.
5. **Agree one rating per skill** in a one-to-one conversation. Where the two differ, the evidence decides. Note the reasons for large differences.
6. **Record the agreed ratings** in one sheet: people in rows, the eighteen skills in columns, the agreed level (1 to 5) in each cell, and the role's target level in a row above.

Repeat the assessment every six months with the same wording, so that progress is comparable.

## Reading the results

With the ratings in one sheet, four views tell you most of what you need:

- **The gap for each person and skill:** target level minus agreed level. Conditional formatting on these cells turns the sheet into a heat map; positive numbers are gaps.
- **The gap for each skill across the team:** count how many people are below their target, for example \`=COUNTIF(C3:C14, "<"&C$2)\` when row 2 holds the targets and rows 3 to 14 the agreed levels for skill C. A skill where half the team is below target is a team problem, not a personal one.
- **Coverage of critical skills:** for every skill your work depends on, at least two people should be at Advanced or above. A skill only one person has is a risk the day they go on holiday.
- **The difference between self and lead ratings:** a difference of two levels or more usually means the skill is invisible in everyday work, or the levels are read differently. Both are worth a conversation.

Read the results as a picture of the team, not a ranking of people. Low ratings in a skill the team rarely uses are not a gap worth closing.

## From gaps to a training plan

Group gaps by skill, not by person: if six people need SQL joins, that's one workshop, not six courses. Then turn the groups into a plan:

1. **Pick three skills for the next quarter**, where the team gap is largest and the work most depends on them. More than three and nothing gets finished.
2. **Choose the format to fit the gap.** From Aware to Developing, a short course works well. From Developing to Practitioner, people need practice on real work: a guided project, pairing with a colleague or a task from your own backlog. Above Practitioner, the best learning is teaching and reviewing others.
3. **Use the team's own experts.** Anyone at Advanced or Expert can run a session or review work, which also develops their communication skills.
4. **Set a target and a date for each skill:** "by the end of March, four more people at Practitioner in SQL, shown by queries they wrote for real requests."
5. **Protect the time.** An hour a week of planned learning beats a training day that gets cancelled.
6. **Reassess after six months** and compare the gaps. Closed gaps move off the plan; stubborn ones get a different format.`,
  },
];

export const guideSeed: EntrySeed[] = GUIDES.map((g) => ({
  id: `ent_guide-${g.slug}`,
  kind: "guide" as const,
  slug: g.slug,
  title: g.title,
  summary: g.summary,
  body: g.body,
  image: `/images/guides/${g.slug}.jpg`,
  fields: { format: g.format, audience: g.audience, pages: g.chapters.join("\n") },
  publishAt: new Date(g.date),
}));

export const GUIDE_COVERS = GUIDES.map((g) => ({ slug: g.slug, title: g.title, tag: g.format }));
