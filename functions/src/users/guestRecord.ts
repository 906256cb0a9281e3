import type { GuestProfile } from "@rallyhub/domain/callables/users";

const pick = (value: unknown, max: number): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim().slice(0, max) : undefined);

export function guestProfileFrom(data: Record<string, unknown>): GuestProfile {
  const profile: GuestProfile = {};
  const displayName = pick(data.displayName, 25);
  const fullName = pick(data.fullName, 300);
  const lastName = pick(data.lastName, 100);
  const phoneNumber = pick(data.phoneNumber, 30);
  if (displayName) profile.displayName = displayName;
  if (fullName) profile.fullName = fullName;
  if (lastName) profile.lastName = lastName;
  if (phoneNumber) profile.phoneNumber = phoneNumber;
  return profile;
}
