// iCalendar (RFC 5545) for games: the private calendar feed the Functions serve
// and the single-game .ics download on an event page. Pure code for the app and
// the Functions: no Node APIs, time-zone facts come from Intl only.
//
// Decisions (issue 9, "Calendar"):
// - Times carry the game's own time zone: DTSTART;TZID=<IANA zone>:local time,
//   with a VTIMEZONE for every zone used. Each VTIMEZONE is generated from Intl:
//   the zone's UTC offset is sampled day by day across the years the games
//   cover, every change is pinned to the second by bisection, and each becomes
//   a STANDARD (clocks go back) or DAYLIGHT (clocks go forward) observance with
//   an explicit DTSTART, TZOFFSETFROM and TZOFFSETTO (no RRULE: the list is
//   exact for the whole UTC years covered, each zone-year searched once per
//   server instance). A first observance gives the offset in force at the start
//   of that range, so a zone without transitions (America/Phoenix, UTC) still
//   has one. The games' local times are computed from the same transitions, so
//   they agree with the VTIMEZONE by construction. A zone Intl does not know is
//   written in UTC ("Z").
// - A wall time that occurs twice (the hour clocks go back) would be read as its
//   first occurrence (RFC 5545 §3.3.5), so a game starting in the repeated hour's
//   second pass is written in UTC instead.
// - Duration 0 h 0 min (the spec's default): no DTEND at all. RFC 5545 §3.6.1:
//   a DATE-TIME DTSTART without DTEND ends at its start, so the calendar shows a
//   game at its start time without claiming an end the organizer never gave.
// - UID `${eventId}@rallyhub` (stable: a re-download or feed refresh updates the
//   same entry); SEQUENCE counts seconds since 2020-01-01 of `updated` (it only
//   grows and fits RFC 5545's 32-bit INTEGER until 2088); LAST-MODIFIED is
//   `updated`.
// - A cancelled game keeps its entry with STATUS:CANCELLED, "Cancelled: " before
//   its title (some calendars ignore STATUS) and TRANSP:TRANSPARENT (it no longer
//   blocks time).
// - DESCRIPTION starts with the game's time at its venue, "When: Tue, Jul 15 ·
//   6:00 PM – 8:00 PM CDT" (time/gameTime.ts, with no viewer: a calendar shows
//   DTSTART in its own zone, this line says what the clock reads where the game
//   is, issue 31), and ends with the game's link (many calendars do not show URL).
// - An empty feed is a VCALENDAR without components (what Google and Apple
//   Calendar accept for "nothing planned").

import { gameTime } from "../time/gameTime";
import type { EventRecord } from "./types";

export interface IcsLocation {
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
}

/** One game as a calendar entry. Instants are epoch millis. */
export interface IcsEvent {
  id: string;
  title: string;
  description: string;
  start: number;
  /** End instant; when it is not after `start` (duration 0) the entry has no DTEND. */
  end: number;
  /** IANA time zone the game's times are shown in. */
  timeZone: string;
  location: IcsLocation | null;
  /** The game's page in the app, or null. */
  url: string | null;
  cancelled: boolean;
  /** Last change, epoch millis (SEQUENCE and LAST-MODIFIED), or null. */
  updated: number | null;
}

export interface CalendarInput {
  /** The calendar's name (NAME, X-WR-CALNAME). */
  name: string;
  events: IcsEvent[];
  /** The time the calendar is generated (DTSTAMP), epoch millis. */
  now: number;
  /** Optional description of the calendar (X-WR-CALDESC). */
  description?: string;
  /** For subscribed feeds: how often clients should refresh (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshMinutes?: number;
}

export const ICS_MIME_TYPE = "text/calendar; charset=utf-8";
export const ICS_UID_DOMAIN = "rallyhub";
const PRODID = "-//RallyHub//RallyHub Calendar//EN";
const CRLF = "\r\n";
const MAX_OCTETS = 75;
const DAY = 86_400_000;
/** SEQUENCE epoch: 2020-01-01T00:00:00Z. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
const MAX_INTEGER = 2_147_483_647;

// ── Text ─────────────────────────────────────────────────────────────────────

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Text without what iCalendar TEXT cannot hold (control characters, broken UTF-16). */
function clean(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(CONTROL, "");
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export function escapeText(value: string): string {
  return clean(value)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is folded: CRLF and one
 * space, never inside a UTF-8 character. The leading space counts toward the
 * 75 octets of its line.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** A URI value: no line breaks or spaces (URIs are not TEXT-escaped). */
function uriValue(value: string): string {
  return clean(value)
    .replace(/[\r\n]/g, "")
    .trim()
    .replace(/ /g, "%20");
}

/** A file name for a single game's download: "pickup-soccer.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return `${base || "game"}.ics`;
}

// ── Time ─────────────────────────────────────────────────────────────────────

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** A formatter for the zone's wall clock, or null when Intl does not know the zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      });
    } catch {
      formatter = null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  return formatterFor(timeZone) !== null;
}

function wallClock(instant: number, formatter: Intl.DateTimeFormat): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Older engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const wallAsUtc = (w: WallClock) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
const floorSecond = (instant: number) => instant - (((instant % 1000) + 1000) % 1000);

/** The zone's offset from UTC at an instant, in seconds (east positive). */
function offsetAt(instant: number, formatter: Intl.DateTimeFormat): number {
  const at = floorSecond(instant);
  return Math.round((wallAsUtc(wallClock(at, formatter)) - at) / 1000);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** UTC DATE-TIME: 20250715T230000Z. */
export function formatUtc(instant: number): string {
  const d = new Date(floorSecond(instant));
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** UTC-OFFSET: -0600, +0530, +054510 (seconds only when there are any). */
function formatOffset(seconds: number): string {
  const sign = seconds < 0 ? "-" : "+";
  const abs = Math.abs(seconds);
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  return `${sign}${pad(h)}${pad(m)}${s ? pad(s) : ""}`;
}

/** Local DATE-TIME (no zone) of an instant at a fixed offset: 20250715T180000. */
function formatLocal(instant: number, offsetSeconds: number): string {
  return formatUtc(instant + offsetSeconds * 1000).slice(0, -1);
}

export interface OffsetTransition {
  /** The first instant (epoch millis, whole second) of the new offset. */
  at: number;
  /** Offsets in seconds east of UTC. */
  from: number;
  to: number;
}

/** Changes of offset in [from, to): sampled once a day, each narrowed to the second by bisection. */
function scan(formatter: Intl.DateTimeFormat, from: number, to: number): OffsetTransition[] {
  const found: OffsetTransition[] = [];
  let t = floorSecond(from);
  let offset = offsetAt(t, formatter);
  while (t < to) {
    const next = Math.min(t + DAY, to);
    const nextOffset = offsetAt(next, formatter);
    if (nextOffset === offset) {
      t = next;
      continue;
    }
    // The offset at lo is the old one; the offset at hi differs.
    let lo = t;
    let hi = next;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (offsetAt(mid, formatter) === offset) lo = mid;
      else hi = mid;
    }
    const newOffset = offsetAt(hi, formatter);
    found.push({ at: hi, from: offset, to: newOffset });
    t = hi;
    offset = newOffset;
  }
  return found;
}

/**
 * The zone's UTC offset changes between two instants, found with Intl: the
 * offset is sampled once a day and each change is narrowed to the second by
 * bisection. Empty for a zone without changes or one Intl does not know.
 */
export function offsetTransitions(timeZone: string, from: number, to: number): OffsetTransition[] {
  const formatter = formatterFor(timeZone);
  return formatter ? scan(formatter, from, to) : [];
}

// A server instance serves many feeds: a zone's year is searched once.
const yearCache = new Map<string, OffsetTransition[]>();
const YEAR_CACHE_SIZE = 1000;

/** The changes of one UTC year [Jan 1, next Jan 1) of a zone. */
function yearTransitions(timeZone: string, formatter: Intl.DateTimeFormat, year: number): OffsetTransition[] {
  const key = `${timeZone}|${year}`;
  let found = yearCache.get(key);
  if (!found) {
    found = scan(formatter, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
    if (yearCache.size >= YEAR_CACHE_SIZE) yearCache.clear();
    yearCache.set(key, found);
  }
  return found;
}

/**
 * What a zone does over the whole UTC years around some instants (a day's
 * margin each side): its offset at the start and every change after. Local
 * times are computed from this model, so they agree with the VTIMEZONE
 * written from it.
 */
interface ZoneModel {
  zone: string;
  from: number;
  initial: number;
  transitions: OffsetTransition[];
}

function zoneModel(zone: string, formatter: Intl.DateTimeFormat, first: number, last: number): ZoneModel {
  const startYear = new Date(first - DAY).getUTCFullYear();
  const endYear = new Date(last + DAY).getUTCFullYear();
  const transitions: OffsetTransition[] = [];
  for (let year = startYear; year <= endYear; year++) transitions.push(...yearTransitions(zone, formatter, year));
  const from = Date.UTC(startYear, 0, 1);
  return { zone, from, initial: offsetAt(from, formatter), transitions };
}

function offsetIn(model: ZoneModel, instant: number): number {
  let offset = model.initial;
  for (const tr of model.transitions) {
    if (tr.at > instant) break;
    offset = tr.to;
  }
  return offset;
}

/**
 * Whether an instant falls in the second pass of a repeated hour (clocks went
 * back): its wall time also names an earlier instant, which TZID would mean.
 */
function isSecondPass(model: ZoneModel, instant: number): boolean {
  return model.transitions.some((tr) => tr.to < tr.from && instant >= tr.at && instant < tr.at + (tr.from - tr.to) * 1000);
}

const shortNames = new Map<string, Intl.DateTimeFormat | null>();

/** The short name of the zone at an instant (CDT, MST, GMT+1), or null. */
function shortName(instant: number, timeZone: string): string | null {
  let formatter = shortNames.get(timeZone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" });
    } catch {
      formatter = null;
    }
    shortNames.set(timeZone, formatter);
  }
  return formatter?.formatToParts(new Date(instant)).find((p) => p.type === "timeZoneName")?.value ?? null;
}

/** The VTIMEZONE of a zone model (content lines, unfolded); see the top of this file. */
function vtimezone(model: ZoneModel): string[] {
  const firstGoesBack = model.transitions[0] !== undefined && model.transitions[0].to < model.transitions[0].from;
  const observances = [
    { kind: firstGoesBack ? "DAYLIGHT" : "STANDARD", at: model.from, from: model.initial, to: model.initial },
    ...model.transitions.map((tr) => ({ kind: tr.to > tr.from ? "DAYLIGHT" : "STANDARD", ...tr })),
  ];
  const lines = ["BEGIN:VTIMEZONE", `TZID:${model.zone}`];
  for (const o of observances) {
    // DTSTART is the wall time the observance begins at, in the offset before it (RFC 5545 §3.6.5).
    lines.push(`BEGIN:${o.kind}`, `DTSTART:${formatLocal(o.at, o.from)}`, `TZOFFSETFROM:${formatOffset(o.from)}`, `TZOFFSETTO:${formatOffset(o.to)}`);
    const name = shortName(o.at, model.zone);
    if (name) lines.push(`TZNAME:${escapeText(name)}`);
    lines.push(`END:${o.kind}`);
  }
  lines.push("END:VTIMEZONE");
  return lines;
}

/** A DATE-TIME property in the game's zone (`DTSTART;TZID=America/Chicago:20250715T180000`), or in UTC without a model. */
function dateTimeProperty(name: string, instant: number, model: ZoneModel | undefined): string {
  if (!model || isSecondPass(model, instant)) return `${name}:${formatUtc(instant)}`;
  return `${name};TZID=${model.zone}:${formatLocal(instant, offsetIn(model, instant))}`;
}

// ── Calendar ─────────────────────────────────────────────────────────────────

/** SEQUENCE: whole seconds since 2020-01-01 of the last change (0 without one). */
export function sequenceOf(updated: number | null): number {
  if (updated === null || !Number.isFinite(updated)) return 0;
  return Math.min(MAX_INTEGER, Math.max(0, Math.floor((updated - SEQUENCE_EPOCH) / 1000)));
}

function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

function locationText(location: IcsLocation): string {
  const name = location.name.trim();
  const address = location.address.trim();
  if (!address || name.includes(address)) return name;
  if (!name || address.startsWith(name)) return address;
  return `${name}, ${address}`;
}

function descriptionText(event: IcsEvent): string {
  const when = gameTime({ dateStart: event.start, dateEnd: event.end, timeZone: event.timeZone }, null);
  const body = event.description.trim();
  const url = event.url ? uriValue(event.url) : "";
  return [when ? `When: ${when}` : "", body, url].filter((part) => part !== "").join("\n\n");
}

function vevent(event: IcsEvent, now: number, model: ZoneModel | undefined): string[] {
  const lines = ["BEGIN:VEVENT", `UID:${escapeText(event.id)}@${ICS_UID_DOMAIN}`, `DTSTAMP:${formatUtc(now)}`, dateTimeProperty("DTSTART", event.start, model)];
  if (event.end > event.start) lines.push(dateTimeProperty("DTEND", event.end, model));
  lines.push(`SUMMARY:${escapeText(event.cancelled ? `Cancelled: ${event.title}` : event.title)}`);
  const description = descriptionText(event);
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (event.location) {
    const where = locationText(event.location);
    if (where) lines.push(`LOCATION:${escapeText(where)}`);
    const { lat, lng } = event.location;
    if (lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) {
      lines.push(`GEO:${coordinate(lat)};${coordinate(lng)}`);
    }
  }
  if (event.url) lines.push(`URL:${uriValue(event.url)}`);
  lines.push(`STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`, `TRANSP:${event.cancelled ? "TRANSPARENT" : "OPAQUE"}`, `SEQUENCE:${sequenceOf(event.updated)}`);
  if (event.updated !== null && Number.isFinite(event.updated)) lines.push(`LAST-MODIFIED:${formatUtc(event.updated)}`);
  lines.push("END:VEVENT");
  return lines;
}

/**
 * The iCalendar text (RFC 5545) of a calendar of games: CRLF line endings,
 * lines folded at 75 octets, TEXT escaped, times in each game's time zone
 * with a VTIMEZONE for each zone. Games are listed by start (then id), each
 * id once.
 */
export function buildCalendar(input: CalendarInput): string {
  const byId = new Map<string, IcsEvent>();
  for (const e of input.events) {
    if (Number.isFinite(e.start) && !byId.has(e.id)) byId.set(e.id, { ...e, end: Number.isFinite(e.end) ? e.end : e.start });
  }
  const events = [...byId.values()].sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", `PRODID:${PRODID}`, "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `NAME:${escapeText(input.name)}`, `X-WR-CALNAME:${escapeText(input.name)}`];
  if (input.description) lines.push(`DESCRIPTION:${escapeText(input.description)}`, `X-WR-CALDESC:${escapeText(input.description)}`);
  if (input.refreshMinutes !== undefined && input.refreshMinutes > 0) {
    const minutes = Math.round(input.refreshMinutes);
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${minutes}M`, `X-PUBLISHED-TTL:PT${minutes}M`);
  }

  // One VTIMEZONE per zone used, covering the years of that zone's games.
  const spans = new Map<string, { first: number; last: number }>();
  for (const e of events) {
    if (!formatterFor(e.timeZone)) continue;
    const span = spans.get(e.timeZone);
    const last = Math.max(e.start, e.end);
    spans.set(e.timeZone, span ? { first: Math.min(span.first, e.start), last: Math.max(span.last, last) } : { first: e.start, last });
  }
  const models = new Map<string, ZoneModel>();
  for (const zone of [...spans.keys()].sort()) {
    const span = spans.get(zone);
    const formatter = formatterFor(zone);
    if (!span || !formatter) continue;
    const model = zoneModel(zone, formatter, span.first, span.last);
    models.set(zone, model);
    lines.push(...vtimezone(model));
  }

  for (const e of events) lines.push(...vevent(e, input.now, models.get(e.timeZone)));
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** A game as the app and the Functions hold it, as a calendar entry linking to `url`. */
export function icsEventOf(
  event: Pick<EventRecord, "id" | "title" | "description" | "dateStart" | "dateEnd" | "timeZone" | "cancelled" | "updated"> & { location: IcsLocation | null },
  url: string | null,
): IcsEvent {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    start: event.dateStart,
    end: event.dateEnd,
    timeZone: event.timeZone,
    location: event.location ? { name: event.location.name, address: event.location.address, lat: event.location.lat, lng: event.location.lng } : null,
    url,
    cancelled: event.cancelled,
    updated: event.updated,
  };
}
