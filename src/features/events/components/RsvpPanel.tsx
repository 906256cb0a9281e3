import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useAppMutation } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { eventCharge, formatMoney } from "@rallyhub/domain/billing/model";
import { spotsLeft, type EventRecord, type RsvpChoice } from "@rallyhub/domain/events/types";
import { useGetMyRsvpQuery, useGetWaitlistPositionQuery, usePayForEventMutation, useRsvpMutation } from "../api/eventsApi";

/** Where the browser goes to pay (Stripe Checkout); a seam for the screen tests. */
export const checkoutNavigation = { go: (url: string) => window.location.assign(url) };

const ANSWERED: Record<string, string> = {
  going: "You're going",
  maybe: "You answered maybe",
  waitlist: "You're on the waitlist",
  pending: "Waiting for the organizer's approval",
  declined: "The organizer declined your request to join",
  notGoing: "You're not going",
};

/**
 * The RSVP control (issue 9): going, maybe, not going; guests within the
 * limit; the waitlist and its position; a request waiting for approval; the
 * cancellation cut-off. The server decides; the page follows it live.
 */
export function RsvpPanel({ event, uid, now }: { event: EventRecord; uid: string | null; now: number }) {
  const mine = useGetMyRsvpQuery({ eventId: event.id, uid: uid ?? "" }, { skip: !uid });
  const status = mine.data?.rsvpStatus ?? null;
  const position = useGetWaitlistPositionQuery(event.id, { skip: status !== "waitlist" });
  const [answer, answering] = useAppMutation(useRsvpMutation);
  const [pay, paying] = useAppMutation(usePayForEventMutation);
  const [guests, setGuests] = useState<number | null>(null);
  const shownGuests = guests ?? mine.data?.guests ?? 0;

  if (!uid) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Typography>Log in to join this game.</Typography>
          <Button component={RouterLink} to={`/auth/login?returnUrl=${encodeURIComponent(`/event/${event.id}`)}`} variant="contained" sx={{ alignSelf: "flex-start" }}>
            Log in to join
          </Button>
        </Stack>
      </Paper>
    );
  }

  const started = now >= event.dateStart;
  const closed = event.cancelled || (started && !event.allowLateRsvp);
  const left = spotsLeft(event);
  const full = left !== null && left <= 0;
  const cutOff = event.hoursToCancelBefore !== null ? event.dateStart - event.hoursToCancelBefore * 3_600_000 : null;
  const insideCutOff = cutOff !== null && now > cutOff && now < event.dateStart;
  const active = status === "going" || status === "maybe" || status === "waitlist" || status === "pending";
  // Inside the cut-off a going player keeps every spot they hold (the server refuses giving any up).
  const locked = status === "going" && insideCutOff;

  const send = async (choice: RsvpChoice) => {
    const answered = await answer({ eventId: event.id, uid, choice, guests: choice === "notGoing" ? 0 : shownGuests });
    if (!answered.data) return;
    setGuests(null);
    if (choice === "going" && answered.data.status === "waitlist") toast.info("The game is full: you're on the waitlist.");
    else if (choice === "going" && answered.data.status === "pending") toast.info("Request sent: the organizer approves each player.");
    else if (choice === "going") toast.success("You're going!");
    else if (choice === "notGoing") toast.success("You're off the list.");
  };

  // A paid game (issue 12): a spot is bought through Checkout; the seat is taken once Stripe confirms the payment.
  const payment = mine.data?.payment ?? null;
  const paidFor = payment !== null && !payment.refunded;
  const holding = status === "going" || status === "waitlist" || status === "pending";
  const mustPay = event.price > 0 && event.creatorId !== uid && !paidFor && !holding;
  const charge = eventCharge(event.price, shownGuests, event.chargeGuests);
  const payAndJoin = async () => {
    const checkout = await pay({ eventId: event.id, guests: shownGuests });
    if (checkout.data) checkoutNavigation.go(checkout.data.url);
  };

  const joinLabel =
    event.creatorApprovalNeeded && event.creatorId !== uid
      ? "Ask to join"
      : full
        ? event.allowWaitlist
          ? "Join the waitlist"
          : "Full"
        : mustPay
          ? `Pay ${formatMoney(charge.total, "usd")} and join`
          : "I'm going";
  // Redirecting to Checkout keeps the button busy: the page is leaving.
  const busy = answering.isLoading || mine.isLoading || paying.isLoading || paying.isSuccess;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="rsvp-title">
      <Stack spacing={1.5}>
        <Typography id="rsvp-title" variant="h6" component="h2">
          {status ? ANSWERED[status] : "Are you in?"}
        </Typography>
        {status === "going" && mine.data && mine.data.guests > 0 ? (
          <Typography color="text.secondary">
            With {mine.data.guests} guest{mine.data.guests === 1 ? "" : "s"}.
          </Typography>
        ) : null}
        {mustPay ? (
          <Typography color="text.secondary">
            {formatMoney(charge.unitAmount, "usd")} a spot{event.allowParticipantGuests ? (event.chargeGuests ? ", guests too" : "; guests come free") : ""}. You pay on Stripe's secure page; your spot
            is kept once the payment goes through.
          </Typography>
        ) : null}
        {payment && !payment.refunded ? (
          <Typography color="text.secondary">
            You paid {formatMoney(payment.amount, "usd")}
            {payment.guests > 0 ? ` (with ${payment.guests} guest${payment.guests === 1 ? "" : "s"})` : ""}. Leaving does not refund it; you can come back without paying again, and if the organizer
            cancels the game you get it all back.
          </Typography>
        ) : null}
        {payment?.refunded ? <Alert severity="info">Your payment of {formatMoney(payment.amount, "usd")} was refunded.</Alert> : null}
        {status === "waitlist" && position.data?.position ? (
          <Typography role="status">You're #{position.data.position} on the waitlist. If a spot opens, you move up at once and we'll tell you.</Typography>
        ) : null}
        {event.cancelled ? <Alert severity="warning">This game was cancelled.</Alert> : null}
        {!event.cancelled && started && !event.allowLateRsvp ? <Alert severity="info">This game has already started.</Alert> : null}
        {!closed && status !== "declined" ? (
          <>
            {event.allowParticipantGuests ? (
              <TextField
                select
                size="small"
                label="Guests"
                value={shownGuests}
                onChange={(e) => setGuests(Number(e.target.value))}
                sx={{ maxWidth: 160 }}
                helperText={`Up to ${event.guestLimit}; guests take spots too`}
              >
                {Array.from({ length: event.guestLimit + 1 }, (_, n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
              <Button
                variant={status === "going" || status === "waitlist" || status === "pending" ? "outlined" : "contained"}
                disabled={busy || (full && !event.allowWaitlist && status !== "going") || (locked && shownGuests < (mine.data?.guests ?? 0))}
                onClick={() => void (mustPay ? payAndJoin() : send("going"))}
                aria-pressed={status === "going"}
              >
                {status === "going" && shownGuests !== mine.data?.guests ? "Update guests" : status === "going" ? "Going" : joinLabel}
              </Button>
              <Button variant="outlined" disabled={busy || locked} onClick={() => void send("maybe")} aria-pressed={status === "maybe"}>
                Maybe
              </Button>
              {active ? (
                <Button color="error" disabled={busy || locked} onClick={() => void send("notGoing")}>
                  {status === "waitlist" ? "Leave the waitlist" : status === "pending" ? "Withdraw request" : "Can't go"}
                </Button>
              ) : null}
            </Stack>
            {event.hoursToCancelBefore !== null ? (
              <Typography variant="body2" color={insideCutOff && status === "going" ? "warning.main" : "text.secondary"}>
                {insideCutOff && status === "going"
                  ? `Cancellations closed ${event.hoursToCancelBefore} hour${event.hoursToCancelBefore === 1 ? "" : "s"} before the start: ask the organizer to take you off the list.`
                  : `Cancellations close ${event.hoursToCancelBefore} hour${event.hoursToCancelBefore === 1 ? "" : "s"} before the start.`}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
