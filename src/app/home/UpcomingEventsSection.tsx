import { alpha } from "@mui/material/styles";
import { useEffect, useId, type ChangeEvent } from "react";
import Box from "@mui/material/Box";
import { Link as RouterLink } from "react-router-dom";
import Button from "@mui/material/Button";
import { Flex } from "@/components/Flex";
import Typography from "@mui/material/Typography";
import { RSVP_STATUS_LABELS, type EventRecord } from "@rallyhub/domain/events/types";
import { useAppDispatch, useAppSelector } from "@/lib/hooks";
import { useGetHostedEventsQuery, useGetUpcomingRsvpsQuery } from "@/features/events/public";
import { setActiveTeam, useGetTeamEventsQuery, type Team } from "@/features/teams/public";
import type { UserProfile } from "@/lib/session/userProfile";
import { useAppMutation } from "@/lib/useAppMutation";
import { useSaveDefaultTeamFilterMutation } from "@/features/home/api/homeApi";
import { teamFilterSet } from "@/features/home/model/homeSlice";
import { UPCOMING_MAX, upcomingEvents, type HomeEvent } from "@/features/home/model/homeModel";
import { viewerGameTime } from "@/lib/gameTime";
import { HomeSection, SectionEmpty, SectionError, SectionSkeleton } from "@/features/home/components/HomeSection";
import { Tag, TextLink } from "@/features/home/components/homeParts";

const toHome = (e: EventRecord, rsvpStatus: HomeEvent["rsvpStatus"]): HomeEvent => ({
  id: e.id,
  title: e.title,
  dateStart: e.dateStart,
  dateEnd: e.dateEnd,
  timeZone: e.timeZone,
  location: e.location.name,
  teamId: e.hostingTeam,
  rsvpStatus,
  hosting: false,
});

export interface UpcomingEventsProps {
  uid: string;
  profile: UserProfile;
  /** The user's teams (the filter's choices); undefined while they load. */
  teams: Team[] | undefined;
  todayStart: number;
}

/**
 * The team filter in effect: the one the user chose on this visit, else the
 * saved default (spec §4: applied when the user's teams load, and only if the
 * user is still on that team), else none.
 */
export function useTeamFilter(profile: UserProfile, teams: Team[] | undefined): { teamId: string | null; choose: (teamId: string | null) => void } {
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((s) => s.home.teamFilter);
  const touched = useAppSelector((s) => s.home.teamFilterChosen);
  const saved = profile.defaultHomeTeamFilter;
  const fallback = saved && teams?.some((t) => t.id === saved) ? saved : null;
  const teamId = touched ? chosen : fallback;
  // Spec §7: the home screen dispatches the active team to shared state.
  useEffect(() => {
    if (!teams) return;
    dispatch(setActiveTeam(teamId)).catch((error: unknown) => {
      console.warn("The active team could not be set", error);
    });
  }, [dispatch, teamId, teams]);
  return {
    teamId,
    choose: (next) => dispatch(teamFilterSet(next)),
  };
}

/** Spec §2.10/§4/§9: the user's next games (at most 7), filtered by one of their teams. */
export function UpcomingEventsSection({ uid, profile, teams, todayStart }: UpcomingEventsProps) {
  const selectId = useId();
  const { teamId, choose } = useTeamFilter(profile, teams);
  // With a saved default, wait for the teams rather than flash (and read) the unfiltered list first.
  const awaitingDefault = profile.defaultHomeTeamFilter !== null && teams === undefined;
  // Only what the list can show: the next few from today on (with a team, the user's games with that team, private
  // ones too: any of the team's games in the list that the user answered is among them, so its status is known).
  const mine = useGetUpcomingRsvpsQuery({ uid, from: todayStart, max: UPCOMING_MAX, teamId }, { skip: awaitingDefault });
  const hosted = useGetHostedEventsQuery({ uid, from: todayStart, max: UPCOMING_MAX }, { skip: awaitingDefault });
  const teamEvents = useGetTeamEventsQuery({ teamIds: teamId ? [teamId] : [], now: todayStart, max: UPCOMING_MAX }, { skip: !teamId });
  // Spec §7: a failure to save is only logged (the filter still applies on this visit).
  const [saveDefault, saving] = useAppMutation(useSaveDefaultTeamFilterMutation, { failure: "none" });

  const list = upcomingEvents({
    mine: (mine.data ?? []).map((r) => ({
      id: r.eventId,
      title: r.title,
      dateStart: r.dateStart,
      dateEnd: r.dateEnd,
      timeZone: r.timeZone,
      location: r.locationName,
      teamId: r.teamId,
      rsvpStatus: r.rsvpStatus,
      hosting: false,
    })),
    hosted: (hosted.data ?? []).filter((e) => !e.cancelled).map((e) => toHome(e, null)),
    teamEvents: teamId
      ? (teamEvents.data ?? []).map((e) => ({ id: e.id, title: e.title, dateStart: e.dateStart, dateEnd: e.dateEnd, timeZone: e.timeZone, location: e.location, teamId: e.teamId }))
      : null,
    teamId,
    todayStart,
  });
  const loading = awaitingDefault || mine.isLoading || hosted.isLoading || (teamId !== null && teamEvents.isLoading);
  const failed = mine.isError ? mine.error : hosted.isError ? hosted.error : null;
  const teamName = teams?.find((t) => t.id === teamId)?.name ?? "";
  const isDefault = teamId === (profile.defaultHomeTeamFilter ?? null);

  const save = async () => {
    const saved = await saveDefault({ uid, teamId });
    if (saved.error) console.warn("The default team filter could not be saved", saved.error);
  };

  return (
    <HomeSection
      tour="upcoming-events"
      id="home-upcoming"
      title="Upcoming Events"
      aside={
        teams && teams.length > 0 ? (
          <Flex direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", gap: 1 }}>
            <Flex direction="row" spacing={1} sx={{ alignItems: "center", minWidth: 0 }}>
              <Box component="label" htmlFor={selectId} sx={{ typography: "body2", color: "text.secondary" }}>
                Team
              </Box>
              <Box
                component="select"
                id={selectId}
                value={teamId ?? ""}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => choose(e.target.value === "" ? null : e.target.value)}
                sx={{
                  font: "inherit",
                  color: "text.primary",
                  bgcolor: "background.paper",
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 1,
                  py: 0.75,
                  px: 1,
                  minWidth: 0,
                  maxWidth: { xs: 200, sm: 260 },
                  "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineStyle: "solid", outlineOffset: 1 },
                }}
              >
                <option value="">All my events</option>
                {teams.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Box>
            </Flex>
            <Button size="small" onClick={() => void save()} disabled={isDefault || saving.isLoading}>
              {saving.isLoading ? "Saving…" : isDefault ? "Saved as default" : "Save as default"}
            </Button>
          </Flex>
        ) : null
      }
    >
      {loading ? (
        <SectionSkeleton label="Loading your upcoming events" />
      ) : failed ? (
        <SectionError
          message={failed.message}
          onRetry={() => {
            void mine.refetch();
            void hosted.refetch();
          }}
        />
      ) : list.length === 0 ? (
        <SectionEmpty title={teamId ? `No upcoming events for ${teamName || "this team"}` : "No upcoming events"}>
          <Button component={RouterLink} to="/discover/events" variant="outlined" size="small">
            Discover events
          </Button>
        </SectionEmpty>
      ) : (
        <Flex component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: "none" }} aria-label={teamId ? `Upcoming events for ${teamName}` : "Your upcoming events"}>
          {list.map((e, i) => (
            <Flex
              component="li"
              key={e.id}
              direction="row"
              spacing={1}
              // The first is the player's next game (issue 31: Home's next action), marked out from the rest.
              sx={{
                alignItems: "center",
                justifyContent: "space-between",
                p: 1,
                borderRadius: 1,
                bgcolor: i === 0 ? (t) => alpha(t.palette.primary.main, 0.08) : undefined,
                "&:hover": { bgcolor: "action.hover" },
              }}
            >
              <Flex sx={{ minWidth: 0 }}>
                {i === 0 ? (
                  <Typography variant="caption" sx={{ color: "primary.main", fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em" }}>
                    Next up
                  </Typography>
                ) : null}
                <TextLink to={`/event/${e.id}`} strong>
                  {e.title}
                </TextLink>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                  {viewerGameTime(e)}
                  {e.location ? ` · ${e.location}` : ""}
                </Typography>
              </Flex>
              <Flex direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                {e.hosting ? <Tag tone="secondary">Hosting</Tag> : null}
                {e.rsvpStatus ? <Tag tone={e.rsvpStatus === "going" ? "success" : "default"}>{RSVP_STATUS_LABELS[e.rsvpStatus]}</Tag> : null}
              </Flex>
            </Flex>
          ))}
        </Flex>
      )}
    </HomeSection>
  );
}
