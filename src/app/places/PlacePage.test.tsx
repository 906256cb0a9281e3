import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeEvent, makeSessionUser, signedInAuth, signedOutAuth } from "@/test/fixtures";
import type { AuthState } from "@/lib/session/authSlice";
import { listEventsAtPlace } from "@/features/events/api/placeEventsRepository";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/schema";
import { getPlace } from "@/features/places/api/placesRepository";
import type { Place } from "@/features/places/model/place";
import { Component as PlacePage, PLACE_EVENTS_PAGE } from "./PlacePage";

// The network boundary: the place (Firestore, places repository) and the games at it (events repository).
vi.mock("@/features/places/api/placesRepository", () => ({ getPlace: vi.fn() }));
vi.mock("@/features/events/api/placeEventsRepository", () => ({ listEventsAtPlace: vi.fn() }));

const AUSTIN = { name: "Austin, TX", lat: 30.2672, lng: -97.7431, hash: "9v6kp" };

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
  photoURL: "https://img.example/zilker.jpg",
  createdBy: "organizer-1",
  createdAt: 1,
  updatedAt: 1,
};

function renderAt(url: string, auth: AuthState = signedOutAuth()) {
  return renderRoutes(
    [
      { path: "/places/view/:id", element: <PlacePage /> },
      { path: "/places/edit/:id", element: <p>Edit form</p> },
      { path: "/places/poster", element: <p>Poster</p> },
      { path: "/event/:id", element: <p>Event page</p> },
    ],
    { preloadedState: { auth }, initialEntries: [url] },
  );
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  vi.mocked(getPlace).mockReset().mockResolvedValue(ZILKER);
  vi.mocked(listEventsAtPlace).mockReset().mockResolvedValue({ events: [], next: null });
});

describe("places/view/{id} (spec §2.1, §7 Places by id and events by place)", () => {
  it("shows the place: name, photo, address with a map link, sports and setting, and a poster link", async () => {
    renderAt("/places/view/place-01");
    expect(await screen.findByRole("heading", { level: 1, name: "Zilker Park Courts" })).toBeInTheDocument();
    expect(getPlace).toHaveBeenCalledWith("place-01");
    expect(screen.getByRole("img", { name: "Photo of Zilker Park Courts" })).toHaveAttribute("src", "https://img.example/zilker.jpg");
    expect(screen.getByText("2100 Barton Springs Rd, Austin, TX")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open in Google Maps" })).toHaveAttribute("href", "https://www.google.com/maps/search/?api=1&query=30.2669%2C-97.7729");
    const sports = screen.getByRole("list", { name: "Sports" });
    expect(
      within(sports)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Tennis", "Pickleball"]);
    expect(screen.getByText("Outdoor")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Print poster" })).toHaveAttribute("href", "/places/poster?id=place-01");
    // Signed out: no distance from an area, no edit link.
    expect(screen.queryByText(/ from Austin, TX$/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Edit place" })).not.toBeInTheDocument();
  });

  it("says how far the place is from the user's area", async () => {
    renderAt("/places/view/place-01", signedInAuth({ defaultCity: AUSTIN }, { status: "success" }));
    expect(await screen.findByText("1.8 mi from Austin, TX")).toBeInTheDocument();
  });

  it("gives its creator an Edit link, and nobody else", async () => {
    const mine = renderAt("/places/view/place-01", signedInAuth({ uid: "organizer-1", joinReason: "Organize" }, { status: "success", user: makeSessionUser({ uid: "organizer-1" }) }));
    expect(await screen.findByRole("link", { name: "Edit place" })).toHaveAttribute("href", "/places/edit/place-01");
    mine.unmount();
    renderAt("/places/view/place-01", signedInAuth({}, { status: "success" }));
    await screen.findByRole("heading", { level: 1, name: "Zilker Park Courts" });
    expect(screen.queryByRole("link", { name: "Edit place" })).not.toBeInTheDocument();
  });

  it("lists the upcoming games at the place, soonest first, and shows more page by page", async () => {
    const user = setupUser();
    const first = makeEvent({ id: "e1", title: "Morning doubles" });
    const second = makeEvent({ id: "e2", title: "Evening ladder" });
    const third = makeEvent({ id: "e3", title: "Sunday round robin" });
    vi.mocked(listEventsAtPlace)
      .mockResolvedValueOnce({ events: [first, second], next: { dateStart: second.dateStart, id: "e2" } })
      .mockResolvedValueOnce({ events: [third], next: null });
    renderAt("/places/view/place-01");
    const list = await screen.findByRole("list", { name: "Upcoming games at Zilker Park Courts" });
    expect(
      within(list)
        .getAllByRole("article")
        .map((a) => within(a).getByRole("heading").textContent),
    ).toEqual(["Morning doubles", "Evening ladder"]);
    const [query, cursor] = vi.mocked(listEventsAtPlace).mock.calls[0] ?? [];
    expect(query).toEqual({ placeId: "place-01", from: expect.any(Number) as number, pageSize: PLACE_EVENTS_PAGE });
    expect(Math.abs((query?.from ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(cursor).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show more games" }));
    expect(await screen.findByText("Sunday round robin")).toBeInTheDocument();
    expect(vi.mocked(listEventsAtPlace).mock.calls[1]?.[1]).toEqual({ dateStart: second.dateStart, id: "e2" });
    expect(screen.queryByRole("button", { name: "Show more games" })).not.toBeInTheDocument();
  });

  it("says when no games are coming up", async () => {
    renderAt("/places/view/place-01");
    expect(await screen.findByText("No upcoming games here yet.")).toBeInTheDocument();
  });

  it("spec §8: 'Place not found' for an unknown id", async () => {
    vi.mocked(getPlace).mockResolvedValue(null);
    renderAt("/places/view/nope");
    expect(await screen.findByRole("alert")).toHaveTextContent(PLACE_MESSAGES.notFound);
    expect(PLACE_MESSAGES.notFound).toBe("Place not found");
    expect(listEventsAtPlace).not.toHaveBeenCalled();
  });
});
