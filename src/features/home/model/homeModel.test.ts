import { describe, expect, it } from "vitest";
import { actionTasks, pendingInvitationText, upcomingEvents, type HomeEvent, type TaskInputs } from "./homeModel";

const ev = (id: string, dateStart: number, over: Partial<HomeEvent> = {}): HomeEvent => ({
  id,
  title: id,
  dateStart,
  dateEnd: null,
  timeZone: "America/Chicago",
  location: "",
  teamId: null,
  rsvpStatus: "going",
  hosting: false,
  ...over,
});
const base: TaskInputs = { pendingInvitations: 0, profileComplete: true, hasAvailability: true, isOrganizer: false, stripeChargesEnabled: false };

describe("pending invitations (spec §4 Home)", () => {
  it("quotes the spec's task text", () => {
    expect(pendingInvitationText(1)).toBe("You have 1 pending team invitation(s)! Review your team invites.");
    expect(pendingInvitationText(3)).toBe("You have 3 pending team invitation(s)! Review your team invites.");
  });
});

describe("actionTasks", () => {
  it("has nothing for a settled player", () => {
    expect(actionTasks(base)).toEqual([]);
  });

  it("lists invitations, balances, profile, availability and payouts, each with a link", () => {
    const tasks = actionTasks({
      pendingInvitations: 2,
      profileComplete: false,
      hasAvailability: false,
      isOrganizer: true,
      stripeChargesEnabled: false,
      unpaidBalances: [{ id: "f1", submissionId: "s1", label: "Spring league fee" }],
    });
    expect(tasks.map((t) => t.id)).toEqual(["invitations", "balances", "profile", "availability", "payouts"]);
    expect(tasks.every((t) => typeof t.to === "string" && t.to.startsWith("/"))).toBe(true);
    expect(tasks[0]?.text).toBe("You have 2 pending team invitation(s)! Review your team invites.");
    expect(tasks.find((t) => t.id === "balances")?.to).toBe("/pay-balance/f1/s1");
  });

  it("claims nothing about availability while it is unknown, and nothing about payouts once charges are enabled", () => {
    expect(actionTasks({ ...base, hasAvailability: null })).toEqual([]);
    expect(actionTasks({ ...base, isOrganizer: true, stripeChargesEnabled: true })).toEqual([]);
    expect(actionTasks({ ...base, isOrganizer: false, stripeChargesEnabled: false })).toEqual([]);
  });
});

describe("upcomingEvents (spec §4/§9 Home)", () => {
  const today = 1_000_000;

  it("without a team: the user's games from today on, soonest first, at most 7, hosted ones marked", () => {
    const mine = [ev("past", today - 1), ...Array.from({ length: 8 }, (_, i) => ev(`m${i}`, today + (8 - i) * 10))];
    const hosted = [ev("h", today + 5, { rsvpStatus: null }), ev("m7", today + 10, { rsvpStatus: null })];
    const list = upcomingEvents({ mine, hosted, teamEvents: null, teamId: null, todayStart: today });
    expect(list).toHaveLength(7);
    expect(list.map((e) => e.id)).toEqual(["h", "m7", "m6", "m5", "m4", "m3", "m2"]);
    expect(list[1]).toMatchObject({ id: "m7", rsvpStatus: "going", hosting: true });
    expect(list.some((e) => e.id === "past")).toBe(false);
  });

  it("with a team: that team's games with the user's rsvpStatus merged in, plus its games the user answered", () => {
    const mine = [ev("t-private", today + 30, { teamId: "t1", rsvpStatus: "maybe" }), ev("t-public", today + 20, { teamId: "t1", rsvpStatus: "waitlist" }), ev("other", today + 1)];
    const teamEvents = [
      { id: "t-public", title: "Public", dateStart: today + 20, dateEnd: null, timeZone: "America/Chicago", location: "Park", teamId: "t1" },
      { id: "t-new", title: "New", dateStart: today + 10, dateEnd: null, timeZone: "America/Chicago", location: "Gym", teamId: "t1" },
    ];
    const list = upcomingEvents({ mine, hosted: [], teamEvents, teamId: "t1", todayStart: today });
    expect(list.map((e) => [e.id, e.rsvpStatus])).toEqual([
      ["t-new", null],
      ["t-public", "waitlist"],
      ["t-private", "maybe"],
    ]);
  });
});
