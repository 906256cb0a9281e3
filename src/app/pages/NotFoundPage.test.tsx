import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import NotFoundPage from "./NotFoundPage";

describe("NotFoundPage (spec §2.11)", () => {
  it("says the page could not be found with a mascot message and asks to try another page", async () => {
    renderWithProviders(<NotFoundPage />, { preloadedState: { auth: signedOutAuth() }, initialEntries: ["/nowhere"] });
    expect(screen.getByRole("heading", { level: 1, name: /couldn't find that page/i })).toBeInTheDocument();
    expect(screen.getByText(/owl .* could not be found/i)).toBeInTheDocument();
    expect(screen.getByText(/try another page/i)).toBeInTheDocument();
    // The mascot is decoration: an image with empty alt text, drawn the same on every device.
    expect(document.querySelector('img[src="/mascot.svg"]')).toHaveAttribute("alt", "");
    await expect.poll(() => document.title).toBe("Page not found | RallyHub");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  it("sends signed-out visitors to sign-up", () => {
    renderWithProviders(<NotFoundPage />, { preloadedState: { auth: signedOutAuth() } });
    expect(screen.getByRole("link", { name: "Sign up to play" })).toHaveAttribute("href", "/auth/sign-up");
    expect(screen.queryByRole("link", { name: /discover/i })).not.toBeInTheDocument();
  });

  it("sends signed-in users to discover events", () => {
    renderWithProviders(<NotFoundPage />, { preloadedState: { auth: signedInAuth() } });
    expect(screen.getByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover/events");
    expect(screen.queryByRole("link", { name: /sign up/i })).not.toBeInTheDocument();
  });

  it("counts a signed-in user with an unfinished profile as signed in", () => {
    renderWithProviders(<NotFoundPage />, { preloadedState: { auth: signedInAuth(null) } });
    expect(screen.getByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover/events");
  });
});
