/** Spec §9: clear-and-reload failsafe 5 s. */
export const CLEAR_AND_RELOAD_FAILSAFE_MS = 5000;

export interface ClearAndReloadDeps {
  storages: Storage[];
  caches?: Pick<CacheStorage, "keys" | "delete">;
  serviceWorker?: Pick<ServiceWorkerContainer, "getRegistrations">;
  logout: () => Promise<unknown>;
  goHome: () => void;
  failsafeMs?: number;
}

/**
 * Spec §4 Clear-and-reload: clear local and session storage, caches and
 * service workers, log out and go home. If anything hangs, the 5 s failsafe
 * goes home anyway; home is reached exactly once.
 */
export async function clearAndReload(deps: ClearAndReloadDeps): Promise<void> {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    deps.goHome();
  };
  const failsafe = setTimeout(finish, deps.failsafeMs ?? CLEAR_AND_RELOAD_FAILSAFE_MS);
  try {
    for (const s of deps.storages) {
      try {
        s.clear();
      } catch {
        /* storage blocked */
      }
    }
    const caches = deps.caches;
    if (caches) {
      const keys = await caches.keys();
      await Promise.all(keys.map((k) => caches.delete(k)));
    }
    if (deps.serviceWorker) {
      const registrations = await deps.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
    await deps.logout();
  } catch {
    // Whatever failed, the user still ends up on a clean start page.
  } finally {
    clearTimeout(failsafe);
    finish();
  }
}
