// Teams for business (issue 19): a buyer pays for Maven Teams with 3 seats, sets the team up
// (name, logo, invitations by CSV with a bad row, the join link limited to a domain), an invited
// person accepts through sign-up, colleagues join by the link until the seats run out and the next
// one waits. Axe on every page on the way.
import crypto from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { makeImage } from "../fixtures/images.ts";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { expectNoViolations } from "./support/axe.ts";
import {
  newAccount,
  signedInAccount,
  strongPassword,
  test,
  verificationMail,
  type Account,
} from "./support/accounts.ts";
import { inbox } from "./support/inbox.ts";
import { extractLink } from "./support/smtp.ts";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const INVITED = /invited you to .+ on Maven Analytics$/;

async function payWithTestCard(page: Page) {
  const main = page.getByRole("main");
  await expect(main).toContainText("Test mode: no real charge");
  await main.getByLabel("Name on card").fill("Ada Lovelace");
  await main.getByLabel("Card number").fill("4242 4242 4242 4242");
  await main.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await main.getByLabel("Security code").fill("123");
  await main.getByRole("button", { name: /^Pay \$/ }).click();
}

async function expectFitsPhone(page: Page, label: string) {
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at 375 px on ${label}`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Another person in a browser of their own (same client address as the test, for the limits). */
async function personPage(browser: Browser, baseURL: string, headers: Record<string, string> | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
  await dismissCookieBox(context, baseURL);
  return context.newPage();
}

/** A new, verified, signed-in account at `domain`. */
const signedInAt = (page: Page, domain: string, prefix: string): Promise<Account> =>
  signedInAccount(page, prefix, { email: `${prefix}-${crypto.randomBytes(4).toString("hex")}@${domain}` });

test("buy Teams for 3, set the team up, invite by CSV, accept by sign-up, join by link until one waits", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(scaled(240_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  const suffix = crypto.randomBytes(4).toString("hex");
  const teamName = `Acme Analytics ${suffix}`;
  const domain = `acme-${suffix}.example.com`;

  // --- The buyer pays for 3 seats and is sent to set the team up.
  const admin = await signedInAccount(page, "teambuyer");
  await gotoHydrated(page, "/signup/checkout?plan=teams-monthly&seats=3");
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/(checkout\/thanks|signup\/confirm)\?order=ord_/);
  const main = page.getByRole("main");
  await expect(main).toContainText("Maven Teams (monthly), 3 seats");
  // One of the seats is the buyer's (decision 053): that is their premium access.
  await expect(main).toContainText("Your team has 3 seats, one of them yours: that's your premium access.");
  await expect(main).toContainText("invite up to 2 colleagues for the other seats");
  await main.getByRole("link", { name: "Set up your team" }).click();

  // --- Step 1: logo and name.
  await expect(page).toHaveURL(/\/onboarding\/team$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team details");
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Setup steps" }).locator('[aria-current="step"]')).toContainText(
    "Team details",
  );
  await expectNoViolations(page, "/onboarding/team step 1");
  await expectFitsPhone(page, "/onboarding/team step 1");
  await waitForHydration(page);
  await main.getByLabel("Choose a logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await makeImage("png", { width: 120, height: 120 }),
  });
  await main.getByRole("button", { name: "Upload logo" }).click();
  await expect(main.getByRole("status")).toHaveText("Your logo is saved.");
  await expect(main.getByRole("img", { name: /current logo$/ })).toBeVisible();
  // A name too short is refused with the schema's message, then a good one goes on to step 2.
  await main.getByLabel("Team name").fill("A");
  await main.getByRole("button", { name: "Save and continue" }).click();
  await expect(main.getByLabel("Team name")).toHaveAttribute("aria-invalid", "true");
  await expect(main.getByRole("alert")).toContainText("at least 2 characters");
  await main.getByLabel("Team name").fill(teamName);
  await main.getByRole("button", { name: "Save and continue" }).click();

  // --- Step 2: a CSV with a bad row, its preview, the send, the summary.
  await expect(page).toHaveURL(/\/onboarding\/team\?step=2&saved=name$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invite people");
  await expect(main).toContainText("Your plan has 3 seats, one of them yours.");
  await expect(main.getByRole("status").first()).toHaveText("Your team's name is saved.");
  await expectNoViolations(page, "/onboarding/team step 2");
  await expectFitsPhone(page, "/onboarding/team step 2");
  const invitees = ["ina", "ivo", "ida"].map((name) => `${name}-${suffix}@example.com`);
  const csv = `email,role\n${invitees[0]},member\n${invitees[1]}\nnot-an-address\n${invitees[2]},manager\n`;
  await waitForHydration(page);
  await main.getByLabel("CSV file").setInputFiles({
    name: "colleagues.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await main.getByRole("button", { name: "Preview the file" }).click();
  const preview = main.getByRole("region", { name: "Check the list before sending" });
  await expect(preview).toContainText("3 of 4 rows ready to invite.");
  const badRow = preview.getByRole("row").filter({ hasText: "not-an-address" });
  await expect(badRow).toContainText(`"not-an-address" isn't an e-mail address.`);
  await expect(badRow.getByRole("cell").first()).toHaveText("4");
  await expect(preview.getByRole("row").filter({ hasText: invitees[2]! })).toContainText("Manager");
  await expectNoViolations(page, "the invitation preview");
  await preview.getByRole("button", { name: "Send 3 invitations" }).click();
  const result = main.getByRole("region", { name: "3 invitations sent" });
  await expect(result).toContainText("3 invited, 0 re-sent, 1 not invited.");
  await expect(result).toContainText(`Line 4: not-an-address — "not-an-address" isn't an e-mail address.`);
  await expectNoViolations(page, "the invitation summary");
  // The summary is a page of its own (post/redirect/get): a reload shows it again and sends nothing.
  await expect(page).toHaveURL(/\/onboarding\/team\?step=2&sent=tib_[\w-]+$/);
  await page.reload();
  await expect(result).toContainText("3 invited, 0 re-sent, 1 not invited.");

  // The join link: on, for the company's domain.
  await main.getByLabel("Let people join with the link").check();
  await main.getByLabel("Only addresses at this domain (optional)").fill(domain);
  await main.getByRole("button", { name: "Save join link" }).click();
  await expect(main.getByRole("status").first()).toHaveText("The join link is saved.");
  await expect(main).toContainText(`On, for @${domain} addresses`);
  const joinUrl = (await main.getByText(/\/join\/[A-Za-z0-9_-]+$/).textContent())!.trim();
  const joinPath = new URL(joinUrl).pathname;
  await main.getByRole("link", { name: "Continue" }).click();

  // --- Step 3: the first learning path, then the team's pages.
  await expect(page).toHaveURL(/\/onboarding\/team\?step=3$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("First learning path");
  await expectNoViolations(page, "/onboarding/team step 3");
  await expectFitsPhone(page, "/onboarding/team step 3");
  await finishWithFirstPath(page);
  await expect(page).toHaveURL(/\/dashboard\/team$/);

  // --- An invited person signs up from the mail and accepts.
  const ina = await personPage(browser, baseURL!, extraHTTPHeaders);
  const invitationUrl = extractLink(
    await inbox().waitForMail(invitees[0]!, { subject: INVITED }),
    "/team-invitations/",
  );
  const invitationPath = new URL(invitationUrl).pathname;
  await gotoHydrated(ina, invitationPath);
  await expect(ina.getByRole("heading", { level: 1 })).toHaveText(`You're invited to join ${teamName}`);
  await expect(ina.getByRole("main")).toContainText(invitees[0]!);
  await expect(ina.getByRole("img", { name: `${teamName} logo` })).toBeVisible();
  await expectNoViolations(ina, "an invitation, signed out");
  await expectFitsPhone(ina, "an invitation, signed out");
  await ina.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  // The invited address is filled in for them.
  await expect(ina).toHaveURL(/\/signup\?email=ina-[a-f0-9]+%40example\.com&returnTo=%2Fteam-invitations%2F/);
  await waitForHydration(ina);
  const inaAccount: Account = { ...newAccount("ina"), email: invitees[0]!, password: strongPassword() };
  const form = ina.getByRole("main");
  await form.getByLabel("First name").fill("Ina");
  await form.getByLabel("Last name").fill("Invited");
  await form.getByLabel("Email").fill(inaAccount.email);
  await form.getByLabel("Password", { exact: true }).fill(inaAccount.password);
  await form.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(ina).toHaveURL(/\/signup\/verify\?email=/);
  await ina.goto(extractLink(await verificationMail(inaAccount.email), "/signup/verify"));
  await expect(ina).toHaveURL(/\/login\?verified=1/);
  await waitForHydration(ina);
  await ina.getByRole("main").getByLabel("Password", { exact: true }).fill(inaAccount.password);
  await ina.getByRole("main").getByRole("button", { name: "Log in", exact: true }).click();
  await expect(ina).toHaveURL((url) => url.pathname === invitationPath);
  await expect(ina.getByRole("heading", { level: 1 })).toHaveText(`Join ${teamName}`);
  await expectNoViolations(ina, "an invitation, signed in");
  await ina.getByRole("button", { name: `Accept and join ${teamName}` }).click();
  await expect(ina.getByRole("heading", { level: 1 })).toHaveText(`You're in ${teamName}`);
  await expectNoViolations(ina, "an accepted invitation");
  // The first path went to the whole team: someone who joins afterwards has it first on their dashboard.
  await gotoHydrated(ina, "/dashboard");
  const assigned = ina.getByRole("region", { name: "Assigned by your team" });
  await expect(assigned).toContainText("Data Analyst with Excel");
  await ina.context().close();

  // --- The join link: someone at another domain is turned away with a way to switch accounts.
  const outsider = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAccount(outsider, "outsider");
  await gotoHydrated(outsider, joinPath);
  await expect(outsider.getByRole("heading", { level: 1 })).toHaveText(`This link is for @${domain} addresses`);
  await expect(outsider.getByRole("button", { name: `Log out and log in with your ${domain} address` })).toBeVisible();
  await expectNoViolations(outsider, "a join link at the wrong domain");
  await outsider.context().close();

  // A colleague at the domain takes the last seat.
  const dana = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAt(dana, domain, "dana");
  await gotoHydrated(dana, joinPath);
  await expect(dana.getByRole("heading", { level: 1 })).toHaveText(`Join ${teamName}`);
  await expectNoViolations(dana, "a join link, signed in");
  await dana.getByRole("button", { name: `Join ${teamName}` }).click();
  await expect(dana.getByRole("heading", { level: 1 })).toHaveText(`You're in ${teamName}`);
  await dana.context().close();

  // The buyer holds one of the three seats, Ina and Dana the others: the next person finds every
  // seat taken and waits.
  const vic = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAt(vic, domain, "vic");
  await gotoHydrated(vic, joinPath);
  await vic.getByRole("button", { name: `Join ${teamName}` }).click();
  await expect(vic.getByRole("heading", { level: 1 })).toHaveText(`You're on ${teamName}'s waiting list`);
  await expectNoViolations(vic, "the waiting list message");
  await expectFitsPhone(vic, "the waiting list message");

  // The admin adds a seat (charged for the rest of the period) and lets the fourth person in.
  await gotoHydrated(page, "/dashboard/team/settings");
  await main.getByLabel("Seats", { exact: true }).fill("4");
  await expect(main.getByTestId("seat-quote")).toContainText("1 more seat");
  await main.getByRole("button", { name: /^Pay \$[\d,.]+ and add 1 seat$/ }).click();
  await expect(main.getByRole("status").first()).toContainText("Your seats are added");
  await gotoHydrated(page, "/dashboard/team/members");
  await main.getByRole("button", { name: /^Approve / }).click();
  await expect(main.getByRole("status").first()).toContainText("has a seat now");
  // The team's first path is theirs too, first on their dashboard.
  await gotoHydrated(vic, "/dashboard");
  await expect(vic.getByRole("region", { name: "Assigned by your team" })).toContainText("Data Analyst with Excel");
  await vic.context().close();

  // --- The admin's invite page: the two open invitations, resent and revoked.
  await gotoHydrated(page, "/dashboard/team/invite");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invite people");
  await expect(page.getByRole("main")).toContainText("4 of 4 seats used");
  await expect(page.getByRole("main")).toContainText(teamName);
  const invitations = page.getByRole("region", { name: "Invitations not yet accepted" });
  await expect(invitations.getByRole("listitem")).toHaveCount(2);
  await expect(invitations).not.toContainText(invitees[0]!);
  await expectNoViolations(page, "/dashboard/team/invite");
  await expectFitsPhone(page, "/dashboard/team/invite");
  const before = Date.now();
  await invitations.getByRole("button", { name: `Resend the invitation to ${invitees[1]}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/team\/invite\?done=resent$/);
  await expect(page.getByRole("main").getByRole("status").first()).toContainText("on its way again");
  await inbox().waitForMail(invitees[1]!, { subject: INVITED, after: before });
  await invitations.getByRole("button", { name: `Revoke the invitation to ${invitees[2]}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/team\/invite\?done=revoked$/);
  await expect(invitations.getByRole("listitem").filter({ hasText: invitees[2]! })).toContainText("Revoked");

  // The revoked invitation's link says so; an unknown one is a 404.
  const revokedUrl = extractLink(await inbox().waitForMail(invitees[2]!, { subject: INVITED }), "/team-invitations/");
  const visitor = await personPage(browser, baseURL!, extraHTTPHeaders);
  await gotoHydrated(visitor, new URL(revokedUrl).pathname);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("This invitation was withdrawn");
  const missing = await visitor.goto("/team-invitations/no-such-invitation-token-0000");
  expect(missing?.status()).toBe(404);
  await visitor.context().close();
  expect(admin.email).toContain("teambuyer");
});

/** Step 3: the first learning path, due in two weeks, for the whole team. */
async function finishWithFirstPath(page: Page) {
  const main = page.getByRole("main");
  await waitForHydration(page);
  await main.getByLabel(/^Data Analyst with Excel/).check();
  const due = new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await main.getByLabel("Due date (optional)").fill(due);
  await main.getByRole("button", { name: "Assign and finish" }).click();
}
