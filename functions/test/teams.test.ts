import { Timestamp } from "firebase-admin/firestore";
import { afterAll, describe, expect, it } from "vitest";
import { emailEntryId, TEAM_LIMITS, TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import type { RosterPage, RosterPreviewEntry } from "@rallyhub/domain/teams/types";
import { call, callError, callOk, closeAdmin, createUser, db, exists, projectId, read, uniqueId, type Doc, type TestUser } from "./callables";
import { players, player } from "./eventFixtures";

// The team callables on the emulator (issue 10; packages/domain/src/teams/callables.ts):
// creating a team, invitations (by user and by e-mail, claimed on sign-up),
// join requests, roles, removal, ownership, leaving, deleting, the roster as
// each viewer may see it, team notifications and the team-creation reminder.
// Every test makes its own users and teams.

afterAll(async () => {
  await closeAdmin();
});

const MORE = {
  notOnTeam: "That person is not on this team.",
  ownerRole: "The owner's role can't be changed. Transfer ownership to another member first.",
  noRequest: "There is no request to answer.",
};

interface Created {
  teamId: string;
  invited: number;
}

/** The Create Team form's data. */
function teamInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Lakeside Lightning",
    gameType: "Basketball",
    photoURL: "",
    description: "Tuesday runs.",
    city: { name: "Austin, TX", lat: 30.27, lng: -97.74, hash: "9v6kpx" },
    topics: [{ id: "general", name: "General", description: "Anything." }],
    invites: [],
    ...overrides,
  };
}

async function createTeam(owner: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  return (await callOk<Created>("createTeam", teamInput(overrides), owner.token)).teamId;
}

const teamDoc = async (teamId: string): Promise<Doc> => (await read(`teams/${teamId}`)) ?? {};
const entryOf = (teamId: string, id: string): Promise<Doc | undefined> => read(`teams/${teamId}/roster/${id}`);

async function roster(teamId: string): Promise<Record<string, string>> {
  const snap = await db().collection(`teams/${teamId}/roster`).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, String(d.get("role"))]));
}

async function noticesOf(uid: string, type: string, teamId: string): Promise<Doc[]> {
  const snap = await db().collection("notifications").where("userId", "==", uid).where("type", "==", type).get();
  return snap.docs.map((d) => d.data()).filter((n) => (n.data as { teamId?: unknown } | undefined)?.teamId === teamId);
}

async function mailTo(email: string): Promise<Doc[]> {
  const snap = await db().collection("mail").where("to", "==", email).get();
  return snap.docs.map((d) => d.data());
}

async function teamsOf(creator: string): Promise<number> {
  return (await db().collection("teams").where("creator", "==", creator).get()).size;
}

/** A team with an owner, a manager and a player (all through the callables). */
async function squad(prefix: string): Promise<{ teamId: string; owner: TestUser; manager: TestUser; member: TestUser }> {
  const [owner, manager, member] = await players(prefix, ["Olive Owner", "Manny Manager", "Pat Player"] as const);
  const teamId = await createTeam(owner, { invites: [{ uid: manager.uid }, { uid: member.uid }] });
  await callOk("respondToTeamInvite", { teamId, accept: true }, manager.token);
  await callOk("respondToTeamInvite", { teamId, accept: true }, member.token);
  await callOk("changeTeamRole", { teamId, uid: manager.uid, role: "manager" }, owner.token);
  return { teamId, owner, manager, member };
}

/** Asserts that the team document's membership fields agree with its roster. */
async function expectConsistent(teamId: string): Promise<void> {
  const team = await teamDoc(teamId);
  const entries = await roster(teamId);
  const active = Object.entries(entries)
    .filter(([, role]) => ["owner", "manager", "player"].includes(role))
    .map(([id]) => id)
    .sort();
  const managers = Object.entries(entries)
    .filter(([, role]) => role === "owner" || role === "manager")
    .map(([id]) => id)
    .sort();
  expect([...(team.memberIds as string[])].sort()).toEqual(active);
  expect([...(team.managerIds as string[])].sort()).toEqual(managers);
  expect(team.memberCount).toBe(active.length);
  expect(entries[team.creator as string]).toBe("owner");
  const preview = team.rosterPreview as RosterPreviewEntry[];
  expect(preview.map((p) => p.uid).sort()).toEqual(active.slice(0, TEAM_LIMITS.rosterPreview));
}

describe("createTeam", () => {
  it("creates the team with the caller as its owner, alone, in the contract's shape", async () => {
    const owner = await player("tm-create", "Olive Owner");
    const before = Date.now();
    const res = await callOk<Created>("createTeam", teamInput({ name: "  Lakeside Lightning  " }), owner.token);
    expect(res.invited).toBe(0);
    const team = await teamDoc(res.teamId);
    expect(team).toMatchObject({
      name: "Lakeside Lightning",
      nameLower: "lakeside lightning",
      gameType: "Basketball",
      description: "Tuesday runs.",
      city: { name: "Austin, TX", lat: 30.27, lng: -97.74, hash: "9v6kpx" },
      topics: [{ id: "general", name: "General", description: "Anything." }],
      subscription: "ROOKIE",
      creator: owner.uid,
      managerIds: [owner.uid],
      memberIds: [owner.uid],
      memberCount: 1,
      rosterPreview: [{ uid: owner.uid, displayName: "Olive Owner", photoURL: "", role: "owner" }],
      notificationTimes: [],
      domain: null,
    });
    expect(team.createdAt).toBeInstanceOf(Timestamp);
    expect(team.updatedAt).toBeInstanceOf(Timestamp);
    const entry = await entryOf(res.teamId, owner.uid);
    expect(entry).toMatchObject({ id: owner.uid, uid: owner.uid, email: owner.email, displayName: "Olive Owner", photoURL: "", role: "owner", invitedBy: null, invitedAt: null });
    expect(entry?.joinedAt as number).toBeGreaterThanOrEqual(before);
  });

  it("sends the form's invitations: by user, by an account's e-mail and to an address with no account", async () => {
    const [owner, byUid, byEmail] = await players("tm-create-inv", ["Olive Owner", "Uma Uid", "Eli Email"] as const);
    const newcomer = `${uniqueId("newcomer")}@example.com`;
    const res = await callOk<Created>("createTeam", teamInput({ invites: [{ uid: byUid.uid }, { email: byEmail.email.toUpperCase() }, { email: newcomer }] }), owner.token);
    expect(res.invited).toBe(3);
    const entryId = emailEntryId(newcomer);
    expect(await roster(res.teamId)).toEqual({ [owner.uid]: "owner", [byUid.uid]: "pending", [byEmail.uid]: "pending", [entryId]: "pending" });
    expect(await entryOf(res.teamId, entryId)).toMatchObject({ id: entryId, uid: null, email: newcomer, role: "pending", invitedBy: owner.uid, joinedAt: null });
    expect(await entryOf(res.teamId, byUid.uid)).toMatchObject({ uid: byUid.uid, email: byUid.email, displayName: "Uma Uid", role: "pending", invitedBy: owner.uid });
    // Invitations are not membership.
    expect(await teamDoc(res.teamId)).toMatchObject({ memberIds: [owner.uid], memberCount: 1 });
    expect(await noticesOf(byUid.uid, "teamInvite", res.teamId)).toEqual([
      expect.objectContaining({ title: "Team invitation", message: "Olive Owner invited you to join Lakeside Lightning.", read: false }),
    ]);
    expect(await noticesOf(byEmail.uid, "teamInvite", res.teamId)).toHaveLength(1);
    const invitation = await mailTo(newcomer);
    expect(invitation).toEqual([expect.objectContaining({ template: { name: "team-invitation", data: { teamName: "Lakeside Lightning", inviterName: "Olive Owner", url: `/team/${res.teamId}` } } })]);
    expect((await mailTo(byUid.email)).map((m) => (m.template as { name: string }).name)).toEqual(["team-notice"]);
  });

  it("refuses a team name over its limit, and writes nothing", async () => {
    const owner = await player("tm-create-long", "Olive Owner");
    const error = await callError("createTeam", teamInput({ name: "x".repeat(TEAM_LIMITS.name.max + 1) }), owner.token);
    expect(error).toEqual({ status: "INVALID_ARGUMENT", message: TEAM_MESSAGES.nameLong });
    expect(await teamsOf(owner.uid)).toBe(0);
  });

  it("refuses a name that is too short and a missing game type with the form's sentences", async () => {
    const owner = await player("tm-create-short", "Olive Owner");
    expect((await callError("createTeam", teamInput({ name: " a " }), owner.token)).message).toBe(TEAM_MESSAGES.nameShort);
    expect((await callError("createTeam", teamInput({ gameType: "" }), owner.token)).message).toBe(TEAM_MESSAGES.gameTypeRequired);
    expect(await teamsOf(owner.uid)).toBe(0);
  });

  it.each([
    ["a deleted user", "deleted", TEAM_MESSAGES.refusal.userNotFound],
    ["a blocked user", "blocked", TEAM_MESSAGES.refusal.blocked],
    ["someone listed twice", "twice", TEAM_MESSAGES.refusal.alreadyInvited("Ivy Invitee")],
    ["the owner themself", "self", TEAM_MESSAGES.refusal.alreadyMember("Olive Owner")],
  ])("a bad invitation (%s) refuses the whole creation", async (_label, kind, message) => {
    const [owner, invitee, good] = await players(`tm-create-${kind}`, ["Olive Owner", "Ivy Invitee", "Gus Good"] as const);
    const invites: Array<Record<string, string>> = [{ uid: good.uid }];
    if (kind === "deleted") {
      await db().doc(`users/${invitee.uid}`).delete();
      invites.push({ uid: invitee.uid });
    } else if (kind === "blocked") {
      await db()
        .doc(`users/${invitee.uid}`)
        .update({ blockedUids: [owner.uid] });
      invites.push({ uid: invitee.uid });
    } else if (kind === "twice") {
      invites.push({ uid: invitee.uid }, { email: invitee.email });
    } else {
      invites.push({ uid: owner.uid });
    }
    const error = await callError("createTeam", teamInput({ invites }), owner.token);
    expect(error.message).toBe(message);
    expect(await teamsOf(owner.uid)).toBe(0);
    expect(await noticesOf(good.uid, "teamInvite", "")).toEqual([]);
  });
});

describe("inviteToTeam", () => {
  it("lets a manager invite a user found by search; the invitee is notified in the app and by e-mail", async () => {
    const { teamId, manager } = await squad("tm-inv");
    const invitee = await player("tm-inv-new", "Nina Newcomer");
    expect(await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, manager.token)).toEqual({ entryId: invitee.uid, emailed: false });
    expect(await entryOf(teamId, invitee.uid)).toMatchObject({ uid: invitee.uid, role: "pending", invitedBy: manager.uid, joinedAt: null, displayName: "Nina Newcomer" });
    expect(await noticesOf(invitee.uid, "teamInvite", teamId)).toEqual([expect.objectContaining({ message: "Manny Manager invited you to join Lakeside Lightning." })]);
    expect(await mailTo(invitee.email)).toEqual([
      expect.objectContaining({
        template: { name: "team-notice", data: { title: "Team invitation", message: "Manny Manager invited you to join Lakeside Lightning.", teamName: "Lakeside Lightning", url: `/team/${teamId}` } },
      }),
    ]);
    await expectConsistent(teamId);
  });

  it("refuses a duplicate invitation, by user or by e-mail, naming the person", async () => {
    const { teamId, owner } = await squad("tm-inv-dup");
    const invitee = await player("tm-inv-dup-new", "Dora Duplicate");
    await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, owner.token);
    const before = await roster(teamId);
    expect(await callError("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, owner.token)).toEqual({ status: "ALREADY_EXISTS", message: "Dora Duplicate is already invited." });
    expect((await callError("inviteToTeam", { teamId, invitee: { email: invitee.email } }, owner.token)).message).toBe("Dora Duplicate is already invited.");
    const address = `${uniqueId("nobody")}@example.com`;
    await callOk("inviteToTeam", { teamId, invitee: { email: address } }, owner.token);
    expect((await callError("inviteToTeam", { teamId, invitee: { email: address } }, owner.token)).message).toBe(TEAM_MESSAGES.refusal.alreadyInvited(address));
    expect(Object.keys(await roster(teamId))).toHaveLength(Object.keys(before).length + 1);
    expect(await mailTo(address)).toHaveLength(1);
  });

  it("refuses inviting a member: they are already on the team", async () => {
    const { teamId, owner, member } = await squad("tm-inv-member");
    expect(await callError("inviteToTeam", { teamId, invitee: { uid: member.uid } }, owner.token)).toEqual({ status: "ALREADY_EXISTS", message: "Pat Player is already on the team." });
    expect((await entryOf(teamId, member.uid))?.role).toBe("player");
  });

  it("refuses inviting a blocked user, whichever of the two blocked the other", async () => {
    const { teamId, owner } = await squad("tm-inv-block");
    const [blocker, blocked] = await players("tm-inv-block-x", ["Bea Blocker", "Ben Blocked"] as const);
    await db()
      .doc(`users/${blocker.uid}`)
      .update({ blockedUids: [owner.uid] });
    await db()
      .doc(`users/${owner.uid}`)
      .update({ blockedUids: [blocked.uid] });
    for (const target of [blocker, blocked]) {
      expect(await callError("inviteToTeam", { teamId, invitee: { uid: target.uid } }, owner.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.blocked });
      expect((await callError("inviteToTeam", { teamId, invitee: { email: target.email } }, owner.token)).message).toBe(TEAM_MESSAGES.refusal.blocked);
      expect(await exists(`teams/${teamId}/roster/${target.uid}`)).toBe(false);
      expect(await noticesOf(target.uid, "teamInvite", teamId)).toEqual([]);
    }
  });

  it("refuses inviting a deleted user (no users document) or an unknown uid", async () => {
    const { teamId, owner } = await squad("tm-inv-deleted");
    const gone = await player("tm-inv-gone", "Gone Player");
    await db().doc(`users/${gone.uid}`).delete();
    expect(await callError("inviteToTeam", { teamId, invitee: { uid: gone.uid } }, owner.token)).toEqual({ status: "NOT_FOUND", message: TEAM_MESSAGES.refusal.userNotFound });
    expect((await callError("inviteToTeam", { teamId, invitee: { uid: "no-such-user-anywhere" } }, owner.token)).message).toBe(TEAM_MESSAGES.refusal.userNotFound);
    expect(await exists(`teams/${teamId}/roster/${gone.uid}`)).toBe(false);
  });

  it("invites the account behind an e-mail address, and e-mails an address with no account", async () => {
    const { teamId, manager } = await squad("tm-inv-email");
    const holder = await player("tm-inv-holder", "Hal Holder");
    expect(await callOk("inviteToTeam", { teamId, invitee: { email: holder.email } }, manager.token)).toEqual({ entryId: holder.uid, emailed: false });
    const address = `${uniqueId("Fresh")}@Example.com`;
    const lower = address.toLowerCase();
    expect(await callOk("inviteToTeam", { teamId, invitee: { email: address } }, manager.token)).toEqual({ entryId: emailEntryId(lower), emailed: true });
    expect(await entryOf(teamId, emailEntryId(lower))).toMatchObject({ uid: null, email: lower, role: "pending", invitedBy: manager.uid });
    expect((await mailTo(lower)).map((m) => (m.template as { name: string }).name)).toEqual(["team-invitation"]);
    await expectConsistent(teamId);
  });

  it("refuses players and strangers: only managers invite", async () => {
    const { teamId, member } = await squad("tm-inv-perm");
    const [stranger, target] = await players("tm-inv-perm-x", ["Stan Stranger", "Tia Target"] as const);
    for (const who of [member, stranger]) {
      expect(await callError("inviteToTeam", { teamId, invitee: { uid: target.uid } }, who.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
    }
    expect(await exists(`teams/${teamId}/roster/${target.uid}`)).toBe(false);
  });

  it("answers 'Team not found' for a team that does not exist", async () => {
    const owner = await player("tm-inv-404", "Olive Owner");
    expect(await callError("inviteToTeam", { teamId: "no-such-team", invitee: { uid: owner.uid } }, owner.token)).toEqual({ status: "NOT_FOUND", message: TEAM_MESSAGES.refusal.notFound });
  });

  it("takes on someone who asked to join when a manager invites them", async () => {
    const { teamId, owner } = await squad("tm-inv-req");
    const asker = await player("tm-inv-asker", "Ada Asker");
    await callOk("requestToJoinTeam", { teamId }, asker.token);
    await callOk("inviteToTeam", { teamId, invitee: { uid: asker.uid } }, owner.token);
    expect((await entryOf(teamId, asker.uid))?.role).toBe("player");
    expect((await teamDoc(teamId)).memberIds).toContain(asker.uid);
    await expectConsistent(teamId);
  });
});

describe("respondToTeamInvite", () => {
  it("accepting makes the invitee a player; the managers are told", async () => {
    const [owner, invitee] = await players("tm-accept", ["Olive Owner", "Ivy Invitee"] as const);
    const teamId = await createTeam(owner, { invites: [{ uid: invitee.uid }] });
    const before = Date.now();
    expect(await callOk("respondToTeamInvite", { teamId, accept: true }, invitee.token)).toEqual({ role: "player" });
    const entry = await entryOf(teamId, invitee.uid);
    expect(entry).toMatchObject({ role: "player", invitedBy: owner.uid });
    expect(entry?.joinedAt as number).toBeGreaterThanOrEqual(before);
    expect(await teamDoc(teamId)).toMatchObject({
      memberIds: [owner.uid, invitee.uid],
      managerIds: [owner.uid],
      memberCount: 2,
      rosterPreview: [
        { uid: owner.uid, displayName: "Olive Owner", photoURL: "", role: "owner" },
        { uid: invitee.uid, displayName: "Ivy Invitee", photoURL: "", role: "player" },
      ],
    });
    expect(await noticesOf(owner.uid, "teamInviteAccepted", teamId)).toEqual([expect.objectContaining({ message: "Ivy Invitee joined Lakeside Lightning." })]);
  });

  it("declining removes the invitation; the managers are told", async () => {
    const [owner, invitee] = await players("tm-decline", ["Olive Owner", "Ivy Invitee"] as const);
    const teamId = await createTeam(owner, { invites: [{ uid: invitee.uid }] });
    expect(await callOk("respondToTeamInvite", { teamId, accept: false }, invitee.token)).toEqual({ role: null });
    expect(await exists(`teams/${teamId}/roster/${invitee.uid}`)).toBe(false);
    expect(await teamDoc(teamId)).toMatchObject({ memberIds: [owner.uid], memberCount: 1 });
    expect(await noticesOf(owner.uid, "teamInviteDeclined", teamId)).toHaveLength(1);
  });

  it("refuses someone with no invitation (a stranger, or a member answering twice)", async () => {
    const { teamId, member } = await squad("tm-noinv");
    const stranger = await player("tm-noinv-x", "Stan Stranger");
    expect(await callError("respondToTeamInvite", { teamId, accept: true }, stranger.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.noInvitation });
    expect((await callError("respondToTeamInvite", { teamId, accept: false }, member.token)).message).toBe(TEAM_MESSAGES.refusal.noInvitation);
    expect(await exists(`teams/${teamId}/roster/${stranger.uid}`)).toBe(false);
    expect((await entryOf(teamId, member.uid))?.role).toBe("player");
  });
});

describe("requestToJoinTeam and respondToJoinRequest", () => {
  it("a player asks to join (once); managers are told and take them on", async () => {
    const { teamId, owner, manager } = await squad("tm-join");
    const asker = await player("tm-join-asker", "Ada Asker");
    expect(await callOk("requestToJoinTeam", { teamId }, asker.token)).toEqual({ role: "requested" });
    expect(await callOk("requestToJoinTeam", { teamId }, asker.token)).toEqual({ role: "requested" });
    expect(await entryOf(teamId, asker.uid)).toMatchObject({ role: "requested", invitedBy: null, joinedAt: null });
    expect((await teamDoc(teamId)).memberIds).not.toContain(asker.uid);
    for (const m of [owner, manager]) expect(await noticesOf(m.uid, "teamJoinRequest", teamId)).toEqual([expect.objectContaining({ message: "Ada Asker asked to join Lakeside Lightning." })]);

    expect(await callOk("respondToJoinRequest", { teamId, uid: asker.uid, accept: true }, manager.token)).toEqual({ role: "player" });
    expect((await entryOf(teamId, asker.uid))?.role).toBe("player");
    expect(await noticesOf(asker.uid, "teamJoinAccepted", teamId)).toHaveLength(1);
    await expectConsistent(teamId);
  });

  it("a declined request goes and the player is told", async () => {
    const { teamId, owner } = await squad("tm-join-no");
    const asker = await player("tm-join-no-asker", "Ada Asker");
    await callOk("requestToJoinTeam", { teamId }, asker.token);
    expect(await callOk("respondToJoinRequest", { teamId, uid: asker.uid, accept: false }, owner.token)).toEqual({ role: null });
    expect(await exists(`teams/${teamId}/roster/${asker.uid}`)).toBe(false);
    expect(await noticesOf(asker.uid, "teamJoinDeclined", teamId)).toEqual([expect.objectContaining({ message: "Your request to join Lakeside Lightning was declined." })]);
  });

  it("refuses a member asking to join, a non-manager answering, and an answer with no request", async () => {
    const { teamId, owner, member } = await squad("tm-join-bad");
    const asker = await player("tm-join-bad-asker", "Ada Asker");
    expect((await callError("requestToJoinTeam", { teamId }, member.token)).message).toBe("Pat Player is already on the team.");
    await callOk("requestToJoinTeam", { teamId }, asker.token);
    expect(await callError("respondToJoinRequest", { teamId, uid: asker.uid, accept: true }, member.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
    expect((await entryOf(teamId, asker.uid))?.role).toBe("requested");
    expect((await callError("respondToJoinRequest", { teamId, uid: member.uid, accept: true }, owner.token)).message).toBe(MORE.noRequest);
  });

  it("answers 'Team not found' for a team that does not exist", async () => {
    const asker = await player("tm-join-404", "Ada Asker");
    expect(await callError("requestToJoinTeam", { teamId: "no-such-team" }, asker.token)).toEqual({ status: "NOT_FOUND", message: TEAM_MESSAGES.refusal.notFound });
  });
});

describe("changeTeamRole", () => {
  it("managers make a player a manager and back; the member is told; the preview puts managers first", async () => {
    const [owner, early, late] = await players("tm-role", ["Olive Owner", "Eve Early", "Leo Late"] as const);
    const teamId = await createTeam(owner, { invites: [{ uid: early.uid }, { uid: late.uid }] });
    await callOk("respondToTeamInvite", { teamId, accept: true }, early.token);
    await callOk("respondToTeamInvite", { teamId, accept: true }, late.token);
    expect(((await teamDoc(teamId)).rosterPreview as RosterPreviewEntry[]).map((p) => p.uid)).toEqual([owner.uid, early.uid, late.uid]);

    expect(await callOk("changeTeamRole", { teamId, uid: late.uid, role: "manager" }, owner.token)).toEqual({ role: "manager" });
    const team = await teamDoc(teamId);
    expect(team.managerIds).toEqual([owner.uid, late.uid]);
    expect((team.rosterPreview as RosterPreviewEntry[]).map((p) => [p.uid, p.role])).toEqual([
      [owner.uid, "owner"],
      [late.uid, "manager"],
      [early.uid, "player"],
    ]);
    expect(await noticesOf(late.uid, "teamRoleChanged", teamId)).toEqual([expect.objectContaining({ message: "You're now a manager of Lakeside Lightning." })]);

    // The new manager can now manage; and a manager can make another one a player again.
    expect(await callOk("changeTeamRole", { teamId, uid: late.uid, role: "player" }, late.token)).toEqual({ role: "player" });
    expect((await teamDoc(teamId)).managerIds).toEqual([owner.uid]);
    await expectConsistent(teamId);
  });

  it("refuses changing the owner's role, a non-manager, and someone not on the team", async () => {
    const { teamId, owner, manager, member } = await squad("tm-role-bad");
    const [invitee] = await players("tm-role-bad-x", ["Ivy Invitee"] as const);
    await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, owner.token);
    expect(await callError("changeTeamRole", { teamId, uid: owner.uid, role: "player" }, manager.token)).toEqual({ status: "FAILED_PRECONDITION", message: MORE.ownerRole });
    expect(await callError("changeTeamRole", { teamId, uid: member.uid, role: "manager" }, member.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
    expect(await callError("changeTeamRole", { teamId, uid: invitee.uid, role: "manager" }, owner.token)).toEqual({ status: "NOT_FOUND", message: MORE.notOnTeam });
    expect((await callError("changeTeamRole", { teamId, uid: member.uid, role: "owner" }, owner.token)).status).toBe("INVALID_ARGUMENT");
    expect((await teamDoc(teamId)).managerIds).toEqual([owner.uid, manager.uid]);
    await expectConsistent(teamId);
  });
});

describe("removeTeamMember", () => {
  it("managers remove a player: membership, count, preview and their registrations go; they are told", async () => {
    const { teamId, manager, member } = await squad("tm-remove");
    const regId = `${member.uid}_${teamId}_s1`;
    await db()
      .doc(`registrations/${regId}`)
      .set({ id: regId, uid: member.uid, teamId, teamName: "Lakeside Lightning", season: { id: "s1", label: "Spring", startDate: "2030-03-01", endDate: "2030-05-31" }, createdAt: 1 });
    expect(await callOk("removeTeamMember", { teamId, entryId: member.uid }, manager.token)).toEqual({});
    expect(await exists(`teams/${teamId}/roster/${member.uid}`)).toBe(false);
    expect(await exists(`registrations/${regId}`)).toBe(false);
    const team = await teamDoc(teamId);
    expect(team.memberIds).not.toContain(member.uid);
    expect(team.memberCount).toBe(2);
    expect(await noticesOf(member.uid, "teamRemoved", teamId)).toEqual([expect.objectContaining({ message: "You were removed from Lakeside Lightning." })]);
    await expectConsistent(teamId);
  });

  it("withdraws an invitation by e-mail and an invitation to a user", async () => {
    const { teamId, manager } = await squad("tm-withdraw");
    const invitee = await player("tm-withdraw-x", "Ivy Invitee");
    const address = `${uniqueId("nobody")}@example.com`;
    await callOk("inviteToTeam", { teamId, invitee: { email: address } }, manager.token);
    await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, manager.token);
    await callOk("removeTeamMember", { teamId, entryId: emailEntryId(address) }, manager.token);
    await callOk("removeTeamMember", { teamId, entryId: invitee.uid }, manager.token);
    expect(await exists(`teams/${teamId}/roster/${emailEntryId(address)}`)).toBe(false);
    expect(await exists(`teams/${teamId}/roster/${invitee.uid}`)).toBe(false);
    expect(await noticesOf(invitee.uid, "teamInviteWithdrawn", teamId)).toHaveLength(1);
    await expectConsistent(teamId);
  });

  it("never removes the owner (the last owner stays), and only managers remove", async () => {
    const { teamId, owner, manager, member } = await squad("tm-remove-owner");
    expect(await callError("removeTeamMember", { teamId, entryId: owner.uid }, manager.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.ownerCannotBeRemoved });
    expect(await callError("removeTeamMember", { teamId, entryId: owner.uid }, owner.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.ownerCannotBeRemoved });
    expect(await callError("removeTeamMember", { teamId, entryId: manager.uid }, member.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
    expect((await callError("removeTeamMember", { teamId, entryId: "nobody-here" }, owner.token)).message).toBe(MORE.notOnTeam);
    expect(await roster(teamId)).toEqual({ [owner.uid]: "owner", [manager.uid]: "manager", [member.uid]: "player" });
    await expectConsistent(teamId);
  });
});

describe("transferTeamOwnership", () => {
  it("the owner hands the team to a member and stays on as a manager; the new owner is told", async () => {
    const { teamId, owner, member } = await squad("tm-transfer");
    expect(await callOk("transferTeamOwnership", { teamId, uid: member.uid }, owner.token)).toEqual({});
    const team = await teamDoc(teamId);
    expect(team.creator).toBe(member.uid);
    expect(team.managerIds).toEqual(expect.arrayContaining([owner.uid, member.uid]));
    expect((team.rosterPreview as RosterPreviewEntry[])[0]).toMatchObject({ uid: member.uid, role: "owner" });
    expect((await entryOf(teamId, owner.uid))?.role).toBe("manager");
    expect(await noticesOf(member.uid, "teamOwnership", teamId)).toEqual([expect.objectContaining({ message: "Olive Owner made you the owner of Lakeside Lightning." })]);
    await expectConsistent(teamId);
    // The former owner may leave now; the new one may not.
    await callOk("leaveTeam", { teamId }, owner.token);
    expect((await callError("leaveTeam", { teamId }, member.token)).message).toBe(TEAM_MESSAGES.refusal.ownerCannotLeave);
    await expectConsistent(teamId);
  });

  it("refuses a manager who is not the owner, and a transfer to someone not on the team", async () => {
    const { teamId, owner, manager, member } = await squad("tm-transfer-bad");
    const stranger = await player("tm-transfer-x", "Stan Stranger");
    expect(await callError("transferTeamOwnership", { teamId, uid: member.uid }, manager.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notOwner });
    expect((await callError("transferTeamOwnership", { teamId, uid: stranger.uid }, owner.token)).message).toBe(MORE.notOnTeam);
    expect((await teamDoc(teamId)).creator).toBe(owner.uid);
  });
});

describe("leaveTeam", () => {
  it("a player leaves; the managers are told", async () => {
    const { teamId, owner, manager, member } = await squad("tm-leave");
    expect(await callOk("leaveTeam", { teamId }, member.token)).toEqual({});
    expect(await exists(`teams/${teamId}/roster/${member.uid}`)).toBe(false);
    for (const m of [owner, manager]) expect(await noticesOf(m.uid, "teamMemberLeft", teamId)).toEqual([expect.objectContaining({ message: "Pat Player left Lakeside Lightning." })]);
    await expectConsistent(teamId);
  });

  it("the owner cannot leave (the last owner stays); someone not on the team is told so", async () => {
    const { teamId, owner } = await squad("tm-leave-owner");
    const stranger = await player("tm-leave-x", "Stan Stranger");
    expect(await callError("leaveTeam", { teamId }, owner.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.ownerCannotLeave });
    expect((await entryOf(teamId, owner.uid))?.role).toBe("owner");
    expect(await callError("leaveTeam", { teamId }, stranger.token)).toEqual({ status: "FAILED_PRECONDITION", message: TEAM_MESSAGES.refusal.notMember });
    await expectConsistent(teamId);
  });
});

describe("deleteTeam", () => {
  it("the owner deletes the team and everything under it; members are told", async () => {
    const { teamId, owner, member } = await squad("tm-delete");
    await callOk("postTeamNotification", { teamId, id: "n1", title: "Hello" }, owner.token);
    await db().doc(`teams/${teamId}/seasons/s1`).set({ label: "Spring", startDate: "2030-03-01", endDate: "2030-05-31", groupId: null });
    const regId = `${member.uid}_${teamId}_s1`;
    await db().doc(`registrations/${regId}`).set({ uid: member.uid, teamId });
    expect(await callOk("deleteTeam", { teamId }, owner.token)).toEqual({});
    expect(await exists(`teams/${teamId}`)).toBe(false);
    expect((await db().collection(`teams/${teamId}/roster`).get()).size).toBe(0);
    expect(await exists(`teams/${teamId}/team-notifications/n1`)).toBe(false);
    expect(await exists(`teams/${teamId}/seasons/s1`)).toBe(false);
    expect(await exists(`registrations/${regId}`)).toBe(false);
    expect(await noticesOf(member.uid, "teamDeleted", teamId)).toHaveLength(1);
  });

  it("refuses a manager who is not the owner, and keeps the team", async () => {
    const { teamId, manager } = await squad("tm-delete-bad");
    expect(await callError("deleteTeam", { teamId }, manager.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notOwner });
    expect(await exists(`teams/${teamId}`)).toBe(true);
  });
});

describe("getTeamRoster: names for everyone, e-mails for members, invitations for managers", () => {
  async function withInvitation(prefix: string) {
    const s = await squad(prefix);
    const [invitee, stranger] = await players(`${prefix}-x`, ["Ivy Invitee", "Stan Stranger"] as const);
    await callOk("inviteToTeam", { teamId: s.teamId, invitee: { uid: invitee.uid } }, s.owner.token);
    return { ...s, invitee, stranger };
  }

  it("shows a member every active member with e-mails, and no invitations", async () => {
    const { teamId, owner, manager, member, invitee } = await withInvitation("tm-roster-member");
    const page = await callOk<RosterPage>("getTeamRoster", { teamId }, member.token);
    expect(page.viewerRole).toBe("player");
    expect(page.next).toBeNull();
    expect(page.rows.map((r) => r.uid).sort()).toEqual([owner.uid, manager.uid, member.uid].sort());
    const row = page.rows.find((r) => r.uid === manager.uid);
    expect(row).toMatchObject({ id: manager.uid, uid: manager.uid, displayName: "Manny Manager", photoURL: "", role: "manager", email: manager.email });
    expect(typeof row?.joinedAt).toBe("number");
    expect(page.rows.some((r) => r.uid === invitee.uid)).toBe(false);
  });

  it("shows a stranger names only: no e-mails, no invitations", async () => {
    const { teamId, stranger } = await withInvitation("tm-roster-stranger");
    const page = await callOk<RosterPage>("getTeamRoster", { teamId }, stranger.token);
    expect(page.viewerRole).toBeNull();
    expect(page.rows).toHaveLength(3);
    expect(page.rows.every((r) => r.email === null && r.displayName !== "")).toBe(true);
    expect(page.rows.every((r) => r.role !== "pending")).toBe(true);
  });

  it("shows managers invitations with their e-mails", async () => {
    const { teamId, manager, invitee } = await withInvitation("tm-roster-manager");
    const page = await callOk<RosterPage>("getTeamRoster", { teamId }, manager.token);
    expect(page.viewerRole).toBe("manager");
    expect(page.rows.find((r) => r.uid === invitee.uid)).toMatchObject({ role: "pending", email: invitee.email });
  });

  it("shows an invited person their own row (with their e-mail), but others' e-mails stay private", async () => {
    const { teamId, owner, invitee } = await withInvitation("tm-roster-invitee");
    const page = await callOk<RosterPage>("getTeamRoster", { teamId }, invitee.token);
    expect(page.viewerRole).toBe("pending");
    expect(page.rows[0]).toMatchObject({ uid: invitee.uid, role: "pending", email: invitee.email });
    expect(page.rows.find((r) => r.uid === owner.uid)?.email).toBeNull();
  });

  it(`pages the roster ${TEAM_LIMITS.rosterPage} at a time`, async () => {
    const owner = await player("tm-roster-page", "Olive Owner");
    const teamId = await createTeam(owner);
    const batch = db().batch();
    const uids: string[] = [];
    for (let i = 0; i < 54; i += 1) {
      const uid = `${teamId}-p${String(i).padStart(2, "0")}`;
      uids.push(uid);
      batch.set(db().doc(`teams/${teamId}/roster/${uid}`), {
        id: uid,
        uid,
        email: `${uid}@example.com`,
        displayName: `P${i}`,
        photoURL: "",
        role: "player",
        invitedBy: owner.uid,
        invitedAt: 1,
        joinedAt: 2 + i,
      });
    }
    batch.update(db().doc(`teams/${teamId}`), { memberIds: [owner.uid, ...uids], memberCount: 55 });
    await batch.commit();
    const first = await callOk<RosterPage>("getTeamRoster", { teamId }, owner.token);
    expect(first.rows).toHaveLength(TEAM_LIMITS.rosterPage);
    expect(first.next).not.toBeNull();
    const second = await callOk<RosterPage>("getTeamRoster", { teamId, after: first.next }, owner.token);
    expect(second.rows).toHaveLength(55 - TEAM_LIMITS.rosterPage);
    expect(second.next).toBeNull();
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(55);
  });

  it("answers 'Team not found' for a team that does not exist", async () => {
    const someone = await player("tm-roster-404", "Sam Someone");
    expect(await callError("getTeamRoster", { teamId: "no-such-team" }, someone.token)).toEqual({ status: "NOT_FOUND", message: TEAM_MESSAGES.refusal.notFound });
  });
});

describe("postTeamNotification and updateTeamNotification", () => {
  it("requires an id: 'ID is required to create a team notification'", async () => {
    const { teamId, owner } = await squad("tm-note-id");
    for (const data of [
      { teamId, title: "Practice moved" },
      { teamId, id: "", title: "Practice moved" },
    ]) {
      expect(await callError("postTeamNotification", data, owner.token)).toEqual({ status: "INVALID_ARGUMENT", message: TEAM_MESSAGES.notificationId });
    }
    expect((await db().collection(`teams/${teamId}/team-notifications`).get()).size).toBe(0);
  });

  it("managers post one; members are told (in the app and by e-mail); the team keeps its time", async () => {
    const { teamId, owner, manager, member } = await squad("tm-note");
    const stranger = await player("tm-note-x", "Stan Stranger");
    const before = Date.now();
    expect(await callOk("postTeamNotification", { teamId, id: "practice-moved", title: "Practice moved", body: "7pm instead of 6pm" }, manager.token)).toEqual({ id: "practice-moved" });
    const note = await read(`teams/${teamId}/team-notifications/practice-moved`);
    expect(note).toMatchObject({ id: "practice-moved", title: "Practice moved", body: "7pm instead of 6pm", createdBy: manager.uid });
    expect(note?.createdAt as number).toBeGreaterThanOrEqual(before);
    expect((await teamDoc(teamId)).notificationTimes).toEqual([note?.createdAt]);
    for (const m of [owner, member]) {
      expect(await noticesOf(m.uid, "teamNotification", teamId)).toEqual([expect.objectContaining({ title: "Lakeside Lightning: Practice moved", message: "7pm instead of 6pm" })]);
    }
    expect(await noticesOf(manager.uid, "teamNotification", teamId)).toEqual([]);
    expect(await noticesOf(stranger.uid, "teamNotification", teamId)).toEqual([]);
    expect((await mailTo(member.email)).filter((m) => JSON.stringify(m).includes("7pm instead of 6pm"))).toHaveLength(1);
  });

  it("refuses a second post with the same id and a player posting", async () => {
    const { teamId, owner, member } = await squad("tm-note-bad");
    await callOk("postTeamNotification", { teamId, id: "n1", title: "First" }, owner.token);
    expect(await callError("postTeamNotification", { teamId, id: "n1", title: "Again" }, owner.token)).toEqual({ status: "ALREADY_EXISTS", message: TEAM_MESSAGES.refusal.notificationExists });
    expect(await callError("postTeamNotification", { teamId, id: "n2", title: "Mine" }, member.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
    expect((await read(`teams/${teamId}/team-notifications/n1`))?.title).toBe("First");
    expect(await exists(`teams/${teamId}/team-notifications/n2`)).toBe(false);
  });

  it("keeps the newest 20 times on the team", async () => {
    const { teamId, owner } = await squad("tm-note-times");
    await db()
      .doc(`teams/${teamId}`)
      .update({ notificationTimes: Array.from({ length: 20 }, (_, i) => i + 1) });
    await callOk("postTeamNotification", { teamId, id: "n21", title: "Twenty-first" }, owner.token);
    const times = (await teamDoc(teamId)).notificationTimes as number[];
    expect(times).toHaveLength(20);
    expect(times[0]).toBe(2);
    expect(times.at(-1)).toBeGreaterThan(1_000_000);
  });

  it("managers edit one by id; a missing one is 'Team notification not found'", async () => {
    const { teamId, owner, member } = await squad("tm-note-edit");
    await callOk("postTeamNotification", { teamId, id: "n1", title: "First" }, owner.token);
    expect(await callOk("updateTeamNotification", { teamId, id: "n1", title: "First (edited)", body: "More" }, owner.token)).toEqual({ id: "n1" });
    expect(await read(`teams/${teamId}/team-notifications/n1`)).toMatchObject({ title: "First (edited)", body: "More", createdBy: owner.uid });
    expect(await callError("updateTeamNotification", { teamId, id: "n9", title: "Nope" }, owner.token)).toEqual({ status: "NOT_FOUND", message: TEAM_MESSAGES.refusal.notificationMissing });
    expect(await callError("updateTeamNotification", { teamId, id: "n1", title: "Hacked" }, member.token)).toEqual({ status: "PERMISSION_DENIED", message: TEAM_MESSAGES.refusal.notManager });
  });
});

describe("sendTeamCreationReminder", () => {
  const reminders = async (email: string) => (await mailTo(email)).filter((m) => (m.template as { name: string }).name === "team-create-motivation-notification");

  it.each([0, 1, 7, 8])("sends nothing for page %i", async (page) => {
    const user = await player("tm-remind-no", "Rita Reminder");
    expect(await callOk("sendTeamCreationReminder", { page }, user.token)).toEqual({ sent: false });
    expect(await reminders(user.email)).toEqual([]);
    expect(await exists(`teamCreationReminders/${user.uid}`)).toBe(false);
  });

  it.each([2, 3, 4, 5, 6])("sends the reminder once ever from page %i", async (page) => {
    const user = await player("tm-remind", "Rita Reminder");
    expect(await callOk("sendTeamCreationReminder", { page }, user.token)).toEqual({ sent: true });
    expect(await callOk("sendTeamCreationReminder", { page: 3 }, user.token)).toEqual({ sent: false });
    expect(await reminders(user.email)).toEqual([
      expect.objectContaining({
        to: user.email,
        template: { name: "team-create-motivation-notification", data: { username: "Rita Reminder" } },
        message: { subject: "Finish creating your team on RallyHub" },
      }),
    ]);
    expect(await exists(`teamCreationReminders/${user.uid}`)).toBe(true);
  });

  it("sends nothing to a signed-in account with no user document", async () => {
    const user = await createUser("tm-remind-nouser");
    expect(await callOk("sendTeamCreationReminder", { page: 3 }, user.token)).toEqual({ sent: false });
    expect(await reminders(user.email)).toEqual([]);
  });
});

describe("an invitation by e-mail is claimed on sign-up (claimGuestRecord)", () => {
  it("becomes the new user's pending invitation, which they can accept", async () => {
    const { teamId, owner } = await squad("tm-claim");
    const address = `${uniqueId("later")}@example.com`;
    await callOk("inviteToTeam", { teamId, invitee: { email: address } }, owner.token);
    const newcomer = await createUser("tm-claim-new", { email: address });
    expect(await callOk("claimGuestRecord", {}, newcomer.token)).toEqual({ guest: null });
    expect(await exists(`teams/${teamId}/roster/${emailEntryId(address)}`)).toBe(false);
    expect(await entryOf(teamId, newcomer.uid)).toMatchObject({ id: newcomer.uid, uid: newcomer.uid, email: address, role: "pending", invitedBy: owner.uid, joinedAt: null });
    expect(await noticesOf(newcomer.uid, "teamInvite", teamId)).toHaveLength(1);
    // Claiming again changes nothing.
    await callOk("claimGuestRecord", {}, newcomer.token);
    expect((await entryOf(teamId, newcomer.uid))?.role).toBe("pending");

    await db().doc(`users/${newcomer.uid}`).set({ uid: newcomer.uid, email: address, emailLower: address, displayName: "Lana Later" });
    expect(await callOk("respondToTeamInvite", { teamId, accept: true }, newcomer.token)).toEqual({ role: "player" });
    expect(await entryOf(teamId, newcomer.uid)).toMatchObject({ role: "player", displayName: "Lana Later" });
    await expectConsistent(teamId);
  });

  it("is not claimed with an unverified e-mail", async () => {
    const { teamId, owner } = await squad("tm-claim-unverified");
    const address = `${uniqueId("later")}@example.com`;
    await callOk("inviteToTeam", { teamId, invitee: { email: address } }, owner.token);
    const newcomer = await createUser("tm-claim-unv", { email: address, emailVerified: false });
    expect((await callError("claimGuestRecord", {}, newcomer.token)).status).toBe("FAILED_PRECONDITION");
    expect(await exists(`teams/${teamId}/roster/${emailEntryId(address)}`)).toBe(true);
    expect(await exists(`teams/${teamId}/roster/${newcomer.uid}`)).toBe(false);
  });
});

describe("every team callable checks its caller and its input", () => {
  const valid: Array<[string, unknown]> = [
    ["createTeam", teamInput()],
    ["inviteToTeam", { teamId: "no-such-team", invitee: { uid: "nobody" } }],
    ["respondToTeamInvite", { teamId: "no-such-team", accept: true }],
    ["requestToJoinTeam", { teamId: "no-such-team" }],
    ["respondToJoinRequest", { teamId: "no-such-team", uid: "nobody", accept: true }],
    ["changeTeamRole", { teamId: "no-such-team", uid: "nobody", role: "player" }],
    ["removeTeamMember", { teamId: "no-such-team", entryId: "nobody" }],
    ["transferTeamOwnership", { teamId: "no-such-team", uid: "nobody" }],
    ["leaveTeam", { teamId: "no-such-team" }],
    ["deleteTeam", { teamId: "no-such-team" }],
    ["getTeamRoster", { teamId: "no-such-team" }],
    ["postTeamNotification", { teamId: "no-such-team", id: "n1", title: "T" }],
    ["updateTeamNotification", { teamId: "no-such-team", id: "n1", title: "T" }],
    ["sendTeamCreationReminder", { page: 3 }],
  ];

  it.each(valid)("%s refuses an unauthenticated call", async (name, data) => {
    const res = await call(name, data);
    expect(res.error?.status).toBe("UNAUTHENTICATED");
  });

  const malformed: Array<[string, unknown]> = [
    ["createTeam", { ...teamInput(), creator: "someone-else" }],
    ["createTeam", { ...teamInput(), invites: [{ uid: "a", email: "a@example.com" }] }],
    ["createTeam", { ...teamInput(), invites: Array.from({ length: TEAM_LIMITS.invitesAtCreate + 1 }, (_, i) => ({ email: `p${i}@example.com` })) }],
    ["inviteToTeam", { teamId: "t", invitee: { email: "not-an-email" } }],
    ["inviteToTeam", { teamId: "t", invitee: { uid: "abc/def" } }],
    ["inviteToTeam", { teamId: "abc/def", invitee: { uid: "u" } }],
    ["createTeam", { ...teamInput(), invites: [{ uid: "abc/def" }] }],
    ["respondToTeamInvite", { teamId: "t", accept: "yes" }],
    ["requestToJoinTeam", { teamId: "t", role: "manager" }],
    ["respondToJoinRequest", { teamId: "t", uid: "u" }],
    ["changeTeamRole", { teamId: "t", uid: "u", role: "owner" }],
    ["removeTeamMember", { teamId: "t", entryId: "../x" }],
    ["transferTeamOwnership", { teamId: "t" }],
    ["leaveTeam", { teamId: "t", uid: "someone-else" }],
    ["deleteTeam", {}],
    ["getTeamRoster", { teamId: "t", after: 5 }],
    ["postTeamNotification", { teamId: "t", id: "n1", title: "x".repeat(TEAM_LIMITS.notificationTitle + 1) }],
    ["updateTeamNotification", { teamId: "t", id: "n1" }],
    ["sendTeamCreationReminder", { page: 2.5 }],
    ["sendTeamCreationReminder", { page: 3, email: "victim@example.com" }],
  ];

  it.each(malformed)("%s refuses %j", async (name, data) => {
    const someone = await player("tm-guard", "Gail Guard");
    const res = await call(name, data, someone.token);
    expect(res.error?.status).toBe("INVALID_ARGUMENT");
  });
});

describe("the team discussion follows membership, in the same transaction", () => {
  const discussionId = (teamId: string) => `teamDiscussion_${teamId}`;
  const discussion = async (teamId: string): Promise<Doc> => (await read(`conversations/${discussionId(teamId)}`)) ?? {};
  const inbox = async (uid: string): Promise<number> => ((await read(`messageInbox/${uid}`))?.unreadConversations as number | undefined) ?? 0;

  /** Whether the user's own client may list the discussion's messages: the emulator's REST API with their ID token, under firestore.rules. */
  async function canReadMessages(user: TestUser, teamId: string): Promise<boolean> {
    const host = process.env.FIRESTORE_EMULATOR_HOST ?? "";
    const res = await fetch(`http://${host}/v1/projects/${projectId}/databases/(default)/documents/conversations/${discussionId(teamId)}/messages?pageSize=1`, {
      headers: { Authorization: `Bearer ${user.token}` },
    });
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 403) throw new Error(`Unexpected answer ${res.status} from the Firestore emulator`);
    return res.status === 200;
  }

  /** A squad whose discussion is open, with a message from the owner that the manager and the member have not read. */
  async function talkingSquad(prefix: string): Promise<Awaited<ReturnType<typeof squad>>> {
    const s = await squad(prefix);
    await callOk("openTeamConversation", { teamId: s.teamId }, s.owner.token);
    await callOk("sendMessage", { conversationId: discussionId(s.teamId), text: "Practice at 6" }, s.owner.token);
    return s;
  }

  /** Participants and unread counts are the team's memberIds, no more, no less. */
  async function expectInStep(teamId: string): Promise<void> {
    const [team, conversation] = await Promise.all([teamDoc(teamId), discussion(teamId)]);
    const members = [...(team.memberIds as string[])].sort();
    expect([...(conversation.participants as string[])].sort()).toEqual(members);
    expect(Object.keys(conversation.unread as Record<string, number>).sort()).toEqual(members);
  }

  it("a member who leaves is off it when leaveTeam returns: they can no longer read its messages, and its unread count leaves their inbox", async () => {
    const { teamId, manager, member } = await talkingSquad("tm-talk-leave");
    expect(await inbox(member.uid)).toBe(1);
    expect(await canReadMessages(member, teamId)).toBe(true);
    await callOk("leaveTeam", { teamId }, member.token);
    expect((await discussion(teamId)).participants).not.toContain(member.uid);
    await expectInStep(teamId);
    expect(await canReadMessages(member, teamId)).toBe(false);
    expect(await inbox(member.uid)).toBe(0);
    // The others keep theirs.
    expect(await inbox(manager.uid)).toBe(1);
    expect(await canReadMessages(manager, teamId)).toBe(true);
  });

  it("a member a manager removes is off it when removeTeamMember returns, their inbox lowered", async () => {
    const { teamId, owner, manager, member } = await talkingSquad("tm-talk-remove");
    expect(await inbox(member.uid)).toBe(1);
    await callOk("removeTeamMember", { teamId, entryId: member.uid }, manager.token);
    expect((await discussion(teamId)).participants).not.toContain(member.uid);
    await expectInStep(teamId);
    expect(await canReadMessages(member, teamId)).toBe(false);
    expect(await inbox(member.uid)).toBe(0);
    // A manager who takes themself off leaves it too.
    await callOk("removeTeamMember", { teamId, entryId: manager.uid }, manager.token);
    expect((await discussion(teamId)).participants).toEqual([owner.uid]);
    expect(await inbox(manager.uid)).toBe(0);
    expect(await canReadMessages(manager, teamId)).toBe(false);
  });

  it("a joiner takes part at once, with nothing unread: an accepted invitation, an accepted request, and a manager inviting someone who asked", async () => {
    const { teamId, owner, manager } = await talkingSquad("tm-talk-join");
    const [invitee, asker, second] = await players("tm-talk-joiner", ["Ivy Invitee", "Ada Asker", "Sam Second"] as const);
    await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, owner.token);
    expect(await canReadMessages(invitee, teamId)).toBe(false);
    await callOk("respondToTeamInvite", { teamId, accept: true }, invitee.token);
    expect(await discussion(teamId)).toMatchObject({ unread: { [invitee.uid]: 0 } });
    await expectInStep(teamId);
    expect(await canReadMessages(invitee, teamId)).toBe(true);

    await callOk("requestToJoinTeam", { teamId }, asker.token);
    expect(await canReadMessages(asker, teamId)).toBe(false);
    await callOk("respondToJoinRequest", { teamId, uid: asker.uid, accept: true }, manager.token);
    expect((await discussion(teamId)).participants).toContain(asker.uid);
    await expectInStep(teamId);
    expect(await canReadMessages(asker, teamId)).toBe(true);

    await callOk("requestToJoinTeam", { teamId }, second.token);
    await callOk("inviteToTeam", { teamId, invitee: { uid: second.uid } }, manager.token);
    expect((await discussion(teamId)).participants).toContain(second.uid);
    await expectInStep(teamId);
    expect(await canReadMessages(second, teamId)).toBe(true);
    for (const u of [invitee, asker, second]) expect(await inbox(u.uid)).toBe(0);
    // Unread counts carry on as before for those already in it.
    expect(await discussion(teamId)).toMatchObject({ unread: { [owner.uid]: 0, [manager.uid]: 1 } });
  });

  it("a deleted team's discussion goes with it: nobody reads it afterwards, and its unread count leaves every inbox", async () => {
    const { teamId, owner, manager, member } = await talkingSquad("tm-talk-delete");
    expect(await inbox(member.uid)).toBe(1);
    await callOk("deleteTeam", { teamId }, owner.token);
    expect(await exists(`conversations/${discussionId(teamId)}`)).toBe(false);
    for (const u of [owner, manager, member]) expect(await canReadMessages(u, teamId)).toBe(false);
    expect(await inbox(member.uid)).toBe(0);
    expect(await inbox(manager.uid)).toBe(0);
  });

  it("leaves the discussion alone when the members do not change, and makes none for a team that has none", async () => {
    const { teamId, owner } = await talkingSquad("tm-talk-same");
    const before = await discussion(teamId);
    const invitee = await player("tm-talk-same-x", "Ivy Invitee");
    await callOk("inviteToTeam", { teamId, invitee: { uid: invitee.uid } }, owner.token);
    await callOk("respondToTeamInvite", { teamId, accept: false }, invitee.token);
    expect(await discussion(teamId)).toEqual(before);

    const quiet = await squad("tm-talk-none");
    await callOk("leaveTeam", { teamId: quiet.teamId }, quiet.member.token);
    await callOk("removeTeamMember", { teamId: quiet.teamId, entryId: quiet.manager.uid }, quiet.owner.token);
    expect(await exists(`conversations/${discussionId(quiet.teamId)}`)).toBe(false);
  });
});
