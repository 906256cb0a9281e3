import { describe, expect, it } from "vitest";
import { addressLine, mapLink, milesText, placeIdFromPoster, placePath, placeUrl, posterPath, settingText } from "./place";

describe("place helpers", () => {
  it("writes the address as one line without repeating the city", () => {
    expect(addressLine({ address: "2100 Barton Springs Rd, Austin, TX 78704", city: "Austin, TX" })).toBe("2100 Barton Springs Rd, Austin, TX 78704");
    expect(addressLine({ address: "1 Main St", city: "Austin, TX" })).toBe("1 Main St, Austin, TX");
    expect(addressLine({ address: "  ", city: "Austin, TX" })).toBe("Austin, TX");
  });

  it("names the setting and the distance", () => {
    expect([settingText(true), settingText(false)]).toEqual(["Indoor", "Outdoor"]);
    expect([milesText(0.04), milesText(2.44), milesText(12.6)]).toEqual(["under 0.1 mi", "2.4 mi", "13 mi"]);
  });

  it("links to Google Maps at the point", () => {
    expect(mapLink({ lat: 30.2669, lng: -97.7729 })).toBe("https://www.google.com/maps/search/?api=1&query=30.2669%2C-97.7729");
  });

  it("builds the place's page path and full URL", () => {
    expect(placePath("place-01")).toBe("/places/view/place-01");
    expect(placeUrl("https://rallyhub.example/", "place-01")).toBe("https://rallyhub.example/places/view/place-01");
  });
});

describe("the poster's address: places/poster?id={placeId}", () => {
  it("puts the place's id in the id parameter", () => {
    expect(posterPath("place-01")).toBe("/places/poster?id=place-01");
  });

  it("reads the id back, refusing a missing, empty or malformed one", () => {
    expect(placeIdFromPoster(new URLSearchParams(posterPath("abc_DEF-1").split("?")[1]))).toBe("abc_DEF-1");
    expect(placeIdFromPoster(new URLSearchParams(""))).toBeNull();
    expect(placeIdFromPoster(new URLSearchParams("id="))).toBeNull();
    expect(placeIdFromPoster(new URLSearchParams("id=a/b"))).toBeNull();
    expect(placeIdFromPoster(new URLSearchParams(`id=${"x".repeat(129)}`))).toBeNull();
  });
});
