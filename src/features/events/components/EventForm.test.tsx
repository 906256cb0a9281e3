import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel, type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { listPlacesInCity } from "@/features/places/api/cityPlacesRepository";
import type { PlaceSummary } from "@/features/places/public";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { blankEventInput, EVENT_MESSAGES, eventInputSchema, type EventInput } from "@rallyhub/domain/events/schema";
import { EventForm, type EventFormProps } from "./EventForm";
import { EVENTS_MESSAGES } from "../messages";

// The network boundary: the places of the organizer's city (Firestore) and the city search.
vi.mock("@/features/places/api/cityPlacesRepository", () => ({ listPlacesInCity: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

const zilker: PlaceSummary = {
  id: "place-zilker",
  name: "Zilker Park Courts",
  address: "2100 Barton Springs Rd",
  city: "Austin, TX",
  lat: 30.267,
  lng: -97.772,
  sports: ["Pickleball"],
  indoor: false,
};
const atZilker = { name: zilker.name, address: zilker.address, lat: zilker.lat, lng: zilker.lng, placeId: zilker.id };
const austin = { name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" };

/** Tuesday June 4 2030 (well in the future), in Chicago. */
const DAY = "2030-06-04";
const blank = () => blankEventInput(DAY, "America/Chicago");
/** A blank form with what the schema requires already chosen (for tests about other fields). */
const filled = (): EventInput => ({ ...blank(), title: "Pickup", gameType: "Pickleball", location: atZilker });

function renderForm(props: Partial<EventFormProps> = {}) {
  const onSubmit = vi.fn<EventFormProps["onSubmit"]>().mockResolvedValue();
  const result = renderWithProviders(<EventForm mode="create" initial={blank()} gameTypes={["Pickleball", "Tennis", "Basketball"]} teams={[]} cityName="Austin, TX" onSubmit={onSubmit} {...props} />, {
    preloadedState: { auth: signedInAuth() },
  });
  return { ...result, onSubmit };
}

// The form is long and every change re-renders it: pointer-events checks (a computed style per
// ancestor) and per-key typing would make each test several times slower without testing more.
const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const submit = (user: UserEvent) => user.click(screen.getByRole("button", { name: "Create game" }));
/** The input its visible label names (getByLabelText walks every element of this long form: slow). */
function field(label: string): HTMLInputElement {
  const labelled = document.getElementById(screen.getByText<HTMLLabelElement>(new RegExp(`^${label}`), { selector: "label" }).htmlFor);
  if (!(labelled instanceof HTMLInputElement || labelled instanceof HTMLTextAreaElement)) throw new Error(`No field is labelled ${label}`);
  return labelled as HTMLInputElement;
}

/** Sets a field's text at once. */
function setText(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

/** The values saved last. */
function submitted(onSubmit: ReturnType<typeof renderForm>["onSubmit"]): EventInput {
  const call = onSubmit.mock.calls.at(-1);
  if (!call) throw new Error("onSubmit was not called");
  return call[0];
}

beforeEach(() => {
  vi.mocked(listPlacesInCity).mockReset().mockResolvedValue([zilker]);
  vi.mocked(getCitySearch)
    .mockReset()
    .mockResolvedValue({ search: vi.fn(() => Promise.resolve([austin])) });
});

describe("EventForm (spec §3 Event, §9 defaults)", () => {
  it("starts from the spec's defaults: 0 h 0 min, no limit, guests off with limit 0, free", () => {
    renderForm();
    expect(screen.getByRole("form", { name: "Create a game" })).toBeInTheDocument();
    expect(field("Hours")).toHaveValue(0);
    expect(field("Minutes")).toHaveValue(0);
    expect(field("Spots")).toHaveValue(null);
    const players = screen.getByRole("region", { name: "Players" });
    expect(within(players).getByRole("switch", { name: "Waitlist when full" })).toBeDisabled();
    expect(within(players).getByRole("switch", { name: "Players may bring guests" })).not.toBeChecked();
    expect(within(players).queryByText(/^Guests per player/)).not.toBeInTheDocument();
    expect(within(players).getByRole("switch", { name: "I approve each player" })).not.toBeChecked();
    const rules = screen.getByRole("region", { name: "Rules" });
    expect(within(rules).getByRole("switch", { name: /^Private/ })).not.toBeChecked();
    expect(within(rules).getByRole("switch", { name: "Players may join after it starts" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Repeats weekly" })).not.toBeChecked();
    const price = within(screen.getByRole("region", { name: "Price" })).getByRole("spinbutton", { name: "Price per spot (USD)" });
    expect(price).toHaveValue(0);
    expect(price).toBeEnabled();
    expect(field("Date")).toHaveValue(DAY);
    expect(field("Start time")).toHaveValue("18:00");
    expect(screen.getByRole("combobox", { name: /Time zone/ })).toHaveTextContent("America/Chicago");
  });

  it("submitting it empty shows the schema's messages and saves nothing", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm();
    await submit(user);
    expect(await screen.findByText("Give the game a title")).toBeInTheDocument();
    expect(screen.getByText("Choose a game type")).toBeInTheDocument();
    expect(screen.getByText("Choose a place or an address from the list")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("filled in through its pickers: a past date says 'The start cannot be in the past'; a future one saves values that pass the shared schema", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm();
    setText(field("Title"), "Pickup");
    await user.click(screen.getByRole("combobox", { name: /^Game type/ }));
    await user.click(await screen.findByRole("option", { name: "Pickleball" }));
    await user.click(screen.getByRole("combobox", { name: /^Place/ }));
    await user.click(await screen.findByRole("option", { name: /Zilker Park Courts/ }));
    expect(listPlacesInCity).toHaveBeenCalledWith("Austin, TX");

    fireEvent.change(field("Date"), { target: { value: "2020-01-07" } });
    await submit(user);
    expect(await screen.findByText("The start cannot be in the past")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(field("Date"), { target: { value: DAY } });
    setText(field("Spots"), "12");
    await user.click(screen.getByRole("switch", { name: "Waitlist when full" }));
    setText(field("Hours"), "1");
    setText(field("Minutes"), "30");
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [values, scope] = onSubmit.mock.calls[0] ?? [];
    expect(scope).toBe("one");
    expect(eventInputSchema(Date.now()).safeParse(values).success).toBe(true);
    expect(values).toEqual({ ...blank(), title: "Pickup", gameType: "Pickleball", duration: { hours: 1, minutes: 30 }, capacity: 12, allowWaitlist: true, location: atZilker });
    expect(screen.queryByText("The start cannot be in the past")).not.toBeInTheDocument();
  });

  it("turning guests on sets the limit to 1 and checks it is 1 to 10; off again, it is 0", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm({ initial: filled() });
    await user.click(screen.getByRole("switch", { name: "Players may bring guests" }));
    const limit = field("Guests per player");
    expect(limit).toHaveValue(1);

    setText(limit, "11");
    await submit(user);
    expect(await screen.findByText("Guests per player must be 1 to 10 when guests are allowed")).toBeInTheDocument();
    setText(limit, "0");
    await submit(user);
    expect(await screen.findByText(EVENT_MESSAGES.guestLimit)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    setText(limit, "10");
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toMatchObject({ allowParticipantGuests: true, guestLimit: 10 });

    await user.click(screen.getByRole("switch", { name: "Players may bring guests" }));
    expect(screen.queryByText(/^Guests per player/)).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(submitted(onSubmit)).toMatchObject({ allowParticipantGuests: false, guestLimit: 0 });
  });

  it("a paid game (issue 12): dollars and cents, whether guests pay, and no approval or waitlist", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm({ initial: filled() });
    const price = field("Price per spot");
    setText(price, "12.345");
    await submit(user);
    expect(await screen.findByText(EVENT_MESSAGES.price)).toBeInTheDocument();
    setText(price, "12.50");
    await user.click(screen.getByRole("switch", { name: "I approve each player" }));
    await submit(user);
    expect(await screen.findByText(EVENT_MESSAGES.paidSeats)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole("switch", { name: "I approve each player" }));
    expect(screen.queryByRole("switch", { name: "Guests pay for their spot too" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Players may bring guests" }));
    await user.click(screen.getByRole("switch", { name: "Guests pay for their spot too" }));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(submitted(onSubmit)).toMatchObject({ price: 12.5, chargeGuests: true, allowParticipantGuests: true, creatorApprovalNeeded: false });
  });

  it("once players have joined a paid game its price is locked", () => {
    renderForm({ mode: "edit", initial: { ...filled(), price: 10 }, priceLocked: true });
    expect(field("Price per spot")).toBeDisabled();
    expect(screen.getByText("The price cannot change once players have joined.")).toBeInTheDocument();
  });

  it("'Repeats weekly' preselects the date's weekday and lists the games; an unticked date is skipped in what is saved (ticked again, it is not)", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm({ initial: filled() });
    await user.click(screen.getByRole("switch", { name: "Repeats weekly" }));

    // June 4 2030 is a Tuesday.
    const weekdays = screen.getByRole("group", { name: "On" });
    expect(
      within(weekdays)
        .getAllByRole("button")
        .map((b) => `${b.getAttribute("aria-label") ?? ""}:${b.getAttribute("aria-pressed") ?? ""}`),
    ).toEqual(["Sunday:false", "Monday:false", "Tuesday:true", "Wednesday:false", "Thursday:false", "Friday:false", "Saturday:false"]);
    expect(screen.getByText("Weekly on Tuesdays, 4 times. Untick a date to skip it.")).toBeInTheDocument();
    const games = screen.getByRole("group", { name: "Games in the series" });
    const listed = () =>
      within(games)
        .getAllByRole("checkbox")
        .map((c) => `${c.closest("label")?.textContent ?? ""}:${(c as HTMLInputElement).checked ? "on" : "off"}`);
    expect(listed()).toEqual(["Tue, Jun 4:on", "Tue, Jun 11:on", "Tue, Jun 18:on", "Tue, Jun 25:on"]);

    await user.click(within(games).getByRole("checkbox", { name: "Tue, Jun 18" }));
    await user.click(within(games).getByRole("checkbox", { name: "Tue, Jun 18" }));
    await user.click(within(games).getByRole("checkbox", { name: "Tue, Jun 11" }));
    // A skipped date does not count: still four games, the last a week later.
    expect(listed()).toEqual(["Tue, Jun 4:on", "Tue, Jun 11:off", "Tue, Jun 18:on", "Tue, Jun 25:on", "Tue, Jul 2:on"]);

    await user.click(within(weekdays).getByRole("button", { name: "Thursday" }));
    expect(screen.getByText("Weekly on Tuesdays and Thursdays, 4 times. Untick a date to skip it.")).toBeInTheDocument();

    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = submitted(onSubmit);
    expect(values.reoccurringInfo).toEqual({ frequency: "weekly", days: [2, 4], until: null, count: 4 });
    expect(values.excludedDates).toEqual(["2030-06-11"]);
    expect(eventInputSchema(Date.now()).safeParse(values).success).toBe(true);
  });

  it("a failed save keeps what was typed and shows the message with the server's reason", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm({ initial: filled() });
    onSubmit.mockRejectedValue({ code: "failed-precondition", message: EVENTS_MESSAGES.failure.eventSave, reason: "Spots cannot be fewer than the 5 players going." });
    setText(field("Title"), "Tuesday pickup");
    setText(field("Description"), "Bring water");
    await submit(user);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(EVENTS_MESSAGES.failure.eventSave);
    expect(alert).toHaveTextContent("Spots cannot be fewer than the 5 players going.");
    expect(field("Title")).toHaveValue("Tuesday pickup");
    expect(field("Description")).toHaveValue("Bring water");
    expect(screen.getByRole("combobox", { name: /^Place/ })).toHaveValue("Zilker Park Courts");

    // Trying again, the message goes when it works.
    onSubmit.mockResolvedValue();
    await submit(user);
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(submitted(onSubmit)).toMatchObject({ title: "Tuesday pickup", description: "Bring water" });
  });

  it("a game at an address: a city picked from the list, named by the organizer, without a place", async () => {
    const user = setupUser();
    const { onSubmit } = renderForm({ initial: { ...filled(), location: null as unknown as EventInput["location"] } });
    await user.click(screen.getByRole("button", { name: "An address" }));
    setText(field("Name of the spot"), "Court 3");
    await user.type(screen.getByRole("combobox", { name: /^Address \(city\)/ }), "Aus");
    await user.click(await screen.findByRole("option", { name: /Austin, TX/ }));
    await submit(user);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(submitted(onSubmit).location).toEqual({ name: "Court 3", address: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, placeId: null });
  });
});
