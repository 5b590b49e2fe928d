import type { EntrySeed } from "./types.ts";

interface InterviewSeed {
  slug: string;
  episode: number;
  title: string;
  guest: string;
  guestRole: string;
  summary: string;
  date: string;
  /** The clip's words (spoken by the script in scripts/make-publishing-media.sh). */
  clip: string;
  transcript: [speaker: string, text: string][];
}

/** Guests are fictional people; the conversations are written by our team. */
export const INTERVIEWS: InterviewSeed[] = [
  {
    slug: "from-spreadsheets-to-strategy",
    episode: 1,
    title: "From Spreadsheets to Strategy",
    guest: "Amara Nwosu",
    guestRole: "Head of Analytics at a regional grocery chain",
    summary:
      "Amara started in store operations with a spreadsheet and a question. Now she runs a team of twelve. We talk about earning trust with data.",
    date: "2026-11-10T12:00:00Z",
    clip: "The first dashboard I built was ugly. But it answered the one question the store managers asked every Monday, and that earned me a seat at the table.",
    transcript: [
      ["Host", "Amara, you didn't start as an analyst. How did you get here?"],
      [
        "Amara",
        "I was an assistant store manager. Every Monday we got a printed report nobody read, and every Monday the same question came up: which products ran out over the weekend? I taught myself enough Excel to answer it.",
      ],
      ["Host", "And that turned into a career?"],
      [
        "Amara",
        "The first dashboard I built was ugly. But it answered the one question the store managers asked every Monday, and that earned me a seat at the table. The regional director asked for the same view for twenty stores.",
      ],
      ["Host", "What did you learn moving from one store to twenty?"],
      [
        "Amara",
        "That the data was messier than I thought. Product codes changed, stores reported late. I learned SQL because I had to clean the same things every week and I was tired of doing it by hand.",
      ],
      ["Host", "What would you tell someone in operations who wants to move into analytics?"],
      [
        "Amara",
        "Start with a question people already ask. Don't build what you find interesting; build what saves someone an hour. Then show your work in the meeting where the decision gets made.",
      ],
    ],
  },
  {
    slug: "the-art-of-the-right-chart",
    episode: 2,
    title: "The Art of the Right Chart",
    guest: "Lucas Ferreira",
    guestRole: "Data visualization designer at a news studio",
    summary:
      "Lucas designs charts read by millions. He explains why most charts fail in the first three seconds and how to fix them.",
    date: "2026-10-13T12:00:00Z",
    clip: "A reader gives your chart about three seconds. If the title doesn't tell them what to see, they scroll past, and your analysis never happened.",
    transcript: [
      ["Host", "Lucas, what's the most common chart mistake you see?"],
      [
        "Lucas",
        "Titles that describe instead of explain. A reader gives your chart about three seconds. If the title doesn't tell them what to see, they scroll past, and your analysis never happened.",
      ],
      ["Host", "So every title should be a conclusion?"],
      [
        "Lucas",
        "For explanatory charts, yes. Exploration is different: when you're still looking, neutral titles keep you honest. But once you publish, say the thing.",
      ],
      ["Host", "Which chart type is underused?"],
      [
        "Lucas",
        "The humble dot plot. It's a bar chart without the ink, and it lets you compare two values per category very cleanly. And slope charts for before and after.",
      ],
      ["Host", "And overused?"],
      [
        "Lucas",
        "Pie charts with nine slices, and dual-axis charts. Two axes let you draw any correlation you like by changing the scales. Readers can't tell.",
      ],
      ["Host", "One habit for our listeners?"],
      [
        "Lucas",
        "Before you open the tool, write the sentence your chart should prove. Then build the chart that proves only that.",
      ],
    ],
  },
  {
    slug: "sql-is-a-conversation",
    episode: 3,
    title: "SQL Is a Conversation",
    guest: "Rina Takahashi",
    guestRole: "Analytics engineer at a travel startup",
    summary:
      "Rina builds the data models her company's analysts query every day. She shares how she writes SQL that other people can read.",
    date: "2026-09-08T12:00:00Z",
    clip: "I write every query as if the next person to read it is tired, in a hurry, and about to present the numbers to the board. Usually that person is me.",
    transcript: [
      ["Host", "Rina, what does an analytics engineer actually do?"],
      [
        "Rina",
        "I turn raw tables into clean, documented models that analysts can trust. Bookings, customers, trips, one row meaning one thing.",
      ],
      ["Host", "You say SQL is a conversation. What do you mean?"],
      [
        "Rina",
        "A query is read far more often than it's written. I write every query as if the next person to read it is tired, in a hurry, and about to present the numbers to the board. Usually that person is me.",
      ],
      ["Host", "What makes SQL readable?"],
      [
        "Rina",
        "Common table expressions with good names, one idea each. Comments that say why, not what. And a test for every assumption: if I believe booking IDs are unique, I check it.",
      ],
      ["Host", "How did you learn?"],
      [
        "Rina",
        "Courses for the syntax, then a lot of code review. Reading other people's queries taught me more than writing my own.",
      ],
    ],
  },
  {
    slug: "analytics-in-healthcare",
    episode: 4,
    title: "Analytics in Healthcare",
    guest: "Dr. Samuel Okonkwo",
    guestRole: "Clinical data lead at a hospital network",
    summary:
      "Samuel's team uses data to cut waiting times in emergency departments. We talk about privacy, messy data and measuring what matters to patients.",
    date: "2026-08-04T12:00:00Z",
    clip: "In a hospital, an average hides the patient who waited nine hours. We stopped reporting averages and started reporting the ninetieth percentile. That changed the conversation.",
    transcript: [
      ["Host", "Samuel, what does your team work on?"],
      [
        "Samuel",
        "Mostly patient flow: how long people wait in the emergency department, where the bottlenecks are, how many beds we'll need next week.",
      ],
      ["Host", "What's one change that made a difference?"],
      [
        "Samuel",
        "In a hospital, an average hides the patient who waited nine hours. We stopped reporting averages and started reporting the ninetieth percentile. That changed the conversation, because suddenly the worst experiences were on the screen.",
      ],
      ["Host", "How do you handle privacy?"],
      [
        "Samuel",
        "Analysts work with de-identified data by default, and access to anything identifiable is logged and reviewed. Privacy is a design decision, not an afterthought.",
      ],
      ["Host", "Advice for analysts who want to work in healthcare?"],
      [
        "Samuel",
        "Learn the domain. Spend a shift with the people whose work you're measuring. The data makes sense once you've seen the waiting room.",
      ],
    ],
  },
  {
    slug: "career-changers-welcome",
    episode: 5,
    title: "Career Changers Welcome",
    guest: "Beatriz Almeida",
    guestRole: "Data analyst, formerly a secondary-school teacher",
    summary:
      "Beatriz taught math for ten years before switching to analytics at 38. She talks about learning at night, her portfolio and her first ninety days.",
    date: "2026-07-07T12:00:00Z",
    clip: "Teaching was the best training for analytics I could have had. Every day I explained hard ideas to people who didn't want to hear them.",
    transcript: [
      ["Host", "Beatriz, why leave teaching?"],
      [
        "Beatriz",
        "I loved the students, but I wanted to work with data every day. I was already the teacher who built the grade-tracking spreadsheets for the whole department.",
      ],
      ["Host", "How did you learn?"],
      [
        "Beatriz",
        "An hour every evening for eight months. Excel first, then SQL, then Power BI. I built three portfolio projects using public school performance data, because I understood that domain.",
      ],
      ["Host", "Did your teaching background help?"],
      [
        "Beatriz",
        "Teaching was the best training for analytics I could have had. Every day I explained hard ideas to people who didn't want to hear them. Stakeholders are easier than fourteen-year-olds.",
      ],
      ["Host", "What surprised you in your first ninety days?"],
      ["Beatriz", "How much time goes into understanding the question. The analysis is often the quick part."],
    ],
  },
  {
    slug: "forecasting-without-fear",
    episode: 6,
    title: "Forecasting Without Fear",
    guest: "Henrik Solberg",
    guestRole: "Demand planning manager at a furniture retailer",
    summary:
      "Henrik forecasts demand for thousands of products. He explains why simple models often win and how to talk about uncertainty.",
    date: "2026-06-02T12:00:00Z",
    clip: "Every forecast is wrong. The useful question is how wrong, and whether you told people in advance. A range with an honest explanation beats a precise number every time.",
    transcript: [
      ["Host", "Henrik, forecasting scares a lot of analysts. Should it?"],
      [
        "Henrik",
        "Every forecast is wrong. The useful question is how wrong, and whether you told people in advance. A range with an honest explanation beats a precise number every time.",
      ],
      ["Host", "Which methods do you use?"],
      [
        "Henrik",
        "More simple ones than people expect. Seasonal naive, exponential smoothing. We only use something fancier when it beats the simple model on past data we held back.",
      ],
      ["Host", "How do you present uncertainty to executives?"],
      [
        "Henrik",
        "Scenarios. Here's what we expect, here's a bad month, here's a great month, and here's what we'd do in each. People can plan with that.",
      ],
      ["Host", "Where should someone start?"],
      [
        "Henrik",
        "In Excel, honestly. The forecast sheet and a line chart of your history will teach you seasonality faster than any library.",
      ],
    ],
  },
];

export const interviewSeed: EntrySeed[] = INTERVIEWS.map((i) => ({
  id: `ent_interview-${i.slug}`,
  kind: "interview" as const,
  slug: i.slug,
  title: i.title,
  summary: i.summary,
  body: i.transcript.map(([speaker, text]) => `**${speaker}:** ${text}`).join("\n\n"),
  image: null,
  fields: {
    guest: i.guest,
    guestRole: i.guestRole,
    episode: String(i.episode),
    audio: `/audio/mavens/${i.slug}.mp3`,
  },
  publishAt: new Date(i.date),
}));
