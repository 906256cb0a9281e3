import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as teamCallables from "@rallyhub/domain/callables/teams";
import { TEAM_MESSAGES } from "@rallyhub/domain/teams/schema";
import { sendNotices } from "../notify/notify";
import { teamSearchTokens } from "@rallyhub/domain/searchTokens";
import type { RosterEntry } from "@rallyhub/domain/teams/types";
import { blockedEitherWay, membershipFields, personOf, rosterRef, teamNotice, userRef } from "./common";
import { invitationEntry, requireInviteeIds, resolveInvitee, writeInvitation, type Resolved } from "./invitees";
import { previewOf } from "./rosterLogic";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { rosterEntryWriteSchema, teamWriteSchema } from "@rallyhub/domain/stored/write/teams";

/**
 * Create Team (issue 10): the caller becomes the owner, alone on the team
 * (its only manager and member), and the form's invitations go out. A bad
 * invitation (a deleted or blocked user, someone listed twice, the caller
 * themself) refuses the whole creation: nothing is written.
 */
export const createTeam = defineCallable(teamCallables.createTeam, async (input, { caller }) => {
  requireInviteeIds(input.invites, "invites.#");
  const teamDoc = db().collection("teams").doc();
  const team = { id: teamDoc.id, name: input.name };

  const result = await db().runTransaction(async (tx) => {
    const ownerSnap = await tx.get(userRef(caller.uid));
    const owner = personOf(ownerSnap, caller.email ?? "");
    const resolved: Resolved[] = [];
    for (const invitee of input.invites) resolved.push(await resolveInvitee(tx, invitee));

    const now = Date.now();
    const seen = new Set<string>();
    const entries: RosterEntry[] = [];
    for (const r of resolved) {
      const entry = invitationEntry(r, caller.uid, now);
      const name = r.kind === "user" ? r.person.displayName : r.email;
      if (entry.id === caller.uid) throw new HttpsError("already-exists", TEAM_MESSAGES.refusal.alreadyMember(owner.displayName));
      if (r.kind === "user" && blockedEitherWay(owner, r.person)) throw new HttpsError("failed-precondition", TEAM_MESSAGES.refusal.blocked);
      if (seen.has(entry.id)) throw new HttpsError("already-exists", TEAM_MESSAGES.refusal.alreadyInvited(name));
      seen.add(entry.id);
      entries.push(entry);
    }

    const ownerEntry: RosterEntry = {
      id: caller.uid,
      uid: caller.uid,
      email: owner.email,
      displayName: owner.displayName,
      photoURL: owner.photoURL,
      role: "owner",
      invitedBy: null,
      invitedAt: null,
      joinedAt: now,
    };
    tx.create(
      teamDoc,
      writeDoc(teamWriteSchema, {
        name: input.name,
        nameLower: input.name.toLowerCase(),
        // Full search (issue 13): found by name, game type and city.
        searchTokens: teamSearchTokens({ name: input.name, gameType: input.gameType, cityName: input.city?.name }),
        description: input.description,
        photoURL: input.photoURL,
        gameType: input.gameType,
        city: input.city,
        topics: input.topics,
        subscription: "ROOKIE",
        creator: caller.uid,
        ...membershipFields([caller.uid], [caller.uid], previewOf([ownerEntry])),
        notificationTimes: [],
        domain: null,
        organizerWebsite: { metaLogoURL: null },
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      }),
    );
    tx.set(rosterRef(team.id, caller.uid), writeDoc(rosterEntryWriteSchema, ownerEntry));
    for (const entry of entries) writeInvitation(tx, team, entry, owner.displayName, now);
    return { owner, invited: entries };
  });

  const from = result.owner.displayName;
  await sendNotices(result.invited.filter((e) => e.uid !== null).map((e) => teamNotice(e.uid as string, team, "teamInvite", "Team invitation", `${from} invited you to join ${team.name}.`)));
  return { teamId: team.id, invited: result.invited.length };
});
