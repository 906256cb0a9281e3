import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Skeleton from "@mui/material/Skeleton";
import { FailureAlert } from "@/components/FailureAlert";
import { appErrorOf } from "@/lib/errors";
import { useAppSelector } from "@/lib/hooks";
import { useAppMutation } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { inviteListSummary, USER_LIST_MESSAGES } from "@rallyhub/domain/userLists/userLists";
import { useGetUserListsQuery, useInviteUserListMutation } from "../api/userListsApi";

/**
 * "Invite a list" on a game's manage page (issue 13): the organizer picks one
 * of their user lists and everyone on it is invited at once (the server
 * checks each player as for a single invitation).
 */
export function InviteListButton({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Invite a list
      </Button>
      {open ? <InviteListDialog eventId={eventId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function InviteListDialog({ eventId, onClose }: { eventId: string; onClose: () => void }) {
  const uid = useAppSelector(selectAuth).user?.uid ?? "";
  const lists = useGetUserListsQuery(uid, { skip: !uid });
  const [chosen, setChosen] = useState("");
  // A refusal shows in the dialog (the server's reason alone when it gave one) until the next try.
  const [invite, inviting] = useAppMutation(useInviteUserListMutation, { failure: "none", success: inviteListSummary });
  const items = lists.data?.items ?? [];
  const picked = items.find((l) => l.id === chosen) ?? null;

  const confirm = async () => {
    if (!picked) return;
    if ((await invite({ listId: picked.id, eventId })).data) onClose();
  };

  return (
    <Dialog open onClose={inviting.isLoading ? undefined : onClose} aria-labelledby="invite-list-title" maxWidth="xs" fullWidth>
      <DialogTitle id="invite-list-title">Invite a list</DialogTitle>
      <DialogContent>
        <FailureAlert brief error={inviting.failure} sx={{ mb: 2 }} />
        {lists.isLoading ? (
          <Skeleton variant="rounded" height={80} role="status" aria-label="Loading your lists" />
        ) : lists.isError ? (
          <Alert severity="error">{appErrorOf(lists.error).message}</Alert>
        ) : items.length === 0 ? (
          <DialogContentText>
            {USER_LIST_MESSAGES.empty} <RouterLink to="/user-list">Make a list</RouterLink> of the players you play with first.
          </DialogContentText>
        ) : (
          <>
            <DialogContentText sx={{ mb: 1 }}>Everyone on the list you choose is invited and told. Players already on this game or invited are left as they are.</DialogContentText>
            <RadioGroup aria-label="Your lists" value={chosen} onChange={(_e, value) => setChosen(value)}>
              {items.map((list) => (
                <FormControlLabel
                  key={list.id}
                  value={list.id}
                  control={<Radio />}
                  label={`${list.name} (${list.items.length} ${list.items.length === 1 ? "player" : "players"})`}
                  disabled={list.items.length === 0}
                />
              ))}
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={inviting.isLoading}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!picked || inviting.isLoading} onClick={() => void confirm()}>
          {picked ? `Invite ${picked.items.length} ${picked.items.length === 1 ? "player" : "players"}` : "Invite"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
