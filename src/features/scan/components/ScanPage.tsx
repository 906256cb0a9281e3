import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router-dom";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { LoadingBlock } from "@/components/LoadingBlock";
import { FormTextField } from "@/components/form/FormTextField";
import { SubmitButton } from "@/components/form/SubmitButton";
import { ZodForm } from "@/components/form/ZodForm";
import { useAppSelector } from "@/lib/hooks";
import type { SerializedAppError } from "@/lib/errors";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectUser } from "@/lib/session/authSlice";
import { browserTimeZone, todayIn } from "@rallyhub/domain/availability/dates";
import type { CheckInResult } from "@rallyhub/domain/scan/checkIn";
import { useCheckInPlayerMutation, useGetTodaysEventsQuery } from "../api/scanApi";
import { manualEntrySchema, type ManualEntryValues } from "../model/manualEntry";
import { playerIdFrom } from "../model/profileLink";
import { viewerGameTime } from "@/lib/gameTime";
import type { TodayEvent } from "../model/todayEvents";
import { useQrCamera } from "./useQrCamera";
import { SCAN_MESSAGES } from "../messages";

/** What the last scan or entry led to (shown until "Scan next"). */
type Outcome = { kind: "checking"; uid: string } | { kind: "checkedIn"; result: CheckInResult } | { kind: "refused"; uid: string; error: SerializedAppError } | { kind: "notACard" };

const OPEN_PROFILE = "";

const timeOfDay = (at: number) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" }).format(new Date(at));

/**
 * scan (signed-in, profile-ready; issue 11): an organizer points the camera
 * at a player card's QR code to open the player's profile, or to check the
 * player in to one of their games today. Manual entry of the profile link or
 * user ID works without a camera.
 */
export function Component() {
  const user = useAppSelector(selectUser);
  const uid = user?.uid ?? "";
  const day = todayIn(browserTimeZone());
  const events = useGetTodaysEventsQuery({ uid, day }, { skip: !uid });
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A refusal shows in the outcome below the camera (the server's reason), not in a toast.
  const [checkIn] = useAppMutation(useCheckInPlayerMutation, { failure: "none" });
  const navigate = useNavigate();

  const today = events.data ?? [];
  // With one game today it is the one at the door; with several the organizer picks.
  const chosen = choice ?? (today.length === 1 ? (today[0]?.id ?? OPEN_PROFILE) : OPEN_PROFILE);
  const event = today.find((e) => e.id === chosen) ?? null;

  const handlePlayer = async (playerUid: string) => {
    if (!event) {
      await navigate(`/profile/${playerUid}`);
      return;
    }
    setOutcome({ kind: "checking", uid: playerUid });
    const checked = await checkIn({ eventId: event.id, uid: playerUid });
    setOutcome(checked.error ? { kind: "refused", uid: playerUid, error: checked.error } : { kind: "checkedIn", result: checked.data });
  };

  const onCode = (text: string) => {
    const playerUid = playerIdFrom(text);
    if (playerUid) void handlePlayer(playerUid);
    else setOutcome({ kind: "notACard" });
  };

  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera } = useQrCamera(onCode, outcome !== null);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Scan" robots="noindex" />
      <Typography variant="h4" component="h1" gutterBottom>
        Scan a player card
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Point your camera at the QR code on a player&apos;s card to open their profile, or to check them in to one of your games today.
      </Typography>

      <Stack spacing={3}>
        <EventChoice events={events} today={today} chosen={chosen} onChoose={setChoice} />

        <Paper variant="outlined" component="section" aria-labelledby="scan-camera-heading" sx={{ p: 2 }}>
          <Typography id="scan-camera-heading" variant="h6" component="h2" gutterBottom>
            Camera
          </Typography>
          <Box
            component="video"
            ref={videoRef}
            muted
            playsInline
            aria-label="Camera view"
            sx={{
              display: cameraState.status === "on" || cameraState.status === "starting" ? "block" : "none",
              width: "100%",
              maxHeight: 360,
              bgcolor: "grey.900",
              borderRadius: 1,
              objectFit: "cover",
            }}
          />
          {cameraState.status === "starting" ? <Typography sx={{ mt: 1 }}>Starting the camera…</Typography> : null}
          {cameraState.status === "on" && outcome === null ? <Typography sx={{ mt: 1 }}>Point the camera at the QR code on a player card.</Typography> : null}
          {cameraState.status === "error" ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {SCAN_MESSAGES.camera[cameraState.problem]}
            </Alert>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {cameraState.status === "on" || cameraState.status === "starting" ? (
              <Button onClick={stopCamera}>Stop camera</Button>
            ) : (
              <Button variant="contained" onClick={() => void startCamera()}>
                {cameraState.status === "error" ? "Try the camera again" : "Start camera"}
              </Button>
            )}
          </Stack>
        </Paper>

        {outcome ? <OutcomePanel outcome={outcome} event={event} onNext={() => setOutcome(null)} /> : null}

        <ManualEntry checkingIn={event !== null} busy={outcome?.kind === "checking"} onPlayer={(playerUid) => void handlePlayer(playerUid)} />
      </Stack>
    </Container>
  );
}

function EventChoice({ events, today, chosen, onChoose }: { events: ReturnType<typeof useGetTodaysEventsQuery>; today: TodayEvent[]; chosen: string; onChoose: (id: string) => void }) {
  if (events.isLoading) return <LoadingBlock label="Loading your games today" height={56} />;
  if (events.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void events.refetch()}>
            Retry
          </Button>
        }
      >
        {SCAN_MESSAGES.failure.todaysEvents} Scanning still opens the player&apos;s profile.
      </Alert>
    );
  if (today.length === 0) return <Typography>You have no games today, so a scan opens the player&apos;s profile.</Typography>;
  return (
    <TextField
      select
      fullWidth
      label="When a card is scanned"
      value={chosen}
      onChange={(e) => onChoose(e.target.value)}
      slotProps={{ select: { native: true } }}
      helperText="Check the player in to a game you organize today, or just open their profile."
    >
      <option value={OPEN_PROFILE}>Open the player&apos;s profile</option>
      {today.map((e) => (
        <option key={e.id} value={e.id}>
          {`Check in to ${e.title}${e.locationName ? ` at ${e.locationName}` : ""}: ${viewerGameTime(e)}`}
        </option>
      ))}
    </TextField>
  );
}

function OutcomePanel({ outcome, event, onNext }: { outcome: Outcome; event: TodayEvent | null; onNext: () => void }) {
  const playerUid = outcome.kind === "checkedIn" ? outcome.result.uid : outcome.kind === "notACard" ? null : outcome.uid;
  const actions = (
    <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: "wrap" }}>
      <Button variant="contained" onClick={onNext} disabled={outcome.kind === "checking"}>
        Scan next
      </Button>
      {playerUid ? (
        <Button component={RouterLink} to={`/profile/${playerUid}`}>
          Open profile
        </Button>
      ) : null}
    </Stack>
  );
  switch (outcome.kind) {
    case "checking":
      return (
        <Alert severity="info" role="status">
          Checking the player in{event ? ` to ${event.title}` : ""}…
        </Alert>
      );
    case "checkedIn": {
      const { result } = outcome;
      return (
        <Alert severity={result.alreadyCheckedIn ? "info" : "success"} role="status">
          <AlertTitle>{result.alreadyCheckedIn ? "Already checked in" : "Checked in"}</AlertTitle>
          {result.alreadyCheckedIn
            ? `${result.displayName} was already checked in to ${result.eventTitle} at ${timeOfDay(result.checkedInAt)}.`
            : `${result.displayName} is checked in to ${result.eventTitle}.`}
          {actions}
        </Alert>
      );
    }
    case "refused":
      return (
        <Alert severity="error" role="alert">
          <AlertTitle>Not checked in</AlertTitle>
          {outcome.error.reason ?? outcome.error.message}
          {actions}
        </Alert>
      );
    case "notACard":
      return (
        <Alert severity="warning" role="alert">
          This QR code is not a player card.
          {actions}
        </Alert>
      );
  }
}

function ManualEntry({ checkingIn, busy, onPlayer }: { checkingIn: boolean; busy: boolean; onPlayer: (uid: string) => void }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="scan-manual-heading" sx={{ p: 2 }}>
      <Typography id="scan-manual-heading" variant="h6" component="h2" gutterBottom>
        Enter it by hand
      </Typography>
      <ZodForm
        schema={manualEntrySchema}
        defaultValues={{ player: "" }}
        mode="onSubmit"
        onSubmit={(values, form) => {
          const playerUid = playerIdFrom(values.player);
          if (!playerUid) return;
          form.reset({ player: "" });
          onPlayer(playerUid);
        }}
      >
        <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "flex-start" } }}>
          <FormTextField<ManualEntryValues> name="player" label="Profile link or user ID" fullWidth autoComplete="off" helperText="Paste the player's profile link, or type their user ID." />
          <SubmitButton busy={busy} size="medium" sx={{ flexShrink: 0, minHeight: 56 }}>
            {checkingIn ? "Check in" : "Find player"}
          </SubmitButton>
        </Stack>
      </ZodForm>
    </Paper>
  );
}
