import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getAuth, type Auth } from "firebase-admin/auth";
import type { Database } from "firebase-admin/database";
import { realtimeDatabaseUrl } from "./lib/realtimeDatabase";

// Initialised on first use so that importing a handler in a unit test does not
// start the Admin SDK.
function app() {
  return getApps()[0] ?? initializeApp();
}

export function db(): Firestore {
  return getFirestore(app());
}

export function adminAuth(): Auth {
  return getAuth(app());
}

/** The Realtime Database (presence), or null when none is configured for the Functions (see realtimeDatabaseUrl). */
export async function realtimeDatabase(): Promise<Database | null> {
  const url = realtimeDatabaseUrl();
  if (!url) return null;
  // Loaded only when used: most Functions never touch the Realtime Database.
  const { getDatabaseWithUrl } = await import("firebase-admin/database");
  return getDatabaseWithUrl(url, app());
}
