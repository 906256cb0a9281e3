import type { DocumentData } from "firebase/firestore";
import { str, strList, toMillis } from "@/lib/convert";
import { RSVP_STATUSES, type AttendeePreview, type EventRecord, type Joiner, type Recurrence, type RsvpStatus } from "@rallyhub/domain/events/types";

const num = (v: unknown, fallback = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : fallback);
const numOrNull = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const bool = (v: unknown): boolean => v === true;

function recurrenceOf(v: unknown): Recurrence | null {
  if (!v || typeof v !== "object") return null;
  const r = v as Record<string, unknown>;
  const days = Array.isArray(r.days) ? r.days.filter((d): d is Recurrence["days"][number] => typeof d === "number" && d >= 0 && d <= 6) : [];
  return { frequency: "weekly", days, until: typeof r.until === "string" ? r.until : null, count: numOrNull(r.count) };
}

function previewOf(v: unknown): AttendeePreview[] {
  if (!Array.isArray(v)) return [];
  return v.map((a) => a as Record<string, unknown>).map((a) => ({ uid: str(a.uid), displayName: str(a.displayName) || "Player", photoURL: str(a.photoURL) }));
}

/** An event document as plain data (Timestamps become epoch millis). */
export function eventFromData(id: string, d: DocumentData): EventRecord {
  const location = (d.location ?? {}) as Record<string, unknown>;
  const duration = (d.duration ?? {}) as Record<string, unknown>;
  const start = toMillis(d.dateStart) ?? 0;
  return {
    id,
    title: str(d.title) || "Untitled game",
    gameType: str(d.gameType),
    description: str(d.description),
    dateStart: start,
    dateEnd: toMillis(d.dateEnd) ?? start,
    timeStart: str(d.timeStart),
    day: str(d.day),
    timeZone: str(d.timeZone) || "UTC",
    duration: { hours: num(duration.hours), minutes: num(duration.minutes) },
    location: {
      name: str(location.name),
      address: str(location.address),
      lat: num(location.lat),
      lng: num(location.lng),
      hash: str(location.hash),
      placeId: typeof location.placeId === "string" ? location.placeId : null,
    },
    creatorId: str(d.creatorId),
    creatorName: str(d.creatorName) || "Organizer",
    hostingTeam: typeof d.hostingTeam === "string" && d.hostingTeam ? d.hostingTeam : null,
    teamName: str(d.teamName),
    isPrivate: bool(d.isPrivate),
    makePublicAfter: toMillis(d.makePublicAfter),
    capacity: numOrNull(d.capacity),
    allowWaitlist: bool(d.allowWaitlist),
    hasMinimumNeeded: bool(d.hasMinimumNeeded),
    minimumNeeded: numOrNull(d.minimumNeeded),
    hoursToCancelBefore: numOrNull(d.hoursToCancelBefore),
    allowLateRsvp: bool(d.allowLateRsvp),
    creatorApprovalNeeded: bool(d.creatorApprovalNeeded),
    allowParticipantGuests: bool(d.allowParticipantGuests),
    guestLimit: num(d.guestLimit),
    chargeGuests: bool(d.chargeGuests),
    price: num(d.price),
    currency: str(d.currency) || "USD",
    reoccurringInfo: recurrenceOf(d.reoccurringInfo),
    excludedDates: strList(d.excludedDates),
    seriesId: typeof d.seriesId === "string" ? d.seriesId : null,
    occurrence: num(d.occurrence),
    cancelled: bool(d.cancelled),
    rated: bool(d.rated),
    eventSlotGroup: Array.isArray(d.eventSlotGroup) ? (d.eventSlotGroup as unknown[]) : [],
    goingCount: num(d.goingCount),
    maybeCount: num(d.maybeCount),
    waitlistCount: num(d.waitlistCount),
    pendingCount: num(d.pendingCount),
    attendeesPreview: previewOf(d.attendeesPreview),
    createdAt: toMillis(d.createdAt),
    updated: toMillis(d.updated),
  };
}

/** One of a player's next games, as their RSVP keeps it (the server copies these from the game). */
export interface UpcomingRsvp {
  eventId: string;
  title: string;
  dateStart: number;
  /** The game's end and its venue's zone ("" in a copy made before they were kept: the viewer's zone stands in). */
  dateEnd: number | null;
  timeZone: string;
  locationName: string;
  teamId: string | null;
  rsvpStatus: Joiner["rsvpStatus"];
}

/** One of a player's next games from their RSVP's copy of it (listUpcomingRsvps). */
export function upcomingRsvpFromData(eventId: string, d: DocumentData): UpcomingRsvp {
  return {
    eventId,
    title: str(d.title),
    dateStart: toMillis(d.dateStart) ?? 0,
    dateEnd: toMillis(d.dateEnd),
    timeZone: str(d.timeZone),
    locationName: str(d.locationName),
    teamId: str(d.hostingTeam) || null,
    rsvpStatus: joinerFromData(eventId, d).rsvpStatus,
  };
}

export function joinerFromData(id: string, d: DocumentData): Joiner {
  const status = (RSVP_STATUSES as readonly string[]).includes(str(d.rsvpStatus)) ? (d.rsvpStatus as RsvpStatus) : "notGoing";
  return {
    uid: str(d.uid) || id,
    displayName: str(d.displayName) || "Player",
    photoURL: str(d.photoURL),
    rsvpStatus: status,
    guests: num(d.guests),
    joinedAt: toMillis(d.joinedAt),
    queuedAt: numOrNull(d.queuedAt),
    payment: typeof d.paymentIntentId === "string" && d.paymentIntentId ? { amount: num(d.amountPaid), guests: num(d.paidGuests), refunded: d.refundedAt != null } : null,
  };
}
