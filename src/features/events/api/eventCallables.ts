import { callFunction } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { EventInput } from "@rallyhub/domain/events/schema";
import type { RsvpChoice, RsvpStatus } from "@rallyhub/domain/events/types";

/** Calls a callable; a refusal keeps the server's sentence as the error's reason. */
async function call<O>(name: string, data: object, failure: string): Promise<O> {
  try {
    return await callFunction<O>(name, data);
  } catch (error) {
    throw toAppError(error, failure);
  }
}

export type SaveScope = "one" | "series";

export function saveEvent(input: { eventId?: string; scope: SaveScope; event: EventInput }, failure: string): Promise<{ eventId: string; count: number }> {
  return call("saveEvent", input, failure);
}

export function cancelEvent(input: { eventId: string; scope: SaveScope }, failure: string): Promise<{ cancelled: number }> {
  return call("cancelEvent", input, failure);
}

export function rsvp(input: { eventId: string; choice: RsvpChoice; guests: number }, failure: string): Promise<{ status: RsvpStatus; guests: number; promoted: number }> {
  return call("rsvp", input, failure);
}

/** A paid game: a Checkout Session for a spot (and the guests), paid to the organizer. */
export function payForEvent(input: { eventId: string; guests: number }, failure: string): Promise<{ url: string; sessionId: string }> {
  return call("payForEvent", input, failure);
}

export interface MyRsvp {
  status: RsvpStatus | null;
  guests: number;
  /** On the waitlist: 1 means next in line. */
  position: number | null;
}

export function getMyRsvp(eventId: string, failure: string): Promise<MyRsvp> {
  return call("getMyRsvp", { eventId }, failure);
}

export function respondToRsvp(input: { eventId: string; uid: string; approve: boolean }, failure: string): Promise<{ status: RsvpStatus }> {
  return call("respondToRsvp", input, failure);
}

export function removeJoiner(input: { eventId: string; uid: string }, failure: string): Promise<{ promoted: number }> {
  return call("removeJoiner", input, failure);
}

export function messageJoiners(input: { eventId: string; message: string }, failure: string): Promise<{ sent: number }> {
  return call("messageJoiners", input, failure);
}

export function inviteToEvent(input: { eventId: string; uid: string }, failure: string): Promise<{ invited: boolean }> {
  return call("inviteToEvent", input, failure);
}

export interface AvailablePlayer {
  uid: string;
  displayName: string;
  photoURL: string;
  cityName: string;
  distanceMiles: number;
  sports: string[];
  invited: boolean;
}

export function findAvailablePlayers(eventId: string, failure: string): Promise<{ players: AvailablePlayer[] }> {
  return call("findAvailablePlayers", { eventId }, failure);
}

export interface CalendarLink {
  token: string;
  url: string;
}

export function getCalendarToken(failure: string): Promise<CalendarLink> {
  return call("getCalendarToken", {}, failure);
}

export function regenerateCalendarToken(failure: string): Promise<CalendarLink> {
  return call("regenerateCalendarToken", {}, failure);
}
