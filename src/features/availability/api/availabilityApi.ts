import { doc, getDoc, serverTimestamp, setDoc } from "firebase/firestore";
import { api } from "@/lib/api";
import { call, getDb } from "@/lib/firebase";
import { serializeError, toAppError } from "@/lib/errors";
import { browserTimeZone } from "@rallyhub/domain/availability/dates";
import type { UserAvailability } from "@rallyhub/domain/availability/types";
import { availabilityOf } from "@rallyhub/domain/stored/availability";

/** Spec §7 Availability: read by uid; null when the user has none yet (the editor then creates it). */
export async function readAvailability(uid: string): Promise<UserAvailability | null> {
  const db = await getDb();
  const snap = await getDoc(doc(db, "availability", uid));
  return snap.exists() ? availabilityOf(snap.data(), browserTimeZone()) : null;
}

/** Create or update: the whole document is written, so nothing half-saved is left behind. */
export async function writeAvailability(uid: string, value: UserAvailability): Promise<void> {
  const db = await getDb();
  await setDoc(doc(db, "availability", uid), {
    weeklyAvailability: value.weeklyAvailability,
    dateSpecificAvailability: value.dateSpecificAvailability,
    privacySettings: value.privacySettings,
    timeZone: value.timeZone,
    updatedAt: serverTimestamp(),
  });
}

export type PlayerAvailabilityResult = { visible: true; availability: UserAvailability } | { visible: false; reason: "filtered" | "none" };

/** Another player's availability, as far as their privacy settings let this viewer see it (decided on the server). */
export async function fetchPlayerAvailability(uid: string): Promise<PlayerAvailabilityResult> {
  const data = await call("getPlayerAvailability", { uid });
  if (data.visible) return { visible: true, availability: availabilityOf(data.availability, "UTC") };
  return { visible: false, reason: data.reason };
}

export const availabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyAvailability: build.query<UserAvailability | null, string>({
      queryFn: async (uid) => {
        try {
          return { data: await readAvailability(uid) };
        } catch (error) {
          return { error: serializeError(error, "Your availability could not be loaded.") };
        }
      },
      providesTags: (_r, _e, uid) => [{ type: "Availability", id: uid }],
    }),
    saveMyAvailability: build.mutation<UserAvailability, { uid: string; value: UserAvailability }>({
      queryFn: async ({ uid, value }) => {
        try {
          await writeAvailability(uid, value);
          return { data: value };
        } catch (error) {
          return { error: toAppError(error, "Something went wrong saving availability").toJSON() };
        }
      },
      // The saved value becomes the cache: no second read after saving.
      onQueryStarted: async ({ uid }, { dispatch, queryFulfilled }) => {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(availabilityApi.util.upsertQueryData("getMyAvailability", uid, data));
      },
    }),
    getPlayerAvailability: build.query<PlayerAvailabilityResult, string>({
      queryFn: async (uid) => {
        try {
          return { data: await fetchPlayerAvailability(uid) };
        } catch (error) {
          return { error: serializeError(error, "This player's availability could not be loaded.") };
        }
      },
      providesTags: (_r, _e, uid) => [{ type: "Availability", id: `player-${uid}` }],
    }),
  }),
});

export const { useGetMyAvailabilityQuery, useSaveMyAvailabilityMutation, useGetPlayerAvailabilityQuery } = availabilityApi;
