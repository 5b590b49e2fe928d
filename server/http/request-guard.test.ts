import { describe, expect, it } from "vitest";
import { formBodyHasNul, isCleanQueryString, requestTargetProblem } from "./request-guard.ts";

describe("requestTargetProblem", () => {
  it("accepts ordinary targets and hosts", () => {
    for (const url of ["/", "/courses?q=power%20bi&level=beginner", "/course/sql-basics", "/a%2Fb?x=1+2", "/?"]) {
      expect(requestTargetProblem(url, "localhost:3000"), url).toBeNull();
    }
    for (const host of ["example.com", "127.0.0.1:80", "[::1]:3000", "www.maven-analytics.io", undefined]) {
      expect(requestTargetProblem("/", host), String(host)).toBeNull();
    }
  });

  it("refuses NUL and invalid percent-encoding in the path and the query", () => {
    for (const url of [
      "/%00",
      "/course/a%00b",
      "/%E0%A4%A",
      "/%zz",
      "/courses?q=a%00b",
      "/courses?q=%zz",
      "/x?%00=1",
    ]) {
      expect(requestTargetProblem(url, "localhost"), url).not.toBeNull();
    }
  });

  it("refuses a Host that makes no URL", () => {
    for (const host of ["a b", "[bad", "x/y", "", "a:b:c", "host:99999999"]) {
      expect(requestTargetProblem("/", host), host).not.toBeNull();
    }
  });
});

describe("formBodyHasNul", () => {
  it("finds NUL in urlencoded fields", () => {
    expect(formBodyHasNul("application/x-www-form-urlencoded", Buffer.from("a=1&b=x%00y"))).toBe(true);
    expect(formBodyHasNul("application/x-www-form-urlencoded; charset=utf-8", Buffer.from("a=1&b=2"))).toBe(false);
    expect(isCleanQueryString("a=%")).toBe(false);
  });

  it("finds NUL in multipart text fields but not in files", () => {
    const boundary = "----b";
    const body = (disposition: string, value: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n--${boundary}--\r\n`,
        "latin1",
      );
    const type = `multipart/form-data; boundary=${boundary}`;
    expect(formBodyHasNul(type, body('name="title"', "a\0b"))).toBe(true);
    expect(formBodyHasNul(type, body('name="title"', "ab"))).toBe(false);
    expect(formBodyHasNul(type, body('name="photo"; filename="p.png"', "\x89PNG\0\0"))).toBe(false);
  });

  it("leaves other bodies to their parsers", () => {
    expect(formBodyHasNul("application/json", Buffer.from('{"a":"\\u0000"}'))).toBe(false);
    expect(formBodyHasNul(undefined, Buffer.from("a=%00"))).toBe(false);
  });
});
