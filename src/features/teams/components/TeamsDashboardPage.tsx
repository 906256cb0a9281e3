import { Link as RouterLink } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LoadingBlock } from "@/components/LoadingBlock";
import { PageHead } from "@/components/PageHead";
import { useAppSelector } from "@/lib/hooks";
import { selectAuth } from "@/lib/session/authSlice";
import { useGetMyOrganizationsQuery } from "@/features/organizations/public";
import { useGetTeamsForUserQuery } from "../api/myTeamsApi";
import { useGetManagedTeamsQuery } from "../api/teamsApi";
import { standingOn, type MemberStanding, type Team } from "../model/types";
import { OrganizationTeams } from "./OrganizationTeams";
import { ROLE_LABELS } from "./TeamRoster";
import { EmptyState } from "@/components/EmptyState";

const STANDING_ORDER: Record<Exclude<MemberStanding, null>, number> = { owner: 0, manager: 1, player: 2 };

/** The user's teams, each once: those they own first, then manage, then play on, each by name. */
export function yourTeams(member: Team[], managed: Team[], uid: string): Team[] {
  const byId = new Map<string, Team>();
  for (const team of [...member, ...managed]) if (!byId.has(team.id)) byId.set(team.id, team);
  const rank = (t: Team) => STANDING_ORDER[standingOn(t, uid) ?? "player"];
  return [...byId.values()].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** Teams dashboard (teams-v3, organizations, leagues): the teams a user plays on, manages and owns, and their organizations with teams grouped into leagues. */
export function Component() {
  const auth = useAppSelector(selectAuth);
  const uid = auth.user?.uid ?? "";
  const member = useGetTeamsForUserQuery(uid, { skip: !uid });
  const managed = useGetManagedTeamsQuery(uid, { skip: !uid });
  const orgs = useGetMyOrganizationsQuery(uid, { skip: !uid });
  const loading = member.isLoading || managed.isLoading;
  const failed = member.isError || managed.isError;
  const teams = loading || failed ? [] : yourTeams(member.data ?? [], managed.data ?? [], uid);
  const retry = () => {
    if (member.isError) void member.refetch();
    if (managed.isError) void managed.refetch();
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title="Teams" robots="noindex" />
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "center", mb: 2, gap: 2, flexWrap: "wrap" }}>
        <Typography variant="h4" component="h1">
          Teams
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to="/external-teams">
            External teams
          </Button>
          <Button component={RouterLink} to="/teams/create" variant="contained">
            Create Team
          </Button>
        </Stack>
      </Stack>

      <section aria-labelledby="your-teams-heading">
        <Typography id="your-teams-heading" variant="h6" component="h2" gutterBottom>
          Your teams
        </Typography>
        {!uid || loading ? (
          <LoadingBlock label="Loading your teams" height={72} />
        ) : failed ? (
          <Alert severity="error" action={<Button onClick={retry}>Try again</Button>}>
            Your teams could not be loaded.
          </Alert>
        ) : teams.length === 0 ? (
          <EmptyState picture="team" title="No teams exist">
            Teams you play on, manage or own show here. Create one, or join one from its page.
          </EmptyState>
        ) : (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {teams.map((t) => {
              const standing = standingOn(t, uid);
              return (
                <Card key={t.id} component="li" variant="outlined" sx={{ listStyle: "none" }}>
                  <CardActionArea component={RouterLink} to={`/team/${t.id}`} sx={{ p: 2 }}>
                    <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
                      <Avatar src={t.photoURL || undefined} alt="">
                        {t.name.slice(0, 1)}
                      </Avatar>
                      <Stack sx={{ flex: 1, minWidth: 0 }}>
                        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: "anywhere" }}>
                          {t.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {[t.gameType, `${t.memberCount} member${t.memberCount === 1 ? "" : "s"}`, t.league].filter(Boolean).join(" · ")}
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

      {(orgs.data ?? []).length > 0 ? (
        <section aria-labelledby="orgs-heading">
          <Typography id="orgs-heading" variant="h6" component="h2" sx={{ mt: 4 }} gutterBottom>
            Your organizations
          </Typography>
          <Stack spacing={2}>
            {(orgs.data ?? []).map((o) => (
              <Paper key={o.id} variant="outlined" sx={{ p: 2 }} component="article" aria-labelledby={`org-${o.id}`}>
                <Typography id={`org-${o.id}`} variant="h6" component="h3" gutterBottom>
                  <Button component={RouterLink} to={`/org/${o.slug}`} sx={{ p: 0, minWidth: 0, textTransform: "none", fontSize: "inherit" }}>
                    {o.name}
                  </Button>
                </Typography>
                <OrganizationTeams organizationId={o.id} headingLevel="h3" />
              </Paper>
            ))}
          </Stack>
        </section>
      ) : null}
    </Container>
  );
}
