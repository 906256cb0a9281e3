import { collection, doc, onSnapshot, query, serverTimestamp, updateDoc, where } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import type { FamilyMemberRow } from "@/features/users/model/types";
import { call } from "./accountCallables";

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

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** getUserConnections(userId), live: connections where the user is either side. */
export function watchConnections(uid: string, onChange: (list: FamilyConnection[]) => void, onError: (e: AppError) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void getDb().then((db) => {
    if (cancelled) return;
    stop = onSnapshot(
      query(collection(db, "familyConnections"), where("participants", "array-contains", uid)),
      (snap) =>
        onChange(
          snap.docs.map((d) => {
            const x = d.data();
            return {
              id: d.id,
              requesterId: str(x.requesterId),
              requesterName: str(x.requesterName),
              recipientId: str(x.recipientId),
              recipientName: str(x.recipientName),
              requesterRelation: str(x.requesterRelation),
              recipientRelation: str(x.recipientRelation),
              isRecipientGthUser: x.isRecipientGthUser === true,
              status: x.status === "accepted" ? "accepted" : "pending",
              recipientAge: typeof x.recipientAge === "number" ? x.recipientAge : null,
              recipientPhoneNumber: str(x.recipientPhoneNumber),
            };
          }),
        ),
      (error) => onError(toAppError(error, "Failed to load family connections")),
    );
  });
  return () => {
    cancelled = true;
    stop?.();
  };
}

export async function sendFamilyRequest(input: { recipientId: string; relation: string; age: number | null; phoneNumber: string }): Promise<string> {
  try {
    const { connectionId } = await call<{ connectionId: string }>("sendFamilyRequest", input);
    return connectionId;
  } catch (error) {
    const e = toAppError(error, "Failed to send connection request");
    // The server's own wording ("You already sent…") is clearer than the generic one.
    throw e.code === "already-exists" || e.code === "not-found" ? new AppError(e.code, (error as Error).message, error) : e;
  }
}

export async function respondToFamilyRequest(connectionId: string, accept: boolean): Promise<void> {
  await call<unknown>("respondFamilyRequest", { connectionId, accept });
}

export async function removeFamilyConnection(connectionId: string): Promise<void> {
  try {
    await call<unknown>("removeFamilyConnection", { connectionId });
  } catch (error) {
    throw toAppError(error, "Failed to remove connection");
  }
}

/** Family members without an account live on the user's own document. */
export async function saveFamilyMembers(uid: string, rows: FamilyMemberRow[]): Promise<void> {
  const db = await getDb();
  try {
    await updateDoc(doc(db, "users", uid), { familyMembers: rows, updatedAt: serverTimestamp() });
  } catch (error) {
    throw toAppError(error, "Failed to update family members");
  }
}
