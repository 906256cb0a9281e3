import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";
import { toast, type Toast } from "@/lib/toast";

/** One toast on screen (split from ToastHost so the Snackbar code loads with the first message). */
export default function ToastView({ current }: { current: Toast }) {
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
      // Above a bar fixed to the bottom of the screen (the game page's RSVP on a phone), which sets --bottom-bar-height.
      sx={{ bottom: { xs: "calc(8px + var(--bottom-bar-height, 0px))", sm: "calc(24px + var(--bottom-bar-height, 0px))" } }}
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
        {current.detail ? <div style={{ marginTop: 4, opacity: 0.92 }}>{current.detail}</div> : null}
      </Alert>
    </Snackbar>
  );
}
