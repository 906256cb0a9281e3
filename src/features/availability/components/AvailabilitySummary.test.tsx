import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { emptyAvailability, emptyWeek, type DateSpecificEntry, type UserAvailability } from "@rallyhub/domain/availability/types";
import { AvailabilitySummary } from "./AvailabilitySummary";

// A fixed clock: 2026-06-10 15:00 UTC is 10:00 on Wednesday June 10 in Chicago.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-10T15:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

const DENVER = { city: "Denver", state: "CO", country: "US", lat: 39.7392, lng: -104.9903, formattedAddress: "Denver, Colorado, USA" };

function availability(entries: DateSpecificEntry[] = []): UserAvailability {
  return {
    ...emptyAvailability("America/Chicago"),
    weeklyAvailability: {
      ...emptyWeek(),
      monday: { isAvailable: true, timeRanges: [{ startTime: "18:00", endTime: "21:00" }] },
      saturday: {
        isAvailable: true,
        timeRanges: [
          { startTime: "09:00", endTime: "12:00" },
          { startTime: "14:00", endTime: "18:00" },
        ],
      },
      // Checked but without hours: shown as unavailable.
      sunday: { isAvailable: true, timeRanges: [] },
    },
    dateSpecificAvailability: entries,
  };
}

const rowFor = (day: string) => screen.getByRole("rowheader", { name: day }).closest("tr")!;

describe("AvailabilitySummary", () => {
  it("renders a Weekly hours table, Monday to Sunday, with 'Unavailable' days", () => {
    render(<AvailabilitySummary availability={availability()} />);
    const table = screen.getByRole("table", { name: "Weekly hours" });
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((h) => h.textContent),
    ).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(rowFor("Monday")).toHaveTextContent("6:00 PM–9:00 PM");
    expect(rowFor("Saturday")).toHaveTextContent("9:00 AM–12:00 PM, 2:00 PM–6:00 PM");
    for (const d of ["Tuesday", "Wednesday", "Thursday", "Friday", "Sunday"]) expect(within(rowFor(d)).getByRole("cell")).toHaveTextContent(/^Unavailable$/);
    expect(screen.getByText("Times in America/Chicago.")).toBeInTheDocument();
  });

  it("shows no 'Coming up' section without upcoming entries", () => {
    render(<AvailabilitySummary availability={availability([{ date: "2026-06-01", timeRanges: [], isTraveling: false }])} />);
    expect(screen.queryByRole("heading", { name: "Coming up" })).not.toBeInTheDocument();
    expect(screen.queryByText("Mon, Jun 1")).not.toBeInTheDocument();
  });

  it("lists upcoming entries in date order with a travel chip; past ones are left out", () => {
    render(
      <AvailabilitySummary
        availability={availability([
          { date: "2026-07-01", endDate: "2026-07-05", timeRanges: [{ startTime: "08:00", endTime: "22:00" }], isTraveling: true, location: DENVER },
          { date: "2026-06-01", timeRanges: [{ startTime: "09:00", endTime: "10:00" }], isTraveling: false },
          { date: "2026-06-08", endDate: "2026-06-12", timeRanges: [{ startTime: "07:00", endTime: "09:00" }], isTraveling: false },
          { date: "2026-06-20", timeRanges: [], isTraveling: false },
          {
            date: "2026-06-22",
            endDate: "2026-06-23",
            timeRanges: [{ startTime: "17:00", endTime: "20:00" }],
            isTraveling: false,
            dailyTimeRanges: [
              { date: "2026-06-22", timeRanges: [{ startTime: "06:00", endTime: "07:00" }] },
              { date: "2026-06-23", timeRanges: [{ startTime: "12:00", endTime: "13:00" }] },
            ],
          },
        ])}
      />,
    );
    expect(screen.getByRole("heading", { name: "Coming up" })).toBeInTheDocument();
    // The ended entry (June 1) is gone; the one running through today stays.
    expect(screen.queryByText("Mon, Jun 1")).not.toBeInTheDocument();
    const ongoing = screen.getByText("Mon, Jun 8 – Fri, Jun 12");
    const dayOff = screen.getByText("Sat, Jun 20");
    const daily = screen.getByText("Mon, Jun 22 – Tue, Jun 23");
    const trip = screen.getByText("Wed, Jul 1 – Sun, Jul 5");
    // Document order is date order.
    for (const [a, b] of [
      [ongoing, dayOff],
      [dayOff, daily],
      [daily, trip],
    ] as const) {
      expect(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(ongoing.parentElement).toHaveTextContent("7:00 AM–9:00 AM");
    expect(dayOff.parentElement).toHaveTextContent("Unavailable");
    expect(daily.parentElement).toHaveTextContent("Different hours each day");
    expect(within(trip.parentElement!).getByText("In Denver, CO")).toBeInTheDocument();
    expect(screen.getAllByText(/^In /)).toHaveLength(1);
  });

  it("a trip abroad names the country", () => {
    const london = { city: "London", state: "", country: "GB", lat: 51.5085, lng: -0.1257, formattedAddress: "London, United Kingdom" };
    render(<AvailabilitySummary availability={availability([{ date: "2026-06-15", endDate: "2026-06-16", timeRanges: [], isTraveling: true, location: london }])} />);
    expect(screen.getByText("In London, United Kingdom")).toBeInTheDocument();
  });

  it("a trip without a city name uses the address on its chip", () => {
    render(<AvailabilitySummary availability={availability([{ date: "2026-06-15", endDate: "2026-06-16", timeRanges: [], isTraveling: true, location: { ...DENVER, city: "" } }])} />);
    expect(screen.getByText("In Denver, Colorado, USA")).toBeInTheDocument();
  });

  it("an entry for today (in the player's zone) is still upcoming", () => {
    render(<AvailabilitySummary availability={availability([{ date: "2026-06-10", timeRanges: [{ startTime: "12:00", endTime: "13:00" }], isTraveling: false }])} />);
    expect(screen.getByText("Wed, Jun 10")).toBeInTheDocument();
  });

  it("yesterday is not upcoming, even when it is still that day in UTC", () => {
    // 2026-06-11 03:00 UTC is 22:00 on June 10 in Chicago: June 10 is today, June 9 is past.
    vi.setSystemTime(new Date("2026-06-11T03:00:00Z"));
    render(
      <AvailabilitySummary
        availability={availability([
          { date: "2026-06-09", timeRanges: [], isTraveling: false },
          { date: "2026-06-10", timeRanges: [], isTraveling: false },
        ])}
      />,
    );
    expect(screen.queryByText("Tue, Jun 9")).not.toBeInTheDocument();
    expect(screen.getByText("Wed, Jun 10")).toBeInTheDocument();
  });

  it("shows at most ten upcoming entries", () => {
    const entries: DateSpecificEntry[] = Array.from({ length: 12 }, (_, i) => ({ date: `2026-06-${String(11 + i).padStart(2, "0")}`, timeRanges: [], isTraveling: false }));
    render(<AvailabilitySummary availability={availability(entries)} />);
    expect(screen.getByText("Thu, Jun 11")).toBeInTheDocument();
    expect(screen.getByText("Sat, Jun 20")).toBeInTheDocument();
    expect(screen.queryByText("Sun, Jun 21")).not.toBeInTheDocument();
  });
});
