import type { DocumentSnapshot } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { inviteOutcome } from "./invites";

const user = (data: Record<string, unknown> | null) => ({ exists: data !== null, data: () => data ?? undefined }) as unknown as DocumentSnapshot;

describe("who an invitation reaches", () => {
  const base = { uid: "p1", organizerUid: "org", invitee: user({}), organizerBlocks: [] as string[], onList: false, invited: false };

  it("invites a registered player with no block either way who is not on the list", () => {
    expect(inviteOutcome(base)).toBe("invite");
  });

  it("never the organizer themself, nor someone without an account", () => {
    expect(inviteOutcome({ ...base, uid: "org" })).toBe("self");
    expect(inviteOutcome({ ...base, invitee: user(null) })).toBe("noUser");
    expect(inviteOutcome({ ...base, invitee: undefined })).toBe("noUser");
  });

  it("respects blocks both ways", () => {
    expect(inviteOutcome({ ...base, invitee: user({ blockedUids: ["org"] }) })).toBe("blocked");
    expect(inviteOutcome({ ...base, organizerBlocks: ["p1"] })).toBe("blocked");
  });

  it("tells apart players already on the game's list and those already invited", () => {
    expect(inviteOutcome({ ...base, onList: true })).toBe("alreadyIn");
    expect(inviteOutcome({ ...base, onList: true, invited: true })).toBe("alreadyIn");
    expect(inviteOutcome({ ...base, invited: true })).toBe("alreadyInvited");
  });
});
