import { describe, expect, it } from "vitest";
import { readMarketingSession, type CookieSource } from "./marketing-event.tsx";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

/** A document whose cookie string must not be read (the Cookie Store answers). */
const untouchedDocument = {
  get cookie(): string {
    throw new Error("document.cookie was read");
  },
};

const store = (get: (name: string) => Promise<{ name?: string; value?: string } | null>) =>
  ({ get }) as NonNullable<CookieSource["cookieStore"]>;

describe("reading the marketing session in the browser", () => {
  it("asks the Cookie Store, not document.cookie, when the browser has one", async () => {
    const asked: string[] = [];
    const source: CookieSource = {
      document: untouchedDocument,
      cookieStore: store(async (name) => {
        asked.push(name);
        return name === "mkt_session" ? { name, value: ID } : null;
      }),
    };
    expect(await readMarketingSession(source)).toBe(ID);
    expect(asked).toEqual(["mkt_session"]);
  });

  it("answers null for no cookie or a value that is not one of our ids", async () => {
    expect(
      await readMarketingSession({ document: untouchedDocument, cookieStore: store(async () => null) }),
    ).toBeNull();
    const forged = store(async (name) => ({ name, value: "../../etc" }));
    expect(await readMarketingSession({ document: untouchedDocument, cookieStore: forged })).toBeNull();
  });

  it("reads document.cookie without a Cookie Store, or when the store refuses (a page not on HTTPS)", async () => {
    expect(await readMarketingSession({ document: { cookie: `a=1; mkt_session=${ID}` } })).toBe(ID);
    const refusing = store(async () => {
      throw new DOMException("insecure", "SecurityError");
    });
    expect(await readMarketingSession({ document: { cookie: `mkt_session=${ID}` }, cookieStore: refusing })).toBe(ID);
    expect(await readMarketingSession({ document: { cookie: "a=1" } })).toBeNull();
  });
});
