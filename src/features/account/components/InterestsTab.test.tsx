import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { signedInAuth, signedOutAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import type { AuthState } from "@/lib/session/authSlice";
import type { UserProfile } from "@/lib/session/userProfile";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { saveInterests } from "@/features/account/api/userSettings";
import InterestsTab from "./InterestsTab";
import { expectToast, queued } from "@/test/toasts";

// The network boundaries: the interests write (user and public profile in one batch), and the game types list.
vi.mock("@/features/account/api/userSettings", () => ({ saveInterests: vi.fn(), updateUserFields: vi.fn(), addToList: vi.fn(), removeFromList: vi.fn() }));
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));

const FAILED = "Your interests could not be saved. Please try again.";

type OptionsResult = ReturnType<typeof useGetProfileOptionsQuery>;

function options(partial: { data?: { gameTypes: string[]; genders: string[] }; isLoading?: boolean; isError?: boolean; refetch?: () => void } = {}): OptionsResult {
  return { data: { gameTypes: ["Pickleball", "Tennis", "Basketball"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn(), ...partial } as unknown as OptionsResult;
}

function signedIn(profile: Partial<UserProfile> = {}): AuthState {
  return signedInAuth(profile, { status: "success" });
}

function renderTab(profile: Partial<UserProfile> = {}, auth: AuthState = signedIn(profile)) {
  return renderWithProviders(<InterestsTab />, { preloadedState: { auth }, initialEntries: ["/settings?tab=sports"] });
}

function withSports(sports: string[], sportAvailability: UserProfile["sportAvailability"] = []): Partial<UserProfile> {
  return { additionalInfo: { gender: "", pronoun: "", sports }, sportAvailability };
}

const sportsBox = () => screen.getByRole("combobox", { name: "Sports / Games" });
const saveButton = () => screen.getByRole("button", { name: "Save interests" });
const upFor = (sport: string) => screen.getByRole("switch", { name: sport });

async function pickSport(user: UserEvent, sport: string) {
  await user.click(sportsBox());
  await user.click(await screen.findByRole("option", { name: sport }));
}

beforeEach(() => {
  vi.mocked(useGetProfileOptionsQuery).mockReset().mockReturnValue(options());
  vi.mocked(saveInterests).mockReset();
});

afterEach(() => {
  act(() => toast.reset());
});

describe("InterestsTab (spec §2.6 Interests tab, §5 'Pick atleast one', §8)", () => {
  it("shows a loader while nobody is signed in", () => {
    renderTab({}, signedOutAuth());
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Interests" })).not.toBeInTheDocument();
  });

  it("shows the user's sports, each with an 'up for games' switch (on unless turned off)", () => {
    renderTab(withSports(["Pickleball", "Tennis"], [{ sport: "Tennis", toggle: false }]));
    expect(screen.getByRole("heading", { name: "Interests" })).toBeInTheDocument();
    expect(screen.getByText("The sports you play")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Up for games" })).toBeInTheDocument();
    expect(upFor("Pickleball")).toBeChecked();
    expect(upFor("Tennis")).not.toBeChecked();
    expect(screen.queryByRole("switch", { name: "Basketball" })).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it("with no sports says 'Pick atleast one' and will not save", () => {
    renderTab(withSports([]));
    expect(screen.getByText("Pick atleast one")).toBeInTheDocument();
    expect(sportsBox()).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByRole("heading", { name: "Up for games" })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("says 'Pick atleast one' once the last sport is removed", async () => {
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    expect(screen.queryByText("Pick atleast one")).not.toBeInTheDocument();
    await user.click(sportsBox());
    await user.keyboard("{Backspace}");
    expect(screen.getByText("Pick atleast one")).toBeInTheDocument();
    expect(screen.queryByRole("switch", { name: "Pickleball" })).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it("offers the game types from the profile options", async () => {
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    await user.click(sportsBox());
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Pickleball", "Tennis", "Basketball"]);
  });

  it("saves the sports and the switches on the user and the public profile, with 'Updated user data successfully.'", async () => {
    vi.mocked(saveInterests).mockResolvedValue();
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"], [{ sport: "Pickleball", toggle: true }]));
    await pickSport(user, "Tennis");
    expect(upFor("Tennis")).toBeChecked();
    await user.click(upFor("Pickleball"));
    expect(upFor("Pickleball")).not.toBeChecked();
    await user.click(saveButton());

    await expectToast("Updated user data successfully.", "success");
    expect(saveInterests).toHaveBeenCalledTimes(1);
    expect(saveInterests).toHaveBeenCalledWith(
      "user-1",
      ["Pickleball", "Tennis"],
      [
        { sport: "Pickleball", toggle: false },
        { sport: "Tennis", toggle: true },
      ],
    );
    expect(saveButton()).toBeEnabled();
  });

  it("shows a spinner on the button while saving", async () => {
    let finish: () => void = () => undefined;
    vi.mocked(saveInterests).mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    await user.click(saveButton());
    const busy = screen.getByRole("button", { busy: true });
    expect(busy).toBeDisabled();
    expect(within(busy).getByRole("progressbar", { name: "Working" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save interests" })).not.toBeInTheDocument();
    act(() => finish());
    await expectToast("Updated user data successfully.", "success");
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it("shows the error's message when saving fails and keeps the choices for a retry", async () => {
    vi.mocked(saveInterests).mockRejectedValueOnce(new AppError("permission-denied", FAILED)).mockResolvedValueOnce();
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    await pickSport(user, "Basketball");
    await user.click(upFor("Basketball"));
    await user.click(saveButton());

    await expectToast(FAILED, "error");
    expect(queued()).not.toContainEqual(expect.objectContaining({ severity: "success" }));
    expect(upFor("Pickleball")).toBeChecked();
    expect(upFor("Basketball")).not.toBeChecked();
    expect(saveButton()).toBeEnabled();

    await user.click(saveButton());
    await expectToast("Updated user data successfully.", "success");
    expect(saveInterests).toHaveBeenCalledTimes(2);
    expect(saveInterests).toHaveBeenLastCalledWith(
      "user-1",
      ["Pickleball", "Basketball"],
      [
        { sport: "Pickleball", toggle: true },
        { sport: "Basketball", toggle: false },
      ],
    );
  });

  it("says so when the write fails for an unexpected reason, with the spec-side wording", async () => {
    vi.mocked(saveInterests).mockRejectedValue(new Error("network down"));
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    await user.click(saveButton());
    await expectToast(FAILED, "error");
    expect(queued()).not.toContainEqual(expect.objectContaining({ message: "Updated user data successfully." }));
  });

  it("warns when the sports list cannot be loaded, and Retry asks again", async () => {
    const refetch = vi.fn();
    vi.mocked(useGetProfileOptionsQuery).mockReturnValue(options({ data: undefined, isError: true, refetch }));
    const user = userEvent.setup();
    renderTab(withSports(["Pickleball"]));
    expect(screen.getByText("We couldn't load the list of sports.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
    // The user's own sports are still shown and can be saved.
    expect(upFor("Pickleball")).toBeChecked();
    expect(saveButton()).toBeEnabled();
  });
});
