import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "~/db/schema/leads.ts";
import { contentEntries } from "~/db/schema/publishing.ts";
import { authThrottles } from "~/db/schema/users.ts";
import { guideSeed } from "~/db/seed/content/publishing/guides.ts";
import { createTestLogger } from "~/tests/setup/silent-logger.ts";
import { createTestDatabase, type TestDatabase } from "~/tests/setup/test-db.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { NotFound } from "../errors.ts";
import { createLeadsService } from "../leads/service.ts";
import { createRateLimiter } from "../rate-limit.ts";
import { createGuideService } from "./guides.ts";
import { createPublishingService } from "./service.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(contentEntries)
    .values(guideSeed.slice(0, 2).map((g) => ({ ...g, status: "published" as const })));
});
afterAll(() => database.destroy());
beforeEach(async () => {
  await database.db.delete(leads);
  await database.db.delete(authThrottles);
});

function setup({ newsletterFails = false } = {}) {
  const sent: MailMessage[] = [];
  const subscribed: unknown[] = [];
  const { logger, lines } = createTestLogger();
  const publishing = createPublishingService({ db: database.db });
  const leadsService = createLeadsService({
    db: database.db,
    mailer: { send: async (m) => void sent.push(m) },
    limiter: createRateLimiter({ db: database.db }),
    logger,
    supportEmail: "support@example.com",
    siteUrl: "http://localhost:3000",
  });
  const guides = createGuideService({
    publishing,
    leads: leadsService,
    newsletter: {
      subscribe: async (input) => {
        if (newsletterFails) throw new Error("webhook down");
        subscribed.push(input);
      },
    },
    siteUrl: "http://localhost:3000",
    logger,
  });
  return { guides, sent, subscribed, lines };
}

const [first, second] = guideSeed;

describe("guide downloads", () => {
  it("stores a lead, mails the reader the link, and serves the PDF for that lead only", async () => {
    const { guides, sent, subscribed } = setup();
    const { downloadPath } = await guides.request(
      first!.slug,
      { name: "Grace", email: "grace@example.com", newsletter: false },
      { ip: "1.1.1.1" },
    );
    expect(downloadPath).toMatch(new RegExp(`^/guides-and-reports/${first!.slug}/download\\?lead=lead_`));
    expect(sent.map((m) => m.to)).toEqual(["grace@example.com"]);
    expect(sent[0]!.text).toContain(`http://localhost:3000${downloadPath}`);
    expect(subscribed).toEqual([]);
    const leadId = new URL(`http://x${downloadPath}`).searchParams.get("lead")!;
    const pdf = await guides.pdf(first!.slug, leadId);
    expect(pdf.filename).toBe(`${first!.slug}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expect(guides.pdf(second!.slug, leadId)).rejects.toBeInstanceOf(NotFound);
    await expect(guides.pdf(first!.slug, "lead_guessed")).rejects.toBeInstanceOf(NotFound);
  });

  it("subscribes to the newsletter when asked, and still delivers the guide when that fails", async () => {
    const ok = setup();
    await ok.guides.request(first!.slug, { name: "A", email: "a@example.com", newsletter: true }, { ip: "2.2.2.2" });
    expect(ok.subscribed).toEqual([{ email: "a@example.com" }]);
    const failing = setup({ newsletterFails: true });
    await expect(
      failing.guides.request(first!.slug, { name: "B", email: "b@example.com", newsletter: true }, { ip: "2.2.2.2" }),
    ).resolves.toMatchObject({ downloadPath: expect.stringContaining("lead=") });
    expect(failing.lines.some((l) => l.msg === "newsletter opt-in with a guide download failed")).toBe(true);
    const rows = await database.db.select().from(leads);
    expect(rows.map((r) => r.details)).toEqual(expect.arrayContaining([{ guide: first!.slug, newsletter: true }]));
  });

  it("refuses an unknown guide before storing anything", async () => {
    const { guides } = setup();
    await expect(
      guides.request("no-such-guide", { name: "A", email: "a@example.com", newsletter: false }, { ip: "3.3.3.3" }),
    ).rejects.toBeInstanceOf(NotFound);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });
});
