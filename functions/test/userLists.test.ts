import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InviteListResult, UserListItem } from "@rallyhub/domain/userLists/userLists";
import { call, callError, callOk, closeAdmin, db, read, type TestUser } from "./callables";
import { createGame, noticesOf, player, rsvp } from "./eventFixtures";

// Issue 13: user lists. An organizer keeps lists of players (found by the
// e-mail of their login or picked by uid) and invites a whole list to a game
// in one go, with the checks of a single invitation.

let olivia: TestUser;
let pat: TestUser;
let riley: TestUser;

const ORGANIZER = { joinReason: "Organize" };

async function newList(owner: TestUser, name = "Tuesday regulars"): Promise<string> {
  return (await callOk<{ listId: string }>("createUserList", { name }, owner.token)).listId;
}

const add = (owner: TestUser, listId: string, who: { email: string } | { uid: string }) => callOk<{ item: UserListItem }>("addToUserList", { listId, ...who }, owner.token);
const itemsOf = async (listId: string) => ((await read(`userLists/${listId}`))?.items ?? []) as UserListItem[];

beforeAll(async () => {
  [olivia, pat, riley] = await Promise.all([player("ul-olivia", "Olivia", ORGANIZER), player("ul-pat", "Pat"), player("ul-riley", "Riley")]);
});

afterAll(closeAdmin);

describe("user lists", () => {
  it("an organizer creates, renames and deletes a list; only organizers create, only the owner changes it", async () => {
    const listId = await newList(olivia, "  Tuesday regulars ");
    expect(await read(`userLists/${listId}`)).toMatchObject({ ownerId: olivia.uid, name: "Tuesday regulars", items: [] });

    await callOk("renameUserList", { listId, name: "Thursday regulars" }, olivia.token);
    expect((await read(`userLists/${listId}`))?.name).toBe("Thursday regulars");

    expect(await callError("createUserList", { name: "Mine" }, pat.token)).toEqual({ status: "PERMISSION_DENIED", message: "User lists are for organizers." });
    expect(await callError("renameUserList", { listId, name: "Taken" }, pat.token)).toEqual({ status: "NOT_FOUND", message: "User list not found" });
    expect(await callError("deleteUserList", { listId }, pat.token)).toEqual({ status: "NOT_FOUND", message: "User list not found" });
    expect(await callError("addToUserList", { listId, uid: riley.uid }, pat.token)).toEqual({ status: "NOT_FOUND", message: "User list not found" });

    await callOk("deleteUserList", { listId }, olivia.token);
    expect(await read(`userLists/${listId}`)).toBeUndefined();
  });

  it("adds registered players by e-mail (kept) or by uid (no e-mail kept), each once, and removes them", async () => {
    const listId = await newList(olivia);
    expect((await add(olivia, listId, { email: `  ${pat.email.toUpperCase()} ` })).item).toEqual({ uid: pat.uid, email: pat.email, displayName: "Pat" });
    expect((await add(olivia, listId, { uid: riley.uid })).item).toEqual({ uid: riley.uid, email: "", displayName: "Riley" });
    expect(await itemsOf(listId)).toEqual([
      { uid: pat.uid, email: pat.email, displayName: "Pat" },
      { uid: riley.uid, email: "", displayName: "Riley" },
    ]);

    expect(await callError("addToUserList", { listId, uid: pat.uid }, olivia.token)).toEqual({ status: "ALREADY_EXISTS", message: "That player is already on this list." });
    expect(await callError("addToUserList", { listId, email: "nobody-at-all@example.test" }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "No user found with this email or UID" });
    expect(await callError("addToUserList", { listId, uid: "no-such-user-here" }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "No user found with this email or UID" });
    expect(await callError("addToUserList", { listId, uid: olivia.uid }, olivia.token)).toEqual({ status: "INVALID_ARGUMENT", message: "You cannot add yourself to a list." });

    await callOk("removeFromUserList", { listId, uid: pat.uid }, olivia.token);
    expect((await itemsOf(listId)).map((i) => i.uid)).toEqual([riley.uid]);
  });

  it("a player who blocked the organizer is not found, and one the organizer blocked is refused", async () => {
    const [blocker, blockedOne, organizer] = await Promise.all([player("ul-blocker", "Blocker"), player("ul-blocked", "Blocked"), player("ul-org2", "Org Two", ORGANIZER)]);
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [organizer.uid] });
    await db()
      .doc(`users/${organizer.uid}`)
      .update({ blockedUids: [blockedOne.uid] });
    const listId = await newList(organizer);
    for (const who of [{ email: blocker.email }, { uid: blocker.uid }, { uid: blockedOne.uid }]) {
      expect(await callError("addToUserList", { listId, ...who }, organizer.token)).toEqual({ status: "NOT_FOUND", message: "No user found with this email or UID" });
    }
    expect(await itemsOf(listId)).toEqual([]);
  });

  it("refuses bad input, unsigned callers and malformed ids", async () => {
    for (const [name, data] of [
      ["createUserList", { name: "   " }],
      ["createUserList", { name: "x".repeat(61) }],
      ["createUserList", { name: "Ok", extra: 1 }],
      ["renameUserList", { listId: "a/b", name: "Ok" }],
      ["addToUserList", { listId: "l1", email: "not-an-email" }],
      ["addToUserList", { listId: "l1", email: "a@b.co", uid: "u1" }],
      ["addToUserList", { listId: "l1" }],
      ["removeFromUserList", { listId: "l1", uid: "__x__" }],
      ["inviteUserList", { listId: "l1" }],
      ["deleteUserList", null],
    ] as const) {
      expect((await callError(name, data, olivia.token)).status, `${name} ${JSON.stringify(data)}`).toBe("INVALID_ARGUMENT");
    }
    expect(await callError("createUserList", { name: "   " }, olivia.token)).toEqual({ status: "INVALID_ARGUMENT", message: "Give the list a name" });
    for (const name of ["createUserList", "renameUserList", "deleteUserList", "addToUserList", "removeFromUserList", "inviteUserList"]) {
      expect((await call(name, { listId: "l1", name: "x" })).error?.status).toBe("UNAUTHENTICATED");
    }
  });

  it("a list holds at most 200 players", async () => {
    const listId = await newList(olivia);
    const filler = Array.from({ length: 200 }, (_, i) => ({ uid: `filler-${i}`, email: "", displayName: `Filler ${i}` }));
    await db().doc(`userLists/${listId}`).update({ items: filler });
    expect(await callError("addToUserList", { listId, uid: pat.uid }, olivia.token)).toEqual({ status: "FAILED_PRECONDITION", message: "A list holds at most 200 players." });
  });
});

describe("inviting a list to a game", () => {
  it("invites every player of the list with inviteToEvent's checks, tells each one, and never invites twice", async () => {
    const [going, blocker, fresh] = await Promise.all([player("ul-going", "Going"), player("ul-inv-blocker", "Blocker"), player("ul-fresh", "Fresh")]);
    const eventId = await createGame(olivia, { title: "List night", isPrivate: true });
    const listId = await newList(olivia, "Everyone");
    for (const p of [pat, riley, going, blocker, fresh]) await add(olivia, listId, { uid: p.uid });
    // Already invited one by one; already on the game's list; blocked the organizer after being added.
    await callOk("inviteToEvent", { eventId, uid: riley.uid }, olivia.token);
    await callOk("inviteToEvent", { eventId, uid: going.uid }, olivia.token);
    await rsvp(going, eventId, "going");
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [olivia.uid] });

    const result = await callOk<InviteListResult>("inviteUserList", { eventId, listId }, olivia.token);
    expect(result).toEqual({ invited: 2, already: 2, skipped: 1 });
    for (const p of [pat, fresh]) {
      expect(await read(`events/${eventId}/invites/${p.uid}`)).toMatchObject({ uid: p.uid, invitedBy: olivia.uid });
      expect(await noticesOf(p.uid, "eventInvite", eventId)).toEqual([expect.objectContaining({ title: "You're invited", message: "Olivia invited you to List night." })]);
    }
    expect(await read(`events/${eventId}/invites/${blocker.uid}`)).toBeUndefined();
    expect(await noticesOf(riley.uid, "eventInvite", eventId)).toHaveLength(1);

    // An invited player may now join the private game.
    expect((await rsvp(pat, eventId, "going")).status).toBe("going");

    // Twice: nobody is invited or told again.
    expect(await callOk<InviteListResult>("inviteUserList", { eventId, listId }, olivia.token)).toEqual({ invited: 0, already: 4, skipped: 1 });
    expect(await noticesOf(fresh.uid, "eventInvite", eventId)).toHaveLength(1);
    expect(await noticesOf(pat.uid, "eventInvite", eventId)).toHaveLength(1);
  });

  it("only the game's organizer, only with their own list, and not a cancelled game", async () => {
    const eventId = await createGame(olivia, { title: "Not yours" });
    const listId = await newList(olivia);
    await add(olivia, listId, { uid: pat.uid });
    const organizer2 = await player("ul-org3", "Org Three", ORGANIZER);
    const otherList = await newList(organizer2);
    const theirGame = await createGame(organizer2, { title: "Their game" });

    expect(await callError("inviteUserList", { eventId: theirGame, listId }, olivia.token)).toEqual({ status: "PERMISSION_DENIED", message: "Only the organizer can do this." });
    expect(await callError("inviteUserList", { eventId, listId: otherList }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "User list not found" });
    expect(await callError("inviteUserList", { eventId: "no-such-game", listId }, olivia.token)).toEqual({ status: "NOT_FOUND", message: "Game not found" });
    await callOk("cancelEvent", { eventId }, olivia.token);
    expect(await callError("inviteUserList", { eventId, listId }, olivia.token)).toEqual({ status: "FAILED_PRECONDITION", message: "This game was cancelled." });
    expect(await read(`events/${eventId}/invites/${pat.uid}`)).toBeUndefined();
  });
});
