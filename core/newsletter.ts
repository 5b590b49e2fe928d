import { z } from "zod";

export const EMAIL_MAX_LENGTH = 254;
export const NEWSLETTER_HINT = "No spam, just helpful tips & tricks delivered directly to your inbox.";
export const NEWSLETTER_SUCCESS_MESSAGE = "You have been subscribed!";

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
