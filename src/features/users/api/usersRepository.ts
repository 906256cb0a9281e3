import { getDb } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import type { UserProfile } from "../model/types";
import { userConverter } from "./userConverter";

/** Watches one user's document. Returns the unsubscribe function. */
export function watchUserProfile(uid: string, onChange: (profile: UserProfile | null) => void, onError: (error: AppError) => void): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  void Promise.all([getDb(), import("firebase/firestore")])
    .then(([db, { doc, onSnapshot }]) => {
      if (cancelled) return;
      stop = onSnapshot(
        doc(db, "users", uid).withConverter(userConverter),
        (snap) => onChange(snap.exists() ? snap.data() : null),
        (error) => onError(toAppError(error, "User not found")),
      );
    })
    .catch((error: unknown) => onError(toAppError(error, "User not found")));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Reads one user; null when there is none. */
export async function getUser(uid: string): Promise<UserProfile | null> {
  const [db, { doc, getDoc }] = await Promise.all([getDb(), import("firebase/firestore")]);
  try {
    const snap = await getDoc(doc(db, "users", uid).withConverter(userConverter));
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    throw toAppError(error, "User not found");
  }
}
