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

  pricing: {
    title: "Plans and Pricing",
    metaDescription:
      "Start free with course previews, open data sets and monthly challenges, upgrade to Maven Pro for full access, or choose Teams for your organization.",
    eyebrow: "Pricing",
    lede: "Start learning for free, then upgrade when you want full access. Choose the plan that fits you, or a Teams plan for your whole group.",
    points: [
      {
        title: "Free plan",
        body: "Watch the first chapters of our courses, download the open data sets in the data playground and join the monthly data challenges.",
      },
      {
        title: "Maven Pro",
        body: "An individual subscription with full access to every course, learning path and guided project, plus credentials when you finish.",
      },
      {
        title: "Teams plan",
        body: "Everything in Pro for each team member, with seat management and progress reporting for managers.",
      },
    ],
    links: [
      { label: "Get started", to: "/signup/pricing" },
      { label: "Maven for Business", to: "/maven-for-business" },
      { label: "Read the FAQ", to: "/faq" },
    ],
    breadcrumb: "Pricing",
  },

  // ------------------------------------------------------------ Resources

  "data-literacy-assessment": {
    title: "Data Literacy Assessment",
    metaDescription:
      "Take a free data literacy assessment to gauge how comfortably you read, interpret and communicate with data, then get suggestions on what to learn next.",
    eyebrow: "Resources",
    lede: "Find out where you stand with data. This short assessment checks how well you read, interpret and talk about data, and points you to the areas worth working on.",
    points: [
      {
        title: "A quick check-in",
        body: "Answer a short set of questions on reading charts, interpreting numbers and reasoning with data.",
      },
      {
        title: "Clear results",
        body: "See how you did across each area, with your strengths and gaps laid out plainly.",
      },
      {
        title: "Suggested next steps",
        body: "Get course and path suggestions that match the areas where you have the most room to grow.",
      },
    ],
    links: [
      { label: "Find your path with Pathfinder", to: "/pathfinder" },
      { label: "Explore learning paths", to: "/paths" },
      { label: "Assessments for teams", to: "/assessments" },
    ],
    breadcrumb: "Data Literacy",
  },

  pathfinder: {
    title: "Pathfinder",
    metaDescription:
      "Not sure where to start? Answer a few questions about your goals and experience, and Pathfinder will suggest the learning path that suits you best.",
    eyebrow: "Resources",
    lede: "Pathfinder helps you choose where to begin. Tell us about your goals, experience and the tools you use, and we will suggest a learning path that fits.",
    points: [
      {
        title: "A few quick questions",
        body: "Share what you want to achieve, what you already know and how you prefer to work with data.",
      },
      {
        title: "A tailored suggestion",
        body: "Get a recommended learning path, along with the reasons it matches your answers.",
      },
      {
        title: "No commitment",
        body: "Use the result as a starting point; you can explore other paths and courses at any time.",
      },
    ],
    links: [
      { label: "Explore learning paths", to: "/paths" },
      {
        label: "Take the data literacy assessment",
        to: "/data-literacy-assessment",
      },
      { label: "Browse courses", to: "/courses" },
    ],
    breadcrumb: "Pathfinder",
  },

  // --------------------------------------------------------- For Business

  assessments: {
    title: "Skills Assessments for Teams",
    metaDescription:
      "Measure your team's data skills with assessments that reveal strengths and gaps, so you can target training where it matters and track progress over time.",
    eyebrow: "For Business",
    lede: "Understand your team's current data skills before you invest in training. Assessments show where people are strong and where focused learning will help most.",
    points: [
      {
        title: "A clear baseline",
        body: "Assess skills across tools and concepts to see where your team stands today.",
      },
      {
        title: "Targeted learning",
        body: "Use the results to assign courses and paths that close the gaps that matter for each role.",
      },
      {
        title: "Progress over time",
        body: "Reassess later to see how skills have developed and where to focus next.",
      },
    ],
    links: [
      {
        label: "Try the data literacy assessment",
        to: "/data-literacy-assessment",
      },
      { label: "Maven for Business", to: "/maven-for-business" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Assessments",
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

  "signup-enterprise": {
    title: "Set Up a Team Account",
    metaDescription:
      "Create a team account to give your people access to every course and learning path, with seat management and progress reporting for managers.",
    eyebrow: "For Business",
    lede: "Create an account for your organization. Once it is set up, you can invite team members, assign seats and follow their progress.",
    points: [
      {
        title: "Tell us about your team",
        body: "Enter your organization's details and the number of seats you need to get started.",
      },
      {
        title: "Invite your people",
        body: "After setup, send invitations so team members can join with their work email.",
      },
      {
        title: "Manage in one place",
        body: "Assign learning, manage seats and view progress reports from your team dashboard.",
      },
    ],
    links: [
      { label: "Maven for Business", to: "/maven-for-business" },
      { label: "Signing up for yourself?", to: "/signup" },
      { label: "Talk to us", to: "/contact" },
    ],
    breadcrumb: "Team Sign Up",
  },

  "signup-checkout": {
    title: "Checkout",
    metaDescription:
      "Review your plan and enter your payment details to complete your subscription and unlock full access to courses, learning paths and guided projects.",
    eyebrow: "Sign Up",
    lede: "Review the plan you have chosen and enter your payment details. Your access starts as soon as payment is confirmed.",
    points: [
      {
        title: "Review your plan",
        body: "Check the plan and billing period you selected before you pay.",
      },
      {
        title: "Pay securely",
        body: "Payment details are handled by our payment provider over an encrypted connection.",
      },
      {
        title: "Manage it anytime",
        body: "Change or cancel your plan later from the subscription page in your account.",
      },
    ],
    links: [
      { label: "Change plan", to: "/signup/pricing" },
      { label: "Terms of use", to: "/terms" },
    ],
    breadcrumb: "Checkout",
  },

  "signup-pricing": {
    title: "Choose Your Plan",
    metaDescription:
      "Pick the plan that fits: stay on the free plan, upgrade to Maven Pro for full access to every course and path, or set up Teams for your organization.",
    eyebrow: "Sign Up",
    lede: "Choose how you want to learn. Start free, go Pro for the full catalog, or set up a Teams plan for your group; you can change plans later.",
    points: [
      {
        title: "Free plan",
        body: "The first chapters of our courses, the open data sets in the data playground and the monthly data challenges.",
      },
      {
        title: "Maven Pro",
        body: "Full access to every course, learning path and guided project, with credentials when you complete them.",
      },
      {
        title: "Teams plan",
        body: "Pro access for each member of your team, with seat management and progress reporting for managers.",
      },
    ],
    links: [
      { label: "Compare plans in detail", to: "/pricing" },
      { label: "Set up a team account", to: "/signup/enterprise" },
      { label: "Read the FAQ", to: "/faq" },
    ],
    breadcrumb: "Choose Plan",
  },

  "signup-confirm": {
    title: "Confirm Your Email",
    metaDescription:
      "Confirm your email address to finish creating your account. Open the link we sent to your inbox, then sign in and start exploring courses and data sets.",
    eyebrow: "Sign Up",
    lede: "We have sent a confirmation link to your email address. Open it to verify your account and finish signing up.",
    points: [
      {
        title: "Check your inbox",
        body: "Look for a message from us and select the confirmation link inside it.",
      },
      {
        title: "Not there yet?",
        body: "Give it a few minutes and check your spam or promotions folder.",
      },
      {
        title: "Then start learning",
        body: "Once confirmed, log in to set up your profile and open your first course.",
      },
    ],
    links: [
      { label: "Log in", to: "/login" },
      { label: "Need help? Contact us", to: "/contact" },
    ],
    breadcrumb: "Confirm Email",
  },

  "signup-enterprise-confirm": {
    title: "Confirm Your Team Account",
    metaDescription:
      "Confirm your email to activate your team account. Then set up your team, invite members and start assigning courses and learning paths.",
    eyebrow: "For Business",
    lede: "Your team account is almost ready. Confirm your email address using the link we sent, then continue to set up your team.",
    points: [
      {
        title: "Verify your email",
        body: "Open the message we sent and select the link to confirm you are the account administrator.",
      },
      {
        title: "Set up your team",
        body: "Name your team, review your seats and invite the people who will be learning.",
      },
      {
        title: "Questions before you start?",
        body: "Our team can help you plan your rollout and answer billing questions.",
      },
    ],
    links: [
      { label: "Set up your team", to: "/onboarding/team" },
      { label: "Contact us", to: "/contact" },
    ],
    breadcrumb: "Confirm Team",
  },

  "checkout-thanks": {
    title: "Thank You for Subscribing",
    metaDescription:
      "Your payment is complete and your subscription is active. Head to your dashboard to start a course, follow a learning path or begin a guided project.",
    eyebrow: "Checkout",
    lede: "Your payment went through and your subscription is now active. Everything in your plan is ready for you in your dashboard.",
    points: [
      {
        title: "Full access unlocked",
        body: "Every course, learning path and guided project in your plan is open to you now.",
      },
      {
        title: "Invoices in your account",
        body: "A record of this payment, and every future one, is available under Invoices in your account.",
      },
      {
        title: "Pick where to start",
        body: "Not sure what to take first? Pathfinder can suggest a learning path based on your goals.",
      },
    ],
    links: [
      { label: "Go to your dashboard", to: "/dashboard" },
      { label: "Find your path", to: "/pathfinder" },
      { label: "View invoices", to: "/dashboard/account/invoices" },
    ],
    breadcrumb: "Thank You",
  },

  thanks: {
    title: "Thanks, We Got It",
    metaDescription:
      "Thanks for getting in touch. We have received your submission and will follow up by email if needed. In the meantime, explore courses and free resources.",
    eyebrow: "Thank You",
    lede: "We have received your submission. If it needs a reply, we will follow up by email.",
    points: [
      {
        title: "Watch your inbox",
        body: "Any reply or requested resource will arrive at the email address you gave us.",
      },
      {
        title: "Keep learning",
        body: "Browse courses or learning paths while you wait.",
      },
      {
        title: "Practice for free",
        body: "Download a data set from the data playground or join this month's data challenge.",
      },
    ],
    links: [
      { label: "Browse courses", to: "/courses" },
      { label: "Explore the data playground", to: "/data-playground" },
      { label: "Back to home", to: "/" },
    ],
    breadcrumb: "Thanks",
  },

  welcome: {
    title: "Welcome to Maven Analytics",
    metaDescription:
      "Welcome aboard. Tell us about your goals, experience and favorite tools so we can recommend courses and a learning path that fit where you want to go.",
    eyebrow: "Getting Started",
    lede: "Let's get you started on the right foot. Answer a few questions about your goals and experience, and we will recommend where to begin.",
    points: [
      {
        title: "Share your goals",
        body: "Tell us whether you want to start a data career, level up in your current role or learn a specific tool.",
      },
      {
        title: "Tell us your experience",
        body: "Let us know which tools you already use so we do not suggest things you have mastered.",
      },
      {
        title: "Get recommendations",
        body: "We will suggest courses and a learning path to match, which you can change at any time.",
      },
    ],
    links: [
      { label: "Browse courses", to: "/courses" },
      { label: "Go to your dashboard", to: "/dashboard" },
    ],
    breadcrumb: "Welcome",
  },

  "welcome-results": {
    title: "Your Recommended Starting Point",
    metaDescription:
      "Based on your answers, here are the courses and learning path we recommend to get started. Save them to your dashboard or explore other options.",
    eyebrow: "Getting Started",
    lede: "Based on what you told us, here is where we suggest you begin. Start right away or look around first; it is your call.",
    points: [
      {
        title: "Recommended path",
        body: "A learning path matched to your goals, with courses in a sensible order.",
      },
      {
        title: "First courses to try",
        body: "A few courses that fit your experience level, ready to start from your dashboard.",
      },
      {
        title: "Free practice",
        body: "Data sets and monthly challenges to try your new skills on real data.",
      },
    ],
    links: [
      { label: "Go to your dashboard", to: "/dashboard" },
      { label: "Explore all paths", to: "/paths" },
      { label: "Compare plans", to: "/pricing" },
    ],
    breadcrumb: "Your Results",
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
