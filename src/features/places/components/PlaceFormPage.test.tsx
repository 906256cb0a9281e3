import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { makeSessionUser, signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { PLACE_MESSAGES } from "@rallyhub/domain/places/schema";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { getPlace, placeUploadsAvailable, savePlace } from "../api/placesRepository";
import type { Place } from "../model/place";
import { Component as PlaceFormPage } from "./PlaceFormPage";

// The network boundary: the place and savePlace (places repository), the game types and the city search.
vi.mock("../api/placesRepository", () => ({ getPlace: vi.fn(), savePlace: vi.fn(), placeUploadsAvailable: vi.fn(), uploadPlacePhoto: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

const AUSTIN_OPTION = { name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" };
const ORGANIZER = signedInAuth({ uid: "org-1", joinReason: "Organize" }, { status: "success", user: makeSessionUser({ uid: "org-1" }) });

const MINE: Place = {
  id: "place-9",
  name: "Riverside Courts",
  address: "1 River Rd",
  city: "Austin, TX",
  lat: 30.25,
  lng: -97.75,
  geohash: "9v6kp0000",
  sports: ["Tennis"],
  indoor: true,
  photoURL: "",
  createdBy: "org-1",
  createdAt: 1,
  updatedAt: 1,
};

function renderAt(url: string) {
  return renderRoutes(
    [
      { path: "/places/new", element: <PlaceFormPage /> },
      { path: "/places/edit/:id", element: <PlaceFormPage /> },
      { path: "/places/view/:id", element: <p>Place page</p> },
    ],
    { preloadedState: { auth: ORGANIZER }, initialEntries: [url] },
  );
}

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

async function pickCity(user: UserEvent) {
  await user.type(screen.getByRole("combobox", { name: "City" }), "Austin");
  await user.click(await screen.findByRole("option", { name: /^Austin, TX/ }));
}

async function pickSport(user: UserEvent, sport: string) {
  await user.click(screen.getByRole("combobox", { name: "Sports" }));
  await user.click(await screen.findByRole("option", { name: sport }));
  await user.keyboard("{Escape}");
}

beforeEach(() => {
  vi.mocked(getPlace).mockReset().mockResolvedValue(MINE);
  vi.mocked(savePlace).mockReset().mockResolvedValue({ placeId: "new-place" });
  vi.mocked(placeUploadsAvailable).mockReset().mockResolvedValue(false);
  vi.mocked(useGetProfileOptionsQuery)
    .mockReset()
    .mockReturnValue({ data: { gameTypes: ["Basketball", "Pickleball", "Tennis"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(getCitySearch)
    .mockReset()
    .mockResolvedValue({ search: (q: string) => Promise.resolve(q.toLowerCase().startsWith("aus") ? [AUSTIN_OPTION] : []) });
});

describe("places/new (spec §2.1, §7 Places add)", () => {
  it("refuses an empty form with a message on each field, and writes nothing", async () => {
    const user = setupUser();
    renderAt("/places/new");
    await user.click(await screen.findByRole("button", { name: "Add place" }));
    expect(await screen.findByText(PLACE_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(PLACE_MESSAGES.location)).toBeInTheDocument();
    expect(screen.getByText(PLACE_MESSAGES.sports)).toBeInTheDocument();
    expect(savePlace).not.toHaveBeenCalled();
  });

  it("a place without a location (a city typed but not picked from the list) gets a clear message, nothing is written and nothing typed is lost", async () => {
    const user = setupUser();
    renderAt("/places/new");
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Eastside Courts");
    await user.type(screen.getByRole("textbox", { name: "Street address" }), "5 East St");
    await user.type(screen.getByRole("combobox", { name: "City" }), "Nowhere Town");
    await pickSport(user, "Tennis");
    await user.click(screen.getByRole("button", { name: "Add place" }));
    expect(await screen.findByText(PLACE_MESSAGES.location)).toBeInTheDocument();
    expect(savePlace).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Eastside Courts");
    expect(screen.getByRole("textbox", { name: "Street address" })).toHaveValue("5 East St");
    expect(screen.getByRole("button", { name: "Tennis" })).toBeInTheDocument();
  });

  it("refuses a photo address that is not a web address", async () => {
    const user = setupUser();
    renderAt("/places/new");
    await user.type(await screen.findByRole("textbox", { name: "Photo (web address)" }), "javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Add place" }));
    expect(await screen.findByText(PLACE_MESSAGES.photoURL)).toBeInTheDocument();
    expect(savePlace).not.toHaveBeenCalled();
  });

  it("adds a place: the trimmed values, the picked city's name and point only, then opens its page", async () => {
    const user = setupUser();
    const view = renderAt("/places/new");
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "  Eastside Courts ");
    await user.type(screen.getByRole("textbox", { name: "Street address" }), "5 East St");
    await pickCity(user);
    await pickSport(user, "Tennis");
    await pickSport(user, "Pickleball");
    await user.click(screen.getByRole("radio", { name: "Indoor" }));
    await user.type(screen.getByRole("textbox", { name: "Photo (web address)" }), "https://img.example/east.jpg");
    await user.click(screen.getByRole("button", { name: "Add place" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/places/view/new-place"));
    expect(savePlace).toHaveBeenCalledTimes(1);
    expect(savePlace).toHaveBeenCalledWith({
      place: {
        name: "Eastside Courts",
        address: "5 East St",
        city: { name: "Austin, TX", lat: 30.2672, lng: -97.7431 },
        sports: ["Tennis", "Pickleball"],
        indoor: true,
        photoURL: "https://img.example/east.jpg",
      },
    });
  });

  it("shows the server's refusal and keeps what was entered", async () => {
    const user = setupUser();
    vi.mocked(savePlace).mockRejectedValue(new AppError("permission-denied", PLACE_MESSAGES.saveFailed, undefined, PLACE_MESSAGES.notOrganizer));
    renderAt("/places/new");
    await user.type(await screen.findByRole("textbox", { name: "Name" }), "Eastside Courts");
    await pickCity(user);
    await pickSport(user, "Basketball");
    await user.click(screen.getByRole("button", { name: "Add place" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PLACE_MESSAGES.saveFailed);
    expect(alert).toHaveTextContent(PLACE_MESSAGES.notOrganizer);
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Eastside Courts");
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Austin, TX");
  });

  it("offers no upload where Storage is absent: the photo is a web address", async () => {
    renderAt("/places/new");
    expect(await screen.findByRole("textbox", { name: "Photo (web address)" })).toBeInTheDocument();
    await waitFor(() => expect(placeUploadsAvailable).toHaveBeenCalled());
    expect(screen.queryByRole("button", { name: "Upload a photo" })).not.toBeInTheDocument();
  });
});

describe("places/edit/{id} (spec §7 Places update; only its creator)", () => {
  it("fills the form with the place and saves the changes to it", async () => {
    const user = setupUser();
    const view = renderAt("/places/edit/place-9");
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Riverside Courts");
    expect(screen.getByRole("combobox", { name: "City" })).toHaveValue("Austin, TX");
    expect(screen.getByRole("radio", { name: "Indoor" })).toBeChecked();
    await user.clear(name);
    await user.type(name, "Riverside Tennis Center");
    await user.click(screen.getByRole("button", { name: "Save place" }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe("/places/view/new-place"));
    expect(savePlace).toHaveBeenCalledWith({
      placeId: "place-9",
      place: { name: "Riverside Tennis Center", address: "1 River Rd", city: { name: "Austin, TX", lat: 30.25, lng: -97.75 }, sports: ["Tennis"], indoor: true, photoURL: "" },
    });
  });

  it("tells another organizer that only the one who added the place edits it, with no form", async () => {
    vi.mocked(getPlace).mockResolvedValue({ ...MINE, createdBy: "someone-else" });
    renderAt("/places/edit/place-9");
    expect(await screen.findByRole("alert")).toHaveTextContent(PLACE_MESSAGES.notCreator);
    expect(screen.queryByRole("button", { name: "Save place" })).not.toBeInTheDocument();
  });

  it("says 'Place not found' for an unknown place", async () => {
    vi.mocked(getPlace).mockResolvedValue(null);
    renderAt("/places/edit/nope");
    expect(await screen.findByRole("alert")).toHaveTextContent("Place not found");
  });
});
