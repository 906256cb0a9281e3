import { describe, expect, it } from "vitest";
import { inviteListSummary, USER_LIST_MESSAGES, userListEmailSchema, userListNameSchema, userListSchemas } from "./userLists";

describe("user list forms", () => {
  it("a name is 1 to 60 characters once trimmed", () => {
    expect(userListNameSchema.parse({ name: "  Tuesday regulars " })).toEqual({ name: "Tuesday regulars" });
    expect(userListNameSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe(USER_LIST_MESSAGES.name);
    expect(userListNameSchema.safeParse({ name: "x".repeat(61) }).error?.issues[0]?.message).toBe(USER_LIST_MESSAGES.nameLong);
  });

  it("an e-mail is trimmed, lower-cased and checked", () => {
    expect(userListEmailSchema.parse({ email: " Pat@Example.COM " })).toEqual({ email: "pat@example.com" });
    expect(userListEmailSchema.safeParse({ email: "pat@" }).error?.issues[0]?.message).toBe(USER_LIST_MESSAGES.email);
  });

  it("a player is added by e-mail or by uid, not both", () => {
    expect(userListSchemas.addToUserList.safeParse({ listId: "l1", email: "a@b.co" }).success).toBe(true);
    expect(userListSchemas.addToUserList.safeParse({ listId: "l1", uid: "u1" }).success).toBe(true);
    expect(userListSchemas.addToUserList.safeParse({ listId: "l1", uid: "u1", email: "a@b.co" }).success).toBe(false);
    expect(userListSchemas.addToUserList.safeParse({ listId: "l/1", uid: "u1" }).success).toBe(false);
  });
});

describe("the organizer's summary of a list invitation", () => {
  it("says how many were invited and what was left out", () => {
    expect(inviteListSummary({ invited: 1, already: 0, skipped: 0 })).toBe("1 player invited");
    expect(inviteListSummary({ invited: 3, already: 2, skipped: 1 })).toBe("3 players invited; 2 already on the game or invited; 1 could not be invited");
    expect(inviteListSummary({ invited: 0, already: 4, skipped: 0 })).toBe("0 players invited; 4 already on the game or invited");
  });
});
