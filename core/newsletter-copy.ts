/** Newsletter wording and limits, kept apart from the schema so the browser bundle needs no Zod. */
export const EMAIL_MAX_LENGTH = 254;
export const NEWSLETTER_HINT = "No spam, just helpful tips & tricks delivered directly to your inbox.";
export const NEWSLETTER_SUCCESS_MESSAGE = "You have been subscribed!";
