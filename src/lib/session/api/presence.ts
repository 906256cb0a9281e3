import { getRealtimeDb } from "@/lib/firebase";
import { presenceController, type PresenceVisibilityBackend } from "../presence";

/** The Realtime Database adapter for presence, or null where no database is configured (presence is then off). */
export async function realtimePresenceBackend(): Promise<PresenceVisibilityBackend | null> {
  const db = await getRealtimeDb();
  if (!db) return null;
  const { ref, onValue, onDisconnect, remove, set, serverTimestamp } = await import("firebase/database");
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
    setVisibility(uid, visible) {
      return set(ref(db, `presenceVisibility/${uid}`), visible);
    },
    async remove(uid) {
      await onDisconnect(status(uid)).cancel();
      await remove(status(uid));
    },
  };
}

let controller: ReturnType<typeof presenceController> | null = null;
let trackedUid: string | null = null;

async function getController(): Promise<ReturnType<typeof presenceController> | null> {
  if (controller) return controller;
  const backend = await realtimePresenceBackend();
  if (!backend) return null;
  controller ??= presenceController(backend, (error) => console.warn("Presence could not be updated", error));
  return controller;
}

/**
 * Presence for the signed-in user, as their 'public online status' toggle says
 * (spec §6; off by default): called with every profile snapshot.
 */
export async function syncPresence(uid: string, visible: boolean): Promise<void> {
  const c = await getController();
  if (!c) return;
  trackedUid = uid;
  c.update(uid, visible);
}

export function stopPresence(): void {
  controller?.stop();
  trackedUid = null;
}

/** Spec §4 Logout: mark the user offline before signing out (only if their status is shown at all). */
export async function markOffline(): Promise<void> {
  const uid = trackedUid;
  const wasVisible = controller?.visible === true;
  stopPresence();
  if (!uid || !wasVisible) return;
  const backend = await realtimePresenceBackend();
  await backend?.write(uid, "offline");
}
