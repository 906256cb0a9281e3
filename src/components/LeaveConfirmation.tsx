import { useEffect, useState } from "react";
import { Outlet, useBlocker } from "react-router-dom";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { LeaveConfirmationContext } from "./leaveConfirmationContext";

/**
 * Layout route for builders (form/build/{id}, site/build/{id}): while the page
 * reports unsaved changes, leaving asks first — in-app navigation through a
 * dialog, closing or reloading the tab through the browser's own prompt.
 */
export function LeaveConfirmation() {
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
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
      <Dialog open={blocker.state === "blocked"} onClose={() => blocker.reset?.()} aria-labelledby="leave-title">
        <DialogTitle id="leave-title">Leave this page?</DialogTitle>
        <DialogContent>
          <DialogContentText>You have changes that are not saved. If you leave now they will be lost.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} autoFocus>
            Stay on page
          </Button>
          <Button color="error" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </DialogActions>
      </Dialog>
    </LeaveConfirmationContext.Provider>
  );
}
