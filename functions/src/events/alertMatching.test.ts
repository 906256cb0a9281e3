import { describe, expect, it } from "vitest";
import { distanceMiles } from "@rallyhub/domain/geo";
import {
  alertsEndAt,
  DAY_MS,
  MAX_EVENT_AGE_MS,
  subscriptionMatches,
  whyNoAlerts,
  whyNotAlerted,
  type AlertCandidate,
  type AlertEvent,
  type IndexedSubscription,
  type MissReason,
  type SkipReason,
} from "./alertMatching";

const HOUR = 3_600_000;
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
/** One degree of latitude in miles (distanceMiles' earth radius). */
const MILES_PER_DEGREE = (2 * Math.PI * 3958.8) / 360;
const north = (miles: number) => ({ lat: AUSTIN.lat + miles / MILES_PER_DEGREE, lng: AUSTIN.lng });

// Fixed clocks: subscription days are local midnights (here UTC ones, for clarity).
const JUN_1 = Date.UTC(2030, 5, 1);
const JUN_20 = Date.UTC(2030, 5, 20);
const NOW = Date.UTC(2030, 5, 10, 9); // Jun 10, 09:00
const GAME = Date.UTC(2030, 5, 15, 18); // Jun 15, 18:00

function event(overrides: Partial<AlertEvent> = {}): AlertEvent {
  return { location: north(10), gameType: "Pickleball", dateStart: GAME, ...overrides };
}

function sub(overrides: Partial<IndexedSubscription> = {}): IndexedSubscription {
  return { ...AUSTIN, radius: 15, activities: ["Pickleball"], startDate: JUN_1, endDate: null, ...overrides };
}

describe("whyNotAlerted: place, activity and date window", () => {
  it("the helpers' distances are what the table says", () => {
    expect(distanceMiles(AUSTIN, north(10))).toBeCloseTo(10, 6);
    expect(distanceMiles(AUSTIN, north(50))).toBeCloseTo(50, 6);
  });

  const table: Array<[label: string, event: Partial<AlertEvent>, sub: Partial<IndexedSubscription>, now: number, expected: MissReason | null]> = [
    ["inside the radius, listed activity, inside the window", {}, {}, NOW, null],
    ["just inside the radius", { location: north(14.99) }, {}, NOW, null],
    ["just outside the radius", { location: north(15.01) }, {}, NOW, "radius"],
    ["far away", { location: { lat: 39.7392, lng: -104.9903 } }, { radius: 50 }, NOW, "radius"],
    ["the largest radius reaches 50 miles", { location: north(49.9) }, { radius: 50 }, NOW, null],
    ["radius 1 at the centre", { location: AUSTIN }, { radius: 1 }, NOW, null],
    ["another activity", { gameType: "Tennis" }, {}, NOW, "activity"],
    ["one of several activities", { gameType: "Tennis" }, { activities: ["Basketball", "Tennis"] }, NOW, null],
    ["labels compared without regard to case", { gameType: "pickleball " }, {}, NOW, null],
    ["no activities listed: every activity", { gameType: "Ultimate Frisbee" }, { activities: [] }, NOW, null],
    ["no start date", {}, { startDate: null }, NOW, null],
    ["game before the first day", { dateStart: Date.UTC(2030, 4, 31, 23) }, {}, NOW, "beforeStart"],
    ["game at the first day's midnight", { dateStart: JUN_1 }, {}, NOW, null],
    ["subscription not started yet, game inside its window", { dateStart: Date.UTC(2030, 6, 2, 18) }, { startDate: Date.UTC(2030, 6, 1) }, NOW, null],
    ["game on the last day (the end day is included)", { dateStart: Date.UTC(2030, 5, 20, 18) }, { endDate: JUN_20 }, NOW, null],
    ["game the day after the last day", { dateStart: Date.UTC(2030, 5, 21, 0) }, { endDate: JUN_20 }, NOW, "afterEnd"],
    ["game a month after the end", { dateStart: Date.UTC(2030, 6, 20, 18) }, { endDate: JUN_20 }, NOW, "afterEnd"],
    ["expired: the last day is over", { dateStart: Date.UTC(2030, 5, 25, 18) }, { endDate: JUN_20 }, Date.UTC(2030, 5, 21, 0), "expired"],
    ["expired long ago, whatever the game", {}, { startDate: null, endDate: Date.UTC(2030, 0, 1) }, NOW, "expired"],
    ["still on its last day", { dateStart: Date.UTC(2030, 5, 20, 22) }, { endDate: JUN_20 }, Date.UTC(2030, 5, 20, 12), null],
    ["no end date", { dateStart: Date.UTC(2031, 0, 1) }, { endDate: null }, NOW, null],
    ["a broken index entry never alerts", {}, { lat: Number.NaN }, NOW, "radius"],
  ];

  it.each(table)("%s", (_label, e, s, now, expected) => {
    expect(whyNotAlerted(event(e), sub(s), now)).toBe(expected);
    expect(subscriptionMatches(event(e), sub(s), now)).toBe(expected === null);
  });

  it("alerts stop at the end of the last day", () => {
    expect(alertsEndAt(null)).toBeNull();
    expect(alertsEndAt(JUN_20)).toBe(JUN_20 + DAY_MS);
  });
});

describe("whyNoAlerts: which games alert anyone", () => {
  const candidate = (overrides: Partial<AlertCandidate> = {}): AlertCandidate => ({
    isPrivate: false,
    cancelled: false,
    occurrence: 0,
    dateStart: GAME,
    createdAt: NOW - 1000,
    ...overrides,
  });

  const table: Array<[label: string, overrides: Partial<AlertCandidate>, expected: SkipReason | null]> = [
    ["a public game created just now", {}, null],
    ["the first game of a series", { occurrence: 0 }, null],
    ["a later game of a series", { occurrence: 3 }, "laterOccurrence"],
    ["a private game", { isPrivate: true }, "private"],
    ["a cancelled game", { cancelled: true }, "cancelled"],
    ["a game that has started", { dateStart: NOW - HOUR }, "started"],
    ["a game starting now", { dateStart: NOW }, "started"],
    ["a game without a start", { dateStart: null }, "started"],
    ["created an hour ago", { createdAt: NOW - MAX_EVENT_AGE_MS }, null],
    ["created days ago (imported or seeded)", { createdAt: NOW - 3 * DAY_MS }, "notNew"],
    ["no creation time", { createdAt: null }, null],
  ];

  it.each(table)("%s", (_label, overrides, expected) => {
    expect(whyNoAlerts(candidate(overrides), NOW)).toBe(expected);
  });
});
