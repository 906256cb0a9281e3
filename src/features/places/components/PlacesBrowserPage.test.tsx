import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { boundsAround } from "@rallyhub/domain/places/bounds";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/schema";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { placesInBounds } from "../api/placesRepository";
import type { PlaceListing } from "../model/place";
import type { PlacesInBoundsQuery, PlacesPage } from "../model/placesInBounds";
import { Component as PlacesBrowserPage } from "./PlacesBrowserPage";

// The network boundary: places by bounds (Firestore, places repository), the game types and the city search.
vi.mock("../api/placesRepository", () => ({ placesInBounds: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, hash: "9v6kp" };

const listing = (id: string, name: string, over: Partial<PlaceListing> = {}): PlaceListing => ({
  id,
  name,
  address: "",
  city: "Austin, TX",
  lat: 30.27,
  lng: -97.75,
  sports: ["Tennis"],
  indoor: false,
  geohash: "9v6kp",
  photoURL: "",
  createdBy: "org",
  ...over,
});
const ZILKER = listing("p1", "Zilker Park Courts", { sports: ["Tennis", "Pickleball"] });
const GIVENS = listing("p2", "Givens Recreation Center", { indoor: true, sports: ["Basketball"] });

const page = (places: Array<[PlaceListing, number]>, next: PlacesPage["next"] = null): PlacesPage => ({
  places: places.map(([place, distanceMiles]) => ({ place, distanceMiles })),
  next,
  reads: places.length,
});

function renderAt(url: string, auth: AuthState = signedInAuth({ defaultCity: AUSTIN }, { status: "success" })) {
  return renderRoutes(
    [
      { path: "/discover/places", element: <PlacesBrowserPage /> },
      { path: "/places/view/:id", element: <p>Place page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [url] },
  );
}

function lastQuery(): PlacesInBoundsQuery {
  const call = vi.mocked(placesInBounds).mock.calls.at(-1);
  if (!call) throw new Error("placesInBounds was not called");
  return call[0];
}

/** Loads wait 500 ms for the area to settle (spec §9), then for the query: more than waitFor's default second on a busy machine. */
const SETTLE = { timeout: 5000 };

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function choose(user: UserEvent, label: string, option: string) {
  await user.click(screen.getByRole("combobox", { name: label }));
  await user.click(await screen.findByRole("option", { name: option }));
}

beforeEach(() => {
  vi.mocked(placesInBounds)
    .mockReset()
    .mockResolvedValue(
      page([
        [ZILKER, 1.8],
        [GIVENS, 3.2],
      ]),
    );
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Basketball", "Pickleball", "Tennis"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(getCitySearch).mockReset();
});

describe("discover/places (spec §7 Places by bounds, page and filter)", () => {
  it("without a Maps key: the places around the user's area, nearest first with distances, a sketch of the area and no map", async () => {
    renderAt("/discover/places");
    const list = await screen.findByRole("list", { name: "Places" });
    expect(placesInBounds).toHaveBeenCalledTimes(1);
    expect(placesInBounds).toHaveBeenCalledWith({ bounds: boundsAround(AUSTIN, 5), center: { lat: AUSTIN.lat, lng: AUSTIN.lng }, filter: { sport: null, indoor: null }, pageSize: 20 }, null);
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual(["Zilker Park Courts", "Givens Recreation Center"]);
    expect(cards[0]).toHaveTextContent("1.8 mi from Austin, TX");
    expect(cards[0]).toHaveTextContent("Outdoor");
    expect(cards[1]).toHaveTextContent("Indoor");
    expect(within(cards[0] as HTMLElement).getByRole("link")).toHaveAttribute("href", "/places/view/p1");
    expect(screen.getByRole("status")).toHaveTextContent("2 places in this area, nearest Austin, TX first");
    expect(screen.getByRole("img", { name: "Sketch of the area: 2 places shown, north is up" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Map of the places" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Places", selected: true })).toBeInTheDocument();
  });

  it("moving the area reloads the places of the new area (once it stops moving) and keeps it in the address", async () => {
    const user = setupUser();
    const view = renderAt("/discover/places");
    await screen.findByRole("list", { name: "Places" });
    await user.click(screen.getByRole("button", { name: "Move north" }));
    await user.click(screen.getByRole("button", { name: "Move north" }));
    await waitFor(() => expect(lastQuery().center.lat).toBeGreaterThan(AUSTIN.lat + 0.05), SETTLE);
    // Two moves in a row, one load: the area had not stopped moving after the first.
    expect(placesInBounds).toHaveBeenCalledTimes(2);
    expect(lastQuery().bounds).toEqual(boundsAround(lastQuery().center, 5));
    const params = new URLSearchParams(view.router.state.location.search);
    expect(Number(params.get("clat"))).toBeCloseTo(lastQuery().center.lat, 4);
    expect(await screen.findByRole("status")).toHaveTextContent("nearest the center of the area first");
    await user.click(screen.getByRole("button", { name: "Back to Austin, TX" }));
    // Back where it started: the first page, from the cache.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("nearest Austin, TX first"), SETTLE);
    expect(new URLSearchParams(view.router.state.location.search).has("clat")).toBe(false);
  });

  it("zooms the area in and out", async () => {
    const user = setupUser();
    renderAt("/discover/places");
    await screen.findByRole("list", { name: "Places" });
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    await waitFor(() => expect(lastQuery().bounds).toEqual(boundsAround(AUSTIN, 10)), SETTLE);
    await choose(user, "Area", "1 mile each way");
    await waitFor(() => expect(lastQuery().bounds).toEqual(boundsAround(AUSTIN, 1)), SETTLE);
    expect(screen.getByRole("button", { name: "Zoom in" })).toBeDisabled();
  });

  it("filters by sport and by indoor or outdoor, in the query and the address", async () => {
    const user = setupUser();
    const view = renderAt("/discover/places");
    await screen.findByRole("list", { name: "Places" });
    await choose(user, "Sport", "Tennis");
    await choose(user, "Indoor or outdoor", "Indoor");
    await waitFor(() => expect(lastQuery().filter).toEqual({ sport: "Tennis", indoor: true }), SETTLE);
    const params = new URLSearchParams(view.router.state.location.search);
    expect([params.get("sport"), params.get("setting")]).toEqual(["Tennis", "indoor"]);
  });

  it("opens on the area and filter of its address", async () => {
    renderAt("/discover/places?near=Denver%2C+CO&lat=39.7392&lng=-104.9903&span=2&sport=Hockey&setting=indoor", signedOutAuth());
    await screen.findByRole("list", { name: "Places" });
    expect(lastQuery()).toEqual({ bounds: boundsAround({ lat: 39.7392, lng: -104.9903 }, 2), center: { lat: 39.7392, lng: -104.9903 }, filter: { sport: "Hockey", indoor: true }, pageSize: 20 });
    expect(screen.getByRole("combobox", { name: "Near" })).toHaveValue("Denver, CO");
  });

  it("shows more places page by page", async () => {
    const user = setupUser();
    const cursor = { after: ["9v6kp", "p2"] as [string, string] };
    vi.mocked(placesInBounds)
      .mockResolvedValueOnce(
        page(
          [
            [ZILKER, 1.8],
            [GIVENS, 3.2],
          ],
          cursor,
        ),
      )
      .mockResolvedValueOnce(page([[listing("p3", "Mueller Lake Park"), 4.1]]));
    renderAt("/discover/places");
    await user.click(await screen.findByRole("button", { name: "Show more places" }));
    expect(await screen.findByRole("heading", { name: "Mueller Lake Park" })).toBeInTheDocument();
    expect(vi.mocked(placesInBounds).mock.calls[1]?.[1]).toEqual(cursor);
    expect(screen.queryByRole("button", { name: "Show more places" })).not.toBeInTheDocument();
  });

  it("says when no place matches, and when loading failed (with Retry)", async () => {
    const user = setupUser();
    vi.mocked(placesInBounds)
      .mockResolvedValueOnce(page([]))
      .mockRejectedValueOnce(new AppError("unavailable", PLACE_MESSAGES.loadFailed))
      .mockResolvedValue(page([[ZILKER, 1]]));
    renderAt("/discover/places");
    expect(await screen.findByText("No places match in this area.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Zoom out" }));
    expect(await screen.findByText(PLACE_MESSAGES.loadFailed, {}, SETTLE)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Zilker Park Courts" })).toBeInTheDocument();
  });

  it("asks for a city when there is none, and loads nothing", async () => {
    renderAt("/discover/places", signedOutAuth());
    expect(await screen.findByText("Choose a city to see the places near it.")).toBeInTheDocument();
    expect(placesInBounds).not.toHaveBeenCalled();
  });

  it("offers organizers to add a place, and nobody else", async () => {
    const organizer = renderAt("/discover/places", signedInAuth({ defaultCity: AUSTIN, joinReason: "Organize" }, { status: "success" }));
    expect(await screen.findByRole("link", { name: "Add a place" })).toHaveAttribute("href", "/places/new");
    organizer.unmount();
    renderAt("/discover/places");
    await screen.findByRole("list", { name: "Places" });
    expect(screen.queryByRole("link", { name: "Add a place" })).not.toBeInTheDocument();
  });
});
