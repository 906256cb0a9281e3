import { doc, serverTimestamp, Timestamp, writeBatch, deleteField } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { geohashFor } from "@/lib/geo";
import type { ProfileInput } from "../model/profileSchema";

/**
 * Saves the profile form: the private user document and the public profile
 * other players see, in one batch so that neither is left half-written.
 * Display and full names arrive trimmed (the schema trims them).
 */
export async function saveProfile(uid: string, input: ProfileInput, photoURL: string): Promise<void> {
  const db = await getDb();
  const { city, birthdate } = input;
  const defaultCity = { lat: city.lat, lng: city.lng, hash: geohashFor(city), name: city.name };
  const pronoun = input.pronouns;
  const batch = writeBatch(db);
  batch.set(
    doc(db, "users", uid),
    {
      uid,
      displayName: input.displayName,
      fullName: input.fullName,
      lastName: input.lastName === "" ? deleteField() : input.lastName,
      email: input.email,
      emailLower: input.email.toLowerCase(),
      gender: input.gender,
      pronoun,
      sports: input.sports,
      additionalInfo: { gender: input.gender, sports: input.sports, pronoun },
      joinReason: input.joinReason,
      defaultCity,
      birthdate: Timestamp.fromDate(birthdate),
      phoneNumber: input.phoneNumber,
      hasAdditionalInfo: true,
      updatedAt: serverTimestamp(),
    },
    { merge: true },
  );
  batch.set(
    doc(db, "publicProfiles", uid),
    { displayName: input.displayName, photoURL, city: defaultCity, sports: input.sports, gender: input.gender, searchable: true, updatedAt: serverTimestamp() },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, "Your profile could not be saved. Check your connection and try again.");
  }
}
