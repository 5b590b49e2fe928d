import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPassword } from "~/core/password-policy.ts";
import { COMMON_PASSWORDS } from "~/tests/fixtures/common-passwords.data.ts";
import { BadInput } from "../domain/errors.ts";
import {
  BREACHED_PASSWORD_MESSAGE,
  commonPasswordShape,
  createPasswordStrengthCheck,
  MIN_PASSWORD_SCORE,
  PWNED_PASSWORDS_TIMEOUT_MS,
  userInputsOf,
  weakPasswordMessage,
} from "./password-strength.ts";

const PERSON = { email: "ada.lovelace@example.com", names: ["Ada", "Lovelace"] };
const check = createPasswordStrengthCheck();

/** The refusal message, or null when the password is accepted. */
async function refusal(password: string, context = PERSON, assert = check): Promise<string | null> {
  try {
    await assert(password, context);
    return null;
  } catch (error) {
    if (!(error instanceof BadInput)) throw error;
    expect(error.fieldErrors).toEqual({ password: [error.message] });
    return error.message;
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** How people dress a common password up to meet composition rules. */
const DECORATIONS = ["1!", "123!", "2024!", "1234!", "12!", "2025!", "1@", "01!", "!1", "#1"];

/**
 * ASVS 5.0 6.2.4: the 3,000 most common passwords that meet the composition rules. The list is
 * lower-cased, so few entries do as they are; the rest come from its top entries dressed up the way
 * people do it (Password1!, Qwerty123!, Iloveyou2024!), in rank order.
 */
function commonCompliantPasswords(count: number): string[] {
  const ranked = COMMON_PASSWORDS.split("\n").filter(Boolean);
  const found = new Set(ranked.filter((password) => checkPassword(password).ok));
  for (let rank = 0; found.size < count && rank < ranked.length; rank++) {
    const variant = `${capitalised(ranked[rank]!)}${DECORATIONS[rank % DECORATIONS.length]}`;
    if (checkPassword(variant).ok) found.add(variant);
  }
  return [...found].slice(0, count);
}

describe("assertStrongPassword", () => {
  it("refuses the 3,000 most common passwords that meet the composition rules", { timeout: 60_000 }, async () => {
    const passwords = commonCompliantPasswords(3_000);
    expect(passwords).toHaveLength(3_000);
    expect(passwords).toEqual(expect.arrayContaining(["Password123!", "Qwerty1234!", "Dragon#1", "Iloveyou1!"]));
    const accepted: string[] = [];
    for (const password of passwords) {
      if ((await refusal(password)) === null) accepted.push(password);
    }
    expect(accepted).toEqual([]);
  });

  it.each([
    [
      "Password1!",
      "This password is too easy to guess: it is a common password with small changes. Add another word or two.",
    ],
    [
      "Qwerty123!",
      "This password is too easy to guess: it is a common password with small changes. Add another word or two.",
    ],
    [
      "Iloveyou2024!",
      "This password is too easy to guess: it is a common password with small changes. Add another word or two.",
    ],
  ])("says why %s is refused", async (password, message) => {
    expect(await refusal(password)).toBe(message);
  });

  it("refuses passwords built from the person's name, address or our site's name", async () => {
    expect(await refusal("AdaLovelace1!")).toMatch(/your name, your email address or the name of this site/);
    // On the common list too: that reason wins.
    expect(await refusal("Lovelace2024!")).toMatch(/it is a common password with small changes/);
    expect(await refusal("Ada.lovelace@example.com1")).toMatch(
      /your name, your email address or the name of this site/,
    );
    expect(await refusal("Maven-Analytics1!")).toMatch(/your name, your email address or the name of this site/);
    expect(await refusal("Ada.Lovelace1!")).toMatch(/your name, your email address or the name of this site/);
    expect(await refusal("Mavenanalytics1!")).toMatch(/your name, your email address or the name of this site/);
    expect(await refusal("Analytics2024!")).toMatch(/^This password is too easy to guess: /);
    // The same shape with words that are not about this person passes.
    expect(await refusal("Quokka-Harbour-Lantern7")).toBeNull();
  });

  it.each([
    "correct horse battery staple",
    "Correct-Horse-7-Battery",
    "Demo-Learner-2026!",
    "Velvet tractor sings at 4am!",
    "Kx7!gH2-pQ9#vL",
    "Tr0ub4dor&3-Zebra-Moon",
  ])("accepts the strong password %j", async (password) => {
    expect(await refusal(password)).toBeNull();
  });

  it("keeps the minimum score a named figure", () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(PWNED_PASSWORDS_TIMEOUT_MS).toBe(2_000);
  });
});

describe("userInputsOf", () => {
  it("lists the names, the address, its local part and our site's words", () => {
    expect(userInputsOf({ email: "Ada.Lovelace+maths@Example.com", names: ["Ada", "King-Lovelace"] })).toEqual([
      "ada",
      "king-lovelace",
      "king",
      "lovelace",
      "adaking-lovelace",
      "ada.lovelace+maths@example.com",
      "ada.lovelace+maths",
      "maths",
      "maven",
      "analytics",
      "mavenanalytics",
      "maven analytics",
      "maven-analytics",
      "maven_analytics",
      "maven.analytics",
    ]);
  });
});

describe("weakPasswordMessage", () => {
  it("falls back to general words for feedback it has none for", () => {
    expect(weakPasswordMessage(null, [])).toBe(
      "This password is too easy to guess: it follows a pattern that attackers try early. Add another word or two.",
    );
    expect(weakPasswordMessage("keyPattern", ["noNeed", "longerKeyboardPattern"])).toBe(
      "This password is too easy to guess: keyboard patterns are easy to guess. Leave out keyboard patterns.",
    );
  });
});

describe("breached-password check (k-anonymity range API on a local server)", () => {
  const BREACHED = "Velvet tractor sings at 4am!";
  const sha1 = (value: string) => crypto.createHash("sha1").update(value).digest("hex").toUpperCase();
  const requests: { url: string; padding: string | undefined }[] = [];
  let mode: "answer" | "error" | "hang" = "answer";
  let server: http.Server;
  let baseUrl = "";
  const warnings: unknown[][] = [];
  const logger = { warn: (...args: unknown[]) => void warnings.push(args) };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      requests.push({ url: req.url ?? "", padding: req.headers["add-padding"] as string | undefined });
      if (mode === "hang") return; // never answers: the client's timeout must end the wait
      if (mode === "error") {
        res.writeHead(503).end();
        return;
      }
      const prefix = (req.url ?? "").split("/").pop() ?? "";
      const target = sha1(BREACHED);
      const lines = [
        // Padding rows (count 0) and other suffixes of the same range.
        `${"0".repeat(35)}:3`,
        `${target.slice(5, 34)}F:12`,
        ...(prefix === target.slice(0, 5) ? [`${target.slice(5)}:42`] : []),
        `${sha1("Correct-Horse-7-Battery").slice(5)}:0`,
      ];
      res.writeHead(200, { "Content-Type": "text/plain" }).end(lines.join("\r\n"));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends only the first five hex characters of the SHA-1, with padding, and refuses a listed password", async () => {
    mode = "answer";
    requests.length = 0;
    const assert = createPasswordStrengthCheck({ pwnedPasswordsUrl: baseUrl, logger });
    expect(await refusal(BREACHED, PERSON, assert)).toBe(BREACHED_PASSWORD_MESSAGE);
    expect(requests).toEqual([{ url: `/range/${sha1(BREACHED).slice(0, 5)}`, padding: "true" }]);
  });

  it("accepts a password the range does not list, or lists with a padding count of 0", async () => {
    mode = "answer";
    const assert = createPasswordStrengthCheck({ pwnedPasswordsUrl: baseUrl.replace(/\/$/, ""), logger });
    expect(await refusal("Correct-Horse-7-Battery", PERSON, assert)).toBeNull();
    expect(await refusal("Quokka-Harbour-Lantern7", PERSON, assert)).toBeNull();
  });

  it("does not ask about a password zxcvbn already refused", async () => {
    mode = "answer";
    requests.length = 0;
    const assert = createPasswordStrengthCheck({ pwnedPasswordsUrl: baseUrl, logger });
    expect(await refusal("Password1!", PERSON, assert)).toMatch(/^This password is too easy to guess/);
    expect(requests).toEqual([]);
  });

  it("lets the password through with a warning when the API fails", async () => {
    mode = "error";
    warnings.length = 0;
    const assert = createPasswordStrengthCheck({ pwnedPasswordsUrl: baseUrl, logger });
    expect(await refusal(BREACHED, PERSON, assert)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]![1]).toBe("breached-password check failed; the password was let through");
  });

  it("lets the password through with a warning when the API does not answer in time", async () => {
    mode = "hang";
    warnings.length = 0;
    const assert = createPasswordStrengthCheck({ pwnedPasswordsUrl: baseUrl, logger, timeoutMs: 200 });
    const started = Date.now();
    expect(await refusal(BREACHED, PERSON, assert)).toBeNull();
    expect(Date.now() - started).toBeLessThan(PWNED_PASSWORDS_TIMEOUT_MS);
    expect(warnings).toHaveLength(1);
  });

  it("is off without a URL", async () => {
    requests.length = 0;
    expect(await refusal(BREACHED)).toBeNull();
    expect(requests).toEqual([]);
  });
});

describe("commonPasswordShape", () => {
  const common = new Set(["password", "dragon", "iloveyou", "qwerty"]);
  it.each([
    ["password", "common"],
    ["Password", "common"],
    ["Password1!", "similarToCommon"],
    ["!!Password2024!", "similarToCommon"],
    ["P@ssw0rd", "similarToCommon"],
    ["Dr4g0n#1", "similarToCommon"],
    ["I1oveyou1!", "similarToCommon"],
    ["2024 Qwerty", "similarToCommon"],
  ])("%j is %s", (password, shape) => {
    expect(commonPasswordShape(password, common)).toBe(shape);
  });

  it.each(["Password-Quokka-7", "MyDragonLair1!", "Password1234567!", "correct horse battery staple"])(
    "%j is not",
    (password) => {
      expect(commonPasswordShape(password, common)).toBeNull();
    },
  );
});
