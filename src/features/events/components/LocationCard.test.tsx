import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeEvent } from "@/test/fixtures";
import { getConfig } from "@/lib/config";
import type { AppConfig } from "@/lib/configSchema";
import { LocationCard, addressLine, mapEmbedUrl } from "./LocationCard";

// The configuration is the one boundary: with and without a Maps key.
vi.mock("@/lib/config", () => ({ getConfig: vi.fn() }));
const withKey = (mapsApiKey: string | undefined) => vi.mocked(getConfig).mockReturnValue({ mapsApiKey } as AppConfig);

const location = makeEvent().location;

afterEach(() => {
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("the game page's location card (issue 31)", () => {
  it("without a Maps key: the place in words, directions, the address to copy and the place's page; no map and no stand-in picture", () => {
    withKey(undefined);
    renderWithProviders(<LocationCard location={location} accent="#4d7c0f" />);
    const card = screen.getByRole("region", { name: "Location" });
    expect(card).toHaveTextContent("Zilker Park Courts");
    expect(card).toHaveTextContent("2100 Barton Springs Rd, Austin, TX");
    expect(within(card).getByRole("link", { name: "Get directions" })).toHaveAttribute("href", "https://www.google.com/maps/dir/?api=1&destination=30.267,-97.772");
    expect(within(card).getByRole("link", { name: "Get directions" })).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(within(card).getByRole("link", { name: "About this place" })).toHaveAttribute("href", "/places/view/place-zilker");
    expect(card.querySelector("iframe, img")).toBeNull();
  });

  it("with a Maps key: the point on an embedded map, named for screen readers", () => {
    withKey("key-123");
    renderWithProviders(<LocationCard location={location} accent="#4d7c0f" />);
    const map = screen.getByTitle("Map of Zilker Park Courts");
    expect(map.tagName).toBe("IFRAME");
    expect(map).toHaveAttribute("src", "https://www.google.com/maps/embed/v1/place?key=key-123&q=30.267,-97.772&zoom=15");
    expect(map).toHaveAttribute("loading", "lazy");
  });

  it("copies the name and address, and says so on the button", async () => {
    withKey(undefined);
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<LocationCard location={{ ...location, placeId: null }} accent="#4d7c0f" />);
    expect(screen.queryByRole("link", { name: "About this place" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Copy address" }));
    expect(writeText).toHaveBeenCalledWith("Zilker Park Courts, 2100 Barton Springs Rd, Austin, TX");
    expect(await screen.findByRole("button", { name: "Address copied" })).toBeInTheDocument();
  });
});

describe("addressLine and mapEmbedUrl", () => {
  it.each([
    [{ name: "Zilker Park Courts", address: "2100 Barton Springs Rd" }, "Zilker Park Courts, 2100 Barton Springs Rd"],
    [{ name: "Zilker Park Courts", address: "" }, "Zilker Park Courts"],
    [{ name: "100 Main St", address: "100 Main St" }, "100 Main St"],
  ])("%o reads %s", (loc, line) => expect(addressLine(loc)).toBe(line));

  it("escapes the key", () => expect(mapEmbedUrl("a&b", { lat: 1, lng: 2 })).toBe("https://www.google.com/maps/embed/v1/place?key=a%26b&q=1,2&zoom=15"));
});
