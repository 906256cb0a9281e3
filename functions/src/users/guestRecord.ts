import type { GuestProfile } from "@rallyhub/domain/callables/users";
import { readData } from "@rallyhub/domain/stored/fields";
import { guestUserSchema } from "@rallyhub/domain/stored/users";

export function guestProfileFrom(data: Record<string, unknown>): GuestProfile {
  return readData(guestUserSchema, "", data);
}
