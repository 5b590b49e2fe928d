import type { datasets } from "~/db/schema/resources.ts";
import type { DatasetFileSeed, DatasetFileSource } from "./types.ts";

/**
 * Data playground practice data sets, built from files in the vega-datasets npm package (v3.2.1).
 *
 * `numberOfRecords` (data rows, header excluded) and `numberOfFields` (columns) were computed
 * with `countCsv` over the CSV files that `materializeDatasetFile` produces for the download
 * files below; for a data set with several tables they are the sums over its tables.
 * db/seed/dataset-files.test.ts recomputes them, so a change of the files or of the package
 * version fails the test instead of showing wrong numbers.
 *
 * Licences: the package itself is BSD-3-Clause, and its metadata says that licence covers the
 * package code only; each file keeps the terms of its upstream source, quoted in `license`
 * as the package documents them.
 */

const VEGA =
  "Redistributed in the vega-datasets npm package 3.2.1 (BSD-3-Clause; the package states that this license covers its code, while each data file keeps the terms of its original source).";
const US_GOV = "U.S. Government work (https://www.usa.gov/government-works)";
const VIA_VEGA = "as redistributed in the vega-datasets package (https://github.com/vega/vega-datasets)";

export const datasetSeed: (typeof datasets.$inferInsert)[] = [
  {
    id: "ds_seattle-weather",
    legacyId: 1,
    title: "Seattle Weather",
    description:
      "Two tables describe the weather in Seattle. The daily table has one row per day from January 1, 2012 to December 31, 2015 with precipitation (mm), maximum and minimum temperature (°C), wind speed (m/s) and a one-word weather label: sun, rain, drizzle, fog or snow. That label was synthesized from several fields of the NOAA record for teaching, so treat it as a simplification (snow appears on only 26 days). The hourly normals table holds NOAA's 1981-2010 climate normals for each hour of a typical year, stamped with the placeholder year 2010 and starting at 01:00 on 1 January, with pressure (hPa), temperature and wind.",
    dataStructure: "multiple",
    dateAdded: "2023-02-07",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream license: ${US_GOV}, NOAA National Climatic Data Center.`,
    numberOfFields: 10,
    numberOfRecords: 10220,
    recommendedAnalysis:
      "- Plot monthly average maximum and minimum temperatures to show the seasonal cycle\n- Count days by weather label per month and compare the wettest and driest seasons\n- Compare total precipitation year over year from 2012 to 2015\n- Compare each day's temperature with the 30-year hourly normals to find unusually warm and cold spells\n- Chart the average daily temperature curve from the hourly normals for January and July",
    source: `NOAA National Climatic Data Center daily records and 1981-2010 hourly Climate Normals for Seattle (https://www.ncdc.noaa.gov/cdo-web/), ${VIA_VEGA}`,
    tags: "Weather, Time Series, Environment",
    imageSrc: "/images/datasets/seattle-weather.png",
    featured: true,
  },
  {
    id: "ds_us-airports",
    legacyId: 2,
    title: "US Airports",
    description:
      "A reference list of 3,376 airports in the United States and its territories, from major hubs to small municipal airfields, one row per airport. Columns are the location identifier, name, city, state, country, latitude and longitude. The identifier column is named iata, but it holds FAA location codes, so many small fields carry codes such as 00M that no airline uses. A few names contain commas or quotes and are quoted in the CSV, and four rows list a country other than USA.",
    dataStructure: "single",
    dateAdded: "2023-04-18",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream license: ${US_GOV}, Data.gov airports listing.`,
    numberOfFields: 7,
    numberOfRecords: 3376,
    recommendedAnalysis:
      "- Map every airport by latitude and longitude and look for gaps in coverage\n- Rank states by number of airports and compare with state area or population\n- Find the cities served by more than one airport\n- Flag data-quality issues such as rows whose country is not USA or whose identifier contains digits",
    source: `Airports listing on Data.gov (https://catalog.data.gov/dataset/airports-5e97a), ${VIA_VEGA}`,
    tags: "Transportation, Geospatial, Reference Data",
    imageSrc: "/images/datasets/us-airports.png",
    featured: false,
  },
  {
    id: "ds_sp500-monthly",
    legacyId: 3,
    title: "S&P 500 Monthly Index Values",
    description:
      "Monthly closing values of the S&P 500 stock market index from January 2000 to March 2010, one row per month. There are just two columns: a date stored as text in the form 'Jan 1 2000' and the index value. The decade covers the dot-com crash, the mid-2000s rally and the 2008 financial crisis, which makes it a compact file for practicing date parsing and return calculations.",
    dataStructure: "single",
    dateAdded: "2023-07-11",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} The package documents no upstream source or license for this file.`,
    numberOfFields: 2,
    numberOfRecords: 123,
    recommendedAnalysis:
      "- Parse the text dates and plot the index as a line chart with the major market events annotated\n- Calculate month-over-month and year-over-year returns\n- Measure the peak-to-trough drawdown of the 2000-2002 and 2007-2009 declines\n- Add 6- and 12-month moving averages and mark where they cross",
    source: `Monthly S&P 500 closing values, ${VIA_VEGA}; the upstream source is not documented by the package`,
    tags: "Finance, Time Series, Economics",
    imageSrc: "/images/datasets/sp500-monthly.png",
    featured: false,
  },
  {
    id: "ds_tech-stock-prices",
    legacyId: 4,
    title: "Tech Stock Prices",
    description:
      "Two tables for comparing technology stocks with the wider market. The stocks table holds monthly prices for Microsoft, Amazon, IBM, Google and Apple from January 2000 to March 2010 in long format (symbol, date as text such as 'Jan 1 2000', price); Google only appears from August 2004, after its IPO. The S&P 500 table has daily open, high, low, close, adjusted close and volume from January 3, 2000 to April 17, 2020, with ISO dates. The tables use different date formats and frequencies, so they have to be aligned before they can be joined.",
    dataStructure: "multiple",
    dateAdded: "2023-10-03",
    fileType: "CSV",
    locked: true,
    license: `${VEGA} The package documents no license for either file; it names Yahoo Finance as the source of the daily S&P 500 table and no source for the monthly stock prices.`,
    numberOfFields: 10,
    numberOfRecords: 5665,
    recommendedAnalysis:
      "- Pivot the stocks table to one column per symbol and compare the price lines\n- Index every stock and the S&P 500 to 100 at a common start date to compare relative growth\n- Convert the daily index to month-end values and join it to the monthly stock prices\n- Calculate monthly returns and the correlation of each stock with the index\n- Compare how far each stock fell during the 2008 financial crisis",
    source: `Monthly prices for MSFT, AMZN, IBM, GOOG and AAPL (source not documented) and daily S&P 500 values from Yahoo Finance, ${VIA_VEGA}`,
    tags: "Finance, Time Series, Business",
    imageSrc: "/images/datasets/tech-stock-prices.png",
    featured: false,
  },
  {
    id: "ds_natural-disaster-deaths",
    legacyId: 5,
    title: "Global Deaths from Natural Disasters",
    description:
      "Annual worldwide deaths from natural disasters from 1900 to 2017, in long format with one row per disaster type and year. Columns are the entity, the year and the number of deaths. Entities are ten disaster types, from droughts, earthquakes and epidemics to floods, landslides and wildfires, plus an 'All natural disasters' total that must be excluded before summing. Not every type has a row for every year, and the early decades are dominated by a few catastrophic droughts and epidemics.",
    dataStructure: "single",
    dateAdded: "2024-01-16",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream licenses: EM-DAT terms of use (https://doc.emdat.be/docs/legal/terms-of-use/) for the underlying records and CC BY 4.0 for the Our World in Data processing.`,
    numberOfFields: 3,
    numberOfRecords: 803,
    recommendedAnalysis:
      "- Exclude the 'All natural disasters' rows and chart deaths by type per decade\n- Identify the deadliest single years and the disaster types behind them\n- Compare the share of deaths from droughts and epidemics before and after 1950\n- Check whether the per-type rows add up to the 'All natural disasters' total",
    source: `EM-DAT, the Emergency Events Database of CRED at UCLouvain (https://www.emdat.be), processed by Our World in Data (https://ourworldindata.org/natural-catastrophes), ${VIA_VEGA}`,
    tags: "Environment, Health, Time Series",
    imageSrc: "/images/datasets/natural-disaster-deaths.png",
    featured: false,
  },
  {
    id: "ds_bird-strikes",
    legacyId: 6,
    title: "Aircraft Bird Strikes",
    description:
      "Reported collisions between aircraft and wildlife in the United States from January 1990 to July 2002, one row per incident. The 14 columns cover the airport, aircraft make and model, operator, origin state, flight date, phase of flight, time of day, the size and species of the animal, the damage level, other, repair and total costs, and indicated airspeed in knots. Most incidents caused no damage and only about 2% have a cost above zero. The damage column mixes words (None, Minor, Medium, Substantial) with a few single-letter codes that need cleaning.",
    dataStructure: "single",
    dateAdded: "2024-04-09",
    fileType: "CSV",
    locked: true,
    license: `${VEGA} Upstream license: U.S. Government data set (https://resources.data.gov/open-licenses/), FAA Wildlife Strike Database.`,
    numberOfFields: 14,
    numberOfRecords: 10000,
    recommendedAnalysis:
      "- Compare the number of strikes by phase of flight and time of day\n- Find the species and wildlife sizes associated with the most costly damage\n- Chart strikes by year and month to show seasonal patterns\n- Rank airports and operators by reported strikes and total cost\n- Standardize the damage codes and measure how often a strike causes any damage",
    source: `FAA Wildlife Strike Database (http://wildlife.faa.gov), ${VIA_VEGA}`,
    tags: "Transportation, Biology, Government",
    imageSrc: "/images/datasets/bird-strikes.png",
    featured: false,
  },
  {
    id: "ds_flight-delays",
    legacyId: 7,
    title: "US Flight Delays",
    description:
      "A large table of 200,000 US flights sampled from the Bureau of Transportation Statistics on-time performance data, one row per flight. There are only three columns: the arrival delay in minutes (negative when the flight arrived early), the flight distance in miles and the actual departure time of day as a decimal hour (6.5 means 06:30); canceled flights are excluded and rows are sorted by that time. Almost half of the flights arrived early, while the longest delay is over 24 hours, so averages are pulled hard by a long tail. The file has no dates, carriers or airports, which keeps it small enough for practicing aggregation, binning and distributions at scale.",
    dataStructure: "single",
    dateAdded: "2024-07-23",
    fileType: "CSV",
    locked: true,
    license: `${VEGA} Upstream: data that airlines report to the U.S. Bureau of Transportation Statistics under 14 CFR Part 234; the package lists it as other-open, license terms not explicitly specified.`,
    numberOfFields: 3,
    numberOfRecords: 200000,
    recommendedAnalysis:
      "- Build a histogram of arrival delays and compare the mean with the median\n- Bin flights by hour of day and chart the share that arrive more than 15 minutes late\n- Compare delay distributions for short, medium and long-haul distances\n- Find the hour of day after which delays start to build up\n- Use percentiles (P50, P90, P99) to describe the tail of late arrivals",
    source: `U.S. Bureau of Transportation Statistics airline on-time performance data (https://www.transtats.bts.gov/), ${VIA_VEGA}`,
    tags: "Transportation, Business",
    imageSrc: "/images/datasets/flight-delays.png",
    featured: true,
  },
  {
    id: "ds_us-zip-codes",
    legacyId: 8,
    title: "US ZIP Codes",
    description:
      "A lookup table of 42,049 ZIP codes for the 50 states, the District of Columbia and the US territories and freely associated states (such as Puerto Rico, Guam and Palau), with latitude, longitude, city, state abbreviation and county. ZIP codes are stored with their leading zeros (00501), which spreadsheet tools silently drop unless the column is imported as text. It is a historical snapshot from 2017, so some counties and codes have since changed, and several ZIP codes can share the same coordinates. Use it to geocode other tables or to practice joins on text keys.",
    dataStructure: "single",
    dateAdded: "2024-10-15",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream license: Creative Commons Attribution 4.0 (CC BY 4.0), GeoNames postal code data.`,
    numberOfFields: 6,
    numberOfRecords: 42049,
    recommendedAnalysis:
      "- Import the ZIP code column as text and check how many codes lose a leading zero as numbers\n- Count ZIP codes per state and per county and find the densest areas\n- Plot every ZIP code as a point to draw a map of the country without any map files\n- Find ZIP codes that share identical coordinates and explain why\n- Compute the first-digit ZIP region of each state and map the regions",
    source: `GeoNames postal codes (https://download.geonames.org/export/zip/), 2017 snapshot, ${VIA_VEGA}`,
    tags: "Geospatial, Reference Data, Government",
    imageSrc: "/images/datasets/us-zip-codes.png",
    featured: false,
  },
  {
    id: "ds_movies-box-office",
    legacyId: 9,
    title: "Movies and Box Office",
    description:
      "Box office results, budgets and ratings for 3,201 films, one row per film. The 16 columns include US and worldwide gross, US DVD sales, production budget, release date as text ('Jun 12 1998'), MPAA rating, running time, distributor, source material, genre, creative type, director, Rotten Tomatoes and IMDB ratings and IMDB votes. The file is deliberately messy: many values are missing, some release dates fall in the future, a few titles are numbers and others contain commas or quotes. It is a good first data set for cleaning before analysis.",
    dataStructure: "single",
    dateAdded: "2025-01-28",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} The package documents no upstream source or license for this file and describes it as containing intentional errors for instructional use.`,
    numberOfFields: 16,
    numberOfRecords: 3201,
    recommendedAnalysis:
      "- Profile missing values per column and decide which rows to keep for each question\n- Parse the release dates and flag impossible ones before grouping by year\n- Calculate return on budget (worldwide gross divided by production budget) by genre\n- Compare Rotten Tomatoes and IMDB ratings and find the films critics and audiences disagree on\n- Rank distributors by total worldwide gross and by median profit per film",
    source: `Film performance data ${VIA_VEGA}; the upstream source is not documented by the package`,
    tags: "Entertainment, Business",
    imageSrc: "/images/datasets/movies-box-office.png",
    featured: true,
  },
  {
    id: "ds_cars",
    legacyId: 10,
    title: "Classic Cars Fuel Economy",
    description:
      "Specifications of 406 car models sold from 1970 to 1982, one row per model. Columns are the name, miles per gallon, number of cylinders, displacement, horsepower, weight in pounds, acceleration (seconds from 0 to 60 mph), model year and origin (USA, Europe or Japan). The year is stored as a full date on 1 January, and there are no 1981 models. Eight cars have no fuel economy and six have no horsepower, so missing values need handling before modeling.",
    dataStructure: "single",
    dateAdded: "2025-04-22",
    fileType: "CSV",
    // The lock state of this data set was never recorded: `locked: null` means unknown, and the
    // app treats unknown exactly like locked (the file is only served to members).
    locked: null,
    license: `${VEGA} Upstream: StatLib Datasets Archive at Carnegie Mellon University; the package notes the original was distributed in 1982 for educational and scientific purposes (http://lib.stat.cmu.edu/datasets/cars.desc).`,
    numberOfFields: 9,
    numberOfRecords: 406,
    recommendedAnalysis:
      "- Plot miles per gallon against weight and horsepower, colored by origin\n- Chart average fuel economy by model year to show the effect of the 1970s oil crises\n- Compare cylinders and displacement across the three origins\n- Fit a simple regression of miles per gallon on weight and interpret the slope\n- Decide how to treat the rows with missing miles per gallon or horsepower",
    source: `StatLib Datasets Archive (http://lib.stat.cmu.edu/datasets/), ${VIA_VEGA}`,
    tags: "Transportation, Environment, Reference Data",
    imageSrc: "/images/datasets/cars.png",
    featured: false,
  },
  {
    id: "ds_gapminder",
    legacyId: 11,
    title: "Gapminder World Development",
    description:
      "Two tables from the Gapminder Foundation about health and wealth around the world. The first has population, life expectancy and fertility (babies per woman) for 62 countries every five years from 1955 to 2005, with a numeric cluster column (0-5) that groups countries into regions but comes without labels. The second has one row per country for 187 countries with income per person (GDP per capita in international dollars), life expectancy, population and a named region; its reference year is not stated. One country of the first table, 'Hong Kong, China', has no row in the second, so joins need checking.",
    dataStructure: "multiple",
    dateAdded: "2025-07-15",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream license: Creative Commons Attribution 4.0 International (CC BY 4.0), Gapminder Foundation (https://www.gapminder.org/free-material/).`,
    numberOfFields: 11,
    numberOfRecords: 869,
    recommendedAnalysis:
      "- Recreate the classic bubble chart of fertility against life expectancy, sized by population, for 1955 and 2005\n- Work out which region each cluster number stands for by joining to the income table\n- Plot life expectancy against income on a log scale and label the outliers\n- Rank countries by their gain in life expectancy between 1955 and 2005\n- Find the countries that appear in only one of the two tables",
    source: `Gapminder Foundation indicators for life expectancy, population, fertility and GDP per capita (https://www.gapminder.org/data/), ${VIA_VEGA}`,
    tags: "Economics, Health, Time Series",
    imageSrc: "/images/datasets/gapminder.png",
    featured: false,
  },
  {
    id: "ds_co2-and-global-temperature",
    legacyId: 12,
    title: "CO2 and Global Temperature",
    description:
      "Two climate records in one data set. The CO2 table has monthly carbon dioxide concentration at Mauna Loa Observatory, Hawaii, in parts per million from March 1958 to April 2020, with both the measured value and a seasonally adjusted value; months without valid data were removed, so the series has gaps. The temperature table has NASA's annual global land-ocean temperature anomaly in °C for every year from 1880 to 2023. The files differ in frequency and period, and the temperature file uses Windows (CRLF) line endings.",
    dataStructure: "multiple",
    dateAdded: "2025-10-07",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream licenses: Creative Commons Attribution 4.0 (CC BY 4.0) for the Scripps CO2 Program record; ${US_GOV} for NASA GISS temperature data.`,
    numberOfFields: 5,
    numberOfRecords: 885,
    recommendedAnalysis:
      "- Plot the monthly CO2 curve and its seasonally adjusted line on the same chart\n- Measure the size of the yearly CO2 cycle and whether it changes over time\n- Aggregate CO2 to annual averages and join them to the temperature anomalies\n- Chart the temperature anomaly by decade and find the warmest ten years\n- Scatter annual CO2 against temperature anomaly for 1959-2019 and describe the relationship",
    source: `Scripps CO2 Program, Mauna Loa in-situ record (https://scrippsco2.ucsd.edu/), and NASA Goddard Institute for Space Studies GISTEMP (https://data.giss.nasa.gov/gistemp/), ${VIA_VEGA}`,
    tags: "Environment, Weather, Time Series",
    imageSrc: "/images/datasets/co2-and-global-temperature.png",
    featured: true,
  },
  {
    id: "ds_us-employment",
    legacyId: 13,
    title: "US Employment and Unemployment",
    description:
      "Three tables on the US labor market around the Great Recession. The employment table has one row per month from January 2006 to December 2015 with seasonally adjusted job counts in thousands for the 22 BLS supersector totals, from total nonfarm down to utilities, plus the month-to-month change in nonfarm jobs; note the misspelt column trade_transportation_utilties. The industry table has monthly unemployed persons (thousands) and unemployment rate (%) for 14 series (11 private industries plus agriculture, government and the self-employed) from January 2000 to February 2010, with timestamps at 08:00 UTC. The county table has a 2009-era unemployment rate for 3,218 counties keyed by numeric FIPS code without leading zeros, with the rate as a fraction (0.097 means 9.7%).",
    dataStructure: "multiple",
    dateAdded: "2026-02-10",
    fileType: "CSV",
    locked: true,
    license: `${VEGA} Upstream license: ${US_GOV}, U.S. Bureau of Labor Statistics; the package adds that BLS terms of service apply and that BLS.gov cannot vouch for the data or analyses derived from them after retrieval.`,
    numberOfFields: 32,
    numberOfRecords: 5046,
    recommendedAnalysis:
      "- Chart total nonfarm jobs and the monthly change to date the start and end of the recession\n- Find which supersectors lost the largest share of jobs and how long each took to recover\n- Compare unemployment rates across industries before, during and after 2008\n- Pad the county FIPS codes to five digits and map the county unemployment rates\n- Reconcile the units: thousands of jobs, thousands of unemployed, percentages and fractions",
    source: `U.S. Bureau of Labor Statistics: Current Employment Statistics (https://www.bls.gov/ces/), Current Population Survey industry table A-31 and Local Area Unemployment Statistics (https://www.bls.gov/lau/), ${VIA_VEGA}`,
    tags: "Economics, Government, Time Series",
    imageSrc: "/images/datasets/us-employment.png",
    featured: false,
  },
  {
    id: "ds_penguins",
    legacyId: 14,
    title: "Palmer Penguins",
    description:
      "Body measurements for 344 penguins of three species (Adelie, Chinstrap and Gentoo) studied on three islands of the Palmer Archipelago, Antarctica, one row per bird. Columns are species, island, beak length and depth (mm), flipper length (mm), body mass (g) and sex. Two birds have no measurements at all, and the sex column mixes MALE and FEMALE with empty values and a stray '.', so it needs cleaning. Gentoo penguins were only sampled on Biscoe and Chinstraps only on Dream, which matters when comparing islands.",
    dataStructure: "single",
    dateAdded: "2026-07-21",
    fileType: "CSV",
    locked: false,
    license: `${VEGA} Upstream license: CC0 1.0 Universal (public domain dedication), as for the palmerpenguins data.`,
    numberOfFields: 7,
    numberOfRecords: 344,
    recommendedAnalysis:
      "- Scatter beak length against beak depth, colored by species, and look for Simpson's paradox\n- Compare body mass by species and sex with box plots\n- Clean the sex column and count birds per species, island and sex\n- Test whether flipper length separates the three species on its own\n- Build simple rules that classify species from two measurements and check their accuracy",
    source: `Palmer Station Antarctica LTER and Dr. Kristen Gorman (https://pal.lternet.edu/), via Allison Horst's penguins repository (https://github.com/allisonhorst/penguins), ${VIA_VEGA}`,
    tags: "Biology, Environment",
    imageSrc: "/images/datasets/penguins.png",
    featured: false,
  },
];

/** One table of a data set: its source file, the short name used in ids and file names, and a tab label. */
type TableSeed = { short: string; label: string; source: DatasetFileSource };

const csv = (path: string): DatasetFileSource => ({ path, format: "csv" });
const json = (path: string): DatasetFileSource => ({ path, format: "json" });
const tsv = (path: string): DatasetFileSource => ({ path, format: "tsv" });

/** Tables of each data set, in display order. */
const datasetTables: Record<string, TableSeed[]> = {
  "ds_seattle-weather": [
    { short: "seattle-weather", label: "Daily weather", source: csv("data/seattle-weather.csv") },
    {
      short: "seattle-weather-hourly-normals",
      label: "Hourly normals",
      source: csv("data/seattle-weather-hourly-normals.csv"),
    },
  ],
  "ds_us-airports": [{ short: "airports", label: "Airports", source: csv("data/airports.csv") }],
  "ds_sp500-monthly": [{ short: "sp500", label: "Monthly index", source: csv("data/sp500.csv") }],
  "ds_tech-stock-prices": [
    { short: "stocks", label: "Monthly stock prices", source: csv("data/stocks.csv") },
    { short: "sp500-2000", label: "Daily S&P 500", source: csv("data/sp500-2000.csv") },
  ],
  "ds_natural-disaster-deaths": [
    { short: "disasters", label: "Deaths by disaster type", source: csv("data/disasters.csv") },
  ],
  "ds_bird-strikes": [{ short: "birdstrikes", label: "Bird strikes", source: csv("data/birdstrikes.csv") }],
  "ds_flight-delays": [{ short: "flights-200k", label: "Flights", source: json("data/flights-200k.json") }],
  "ds_us-zip-codes": [{ short: "zipcodes", label: "ZIP codes", source: csv("data/zipcodes.csv") }],
  "ds_movies-box-office": [{ short: "movies", label: "Movies", source: json("data/movies.json") }],
  ds_cars: [{ short: "cars", label: "Cars", source: json("data/cars.json") }],
  ds_gapminder: [
    { short: "gapminder", label: "Countries 1955-2005", source: json("data/gapminder.json") },
    { short: "gapminder-health-income", label: "Health and income", source: csv("data/gapminder-health-income.csv") },
  ],
  "ds_co2-and-global-temperature": [
    { short: "co2-concentration", label: "Monthly CO2", source: csv("data/co2-concentration.csv") },
    { short: "global-temp", label: "Annual temperature anomaly", source: csv("data/global-temp.csv") },
  ],
  "ds_us-employment": [
    { short: "us-employment", label: "Jobs by sector", source: csv("data/us-employment.csv") },
    {
      short: "unemployment-across-industries",
      label: "Unemployment by industry",
      source: json("data/unemployment-across-industries.json"),
    },
    { short: "county-unemployment", label: "County unemployment", source: tsv("data/unemployment.tsv") },
  ],
  ds_penguins: [{ short: "penguins", label: "Penguins", source: json("data/penguins.json") }],
};

/**
 * Download and preview files of every data set: per table one download ("dsf_<short>",
 * named "<short>.csv") and one preview ("dsp_<short>", titled with a tab label) from the
 * same source. Preview files get their own file name so they never share a storage key
 * with the download.
 */
export const datasetFileSeed: DatasetFileSeed[] = datasetSeed.flatMap((dataset) => {
  const tables = datasetTables[dataset.id];
  if (!tables || tables.length === 0) throw new Error(`No files for data set ${dataset.id}`);
  const downloads = tables.map((table, i): DatasetFileSeed => ({
    id: `dsf_${table.short}`,
    datasetId: dataset.id,
    role: "download",
    title: `${table.short}.csv`,
    fileName: `${table.short}.csv`,
    fileType: "CSV",
    position: i + 1,
    source: table.source,
  }));
  const previews = tables.map((table, i): DatasetFileSeed => ({
    id: `dsp_${table.short}`,
    datasetId: dataset.id,
    role: "preview",
    title: table.label,
    fileName: `${table.short}-preview.csv`,
    fileType: "CSV",
    position: i + 1,
    source: table.source,
  }));
  return [...downloads, ...previews];
});
