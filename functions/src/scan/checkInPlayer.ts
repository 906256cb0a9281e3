import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { defineCallable } from "../lib/callable";
import * as scanCallables from "@rallyhub/domain/callables/scan";
import { eventRef, joinerRef, requireOrganizer, storedEvent, storedJoiner } from "../events/common";
import { type ServerEvent } from "@rallyhub/domain/stored/events";
import { joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { todayIn } from "@rallyhub/domain/availability/dates";
import { CHECK_IN_MESSAGES } from "@rallyhub/domain/scan/checkIn";

/** The calendar day an event starts on, in its own time zone (UTC when the zone is missing or unknown). */
function startDayOf(event: ServerEvent): string | null {
  if (event.start === null) return null;
  return todayIn(zoneOf(event), event.start);
}

function zoneOf({ timeZone: zone }: ServerEvent): string {
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
    const snap = await tx.get(eventRef(eventId));
    requireOrganizer(snap, caller.uid);
    const event = storedEvent(snap);
    if (event.cancelled) throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.cancelled);
    if (startDayOf(event) !== todayIn(zoneOf(event), now)) throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.notToday);
    const joinerSnap = await tx.get(joinerRef(eventId, uid));
    const joiner = storedJoiner(joinerSnap);
    if (!joiner) throw new HttpsError("not-found", CHECK_IN_MESSAGES.notOnList);
    // A status that is not a known one reads as notGoing: not checked in either way.
    if (joiner.rsvpStatus !== "going") throw new HttpsError("failed-precondition", CHECK_IN_MESSAGES.notGoing);
    const displayName = joiner.displayName;
    const eventTitle = event.title || "A game";
    const before = joiner.checkedInAt;
    if (before !== null) return { uid, displayName, eventTitle, checkedInAt: before, alreadyCheckedIn: true };
    tx.update(joinerSnap.ref, writeFields(joinerWriteSchema, { checkedInAt: Timestamp.fromMillis(now), checkedInBy: caller.uid, updatedAt: FieldValue.serverTimestamp() }));
    return { uid, displayName, eventTitle, checkedInAt: now, alreadyCheckedIn: false };
  });
});
