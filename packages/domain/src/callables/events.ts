import { z } from "zod";
import { joinersMessageSchema } from "../events/joinersMessage";
import { eventInputSchema } from "../events/schema";
import { RSVP_CHOICES, type RsvpStatus } from "../events/types";
import { defineContract, docId, noInput, owner, returns, SIGNED_IN } from "./contract";

/** The game callables (functions/src/events). What only a game's organizer may do is checked with the game itself. */

const ORGANIZER = owner("the game's organizer");

/** One game, or every game of its series from it on. */
export const saveScopeSchema = z.enum(["one", "series"]);
export type SaveScope = z.infer<typeof saveScopeSchema>;

/**
 * Creates a game (anyone signed in), or edits one (its organizer): spec §3
 * Event. The game is checked with the form's own schema, so a refusal reads
 * as the form says it; here with every rule but "not in the past", which the
 * handler checks against the game's own start (an edit of a game that has
 * started keeps its time).
 */
export const saveEvent = defineContract({
  name: "saveEvent",
  input: z.object({ eventId: docId.optional(), scope: saveScopeSchema.default("one"), event: eventInputSchema(Number.NEGATIVE_INFINITY) }).strict(),
  output: returns<{ eventId: string; count: number }>(),
  access: owner("anyone signed in, to create a game; the game's organizer, to edit one"),
  sentences: true,
});

/** Cancels a game, or every game of its series from it on; players are told. */
export const cancelEvent = defineContract({
  name: "cancelEvent",
  input: z.object({ eventId: docId, scope: saveScopeSchema.default("one") }).strict(),
  output: returns<{ cancelled: number }>(),
  access: ORGANIZER,
});

/** The caller's answer to a game (a player who can see it). */
export const rsvp = defineContract({
  name: "rsvp",
  input: z.object({ eventId: docId, choice: z.enum(RSVP_CHOICES), guests: z.number().int().min(0).max(10).default(0) }).strict(),
  output: returns<{ status: RsvpStatus; guests: number; promoted: number }>(),
  access: SIGNED_IN,
});

export interface MyRsvp {
  status: RsvpStatus | null;
  guests: number;
  /** On the waitlist: 1 means next in line. */
  position: number | null;
}

/** Where the caller stands on a game. */
export const getMyRsvp = defineContract({
  name: "getMyRsvp",
  input: z.object({ eventId: docId }).strict(),
  output: returns<MyRsvp>(),
  access: SIGNED_IN,
});

/** The organizer answers a request to join (creatorApprovalNeeded). */
export const respondToRsvp = defineContract({
  name: "respondToRsvp",
  input: z.object({ eventId: docId, uid: docId, approve: z.boolean() }).strict(),
  output: returns<{ status: RsvpStatus }>(),
  access: ORGANIZER,
});

/** The organizer takes a player off the list; the waitlist moves up. */
export const removeJoiner = defineContract({
  name: "removeJoiner",
  input: z.object({ eventId: docId, uid: docId }).strict(),
  output: returns<{ promoted: number }>(),
  access: ORGANIZER,
});

/** The organizer writes to the players on the list. */
export const messageJoiners = defineContract({
  name: "messageJoiners",
  input: z.object({ eventId: docId, message: joinersMessageSchema }).strict(),
  output: returns<{ sent: number }>(),
  access: ORGANIZER,
});

/** The organizer invites a player to a game that is not cancelled. */
export const inviteToEvent = defineContract({
  name: "inviteToEvent",
  input: z.object({ eventId: docId, uid: docId }).strict(),
  output: returns<{ invited: boolean }>(),
  access: ORGANIZER,
});

/** A player near the game who is free at its time (findAvailablePlayers). */
export interface AvailablePlayer {
  uid: string;
  displayName: string;
  photoURL: string;
  cityName: string;
  distanceMiles: number;
  sports: string[];
  invited: boolean;
}

/** 'Find available players' (issue 9): nearest first, at most 20. */
export const findAvailablePlayers = defineContract({
  name: "findAvailablePlayers",
  input: z.object({ eventId: docId }).strict(),
  output: returns<{ players: AvailablePlayer[] }>(),
  access: ORGANIZER,
});

/** The caller's calendar feed: its secret token and the address to subscribe to. */
export interface CalendarLink {
  token: string;
  url: string;
}

/** The caller's calendar feed, made on first use. */
export const getCalendarToken = defineContract({ name: "getCalendarToken", input: noInput, output: returns<CalendarLink>(), access: SIGNED_IN });

/** A new calendar feed for the caller: the old link stops working. */
export const regenerateCalendarToken = defineContract({ name: "regenerateCalendarToken", input: noInput, output: returns<CalendarLink>(), access: SIGNED_IN });
