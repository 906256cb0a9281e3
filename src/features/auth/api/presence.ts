import { getRealtimeDb } from "@/lib/firebase";
import { trackPresence, type PresenceBackend } from "../model/presence";

/** The Realtime Database adapter for presence, or null where no database is configured (presence is then off). */
export async function realtimePresenceBackend(): Promise<PresenceBackend | null> {
  const db = await getRealtimeDb();
  if (!db) return null;
  const { ref, onValue, onDisconnect, set, serverTimestamp } = await import("firebase/database");
  const status = (uid: string) => ref(db, `status/${uid}`);
  return {
    onConnectionChange(callback) {
      return onValue(ref(db, ".info/connected"), (snap) => callback(snap.val() === true));
    },
    setOnDisconnect(uid, state) {
      return onDisconnect(status(uid)).set({ state, lastChanged: serverTimestamp() });
    },
    write(uid, state) {
      return set(status(uid), { state, lastChanged: serverTimestamp() });
    },
  };
}

let stop: (() => void) | null = null;
let trackedUid: string | null = null;

/** Starts presence for the signed-in user (once per user). */
export async function startPresence(uid: string): Promise<void> {
  if (trackedUid === uid) return;
  stopPresence();
  const backend = await realtimePresenceBackend();
  if (!backend) return;
  trackedUid = uid;
  stop = trackPresence(backend, uid, (error) => console.warn("Presence could not be updated", error));
}

export function stopPresence(): void {
  stop?.();
  stop = null;
  trackedUid = null;
}

/** Spec §4 Logout: mark the user offline before signing out. */
export async function markOffline(): Promise<void> {
  const uid = trackedUid;
  stopPresence();
  if (!uid) return;
  const backend = await realtimePresenceBackend();
  await backend?.write(uid, "offline");
}
