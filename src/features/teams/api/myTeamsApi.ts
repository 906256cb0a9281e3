import { api, attempt } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import type { Registration } from "@rallyhub/domain/teams/types";
import type { Team } from "../model/types";
import { countPendingInvitations, getTeam, listInvitations, listRegistrations, listTeamEvents, listTeamsForUser, type TeamEventSummary, type TeamInvitation } from "./teamsRepository";
import { TEAMS_MESSAGES } from "../messages";

/**
 * The signed-in user's teams, invitations, registrations and their teams'
 * games, and one team: what other features use (public.ts), apart from the
 * rest of the teams api (teamsApi.ts), so the home's first screen loads only
 * these endpoints.
 */
export const myTeamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamsForUser: build.query<Team[], string>({
      queryFn: async (uid) => ({ data: await listTeamsForUser(uid) }),
      // Each team is then known by id too (getTeam), so choosing one of them, e.g. as the active team, reads nothing more.
      onQueryStarted: async (_uid, { dispatch, queryFulfilled }) => {
        const result = await queryFulfilled.catch(() => null);
        if (result) dispatch(myTeamsApi.util.upsertQueryEntries(result.data.map((team) => ({ endpointName: "getTeam" as const, arg: team.id, value: team }))));
      },
      providesTags: (_r, _e, uid) => [
        { type: "Team", id: `user-${uid}` },
        { type: "Team", id: "LIST" },
      ],
    }),
    /** One team by id (null when there is none). */
    getTeam: build.query<Team | null, string>({
      queryFn: (id) => attempt(() => getTeam(id), APP_MESSAGES.failure.teamLoad),
      providesTags: (_r, _e, id) => [{ type: "Team", id }],
    }),
    getInvitations: build.query<TeamInvitation[], string>({
      queryFn: (uid) => attempt(() => listInvitations(uid), TEAMS_MESSAGES.failure.invitationsLoad),
      providesTags: [{ type: "Team", id: "INVITATIONS" }],
    }),
    /** The count alone (the Action Center's task), without reading the teams. */
    getPendingInvitationCount: build.query<number, string>({
      queryFn: (uid) => attempt(() => countPendingInvitations(uid), TEAMS_MESSAGES.failure.invitationsLoad),
      providesTags: [{ type: "Team", id: "INVITATIONS" }],
    }),
    getTeamEvents: build.query<TeamEventSummary[], { teamIds: string[]; now: number; max: number }>({
      queryFn: async ({ teamIds, now, max }) => ({ data: await listTeamEvents(teamIds, now, max) }),
      providesTags: [{ type: "Event", id: "LIST" }],
    }),
    getRegistrations: build.query<Registration[], { uid: string; teamId: string | null }>({
      queryFn: ({ uid, teamId }) => attempt(() => listRegistrations(uid, teamId), TEAMS_MESSAGES.failure.teamSchedule),
      providesTags: [{ type: "Team", id: "REGISTRATIONS" }],
    }),
  }),
});

export const { useGetTeamsForUserQuery, useGetTeamQuery, useGetInvitationsQuery, useGetPendingInvitationCountQuery, useGetTeamEventsQuery, useGetRegistrationsQuery } = myTeamsApi;
