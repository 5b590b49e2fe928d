import { describe, expect, it } from "vitest";
import {
  checkUserAttributeValue,
  convertUserAttributeValue,
  isValidPortfolioPostfix,
  numberedPortfolioPostfix,
  PortfolioPostfixSchema,
  suggestPortfolioPostfix,
  USER_ATTRIBUTES_LIST_LIMIT,
} from "./user-attributes.ts";

describe("convertUserAttributeValue", () => {
  it("turns int values into integers and float64 values into decimals", () => {
    expect(convertUserAttributeValue("int", "42")).toBe(42);
    expect(convertUserAttributeValue("int", "-7")).toBe(-7);
    expect(convertUserAttributeValue("int", " 12 ")).toBe(12);
    expect(convertUserAttributeValue("float64", "3.25")).toBe(3.25);
    expect(convertUserAttributeValue("float64", "-0.5")).toBe(-0.5);
    expect(convertUserAttributeValue("float64", "1e3")).toBe(1000);
    expect(convertUserAttributeValue("float64", "7")).toBe(7);
  });

  it("returns every other type exactly as stored", () => {
    expect(convertUserAttributeValue("string", "42")).toBe("42");
    expect(convertUserAttributeValue("bool", "true")).toBe("true");
    expect(convertUserAttributeValue("string", " padded ")).toBe(" padded ");
    expect(convertUserAttributeValue("json", '{"a":1}')).toBe('{"a":1}');
  });

  it("answers null for a missing value or one that does not read as its number type", () => {
    expect(convertUserAttributeValue("int", null)).toBeNull();
    expect(convertUserAttributeValue("string", null)).toBeNull();
    expect(convertUserAttributeValue("int", "4.5")).toBeNull();
    expect(convertUserAttributeValue("int", "12abc")).toBeNull();
    expect(convertUserAttributeValue("int", "")).toBeNull();
    expect(convertUserAttributeValue("int", "9007199254740993")).toBeNull();
    expect(convertUserAttributeValue("float64", "abc")).toBeNull();
    expect(convertUserAttributeValue("float64", "Infinity")).toBeNull();
    expect(convertUserAttributeValue("float64", "1e400")).toBeNull();
  });

  it("keeps the listing limit of the spec", () => {
    expect(USER_ATTRIBUTES_LIST_LIMIT).toBe(1000);
  });
});

describe("checkUserAttributeValue", () => {
  it("accepts values that read as their type and explains the others", () => {
    expect(checkUserAttributeValue("int", "10")).toBeNull();
    expect(checkUserAttributeValue("int", "ten")).toBe("Enter a whole number.");
    expect(checkUserAttributeValue("float64", "2.5")).toBeNull();
    expect(checkUserAttributeValue("float64", "2,5")).toBe("Enter a number.");
    expect(checkUserAttributeValue("bool", "false")).toBeNull();
    expect(checkUserAttributeValue("bool", "yes")).toBe('Enter "true" or "false".');
    expect(checkUserAttributeValue("string", "x".repeat(2001))).toMatch(/at most 2000/);
  });
});

describe("portfolio URL postfix rules", () => {
  it("accepts lowercase letters, digits and single inner hyphens within 3 to 40 characters", () => {
    for (const ok of ["alex-morgan", "abc", "data-fan-2026", "a".repeat(40), "x9y"]) {
      expect(isValidPortfolioPostfix(ok), ok).toBe(true);
    }
  });

  it("refuses anything that would need escaping, is too short or long, or is reserved", () => {
    const cases: [string, RegExp][] = [
      ["ab", /at least 3/],
      ["a".repeat(41), /at most 40/],
      ["Alex-Morgan", /lowercase/],
      ["alex morgan", /lowercase/],
      ["alex--morgan", /single hyphens/],
      ["-alex", /starting and ending/],
      ["alex-", /starting and ending/],
      ["alex_morgan", /lowercase/],
      ["alex/../x", /lowercase/],
      ["josé", /lowercase/],
      ["settings", /reserved/],
      ["dashboard", /reserved/],
    ];
    for (const [value, message] of cases) {
      const result = PortfolioPostfixSchema.safeParse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]?.message, value).toMatch(message);
    }
  });

  it("suggests a valid postfix from a name", () => {
    expect(suggestPortfolioPostfix("Alex Morgan")).toBe("alex-morgan");
    expect(suggestPortfolioPostfix("  Liam O'Connor ")).toBe("liam-oconnor");
    expect(suggestPortfolioPostfix("Zoë Ångström-Ruiz")).toBe("zoe-angstrom-ruiz");
    expect(suggestPortfolioPostfix("李 Wei")).toBe("wei");
    expect(suggestPortfolioPostfix("李")).toBe("learner");
    expect(suggestPortfolioPostfix("")).toBe("learner");
    expect(suggestPortfolioPostfix("Al")).toBe("learner-al");
    expect(suggestPortfolioPostfix("Me")).toBe("learner-me");
    expect(suggestPortfolioPostfix("Admin")).toBe("learner-admin");
    const long = suggestPortfolioPostfix("Maximiliana Alexandrina Konstantinopoulou-Vanderbilt");
    expect(long).toBe("maximiliana-alexandrina");
    expect(isValidPortfolioPostfix(long)).toBe(true);
  });

  it("numbers a taken postfix and keeps it within the maximum length", () => {
    expect(numberedPortfolioPostfix("alex-morgan", 2)).toBe("alex-morgan-2");
    const numbered = numberedPortfolioPostfix("a".repeat(39) + "b", 12);
    expect(numbered).toHaveLength(40);
    expect(numbered.endsWith("-12")).toBe(true);
    expect(isValidPortfolioPostfix(numbered)).toBe(true);
  });
});
