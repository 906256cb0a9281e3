import { FieldValue, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import { blockedUidsOf } from "../lib/blocks";
import { defineCallable } from "../lib/callable";
import * as eventCallables from "@rallyhub/domain/callables/events";
import type { AvailablePlayer } from "@rallyhub/domain/callables/events";
import { sendNotices } from "../notify/notify";
import { AvailabilityViewer, genderOf, scheduleOf } from "../availability/access";
import { isAvailable } from "@rallyhub/domain/availability/isAvailable";
import { distanceMiles } from "@rallyhub/domain/geo";
import { coveringCells } from "@rallyhub/domain/geoCells";
import { profileOf, readCells } from "../players/nearbyProfiles";
import { sharedAvailabilitySchema } from "@rallyhub/domain/stored/availability";
import { eventRef, gameTitle, inviteRef, joinerRef, noticeMail, personOf, requireOrganizer, rsvpEventOf, statusOf, storedEvent } from "./common";
import { eventWriteSchema, joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { readDoc } from "@rallyhub/domain/stored/fields";
import { writeFields } from "@rallyhub/domain/stored/write/fields";
import { invitableEvent, inviteOutcomes, writeInvites } from "./invites";
import { nextPreview, planPromotions } from "./rsvp";
import { counterChanges, heldSeats, isActive, seats } from "./rsvpLogic";
import { playersOf } from "./saveEvent";
import { EVENT_SERVER_MESSAGES } from "./messages";

/**
 * The organizer answers a request to join (creatorApprovalNeeded): approving
 * gives a spot, or a place on the waitlist when the game is full (refused
 * when there is no waitlist); declining says no. The player is told.
 */
export const respondToRsvp = defineCallable(eventCallables.respondToRsvp, async ({ eventId, uid, approve }, { caller }) => {
  const result = await db().runTransaction(async (tx) => {
    const event = await tx.get(eventRef(eventId));
    requireOrganizer(event, caller.uid);
    const stored = storedEvent(event);
    if (stored.cancelled) throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.manage.cancelled);
    const joiner = await tx.get(joinerRef(eventId, uid));
    const current = statusOf(joiner);
    if (current?.status !== "pending") throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.manage.notPending);
    const facts = rsvpEventOf(stored);
    let status: "going" | "waitlist" | "declined" = "declined";
    if (approve) {
      // Approved players queue behind anyone already waiting (strictly by arrival).
      if (facts.waitlistCount === 0 && (facts.capacity === null || facts.goingCount + seats(current) <= facts.capacity)) status = "going";
      else if (facts.allowWaitlist) status = "waitlist";
      else throw new HttpsError("resource-exhausted", EVENT_SERVER_MESSAGES.manage.full);
    }
    const change = counterChanges(current, { status, guests: current.guests });
    const queuedAt = status === "waitlist" ? stored.waitlistSeq + 1 : null;
    // Every read of a transaction comes before its first write.
    const person = status === "going" ? await tx.get(db().doc(`users/${uid}`)) : null;
    const arriving = person ? [{ uid, ...personOf(person) }] : [];
    tx.update(joinerRef(eventId, uid), writeFields(joinerWriteSchema, { rsvpStatus: status, queuedAt, updatedAt: FieldValue.serverTimestamp() }));
    tx.update(
      eventRef(eventId),
      writeFields(eventWriteSchema, {
        goingCount: FieldValue.increment(change.goingCount),
        waitlistCount: FieldValue.increment(change.waitlistCount),
        pendingCount: FieldValue.increment(change.pendingCount),
        ...(status === "waitlist" ? { waitlistSeq: FieldValue.increment(1) } : {}),
        attendeesPreview: nextPreview(stored.attendeesPreview, [], arriving),
        updated: FieldValue.serverTimestamp(),
      }),
    );
    return { status, event };
  });
  const title = gameTitle(result.event);
  const message =
    result.status === "going"
      ? `Your request was approved: you're going to ${title}.`
      : result.status === "waitlist"
        ? `Your request was approved: you're on the waitlist for ${title}.`
        : `Your request to join ${title} was declined.`;
  const noticeTitle = result.status === "declined" ? "Request declined" : "Request approved";
  await sendNotices([
    {
      uid,
      category: "eventJoined",
      type: result.status === "declined" ? "rsvpDeclined" : "rsvpApproved",
      title: noticeTitle,
      message,
      data: { eventId },
      mail: noticeMail(result.event, noticeTitle, message),
    },
  ]);
  return { status: result.status };
});

/**
 * Takes a player off an event's list in a transaction (counters, the public
 * preview) and moves players up from the waitlist into the freed spots.
 * Used by the organizer's Remove and by account deletion. Returns who moved up.
 */
export async function takeOffList(eventId: string, uid: string, organizerUid: string | null): Promise<{ promoted: string[]; event: DocumentSnapshot | null }> {
  return db().runTransaction(async (tx) => {
    const event = await tx.get(eventRef(eventId));
    if (organizerUid !== null) requireOrganizer(event, organizerUid);
    const joiner = await tx.get(joinerRef(eventId, uid));
    const current = statusOf(joiner);
    if (!event.exists) {
      if (joiner.exists) tx.delete(joiner.ref);
      return { promoted: [], event: null };
    }
    if (!current || !isActive(current.status)) {
      if (organizerUid !== null) throw new HttpsError("not-found", EVENT_SERVER_MESSAGES.manage.notOnList);
      if (joiner.exists) tx.delete(joiner.ref);
      return { promoted: [], event };
    }
    const stored = storedEvent(event);
    const facts = rsvpEventOf(stored);
    const change = counterChanges(current, null);
    const freed = heldSeats(current) > 0 && !stored.cancelled;
    const plan = freed ? await planPromotions(tx, eventId, facts.capacity, facts.goingCount + change.goingCount, uid) : { promoted: [] as string[], seats: 0, arriving: [] };
    tx.delete(joinerRef(eventId, uid));
    for (const promoted of plan.promoted)
      tx.update(
        joinerRef(eventId, promoted),
        writeFields(joinerWriteSchema, { rsvpStatus: "going", queuedAt: null, promotedAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() }),
      );
    tx.update(
      eventRef(eventId),
      writeFields(eventWriteSchema, {
        goingCount: FieldValue.increment(change.goingCount + plan.seats),
        maybeCount: FieldValue.increment(change.maybeCount),
        waitlistCount: FieldValue.increment(change.waitlistCount - plan.promoted.length),
        pendingCount: FieldValue.increment(change.pendingCount),
        attendeesPreview: nextPreview(stored.attendeesPreview, [uid], plan.arriving),
        updated: FieldValue.serverTimestamp(),
      }),
    );
    return { promoted: plan.promoted, event };
  });
}

/** Tells players who moved up from a waitlist. */
export async function noticePromoted(event: DocumentSnapshot, promoted: string[]): Promise<void> {
  const title = gameTitle(event);
  const message = `A spot opened up: you're going to ${title}.`;
  await sendNotices(
    promoted.map((p) => ({
      uid: p,
      category: "eventJoined" as const,
      type: "rsvpPromoted",
      title: "You're in!",
      message,
      data: { eventId: event.id },
      mail: noticeMail(event, "You're in!", message),
    })),
  );
}

/** The organizer takes a player off the list; freed spots go to the waitlist at once. */
export const removeJoiner = defineCallable(eventCallables.removeJoiner, async ({ eventId, uid }, { caller }) => {
  const result = await takeOffList(eventId, uid, caller.uid);
  if (!result.event) return { promoted: 0 };
  const title = gameTitle(result.event);
  await sendNotices([{ uid, category: "eventJoined", type: "rsvpRemoved", title: "Removed from a game", message: `The organizer took you off the list for ${title}.`, data: { eventId } }]);
  await noticePromoted(result.event, result.promoted);
  return { promoted: result.promoted.length };
});

/** The organizer messages everyone on the list (in-app, and by e-mail per each player's settings). */
export const messageJoiners = defineCallable(eventCallables.messageJoiners, async ({ eventId, message }, { caller }) => {
  const event = await eventRef(eventId).get();
  requireOrganizer(event, caller.uid);
  const title = gameTitle(event);
  const uids = (await playersOf(eventId)).filter((uid) => uid !== caller.uid);
  const sent = await sendNotices(
    uids.map((uid) => ({
      uid,
      category: "eventJoined" as const,
      type: "eventMessage",
      title: `Message about ${title}`,
      message,
      data: { eventId },
      mail: noticeMail(event, `Message about ${title}`, message),
    })),
  );
  return { sent };
});

/** The organizer invites a player (found with 'Find available players'): they may see a private game and are told. */
export const inviteToEvent = defineCallable(eventCallables.inviteToEvent, async ({ eventId, uid }, { caller }) => {
  const event = await invitableEvent(eventId, caller.uid);
  if (uid === caller.uid) throw new HttpsError("invalid-argument", EVENT_SERVER_MESSAGES.manage.cannotInvite);
  const organizer = await db().doc(`users/${caller.uid}`).get();
  const outcome = (await inviteOutcomes(event, organizer, [uid])).get(uid);
  if (outcome === "noUser") throw new HttpsError("not-found", EVENT_SERVER_MESSAGES.invite.noUser);
  if (outcome === "blocked" || outcome === "self") throw new HttpsError("failed-precondition", EVENT_SERVER_MESSAGES.manage.cannotInvite);
  if (outcome === "alreadyIn") throw new HttpsError("already-exists", EVENT_SERVER_MESSAGES.manage.alreadyIn);
  // Invited before: invited again (and told again).
  await sendNotices(await writeInvites(event, organizer, [uid]));
  return { invited: true };
});

const FIND_RADIUS_MILES = 25;

/**
 * 'Find available players' (issue 9): searchable players near the game whose
 * weekly hours, date overrides and travel cover its time (isAvailable), whose
 * availability the organizer may see (their visibility settings), who are not
 * on the list yet and with no block either way, nearest first (at most 20).
 */
export const findAvailablePlayers = defineCallable(eventCallables.findAvailablePlayers, async ({ eventId }, { caller }) => {
  const event = await eventRef(eventId).get();
  requireOrganizer(event, caller.uid);
  const stored = storedEvent(event);
  const location = { lat: stored.location.lat, lng: stored.location.lng };
  const start = stored.dateStart;
  const end = Math.max(start + 60_000, stored.dateEnd);
  const cells = coveringCells(location, FIND_RADIUS_MILES);
  // Every cell is a range of the stored city geohash (the first 60 of each, as one round of the nearby search).
  const { docs } = await readCells(
    cells,
    cells.map(() => "start"),
    { perCell: 60 },
  );
  const candidates = new Map<string, DocumentSnapshot>();
  for (const d of docs) if (d.id !== caller.uid) candidates.set(d.id, d);
  const near = [...candidates.values()]
    .flatMap((snap) => {
      const p = profileOf(snap);
      // A profile without a point is never near (the cells hold only profiles with one).
      return p.point ? [{ p, miles: distanceMiles(location, p.point) }] : [];
    })
    .filter((c) => c.miles <= FIND_RADIUS_MILES)
    .sort((a, b) => a.miles - b.miles)
    .slice(0, 120);
  if (near.length === 0) return { players: [] };

  const ids = near.map((c) => c.p.uid);
  const [availability, users, joiners, invites, organizer] = await Promise.all([
    db().getAll(...ids.map((id) => db().doc(`availability/${id}`))),
    db().getAll(...ids.map((id) => db().doc(`users/${id}`))),
    db().getAll(...ids.map((id) => joinerRef(eventId, id))),
    db().getAll(...ids.map((id) => inviteRef(eventId, id))),
    db().doc(`users/${caller.uid}`).get(),
  ]);
  const organizerBlocks = blockedUidsOf(organizer.data());
  const viewer = new AvailabilityViewer(caller.uid, genderOf(organizer));
  const players: AvailablePlayer[] = [];
  for (let i = 0; i < near.length && players.length < 20; i += 1) {
    const entry = near[i];
    const avail = availability[i];
    const user = users[i];
    if (!entry || !avail?.exists || !user?.exists) continue;
    if (isActive(statusOf(joiners[i])?.status)) continue;
    if (blockedUidsOf(user.data()).includes(caller.uid) || organizerBlocks.includes(entry.p.uid)) continue;
    const data = avail.data() ?? {};
    const shared = readDoc(sharedAvailabilitySchema, avail);
    // A player who never set weekly hours is not matched.
    if (!shared.weeklyAvailability) continue;
    const privacy = shared.privacySettings;
    if (!(await viewer.canSee(entry.p.uid, privacy))) continue;
    const schedule = scheduleOf(data, privacy);
    const home = entry.p.point;
    let free = false;
    try {
      free = isAvailable(schedule, { start, end, at: location, home }).available;
    } catch {
      // One malformed schedule must not break the search for everyone: that player is left out.
      free = false;
    }
    if (!free) continue;
    players.push({
      uid: entry.p.uid,
      displayName: entry.p.displayName || "Player",
      photoURL: entry.p.photoURL,
      cityName: entry.p.cityName,
      distanceMiles: Math.round(entry.miles * 10) / 10,
      sports: entry.p.sports,
      invited: invites[i]?.exists === true,
    });
  }
  return { players };
});
