import { describe, expect, it } from "vitest";
import { chatBootSettings, DEFAULT_CHAT_Z_INDEX } from "./chat-widget.ts";

const user = { sub: "user_1", given_name: "Ada", family_name: "Lovelace", email: "ada@example.com" };

describe("chat widget boot settings", () => {
  it("gives a visitor's widget the app id only", () => {
    expect(chatBootSettings("app1", null, "/courses")).toEqual({ app_id: "app1", z_index: DEFAULT_CHAT_Z_INDEX });
  });

  it("tells a signed-in user's widget their id, name and e-mail", () => {
    expect(chatBootSettings("app1", user, "/")).toEqual({
      app_id: "app1",
      z_index: DEFAULT_CHAT_Z_INDEX,
      user_id: "user_1",
      name: "Ada Lovelace",
      email: "ada@example.com",
    });
  });

  it("passes the identity hash along when there is one, and leaves an empty name out", () => {
    const settings = chatBootSettings("app1", { ...user, given_name: "", family_name: "", user_hash: "abc" }, "/");
    expect(settings).not.toHaveProperty("name");
    expect(settings.user_hash).toBe("abc");
  });

  it("applies the page-level value 18 on any path containing maven-for-business", () => {
    expect(chatBootSettings("app1", null, "/maven-for-business").z_index).toBe(18);
    expect(chatBootSettings("app1", null, "/resources/maven-for-business/teams").z_index).toBe(18);
    expect(chatBootSettings("app1", null, "/maven-for-businesses-like-yours").z_index).toBe(18);
    expect(chatBootSettings("app1", null, "/business").z_index).toBe(DEFAULT_CHAT_Z_INDEX);
  });
});
