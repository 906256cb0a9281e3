import { useEffect, useMemo, useState } from "react";

/**
 * The value once it has stayed the same for `ms` milliseconds (compared by
 * its JSON, so a new object with the same contents is no change); the first
 * value at once. Spec §9: the places load 500 ms after the view stops
 * moving, so panning or zooming through several areas loads only the last.
 */
export function useSettled<T>(value: T, ms: number): T {
  const key = JSON.stringify(value);
  // One object per distinct value: the effect below runs when the value changes, not on every render.
  const stable = useMemo(() => JSON.parse(key) as T, [key]);
  const [settled, setSettled] = useState<{ key: string; value: T }>(() => ({ key, value: stable }));
  useEffect(() => {
    if (key === settled.key) return undefined;
    const timer = setTimeout(() => setSettled({ key, value: stable }), ms);
    return () => clearTimeout(timer);
  }, [key, stable, ms, settled.key]);
  return settled.value;
}
