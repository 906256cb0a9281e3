import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import type { CityOption } from "@/lib/cities/citySearch";
import { getCitySearch } from "@/lib/cities/citySearchService";
import { draftFromEntry, newDraft, type DateSpecificDraft } from "../model/dateSpecific";
import type { DateSpecificEntry } from "@rallyhub/domain/availability/types";
import { DateSpecificDialog } from "./DateSpecificDialog";

// The network boundary: city search downloads a list or calls Google.
vi.mock("@/lib/cities/citySearchService", () => ({ getCitySearch: vi.fn() }));
const AUSTIN: CityOption = { name: "Austin, TX", description: "Austin, Texas, USA", lat: 30.2672, lng: -97.7431, state: "TX", city: "Austin", country: "US" };

beforeEach(() => {
  vi.mocked(getCitySearch).mockResolvedValue({ search: (q: string) => Promise.resolve(q.toLowerCase().startsWith("au") ? [AUSTIN] : []) });
});

// A fixed "today" (Wednesday): nothing here reads the clock.
const TODAY = "2026-06-10";

function renderDialog({ initial = newDraft(TODAY), editing = false }: { initial?: DateSpecificDraft; editing?: boolean } = {}) {
  const onSave = vi.fn<(entry: DateSpecificEntry) => void>();
  const onCancel = vi.fn();
  renderWithProviders(<DateSpecificDialog initial={initial} today={TODAY} editing={editing} onCancel={onCancel} onSave={onSave} />);
  return { onSave, onCancel };
}

const addButton = () => screen.getByRole("button", { name: "Add" });
const sw = (name: string) => screen.getByRole("switch", { name });
const startDate = () => screen.getByLabelText(/^(Start date|Date)\s*\*?$/);
const endDate = () => screen.getByLabelText(/^End date\s*\*?$/);
const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function chooseAustin(user: UserEvent) {
  await user.type(screen.getByRole("combobox", { name: /Destination/ }), "Aus");
  await user.click(await screen.findByRole("option", { name: /Austin, TX/ }));
}

describe("DateSpecificDialog (spec §2.9, §4 and §5 Date-specific dialog)", () => {
  it("opens on today with the default hours, ready to add", () => {
    renderDialog();
    expect(screen.getByRole("dialog", { name: "Add date-specific hours" })).toBeInTheDocument();
    expect(startDate()).toHaveValue(TODAY);
    // The start minimum is today.
    expect(startDate()).toHaveAttribute("min", TODAY);
    expect(screen.getByLabelText("Date-specific from, range 1")).toHaveValue("17:00");
    expect(screen.getByLabelText("Date-specific to, range 1")).toHaveValue("20:00");
    expect(sw("Date range")).not.toBeChecked();
    expect(sw("I'm traveling")).not.toBeChecked();
    expect(screen.queryByRole("switch", { name: "Different hours each day" })).not.toBeInTheDocument();
    expect(addButton()).toBeEnabled();
  });

  it("'Add' stays disabled until the date is valid", () => {
    renderDialog({ initial: { ...newDraft(TODAY), date: "" } });
    expect(addButton()).toBeDisabled();
    expect(screen.getAllByText(/Choose a date/).length).toBeGreaterThan(0);

    setValue(startDate(), "2026-06-09");
    expect(addButton()).toBeDisabled();
    expect(screen.getAllByText(/The date must be today or later/).length).toBeGreaterThan(0);

    setValue(startDate(), "2026-06-12");
    expect(addButton()).toBeEnabled();
  });

  it("adding a single day gives the entry to onSave", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    setValue(startDate(), "2026-06-12");
    setValue(screen.getByLabelText("Date-specific from, range 1"), "09:00");
    setValue(screen.getByLabelText("Date-specific to, range 1"), "11:30");
    await user.click(addButton());
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave).toHaveBeenCalledWith({ date: "2026-06-12", timeRanges: [{ startTime: "09:00", endTime: "11:30" }], isTraveling: false });
  });

  it("'Add' is disabled without any hours, with the reason shown", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole("button", { name: "Remove Date-specific 5:00 PM to 8:00 PM" }));
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Add at least one time range");
  });

  it("'Add' is disabled while the times are wrong", () => {
    renderDialog();
    setValue(screen.getByLabelText("Date-specific to, range 1"), "16:00");
    expect(screen.getByText("End time must be after the start time")).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
  });

  it('toggling "I\'m traveling" checks and disables "Date range" and asks for a destination', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(sw("I'm traveling"));
    expect(sw("I'm traveling")).toBeChecked();
    expect(sw("Date range")).toBeChecked();
    expect(sw("Date range")).toBeDisabled();
    expect(screen.getByRole("combobox", { name: /Destination/ })).toBeInTheDocument();
    expect(startDate()).toHaveValue(TODAY);
    expect(endDate()).toHaveValue("");
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Choose an end date");
    expect(screen.getByRole("status")).toHaveTextContent("Choose where you're traveling to");
  });

  it("a trip: choosing the end date and a destination enables 'Add' and saves the trip", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(sw("I'm traveling"));
    setValue(endDate(), "2026-06-14");
    expect(addButton()).toBeDisabled();

    await chooseAustin(user);
    expect(addButton()).toBeEnabled();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    await user.click(addButton());
    expect(onSave).toHaveBeenCalledWith({
      date: TODAY,
      endDate: "2026-06-14",
      timeRanges: [{ startTime: "17:00", endTime: "20:00" }],
      isTraveling: true,
      location: { city: "Austin", state: "TX", country: "US", lat: 30.2672, lng: -97.7431, formattedAddress: "Austin, Texas, USA" },
    });
  });

  it("a destination may be anywhere in the world, and is stored with its country", async () => {
    const london: CityOption = { name: "London, United Kingdom", description: "London, United Kingdom", lat: 51.5085, lng: -0.1257, state: "", city: "London", country: "GB" };
    vi.mocked(getCitySearch).mockResolvedValue({ search: (q: string) => Promise.resolve(q.toLowerCase().startsWith("lon") ? [london] : []) });
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(sw("I'm traveling"));
    setValue(endDate(), "2026-06-14");
    await user.type(screen.getByRole("combobox", { name: /Destination/ }), "Lon");
    await user.click(await screen.findByRole("option", { name: "London, United Kingdom" }));
    expect(getCitySearch).toHaveBeenCalledWith("world");
    await user.click(addButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ isTraveling: true, location: { city: "London", state: "", country: "GB", lat: 51.5085, lng: -0.1257, formattedAddress: "London, United Kingdom" } }),
    );
  });

  it("turning travel off hides and clears the destination and frees the range switch", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(sw("I'm traveling"));
    setValue(endDate(), "2026-06-14");
    await chooseAustin(user);
    await user.click(sw("I'm traveling"));
    expect(screen.queryByRole("combobox", { name: /Destination/ })).not.toBeInTheDocument();
    expect(sw("Date range")).toBeEnabled();
    expect(sw("Date range")).toBeChecked();

    // Back on: the old destination is gone.
    await user.click(sw("I'm traveling"));
    expect(screen.getByRole("combobox", { name: /Destination/ })).toHaveValue("");
    expect(addButton()).toBeDisabled();

    await user.click(sw("I'm traveling"));
    await user.click(addButton());
    expect(onSave.mock.calls[0]?.[0]).toEqual({ date: TODAY, endDate: "2026-06-14", timeRanges: [{ startTime: "17:00", endTime: "20:00" }], isTraveling: false });
  });

  it("turning the range off hides and clears the end date", async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(sw("Date range"));
    setValue(endDate(), "2026-06-14");
    await user.click(sw("Date range"));
    expect(screen.queryByLabelText(/^End date/)).not.toBeInTheDocument();
    await user.click(sw("Date range"));
    expect(endDate()).toHaveValue("");
    await user.click(sw("Date range"));
    await user.click(addButton());
    expect(onSave.mock.calls[0]?.[0]).not.toHaveProperty("endDate");
  });

  it("the end date may be at most one month after the start", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(sw("Date range"));
    expect(endDate()).toHaveAttribute("max", "2026-07-10");
    expect(endDate()).toHaveAttribute("min", TODAY);
    expect(screen.getByText("Up to Fri, Jul 10")).toBeInTheDocument();
    // Not chosen yet is not wrong yet: the field is not marked, Add waits and the note asks for it.
    expect(endDate()).not.toHaveAttribute("aria-invalid", "true");
    expect(addButton()).toBeDisabled();

    setValue(endDate(), "2026-07-11");
    expect(screen.getAllByText(/The end date can be at most one month after the start date/).length).toBeGreaterThan(0);
    expect(endDate()).toHaveAttribute("aria-invalid", "true");
    expect(addButton()).toBeDisabled();

    setValue(endDate(), "2026-07-10");
    expect(endDate()).not.toHaveAttribute("aria-invalid", "true");
    expect(addButton()).toBeEnabled();
  });

  it("moving the start past the end clears the end date", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(sw("Date range"));
    setValue(endDate(), "2026-06-14");
    setValue(startDate(), "2026-06-20");
    expect(endDate()).toHaveValue("");
    expect(addButton()).toBeDisabled();
  });

  it('with "Different hours each day" one section per day appears, and each day\'s hours are saved', async () => {
    const user = userEvent.setup();
    const { onSave } = renderDialog();
    await user.click(sw("Date range"));
    await user.click(sw("Different hours each day"));
    expect(screen.getByText("Choose the end date to set hours for each day.")).toBeInTheDocument();

    setValue(endDate(), "2026-06-12");
    const headings = screen.getAllByRole("heading", { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(["Wed, Jun 10", "Thu, Jun 11", "Fri, Jun 12"]);
    expect(screen.queryByLabelText("Date-specific from, range 1")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Thu, Jun 11 from, range 1")).toHaveValue("17:00");

    setValue(screen.getByLabelText("Thu, Jun 11 from, range 1"), "08:00");
    setValue(screen.getByLabelText("Thu, Jun 11 to, range 1"), "10:00");
    await user.click(screen.getByRole("button", { name: "Add hours to Fri, Jun 12" }));

    // Lengthening the range keeps what was typed.
    setValue(endDate(), "2026-06-13");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(4);
    expect(screen.getByLabelText("Thu, Jun 11 from, range 1")).toHaveValue("08:00");
    expect(screen.getByLabelText("Fri, Jun 12 from, range 2")).toHaveValue("20:00");

    await user.click(addButton());
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      date: TODAY,
      endDate: "2026-06-13",
      timeRanges: [{ startTime: "17:00", endTime: "20:00" }],
      isTraveling: false,
      dailyTimeRanges: [
        { date: "2026-06-10", timeRanges: [{ startTime: "17:00", endTime: "20:00" }] },
        { date: "2026-06-11", timeRanges: [{ startTime: "08:00", endTime: "10:00" }] },
        {
          date: "2026-06-12",
          timeRanges: [
            { startTime: "17:00", endTime: "20:00" },
            { startTime: "20:00", endTime: "21:00" },
          ],
        },
        { date: "2026-06-13", timeRanges: [{ startTime: "17:00", endTime: "20:00" }] },
      ],
    });
  });

  it("in daily mode a day without hours blocks 'Add'", async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(sw("Date range"));
    setValue(endDate(), "2026-06-11");
    await user.click(sw("Different hours each day"));
    const thursday = screen.getByRole("group", { name: "Thu, Jun 11 hours" });
    await user.click(within(thursday).getByRole("button", { name: /^Remove Thu, Jun 11/ }));
    expect(addButton()).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("Every day needs at least one time range");
  });

  it("in daily mode, moving the start past the end still shows hours sections for the old days", async () => {
    // Spec §4: daily-hours mode has one hours set per day in the range. The end date is
    // cleared, so there is no range any more; the dialog keeps showing Wed–Fri Jun 10–12
    // under a start date of Jun 20 instead of "Choose the end date to set hours for each day."
    const user = userEvent.setup();
    renderDialog();
    await user.click(sw("Date range"));
    setValue(endDate(), "2026-06-12");
    await user.click(sw("Different hours each day"));
    setValue(startDate(), "2026-06-20");
    expect(endDate()).toHaveValue("");
    expect(screen.queryByRole("heading", { level: 3, name: "Wed, Jun 10" })).not.toBeInTheDocument();
    expect(screen.getByText("Choose the end date to set hours for each day.")).toBeInTheDocument();
  });

  it("editing an entry: the title and button say so, and the fields are filled in", async () => {
    const user = userEvent.setup();
    const entry: DateSpecificEntry = {
      date: "2026-06-20",
      endDate: "2026-06-22",
      timeRanges: [{ startTime: "10:00", endTime: "12:00" }],
      isTraveling: true,
      location: { city: "Austin", state: "TX", country: "US", lat: 30.2672, lng: -97.7431, formattedAddress: "Austin, Texas, USA" },
    };
    const { onSave } = renderDialog({ initial: draftFromEntry(entry), editing: true });
    expect(screen.getByRole("dialog", { name: "Edit date-specific hours" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add" })).not.toBeInTheDocument();
    expect(startDate()).toHaveValue("2026-06-20");
    expect(endDate()).toHaveValue("2026-06-22");
    expect(screen.getByRole("combobox", { name: /Destination/ })).toHaveValue("Austin, TX");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledWith(entry);
  });

  it("Cancel closes without saving", async () => {
    const user = userEvent.setup();
    const { onSave, onCancel } = renderDialog();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
