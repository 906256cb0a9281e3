import { millisOf } from "@rallyhub/domain/stored/fields";
import { eventWriteSchema, joinerWriteSchema } from "@rallyhub/domain/stored/write/events";
import { describe, expect, it } from "vitest";
import { docsIn } from "./docs";
import { EVENT_COUNT, buildEvents } from "./events";
import { buildPeople } from "./people";
import { buildPlaces } from "./places";
import { buildTeams } from "./teams";
import { clockFor } from "./time";

const clock = clockFor(new Date("2026-03-01T12:00:00Z"));
const people = buildPeople(clock);
const { docs } = buildEvents(clock, people, buildPlaces(clock, people).places, buildTeams(clock, people).teams);
const games = docsIn(docs, "events", eventWriteSchema);
const joiners = docsIn(docs, "events/joiners", joinerWriteSchema);
const joinersOf = (gamePath: string) => joiners.filter((j) => j.path.startsWith(`${gamePath}/joiners/`)).map((j) => j.data);

describe("the seeded games", () => {
  it(`are ${EVENT_COUNT}, over the coming six weeks`, () => {
    expect(games).toHaveLength(EVENT_COUNT);
    for (const { data } of games) {
      const start = millisOf(data.dateStart) ?? 0;
      expect(start).toBeGreaterThan(clock.today.getTime());
      expect(start).toBeLessThan(clock.today.getTime() + 44 * 86_400_000);
    }
  });

  it.each(games.map((g) => [g.path, g.data] as const))("%s: its counters and preview are its joiners'", (path, game) => {
    const list = joinersOf(path);
    const going = list.filter((j) => j.rsvpStatus === "going");
    const waitlist = list.filter((j) => j.rsvpStatus === "waitlist");
    expect(game.goingCount).toBe(going.length);
    expect(game.maybeCount).toBe(list.filter((j) => j.rsvpStatus === "maybe").length);
    expect(game.waitlistCount).toBe(waitlist.length);
    expect(waitlist.map((j) => j.queuedAt)).toEqual(waitlist.map((_, i) => i + 1));
    expect(game.attendeesPreview.map((a) => a.uid)).toEqual(going.slice(0, 12).map((j) => j.uid));
    expect(going.length + list.filter((j) => j.rsvpStatus === "maybe").length).toBeLessThanOrEqual(game.capacity ?? Infinity);
  });

  it("give each joiner the copy of the game the rsvp callable keeps", () => {
    for (const game of games) {
      for (const joiner of joinersOf(game.path)) {
        expect(joiner).toMatchObject({
          title: game.data.title,
          dateStart: game.data.dateStart,
          dateEnd: game.data.dateEnd,
          timeZone: game.data.timeZone,
          hostingTeam: game.data.hostingTeam,
          locationName: game.data.location.name,
          cancelled: game.data.cancelled,
        });
      }
    }
  });

  it("include games the demo player is going to", () => {
    expect(joiners.filter((j) => j.data.uid === "demo-player" && j.data.rsvpStatus === "going").length).toBeGreaterThan(3);
  });
});
