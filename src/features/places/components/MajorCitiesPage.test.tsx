import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import type { MajorCityRow } from "../model/majorCities";
import { Component as MajorCitiesPage } from "./MajorCitiesPage";

// The network boundary: the list file the build writes (fetch).
const ROWS: MajorCityRow[] = [
  ["New York City", "NY", 40.7143, -74.006, 8_175_133],
  ["Los Angeles", "CA", 34.0522, -118.2437, 3_971_883],
  ["Houston", "TX", 29.7633, -95.3633, 2_296_224],
  ["Austin", "TX", 30.2672, -97.7431, 931_830],
];

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

function renderAt(url = "/city-search") {
  return renderRoutes(
    [
      { path: "/city-search", element: <MajorCitiesPage /> },
      { path: "/learn-and-grow", element: <MajorCitiesPage /> },
      { path: "/discover/:context", element: <p>Discover</p> },
    ],
    { preloadedState: { auth: signedOutAuth() }, initialEntries: [url] },
  );
}

const fetchSpy = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchSpy.mockReset().mockResolvedValue(new Response(JSON.stringify(ROWS), { status: 200 }));
  vi.stubGlobal("fetch", fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("city-search and learn-and-grow: the major cities page (spec §2.1)", () => {
  it("lists the largest cities, largest first, each linking to discover centred on it", async () => {
    renderAt();
    expect(screen.getByRole("heading", { level: 1, name: "Major Cities" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Major cities, largest first" });
    expect(fetchSpy).toHaveBeenCalledWith("/data/major-cities.json");
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getAllByRole("link")[0]?.textContent)).toEqual(["New York City, NY", "Los Angeles, CA", "Houston, TX", "Austin, TX"]);
    expect(within(list).getByRole("link", { name: "Austin, TX" })).toHaveAttribute("href", "/discover/events?near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
    expect(within(list).getByRole("link", { name: "Places in Austin, TX" })).toHaveAttribute("href", "/discover/places?near=Austin%2C+TX&lat=30.2672&lng=-97.7431");
    expect(items[3]).toHaveTextContent("931,830 people");
  });

  it("following a city opens discover there", async () => {
    const user = setupUser();
    const view = renderAt("/learn-and-grow");
    await user.click(await screen.findByRole("link", { name: "Houston, TX" }));
    expect(await screen.findByText("Discover")).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe("/discover/events");
    expect(Object.fromEntries(new URLSearchParams(view.router.state.location.search))).toEqual({ near: "Houston, TX", lat: "29.7633", lng: "-95.3633" });
  });

  it("groups the cities by state, and filters them", async () => {
    const user = setupUser();
    renderAt();
    await screen.findByRole("list", { name: "Major cities, largest first" });
    await user.click(screen.getByRole("button", { name: "By state" }));
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["California", "New York", "Texas"]);
    expect(
      within(screen.getByRole("list", { name: "Texas" }))
        .getAllByRole("link", { name: /^[^P].*, TX$/ })
        .map((a) => a.textContent),
    ).toEqual(["Houston, TX", "Austin, TX"]);
    await user.type(screen.getByRole("searchbox", { name: "Filter cities" }), "aus");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Texas"]);
    await user.clear(screen.getByRole("searchbox", { name: "Filter cities" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter cities" }), "zzz");
    expect(screen.getByText("No city matches “zzz”.")).toBeInTheDocument();
  });

  it("says when the list could not be loaded, and tries again", async () => {
    const user = setupUser();
    fetchSpy.mockResolvedValueOnce(new Response("", { status: 503 }));
    renderAt();
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("link", { name: "Austin, TX" })).toBeInTheDocument();
  });
});
