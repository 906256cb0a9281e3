import { useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import Avatar from "@mui/material/Avatar";
import Badge from "@mui/material/Badge";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { viewerGameTime } from "@/lib/gameTime";
import { useGetTeamGamesQuery, useGetTeamReadsQuery, useGetTeamsForUserQuery } from "../api/teamsApi";
import { TeamInvitations } from "./TeamInvitations";
import { standingOn, type Team } from "../model/types";
import { ROLE_LABELS } from "./TeamRoster";
import { nextGameByTeam } from "../model/schedule";
import { EmptyState } from "@/components/EmptyState";

/** Team notifications posted since the user last opened them. */
export function unreadCount(team: Pick<Team, "notificationTimes">, readAt: number | undefined): number {
  return team.notificationTimes.filter((t) => t > (readAt ?? 0)).length;
}

/** my-communities (profile-ready): the user's teams and groups with role, next game and unread team notifications; invitations first. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const teams = useGetTeamsForUserQuery(uid, { skip: !uid });
  const reads = useGetTeamReadsQuery(uid, { skip: !uid });
  const [now] = useState(() => Date.now());
  // Each team's next game, from where Home finds them (its public games, and the user's answered and own games: issue 31).
  const ids = (teams.data ?? []).map((t) => t.id);
  const managedIds = (teams.data ?? []).filter((t) => t.managerIds.includes(uid)).map((t) => t.id);
  const games = useGetTeamGamesQuery({ teamIds: ids, uid, managedIds, now, max: "each" }, { skip: ids.length === 0 });
  const nextByTeam = nextGameByTeam(games.data ?? []);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="My Communities" robots="noindex" />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1">
          My Communities
        </Typography>
        <Button component={RouterLink} to="/teams/create" variant="contained">
          Create Team
        </Button>
      </Stack>

      <TeamInvitations uid={uid} />

      <section aria-labelledby="teams-heading">
        <Typography id="teams-heading" variant="h6" component="h2" gutterBottom>
          Teams and groups
        </Typography>
        {teams.isLoading || !uid ? (
          <Stack spacing={1} role="status" aria-label="Loading your teams">
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Stack>
        ) : (teams.data ?? []).length === 0 ? (
          <EmptyState picture="team" title="No teams exist">
            Create a team, or accept an invitation to join one.
          </EmptyState>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {(teams.data ?? []).map((team) => {
              const standing = standingOn(team, uid);
              const unread = unreadCount(team, reads.data?.[team.id]);
              const next = nextByTeam.get(team.id);
              return (
                <Card key={team.id} variant="outlined" component="li" sx={{ listStyle: "none" }}>
                  <CardActionArea component={RouterLink} to={`/team/${team.id}`} sx={{ p: 2 }}>
                    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                      <Badge color="error" badgeContent={unread} overlap="circular" slotProps={{ badge: { "aria-label": `${unread} unread team notification${unread === 1 ? "" : "s"}` } }}>
                        <Avatar src={team.photoURL || undefined} alt="">
                          {team.name.slice(0, 1)}
                        </Avatar>
                      </Badge>
                      <Stack sx={{ flex: 1, minWidth: 0 }}>
                        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: "anywhere" }}>
                          {team.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                          {next ? `Next: ${next.title}, ${viewerGameTime(next)}` : "No upcoming games"}
                          {unread > 0 ? ` · ${unread} new notification${unread === 1 ? "" : "s"}` : ""}
                        </Typography>
                      </Stack>
                      {standing ? <Chip size="small" label={ROLE_LABELS[standing]} /> : null}
                    </Stack>
                  </CardActionArea>
                </Card>
              );
            })}
          </Stack>
        )}
      </section>
    </Container>
  );
}
