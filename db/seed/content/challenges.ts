import type { challenges } from "~/db/schema/resources.ts";
import type { ChallengeWinnerSeed } from "./types.ts";

/**
 * Demo monthly data challenges, each built on one data set of the data playground
 * (see ./datasets.ts). `chl_7` is the current one (demo "today" is 2026-11-22) and has no
 * winners yet; the others ran one per month before it. The organisations in the scenarios are
 * fictional. Each winner is a demo learner's showcase project (./showcase.ts), so the results link
 * to the entry and its author's profile.
 */

const winners = (list: ChallengeWinnerSeed[]): string => JSON.stringify(list);

export const challengeSeed: (typeof challenges.$inferInsert)[] = [
  {
    id: "chl_7",
    slug: "climate-trends-challenge",
    title: "Climate Trends Challenge",
    excerpt:
      "A science museum is building a new gallery on climate change. Use six decades of CO2 measurements and 140 years of global temperatures to design its centerpiece chart.",
    body: "The Riverside Science Museum, a fictional regional museum, is opening a gallery on climate change next spring. The curators want one large wall display that explains, to visitors of every age, how the carbon dioxide in the air and the temperature of the planet have changed, and how the two are connected. They have asked the community for the analysis and the visual that will anchor the room.\n\nThe challenge uses the CO2 and Global Temperature data set from the data playground. One table has monthly CO2 concentrations measured at Mauna Loa Observatory since 1958, with a seasonally adjusted version, and the other has NASA's annual global temperature anomaly since 1880. The tables differ in frequency and period, and the CO2 record has a few missing months, so part of the work is deciding how to line them up fairly.\n\nSubmit one display-ready visual (an image or a link to an interactive dashboard) and a written explanation of up to 300 words, including the key numbers behind it. Judges will score accuracy (40%), clarity for a general audience (40%) and originality of the design (20%), and will check that any claim about the link between CO2 and temperature is worded carefully. The challenge closes on December 14, 2026 and winners will be announced in January.",
    featuredImageSrc: "/images/challenges/climate-trends-challenge.png",
    startsAt: new Date("2026-11-02T00:00:00Z"),
    endsAt: new Date("2026-12-14T23:59:59Z"),
    datasetId: "ds_co2-and-global-temperature",
    winners: winners([]),
  },
  {
    id: "chl_6",
    slug: "natural-disasters-challenge",
    title: "Natural Disasters Challenge",
    excerpt:
      "A humanitarian fund wants to know how the human toll of natural disasters has changed since 1900. Turn more than a century of records into a briefing for its board.",
    body: "The Open Relief Fund, a fictional humanitarian foundation, is reviewing where it should invest in disaster preparedness over the next decade. Before the strategy meeting, its board asked for a clear picture of how deaths from natural disasters have changed since 1900 and which kinds of disaster still cost the most lives.\n\nEntrants worked with the Global Deaths from Natural Disasters data set: one row per disaster type and year from 1900 to 2017, with an 'All natural disasters' total mixed in among the individual types. Good entries removed the total before summing, handled the years in which a type has no row and looked at decades rather than single years, because a handful of catastrophic droughts and epidemics dominate the early record.\n\nParticipants submitted a two-page briefing or a dashboard with a short summary. Judges scored the correct handling of the data (40%), the clarity of the story (40%) and the usefulness of the recommendations for a preparedness budget (20%).",
    featuredImageSrc: "/images/challenges/natural-disasters-challenge.png",
    startsAt: new Date("2026-10-05T00:00:00Z"),
    endsAt: new Date("2026-11-01T23:59:59Z"),
    datasetId: "ds_natural-disaster-deaths",
    winners: winners([
      {
        place: 1,
        name: "Elena Petrova",
        projectId: "prj_05-disaster-deaths-tableau",
        title: "A Century of Disaster Deaths: A Tableau Story",
        summary:
          "A five-point Tableau story that groups the records into decades: the 1920s were the deadliest, with about 8.7 million deaths, and the 2010s recorded roughly 95% fewer. Her last story point shows that earthquakes do not follow the long decline.",
      },
    ]),
  },
  {
    id: "chl_5",
    slug: "global-development-challenge",
    title: "Global Development Challenge",
    excerpt:
      "How have health, family size and wealth changed around the world since 1955? Help a development charity tell that story in its anniversary report.",
    body: "Bridges for Health, a fictional development charity, celebrated its fiftieth anniversary this autumn and wanted its annual report to open with a data story about how the world has changed. The brief was to show how life expectancy, family size and income have moved across countries and regions, and whether the gaps between them are closing.\n\nEntrants used the Gapminder World Development data set, which has two tables: population, life expectancy and fertility for 62 countries every five years from 1955 to 2005, and a single snapshot of income, life expectancy and population for 187 countries with named regions. The first table labels regions only with a cluster number, so strong entries worked out the mapping from the second table and checked the one country that does not match.\n\nParticipants submitted up to three visuals with a short narrative of up to 400 words. Judges looked for accurate use of both tables, honest handling of averages across very differently sized countries and a story that a donor could follow without any statistics background.",
    featuredImageSrc: "/images/challenges/global-development-challenge.png",
    startsAt: new Date("2026-09-07T00:00:00Z"),
    endsAt: new Date("2026-10-04T23:59:59Z"),
    datasetId: "ds_gapminder",
    winners: winners([
      {
        place: 1,
        name: "Lucia Marquez",
        projectId: "prj_09-gapminder-bubbles",
        title: "Fifty Years of Longer Lives and Smaller Families",
        summary:
          "An animated bubble chart of fertility against life expectancy for 62 countries from 1955 to 2005, with regions named from the cluster codes and a parameter to compare any two countries.",
      },
      {
        place: 2,
        name: "Mei Nakamura",
        projectId: "prj_18-life-expectancy-sql",
        title: "Life Expectancy Gaps with SQL Window Functions",
        summary:
          "LAG, RANK and regional averages over partitions measured how the gap between world regions narrowed from 1955 to 2005, and found the one region that went backwards.",
      },
      {
        place: 3,
        name: "Amara Osei",
        projectId: "prj_22-country-clusters-python",
        title: "Clustering Countries by Development Path",
        summary:
          "k-means on fifty years of life expectancy and fertility grouped countries by how they developed rather than where they are, from early transitioners to fast catch-up countries.",
      },
    ]),
  },
  {
    id: "chl_4",
    slug: "palmer-penguins-challenge",
    title: "Palmer Penguins Challenge",
    excerpt:
      "A field team in Antarctica needs a quick way to tell penguin species apart from a few measurements. Build the rules and show how reliable they are.",
    body: "A fictional team of volunteer field assistants is joining a penguin survey in the Palmer Archipelago next season. Photographs are often unclear, so the team leader asked for a simple, printable guide that identifies the species of a bird from measurements that can be taken in the field, and an honest estimate of how often the guide gets it wrong.\n\nThe challenge used the Palmer Penguins data set: 344 Adelie, Chinstrap and Gentoo penguins from three islands, with beak length and depth, flipper length, body mass and sex. Two birds have no measurements, the sex column contains blanks and a stray '.', and two of the species were each sampled on a single island, so entrants had to think about what their rules would mean for birds from other places.\n\nEntrants submitted their identification rules, a chart that explains them and an accuracy table. Judges rewarded rules simple enough to use with a ruler and a scale, a fair way of testing them on birds the rules were not built on and clear visuals that separate the three species.",
    featuredImageSrc: "/images/challenges/palmer-penguins-challenge.png",
    startsAt: new Date("2026-08-03T00:00:00Z"),
    endsAt: new Date("2026-09-06T23:59:59Z"),
    datasetId: "ds_penguins",
    winners: winners([
      {
        place: 1,
        name: "Lucia Marquez",
        projectId: "prj_16-penguin-field-report",
        title: "Palmer Penguins Field Report Dashboard",
        summary:
          "A one-page Power BI field report comparing the three species by island and by body measurements: the closest entry to the printable guide the brief asked for.",
      },
      {
        place: 2,
        name: "Mei Nakamura",
        projectId: "prj_06-penguin-knn",
        title: "Classifying Palmer Penguins with k-NN",
        summary:
          "A scikit-learn pipeline that identifies the species from four body measurements, tested on birds it was not trained on, with 98.8% accuracy.",
      },
    ]),
  },
  {
    id: "chl_3",
    slug: "airport-access-challenge",
    title: "Airport Access Challenge",
    excerpt:
      "An air-taxi start-up is choosing where to launch. Map more than 3,000 US airports and recommend the regions with the best network of small airfields.",
    body: "SkyHop, a fictional start-up, plans to fly small electric aircraft between regional airfields instead of large hubs. Before it raises its next round, the founders wanted to know which parts of the United States have dense networks of small airports close enough together for short hops, and where the gaps are.\n\nEntrants worked with the US Airports data set: one row per airport with its location identifier, name, city, state, country and coordinates. There is no airport size column, so good entries found sensible ways to separate large commercial airports from small fields, and several cleaned up the four rows outside the United States and the names that contain commas and quotes.\n\nParticipants submitted a map-based dashboard or report with a ranked list of three launch regions. Judges scored the quality of the geographic analysis, such as distances between neighboring airports, the clarity of the maps and how convincingly the recommendations followed from the data.",
    featuredImageSrc: "/images/challenges/airport-access-challenge.png",
    startsAt: new Date("2026-07-06T00:00:00Z"),
    endsAt: new Date("2026-08-02T23:59:59Z"),
    datasetId: "ds_us-airports",
    winners: winners([
      {
        place: 1,
        name: "Tiago Ferreira",
        projectId: "prj_02-airport-directory-sql",
        title: "Which States Have the Most Airports? A SQL Deep-Dive",
        summary:
          "Tiago profiled the directory in PostgreSQL before counting anything, documented how clean the table really is and ranked the states where more than 3,000 airfields cluster.",
      },
      {
        place: 2,
        name: "Noah Brennan",
        projectId: "prj_12-zip-airport-distance",
        title: "How Far Is Every ZIP Code from an Airport?",
        summary:
          "A SQL distance analysis joining 42,049 ZIP codes to 3,372 airports, mapped in Tableau to show where air access is thinnest.",
      },
      {
        place: 3,
        name: "Rafael Costa",
        projectId: "prj_15-alaska-airfields",
        title: "Alaska's Airfields: Mapping Aviation on the Last Frontier",
        summary:
          "An interactive map of Alaska's 263 airports and a look at why the state needs so many of them: a region-sized case study of where small airfields matter most.",
      },
    ]),
  },
  {
    id: "chl_2",
    slug: "box-office-challenge",
    title: "Box Office Challenge",
    excerpt:
      "An independent studio wants to know which kinds of film pay back their budgets. Clean a famously messy movie data set and find out.",
    body: "Northlight Pictures, a fictional independent studio, was deciding which projects to fund next year. The executives asked a simple question with no simple answer: which genres, budgets and kinds of source material have the best record of earning back what they cost, and do good reviews actually help?\n\nThe challenge used the Movies and Box Office data set: 3,201 films with US and worldwide gross, production budget, release date, rating, genre, source material, director and critic and audience scores. The data is deliberately messy, with missing values in most columns, release dates in the future, titles stored as numbers and duplicate titles, so the cleaning steps were part of the assessment.\n\nEntrants submitted a dashboard or report with a recommendation of up to 300 words and a short log of their cleaning decisions. Judges weighted data preparation (30%), the soundness of the return-on-budget analysis (40%) and the clarity of the recommendation (30%).",
    featuredImageSrc: "/images/challenges/box-office-challenge.png",
    startsAt: new Date("2026-06-01T00:00:00Z"),
    endsAt: new Date("2026-07-05T23:59:59Z"),
    datasetId: "ds_movies-box-office",
    winners: winners([
      {
        place: 1,
        name: "Jonas Weber",
        projectId: "prj_07-movie-budgets-sql",
        title: "Do Bigger Budgets Make Bigger Hits?",
        summary:
          "SQL analysis of more than 3,000 films comparing production budgets with worldwide grosses, with the charts finished in Excel.",
      },
      {
        place: 2,
        name: "Chloe Dubois",
        projectId: "prj_20-critics-vs-audiences",
        title: "Critics vs Audiences: Movie Ratings in Tableau",
        summary:
          "Rotten Tomatoes scores against IMDB ratings for more than 2,000 films, finding the genres where critics and audiences disagree most.",
      },
      {
        place: 3,
        name: "Yuki Sato",
        projectId: "prj_14-box-office-seasonality",
        title: "Box Office Seasonality: When Do Hits Open?",
        summary:
          "A Power BI report on how US grosses depend on the release month, after fixing the data set's surprising release dates.",
      },
    ]),
  },
  {
    id: "chl_1",
    slug: "seattle-weather-challenge",
    title: "Seattle Weather Challenge",
    excerpt:
      "Is Seattle really as rainy as its reputation? Help a festival organizer pick the best weeks of the year for an outdoor event.",
    body: "Evergreen Events, a fictional festival organizer, was planning a three-day outdoor music festival in Seattle and had heard every opinion about the city's weather. The team asked for evidence: which weeks of the year give the best chance of dry, mild days, and how much does the answer change from one year to the next?\n\nEntrants used the Seattle Weather data set, which has a daily table for 2012 to 2015 with precipitation, maximum and minimum temperature, wind and a weather label, and a table of hourly 30-year climate normals for temperature, pressure and wind. Strong entries noted that the weather label is a simplified category created for teaching and relied on the measured precipitation where it mattered.\n\nParticipants submitted a recommendation of up to 250 words supported by one to three charts. Judges scored the accuracy of the weekly comparisons, how well the entries showed year-to-year variability rather than a single average and whether the final recommendation was clear enough to act on.",
    featuredImageSrc: "/images/challenges/seattle-weather-challenge.png",
    startsAt: new Date("2026-05-04T00:00:00Z"),
    endsAt: new Date("2026-05-31T23:59:59Z"),
    datasetId: "ds_seattle-weather",
    winners: winners([
      {
        place: 1,
        name: "Mei Nakamura",
        projectId: "prj_01-seattle-weather-workbook",
        title: "Seattle Weather Patterns Workbook",
        summary:
          "An Excel workbook that turns four years of daily observations into a month-by-month guide to rain, sun and temperature.",
      },
    ]),
  },
];
