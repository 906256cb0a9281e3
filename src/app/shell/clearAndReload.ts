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
  // Each step stands alone: one that fails must not stop the others (above all, the logout).
  const step = async (work: () => unknown) => {
    try {
      await work();
    } catch {
      /* keep going */
    }
  };
  try {
    for (const s of deps.storages) await step(() => s.clear());
    const caches = deps.caches;
    if (caches) {
      await step(async () => {
        const keys = await caches.keys();
        await Promise.all(keys.map((k) => step(() => caches.delete(k))));
      });
    }
    const serviceWorker = deps.serviceWorker;
    if (serviceWorker) {
      await step(async () => {
        const registrations = await serviceWorker.getRegistrations();
        await Promise.all(registrations.map((r) => step(() => r.unregister())));
      });
    }
    await step(() => deps.logout());
  } finally {
    clearTimeout(failsafe);
    finish();
  }
}
