/**
 * Intro copy for every route rendered by `routes/marketing/intro-page.tsx`.
 * One entry per route `id` in `app/routes.ts`; links point only to param-free paths defined there.
 */

export interface IntroPageContent {
  /** The page's h1. */
  title: string;
  /** <title> suffix-free and meta description: 110-155 characters. */
  metaDescription: string;
  /** Short label above the heading, e.g. "Learn", "Resources", "For Business", "Account". */
  eyebrow: string;
  /** One or two sentences: what this page is for, written for a learner/buyer. */
  lede: string;
  /** Three short blocks (title 2-5 words, body one or two sentences) on what the visitor finds or can do here. */
  points: { title: string; body: string }[];
  /** 1-3 related internal links; `to` must be a literal path that exists in app/routes.ts without params (e.g. "/courses", "/data-playground", "/signup/pricing"). */
  links: { label: string; to: string }[];
  /** Breadcrumb label, 1-3 words. */
  breadcrumb: string;
}

export const INTRO_PAGES = {
  // ---------------------------------------------------------------- Learn

  // ------------------------------------------------------------ Resources

  "guides-and-reports": {
    title: "Guides and Reports",
    metaDescription:
      "Download free guides, cheat sheets and reports on data analytics tools, skills and careers, written by instructors to help you learn and stay current.",
    eyebrow: "Resources",
    lede: "A collection of practical guides, cheat sheets and reports you can download and keep. Use them as quick references or to plan your next step.",
    points: [
      {
        title: "Cheat sheets",
        body: "Handy references for functions, shortcuts and syntax in the tools you use every day.",
      },
      {
        title: "In-depth guides",
        body: "Longer walkthroughs on topics such as data visualization, data modeling and analytics careers.",
      },
      {
        title: "Reports and research",
        body: "Findings and perspectives on data skills and the analytics field, for learners and managers alike.",
      },
    ],
    links: [
      { label: "Read the blog", to: "/blog" },
      { label: "Explore the data playground", to: "/data-playground" },
    ],
    breadcrumb: "Guides & Reports",
  },

  blog: {
    title: "Blog",
    metaDescription:
      "Articles on data analytics tools, techniques and careers, with practical tips for Excel, Power BI, Tableau, SQL and Python from our instructors and team.",
    eyebrow: "Resources",
    lede: "Practical articles on analytics tools, techniques and careers. Read them for quick tips, deeper explanations and ideas to try in your own work.",
    points: [
      {
        title: "Tips and tutorials",
        body: "Step-by-step walkthroughs of features and techniques in the tools covered by our courses.",
      },
      {
        title: "Career advice",
        body: "Guidance on building a portfolio, preparing for interviews and growing in a data role.",
      },
      {
        title: "Platform news",
        body: "Updates on new courses, learning paths, challenges and features.",
      },
    ],
    links: [
      { label: "Guides and reports", to: "/guides-and-reports" },
      { label: "Mavens of Data", to: "/mavens-of-data" },
    ],
    breadcrumb: "Blog",
  },

  "mavens-of-data": {
    title: "Mavens of Data",
    metaDescription:
      "Conversations with experienced data professionals about their careers, the tools they rely on and their advice for people entering the field.",
    eyebrow: "Resources",
    lede: "Mavens of Data brings you conversations with experienced data professionals. Hear how they got started, how they work and what they wish they had known earlier.",
    points: [
      {
        title: "Career journeys",
        body: "Guests share the paths that led them into data and the turning points along the way.",
      },
      {
        title: "How they work",
        body: "Learn about the tools, habits and approaches they rely on in day-to-day analytics work.",
      },
      {
        title: "Advice you can use",
        body: "Come away with practical ideas for building skills and growing your own data career.",
      },
    ],
    links: [
      { label: "Read the blog", to: "/blog" },
      { label: "Explore learning paths", to: "/paths" },
    ],
    breadcrumb: "Mavens of Data",
  },

  // --------------------------------------------------------- For Business
  "maven-for-business": {
    title: "Maven Analytics for Business",
    metaDescription:
      "Upskill your team in Excel, Power BI, Tableau, SQL and Python with self-paced courses, skills assessments, progress reporting and expert-led training.",
    eyebrow: "For Business",
    lede: "Give your team the data skills your organization needs. Combine self-paced learning with assessments, reporting and expert-led training to build capability across the group.",
    points: [
      {
        title: "Full library for every seat",
        body: "Each team member gets access to every course, learning path and guided project in the catalog.",
      },
      {
        title: "Visibility for managers",
        body: "Manage seats, assign learning and track progress from one place, so you can see how skills develop.",
      },
      {
        title: "Support beyond courses",
        body: "Add skills assessments, live training or consulting when your team needs more than self-paced learning.",
      },
    ],
    links: [
      { label: "Set up a team account", to: "/signup/enterprise" },
      { label: "Read customer stories", to: "/customer-stories" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "For Business",
  },

  "resource-hub": {
    title: "Business Resource Hub",
    metaDescription:
      "Guides and articles for managers and learning leaders on planning data skills programs, measuring progress and building a data-driven culture in your team.",
    eyebrow: "For Business",
    lede: "Resources for managers and learning leaders who are building data skills across a team. Use them to plan a program, make the case for it and measure its results.",
    points: [
      {
        title: "Planning a program",
        body: "Practical advice on identifying skill gaps, setting goals and choosing the right learning for each role.",
      },
      {
        title: "Making the case",
        body: "Material to help you explain the value of data training to leadership and stakeholders.",
      },
      {
        title: "Measuring progress",
        body: "Ideas for tracking adoption and skill growth so you can show what the investment delivers.",
      },
    ],
    links: [
      { label: "Maven for Business", to: "/maven-for-business" },
      { label: "Skills assessments", to: "/assessments" },
      { label: "Customer stories", to: "/customer-stories" },
    ],
    breadcrumb: "Resource Hub",
  },

  "customer-stories": {
    title: "Customer Stories",
    metaDescription:
      "See how organizations use our courses, learning paths, assessments and training to build data skills across their teams, and what changed as a result.",
    eyebrow: "For Business",
    lede: "Learn how organizations have built data skills across their teams with our platform. Each story covers the challenge they faced, the approach they took and what changed.",
    points: [
      {
        title: "The starting point",
        body: "Understand the skill gaps and business goals that led each team to invest in data training.",
      },
      {
        title: "The approach",
        body: "See how they combined courses, learning paths, assessments and live training to fit their needs.",
      },
      {
        title: "The outcome",
        body: "Read how teams put their new skills to work in reporting, analysis and decision-making.",
      },
    ],
    links: [
      { label: "Maven for Business", to: "/maven-for-business" },
      { label: "Live training", to: "/training" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Customer Stories",
  },

  consulting: {
    title: "Analytics Consulting",
    metaDescription:
      "Work with our analytics experts on dashboards, data models, reporting and automation projects, and build your team's skills as the work gets done together.",
    eyebrow: "For Business",
    lede: "When your team needs hands-on help, our experts can work alongside you on analytics projects. We deliver the solution and help your people understand and maintain it.",
    points: [
      {
        title: "Project-based support",
        body: "Get help designing dashboards, data models, reporting workflows and automations in the tools you already use.",
      },
      {
        title: "Knowledge transfer",
        body: "We explain our work as we go, so your team can own and extend what we build together.",
      },
      {
        title: "Scoped to your needs",
        body: "Every engagement starts with a conversation about your goals, data and timeline.",
      },
    ],
    links: [
      { label: "Contact us", to: "/contact" },
      { label: "Live training", to: "/training" },
      { label: "Maven for Business", to: "/maven-for-business" },
    ],
    breadcrumb: "Consulting",
  },

  training: {
    title: "Live Team Training",
    metaDescription:
      "Book instructor-led training for your team in Excel, Power BI, Tableau, SQL or Python, delivered live and tailored to your data, your tools and your goals.",
    eyebrow: "For Business",
    lede: "Instructor-led sessions for teams that learn best together. We tailor the content to your tools, your data and the skills your people need most.",
    points: [
      {
        title: "Led by expert instructors",
        body: "Sessions are taught live by experienced instructors who can answer questions as they come up.",
      },
      {
        title: "Tailored content",
        body: "Training can focus on your team's tools and use examples that reflect your industry and data.",
      },
      {
        title: "Pairs with self-paced learning",
        body: "Combine live sessions with platform access so your team can keep practicing afterward.",
      },
    ],
    links: [
      { label: "Contact us", to: "/contact" },
      { label: "Skills assessments", to: "/assessments" },
      { label: "Maven for Business", to: "/maven-for-business" },
    ],
    breadcrumb: "Training",
  },

  // -------------------------------------------------------------- Company
  team: {
    title: "Meet the Team",
    metaDescription:
      "Meet the instructors and staff behind our data analytics courses: the people who design the curriculum, build projects and support learners every day.",
    eyebrow: "About",
    lede: "We are a team of analysts, instructors and educators who care about making data skills practical and approachable. Here is who builds and supports the platform.",
    points: [
      {
        title: "Expert instructors",
        body: "Our instructors have worked hands-on with the tools they teach and design courses around real problems.",
      },
      {
        title: "Course builders",
        body: "Behind each course are people who shape the curriculum, prepare the data and test every exercise.",
      },
      {
        title: "Learner support",
        body: "Our support team helps with questions about courses, accounts and subscriptions.",
      },
    ],
    links: [
      { label: "Browse courses", to: "/courses" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Team",
  },

  contact: {
    title: "Contact Us",
    metaDescription:
      "Get in touch with questions about courses, your account, billing or team plans. Send us a message and our support team will get back to you by email.",
    eyebrow: "Support",
    lede: "Have a question about a course, your account or a team plan? Send us a message and we will get back to you by email.",
    points: [
      {
        title: "Learner support",
        body: "Ask about course content, progress, credentials or technical issues you run into.",
      },
      {
        title: "Billing and accounts",
        body: "Get help with your subscription, payments, invoices or account settings.",
      },
      {
        title: "Teams and partnerships",
        body: "Talk to us about team plans, live training, consulting or other ways to work together.",
      },
    ],
    links: [
      { label: "Read the FAQ", to: "/faq" },
      { label: "Maven for Business", to: "/maven-for-business" },
    ],
    breadcrumb: "Contact",
  },

  faq: {
    title: "Frequently Asked Questions",
    metaDescription:
      "Find answers to common questions about courses, learning paths, credentials, plans, billing and team accounts, so you can get back to learning quickly.",
    eyebrow: "Support",
    lede: "Answers to the questions we hear most often. If you do not find what you need here, our support team is happy to help.",
    points: [
      {
        title: "Courses and learning",
        body: "How courses, learning paths, projects and credentials work, and what you need to get started.",
      },
      {
        title: "Plans and billing",
        body: "What the free plan includes, how Pro and Teams subscriptions work and how to manage payments.",
      },
      {
        title: "Your account",
        body: "Help with signing in, updating your details and managing your preferences.",
      },
    ],
    links: [
      { label: "Contact us", to: "/contact" },
      { label: "Compare plans", to: "/pricing" },
    ],
    breadcrumb: "FAQ",
  },

  // ---------------------------------------------------------------- Legal
  "privacy-policy": {
    title: "Privacy Policy",
    metaDescription:
      "How we collect, use and protect your personal data, which cookies we use, and the choices and rights you have over your information on our platform.",
    eyebrow: "Legal",
    lede: "This policy explains what personal information we collect when you use our platform, why we collect it and how we keep it safe. It also explains the choices you have.",
    points: [
      {
        title: "What we collect and why",
        body: "We collect the details you give us, such as your name, email and billing information, plus usage data like course progress, so we can run your account and improve the platform.",
      },
      {
        title: "Your rights",
        body: "You can ask to see, correct, export or delete your personal data, and you can unsubscribe from marketing emails at any time.",
      },
      {
        title: "Cookies and consent",
        body: "We use essential cookies to keep you signed in, and optional analytics cookies only with your consent, which you can change at any time.",
      },
    ],
    links: [
      { label: "Terms of use", to: "/terms" },
      { label: "Account preferences", to: "/dashboard/account/preferences" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Privacy Policy",
  },

  terms: {
    title: "Terms of Use",
    metaDescription:
      "The terms that govern your use of our learning platform, including acceptable use, subscriptions, renewals and refunds, and ownership of course content.",
    eyebrow: "Legal",
    lede: "These terms set out the agreement between you and us when you use the platform. They cover how you may use it, how subscriptions work and who owns what.",
    points: [
      {
        title: "Acceptable use",
        body: "Your account is for your own use. Do not share your login, resell access or use the platform to break the law or disrupt other learners.",
      },
      {
        title: "Subscriptions and refunds",
        body: "Paid plans renew automatically until you cancel. You can cancel any time from your account, and refund eligibility is explained in the full terms.",
      },
      {
        title: "Intellectual property",
        body: "Course videos, materials and data sets are licensed to you for personal learning. Projects you create with them remain yours.",
      },
    ],
    links: [
      { label: "Privacy policy", to: "/privacy-policy" },
      { label: "Community forum policy", to: "/community-forum-policy" },
      {
        label: "Manage your subscription",
        to: "/dashboard/account/subscription",
      },
    ],
    breadcrumb: "Terms",
  },

  "community-forum-policy": {
    title: "Community Forum Policy",
    metaDescription:
      "The guidelines for our learner community: be respectful, share your own work, avoid spam and plagiarism, and understand how posts are moderated.",
    eyebrow: "Legal",
    lede: "Our community works best when everyone feels welcome to ask questions and share their work. These guidelines explain what we expect and how we keep discussions helpful.",
    points: [
      {
        title: "Be respectful",
        body: "Treat others with courtesy, keep feedback constructive and remember that everyone is learning. Harassment and discrimination are not tolerated.",
      },
      {
        title: "No spam or plagiarism",
        body: "Share only work that is yours or properly credited, and do not post advertising, repeated self-promotion or off-topic links.",
      },
      {
        title: "How moderation works",
        body: "Moderators may edit or remove posts that break these guidelines and may suspend accounts for repeated or serious violations.",
      },
    ],
    links: [
      { label: "Terms of use", to: "/terms" },
      { label: "Project showcase", to: "/showcase" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Forum Policy",
  },

  // ------------------------------------------------------- Signup and auth
  signup: {
    title: "Create Your Free Account",
    metaDescription:
      "Create a free account to start learning data analytics: preview courses, download open data sets from the data playground and join monthly challenges.",
    eyebrow: "Sign Up",
    lede: "Sign up with your email to start learning for free. You can upgrade to a paid plan whenever you are ready.",
    points: [
      {
        title: "Preview any course",
        body: "Watch the first chapters of our courses to see how they are taught before you commit.",
      },
      {
        title: "Practice with real data",
        body: "Download the open data sets in the data playground and join the monthly data challenges.",
      },
      {
        title: "Track your progress",
        body: "Your dashboard keeps your courses and projects in one place, ready when you come back.",
      },
    ],
    links: [
      { label: "Already have an account? Log in", to: "/login" },
      { label: "Compare plans", to: "/pricing" },
      { label: "Signing up a team?", to: "/signup/enterprise" },
    ],
    breadcrumb: "Sign Up",
  },

  login: {
    title: "Log In",
    metaDescription:
      "Log in to your account to pick up your courses where you left off, continue your learning path, manage your projects and view your credentials.",
    eyebrow: "Account",
    lede: "Log in to pick up your courses where you left off.",
    points: [
      {
        title: "Resume learning",
        body: "Jump straight back into the lesson you were on, with your progress saved.",
      },
      {
        title: "Your projects",
        body: "Open the projects you have built and shared in the showcase.",
      },
      {
        title: "Your account",
        body: "Manage your plan, preferences and invoices from your account settings.",
      },
    ],
    links: [
      { label: "New here? Create an account", to: "/signup" },
      { label: "Having trouble? Contact us", to: "/contact" },
    ],
    breadcrumb: "Log In",
  },

  logout: {
    title: "Signing You Out",
    metaDescription:
      "You are being signed out of your account. Your course progress and projects are saved, so you can log back in any time to pick up where you left off.",
    eyebrow: "Account",
    lede: "We are signing you out of your account. Your progress is saved, so you can pick up where you left off the next time you log in.",
    points: [
      {
        title: "Progress saved",
        body: "Your courses, paths and projects stay exactly as you left them.",
      },
      {
        title: "On a shared device?",
        body: "Close the browser window once you are signed out to keep your account secure.",
      },
      {
        title: "Back any time",
        body: "Log in again whenever you are ready to continue learning.",
      },
    ],
    links: [
      { label: "Log back in", to: "/login" },
      { label: "Back to home", to: "/" },
    ],
    breadcrumb: "Log Out",
  },

  "onboarding-team": {
    title: "Set Up Your Team",
    metaDescription:
      "Finish setting up your team account: name your team, invite members by email and choose the courses or learning paths you want them to start with.",
    eyebrow: "For Business",
    lede: "Finish setting up your team so people can start learning. Name your team, invite members and decide where they should begin.",
    points: [
      {
        title: "Name your team",
        body: "Add your team's name and details so members recognize the invitation.",
      },
      {
        title: "Invite members",
        body: "Send email invitations to the people who will use your seats; you can add more later.",
      },
      {
        title: "Assign first steps",
        body: "Optionally pick courses or learning paths for your team to start with.",
      },
    ],
    links: [
      { label: "Browse learning paths", to: "/paths" },
      { label: "Skills assessments", to: "/assessments" },
      { label: "Need help? Contact us", to: "/contact" },
    ],
    breadcrumb: "Team Setup",
  },
} satisfies Record<string, IntroPageContent>;

export type IntroPageId = keyof typeof INTRO_PAGES;
