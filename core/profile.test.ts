import { describe, expect, it } from "vitest";
import { linkLabel, linksOf, PreferencesFormSchema, ProfileFormSchema } from "./profile.ts";

describe("ProfileFormSchema", () => {
  it("trims fields, lowercases the postfix and keeps links in order without duplicates", () => {
    const form = ProfileFormSchema.parse({
      firstName: "  Ada ",
      portfolioUrlPostfix: " Ada-Lovelace ",
      bio: "Line one\r\nLine two",
      link1: "https://example.com/a",
      link2: "",
      link3: "https://example.com/a",
    });
    expect(form).toMatchObject({
      firstName: "Ada",
      lastName: "",
      portfolioUrlPostfix: "ada-lovelace",
      bio: "Line one\nLine two",
    });
    expect(linksOf(form)).toEqual(["https://example.com/a"]);
  });

  it("refuses control characters and links that are not web addresses", () => {
    const base = { firstName: "Ada", portfolioUrlPostfix: "ada" };
    expect(ProfileFormSchema.safeParse({ ...base, headline: "bell\u0007" }).error?.issues[0]?.message).toBe(
      "Headline has characters we cannot show.",
    );
    for (const link of ["javascript:alert(1)", "ftp://example.com", "example.com", "https://localhost"]) {
      expect(ProfileFormSchema.safeParse({ ...base, link1: link }).success, link).toBe(false);
    }
  });
});

describe("PreferencesFormSchema", () => {
  it("reads ticked checkboxes as true and missing ones as false", () => {
    expect(PreferencesFormSchema.parse({ emailNewsletter: "on", visibility: "private" })).toEqual({
      emailNewsletter: true,
      emailCourseReminders: false,
      visibility: "private",
    });
    expect(PreferencesFormSchema.safeParse({ visibility: "friends" }).success).toBe(false);
  });
});

describe("linkLabel", () => {
  it("shows the host without www", () => {
    expect(linkLabel("https://www.linkedin.com/in/ada")).toBe("linkedin.com");
  });
});
