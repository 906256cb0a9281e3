import { api, attempt } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import { listTeamsInCity, type LocalTeam } from "./localConnectRepository";

export const localConnectApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A city's teams, by name (Local Connect). */
    getTeamsInCity: build.query<LocalTeam[], { cityName: string; max: number }>({
      queryFn: ({ cityName, max }) => attempt(() => listTeamsInCity(cityName, max), APP_MESSAGES.failure.teamLoad),
      providesTags: [{ type: "Team", id: "LIST" }],
    }),
  }),
});

export const { useGetTeamsInCityQuery } = localConnectApi;
