/**
 * What each plan includes and the billing questions people ask, for /pricing and /signup/pricing.
 * Prices are not here: they come from the `plan` table through the billing service.
 */

export type PlanProduct = "free" | "pro" | "teams" | "enterprise";

export interface PlanCopy {
  title: string;
  tagline: string;
  features: string[];
}

/** Read by loaders and sent as loader data, so the copy is not in the pages' scripts too. */
export const PLAN_COPY: Record<PlanProduct, PlanCopy> = {
  free: {
    title: "Free Forever",
    tagline: "Try the platform and build the habit.",
    features: [
      "The first chapter of every course",
      "Free data sets in the data playground",
      "Monthly data challenges",
      "A public profile and project showcase",
    ],
  },
  pro: {
    title: "Maven Pro",
    tagline: "Everything you need to become job-ready.",
    features: [
      "Every course, learning path and guided project",
      "Premium data sets with recommended analysis",
      "Every quiz and course project download",
      "Verifiable credentials and CPE credit hours",
      "New courses as soon as they launch",
    ],
  },
  teams: {
    title: "Maven Teams",
    tagline: "Upskill your whole team, and see it happen.",
    features: [
      "Everything in Pro for every seat",
      "One invoice for the whole team",
      "Add seats as your team grows",
      "Assign courses and follow progress in team reports",
    ],
  },
  enterprise: {
    title: "Enterprise",
    tagline: "For organizations with bigger plans.",
    features: [
      "Everything in Teams, at any scale",
      "Invoiced billing and contract terms",
      "Single sign-on with your identity provider",
      "A dedicated customer success manager",
    ],
  },
};

/** The comparison table: what Free, Pro and Teams include, row by row. */
export const COMPARISON: {
  group: string;
  rows: { feature: string; free: boolean | string; pro: boolean | string; teams: boolean | string }[];
}[] = [
  {
    group: "Learning",
    rows: [
      { feature: "Course previews (first chapter)", free: true, pro: true, teams: true },
      { feature: "Full courses, learning paths and guided projects", free: false, pro: true, teams: true },
      { feature: "Quizzes", free: "First chapter", pro: true, teams: true },
      { feature: "Course project downloads", free: false, pro: true, teams: true },
      { feature: "Progress tracking and Continue learning", free: true, pro: true, teams: true },
    ],
  },
  {
    group: "Practice",
    rows: [
      { feature: "Free data sets in the data playground", free: true, pro: true, teams: true },
      { feature: "Premium data sets and recommended analysis", free: false, pro: true, teams: true },
      { feature: "Monthly data challenges", free: true, pro: true, teams: true },
      { feature: "Project showcase and public profile", free: true, pro: true, teams: true },
    ],
  },
  {
    group: "Credentials",
    rows: [
      { feature: "Verifiable course, path and project credentials", free: false, pro: true, teams: true },
      { feature: "CPE credit hours", free: false, pro: true, teams: true },
    ],
  },
  {
    group: "Teams and billing",
    rows: [
      { feature: "7-day free trial for first-time subscribers", free: false, pro: true, teams: false },
      { feature: "Seats", free: "1", pro: "1", teams: "2 or more" },
      { feature: "One invoice for many learners", free: false, pro: false, teams: true },
      // Every plan reaches the same help center and contact form: no plan is promised faster support.
      { feature: "Course assignments and team progress reports", free: false, pro: false, teams: true },
    ],
  },
];

export const BILLING_FAQ: { question: string; answer: string }[] = [
  {
    question: "How does the free trial work?",
    answer:
      "First-time Pro subscribers get 7 days of full access. We ask for a card at the start but charge nothing until the trial ends, and we show you the exact date and amount before you confirm. Cancel any time before then and you won't be charged.",
  },
  {
    question: "Can I cancel at any time?",
    answer:
      "Yes. Cancel from My Subscription in a couple of clicks. You keep full access until the end of the period you've paid for, then your account moves to Free Forever. Changed your mind? Resume before that date and nothing changes.",
  },
  {
    question: "What happens to my progress if I cancel?",
    answer:
      "It stays yours. Completed lessons, projects, your profile and every credential you've earned remain on your account, and they're all there if you come back.",
  },
  {
    question: "Can I switch from monthly to annual billing?",
    answer:
      "Yes, from My Subscription. The switch happens at once: we credit the unused part of your current month and charge the annual price minus that credit.",
  },
  {
    question: "Which payment methods do you accept?",
    answer:
      "All major credit and debit cards. Payments are processed by Stripe; your card number never touches our servers, and we only keep its brand and last four digits to show you which card is on file.",
  },
  {
    question: "Do you offer invoices for my company?",
    answer:
      "Every charge comes with an invoice you can download as a PDF from your account. Add your company name, address and tax ID (VAT, GST or EIN) on the Invoices page and every invoice from then on carries them. Teams get one invoice for all their seats, and Enterprise customers can pay by invoice with contract terms.",
  },
  {
    question: "What if a payment fails?",
    answer:
      "We email you and retry over the next week while your access continues. Update your card in My Subscription and we'll retry straight away. If every retry fails, the plan ends and your account moves to Free Forever.",
  },
  {
    question: "Do you offer refunds?",
    answer:
      "If something went wrong with a charge, write to billing@mavenanalytics.io within 14 days and we'll put it right. Refunds appear on your invoice list as credit notes.",
  },
];
