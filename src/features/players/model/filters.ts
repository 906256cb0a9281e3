import { z } from "zod";
import { isValidDay, zonedToInstant } from "@rallyhub/domain/availability/dates";
import { parseTime } from "@rallyhub/domain/availability/time";
import { PLAYER_SEARCH_LIMITS } from "@rallyhub/domain/players/search";
import type { PlayerSearch } from "../api/playersApi";

/** Discover players (issue 11): the filters form, its schema, and how it maps to the search and to the address. */
export const RADIUS_OPTIONS = [5, 10, 25, 50] as const;
export const DEFAULT_RADIUS = 25;
export const DURATION_OPTIONS = [1, 2, 3, 4] as const;
export const PAGE_SIZE = 12;

export const FILTER_MESSAGES = {
  city: "Choose a city from the list",
  day: "Choose a date",
  time: "Choose a time",
  past: "Choose a time from now on",
  farAhead: `Choose a date within the next ${PLAYER_SEARCH_LIMITS.daysAhead} days`,
} as const;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const cityValue = z.object({ name: z.string().min(1), lat: z.number(), lng: z.number() });

/**
 * The form, validated against a clock and a time zone (the chosen day and time
 * are the user's wall clock). The clock is read at each check, so a form kept
 * open for a while checks the chosen time against the time it is sent.
 */
export function filtersSchema(clock: () => number, zone: string) {
  return z
    .object({
      city: cityValue.nullable().refine((c) => c !== null, FILTER_MESSAGES.city),
      radius: z.number().refine((r) => (RADIUS_OPTIONS as readonly number[]).includes(r)),
      sport: z.string().max(PLAYER_SEARCH_LIMITS.sport),
      when: z.enum(["any", "at"]),
      day: z.string(),
      time: z.string(),
      hours: z.number().refine((h) => (DURATION_OPTIONS as readonly number[]).includes(h)),
    })
    .superRefine((v, ctx) => {
      if (v.when !== "at") return;
      const minutes = parseTime(v.time);
      if (!isValidDay(v.day)) ctx.addIssue({ code: "custom", path: ["day"], message: FILTER_MESSAGES.day });
      if (minutes === null) ctx.addIssue({ code: "custom", path: ["time"], message: FILTER_MESSAGES.time });
      if (!isValidDay(v.day) || minutes === null) return;
      const start = zonedToInstant(v.day, minutes, zone);
      const now = clock();
      // A few minutes' grace: a time picked as "now" is still now when the form is sent.
      if (start < now - 5 * MINUTE_MS) ctx.addIssue({ code: "custom", path: ["time"], message: FILTER_MESSAGES.past });
      else if (start > now + PLAYER_SEARCH_LIMITS.daysAhead * 24 * HOUR_MS) ctx.addIssue({ code: "custom", path: ["day"], message: FILTER_MESSAGES.farAhead });
    });
}

export type FilterValues = z.input<ReturnType<typeof filtersSchema>>;

/** The search the filters ask for (the span in the user's time zone). */
export function searchFor(v: FilterValues, zone: string): PlayerSearch | null {
  if (!v.city) return null;
  let availableAt: PlayerSearch["availableAt"] = null;
  const minutes = parseTime(v.time);
  if (v.when === "at" && isValidDay(v.day) && minutes !== null) {
    const start = zonedToInstant(v.day, minutes, zone);
    availableAt = { start, end: start + v.hours * HOUR_MS };
  }
  return { center: { lat: v.city.lat, lng: v.city.lng }, radiusMiles: v.radius, sport: v.sport || null, availableAt, pageSize: PAGE_SIZE };
}

/** The filters kept in the address (so a reload or a shared link keeps them): near, lat, lng, radius, sport, day, time, hours. */
export function filtersToParams(v: FilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (v.city) {
    params.set("near", v.city.name);
    params.set("lat", String(v.city.lat));
    params.set("lng", String(v.city.lng));
  }
  if (v.radius !== DEFAULT_RADIUS) params.set("radius", String(v.radius));
  if (v.sport) params.set("sport", v.sport);
  if (v.when === "at") {
    params.set("day", v.day);
    params.set("time", v.time);
    params.set("hours", String(v.hours));
  }
  return params;
}

/** The filters an address holds; the user's own city when it names none. */
export function filtersFromParams(params: URLSearchParams, home: { name: string; lat: number; lng: number } | null, defaults: { day: string; time: string }): FilterValues {
  const lat = Number(params.get("lat"));
  const lng = Number(params.get("lng"));
  const name = params.get("near");
  const city = name && params.has("lat") && params.has("lng") && Number.isFinite(lat) && Number.isFinite(lng) ? { name, lat, lng } : home ? { name: home.name, lat: home.lat, lng: home.lng } : null;
  const radius = RADIUS_OPTIONS.find((r) => String(r) === params.get("radius")) ?? DEFAULT_RADIUS;
  const hours = DURATION_OPTIONS.find((h) => String(h) === params.get("hours")) ?? 1;
  const day = params.get("day") ?? "";
  const time = params.get("time") ?? "";
  const at = isValidDay(day) && parseTime(time) !== null;
  return { city, radius, sport: params.get("sport") ?? "", when: at ? "at" : "any", day: at ? day : defaults.day, time: at ? time : defaults.time, hours };
}
