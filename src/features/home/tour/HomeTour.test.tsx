import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { AUTO_START_GRACE_MS, HomeTourButton } from "./HomeTour";
import { TOUR_ANCHORS } from "./anchors";
import { HOME_TOUR_STEPS } from "./steps";
import { TOUR_COMPLETED_KEY, TOUR_SKIPPED_KEY } from "./tourStorage";

const TITLES = HOME_TOUR_STEPS.map((s) => s.title);

/** A stand-in for the home: the eight sections' anchors (less any left out) and the help button. */
function TestHome({ without = [] }: { without?: string[] }) {
  return (
    <div>
      <h1>Home</h1>
      {HOME_TOUR_STEPS.filter((s) => !without.includes(s.anchor)).map((s) => (
        <section key={s.anchor} data-tour={s.anchor} aria-label={s.section}>
          <button type="button">Inside {s.section}</button>
        </section>
      ))}
      <HomeTourButton />
    </div>
  );
}

function renderHome(options: { without?: string[]; signedIn?: boolean } = {}) {
  const user = userEvent.setup();
  const result = renderWithProviders(<TestHome without={options.without} />, {
    preloadedState: { auth: options.signedIn === false ? signedOutAuth() : signedInAuth() },
  });
  return { user, ...result };
}

const helpButton = () => screen.getByRole("button", { name: "Take the home tour" });
const tour = () => screen.findByRole("dialog");

async function expectStep(n: number) {
  const dialog = await tour();
  expect(within(dialog).getByText(`Step ${n} of ${HOME_TOUR_STEPS.length}`)).toBeInTheDocument();
  expect(dialog).toHaveAccessibleName(TITLES[n - 1]);
  return dialog;
}

/**
 * Proves the tour did not start by itself: on a fake clock, past the longest
 * it waits for late sections (its body is loaded beforehand, so a tour that
 * had started would be on screen by now).
 */
async function expectNoAutoStart() {
  await act(() => vi.advanceTimersByTimeAsync(AUTO_START_GRACE_MS + 500));
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
}

// The tour's body is a lazy chunk: load it once, so that a started tour shows without waiting for a transform.
beforeAll(async () => {
  await import("./HomeTourBody");
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("HomeTourButton", () => {
  it("starts by itself for a new signed-in user and walks the 8 steps in order with Next, then Finish stores the completed key", async () => {
    const { user } = renderHome();
    for (let n = 1; n <= 8; n++) {
      const dialog = await expectStep(n);
      // The step's text describes the dialog for screen readers, with the counter.
      expect(dialog).toHaveAccessibleDescription(`Step ${n} of 8 ${HOME_TOUR_STEPS[n - 1]!.text}`);
      if (n < 8) await user.click(within(dialog).getByRole("button", { name: "Next" }));
    }
    const last = await tour();
    expect(within(last).queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.click(within(last).getByRole("button", { name: "Finish" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).toBeNull();
    expect(helpButton()).toHaveFocus();
  });

  it("names the steps in the spec's order: action center … local events", () => {
    expect(HOME_TOUR_STEPS.map((s) => s.anchor)).toEqual(TOUR_ANCHORS);
    expect(TOUR_ANCHORS).toEqual(["action-center", "upcoming-events", "location-hub", "quick-actions", "community-highlights", "teams-and-groups", "nearby-players", "local-events"]);
  });

  it("moves focus into the step and outlines its section, scrolled into view", async () => {
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    const { user } = renderHome();
    const dialog = await expectStep(1);
    expect(dialog).toHaveAttribute("aria-modal", "true");
    await waitFor(() => expect(within(dialog).getByRole("button", { name: "Next" })).toHaveFocus());
    expect(screen.getByTestId("home-tour-highlight")).toBeInTheDocument();
    expect(scroll.mock.contexts.at(-1)).toBe(document.querySelector('[data-tour="action-center"]'));
    await user.click(within(dialog).getByRole("button", { name: "Next" }));
    await expectStep(2);
    expect(scroll.mock.contexts.at(-1)).toBe(document.querySelector('[data-tour="upcoming-events"]'));
  });

  it("goes back and forth with Back and the arrow keys, and not past either end", async () => {
    const { user } = renderHome();
    await expectStep(1);
    expect(within(await tour()).queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowLeft}");
    await expectStep(1);
    await user.keyboard("{ArrowRight}{ArrowRight}");
    await expectStep(3);
    await user.keyboard("{ArrowLeft}");
    await expectStep(2);
    await user.click(within(await tour()).getByRole("button", { name: "Back" }));
    await expectStep(1);
    for (let i = 0; i < 10; i++) await user.keyboard("{ArrowRight}");
    const last = await expectStep(8);
    // The last step finishes only on Finish: the arrow does not end the tour.
    expect(within(last).getByRole("button", { name: "Finish" })).toHaveFocus();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
    // Enter on the focused Finish button ends it: the whole tour by keyboard.
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).not.toBeNull();
  });

  it("Escape closes the tour as skipped and gives focus back to the help button", async () => {
    const { user, container } = renderHome();
    await expectStep(1);
    // Modal: the page behind is inert while the tour is open.
    expect(container.inert).toBe(true);
    await user.keyboard("{ArrowRight}");
    await expectStep(2);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).not.toBeNull();
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
    expect(container.inert).toBe(false);
    expect(helpButton()).toHaveFocus();
  });

  it("Skip tour stores the skipped key", async () => {
    const { user } = renderHome();
    const dialog = await expectStep(1);
    await user.click(within(dialog).getByRole("button", { name: "Skip tour" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).not.toBeNull();
    expect(helpButton()).toHaveFocus();
  });

  it("keeps Tab inside the step's buttons", async () => {
    const { user } = renderHome();
    await expectStep(1);
    await user.keyboard("{ArrowRight}");
    const dialog = await expectStep(2);
    const [skip, back, next] = ["Skip tour", "Back", "Next"].map((name) => within(dialog).getByRole("button", { name }));
    await waitFor(() => expect(next).toHaveFocus());
    await user.tab();
    expect(skip).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it.each([
    ["finished", TOUR_COMPLETED_KEY],
    ["skipped", TOUR_SKIPPED_KEY],
  ])("does not start by itself once %s, and the help button still starts it", async (_, key) => {
    localStorage.setItem(key, "2026-11-01T00:00:00.000Z");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderHome();
    await expectNoAutoStart();
    expect(helpButton()).toHaveAttribute("aria-expanded", "false");
    await user.click(helpButton());
    await expectStep(1);
    await user.keyboard("{Escape}");
    expect(helpButton()).toHaveFocus();
  });

  it("is not shown again in a new visit once finished", async () => {
    const first = renderHome();
    const dialog = await expectStep(1);
    for (let i = 1; i < 8; i++) await first.user.keyboard("{ArrowRight}");
    await first.user.click(within(await tour()).getByRole("button", { name: "Finish" }));
    expect(dialog).not.toBeInTheDocument();
    first.unmount();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome();
    await expectNoAutoStart();
    expect(helpButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("shows nothing to a signed-out visitor", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome({ signedIn: false });
    await expectNoAutoStart();
    expect(screen.queryByRole("button", { name: "Take the home tour" })).not.toBeInTheDocument();
  });

  it("turns a step whose section is missing into an error step with an Exit button", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderHome({ without: ["nearby-players"] });
    // Not every section is there: the tour waits a moment for a late one, then starts anyway.
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_START_GRACE_MS));
    await expectStep(1);
    for (let i = 1; i < 7; i++) await user.keyboard("{ArrowRight}");
    const error = await screen.findByRole("alertdialog");
    expect(within(error).getByText("Step 7 of 8")).toBeInTheDocument();
    expect(error).toHaveAccessibleName("This step can't be shown");
    expect(error).toHaveAccessibleDescription(/The Players Near You section isn't on the page right now/);
    expect(screen.queryByTestId("home-tour-highlight")).not.toBeInTheDocument();
    // No way on past it: Next is gone and the arrow does nothing.
    expect(within(error).queryByRole("button", { name: "Next" })).not.toBeInTheDocument();
    await user.keyboard("{ArrowRight}");
    expect(within(screen.getByRole("alertdialog")).getByText("Step 7 of 8")).toBeInTheDocument();
    const exit = within(screen.getByRole("alertdialog")).getByRole("button", { name: "Exit" });
    await waitFor(() => expect(exit).toHaveFocus());
    await user.click(exit);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(localStorage.getItem(TOUR_SKIPPED_KEY)).not.toBeNull();
    expect(helpButton()).toHaveFocus();
  });

  it("waits for the sections: it starts when they appear", async () => {
    function LateHome() {
      return (
        <div>
          <div id="sections" />
          <HomeTourButton />
        </div>
      );
    }
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<LateHome />, { preloadedState: { auth: signedInAuth() } });
    // No section yet: no wait has begun, and nothing starts however long it takes.
    await expectNoAutoStart();
    const host = document.getElementById("sections")!;
    act(() => {
      for (const s of HOME_TOUR_STEPS) {
        const el = document.createElement("section");
        el.dataset.tour = s.anchor;
        host.appendChild(el);
      }
    });
    await expectStep(1);
  });
});
