import { describe, expect, it } from "vitest";
import type { Joiner } from "@rallyhub/domain/events/types";
import { RSVP_STATUS_LABELS } from "@rallyhub/domain/events/types";
import { directionsUrl, durationText, joinersCsv, neededText, priceText, spotsText } from "./format";

// Newer ICU versions put a narrow no-break space before AM/PM; the wording is what counts.
const plain = (text: string | null) => text?.replace(/[\u202f\u00a0]/g, " ") ?? null;

/** Tuesday December 1 2026, 6:00 PM in Chicago (CST, UTC-6) = Wednesday December 2, 00:00 UTC. */
const TUE_6PM_CHICAGO = Date.UTC(2026, 11, 2, 0, 0);

describe("durationText", () => {
  it.each([
    [{ hours: 0, minutes: 0 }, null],
    [{ hours: 1, minutes: 30 }, "1 h 30 min"],
    [{ hours: 2, minutes: 0 }, "2 h"],
    [{ hours: 0, minutes: 45 }, "45 min"],
    [{ hours: 24, minutes: 5 }, "24 h 5 min"],
  ])("%o → %s", (duration, text) => {
    expect(durationText(duration)).toBe(text);
  });
});

describe("spotsText", () => {
  const base = { capacity: 10, goingCount: 0, allowWaitlist: false, waitlistCount: 0 };

  it("no limit: how many are going", () => {
    expect(spotsText({ ...base, capacity: null, goingCount: 7 })).toBe("7 going · no limit");
    expect(spotsText({ ...base, capacity: null, goingCount: 0 })).toBe("0 going · no limit");
  });

  it("spots left, singular and plural", () => {
    expect(spotsText({ ...base, goingCount: 3 })).toBe("7 spots left");
    expect(spotsText({ ...base, goingCount: 9 })).toBe("1 spot left");
  });

  it("full without a waitlist", () => {
    expect(spotsText({ ...base, goingCount: 10 })).toBe("Full");
    // More going than spots (the organizer lowered the spots): still just full.
    expect(spotsText({ ...base, goingCount: 12 })).toBe("Full");
  });

  it("full with a waitlist: says it is open, and how many wait when anyone does", () => {
    expect(spotsText({ ...base, goingCount: 10, allowWaitlist: true })).toBe("Full · waitlist open");
    expect(spotsText({ ...base, goingCount: 10, allowWaitlist: true, waitlistCount: 3 })).toBe("Full · waitlist open (3)");
  });

  it("a waitlist does not change the text while spots are left", () => {
    expect(spotsText({ ...base, goingCount: 4, allowWaitlist: true })).toBe("6 spots left");
  });
});

describe("neededText", () => {
  it("nothing when the game has no minimum", () => {
    expect(neededText({ hasMinimumNeeded: false, minimumNeeded: 6, goingCount: 0 })).toBeNull();
    expect(neededText({ hasMinimumNeeded: true, minimumNeeded: null, goingCount: 0 })).toBeNull();
  });

  it("how many more are needed, singular and plural", () => {
    expect(neededText({ hasMinimumNeeded: true, minimumNeeded: 6, goingCount: 2 })).toBe("4 more players needed for this game to happen");
    expect(neededText({ hasMinimumNeeded: true, minimumNeeded: 6, goingCount: 5 })).toBe("1 more player needed for this game to happen");
  });

  it("nothing once the minimum is reached or passed", () => {
    expect(neededText({ hasMinimumNeeded: true, minimumNeeded: 6, goingCount: 6 })).toBeNull();
    expect(neededText({ hasMinimumNeeded: true, minimumNeeded: 6, goingCount: 9 })).toBeNull();
  });
});

describe("directionsUrl", () => {
  it("is a Google Maps directions link to the point", () => {
    expect(directionsUrl({ lat: 30.267, lng: -97.772 })).toBe("https://www.google.com/maps/dir/?api=1&destination=30.267,-97.772");
  });
});

function joiner(overrides: Partial<Joiner>): Joiner {
  return { uid: "u", displayName: "Player", photoURL: "", rsvpStatus: "going", guests: 0, joinedAt: null, queuedAt: null, ...overrides };
}

describe("joinersCsv", () => {
  it("a header and one row per player, CRLF line ends (a final one too), dates in the event's zone", () => {
    const csv = joinersCsv([joiner({ displayName: "Riley Second", guests: 2, joinedAt: TUE_6PM_CHICAGO }), joiner({ displayName: "Sam", rsvpStatus: "pending" })], "America/Chicago");
    expect(plain(csv)).toBe('Name,Status,Guests,Answered\r\nRiley Second,Going,2,"Dec 1, 2026, 6:00 PM"\r\nSam,Waiting for approval,0,\r\n');
  });

  it("quotes cells with commas, quotes, newlines or carriage returns, doubling the quotes inside", () => {
    const csv = joinersCsv(
      [
        joiner({ displayName: "Smith, Jo" }),
        joiner({ displayName: 'Pat "PJ" Player', rsvpStatus: "waitlist" }),
        joiner({ displayName: "Two\nLines", rsvpStatus: "maybe" }),
        joiner({ displayName: "Carriage\rReturn", rsvpStatus: "declined" }),
        joiner({ displayName: 'Both, "quoted"\r\nand more', rsvpStatus: "notGoing" }),
        joiner({ displayName: "Plain O'Neil" }),
      ],
      "UTC",
    );
    expect(csv.split("\r\n")).toEqual([
      "Name,Status,Guests,Answered",
      '"Smith, Jo",Going,0,',
      '"Pat ""PJ"" Player",On the waitlist,0,',
      '"Two\nLines",Maybe,0,',
      '"Carriage\rReturn",Declined,0,',
      // The CRLF inside the quoted name is part of the cell, so it splits here too.
      '"Both, ""quoted""',
      'and more",Not going,0,',
      "Plain O'Neil,Going,0,",
      "",
    ]);
  });

  it("reads back cell for cell with a CSV reader", () => {
    const names = ["Smith, Jo", 'Pat "PJ" Player', "Two\nLines", "Carriage\rReturn", 'Both, "quoted"\r\nand more'];
    const csv = joinersCsv(
      names.map((displayName, i) => joiner({ uid: `u${i}`, displayName })),
      "UTC",
    );
    expect(parseCsv(csv).map((row) => row[0])).toEqual(["Name", ...names]);
    expect(parseCsv(csv).every((row) => row.length === 4)).toBe(true);
  });

  it("only the header for nobody", () => {
    expect(joinersCsv([], "UTC")).toBe("Name,Status,Guests,Answered\r\n");
  });

  it("labels every status", () => {
    expect(Object.keys(RSVP_STATUS_LABELS).sort()).toEqual(["declined", "going", "maybe", "notGoing", "pending", "waitlist"]);
  });
});

/** A small RFC 4180 reader: rows end with CRLF; quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("priceText", () => {
  it("says Free, or what a spot costs and whether guests pay", () => {
    expect(priceText({ price: 0, chargeGuests: false, allowParticipantGuests: false })).toBe("Free");
    expect(priceText({ price: 12.5, chargeGuests: false, allowParticipantGuests: true })).toBe("$12.50 a spot");
    expect(priceText({ price: 8, chargeGuests: true, allowParticipantGuests: true })).toBe("$8.00 a spot, guests too");
    expect(priceText({ price: 8, chargeGuests: true, allowParticipantGuests: false })).toBe("$8.00 a spot");
  });
});
