import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { PlayersNearYouSection } from "../public";

// The list's code fails once (a chunk that did not load, or a crash while showing it): the section
// keeps its heading and anchor, says so, and Retry shows the list again; the page around it stays.
let broken = true;
vi.mock("./NearbyPlayersList", () => ({
  default: function FlakyList() {
    if (broken) throw new Error("Failed to fetch dynamically imported module");
    return <p>The list</p>;
  },
}));

describe("Players Near You when its list cannot be shown", () => {
  it("shows the section's error with Retry, which shows the list", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(
      <main>
        <h1>Home</h1>
        <PlayersNearYouSection center={{ lat: 30.2672, lng: -97.7431 }} cityName="Austin, TX" />
      </main>,
      { preloadedState: { auth: signedInAuth() } },
    );
    const section = screen.getByRole("region", { name: "Players Near You" });
    const alert = await within(section).findByRole("alert");
    expect(alert).toHaveTextContent("Players near you could not be shown.");
    expect(section).toHaveAttribute("data-tour", "nearby-players");
    expect(screen.getByRole("heading", { level: 1, name: "Home" })).toBeInTheDocument();
    broken = false;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await within(section).findByText("The list")).toBeInTheDocument();
    expect(within(section).queryByRole("alert")).not.toBeInTheDocument();
  });
});
