// Teams for business (issue 19): the admin's members, groups and settings pages. A buyer pays for
// Maven Teams with 2 seats, holds one (their premium access) and gives it back; two colleagues join
// by the link and take the seats, a third waits;
// the admin adds a seat in Settings (a prorated quote, with and without JavaScript; an invoice),
// approves the waiting person, makes the colleague a manager, builds a group they manage, and removes
// a member, who loses premium access at once. The last admin can't leave; a manager sees their
// group read-only and a member gets 403. Axe and 375 px on every page.
import { mkdir } from "node:fs/promises";
import { expect, type Browser, type Page } from "@playwright/test";
import { dismissCookieBox, gotoHydrated, waitForHydration } from "./support/app.ts";
import { scaled } from "./support/time-scale.ts";
import { expectNoViolations } from "./support/axe.ts";
import { signedInAccount, test, type Account } from "./support/accounts.ts";

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ context, baseURL }) => {
  await dismissCookieBox(context, baseURL);
});

const PREMIUM_DATASET = "/data-playground?datasetId=ds_tech-stock-prices";
/** Set TEAM_SHOTS=/some/dir to keep screenshots of each page at 1440 and 375 px. */
const SHOTS = process.env.TEAM_SHOTS;

async function payWithTestCard(page: Page) {
  const main = page.getByRole("main");
  await expect(main).toContainText("Test mode: no real charge");
  await main.getByLabel("Name on card").fill("Ada Admin");
  await main.getByLabel("Card number").fill("4242 4242 4242 4242");
  await main.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await main.getByLabel("Security code").fill("123");
  await main.getByRole("button", { name: /^Pay \$/ }).click();
}

/** Axe, no sideways scrolling at 375 px, and (with TEAM_SHOTS) screenshots at both widths. */
async function checkPage(page: Page, label: string) {
  await expectNoViolations(page, label);
  if (SHOTS) {
    await mkdir(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${label.replace(/\W+/g, "-")}-1440.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `no sideways scrolling at 375 px on ${label}`).toBeLessThanOrEqual(0);
  if (SHOTS) await page.getByRole("main").screenshot({ path: `${SHOTS}/${label.replace(/\W+/g, "-")}-375.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Another person in a browser of their own (same client address as the test, for the limits). */
async function personPage(browser: Browser, baseURL: string, headers: Record<string, string> | undefined) {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: headers });
  await dismissCookieBox(context, baseURL);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  return page;
}

/** A new, verified, signed-in account with a name of its own (the tables tell people apart by name). */
const signedInAs = (page: Page, firstName: string, lastName: string): Promise<Account> =>
  signedInAccount(page, firstName.toLowerCase(), { firstName, lastName });

async function joinByLink(page: Page, joinPath: string, teamName: string) {
  await gotoHydrated(page, joinPath);
  await page.getByRole("button", { name: `Join ${teamName}` }).click();
}

/** The premium data set's drawer: whether it is included, and the download link's address when it is. */
async function premiumDownload(page: Page): Promise<string | null> {
  await gotoHydrated(page, PREMIUM_DATASET);
  const drawer = page.getByRole("dialog");
  const link = drawer.getByRole("link", { name: "Download stocks.csv" });
  const upgrade = drawer.getByRole("link", { name: "Upgrade to Pro" });
  await expect(link.or(upgrade)).toBeVisible();
  return (await link.count()) > 0 ? link.getAttribute("href") : null;
}

test("seats, the waiting queue, roles, groups and removal on the team's admin pages", async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.setTimeout(scaled(300_000));
  await page.setViewportSize({ width: 1440, height: 900 });
  const main = page.getByRole("main");

  // --- The buyer pays for 2 seats; the team is theirs, named after them.
  await signedInAs(page, "Ada", "Admin");
  await gotoHydrated(page, "/signup/checkout?plan=teams-monthly&seats=2");
  await payWithTestCard(page);
  await expect(page).toHaveURL(/\/(checkout\/thanks|signup\/confirm)\?order=ord_/);
  await expect(main).toContainText("Maven Teams (monthly), 2 seats");
  await expect(main).toContainText("Your team has 2 seats, one of them yours: that's your premium access.");
  const teamName = "Ada's team";

  // The members page tells the same: the buyer's premium access is their seat, and ends with it.
  await gotoHydrated(page, "/dashboard/team/members");
  const yourSeat = main.getByRole("region", { name: "Your seat" });
  await expect(yourSeat).toContainText("You hold one of the team's seats, with premium access.");
  await expect(main).toContainText("1 of 2 seats used");
  expect(await premiumDownload(page), "premium from the buyer's seat").not.toBeNull();
  await gotoHydrated(page, "/dashboard/team/members");
  await yourSeat.getByRole("button", { name: "Give back my seat" }).click();
  await expect(main.getByRole("status").first()).toHaveText(
    "Your seat is free for someone else. You still run the team.",
  );
  await expect(yourSeat).toContainText("You run the team without a seat");
  expect(await premiumDownload(page), "no premium without a seat").toBeNull();

  // The sidebar leads to the team.
  await gotoHydrated(page, "/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "My Team" }).click();
  await expect(page).toHaveURL(/\/dashboard\/team$/);

  // The join link (on the Invite page), for everyone.
  await gotoHydrated(page, "/dashboard/team/invite");
  await main.getByLabel("Let people join with the link").check();
  await main.getByRole("button", { name: "Save join link" }).click();
  await expect(main.getByRole("status").first()).toHaveText("The join link is saved.");
  const joinPath = new URL((await main.getByText(/\/join\/[A-Za-z0-9_-]+$/).textContent())!.trim()).pathname;

  // --- The buyer gave their seat back: Mia and Max take the two seats; Zoe finds none and waits.
  const mia = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAs(mia, "Mia", "Member");
  await joinByLink(mia, joinPath, teamName);
  await expect(mia.getByRole("heading", { level: 1 })).toHaveText(`You're in ${teamName}`);
  const max = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAs(max, "Max", "Member");
  await joinByLink(max, joinPath, teamName);
  await expect(max.getByRole("heading", { level: 1 })).toHaveText(`You're in ${teamName}`);
  const zoe = await personPage(browser, baseURL!, extraHTTPHeaders);
  await signedInAs(zoe, "Zoe", "Waiting");
  await joinByLink(zoe, joinPath, teamName);
  await expect(zoe.getByRole("heading", { level: 1 })).toHaveText(`You're on ${teamName}'s waiting list`);
  await gotoHydrated(zoe, "/dashboard/team");
  await expect(zoe.getByRole("heading", { level: 1 })).toHaveText(`You're on ${teamName}'s waiting list`);
  await expect(zoe.getByRole("button", { name: "Leave the waiting list" })).toBeVisible();
  expect(await premiumDownload(zoe), "no premium while waiting").toBeNull();

  // --- Members: 2 of 2; Zoe waits, and approving needs a seat first.
  await gotoHydrated(page, "/dashboard/team/members");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Members");
  await expect(main).toContainText("2 of 2 seats used");
  const waitingList = main.getByRole("region", { name: "Waiting for a seat" });
  await expect(waitingList).toContainText("Zoe Waiting");
  await expect(waitingList).toContainText("Every seat is taken.");
  await expect(waitingList.getByRole("button", { name: "Approve Zoe Waiting" })).toHaveCount(0);
  const table = main.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table.getByRole("row").filter({ hasText: "Mia Member" })).toContainText("Join link");
  const adaRow = table.getByRole("row").filter({ hasText: "Ada Admin" });
  await expect(adaRow).toContainText("Bought the plan");
  await expect(adaRow).toContainText("Runs the team, no seat");
  await checkPage(page, "team members, one waiting");
  await waitingList.getByRole("link", { name: /add a seat in Settings/ }).click();

  // --- Settings without JavaScript: "See the price" quotes 3 seats, then "Pay … and add 1 seat".
  await expect(page).toHaveURL(/\/dashboard\/team\/settings$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Team settings");
  await checkPage(page, "team settings");
  // The buyer is told the plan is in their own account (another admin is told whose it is).
  await expect(main).toContainText("The plan and its receipts are in your account:");
  const noJs = await browser.newContext({
    baseURL,
    extraHTTPHeaders,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await noJs.newPage();
  await plain.goto("/dashboard/team/settings");
  const plainMain = plain.getByRole("main");
  // Below the seats in use is refused by the service, with its message under the field.
  await plainMain.getByLabel("Seats", { exact: true }).fill("1");
  await plainMain.getByRole("button", { name: "Change seats" }).click();
  await expect(plainMain.getByLabel("Seats", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(plainMain).toContainText("At least 2: that's how many members have seats.");
  await plainMain.getByLabel("Seats", { exact: true }).fill("3");
  await plainMain.getByRole("button", { name: "See the price" }).click();
  await expect(plain).toHaveURL(/\/dashboard\/team\/settings\?seats=3/);
  const plainQuote = plainMain.getByTestId("seat-quote");
  await expect(plainQuote).toContainText("1 more seat");
  await expect(plainQuote).toContainText("Prorated for the rest of this period");
  const dueNow = (await plainQuote.getByText(/^\$[\d,]+\.\d\d now$/).textContent())!.replace(" now", "");
  const perSeat = Number(
    (await plainMain.getByText(/per seat per month/).textContent())!.match(/\$([\d.]+) per seat/)![1],
  );
  expect(Number(dueNow.slice(1)), "a prorated part of one seat's month").toBeGreaterThan(0);
  expect(Number(dueNow.slice(1))).toBeLessThanOrEqual(perSeat);
  await plainMain.getByRole("button", { name: `Pay ${dueNow} and add 1 seat` }).click();
  await expect(plainMain.getByRole("status").first()).toHaveText(
    "Your seats are added. The charge for them is in Invoices.",
  );
  await expect(plainMain).toContainText("2 of 3 seats used");
  await noJs.close();

  // With JavaScript the quote follows the field as it changes; nothing is paid here.
  await gotoHydrated(page, "/dashboard/team/settings");
  await main.getByLabel("Seats", { exact: true }).fill("5");
  await expect(main.getByTestId("seat-quote")).toContainText("2 more seats");
  await expect(main.getByRole("button", { name: /^Pay \$[\d,.]+ and add 2 seats$/ })).toBeVisible();
  await main.getByLabel("Seats", { exact: true }).fill("2");
  await expect(main.getByTestId("seat-quote")).toContainText("Fewer seats take effect now; your next renewal on");

  // The charge for the added seat is an invoice of its own.
  await gotoHydrated(page, "/dashboard/account/invoices");
  const seatInvoice = page.getByRole("row").filter({ hasText: "1 added seat" });
  await expect(seatInvoice).toContainText(dueNow);
  await expect(seatInvoice).toContainText("Paid");

  // --- The waiting person is approved into the new seat.
  await gotoHydrated(page, "/dashboard/team/members");
  await waitingList.getByRole("button", { name: "Approve Zoe Waiting" }).click();
  await expect(main.getByRole("status").first()).toHaveText("Zoe Waiting has a seat now; we've told them by e-mail.");
  await expect(main).toContainText("3 of 3 seats used");
  await expect(waitingList).toContainText("Nobody is waiting.");
  expect(await premiumDownload(zoe), "a seat brings premium").not.toBeNull();

  // --- Mia becomes a manager.
  await main.getByRole("combobox", { name: "Role of Mia Member" }).selectOption("manager");
  await main.getByRole("button", { name: "Save Mia Member's role" }).click();
  await expect(main.getByRole("status").first()).toHaveText("Mia Member is now a manager.");
  await expect(main.getByRole("combobox", { name: "Role of Mia Member" })).toHaveValue("manager");

  // --- Groups: a group Mia manages, with Max and Zoe in it. Only managers can manage.
  await gotoHydrated(page, "/dashboard/team/groups");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Groups");
  await expect(main).toContainText("No groups yet");
  await checkPage(page, "team groups, none yet");
  await main.getByLabel("Group name").fill("Analysts");
  await main.getByRole("button", { name: "Create group" }).click();
  await expect(main.getByRole("status").first()).toHaveText("The group Analysts is created. Add its members below.");
  const group = main.getByRole("region", { name: "Analysts" });
  await group.getByLabel("Add to Analysts").selectOption({ label: "Max Member (Member)" });
  await group.getByLabel("Manages the group (managers only)").check();
  await group.getByRole("button", { name: "Add to group" }).click();
  await expect(group.getByRole("alert")).toHaveText(
    "Only managers can manage a group: change their role to manager first.",
  );
  await group.getByLabel("Manages the group (managers only)").uncheck();
  await group.getByRole("button", { name: "Add to group" }).click();
  // Each add renews the form; the notice reads the same every time, so wait for the person instead.
  await expect(group.getByRole("listitem").filter({ hasText: "Max Member" })).toBeVisible();
  await expect(main.getByRole("status").first()).toHaveText("Added to Analysts.");
  await group.getByLabel("Add to Analysts").selectOption({ label: "Zoe Waiting (Member)" });
  await group.getByRole("button", { name: "Add to group" }).click();
  await expect(group.getByRole("listitem").filter({ hasText: "Zoe Waiting" })).toBeVisible();
  await group.getByLabel("Add to Analysts").selectOption({ label: "Mia Member (Manager)" });
  await group.getByLabel("Manages the group (managers only)").check();
  await group.getByRole("button", { name: "Add to group" }).click();
  await expect(main.getByRole("status").first()).toHaveText("Added to Analysts.");
  await expect(group.getByRole("listitem").filter({ hasText: "Mia Member" })).toContainText("Manages this group");
  await expect(group).toContainText("3 members · 1 manager");
  await checkPage(page, "team groups");

  // The manager sees her group's members, read-only; the settings are not hers.
  await gotoHydrated(mia, "/dashboard/team/members");
  await expect(mia.getByRole("main")).toContainText("The members of the groups you manage.");
  const miaTable = mia.getByRole("main").getByRole("table");
  await expect(miaTable.getByRole("row").filter({ hasText: "Max Member" })).toContainText("Analysts");
  await expect(miaTable.getByRole("row")).toHaveCount(4);
  await expect(miaTable).not.toContainText("Ada Admin");
  await expect(mia.getByRole("main").getByRole("combobox")).toHaveCount(0);
  await expect(mia.getByRole("main").getByRole("link", { name: /^Remove / })).toHaveCount(0);
  await checkPage(mia, "team members, as a manager");
  await gotoHydrated(mia, "/dashboard/team/groups");
  await expect(mia.getByRole("main").getByRole("region", { name: "Analysts" })).toBeVisible();
  await expect(mia.getByRole("main").getByRole("button", { name: "Create group" })).toHaveCount(0);
  expect((await mia.goto("/dashboard/team/settings"))?.status()).toBe(403);
  // A member sees none of these pages.
  for (const path of ["/dashboard/team/members", "/dashboard/team/groups", "/dashboard/team/settings"])
    expect((await max.goto(path))?.status(), `${path} for a member`).toBe(403);

  // --- Removing Max: a dialog says what happens; his premium access ends at once.
  const downloadHref = await premiumDownload(max);
  expect(downloadHref).not.toBeNull();
  await gotoHydrated(page, "/dashboard/team/members");
  const removeMax = main.getByRole("link", { name: "Remove Max Member from the team" });
  await expect(removeMax).toHaveAttribute("href", /\/dashboard\/team\/members\?remove=/);
  await removeMax.click();
  const dialog = page.getByRole("dialog", { name: "Remove Max Member?" });
  await expect(dialog).toContainText("their premium access from the team ends now");
  await expect(dialog).toContainText("Their own progress, projects and credentials stay theirs.");
  await expectNoViolations(page, "the remove dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await removeMax.click();
  await dialog.getByRole("button", { name: "Remove", exact: true }).click();
  await expect(main.getByRole("status").first()).toHaveText(
    "They're removed from the team: their seat is free and their premium access ended.",
  );
  await expect(main).toContainText("2 of 3 seats used");
  await expect(main.getByRole("table")).not.toContainText("Max Member");
  expect(await premiumDownload(max), "no premium after removal").toBeNull();
  expect((await max.request.get(downloadHref!)).status(), "the download is refused").toBe(403);

  // --- The admin takes the freed seat for herself.
  await main.getByRole("region", { name: "Your seat" }).getByRole("button", { name: "Take a seat" }).click();
  await expect(main.getByRole("status").first()).toHaveText("You have a seat now: the whole library is open to you.");
  await expect(main).toContainText("3 of 3 seats used");
  await expect(adaRow).not.toContainText("no seat");

  // --- The last admin can't leave (the confirm step without JavaScript) nor step down.
  await page.goto("/dashboard/team/members?leave=1");
  await expect(main.getByRole("region", { name: `Leave ${teamName}?` })).toContainText("Your own progress");
  await main.getByRole("button", { name: "Leave the team" }).click();
  await expect(main.getByRole("alert")).toHaveText(
    "You're the team's only admin: make someone else an admin before you leave.",
  );
  await gotoHydrated(page, "/dashboard/team/members");
  await expect(main.getByRole("link", { name: "Remove Ada Admin from the team" })).toHaveCount(0);
  await main.getByRole("combobox", { name: "Role of Ada Admin" }).selectOption("member");
  await main.getByRole("button", { name: "Save Ada Admin's role" }).click();
  await expect(main.getByRole("alert").first()).toHaveText("A team needs an admin: make someone else an admin first.");
  await waitForHydration(page);

  await mia.context().close();
  await max.context().close();
  await zoe.context().close();
});
