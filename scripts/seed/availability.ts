// A person's availability (availability/{uid}): weekly hours from their pattern,
// a few date-specific entries, and privacy settings that are mostly public.
import { availabilityWriteSchema } from "@rallyhub/domain/stored/write/availability";
import { storedDoc, type StoredDoc, type WriteOf } from "./docs";
import type { AvailabilityPattern, Person } from "./people";
import { rngFor, type Rng } from "./random";
import { CITIES } from "./tables";
import { addDays, hhmm, isoDate, type Clock } from "./time";

type AvailabilityWrite = WriteOf<typeof availabilityWriteSchema>;
type Week = AvailabilityWrite["weeklyAvailability"];
type Privacy = AvailabilityWrite["privacySettings"];

const PUBLIC_AVAILABILITY_PRIVACY: Privacy = {
  visibilityMode: "public",
  allowedGenders: [],
  communityFilter: "none",
  allowedCommunities: [],
  connectsOnly: false,
  requireAllFilters: false,
};

const DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

/** Ranges in minutes after midnight, and how often a weekday is off. */
interface Template {
  weekday: Array<[number, number]>;
  saturday: Array<[number, number]>;
  sunday: Array<[number, number]>;
  offChance: number;
}

const H = (h: number, m = 0) => h * 60 + m;

const TEMPLATES: Readonly<Record<AvailabilityPattern, Template>> = {
  evenings: {
    weekday: [[H(17, 30), H(21)]],
    saturday: [[H(8), H(12)]],
    sunday: [
      [H(9), H(13)],
      [H(16), H(19)],
    ],
    offChance: 0.25,
  },
  mornings: { weekday: [[H(6), H(8, 30)]], saturday: [[H(7), H(11)]], sunday: [[H(7), H(10)]], offChance: 0.2 },
  weekends: {
    weekday: [[H(18, 30), H(21)]],
    saturday: [
      [H(9), H(12)],
      [H(14), H(18)],
    ],
    sunday: [[H(9), H(17)]],
    offChance: 0.7,
  },
  flexible: {
    weekday: [
      [H(12), H(13)],
      [H(18), H(22)],
    ],
    saturday: [[H(10), H(20)]],
    sunday: [[H(13), H(18)]],
    offChance: 0.15,
  },
  shifts: { weekday: [[H(10), H(15)]], saturday: [], sunday: [[H(16), H(20)]], offChance: 0.45 },
};

/** Weekly hours from a pattern, with some days off and jittered start/end times. */
function weeklyAvailability(rng: Rng, pattern: AvailabilityPattern): Week {
  const jitter = () => rng.pick([-30, 0, 0, 30]);
  const range = (start: number, end: number) => {
    const s = start + jitter();
    const e = Math.max(s + 60, end + jitter());
    return { startTime: hhmm(s), endTime: hhmm(Math.min(e, 23 * 60 + 30)) };
  };
  const t = TEMPLATES[pattern];
  const week = Object.fromEntries(
    DAYS.map((day) => {
      const ranges = day === "saturday" ? t.saturday : day === "sunday" ? t.sunday : t.weekday;
      const off = ranges.length === 0 || rng.chance(day === "saturday" || day === "sunday" ? 0.15 : t.offChance);
      return [day, off ? { isAvailable: false, timeRanges: [] } : { isAvailable: true, timeRanges: ranges.map(([s, e]) => range(s, e)) }];
    }),
  ) as Week;
  if (!DAYS.some((d) => week[d].isAvailable)) week.saturday = { isAvailable: true, timeRanges: [range(H(9), H(12))] };
  return week;
}

/**
 * availability/{uid} of one person, from their own random stream. `teamIds`
 * are the teams the person is on (a private setting may let in just them).
 */
export function availabilityDoc({ today }: Clock, p: Person, teamIds: readonly string[]): StoredDoc<typeof availabilityWriteSchema> {
  const rng = rngFor(p.availabilityStream);
  const dateSpecific: AvailabilityWrite["dateSpecificAvailability"] = [];
  if (rng.chance(0.15)) {
    const start = addDays(today, rng.int(3, 35));
    const other = rng.pick(CITIES.filter((c) => c.key !== p.city.key));
    dateSpecific.push({
      date: isoDate(start),
      endDate: isoDate(addDays(start, rng.int(2, 6))),
      timeRanges: [],
      isTraveling: true,
      location: { city: other.city, state: other.state, country: "US", lat: other.lat, lng: other.lng, formattedAddress: `${other.city}, ${other.state}, USA` },
    });
  }
  if (rng.chance(0.1)) {
    dateSpecific.push({ date: isoDate(addDays(today, rng.int(1, 20))), timeRanges: [{ startTime: "17:00", endTime: "20:00" }], isTraveling: false });
  }
  let privacy = PUBLIC_AVAILABILITY_PRIVACY;
  if (p.privacyChoice >= 0.8) {
    const variant = rng.int(0, 3);
    privacy = { ...PUBLIC_AVAILABILITY_PRIVACY, visibilityMode: "filtered" };
    if (variant === 0) privacy.allowedGenders = p.gender === "Female" ? ["Female"] : ["Female", "Male", "Non-binary"];
    else if (variant === 1) privacy.communityFilter = "any";
    else if (variant === 2 && teamIds.length > 0) {
      privacy.communityFilter = "specific";
      privacy.allowedCommunities = [...teamIds];
    } else privacy.connectsOnly = true;
    privacy.requireAllFilters = rng.chance(0.3);
  }
  return storedDoc(availabilityWriteSchema, `availability/${p.uid}`, {
    weeklyAvailability: weeklyAvailability(rng, p.availabilityPattern),
    dateSpecificAvailability: dateSpecific,
    privacySettings: privacy,
    timeZone: p.city.timeZone,
    updatedAt: p.updatedAt,
  });
}
