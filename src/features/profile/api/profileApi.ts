import { api, attemptWrite } from "@/lib/api";
import { APP_MESSAGES } from "@/lib/messages";
import { saveProfile, type ProfileSave } from "./profileRepository";

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profile form (spec §2.7): the private document and the public profile, in one batch. */
    saveProfile: build.mutation<null, { uid: string; input: ProfileSave; photoURL: string }>({
      queryFn: ({ uid, input, photoURL }) => attemptWrite(() => saveProfile(uid, input, photoURL), APP_MESSAGES.failure.profileSave),
      invalidatesTags: (_r, _e, { uid }) => [{ type: "Profile", id: uid }],
    }),
  }),
});

export const { useSaveProfileMutation } = profileApi;
