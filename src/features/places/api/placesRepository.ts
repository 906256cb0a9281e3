import { doc, getDoc } from "firebase/firestore";
import { call, getDb, getStorageClient } from "@/lib/firebase";
import { AppError, toAppError } from "@/lib/errors";
import { APP_MESSAGES } from "@/lib/messages";
import type { CallableInput, CallableOutput } from "@rallyhub/domain/callables/all";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/model";
import type { Place } from "../model/place";
import { readPlacesPage, type PlacesCursor, type PlacesInBoundsQuery, type PlacesPage } from "../model/placesInBounds";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { placeSchema } from "@rallyhub/domain/stored/places";
import { rangesReader } from "./placesQuery";

const readRanges = rangesReader(getDb);

export type { PlaceSummary } from "../model/place";

/** Spec §7 Places by id: the place, or null when there is none ('Place not found'). */
export async function getPlace(id: string): Promise<Place | null> {
  const db = await getDb();
  try {
    const snap = await getDoc(doc(db, "places", id));
    return snap.exists() ? readDoc(placeSchema, snap) : null;
  } catch (error) {
    throw toAppError(error, PLACE_MESSAGES.loadFailed);
  }
}

/** Spec §7 Places by bounds, page and filter (see model/placesInBounds.ts). */
export async function placesInBounds(q: PlacesInBoundsQuery, cursor: PlacesCursor | null): Promise<PlacesPage> {
  try {
    return await readPlacesPage(readRanges, q, cursor);
  } catch (error) {
    throw toAppError(error, PLACE_MESSAGES.loadFailed);
  }
}

/** Spec §7 Places add and update, through the server (organizers; only the creator edits). */
export async function savePlace(input: CallableInput<"savePlace">): Promise<CallableOutput<"savePlace">> {
  try {
    return await call("savePlace", input);
  } catch (error) {
    throw toAppError(error, PLACE_MESSAGES.saveFailed);
  }
}

/** Whether photo uploads work here (Storage configured); where not, the form takes a photo's web address instead. */
export async function placeUploadsAvailable(): Promise<boolean> {
  return (await getStorageClient()) !== null;
}

/** Uploads a place's photo to placePhotos/{uid}/{name} (storage.rules) and returns its URL. */
export async function uploadPlacePhoto(uid: string, file: Blob): Promise<string> {
  const storage = await getStorageClient();
  if (!storage) throw new AppError("unavailable", APP_MESSAGES.failure.uploadsUnavailable);
  const { ref, uploadBytes, getDownloadURL } = await import("firebase/storage");
  try {
    const name = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const target = ref(storage, `placePhotos/${uid}/${name}`);
    await uploadBytes(target, file, { contentType: file.type || "image/jpeg", cacheControl: "public, max-age=86400" });
    return await getDownloadURL(target);
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.photoUpload);
  }
}
