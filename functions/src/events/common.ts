import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { db } from "../admin";
import type { RsvpStatus } from "@rallyhub/domain/events/types";
import { gameTime } from "@rallyhub/domain/time/gameTime";
import type { RsvpEvent } from "./rsvpLogic";

export const EVENT_NOT_FOUND = "Game not found";
export const ONLY_ORGANIZER = "Only the organizer can do this.";

export const eventRef = (id: string) => db().doc(`events/${id}`);
export const joinerRef = (eventId: string, uid: string) => db().doc(`events/${eventId}/joiners/${uid}`);
export const inviteRef = (eventId: string, uid: string) => db().doc(`events/${eventId}/invites/${uid}`);

export function millis(value: unknown): number | null {
  if (value instanceof Timestamp) return value.toMillis();
  return typeof value === "number" ? value : null;
}
const num = (value: unknown, fallback = 0): number => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** The RSVP-relevant part of a stored event. */
export function rsvpEventOf(snap: DocumentSnapshot): RsvpEvent {
  const capacity = snap.get("capacity") as unknown;
  const hours = snap.get("hoursToCancelBefore") as unknown;
  return {
    creatorId: String(snap.get("creatorId") ?? ""),
    cancelled: snap.get("cancelled") === true,
    dateStart: millis(snap.get("dateStart")) ?? 0,
    capacity: typeof capacity === "number" ? capacity : null,
    goingCount: num(snap.get("goingCount")),
    waitlistCount: num(snap.get("waitlistCount")),
    allowWaitlist: snap.get("allowWaitlist") === true,
    creatorApprovalNeeded: snap.get("creatorApprovalNeeded") === true,
    allowParticipantGuests: snap.get("allowParticipantGuests") === true,
    guestLimit: num(snap.get("guestLimit")),
    hoursToCancelBefore: typeof hours === "number" ? hours : null,
    allowLateRsvp: snap.get("allowLateRsvp") === true,
  };
}

export function statusOf(snap: DocumentSnapshot | undefined): { status: RsvpStatus; guests: number } | null {
  if (!snap?.exists) return null;
  const status = snap.get("rsvpStatus") as RsvpStatus | undefined;
  return status ? { status, guests: num(snap.get("guests")) } : null;
}

/** Refuses unless the caller created the event (spec §6: the creator manages it). */
export function requireOrganizer(snap: DocumentSnapshot, uid: string): void {
  if (!snap.exists) throw new HttpsError("not-found", EVENT_NOT_FOUND);
  if (snap.get("creatorId") !== uid) throw new HttpsError("permission-denied", ONLY_ORGANIZER);
}

/**
 * Whether a user may see an event: public ones anyone; private ones their
 * creator, the players on its list and those invited, and everyone once its
 * makePublicAfter time has come.
 */
export function canSee(event: DocumentSnapshot, uid: string, onList: boolean, invited: boolean, now: number): boolean {
  if (event.get("isPrivate") !== true) return true;
  const opensAt = millis(event.get("makePublicAfter"));
  if (opensAt !== null && opensAt <= now) return true;
  return event.get("creatorId") === uid || onList || invited;
}

/**
 * The game's time in texts with no viewer (e-mails, notifications, search's
 * server side): its venue's time and zone, "Tue, Dec 1 · 6:00 PM – 7:30 PM CST"
 * (packages/domain/src/time/gameTime.ts); "" without a start.
 */
export function whenOf(event: DocumentSnapshot): string {
  const start = millis(event.get("dateStart"));
  if (start === null) return "";
  return gameTime({ dateStart: start, dateEnd: millis(event.get("dateEnd")), timeZone: String(event.get("timeZone") ?? "") }, null);
}

export function whereOf(event: DocumentSnapshot): string {
  const location = (event.get("location") ?? {}) as { name?: unknown; address?: unknown };
  return [location.name, location.address].filter((v): v is string => typeof v === "string" && v !== "").join(", ");
}

/** The event's page in the app (relative: mail templates add the host). */
export const eventPath = (id: string) => `/event/${id}`;

/** The mail data of a game notice. */
export function noticeMail(event: DocumentSnapshot, title: string, message: string) {
  return { title, message, eventTitle: String(event.get("title") ?? "A game"), when: whenOf(event), where: whereOf(event), url: eventPath(event.id) };
}

/** What other players may see of a user (their public name and photo) and whether their upcoming games show. */
export async function publicBasics(uids: string[]): Promise<Map<string, { displayName: string; photoURL: string; showsGames: boolean; blockedUids: string[] }>> {
  const out = new Map<string, { displayName: string; photoURL: string; showsGames: boolean; blockedUids: string[] }>();
  const unique = [...new Set(uids)];
  for (let i = 0; i < unique.length; i += 100) {
    const refs = unique.slice(i, i + 100).map((uid) => db().doc(`users/${uid}`));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs)) {
      const privacy = (snap.get("privacySettings") ?? {}) as { publicUpcomingGames?: unknown };
      const blocked = snap.get("blockedUids") as unknown;
      out.set(snap.id, {
        displayName: String(snap.get("displayName") ?? "") || "Player",
        photoURL: String(snap.get("photoURL") ?? ""),
        showsGames: privacy.publicUpcomingGames === true,
        blockedUids: Array.isArray(blocked) ? blocked.filter((b): b is string => typeof b === "string") : [],
      });
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
export function joinerCopiesOf(event: DocumentSnapshot): Record<string, unknown> {
  return {
    dateStart: event.get("dateStart") as unknown,
    // With the start, its end and the venue's zone: the list shows the game's one time (issue 31).
    dateEnd: (event.get("dateEnd") as unknown) ?? null,
    timeZone: String(event.get("timeZone") ?? ""),
    hostingTeam: (event.get("hostingTeam") as unknown) ?? null,
    title: String(event.get("title") ?? ""),
    locationName: String(event.get("location.name") ?? ""),
    cancelled: event.get("cancelled") === true,
  };
}
