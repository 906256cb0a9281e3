/** What a guest record (someone added by an organizer before they had an account) gives a new user. */
export interface GuestProfile {
  displayName?: string;
  fullName?: string;
  lastName?: string;
  phoneNumber?: string;
}

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
