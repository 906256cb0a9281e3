import { useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { PageLoader } from "@/components/PageLoader";
import { FormTextField } from "@/components/form/FormTextField";
import { ZodForm } from "@/components/form/ZodForm";
import { appErrorOf } from "@/lib/errors";
import { toast } from "@/lib/toast";
import { useAppMutation, type AppMutationResult } from "@/lib/useAppMutation";
import { JOINERS_MESSAGE_MAX } from "@rallyhub/domain/events/joinersMessage";
import { RSVP_STATUS_LABELS, type EventRecord, type Joiner } from "@rallyhub/domain/events/types";
import { useGetJoinersQuery, useMessageJoinersMutation, useRemoveJoinerMutation, useRespondToRsvpMutation } from "../api/eventsApi";
import { joinersCsv } from "../model/format";
import { messageFormSchema } from "../model/message";

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

/** The Players tab of a game's manage page: who answered, approve/decline/remove, CSV export, and a message to everyone. */
export function ManagePlayersTab({ event }: { event: EventRecord }) {
  const joiners = useGetJoinersQuery(event.id);
  const [respond] = useAppMutation(useRespondToRsvpMutation);
  const [remove] = useAppMutation(useRemoveJoinerMutation);
  const [message] = useAppMutation(useMessageJoinersMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const list = joiners.data ?? [];
  const active = list.filter((j) => j.rsvpStatus !== "notGoing" && j.rsvpStatus !== "declined");

  /** One action at a time: the others wait while it runs. A failure shows as a toast (useAppMutation). */
  const run = async (key: string, work: () => Promise<AppMutationResult<unknown>>, success: string) => {
    setBusy(key);
    const done = await work();
    setBusy(null);
    if (!done.error) toast.success(success, { duration: "short" });
    return !done.error;
  };

  if (joiners.isLoading) return <PageLoader label="Loading the players" />;
  if (joiners.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void joiners.refetch()}>Retry</Button>}>
        {appErrorOf(joiners.error).message}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", rowGap: 1 }}>
        <Chip label={`${event.goingCount} going`} color="primary" />
        <Chip label={`${event.maybeCount} maybe`} />
        {event.waitlistCount > 0 ? <Chip label={`${event.waitlistCount} on the waitlist`} /> : null}
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
                  <TableCell>{RSVP_STATUS_LABELS[j.rsvpStatus]}</TableCell>
                  <TableCell align="right">{j.guests}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: "flex-end" }}>
                      {j.rsvpStatus === "pending" ? (
                        <>
                          <Button
                            size="small"
                            variant="contained"
                            disabled={busy !== null}
                            onClick={() => void run(j.uid, () => respond({ eventId: event.id, uid: j.uid, approve: true }), `${j.displayName} approved`)}
                          >
                            Approve
                          </Button>
                          <Button size="small" disabled={busy !== null} onClick={() => void run(j.uid, () => respond({ eventId: event.id, uid: j.uid, approve: false }), `${j.displayName} declined`)}>
                            Decline
                          </Button>
                        </>
                      ) : null}
                      {j.rsvpStatus !== "notGoing" && j.rsvpStatus !== "declined" && j.uid !== event.creatorId ? (
                        <Button
                          size="small"
                          color="error"
                          disabled={busy !== null}
                          onClick={() => void run(j.uid, () => remove({ eventId: event.id, uid: j.uid }), `${j.displayName} removed`)}
                          aria-label={`Remove ${j.displayName}`}
                        >
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
      <MessagePlayersForm recipients={active.length} send={(text) => run("message", () => message({ eventId: event.id, message: text }), "Message sent")} />
    </Stack>
  );
}

/** "Message all players": a message that fails to send stays in the box, for another try. */
function MessagePlayersForm({ recipients, send }: { recipients: number; send: (message: string) => Promise<boolean> }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <ZodForm
        schema={messageFormSchema}
        defaultValues={{ message: "" }}
        mode="onSubmit"
        aria-label="Message all players"
        onSubmit={async (values, form) => {
          if (await send(values.message)) form.reset({ message: "" });
        }}
      >
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            Message all players
          </Typography>
          <FormTextField
            name="message"
            label="Message"
            multiline
            minRows={2}
            helperText={`Goes to the ${recipients} player${recipients === 1 ? "" : "s"} on the list (in the app, and by e-mail as each prefers)`}
            slotProps={{ htmlInput: { maxLength: JOINERS_MESSAGE_MAX } }}
          />
          <SendButton recipients={recipients} />
        </Stack>
      </ZodForm>
    </Paper>
  );
}

function SendButton({ recipients }: { recipients: number }) {
  const blank = useWatch<{ message: string }, "message">({ name: "message" }).trim() === "";
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" variant="contained" disabled={blank || isSubmitting || recipients === 0} sx={{ alignSelf: "flex-start" }}>
      Send
    </Button>
  );
}
