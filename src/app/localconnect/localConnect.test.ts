import { describe, expect, it } from "vitest";
import { cityFromParams, cityParams, localEventsQuery, LOCAL_EVENTS_DAYS, LOCAL_LIMITS } from "./localConnect";

const austin = { name: "Austin, TX", lat: 30.2672, lng: -97.7431 };

describe("cityFromParams", () => {
  it("takes the city of the address over the user's own", () => {
    const denver = { name: "Denver, CO", lat: 39.7392, lng: -104.9903 };
    expect(cityFromParams(cityParams(denver), austin)).toEqual(denver);
  });

  it("falls back to the user's city, then to none", () => {
    expect(cityFromParams(new URLSearchParams(), austin)).toEqual(austin);
    expect(cityFromParams(new URLSearchParams(), null)).toBeNull();
  });

  it.each([
    ["no name", "?lat=30&lng=-97"],
    ["no point", "?near=Austin"],
    ["a latitude out of range", "?near=Austin&lat=91&lng=-97"],
    ["a longitude that is not a number", "?near=Austin&lat=30&lng=east"],
  ])("ignores an address with %s", (_label, search) => {
    expect(cityFromParams(new URLSearchParams(search), null)).toBeNull();
  });
});

describe("localEventsQuery", () => {
  it("asks discover for the next days' public games around the city, one short page", () => {
    const q = localEventsQuery(austin, 1_000);
    expect(q).toMatchObject({ center: { lat: austin.lat, lng: austin.lng }, from: 1_000, gameType: null, text: "", pageSize: LOCAL_LIMITS.events });
    expect(q.to - q.from).toBe(LOCAL_EVENTS_DAYS * 24 * 60 * 60 * 1000);
  });
});
