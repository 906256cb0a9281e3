import { addDoc, collection, deleteDoc, doc, limit, onSnapshot, orderBy, query, serverTimestamp, updateDoc, where } from "firebase/firestore";
import { getDb, listenWhenReady } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { notificationSchema } from "@rallyhub/domain/stored/notifications";

/** Spec §3 Notification (user-level). */
export interface AppNotification {
  id: string;
  /** 'notifications' for general ones, 'user-notifications' for family requests. */
  collection: "notifications" | "user-notifications";
  userId: string;
  type: string;
  title: string;
  message: string;
  data: Record<string, unknown>;
  read: boolean;
  createdAt: number | null;
  imageUrl: string;
}

/** Unread notifications of a user from one collection, newest first, live (spec §7: list unread by userId). */
export function watchUnread(name: AppNotification["collection"], uid: string, onChange: (list: AppNotification[]) => void, onError: (e: AppError) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      query(collection(db, name), where("userId", "==", uid), where("read", "==", false), orderBy("createdAt", "desc"), limit(50)),
      (snap) => onChange(snap.docs.map((d): AppNotification => ({ ...readDoc(notificationSchema, d), collection: name }))),
      (error) => onError(toAppError(error, "Notifications could not be loaded")),
    ),
  );
}

export async function markNotificationRead(n: Pick<AppNotification, "collection" | "id">): Promise<void> {
  const db = await getDb();
  await updateDoc(doc(db, n.collection, n.id), { read: true });
}

export async function deleteNotification(n: Pick<AppNotification, "collection" | "id">): Promise<void> {
  const db = await getDb();
  await deleteDoc(doc(db, n.collection, n.id));
}

/** Spec §7: create with read=false and createdAt (a user may create their own reminders). */
export async function createNotification(uid: string, input: { type: string; title: string; message: string; data?: Record<string, unknown> }): Promise<string> {
  const db = await getDb();
  const ref = await addDoc(collection(db, "notifications"), { userId: uid, ...input, data: input.data ?? {}, read: false, createdAt: serverTimestamp() });
  return ref.id;
}
