/**
 * Presence (spec §7 Auth): status/{uid} is online while a connection is up and
 * offline once it drops — the canonical .info/connected + onDisconnect pattern.
 * The backend is an interface so the logic is testable without a database.
 */
export type PresenceState = "online" | "offline";

export interface PresenceBackend {
  /** Calls back with true/false as the connection to the database comes and goes; returns an unsubscribe. */
  onConnectionChange(callback: (connected: boolean) => void): () => void;
  /** Asks the server to write this when the connection drops. */
  setOnDisconnect(uid: string, state: PresenceState): Promise<void>;
  write(uid: string, state: PresenceState): Promise<void>;
}

/**
 * Each time the connection comes up, first register the offline write with the
 * server, then say online — in that order, so a drop in between still ends offline.
 */
export function trackPresence(backend: PresenceBackend, uid: string, onError: (error: unknown) => void = () => undefined): () => void {
  return backend.onConnectionChange((connected) => {
    if (!connected) return;
    void backend
      .setOnDisconnect(uid, "offline")
      .then(() => backend.write(uid, "online"))
      .catch(onError);
  });
}

/** What a visibility-aware presence needs besides tracking: the owner's flag and removing the status. */
export interface PresenceVisibilityBackend extends PresenceBackend {
  /** presenceVisibility/{uid}: the database rules let others read status/{uid} (and the owner write it) only while true. */
  setVisibility(uid: string, visible: boolean): Promise<void>;
  /** Drops status/{uid} and any offline write still registered for it. */
  remove(uid: string): Promise<void>;
}

/**
 * Presence that honours the privacy toggle 'public online status' (off by
 * default): while it is off nothing about the user's connection is written
 * and any earlier status is removed; turning it on first opens the flag (the
 * rules refuse a status write before that), then tracks. Every change of the
 * toggle, from any device, reaches here through the live profile.
 */
export function presenceController(backend: PresenceVisibilityBackend, onError: (error: unknown) => void = () => undefined) {
  let current: { uid: string; visible: boolean } | null = null;
  let stopTracking: (() => void) | null = null;
  // Each change waits for the one before, so the writes land in order.
  let queue: Promise<void> = Promise.resolve();

  const stop = () => {
    stopTracking?.();
    stopTracking = null;
  };

  return {
    /** The user and their toggle as the profile says now (null uid: signed out). */
    update(uid: string | null, visible: boolean): void {
      if (current && uid === current.uid && visible === current.visible) return;
      const previous = current;
      current = uid ? { uid, visible } : null;
      stop();
      queue = queue
        .then(async () => {
          // Leaving a visible state (other user, signed out, or turned off): take the status down.
          if (previous?.visible && (previous.uid !== uid || !visible)) await backend.remove(previous.uid);
          if (!uid) return;
          await backend.setVisibility(uid, visible);
          if (!visible) {
            await backend.remove(uid);
            return;
          }
          // Still wanted once the flag is open (the user may have changed it again meanwhile).
          if (current?.uid === uid && current.visible) stopTracking = trackPresence(backend, uid, onError);
        })
        .catch(onError);
    },
    /** Stops tracking without writing (the caller marks the user offline itself, e.g. at logout). */
    stop(): void {
      stop();
      current = null;
    },
    /** For tests and logout: resolves when every queued write has settled. */
    settled(): Promise<void> {
      return queue;
    },
    get visible(): boolean {
      return current?.visible === true;
    },
  };
}
