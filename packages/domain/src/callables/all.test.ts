import { describe, expect, it } from "vitest";
import { ALL_CONTRACTS } from "./all";
import { noInput, type AnyContract } from "./contract";
import { blankEventInput } from "../events/schema";
import * as account from "./account";
import * as availability from "./availability";
import * as events from "./events";
import * as family from "./family";
import * as forms from "./forms";
import * as mail from "./mail";
import * as messages from "./messages";
import * as payments from "./payments";
import * as places from "./places";
import * as players from "./players";
import * as posts from "./posts";
import * as scan from "./scan";
import * as search from "./search";
import * as sites from "./sites";
import * as teams from "./teams";
import * as userLists from "./userLists";
import * as users from "./users";

const AREAS = { account, availability, events, family, forms, mail, messages, payments, places, players, posts, scan, search, sites, teams, userLists, users };
const LEVELS = ["public", "signedIn", "verified", "organizer", "owner"];

describe("the callables' contracts", () => {
  it("name each callable once, across every area", () => {
    const isContract = (v: unknown): v is AnyContract => typeof v === "object" && v !== null && "access" in v && "name" in v;
    const names: string[] = Object.values(AREAS).flatMap((area) => Object.values(area as Record<string, unknown>).flatMap((v) => (isContract(v) ? [v.name] : [])));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ALL_CONTRACTS).sort()).toEqual([...names].sort());
  });

  it("each say who may call it", () => {
    for (const contract of Object.values(ALL_CONTRACTS)) {
      expect(LEVELS).toContain(contract.access.level);
      if (contract.access.level === "owner") expect(contract.access.owner).not.toBe("");
      if (contract.access.level === "verified" || contract.access.level === "organizer") expect(contract.access.refusal).not.toBe("");
    }
  });

  it("noInput takes nothing, or an empty object, and refuses anything else", () => {
    for (const nothing of [undefined, null, {}]) expect(noInput.safeParse(nothing)).toEqual({ success: true, data: {} });
    for (const something of [{ uid: "someone-else" }, "token", ["x"]]) expect(noInput.safeParse(something).success).toBe(false);
  });

  it("a game's contract checks the form but not the clock (the handler checks the start against the game's own)", () => {
    const past = { ...blankGame(), day: "2001-01-01" };
    expect(events.saveEvent.input.safeParse({ event: past }).success).toBe(true);
    expect(events.saveEvent.input.safeParse({ event: { ...past, title: " " } }).success).toBe(false);
  });

  it("an invoice's contract checks the due date's form, not its window", () => {
    const invoice = { email: "pat@example.com", amount: 12.5, description: "Court fee", dueDate: "2001-01-01" };
    expect(payments.createInvoice.input.safeParse(invoice).success).toBe(true);
    expect(payments.createInvoice.input.safeParse({ ...invoice, dueDate: "2001-13-01" }).success).toBe(false);
  });
});

/** A valid game: the create form's own blank (the spec's defaults) with what a game must name. */
function blankGame() {
  return {
    ...blankEventInput("2031-03-04", "America/Chicago"),
    title: "Pickup",
    gameType: "Soccer",
    location: { name: "Field", address: "1 Main St", lat: 41.88, lng: -87.63, placeId: null },
  };
}
