import { useLayoutEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import CheckIcon from "@mui/icons-material/Check";
import { useAppMutation } from "@/lib/useAppMutation";
import { toast } from "@/lib/toast";
import { eventCharge, formatMoney } from "@rallyhub/domain/billing/model";
import { RSVP_STATUS_LABELS, spotsLeft, type EventRecord, type RsvpChoice, type RsvpStatus } from "@rallyhub/domain/events/types";
import { useGetMyRsvpQuery, useGetWaitlistPositionQuery, usePayForEventMutation, useRsvpMutation } from "../api/eventsApi";
import { SR_ONLY } from "@/components/srOnly";

/** Where the browser goes to pay (Stripe Checkout); a seam for the screen tests. */
export const checkoutNavigation = { go: (url: string) => window.location.assign(url) };

/** The panel's heading: the current answer told to the player (the choices use RSVP_STATUS_LABELS). */
const ANSWERED: Record<RsvpStatus, string> = {
  going: "You're going",
  maybe: "You answered maybe",
  waitlist: "You're on the waitlist",
  pending: "Waiting for the organizer's approval",
  declined: "The organizer declined your request to join",
  notGoing: "You're not going",
};

/** One choice of the RSVP group: its words stay the same whether it is pressed or not; only the pressed state moves. */
interface Choice {
  label: string;
  pressed: boolean;
  disabled: boolean;
  /** Leaving a waitlist or withdrawing a request gives something up. */
  destructive?: boolean;
  onClick: () => void;
}

/** Apple's and WCAG's smallest comfortable tap target. */
const TAP_TARGET = 44;

/**
 * The choices as one labelled group of toggle buttons (issue 31): the current
 * answer filled and checked, the others outlined; each button's pressed state
 * is announced. In the bar they share its width equally.
 */
function RsvpChoices({ choices, fill }: { choices: Choice[]; fill: boolean }) {
  return (
    <Stack role="group" aria-label="Your answer" direction="row" spacing={1} useFlexGap sx={{ flexWrap: fill ? "nowrap" : "wrap" }}>
      {choices.map((c) => (
        <Button
          key={c.label}
          variant={c.pressed ? "contained" : "outlined"}
          color={c.destructive ? "error" : "primary"}
          startIcon={c.pressed ? <CheckIcon /> : undefined}
          aria-pressed={c.pressed}
          disabled={c.disabled}
          // Pressing the current answer again changes nothing: nothing is sent.
          onClick={c.pressed ? undefined : c.onClick}
          sx={{ minHeight: TAP_TARGET, lineHeight: 1.25, ...(fill ? { flex: "1 1 0", minWidth: 0, px: 1 } : {}) }}
        >
          {c.label}
        </Button>
      ))}
    </Stack>
  );
}

/** The CSS variable a bar fixed to the bottom of the screen sets to its height, so toasts show above it (ToastView). */
const BOTTOM_BAR_HEIGHT = "--bottom-bar-height";

/**
 * On a phone the choices live in a bar fixed to the bottom of the screen, so
 * the answer is always in reach without scrolling; it keeps clear of the home
 * indicator (the safe-area inset) and reports its height, so the page can end
 * with as much room and nothing stays hidden under it, and toasts rise above it.
 */
function RsvpBar({ answer, choices, onHeight }: { answer: string; choices: Choice[]; onHeight?: (height: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const report = () => {
      const height = Math.ceil(bar.getBoundingClientRect().height);
      root.setProperty(BOTTOM_BAR_HEIGHT, `${height}px`);
      onHeight?.(height);
    };
    report();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(report) : null;
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(BOTTOM_BAR_HEIGHT);
      onHeight?.(0);
    };
  }, [onHeight]);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label="Your RSVP"
      square
      elevation={8}
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: "appBar",
        pt: 1,
        pl: "calc(16px + env(safe-area-inset-left, 0px))",
        pr: "calc(16px + env(safe-area-inset-right, 0px))",
        pb: "calc(8px + env(safe-area-inset-bottom, 0px))",
      }}
    >
      {/* The panel's heading says the same to a screen reader; here it is for the eye. */}
      <Typography variant="subtitle2" component="p" aria-hidden sx={{ mb: 0.75 }}>
        {answer}
      </Typography>
      <RsvpChoices choices={choices} fill />
    </Paper>
  );
}

export interface RsvpPanelProps {
  event: EventRecord;
  uid: string | null;
  now: number;
  /** A phone: the choices go in a bar fixed to the bottom of the screen (RsvpBar) instead of the panel. */
  docked?: boolean;
  /** The docked bar's height in px as it changes, 0 once it is gone (the page pads its end by it). */
  onDockHeight?: (height: number) => void;
}

/**
 * The RSVP control (issue 9): going, maybe, not going; guests within the
 * limit; the waitlist and its position; a request waiting for approval; the
 * cancellation cut-off. The server decides; the page follows it live.
 */
export function RsvpPanel({ event, uid, now, docked = false, onDockHeight }: RsvpPanelProps) {
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
          : RSVP_STATUS_LABELS.going;
  // Redirecting to Checkout keeps the button busy: the page is leaving.
  const busy = answering.isLoading || mine.isLoading || paying.isLoading || paying.isSuccess;
  const heldGuests = mine.data?.guests ?? 0;
  // Going, waiting or asking, with a different number of guests picked: saved apart from the choices.
  const guestsChanged = holding && event.allowParticipantGuests && shownGuests !== heldGuests;

  // The current answer is the pressed choice, in the same words the organizer's list uses (RSVP_STATUS_LABELS).
  const choices: Choice[] = [
    status === "going" || status === "waitlist" || status === "pending"
      ? { label: RSVP_STATUS_LABELS[status], pressed: true, disabled: busy, onClick: () => undefined }
      : { label: joinLabel, pressed: false, disabled: busy || (full && !event.allowWaitlist), onClick: () => void (mustPay ? payAndJoin() : send("going")) },
    { label: RSVP_STATUS_LABELS.maybe, pressed: status === "maybe", disabled: busy || locked, onClick: () => void send("maybe") },
  ];
  // Once answered, the answer can be taken back (before, there is nothing to take back).
  if (status !== null) {
    choices.push(
      status === "waitlist" || status === "pending"
        ? { label: status === "waitlist" ? "Leave the waitlist" : "Withdraw request", pressed: false, destructive: true, disabled: busy, onClick: () => void send("notGoing") }
        : { label: RSVP_STATUS_LABELS.notGoing, pressed: status === "notGoing", disabled: busy || locked, onClick: () => void send("notGoing") },
    );
  }
  const canAnswer = !closed && status !== "declined";
  // Docked with nothing but its heading beside the bar (which says the same), the panel is not
  // drawn as an empty card on the page: its heading stays for screen readers.
  const hasDetails =
    (status === "going" && (mine.data?.guests ?? 0) > 0) ||
    mustPay ||
    payment !== null ||
    (status === "waitlist" && Boolean(position.data?.position)) ||
    closed ||
    (canAnswer && (event.allowParticipantGuests || event.hoursToCancelBefore !== null));
  const bare = docked && canAnswer && !hasDetails;

  return (
    <Paper variant="outlined" sx={bare ? { p: 0, border: 0, bgcolor: "transparent" } : { p: 2 }} component="section" aria-labelledby="rsvp-title" data-bare={bare || undefined}>
      <Stack spacing={1.5}>
        <Typography id="rsvp-title" variant="h6" component="h2" sx={bare ? SR_ONLY : undefined}>
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
        {canAnswer ? (
          <>
            {event.allowParticipantGuests ? (
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "flex-start", flexWrap: "wrap" }}>
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
                {guestsChanged ? (
                  <Button variant="outlined" disabled={busy || (locked && shownGuests < heldGuests)} onClick={() => void send("going")} sx={{ minHeight: 40 }}>
                    Update guests
                  </Button>
                ) : null}
              </Stack>
            ) : null}
            {docked ? <RsvpBar answer={status ? ANSWERED[status] : "Are you in?"} choices={choices} onHeight={onDockHeight} /> : <RsvpChoices choices={choices} fill={false} />}
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
