import { afterAll, describe, expect, it } from "vitest";
import { add, callError, callOk, closeAdmin, createPlayer, db, uniqueId, type TestUser } from "./callables";

afterAll(async () => {
  await closeAdmin();
});

const WEEKLY = {
  monday: { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "21:00" }] },
  tuesday: { isAvailable: false, timeRanges: [] },
};
const DATES = [{ date: "2030-05-01", timeRanges: [{ startTime: "09:00", endTime: "12:00" }], isTraveling: false }];

type Answer = { visible: true; availability: Record<string, unknown> } | { visible: false; reason: "none" | "filtered" };

const view = (viewer: TestUser, uid: string) => callOk<Answer>("getPlayerAvailability", { uid }, viewer.token);

async function owner(privacySettings?: Record<string, unknown>): Promise<TestUser> {
  const user = await createPlayer("avail-owner", { displayName: "Owner" });
  await db()
    .doc(`availability/${user.uid}`)
    .set({ weeklyAvailability: WEEKLY, dateSpecificAvailability: DATES, timeZone: "Europe/Berlin", ...(privacySettings ? { privacySettings } : {}) });
  return user;
}

const filtered = (p: Record<string, unknown>) => ({
  visibilityMode: "filtered",
  allowedGenders: [],
  communityFilter: "none",
  allowedCommunities: [],
  connectsOnly: false,
  requireAllFilters: false,
  ...p,
});

const SHOWN = { visible: true, availability: { weeklyAvailability: WEEKLY, dateSpecificAvailability: DATES, timeZone: "Europe/Berlin" } };
const HIDDEN = { visible: false, reason: "filtered" };

async function teamOf(...uids: string[]): Promise<string> {
  const id = uniqueId("team");
  await db()
    .doc(`teams/${id}`)
    .set({ name: "Team", creator: uids[0] ?? "x", managerIds: [], memberIds: uids });
  return id;
}

describe("getPlayerAvailability", () => {
  it("public: any signed-in viewer sees it, without the privacy settings", async () => {
    const o = await owner({ visibilityMode: "public", allowedGenders: ["Female"], connectsOnly: true });
    const viewer = await createPlayer("avail-viewer");
    const res = await view(viewer, o.uid);
    expect(res).toEqual(SHOWN);
    expect(JSON.stringify(res)).not.toContain("privacySettings");
    expect(JSON.stringify(res)).not.toContain("allowedGenders");
  });

  it("no privacy settings at all means public, with defaults for missing fields", async () => {
    const o = await createPlayer("avail-owner-bare");
    await db().doc(`availability/${o.uid}`).set({ weeklyAvailability: WEEKLY });
    const viewer = await createPlayer("avail-viewer");
    expect(await view(viewer, o.uid)).toEqual({ visible: true, availability: { weeklyAvailability: WEEKLY, dateSpecificAvailability: [], timeZone: "UTC" } });
  });

  it("answers {visible:false, reason:'none'} when the player has no availability", async () => {
    const o = await createPlayer("avail-none");
    const viewer = await createPlayer("avail-viewer");
    expect(await view(viewer, o.uid)).toEqual({ visible: false, reason: "none" });
    expect(await view(o, o.uid)).toEqual({ visible: false, reason: "none" });
    expect(await view(viewer, uniqueId("nobody"))).toEqual({ visible: false, reason: "none" });
  });

  it("the owner always sees their own, even when filtered to nobody", async () => {
    const o = await owner(filtered({}));
    expect(await view(o, o.uid)).toEqual(SHOWN);
    const viewer = await createPlayer("avail-viewer");
    expect(await view(viewer, o.uid)).toEqual(HIDDEN);
  });

  it("a viewer the owner blocked gets NOT_FOUND, even for public availability", async () => {
    const o = await owner({ visibilityMode: "public" });
    const blocked = await createPlayer("avail-blocked");
    const bystander = await createPlayer("avail-bystander");
    await db()
      .doc(`users/${o.uid}`)
      .set({ blockedUids: [blocked.uid] }, { merge: true });
    expect(await callError("getPlayerAvailability", { uid: o.uid }, blocked.token)).toMatchObject({ status: "NOT_FOUND", message: "User not found" });
    expect(await view(bystander, o.uid)).toEqual(SHOWN);
  });

  it("gender filter: a viewer whose users/{uid}.gender is allowed sees it; others do not", async () => {
    const o = await owner(filtered({ allowedGenders: ["Female", "Non-binary"] }));
    const inside = await createPlayer("avail-female", { gender: "Female" });
    const outside = await createPlayer("avail-male", { gender: "Male" });
    const noGender = await createPlayer("avail-nogender");
    const fromAdditionalInfo = await createPlayer("avail-addinfo", { additionalInfo: { gender: "Non-binary" } });
    expect(await view(inside, o.uid)).toEqual(SHOWN);
    expect(await view(fromAdditionalInfo, o.uid)).toEqual(SHOWN);
    expect(await view(outside, o.uid)).toEqual(HIDDEN);
    expect(await view(noGender, o.uid)).toEqual(HIDDEN);
  });

  it("community 'any': a viewer sharing a team (memberIds) sees it; others do not", async () => {
    const o = await owner(filtered({ communityFilter: "any" }));
    const teammate = await createPlayer("avail-teammate");
    const stranger = await createPlayer("avail-stranger");
    await teamOf(o.uid, teammate.uid);
    await teamOf(stranger.uid);
    expect(await view(teammate, o.uid)).toEqual(SHOWN);
    expect(await view(stranger, o.uid)).toEqual(HIDDEN);
  });

  it("community 'all': the viewer must be on every one of the owner's teams", async () => {
    const o = await owner(filtered({ communityFilter: "all" }));
    const both = await createPlayer("avail-both");
    const one = await createPlayer("avail-one");
    await teamOf(o.uid, both.uid, one.uid);
    await teamOf(o.uid, both.uid);
    expect(await view(both, o.uid)).toEqual(SHOWN);
    expect(await view(one, o.uid)).toEqual(HIDDEN);
  });

  it("community 'specific': the viewer must be on one of the chosen teams", async () => {
    const chosenTeam = uniqueId("team");
    const o = await owner(filtered({ communityFilter: "specific", allowedCommunities: [chosenTeam] }));
    const chosen = await createPlayer("avail-chosen");
    const otherTeam = await createPlayer("avail-otherteam");
    await db()
      .doc(`teams/${chosenTeam}`)
      .set({ name: "Chosen", creator: chosen.uid, managerIds: [], memberIds: [chosen.uid] });
    await teamOf(o.uid, otherTeam.uid);
    expect(await view(chosen, o.uid)).toEqual(SHOWN);
    expect(await view(otherTeam, o.uid)).toEqual(HIDDEN);
  });

  it("connectsOnly: an accepted family connection (either direction) sees it; pending or none does not", async () => {
    const o = await owner(filtered({ connectsOnly: true }));
    const [asRequester, asRecipient, pending, stranger] = await Promise.all([
      createPlayer("avail-conn-req"),
      createPlayer("avail-conn-rec"),
      createPlayer("avail-conn-pending"),
      createPlayer("avail-conn-none"),
    ]);
    await add("familyConnections", { requesterId: asRequester.uid, recipientId: o.uid, status: "accepted", participants: [asRequester.uid, o.uid] });
    await add("familyConnections", { requesterId: o.uid, recipientId: asRecipient.uid, status: "accepted", participants: [o.uid, asRecipient.uid] });
    await add("familyConnections", { requesterId: pending.uid, recipientId: o.uid, status: "pending", participants: [pending.uid, o.uid] });
    expect(await view(asRequester, o.uid)).toEqual(SHOWN);
    expect(await view(asRecipient, o.uid)).toEqual(SHOWN);
    expect(await view(pending, o.uid)).toEqual(HIDDEN);
    expect(await view(stranger, o.uid)).toEqual(HIDDEN);
  });

  it("connectsOnly through the family callables: visible once the request is accepted", async () => {
    const o = await owner(filtered({ connectsOnly: true }));
    const relative = await createPlayer("avail-relative", { displayName: "Relative" });
    const { connectionId } = await callOk<{ connectionId: string }>("sendFamilyRequest", { recipientId: o.uid, relation: "sibling" }, relative.token);
    expect(await view(relative, o.uid)).toEqual(HIDDEN);
    await callOk("respondFamilyRequest", { connectionId, accept: true }, o.token);
    expect(await view(relative, o.uid)).toEqual(SHOWN);
    await callOk("removeFamilyConnection", { connectionId }, o.token);
    expect(await view(relative, o.uid)).toEqual(HIDDEN);
  });

  it("several filters: one passing is enough, unless requireAllFilters", async () => {
    const anyOne = await owner(filtered({ allowedGenders: ["Female"], connectsOnly: true }));
    const allOf = await owner(filtered({ allowedGenders: ["Female"], connectsOnly: true, requireAllFilters: true }));
    const viewer = await createPlayer("avail-multi", { gender: "Female" });
    expect(await view(viewer, anyOne.uid)).toEqual(SHOWN);
    expect(await view(viewer, allOf.uid)).toEqual(HIDDEN);
    await add("familyConnections", { requesterId: viewer.uid, recipientId: allOf.uid, status: "accepted", participants: [viewer.uid, allOf.uid] });
    expect(await view(viewer, allOf.uid)).toEqual(SHOWN);
  });
});
