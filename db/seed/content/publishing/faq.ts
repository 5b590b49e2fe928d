import type { EntrySeed } from "./types.ts";

const published = new Date("2026-11-20T09:00:00Z");

/** [category, slug, question, answer (Markdown)] */
const FAQ: [string, string, string, string][] = [
  // account
  [
    "account",
    "create-account",
    "How do I create an account?",
    "Choose **Sign Up** at the top of any page, pick a plan (the free plan is fine to start), and sign up with your e-mail and a password (or with your Google account, when the sign-up page offers it). We send a link and a 6-digit code to confirm your address; either one works.",
  ],
  [
    "account",
    "forgot-password",
    "I forgot my password. What now?",
    "Use **Forgot password?** on the [log-in page](/login/forgot-password). We e-mail a reset link that works for one hour. For your security, changing the password signs you out everywhere else.",
  ],
  [
    "account",
    "change-email",
    "How do I change my e-mail address?",
    "Go to **Edit Profile** in your dashboard. We send a confirmation link to the new address and only switch once you open it, and we let the old address know about the change.",
  ],
  [
    "account",
    "two-factor",
    "Can I protect my account with two-factor authentication?",
    "Yes. On the **Security** page of your account you can add an authenticator app or text-message codes, and download one-time backup codes in case you lose your phone.",
  ],
  [
    "account",
    "locked-out",
    "Why can't I sign in after several tries?",
    "After repeated wrong passwords we pause sign-in for that account for a few minutes, to stop password guessing. Wait a moment, or reset your password. A browser you signed in with successfully before keeps working even if strangers triggered the pause.",
  ],
  [
    "account",
    "delete-account",
    "How do I delete my account?",
    "Go to **Account → Preferences** and choose [Delete your account](/dashboard/account/delete), then confirm with your e-mail address and password. Your profile, projects, progress, certificates and sessions are erased at once and we confirm by e-mail. A plan that would renew must be canceled first. See the [Privacy Policy](/privacy-policy) for what we must keep.",
  ],
  // billing
  [
    "billing",
    "free-plan",
    "What can I do for free?",
    "A free account lets you watch course previews, download every open data set in the [data playground](/data-playground), join the monthly [data challenges](/challenges), publish projects to the showcase and read all our guides and articles.",
  ],
  [
    "billing",
    "pro-includes",
    "What does Maven Pro include?",
    "Every course, learning path and guided project, the premium data sets with their recommended analysis, every quiz and project download, and credentials when you finish. See [pricing](/pricing) for the current prices.",
  ],
  [
    "billing",
    "payment-methods",
    "How do you take payment?",
    "Card payments are processed by Stripe. You enter your card on Stripe's secure form; we never see or store the full card number.",
  ],
  [
    "billing",
    "cancel",
    "How do I cancel my subscription?",
    "In your dashboard, open **My Subscription** and choose cancel. You keep full access until the end of the period you already paid for, and you are not charged again.",
  ],
  [
    "billing",
    "invoices",
    "Where are my invoices?",
    "Every payment has an invoice in your account's **Invoices** page, ready to download for your expense report.",
  ],
  [
    "billing",
    "refunds",
    "Can I get a refund?",
    "If this is your first subscription, you can ask for a full refund within 14 days of the first payment through the [contact page](/contact), topic **Plans and billing**.",
  ],
  // courses
  [
    "courses",
    "self-paced",
    "Are courses live or self-paced?",
    "Self-paced. A course opens with a short video tour, then teaches one skill a lesson, each with a worked example on real data, a common mistake to avoid and an exercise to try. Knowledge checks test what you learned, and every course ends with a project you work through on your own. Take them whenever suits you, as often as you like.",
  ],
  [
    "courses",
    "which-first",
    "I'm new to data. Where should I start?",
    "Take a look at our learning [paths](/paths): each one orders courses from the first steps to job-ready skills. Excel and SQL are the most common starting points; the [Find Your Path](/pathfinder) survey suggests one for you.",
  ],
  [
    "courses",
    "course-files",
    "Do courses include practice files?",
    "Every course ends with a project lesson whose brief you download and keep. For hands-on practice, the [data playground](/data-playground) has free data sets to preview and download, and Pro adds premium sets with a recommended analysis.",
  ],
  [
    "courses",
    "time-needed",
    "How long does a course take?",
    "Each course page shows its length in hours. Most learners finish a course in one to three weeks at a few hours a week.",
  ],
  [
    "courses",
    "progress",
    "Is my progress saved?",
    "Yes. Your dashboard shows where you stopped in every course, and you can pick up on any device after signing in.",
  ],
  [
    "courses",
    "ce-credit",
    "Do courses count for continuing education?",
    "Several courses list continuing-education credit on their course page. Report the hours shown there to your professional body.",
  ],
  // credentials
  [
    "credentials",
    "what-credentials",
    "What is a Maven credential?",
    "A verified record that you completed a course, path or guided project. Each one has a public verification page you can link from your CV or LinkedIn.",
  ],
  [
    "credentials",
    "earn-credential",
    "How do I earn one?",
    "Finish every lesson of the course, path or guided project while signed in. The credential appears in your dashboard the moment you complete the last one.",
  ],
  [
    "credentials",
    "share-credential",
    "How do I share a credential?",
    "Open it from your dashboard and copy its verification link. Anyone with the link can confirm it without an account.",
  ],
  [
    "credentials",
    "credential-expire",
    "Do credentials expire?",
    "No. Credentials stay valid and verifiable even if your subscription ends.",
  ],
  [
    "credentials",
    "name-on-credential",
    "My name is wrong on a credential.",
    "Credentials show the name on your profile. Correct it in **Edit Profile** and the verification page shows the new name.",
  ],
  // data sets
  [
    "data-sets",
    "playground-what",
    "What is the data playground?",
    "A free library of practice data sets, from airports to stock prices, with a preview of every file, its fields and suggested analysis ideas. Use them for practice, challenges and portfolio projects.",
  ],
  [
    "data-sets",
    "premium-data",
    "Why are some data sets locked?",
    "Premium data sets, their downloads and the recommended analysis are for Maven subscribers. You can still preview a sample of their files for free.",
  ],
  [
    "data-sets",
    "data-license",
    "Can I use the data sets in my portfolio?",
    "Yes. Each data set lists its source and license on its page; credit the source when you publish your work.",
  ],
  [
    "data-sets",
    "file-formats",
    "Which file formats do you provide?",
    "Data sets come as CSV files that open in Excel, Power BI, Tableau, Python, R and any SQL tool's import wizard.",
  ],
  [
    "data-sets",
    "challenges-data",
    "How do the data challenges work?",
    "Each month we publish a data set and a business question. You build your analysis, publish it to the showcase, and our instructors feature their favorite entries in the challenge recap on the [blog](/blog).",
  ],
  // teams
  [
    "teams",
    "teams-plan",
    "Do you have a plan for teams?",
    "Yes. [Maven for Business](/maven-for-business) gives each team member full access, with seat management and progress reporting for managers. Teams of two or more can buy online; larger organizations can talk to us about Enterprise.",
  ],
  [
    "teams",
    "add-seats",
    "Can I add people to my team later?",
    "Yes. Add seats at any time from your team settings; you pay only for the rest of the billing period for each new seat.",
  ],
  [
    "teams",
    "reporting",
    "Can managers see their team's progress?",
    "Team admins see who started which course, their progress and the credentials they earned, and can export it for reviews.",
  ],
  [
    "teams",
    "custom-training",
    "Do you run live training for companies?",
    "Yes. Our instructors run live, hands-on workshops built around your tools and your data. See [training](/training) or [consulting](/consulting) and send us an inquiry.",
  ],
  [
    "teams",
    "invoice-pay",
    "Can my company pay by invoice?",
    "Enterprise plans can pay by invoice and purchase order. Tell us about your team through the [contact page](/contact) with the topic **Maven for Business**.",
  ],
];

export const faqSeed: EntrySeed[] = FAQ.map(([category, slug, question, answer], i) => ({
  id: `ent_faq-${slug}`,
  kind: "faq" as const,
  slug,
  title: question,
  summary: "",
  body: answer,
  fields: { category },
  // Older first inside each category: the page lists them in the order written here.
  publishAt: new Date(published.getTime() - i * 60_000),
}));

/**
 * Answers an earlier seed wrote that were untrue (no lesson has "exercises and course files"; a
 * course's only file is its project brief). The seed never overwrites an entry, as staff may have
 * edited it, so these are replaced only where the stored answer is still word for word the old one.
 */
export const faqCorrections: { id: string; was: string }[] = [
  {
    id: "ent_faq-self-paced",
    was: "Self-paced. Every lesson is a video with exercises and course files you can work through whenever suits you, as often as you like.",
  },
  {
    id: "ent_faq-course-files",
    was: "Yes. Courses come with the project files and data sets the instructor uses, so you can follow along step by step and keep them for later.",
  },
  {
    id: "ent_faq-pro-includes",
    was: "Every course, learning path and guided project, the premium data sets with their recommended analysis, course files, and credentials when you finish. See [pricing](/pricing) for the current prices.",
  },
  {
    id: "ent_faq-delete-account",
    was: "Send us a message through the [contact page](/contact) from your account's e-mail address with the topic **My account or sign-in**. We delete your profile, projects, progress and sessions within 30 days and confirm by e-mail. See the [Privacy Policy](/privacy-policy) for what we must keep.",
  },
  {
    id: "ent_faq-self-paced",
    was: "Self-paced. A course is a series of short video lessons with readings and quizzes between them, and it ends with a project you work through on your own. Take them whenever suits you, as often as you like.",
  },
];
