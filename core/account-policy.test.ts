import { describe, expect, it } from "vitest";
import { canEditProfile, canReadAccount, canReadUserAttributes, canViewProfile } from "./account-policy.ts";

const owner = { userId: "usr_owner" };
const other = { userId: "usr_other" };

describe("account policies", () => {
  it("lets only the owner read attributes, edit the profile and read the account", () => {
    for (const policy of [canReadUserAttributes, canEditProfile, canReadAccount]) {
      expect(policy(null, owner.userId), policy.name).toBe(false);
      expect(policy(owner, owner.userId), policy.name).toBe(true);
      expect(policy(other, owner.userId), policy.name).toBe(false);
    }
  });

  it("shows a public profile to everyone and a private one only to its owner", () => {
    const pub = { userId: owner.userId, visibility: "public" as const };
    const priv = { userId: owner.userId, visibility: "private" as const };
    expect([null, owner, other].map((actor) => canViewProfile(actor, pub))).toEqual([true, true, true]);
    expect([null, owner, other].map((actor) => canViewProfile(actor, priv))).toEqual([false, true, false]);
  });
});
