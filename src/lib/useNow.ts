import { useEffect, useState } from "react";

/** The current time, refreshed every `refreshMs` (so "has it started?" stays true on an open page). */
export function useNow(refreshMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(timer);
  }, [refreshMs]);
  return now;
}
