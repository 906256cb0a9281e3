import { describe, expect, it } from "vitest";
import { cityValueOf, travelLabel, travelLocationFrom } from "./travel";
import type { TravelLocation } from "@rallyhub/domain/availability/types";

const DENVER: TravelLocation = { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" };
const LONDON: TravelLocation = { city: "London", state: "", country: "GB", lat: 51.5085, lng: -0.1257, formattedAddress: "London, United Kingdom" };

describe("travel destinations", () => {
  it.each<[string, TravelLocation, string]>([
    ["a US city", DENVER, "Denver, CO"],
    ["a city abroad", LONDON, "London, United Kingdom"],
    ["no city name", { ...DENVER, city: "" }, "Denver, Colorado, USA"],
    ["a US city without a state", { ...DENVER, state: "" }, "Denver"],
  ])("label: %s", (_case, location, label) => {
    expect(travelLabel(location)).toBe(label);
  });

  it("stores a picked city with its own name, state and country", () => {
    expect(travelLocationFrom({ name: "London, United Kingdom", description: "London, United Kingdom", lat: 51.5085, lng: -0.1257, city: "London", state: "", country: "GB" })).toEqual(LONDON);
    expect(travelLocationFrom({ name: "Denver, CO", description: "Denver, Colorado, USA", lat: 39.7392, lng: -104.9903, city: "Denver", state: "CO", country: "US" })).toEqual(DENVER);
  });

  it("a value without its parts (an older entry) is read from its name as a US city", () => {
    expect(travelLocationFrom({ name: "Denver, CO", lat: 39.7392, lng: -104.9903 })).toEqual({ ...DENVER, formattedAddress: "Denver, CO" });
  });

  it("a stored destination goes back into the autocomplete unchanged", () => {
    for (const location of [DENVER, LONDON]) {
      const value = cityValueOf(location);
      expect(value.name).toBe(travelLabel(location));
      expect(travelLocationFrom(value)).toEqual(location);
    }
  });
});
