import { getConfig } from "./config";
import { getFirebaseApp } from "./firebase";

/**
 * Remote feature flags (spec §1, §7: badges enabled and subscriptionsEnabled).
 * The in-app defaults are what every non-production build uses (there is no
 * Remote Config emulator); production fetches the published values once,
 * lazily, and falls back to these defaults on any error.
 */
export const REMOTE_CONFIG_DEFAULTS = { badgesEnabled: false, subscriptionsEnabled: true } as const;

export type RemoteFlag = keyof typeof REMOTE_CONFIG_DEFAULTS;
export type RemoteFlags = Record<RemoteFlag, boolean>;

/** Give up on a slow fetch after this long (the SDK's default is a minute). */
const FETCH_TIMEOUT_MS = 10_000;

let loading: Promise<RemoteFlags> | undefined;
let loaded: RemoteFlags | undefined;

function defaults(): RemoteFlags {
  return { ...REMOTE_CONFIG_DEFAULTS };
}

async function loadFlags(): Promise<RemoteFlags> {
  try {
    const [app, m] = await Promise.all([getFirebaseApp(), import("firebase/remote-config")]);
    if (!(await m.isSupported())) return defaults();
    const rc = m.getRemoteConfig(app);
    rc.defaultConfig = defaults();
    rc.settings.fetchTimeoutMillis = FETCH_TIMEOUT_MS;
    await m.fetchAndActivate(rc);
    const flags = defaults();
    for (const name of Object.keys(REMOTE_CONFIG_DEFAULTS) as RemoteFlag[]) flags[name] = m.getBoolean(rc, name);
    return flags;
  } catch {
    // A flag must never break the page that reads it.
    return defaults();
  }
}

/** The value of a flag: the in-app default outside production, else the fetched value (default on any error). */
export async function getFlag(name: RemoteFlag): Promise<boolean> {
  if (getConfig().environment !== "production") return REMOTE_CONFIG_DEFAULTS[name];
  loading ??= loadFlags().then((flags) => (loaded = flags));
  const flags = await loading;
  return flags[name];
}

/** Synchronously: the fetched value when it is already known, else the in-app default (for a first render). */
export function peekFlag(name: RemoteFlag): boolean {
  return loaded?.[name] ?? REMOTE_CONFIG_DEFAULTS[name];
}

/** For tests: forget what was fetched. */
export function resetRemoteConfigForTests(): void {
  loading = undefined;
  loaded = undefined;
}
