import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { listOutbox, type OutboxMail } from "../api/accountRepository";
import { Component as DevOutboxPage } from "./DevOutboxPage";

// The network boundary: the outbox callable.
vi.mock("@/features/account/api/accountRepository", () => ({ listOutbox: vi.fn() }));

const OLDER: OutboxMail = {
  id: "m1",
  to: "pat@example.com",
  template: { name: "team-create-motivation-notification", data: { username: "Pat" } },
  message: { subject: "Finish creating your team" },
  createdAt: Date.UTC(2030, 5, 1, 12),
};
const NEWER: OutboxMail = {
  id: "m2",
  to: "sam@example.com",
  template: { name: "activity-subscription-confirmation", data: { firstName: "Sam", activitiesList: "Tennis, Pickleball", city: "Austin, TX", radius: 15 } },
  message: { subject: "You're subscribed" },
  createdAt: Date.UTC(2030, 5, 2, 12),
};

beforeEach(() => {
  vi.mocked(listOutbox).mockReset();
});

function renderPage() {
  return renderWithProviders(<DevOutboxPage />, { preloadedState: { auth: signedInAuth() } });
}

describe("DevOutboxPage (spec §7 Mailer, development only)", { timeout: 20_000 }, () => {
  it("lists the mail newest first with recipient, subject, template and its data", async () => {
    vi.mocked(listOutbox).mockResolvedValue([OLDER, NEWER]);
    renderPage();
    expect(screen.getByText(/mail is only shown here/i)).toBeInTheDocument();

    const items = within(await screen.findByRole("list", { name: "Mail" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("heading", { name: "You're subscribed" })).toBeInTheDocument();
    expect(within(items[1]!).getByRole("heading", { name: "Finish creating your team" })).toBeInTheDocument();

    const first = items[0]!;
    expect(within(first).getByText("To: sam@example.com")).toBeInTheDocument();
    expect(within(first).getByText("activity-subscription-confirmation")).toBeInTheDocument();
    const data = within(first).getByLabelText("Template data for activity-subscription-confirmation");
    expect([...data.querySelectorAll("dt")].map((d) => d.textContent)).toEqual(["firstName", "activitiesList", "city", "radius"]);
    expect([...data.querySelectorAll("dd")].map((d) => d.textContent)).toEqual(["Sam", "Tennis, Pickleball", "Austin, TX", "15"]);
    expect(first.querySelector("time")).toHaveAttribute("dateTime", new Date(NEWER.createdAt).toISOString());
  });

  it("says 'No mail sent yet.' when the outbox is empty, and Refresh loads again", async () => {
    const user = userEvent.setup();
    vi.mocked(listOutbox).mockResolvedValueOnce([]).mockResolvedValueOnce([OLDER]);
    renderPage();
    expect(await screen.findByText("No mail sent yet.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByRole("heading", { name: "Finish creating your team" })).toBeInTheDocument();
    expect(listOutbox).toHaveBeenCalledTimes(2);
  });

  it("shows a loading state, then an error with Retry", async () => {
    const user = userEvent.setup();
    let fail: (e: Error) => void = () => undefined;
    vi.mocked(listOutbox)
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce([]);
    renderPage();
    expect(screen.getByRole("status", { name: "Loading the outbox" })).toBeInTheDocument();
    fail(new Error("emulator down"));
    expect(await screen.findByText(/The outbox could not be loaded/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(screen.getByText("No mail sent yet.")).toBeInTheDocument());
  });
});
