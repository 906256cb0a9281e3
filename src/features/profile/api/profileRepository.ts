import { doc, serverTimestamp, Timestamp, writeBatch, deleteField } from "firebase/firestore";
import { getDb } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import { geohashFor } from "@/lib/geo";
import { APP_MESSAGES } from "@/lib/messages";
import { playerSearchTokens } from "@rallyhub/domain/searchTokens";
import type { ProfileInput } from "../model/profileSchema";

/** The profile form's values as plain data (the birthdate as epoch millis, or null when not given), with the account's sign-in e-mail. */
export type ProfileSave = Omit<ProfileInput, "birthdate" | "email"> & { birthdate: number | null; email: string };

/**
 * Saves the profile form: the private user document and the public profile
 * other players see, in one batch so that neither is left half-written.
 * Display and full names arrive trimmed (the schema trims them). The e-mail
 * is the sign-in token's (the rules refuse any other).
 */
export async function saveProfile(uid: string, input: ProfileSave, photoURL: string): Promise<void> {
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
      // Optional: none given is saved as none, also over an earlier one (the rules allow null).
      birthdate: birthdate === null ? null : Timestamp.fromMillis(birthdate),
      phoneNumber: input.phoneNumber,
      hasAdditionalInfo: true,
      updatedAt: serverTimestamp(),
    },
    { merge: true },
  );
  batch.set(
    doc(db, "publicProfiles", uid),
    {
      displayName: input.displayName,
      // Full search finds players by the word prefixes of their display name.
      searchTokens: playerSearchTokens(input.displayName),
      photoURL,
      city: defaultCity,
      sports: input.sports,
      gender: input.gender,
      searchable: true,
      updatedAt: serverTimestamp(),
    },
    { merge: true },
  );
  try {
    await batch.commit();
  } catch (error) {
    throw toAppError(error, APP_MESSAGES.failure.profileSave);
  }
}
