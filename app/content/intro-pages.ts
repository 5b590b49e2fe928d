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

  // --------------------------------------------------------- For Business

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
