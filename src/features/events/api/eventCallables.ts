import { call } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { CallableInput, CallableName, CallableOutput } from "@rallyhub/domain/callables/all";

/** Calls a callable by its contract; a refusal keeps the server's sentence as the error's reason. */
async function callOr<N extends CallableName>(name: N, input: CallableInput<N>, failure: string): Promise<CallableOutput<N>> {
  try {
    return await call(name, input);
  } catch (error) {
    throw toAppError(error, failure);
  }
}

export function saveEvent(input: CallableInput<"saveEvent">, failure: string) {
  return callOr("saveEvent", input, failure);
}

export function cancelEvent(input: CallableInput<"cancelEvent">, failure: string) {
  return callOr("cancelEvent", input, failure);
}

export function rsvp(input: CallableInput<"rsvp">, failure: string) {
  return callOr("rsvp", input, failure);
}

/** A paid game: a Checkout Session for a spot (and the guests), paid to the organizer. */
export function payForEvent(input: CallableInput<"payForEvent">, failure: string) {
  return callOr("payForEvent", input, failure);
}

export function getMyRsvp(eventId: string, failure: string) {
  return callOr("getMyRsvp", { eventId }, failure);
}

export function respondToRsvp(input: CallableInput<"respondToRsvp">, failure: string) {
  return callOr("respondToRsvp", input, failure);
}

export function removeJoiner(input: CallableInput<"removeJoiner">, failure: string) {
  return callOr("removeJoiner", input, failure);
}

export function messageJoiners(input: CallableInput<"messageJoiners">, failure: string) {
  return callOr("messageJoiners", input, failure);
}

export function inviteToEvent(input: CallableInput<"inviteToEvent">, failure: string) {
  return callOr("inviteToEvent", input, failure);
}

export function findAvailablePlayers(eventId: string, failure: string) {
  return callOr("findAvailablePlayers", { eventId }, failure);
}

export function getCalendarToken(failure: string) {
  return callOr("getCalendarToken", {}, failure);
}

export function regenerateCalendarToken(failure: string) {
  return callOr("regenerateCalendarToken", {}, failure);
}
