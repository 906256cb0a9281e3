import { useState } from "react";
import { createFormControl, useWatch } from "react-hook-form";
import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemText from "@mui/material/ListItemText";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { LoadingBlock } from "@/components/LoadingBlock";
import { PagedList } from "@/components/PagedList";
import { FormTextField } from "@/components/form/FormTextField";
import { useZodForm, ZodForm } from "@/components/form/ZodForm";
import { toast } from "@/lib/toast";
import { appErrorOf } from "@/lib/errors";
import { useAppMutation, type AppMutationResult } from "@/lib/useAppMutation";
import { useUserSearch } from "@/features/account/public";
import { emailSchema } from "@rallyhub/domain/teams/schema";
import type { RosterRow, TeamRole } from "@rallyhub/domain/teams/types";
import { inviteFormSchema, type InviteFormOutput, type InviteFormValues } from "../model/invite";
import {
  useChangeTeamRoleMutation,
  useGetTeamRosterInfiniteQuery,
  useInviteToTeamMutation,
  useRemoveTeamMemberMutation,
  useRespondToJoinRequestMutation,
  useTransferTeamOwnershipMutation,
} from "../api/teamsApi";
import { TEAMS_MESSAGES } from "../messages";

const ROSTER_FAILED = "The roster could not be loaded.";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", manager: "Manager", player: "Player", pending: "Invited", requested: "Asked to join" };

/** The roster, 50 names a page; "Show more" loads the next. */
function RosterList({ teamId, canManage, isOwner, viewerUid }: { teamId: string; canManage: boolean; isOwner: boolean; viewerUid: string | null }) {
  const pages = useGetTeamRosterInfiniteQuery(teamId);
  return (
    <PagedList
      query={pages}
      items={(page) => page.rows}
      itemKey={(row) => row.id}
      loading={<LoadingBlock label="Loading the roster" height={120} />}
      loadingMore={<LoadingBlock label="Loading the roster" height={120} />}
      errorText={(error) => (error ? appErrorOf(error, ROSTER_FAILED).message : ROSTER_FAILED)}
      retryLabel="Try again"
      empty={null}
      list={(rows) => (
        <List aria-label="Roster" disablePadding>
          {rows}
        </List>
      )}
      renderItem={(row) => <RosterItem teamId={teamId} row={row} canManage={canManage} isOwner={isOwner} isMe={row.uid !== null && row.uid === viewerUid} />}
      more={{ label: "Show more" }}
      spacing={1}
    />
  );
}

function RosterItem({ teamId, row, canManage, isOwner, isMe }: { teamId: string; row: RosterRow; canManage: boolean; isOwner: boolean; isMe: boolean }) {
  const [changeRole, changing] = useAppMutation(useChangeTeamRoleMutation);
  const [remove, removing] = useAppMutation(useRemoveTeamMemberMutation);
  const [transfer, transferring] = useAppMutation(useTransferTeamOwnershipMutation);
  const [answer, answering] = useAppMutation(useRespondToJoinRequestMutation);
  const busy = changing.isLoading || removing.isLoading || transferring.isLoading || answering.isLoading;
  const name = row.displayName || row.email || "Player";
  const run = async (work: () => Promise<AppMutationResult<unknown>>, done: string) => {
    if (!(await work()).error) toast.success(done);
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
                <Button size="small" variant="contained" disabled={busy} onClick={() => void run(() => answer({ teamId, uid: row.uid ?? "", accept: true }), `${name} joined the team`)}>
                  Accept
                </Button>
                <Button size="small" disabled={busy} onClick={() => void run(() => answer({ teamId, uid: row.uid ?? "", accept: false }), "Request declined")}>
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
                onChange={(e) => void run(() => changeRole({ teamId, uid: row.uid ?? "", role: e.target.value as "manager" | "player" }), `${name} is now a ${e.target.value}`)}
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
                  if (window.confirm(`Make ${name} the owner of this team? You stay on as a manager.`)) void run(() => transfer({ teamId, uid: row.uid ?? "" }), `${name} now owns the team`);
                }}
              >
                Make owner
              </Button>
            ) : null}
            <Button
              size="small"
              color="error"
              disabled={busy}
              onClick={() => void run(() => remove({ teamId, entryId: row.id }), row.role === "pending" ? "Invitation withdrawn" : `${name} was removed`)}
            >
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

/**
 * Managers invite by e-mail or by finding the user (by e-mail or user ID, as
 * the account search does): a user found gets an invitation to accept; an
 * address without an account gets an e-mail (claimed on sign-up).
 */
function InviteForm({ teamId, memberIds }: { teamId: string; memberIds: readonly string[] }) {
  // The form's control comes first: the search reads what is typed, and the schema reads the search.
  const [form] = useState(() => createFormControl<InviteFormValues, unknown, InviteFormOutput>({ defaultValues: { query: "" } }));
  const query = useWatch({ control: form.control, name: "query" });
  const search = useUserSearch(query);
  const invitation = useZodForm(inviteFormSchema({ query, search, memberIds }), { formControl: form.formControl, defaultValues: { query: "" }, mode: "onSubmit" });
  const { control, formState } = invitation;
  // The server's reason goes under the field; what was typed stays for another try.
  const [invite] = useAppMutation(useInviteToTeamMutation, { fieldErrors: { "*": "query" } });
  // What the search's answer offers: an e-mail invitation only for an address nobody uses.
  const typedAnEmail = emailSchema.safeParse(query).success;
  const onTeam = search.kind === "found" && memberIds.includes(search.user.uid);

  const submit = async ({ invite: request }: InviteFormOutput) => {
    if (!request) return;
    const result = await invite({ teamId, invitee: request.invitee }, invitation);
    if (!result.data) return;
    toast.success(result.data.emailed ? `Invitation e-mailed to ${request.label}` : `${request.label} is invited`);
    invitation.reset({ query: "" });
  };

  return (
    <ZodForm form={invitation} aria-label="Invite a player" onSubmit={submit}>
      <Stack spacing={1.5}>
        <FormTextField
          name="query"
          control={control}
          label="Invite by e-mail or user ID"
          type="search"
          autoComplete="off"
          helperText="Someone with an account accepts from their notifications; anyone else gets an e-mail."
          slotProps={{ htmlInput: { "aria-controls": `invite-result-${teamId}`, spellCheck: false } }}
        />
        <Box id={`invite-result-${teamId}`} aria-live="polite" aria-busy={search.kind === "searching"}>
          {search.kind === "searching" ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              <CircularProgress size={18} aria-hidden />
              <Typography color="text.secondary">Searching…</Typography>
            </Stack>
          ) : null}
          {search.kind === "failed" ? <Typography color="error">Error searching for user. Please try again.</Typography> : null}
          {search.kind === "found" ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", p: 1, border: 1, borderColor: "divider", borderRadius: 1 }}>
              <Avatar src={search.user.photoURL || undefined} alt="" sx={{ width: 36, height: 36 }}>
                {(search.user.displayName || search.user.email).slice(0, 1).toUpperCase()}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap>{search.user.displayName || "Player without a name"}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {search.user.email || search.user.uid}
                </Typography>
              </Box>
              {onTeam ? (
                <Chip size="small" variant="outlined" label="Already on the team" sx={{ flexShrink: 0 }} />
              ) : (
                <Button type="submit" variant="contained" size="small" disabled={formState.isSubmitting} sx={{ flexShrink: 0 }}>
                  {search.user.displayName ? `Invite ${search.user.displayName.split(" ")[0]}` : "Invite"}
                </Button>
              )}
            </Stack>
          ) : null}
          {search.kind === "none" ? (
            typedAnEmail ? (
              <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" } }}>
                <Typography color="text.secondary" sx={{ flex: 1 }}>
                  Nobody uses this address yet: they get an e-mail and find the invitation when they sign up.
                </Typography>
                <Button type="submit" variant="contained" size="small" disabled={formState.isSubmitting}>
                  Send an e-mail invitation
                </Button>
              </Stack>
            ) : (
              <Typography color="text.secondary">{TEAMS_MESSAGES.invite.noUser}</Typography>
            )
          ) : null}
        </Box>
      </Stack>
    </ZodForm>
  );
}

export interface TeamRosterProps {
  teamId: string;
  memberCount: number;
  /** Who is on the team already (the invite form says so rather than offering an invitation). */
  memberIds?: readonly string[];
  canManage: boolean;
  isOwner: boolean;
  viewerUid: string | null;
}

/** The roster: names for everyone, e-mails for members and managers (the server decides), paged by 50. */
export function TeamRoster({ teamId, memberCount, memberIds = [], canManage, isOwner, viewerUid }: TeamRosterProps) {
  return (
    <Stack spacing={2}>
      {canManage ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <InviteForm teamId={teamId} memberIds={memberIds} />
        </Paper>
      ) : null}
      <Typography color="text.secondary">
        {memberCount} member{memberCount === 1 ? "" : "s"}
      </Typography>
      {viewerUid ? (
        <RosterList teamId={teamId} canManage={canManage} isOwner={isOwner} viewerUid={viewerUid} />
      ) : (
        <Typography>
          <Link component={RouterLink} to="/login">
            Log in
          </Link>{" "}
          to see the whole roster.
        </Typography>
      )}
      {isOwner ? (
        <Chip
          variant="outlined"
          label="Owners can't leave: make another member the owner first."
          sx={{ alignSelf: "flex-start", height: "auto", "& .MuiChip-label": { whiteSpace: "normal", py: 0.5 } }}
        />
      ) : null}
    </Stack>
  );
}
