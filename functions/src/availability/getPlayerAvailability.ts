import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { hasBlocked } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as availabilityCallables from "@rallyhub/domain/callables/availability";
import { areConnected, communitiesOf, genderOf } from "./access";
import { sharedAvailabilitySchema } from "@rallyhub/domain/stored/availability";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { canViewAvailability } from "./visibility";

/**
 * Another player's availability, if their privacy settings let the caller see
 * it. The stored document is readable only by its owner (rules); this is the
 * only other way to it, so the decision cannot be skipped.
 */
export const getPlayerAvailability = defineCallable(availabilityCallables.getPlayerAvailability, async ({ uid }, { caller }) => {
  const [availabilitySnap, ownerSnap] = await Promise.all([db().doc(`availability/${uid}`).get(), db().doc(`users/${uid}`).get()]);
  const isBlocked = hasBlocked(ownerSnap.data(), caller.uid);
  // A blocked viewer cannot see the player at all (spec §6): answer as if there were no such player.
  if (isBlocked) throw new HttpsError("not-found", "User not found");
  if (!availabilitySnap.exists) return { visible: false, reason: "none" };
  const shared = readDoc(sharedAvailabilitySchema, availabilitySnap);
  const privacy = shared.privacySettings;
  const isOwner = caller.uid === uid;
  let visible = isOwner || privacy.visibilityMode === "public";
  if (!visible) {
    const [viewerDoc, viewerCommunities, ownerCommunities, isConnection] = await Promise.all([
      db().doc(`users/${caller.uid}`).get(),
      communitiesOf(caller.uid),
      communitiesOf(uid),
      privacy.connectsOnly ? areConnected(caller.uid, uid) : Promise.resolve(false),
    ]);
    visible = canViewAvailability(privacy, {
      isOwner,
      isBlocked,
      viewerGender: genderOf(viewerDoc),
      viewerCommunities,
      ownerCommunities,
      isConnection,
    });
  }
  if (!visible) return { visible: false, reason: "filtered" };
  // The owner's filters themselves are not shown to others.
  return {
    visible: true,
    availability: {
      weeklyAvailability: shared.weeklyAvailability ?? {},
      dateSpecificAvailability: shared.dateSpecificAvailability ?? [],
      timeZone: shared.timeZone,
    },
  };
});
