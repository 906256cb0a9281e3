import { Fragment } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import RefreshIcon from "@mui/icons-material/Refresh";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import { useGetOutboxQuery } from "../api/accountApi";

const TIME_FORMAT = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium" });

function showValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null || value === undefined) return "—";
  return JSON.stringify(value);
}

/** Development outbox (spec §7 Mailer): the mail documents the app has asked to send, newest first. */
export function Component() {
  const outbox = useGetOutboxQuery(undefined, { refetchOnMountOrArgChange: true });
  const loading = outbox.isFetching;
  const mail = outbox.data ?? null;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Outbox" robots="noindex" />
      <Stack spacing={3}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
          <Typography variant="h4" component="h1">
            Outbox
          </Typography>
          <Button startIcon={<RefreshIcon />} onClick={() => void outbox.refetch()} disabled={loading}>
            Refresh
          </Button>
        </Stack>
        <Alert severity="info">Development tool: in development, mail is only shown here and nothing is delivered. In production, mail goes to its recipients.</Alert>
        {loading && !mail ? (
          <PageLoader label="Loading the outbox" />
        ) : outbox.isError ? (
          <Alert severity="error" action={<Button onClick={() => void outbox.refetch()}>Retry</Button>}>
            The outbox could not be loaded. Check that the emulators are running and try again.
          </Alert>
        ) : !mail || mail.length === 0 ? (
          <Typography color="text.secondary">No mail sent yet.</Typography>
        ) : (
          <Stack spacing={2} component="ol" aria-label="Mail" sx={{ listStyle: "none", p: 0, m: 0 }} aria-busy={loading}>
            {mail.map((m) => (
              <Card key={m.id} variant="outlined" component="li">
                <CardContent>
                  <Stack direction={{ xs: "column", sm: "row" }} sx={{ justifyContent: "space-between", gap: 1, mb: 1 }}>
                    <Typography variant="h6" component="h2">
                      {m.message.subject || "(no subject)"}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="time" dateTime={new Date(m.createdAt).toISOString()}>
                      {TIME_FORMAT.format(new Date(m.createdAt))}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    To: {m.to}
                  </Typography>
                  <Chip size="small" label={m.template.name} sx={{ mb: 1 }} />
                  {Object.keys(m.template.data).length > 0 ? (
                    <Box
                      component="dl"
                      aria-label={`Template data for ${m.template.name}`}
                      sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 0.5, m: 0, typography: "body2" }}
                    >
                      {Object.entries(m.template.data).map(([key, value]) => (
                        <Fragment key={key}>
                          <Box component="dt" sx={{ color: "text.secondary" }}>
                            {key}
                          </Box>
                          <Box component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
                            {showValue(value)}
                          </Box>
                        </Fragment>
                      ))}
                    </Box>
                  ) : null}
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
export default Component;
