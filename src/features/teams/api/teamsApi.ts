import { api, attempt } from "@/lib/api";
import { FAILURE } from "@/lib/messages";
import type { Team } from "../model/types";
import { getTeam, getTeamByDomain, listTeamsForUser } from "./teamsRepository";

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamsForUser: build.query<Team[], string>({
      queryFn: async (uid) => ({ data: await listTeamsForUser(uid) }),
      providesTags: (_r, _e, uid) => [{ type: "Team", id: `user-${uid}` }],
    }),
    /** One team by id (null when there is none). */
    getTeam: build.query<Team | null, string>({
      queryFn: (id) => attempt(() => getTeam(id), FAILURE.teamLoad),
      providesTags: (_r, _e, id) => [{ type: "Team", id }],
    }),
    /** The team whose website is served on a host. */
    getTeamByDomain: build.query<Team | null, string>({
      queryFn: (host) => attempt(() => getTeamByDomain(host), FAILURE.teamLoad),
      providesTags: (r) => (r ? [{ type: "Team", id: r.id }] : []),
    }),
  }),
});

export const { useGetTeamsForUserQuery } = teamsApi;
