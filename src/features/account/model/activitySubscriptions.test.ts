import { describe, expect, it } from "vitest";
import type { ActivitySubscription } from "@/lib/session/userProfile";
import {
  activitySubscriptionFormSchema,
  dayToMillis,
  DEFAULT_RADIUS,
  draftFromSubscription,
  formatActivities,
  formatDateSpan,
  formatRadius,
  groupByCity,
  isDay,
  isValidLocation,
  millisToDay,
  newDraft,
  nextSubscriptionId,
  removeSubscription,
  subscriptionFromValues,
  upsertSubscription,
  validateDraft,
  type ActivitySubscriptionDraft,
} from "./activitySubscriptions";
import { ACCOUNT_MESSAGES } from "../messages";

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, description: "Austin, Texas, USA" };

function draft(overrides: Partial<ActivitySubscriptionDraft> = {}): ActivitySubscriptionDraft {
  return { ...newDraft("2030-06-01"), address: AUSTIN, ...overrides };
}

function sub(overrides: Partial<ActivitySubscription> = {}): ActivitySubscription {
  return { id: 1, address: AUSTIN, radius: 15, activities: ["Pickleball"], startDate: dayToMillis("2030-06-01"), endDate: null, ...overrides };
}

describe("activity subscription form schema (spec §5 Activity subscription)", () => {
  it("a new draft has no city, 15 miles, no activities, starts on the given day and has no end", () => {
    expect(newDraft("2030-06-01")).toEqual({ address: null, radius: 15, activities: [], startDate: "2030-06-01", endDate: "" });
    expect(DEFAULT_RADIUS).toBe(15);
  });

  it("accepts a picked city, a radius in range and an optional end date", () => {
    expect(validateDraft(draft())).toEqual({ values: { address: AUSTIN, radius: 15, activities: [], startDate: "2030-06-01", endDate: "" }, errors: {} });
    expect(validateDraft(draft({ endDate: "2030-06-01", activities: ["Tennis"] })).errors).toEqual({});
    expect(activitySubscriptionFormSchema.safeParse(draft({ endDate: "2030-07-01" })).success).toBe(true);
  });

  it("the address must be an object with numeric lat and lng plus a description (invalidLocation)", () => {
    const bad: unknown[] = [
      null,
      "Austin, TX",
      { ...AUSTIN, lat: "30.2" },
      { ...AUSTIN, lng: Number.NaN },
      { name: AUSTIN.name, lat: AUSTIN.lat, lng: AUSTIN.lng },
      { ...AUSTIN, description: "" },
      { ...AUSTIN, name: "" },
    ];
    for (const address of bad) {
      expect(isValidLocation(address)).toBe(false);
      const result = validateDraft(draft({ address: address as ActivitySubscriptionDraft["address"] }));
      expect(result.values).toBeNull();
      expect(result.errors).toEqual({ address: "invalidLocation" });
    }
    expect(isValidLocation(AUSTIN)).toBe(true);
    expect(ACCOUNT_MESSAGES.activityForm.invalidLocation).toMatch(/city/i);
  });

  it("the radius is a whole number of miles from 1 to 50", () => {
    for (const radius of [1, 15, 50]) expect(validateDraft(draft({ radius })).errors).toEqual({});
    for (const radius of [0, 51, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(validateDraft(draft({ radius })).errors).toEqual({ radius: "radiusRange" });
  });

  it("the start date is optional (spec §3) but, when given, a real day", () => {
    expect(validateDraft(draft({ startDate: "" })).errors).toEqual({});
    expect(validateDraft(draft({ startDate: "", endDate: "2030-05-31" })).errors).toEqual({});
    expect(validateDraft(draft({ startDate: "2030-02-30" })).errors).toEqual({ startDate: "invalidStartDate" });
  });

  it("the end date may not be before the start date", () => {
    expect(validateDraft(draft({ endDate: "2030-05-31" })).errors).toEqual({ endDate: "endBeforeStart" });
    expect(validateDraft(draft({ endDate: "garbage" })).errors).toEqual({ endDate: "invalidEndDate" });
  });

  it("reports one key per field when several are wrong", () => {
    expect(validateDraft({ address: null, radius: 0, activities: [], startDate: "x", endDate: "" }).errors).toEqual({
      address: "invalidLocation",
      radius: "radiusRange",
      startDate: "invalidStartDate",
    });
  });
});

describe("activity subscription helpers (spec §3, §4)", () => {
  it("days and epoch millis round-trip at local midnight", () => {
    const ms = dayToMillis("2030-06-15");
    expect(new Date(ms).getHours()).toBe(0);
    expect(millisToDay(ms)).toBe("2030-06-15");
    expect(isDay("2030-06-15")).toBe(true);
    expect(isDay("2030-13-01")).toBe(false);
  });

  it("builds the stored entry: dates as epoch millis, end null when empty, only the address fields", () => {
    const { values } = validateDraft(draft({ address: { ...AUSTIN }, activities: ["Tennis", "Tennis", "Pickleball"], radius: 30, endDate: "2030-06-30" }));
    expect(subscriptionFromValues(values!, 42)).toEqual({
      id: 42,
      address: AUSTIN,
      radius: 30,
      activities: ["Tennis", "Pickleball"],
      startDate: dayToMillis("2030-06-01"),
      endDate: dayToMillis("2030-06-30"),
    });
    const open = validateDraft(draft()).values!;
    expect(subscriptionFromValues(open, 1).endDate).toBeNull();
  });

  it("an entry round-trips through the form draft", () => {
    const entry = sub({ radius: 22, activities: ["Tennis"], endDate: dayToMillis("2030-06-20") });
    const d = draftFromSubscription(entry);
    expect(d).toEqual({ address: AUSTIN, radius: 22, activities: ["Tennis"], startDate: "2030-06-01", endDate: "2030-06-20" });
    expect(subscriptionFromValues(validateDraft(d).values!, entry.id)).toEqual(entry);
    // Without dates, the entry stays without dates.
    const undated = sub({ startDate: null, endDate: null });
    expect(draftFromSubscription(undated)).toMatchObject({ startDate: "", endDate: "" });
    expect(subscriptionFromValues(validateDraft(draftFromSubscription(undated)).values!, undated.id)).toEqual(undated);
  });

  it("new ids are the current time, moved on when taken", () => {
    expect(nextSubscriptionId([], 1000)).toBe(1000);
    expect(nextSubscriptionId([sub({ id: 1000 }), sub({ id: 1001 })], 1000)).toBe(1002);
  });

  it("upsert adds a new id and replaces an existing one in place; remove drops by id", () => {
    const a = sub({ id: 1 });
    const b = sub({ id: 2, radius: 5 });
    expect(upsertSubscription([a], b)).toEqual([a, b]);
    const b2 = { ...b, radius: 40 };
    expect(upsertSubscription([a, b], b2)).toEqual([a, b2]);
    expect(removeSubscription([a, b], 1)).toEqual([b]);
    expect(removeSubscription([a, b], 99)).toEqual([a, b]);
  });

  it("groups by city name, cities A–Z and entries by start date", () => {
    const denverLate = sub({ id: 3, address: { ...AUSTIN, name: "Denver, CO" }, startDate: dayToMillis("2030-08-01") });
    const denverEarly = sub({ id: 4, address: { ...AUSTIN, name: "Denver, CO" }, startDate: dayToMillis("2030-07-01") });
    const austin = sub({ id: 5 });
    expect(groupByCity([denverLate, austin, denverEarly])).toEqual([
      { city: "Austin, TX", items: [austin] },
      { city: "Denver, CO", items: [denverEarly, denverLate] },
    ]);
    expect(groupByCity([])).toEqual([]);
  });

  it("formats the radius, the dates and the activities", () => {
    expect(formatRadius(15)).toBe("Within 15 miles");
    expect(formatRadius(1)).toBe("Within 1 mile");
    expect(formatDateSpan(dayToMillis("2030-06-01"), null)).toBe("From Jun 1, 2030");
    expect(formatDateSpan(null, dayToMillis("2030-07-04"))).toBe("Until Jul 4, 2030");
    expect(formatDateSpan(null, null)).toBe("No end date");
    expect(formatDateSpan(dayToMillis("2030-06-01"), dayToMillis("2030-07-04"))).toBe("Jun 1, 2030 – Jul 4, 2030");
    expect(formatActivities([])).toBe("All activities");
    expect(formatActivities(["Pickleball", "Tennis"])).toBe("Pickleball, Tennis");
  });
});
