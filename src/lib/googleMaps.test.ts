// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MAPS_LIBRARIES, mapsScriptUrl } from "./googleMaps";

beforeEach(() => {
  vi.resetModules();
  document.head.querySelectorAll("script").forEach((s) => s.remove());
  delete (window as unknown as { google?: unknown }).google;
});

describe("the Maps JavaScript API loader", () => {
  it("spec §9: asks for the places and geometry libraries", () => {
    expect(MAPS_LIBRARIES).toEqual(["places", "geometry"]);
    expect(mapsScriptUrl("a key&x", "cb")).toBe("https://maps.googleapis.com/maps/api/js?key=a%20key%26x&libraries=places,geometry&callback=cb");
  });

  it("adds the script once, however many ask, and resolves with google.maps when it calls back", async () => {
    const { loadGoogleMaps } = await import("./googleMaps");
    const first = loadGoogleMaps("k");
    const second = loadGoogleMaps("k");
    expect(document.head.querySelectorAll("script")).toHaveLength(1);
    const maps = { places: {} };
    (window as unknown as { google: unknown }).google = { maps };
    (window as unknown as { __rhMapsReady: () => void }).__rhMapsReady();
    await expect(first).resolves.toBe(maps);
    await expect(second).resolves.toBe(maps);
  });

  it("fails when the script cannot load, and tries again on the next call", async () => {
    const { loadGoogleMaps } = await import("./googleMaps");
    const failed = loadGoogleMaps("k");
    document.head.querySelector("script")?.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("Google Maps could not load");
    void loadGoogleMaps("k").catch(() => undefined);
    expect(document.head.querySelectorAll("script")).toHaveLength(2);
  });
});
