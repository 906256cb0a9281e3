import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link as RouterLink, useParams, useSearchParams } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Tabs from "@mui/material/Tabs";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { PageLoader } from "@/components/PageLoader";
import type { SerializedAppError } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { toast } from "@/lib/toast";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { useGetTeamsForUserQuery } from "@/features/teams/public";
import { InviteListButton } from "@/features/userLists/public";
import { JOINERS_MESSAGE_MAX } from "@rallyhub/domain/events/joinersMessage";
import type { EventInput } from "@rallyhub/domain/events/schema";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import {
  useCancelEventMutation,
  useFindAvailablePlayersQuery,
  useGetEventQuery,
  useGetJoinersQuery,
  useInviteToEventMutation,
  useMessageJoinersMutation,
  useRemoveJoinerMutation,
  useRespondToRsvpMutation,
  useSaveEventMutation,
} from "../api/eventsApi";
import { viewerGameTime } from "@/lib/gameTime";
import { joinersCsv, STATUS_LABELS } from "../model/format";
import { messageFormSchema } from "../model/message";
import { EventForm } from "./EventForm";

const TABS = ["details", "players", "find"] as const;
type ManageTab = (typeof TABS)[number];

function inputOf(e: EventRecord): EventInput {
  return {
    title: e.title,
    gameType: e.gameType,
    description: e.description,
    day: e.day,
    timeStart: e.timeStart,
    timeZone: e.timeZone,
    duration: e.duration,
    location: { name: e.location.name, address: e.location.address, lat: e.location.lat, lng: e.location.lng, placeId: e.location.placeId },
    hostingTeam: e.hostingTeam,
    isPrivate: e.isPrivate,
    makePublicAfter: e.makePublicAfter,
    capacity: e.capacity,
    allowWaitlist: e.allowWaitlist,
    hasMinimumNeeded: e.hasMinimumNeeded,
    minimumNeeded: e.minimumNeeded,
    hoursToCancelBefore: e.hoursToCancelBefore,
    allowLateRsvp: e.allowLateRsvp,
    creatorApprovalNeeded: e.creatorApprovalNeeded,
    allowParticipantGuests: e.allowParticipantGuests,
    guestLimit: e.guestLimit,
    chargeGuests: e.chargeGuests,
    price: e.price,
    reoccurringInfo: e.reoccurringInfo,
    excludedDates: e.excludedDates,
  };
}

function downloadCsv(event: EventRecord, joiners: Joiner[]) {
  const href = URL.createObjectURL(new Blob([joinersCsv(joiners, event.timeZone)], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = href;
  a.download = `${event.title.replace(/[^\w -]+/g, "").trim() || "players"}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

function Players({ event }: { event: EventRecord }) {
  const joiners = useGetJoinersQuery(event.id);
  const [respond] = useRespondToRsvpMutation();
  const [remove] = useRemoveJoinerMutation();
  const [message] = useMessageJoinersMutation();
  const messageForm = useForm<{ message: string }>({ resolver: zodResolver(messageFormSchema), defaultValues: { message: "" } });
  const blank = useWatch({ control: messageForm.control, name: "message" }).trim() === "";
  const [busy, setBusy] = useState<string | null>(null);
  const list = joiners.data ?? [];
  const active = list.filter((j) => j.rsvpStatus !== "notGoing" && j.rsvpStatus !== "declined");

  const run = async (key: string, work: () => Promise<unknown>, success: string) => {
    setBusy(key);
    try {
      await work();
      toast.success(success, { duration: "short" });
    } catch (error) {
      toast.failure(error as SerializedAppError);
    } finally {
      setBusy(null);
    }
  };
  // A message that fails to send stays in the box, for another try.
  const sendMessage = messageForm.handleSubmit((values) => run("message", () => message({ eventId: event.id, message: values.message }).unwrap().then(() => messageForm.reset({ message: "" })), "Message sent"));

  if (joiners.isLoading) return <PageLoader label="Loading the players" />;
  if (joiners.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void joiners.refetch()}>Retry</Button>}>
        {(joiners.error as SerializedAppError).message}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        <Chip label={`${event.goingCount} going`} color="primary" />
        <Chip label={`${event.maybeCount} maybe`} />
        {event.waitlistCount > 0 ? <Chip label={`${event.waitlistCount} waitlist`} /> : null}
        {event.pendingCount > 0 ? <Chip label={`${event.pendingCount} to approve`} color="warning" /> : null}
        <Button size="small" onClick={() => downloadCsv(event, list)} disabled={list.length === 0}>
          Export CSV
        </Button>
      </Stack>
      {list.length === 0 ? (
        <Typography color="text.secondary">Nobody has answered yet.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Players">
            <TableHead>
              <TableRow>
                <TableCell>Player</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Guests</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((j) => (
                <TableRow key={j.uid}>
                  <TableCell component="th" scope="row">
                    <RouterLink to={`/profile/${j.uid}`}>{j.displayName}</RouterLink>
                  </TableCell>
                  <TableCell>{STATUS_LABELS[j.rsvpStatus]}</TableCell>
                  <TableCell align="right">{j.guests}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
                      {j.rsvpStatus === "pending" ? (
                        <>
                          <Button size="small" variant="contained" disabled={busy !== null} onClick={() => void run(j.uid, () => respond({ eventId: event.id, uid: j.uid, approve: true }).unwrap(), `${j.displayName} approved`)}>
                            Approve
                          </Button>
                          <Button size="small" disabled={busy !== null} onClick={() => void run(j.uid, () => respond({ eventId: event.id, uid: j.uid, approve: false }).unwrap(), `${j.displayName} declined`)}>
                            Decline
                          </Button>
                        </>
                      ) : null}
                      {j.rsvpStatus !== "notGoing" && j.rsvpStatus !== "declined" && j.uid !== event.creatorId ? (
                        <Button size="small" color="error" disabled={busy !== null} onClick={() => void run(j.uid, () => remove({ eventId: event.id, uid: j.uid }).unwrap(), `${j.displayName} removed`)} aria-label={`Remove ${j.displayName}`}>
                          Remove
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="form" aria-label="Message all players" noValidate onSubmit={(e) => void sendMessage(e)}>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            Message all players
          </Typography>
          <Controller
            name="message"
            control={messageForm.control}
            render={({ field, fieldState }) => (
              <TextField
                label="Message"
                multiline
                minRows={2}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? `Goes to the ${active.length} player${active.length === 1 ? "" : "s"} on the list (in the app, and by e-mail as each prefers)`}
                slotProps={{ htmlInput: { maxLength: JOINERS_MESSAGE_MAX } }}
              />
            )}
          />
          <Button type="submit" variant="contained" disabled={blank || messageForm.formState.isSubmitting || active.length === 0} sx={{ alignSelf: "flex-start" }}>
            Send
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function FindPlayers({ event }: { event: EventRecord }) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" }, justifyContent: "space-between" }}>
        <Typography color="text.secondary">Players near the game whose hours, date overrides and travel cover {viewerGameTime(event)}, and who let you see their availability. Nearest first.</Typography>
        <Box sx={{ flexShrink: 0 }}>
          <InviteListButton eventId={event.id} />
        </Box>
      </Stack>
      <AvailablePlayers event={event} />
    </Stack>
  );
}

function AvailablePlayers({ event }: { event: EventRecord }) {
  const found = useFindAvailablePlayersQuery(event.id);
  const [invite] = useInviteToEventMutation();
  if (found.isLoading) return <PageLoader label="Finding available players" />;
  if (found.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void found.refetch()}>Retry</Button>}>
        {(found.error as SerializedAppError).message}
      </Alert>
    );
  }
  const players = found.data ?? [];
  return players.length === 0 ? (
    <Paper variant="outlined" sx={{ p: 3, textAlign: "center" }}>
      <Typography>Nobody nearby is available then.</Typography>
    </Paper>
  ) : (
    <List aria-label="Available players">
      {players.map((p) => (
        <ListItem
          key={p.uid}
          divider
          secondaryAction={
            <Button
              size="small"
              variant={p.invited ? "text" : "contained"}
              disabled={p.invited}
              onClick={() =>
                void invite({ eventId: event.id, uid: p.uid })
                  .unwrap()
                  .then(() => toast.success(`${p.displayName} invited`, { duration: "short" }))
                  .catch((error: unknown) => toast.failure(error as SerializedAppError))
              }
              aria-label={p.invited ? `${p.displayName} invited` : `Invite ${p.displayName}`}
            >
              {p.invited ? "Invited" : "Invite"}
            </Button>
          }
          sx={{ pr: 14 }}
        >
          <ListItemAvatar>
            <Avatar src={p.photoURL || undefined} alt="">
              {p.displayName.slice(0, 1)}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={<RouterLink to={`/profile/${p.uid}`}>{p.displayName}</RouterLink>} secondary={`${p.distanceMiles} mi · ${p.cityName}${p.sports.length > 0 ? ` · ${p.sports.slice(0, 3).join(", ")}` : ""}`} />
        </ListItem>
      ))}
    </List>
  );
}

function CancelDialog({ event, onClose }: { event: EventRecord; onClose: () => void }) {
  const [scope, setScope] = useState<"one" | "series">("one");
  const [cancel, cancelling] = useCancelEventMutation();
  const confirm = async () => {
    try {
      const result = await cancel({ eventId: event.id, scope }).unwrap();
      toast.success(result.cancelled > 1 ? `${result.cancelled} games cancelled` : "Game cancelled");
      onClose();
    } catch (error) {
      toast.failure(error as SerializedAppError);
    }
  };
  return (
    <Dialog open onClose={cancelling.isLoading ? undefined : onClose} aria-labelledby="cancel-game-title" maxWidth="xs" fullWidth>
      <DialogTitle id="cancel-game-title">Cancel this game?</DialogTitle>
      <DialogContent>
        <DialogContentText>Everyone on the list is told (in the app, and by e-mail as each prefers). This cannot be undone.</DialogContentText>
        {event.seriesId ? (
          <RadioGroup value={scope} onChange={(_e, v) => setScope(v as "one" | "series")} aria-label="Which games">
            <FormControlLabel value="one" control={<Radio />} label="This game only" />
            <FormControlLabel value="series" control={<Radio />} label="This and all later games in the series" />
          </RadioGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancelling.isLoading}>
          Keep it
        </Button>
        <Button color="error" variant="contained" onClick={() => void confirm()} disabled={cancelling.isLoading}>
          Cancel game
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** event/{id}/manage (signed-in): the organizer's page: edit, cancel, players, find players. */
export function Component() {
  const { id = "" } = useParams();
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const [params, setParams] = useSearchParams();
  const tab: ManageTab = (TABS as readonly string[]).includes(params.get("tab") ?? "") ? (params.get("tab") as ManageTab) : "details";
  const event = useGetEventQuery(id);
  const options = useGetProfileOptionsQuery(undefined);
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const [save] = useSaveEventMutation();
  const [cancelling, setCancelling] = useState(false);

  if (event.isLoading) return <PageLoader label="Loading the game" />;
  const e = event.data;
  if (!e) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title="Game not found" robots="noindex" />
        <Alert severity="info" role="alert">
          Game not found
        </Alert>
      </Container>
    );
  }
  if (e.creatorId !== uid) {
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <PageHead title={e.title} robots="noindex" />
        <Alert severity="warning" role="alert" action={<Button component={RouterLink} to={`/event/${e.id}`}>See the game</Button>}>
          Only the organizer can manage this game.
        </Alert>
      </Container>
    );
  }
  const managed = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => ({ id: t.id, name: t.name }));

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={`Manage: ${e.title}`} robots="noindex" />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 1, flexWrap: "wrap" }}>
        <div>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {e.title}
          </Typography>
          <Typography color="text.secondary">{viewerGameTime(e)}</Typography>
        </div>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={`/event/${e.id}`}>
            View page
          </Button>
          {!e.cancelled ? (
            <Button color="error" variant="outlined" onClick={() => setCancelling(true)}>
              Cancel game
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {e.cancelled ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This game was cancelled.
        </Alert>
      ) : null}
      <Tabs value={tab} onChange={(_ev, v: ManageTab) => setParams({ tab: v }, { replace: true })} aria-label="Manage the game" sx={{ my: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="details" label="Details" {...tabProps("details")} />
        <Tab value="players" label={`Players (${e.goingCount + e.maybeCount + e.waitlistCount + e.pendingCount})`} {...tabProps("players")} />
        <Tab value="find" label="Find available players" disabled={e.cancelled} {...tabProps("find")} />
      </Tabs>
      <Box role="tabpanel" id={`manage-panel-${tab}`} aria-labelledby={`manage-tab-${tab}`}>
        {tab === "details" ? (
          e.cancelled ? (
            <Typography color="text.secondary">A cancelled game cannot be edited.</Typography>
          ) : (
            <EventForm
              mode="edit"
              initial={inputOf(e)}
              inSeries={e.seriesId !== null}
              gameTypes={options.data?.gameTypes ?? []}
              teams={managed}
              cityName={auth.profile?.defaultCity?.name ?? null}
              priceLocked={e.price > 0 && e.goingCount + e.waitlistCount + e.pendingCount > 0}
              onSubmit={async (values, scope) => {
                const result = await save({ eventId: e.id, scope, event: values }).unwrap();
                toast.success(result.count > 1 ? `${result.count} games saved` : "Game saved");
              }}
            />
          )
        ) : tab === "players" ? (
          <Players event={e} />
        ) : (
          <FindPlayers event={e} />
        )}
      </Box>
      {cancelling ? <CancelDialog event={e} onClose={() => setCancelling(false)} /> : null}
    </Container>
  );
}

/** Each tab names the panel it shows, and the panel is named by its tab. */
function tabProps(value: ManageTab) {
  return { id: `manage-tab-${value}`, "aria-controls": `manage-panel-${value}` };
}
