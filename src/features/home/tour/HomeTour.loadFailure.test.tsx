import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { HomeTourButton } from "./HomeTour";
import { TOUR_COMPLETED_KEY, TOUR_SKIPPED_KEY } from "./tourStorage";

// The tour's code cannot be fetched (offline, or a deploy replaced the chunk).
vi.mock("./HomeTourBody", () => {
  throw new Error("Failed to fetch dynamically imported module");
});

describe("HomeTourButton when the tour cannot load", () => {
  it("says so in a toast, keeps the home and the help button, and stores nothing", async () => {
    const error = vi.spyOn(toast, "error");
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    localStorage.setItem(TOUR_SKIPPED_KEY, "2026-11-01T00:00:00.000Z");
    renderWithProviders(
      <main>
        <h1>Home</h1>
        <HomeTourButton />
      </main>,
      { preloadedState: { auth: signedInAuth() } },
    );
    const button = screen.getByRole("button", { name: "Take the home tour" });
    await userEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledWith("The tour could not load. Check your connection and try again."));
    expect(screen.getByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
    expect(localStorage.getItem(TOUR_COMPLETED_KEY)).toBeNull();
    // A second try loads again (a fresh lazy component), failing the same way here.
    await userEvent.click(button);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(2));
  });
});
