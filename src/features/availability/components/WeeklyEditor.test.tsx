import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { emptyWeek, type WeeklyAvailability } from "@rallyhub/domain/availability/types";
import { WeeklyEditor } from "./WeeklyEditor";

/** The editor is controlled: a small parent keeps the week and records every change. */
function Harness({ initial, onChange, showErrors = true }: { initial: WeeklyAvailability; onChange: (week: WeeklyAvailability) => void; showErrors?: boolean }) {
  const [week, setWeek] = useState(initial);
  return (
    <WeeklyEditor
      week={week}
      showErrors={showErrors}
      onChange={(next) => {
        onChange(next);
        setWeek(next);
      }}
    />
  );
}

function renderEditor(initial: WeeklyAvailability = emptyWeek(), showErrors = true) {
  const onChange = vi.fn<(week: WeeklyAvailability) => void>();
  render(<Harness initial={initial} onChange={onChange} showErrors={showErrors} />);
  const last = () => onChange.mock.calls.at(-1)?.[0];
  return { onChange, last };
}

const dayBox = (name: string) => screen.getByRole("checkbox", { name });
const from = (day: string, n = 1) => screen.getByLabelText(`${day} from, range ${n}`);
const to = (day: string, n = 1) => screen.getByLabelText(`${day} to, range ${n}`);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe("WeeklyEditor (spec §2.9, §4 Availability (weekly), §5 Time ranges)", () => {
  it("shows Monday to Sunday, all unavailable for a new user", () => {
    renderEditor();
    const boxes = screen.getAllByRole("checkbox");
    expect(boxes.map((b) => b.closest("label")?.textContent)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    for (const b of boxes) expect(b).not.toBeChecked();
    expect(screen.getAllByText("Unavailable")).toHaveLength(7);
    expect(screen.queryByLabelText(/from, range/)).not.toBeInTheDocument();
  });

  it("checking Monday adds 17:00–20:00 with labelled time inputs", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));

    expect(dayBox("Monday")).toBeChecked();
    expect(from("Monday")).toHaveValue("17:00");
    expect(to("Monday")).toHaveValue("20:00");
    expect(from("Monday")).toHaveAttribute("type", "time");
    expect(screen.getByRole("group", { name: "Monday hours" })).toBeInTheDocument();
    expect(screen.getAllByText("Unavailable")).toHaveLength(6);
    expect(last()?.monday).toEqual({ isAvailable: true, timeRanges: [{ startTime: "17:00", endTime: "20:00" }] });
    expect(last()?.tuesday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it("keeps existing hours when loaded", () => {
    renderEditor({
      ...emptyWeek(),
      saturday: {
        isAvailable: true,
        timeRanges: [
          { startTime: "09:00", endTime: "12:00" },
          { startTime: "14:00", endTime: "18:00" },
        ],
      },
    });
    expect(dayBox("Saturday")).toBeChecked();
    expect(from("Saturday", 1)).toHaveValue("09:00");
    expect(to("Saturday", 2)).toHaveValue("18:00");
  });

  it("times typed by keyboard update the week (change events)", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    type(from("Monday"), "18:30");
    type(to("Monday"), "21:15");
    expect(from("Monday")).toHaveValue("18:30");
    expect(to("Monday")).toHaveValue("21:15");
    expect(last()?.monday.timeRanges).toEqual([{ startTime: "18:30", endTime: "21:15" }]);
  });

  it("times typed with user-event into the time input update the week", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Wednesday"));
    await user.clear(from("Wednesday"));
    await user.type(from("Wednesday"), "06:45");
    expect(from("Wednesday")).toHaveValue("06:45");
    expect(last()?.wednesday.timeRanges).toEqual([{ startTime: "06:45", endTime: "20:00" }]);
  });

  it("'Add hours to Monday' continues from the last range", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    await user.click(screen.getByRole("button", { name: "Add hours to Monday" }));
    expect(from("Monday", 2)).toHaveValue("20:00");
    expect(to("Monday", 2)).toHaveValue("21:00");
    expect(last()?.monday.timeRanges).toEqual([
      { startTime: "17:00", endTime: "20:00" },
      { startTime: "20:00", endTime: "21:00" },
    ]);
    // Touching ranges are fine.
    expect(screen.queryByText("Overlapping times with another range.")).not.toBeInTheDocument();
  });

  it("an overlapping second range shows the spec's message on both ranges", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(dayBox("Monday"));
    await user.click(screen.getByRole("button", { name: "Add hours to Monday" }));
    type(from("Monday", 2), "19:00");

    const messages = screen.getAllByText("Overlapping times with another range.");
    expect(messages).toHaveLength(2);
    for (const m of messages) expect(m).toHaveAttribute("role", "alert");
    for (const input of [from("Monday", 1), to("Monday", 1), from("Monday", 2), to("Monday", 2)]) expect(input).toHaveAttribute("aria-invalid", "true");

    // Fixing it removes the messages.
    type(from("Monday", 2), "20:30");
    type(to("Monday", 2), "22:00");
    expect(screen.queryByText("Overlapping times with another range.")).not.toBeInTheDocument();
  });

  it("an end before (or equal to) the start shows 'End time must be after the start time'", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(dayBox("Friday"));
    type(to("Friday"), "16:00");
    expect(screen.getByText("End time must be after the start time")).toBeInTheDocument();
    expect(to("Friday")).toHaveAttribute("aria-invalid", "true");
    expect(from("Friday")).toHaveAttribute("aria-invalid", "false");

    type(to("Friday"), "17:00");
    expect(screen.getByText("End time must be after the start time")).toBeInTheDocument();

    type(to("Friday"), "17:05");
    expect(screen.queryByText("End time must be after the start time")).not.toBeInTheDocument();
  });

  it("a cleared start time is required", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(dayBox("Monday"));
    type(from("Monday"), "");
    expect(screen.getByText("Required")).toBeInTheDocument();
    // Clearing the other side too makes an empty range: no message (it is dropped on save).
    type(to("Monday"), "");
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
  });

  it("messages are hidden when showErrors is off", async () => {
    const user = userEvent.setup();
    renderEditor(emptyWeek(), false);
    await user.click(dayBox("Monday"));
    type(to("Monday"), "16:00");
    expect(screen.queryByText("End time must be after the start time")).not.toBeInTheDocument();
    expect(to("Monday")).toHaveAttribute("aria-invalid", "false");
  });

  it("removing the last range shows 'Unavailable' and unchecks the day", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    await user.click(screen.getByRole("button", { name: "Remove Monday 5:00 PM to 8:00 PM" }));
    expect(dayBox("Monday")).not.toBeChecked();
    expect(screen.getAllByText("Unavailable")).toHaveLength(7);
    expect(last()?.monday).toEqual({ isAvailable: false, timeRanges: [] });
  });

  it("removing one of two ranges keeps the day available", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    await user.click(screen.getByRole("button", { name: "Add hours to Monday" }));
    await user.click(screen.getByRole("button", { name: "Remove Monday 5:00 PM to 8:00 PM" }));
    expect(dayBox("Monday")).toBeChecked();
    expect(from("Monday")).toHaveValue("20:00");
    expect(last()?.monday).toEqual({ isAvailable: true, timeRanges: [{ startTime: "20:00", endTime: "21:00" }] });
  });

  it("unchecking clears the ranges; checking again starts from 17:00–20:00", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    type(from("Monday"), "08:00");
    await user.click(dayBox("Monday"));
    expect(last()?.monday).toEqual({ isAvailable: false, timeRanges: [] });
    expect(screen.queryByLabelText("Monday from, range 1")).not.toBeInTheDocument();
    await user.click(dayBox("Monday"));
    expect(from("Monday")).toHaveValue("17:00");
  });

  it("days are edited independently", async () => {
    const user = userEvent.setup();
    const { last } = renderEditor();
    await user.click(dayBox("Monday"));
    await user.click(dayBox("Thursday"));
    type(from("Thursday"), "18:00");
    expect(from("Monday")).toHaveValue("17:00");
    expect(last()?.monday.timeRanges).toEqual([{ startTime: "17:00", endTime: "20:00" }]);
    expect(last()?.thursday.timeRanges).toEqual([{ startTime: "18:00", endTime: "20:00" }]);
    expect(within(screen.getByRole("group", { name: "Thursday hours" })).getAllByLabelText(/range/)).toHaveLength(2);
  });
});
