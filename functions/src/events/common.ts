import type { DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import type { RsvpStatus } from "@rallyhub/domain/events/types";
import { eventServerSchema, joinerServerSchema, type ServerEvent, type ServerJoiner } from "@rallyhub/domain/stored/events";
import { type JoinerWrite } from "@rallyhub/domain/stored/write/events";
import { readData, readDoc } from "@rallyhub/domain/stored/fields";
import { blockedUidsSchema, serverUserSchema } from "@rallyhub/domain/stored/users";
import { gameTime } from "@rallyhub/domain/time/gameTime";
import type { RsvpEvent } from "./rsvpLogic";

export const EVENT_NOT_FOUND = "Game not found";
export const ONLY_ORGANIZER = "Only the organizer can do this.";

export const eventRef = (id: string) => db().doc(`events/${id}`);
export const joinerRef = (eventId: string, uid: string) => db().doc(`events/${eventId}/joiners/${uid}`);
export const inviteRef = (eventId: string, uid: string) => db().doc(`events/${eventId}/invites/${uid}`);

/** A stored event as the Functions read it (eventServerSchema). */
export const storedEvent = (snap: DocumentSnapshot): ServerEvent => readDoc(eventServerSchema, snap);

/** A stored RSVP as the Functions read it (joinerServerSchema); null when there is none. */
export const storedJoiner = (snap: DocumentSnapshot | undefined): ServerJoiner | null => (snap?.exists ? readDoc(joinerServerSchema, snap) : null);

/** The RSVP-relevant part of a stored event (a snapshot, or one already read). */
export function rsvpEventOf(event: DocumentSnapshot | ServerEvent): RsvpEvent {
  const e = "ref" in event ? storedEvent(event) : event;
  return {
    creatorId: e.creatorId,
    cancelled: e.cancelled,
    dateStart: e.dateStart,
    capacity: e.capacity,
    goingCount: e.goingCount,
    waitlistCount: e.waitlistCount,
    allowWaitlist: e.allowWaitlist,
    creatorApprovalNeeded: e.creatorApprovalNeeded,
    allowParticipantGuests: e.allowParticipantGuests,
    guestLimit: e.guestLimit,
    hoursToCancelBefore: e.hoursToCancelBefore,
    allowLateRsvp: e.allowLateRsvp,
  };
}

/** A player's answer to a game (null: they never answered). */
export function statusOf(snap: DocumentSnapshot | undefined): { status: RsvpStatus; guests: number } | null {
  if (!snap?.exists || !snap.get("rsvpStatus")) return null;
  const joiner = readDoc(joinerServerSchema, snap);
  return { status: joiner.rsvpStatus, guests: joiner.guests };
}

/** What other players see of a user on a game (their public name and photo) and whether their upcoming games show. */
export interface Person {
  displayName: string;
  photoURL: string;
  showsGames: boolean;
}

/** A user document (or none) as a Person. */
export function personOf(snap: DocumentSnapshot | undefined): Person {
  const user = readData(serverUserSchema, snap?.id ?? "", snap?.data());
  return { displayName: user.displayName || "Player", photoURL: user.photoURL, showsGames: user.privacySettings.publicUpcomingGames };
}

/** Refuses unless the caller created the event (spec §6: the creator manages it). */
export function requireOrganizer(snap: DocumentSnapshot, uid: string): void {
  if (!snap.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
  if (storedEvent(snap).creatorId !== uid) throw new HttpsError("permission-denied", ONLY_ORGANIZER);
}

/**
 * Whether a user may see an event: public ones anyone; private ones their
 * creator, the players on its list and those invited, and everyone once its
 * makePublicAfter time has come.
 */
export function canSee(event: DocumentSnapshot, uid: string, onList: boolean, invited: boolean, now: number): boolean {
  const { isPrivate, makePublicAfter, creatorId } = storedEvent(event);
  if (!isPrivate) return true;
  if (makePublicAfter !== null && makePublicAfter <= now) return true;
  return creatorId === uid || onList || invited;
}

/**
 * The game's time in texts with no viewer (e-mails, notifications, search's
 * server side): its venue's time and zone, "Tue, Dec 1 · 6:00 PM – 7:30 PM CST"
 * (packages/domain/src/time/gameTime.ts); "" without a start.
 */
export function whenOf(event: DocumentSnapshot): string {
  const { start, end, timeZone } = storedEvent(event);
  if (start === null) return "";
  return gameTime({ dateStart: start, dateEnd: end, timeZone }, null);
}

export function whereOf(event: DocumentSnapshot): string {
  const { location } = storedEvent(event);
  return [location.name, location.address].filter((v) => v !== "").join(", ");
}

/** The event's page in the app (relative: mail templates add the host). */
export const eventPath = (id: string) => `/event/${id}`;

/** A game's title as its notices say it ("A game" when it has none). */
export const gameTitle = (event: DocumentSnapshot): string => storedEvent(event).title || "A game";

/** The mail data of a game notice. */
export function noticeMail(event: DocumentSnapshot, title: string, message: string) {
  return { title, message, eventTitle: gameTitle(event), when: whenOf(event), where: whereOf(event), url: eventPath(event.id) };
}

/** What other players may see of a user (their public name and photo) and whether their upcoming games show. */
export async function publicBasics(uids: string[]): Promise<Map<string, { displayName: string; photoURL: string; showsGames: boolean; blockedUids: string[] }>> {
  const out = new Map<string, { displayName: string; photoURL: string; showsGames: boolean; blockedUids: string[] }>();
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += 100) {
    const refs = unique.slice(i, i + 100).map((uid) => db().doc(`users/${uid}`));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs)) {
      out.set(snap.id, { ...personOf(snap), blockedUids: readDoc(blockedUidsSchema, snap).blockedUids });
    }
  }
  return out;
}

/**
 * What each RSVP keeps of its game (events/{id}/joiners/{uid}), so that a
 * player's next games, with one team or any, are one ordered query that
 * needs no read of the games themselves (the home's Upcoming Events). The
 * rsvp callable writes them; saveEvent and cancelEvent copy them again when
 * the game changes (syncJoinerCopies).
 */
export function joinerCopiesOf(event: DocumentSnapshot): Pick<JoinerWrite, "dateStart" | "dateEnd" | "timeZone" | "hostingTeam" | "title" | "locationName" | "cancelled"> {
  const e = storedEvent(event);
  // The start exactly as stored (a Timestamp), so that the RSVPs order and filter as the games do; with it, its end
  // and the venue's zone: the list shows the game's one time (issue 31).
  return {
    dateStart: event.get("dateStart") as JoinerWrite["dateStart"],
    dateEnd: (event.get("dateEnd") as JoinerWrite["dateEnd"]) ?? null,
    timeZone: e.timeZone,
    hostingTeam: e.hostingTeam,
    title: e.title,
    locationName: e.location.name,
    cancelled: e.cancelled,
  };
}
