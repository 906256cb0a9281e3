import type { EventInput } from "@rallyhub/domain/events/schema";
import type { EventRecord } from "@rallyhub/domain/events/types";

/** A saved game as the event form edits it. */
export function inputOf(e: EventRecord): EventInput {
  return {
    title: e.title,
    gameType: e.gameType,
    description: e.description,
    day: e.day,
    timeStart: e.timeStart,
    timeZone: e.timeZone,
    duration: e.duration,
    location: { name: e.location.name, address: e.location.address, lat: e.location.lat, lng: e.location.lng, placeId: e.location.placeId },
    hostingTeam: e.hostingTeam,
    isPrivate: e.isPrivate,
    makePublicAfter: e.makePublicAfter,
    capacity: e.capacity,
    allowWaitlist: e.allowWaitlist,
    hasMinimumNeeded: e.hasMinimumNeeded,
    minimumNeeded: e.minimumNeeded,
    hoursToCancelBefore: e.hoursToCancelBefore,
    allowLateRsvp: e.allowLateRsvp,
    creatorApprovalNeeded: e.creatorApprovalNeeded,
    allowParticipantGuests: e.allowParticipantGuests,
    guestLimit: e.guestLimit,
    chargeGuests: e.chargeGuests,
    price: e.price,
    reoccurringInfo: e.reoccurringInfo,
    excludedDates: e.excludedDates,
  };
}
