import { createContext, useContext, useEffect } from "react";

export const LeaveConfirmationContext = createContext<(dirty: boolean) => void>(() => undefined);

/** A page inside a leave-confirmed route reports whether it has unsaved changes. */
export function useUnsavedChanges(dirty: boolean): void {
  const setDirty = useContext(LeaveConfirmationContext);
  useEffect(() => {
    setDirty(dirty);
    return () => setDirty(false);
  }, [dirty, setDirty]);
}
