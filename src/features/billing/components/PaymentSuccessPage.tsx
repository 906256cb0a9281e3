import { Link as RouterLink, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Container from "@mui/material/Container";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { appErrorOf } from "@/lib/errors";
import { BILLING_MESSAGES } from "@rallyhub/domain/billing/model";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useGetCheckoutSessionQuery } from "../api/billingApi";

type Outcome = { state: "checking" } | { state: "paid"; kind: string; eventId: string | null; refunded: boolean } | { state: "open" } | { state: "unknown"; message: string };

export const EVENT_REFUNDED = "The last spot was taken before your payment went through, so you were not added and your payment was refunded in full.";

/** The session id Checkout sends back (cs_…), or null for anything else. */
export function sessionIdFrom(params: URLSearchParams): string | null {
  const id = params.get("session_id") ?? "";
  return /^cs_[A-Za-z0-9_]{1,200}$/.test(id) ? id : null;
}

/**
 * payment-success (issue 12): where Checkout sends a payer back. The payment is
 * looked up on the server (an unknown or someone else's session is not found)
 * before anything is said; a paid one says so and offers what comes next.
 */
export function Component() {
  const [params] = useSearchParams();
  const sessionId = sessionIdFrom(params);
  const check = useGetCheckoutSessionQuery(sessionId ?? skipToken);
  const session = check.currentData;
  const outcome: Outcome = !sessionId
    ? { state: "unknown", message: BILLING_MESSAGES.unknownSession }
    : check.isError
      ? { state: "unknown", message: appErrorOf(check.error, BILLING_MESSAGES.unknownSession).message || BILLING_MESSAGES.unknownSession }
      : !session
        ? { state: "checking" }
        : session.status === "complete" && session.paymentStatus !== "unpaid"
          ? { state: "paid", kind: session.kind, eventId: session.eventId, refunded: session.refunded }
          : { state: "open" };

  const plan = outcome.state === "paid" && (outcome.kind === "user_plan" || outcome.kind === "team_plan");
  const game = outcome.state === "paid" && outcome.kind === "event_rsvp" ? outcome : null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHead title="Payment Successful" description="Your payment." />
      <Typography component="h1" variant="h4" gutterBottom>
        {outcome.state === "paid" && !game?.refunded ? "Payment Successful" : "Your payment"}
      </Typography>
      {outcome.state === "checking" ? (
        <Box role="status" sx={{ display: "flex", gap: 2, alignItems: "center" }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>Checking your payment…</Typography>
        </Box>
      ) : game?.refunded ? (
        <Alert severity="info" role="status">
          {EVENT_REFUNDED}
        </Alert>
      ) : outcome.state === "paid" ? (
        <Alert severity="success" role="status">
          {BILLING_MESSAGES.paymentSuccessful}
          {game ? (
            <Box component="span" sx={{ display: "block", mt: 0.5 }}>
              Your spot is kept: you're going.
            </Box>
          ) : null}
        </Alert>
      ) : outcome.state === "open" ? (
        <Alert severity="warning">Your payment is not finished: nothing was charged. You can go back and pay again.</Alert>
      ) : (
        <Alert severity="error">{outcome.message}</Alert>
      )}
      {outcome.state === "checking" ? null : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 3, flexWrap: "wrap" }}>
          {game?.eventId ? (
            <Button component={RouterLink} to={`/event/${game.eventId}`} variant="contained">
              Back to the game
            </Button>
          ) : null}
          {plan ? (
            <Button component={RouterLink} to="/profile/settings?tab=payments" variant="contained">
              Subscriptions &amp; Payouts
            </Button>
          ) : (
            <Button component={RouterLink} to="/transactions" variant={game?.eventId ? "outlined" : "contained"}>
              Transaction History
            </Button>
          )}
          <Button component={RouterLink} to="/home" variant="outlined">
            Go home
          </Button>
        </Stack>
      )}
    </Container>
  );
}
