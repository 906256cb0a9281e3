import { Timestamp } from "firebase-admin/firestore";
import ngeohash from "ngeohash";
import { geoCellsOf, textCellsOf } from "@rallyhub/domain/geoCells";
import { durationMs, startInstant, type EventInput } from "@rallyhub/domain/events/schema";
import { searchTokens } from "@rallyhub/domain/searchTokens";

/** Fields of an event that come from the form (spec §3 Event), as stored. */
export function storedFieldsOf(input: EventInput, day: string, teamName: string) {
  const start = startInstant({ day, timeStart: input.timeStart, timeZone: input.timeZone });
  const location = input.location;
  const tokens = searchTokens(input.title, input.gameType, location.name, location.address, teamName);
  return {
    title: input.title,
    gameType: input.gameType,
    description: input.description,
    dateStart: Timestamp.fromMillis(start),
    dateEnd: Timestamp.fromMillis(start + durationMs(input.duration)),
    timeStart: input.timeStart,
    day,
    timeZone: input.timeZone,
    duration: input.duration,
    location: { ...location, hash: ngeohash.encode(location.lat, location.lng, 9) },
    geoCells: geoCellsOf(location),
    hostingTeam: input.hostingTeam,
    teamName,
    isPrivate: input.isPrivate,
    makePublicAfter: input.isPrivate && input.makePublicAfter !== null ? Timestamp.fromMillis(input.makePublicAfter) : null,
    capacity: input.capacity,
    allowWaitlist: input.allowWaitlist,
    hasMinimumNeeded: input.hasMinimumNeeded,
    minimumNeeded: input.hasMinimumNeeded ? input.minimumNeeded : null,
    hoursToCancelBefore: input.hoursToCancelBefore,
    allowLateRsvp: input.allowLateRsvp,
    creatorApprovalNeeded: input.creatorApprovalNeeded,
    allowParticipantGuests: input.allowParticipantGuests,
    guestLimit: input.allowParticipantGuests ? input.guestLimit : 0,
    chargeGuests: input.allowParticipantGuests && input.chargeGuests,
    price: input.price,
    currency: "USD",
    reoccurringInfo: input.reoccurringInfo,
    excludedDates: input.excludedDates,
    searchTokens: tokens,
    searchCells: textCellsOf(location, tokens),
  };
}

/** What a new event starts with besides its form fields: no one has answered yet. */
export function newEventFields(creatorId: string, creatorName: string, seriesId: string | null, occurrence: number) {
  return {
    creatorId,
    creatorName,
    seriesId,
    occurrence,
    cancelled: false,
    rated: false,
    eventSlotGroup: [],
    favoritedList: [],
    joinerIds: [],
    invitedIds: [],
    goingCount: 0,
    maybeCount: 0,
    waitlistCount: 0,
    pendingCount: 0,
    waitlistSeq: 0,
    attendeesPreview: [],
  };
}
