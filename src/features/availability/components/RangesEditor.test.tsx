import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TimeRange } from "@rallyhub/domain/availability/types";
import { addRange, removeRange, updateRange } from "../model/weekly";
import { RangesEditor } from "./RangesEditor";

const r = (startTime: string, endTime: string): TimeRange => ({ startTime, endTime });

/** Keeps the ranges in state the way the weekly editor and the dialog do. */
function Harness({ initial, onRanges }: { initial: TimeRange[]; onRanges: (ranges: TimeRange[]) => void }) {
  const [ranges, setRanges] = useState(initial);
  const set = (next: TimeRange[]) => {
    onRanges(next);
    setRanges(next);
  };
  return (
    <RangesEditor
      label="Monday"
      ranges={ranges}
      showErrors
      onChange={(i, patch) => set(updateRange({ isAvailable: true, timeRanges: ranges }, i, patch).timeRanges)}
      onAdd={() => set(addRange({ isAvailable: true, timeRanges: ranges }).timeRanges)}
      onRemove={(i) => set(removeRange({ isAvailable: true, timeRanges: ranges }, i).timeRanges)}
    />
  );
}

function renderHarness(initial: TimeRange[]) {
  const onRanges = vi.fn<(ranges: TimeRange[]) => void>();
  render(<Harness initial={initial} onRanges={onRanges} />);
  return { onRanges, last: () => onRanges.mock.calls.at(-1)?.[0] };
}

describe("RangesEditor (spec §5 Time ranges)", () => {
  it("labels each input by day and range number, in a named group", () => {
    renderHarness([r("17:00", "20:00"), r("20:00", "21:00")]);
    expect(screen.getByRole("group", { name: "Monday hours" })).toBeInTheDocument();
    expect(screen.getByLabelText("Monday from, range 1")).toHaveValue("17:00");
    expect(screen.getByLabelText("Monday to, range 1")).toHaveValue("20:00");
    expect(screen.getByLabelText("Monday from, range 2")).toHaveValue("20:00");
    expect(screen.getByLabelText("Monday to, range 2")).toHaveValue("21:00");
    // Visible labels too.
    expect(screen.getAllByText("From").length).toBeGreaterThan(0);
    expect(screen.getAllByText("To").length).toBeGreaterThan(0);
  });

  it("inputs take 5-minute steps", () => {
    renderHarness([r("17:00", "20:00")]);
    expect(screen.getByLabelText("Monday from, range 1")).toHaveAttribute("step", "300");
  });

  it("calls back with the index and the changed field", () => {
    const onChange = vi.fn();
    const onAdd = vi.fn();
    const onRemove = vi.fn();
    render(<RangesEditor label="Sat, Jun 13" ranges={[r("09:00", "10:00"), r("11:00", "12:00")]} showErrors onChange={onChange} onAdd={onAdd} onRemove={onRemove} />);
    fireEvent.change(screen.getByLabelText("Sat, Jun 13 to, range 2"), { target: { value: "12:30" } });
    expect(onChange).toHaveBeenCalledWith(1, { endTime: "12:30" });
    fireEvent.change(screen.getByLabelText("Sat, Jun 13 from, range 1"), { target: { value: "08:00" } });
    expect(onChange).toHaveBeenLastCalledWith(0, { startTime: "08:00" });
    fireEvent.click(screen.getByRole("button", { name: "Add hours to Sat, Jun 13" }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Remove Sat, Jun 13 11:00 AM to 12:00 PM" }));
    expect(onRemove).toHaveBeenCalledWith(1);
  });

  it("names an incomplete range by its number on the remove button", () => {
    renderHarness([r("17:00", "")]);
    expect(screen.getByRole("button", { name: "Remove Monday range 1" })).toBeInTheDocument();
    expect(screen.getByText("Required")).toBeInTheDocument();
  });

  it("shows no error for a fresh empty range", async () => {
    const user = userEvent.setup();
    const { last } = renderHarness([r("21:00", "23:30")]);
    // After 23:00 there is no room left: the new range is empty, to fill in.
    await user.click(screen.getByRole("button", { name: "Add hours to Monday" }));
    expect(last()).toEqual([r("21:00", "23:30"), r("", "")]);
    expect(screen.getByLabelText("Monday from, range 2")).toHaveValue("");
    expect(screen.queryByText("Required")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the overlap and end-before-start messages together", () => {
    renderHarness([r("17:00", "20:00"), r("19:00", "21:00"), r("22:00", "21:30")]);
    expect(screen.getAllByText("Overlapping times with another range.")).toHaveLength(2);
    expect(screen.getByText("End time must be after the start time")).toBeInTheDocument();
  });

  it("shows nothing for valid touching ranges", () => {
    renderHarness([r("17:00", "18:00"), r("18:00", "19:00")]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    for (const input of screen.getAllByLabelText(/Monday (from|to), range/)) expect(input).toHaveAttribute("aria-invalid", "false");
  });
});
