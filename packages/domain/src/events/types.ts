// Spec §3 Event, as the app and the Functions both see it (plain data: instants
// are epoch millis, local dates 'yyyy-MM-dd', local times 'HH:mm').

/** An RSVP's state. 'pending' waits for the organizer (creatorApprovalNeeded); 'declined' is the organizer's no. */
export const RSVP_STATUSES = ["going", "maybe", "notGoing", "waitlist", "pending", "declined"] as const;
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

/**
 * The one wording of each RSVP state (issue 31): the player's pressed choice on
 * the game page, the organizer's list of players and its CSV, My games and the
 * home's tags all say the same words for the same answer.
 */
export const RSVP_STATUS_LABELS: Readonly<Record<RsvpStatus, string>> = {
  going: "Going",
  maybe: "Maybe",
  notGoing: "Not going",
  waitlist: "On the waitlist",
  pending: "Waiting for approval",
  declined: "Declined",
};

/** What a player may ask for; the server decides the resulting status (going may become waitlist or pending). */
export const RSVP_CHOICES = ["going", "maybe", "notGoing"] as const;
export type RsvpChoice = (typeof RSVP_CHOICES)[number];

export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const; // 0 = Sunday, as Date#getUTCDay
export type WeekDayNumber = (typeof WEEK_DAYS)[number];

/** Spec §3 reoccurringInfo: weekly on chosen days, until a date or for a number of times. */
export interface Recurrence {
  frequency: "weekly";
  /** Days of the week, 0 = Sunday … 6 = Saturday. */
  days: WeekDayNumber[];
  /** Last day (inclusive), 'yyyy-MM-dd', or null when `count` bounds it. */
  until: string | null;
  /** How many occurrences, or null when `until` bounds it. */
  count: number | null;
}

export interface EventLocation {
  name: string;
  address: string;
  lat: number;
  lng: number;
  /** Geohash of the point (precision 9). */
  hash: string;
  /** The place it is at, when chosen from the places list. */
  placeId: string | null;
}

export interface EventDuration {
  hours: number;
  minutes: number;
}

/** A public glimpse of someone going (only players whose privacy lets their upcoming games show). */
export interface AttendeePreview {
  uid: string;
  displayName: string;
  photoURL: string;
}

/** Spec §3 Event, full. */
export interface EventRecord {
  id: string;
  title: string;
  gameType: string;
  description: string;
  /** Start instant, epoch millis. */
  dateStart: number;
  /** End instant (start + duration), epoch millis. */
  dateEnd: number;
  /** Local start time 'HH:mm' and local day 'yyyy-MM-dd' in the event's time zone. */
  timeStart: string;
  day: string;
  timeZone: string;
  duration: EventDuration;
  location: EventLocation;
  creatorId: string;
  creatorName: string;
  hostingTeam: string | null;
  teamName: string;
  isPrivate: boolean;
  makePublicAfter: number | null;
  /** Spots; null means no limit. */
  capacity: number | null;
  allowWaitlist: boolean;
  hasMinimumNeeded: boolean;
  minimumNeeded: number | null;
  hoursToCancelBefore: number | null;
  allowLateRsvp: boolean;
  creatorApprovalNeeded: boolean;
  allowParticipantGuests: boolean;
  guestLimit: number;
  chargeGuests: boolean;
  /** Price in cents (0: free; paid events arrive with billing). */
  price: number;
  currency: string;
  reoccurringInfo: Recurrence | null;
  excludedDates: string[];
  /** The first event of a recurring series (its own id for that one), or null. */
  seriesId: string | null;
  /** 0 for the first occurrence of a series (and for single events). */
  occurrence: number;
  cancelled: boolean;
  rated: boolean;
  eventSlotGroup: unknown[];
  /** Spots taken: players going plus their guests. */
  goingCount: number;
  maybeCount: number;
  waitlistCount: number;
  pendingCount: number;
  attendeesPreview: AttendeePreview[];
  createdAt: number | null;
  updated: number | null;
}

/** Spec §3: the summary shown in a profile table. */
export interface EventSummary {
  id: string;
  title: string;
  gameType: string;
  dateStart: number;
  location: Pick<EventLocation, "name" | "lat" | "lng">;
  cancelled: boolean;
  creator: string;
}

/** One player's RSVP (events/{id}/joiners/{uid}). */
export interface Joiner {
  uid: string;
  displayName: string;
  photoURL: string;
  rsvpStatus: RsvpStatus;
  guests: number;
  /** When they first answered, epoch millis. */
  joinedAt: number | null;
  /** Their place in the waitlist's arrival order (smaller is earlier), or null. */
  queuedAt: number | null;
  /** On a paid game: what they paid (cents, for how many guests), and whether it was refunded. */
  payment?: JoinerPayment | null;
}

export interface JoinerPayment {
  amount: number;
  guests: number;
  refunded: boolean;
}

/** Spots left; null when there is no limit. */
export function spotsLeft(event: Pick<EventRecord, "capacity" | "goingCount">): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.goingCount);
}

/** How many more players are needed to reach the minimum, or 0. */
export function playersNeeded(event: Pick<EventRecord, "hasMinimumNeeded" | "minimumNeeded" | "goingCount">): number {
  if (!event.hasMinimumNeeded || event.minimumNeeded === null) return 0;
  return Math.max(0, event.minimumNeeded - event.goingCount);
}
