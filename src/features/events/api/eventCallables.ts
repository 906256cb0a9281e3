import { call } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { AnyContract, InputOf, OutputOf } from "@rallyhub/domain/callables/contract";
import * as eventCallables from "@rallyhub/domain/callables/events";
import * as paymentCallables from "@rallyhub/domain/callables/payments";

/** Calls a callable through its contract; a refusal keeps the server's sentence as the error's reason. */
async function callOr<C extends AnyContract>(contract: C, input: InputOf<C>, failure: string): Promise<OutputOf<C>> {
  try {
    return await call(contract, input);
  } catch (error) {
    throw toAppError(error, failure);
  }
}

type In<C extends AnyContract> = InputOf<C>;

export function saveEvent(input: In<typeof eventCallables.saveEvent>, failure: string) {
  return callOr(eventCallables.saveEvent, input, failure);
}

export function cancelEvent(input: In<typeof eventCallables.cancelEvent>, failure: string) {
  return callOr(eventCallables.cancelEvent, input, failure);
}

export function rsvp(input: In<typeof eventCallables.rsvp>, failure: string) {
  return callOr(eventCallables.rsvp, input, failure);
}

/** A paid game: a Checkout Session for a spot (and the guests), paid to the organizer. */
export function payForEvent(input: In<typeof paymentCallables.payForEvent>, failure: string) {
  return callOr(paymentCallables.payForEvent, input, failure);
}

export function getMyRsvp(eventId: string, failure: string) {
  return callOr(eventCallables.getMyRsvp, { eventId }, failure);
}

export function respondToRsvp(input: In<typeof eventCallables.respondToRsvp>, failure: string) {
  return callOr(eventCallables.respondToRsvp, input, failure);
}

export function removeJoiner(input: In<typeof eventCallables.removeJoiner>, failure: string) {
  return callOr(eventCallables.removeJoiner, input, failure);
}

export function messageJoiners(input: In<typeof eventCallables.messageJoiners>, failure: string) {
  return callOr(eventCallables.messageJoiners, input, failure);
}

export function inviteToEvent(input: In<typeof eventCallables.inviteToEvent>, failure: string) {
  return callOr(eventCallables.inviteToEvent, input, failure);
}

export function findAvailablePlayers(eventId: string, failure: string) {
  return callOr(eventCallables.findAvailablePlayers, { eventId }, failure);
}

export function getCalendarToken(failure: string) {
  return callOr(eventCallables.getCalendarToken, {}, failure);
}

export function regenerateCalendarToken(failure: string) {
  return callOr(eventCallables.regenerateCalendarToken, {}, failure);
}
