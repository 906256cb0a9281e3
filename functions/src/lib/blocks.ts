import { readData } from "@rallyhub/domain/stored/fields";
import { blockedUidsSchema } from "@rallyhub/domain/stored/users";

/**
 * Block lists (spec §6). The uids a user blocked are kept in their owner-only
 * users/{uid}.blockedUids (never on the public profile, which would tell every
 * reader who blocked whom).
 */

/** The blockedUids of a users/{uid} document's data (blockedUidsSchema: anything malformed counts as none). */
export function blockedUidsOf(data: { blockedUids?: unknown } | undefined): string[] {
  return readData(blockedUidsSchema, "", data).blockedUids;
}

/** True when the owner of this users document has blocked the given uid. */
export function hasBlocked(ownerData: { blockedUids?: unknown } | undefined, uid: string): boolean {
  return blockedUidsOf(ownerData).includes(uid);
}
