import { doc, onSnapshot } from "firebase/firestore";
import { listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";

/**
 * How many conversations have something unread for the user
 * (messageInbox/{uid}, kept by the messages callables): one document, so the
 * shell's badge costs one listener and one read.
 */
export function watchUnreadConversations(uid: string, onChange: (count: number) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "messageInbox", uid),
      (snap) => {
        const n = snap.get("unreadConversations") as unknown;
        onChange(typeof n === "number" && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);
      },
      (error) => onError(toAppError(error, "Unread messages could not be counted.")),
    ),
  );
}
