import { str, strList } from "@/lib/convert";
import type { DocumentData } from "firebase/firestore";
import {
  COMMUNITY_FILTERS,
  defaultPrivacy,
  emptyWeek,
  WEEKDAYS,
  type AvailabilityPrivacy,
  type CommunityFilter,
  type DateSpecificEntry,
  type TimeRange,
  type TravelLocation,
  type UserAvailability,
  type WeeklyAvailability,
} from "@rallyhub/domain/availability/types";

const records = (v: unknown): Array<Record<string, unknown>> => (Array.isArray(v) ? v.filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null) : []);

function ranges(v: unknown): TimeRange[] {
  return records(v).map((r) => ({ startTime: str(r.startTime), endTime: str(r.endTime) }));
}

/** A stored time zone only if the browser knows it; otherwise the fallback. */
function validTimeZone(value: string, fallback: string): string {
  if (!value) return fallback;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return fallback;
  }
}

function week(v: unknown): WeeklyAvailability {
  const out = emptyWeek();
  const src = (v ?? {}) as Record<string, Record<string, unknown> | undefined>;
  for (const d of WEEKDAYS) {
    const day = src[d];
    if (day) out[d] = { isAvailable: day.isAvailable === true, timeRanges: ranges(day.timeRanges) };
  }
  return out;
}

function location(v: unknown): TravelLocation | undefined {
  if (!v || typeof v !== "object") return undefined;
  const l = v as Record<string, unknown>;
  if (typeof l.lat !== "number" || typeof l.lng !== "number") return undefined;
  return { city: str(l.city), state: str(l.state), country: str(l.country) || "US", lat: l.lat, lng: l.lng, formattedAddress: str(l.formattedAddress) };
}

function entries(v: unknown): DateSpecificEntry[] {
  return records(v)
    .filter((e) => typeof e.date === "string")
    .map((e) => {
      const entry: DateSpecificEntry = { date: str(e.date), timeRanges: ranges(e.timeRanges), isTraveling: e.isTraveling === true };
      if (typeof e.endDate === "string" && e.endDate) entry.endDate = e.endDate;
      if (Array.isArray(e.dailyTimeRanges)) {
        entry.dailyTimeRanges = records(e.dailyTimeRanges).map((d) => ({ date: str(d.date), timeRanges: ranges(d.timeRanges) }));
      }
      const loc = location(e.location);
      if (loc) entry.location = loc;
      return entry;
    });
}

function privacy(v: unknown): AvailabilityPrivacy {
  const p = (v ?? {}) as Record<string, unknown>;
  const base = defaultPrivacy();
  return {
    visibilityMode: p.visibilityMode === "filtered" ? "filtered" : "public",
    allowedGenders: strList(p.allowedGenders),
    communityFilter: COMMUNITY_FILTERS.includes(p.communityFilter as CommunityFilter) ? (p.communityFilter as CommunityFilter) : base.communityFilter,
    allowedCommunities: strList(p.allowedCommunities),
    connectsOnly: p.connectsOnly === true,
    requireAllFilters: p.requireAllFilters === true,
  };
}

/** Reads an availability document defensively: partial or old documents still give a whole value. */
export function availabilityFromData(d: DocumentData, fallbackTimeZone: string): UserAvailability {
  return {
    weeklyAvailability: week(d.weeklyAvailability),
    dateSpecificAvailability: entries(d.dateSpecificAvailability),
    privacySettings: privacy(d.privacySettings),
    timeZone: validTimeZone(str(d.timeZone), fallbackTimeZone),
  };
}
