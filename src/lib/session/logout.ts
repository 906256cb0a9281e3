import { setSessionHint } from "./sessionHint";

export const LOGOUT_TIMEOUT_MS = 10_000;

/** Hooks run before signing out (presence marks the user offline). */
const beforeSignOut = new Set<() => Promise<void>>();
export function onBeforeSignOut(hook: () => Promise<void>): () => void {
  beforeSignOut.add(hook);
  return () => beforeSignOut.delete(hook);
}

/** Removes what this app and the Auth SDK keep about the session in web storage. */
export function clearStoredAuthData(storage: Storage[] = [localStorage, sessionStorage]): void {
  setSessionHint(false);
  for (const s of storage) {
    try {
      for (const key of Object.keys(s)) {
        if (key.startsWith("firebase:") || key.startsWith("rallyhub.auth")) s.removeItem(key);
      }
    } catch {
      /* storage blocked */
    }
  }
}

/**
 * Spec §4 Logout: mark the user offline, sign out, clear stored auth data. It
 * gives up waiting after 10 s and completes anyway; any error still clears the
 * data. Resolves { ok: false } when something failed, so that the caller can say so.
 */
export async function logout(timeoutMs = LOGOUT_TIMEOUT_MS): Promise<{ ok: boolean }> {
  let ok = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const work = (async () => {
    const { markOffline } = await import("./api/presence");
    await markOffline().catch(() => undefined);
    for (const hook of beforeSignOut) await hook();
    const [{ getAuthClient }, { signOut }] = await Promise.all([import("@/lib/firebase"), import("firebase/auth")]);
    const auth = await getAuthClient();
    await signOut(auth);
  })();
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const result = await Promise.race([work, timeout]);
    if (result === "timeout") ok = false;
  } catch {
    ok = false;
  } finally {
    clearTimeout(timer);
    clearStoredAuthData();
  }
  return { ok };
}
