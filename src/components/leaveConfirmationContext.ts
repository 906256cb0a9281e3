import { createContext, useContext, useLayoutEffect } from "react";

export const LeaveConfirmationContext = createContext<(dirty: boolean) => void>(() => undefined);

/**
 * A page inside a leave-confirmed route reports whether it has unsaved changes,
 * in the same commit that shows them (a layout effect), so that leaving at once
 * after a keystroke already asks.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const setDirty = useContext(LeaveConfirmationContext);
  useLayoutEffect(() => {
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
}
