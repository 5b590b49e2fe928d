import { describe, expect, it } from "vitest";
import { EnterpriseFormSchema } from "./billing.ts";
import { ContactFormSchema, InquiryFormSchema, LeadInputSchema } from "./publishing.ts";
import { isSingleLine, SINGLE_LINE_MESSAGE } from "./single-line.ts";
import { GroupFormSchema, TeamNameSchema } from "./teams.ts";

const BROKEN = ["Acme\r\nBcc: all@example.com", "Acme\nCorp", "Tab\there", "Bell\u0007", "C1\u0085x", "Line\u2028sep"];

describe("one-line fields", () => {
  it("take any letters and punctuation, and refuse line breaks and control characters", () => {
    for (const ok of ["José Ñúñez", "Zoë & Co. (EMEA)", "株式会社データ", "O'Brien–Smith"])
      expect(isSingleLine(ok), ok).toBe(true);
    for (const bad of BROKEN) expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
  });

  it("are refused with the message in every form that mails or lists them", () => {
    const contact = { email: "ada@example.com", topic: "account", message: "A question about my account." };
    const inquiry = { email: "ada@example.com", teamSize: "1-10", message: "We need training for analysts." };
    for (const bad of BROKEN) {
      const results = [
        TeamNameSchema.safeParse(bad),
        GroupFormSchema.safeParse({ name: bad }),
        ContactFormSchema.safeParse({ ...contact, name: bad }),
        InquiryFormSchema.safeParse({ ...inquiry, name: "Ada", organisation: bad }),
        EnterpriseFormSchema.safeParse({ organisation: bad, name: "Ada", email: "ada@example.com", seats: "10" }),
        LeadInputSchema.safeParse({ kind: "contact", name: "Ada", email: "ada@example.com", topic: bad }),
      ];
      for (const result of results) {
        expect(result.success, JSON.stringify(bad)).toBe(false);
        expect(result.error!.issues.map((i) => i.message)).toContain(SINGLE_LINE_MESSAGE);
      }
    }
    expect(ContactFormSchema.safeParse({ ...contact, name: "José Ñúñez" }).success).toBe(true);
    expect(TeamNameSchema.safeParse("Northwind Analytics").success).toBe(true);
  });
});
