import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { hasBlocked } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as familyCallables from "@rallyhub/domain/callables/family";
import type { Relation } from "@rallyhub/domain/family/relations";

/** The relation as seen from the other side: my child sees me as their parent. */
export function reciprocal(relation: Relation): Relation {
  switch (relation) {
    case "parent":
      return "child";
    case "child":
      return "parent";
    case "guardian":
      return "other";
    default:
      return relation;
  }
}

async function nameOf(uid: string): Promise<string> {
  const snap = await db().doc(`users/${uid}`).get();
  return String(snap.get("displayName") ?? "") || String(snap.get("fullName") ?? "") || "A player";
}

/**
 * Spec §4 Family connection: 'Send Request' creates a pending connection and a
 * request notification for the recipient, in one batch.
 */
export const sendFamilyRequest = defineCallable(familyCallables.sendFamilyRequest, async (data, { caller }) => {
  if (data.recipientId === caller.uid) throw new HttpsError("invalid-argument", "You cannot add yourself.");
  const recipient = await db().doc(`users/${data.recipientId}`).get();
  if (!recipient.exists) throw new HttpsError("not-found", "No user found with this email or UID");
  if (hasBlocked(recipient.data(), caller.uid)) throw new HttpsError("not-found", "No user found with this email or UID");
  const connections = db().collection("familyConnections");
  const [mine, theirs] = await Promise.all([
    connections.where("requesterId", "==", caller.uid).where("recipientId", "==", data.recipientId).limit(1).get(),
    connections.where("requesterId", "==", data.recipientId).where("recipientId", "==", caller.uid).limit(1).get(),
  ]);
  if (!mine.empty) throw new HttpsError("already-exists", "You already sent this person a request.");
  if (!theirs.empty) throw new HttpsError("already-exists", "This person already sent you a request: answer it from your notifications.");

  const requesterName = await nameOf(caller.uid);
  const recipientName = String(recipient.get("displayName") ?? "") || "Player";
  const connectionRef = db().collection("familyConnections").doc();
  const notificationRef = db().collection("user-notifications").doc();
  const batch = db().batch();
  batch.set(connectionRef, {
    requesterId: caller.uid,
    requesterName,
    recipientId: data.recipientId,
    recipientName,
    requesterRelation: data.relation,
    recipientRelation: reciprocal(data.relation),
    isRecipientGthUser: true,
    status: "pending",
    recipientAge: data.age ?? null,
    recipientPhoneNumber: data.phoneNumber ?? "",
    participants: [caller.uid, data.recipientId],
    createdAt: FieldValue.serverTimestamp(),
  });
  batch.set(notificationRef, {
    userId: data.recipientId,
    type: "familyConnectionRequest",
    title: "Family connection request",
    message: `${requesterName} added you as their ${data.relation}.`,
    data: { requesterId: caller.uid, requesterName, relation: data.relation, familyMemberId: data.recipientId, connectionId: connectionRef.id },
    read: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return { connectionId: connectionRef.id };
});

/**
 * Only the recipient answers. Accepting marks the request notification read,
 * confirms the connection and notifies the requester; rejecting deletes the
 * request notification and the connection and notifies the requester.
 */
export const respondFamilyRequest = defineCallable(familyCallables.respondFamilyRequest, async ({ connectionId, accept }, { caller }) => {
  const ref = db().doc(`familyConnections/${connectionId}`);
  const snap = await ref.get();
  if (!snap.exists) throw new HttpsError("not-found", "This request no longer exists.");
  if (snap.get("recipientId") !== caller.uid) throw new HttpsError("permission-denied", "Only the person asked can answer this request.");
  if (snap.get("status") !== "pending") throw new HttpsError("failed-precondition", "This request was already answered.");
  const requesterId = String(snap.get("requesterId"));
  const recipientName = String(snap.get("recipientName") ?? "") || (await nameOf(caller.uid));
  const requests = await db().collection("user-notifications").where("userId", "==", caller.uid).where("data.connectionId", "==", connectionId).get();
  const batch = db().batch();
  if (accept) {
    batch.update(ref, { status: "accepted", acceptedAt: FieldValue.serverTimestamp() });
    for (const d of requests.docs) batch.update(d.ref, { read: true });
  } else {
    batch.delete(ref);
    for (const d of requests.docs) batch.delete(d.ref);
  }
  batch.set(db().collection("notifications").doc(), {
    userId: requesterId,
    type: accept ? "familyConnectionAccepted" : "familyConnectionRejected",
    title: accept ? "Family connection accepted" : "Family connection declined",
    message: accept ? `${recipientName} accepted your family connection request.` : `${recipientName} declined your family connection request.`,
    data: { connectionId, recipientId: caller.uid },
    read: false,
    createdAt: FieldValue.serverTimestamp(),
  });
  await batch.commit();
  return { status: accept ? "accepted" : "rejected" };
});

/** Either side may remove a connection (spec §7 deleteConnection). */
export const removeFamilyConnection = defineCallable(familyCallables.removeFamilyConnection, async ({ connectionId }, { caller }) => {
  const ref = db().doc(`familyConnections/${connectionId}`);
  const snap = await ref.get();
  if (!snap.exists) return { removed: false };
  if (snap.get("requesterId") !== caller.uid && snap.get("recipientId") !== caller.uid) throw new HttpsError("permission-denied", "This is not your connection.");
  const requests = await db().collection("user-notifications").where("data.connectionId", "==", connectionId).get();
  const batch = db().batch();
  batch.delete(ref);
  for (const d of requests.docs) batch.delete(d.ref);
  await batch.commit();
  return { removed: true };
});
