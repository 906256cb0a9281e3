import { api, attempt, attemptWrite } from "@/lib/api";
import { patchOwnProfile } from "@/lib/session/ownProfile";
import type { DefaultCity } from "@/lib/session/userProfile";
import { hasAvailability, saveDefaultTeamFilter, saveHomeCity } from "./homeRepository";
import { HOME_MESSAGES } from "../messages";

/** The home dashboard's writes to the signed-in user's own document (spec §7). */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the user has set their weekly hours (the availability editor's saves invalidate the same tag). */
    hasAvailability: build.query<boolean, string>({
      queryFn: (uid) => attempt(() => hasAvailability(uid), HOME_MESSAGES.failure.availabilityLoad),
      providesTags: (_r, _e, uid) => [{ type: "Availability", id: uid }],
    }),
    saveDefaultTeamFilter: build.mutation<null, { uid: string; teamId: string | null }>({
      queryFn: ({ uid, teamId }) => attemptWrite(() => saveDefaultTeamFilter(uid, teamId), HOME_MESSAGES.failure.saveTeamFilter),
      // Shown at once; just this field is taken back if the write fails.
      onQueryStarted: ({ teamId }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, defaultHomeTeamFilter: teamId }),
          (latest, before) => ({ ...latest, defaultHomeTeamFilter: before.defaultHomeTeamFilter }),
        ),
    }),
    saveHomeCity: build.mutation<null, { uid: string; city: DefaultCity }>({
      queryFn: ({ uid, city }) => attemptWrite(() => saveHomeCity(uid, city), HOME_MESSAGES.failure.saveCity),
      onQueryStarted: ({ city }, lifecycle) =>
        patchOwnProfile(
          lifecycle,
          (p) => ({ ...p, defaultCity: city }),
          (latest, before) => ({ ...latest, defaultCity: before.defaultCity }),
        ),
    }),
  }),
});

export const { useHasAvailabilityQuery, useSaveDefaultTeamFilterMutation, useSaveHomeCityMutation } = homeApi;
