import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { toast } from "@/lib/toast";
import type { SerializedAppError } from "@/lib/errors";
import { emailSchema } from "@shared/teams/schema";
import type { RosterRow, TeamRole } from "@shared/teams/types";
import { useChangeTeamRoleMutation, useGetTeamRosterQuery, useInviteToTeamMutation, useRemoveTeamMemberMutation, useRespondToJoinRequestMutation, useTransferTeamOwnershipMutation } from "../api/teamsApi";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", manager: "Manager", player: "Player", pending: "Invited", requested: "Asked to join" };

/** One page of the roster (50 names); "Show more" loads the next. */
function RosterPage({ teamId, after, canManage, isOwner, viewerUid, onNext }: { teamId: string; after: string | null; canManage: boolean; isOwner: boolean; viewerUid: string | null; onNext: (next: string) => void }) {
  const page = useGetTeamRosterQuery({ teamId, after });
  if (page.isLoading) return <Skeleton variant="rounded" height={120} aria-label="Loading the roster" />;
  if (page.isError || !page.data) {
    return (
      <Alert severity="error" action={<Button onClick={() => void page.refetch()}>Try again</Button>}>
        {(page.error as SerializedAppError | undefined)?.message ?? "The roster could not be loaded."}
      </Alert>
    );
  }
  const { rows, next } = page.data;
  return (
    <>
      {rows.map((row) => (
        <RosterItem key={row.id} teamId={teamId} row={row} canManage={canManage} isOwner={isOwner} isMe={row.uid !== null && row.uid === viewerUid} />
      ))}
      {next ? <ShowMore onClick={() => onNext(next)} /> : null}
    </>
  );
}

function ShowMore({ onClick }: { onClick: () => void }) {
  const [clicked, setClicked] = useState(false);
  if (clicked) return null;
  return (
    <ListItem>
      <Button
        onClick={() => {
          setClicked(true);
          onClick();
        }}
      >
        Show more
      </Button>
    </ListItem>
  );
}

function RosterItem({ teamId, row, canManage, isOwner, isMe }: { teamId: string; row: RosterRow; canManage: boolean; isOwner: boolean; isMe: boolean }) {
  const [changeRole, changing] = useChangeTeamRoleMutation();
  const [remove, removing] = useRemoveTeamMemberMutation();
  const [transfer, transferring] = useTransferTeamOwnershipMutation();
  const [answer, answering] = useRespondToJoinRequestMutation();
  const busy = changing.isLoading || removing.isLoading || transferring.isLoading || answering.isLoading;
  const name = row.displayName || row.email || "Player";
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.failure(error as SerializedAppError);
    }
  };
  const secondary = [ROLE_LABELS[row.role], row.email].filter(Boolean).join(" · ");
  return (
    <ListItem
      divider
      secondaryAction={
        canManage && !isMe && row.role !== "owner" ? (
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: "center" }}>
            {row.role === "requested" && row.uid ? (
              <>
                <Button size="small" variant="contained" disabled={busy} onClick={() => void run(() => answer({ teamId, uid: row.uid ?? "", accept: true }).unwrap(), `${name} joined the team`)}>
                  Accept
                </Button>
                <Button size="small" disabled={busy} onClick={() => void run(() => answer({ teamId, uid: row.uid ?? "", accept: false }).unwrap(), "Request declined")}>
                  Decline
                </Button>
              </>
            ) : null}
            {(row.role === "player" || row.role === "manager") && row.uid ? (
              <TextField
                select
                size="small"
                label="Role"
                value={row.role}
                disabled={busy}
                onChange={(e) => void run(() => changeRole({ teamId, uid: row.uid ?? "", role: e.target.value as "manager" | "player" }).unwrap(), `${name} is now a ${e.target.value}`)}
                slotProps={{ htmlInput: { "aria-label": `Role of ${name}` } }}
                sx={{ minWidth: 120 }}
              >
                <MenuItem value="player">Player</MenuItem>
                <MenuItem value="manager">Manager</MenuItem>
              </TextField>
            ) : null}
            {isOwner && (row.role === "player" || row.role === "manager") && row.uid ? (
              <Button
                size="small"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(`Make ${name} the owner of this team? You stay on as a manager.`)) void run(() => transfer({ teamId, uid: row.uid ?? "" }).unwrap(), `${name} now owns the team`);
                }}
              >
                Make owner
              </Button>
            ) : null}
            <Button size="small" color="error" disabled={busy} onClick={() => void run(() => remove({ teamId, entryId: row.id }).unwrap(), row.role === "pending" ? "Invitation withdrawn" : `${name} was removed`)}>
              {row.role === "pending" ? "Withdraw" : row.role === "requested" ? "Dismiss" : "Remove"}
            </Button>
          </Stack>
        ) : undefined
      }
      sx={{ pr: canManage ? { xs: 16, sm: 40 } : undefined }}
    >
      <ListItemAvatar>
        <Avatar src={row.photoURL || undefined} alt="">
          {name.slice(0, 1)}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={
          row.uid ? (
            <Link component={RouterLink} to={`/profile/${row.uid}`}>
              {name}
            </Link>
          ) : (
            name
          )
        }
        secondary={secondary}
      />
    </ListItem>
  );
}

/** Managers invite by e-mail: an account's owner gets an invitation to accept; an address without one gets an e-mail (claimed on sign-up). */
function InviteForm({ teamId }: { teamId: string }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [invite, inviting] = useInviteToTeamMutation();
  const send = async () => {
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Enter a valid e-mail");
      return;
    }
    setError(null);
    try {
      const result = await invite({ teamId, invitee: { email: parsed.data } }).unwrap();
      toast.success(result.emailed ? `Invitation e-mailed to ${parsed.data}` : `${parsed.data} is invited`);
      setEmail("");
    } catch (e) {
      const failure = e as SerializedAppError;
      setError(failure.reason ?? failure.message);
    }
  };
  return (
    <Stack
      component="form"
      aria-label="Invite a player"
      noValidate
      direction={{ xs: "column", sm: "row" }}
      spacing={1}
      sx={{ alignItems: { sm: "flex-start" } }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextField label="Invite by e-mail" type="email" value={email} onChange={(e) => setEmail(e.target.value)} error={Boolean(error)} helperText={error ?? "They accept from their notifications"} sx={{ flex: 1 }} />
      <Button type="submit" variant="contained" disabled={inviting.isLoading} sx={{ mt: { sm: 1 } }}>
        Invite
      </Button>
    </Stack>
  );
}

export interface TeamRosterProps {
  teamId: string;
  memberCount: number;
  canManage: boolean;
  isOwner: boolean;
  viewerUid: string | null;
}

/** The roster: names for everyone, e-mails for members and managers (the server decides), paged by 50. */
export function TeamRoster({ teamId, memberCount, canManage, isOwner, viewerUid }: TeamRosterProps) {
  const [pages, setPages] = useState<Array<string | null>>([null]);
  return (
    <Stack spacing={2}>
      {canManage ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <InviteForm teamId={teamId} />
        </Paper>
      ) : null}
      <Typography color="text.secondary">
        {memberCount} member{memberCount === 1 ? "" : "s"}
      </Typography>
      {viewerUid ? (
        <List aria-label="Roster" disablePadding>
          {pages.map((after) => (
            <RosterPage key={after ?? "first"} teamId={teamId} after={after} canManage={canManage} isOwner={isOwner} viewerUid={viewerUid} onNext={(next) => setPages((p) => (p.includes(next) ? p : [...p, next]))} />
          ))}
        </List>
      ) : (
        <Typography>
          <Link component={RouterLink} to="/login">
            Log in
          </Link>{" "}
          to see the whole roster.
        </Typography>
      )}
      {isOwner ? <Chip variant="outlined" label="Owners can't leave: make another member the owner first." sx={{ alignSelf: "flex-start", height: "auto", "& .MuiChip-label": { whiteSpace: "normal", py: 0.5 } }} /> : null}
    </Stack>
  );
}
