import { FieldValue } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as familyCallables from "@rallyhub/domain/callables/family";
import type { Relation } from "@rallyhub/domain/family/relations";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeDoc, writeFields } from "@rallyhub/domain/stored/write/fields";
import { familyConnectionSchema } from "@rallyhub/domain/stored/notifications";
import { familyConnectionWriteSchema, notificationWriteSchema } from "@rallyhub/domain/stored/write/notifications";
import { serverUserSchema } from "@rallyhub/domain/stored/users";

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
  const user = readDoc(serverUserSchema, await db().doc(`users/${uid}`).get());
  return user.displayName || user.fullName || "A player";
}

/**
 * Spec §4 Family connection: 'Send Request' creates a pending connection and a
 * request notification for the recipient, in one batch.
 */
export const sendFamilyRequest = defineCallable(familyCallables.sendFamilyRequest, async (data, { caller }) => {
  if (data.recipientId === caller.uid) throw new HttpsError("invalid-argument", "You cannot add yourself.");
  const recipientSnap = await db().doc(`users/${data.recipientId}`).get();
  if (!recipientSnap.exists) throw new HttpsError("not-found", "No user found with this email or UID");
  const recipient = readDoc(serverUserSchema, recipientSnap);
  if (recipient.blockedUids.includes(caller.uid)) throw new HttpsError("not-found", "No user found with this email or UID");
  const connections = db().collection("familyConnections");
  const [mine, theirs] = await Promise.all([
    connections.where("requesterId", "==", caller.uid).where("recipientId", "==", data.recipientId).limit(1).get(),
    connections.where("requesterId", "==", data.recipientId).where("recipientId", "==", caller.uid).limit(1).get(),
  ]);
  if (!mine.empty) throw new HttpsError("already-exists", "You already sent this person a request.");
  if (!theirs.empty) throw new HttpsError("already-exists", "This person already sent you a request: answer it from your notifications.");

  const requesterName = await nameOf(caller.uid);
  const recipientName = recipient.displayName || "Player";
  const connectionRef = db().collection("familyConnections").doc();
  const notificationRef = db().collection("user-notifications").doc();
  const batch = db().batch();
  batch.set(
    connectionRef,
    writeDoc(familyConnectionWriteSchema, {
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
    }),
  );
  batch.set(
    notificationRef,
    writeDoc(notificationWriteSchema, {
      userId: data.recipientId,
      type: "familyConnectionRequest",
      title: "Family connection request",
      message: `${requesterName} added you as their ${data.relation}.`,
      data: { requesterId: caller.uid, requesterName, relation: data.relation, familyMemberId: data.recipientId, connectionId: connectionRef.id },
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
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
  const connection = readDoc(familyConnectionSchema, snap);
  if (connection.recipientId !== caller.uid) throw new HttpsError("permission-denied", "Only the person asked can answer this request.");
  // A status other than pending or accepted reads as pending (as the app shows it).
  if (connection.status !== "pending") throw new HttpsError("failed-precondition", "This request was already answered.");
  const { requesterId } = connection;
  const recipientName = connection.recipientName || (await nameOf(caller.uid));
  const requests = await db().collection("user-notifications").where("userId", "==", caller.uid).where("data.connectionId", "==", connectionId).get();
  const batch = db().batch();
  if (accept) {
    batch.update(ref, writeFields(familyConnectionWriteSchema, { status: "accepted", acceptedAt: FieldValue.serverTimestamp() }));
    for (const d of requests.docs) batch.update(d.ref, writeFields(notificationWriteSchema, { read: true }));
  } else {
    batch.delete(ref);
    for (const d of requests.docs) batch.delete(d.ref);
  }
  batch.set(
    db().collection("notifications").doc(),
    writeDoc(notificationWriteSchema, {
      userId: requesterId,
      type: accept ? "familyConnectionAccepted" : "familyConnectionRejected",
      title: accept ? "Family connection accepted" : "Family connection declined",
      message: accept ? `${recipientName} accepted your family connection request.` : `${recipientName} declined your family connection request.`,
      data: { connectionId, recipientId: caller.uid },
      read: false,
      createdAt: FieldValue.serverTimestamp(),
    }),
  );
  await batch.commit();
  return { status: accept ? "accepted" : "rejected" };
});

/** Either side may remove a connection (spec §7 deleteConnection). */
export const removeFamilyConnection = defineCallable(familyCallables.removeFamilyConnection, async ({ connectionId }, { caller }) => {
  const ref = db().doc(`familyConnections/${connectionId}`);
  const snap = await ref.get();
  if (!snap.exists) return { removed: false };
  const connection = readDoc(familyConnectionSchema, snap);
  if (connection.requesterId !== caller.uid && connection.recipientId !== caller.uid) throw new HttpsError("permission-denied", "This is not your connection.");
  const requests = await db().collection("user-notifications").where("data.connectionId", "==", connectionId).get();
  const batch = db().batch();
  batch.delete(ref);
  for (const d of requests.docs) batch.delete(d.ref);
  await batch.commit();
  return { removed: true };
});
