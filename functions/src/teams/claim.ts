import { FieldValue } from "firebase-admin/firestore";
import { db } from "../admin";
import { emailEntryId } from "@rallyhub/domain/teams/schema";
import type { RosterEntry } from "@rallyhub/domain/teams/types";
import { personOf, rosterRef, teamRef, teamStateOf, userRef } from "./common";
import { entryFrom } from "./rosterLogic";
import { writeDoc } from "@rallyhub/domain/stored/write/fields";
import { notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { rosterEntryWriteSchema } from "@rallyhub/domain/stored/write/teams";

/**
 * Invitations by e-mail to an address that had no account (`email-…` roster
 * entries) become the new user's own, still pending, so that the invitation
 * shows and they answer it with respondToTeamInvite. Called with the
 * verified e-mail of the signed-in account (claimGuestRecord). One
 * transaction per team; an in-app notice per invitation. Returns how many.
 */
export async function claimTeamInvitations(uid: string, emailLower: string): Promise<number> {
  const id = emailEntryId(emailLower);
  const found = await db().collectionGroup("roster").where("email", "==", emailLower).where("uid", "==", null).limit(100).get();
  const teamIds = [
    ...new Set(
      found.docs
        .filter((d) => d.id === id)
        .map((d) => d.ref.parent.parent?.id)
        .filter((t): t is string => typeof t === "string"),
    ),
  ];
  let claimed = 0;
  for (const teamId of teamIds) {
    const done = await db().runTransaction(async (tx) => {
      const [teamSnap, byEmail, mine, user] = await Promise.all([tx.get(teamRef(teamId)), tx.get(rosterRef(teamId, id)), tx.get(rosterRef(teamId, uid)), tx.get(userRef(uid))]);
      const invitation = byEmail.exists ? entryFrom(byEmail.id, byEmail.data()) : null;
      if (!invitation || invitation.uid !== null) return false;
      tx.delete(byEmail.ref);
      // The team is gone, or they are on it already (invited by name since they signed up): the e-mail invitation just goes.
      if (!teamSnap.exists || mine.exists) return false;
      const person = user.exists ? personOf(user, emailLower) : null;
      const entry: RosterEntry = {
        ...invitation,
        id: uid,
        uid,
        email: person?.email ?? emailLower,
        displayName: person?.displayName ?? invitation.displayName,
        photoURL: person?.photoURL ?? "",
        role: "pending",
      };
      tx.set(rosterRef(teamId, uid), writeDoc(rosterEntryWriteSchema, entry));
      const team = teamStateOf(teamSnap);
      // Written here, not through sendNotices: the new account may not have its users document yet.
      tx.set(
        db().collection("notifications").doc(),
        writeDoc(notificationWriteSchema, {
          userId: uid,
          type: "teamInvite",
          title: "Team invitation",
          message: `You're invited to join ${team.name}.`,
          data: { teamId },
          read: false,
          createdAt: FieldValue.serverTimestamp(),
        }),
      );
      return true;
    });
    if (done) claimed += 1;
  }
  return claimed;
}
