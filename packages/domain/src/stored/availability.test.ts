import { describe, expect, it } from "vitest";
import { todayIn } from "../availability/dates";
import { defaultPrivacy, emptyAvailability, emptyWeek, type UserAvailability } from "../availability/types";
import { availabilityOf as availabilityFromData, sharedAvailabilitySchema } from "./availability";

const FALLBACK = "America/Chicago";
const read = (data: Record<string, unknown>) => availabilityFromData(data, FALLBACK);

describe("availabilityFromData: missing fields", () => {
  it("an empty document gives an empty availability in the fallback zone", () => {
    expect(read({})).toEqual(emptyAvailability(FALLBACK));
  });

  it("null fields are treated as missing", () => {
    expect(read({ weeklyAvailability: null, dateSpecificAvailability: null, privacySettings: null, timeZone: null })).toEqual(emptyAvailability(FALLBACK));
  });

  it("a partial week fills the missing days as unavailable", () => {
    const a = read({ weeklyAvailability: { monday: { isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] } } });
    expect(a.weeklyAvailability).toEqual({ ...emptyWeek(), monday: { isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] } });
  });

  it("partial privacy settings are completed with the defaults", () => {
    expect(read({ privacySettings: { visibilityMode: "filtered" } }).privacySettings).toEqual({ ...defaultPrivacy(), visibilityMode: "filtered" });
  });

  it("keeps a stored time zone", () => {
    expect(read({ timeZone: "Asia/Kolkata" }).timeZone).toBe("Asia/Kolkata");
  });
});

describe("availabilityFromData: a whole, well-formed document", () => {
  it("reads every field and ignores extra ones", () => {
    const stored: UserAvailability = {
      timeZone: "America/New_York",
      weeklyAvailability: {
        ...emptyWeek(),
        monday: { isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] },
        saturday: {
          isAvailable: true,
          timeRanges: [
            { startTime: "09:00", endTime: "12:00" },
            { startTime: "14:00", endTime: "18:00" },
          ],
        },
      },
      dateSpecificAvailability: [
        { date: "2026-06-10", timeRanges: [], isTraveling: false },
        {
          date: "2026-07-01",
          endDate: "2026-07-05",
          timeRanges: [{ startTime: "08:00", endTime: "22:00" }],
          isTraveling: true,
          location: { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" },
        },
        {
          date: "2026-07-13",
          endDate: "2026-07-14",
          timeRanges: [{ startTime: "17:00", endTime: "20:00" }],
          isTraveling: false,
          dailyTimeRanges: [
            { date: "2026-07-13", timeRanges: [{ startTime: "06:00", endTime: "08:00" }] },
            { date: "2026-07-14", timeRanges: [] },
          ],
        },
      ],
      privacySettings: {
        visibilityMode: "filtered",
        allowedGenders: ["Female", "Non-binary"],
        communityFilter: "specific",
        allowedCommunities: ["team-1"],
        connectsOnly: true,
        requireAllFilters: true,
      },
    };
    expect(read({ ...stored, updatedAt: { seconds: 1 }, legacyField: 42 })).toEqual(stored);
  });

  it.each(["none", "any", "all", "specific"])("keeps the community filter %s", (communityFilter) => {
    expect(read({ privacySettings: { communityFilter } }).privacySettings.communityFilter).toBe(communityFilter);
  });
});

describe("availabilityFromData: malformed fields", () => {
  it.each<[string, unknown, string]>([
    ["a number", 5, FALLBACK],
    ["an empty string", "", FALLBACK],
    ["an object", { name: "UTC" }, FALLBACK],
  ])("a time zone that is %s falls back", (_name, timeZone, expected) => {
    expect(read({ timeZone }).timeZone).toBe(expected);
  });

  it("a day's isAvailable must be exactly true", () => {
    const a = read({ weeklyAvailability: { monday: { isAvailable: "true", timeRanges: [] }, tuesday: { isAvailable: 1 }, wednesday: { isAvailable: true } } });
    expect(a.weeklyAvailability.monday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(a.weeklyAvailability.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(a.weeklyAvailability.wednesday).toEqual({ isAvailable: true, timeRanges: [] });
  });

  it("time ranges that are not a list become none; non-string times become empty", () => {
    const a = read({
      weeklyAvailability: {
        monday: { isAvailable: true, timeRanges: "17:00-20:00" },
        tuesday: { isAvailable: true, timeRanges: [{ startTime: 1700, endTime: "20:00" }, { startTime: "08:00" }] },
      },
    });
    expect(a.weeklyAvailability.monday.timeRanges).toEqual([]);
    expect(a.weeklyAvailability.tuesday.timeRanges).toEqual([
      { startTime: "", endTime: "20:00" },
      { startTime: "08:00", endTime: "" },
    ]);
  });

  it("unknown weekday keys are ignored", () => {
    const a = read({ weeklyAvailability: { funday: { isAvailable: true, timeRanges: [] } } });
    expect(a.weeklyAvailability).toEqual(emptyWeek());
  });

  it("date-specific entries: not a list becomes none", () => {
    expect(read({ dateSpecificAvailability: { date: "2026-06-10" } }).dateSpecificAvailability).toEqual([]);
  });

  it("date-specific entries without a date are dropped; odd fields get defaults", () => {
    const a = read({
      dateSpecificAvailability: [
        { timeRanges: [] },
        { date: 20260610, timeRanges: [] },
        { date: "2026-06-10", endDate: "", isTraveling: "yes", timeRanges: null, dailyTimeRanges: "no" },
        { date: "2026-06-11", endDate: 5, isTraveling: true, location: { city: "Denver", lat: "39.7", lng: -104.99 } },
      ],
    });
    expect(a.dateSpecificAvailability).toEqual([
      { date: "2026-06-10", timeRanges: [], isTraveling: false },
      { date: "2026-06-11", timeRanges: [], isTraveling: true },
    ]);
    expect(a.dateSpecificAvailability[0]).not.toHaveProperty("endDate");
    expect(a.dateSpecificAvailability[0]).not.toHaveProperty("dailyTimeRanges");
    expect(a.dateSpecificAvailability[1]).not.toHaveProperty("location");
  });

  it("a location with coordinates is completed (country defaults to US)", () => {
    const a = read({ dateSpecificAvailability: [{ date: "2026-07-01", isTraveling: true, timeRanges: [], location: { lat: 39.7392, lng: -104.9903, city: 7 } }] });
    expect(a.dateSpecificAvailability[0]!.location).toEqual({ city: "", state: "", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "" });
  });

  it("daily hours with odd values get defaults", () => {
    const a = read({ dateSpecificAvailability: [{ date: "2026-07-13", endDate: "2026-07-14", timeRanges: [], dailyTimeRanges: [{ date: 1, timeRanges: "x" }, { date: "2026-07-14" }] }] });
    expect(a.dateSpecificAvailability[0]!.dailyTimeRanges).toEqual([
      { date: "", timeRanges: [] },
      { date: "2026-07-14", timeRanges: [] },
    ]);
  });

  it("privacy settings: unknown values fall back to the defaults", () => {
    const a = read({
      privacySettings: { visibilityMode: "friends", allowedGenders: ["Female", 3, null, "Male"], communityFilter: "some", allowedCommunities: "team-1", connectsOnly: "true", requireAllFilters: 1 },
    });
    expect(a.privacySettings).toEqual({ visibilityMode: "public", allowedGenders: ["Female", "Male"], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false });
  });

  it("a null element in a list of ranges or entries should be skipped, not crash the reader", () => {
    // Firestore lists may hold nulls (older clients, hand edits). The reader promises
    // "partial or old documents still give a whole value", but r.startTime on null throws.
    const data = {
      weeklyAvailability: { monday: { isAvailable: true, timeRanges: [null, { startTime: "17:00", endTime: "20:00" }] } },
      dateSpecificAvailability: [null, { date: "2026-06-10", timeRanges: [], isTraveling: false }],
    };
    let result: UserAvailability | undefined;
    expect(() => (result = read(data))).not.toThrow();
    expect(result?.weeklyAvailability.monday.timeRanges).toContainEqual({ startTime: "17:00", endTime: "20:00" });
    expect(result?.dateSpecificAvailability).toEqual([{ date: "2026-06-10", timeRanges: [], isTraveling: false }]);
  });

  it("a stored time zone that is not an IANA zone should fall back instead of breaking every later date calculation", () => {
    // The value is used as-is; todayIn (called while rendering the Availability tab) then throws a RangeError.
    const a = read({ timeZone: "Central Time" });
    expect(() => todayIn(a.timeZone, Date.parse("2026-06-10T12:00:00Z"))).not.toThrow();
    expect(a.timeZone).toBe(FALLBACK);
  });
});

describe("sharedAvailabilitySchema (what getPlayerAvailability shares)", () => {
  it("keeps the hours as stored, missing ones missing, and reads the time zone and privacy", () => {
    const weekly = { monday: { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "21:00" }] } };
    expect(sharedAvailabilitySchema({ weeklyAvailability: weekly })).toEqual({
      weeklyAvailability: weekly,
      dateSpecificAvailability: undefined,
      timeZone: "UTC",
      privacySettings: { visibilityMode: "public", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false },
    });
    expect(sharedAvailabilitySchema({ timeZone: "Europe/Berlin", privacySettings: { visibilityMode: "filtered", connectsOnly: true } })).toMatchObject({
      timeZone: "Europe/Berlin",
      privacySettings: { visibilityMode: "filtered", connectsOnly: true },
    });
  });
});
