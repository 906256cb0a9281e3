import { readFileSync } from "node:fs";

type Env = Record<string, string | undefined>;

/** databaseURL from FIREBASE_CONFIG (JSON, or the path of a JSON file), if any. */
function configuredUrl(env: Env): string | null {
  const raw = env.FIREBASE_CONFIG?.trim();
  if (!raw) return null;
  try {
    const config = JSON.parse(raw.startsWith("{") ? raw : readFileSync(raw, "utf8")) as { databaseURL?: unknown };
    return typeof config.databaseURL === "string" && config.databaseURL !== "" ? config.databaseURL : null;
  } catch {
    return null;
  }
}

/**
 * The Realtime Database the Functions should use, or null when there is none
 * to use (then presence clean-up is skipped):
 * - with a database emulator (FIREBASE_DATABASE_EMULATOR_HOST), the URL of
 *   FIREBASE_CONFIG or else the project's default instance (the Admin SDK sends
 *   it to the emulator);
 * - inside the Functions emulator without a database emulator, none: its
 *   FIREBASE_CONFIG names a production URL it cannot and must not reach;
 * - in production, FIREBASE_CONFIG's databaseURL, when the project has one.
 */
export function realtimeDatabaseUrl(env: Env = process.env): string | null {
  const url = configuredUrl(env);
  if (env.FIREBASE_DATABASE_EMULATOR_HOST) {
    const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT;
    return url ?? (project ? `https://${project}-default-rtdb.firebaseio.com` : null);
  }
  if (env.FUNCTIONS_EMULATOR === "true") return null;
  return url;
}
