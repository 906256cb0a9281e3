import { api, attempt, attemptWrite } from "@/lib/api";
import type { AppState } from "@/lib/state";
import { profileChanged } from "@/features/auth/public";
import type { DefaultCity, UserProfile } from "@/features/users/public";
import { hasAvailability, saveDefaultTeamFilter, saveHomeCity } from "./homeRepository";
import { HOME_FAILURE } from "./failures";

interface Lifecycle {
  dispatch: (action: ReturnType<typeof profileChanged>) => unknown;
  getState: () => unknown;
  queryFulfilled: Promise<unknown>;
}

/** Shows a change to the user's own document at once; takes back just that field if the write fails. */
async function patchProfileField<K extends keyof UserProfile>({ dispatch, getState, queryFulfilled }: Lifecycle, key: K, value: UserProfile[K]): Promise<void> {
  const profileNow = () => (getState() as AppState).auth.profile;
  const before = profileNow();
  if (before) dispatch(profileChanged({ ...before, [key]: value }));
  try {
    await queryFulfilled;
  } catch {
    const latest = profileNow();
    if (latest && before) dispatch(profileChanged({ ...latest, [key]: before[key] }));
  }
}

/** The home dashboard's writes to the signed-in user's own document (spec §7). */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the user has set their weekly hours (the availability editor's saves invalidate the same tag). */
    hasAvailability: build.query<boolean, string>({
      queryFn: (uid) => attempt(() => hasAvailability(uid), HOME_FAILURE.availabilityLoad),
      providesTags: (_r, _e, uid) => [{ type: "Availability", id: uid }],
    }),
    saveDefaultTeamFilter: build.mutation<null, { uid: string; teamId: string | null }>({
      queryFn: ({ uid, teamId }) => attemptWrite(() => saveDefaultTeamFilter(uid, teamId), HOME_FAILURE.saveTeamFilter),
      onQueryStarted: ({ teamId }, lifecycle) => patchProfileField(lifecycle, "defaultHomeTeamFilter", teamId),
    }),
    saveHomeCity: build.mutation<null, { uid: string; city: DefaultCity }>({
      queryFn: ({ uid, city }) => attemptWrite(() => saveHomeCity(uid, city), HOME_FAILURE.saveCity),
      onQueryStarted: ({ city }, lifecycle) => patchProfileField(lifecycle, "defaultCity", city),
    }),
  }),
});

export const { useHasAvailabilityQuery, useSaveDefaultTeamFilterMutation, useSaveHomeCityMutation } = homeApi;
