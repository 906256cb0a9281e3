import { z } from "zod";
import type { ActivitySubscription } from "@/lib/session/userProfile";
import { DEFAULT_RADIUS, RADIUS_MAX, RADIUS_MIN } from "./radius";
import { ACCOUNT_MESSAGES } from "../messages";

export { DEFAULT_RADIUS, RADIUS_MAX, RADIUS_MIN, RADIUS_STEP } from "./radius";

/** The form's problems, as keys; ACCOUNT_MESSAGES.activityForm turns them into text. */
export type ActivityFormErrorKey = "invalidLocation" | "radiusRange" | "invalidStartDate" | "invalidEndDate" | "endBeforeStart";

/** The address of a subscription: a picked city (spec §3 Activity subscription). */
export interface SubscriptionAddress {
  name: string;
  lat: number;
  lng: number;
  description: string;
}

/** What the add/edit form holds while it is being filled in. Dates are local days, YYYY-MM-DD ('' when empty). */
export interface ActivitySubscriptionDraft {
  address: { name: string; lat: number; lng: number; description?: string } | null;
  radius: number;
  activities: string[];
  startDate: string;
  endDate: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d;
}

/** Spec §5: the address must be an object with numeric lat and lng plus a description. */
export function isValidLocation(value: unknown): value is SubscriptionAddress {
  if (!value || typeof value !== "object") return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.name === "string" &&
    a.name.trim() !== "" &&
    typeof a.lat === "number" &&
    Number.isFinite(a.lat) &&
    typeof a.lng === "number" &&
    Number.isFinite(a.lng) &&
    typeof a.description === "string" &&
    a.description.trim() !== ""
  );
}

/** Spec §5 Activity subscription: the add/edit form. Every issue's message is an ActivityFormErrorKey. */
export const activitySubscriptionFormSchema = z
  .object({
    address: z.custom<SubscriptionAddress>((v) => isValidLocation(v), { error: "invalidLocation" }),
    radius: z.number({ error: "radiusRange" }).int({ error: "radiusRange" }).min(RADIUS_MIN, { error: "radiusRange" }).max(RADIUS_MAX, { error: "radiusRange" }),
    activities: z.array(z.string().min(1)),
    startDate: z.string().refine((v) => v === "" || isDay(v), { error: "invalidStartDate" }),
    endDate: z.string().refine((v) => v === "" || isDay(v), { error: "invalidEndDate" }),
  })
  .superRefine((v, ctx) => {
    // Both are YYYY-MM-DD here, so text order is date order.
    if (v.startDate !== "" && v.endDate !== "" && v.endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "endBeforeStart" });
  });

export type ActivitySubscriptionFormValues = z.output<typeof activitySubscriptionFormSchema>;

export type ActivityFormErrors = Partial<Record<keyof ActivitySubscriptionDraft, ActivityFormErrorKey>>;

const ERROR_KEYS = new Set<string>(Object.keys(ACCOUNT_MESSAGES.activityForm));

/** Checks a draft: the valid values, or the first problem of each field. */
export function validateDraft(draft: ActivitySubscriptionDraft): { values: ActivitySubscriptionFormValues | null; errors: ActivityFormErrors } {
  const result = activitySubscriptionFormSchema.safeParse(draft);
  if (result.success) return { values: result.data, errors: {} };
  const errors: ActivityFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ActivitySubscriptionDraft | undefined;
    if (!field || errors[field]) continue;
    errors[field] = ERROR_KEYS.has(issue.message) ? (issue.message as ActivityFormErrorKey) : field === "address" ? "invalidLocation" : "radiusRange";
  }
  return { values: null, errors };
}

/** A local day (YYYY-MM-DD) as epoch millis at its local midnight. */
export function dayToMillis(day: string): number {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(y, m - 1, d).getTime();
}

/** Epoch millis as the local day YYYY-MM-DD. */
export function millisToDay(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function todayDay(now: Date = new Date()): string {
  return millisToDay(now.getTime());
}

/** A new form: no city, 15 miles, no activities, starting today, no end. */
export function newDraft(today: string): ActivitySubscriptionDraft {
  return { address: null, radius: DEFAULT_RADIUS, activities: [], startDate: today, endDate: "" };
}

export function draftFromSubscription(sub: ActivitySubscription): ActivitySubscriptionDraft {
  return {
    address: { ...sub.address },
    radius: sub.radius,
    activities: [...sub.activities],
    startDate: sub.startDate !== null && sub.startDate > 0 ? millisToDay(sub.startDate) : "",
    endDate: sub.endDate !== null && sub.endDate > 0 ? millisToDay(sub.endDate) : "",
  };
}

/** The stored entry for valid form values (spec §3: dates as timestamps, here epoch millis). */
export function subscriptionFromValues(values: ActivitySubscriptionFormValues, id: number): ActivitySubscription {
  const { name, lat, lng, description } = values.address;
  return {
    id,
    address: { name, lat, lng, description },
    radius: values.radius,
    activities: [...new Set(values.activities)],
    startDate: values.startDate === "" ? null : dayToMillis(values.startDate),
    endDate: values.endDate === "" ? null : dayToMillis(values.endDate),
  };
}

/** A new entry's id: the current time (spec §3), moved on if that id is already taken. */
export function nextSubscriptionId(list: readonly ActivitySubscription[], now: number = Date.now()): number {
  let id = now;
  while (list.some((s) => s.id === id)) id += 1;
  return id;
}

/** Spec §4: saving adds, or replaces the entry with the same id. */
export function upsertSubscription(list: readonly ActivitySubscription[], sub: ActivitySubscription): ActivitySubscription[] {
  return list.some((s) => s.id === sub.id) ? list.map((s) => (s.id === sub.id ? sub : s)) : [...list, sub];
}

/** Spec §4: deleting removes the entry. */
export function removeSubscription(list: readonly ActivitySubscription[], id: number): ActivitySubscription[] {
  return list.filter((s) => s.id !== id);
}

export interface CityGroup {
  city: string;
  items: ActivitySubscription[];
}

/** Spec §2.9: the list is shown per city (address.name), cities A–Z, each city's entries by start date. */
export function groupByCity(list: readonly ActivitySubscription[]): CityGroup[] {
  const groups = new Map<string, ActivitySubscription[]>();
  for (const sub of list) {
    const city = sub.address.name.trim() || "Unknown city";
    groups.set(city, [...(groups.get(city) ?? []), sub]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([city, items]) => ({ city, items: [...items].sort((x, y) => (x.startDate ?? 0) - (y.startDate ?? 0) || x.id - y.id) }));
}

export function formatRadius(radius: number): string {
  return `Within ${radius} ${radius === 1 ? "mile" : "miles"}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** Spec §3: both dates are optional. */
export function formatDateSpan(startDate: number | null, endDate: number | null): string {
  if (startDate === null) return endDate === null ? "No end date" : `Until ${DATE_FORMAT.format(new Date(endDate))}`;
  const start = DATE_FORMAT.format(new Date(startDate));
  return endDate === null ? `From ${start}` : `${start} – ${DATE_FORMAT.format(new Date(endDate))}`;
}

export function formatActivities(activities: readonly string[]): string {
  return activities.length === 0 ? "All activities" : activities.join(", ");
}
