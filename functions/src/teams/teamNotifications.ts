import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import { sendNotices, type Notice } from "../notify/notify";
import type { TeamNotification } from "@rallyhub/domain/teams/types";
import { readTeam, requireManager, teamNotice, teamRef, teamStateOf } from "./common";
import { nextNotificationTimes } from "./rosterLogic";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { teamServerSchema } from "@rallyhub/domain/stored/teams";
import { teamNotificationWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";

const noteRef = (teamId: string, id: string) => db().doc(`teams/${teamId}/team-notifications/${id}`);

/** What members are told: the title, and the body when there is one. */
function noticesFor(memberIds: string[], except: string, team: { id: string; name: string }, note: { id: string; title: string; body: string }, type: string, mail: boolean): Notice[] {
  return memberIds
    .filter((uid) => uid !== except)
    .map((uid) => {
      const notice = teamNotice(uid, team, type, `${team.name}: ${note.title}`, note.body || note.title, "teamMessage");
      notice.data = { teamId: team.id, notificationId: note.id };
      if (!mail) delete notice.mail;
      return notice;
    });
}

/**
 * Managers post a team notification (team/{teamId}/team-notifications/{id},
 * the id chosen by the client; a second post with an id is refused). The
 * team document keeps the newest 20 times (notificationTimes) for the unread
 * counts of My communities. Members are notified (category teamMessage).
 */
export const postTeamNotification = defineCallable(teamCallables.postTeamNotification, async (input, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const teamSnap = await tx.get(teamRef(input.teamId));
    if (!teamSnap.exists) throw new HttpsError("not-found", TEAM_MESSAGES.refusal.notFound);
    const team = teamStateOf(teamSnap);
    requireManager(team, caller.uid);
    const existing = await tx.get(noteRef(input.teamId, input.id));
    if (existing.exists) throw new HttpsError("already-exists", TEAM_MESSAGES.refusal.notificationExists);
    const now = Date.now();
    const note: TeamNotification = { id: input.id, title: input.title, body: input.body, createdBy: caller.uid, createdAt: now, updatedAt: now };
    tx.create(noteRef(input.teamId, input.id), writeDoc(teamNotificationWriteSchema, note));
    tx.update(teamRef(input.teamId), writeFields(teamWriteSchema, { notificationTimes: nextNotificationTimes(readDoc(teamServerSchema, teamSnap).notificationTimes, now) }));
    return { team, note };
  });
  await sendNotices(noticesFor(result.team.memberIds, caller.uid, result.team, result.note, "teamNotification", true));
  return { id: input.id };
});

/** Managers edit a team notification by id. Members are told in the app (no second e-mail). */
export const updateTeamNotification = defineCallable(teamCallables.updateTeamNotification, async (input, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const team = await readTeam(tx, input.teamId);
    requireManager(team, caller.uid);
    const existing = await tx.get(noteRef(input.teamId, input.id));
    if (!existing.exists) throw new HttpsError("not-found", TEAM_MESSAGES.refusal.notificationMissing);
    tx.update(noteRef(input.teamId, input.id), writeFields(teamNotificationWriteSchema, { title: input.title, body: input.body, updatedAt: Date.now() }));
    return { team };
  });
  await sendNotices(noticesFor(result.team.memberIds, caller.uid, result.team, { id: input.id, title: input.title, body: input.body }, "teamNotificationUpdated", false));
  return { id: input.id };
});
