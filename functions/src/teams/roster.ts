import { FieldPath } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { TEAM_LIMITS, TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import type { RosterRow } from "@rallyhub/domain/teams/types";
import { rosterRef, teamRef, teamStateOf } from "./common";
import { ACTIVE_ROLES, entryFrom, isActiveRole, rowFor } from "./rosterLogic";

/**
 * A page of the roster (TEAM_LIMITS.rosterPage entries, by entry id) as the
 * caller may see it: names for everyone; e-mails for members and managers;
 * invitations and requests for managers, and the caller's own entry (on the
 * first page) for them. `next` is the last entry id of a full page.
 */
export const getTeamRoster = defineCallable(teamCallables.getTeamRoster, async ({ teamId, after }, { caller }) => {
  const [teamSnap, ownSnap] = await db().getAll(teamRef(teamId), rosterRef(teamId, caller.uid));
  if (!teamSnap?.exists) throw new HttpsError("not-found", TEAM_MESSAGES.refusal.notFound);
  const team = teamStateOf(teamSnap);
  const own = ownSnap?.exists ? entryFrom(ownSnap.id, ownSnap.data()) : null;
  const viewer = { uid: caller.uid, isManager: team.managerIds.includes(caller.uid), isMember: team.memberIds.includes(caller.uid) };

  let query = db().collection(`teams/${teamId}/roster`).orderBy(FieldPath.documentId());
  if (!viewer.isManager) query = query.where("role", "in", [...ACTIVE_ROLES]);
  if (after) query = query.startAfter(after);
  const snap = await query.limit(TEAM_LIMITS.rosterPage).get();

  const rows: RosterRow[] = [];
  // Someone invited or asking to join sees their own entry, first.
  if (!after && own && !isActiveRole(own.role) && !viewer.isManager) {
    const row = rowFor(own, viewer);
    if (row) rows.push(row);
  }
  for (const d of snap.docs) {
    const entry = entryFrom(d.id, d.data());
    const row = entry ? rowFor(entry, viewer) : null;
    if (row) rows.push(row);
  }
  const last = snap.docs.at(-1);
  return { rows, next: snap.size === TEAM_LIMITS.rosterPage && last ? last.id : null, viewerRole: own?.role ?? null };
});
