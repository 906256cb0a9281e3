import { FieldValue, Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as scanCallables from "@rallyhub/domain/callables/scan";
import { eventRef, joinerRef, requireOrganizer } from "../events/common";
import { millisOf } from "@rallyhub/domain/stored/fields";
import { todayIn } from "@rallyhub/domain/availability/dates";
import { CHECK_IN_MESSAGES } from "@rallyhub/domain/scan/checkIn";

/** The calendar day an event starts on, in its own time zone (UTC when the zone is missing or unknown). */
function startDayOf(event: DocumentSnapshot): string | null {
  const start = millisOf(event.get("dateStart"));
  if (start === null) return null;
  return todayIn(zoneOf(event), start);
}

function zoneOf(event: DocumentSnapshot): string {
  const zone = event.get("timeZone") as unknown;
  if (typeof zone !== "string" || zone === "") return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}

/**
 * The organizer checks a player in at the door (the scan page): the caller
 * must have created the event, the event must start today in its own time
 * zone and not be cancelled, and the player must be going. The check-in is
 * recorded on the player's RSVP (events/{id}/joiners/{uid}: checkedInAt,
 * checkedInBy) in a transaction. Checking in twice changes nothing and says
 * when the first check-in was.
 */
export const checkInPlayer = defineCallable(scanCallables.checkInPlayer, async ({ eventId, uid }, { caller }) => {
  const now = Date.now();
  return db().runTransaction(async (tx) => {
    const event = await tx.get(eventRef(eventId));
    requireOrganizer(event, caller.uid);
    if (event.get("cancelled") === true) throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.cancelled);
    if (startDayOf(event) !== todayIn(zoneOf(event), now)) throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.notToday);
    const joiner = await tx.get(joinerRef(eventId, uid));
    if (!joiner.exists) throw new HttpsError("not-found", CHECK_IN_MESSAGES.notOnList);
    const status = joiner.get("rsvpStatus") as unknown;
    if (status !== "going") throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.notGoing);
    const displayName = String(joiner.get("displayName") ?? "") || "Player";
    const eventTitle = String(event.get("title") ?? "") || "A game";
    const before = millisOf(joiner.get("checkedInAt"));
    if (before !== null) return { uid, displayName, eventTitle, checkedInAt: before, alreadyCheckedIn: true };
    tx.update(joiner.ref, { checkedInAt: Timestamp.fromMillis(now), checkedInBy: caller.uid, updatedAt: FieldValue.serverTimestamp() });
    return { uid, displayName, eventTitle, checkedInAt: now, alreadyCheckedIn: false };
  });
});
