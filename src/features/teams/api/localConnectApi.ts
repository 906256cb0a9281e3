import { api, attempt } from "@/lib/api";
import { FAILURE } from "@/lib/messages";
import { listTeamsInCity, type LocalTeam } from "./localConnectRepository";

export const localConnectApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A city's teams, by name (Local Connect). */
    getTeamsInCity: build.query<LocalTeam[], { cityName: string; max: number }>({
      queryFn: ({ cityName, max }) => attempt(() => listTeamsInCity(cityName, max), FAILURE.teamLoad),
      providesTags: [{ type: "Team", id: "LIST" }],
    }),
  }),
});

export const { useGetTeamsInCityQuery } = localConnectApi;
