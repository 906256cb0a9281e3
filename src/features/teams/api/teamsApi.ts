import { api, attempt, attemptWrite } from "@/lib/api";
import { cursorPaging, windowPaging, type WindowPage } from "@/lib/liveQuery";
import { APP_MESSAGES } from "@/lib/messages";
import type { TeamDetailsInput } from "@rallyhub/domain/teams/schema";
import type { ExternalTeam, Season, SeasonGroup, TeamNotification, TeamRole, TeamSession } from "@rallyhub/domain/teams/types";
import type { Team } from "../model/types";
import { callTeam, type TeamIn as In, type TeamOut } from "./teamCallables";
import {
  deleteExternalTeam,
  deleteScheduleItem,
  getMyRole,
  getTeamByDomain,
  getTeamReads,
  groupHasSeasons,
  listExternalTeams,
  listManagedTeams,
  listOrganizationTeams,
  listSeasonGroups,
  listSeasons,
  listSessions,
  listTeamGames,
  type TeamGamesQuery,
  listTeamNotifications,
  markTeamRead,
  register,
  saveExternalTeam,
  saveScheduleItem,
  unregister,
  type ScheduleKind,
} from "./teamPagesRepository";
import { updateTeamDetails } from "./teamDetailsRepository";
import { TEAMS_MESSAGES } from "../messages";
import { browserTimeZone } from "@rallyhub/domain/availability/dates";
import { mergeSchedule, type ScheduleEntry, type TeamGame } from "../model/schedule";

/** How many seasons, and games and practices, a page of the schedule shows (the team page stays within its reads). */
export const SCHEDULE_PAGE = 5;

/**
 * How many of a team's coming games and practices a window of the Schedule tab
 * shows: each source (public games, the viewer's answers and their own games,
 * the sessions) reads up to this many, so the tab stays within its reads.
 */
export const TEAM_GAMES_PAGE = 3;

/** What a team's schedule is read for: the team, who looks (null: signed out) and whether they manage it, from when (the page's opening and its day). */
export interface TeamScheduleArg {
  teamId: string;
  uid: string | null;
  manages: boolean;
  now: number;
  today: string;
}

/**
 * A window of the team's schedule (issue 31): its games as Home finds them and
 * its sessions, merged soonest first; sessions are read in the viewer's zone
 * (they keep none: model/schedule.ts).
 */
async function scheduleWindow({ teamId, uid, manages, now, today }: TeamScheduleArg, max: number): Promise<WindowPage<ScheduleEntry>> {
  const [games, sessions] = await Promise.all([listTeamGames({ teamIds: [teamId], uid, managedIds: manages ? [teamId] : [], now, max }), listSessions(teamId, today, max)]);
  return mergeSchedule(games, sessions, browserTimeZone(), max);
}

/** A full window may have more after it. */
const fullWindow = <T>(items: T[], max: number): WindowPage<T> => ({ items, more: items.length >= max });

/** After any roster change: the team, its roster pages, the people's team lists and invitations. */
const rosterTags = (teamId: string) => [
  { type: "Team" as const, id: teamId },
  { type: "Team" as const, id: `roster-${teamId}` },
  { type: "Team" as const, id: "LIST" },
  { type: "Team" as const, id: "INVITATIONS" },
];

/**
 * Spec §7 teams loaders (by user, one, by domain, roster, seasons, sessions,
 * events, team notifications) and the team callables. Who is on a team is
 * written only by the callables (server-side, in transactions).
 */
export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The teams a user manages (the teams dashboard). */
    getManagedTeams: build.query<Team[], string>({
      queryFn: (uid) => attempt(() => listManagedTeams(uid), APP_MESSAGES.failure.teamsLoad),
      providesTags: [{ type: "Team", id: "LIST" }],
    }),
    /** An organization's teams, to group into leagues. */
    getOrganizationTeams: build.query<Team[], string>({
      queryFn: async (organizationId) => ({ data: await listOrganizationTeams(organizationId) }),
      providesTags: [{ type: "Team", id: "LIST" }],
    }),
    /** The team whose website is served on a host. */
    getTeamByDomain: build.query<Team | null, string>({
      queryFn: (host) => attempt(() => getTeamByDomain(host), APP_MESSAGES.failure.teamLoad),
      providesTags: (r) => (r ? [{ type: "Team", id: r.id }] : []),
    }),
    /** The signed-in user's own roster role on a team (to answer an invitation or see a request). */
    getMyTeamRole: build.query<TeamRole | null, { teamId: string; uid: string }>({
      queryFn: ({ teamId, uid }) => attempt(() => getMyRole(teamId, uid), APP_MESSAGES.failure.teamLoad),
      providesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `roster-${teamId}` }],
    }),
    /** The roster as the caller may see it (callable: e-mails only for members), 50 names a page. */
    getTeamRoster: build.infiniteQuery<TeamOut<"getTeamRoster">, string, string | null>({
      infiniteQueryOptions: cursorPaging<string>(),
      queryFn: ({ queryArg: teamId, pageParam: after }) => attempt(() => callTeam("getTeamRoster", { teamId, after }, TEAMS_MESSAGES.failure.teamRoster), TEAMS_MESSAGES.failure.teamRoster),
      providesTags: (_r, _e, teamId) => [{ type: "Team", id: `roster-${teamId}` }],
    }),
    /** The latest seasons, a window at a time ('Show more seasons' reads 5 more). */
    getSeasons: build.infiniteQuery<WindowPage<Season>, string, number>({
      infiniteQueryOptions: windowPaging(SCHEDULE_PAGE),
      queryFn: ({ queryArg: teamId, pageParam: max }) => attempt(async () => fullWindow(await listSeasons(teamId, max), max), TEAMS_MESSAGES.failure.teamSchedule),
      providesTags: (_r, _e, teamId) => [{ type: "Team", id: `seasons-${teamId}` }],
    }),
    getSeasonGroups: build.query<SeasonGroup[], string>({
      queryFn: (teamId) => attempt(() => listSeasonGroups(teamId), TEAMS_MESSAGES.failure.teamSchedule),
      providesTags: (_r, _e, teamId) => [{ type: "Team", id: `seasonGroups-${teamId}` }],
    }),
    /** Teams' games the viewer can see, as Home finds them (the team page's Upcoming games; My Communities' next game of each team). */
    getTeamGames: build.query<TeamGame[], TeamGamesQuery>({
      queryFn: (arg) => attempt(() => listTeamGames(arg), TEAMS_MESSAGES.failure.teamSchedule),
      providesTags: [{ type: "Event", id: "LIST" }],
    }),
    /** The Schedule tab's list of games and practices, a window at a time ('Show more' reads 3 more). */
    getTeamSchedule: build.infiniteQuery<WindowPage<ScheduleEntry>, TeamScheduleArg, number>({
      infiniteQueryOptions: windowPaging(TEAM_GAMES_PAGE),
      queryFn: ({ queryArg, pageParam: max }) => attempt(() => scheduleWindow(queryArg, max), TEAMS_MESSAGES.failure.teamSchedule),
      providesTags: (_r, _e, { teamId }) => [
        { type: "Event", id: "LIST" },
        { type: "Team", id: `sessions-${teamId}` },
      ],
    }),
    getTeamNotifications: build.query<TeamNotification[], string>({
      queryFn: (teamId) => attempt(() => listTeamNotifications(teamId), TEAMS_MESSAGES.failure.teamNotifications),
      providesTags: (_r, _e, teamId) => [{ type: "Team", id: `notifications-${teamId}` }],
    }),
    getExternalTeams: build.query<ExternalTeam[], string>({
      queryFn: (teamId) => attempt(() => listExternalTeams(teamId), APP_MESSAGES.failure.teamLoad),
      providesTags: (_r, _e, teamId) => [{ type: "Team", id: `external-${teamId}` }],
    }),
    /** A player's registrations; on one team when teamId is given. */

    /** When the user last read each team's notifications (unread counts on my communities). */
    getTeamReads: build.query<Record<string, number>, string>({
      queryFn: async (uid) => ({ data: await getTeamReads(uid) }),
      providesTags: [{ type: "Team", id: "READS" }],
    }),
    markTeamRead: build.mutation<null, { uid: string; teamId: string }>({
      queryFn: async ({ uid, teamId }) => {
        await markTeamRead(uid, teamId, Date.now());
        return { data: null };
      },
      invalidatesTags: [{ type: "Team", id: "READS" }],
    }),

    createTeam: build.mutation<TeamOut<"createTeam">, In<"createTeam">>({
      queryFn: (input) => attempt(() => callTeam("createTeam", input, TEAMS_MESSAGES.failure.teamCreate), TEAMS_MESSAGES.failure.teamCreate),
      invalidatesTags: [{ type: "Team", id: "LIST" }],
    }),
    updateTeam: build.mutation<null, { teamId: string; fields: Partial<TeamDetailsInput> }>({
      queryFn: ({ teamId, fields }) => attemptWrite(() => updateTeamDetails(teamId, fields), TEAMS_MESSAGES.failure.teamSave),
      invalidatesTags: (_r, _e, { teamId }) => [
        { type: "Team", id: teamId },
        { type: "Team", id: "LIST" },
      ],
    }),
    inviteToTeam: build.mutation<TeamOut<"inviteToTeam">, In<"inviteToTeam">>({
      queryFn: (input) => attempt(() => callTeam("inviteToTeam", input, TEAMS_MESSAGES.failure.teamInvite), TEAMS_MESSAGES.failure.teamInvite),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `roster-${teamId}` }],
    }),
    respondToTeamInvite: build.mutation<TeamOut<"respondToTeamInvite">, In<"respondToTeamInvite">>({
      queryFn: (input) => attempt(() => callTeam("respondToTeamInvite", input, TEAMS_MESSAGES.failure.teamRespond), TEAMS_MESSAGES.failure.teamRespond),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    requestToJoinTeam: build.mutation<TeamOut<"requestToJoinTeam">, In<"requestToJoinTeam">>({
      queryFn: (input) => attempt(() => callTeam("requestToJoinTeam", input, TEAMS_MESSAGES.failure.teamRespond), TEAMS_MESSAGES.failure.teamRespond),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    respondToJoinRequest: build.mutation<TeamOut<"respondToJoinRequest">, In<"respondToJoinRequest">>({
      queryFn: (input) => attempt(() => callTeam("respondToJoinRequest", input, TEAMS_MESSAGES.failure.teamRosterChange), TEAMS_MESSAGES.failure.teamRosterChange),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    changeTeamRole: build.mutation<TeamOut<"changeTeamRole">, In<"changeTeamRole">>({
      queryFn: (input) => attempt(() => callTeam("changeTeamRole", input, TEAMS_MESSAGES.failure.teamRosterChange), TEAMS_MESSAGES.failure.teamRosterChange),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    removeTeamMember: build.mutation<TeamOut<"removeTeamMember">, In<"removeTeamMember">>({
      queryFn: (input) => attempt(() => callTeam("removeTeamMember", input, TEAMS_MESSAGES.failure.teamRosterChange), TEAMS_MESSAGES.failure.teamRosterChange),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    transferTeamOwnership: build.mutation<TeamOut<"transferTeamOwnership">, In<"transferTeamOwnership">>({
      queryFn: (input) => attempt(() => callTeam("transferTeamOwnership", input, TEAMS_MESSAGES.failure.teamRosterChange), TEAMS_MESSAGES.failure.teamRosterChange),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    leaveTeam: build.mutation<TeamOut<"leaveTeam">, In<"leaveTeam">>({
      queryFn: (input) => attempt(() => callTeam("leaveTeam", input, TEAMS_MESSAGES.failure.teamLeave), TEAMS_MESSAGES.failure.teamLeave),
      invalidatesTags: (_r, _e, { teamId }) => rosterTags(teamId),
    }),
    postTeamNotification: build.mutation<TeamOut<"postTeamNotification">, In<"postTeamNotification">>({
      queryFn: (input) => attempt(() => callTeam("postTeamNotification", input, TEAMS_MESSAGES.failure.teamNotificationSave), TEAMS_MESSAGES.failure.teamNotificationSave),
      invalidatesTags: (_r, _e, { teamId }) => [
        { type: "Team", id: `notifications-${teamId}` },
        { type: "Team", id: teamId },
      ],
    }),
    updateTeamNotification: build.mutation<TeamOut<"updateTeamNotification">, In<"updateTeamNotification">>({
      queryFn: (input) => attempt(() => callTeam("updateTeamNotification", input, TEAMS_MESSAGES.failure.teamNotificationSave), TEAMS_MESSAGES.failure.teamNotificationSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `notifications-${teamId}` }],
    }),
    saveSeason: build.mutation<string, { teamId: string; id: string | null; season: Omit<Season, "id"> }>({
      queryFn: ({ teamId, id, season }) => attempt(() => saveScheduleItem(teamId, "seasons", id, season), TEAMS_MESSAGES.failure.teamScheduleSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `seasons-${teamId}` }],
    }),
    saveSession: build.mutation<string, { teamId: string; id: string | null; session: Omit<TeamSession, "id"> }>({
      queryFn: ({ teamId, id, session }) => attempt(() => saveScheduleItem(teamId, "sessions", id, session), TEAMS_MESSAGES.failure.teamScheduleSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `sessions-${teamId}` }],
    }),
    saveSeasonGroup: build.mutation<string, { teamId: string; id: string | null; name: string }>({
      queryFn: ({ teamId, id, name }) => attempt(() => saveScheduleItem(teamId, "seasonGroups", id, { name }), TEAMS_MESSAGES.failure.teamScheduleSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `seasonGroups-${teamId}` }],
    }),
    deleteScheduleItem: build.mutation<null, { teamId: string; kind: ScheduleKind; id: string }>({
      queryFn: async ({ teamId, kind, id }) => {
        // A group keeps its seasons: refuse while any season (even one not shown) is filed under it.
        if (kind === "seasonGroups" && (await groupHasSeasons(teamId, id).catch(() => false))) {
          return { error: { code: "failed-precondition", message: "This group still has seasons: move or delete them first." } };
        }
        return attemptWrite(() => deleteScheduleItem(teamId, kind, id), TEAMS_MESSAGES.failure.teamScheduleSave);
      },
      invalidatesTags: (_r, _e, { teamId, kind }) => [{ type: "Team", id: `${kind}-${teamId}` }],
    }),
    saveExternalTeam: build.mutation<string, { teamId: string; id: string | null; external: Omit<ExternalTeam, "id"> }>({
      queryFn: ({ teamId, id, external }) => attempt(() => saveExternalTeam(teamId, id, external), TEAMS_MESSAGES.failure.teamSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `external-${teamId}` }],
    }),
    deleteExternalTeam: build.mutation<null, { teamId: string; id: string }>({
      queryFn: ({ teamId, id }) => attemptWrite(() => deleteExternalTeam(teamId, id), TEAMS_MESSAGES.failure.teamSave),
      invalidatesTags: (_r, _e, { teamId }) => [{ type: "Team", id: `external-${teamId}` }],
    }),
    setRegistration: build.mutation<null, { uid: string; team: { id: string; name: string }; season: Season; registered: boolean }>({
      queryFn: ({ uid, team, season, registered }) => attemptWrite(() => (registered ? register(uid, team, season) : unregister(uid, team.id, season.id)), TEAMS_MESSAGES.failure.teamScheduleSave),
      invalidatesTags: [{ type: "Team", id: "REGISTRATIONS" }],
    }),
    /** Spec §5: the reminder e-mail for someone who left Create Team on page 2 to 6 (the server decides and sends it once). */
    sendTeamCreationReminder: build.mutation<TeamOut<"sendTeamCreationReminder">, In<"sendTeamCreationReminder">>({
      queryFn: (input) => attempt(() => callTeam("sendTeamCreationReminder", input, TEAMS_MESSAGES.failure.teamCreate), TEAMS_MESSAGES.failure.teamCreate),
    }),
  }),
});

export const {
  useGetManagedTeamsQuery,
  useGetOrganizationTeamsQuery,
  useGetMyTeamRoleQuery,
  useGetTeamRosterInfiniteQuery,
  useGetSeasonsInfiniteQuery,
  useGetSeasonGroupsQuery,
  useGetTeamGamesQuery,
  useGetTeamScheduleInfiniteQuery,
  useGetTeamNotificationsQuery,
  useGetExternalTeamsQuery,
  useGetTeamReadsQuery,
  useMarkTeamReadMutation,
  useCreateTeamMutation,
  useUpdateTeamMutation,
  useInviteToTeamMutation,
  useRespondToTeamInviteMutation,
  useRequestToJoinTeamMutation,
  useRespondToJoinRequestMutation,
  useChangeTeamRoleMutation,
  useRemoveTeamMemberMutation,
  useTransferTeamOwnershipMutation,
  useLeaveTeamMutation,
  usePostTeamNotificationMutation,
  useUpdateTeamNotificationMutation,
  useSaveSeasonMutation,
  useSaveSessionMutation,
  useSaveSeasonGroupMutation,
  useDeleteScheduleItemMutation,
  useSaveExternalTeamMutation,
  useDeleteExternalTeamMutation,
  useSetRegistrationMutation,
  useSendTeamCreationReminderMutation,
} = teamsApi;

export { myTeamsApi, useGetInvitationsQuery, useGetRegistrationsQuery, useGetTeamEventsQuery, useGetTeamQuery, useGetTeamsForUserQuery } from "./myTeamsApi";
