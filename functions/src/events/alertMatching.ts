import { distanceMiles, type LatLng } from "@rallyhub/domain/geo";

/**
 * Who hears about a new game (issue 9, spec §3/§4 Activity subscriptions, §9
 * "Alerts from a temporary subscription stop after its end date"). Pure: the
 * caller passes the clock.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest radius a subscription may have (spec §9: 1-50 miles): the query's reach. */
export const MAX_RADIUS_MILES = 50;
/**
 * A game created longer ago than this alerts nobody: alerts are news about a
 * game just created, not about documents that arrive with an old creation time
 * (imported or seeded data, a trigger delivered very late).
 */
export const MAX_EVENT_AGE_MS = 60 * 60 * 1000;

/** What the matching needs of a game. Instants are epoch millis. */
export interface AlertEvent {
  location: LatLng;
  gameType: string;
  dateStart: number;
}

/** What the matching needs of an activitySubscriptionIndex entry. Dates are epoch millis. */
export interface IndexedSubscription {
  lat: number;
  lng: number;
  /** Miles. */
  radius: number;
  /** Game type labels; empty means every activity. */
  activities: readonly string[];
  /** The local midnight of the first day, or null (no start). */
  startDate: number | null;
  /** The local midnight of the last day (inclusive), or null (no end). */
  endDate: number | null;
}

export type MissReason = "radius" | "activity" | "beforeStart" | "expired" | "afterEnd";

/**
 * The instant a subscription's alerts stop: the end of its last day. The app
 * stores a day as the local midnight it begins (dayToMillis), and the end day is
 * part of the subscription ("until Jun 20" includes a game on Jun 20), so the
 * window closes one day after endDate. Null when it has no end.
 */
export function alertsEndAt(endDate: number | null): number | null {
  return endDate === null ? null : endDate + DAY_MS;
}

const sameLabel = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Why a subscription does not alert for a game, or null when it does:
 * - radius: the game is farther from the subscription's centre than its radius;
 * - activity: the subscription lists activities and the game's type is not one
 *   of them (labels compared without regard to case);
 * - beforeStart: the game starts before the subscription's first day;
 * - expired: the subscription's last day is over (now is past it): an expired
 *   subscription never alerts again;
 * - afterEnd: the game starts after the subscription's last day.
 * The date window is about the game's date: a subscription starting next week
 * alerts today for a game inside its window.
 */
export function whyNotAlerted(event: AlertEvent, sub: IndexedSubscription, now: number): MissReason | null {
  const end = alertsEndAt(sub.endDate);
  if (end !== null && now >= end) return "expired";
  if (end !== null && event.dateStart >= end) return "afterEnd";
  if (sub.startDate !== null && event.dateStart < sub.startDate) return "beforeStart";
  if (sub.activities.length > 0 && !sub.activities.some((a) => sameLabel(a, event.gameType))) return "activity";
  if (!Number.isFinite(sub.lat) || !Number.isFinite(sub.lng) || !Number.isFinite(sub.radius)) return "radius";
  if (distanceMiles({ lat: sub.lat, lng: sub.lng }, event.location) > sub.radius) return "radius";
  return null;
}

export function subscriptionMatches(event: AlertEvent, sub: IndexedSubscription, now: number): boolean {
  return whyNotAlerted(event, sub, now) === null;
}

/** What decides whether a game alerts anyone at all. */
export interface AlertCandidate {
  isPrivate: boolean;
  cancelled: boolean;
  /** 0 for a single game and for the first game of a series. */
  occurrence: number;
  dateStart: number | null;
  /** When the document was created, or null when it does not say. */
  createdAt: number | null;
}

export type SkipReason = "private" | "cancelled" | "laterOccurrence" | "started" | "notNew";

/**
 * Why a game alerts nobody, or null when it alerts its subscribers: only a
 * public, not cancelled game that is the first of its series (the other games
 * of a series are not news), starts in the future and was created just now.
 */
export function whyNoAlerts(event: AlertCandidate, now: number): SkipReason | null {
  if (event.isPrivate) return "private";
  if (event.cancelled) return "cancelled";
  if (event.occurrence !== 0) return "laterOccurrence";
  if (event.dateStart === null || event.dateStart <= now) return "started";
  if (event.createdAt !== null && now - event.createdAt > MAX_EVENT_AGE_MS) return "notNew";
  return null;
}
