import { useEffect, useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { toast, type Toast } from "@/lib/toast";

/** Shows the toast queue one message at a time (lib/toast.ts holds the queue). */
export function ToastHost() {
  const [queue, setQueue] = useState<readonly Toast[]>([]);
  useEffect(() => toast.subscribe(setQueue), []);
  const current = queue[0];
  if (!current) return null;
  const close = () => toast.dismiss(current.id);
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.autoHideMs}
      onClose={(_event, reason) => {
        // A persistent message waits for its button; clicks elsewhere don't close it.
        if (reason === "clickaway" && current.autoHideMs === null) return;
        close();
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={current.actionLabel ? undefined : close}
        action={
          current.actionLabel ? (
            <Button color="inherit" size="small" onClick={close}>
              {current.actionLabel}
            </Button>
          ) : undefined
        }
        sx={{ width: "100%", alignItems: "center" }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
