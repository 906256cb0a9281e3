// The profile form's choices (profileOptions/gameTypes and profileOptions/genders).
import { profileOptionsWriteSchema } from "@rallyhub/domain/stored/write/options";
import { storedDoc, type StoredDoc } from "./docs";
import { GAME_TYPES, GENDER_OPTIONS } from "./tables";

export function buildProfileOptions(): Array<StoredDoc<typeof profileOptionsWriteSchema>> {
  return [
    storedDoc(profileOptionsWriteSchema, "profileOptions/gameTypes", { items: GAME_TYPES.map((label) => ({ label })) }),
    storedDoc(profileOptionsWriteSchema, "profileOptions/genders", { items: GENDER_OPTIONS.map((label) => ({ label })) }),
  ];
}
