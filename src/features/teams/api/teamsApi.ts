import { api } from "@/lib/api";
import type { Team } from "../model/types";
import { listTeamsForUser } from "./teamsRepository";

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamsForUser: build.query<Team[], string>({
      queryFn: async (uid) => ({ data: await listTeamsForUser(uid) }),
      providesTags: (_r, _e, uid) => [{ type: "Team", id: `user-${uid}` }],
    }),
  }),
});

export const { useGetTeamsForUserQuery } = teamsApi;
