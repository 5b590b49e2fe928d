import { z } from "zod";
import { CONSENT_VALUES } from "./consent.ts";
import { PortfolioPostfixSchema } from "./user-attributes.ts";

/** Limits of the Edit Profile form; the form shows them and the service enforces them. */
export const PROFILE_LIMITS = {
  firstName: 50,
  lastName: 50,
  headline: 120,
  bio: 2000,
  location: 80,
  link: 200,
} as const;
export const PROFILE_LINKS_MAX = 3;

/** Control characters other than line breaks and tabs have no place in a profile. */
function hasControlCharacters(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && char !== "\n" && char !== "\t") || code === 0x7f) return true;
  }
  return false;
}

const text = (label: string, max: number, { required = false } = {}) => {
  const base = z
    .string()
    .default("")
    .transform((value) => value.trim().replace(/\r\n/g, "\n"));
  return base.pipe(
    z
      .string()
      .min(required ? 1 : 0, `Enter your ${label.toLowerCase()}.`)
      .max(max, `${label} can be at most ${max} characters.`)
      .refine((value) => !hasControlCharacters(value), `${label} has characters we cannot show.`),
  );
};

const LinkSchema = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.link, `A link can be at most ${PROFILE_LIMITS.link} characters.`)
  .refine((value) => {
    if (value === "") return true;
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
    } catch {
      return false;
    }
  }, "Enter a full web address starting with https://.");

export const ProfileFormSchema = z.object({
  firstName: text("First name", PROFILE_LIMITS.firstName, { required: true }),
  lastName: text("Last name", PROFILE_LIMITS.lastName),
  portfolioUrlPostfix: z
    .string()
    .default("")
    .transform((value) => value.trim().toLowerCase())
    .pipe(PortfolioPostfixSchema),
  headline: text("Headline", PROFILE_LIMITS.headline),
  bio: text("Bio", PROFILE_LIMITS.bio),
  location: text("Location", PROFILE_LIMITS.location),
  link1: LinkSchema.default(""),
  link2: LinkSchema.default(""),
  link3: LinkSchema.default(""),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/** The non-empty links of a parsed form, in order, without duplicates. */
export function linksOf(form: Pick<ProfileForm, "link1" | "link2" | "link3">): string[] {
  return [...new Set([form.link1, form.link2, form.link3].filter(Boolean))];
}

/** A checkbox sends "on" when ticked and nothing otherwise. */
const checkbox = z
  .string()
  .optional()
  .transform((value) => value === "on" || value === "true");

export const PreferencesFormSchema = z.object({
  emailNewsletter: checkbox,
  emailCourseReminders: checkbox,
  visibility: z.enum(["public", "private"], { error: "Choose who can see your profile." }),
});
export type PreferencesForm = z.infer<typeof PreferencesFormSchema>;

/** A link's label on the profile: its host without "www.". */
export function linkLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** The cookie choice on the preferences page: the same two values as the cookie box. */
export const CookieChoiceFormSchema = z.object({
  consent: z.enum(CONSENT_VALUES, { error: "Choose Only Necessary or Accept All." }),
});
