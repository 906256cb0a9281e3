import { doc, onSnapshot } from "firebase/firestore";
import { listenWhenReady } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { messageInboxSchema } from "@rallyhub/domain/stored/messages";

/**
 * How many conversations have something unread for the user
 * (messageInbox/{uid}, kept by the messages callables): one document, so the
 * shell's badge costs one listener and one read.
 */
export function watchUnreadConversations(uid: string, onChange: (count: number) => void, onError: (e: unknown) => void): () => void {
  return listenWhenReady((db) =>
    onSnapshot(
      doc(db, "messageInbox", uid),
      (snap) => onChange(readDoc(messageInboxSchema, snap).unreadConversations),
      (error) => onError(toAppError(error, "Unread messages could not be counted.")),
    ),
  );
}
