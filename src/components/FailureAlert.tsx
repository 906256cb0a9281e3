import Alert, { type AlertProps } from "@mui/material/Alert";
import type { SerializedAppError } from "@/lib/errors";

export interface FailureAlertProps extends Omit<AlertProps, "children"> {
  error: SerializedAppError | null | undefined;
  /** The server's reason alone when it gave one (it says it all), else the message. */
  brief?: boolean;
}

/**
 * A failed operation shown in place: the message its AppError carries (the
 * spec's wording) with the server's reason under it, as toast.failure shows
 * it in a toast. Nothing when there is no error.
 */
export function FailureAlert({ error, brief = false, severity = "error", ...rest }: FailureAlertProps) {
  if (!error) return null;
  return (
    <Alert severity={severity} role="alert" {...rest}>
      {brief ? (error.reason ?? error.message) : error.message}
      {!brief && error.reason && error.reason !== error.message ? <div>{error.reason}</div> : null}
    </Alert>
  );
}
