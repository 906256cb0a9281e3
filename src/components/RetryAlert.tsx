import type { ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";

/** A read that failed: what the error says, and Retry (or the screen's own word for it), which asks again. */
export function RetryAlert({ onRetry, label = "Retry", children }: { onRetry: () => void; label?: string | undefined; children: ReactNode }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {label}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
