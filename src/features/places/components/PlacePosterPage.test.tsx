import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import decodeQR from "qr/decode.js";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import { getPlace } from "../api/placesRepository";
import type { Place } from "../model/place";
import { Component as PlacePosterPage, POSTER_ID, POSTER_QR_SIZE } from "./PlacePosterPage";

// The network boundary: the place (Firestore, places repository).
vi.mock("../api/placesRepository", () => ({ getPlace: vi.fn() }));

const ZILKER: Place = {
  id: "place-01",
  name: "Zilker Park Courts",
  address: "2100 Barton Springs Rd",
  city: "Austin, TX",
  lat: 30.2669,
  lng: -97.7729,
  geohash: "9v6kpjgvq",
  sports: ["Tennis", "Pickleball"],
  indoor: false,
  photoURL: "",
  createdBy: "organizer-1",
  createdAt: 1,
  updatedAt: 1,
};

/**
 * What a QR code says: the rendered SVG's dark modules (qrcode.react draws each row's runs as
 * "M{x} {y}h{n}v1H{x}z" paths) painted onto a bitmap and read back by the scan page's decoder.
 */
function qrValueOf(svg: Element): string {
  const size = Number(svg.getAttribute("viewBox")?.split(" ")[2]);
  const dark = svg.querySelectorAll("path")[1]?.getAttribute("d") ?? "";
  const scale = 4;
  const side = size * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x0, y0, run] of dark.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let x = Number(x0); x < Number(x0) + Number(run); x++)
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((Number(y0) * scale + dy) * side + x * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
  }
  return decodeQR({ width: side, height: side, data });
}

const renderAt = (url: string) =>
  renderRoutes(
    [
      { path: "/places/poster", element: <PlacePosterPage /> },
      { path: "/places/view/:id", element: <p>Place page</p> },
    ],
    { preloadedState: { auth: signedOutAuth() }, initialEntries: [url] },
  );

beforeEach(() => {
  vi.mocked(getPlace).mockReset().mockResolvedValue(ZILKER);
});

describe("places/poster?id={placeId} (issue 13: a printable poster with a QR code to the place's page)", () => {
  it("shows the place's name, address, setting and sports, and a QR code of its page's full address", async () => {
    renderAt("/places/poster?id=place-01");
    const poster = await screen.findByRole("article", { name: "Zilker Park Courts" });
    expect(poster).toHaveAttribute("id", POSTER_ID);
    expect(getPlace).toHaveBeenCalledWith("place-01");
    expect(within(poster).getByRole("heading", { level: 1, name: "Zilker Park Courts" })).toBeInTheDocument();
    expect(poster).toHaveTextContent("2100 Barton Springs Rd, Austin, TX");
    expect(poster).toHaveTextContent("Outdoor · Tennis · Pickleball");
    const url = `${window.location.origin}/places/view/place-01`;
    const qr = within(poster).getByRole("img", { name: "QR code to Zilker Park Courts's page" });
    expect(qr).toHaveAttribute("width", String(POSTER_QR_SIZE));
    expect(qrValueOf(qr)).toBe(url);
    expect(poster).toHaveTextContent(url);
  });

  it("Print opens the browser's print dialog", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    renderAt("/places/poster?id=place-01");
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }).click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("prints the poster alone (print styles hide the rest of the page)", async () => {
    renderAt("/places/poster?id=place-01");
    await screen.findByRole("article", { name: "Zilker Park Courts" });
    const css = [...document.querySelectorAll("style")].map((s) => s.textContent).join("\n");
    expect(css).toMatch(/@media print/);
    expect(css).toMatch(new RegExp(`#${POSTER_ID}`));
  });

  it.each([
    ["no id", "/places/poster"],
    ["an empty id", "/places/poster?id="],
    ["a malformed id", "/places/poster?id=a%2Fb"],
  ])("says 'Place not found' for %s, without asking for a place", async (_case, url) => {
    renderAt(url);
    expect(await screen.findByRole("alert")).toHaveTextContent("Place not found");
    expect(getPlace).not.toHaveBeenCalled();
  });

  it("says 'Place not found' for an unknown place", async () => {
    vi.mocked(getPlace).mockResolvedValue(null);
    renderAt("/places/poster?id=nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("Place not found");
  });
});
