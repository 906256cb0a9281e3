import { doc, getDoc } from "firebase/firestore";
import { api } from "@/lib/api";
import { getDb } from "@/lib/firebase";
import { serializeError } from "@/lib/errors";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { profileOptionsSchema } from "@rallyhub/domain/stored/options";

export interface ProfileOptions {
  gameTypes: string[];
  genders: string[];
}

/** Spec §7 Profile options: the game types list and the genders list. */
export async function loadProfileOptions(): Promise<ProfileOptions> {
  const db = await getDb();
  const [games, genders] = await Promise.all([getDoc(doc(db, "profileOptions", "gameTypes")), getDoc(doc(db, "profileOptions", "genders"))]);
  return { gameTypes: readDoc(profileOptionsSchema, games), genders: readDoc(profileOptionsSchema, genders) };
}

export const profileOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfileOptions: build.query<ProfileOptions, undefined>({
      queryFn: async () => {
        try {
          return { data: await loadProfileOptions() };
        } catch (error) {
          return { error: serializeError(error, "Could not load the game types. Check your connection and try again.") };
        }
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetProfileOptionsQuery } = profileOptionsApi;
