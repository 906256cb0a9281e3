import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useAppMutation } from "@/lib/useAppMutation";
import { useGetInvitationsQuery, useRespondToTeamInviteMutation } from "../api/teamsApi";
import type { TeamInvitation } from "../api/teamsRepository";

function Invitation({ invitation }: { invitation: TeamInvitation }) {
  const name = invitation.team?.name ?? "A team";
  const [respond, responding] = useAppMutation(useRespondToTeamInviteMutation, { success: (_r, { accept }) => (accept ? `Welcome to ${name}!` : "Invitation declined") });
  const answer = (accept: boolean) => respond({ teamId: invitation.teamId, accept });
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: "none" }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Avatar src={invitation.team?.photoURL || undefined} alt="">
          {name.slice(0, 1)}
        </Avatar>
        <Stack sx={{ flex: 1 }}>
          <Typography component="p" variant="subtitle1">
            {invitation.team ? (
              <Button component={RouterLink} to={`/team/${invitation.teamId}`} sx={{ p: 0, minWidth: 0, textTransform: "none", fontSize: "inherit" }}>
                {name}
              </Button>
            ) : (
              name
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {invitation.role === "pending" ? "invited you to join" : "Your request to join is waiting for a manager"}
          </Typography>
        </Stack>
        {invitation.role === "pending" ? (
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={responding.isLoading} onClick={() => void answer(true)} aria-label={`Accept the invitation to ${name}`}>
              Accept
            </Button>
            <Button disabled={responding.isLoading} onClick={() => void answer(false)} aria-label={`Decline the invitation to ${name}`}>
              Decline
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The user's pending team invitations (spec §4 Home: a role containing
 * 'pending'), each answerable in place, and their open join requests. Shown on
 * my communities and on the notifications page; nothing when there are none.
 */
export function TeamInvitations({ uid, headingLevel = "h2" }: { uid: string; headingLevel?: "h2" | "h3" }) {
  const invitations = useGetInvitationsQuery(uid, { skip: !uid });
  const list = invitations.data ?? [];
  if (invitations.isError) {
    return (
      <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void invitations.refetch()}>Try again</Button>}>
        Your team invitations could not be loaded.
      </Alert>
    );
  }
  if (list.length === 0) return null;
  return (
    <section aria-labelledby="team-invitations-heading">
      <Typography id="team-invitations-heading" variant="h6" component={headingLevel} gutterBottom>
        Team invitations
      </Typography>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mb: 3 }}>
        {list.map((i) => (
          <Invitation key={i.teamId} invitation={i} />
        ))}
      </Stack>
    </section>
  );
}
