import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Outlet, useBlocker } from "react-router-dom";
import { LeaveConfirmationContext } from "./leaveConfirmationContext";

const LeaveDialog = lazy(() => import("./LeaveDialog"));

/**
 * Layout route for builders (form/build/{id}, site/build/{id}): while the page
 * reports unsaved changes, leaving asks first — in-app navigation through a
 * dialog, closing or reloading the tab through the browser's own prompt. A
 * navigation made right after a save passes `state: { saved: true }`.
 */
export function LeaveConfirmation() {
  const [dirty, setDirtyState] = useState(false);
  // The blocker reads the latest report at once (a back button pressed right after typing),
  // not the value of this layout's last render.
  const dirtyNow = useRef(false);
  const setDirty = useCallback((value: boolean) => {
    dirtyNow.current = value;
    setDirtyState(value);
  }, []);
  // A page that has just saved navigates with state { saved: true }: its changes are not lost.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirtyNow.current && currentLocation.pathname !== nextLocation.pathname && !(nextLocation.state as { saved?: boolean } | null)?.saved,
  );
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  return (
    <LeaveConfirmationContext.Provider value={setDirty}>
      <Outlet />
      {blocker.state === "blocked" ? (
        <Suspense fallback={null}>
          <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
        </Suspense>
      ) : null}
    </LeaveConfirmationContext.Provider>
  );
}
