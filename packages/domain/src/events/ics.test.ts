import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, icsEventOf, icsFileName, offsetTransitions, sequenceOf, type IcsEvent } from "./ics";

// Fixed instants only: every expectation below is a fact of the tz database
// (US DST 2025: Mar 9 and Nov 2 at 02:00; Sydney: Apr 6 03:00 and Oct 5 02:00).

const NOW = Date.UTC(2025, 0, 2, 12, 0, 0);
/** DESCRIPTION's first paragraph for a game on 2025-07-15 23:00Z for 2 hours in Chicago: its time at the venue (issue 31). */
const WHEN_JUL_15 = "When: Tue, Jul 15 · 6:00\u00a0PM – 8:00\u00a0PM CDT";
const ZILKER = { name: "Zilker Park", address: "2100 Barton Springs Rd, Austin, TX 78704", lat: 30.2669, lng: -97.7729 };

function game(fields: Partial<IcsEvent> & Pick<IcsEvent, "id" | "start">): IcsEvent {
  return {
    title: "Pickup soccer",
    description: "",
    end: fields.start + 2 * 3_600_000,
    timeZone: "America/Chicago",
    location: ZILKER,
    url: `https://rallyhub.test/event/${fields.id}`,
    cancelled: false,
    updated: null,
    ...fields,
  };
}

// ── A small RFC 5545 reader, strict about what the writer must get right ─────

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface Component {
  type: string;
  props: Property[];
  children: Component[];
}

const utf8 = (s: string) => new TextEncoder().encode(s).length;

/** Checks the physical form (CRLF only, ≤ 75 octets, folds start with one space) and unfolds. */
function contentLines(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  const physical = text.slice(0, -2).split("\r\n");
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(utf8(line), `line over 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  expect(physical[0]?.startsWith(" ")).toBe(false);
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(" ") || line.startsWith("\t")) lines.push(`${lines.pop() ?? ""}${line.slice(1)}`);
    else lines.push(line);
  }
  return lines;
}

function parseProperty(line: string): Property {
  const colon = line.indexOf(":");
  expect(colon, `no colon in ${line}`).toBeGreaterThan(0);
  const [name = "", ...params] = line.slice(0, colon).split(";");
  expect(name).toMatch(/^[A-Z][A-Z0-9-]*$/);
  return { name, params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])), value: line.slice(colon + 1) };
}

/** Parses and checks BEGIN/END nesting; returns the VCALENDAR. */
function parse(text: string): Component {
  const stack: Component[] = [];
  let root: Component | null = null;
  for (const line of contentLines(text)) {
    const prop = parseProperty(line);
    if (prop.name === "BEGIN") {
      expect(root, "content after END:VCALENDAR").toBeNull();
      const component: Component = { type: prop.value, props: [], children: [] };
      stack.at(-1)?.children.push(component);
      stack.push(component);
    } else if (prop.name === "END") {
      const open = stack.pop();
      expect(open?.type, `END:${prop.value} closes ${open?.type ?? "nothing"}`).toBe(prop.value);
      if (stack.length === 0 && open) root = open;
    } else {
      const open = stack.at(-1);
      expect(open, `property outside a component: ${line}`).toBeDefined();
      open?.props.push(prop);
    }
  }
  expect(stack).toEqual([]);
  expect(root?.type).toBe("VCALENDAR");
  return root as unknown as Component;
}

const one = (c: Component, name: string): Property | undefined => {
  const found = c.props.filter((p) => p.name === name);
  expect(found.length, `${c.type} has ${found.length} ${name}`).toBeLessThanOrEqual(1);
  return found[0];
};
const value = (c: Component, name: string) => one(c, name)?.value;

function unescapeText(v: string): string {
  return v.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

function events(cal: Component): Component[] {
  return cal.children.filter((c) => c.type === "VEVENT");
}

function eventById(cal: Component, id: string): Component {
  const found = events(cal).find((e) => value(e, "UID") === `${id}@rallyhub`);
  expect(found, `no VEVENT ${id}`).toBeDefined();
  return found as Component;
}

function zones(cal: Component): Map<string, Component> {
  const map = new Map<string, Component>();
  for (const c of cal.children.filter((x) => x.type === "VTIMEZONE")) map.set(value(c, "TZID") ?? "", c);
  return map;
}

/** Checks what RFC 5545 requires of each component (and what this writer promises). */
function checkStructure(cal: Component): void {
  expect(value(cal, "VERSION")).toBe("2.0");
  expect(value(cal, "PRODID")).toBeTruthy();
  for (const child of cal.children) expect(["VTIMEZONE", "VEVENT"]).toContain(child.type);
  for (const tz of zones(cal).values()) {
    expect(value(tz, "TZID")).toBeTruthy();
    expect(tz.children.length).toBeGreaterThan(0);
    for (const o of tz.children) {
      expect(["STANDARD", "DAYLIGHT"]).toContain(o.type);
      expect(value(o, "DTSTART")).toMatch(/^\d{8}T\d{6}$/);
      expect(value(o, "TZOFFSETFROM")).toMatch(/^[+-]\d{4}(\d{2})?$/);
      expect(value(o, "TZOFFSETTO")).toMatch(/^[+-]\d{4}(\d{2})?$/);
    }
  }
  const used = new Set<string>();
  for (const e of events(cal)) {
    expect(value(e, "UID")).toMatch(/@rallyhub$/);
    expect(value(e, "DTSTAMP")).toMatch(/^\d{8}T\d{6}Z$/);
    for (const name of ["DTSTART", "DTEND"]) {
      const p = one(e, name);
      if (!p) continue;
      if (p.params.TZID) {
        expect(p.value).toMatch(/^\d{8}T\d{6}$/);
        used.add(p.params.TZID);
      } else expect(p.value).toMatch(/^\d{8}T\d{6}Z$/);
    }
    expect(one(e, "DTSTART")).toBeDefined();
    expect(value(e, "SEQUENCE")).toMatch(/^\d+$/);
  }
  // Every TZID used has its VTIMEZONE, and no VTIMEZONE goes unused.
  expect([...zones(cal).keys()].sort()).toEqual([...used].sort());
}

const offsetSeconds = (v: string) => (v.startsWith("-") ? -1 : 1) * (Number(v.slice(1, 3)) * 3600 + Number(v.slice(3, 5)) * 60 + Number(v.slice(5, 7) || 0));
const localMs = (v: string) => Date.UTC(Number(v.slice(0, 4)), Number(v.slice(4, 6)) - 1, Number(v.slice(6, 8)), Number(v.slice(9, 11)), Number(v.slice(11, 13)), Number(v.slice(13, 15)));

const zoneCache = new WeakMap<Component, Map<string, Component>>();

/**
 * What a calendar client does with DTSTART;TZID=…: finds the observance in
 * force from the VTIMEZONE alone (the latest onset not after the instant) and
 * turns the local time into an instant. Ambiguous times take the earlier one.
 */
function resolve(cal: Component, prop: Property): number {
  if (!prop.params.TZID) return localMs(prop.value.slice(0, 15));
  let byZone = zoneCache.get(cal);
  if (!byZone) zoneCache.set(cal, (byZone = zones(cal)));
  const tz = byZone.get(prop.params.TZID);
  expect(tz, `no VTIMEZONE for ${prop.params.TZID}`).toBeDefined();
  const obs = (tz as Component).children
    .map((o) => {
      const from = offsetSeconds(value(o, "TZOFFSETFROM") ?? "");
      const to = offsetSeconds(value(o, "TZOFFSETTO") ?? "");
      return { onset: localMs(value(o, "DTSTART") ?? "") - from * 1000, to };
    })
    .sort((a, b) => a.onset - b.onset);
  const inForce = (instant: number) => obs.filter((o) => o.onset <= instant).at(-1);
  const local = localMs(prop.value);
  const candidates = obs.map((o) => local - o.to * 1000).filter((instant) => inForce(instant)?.to === (local - instant) / 1000);
  expect(candidates.length, `${prop.value} ${prop.params.TZID} resolves to no instant`).toBeGreaterThan(0);
  return Math.min(...candidates);
}

function observances(cal: Component, zone: string) {
  const tz = zones(cal).get(zone);
  expect(tz).toBeDefined();
  return (tz as Component).children.map((o) => ({ type: o.type, start: value(o, "DTSTART"), from: value(o, "TZOFFSETFROM"), to: value(o, "TZOFFSETTO") }));
}

// ── Tests ────────────────────────────────────────────────────────────────────

describe("buildCalendar: times in the game's time zone", () => {
  it("writes a Chicago summer game in CDT with the zone's 2025 transitions", () => {
    // 2025-07-15 18:00 CDT (UTC-5) = 23:00 UTC, two hours.
    const start = Date.UTC(2025, 6, 15, 23);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "summer", start })] }));
    checkStructure(cal);
    const e = eventById(cal, "summer");
    expect(one(e, "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "America/Chicago" }, value: "20250715T180000" });
    expect(one(e, "DTEND")).toEqual({ name: "DTEND", params: { TZID: "America/Chicago" }, value: "20250715T200000" });
    expect(observances(cal, "America/Chicago")).toEqual([
      { type: "STANDARD", start: "20241231T180000", from: "-0600", to: "-0600" },
      { type: "DAYLIGHT", start: "20250309T020000", from: "-0600", to: "-0500" },
      { type: "STANDARD", start: "20251102T020000", from: "-0500", to: "-0600" },
    ]);
    expect(resolve(cal, one(e, "DTSTART") as Property)).toBe(start);
    expect(resolve(cal, one(e, "DTEND") as Property)).toBe(start + 2 * 3_600_000);
  });

  it("writes a Chicago winter game in CST", () => {
    // 2025-01-15 18:00 CST (UTC-6) = 2025-01-16 00:00 UTC.
    const start = Date.UTC(2025, 0, 16, 0);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "winter", start })] }));
    checkStructure(cal);
    const e = eventById(cal, "winter");
    expect(one(e, "DTSTART")?.value).toBe("20250115T180000");
    expect(one(e, "DTSTART")?.params.TZID).toBe("America/Chicago");
    expect(resolve(cal, one(e, "DTSTART") as Property)).toBe(start);
  });

  it("writes a Phoenix game with one STANDARD observance (no DST)", () => {
    // 2025-07-15 18:00 MST (UTC-7) = 2025-07-16 01:00 UTC.
    const start = Date.UTC(2025, 6, 16, 1);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "phx", start, timeZone: "America/Phoenix" })] }));
    checkStructure(cal);
    expect(one(eventById(cal, "phx"), "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "America/Phoenix" }, value: "20250715T180000" });
    const obs = observances(cal, "America/Phoenix");
    expect(obs).toHaveLength(1);
    expect(obs[0]).toMatchObject({ type: "STANDARD", from: "-0700", to: "-0700" });
    expect(resolve(cal, one(eventById(cal, "phx"), "DTSTART") as Property)).toBe(start);
  });

  it("puts several zones in one feed, each with its own VTIMEZONE, and every time resolves to its instant", () => {
    const list = [
      game({ id: "chi", start: Date.UTC(2025, 2, 20, 23) }),
      game({ id: "phx", start: Date.UTC(2025, 10, 5, 1), timeZone: "America/Phoenix" }),
      game({ id: "lon", start: Date.UTC(2025, 9, 26, 0, 30), timeZone: "Europe/London" }),
      game({ id: "syd", start: Date.UTC(2025, 0, 10, 8), timeZone: "Australia/Sydney" }),
      game({ id: "kol", start: Date.UTC(2025, 5, 1, 12, 15), timeZone: "Asia/Kolkata" }),
      game({ id: "utc", start: Date.UTC(2026, 1, 1, 9), timeZone: "UTC" }),
    ];
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: list }));
    checkStructure(cal);
    expect([...zones(cal).keys()]).toEqual(["America/Chicago", "America/Phoenix", "Asia/Kolkata", "Australia/Sydney", "Europe/London", "UTC"]);
    for (const g of list) {
      const e = eventById(cal, g.id);
      expect(one(e, "DTSTART")?.params.TZID).toBe(g.timeZone);
      expect(resolve(cal, one(e, "DTSTART") as Property)).toBe(g.start);
      expect(resolve(cal, one(e, "DTEND") as Property)).toBe(g.end);
    }
    // Sydney starts the year in daylight time (southern summer).
    expect(observances(cal, "Australia/Sydney")).toEqual([
      { type: "DAYLIGHT", start: expect.any(String) as unknown, from: "+1100", to: "+1100" },
      { type: "STANDARD", start: "20250406T030000", from: "+1100", to: "+1000" },
      { type: "DAYLIGHT", start: "20251005T020000", from: "+1000", to: "+1100" },
    ]);
    // London: BST from Mar 30 01:00 GMT to Oct 26 02:00 BST.
    expect(observances(cal, "Europe/London").slice(1)).toEqual([
      { type: "DAYLIGHT", start: "20250330T010000", from: "+0000", to: "+0100" },
      { type: "STANDARD", start: "20251026T020000", from: "+0100", to: "+0000" },
    ]);
    expect(observances(cal, "Asia/Kolkata")).toEqual([{ type: "STANDARD", start: expect.any(String) as unknown, from: "+0530", to: "+0530" }]);
    // A zone used only in 2026 covers 2026, not 2025.
    expect(observances(cal, "UTC")).toEqual([{ type: "STANDARD", start: "20260101T000000", from: "+0000", to: "+0000" }]);
    // Games are listed by start.
    expect(events(cal).map((e) => value(e, "UID"))).toEqual(["syd@rallyhub", "chi@rallyhub", "kol@rallyhub", "lon@rallyhub", "phx@rallyhub", "utc@rallyhub"]);
  });

  it("agrees with Intl's wall clock, and with its own VTIMEZONE, for many instants in many zones", () => {
    const zoneList = ["America/Chicago", "America/Phoenix", "America/St_Johns", "Europe/Dublin", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "America/Santiago"];
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const list = Array.from({ length: 160 }, (_, i) => {
      const start = Date.UTC(2024, 0, 1) + Math.floor(random() * 3 * 365 * 24 * 4) * 15 * 60_000;
      return game({ id: `r${i}`, start, timeZone: zoneList[i % zoneList.length] ?? "UTC" });
    });
    // And the instants around every change of offset, where mistakes hide.
    for (const timeZone of zoneList) {
      for (const tr of offsetTransitions(timeZone, Date.UTC(2024, 0, 1), Date.UTC(2027, 0, 1))) {
        for (const minutes of [-90, -60, -30, -1, 0, 15, 30, 59, 60, 61, 90, 120]) list.push(game({ id: `t${list.length}`, start: tr.at + minutes * 60_000, timeZone }));
      }
    }
    expect(list.length).toBeGreaterThan(400);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: list }));
    checkStructure(cal);
    const starts = new Map(events(cal).map((e) => [value(e, "UID"), one(e, "DTSTART") as Property]));
    const walls = new Map(
      zoneList.map((zone) => [
        zone,
        new Intl.DateTimeFormat("sv-SE", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }),
      ]),
    );
    let inUtc = 0;
    for (const g of list) {
      const prop = starts.get(`${g.id}@rallyhub`) as Property;
      expect(resolve(cal, prop), `${g.id} ${g.timeZone}`).toBe(g.start);
      if (prop.params.TZID)
        expect(prop.value).toBe(
          walls
            .get(g.timeZone)
            ?.format(g.start)
            .replace(/\D/g, "")
            .replace(/^(\d{8})/, "$1T"),
        );
      else inUtc++;
    }
    // Only the repeated hours' second passes are in UTC.
    expect(inUtc).toBeGreaterThan(0);
    expect(inUtc).toBeLessThan(list.length / 5);
  }, 30_000);

  it("covers every year the games of a zone span", () => {
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "a", start: Date.UTC(2025, 5, 1, 23) }), game({ id: "b", start: Date.UTC(2026, 5, 1, 23) })] }));
    const starts = observances(cal, "America/Chicago")
      .slice(1)
      .map((o) => o.start);
    expect(starts).toEqual(["20250309T020000", "20251102T020000", "20260308T020000", "20261101T020000"]);
  });

  it("writes a start in the repeated hour's second pass in UTC (TZID would mean the first pass)", () => {
    // 2025-11-02 01:30 CST (second pass) = 07:30 UTC; 01:30 CDT (first pass) = 06:30 UTC.
    const first = Date.UTC(2025, 10, 2, 6, 30);
    const second = Date.UTC(2025, 10, 2, 7, 30);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "first", start: first, end: first }), game({ id: "second", start: second, end: second })] }));
    checkStructure(cal);
    expect(one(eventById(cal, "first"), "DTSTART")).toEqual({ name: "DTSTART", params: { TZID: "America/Chicago" }, value: "20251102T013000" });
    expect(one(eventById(cal, "second"), "DTSTART")).toEqual({ name: "DTSTART", params: {}, value: "20251102T073000Z" });
    expect(resolve(cal, one(eventById(cal, "first"), "DTSTART") as Property)).toBe(first);
  });

  it("writes a zone Intl does not know in UTC, without a VTIMEZONE", () => {
    const start = Date.UTC(2025, 6, 15, 23);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "x", start, timeZone: "Mars/Olympus_Mons" })] }));
    checkStructure(cal);
    expect(one(eventById(cal, "x"), "DTSTART")).toEqual({ name: "DTSTART", params: {}, value: "20250715T230000Z" });
    expect(zones(cal).size).toBe(0);
  });

  it("leaves out DTEND for a game of 0 h 0 min (the spec's default): it ends at its start", () => {
    const start = Date.UTC(2025, 6, 15, 23);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "zero", start, end: start })] }));
    const e = eventById(cal, "zero");
    expect(one(e, "DTSTART")?.value).toBe("20250715T180000");
    expect(one(e, "DTEND")).toBeUndefined();
    expect(one(e, "DURATION")).toBeUndefined();
  });
});

describe("buildCalendar: the entries", () => {
  it("escapes commas, semicolons, backslashes and line breaks, and folds long lines at 75 octets", () => {
    const description = "Bring water, cleats; shin guards \\ a ball.\nParking: lot B, behind the gym.\r\nRain? We play anyway — ¡vamos! ⚽ " + "long, ".repeat(40);
    const start = Date.UTC(2025, 6, 15, 23);
    const text = buildCalendar({ name: "Pat's games, all of them", now: NOW, events: [game({ id: "long", start, title: "Soccer; 5v5, co-ed \\ fun", description, url: null })] });
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).not.toMatch(/\r(?!\n)/);
    const cal = parse(text);
    checkStructure(cal);
    const e = eventById(cal, "long");
    const rawDescription = value(e, "DESCRIPTION") ?? "";
    expect(rawDescription).toContain("Bring water\\, cleats\\; shin guards \\\\ a ball.\\nParking: lot B\\, behind the gym.\\nRain?");
    expect(unescapeText(rawDescription)).toBe(`${WHEN_JUL_15}\n\n${description.replace(/\r\n/g, "\n").trim()}`);
    expect(unescapeText(value(e, "SUMMARY") ?? "")).toBe("Soccer; 5v5, co-ed \\ fun");
    expect(value(e, "SUMMARY")).toBe("Soccer\\; 5v5\\, co-ed \\\\ fun");
    expect(unescapeText(value(cal, "X-WR-CALNAME") ?? "")).toBe("Pat's games, all of them");
    // The long description really was folded, and multi-byte characters were not split.
    expect(text.split("\r\n").filter((l) => l.startsWith(" ")).length).toBeGreaterThan(3);
    expect(text).toContain("⚽");
  });

  it("folds at 75 octets counting UTF-8 bytes, never inside a character", () => {
    const line = `SUMMARY:${"é".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    for (const l of folded) expect(utf8(l)).toBeLessThanOrEqual(75);
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join("")).toBe(line);
    expect(foldLine("X:short")).toBe("X:short");
    expect(foldLine(`X:${"a".repeat(73)}`)).toBe(`X:${"a".repeat(73)}`);
    expect(foldLine(`X:${"a".repeat(74)}`)).toBe(`X:${"a".repeat(73)}\r\n a`);
  });

  it("escapes TEXT values as RFC 5545 says", () => {
    expect(escapeText("a,b;c\\d\ne\r\nf\rg")).toBe("a\\,b\\;c\\\\d\\ne\\nf\\ng");
    expect(escapeText("bell\u0007 tab\tok")).toBe("bell tab\tok");
  });

  it("gives each game a stable UID, DTSTAMP, SUMMARY, DESCRIPTION with the link, LOCATION, GEO, URL, SEQUENCE", () => {
    const start = Date.UTC(2025, 6, 15, 23);
    const updated = Date.UTC(2025, 5, 1, 10, 0, 30);
    const input = { name: "Games", now: NOW, events: [game({ id: "ev1", start, description: "Friendly game", updated })] };
    const text = buildCalendar(input);
    expect(buildCalendar(input)).toBe(text);
    const e = eventById(parse(text), "ev1");
    expect(value(e, "UID")).toBe("ev1@rallyhub");
    expect(value(e, "DTSTAMP")).toBe("20250102T120000Z");
    expect(value(e, "SUMMARY")).toBe("Pickup soccer");
    expect(unescapeText(value(e, "DESCRIPTION") ?? "")).toBe(`${WHEN_JUL_15}\n\nFriendly game\n\nhttps://rallyhub.test/event/ev1`);
    expect(unescapeText(value(e, "LOCATION") ?? "")).toBe("Zilker Park, 2100 Barton Springs Rd, Austin, TX 78704");
    expect(value(e, "GEO")).toBe("30.2669;-97.7729");
    expect(value(e, "URL")).toBe("https://rallyhub.test/event/ev1");
    expect(value(e, "STATUS")).toBe("CONFIRMED");
    expect(value(e, "SEQUENCE")).toBe(String(sequenceOf(updated)));
    expect(value(e, "LAST-MODIFIED")).toBe("20250601T100030Z");
  });

  it("marks a cancelled game STATUS:CANCELLED, says so in its title and frees the time", () => {
    const start = Date.UTC(2025, 6, 15, 23);
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [game({ id: "off", start, cancelled: true }), game({ id: "on", start: start + 86_400_000 })] }));
    checkStructure(cal);
    const off = eventById(cal, "off");
    expect(value(off, "STATUS")).toBe("CANCELLED");
    expect(value(off, "SUMMARY")).toBe("Cancelled: Pickup soccer");
    expect(value(off, "TRANSP")).toBe("TRANSPARENT");
    expect(value(eventById(cal, "on"), "STATUS")).toBe("CONFIRMED");
    expect(value(eventById(cal, "on"), "TRANSP")).toBe("OPAQUE");
  });

  it("raises SEQUENCE with each change and keeps it a 32-bit INTEGER", () => {
    expect(sequenceOf(null)).toBe(0);
    expect(sequenceOf(Date.UTC(2019, 0, 1))).toBe(0);
    expect(sequenceOf(Date.UTC(2025, 0, 1, 0, 0, 1))).toBeGreaterThan(sequenceOf(Date.UTC(2025, 0, 1)));
    expect(sequenceOf(Date.UTC(2080, 0, 1))).toBeLessThanOrEqual(2_147_483_647);
  });

  it("lists each id once and leaves out LOCATION/GEO/URL when there are none; DESCRIPTION is then the game's time alone", () => {
    const start = Date.UTC(2025, 6, 15, 23);
    const bare = game({ id: "dup", start, location: null, url: null });
    const cal = parse(buildCalendar({ name: "Games", now: NOW, events: [bare, { ...bare, title: "Second copy" }] }));
    expect(events(cal)).toHaveLength(1);
    const e = eventById(cal, "dup");
    expect(value(e, "SUMMARY")).toBe("Pickup soccer");
    for (const name of ["LOCATION", "GEO", "URL"]) expect(one(e, name)).toBeUndefined();
    expect(unescapeText(value(e, "DESCRIPTION") ?? "")).toBe(WHEN_JUL_15);
  });

  it("writes an empty feed as a calendar without components, with refresh hints for subscribers", () => {
    const text = buildCalendar({ name: "RallyHub games", now: NOW, events: [], refreshMinutes: 60 });
    const cal = parse(text);
    expect(cal.children).toEqual([]);
    expect(value(cal, "REFRESH-INTERVAL")).toBe("PT60M");
    expect(one(cal, "REFRESH-INTERVAL")?.params).toEqual({ VALUE: "DURATION" });
    expect(value(cal, "X-PUBLISHED-TTL")).toBe("PT60M");
    expect(value(cal, "METHOD")).toBe("PUBLISH");
  });
});

describe("offsetTransitions", () => {
  it("finds the 2025 US changes to the second", () => {
    expect(offsetTransitions("America/Chicago", Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1))).toEqual([
      { at: Date.UTC(2025, 2, 9, 8), from: -21600, to: -18000 },
      { at: Date.UTC(2025, 10, 2, 7), from: -18000, to: -21600 },
    ]);
  });

  it("finds none for Phoenix, UTC or an unknown zone", () => {
    expect(offsetTransitions("America/Phoenix", Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1))).toEqual([]);
    expect(offsetTransitions("UTC", Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1))).toEqual([]);
    expect(offsetTransitions("Nowhere/Special", Date.UTC(2025, 0, 1), Date.UTC(2026, 0, 1))).toEqual([]);
  });
});

describe("helpers for the event page's download", () => {
  it("turns an event record into an entry", () => {
    const record = {
      id: "e1",
      title: "Hoops",
      description: "3v3",
      dateStart: 1,
      dateEnd: 2,
      timeZone: "America/Denver",
      cancelled: false,
      updated: 3,
      location: { name: "Gym", address: "1 Main St", lat: 1, lng: 2, hash: "s00", placeId: null },
    };
    expect(icsEventOf(record, "https://x/event/e1")).toEqual({
      id: "e1",
      title: "Hoops",
      description: "3v3",
      start: 1,
      end: 2,
      timeZone: "America/Denver",
      location: { name: "Gym", address: "1 Main St", lat: 1, lng: 2 },
      url: "https://x/event/e1",
      cancelled: false,
      updated: 3,
    });
  });

  it("makes a safe file name from the title", () => {
    expect(icsFileName("Pickup Soccer @ Zilker — Café!")).toBe("pickup-soccer-zilker-cafe.ics");
    expect(icsFileName("⚽⚽")).toBe("game.ics");
  });
});
