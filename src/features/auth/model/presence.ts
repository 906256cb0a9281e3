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
