import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { CHECK_IN_MESSAGES, type CheckInResult } from "@rallyhub/domain/scan/checkIn";
import { checkInPlayer, listTodaysEvents } from "../api/scanRepository";
import type { TodayEvent } from "../model/todayEvents";
import { Component as ScanPage } from "./ScanPage";
import { SCAN_INTERVAL_MS } from "./useQrCamera";
import { SCAN_MESSAGES } from "../messages";

// The network boundary: the organizer's games today (Firestore) and the checkInPlayer callable.
// The camera boundary: navigator.mediaDevices and the browser's BarcodeDetector.
vi.mock("../api/scanRepository", () => ({ listTodaysEvents: vi.fn(), checkInPlayer: vi.fn() }));

const doorNight: TodayEvent = {
  id: "e1",
  title: "Door night",
  dateStart: Date.UTC(2031, 2, 1, 18),
  dateEnd: Date.UTC(2031, 2, 1, 20),
  timeZone: "America/Chicago",
  locationName: "Court 1",
  goingCount: 3,
  cancelled: false,
};
const lateGame: TodayEvent = { id: "e2", title: "Late doubles", dateStart: Date.UTC(2031, 2, 2, 2), dateEnd: null, timeZone: "America/Chicago", locationName: "", goingCount: 1, cancelled: false };
/** Each game's one time (issue 31): in its venue's zone, then the viewer's (these tests run in UTC). */
const DOOR_NIGHT = "Check in to Door night at Court 1: Sat, Mar 1 · 12:00 PM – 2:00 PM CST (6:00 PM – 8:00 PM your time)";
const LATE_GAME = "Check in to Late doubles: Sat, Mar 1 · 8:00 PM CST (Sun, Mar 2 · 2:00 AM your time)";

const checkedIn = (overrides: Partial<CheckInResult> = {}): CheckInResult => ({
  uid: "u-pat",
  displayName: "Pat Going",
  eventTitle: "Door night",
  checkedInAt: Date.UTC(2031, 2, 1, 17, 45),
  alreadyCheckedIn: false,
  ...overrides,
});

function openScan() {
  const result = renderRoutes(
    [
      { path: "/scan", element: <ScanPage /> },
      { path: "/profile/:id", element: <p>Profile page</p> },
    ],
    { preloadedState: { auth: signedInAuth({ joinReason: "Organize" }) }, initialEntries: ["/scan"] },
  );
  return result;
}

/** Waits for the games today to have loaded. */
const loaded = () => waitFor(() => expect(screen.queryByRole("status", { name: "Loading your games today" })).not.toBeInTheDocument());

async function enterByHand(text: string, button: "Find player" | "Check in") {
  const user = userEvent.setup();
  await user.type(screen.getByRole("textbox", { name: "Profile link or user ID" }), text);
  await user.click(screen.getByRole("button", { name: button }));
}

/** A camera that works: one video track, recorded so tests can see it stopped. */
function fakeCamera() {
  const track = { stop: vi.fn(), addEventListener: vi.fn(), kind: "video" };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = vi.fn().mockResolvedValue(stream);
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  return { track, getUserMedia };
}

/** The browser's BarcodeDetector, reading whatever `codes` says. */
function fakeDetector(codes: () => string[]) {
  const detect = vi.fn(() => Promise.resolve(codes().map((rawValue) => ({ rawValue }))));
  class BarcodeDetector {
    static getSupportedFormats() {
      return Promise.resolve(["qr_code"]);
    }
    detect = detect;
  }
  Object.assign(globalThis, { BarcodeDetector });
  return detect;
}

beforeEach(() => {
  vi.mocked(listTodaysEvents).mockReset().mockResolvedValue([]);
  vi.mocked(checkInPlayer).mockReset();
  // jsdom has no media playback: a video that plays and has frames.
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
  vi.spyOn(HTMLVideoElement.prototype, "videoWidth", "get").mockReturnValue(640);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(globalThis, "BarcodeDetector");
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("scan: manual entry (issue 11)", () => {
  it("with no games today, a typed profile link opens the player's profile", async () => {
    openScan();
    await loaded();
    expect(screen.getByText("You have no games today, so a scan opens the player's profile.")).toBeInTheDocument();
    expect(listTodaysEvents).toHaveBeenCalledWith("user-1", expect.any(Number));
    await enterByHand("https://rallyhub.example/profile/u-pat", "Find player");
    expect(await screen.findByText("Profile page")).toBeInTheDocument();
  });

  it("a bare user ID works too", async () => {
    const { router } = openScan();
    await loaded();
    await enterByHand("u-riley", "Find player");
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/u-riley"));
  });

  it("says what is wrong with an empty or unreadable entry, and goes nowhere", async () => {
    const { router } = openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Find player" }));
    expect(await screen.findByText("Enter a profile link or user ID.")).toBeInTheDocument();
    await enterByHand("https://rallyhub.example/event/e1", "Find player");
    expect(await screen.findByText("That is not a profile link or user ID.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Profile link or user ID" })).toHaveAccessibleDescription("That is not a profile link or user ID.");
    expect(router.state.location.pathname).toBe("/scan");
  });
});

describe("scan: the camera", () => {
  it("refused: says so, points to manual entry, and offers to try again", async () => {
    const getUserMedia = vi.fn().mockRejectedValue(new DOMException("Permission denied", "NotAllowedError"));
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
    openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    expect(await screen.findByText(SCAN_MESSAGES.camera.denied)).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: "environment" } }, audio: false });
    expect(screen.getByRole("button", { name: "Try the camera again" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Profile link or user ID" })).toBeEnabled();
  });

  it("missing: a device without a camera, or a browser without camera access, says so", async () => {
    openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    expect(await screen.findByText(SCAN_MESSAGES.camera.unsupported)).toBeInTheDocument();

    const getUserMedia = vi.fn().mockRejectedValue(new DOMException("Requested device not found", "NotFoundError"));
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Try the camera again" }));
    expect(await screen.findByText(SCAN_MESSAGES.camera.missing)).toBeInTheDocument();
  });

  it("a scanned player card opens the profile; leaving the page stops the camera", async () => {
    const { track } = fakeCamera();
    const detect = fakeDetector(() => ["https://rallyhub.example/profile/u-pat"]);
    const { router } = openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile/u-pat"));
    expect(detect).toHaveBeenCalledWith(expect.any(HTMLVideoElement));
    await waitFor(() => expect(track.stop).toHaveBeenCalled());
  });

  it("Stop camera releases it", async () => {
    const { track } = fakeCamera();
    fakeDetector(() => []);
    openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    expect(await screen.findByText("Point the camera at the QR code on a player card.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Stop camera" }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Start camera" })).toBeInTheDocument();
  });

  it("a QR code that is not a player card says so, and Scan next reads again", async () => {
    // A fake clock (still moving on its own, for the waits) from the start, so that the reading loop runs on it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeCamera();
    let codes = ["WIFI:S:club;;"];
    const detect = fakeDetector(() => codes);
    openScan();
    await loaded();
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This QR code is not a player card.");
    // Paused while the answer shows: no more reads.
    const reads = detect.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(SCAN_INTERVAL_MS * 4));
    expect(detect.mock.calls.length).toBe(reads);
    codes = [];
    await userEvent.click(screen.getByRole("button", { name: "Scan next" }));
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(reads));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("scan: checking players in to a game today", () => {
  it("with one game today it is chosen; a scan checks the player in and says so, with their profile a click away", async () => {
    vi.mocked(listTodaysEvents).mockResolvedValue([doorNight]);
    vi.mocked(checkInPlayer).mockResolvedValue(checkedIn());
    fakeCamera();
    let codes = ["https://rallyhub.example/profile/u-pat"];
    const detect = fakeDetector(() => codes);
    openScan();
    await loaded();
    expect(
      within(screen.getByRole("combobox", { name: "When a card is scanned" }))
        .getByRole("option", { selected: true })
        .textContent.replace(/\s+/g, " "),
    ).toBe(DOOR_NIGHT);
    await userEvent.click(screen.getByRole("button", { name: "Start camera" }));

    expect(await screen.findByText("Pat Going is checked in to Door night.")).toBeInTheDocument();
    expect(checkInPlayer).toHaveBeenCalledTimes(1);
    expect(checkInPlayer).toHaveBeenCalledWith({ eventId: "e1", uid: "u-pat" });
    expect(screen.getByText("Checked in")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open profile" })).toHaveAttribute("href", "/profile/u-pat");

    // The same card again after Scan next: the server says it was already done.
    vi.mocked(checkInPlayer).mockResolvedValue(checkedIn({ alreadyCheckedIn: true }));
    const reads = detect.mock.calls.length;
    codes = ["https://rallyhub.example/profile/u-pat"];
    await userEvent.click(screen.getByRole("button", { name: "Scan next" }));
    await waitFor(() => expect(detect.mock.calls.length).toBeGreaterThan(reads));
    expect(await screen.findByText("Already checked in")).toBeInTheDocument();
    expect(screen.getByText(/^Pat Going was already checked in to Door night at \d{1,2}:\d{2} [AP]M\.$/)).toBeInTheDocument();
  });

  it("with several games the organizer picks one; manual entry checks in too", async () => {
    vi.mocked(listTodaysEvents).mockResolvedValue([doorNight, lateGame]);
    vi.mocked(checkInPlayer).mockResolvedValue(checkedIn({ eventTitle: "Late doubles" }));
    openScan();
    await loaded();
    const choice = screen.getByRole("combobox", { name: "When a card is scanned" });
    expect(choice).toHaveDisplayValue("Open the player's profile");
    expect(
      within(choice)
        .getAllByRole("option")
        .map((o) => o.textContent.replace(/\s+/g, " ")),
    ).toEqual(["Open the player's profile", DOOR_NIGHT, LATE_GAME]);
    await userEvent.selectOptions(choice, "e2");
    await enterByHand("u-pat", "Check in");
    expect(await screen.findByText("Pat Going is checked in to Late doubles.")).toBeInTheDocument();
    expect(checkInPlayer).toHaveBeenCalledWith({ eventId: "e2", uid: "u-pat" });
  });

  it("a refusal says why, in the server's words", async () => {
    vi.mocked(listTodaysEvents).mockResolvedValue([doorNight]);
    vi.mocked(checkInPlayer).mockRejectedValue(new AppError("failed-precondition", SCAN_MESSAGES.failure.checkIn, undefined, CHECK_IN_MESSAGES.notGoing));
    openScan();
    await loaded();
    await enterByHand("https://rallyhub.example/profile/u-mia", "Check in");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not checked in");
    expect(alert).toHaveTextContent(CHECK_IN_MESSAGES.notGoing);
    expect(within(alert).getByRole("link", { name: "Open profile" })).toHaveAttribute("href", "/profile/u-mia");
  });

  it("a failure without the server's reason shows the general message", async () => {
    vi.mocked(listTodaysEvents).mockResolvedValue([doorNight]);
    vi.mocked(checkInPlayer).mockRejectedValue(new AppError("network", SCAN_MESSAGES.failure.checkIn));
    openScan();
    await loaded();
    await enterByHand("u-pat", "Check in");
    expect(await screen.findByRole("alert")).toHaveTextContent(SCAN_MESSAGES.failure.checkIn);
  });

  it("when the games today cannot be loaded, says so with Retry; scanning still opens profiles", async () => {
    vi.mocked(listTodaysEvents).mockRejectedValueOnce(new AppError("unavailable", SCAN_MESSAGES.failure.todaysEvents));
    openScan();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your games today could not be loaded. Scanning still opens the player's profile.");
    vi.mocked(listTodaysEvents).mockResolvedValue([doorNight]);
    await userEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("combobox", { name: "When a card is scanned" })).toBeInTheDocument();
  });
});
