import { faqSeed } from "./faq.ts";
import { guideSeed } from "./guides.ts";
import { interviewSeed } from "./interviews.ts";
import { legalSeed } from "./legal.ts";
import { postSeed } from "./posts.ts";
import { storySeed } from "./stories.ts";
import { teamSeed } from "./team.ts";

/** Every seeded entry of the publishing pages (issue 18). */
export const publishingSeed = [
  ...legalSeed,
  ...faqSeed,
  ...postSeed,
  ...guideSeed,
  ...interviewSeed,
  ...storySeed,
  ...teamSeed,
];
