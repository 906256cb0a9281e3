import type { Transaction } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import { TEAM_SERVER_MESSAGES } from "./messages";
import { sendNotices, type Notice } from "../notify/notify";
import type { RosterEntry } from "@rallyhub/domain/teams/types";
import { membershipFields, personOf, previewAfter, readEntry, readTeam, requireManager, requireOwner, rosterRef, teamNotice, teamRef, toManagers, userRef, type TeamState } from "./common";
import { teamConversationId } from "@rallyhub/domain/messages/model";
import { conversationRef, readTeamDiscussionSync } from "../messages/common";
import { isActiveRole, nameOfEntry } from "./rosterLogic";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { rosterEntryWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";

/**
 * Takes an entry off the roster in the transaction (its reads first, then its
 * writes): an active member also leaves memberIds, managerIds, the count and
 * the preview, the team discussion (with its unread count off their inbox),
 * and their registrations for the team's seasons go.
 */
async function takeOff(tx: Transaction, team: TeamState, entry: RosterEntry): Promise<void> {
  if (!isActiveRole(entry.role) || entry.uid === null) {
    tx.delete(rosterRef(team.id, entry.id));
    return;
  }
  const uid = entry.uid;
  const preview = await previewAfter(tx, team, [], [entry.id]);
  const registrations = await tx.get(db().collection("registrations").where("uid", "==", uid).where("teamId", "==", team.id).limit(200));
  const membership = membershipFields(
    team.memberIds.filter((m) => m !== uid),
    team.managerIds.filter((m) => m !== uid),
    preview,
  );
  const discussion = await readTeamDiscussionSync(tx, team.id, membership.memberIds, team.name);
  tx.delete(rosterRef(team.id, entry.id));
  for (const r of registrations.docs) tx.delete(r.ref);
  tx.update(teamRef(team.id), writeFields(teamWriteSchema, membership));
  discussion.write();
}

/** Managers make a member a manager or a player. The owner's role is not theirs to change. */
export const changeTeamRole = defineCallable(teamCallables.changeTeamRole, async ({ teamId, uid, role }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    requireManager(team, caller.uid);
    const entry = await readEntry(tx, teamId, uid);
    if (!entry || !isActiveRole(entry.role)) throw new HttpsError("not-found", TEAM_SERVER_MESSAGES.notOnTeam);
    if (entry.role === "owner" || team.creator === uid) throw new HttpsError("failed-precondition", TEAM_SERVER_MESSAGES.ownerRole);
    if (entry.role === role) return { team, changed: false };
    const changed: RosterEntry = { ...entry, role };
    const preview = await previewAfter(tx, team, [changed]);
    tx.update(rosterRef(teamId, uid), writeFields(rosterEntryWriteSchema, { role }));
    const managers = role === "manager" ? [...team.managerIds, uid] : team.managerIds.filter((m) => m !== uid);
    tx.update(teamRef(teamId), writeFields(teamWriteSchema, membershipFields(team.memberIds, managers, preview)));
    return { team, changed: true };
  });
  if (result.changed && uid !== caller.uid) {
    const { team } = result;
    const message = role === "manager" ? `You're now a manager of ${team.name}.` : `You're now a player on ${team.name}.`;
    await sendNotices([teamNotice(uid, team, "teamRoleChanged", "Your role changed", message)]);
  }
  return { role };
});

/** Managers remove a member, or withdraw an invitation or a request (a uid or an `email-…` entry). Never the owner. */
export const removeTeamMember = defineCallable(teamCallables.removeTeamMember, async ({ teamId, entryId }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    requireManager(team, caller.uid);
    const entry = await readEntry(tx, teamId, entryId);
    if (!entry) throw new HttpsError("not-found", TEAM_SERVER_MESSAGES.notOnTeam);
    if (entry.role === "owner" || (entry.uid !== null && entry.uid === team.creator)) throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.ownerCannotBeRemoved);
    await takeOff(tx, team, entry);
    return { team, entry };
  });
  const { team, entry } = result;
  const notices: Notice[] = [];
  if (entry.uid === caller.uid) {
    // A manager who takes themself off has left.
    notices.push(...toManagers(team, caller.uid, (m) => teamNotice(m, team, "teamMemberLeft", "A member left", `${nameOfEntry(entry)} left ${team.name}.`)));
  } else if (entry.uid !== null) {
    if (isActiveRole(entry.role)) notices.push(teamNotice(entry.uid, team, "teamRemoved", "Removed from a team", `You were removed from ${team.name}.`));
    else if (entry.role === "requested") notices.push(teamNotice(entry.uid, team, "teamJoinDeclined", "Request declined", `Your request to join ${team.name} was declined.`));
    else notices.push(teamNotice(entry.uid, team, "teamInviteWithdrawn", "Invitation withdrawn", `The invitation to join ${team.name} was withdrawn.`));
  }
  await sendNotices(notices);
  return {};
});

/** The owner hands the team to another member and stays on as a manager. The new owner is told. */
export const transferTeamOwnership = defineCallable(teamCallables.transferTeamOwnership, async ({ teamId, uid }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    requireOwner(team, caller.uid);
    if (uid === caller.uid) throw new HttpsError("failed-precondition", TEAM_SERVER_MESSAGES.alreadyOwner);
    const [target, mine, me] = await Promise.all([readEntry(tx, teamId, uid), readEntry(tx, teamId, caller.uid), tx.get(userRef(caller.uid))]);
    if (!target || !isActiveRole(target.role) || target.uid === null) throw new HttpsError("not-found", TEAM_SERVER_MESSAGES.notOnTeam);
    const newOwner: RosterEntry = { ...target, role: "owner" };
    const oldOwner: RosterEntry | null = mine ? { ...mine, role: "manager" } : null;
    const preview = await previewAfter(tx, team, oldOwner ? [newOwner, oldOwner] : [newOwner]);
    tx.update(rosterRef(teamId, uid), writeFields(rosterEntryWriteSchema, { role: "owner" }));
    if (mine) tx.update(rosterRef(teamId, caller.uid), writeFields(rosterEntryWriteSchema, { role: "manager" }));
    tx.update(teamRef(teamId), writeFields(teamWriteSchema, { creator: uid, ...membershipFields(team.memberIds, [...team.managerIds, uid, caller.uid], preview) }));
    return { team, from: personOf(me).displayName };
  });
  const { team } = result;
  await sendNotices([teamNotice(uid, team, "teamOwnership", "You own a team", `${result.from} made you the owner of ${team.name}.`)]);
  return {};
});

/** A member leaves (the owner cannot: they transfer ownership first). Leaving also answers an open invitation or withdraws a request. */
export const leaveTeam = defineCallable(teamCallables.leaveTeam, async ({ teamId }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, teamId);
    const entry = await readEntry(tx, teamId, caller.uid);
    if (!entry) throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.notMember);
    if (entry.role === "owner" || team.creator === caller.uid) throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.ownerCannotLeave);
    await takeOff(tx, team, entry);
    return { team, entry };
  });
  const { team, entry } = result;
  if (isActiveRole(entry.role)) {
    await sendNotices(toManagers(team, caller.uid, (m) => teamNotice(m, team, "teamMemberLeft", "A member left", `${nameOfEntry(entry)} left ${team.name}.`)));
  }
  return {};
});

/**
 * The owner deletes the team: the team document goes in one transaction
 * (after it, the team is gone for everyone, and its discussion is closed to
 * all), then everything under it, the discussion with its messages, and
 * its registrations, page by page. Members are told (in-app).
 */
export const deleteTeam = defineCallable(teamCallables.deleteTeam, async ({ teamId }, { caller }) => {
  const team = await db().runTransaction(async (tx) => {
    const t = await readTeam(tx, teamId);
    requireOwner(t, caller.uid);
    // Nobody is a member any more: the discussion is closed to all in the same commit
    // (and its unread count leaves their inboxes), then deleted with its messages below.
    const discussion = await readTeamDiscussionSync(tx, teamId, [], t.name);
    tx.delete(teamRef(teamId));
    discussion.write();
    return t;
  });
  await db().recursiveDelete(teamRef(teamId));
  await db().recursiveDelete(conversationRef(teamConversationId(teamId)));
  for (;;) {
    const page = await db().collection("registrations").where("teamId", "==", teamId).limit(400).get();
    if (page.empty) break;
    const batch = db().batch();
    for (const d of page.docs) batch.delete(d.ref);
    await batch.commit();
  }
  await sendNotices(
    team.memberIds
      .filter((uid) => uid !== caller.uid)
      .map((uid): Notice => ({ uid, category: "teamJoin", type: "teamDeleted", title: "Team deleted", message: `${team.name} was deleted by its owner.`, data: { teamId } })),
  );
  return {};
});
