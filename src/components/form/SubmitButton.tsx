import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";

/** A submit button that shows a spinner and refuses clicks while the form is being sent. */
export function SubmitButton({ busy, children, ...rest }: ButtonProps & { busy: boolean }) {
  return (
    <Button type="submit" variant="contained" size="large" {...rest} disabled={busy || rest.disabled} aria-busy={busy}>
      {busy ? <CircularProgress size={22} color="inherit" aria-label="Working" /> : children}
    </Button>
  );
}
