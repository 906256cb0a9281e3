// One game, one time (issue 31): the one way a game's time is written, on every
// page of the app and in every text the Functions send.
//
// The rule:
// - A game is shown in the time zone of its venue (the event's `timeZone`), with
//   that zone's abbreviation: "Wed, Dec 2 · 8:00 PM CST". With an end (a duration
//   other than 0 h 0 min) the end follows: "Wed, Dec 2 · 8:00 PM – 9:30 PM CST";
//   an end on a later day names its day ("Wed, Dec 2 · 11:00 PM – Thu, Dec 3 ·
//   12:30 AM CST"); a game that crosses a daylight-saving change gives each time
//   its own abbreviation ("Sun, Nov 1 · 1:30 AM CDT – 1:30 AM CST").
// - When the person looking at it is somewhere whose clock reads differently at
//   that moment, their own time follows in brackets, once, worded
//   " (… your time)": its day only when it is not the venue's day, its end (and
//   the end's day) as above: "Wed, Dec 2 · 8:00 PM CST (Thu, Dec 3 · 2:00 AM
//   your time)", "Tue, Jun 4 · 6:00 PM CDT (8:00 PM your time)". Two zone names
//   with the same clock (America/Detroit and America/New_York) add nothing.
// - Where nobody is looking (e-mails, notifications, calendar descriptions, a
//   page's meta description) there is no viewer: the venue's time alone.
// - A game whose zone is missing or unknown to this runtime's Intl (a document
//   from before zones were stored, a copy that does not carry it) cannot be put
//   in its venue's time: it is shown in the viewer's zone, with that zone's
//   abbreviation (a correct, labelled time, with no bracket since it is theirs),
//   and where there is no viewer in UTC ("… 12:00 AM UTC").
// - Abbreviations are Intl's en-US short names: EST, CDT, PST…, "UTC", and
//   "GMT+1"-style offsets for zones without a US abbreviation. No year is
//   written: the lists show games ahead of today.
// - The clock and its AM/PM are joined by a no-break space (U+00A0), so a
//   narrow screen never puts "PM" on a line of its own. Intl's own joining
//   varies between ICU versions (newer ones use U+202F and other punctuation),
//   so the text is put together here from Intl's parts and reads the same in
//   every browser and on the server.
// - A start that is not a finite number gives "" (callers leave the time out).

/** What a game's time is made of; an EventRecord fits as it is. */
export interface GameTimeInput {
  /** Start, epoch millis. */
  dateStart: number;
  /** End, epoch millis; absent, null or not after the start: the game has no stated end. */
  dateEnd?: number | null;
  /** The venue's IANA time zone; see the top of this file when it is missing or unknown. */
  timeZone?: string | null;
}

/** A wall-clock reading of one instant in one zone. */
interface Reading {
  /** "Wed, Dec 2" */
  day: string;
  /** "8:00 PM" (with a no-break space) */
  clock: string;
  /** "CST" */
  zone: string;
}

const NBSP = "\u00a0";
const formatters = new Map<string, Intl.DateTimeFormat | null>();

/** Intl's formatter for a zone, or null when the zone is empty or unknown (cached either way). Also gameDay.ts's. */
export function formatterFor(zone: string): Intl.DateTimeFormat | null {
  if (zone === "") return null;
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    try {
      formatter = new Intl.DateTimeFormat("en-US", { timeZone: zone, weekday: "short", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZoneName: "short" });
    } catch {
      formatter = null;
    }
    formatters.set(zone, formatter);
  }
  return formatter;
}

function read(instant: number, formatter: Intl.DateTimeFormat): Reading {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter.formatToParts(new Date(instant))) part[p.type] = p.value;
  return {
    day: `${part.weekday ?? ""}, ${part.month ?? ""} ${part.day ?? ""}`,
    clock: `${part.hour ?? ""}:${part.minute ?? ""}${NBSP}${(part.dayPeriod ?? "").toUpperCase()}`,
    zone: part.timeZoneName ?? "",
  };
}

const same = (a: Reading, b: Reading) => a.day === b.day && a.clock === b.clock;

/**
 * A game's time as the rule at the top of this file says: its venue's time and
 * zone, then the viewer's own time in brackets when their clock differs.
 * `viewerZone`: the IANA zone of whoever looks at it (the browser's), or null
 * where nobody does (server texts). An unknown viewer zone counts as none.
 */
export function gameTime(game: GameTimeInput, viewerZone: string | null): string {
  if (!Number.isFinite(game.dateStart)) return "";
  const viewer = viewerZone ? formatterFor(viewerZone) : null;
  const venue = formatterFor(game.timeZone ?? "") ?? viewer ?? formatterFor("UTC");
  if (venue === null) return ""; // An Intl without UTC: not one this code runs on.
  const end = typeof game.dateEnd === "number" && Number.isFinite(game.dateEnd) && game.dateEnd > game.dateStart ? game.dateEnd : null;

  const start = read(game.dateStart, venue);
  const finish = end === null ? null : read(end, venue);
  let text = `${start.day} · ${start.clock}`;
  if (finish === null) text += ` ${start.zone}`;
  else text += `${finish.zone === start.zone ? "" : ` ${start.zone}`} – ${finish.day === start.day ? "" : `${finish.day} · `}${finish.clock} ${finish.zone}`;

  if (viewer === null || viewer === venue) return text;
  const theirStart = read(game.dateStart, viewer);
  const theirEnd = end === null ? null : read(end, viewer);
  if (same(theirStart, start) && (theirEnd === null || finish === null || same(theirEnd, finish))) return text;
  let theirs = theirStart.day === start.day ? theirStart.clock : `${theirStart.day} · ${theirStart.clock}`;
  if (theirEnd !== null) theirs += ` – ${theirEnd.day === theirStart.day ? "" : `${theirEnd.day} · `}${theirEnd.clock}`;
  return `${text} (${theirs} your time)`;
}
