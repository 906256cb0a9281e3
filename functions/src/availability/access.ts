import type { DocumentSnapshot } from "firebase-admin/firestore";
import { db } from "../admin";
import type { UserAvailability } from "@rallyhub/domain/availability/types";
import { availabilityOf } from "@rallyhub/domain/stored/availability";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { serverUserSchema } from "@rallyhub/domain/stored/users";
import { canViewAvailability, privacyFrom, type AvailabilityPrivacy } from "./visibility";

/**
 * What the server needs to show one player's availability to another: the
 * facts canViewAvailability decides on (communities, connections, gender),
 * read only when a player's filters ask for them, and the stored schedule in
 * the shape the availability model (shared/availability) expects. Used by
 * getPlayerAvailability, the organizer's 'Find available players' and the
 * players-near-you search.
 */

/** The teams a player belongs to (their communities, spec §3 availability privacy). */
export async function communitiesOf(uid: string): Promise<string[]> {
  const snap = await db().collection("teams").where("memberIds", "array-contains", uid).select().limit(500).get();
  return snap.docs.map((d) => d.id);
}

/** Whether two players have an accepted family connection (either direction). */
export async function areConnected(a: string, b: string): Promise<boolean> {
  const col = db().collection("familyConnections");
  const [one, two] = await Promise.all([
    col.where("requesterId", "==", a).where("recipientId", "==", b).where("status", "==", "accepted").limit(1).get(),
    col.where("requesterId", "==", b).where("recipientId", "==", a).where("status", "==", "accepted").limit(1).get(),
  ]);
  return !one.empty || !two.empty;
}

/** The gender a users/{uid} document gives (the top-level copy, or the one in additionalInfo), or null. */
export function genderOf(user: DocumentSnapshot | undefined): string | null {
  if (!user) return null;
  const { gender, additionalInfo } = readDoc(serverUserSchema, user);
  return gender || additionalInfo?.gender || null;
}

/**
 * One viewer looking at many players' availability: their own facts are read
 * once, and only if some player's filters need them.
 */
export class AvailabilityViewer {
  private communities: Promise<string[]> | null = null;

  constructor(
    readonly uid: string,
    private readonly gender: string | null,
  ) {}

  /** Whether this viewer may see the availability of `ownerUid` (not blocked: the caller checks blocks first). */
  async canSee(ownerUid: string, privacy: AvailabilityPrivacy): Promise<boolean> {
    if (ownerUid === this.uid) return true;
    if (privacy.visibilityMode === "public") return true;
    const needsCommunities = privacy.communityFilter !== "none";
    this.communities ??= needsCommunities ? communitiesOf(this.uid) : null;
    const [viewerCommunities, ownerCommunities, isConnection] = await Promise.all([
      needsCommunities && this.communities ? this.communities : Promise.resolve([]),
      needsCommunities ? communitiesOf(ownerUid) : Promise.resolve([]),
      privacy.connectsOnly ? areConnected(this.uid, ownerUid) : Promise.resolve(false),
    ]);
    return canViewAvailability(privacy, { isOwner: false, isBlocked: false, viewerGender: this.gender, viewerCommunities, ownerCommunities, isConnection });
  }
}

/** A user's hours as the availability search reads them (availabilityOf: the stored time zone, UTC when it has none), under the given privacy settings. */
export function scheduleOf(data: Record<string, unknown>, privacy: UserAvailability["privacySettings"] = privacyFrom(data.privacySettings)): UserAvailability {
  return { ...availabilityOf(data, "UTC"), privacySettings: privacy };
}
