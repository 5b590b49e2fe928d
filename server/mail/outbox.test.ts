import { describe, expect, it } from "vitest";
import { createDevOutbox } from "./outbox.ts";

describe("createDevOutbox", () => {
  it("lists newest first and keeps only the last `limit` entries", () => {
    const outbox = createDevOutbox(3);
    for (const n of [1, 2, 3, 4, 5]) outbox.add({ kind: "mail", to: `u${n}@example.com`, subject: `#${n}`, text: "t" });
    expect(outbox.list().map((e) => e.subject)).toEqual(["#5", "#4", "#3"]);
  });

  it("gives every entry an id and a time, and list() is a copy", () => {
    const outbox = createDevOutbox();
    const a = outbox.add({ kind: "sms", to: "+15555550100", text: "code" });
    const b = outbox.add({ kind: "sms", to: "+15555550100", text: "code" });
    expect(a.id).not.toBe(b.id);
    expect(a.sentAt).toBeInstanceOf(Date);
    outbox.list().pop();
    expect(outbox.list()).toHaveLength(2);
  });

  it("finds the latest entry per recipient and kind", () => {
    const outbox = createDevOutbox();
    outbox.add({ kind: "mail", to: "ann@example.com", subject: "first", text: "1" });
    outbox.add({ kind: "sms", to: "ann@example.com", text: "not a mail" });
    outbox.add({ kind: "mail", to: "Ann@Example.com", subject: "second", text: "2" });
    outbox.add({ kind: "mail", to: "bob@example.com", subject: "bob", text: "3" });
    expect(outbox.latestFor("ann@example.com", "mail")?.subject).toBe("second");
    expect(outbox.latestFor("ann@example.com", "sms")?.text).toBe("not a mail");
    expect(outbox.latestFor("nobody@example.com", "mail")).toBeUndefined();
  });

  it("clears", () => {
    const outbox = createDevOutbox();
    outbox.add({ kind: "mail", to: "a@example.com", subject: "s", text: "t" });
    outbox.clear();
    expect(outbox.list()).toEqual([]);
    expect(outbox.latestFor("a@example.com", "mail")).toBeUndefined();
  });

  it("refuses a limit that is not a positive integer", () => {
    expect(() => createDevOutbox(0)).toThrow(/positive integer/);
  });
});
