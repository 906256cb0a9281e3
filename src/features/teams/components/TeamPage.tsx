import { Suspense, useEffect, useState } from "react";
import { data, Link as RouterLink, redirect, useLoaderData, useNavigate, useSearchParams, type LoaderFunctionArgs } from "react-router-dom";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import AvatarGroup from "@mui/material/AvatarGroup";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Container from "@mui/material/Container";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { PageHead } from "@/components/PageHead";
import { currentHostMode, currentHostname } from "@/lib/hostMode";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { appStore } from "@/lib/session/storeAccess";
import { toast } from "@/lib/toast";
import { useAppMutation, type AppMutationResult } from "@/lib/useAppMutation";
import { selectAuth } from "@/lib/session/authSlice";
import { TeamDiscussionButton } from "@/features/messages/public";
import {
  useGetMyTeamRoleQuery,
  useGetTeamQuery,
  useGetTeamGamesQuery,
  useLeaveTeamMutation,
  useRequestToJoinTeamMutation,
  useRespondToTeamInviteMutation,
  myTeamsApi,
  teamsApi,
} from "../api/teamsApi";
import { resolveTeamPage } from "../model/teamGuard";
import { activeTeamSet } from "../model/teamsSlice";
import { standingOn, type Team, type TeamPageMeta } from "../model/types";
import { ROLE_LABELS, TeamRoster } from "./TeamRoster";
import { TeamSchedule } from "./TeamSchedule";
import { TeamNotificationsPanel } from "./TeamNotificationsPanel";
import { TeamDetailsForm } from "./TeamDetailsForm";
import { localDay } from "../model/schedule";
import { GameCard } from "@/components/game/GameCard";
import { sportLook } from "@/components/design/sports";

export async function loader({ params }: LoaderFunctionArgs) {
  const hostMode = currentHostMode();
  const store = appStore();
  const result = await resolveTeamPage(
    { hostMode, host: currentHostname() || null, id: params.id },
    {
      getTeam: (id) => store.dispatch(myTeamsApi.endpoints.getTeam.initiate(id, { subscribe: false })).unwrap(),
      getTeamByDomain: (host) => store.dispatch(teamsApi.endpoints.getTeamByDomain.initiate(host, { subscribe: false })).unwrap(),
    },
  );
  if (result.kind === "redirect") {
    // On a team's own host the root is this very page, so "go to root" would loop: say the team is missing instead.
    if (hostMode !== "main") throw data("Team not found", { status: 404 });
    return redirect(result.to);
  }
  return { team: result.team, meta: result.meta };
}

/** How many of the coming games the About tab lists (the Schedule tab has them all, with the schedule's sessions). */
const UPCOMING_ON_ABOUT = 3;

const TIER_LABELS: Record<Team["subscription"], string> = { ROOKIE: "Rookie (free)", PRO: "Pro", ALL_STAR: "All-Star" };
const TABS = ["about", "roster", "schedule", "notifications", "edit"] as const;
type TeamTab = (typeof TABS)[number];

/** Accept or decline an invitation; ask to join; leave. */
function Membership({ team, uid, standing }: { team: Team; uid: string | null; standing: ReturnType<typeof standingOn> }) {
  const navigate = useNavigate();
  const role = useGetMyTeamRoleQuery({ teamId: team.id, uid: uid ?? "" }, { skip: !uid || standing !== null });
  const [respond, responding] = useAppMutation(useRespondToTeamInviteMutation);
  const [ask, asking] = useAppMutation(useRequestToJoinTeamMutation);
  const [leave, leaving] = useAppMutation(useLeaveTeamMutation);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const run = async (work: () => Promise<AppMutationResult<unknown>>, done: string) => {
    if (!(await work()).error) toast.success(done);
  };

  if (!uid) {
    return (
      <Button component={RouterLink} to="/login" variant="contained">
        Log in to join
      </Button>
    );
  }
  if (standing === "player" || standing === "manager") {
    return (
      <>
        <Button variant="outlined" color="error" onClick={() => setConfirmLeave(true)}>
          Leave team
        </Button>
        <Dialog open={confirmLeave} onClose={() => setConfirmLeave(false)} aria-labelledby="leave-team-title" maxWidth="xs" fullWidth>
          <DialogTitle id="leave-team-title">Leave {team.name}?</DialogTitle>
          <DialogContent>
            <DialogContentText>You will no longer see the team&apos;s notifications or roster. A manager can invite you again.</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirmLeave(false)}>Stay</Button>
            <Button
              color="error"
              disabled={leaving.isLoading}
              onClick={() =>
                void run(async () => {
                  const left = await leave({ teamId: team.id });
                  if (left.error) return left;
                  setConfirmLeave(false);
                  await navigate("/my-communities");
                  return left;
                }, `You left ${team.name}`)
              }
            >
              Leave team
            </Button>
          </DialogActions>
        </Dialog>
      </>
    );
  }
  if (standing === "owner") return <Chip label="You own this team" color="primary" variant="outlined" />;
  if (role.isLoading) return null;
  if (role.data === "pending") {
    return (
      <Alert
        severity="info"
        action={
          <Stack direction="row" spacing={1}>
            <Button variant="contained" size="small" disabled={responding.isLoading} onClick={() => void run(() => respond({ teamId: team.id, accept: true }), `Welcome to ${team.name}!`)}>
              Accept
            </Button>
            <Button size="small" disabled={responding.isLoading} onClick={() => void run(() => respond({ teamId: team.id, accept: false }), "Invitation declined")}>
              Decline
            </Button>
          </Stack>
        }
      >
        You&apos;re invited to join {team.name}.
      </Alert>
    );
  }
  if (role.data === "requested") return <Chip label="Request sent: a manager will answer" variant="outlined" />;
  return (
    <Button variant="contained" disabled={asking.isLoading} onClick={() => void run(() => ask({ teamId: team.id }), "Request sent")}>
      Ask to join
    </Button>
  );
}

/** team/{id} (spec §2.5 guard and meta tags): the team, its roster, schedule and notifications. */
export function Component() {
  const { team: loaded, meta } = useLoaderData<{ team: Team; meta: TeamPageMeta }>();
  const auth = useAppSelector(selectAuth);
  const dispatch = useAppDispatch();
  const uid = auth.user?.uid ?? null;
  const live = useGetTeamQuery(loaded.id);
  const team = live.data ?? loaded;
  const standing = standingOn(team, uid);
  const canManage = standing === "owner" || standing === "manager";
  const isMember = standing !== null;
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const allowed = (t: TeamTab) => (t === "notifications" ? isMember : t === "edit" ? canManage : true);
  const tab: TeamTab = TABS.includes(asked as TeamTab) && allowed(asked as TeamTab) ? (asked as TeamTab) : "about";
  // Games from the page's opening on, as Home finds them: the viewer's answers and own games count (issue 31).
  const [now] = useState(() => Date.now());
  const today = localDay(now);
  const upcoming = useGetTeamGamesQuery({ teamIds: [team.id], uid, managedIds: canManage ? [team.id] : [], now, max: UPCOMING_ON_ABOUT + 1 });
  const games = (upcoming.data ?? []).slice(0, UPCOMING_ON_ABOUT);
  const look = sportLook(team.gameType);
  const SportIcon = look.icon;

  // Spec §7: team pages set the active team in shared state.
  useEffect(() => {
    dispatch(activeTeamSet(team.id));
  }, [dispatch, team.id]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={meta.title} description={meta.description} image={meta.image ?? undefined} />
      <Paper variant="outlined" sx={{ overflow: "hidden", borderRadius: "16px" }}>
        {/* The team's colour (its sport's) across the top, the logo standing on it (issue 31). */}
        <Box aria-hidden data-team-color={look.color} sx={{ position: "relative", height: { xs: 64, sm: 88 }, bgcolor: look.color, overflow: "hidden" }}>
          <SportIcon sx={{ position: "absolute", right: 16, top: -16, fontSize: 128, color: "common.white", opacity: 0.16 }} />
        </Box>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1.5, sm: 3 }} useFlexGap sx={{ alignItems: { sm: "flex-start" }, px: { xs: 2, md: 4 }, pb: { xs: 2, md: 4 } }}>
          <Avatar
            src={team.photoURL || undefined}
            alt=""
            sx={{ width: 96, height: 96, fontSize: 40, fontWeight: 800, bgcolor: look.color, color: "common.white", border: "4px solid", borderColor: "background.paper", mt: -6, flexShrink: 0 }}
          >
            {team.name.slice(0, 1)}
          </Avatar>
          <Stack spacing={1} sx={{ flex: 1, minWidth: 0, pt: { sm: 2 } }}>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
              {team.name}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
              {team.gameType ? <Chip label={team.gameType} size="small" /> : null}
              {team.city ? <Chip label={team.city.name} size="small" variant="outlined" /> : null}
              <Chip label={TIER_LABELS[team.subscription]} size="small" variant="outlined" />
              <Chip label={`${team.memberCount} member${team.memberCount === 1 ? "" : "s"}`} size="small" variant="outlined" />
              {standing ? <Chip label={`You: ${ROLE_LABELS[standing]}`} size="small" color="primary" variant="outlined" /> : null}
            </Stack>
          </Stack>
          <Stack spacing={1} sx={{ alignItems: { sm: "flex-end" }, pt: { sm: 2 } }}>
            <Membership team={team} uid={uid} standing={standing} />
            {isMember ? (
              <Suspense fallback={null}>
                <TeamDiscussionButton teamId={team.id} />
              </Suspense>
            ) : null}
            {canManage ? (
              <Button component={RouterLink} to={`/event/create`} size="small">
                Create a team game
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Paper>

      <Tabs
        value={tab}
        onChange={(_e, v: TeamTab) => setParams(v === "about" ? {} : { tab: v }, { replace: true })}
        aria-label="Team sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ my: 2 }}
      >
        <Tab value="about" label="About" id="team-tab-about" aria-controls="team-panel-about" />
        <Tab value="roster" label="Roster" id="team-tab-roster" aria-controls="team-panel-roster" />
        <Tab value="schedule" label="Schedule" id="team-tab-schedule" aria-controls="team-panel-schedule" />
        {isMember ? <Tab value="notifications" label="Notifications" id="team-tab-notifications" aria-controls="team-panel-notifications" /> : null}
        {canManage ? <Tab value="edit" label="Edit team" id="team-tab-edit" aria-controls="team-panel-edit" /> : null}
      </Tabs>
      <div role="tabpanel" id={`team-panel-${tab}`} aria-labelledby={`team-tab-${tab}`}>
        {tab === "about" ? (
          <Stack spacing={3}>
            {team.description ? <Typography sx={{ whiteSpace: "pre-line" }}>{team.description}</Typography> : <Typography color="text.secondary">No description yet.</Typography>}
            <section aria-labelledby="team-games">
              <Typography id="team-games" variant="h6" component="h2" gutterBottom>
                Upcoming games
              </Typography>
              {games.length === 0 ? (
                upcoming.isError ? (
                  <Alert severity="error" action={<Button onClick={() => void upcoming.refetch()}>Try again</Button>}>
                    The schedule could not be loaded.
                  </Alert>
                ) : (
                  <Typography color="text.secondary">{upcoming.isLoading ? "Loading the games…" : "No upcoming games."}</Typography>
                )
              ) : (
                <>
                  <Box component="ol" aria-label="Upcoming games" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
                    {games.map((game) => (
                      <li key={game.id}>
                        <GameCard game={{ path: `/event/${game.id}`, title: game.title, sport: team.gameType, time: game, venue: game.location || undefined }} />
                      </li>
                    ))}
                  </Box>
                  {(upcoming.data ?? []).length > UPCOMING_ON_ABOUT ? (
                    <Link component={RouterLink} to="?tab=schedule" replace sx={{ display: "inline-block", mt: 1 }}>
                      See the whole schedule
                    </Link>
                  ) : null}
                </>
              )}
            </section>
            <section aria-labelledby="team-people">
              <Typography id="team-people" variant="h6" component="h2" gutterBottom>
                Players
              </Typography>
              {team.rosterPreview.length === 0 ? (
                <Typography color="text.secondary">No players yet.</Typography>
              ) : (
                <Stack direction={{ xs: "column", sm: "row" }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { xs: "flex-start", sm: "center" } }}>
                  <AvatarGroup max={8} total={team.memberCount} sx={{ "& .MuiAvatarGroup-avatar": { bgcolor: "primary.main", color: "primary.contrastText" } }}>
                    {team.rosterPreview.map((p) => (
                      <Avatar key={p.uid} src={p.photoURL || undefined} alt={p.displayName}>
                        {p.displayName.slice(0, 1)}
                      </Avatar>
                    ))}
                  </AvatarGroup>
                  <Typography variant="body2" color="text.secondary">
                    {team.rosterPreview
                      .slice(0, 4)
                      .map((p) => p.displayName)
                      .join(", ")}
                    {team.memberCount > 4 ? ` and ${team.memberCount - 4} more` : ""}
                  </Typography>
                </Stack>
              )}
            </section>
            <section aria-labelledby="team-topics">
              <Typography id="team-topics" variant="h6" component="h2" gutterBottom>
                Topics
              </Typography>
              {team.topics.length === 0 ? (
                <Typography color="text.secondary">No topics configured</Typography>
              ) : (
                <List aria-label="Topics" disablePadding dense>
                  {team.topics.map((t) => (
                    <ListItem key={t.id}>
                      <ListItemText primary={t.name} secondary={t.description || undefined} />
                    </ListItem>
                  ))}
                </List>
              )}
            </section>
          </Stack>
        ) : null}
        {tab === "roster" ? <TeamRoster teamId={team.id} memberCount={team.memberCount} memberIds={team.memberIds} canManage={canManage} isOwner={standing === "owner"} viewerUid={uid} /> : null}
        {tab === "schedule" ? <TeamSchedule team={{ id: team.id, name: team.name }} canManage={canManage} isMember={isMember} viewerUid={uid} today={today} now={now} /> : null}
        {tab === "notifications" && isMember ? <TeamNotificationsPanel teamId={team.id} canManage={canManage} uid={uid ?? ""} /> : null}
        {tab === "edit" && canManage ? <TeamDetailsForm team={team} /> : null}
      </div>
    </Container>
  );
}
