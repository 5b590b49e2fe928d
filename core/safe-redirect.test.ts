import { describe, expect, it } from "vitest";
import { MAX_RETURN_TO_LENGTH, safeReturnTo } from "./safe-redirect.ts";

const allowedOrigins = ["https://app.example.com", "http://127.0.0.1:4100"];
const resolve = (value: unknown) => safeReturnTo(value, { allowedOrigins, fallback: "/dashboard" });

describe("safeReturnTo keeps legitimate targets", () => {
  it.each([
    ["/", "/"],
    ["/dashboard", "/dashboard"],
    ["/courses?tool=excel#top", "/courses?tool=excel#top"],
    ["/profile/alex-morgan?view=liked", "/profile/alex-morgan?view=liked"],
    ["/playground?datasetId=abc&tool=excel", "/playground?datasetId=abc&tool=excel"],
    ["/oidc/interaction/abc_DEF-123", "/oidc/interaction/abc_DEF-123"],
    [
      "/oidc/auth?client_id=course-player&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid",
      "/oidc/auth?client_id=course-player&redirect_uri=https%3A%2F%2Fapp.example.com%2Fcallback&scope=openid",
    ],
    ["/search?q=intro%20to%20sql", "/search?q=intro%20to%20sql"],
    ["/courses/intro%20to%20sql", "/courses/intro%20to%20sql"],
    ["/courses/caf%C3%A9", "/courses/caf%C3%A9"],
    ["/files/report.v2.csv", "/files/report.v2.csv"],
    // A query or hash may say anything: it is not where the browser goes.
    ["/a?next=//evil.example", "/a?next=//evil.example"],
    ["/a#//evil.example", "/a#//evil.example"],
    ["/a?x=%2F%2Fevil.example", "/a?x=%2F%2Fevil.example"],
    ["https://app.example.com/player?x=1", "https://app.example.com/player?x=1"],
    ["https://app.example.com", "https://app.example.com/"],
    ["https://app.example.com?x=1#y", "https://app.example.com/?x=1#y"],
    ["HTTPS://APP.EXAMPLE.COM/player", "https://app.example.com/player"],
    ["http://127.0.0.1:4100/dashboard", "http://127.0.0.1:4100/dashboard"],
  ])("%s", (value, expected) => {
    expect(resolve(value)).toBe(expected);
  });
});

describe("safeReturnTo refuses known open-redirect bypasses", () => {
  it.each([
    // protocol-relative and slash variants
    "//evil.example",
    "//evil.example/",
    "///evil.example",
    "////evil.example",
    "//evil.example/%2e%2e",
    "//app.example.com",
    // backslashes (browsers read them as slashes)
    "/\\evil.example",
    "\\\\evil.example",
    "\\/evil.example",
    "/\\/evil.example",
    "https:\\\\evil.example",
    "https:/\\evil.example",
    "https://app.example.com\\@evil.example",
    "https://evil.example\\.app.example.com",
    // encoded slashes and backslashes, single and double
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example",
    "/%2F/evil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%255Cevil.example",
    "%2F%2Fevil.example",
    "/courses%2F..%2F..%2F%2Fevil.example",
    "/%c0%af/evil.example",
    "/%",
    // dot segments, plain and encoded
    "/..//evil.example",
    "/../evil.example",
    "/./evil.example",
    "/courses/../..//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/.%2e//evil.example",
    "/%252e%252e//evil.example",
    "https://app.example.com/..//evil.example",
    "https://app.example.com/%2F%2Fevil.example",
    "./evil.example",
    "../evil.example",
    // whitespace and control characters (browsers strip tabs and newlines)
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    " //evil.example",
    "\u3000//evil.example",
    "/\u2028/evil.example",
    "/\u0000/evil.example",
    "/%09/evil.example",
    "/%0a/evil.example",
    "/%0d%0a/evil.example",
    "/%00/evil.example",
    "/%2509/evil.example",
    // other schemes, in any case and split by whitespace
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "\tjavascript:alert(1)",
    " javascript:alert(1)",
    "javascript://%0aalert(1)",
    "javascript://app.example.com/%0aalert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "ftp://app.example.com/",
    "ht\ttps://evil.example",
    "h\nttps://app.example.com",
    // other hosts, or ours in a form that is not ours
    "https://evil.example",
    "http://evil.example",
    "HTTPS://evil.example",
    "HtTpS://evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https:///evil.example",
    "https://app.example.com.evil.example/",
    "https://evil.example/app.example.com",
    "https://evil.example?https://app.example.com",
    "https://evil.example#https://app.example.com",
    "http://app.example.com/",
    "https://app.example.com:8443/",
    "https://app.example.com:443/",
    "https://app.example.com./",
    "https://app.example.com%40evil.example",
    "https://xn--pple-43d.example.com/",
    // userinfo tricks
    "https://app.example.com@evil.example",
    "https://app.example.com:@evil.example",
    "https://app.example.com:443@evil.example",
    "https://evil.example@app.example.com",
    "https://user:pass@app.example.com/",
    // IP spellings
    "http://[::1]:4100/",
    "http://[::ffff:127.0.0.1]:4100/",
    "http://2130706433:4100/",
    "http://0x7f000001:4100/",
    "http://0177.0.0.1:4100/",
    "http://127.1:4100/",
    "https://evil.example\u0000.app.example.com",
    // look-alike characters and bare names
    "／／evil.example",
    "evil.example",
    "?next=/dashboard",
    "#top",
  ])("%j", (value) => {
    expect(resolve(value)).toBe("/dashboard");
  });

  it("refuses a value that is not a non-empty string", () => {
    for (const value of ["", null, undefined, 42, {}, ["/a"]]) expect(resolve(value)).toBe("/dashboard");
  });

  it("refuses overlong values", () => {
    expect(resolve(`/${"a".repeat(MAX_RETURN_TO_LENGTH - 1)}`)).toBe(`/${"a".repeat(MAX_RETURN_TO_LENGTH - 1)}`);
    expect(resolve(`/${"a".repeat(MAX_RETURN_TO_LENGTH)}`)).toBe("/dashboard");
  });

  it("answers / by default and no other origin without a list", () => {
    expect(safeReturnTo("//evil.example")).toBe("/");
    expect(safeReturnTo("https://app.example.com/x")).toBe("/");
    expect(safeReturnTo("/courses", { fallback: "/x" })).toBe("/courses");
  });
});
