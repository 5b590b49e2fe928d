import { formatDate } from "~/core/format.ts";
import { LEGAL_UPDATED, type EntrySeed } from "./types.ts";

/** The day the terms and the privacy policy started to offer deleting an account yourself (decision 059). */
const SELF_SERVICE_DELETION = formatDate("2026-11-28");

const termsDeletion =
  "You can stop using the service and delete your account at any time, under [Preferences](/dashboard/account/preferences) (see the [Privacy Policy](/privacy-policy)).";

const published = new Date("2026-11-25T09:00:00Z");

const terms = `*Last updated: ${SELF_SERVICE_DELETION}*

These Terms of Use are the agreement between you and Maven Analytics ("we", "us") for the use of this website, its courses, learning paths, guided projects, data playground, challenges and community features (together, "the service"). By creating an account or using the service you accept them. If you use the service for an organization, you accept them for that organization too.

## 1. Your account

- You need an account for courses, projects, credentials and the dashboard. You sign up with your name, an e-mail address and a password, or with Google. We confirm your address by e-mail before the account is fully usable.
- Your password must be at least 8 characters and mix lowercase and uppercase letters, numbers and symbols. We store only a one-way hash of it (argon2id), never the password itself.
- You can turn on a second factor (an authenticator app or a text-message code) on the Security page. We strongly recommend it.
- Keep your sign-in details to yourself. You are responsible for what happens under your account; tell us at once through the [contact page](/contact) if you think someone else used it. After repeated wrong passwords we lock sign-in for that account for a while, to protect it.
- One account is for one person. Team seats are assigned to named people and cannot be shared.

## 2. Plans, payments and cancellation

- Some content is free: course previews, the open data sets of the data playground and the monthly challenges. Full access to every course, path, guided project and premium data set needs a paid plan (Maven Pro for individuals, Teams or Enterprise for organizations). Prices and what each plan includes are on the [pricing page](/pricing).
- Payments are handled by our payment provider, Stripe. You enter your card details on Stripe's form; we never see or store your full card number. We keep the record of your subscription, orders and invoices.
- Subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any time in your account's Subscription page; you keep access until the end of the period you paid for.
- If a renewal payment fails, we retry it for a short grace period and tell you by e-mail; premium access ends if the payment still fails after that.
- Prices may change. A change never applies to a period you already paid for, and we tell you by e-mail at least 30 days before it applies to your subscription.
- Unless the law where you live says otherwise, payments are non-refundable, except that a first-time subscriber may ask for a full refund within 14 days of the first payment by writing to us.

## 3. What you may do with our content

Our courses, videos, exercises, guides and data sets are licensed to you for your own learning. You may:

- watch, read and work through the content as often as you like while you have access;
- download project briefs and data sets you have access to and use them for practice, your portfolio and your job.

You may not resell, share, publish or redistribute course videos or paid materials, share your account, or scrape the service. Each data set in the playground lists its own source and license; follow it when you publish work based on it.

## 4. What you publish

You keep the rights to the projects, images and text you upload to your profile and the showcase. By publishing them you allow us to host and display them on the service, to show them to other visitors and to feature them on our pages; you can delete them at any time from your dashboard, and they disappear from the service when you do.

You are responsible for what you publish. Do not upload anything you don't have the right to share, personal data of other people, or anything that breaks the [Community Forum Policy](/community-forum-policy). Images must be JPEG, PNG or WebP files within the size limit shown on the form; we resize them and remove their embedded metadata (such as camera location) before storing them.

## 5. Credentials

Credentials and badges are issued when you complete a course, path or guided project. Each has a public verification page. We may revoke a credential earned by cheating or by someone other than the account holder.

## 6. Acceptable use

Do not try to break, overload or get around the security of the service; do not probe other people's accounts; do not use automated tools to create accounts, submit forms or download content in bulk. We limit the rate of requests, sign-ins and form submissions per address, and may suspend accounts that abuse the service.

## 7. Availability and changes

We work to keep the service available and your data safe, but we provide it "as is", without a promise that it will always be available or free of errors. We may change or retire features and content; if we remove something substantial from a paid plan, we tell you in advance and you may cancel.

## 8. Liability

To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to what you paid us in the 12 months before it. Nothing in these terms limits liability that cannot be limited by law.

## 9. Ending the agreement

${termsDeletion} We may suspend or close an account that seriously or repeatedly breaks these terms; where we can, we warn you first.

## 10. Changes to these terms

When we change these terms, we update the date above. If a change matters to you, we tell you by e-mail or on the site before it applies. Continuing to use the service after that means you accept the new terms.

## 11. Contact

Questions about these terms: use the [contact page](/contact) and choose "Something else", or write to support@mavenanalytics.io.
`;

const privacyDeletion =
  "To delete your account and everything tied to it, choose **Delete your account** under [Preferences](/dashboard/account/preferences) and confirm with your e-mail address and password: your profile, projects, progress, credentials, preferences, messages and sessions are erased at once, and we send a confirmation to the account's address. A plan that would renew must be canceled first, and a team's only admin names another admin first. Payment records (invoices and orders) stay only as long as the law requires, no longer tied to an account anyone can sign in to.";

const privacy = `*Last updated: ${SELF_SERVICE_DELETION}*

This policy explains what personal data Maven Analytics keeps when you use this website, why, for how long, who else sees it, and what you can ask of us. We keep it short and concrete: it describes what the service actually does.

## What we keep, and why

**Your account.** Your name, e-mail address, whether the address is verified, a hash of your password (argon2id; never the password itself), and, if you sign in with Google, the Google account identifier. If you turn on a second factor we keep its secret (encrypted) or your phone number, and hashed backup codes. We need these to run your account.

**Your profile and learning.** What you add to your profile (photo, headline, links, the public profile address you choose), the courses you started and your progress, the credentials you earned, the projects you publish and the projects you like. This is the service you asked for.

**Sign-in sessions and security.** For each session: a hash of the session token, when it started and expires, the IP address and browser it started from. We keep counts of sign-in attempts and form submissions per IP address for a short time to stop password guessing and spam.

**Messages you send us.** When you use the contact form, a consulting, training or enterprise inquiry, or download a guide, we keep what you entered (name, e-mail, organization, topic, message, the guide you asked for) and the IP address it came from, to answer you and to follow up on the request you made.

**Newsletter.** If you subscribe (in the footer, with the box when downloading a guide, or under Preferences in your account), we keep your e-mail address and pass it to our e-mail automation provider, which sends the newsletter. Every newsletter has an unsubscribe link.

**Payments.** If you buy a plan, our payment provider Stripe collects your card details directly; we never see your full card number. We keep your plan, subscription status, orders and invoices (amounts, dates, the last four digits and brand of the card as Stripe reports them), because we must keep accounting records.

**Error reports.** If something breaks in your browser, the page may send us an error report (what failed, the page, your browser). When you are signed in, the report carries your user id and e-mail so we can help you.

## Cookies

We set only the cookies we need unless you choose "Accept All" in the cookie box.

- **maven.session_token** keeps you signed in: 30 days from your last visit (or until you close the browser if you untick "Keep me logged in"), and never more than 90 days.
- **maven.device** remembers that this browser signed in successfully, so a lockout caused by strangers guessing your password does not lock you out: 1 year.
- **maven.mfa_challenge** and **maven.google_flow** carry a sign-in in progress (second factor, Google): a few minutes.
- **cookie_consent** remembers your choice in the cookie box: 1 year.

**Only Necessary** keeps it to the cookies above. **Accept All** also allows the site to load third-party scripts: analytics (a tag manager), our CRM's tracking, referral tracking and the customer-chat widget, which set their own cookies. With "Only Necessary" none of them is loaded. You can change your choice at any time with the cookie settings link in the footer.

## Who else processes your data

- **Stripe** for payments.
- **Our e-mail provider** to deliver account e-mails (verification, password reset, security notices, receipts) and replies to your messages.
- **Our newsletter automation provider**, only if you subscribe.
- **Our hosting and file storage providers**, which store the database and uploaded files for us.
- **The chat and analytics providers** named above, only if you chose "Accept All".

We do not sell your personal data, and we do not share it for others' advertising.

## How long we keep it

- Account, profile and learning data: while your account exists.
- Sessions: deleted when you sign out or end them on the Security page; an expired session stops working at once.
- Per-address counters for rate limits: at most 24 hours.
- Messages, inquiries and guide requests: deleted automatically 2 years after their last update.
- Payment records: as long as tax law requires (usually 7 years), even after the account is deleted.
- Newsletter address: until you unsubscribe.

## Deleting your account and your other rights

You can see and correct most of your data in your account pages, change your e-mail address and delete your projects yourself. To get a copy of your data, choose **Download your data** under [Preferences](/dashboard/account/preferences): a file with your account, profile, learning progress, credentials, projects, likes, survey answers, messages, plan and invoices. ${privacyDeletion}

Depending on where you live you also have the right to object to or restrict some uses, and to complain to your data protection authority.

## Children

The service is not meant for children under 16, and we do not knowingly collect their data.

## Security

Passwords and tokens are stored only as hashes, sessions can be ended from the Security page, sign-in has lockout and optional two-factor authentication, and all pages are served over HTTPS in production.

## Changes and contact

When we change this policy, we update the date above and, for changes that matter, tell you by e-mail. Questions or requests: the [contact page](/contact), or support@mavenanalytics.io.
`;

const community = `*Last updated: ${LEGAL_UPDATED}*

The Maven community is where learners share projects, answer challenges and help each other get better with data. This policy covers everything people publish here: profiles, showcase projects, challenge submissions, comments and discussions. It sits beside our [Terms of Use](/terms).

## The short version

Be kind, be useful, share your own work, and protect other people's data.

## Do

- **Share work you made.** Showcase projects and challenge entries should be your own analysis. Building on a tutorial is fine; say so.
- **Credit sources.** Name the data set and its source, and follow its license (each playground data set lists it).
- **Give feedback you would want to get.** Specific, about the work, with a suggestion. "The second chart would read faster sorted by value" beats "this is confusing".
- **Ask questions.** Nobody was born knowing window functions or DAX. Show what you tried.

## Don't

- **Harass or demean anyone**, including by their background, identity, experience level or accent. No threats, no insults, no piling on.
- **Post other people's personal data** or confidential company data. Anonymize before you share a work project; when in doubt, use a playground data set instead.
- **Post answers to graded assessments or credential exams.** Helping someone understand an idea is welcome; handing over answers is not.
- **Spam or advertise.** Self-promotion is fine when it's your project; mass links, affiliate links and recruiting pitches are not.
- **Upload anything illegal, sexual, violent or hateful**, or anything you do not have the right to share.
- **Impersonate** other people or Maven Analytics staff.

## How we moderate

Staff review reported content. Depending on how serious it is we may edit or remove it, warn the author, or suspend the account; for the most serious cases we remove it at once and close the account. We tell you what we removed and why, and you can reply through the [contact page](/contact) if you think we got it wrong.

## Reporting

If you see something that breaks this policy, tell us through the [contact page](/contact) with the link to the page and what is wrong. Reports are read by people, usually within two working days.

## Changes

We update this policy as the community grows and change the date above when we do.
`;

export const legalSeed: EntrySeed[] = [
  {
    id: "ent_legal-terms",
    kind: "legal",
    slug: "terms",
    title: "Terms of Use",
    summary:
      "The agreement for using Maven Analytics: your account, plans and payments, what you may do with our content and what you publish.",
    body: terms,
    fields: {},
    publishAt: published,
  },
  {
    id: "ent_legal-privacy",
    kind: "legal",
    slug: "privacy-policy",
    title: "Privacy Policy",
    summary:
      "What personal data we keep, why and for how long, the cookies we set, who processes data for us, and how to get it or delete it.",
    body: privacy,
    fields: {},
    publishAt: published,
  },
  {
    id: "ent_legal-community",
    kind: "legal",
    slug: "community-forum-policy",
    title: "Community Forum Policy",
    summary:
      "How we share, give feedback and protect each other's data in the Maven community, and how moderation works.",
    body: community,
    fields: {},
    publishAt: published,
  },
];

/**
 * What the self-service deletion changed in the terms and the privacy policy, [before, after]: a site
 * an earlier seed wrote gets the new text unless staff edited the page since (db/seed/seed.ts).
 */
const DELETION_EDITS: [string, string][] = [
  [`*Last updated: ${LEGAL_UPDATED}*`, `*Last updated: ${SELF_SERVICE_DELETION}*`],
  [
    "You can stop using the service and ask us to delete your account at any time (see the [Privacy Policy](/privacy-policy)).",
    termsDeletion,
  ],
  [
    'To delete your account and everything tied to it, write to us through the [contact page](/contact) (topic "My account or sign-in") from the address of the account. We answer within 30 days. Deleting an account removes your profile, projects, progress, credentials and sessions; payment records stay only as long as the law requires.',
    privacyDeletion,
  ],
];

export const legalCorrections: { id: string; was: string }[] = ["ent_legal-terms", "ent_legal-privacy"].map((id) => {
  const now = legalSeed.find((e) => e.id === id)!.body!;
  const was = DELETION_EDITS.reduce((body, [before, after]) => body.replace(after, before), now);
  if (was === now) throw new Error(`${id}: the deletion edits no longer match its text`);
  return { id, was };
});
