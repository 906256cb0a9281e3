import { describe, expect, it } from "vitest";
import type { UserSearchState } from "@/features/account/public";
import { TEAM_LIMITS } from "@rallyhub/domain/teams/schema";
import { createInviteSchema, inviteFormSchema } from "./invite";
import { TEAMS_MESSAGES } from "../messages";

const riley = { uid: "u-riley", displayName: "Riley Second", email: "riley@example.com", photoURL: "" };

function check(query: string, search: UserSearchState, typed = query, memberIds: string[] = []) {
  return inviteFormSchema({ query, search, memberIds }).safeParse({ query: typed });
}

describe("inviteFormSchema (the roster's invite form)", () => {
  it("invites a user the search found by uid, named by their display name", () => {
    expect(check("riley@example.com", { kind: "found", user: riley }).data?.invite).toEqual({ invitee: { uid: "u-riley" }, label: "Riley Second" });
  });

  it("sends nothing for someone already on the team, or while the search runs", () => {
    expect(check("u-riley", { kind: "found", user: riley }, "u-riley", ["u-riley"]).data).toEqual({ query: "u-riley", invite: null });
    expect(check("riley@example.com", { kind: "searching" }).data).toEqual({ query: "riley@example.com", invite: null });
  });

  it("does not trust an answer about other text: typed since, the search is pending", () => {
    expect(check("nobody-here", { kind: "none" }, "nobody-herex").data).toEqual({ query: "nobody-herex", invite: null });
  });

  it("invites an address nobody uses by e-mail, trimmed and lower-cased", () => {
    expect(check(" New@Example.com ", { kind: "none" }).data).toEqual({ query: "New@Example.com", invite: { invitee: { email: "new@example.com" }, label: "new@example.com" } });
  });

  it.each<[string, UserSearchState, string]>([
    ["", { kind: "idle" }, TEAMS_MESSAGES.invite.required],
    ["   ", { kind: "idle" }, TEAMS_MESSAGES.invite.required],
    ["nobody-here", { kind: "none" }, TEAMS_MESSAGES.invite.noUser],
    ["ab", { kind: "idle" }, TEAMS_MESSAGES.invite.invalidEmail],
  ])("refuses %j (%o) with the field's message", (query, search, message) => {
    const result = check(query, search);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[["query"], message]]);
  });
});

describe("createInviteSchema (Create Team's invitations step)", () => {
  it("takes a new address, trimmed and lower-cased", () => {
    expect(createInviteSchema(["pat@example.com"]).parse({ email: " Sam@Example.com " })).toEqual({ email: "sam@example.com" });
  });

  it.each([
    ["not-an-email", [], "Enter a valid e-mail"],
    ["Pat@example.com", ["pat@example.com"], "pat@example.com is already on the list."],
    ["new@example.com", Array.from({ length: TEAM_LIMITS.invitesAtCreate }, (_, i) => `p${i}@example.com`), `Invite at most ${TEAM_LIMITS.invitesAtCreate} players at once`],
  ])("refuses %j", (email, emails, message) => {
    expect(
      createInviteSchema(emails)
        .safeParse({ email })
        .error?.issues.map((i) => i.message),
    ).toEqual([message]);
  });
});
