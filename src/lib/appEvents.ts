/** App-wide events that features announce and others may react to (spec §4: saving as new emits a new-user event). */
export type AppEvent = { type: "new-user"; uid: string } | { type: "profile-updated"; uid: string };

const listeners = new Set<(event: AppEvent) => void>();

export function emitAppEvent(event: AppEvent): void {
  for (const l of listeners) l(event);
}

export function onAppEvent(listener: (event: AppEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
