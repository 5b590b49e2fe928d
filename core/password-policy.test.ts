import { describe, expect, it } from "vitest";
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordRuleStates,
  passwordSchema,
  createPasswordSchema,
} from "./password-policy.ts";

const STRONG = "Tr0ub4dor&3x";
const rule = (id: string) => PASSWORD_RULES.find((r) => r.id === id)!;

describe("password policy", () => {
  it("lists the rules in order with their labels", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(PASSWORD_RULES.map((r) => [r.id, r.label])).toEqual([
      ["length", "At least 8 characters"],
      ["lowercase", "A lowercase letter"],
      ["uppercase", "An uppercase letter"],
      ["number", "A number"],
      ["symbol", "A symbol"],
    ]);
  });

  it("tests each rule on its own", () => {
    expect(rule("length").test("1234567")).toBe(false);
    expect(rule("length").test("12345678")).toBe(true);
    expect(rule("lowercase").test("ABC123!")).toBe(false);
    expect(rule("lowercase").test("ABc")).toBe(true);
    expect(rule("uppercase").test("abc123!")).toBe(false);
    expect(rule("uppercase").test("abC")).toBe(true);
    expect(rule("number").test("abcDEF!")).toBe(false);
    expect(rule("number").test("abc4")).toBe(true);
    expect(rule("symbol").test("abcDEF123")).toBe(false);
    for (const symbol of ["!", " ", "-", "_", "€", "😀", "·"]) expect(rule("symbol").test(`abc${symbol}`)).toBe(true);
  });

  it("treats letters and digits of any script as letters and digits, not symbols", () => {
    expect(rule("symbol").test("ÉléphantŒuvre")).toBe(false);
    expect(rule("symbol").test("Пароль٣")).toBe(false);
    expect(rule("lowercase").test("ÉLÉPHANTé")).toBe(true);
    expect(rule("uppercase").test("éléphantÉ")).toBe(true);
    expect(rule("lowercase").test("ПАРОЛЬ")).toBe(false);
    expect(rule("number").test("abc٣")).toBe(true);
    expect(checkPassword("Пароль-2024")).toEqual({ ok: true });
  });

  it("counts characters as code points", () => {
    expect(rule("length").test("Aa1!😀😀😀")).toBe(false);
    expect(rule("length").test("Aa1!😀😀😀😀")).toBe(true);
    const emoji128 = "Aa1" + "😀".repeat(125);
    expect(checkPassword(emoji128)).toEqual({ ok: true });
    expect(checkPassword(emoji128 + "😀")).toMatchObject({ ok: false, message: "Use 128 characters or fewer." });
  });

  it("accepts a password meeting every rule", () => {
    expect(checkPassword(STRONG)).toEqual({ ok: true });
  });

  it("accepts 128 characters and refuses 129", () => {
    const at128 = "Aa1!" + "x".repeat(124);
    expect(at128).toHaveLength(128);
    expect(checkPassword(at128)).toEqual({ ok: true });
    expect(checkPassword(at128 + "x")).toEqual({ ok: false, message: "Use 128 characters or fewer.", failed: [] });
  });

  it("names the missing rules in a readable list", () => {
    expect(checkPassword("abcdefg1")).toEqual({
      ok: false,
      message: "Your password needs an uppercase letter and a symbol.",
      failed: ["uppercase", "symbol"],
    });
    expect(checkPassword("Abcdefg1")).toMatchObject({ message: "Your password needs a symbol.", failed: ["symbol"] });
    expect(checkPassword("abc")).toMatchObject({
      message: "Your password needs at least 8 characters, an uppercase letter, a number and a symbol.",
      failed: ["length", "uppercase", "number", "symbol"],
    });
    expect(checkPassword("")).toMatchObject({
      message:
        "Your password needs at least 8 characters, a lowercase letter, an uppercase letter, a number and a symbol.",
      failed: ["length", "lowercase", "uppercase", "number", "symbol"],
    });
  });

  it("refuses the email address or its local part, whatever the case", () => {
    const email = "Ada.L0velace!@Example.com";
    const message = "Don't use your email address as your password.";
    expect(checkPassword("ada.l0velace!@example.COM", { email })).toEqual({ ok: false, message, failed: [] });
    expect(checkPassword("Ada.L0velace!", { email })).toEqual({ ok: false, message, failed: [] });
    expect(checkPassword("aDA.l0VELACE!", { email })).toEqual({ ok: false, message, failed: [] });
    expect(checkPassword("Ada.L0velace!2", { email })).toEqual({ ok: true });
    expect(checkPassword(STRONG, { email: "" })).toEqual({ ok: true });
  });

  it("refuses the person's name", () => {
    const name = ["Ada!", "L0velace"];
    expect(checkPassword("ada! l0velace", { name })).toMatchObject({ ok: false });
    expect(checkPassword("Ada!L0velace", { name })).toEqual({
      ok: false,
      message: "Don't use your name as your password.",
      failed: [],
    });
    expect(checkPassword(STRONG, { name })).toEqual({ ok: true });
  });

  it("reports rule states as the user types", () => {
    expect(passwordRuleStates("")).toEqual([
      { id: "length", label: "At least 8 characters", met: false },
      { id: "lowercase", label: "A lowercase letter", met: false },
      { id: "uppercase", label: "An uppercase letter", met: false },
      { id: "number", label: "A number", met: false },
      { id: "symbol", label: "A symbol", met: false },
    ]);
    expect(passwordRuleStates("aB3").map((s) => s.met)).toEqual([false, true, true, true, false]);
    expect(passwordRuleStates(STRONG).every((s) => s.met)).toBe(true);
  });

  it("gives the same messages through the Zod schema", () => {
    expect(passwordSchema.safeParse(STRONG)).toMatchObject({ success: true, data: STRONG });
    const short = passwordSchema.safeParse("abcdefg1");
    expect(short.error?.issues.map((i) => i.message)).toEqual([
      "Your password needs an uppercase letter and a symbol.",
    ]);
    const long = passwordSchema.safeParse("Aa1!" + "x".repeat(125));
    expect(long.error?.issues[0]?.message).toBe("Use 128 characters or fewer.");

    const email = "Ada.Lovelace-1@example.com";
    const server = createPasswordSchema({ email });
    expect(server.safeParse(email).error?.issues[0]?.message).toBe("Don't use your email address as your password.");
    expect(server.safeParse(STRONG).success).toBe(true);
  });
});
