import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import { SPORT_COLORS } from "@/components/design/sportColors";
import { LandingPage } from "./LandingPage";
import { FOOTER_COLUMNS } from "./MarketingFooter";

const NoDialog = () => null;

function renderLanding() {
  return renderWithProviders(<LandingPage SignUpDialog={NoDialog} />, { preloadedState: { auth: signedOutAuth() } });
}

describe("the landing page (issue 31): the sports, what each audience gets, the fee, a footer", () => {
  it("carries every sport, each opening that sport's games on Discover", () => {
    renderLanding();
    const sports = screen.getByRole("navigation", { name: "Games by sport" });
    const links = within(sports).getAllByRole("link");
    expect(links.map((l) => l.textContent)).toEqual(Object.keys(SPORT_COLORS));
    expect(within(sports).getByRole("link", { name: "Ultimate Frisbee" })).toHaveAttribute("href", "/discover/events?type=Ultimate%20Frisbee");
  });

  it("says what players and what organizers get, each point opening its page", () => {
    renderLanding();
    const players = screen.getByRole("region", { name: "For players" });
    expect(within(players).getByRole("link", { name: "Games near you" })).toHaveAttribute("href", "/discover/events");
    expect(within(players).getByRole("link", { name: "Find players" })).toHaveAttribute("href", "/find-players");
    const organizers = screen.getByRole("region", { name: "For organizers and team managers" });
    expect(
      within(organizers)
        .getAllByRole("link")
        .map((l) => l.getAttribute("href")),
    ).toEqual(["/organize-events", "/forms-and-waivers", "/collect-payments", "/create-webpages"]);
  });

  it("states the fee on paid games, as the pricing pages do, with a way to the plans", () => {
    renderLanding();
    const fees = screen.getByRole("region", { name: "Free to join" });
    expect(fees).toHaveTextContent("5% of what they pay is the platform fee; the rest goes to the organizer's payouts account on Stripe.");
    expect(within(fees).getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/member/pricing");
  });

  it("ends with the footer's links", () => {
    renderLanding();
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(footer)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Play", "Organize", "RallyHub"]);
    expect(within(footer).getAllByRole("link")).toHaveLength(FOOTER_COLUMNS.reduce((n, c) => n + c.links.length, 0));
    expect(within(footer).getByRole("link", { name: "Organizer Pro" })).toHaveAttribute("href", "/organizer/pricing");
  });
});
