import { z } from "zod";

import { EMAIL_MAX_LENGTH } from "./newsletter-copy.ts";

export const NewsletterSignupSchema = z.object({
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .min(1, "Enter your email address.")
    .max(EMAIL_MAX_LENGTH, `An email address has at most ${EMAIL_MAX_LENGTH} characters.`)
    .pipe(z.email("Enter a valid email address, like name@example.com.")),
  // Honeypot: hidden from people, filled in by bots; the service ignores such sign-ups.
  company: z.string().max(500).optional(),
});
export type NewsletterSignup = z.infer<typeof NewsletterSignupSchema>;
