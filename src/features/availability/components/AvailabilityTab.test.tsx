import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeTeam, signedInAuth } from "@/test/fixtures";
import { ToastHost } from "@/components/ToastHost";
import { toast } from "@/lib/toast";
import { queued } from "@/test/toasts";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { useGetTeamsForUserQuery } from "@/features/teams/api/myTeamsApi";
import { useGetMyAvailabilityQuery, useSaveMyAvailabilityMutation } from "@/features/availability/api/availabilityApi";
import { emptyAvailability, emptyWeek, type UserAvailability } from "@rallyhub/domain/availability/types";
import AvailabilityTab from "./AvailabilityTab";

// Only the network boundary is replaced: the availability document, the profile options and the user's teams.
vi.mock("@/features/availability/api/availabilityApi", () => ({
  useGetMyAvailabilityQuery: vi.fn(),
  useSaveMyAvailabilityMutation: vi.fn(),
  useGetPlayerAvailabilityQuery: vi.fn(),
}));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("@/features/teams/api/myTeamsApi", () => ({ useGetTeamsForUserQuery: vi.fn() }));

type QueryResult = ReturnType<typeof useGetMyAvailabilityQuery>;
type SaveArg = { uid: string; value: UserAvailability };
type SaveResult = { data: UserAvailability } | { error: { code?: string; message: string; reason?: string } };

const refetch = vi.fn();
const save = vi.fn<(arg: SaveArg) => Promise<SaveResult>>();

function availabilityQuery(state: { data?: UserAvailability | null; isLoading?: boolean; isError?: boolean }) {
  vi.mocked(useGetMyAvailabilityQuery).mockReturnValue({ data: undefined, isLoading: false, isError: false, refetch, ...state } as QueryResult);
}

// The ToastView chunk is lazy: load it once so that no test waits for its first transform.
beforeAll(async () => {
  await import("@/components/ToastView");
}, 60_000);

beforeEach(() => {
  refetch.mockReset();
  save.mockReset();
  save.mockImplementation(({ value }) => Promise.resolve({ data: value }));
  availabilityQuery({ data: null });
  // The trigger returns what RTK Query's does: the result, with unwrap() (which throws the error).
  const trigger = (arg: SaveArg) => {
    const result = save(arg);
    const unwrap = async () => {
      const r = await result;
      if ("error" in r) throw Object.assign(new Error(r.error.message), r.error);
      return r.data;
    };
    return Object.assign(result, { unwrap });
  };
  vi.mocked(useSaveMyAvailabilityMutation).mockReturnValue([trigger, { isLoading: false }] as unknown as ReturnType<typeof useSaveMyAvailabilityMutation>);
  vi.mocked(useGetProfileOptionsQuery).mockReturnValue({
    data: { gameTypes: ["Pickleball"], genders: ["Any", "Female", "Male", "Non-binary"] },
    isLoading: false,
    isError: false,
  } as unknown as ReturnType<typeof useGetProfileOptionsQuery>);
  vi.mocked(useGetTeamsForUserQuery).mockReturnValue({
    data: [makeTeam({ id: "team-1", name: "Riverside Smash" }), makeTeam({ id: "team-2", name: "Lakeshore Volley" })],
    isLoading: false,
  } as unknown as ReturnType<typeof useGetTeamsForUserQuery>);
});

afterEach(() => {
  act(() => toast.reset());
  vi.useRealTimers();
});

function renderTab() {
  return renderWithProviders(
    <>
      <AvailabilityTab />
      <ToastHost />
    </>,
    { preloadedState: { auth: signedInAuth() } },
  );
}

const saveButton = () => screen.getByRole("button", { name: "Save availability" });
const dayBox = (name: string) => screen.getByRole("checkbox", { name });
const lastSaved = () => save.mock.calls.at(-1)?.[0];

/** Someone who already saved: weekday evenings, a trip, Chicago time. */
function existing(): UserAvailability {
  return {
    ...emptyAvailability("America/Chicago"),
    weeklyAvailability: {
      ...emptyWeek(),
      monday: { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "21:00" }] },
      thursday: { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "21:00" }] },
    },
    dateSpecificAvailability: [
      {
        date: "2026-07-01",
        endDate: "2026-07-05",
        timeRanges: [{ startTime: "08:00", endTime: "22:00" }],
        isTraveling: true,
        location: { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" },
      },
      { date: "2026-06-24", timeRanges: [], isTraveling: false },
    ],
  };
}

describe("AvailabilityTab (spec §2.9, §4 Availability (weekly))", () => {
  it("shows a spinner while loading", () => {
    availabilityQuery({ isLoading: true });
    renderTab();
    expect(screen.getByRole("status", { name: "Loading your availability" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save availability" })).not.toBeInTheDocument();
  });

  it("asks for the signed-in user's record", () => {
    renderTab();
    expect(vi.mocked(useGetMyAvailabilityQuery)).toHaveBeenCalledWith("user-1", { skip: false });
  });

  it("a load error offers Retry", async () => {
    const user = userEvent.setup();
    availabilityQuery({ isError: true });
    renderTab();
    expect(screen.getByRole("alert")).toHaveTextContent("Your availability could not be loaded");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Save availability" })).not.toBeInTheDocument();
  });

  it("creating (no record yet) shows an empty week", () => {
    renderTab();
    expect(screen.getByRole("heading", { name: "Availability" })).toBeInTheDocument();
    expect(screen.getByText(/Set the hours you can usually play\./)).toBeInTheDocument();
    for (const d of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) expect(dayBox(d)).not.toBeChecked();
    expect(screen.getAllByText("Unavailable")).toHaveLength(7);
    expect(screen.getByText(/No date-specific hours/)).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it("editing shows the saved week and date-specific entries", () => {
    availabilityQuery({ data: existing() });
    renderTab();
    expect(screen.queryByText(/Set the hours you can usually play/)).not.toBeInTheDocument();
    expect(screen.getByText(/America\/Chicago/)).toBeInTheDocument();
    expect(dayBox("Monday")).toBeChecked();
    expect(screen.getByLabelText("Monday from, range 1")).toHaveValue("18:00");
    expect(dayBox("Tuesday")).not.toBeChecked();

    const list = screen.getByRole("list", { name: "Date-specific hours" });
    const items = within(list).getAllByRole("listitem");
    // In date order.
    expect(items[0]).toHaveTextContent("Wed, Jun 24");
    expect(items[0]).toHaveTextContent("Unavailable");
    expect(items[1]).toHaveTextContent("Wed, Jul 1 – Sun, Jul 5");
    expect(items[1]).toHaveTextContent("8:00 AM–10:00 PM");
    expect(within(items[1]!).getByText("Traveling to Denver, CO")).toBeInTheDocument();
  });

  it("save success: the value is sent and 'Successfully saved availability' shows", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(dayBox("Monday"));
    await user.click(saveButton());

    expect(await screen.findByText("Successfully saved availability")).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    const arg = lastSaved();
    expect(arg?.uid).toBe("user-1");
    expect(arg?.value.weeklyAvailability).toEqual({ ...emptyWeek(), monday: { isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] } });
    expect(arg?.value.dateSpecificAvailability).toEqual([]);
    expect(arg?.value.privacySettings).toEqual(emptyAvailability("UTC").privacySettings);
    expect(arg?.value.timeZone).toMatch(/\S/);
  });

  it("save failure: a persistent message with OK; the edits stay so saving again works", async () => {
    const user = userEvent.setup();
    save.mockResolvedValueOnce({ error: { message: "Something went wrong saving availability" } });
    renderTab();
    await user.click(dayBox("Monday"));
    fireEvent.change(screen.getByLabelText("Monday to, range 1"), { target: { value: "21:30" } });
    await user.click(saveButton());

    const message = await screen.findByText("Something went wrong saving availability");
    expect(message.closest("[role=alert]")).not.toBeNull();
    expect(screen.queryByText("Successfully saved availability")).not.toBeInTheDocument();
    // The form keeps what was typed.
    expect(dayBox("Monday")).toBeChecked();
    expect(screen.getByLabelText("Monday to, range 1")).toHaveValue("21:30");

    await user.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByText("Something went wrong saving availability")).not.toBeInTheDocument());

    await user.click(saveButton());
    expect(await screen.findByText("Successfully saved availability")).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls[1]?.[0]).toEqual(save.mock.calls[0]?.[0]);
    expect(lastSaved()?.value.weeklyAvailability.monday).toEqual({ isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "21:30" }] });
  });

  it("save failure: the spec's words stay the message, with the server's reason under them", async () => {
    const user = userEvent.setup();
    save.mockResolvedValueOnce({ error: { code: "permission-denied", message: "Missing or insufficient permissions.", reason: "Your account is suspended." } });
    renderTab();
    await user.click(dayBox("Monday"));
    await user.click(saveButton());

    await waitFor(() =>
      expect(queued()).toContainEqual(
        expect.objectContaining({ message: "Something went wrong saving availability", detail: "Your account is suspended.", severity: "error", duration: "persistent", actionLabel: "OK" }),
      ),
    );
    expect(await screen.findByText("Your account is suspended.")).toBeInTheDocument();
    expect(dayBox("Monday")).toBeChecked();
  });

  it("the saved value has empty ranges dropped, and a day left without ranges is unavailable", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(dayBox("Monday"));
    await user.click(screen.getByRole("button", { name: "Add hours to Monday" }));
    fireEvent.change(screen.getByLabelText("Monday from, range 2"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Monday to, range 2"), { target: { value: "" } });
    await user.click(dayBox("Tuesday"));
    fireEvent.change(screen.getByLabelText("Tuesday from, range 1"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Tuesday to, range 1"), { target: { value: "" } });
    // Empty ranges are not errors.
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    const week = lastSaved()?.value.weeklyAvailability;
    expect(week?.monday).toEqual({ isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] });
    expect(week?.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it("wrong times block saving until fixed", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(dayBox("Monday"));
    fireEvent.change(screen.getByLabelText("Monday to, range 1"), { target: { value: "16:00" } });
    expect(await screen.findByText("Fix the times marked in red to save.")).toBeInTheDocument();
    expect(screen.getByLabelText("Monday to, range 1")).toHaveAccessibleDescription("End time must be after the start time");
    expect(saveButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Monday to, range 1"), { target: { value: "19:00" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText("Fix the times marked in red to save.")).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it("a saved week with wrong times is marked at once, and Save is off until they are fixed", async () => {
    const saved = existing();
    saved.weeklyAvailability.monday = { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "17:00" }] };
    availabilityQuery({ data: saved });
    renderTab();
    expect(await screen.findByText("Fix the times marked in red to save.")).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    fireEvent.change(screen.getByLabelText("Monday to, range 1"), { target: { value: "19:00" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(save).not.toHaveBeenCalled();
  });

  it("overlapping ranges say so and are not sent, even by submitting the form; fixed, they save", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(dayBox("Tuesday"));
    await user.click(screen.getByRole("button", { name: "Add hours to Tuesday" }));
    fireEvent.change(screen.getByLabelText("Tuesday from, range 2"), { target: { value: "18:00" } });
    expect(await screen.findByText("Fix the times marked in red to save.")).toBeInTheDocument();
    expect(screen.getAllByText("Overlapping times with another range.").length).toBeGreaterThan(0);
    // The button is off; a submit by other means (Enter) is refused by the form's schema all the same.
    fireEvent.submit(saveButton().closest("form")!);
    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText("Tuesday from, range 2"), { target: { value: "20:00" } });
    fireEvent.change(screen.getByLabelText("Tuesday to, range 2"), { target: { value: "21:00" } });
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    expect(lastSaved()?.value.weeklyAvailability.tuesday).toEqual({
      isAvailable: true,
      timeRanges: [
        { startTime: "17:00", endTime: "20:00" },
        { startTime: "20:00", endTime: "21:00" },
      ],
    });
  });

  it("visibility filters appear only after choosing 'Only people who match my filters'; genders exclude 'Any'", async () => {
    const user = userEvent.setup();
    renderTab();
    expect(screen.getByRole("radio", { name: "Everyone" })).toBeChecked();
    expect(screen.queryByRole("group", { name: "Genders" })).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Communities" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Only people who match my filters" }));
    const genders = screen.getByRole("group", { name: "Genders" });
    expect(
      within(genders)
        .getAllByRole("checkbox")
        .map((c) => c.closest("label")?.textContent),
    ).toEqual(["Female", "Male", "Non-binary"]);
    expect(within(genders).queryByRole("checkbox", { name: "Any" })).not.toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Communities" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Only my connections" })).not.toBeChecked();

    // Back to everyone hides them again.
    await user.click(screen.getByRole("radio", { name: "Everyone" }));
    expect(screen.queryByRole("group", { name: "Genders" })).not.toBeInTheDocument();
  });

  it("saves the chosen visibility filters", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole("radio", { name: "Only people who match my filters" }));
    await user.click(screen.getByRole("checkbox", { name: "Female" }));
    await user.click(screen.getByRole("checkbox", { name: "Non-binary" }));
    await user.click(screen.getByRole("combobox", { name: "Communities" }));
    await user.click(await screen.findByRole("option", { name: "People in communities I choose" }));
    await user.click(await screen.findByRole("checkbox", { name: "Lakeshore Volley" }));
    await user.click(screen.getByRole("switch", { name: "Only my connections" }));
    await user.click(screen.getByRole("switch", { name: "Viewers must match at least one filter" }));
    expect(screen.getByRole("switch", { name: "Viewers must match every filter" })).toBeChecked();

    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    expect(lastSaved()?.value.privacySettings).toEqual({
      visibilityMode: "filtered",
      allowedGenders: ["Female", "Non-binary"],
      communityFilter: "specific",
      allowedCommunities: ["team-2"],
      connectsOnly: true,
      requireAllFilters: true,
    });
  });

  it("removing a date-specific entry leaves it out of the saved value", async () => {
    const user = userEvent.setup();
    availabilityQuery({ data: existing() });
    renderTab();
    await user.click(screen.getByRole("button", { name: "Remove Wed, Jul 1 – Sun, Jul 5" }));
    expect(screen.queryByText("Traveling to Denver, CO")).not.toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    expect(lastSaved()?.value.dateSpecificAvailability).toEqual([{ date: "2026-06-24", timeRanges: [], isTraveling: false }]);
    expect(lastSaved()?.value.timeZone).toBe("America/Chicago");
  });

  it("adding a date opens the dialog on today (player's time zone) and lists the new entry", async () => {
    // A fixed clock: 2026-06-10 03:00 UTC is still June 9 in Chicago.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-10T03:00:00Z"));
    const user = userEvent.setup();
    availabilityQuery({ data: existing() });
    renderTab();
    await user.click(screen.getByRole("button", { name: "Add date" }));
    const dialog = screen.getByRole("dialog", { name: "Add date-specific hours" });
    expect(within(dialog).getByLabelText(/^Date\s*\*?$/)).toHaveValue("2026-06-09");

    fireEvent.change(within(dialog).getByLabelText(/^Date\s*\*?$/), { target: { value: "2026-06-12" } });
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    const items = within(screen.getByRole("list", { name: "Date-specific hours" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent)).toEqual([expect.stringContaining("Fri, Jun 12"), expect.stringContaining("Wed, Jun 24"), expect.stringContaining("Wed, Jul 1")]);
    expect(items[0]).toHaveTextContent("5:00 PM–8:00 PM");

    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    expect(lastSaved()?.value.dateSpecificAvailability).toContainEqual({ date: "2026-06-12", timeRanges: [{ startTime: "17:00", endTime: "20:00" }], isTraveling: false });
  });

  it("editing a date-specific entry replaces it", async () => {
    // A fixed clock before the entry, so its date is not in the past.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-10T15:00:00Z"));
    const user = userEvent.setup();
    availabilityQuery({ data: existing() });
    renderTab();
    await user.click(screen.getByRole("button", { name: "Edit Wed, Jun 24" }));
    const dialog = screen.getByRole("dialog", { name: "Edit date-specific hours" });
    fireEvent.change(within(dialog).getByLabelText("Date-specific from, range 1"), { target: { value: "07:00" } });
    fireEvent.change(within(dialog).getByLabelText("Date-specific to, range 1"), { target: { value: "09:00" } });
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(saveButton());
    await screen.findByText("Successfully saved availability");
    const entries = lastSaved()?.value.dateSpecificAvailability;
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual({ date: "2026-06-24", timeRanges: [{ startTime: "07:00", endTime: "09:00" }], isTraveling: false });
  });
});
