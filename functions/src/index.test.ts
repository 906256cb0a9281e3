import { describe, expect, it } from "vitest";
import * as functions from "./index";

// What is deployed is what index.ts exports: the client calls these by name.
describe("exported Functions", () => {
  it("exports the account, conversation and user callables by their names", () => {
    expect(Object.keys(functions)).toEqual(
      expect.arrayContaining(["deleteAccount", "getDeletionBlockers", "setConversationBlocked", "searchUser", "sendFamilyRequest", "getPlayerAvailability", "openConversation", "openTeamConversation", "sendMessage", "markConversationRead"]),
    );
  });

  it("no longer exports deleteAccountData (replaced by deleteAccount, which also deletes the login)", () => {
    expect(Object.keys(functions)).not.toContain("deleteAccountData");
  });
});
