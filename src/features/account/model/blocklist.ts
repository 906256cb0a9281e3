import type { PrivacySettings } from "@/lib/session/userDefaults";

/** One block-list entry (spec §3 privacySettings.blocklist). */
export type BlockListEntry = PrivacySettings["blocklist"][number];

/**
 * A uid search shows the e-mail masked ("p••@example.com", see the searchUser
 * Function): such an address identifies nobody, so it never counts as a match.
 */
export function isMaskedEmail(email: string): boolean {
  return email.includes("•");
}

function comparableEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase();
  return trimmed && !isMaskedEmail(trimmed) ? trimmed : null;
}

/** Spec §5 Blocking: a user is already blocked when an entry has the same userId or the same e-mail. */
export function isAlreadyBlocked(candidate: BlockListEntry, blocklist: readonly BlockListEntry[]): boolean {
  const email = comparableEmail(candidate.email);
  return blocklist.some((entry) => (candidate.userId !== "" && entry.userId === candidate.userId) || (email !== null && comparableEmail(entry.email) === email));
}

function sameEntry(a: BlockListEntry, b: BlockListEntry): boolean {
  return a.userId === b.userId && a.email === b.email;
}

/** The list after blocking `entries` (arrayUnion: an identical entry is not added twice). */
export function withEntries(blocklist: readonly BlockListEntry[], entries: readonly BlockListEntry[]): BlockListEntry[] {
  const next = [...blocklist];
  for (const entry of entries) if (!next.some((e) => sameEntry(e, entry))) next.push(entry);
  return next;
}

/** The list after unblocking `entry` (arrayRemove: every identical entry goes). */
export function withoutEntry(blocklist: readonly BlockListEntry[], entry: BlockListEntry): BlockListEntry[] {
  return blocklist.filter((e) => !sameEntry(e, entry));
}

/** What the block list shows for an entry: its e-mail, else its uid. */
export function entryLabel(entry: BlockListEntry): string {
  return entry.email || entry.userId || "Unknown user";
}
