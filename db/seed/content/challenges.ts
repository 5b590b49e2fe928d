import type { challenges } from "~/db/schema/resources.ts";

/**
 * Demo monthly data challenges. `chl_7` is the current one (demo "today" is 2026-11-22);
 * the others ran one per month before it. All data sets described here are fictional.
 */
export const challengeSeed: (typeof challenges.$inferInsert)[] = [
  {
    id: "chl_7",
    slug: "restaurant-orders-challenge",
    title: "Restaurant Orders Challenge",
    excerpt:
      "A family-run restaurant has refreshed its menu and wants to know what is selling. Analyse three months of orders and recommend which dishes to keep, promote or drop.",
    body: "The owners of Harbour Street Kitchen, a fictional mid-sized restaurant, introduced a new menu at the start of the year. They have asked you to work out which items are winning over customers, which are not, and how order sizes and busy periods have changed.\n\nThe data has two tables: a menu table with each item's category and price, and an order details table with one row per item ordered, including the order id, date and time. Together they cover the first quarter of the year and link on the menu item id.\n\nSubmit a single-page dashboard or report and a short written summary (up to 300 words) with your recommendations. Entries are judged on the accuracy of the analysis, the clarity of the visuals and how actionable the recommendations are. Any tool is welcome.",
    featuredImageSrc: "/images/challenges/restaurant-orders-challenge.svg",
    startsAt: new Date("2026-11-02T00:00:00Z"),
    endsAt: new Date("2026-12-14T23:59:59Z"),
  },
  {
    id: "chl_6",
    slug: "hotel-bookings-challenge",
    title: "Hotel Bookings Challenge",
    excerpt:
      "Cancellations are eating into a hotel group's revenue. Find out who cancels, when, and what the group could change.",
    body: "You are advising the revenue team of a fictional group of two hotels, one in a city centre and one at a resort. A growing share of bookings is cancelled, often close to the arrival date, and the team wants to understand why.\n\nThe data is a single table of bookings over two years with lead time, arrival date, length of stay, market segment, deposit type, average daily rate and whether the booking was cancelled.\n\nJudges looked for a clear view of cancellation drivers, sensible handling of seasonality and concrete policy suggestions, such as deposit rules or overbooking limits, backed by the numbers.",
    featuredImageSrc: "/images/challenges/hotel-bookings-challenge.svg",
    startsAt: new Date("2026-10-05T00:00:00Z"),
    endsAt: new Date("2026-11-01T23:59:59Z"),
  },
  {
    id: "chl_5",
    slug: "bike-share-challenge",
    title: "Bike Share Challenge",
    excerpt:
      "A city bike-share scheme wants to turn more casual riders into members. Compare how the two groups ride and suggest a campaign.",
    body: "The marketing team of a fictional city bike-share scheme believes annual members are the key to growth. Your brief was to compare how casual riders and members use the bikes and to propose a campaign aimed at converting casual riders.\n\nThe data contains twelve monthly trip files with start and end times, start and end stations with coordinates, bike type and rider type.\n\nEntries were scored on data preparation (the files contain test rides and negative durations), the quality of the comparison between rider groups and how well the campaign idea followed from the evidence.",
    featuredImageSrc: "/images/challenges/bike-share-challenge.svg",
    startsAt: new Date("2026-09-07T00:00:00Z"),
    endsAt: new Date("2026-10-04T23:59:59Z"),
  },
  {
    id: "chl_4",
    slug: "music-streaming-challenge",
    title: "Music Streaming Challenge",
    excerpt:
      "What makes a song a hit on a streaming service? Dig into a year of chart data and audio features to find out.",
    body: "A fictional streaming service shared a year of its weekly top-200 charts together with audio features for each track, such as tempo, energy, danceability and duration. The question was simple: what do long-running hits have in common?\n\nParticipants had to join the chart table to the track table, decide how to measure success (peak position, weeks on chart or total streams) and explain their choice.\n\nJudging focused on the soundness of the method, honest treatment of correlation versus causation and a visual that a music executive could understand in under a minute.",
    featuredImageSrc: "/images/challenges/music-streaming-challenge.svg",
    startsAt: new Date("2026-08-03T00:00:00Z"),
    endsAt: new Date("2026-09-06T23:59:59Z"),
  },
  {
    id: "chl_3",
    slug: "airline-punctuality-challenge",
    title: "Airline Punctuality Challenge",
    excerpt: "Delays are up at a regional airline. Pinpoint which routes, times and causes are responsible.",
    body: "The operations director of a fictional regional airline asked for an analysis of departure and arrival delays over the last year, with a focus on what the airline itself can control.\n\nThe data covers individual flights with scheduled and actual times, origin and destination airports, aircraft type and delay minutes split by cause: carrier, weather, air traffic and late-arriving aircraft.\n\nStrong entries separated controllable from uncontrollable delays, found the routes and time slots where problems cascade through the day and proposed two or three targeted fixes.",
    featuredImageSrc: "/images/challenges/airline-punctuality-challenge.svg",
    startsAt: new Date("2026-07-06T00:00:00Z"),
    endsAt: new Date("2026-08-02T23:59:59Z"),
  },
  {
    id: "chl_2",
    slug: "retail-inventory-challenge",
    title: "Retail Inventory Challenge",
    excerpt:
      "A chain of toy stores keeps running out of best-sellers while other products gather dust. Help it rebalance its stock.",
    body: "This challenge put you in the role of an analyst at a fictional chain of toy stores. Store managers complained about empty shelves for popular items while slow sellers filled the stockrooms.\n\nFour related tables were provided: products with cost and price, stores with city and location type, daily sales by product and store, and current inventory levels.\n\nEntries were judged on the accuracy of profit and stock-out calculations, the clarity of the store and product comparisons and whether the recommendations considered the cost of holding extra stock.",
    featuredImageSrc: "/images/challenges/retail-inventory-challenge.svg",
    startsAt: new Date("2026-06-01T00:00:00Z"),
    endsAt: new Date("2026-07-05T23:59:59Z"),
  },
  {
    id: "chl_1",
    slug: "energy-usage-challenge",
    title: "Energy Usage Challenge",
    excerpt:
      "An office campus wants to cut its electricity bill. Use meter readings and weather data to find where the waste is.",
    body: "The facilities team of a fictional office campus installed smart meters in four buildings and wanted to know where and when energy is being wasted.\n\nThe data combined hourly meter readings per building with hourly outdoor temperature and a calendar of working days and public holidays.\n\nJudges rewarded entries that established a fair baseline for each building, accounted for weather and occupancy and quantified the savings from their suggestions, such as adjusting heating schedules at weekends.",
    featuredImageSrc: "/images/challenges/energy-usage-challenge.svg",
    startsAt: new Date("2026-05-04T00:00:00Z"),
    endsAt: new Date("2026-05-31T23:59:59Z"),
  },
];
