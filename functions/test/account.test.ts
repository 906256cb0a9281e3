import { afterAll, describe, expect, it } from "vitest";
import { add, callError, callOk, closeAdmin, createAnonymousUser, createPlayer, db, exists, read, uniqueId, type TestUser } from "./callables";

afterAll(async () => {
  await closeAdmin();
});

type Blockers = { teams: Array<{ id: string; name: string }> };

async function team(fields: Record<string, unknown>): Promise<string> {
  const id = uniqueId("team");
  await db().doc(`teams/${id}`).set({ creator: "someone", managerIds: [], memberIds: [], ...fields });
  return id;
}

describe("getDeletionBlockers", () => {
  it("lists the teams whose memberIds contain the caller", async () => {
    const user = await createPlayer("blockers");
    const other = await createPlayer("blockers-other");
    const tigers = await team({ name: `Tigers ${uniqueId("t")}`, memberIds: ["x", user.uid] });
    const lions = await team({ name: `Lions ${uniqueId("l")}`, memberIds: [user.uid, other.uid] });
    const unnamed = await team({ memberIds: [user.uid] });
    await team({ name: "Not theirs", memberIds: [other.uid] });

    const res = await callOk<Blockers>("getDeletionBlockers", {}, user.token);
    const byId = Object.fromEntries(res.teams.map((t) => [t.id, t.name]));
    expect(Object.keys(byId).sort()).toEqual([tigers, lions, unnamed].sort());
    expect(byId[tigers]).toMatch(/^Tigers /);
    expect(byId[lions]).toMatch(/^Lions /);
    expect(byId[unnamed]).toBe("Team");
  });

  it("lists nothing for a user on no team", async () => {
    const user = await createPlayer("blockers-none");
    expect(await callOk<Blockers>("getDeletionBlockers", {}, user.token)).toEqual({ teams: [] });
  });
});

/** The caller's own data plus someone else's, to check that only the caller's goes. */
async function seedAccount(user: TestUser, other: TestUser) {
  await Promise.all([
    db().doc(`publicProfiles/${user.uid}`).set({ displayName: "Doomed" }),
    db().doc(`availability/${user.uid}`).set({ weeklyAvailability: {} }),
    db().doc(`publicProfiles/${other.uid}`).set({ displayName: "Other" }),
    db().doc(`availability/${other.uid}`).set({ weeklyAvailability: {} }),
  ]);
  const [mine1, mine2, theirs, myRequest, theirRequest, asRequester, asRecipient, unrelated] = await Promise.all([
    add("notifications", { userId: user.uid, type: "x", read: false }),
    add("notifications", { userId: user.uid, type: "y", read: true }),
    add("notifications", { userId: other.uid, type: "x", read: false }),
    add("user-notifications", { userId: user.uid, type: "familyConnectionRequest", read: false }),
    add("user-notifications", { userId: other.uid, type: "familyConnectionRequest", read: false }),
    add("familyConnections", { requesterId: user.uid, recipientId: other.uid, status: "pending", participants: [user.uid, other.uid] }),
    add("familyConnections", { requesterId: other.uid, recipientId: user.uid, status: "accepted", participants: [other.uid, user.uid] }),
    add("familyConnections", { requesterId: other.uid, recipientId: "third-party", status: "accepted", participants: [other.uid, "third-party"] }),
  ]);
  return {
    gone: [
      `users/${user.uid}`,
      `publicProfiles/${user.uid}`,
      `availability/${user.uid}`,
      `notifications/${mine1}`,
      `notifications/${mine2}`,
      `user-notifications/${myRequest}`,
      `familyConnections/${asRequester}`,
      `familyConnections/${asRecipient}`,
    ],
    kept: [
      `users/${other.uid}`,
      `publicProfiles/${other.uid}`,
      `availability/${other.uid}`,
      `notifications/${theirs}`,
      `user-notifications/${theirRequest}`,
      `familyConnections/${unrelated}`,
    ],
  };
}

async function existing(paths: string[]): Promise<string[]> {
  const flags = await Promise.all(paths.map((p) => exists(p)));
  return paths.filter((_, i) => flags[i]);
}

describe("deleteAccountData", () => {
  it("deletes the caller's documents, notifications and family connections, and nobody else's", async () => {
    const user = await createPlayer("delete-me", { displayName: "Doomed" });
    const other = await createPlayer("delete-other", { displayName: "Other" });
    const { gone, kept } = await seedAccount(user, other);
    expect(await existing(gone)).toEqual(gone);

    expect(await callOk("deleteAccountData", {}, user.token)).toEqual({ deleted: true });
    expect(await existing(gone)).toEqual([]);
    expect(await existing(kept)).toEqual(kept);
  });

  it("is refused while the caller is on a team, naming the teams, and deletes nothing", async () => {
    const user = await createPlayer("delete-team", { displayName: "Member" });
    const other = await createPlayer("delete-team-other");
    const { gone } = await seedAccount(user, other);
    const a = `Hawks ${uniqueId("h")}`;
    const b = `Owls ${uniqueId("o")}`;
    await team({ name: a, memberIds: [user.uid] });
    await team({ name: b, memberIds: [other.uid, user.uid] });

    const error = await callError("deleteAccountData", {}, user.token);
    expect(error.status).toBe("FAILED_PRECONDITION");
    expect(error.message).toMatch(/^Leave or delete your teams first: /);
    expect(error.message).toContain(a);
    expect(error.message).toContain(b);
    expect(await existing(gone)).toEqual(gone);
  });

  it("succeeds for a user with no documents at all", async () => {
    const user = await createPlayer("delete-empty");
    await db().doc(`users/${user.uid}`).delete();
    expect(await callOk("deleteAccountData", null, user.token)).toEqual({ deleted: true });
    expect(await exists(`users/${user.uid}`)).toBe(false);
  });
});

const SUBSCRIPTION = { id: 1700000000001, activities: ["Tennis", "Padel"], address: { name: "Springfield", lat: 1, lng: 2 }, radius: 25 };

describe("sendActivitySubscriptionConfirmation", () => {
  it("queues the confirmation to the caller's sign-in e-mail, not an address in their user document", async () => {
    const user = await createPlayer("subscribe", {
      fullName: "Sam Subscriber",
      displayName: "Sam",
      email: "someone-else@example.com",
      emailLower: "someone-else@example.com",
      alternateEmails: ["alt@example.com"],
      activitySubscriptions: [{ id: 5, activities: [], address: { name: "Elsewhere" }, radius: 5 }, SUBSCRIPTION],
    });
    const res = await callOk<{ mailId: string }>("sendActivitySubscriptionConfirmation", { subscriptionId: SUBSCRIPTION.id }, user.token);
    expect(res.mailId).toEqual(expect.any(String));

    const mail = await read(`mail/${res.mailId}`);
    expect(mail).toEqual({
      to: user.email,
      template: {
        name: "activity-subscription-confirmation",
        data: { firstName: "Sam Subscriber", activitiesList: "Tennis, Padel", city: "Springfield", radius: 25 },
      },
      message: { subject: "You're subscribed to activities near you on RallyHub" },
      createdAt: expect.any(Number) as unknown,
    });
  });

  it("falls back to the display name and 'all activities'", async () => {
    const user = await createPlayer("subscribe-fallback", {
      displayName: "Sam",
      activitySubscriptions: [{ id: 7, address: { name: "Shelbyville" }, radius: 1 }],
    });
    const res = await callOk<{ mailId: string }>("sendActivitySubscriptionConfirmation", { subscriptionId: 7 }, user.token);
    expect(await read(`mail/${res.mailId}`)).toMatchObject({
      to: user.email,
      template: { data: { firstName: "Sam", activitiesList: "all activities", city: "Shelbyville", radius: 1 } },
    });
  });

  it("answers NOT_FOUND for an unknown subscription id and queues nothing", async () => {
    const user = await createPlayer("subscribe-missing", { activitySubscriptions: [SUBSCRIPTION] });
    const error = await callError("sendActivitySubscriptionConfirmation", { subscriptionId: 999 }, user.token);
    expect(error).toMatchObject({ status: "NOT_FOUND", message: "That activity subscription was not found." });
    expect((await db().collection("mail").where("to", "==", user.email).get()).size).toBe(0);
  });

  it("answers NOT_FOUND when the caller has no user document", async () => {
    const user = await createPlayer("subscribe-nodoc");
    await db().doc(`users/${user.uid}`).delete();
    const error = await callError("sendActivitySubscriptionConfirmation", { subscriptionId: 1 }, user.token);
    expect(error.status).toBe("NOT_FOUND");
  });

  it("refuses an incomplete subscription (no city or a radius out of range)", async () => {
    const user = await createPlayer("subscribe-incomplete", {
      activitySubscriptions: [
        { id: 1, address: { name: "" }, radius: 10 },
        { id: 2, address: { name: "Ogdenville" }, radius: 51 },
      ],
    });
    for (const subscriptionId of [1, 2]) {
      const error = await callError("sendActivitySubscriptionConfirmation", { subscriptionId }, user.token);
      expect(error).toMatchObject({ status: "INVALID_ARGUMENT", message: "That activity subscription is incomplete." });
    }
    expect((await db().collection("mail").where("to", "==", user.email).get()).size).toBe(0);
  });

  it("refuses an account without an e-mail (FAILED_PRECONDITION)", async () => {
    const anon = await createAnonymousUser();
    await db().doc(`users/${anon.uid}`).set({ activitySubscriptions: [SUBSCRIPTION], stripeChargesEnabled: false, stripeDetailsSubmitted: false, userSubscription: "Free" });
    const error = await callError("sendActivitySubscriptionConfirmation", { subscriptionId: SUBSCRIPTION.id }, anon.token);
    expect(error.status).toBe("FAILED_PRECONDITION");
  });
});
