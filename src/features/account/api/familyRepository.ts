import { collection, doc, onSnapshot, query, serverTimestamp, updateDoc, where } from "firebase/firestore";
import { call, getDb, listenWhenReady } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { FamilyMemberRow } from "@/lib/session/userProfile";
import type { Relation } from "@rallyhub/domain/family/relations";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { familyConnectionSchema } from "@rallyhub/domain/stored/notifications";

/** Spec §3 Family connection. */
export interface FamilyConnection {
  id: string;
  requesterId: string;
  requesterName: string;
  recipientId: string;
  recipientName: string;
  requesterRelation: string;
  recipientRelation: string;
  isRecipientGthUser: boolean;
  status: "pending" | "accepted";
  recipientAge: number | null;
  recipientPhoneNumber: string;
}

/** getUserConnections(userId), live: connections where the user is either side. */
export function watchConnections(uid: string, onChange: (list: FamilyConnection[]) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, "familyConnections"), where("participants", "array-contains", uid)),
      (snap) => onChange(snap.docs.map((d): FamilyConnection => readDoc(familyConnectionSchema, d))),
      (error) => onError(toAppError(error, APP_MESSAGES.failure.familyLoad)),
    ),
  );
}

export async function sendFamilyRequest(input: { recipientId: string; relation: string; age: number | null; phoneNumber: string }): Promise<string> {
  // A refusal carries the server's reason ("You already sent…") beside the spec's message.
  try {
    // The form offers only the relations there are (the server refuses any other).
    const { connectionId } = await call("sendFamilyRequest", { ...input, relation: input.relation as Relation });
    return connectionId;
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.familyRequest);
  }
}

export async function respondToFamilyRequest(connectionId: string, accept: boolean): Promise<void> {
  try {
    await call("respondFamilyRequest", { connectionId, accept });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.familyRespond);
  }
}

export async function removeFamilyConnection(connectionId: string): Promise<void> {
  try {
    await call("removeFamilyConnection", { connectionId });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.familyRemove);
  }
}

/** Family members without an account live on the user's own document. */
export async function saveFamilyMembers(uid: string, rows: FamilyMemberRow[]): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { familyMembers: rows, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.familyMembers);
  }
}
