import type { datasets } from "~/db/schema/resources.ts";

/**
 * Practice data sets built from CSV files in the vega-datasets package (v3.2.1).
 * `numberOfRecords` (data rows, header excluded) and `numberOfFields` were counted
 * from the actual files.
 */
export const datasetSeed: (typeof datasets.$inferInsert)[] = [
  {
    id: "ds_seattle-weather",
    legacyId: 1,
    title: "Seattle Daily Weather",
    description:
      "Daily weather observations for Seattle from January 2012 to December 2015, one row per day. Columns are the date, precipitation (mm), maximum and minimum temperature (°C), wind speed and a weather category (sun, rain, drizzle, fog or snow). The category was derived from several fields of the original NOAA record, which makes the file well suited to teaching.",
    dataStructure: "single",
    dateAdded: "2024-02-06",
    fileType: "CSV",
    locked: false,
    license: "BSD-3-Clause (vega-datasets); original data: NOAA National Climatic Data Center (U.S. Government work)",
    numberOfFields: 6,
    numberOfRecords: 1461,
    recommendedAnalysis:
      "- Plot monthly average maximum and minimum temperature to show the seasonal cycle\n- Count days by weather category per month and compare the wettest and driest seasons\n- Compare total precipitation year over year from 2012 to 2015\n- Build a calendar heat map of daily precipitation",
    source:
      "NOAA National Climatic Data Center daily records for Seattle, as redistributed in the vega-datasets package",
    tags: "Weather, Time Series, Climate",
    imageSrc: "/images/datasets/seattle-weather.svg",
    featured: true,
  },
  {
    id: "ds_us-airports",
    legacyId: 2,
    title: "US Airports",
    description:
      "A reference list of airports in the United States and its territories, from major hubs to small municipal airfields, one row per airport. Columns are the three-character location identifier (in a column named iata), airport name, city, state, country, latitude and longitude.",
    dataStructure: "single",
    dateAdded: "2024-05-14",
    fileType: "CSV",
    locked: false,
    license: "BSD-3-Clause (vega-datasets); original data: Data.gov airports listing (U.S. Government work)",
    numberOfFields: 7,
    numberOfRecords: 3376,
    recommendedAnalysis:
      "- Map every airport by latitude and longitude and look for gaps in coverage\n- Rank states by number of airports and compare with state area or population\n- Find the cities with the most airports\n- Spot data-quality issues such as rows whose country is not USA",
    source: "Data.gov airports listing, as redistributed in the vega-datasets package",
    tags: "Transportation, Geospatial, Reference Data",
    imageSrc: "/images/datasets/us-airports.svg",
    featured: true,
  },
  {
    id: "ds_sp500-monthly",
    legacyId: 3,
    title: "S&P 500 Monthly Index Values",
    description:
      "Monthly closing values of the S&P 500 stock market index from January 2000 to March 2010, one row per month. There are just two columns, a date stored as text in the form 'Jan 1 2000' and the index value, which covers the dot-com crash, the mid-2000s rally and the 2008 financial crisis.",
    dataStructure: "single",
    dateAdded: "2024-10-01",
    fileType: "CSV",
    locked: false,
    license: "BSD-3-Clause (vega-datasets); upstream source not documented in the package",
    numberOfFields: 2,
    numberOfRecords: 123,
    recommendedAnalysis:
      "- Parse the text dates and plot the index as a line chart with the major market events annotated\n- Calculate month-over-month and year-over-year returns\n- Measure the peak-to-trough drawdown of the 2000-2002 and 2007-2009 declines\n- Add 6- and 12-month moving averages",
    source: "Monthly S&P 500 closing values, as redistributed in the vega-datasets package",
    tags: "Finance, Stock Market, Time Series",
    imageSrc: "/images/datasets/sp500-monthly.svg",
    featured: false,
  },
  {
    id: "ds_tech-stock-prices",
    legacyId: 4,
    title: "Tech Stock Prices 2000-2010",
    description:
      "Monthly share prices for five technology companies (Microsoft, Amazon, IBM, Google and Apple) from January 2000 to March 2010, in long format with one row per symbol and month. Columns are the ticker symbol, the date as text and the price; Google only appears from August 2004, after its IPO.",
    dataStructure: "single",
    dateAdded: "2025-03-18",
    fileType: "CSV",
    locked: true,
    license: "BSD-3-Clause (vega-datasets); upstream source not documented in the package",
    numberOfFields: 3,
    numberOfRecords: 560,
    recommendedAnalysis:
      "- Pivot the data to one column per symbol and compare the price lines\n- Index every stock to 100 at a common start date to compare relative growth\n- Calculate monthly returns and the correlation between each pair of stocks\n- Compare how far each stock fell during the 2008 financial crisis",
    source: "Monthly prices for MSFT, AMZN, IBM, GOOG and AAPL, as redistributed in the vega-datasets package",
    tags: "Finance, Stock Market, Time Series",
    imageSrc: "/images/datasets/tech-stock-prices.svg",
    featured: false,
  },
  {
    id: "ds_natural-disaster-deaths",
    legacyId: 5,
    title: "Global Deaths from Natural Disasters",
    description:
      "Annual worldwide deaths from natural disasters from 1900 to 2017, in long format with one row per disaster type and year. Columns are the entity (such as Drought, Earthquake, Epidemic, Flood or Wildfire, plus an 'All natural disasters' total), the year and the number of deaths. Not every type has a row for every year.",
    dataStructure: "single",
    dateAdded: "2025-08-26",
    fileType: "CSV",
    locked: false,
    license:
      "BSD-3-Clause (vega-datasets); original data: EM-DAT, CRED / UCLouvain (EM-DAT terms of use), processed by Our World in Data (CC BY 4.0)",
    numberOfFields: 3,
    numberOfRecords: 803,
    recommendedAnalysis:
      "- Exclude the 'All natural disasters' rows and chart deaths by type per decade\n- Identify the deadliest single years and the disaster types behind them\n- Compare the share of deaths from droughts and epidemics before and after 1950\n- Check whether the per-type rows add up to the 'All natural disasters' total",
    source:
      "EM-DAT (Centre for Research on the Epidemiology of Disasters) via Our World in Data, as redistributed in the vega-datasets package",
    tags: "Environment, Public Health, Time Series",
    imageSrc: "/images/datasets/natural-disaster-deaths.svg",
    featured: true,
  },
  {
    id: "ds_bird-strikes",
    legacyId: 6,
    title: "Aircraft Bird Strikes",
    description:
      "Reported collisions between aircraft and wildlife in the United States from 1990 to 2002, one row per incident. The 14 columns include the airport, aircraft make and model, operator, origin state, flight date, phase of flight, time of day, species and size of the animal, the damage level, repair and other costs, and indicated airspeed in knots.",
    dataStructure: "single",
    dateAdded: "2026-01-20",
    fileType: "CSV",
    locked: true,
    license: "BSD-3-Clause (vega-datasets); original data: FAA Wildlife Strike Database (U.S. Government data)",
    numberOfFields: 14,
    numberOfRecords: 10000,
    recommendedAnalysis:
      "- Compare the number of strikes by phase of flight and time of day\n- Find the species and wildlife sizes associated with the most costly damage\n- Chart strikes by year and month to show seasonal patterns\n- Rank airports and operators by reported strikes and total repair cost",
    source: "FAA Wildlife Strike Database, as redistributed in the vega-datasets package",
    tags: "Aviation, Safety, Wildlife",
    imageSrc: "/images/datasets/bird-strikes.svg",
    featured: true,
  },
];
