import { HttpsError, onCall } from "firebase-functions/v2/https";
import { db } from "../admin";
import { noInput, parseInput, requireCaller } from "../lib/callable";


/** Teams that stop a deletion (spec §6): the user must delete or leave them first. */
export async function blockingTeams(uid: string): Promise<Array<{ id: string; name: string }>> {
  const snap = await db().collection("teams").where("memberIds", "array-contains", uid).limit(50).get();
  return snap.docs.map((d) => ({ id: d.id, name: String(d.get("name") ?? "Team") }));
}

/**
 * Deletes the caller's own data (the client deletes the auth account in
 * parallel, spec §7). Refused while the user is still on a team. Notifications
 * and connections that concern only them go too.
 */
export const deleteAccountData = onCall(async (request) => {
  const caller = requireCaller(request);
  parseInput(noInput, request.data ?? {});
  const teams = await blockingTeams(caller.uid);
  if (teams.length > 0) throw new HttpsError("failed-precondition", `Leave or delete your teams first: ${teams.map((t) => t.name).join(", ")}`);
  const database = db();
  const [notifications, userNotifications, asRequester, asRecipient] = await Promise.all([
    database.collection("notifications").where("userId", "==", caller.uid).limit(400).get(),
    database.collection("user-notifications").where("userId", "==", caller.uid).limit(400).get(),
    database.collection("familyConnections").where("requesterId", "==", caller.uid).limit(100).get(),
    database.collection("familyConnections").where("recipientId", "==", caller.uid).limit(100).get(),
  ]);
  // Requests this user sent are withdrawn from the recipients' inboxes too.
  const sentRequests = await Promise.all(
    asRequester.docs.map((c) => database.collection("user-notifications").where("data.connectionId", "==", c.id).limit(10).get()),
  );
  const batch = database.batch();
  for (const snap of sentRequests) for (const d of snap.docs) batch.delete(d.ref);
  batch.delete(database.doc(`users/${caller.uid}`));
  batch.delete(database.doc(`publicProfiles/${caller.uid}`));
  batch.delete(database.doc(`availability/${caller.uid}`));
  for (const d of [...notifications.docs, ...userNotifications.docs, ...asRequester.docs, ...asRecipient.docs]) batch.delete(d.ref);
  await batch.commit();
  return { deleted: true };
});

/** The teams standing in the way, for the deletion dialog. */
export const getDeletionBlockers = onCall(async (request) => {
  const caller = requireCaller(request);
  parseInput(noInput, request.data ?? {});
  return { teams: await blockingTeams(caller.uid) };
});
