import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { liveSource } from "@/test/liveSource";
import { makeEvent, signedInAuth } from "@/test/fixtures";
import { expectToast, queued } from "@/test/toasts";
import { AppError } from "@/lib/errors";
import { toast } from "@/lib/toast";
import type { EventRecord, Joiner } from "@rallyhub/domain/events/types";
import { watchMyRsvp } from "../api/eventPagesRepository";
import { getMyRsvp, payForEvent, rsvp } from "../api/eventCallables";
import { eventsApi } from "../api/eventsApi";
import { checkoutNavigation, RsvpPanel } from "./RsvpPanel";
import { EVENTS_MESSAGES } from "../messages";

// The network boundary: the player's own RSVP (a Firestore listener) and the rsvp / getMyRsvp callables.
vi.mock("../api/eventPagesRepository", () => ({ watchEvent: vi.fn(), watchMyRsvp: vi.fn(), watchJoiners: vi.fn() }));
vi.mock("../api/eventCallables", () => ({ rsvp: vi.fn(), getMyRsvp: vi.fn(), payForEvent: vi.fn() }));

const HOUR = 3_600_000;
const START = Date.UTC(2030, 5, 4, 23, 0);
/** A day before the game. */
const BEFORE = START - 24 * HOUR;

// Pointer-events checks read a computed style per ancestor: slow in jsdom, and nothing here hides a button with CSS alone.
const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

let mine = liveSource<Joiner | null>();

function answer(overrides: Partial<Joiner> = {}): Joiner {
  return { uid: "user-1", displayName: "Pat Player", photoURL: "", rsvpStatus: "going", guests: 0, joinedAt: START - 48 * HOUR, queuedAt: null, ...overrides };
}

/** The panel for the signed-in player, with their RSVP as the listener first gives it. */
async function openPanel(event: Partial<EventRecord> = {}, current: Joiner | null = null, now = BEFORE) {
  const result = renderWithProviders(<RsvpPanel event={makeEvent(event)} uid="user-1" now={now} />, { preloadedState: { auth: signedInAuth() } });
  await mine.emit(current);
  // The answer is in (until then the buttons wait, disabled).
  const selectMine = eventsApi.endpoints.getMyRsvp.select({ eventId: "e1", uid: "user-1" });
  await waitFor(() => expect(selectMine(result.store.getState() as unknown as Parameters<typeof selectMine>[0]).status).toBe("fulfilled"));
  return result;
}

const button = (name: string) => screen.getByRole("button", { name });

beforeEach(() => {
  mine = liveSource<Joiner | null>();
  vi.mocked(watchMyRsvp)
    .mockReset()
    .mockImplementation((_eventId, _uid, onChange, onError) => mine.watch(onChange, onError));
  vi.mocked(rsvp).mockReset().mockResolvedValue({ status: "going", guests: 0, promoted: 0 });
  vi.mocked(getMyRsvp).mockReset();
  vi.mocked(payForEvent).mockReset().mockResolvedValue({ url: "http://stripe.test/checkout/cs_1", sessionId: "cs_1" });
  vi.spyOn(checkoutNavigation, "go").mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => toast.reset());
});

describe("RsvpPanel (issue 9 RSVP)", () => {
  it("listens to the signed-in player's own RSVP for this game", async () => {
    await openPanel();
    expect(watchMyRsvp).toHaveBeenCalledWith("e1", "user-1", expect.any(Function), expect.any(Function));
    expect(screen.getByRole("heading", { name: "Are you in?" })).toBeInTheDocument();
  });

  it("'Going' sends going with no guests, and says so", async () => {
    const user = setupUser();
    await openPanel();
    await user.click(button("Going"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
    await expectToast("You're going!", "success");
  });

  it("'Maybe' sends maybe", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockResolvedValue({ status: "maybe", guests: 0, promoted: 0 });
    await openPanel();
    await user.click(button("Maybe"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "maybe", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
  });

  it("guests: the player picks how many (up to the limit) and they go with the answer", async () => {
    const user = setupUser();
    await openPanel({ allowParticipantGuests: true, guestLimit: 3 });
    expect(screen.getByText("Up to 3; guests take spots too")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: /Guests/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["0", "1", "2", "3"]);
    await user.click(screen.getByRole("option", { name: "2" }));
    await user.click(button("Going"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 2 }, EVENTS_MESSAGES.failure.rsvp));
  });

  it("a going player may change their guests ('Update guests'), and 'Not going' sends no guests", async () => {
    const user = setupUser();
    await openPanel({ allowParticipantGuests: true, guestLimit: 2 }, answer({ guests: 1 }));
    expect(screen.getByRole("heading", { name: "You're going" })).toBeInTheDocument();
    expect(screen.getByText("With 1 guest.")).toBeInTheDocument();
    expect(button("Going")).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("combobox", { name: /Guests/ }));
    await user.click(await screen.findByRole("option", { name: "2" }));
    await user.click(button("Update guests"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 2 }, EVENTS_MESSAGES.failure.rsvp));
    vi.mocked(rsvp).mockResolvedValue({ status: "notGoing", guests: 0, promoted: 0 });
    await user.click(button("Not going"));
    await waitFor(() => expect(rsvp).toHaveBeenLastCalledWith({ eventId: "e1", choice: "notGoing", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
    await expectToast("You're off the list.", "success");
  });

  it("full with a waitlist: 'Join the waitlist', and the server's answer is explained", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockResolvedValue({ status: "waitlist", guests: 0, promoted: 0 });
    await openPanel({ capacity: 10, goingCount: 10, allowWaitlist: true });
    expect(button("Join the waitlist")).toBeEnabled();
    await user.click(button("Join the waitlist"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
    await expectToast("The game is full: you're on the waitlist.", "info");
  });

  it("shows the server's answer at once, even when its own listener has not delivered it yet", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockResolvedValue({ status: "going", guests: 1, promoted: 0 });
    await openPanel({ allowParticipantGuests: true, guestLimit: 2 });
    await user.click(screen.getByRole("combobox", { name: /Guests/ }));
    await user.click(await screen.findByRole("option", { name: "1" }));
    await user.click(button("Going"));
    // The listener stays silent: the panel follows the callable's answer.
    expect(await screen.findByRole("heading", { name: "You're going" })).toBeInTheDocument();
    expect(screen.getByText("With 1 guest.")).toBeInTheDocument();
    expect(button("Not going")).toBeEnabled();
    // A later change still comes through the listener (here: the organizer took them off).
    await mine.emit(answer({ rsvpStatus: "notGoing" }));
    expect(await screen.findByRole("heading", { name: "You're not going" })).toBeInTheDocument();
  });

  it("a refused answer leaves the player's RSVP as it was", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockRejectedValue(new AppError("failed-precondition", EVENTS_MESSAGES.failure.rsvp, undefined, "This game is full."));
    await openPanel({ capacity: 10, goingCount: 9 });
    await user.click(button("Going"));
    await waitFor(() => expect(rsvp).toHaveBeenCalled());
    expect(await screen.findByRole("heading", { name: "Are you in?" })).toBeInTheDocument();
  });

  it("full without a waitlist: 'Full', disabled (Maybe still works)", async () => {
    await openPanel({ capacity: 10, goingCount: 10, allowWaitlist: false });
    expect(button("Full")).toBeDisabled();
    expect(button("Maybe")).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Going" })).not.toBeInTheDocument();
  });

  it("approval needed: 'Ask to join', and the request is explained", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockResolvedValue({ status: "pending", guests: 0, promoted: 0 });
    await openPanel({ creatorApprovalNeeded: true });
    await user.click(button("Ask to join"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
    await expectToast("Request sent: the organizer approves each player.", "info");
  });

  it("approval needed, but the organizer joins their own game directly", async () => {
    await openPanel({ creatorApprovalNeeded: true, creatorId: "user-1" });
    expect(button("Going")).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Ask to join" })).not.toBeInTheDocument();
  });

  it("a pending request can be withdrawn", async () => {
    await openPanel({ creatorApprovalNeeded: true }, answer({ rsvpStatus: "pending" }));
    expect(screen.getByRole("heading", { name: "Waiting for the organizer's approval" })).toBeInTheDocument();
    expect(button("Withdraw request")).toBeEnabled();
  });

  it("waitlisted: asks the server for the place in line and shows it", async () => {
    vi.mocked(getMyRsvp).mockResolvedValue({ status: "waitlist", guests: 0, position: 2 });
    await openPanel({ capacity: 10, goingCount: 10, allowWaitlist: true }, answer({ rsvpStatus: "waitlist", queuedAt: 7 }));
    expect(screen.getByRole("heading", { name: "You're on the waitlist" })).toBeInTheDocument();
    expect(await screen.findByText(/You're #2 on the waitlist\./)).toBeInTheDocument();
    expect(getMyRsvp).toHaveBeenCalledWith("e1", EVENTS_MESSAGES.failure.rsvpLoad);
    expect(button("Leave the waitlist")).toBeEnabled();
  });

  it("does not ask for a place in line when not waitlisted", async () => {
    await openPanel({}, answer({ rsvpStatus: "going" }));
    expect(screen.getByRole("heading", { name: "You're going" })).toBeInTheDocument();
    expect(getMyRsvp).not.toHaveBeenCalled();
  });

  it("inside the cancellation cut-off, a going player cannot press 'Not going', and is told why", async () => {
    await openPanel({ hoursToCancelBefore: 24 }, answer(), START - 2 * HOUR);
    expect(button("Not going")).toBeDisabled();
    expect(screen.getByText("Cancellations closed 24 hours before the start: ask the organizer to take you off the list.")).toBeInTheDocument();
  });

  it("before the cut-off, 'Not going' works and the cut-off is announced", async () => {
    await openPanel({ hoursToCancelBefore: 24 }, answer(), START - 48 * HOUR);
    expect(button("Not going")).toBeEnabled();
    expect(screen.getByText("Cancellations close 24 hours before the start.")).toBeInTheDocument();
  });

  it("inside the cut-off, a going player cannot leave through 'Maybe' either", async () => {
    await openPanel({ hoursToCancelBefore: 24 }, answer(), START - 2 * HOUR);
    expect(button("Not going")).toBeDisabled();
    expect(button("Maybe")).toBeDisabled();
  });

  it("a refused answer shows the toast with the server's reason under the message", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockRejectedValue(new AppError("failed-precondition", EVENTS_MESSAGES.failure.rsvp, undefined, "This game is full."));
    await openPanel();
    await user.click(button("Going"));
    await waitFor(() => expect(queued()).toContainEqual(expect.objectContaining({ message: EVENTS_MESSAGES.failure.rsvp, detail: "This game is full.", severity: "error" })));
    // Nothing was answered: the panel still asks.
    expect(screen.getByRole("heading", { name: "Are you in?" })).toBeInTheDocument();
  });

  it("a game that has started, without late RSVPs: says so, and offers no buttons", async () => {
    await openPanel({}, null, START + 10 * 60_000);
    expect(screen.getByText("This game has already started.")).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("a game that has started but allows late RSVPs still takes answers", async () => {
    await openPanel({ allowLateRsvp: true }, null, START + 10 * 60_000);
    expect(screen.queryByText("This game has already started.")).not.toBeInTheDocument();
    expect(button("Going")).toBeEnabled();
  });

  it("a declined player is told, and offered no buttons", async () => {
    await openPanel({ creatorApprovalNeeded: true }, answer({ rsvpStatus: "declined" }));
    expect(screen.getByRole("heading", { name: "The organizer declined your request to join" })).toBeInTheDocument();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });
});

describe("RsvpPanel on a paid game (issue 12)", () => {
  const paid = { price: 12.5, allowWaitlist: false, creatorApprovalNeeded: false };

  it("a spot is bought on Stripe: 'Pay $12.50 and join' starts Checkout and goes there; no RSVP is sent", async () => {
    const user = setupUser();
    await openPanel(paid);
    expect(screen.getByText(/\$12\.50 a spot\. You pay on Stripe's secure page/)).toBeInTheDocument();
    await user.click(button("Pay $12.50 and join"));
    await waitFor(() => expect(checkoutNavigation.go).toHaveBeenCalledWith("http://stripe.test/checkout/cs_1"));
    expect(payForEvent).toHaveBeenCalledWith({ eventId: "e1", guests: 0 }, EVENTS_MESSAGES.failure.payment);
    expect(rsvp).not.toHaveBeenCalled();
    // The page is leaving for Checkout: a second click cannot start another payment.
    expect(button("Pay $12.50 and join")).toBeDisabled();
  });

  it("guests who pay are counted in the total", async () => {
    const user = setupUser();
    await openPanel({ ...paid, allowParticipantGuests: true, guestLimit: 3, chargeGuests: true });
    await user.click(screen.getByRole("combobox", { name: "Guests" }));
    await user.click(await screen.findByRole("option", { name: "2" }));
    await user.click(button("Pay $37.50 and join"));
    await waitFor(() => expect(payForEvent).toHaveBeenCalledWith({ eventId: "e1", guests: 2 }, EVENTS_MESSAGES.failure.payment));
  });

  it("a refused payment says why and stays on the page", async () => {
    const user = setupUser();
    vi.mocked(payForEvent).mockRejectedValue(new AppError("failed-precondition", EVENTS_MESSAGES.failure.payment, undefined, "The organizer cannot take payments right now. Please try again later."));
    await openPanel(paid);
    await user.click(button("Pay $12.50 and join"));
    await waitFor(() =>
      expect(queued()).toContainEqual(
        expect.objectContaining({ message: EVENTS_MESSAGES.failure.payment, detail: "The organizer cannot take payments right now. Please try again later.", severity: "error" }),
      ),
    );
    expect(checkoutNavigation.go).not.toHaveBeenCalled();
    await waitFor(() => expect(button("Pay $12.50 and join")).toBeEnabled());
  });

  it("a paid player is going and told what leaving means; coming back needs no payment", async () => {
    const user = setupUser();
    await openPanel(paid, answer({ payment: { amount: 1250, guests: 0, refunded: false } }));
    expect(screen.getByRole("heading", { name: "You're going" })).toBeInTheDocument();
    expect(screen.getByText(/You paid \$12\.50\. Leaving does not refund it/)).toBeInTheDocument();
    await mine.emit(answer({ rsvpStatus: "notGoing", payment: { amount: 1250, guests: 0, refunded: false } }));
    expect(await screen.findByRole("heading", { name: "You're not going" })).toBeInTheDocument();
    await user.click(button("Going"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 0 }, EVENTS_MESSAGES.failure.rsvp));
    expect(payForEvent).not.toHaveBeenCalled();
  });

  it("a refunded payment is shown, and joining again means paying again", async () => {
    await openPanel(paid, answer({ rsvpStatus: "notGoing", payment: { amount: 1250, guests: 0, refunded: true } }));
    expect(screen.getByText("Your payment of $12.50 was refunded.")).toBeInTheDocument();
    expect(button("Pay $12.50 and join")).toBeEnabled();
  });

  it("the organizer joins their own paid game without paying", async () => {
    await openPanel({ ...paid, creatorId: "user-1" });
    expect(button("Going")).toBeEnabled();
    expect(screen.queryByText(/a spot\. You pay/)).not.toBeInTheDocument();
  });
});

describe("RsvpPanel: the current answer is visibly chosen (issue 31, defect 5)", () => {
  const choices = () => screen.getByRole("group", { name: "Your answer" });
  /** Each choice in the group: its name, whether it is pressed, filled and checked. */
  const states = () =>
    within(choices())
      .getAllByRole("button")
      .map((b) => ({
        name: b.textContent,
        pressed: b.getAttribute("aria-pressed"),
        filled: b.classList.contains("MuiButton-contained"),
        outlined: b.classList.contains("MuiButton-outlined"),
        checked: b.querySelector('[data-testid="CheckIcon"]') !== null,
      }));

  it("going: a labelled group of three; 'Going' is pressed, filled and checked, the others outlined and not pressed", async () => {
    await openPanel({}, answer());
    expect(states()).toEqual([
      { name: "Going", pressed: "true", filled: true, outlined: false, checked: true },
      { name: "Maybe", pressed: "false", filled: false, outlined: true, checked: false },
      { name: "Not going", pressed: "false", filled: false, outlined: true, checked: false },
    ]);
  });

  it.each([
    ["maybe", "Maybe", {}],
    ["notGoing", "Not going", {}],
    ["waitlist", "On the waitlist", { capacity: 10, goingCount: 10, allowWaitlist: true }],
    ["pending", "Waiting for approval", { creatorApprovalNeeded: true }],
  ] as const)("%s: '%s' is the one pressed choice, in the organizer's words", async (status, label, event) => {
    vi.mocked(getMyRsvp).mockResolvedValue({ status: "waitlist", guests: 0, position: 1 });
    await openPanel(event, answer({ rsvpStatus: status }));
    const pressed = states().filter((s) => s.pressed === "true");
    expect(pressed).toEqual([{ name: label, pressed: "true", filled: true, outlined: false, checked: true }]);
    expect(states().every((s) => s.pressed === "true" || (s.outlined && !s.checked))).toBe(true);
  });

  it("not answered yet: 'Going' and 'Maybe', neither pressed (nothing to take back)", async () => {
    await openPanel();
    expect(states().map((s) => [s.name, s.pressed])).toEqual([
      ["Going", "false"],
      ["Maybe", "false"],
    ]);
  });

  it("the labels stay put when the answer changes: only the pressed state moves", async () => {
    const user = setupUser();
    vi.mocked(rsvp).mockResolvedValue({ status: "maybe", guests: 0, promoted: 0 });
    await openPanel({}, answer());
    await user.click(within(choices()).getByRole("button", { name: "Maybe" }));
    await waitFor(() => expect(within(choices()).getByRole("button", { name: "Maybe" })).toHaveAttribute("aria-pressed", "true"));
    expect(within(choices()).getByRole("button", { name: "Going" })).toHaveAttribute("aria-pressed", "false");
  });

  it("each choice is a tap target at least 44 px high", async () => {
    await openPanel({}, answer());
    for (const b of within(choices()).getAllByRole("button")) expect(getComputedStyle(b).minHeight).toBe("44px");
  });

  it("a going player changing their guests keeps 'Going' pressed and saves with 'Update guests'", async () => {
    const user = setupUser();
    await openPanel({ allowParticipantGuests: true, guestLimit: 2 }, answer({ guests: 1 }));
    await user.click(screen.getByRole("combobox", { name: /Guests/ }));
    await user.click(await screen.findByRole("option", { name: "2" }));
    expect(within(choices()).getByRole("button", { name: "Going" })).toHaveAttribute("aria-pressed", "true");
    await user.click(button("Update guests"));
    await waitFor(() => expect(rsvp).toHaveBeenCalledWith({ eventId: "e1", choice: "going", guests: 2 }, EVENTS_MESSAGES.failure.rsvp));
  });
});
