import { describe, expect, it } from "vitest";
import { ALL_CONTRACTS } from "@rallyhub/domain/callables/all";
import * as functions from "./index";

/** The names of the exports the Functions deploy as callables (what onCall made, however it was made). */
function deployedCallables(): string[] {
  return Object.entries(functions)
    .filter(([, fn]) => (fn as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger !== undefined)
    .map(([name]) => name)
    .sort();
}

// What is deployed is what index.ts exports: the client calls these by name.
describe("exported Functions", () => {
  it("exports the account, conversation and user callables by their names", () => {
    expect(Object.keys(functions)).toEqual(
      expect.arrayContaining([
        "deleteAccount",
        "getDeletionBlockers",
        "setConversationBlocked",
        "searchUser",
        "sendFamilyRequest",
        "getPlayerAvailability",
        "openConversation",
        "openTeamConversation",
        "sendMessage",
        "markConversationRead",
      ]),
    );
  });

  it("no longer exports deleteAccountData (replaced by deleteAccount, which also deletes the login)", () => {
    expect(Object.keys(functions)).not.toContain("deleteAccountData");
  });

  // index.ts checks at compile time that every contract is exported as what defineCallable made of it;
  // this checks the other way, at run time: nothing is deployed as a callable without a contract.
  it("deploys a callable for every contract (packages/domain/src/callables), and none without one", () => {
    expect(deployedCallables()).toEqual(Object.keys(ALL_CONTRACTS).sort());
  });

  it("every contract's name is the name it is deployed under", () => {
    for (const [name, contract] of Object.entries(ALL_CONTRACTS)) expect(contract.name).toBe(name);
  });

  it("keeps the other Functions (triggers, the Stripe webhook, the calendar feed) as they are", () => {
    expect(Object.keys(functions)).toEqual(expect.arrayContaining(["onUserCreated", "onEventCreated", "stripeWebhook", "calendarFeed", "onTeamEventWrittenForSites", "onTeamUpdatedForSites"]));
  });
});
