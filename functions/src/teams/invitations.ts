import { HttpsError } from "firebase-functions/v2/https";
import { defineCallable, type Caller } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { TEAM_SERVER_MESSAGES } from "./messages";
import { db } from "../admin";
import { readTeamDiscussionSync } from "../messages/common";
import { sendNotices, type Notice } from "../notify/notify";
import type { OutputOf } from "@rallyhub/domain/callables/contract";
import { emailEntryId, type Invitee, TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import type { RosterEntry } from "@rallyhub/domain/teams/types";
import { blockedEitherWay, membershipFields, personOf, previewAfter, readEntry, readTeam, requireManager, rosterRef, teamNotice, teamRef, toManagers, userRef } from "./common";
import { emailEntryOf, invitationEntry, requireInviteeIds, resolveInvitee, writeInvitation } from "./invitees";
import { isActiveRole } from "./rosterLogic";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { rosterEntryWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";

/** Refuses a second roster entry for someone: 'X is already on the team.' or 'X is already invited.' */
function refuseDuplicate(entry: RosterEntry | null, name: string): void {
  if (!entry) return;
  if (isActiveRole(entry.role)) throw new HttpsError("already-exists", TEAM_MESSAGES.refusal.alreadyMember(name));
  if (entry.role === "pending") throw new HttpsError("already-exists", TEAM_MESSAGES.refusal.alreadyInvited(name));
}

/**
 * Managers invite a user (found by search: uid) or an address. An address
 * with an account invites that user; one without gets an invitation e-mail
 * and an `email-…` roster entry that signing up with it claims. Someone who
 * asked to join (requested) and is then invited is taken on: they asked.
 */
export const inviteToTeam = defineCallable(teamCallables.inviteToTeam, async ({ teamId, invitee }, { caller }) => {
  requireInviteeIds([invitee], "invitee");
  return inviteToTeamAs(caller, teamId, invitee);
});

/**
 * A manager (`caller`) invites someone to a team: the roster entry, the
 * person's notice or e-mail. What inviteToTeam does, for other server code
 * that has checked its own reasons first (a form's owner adding a submitter).
 */
export async function inviteToTeamAs(caller: Caller, teamId: string, invitee: Invitee): Promise<OutputOf<typeof teamCallables.inviteToTeam>> {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    requireManager(team, caller.uid);
    const inviter = personOf(await tx.get(userRef(caller.uid)), caller.email ?? "");
    const resolved = await resolveInvitee(tx, invitee);
    const now = Date.now();

    if (resolved.kind === "email") {
      refuseDuplicate(await readEntry(tx, teamId, emailEntryId(resolved.email)), resolved.email);
      const entry = invitationEntry(resolved, caller.uid, now);
      const emailed = writeInvitation(tx, team, entry, inviter.displayName, now);
      return { team, inviter, entry, emailed, admitted: false };
    }

    const person = resolved.person;
    if (blockedEitherWay(inviter, person)) throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.blocked);
    const existing = await readEntry(tx, teamId, person.uid);
    const byEmail = emailEntryOf(person);
    const emailEntry = byEmail ? await readEntry(tx, teamId, byEmail) : null;
    refuseDuplicate(existing, person.displayName);
    refuseDuplicate(emailEntry, person.displayName);

    if (existing?.role === "requested") {
      const entry: RosterEntry = { ...existing, email: person.email, displayName: person.displayName, photoURL: person.photoURL, role: "player", invitedBy: caller.uid, joinedAt: now };
      const membership = membershipFields([...team.memberIds, person.uid], team.managerIds, await previewAfter(tx, team, [entry]));
      const discussion = await readTeamDiscussionSync(tx, teamId, membership.memberIds, team.name);
      tx.set(rosterRef(teamId, entry.id), writeDoc(rosterEntryWriteSchema, entry));
      tx.update(teamRef(teamId), writeFields(teamWriteSchema, membership));
      discussion.write();
      return { team, inviter, entry, emailed: false, admitted: true };
    }
    const entry = invitationEntry(resolved, caller.uid, now);
    writeInvitation(tx, team, entry, inviter.displayName, now);
    return { team, inviter, entry, emailed: false, admitted: false };
  });

  const { team, inviter, entry } = result;
  if (entry.uid !== null) {
    await sendNotices([
      result.admitted
        ? teamNotice(entry.uid, team, "teamJoinAccepted", "Request accepted", `You're now a player on ${team.name}.`)
        : teamNotice(entry.uid, team, "teamInvite", "Team invitation", `${inviter.displayName} invited you to join ${team.name}.`),
    ]);
  }
  return { entryId: entry.id, emailed: result.emailed };
}

/** The invited person accepts (and becomes a player) or declines (their entry goes). The managers are told. */
export const respondToTeamInvite = defineCallable(teamCallables.respondToTeamInvite, async ({ teamId, accept }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    const entry = await readEntry(tx, teamId, caller.uid);
    if (entry?.role !== "pending") throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.noInvitation);
    const me = personOf(await tx.get(userRef(caller.uid)), entry.email);
    if (!accept) {
      tx.delete(rosterRef(teamId, caller.uid));
      return { team, me, role: null };
    }
    const joined: RosterEntry = { ...entry, email: me.email, displayName: me.displayName, photoURL: me.photoURL, role: "player", joinedAt: Date.now() };
    const membership = membershipFields([...team.memberIds, caller.uid], team.managerIds, await previewAfter(tx, team, [joined]));
    const discussion = await readTeamDiscussionSync(tx, teamId, membership.memberIds, team.name);
    tx.set(rosterRef(teamId, caller.uid), writeDoc(rosterEntryWriteSchema, joined));
    tx.update(teamRef(teamId), writeFields(teamWriteSchema, membership));
    discussion.write();
    return { team, me, role: "player" as const };
  });
  const { team, me } = result;
  await sendNotices(
    toManagers(team, caller.uid, (uid) =>
      result.role
        ? teamNotice(uid, team, "teamInviteAccepted", "Invitation accepted", `${me.displayName} joined ${team.name}.`)
        : teamNotice(uid, team, "teamInviteDeclined", "Invitation declined", `${me.displayName} declined the invitation to ${team.name}.`),
    ),
  );
  return { role: result.role };
});

/** A signed-in player asks to join; the managers are told and answer with respondToJoinRequest. Asking twice is one request. */
export const requestToJoinTeam = defineCallable(teamCallables.requestToJoinTeam, async ({ teamId }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    const me = personOf(await tx.get(userRef(caller.uid)), caller.email ?? "");
    const existing = await readEntry(tx, teamId, caller.uid);
    if (existing?.role === "requested") return { team, me, fresh: false };
    refuseDuplicate(existing, me.displayName);
    // Someone blocked by the owner (or who blocked them) does not land in the owner's roster.
    const owner = team.creator ? await tx.get(userRef(team.creator)) : null;
    if (owner?.exists && blockedEitherWay(me, personOf(owner))) throw new HttpsError("permission-denied", TEAM_SERVER_MESSAGES.cannotJoin);
    const entry: RosterEntry = {
      id: caller.uid,
      uid: caller.uid,
      email: me.email,
      displayName: me.displayName,
      photoURL: me.photoURL,
      role: "requested",
      invitedBy: null,
      invitedAt: Date.now(),
      joinedAt: null,
    };
    tx.set(rosterRef(teamId, caller.uid), writeDoc(rosterEntryWriteSchema, entry));
    return { team, me, fresh: true };
  });
  if (result.fresh) {
    const { team, me } = result;
    await sendNotices(toManagers(team, caller.uid, (uid) => teamNotice(uid, team, "teamJoinRequest", "Request to join", `${me.displayName} asked to join ${team.name}.`)));
  }
  return { role: "requested" };
});

/** Managers answer a request to join: the player is taken on or the request goes. The player is told. */
export const respondToJoinRequest = defineCallable(teamCallables.respondToJoinRequest, async ({ teamId, uid, accept }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    requireManager(team, caller.uid);
    const entry = await readEntry(tx, teamId, uid);
    if (entry?.role !== "requested") throw new HttpsError("failed-precondition", TEAM_SERVER_MESSAGES.noRequest);
    if (!accept) {
      tx.delete(rosterRef(teamId, uid));
      return { team, role: null };
    }
    const person = await tx.get(userRef(uid));
    const p = person.exists ? personOf(person, entry.email) : null;
    const joined: RosterEntry = { ...entry, ...(p ? { email: p.email, displayName: p.displayName, photoURL: p.photoURL } : {}), role: "player", joinedAt: Date.now() };
    const membership = membershipFields([...team.memberIds, uid], team.managerIds, await previewAfter(tx, team, [joined]));
    const discussion = await readTeamDiscussionSync(tx, teamId, membership.memberIds, team.name);
    tx.set(rosterRef(teamId, uid), writeDoc(rosterEntryWriteSchema, joined));
    tx.update(teamRef(teamId), writeFields(teamWriteSchema, membership));
    discussion.write();
    return { team, role: "player" as const };
  });
  const { team } = result;
  const notice: Notice = result.role
    ? teamNotice(uid, team, "teamJoinAccepted", "Request accepted", `You're now a player on ${team.name}.`)
    : teamNotice(uid, team, "teamJoinDeclined", "Request declined", `Your request to join ${team.name} was declined.`);
  await sendNotices([notice]);
  return { role: result.role };
});
