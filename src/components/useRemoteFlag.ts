import { useEffect, useState } from "react";
import { getFlag, peekFlag, type RemoteFlag } from "@/lib/remoteConfig";

/**
 * A remote feature flag for rendering: the in-app default (or the value
 * already fetched) at first, then the value getFlag resolves to.
 */
export function useRemoteFlag(name: RemoteFlag): boolean {
  const [state, setState] = useState<{ name: RemoteFlag; value: boolean }>(() => ({ name, value: peekFlag(name) }));
  // A different flag asked for: start from its own default.
  const current = state.name === name ? state : { name, value: peekFlag(name) };
  if (current !== state) setState(current);

  useEffect(() => {
    let live = true;
    getFlag(name)
      .then((value) => {
        if (live) setState({ name, value });
      })
      .catch(() => undefined); // The default stays.
    return () => {
      live = false;
    };
  }, [name]);

  return current.value;
}
