import { api, attempt } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import { getPublicProfile, type PublicProfile } from "./publicProfiles";

export const publicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Another player's public profile (not-found also for a player who blocked the viewer). */
    getPublicProfile: build.query<PublicProfile, string>({
      queryFn: (uid) => attempt(() => getPublicProfile(uid), APP_MESSAGES.failure.playerLoad),
      providesTags: (_r, _e, uid) => [{ type: "Profile", id: uid }],
    }),
  }),
});

export const { useGetPublicProfileQuery } = publicProfileApi;
