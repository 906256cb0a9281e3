import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import type { ActivitySubscription } from "@/lib/session/userProfile";
import type { CityOption } from "@/lib/cities/citySearch";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { requestActivityConfirmation, saveActivitySubscriptions } from "../api/accountRepository";
import { dayToMillis, millisToDay } from "../model/activitySubscriptions";
import ActivitySubscriptionTab from "./ActivitySubscriptionTab";

// The network boundaries: the user document write, the confirmation e-mail, the game types and the city search.
vi.mock("@/features/account/api/accountRepository", () => ({ saveActivitySubscriptions: vi.fn(), requestActivityConfirmation: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));

const AUSTIN: CityOption = { name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" };
const DENVER: CityOption = { name: "Denver, CO", description: "Denver, Colorado, USA", lat: 39.7392, lng: -104.9903, state: "CO", city: "Denver", country: "US" };
const address = ({ name, lat, lng, description }: CityOption) => ({ name, lat, lng, description });

function entry(overrides: Partial<ActivitySubscription> = {}): ActivitySubscription {
  return { id: 1, address: address(AUSTIN), radius: 15, activities: ["Pickleball"], startDate: dayToMillis("2030-06-01"), endDate: null, ...overrides };
}

beforeEach(() => {
  vi.mocked(saveActivitySubscriptions).mockReset().mockResolvedValue(undefined);
  vi.mocked(requestActivityConfirmation).mockReset().mockResolvedValue(undefined);
  vi.mocked(useGetProfileOptionsQuery).mockReturnValue({
    data: { gameTypes: ["Tennis", "Other", "Basketball", "Pickleball"], genders: [] },
    isLoading: false,
    isError: false,
    refetch: vi.fn(),
  });
  vi.mocked(getCitySearch).mockResolvedValue({
    search: (q: string) => Promise.resolve([AUSTIN, DENVER].filter((c) => c.name.toLowerCase().startsWith(q.trim().toLowerCase()))),
  });
});

function renderTab(list: ActivitySubscription[] = []) {
  return renderWithProviders(<ActivitySubscriptionTab />, { preloadedState: { auth: signedInAuth({ activitySubscriptions: list }) } });
}

const dialog = () => screen.getByRole("dialog");
const saveButton = () => within(dialog()).getByRole("button", { name: "Save" });
const miles = () => within(dialog()).getByRole("spinbutton", { name: "Miles" });

async function openAdd(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Add City" }));
  expect(screen.getByRole("dialog", { name: "Add City" })).toBeInTheDocument();
}

async function chooseCity(user: UserEvent, text: string, name: RegExp) {
  await user.type(within(dialog()).getByRole("combobox", { name: /^City/ }), text);
  await user.click(await screen.findByRole("option", { name }));
}

function setMiles(value: string) {
  fireEvent.change(miles(), { target: { value } });
}

describe("ActivitySubscriptionTab (spec §2.9, §4, §5 Activity subscription)", { timeout: 30_000 }, () => {
  it("an empty list offers 'Add City', which opens the add form", async () => {
    const user = userEvent.setup();
    renderTab();
    expect(screen.getByText("No cities yet")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Add City" })).toHaveLength(1);
    await openAdd(user);
  });

  it("lists the subscriptions per city with radius, activities and dates", () => {
    renderTab([
      entry({ id: 1, radius: 15, activities: ["Pickleball", "Tennis"], endDate: dayToMillis("2030-07-04") }),
      entry({ id: 2, address: address(DENVER), radius: 1, activities: [] }),
      entry({ id: 3, radius: 40, activities: ["Basketball"], startDate: dayToMillis("2030-08-01") }),
    ]);
    const austin = screen.getByRole("region", { name: "Austin, TX" });
    expect(within(austin).getByRole("heading", { name: "Austin, TX" })).toBeInTheDocument();
    expect(within(austin).getAllByRole("listitem")).toHaveLength(2);
    expect(within(austin).getByText("Within 15 miles")).toBeInTheDocument();
    expect(within(austin).getByText("Within 40 miles")).toBeInTheDocument();
    expect(within(austin).getByText("Tennis")).toBeInTheDocument();
    expect(within(austin).getByText("Jun 1, 2030 – Jul 4, 2030")).toBeInTheDocument();
    const denver = screen.getByRole("region", { name: "Denver, CO" });
    expect(within(denver).getByText("Within 1 mile")).toBeInTheDocument();
    expect(within(denver).getByText("All activities")).toBeInTheDocument();
    expect(within(denver).getByText("From Jun 1, 2030")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Austin, TX, within 40 miles" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Denver, CO, within 1 mile" })).toBeInTheDocument();
    expect(screen.queryByText("No cities yet")).not.toBeInTheDocument();
  });

  it("the radius defaults to 15 miles and must stay within 1 to 50", async () => {
    const user = userEvent.setup();
    renderTab();
    await openAdd(user);
    const slider = within(dialog()).getByRole("slider", { name: "Radius (miles)" });
    expect(slider).toHaveValue("15");
    expect(slider).toHaveAttribute("min", "1");
    expect(slider).toHaveAttribute("max", "50");
    expect(slider).toHaveAttribute("step", "1");
    expect(miles()).toHaveValue(15);
    expect(miles()).toHaveAttribute("min", "1");
    expect(miles()).toHaveAttribute("max", "50");

    await chooseCity(user, "Aus", /Austin, TX/);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    for (const bad of ["51", "0", "", "2.5"]) {
      setMiles(bad);
      expect(await within(dialog()).findByText("The radius must be a whole number of miles from 1 to 50.")).toBeInTheDocument();
      await waitFor(() => expect(saveButton()).toBeDisabled());
    }
    setMiles("50");
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(slider).toHaveValue("50");
    // The slider moves the number too.
    fireEvent.change(slider, { target: { value: 7 } });
    expect(miles()).toHaveValue(7);
  });

  it("shows invalidLocation until a city is picked from the list; Save stays disabled meanwhile", async () => {
    const user = userEvent.setup();
    renderTab();
    await openAdd(user);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    // Typing a name without picking it is not a location.
    await user.type(within(dialog()).getByRole("combobox", { name: /^City/ }), "Somewhere");
    await user.click(within(dialog()).getByRole("spinbutton", { name: "Miles" }));
    expect(await within(dialog()).findByText("Choose a city from the list.")).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());

    await user.clear(within(dialog()).getByRole("combobox", { name: /^City/ }));
    await chooseCity(user, "Den", /Denver, CO/);
    await waitFor(() => expect(within(dialog()).queryByText("Choose a city from the list.")).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("offers the game types without 'Other', sorted", async () => {
    const user = userEvent.setup();
    renderTab();
    await openAdd(user);
    await user.click(within(dialog()).getByRole("combobox", { name: "Activities" }));
    expect(
      within(screen.getByRole("listbox"))
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Basketball", "Pickleball", "Tennis"]);
  });

  it("the start date defaults to today; both dates are optional, but the end is not before the start", async () => {
    const user = userEvent.setup();
    renderTab();
    await openAdd(user);
    await chooseCity(user, "Aus", /Austin, TX/);
    const start = within(dialog()).getByLabelText(/^Start date/);
    const end = within(dialog()).getByLabelText(/^End date/);
    expect(start).toHaveValue(millisToDay(Date.now()));
    expect(end).toHaveValue("");
    await waitFor(() => expect(saveButton()).toBeEnabled());

    fireEvent.change(start, { target: { value: "2030-06-10" } });
    fireEvent.change(end, { target: { value: "2030-06-09" } });
    expect(await within(dialog()).findByText("The end date cannot be before the start date.")).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    fireEvent.change(end, { target: { value: "2030-06-10" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());

    fireEvent.change(start, { target: { value: "" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    fireEvent.change(end, { target: { value: "" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("adding persists the whole list, requests the confirmation e-mail and ignores its failure", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    vi.mocked(requestActivityConfirmation).mockRejectedValue(new Error("mailer down"));
    const existing = entry({ id: 7, address: address(DENVER) });
    renderTab([existing]);
    await openAdd(user);
    await chooseCity(user, "Aus", /Austin, TX/);
    setMiles("25");
    await user.click(within(dialog()).getByRole("combobox", { name: "Activities" }));
    await user.click(await screen.findByRole("option", { name: "Tennis" }));
    fireEvent.change(within(dialog()).getByLabelText(/^Start date/), { target: { value: "2030-06-01" } });
    fireEvent.change(within(dialog()).getByLabelText(/^End date/), { target: { value: "2030-06-30" } });
    const before = Date.now();
    await user.click(saveButton());

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(saveActivitySubscriptions).toHaveBeenCalledTimes(1);
    const [uid, list] = vi.mocked(saveActivitySubscriptions).mock.calls[0]!;
    expect(uid).toBe("user-1");
    expect(list).toEqual([
      existing,
      { id: expect.any(Number) as number, address: address(AUSTIN), radius: 25, activities: ["Tennis"], startDate: dayToMillis("2030-06-01"), endDate: dayToMillis("2030-06-30") },
    ]);
    const id = list[1]!.id;
    expect(id).toBeGreaterThanOrEqual(before);
    expect(requestActivityConfirmation).toHaveBeenCalledWith(id);
    expect(success).toHaveBeenCalledWith("Updated user data successfully.", { duration: "short" });
    expect(error).not.toHaveBeenCalled();
    // The new entry is listed under its city.
    const austin = await screen.findByRole("region", { name: "Austin, TX" });
    expect(within(austin).getByText("Within 25 miles")).toBeInTheDocument();
    expect(within(austin).getByText("Tennis")).toBeInTheDocument();
  });

  it("editing prefills the form and replaces the entry with the same id", async () => {
    const user = userEvent.setup();
    const austin = entry({ id: 1, radius: 15, activities: ["Pickleball"] });
    const denver = entry({ id: 2, address: address(DENVER), radius: 10 });
    renderTab([austin, denver]);
    await user.click(screen.getByRole("button", { name: "Edit Austin, TX, within 15 miles" }));
    expect(screen.getByRole("dialog", { name: "Edit City" })).toBeInTheDocument();
    expect(within(dialog()).getByRole("combobox", { name: /^City/ })).toHaveValue("Austin, TX");
    expect(miles()).toHaveValue(15);
    expect(await within(dialog()).findByText("Pickleball")).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Start date/)).toHaveValue("2030-06-01");

    setMiles("30");
    await user.click(saveButton());
    await waitFor(() => expect(saveActivitySubscriptions).toHaveBeenCalledTimes(1));
    expect(saveActivitySubscriptions).toHaveBeenCalledWith("user-1", [{ ...austin, radius: 30 }, denver]);
    expect(requestActivityConfirmation).toHaveBeenCalledWith(1);
    expect(await screen.findByText("Within 30 miles")).toBeInTheDocument();
    expect(screen.queryByText("Within 15 miles")).not.toBeInTheDocument();
  });

  it("deleting (after confirming) removes the entry and persists the rest", async () => {
    const user = userEvent.setup();
    const austin = entry({ id: 1 });
    const denver = entry({ id: 2, address: address(DENVER), radius: 10 });
    renderTab([austin, denver]);
    await user.click(screen.getByRole("button", { name: "Delete Denver, CO, within 10 miles" }));
    const confirm = screen.getByRole("dialog", { name: "Delete this subscription?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(saveActivitySubscriptions).toHaveBeenCalledWith("user-1", [austin]));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Denver, CO" })).not.toBeInTheDocument());
    expect(screen.getByRole("region", { name: "Austin, TX" })).toBeInTheDocument();
    expect(requestActivityConfirmation).not.toHaveBeenCalled();
  });

  it("a failed save keeps the form open with what was typed, and can be retried", async () => {
    const user = userEvent.setup();
    vi.mocked(saveActivitySubscriptions).mockRejectedValueOnce(new Error("offline"));
    renderTab();
    await openAdd(user);
    await chooseCity(user, "Aus", /Austin, TX/);
    setMiles("33");
    await user.click(saveButton());

    expect(await within(dialog()).findByRole("alert")).toHaveTextContent("Activity subscriptions could not be saved. Please try again.");
    expect(within(dialog()).getByRole("combobox", { name: /^City/ })).toHaveValue("Austin, TX");
    expect(miles()).toHaveValue(33);
    expect(requestActivityConfirmation).not.toHaveBeenCalled();
    expect(screen.getByText("No cities yet")).toBeInTheDocument();

    await user.click(saveButton());
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(saveActivitySubscriptions).toHaveBeenCalledTimes(2);
    expect(requestActivityConfirmation).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Within 33 miles")).toBeInTheDocument();
  });
});
