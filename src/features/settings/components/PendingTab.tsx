import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";

/** A settings tab whose capability arrives with a later issue. */
export function PendingTab({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info">This section is being built. It will be ready in an upcoming release.</Alert>
    </>
  );
}
