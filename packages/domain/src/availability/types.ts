/** Spec §3 User availability. Times are 'HH:mm' wall-clock times in the owner's time zone; dates are 'yyyy-MM-dd'. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

export interface TimeRange {
  startTime: string;
  endTime: string;
}

export interface DayAvailability {
  isAvailable: boolean;
  timeRanges: TimeRange[];
}

export type WeeklyAvailability = Record<Weekday, DayAvailability>;

export interface TravelLocation {
  city: string;
  state: string;
  country: string;
  lat: number;
  lng: number;
  formattedAddress: string;
}

export interface DailyTimeRanges {
  date: string;
  timeRanges: TimeRange[];
}

export interface DateSpecificEntry {
  date: string;
  endDate?: string;
  timeRanges: TimeRange[];
  dailyTimeRanges?: DailyTimeRanges[];
  isTraveling: boolean;
  location?: TravelLocation;
}

export const COMMUNITY_FILTERS = ["none", "any", "all", "specific"] as const;
export type CommunityFilter = (typeof COMMUNITY_FILTERS)[number];

export interface AvailabilityPrivacy {
  visibilityMode: "public" | "filtered";
  allowedGenders: string[];
  communityFilter: CommunityFilter;
  allowedCommunities: string[];
  connectsOnly: boolean;
  requireAllFilters: boolean;
}

export interface UserAvailability {
  weeklyAvailability: WeeklyAvailability;
  dateSpecificAvailability: DateSpecificEntry[];
  privacySettings: AvailabilityPrivacy;
  /** IANA time zone the times are in. */
  timeZone: string;
}

/** Spec §9: default time range 17:00 to 20:00. */
export const DEFAULT_RANGE: TimeRange = { startTime: "17:00", endTime: "20:00" };

export function emptyWeek(): WeeklyAvailability {
  return Object.fromEntries(WEEKDAYS.map((d) => [d, { isAvailable: false, timeRanges: [] }])) as unknown as WeeklyAvailability;
}

export function defaultPrivacy(): AvailabilityPrivacy {
  return { visibilityMode: "public", allowedGenders: [], communityFilter: "none", allowedCommunities: [], connectsOnly: false, requireAllFilters: false };
}

export function emptyAvailability(timeZone: string): UserAvailability {
  return { weeklyAvailability: emptyWeek(), dateSpecificAvailability: [], privacySettings: defaultPrivacy(), timeZone };
}
