import { api, attempt } from "@/lib/api";
import { FAILURE } from "@/lib/messages";
import { getPublicProfile, type PublicProfile } from "./publicProfiles";

export const publicProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Another player's public profile (not-found also for a player who blocked the viewer). */
    getPublicProfile: build.query<PublicProfile, string>({
      queryFn: (uid) => attempt(() => getPublicProfile(uid), FAILURE.playerLoad),
      providesTags: (_r, _e, uid) => [{ type: "Profile", id: uid }],
    }),
  }),
});

export const { useGetPublicProfileQuery } = publicProfileApi;
