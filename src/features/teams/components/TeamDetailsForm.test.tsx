import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeTeam, signedInAuth } from "@/test/fixtures";
import { expectToast } from "@/test/toasts";
import { toast } from "@/lib/toast";
import { AppError } from "@/lib/errors";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { updateTeamDetails } from "../api/teamDetailsRepository";
import type { Team } from "../model/types";
import { TeamDetailsForm } from "./TeamDetailsForm";

// The data boundaries: the game types list and the team document in Firestore.
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("../api/teamDetailsRepository", () => ({ updateTeamDetails: vi.fn() }));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const austin = { name: "Austin", lat: 30.27, lng: -97.74, hash: "9v6kp" };
const owls = makeTeam({
  id: "t1",
  name: "Night Owls",
  gameType: "Basketball",
  description: "Late games.",
  photoURL: "https://img.example/owls.png",
  city: austin,
  topics: [{ id: "game-day", name: "Game day", description: "Match reminders" }],
});

beforeEach(() => {
  vi.mocked(useGetProfileOptionsQuery).mockReturnValue({ data: { gameTypes: ["Basketball", "Other", "Tennis"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(updateTeamDetails).mockReset().mockResolvedValue();
});

afterEach(() => {
  act(() => toast.reset());
});

function open(team: Team = owls) {
  renderWithProviders(<TeamDetailsForm team={team} />, { preloadedState: { auth: signedInAuth() } });
  return screen.getByRole("form", { name: "Edit team" });
}

const nameField = () => screen.getByRole("textbox", { name: /Team name/ });
const topic = (n: number) => screen.getByRole("group", { name: `Topic ${n}` });
/** The team's description (each topic has a Description field too, inside its group). */
const descriptionField = () => {
  const field = screen.getAllByRole("textbox", { name: "Description" }).find((el) => !el.closest('[role="group"]'));
  if (!field) throw new Error("No team description field");
  return field;
};

describe("editing the team's details (managers)", () => {
  it("is filled in with the team", () => {
    const form = open();
    expect(nameField()).toHaveValue("Night Owls");
    expect(within(form).getByRole("combobox", { name: /Game type/ })).toHaveTextContent("Basketball");
    expect(within(form).getByRole("textbox", { name: /Photo link/ })).toHaveValue("https://img.example/owls.png");
    expect(descriptionField()).toHaveValue("Late games.");
    expect(within(form).getByRole("combobox", { name: "City" })).toHaveValue("Austin");
    expect(within(topic(1)).getByRole("textbox", { name: /Topic name/ })).toHaveValue("Game day");
    expect(within(topic(1)).getByRole("textbox", { name: /Description/ })).toHaveValue("Match reminders");
    expect(screen.queryByRole("group", { name: "Topic 2" })).not.toBeInTheDocument();
    // Nothing changed yet.
    expect(within(form).getByRole("button", { name: "Discard changes" })).toBeDisabled();
  });

  it("stops typing at 60 characters", async () => {
    const user = setupUser();
    open();
    await user.clear(nameField());
    await user.click(nameField());
    await user.paste("x".repeat(61));
    expect(nameField()).toHaveValue("x".repeat(60));
  });

  it("refuses a name over 60 characters (from older data) with the schema's message, and saves nothing", async () => {
    const user = setupUser();
    const long = "L".repeat(61);
    open(makeTeam({ ...owls, name: long }));
    await user.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("The team name can have at most 60 characters")).toBeInTheDocument();
    expect(nameField()).toHaveAccessibleDescription("The team name can have at most 60 characters");
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(updateTeamDetails).not.toHaveBeenCalled();
    expect(nameField()).toHaveValue(long);
  });

  it("refuses an empty name and saves nothing", async () => {
    const user = setupUser();
    open();
    await user.clear(nameField());
    await user.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("Give your team a name")).toBeInTheDocument();
    expect(updateTeamDetails).not.toHaveBeenCalled();
  });

  it("saves what changed, keeps saved topic ids and gives new topics ids from their names", async () => {
    const user = setupUser();
    open();
    /** Replaces a field's text (pasted: typing it key by key is slow on a loaded machine). */
    const fill = async (field: HTMLElement, text: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(text);
    };
    await fill(nameField(), "  Night Owls FC ");
    await user.click(screen.getByRole("combobox", { name: /Game type/ }));
    await user.click(await screen.findByRole("option", { name: "Tennis" }));
    await fill(descriptionField(), "Late games, all levels.");
    // The saved topic is renamed: it keeps its id.
    await fill(within(topic(1)).getByRole("textbox", { name: /Topic name/ }), "Match day");
    // A new topic named like the old one gets a unique id; another gets its own.
    await user.click(screen.getByRole("button", { name: "Add a topic" }));
    await fill(within(topic(2)).getByRole("textbox", { name: /Topic name/ }), "Game day");
    await user.click(screen.getByRole("button", { name: "Add a topic" }));
    await fill(within(topic(3)).getByRole("textbox", { name: /Topic name/ }), "Practice Notes!");
    await fill(within(topic(3)).getByRole("textbox", { name: /Description/ }), "Where we train");
    expect(screen.getByRole("button", { name: "Discard changes" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Save team" }));
    await waitFor(() => expect(updateTeamDetails).toHaveBeenCalledTimes(1));
    expect(updateTeamDetails).toHaveBeenCalledWith("t1", {
      name: "Night Owls FC",
      gameType: "Tennis",
      photoURL: "https://img.example/owls.png",
      description: "Late games, all levels.",
      city: austin,
      topics: [
        { id: "game-day", name: "Match day", description: "Match reminders" },
        { id: "game-day-2", name: "Game day", description: "" },
        { id: "practice-notes", name: "Practice Notes!", description: "Where we train" },
      ],
    });
    await expectToast("Team saved", "success");
    // Saved: nothing left to discard, and the form shows what was saved.
    await waitFor(() => expect(screen.getByRole("button", { name: "Discard changes" })).toBeDisabled());
    expect(nameField()).toHaveValue("Night Owls FC");
    expect(within(topic(3)).getByRole("textbox", { name: /Topic name/ })).toHaveValue("Practice Notes!");
    // Many fields through MUI: on a loaded two-core machine this can take a while.
  }, 30_000);

  it("a topic removed is left out of what is saved", async () => {
    const user = setupUser();
    open();
    await user.click(within(topic(1)).getByRole("button", { name: "Remove topic 1" }));
    expect(screen.getByText("No topics configured")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save team" }));
    await waitFor(() => expect(updateTeamDetails).toHaveBeenCalledWith("t1", expect.objectContaining({ topics: [] })));
  });

  it("shows the reason when saving fails and keeps what was typed", async () => {
    vi.mocked(updateTeamDetails).mockRejectedValue(new AppError("permission-denied", "The team could not be saved. Please try again.", undefined, "Only managers can change the team."));
    const user = setupUser();
    open();
    await user.clear(nameField());
    await user.type(nameField(), "Night Owls FC");
    await user.click(screen.getByRole("button", { name: "Add a topic" }));
    await user.type(within(topic(2)).getByRole("textbox", { name: /Topic name/ }), "Carpools");
    await user.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only managers can change the team.");
    expect(updateTeamDetails).toHaveBeenCalledWith("t1", expect.objectContaining({ name: "Night Owls FC" }));
    expect(nameField()).toHaveValue("Night Owls FC");
    expect(within(topic(2)).getByRole("textbox", { name: /Topic name/ })).toHaveValue("Carpools");
    expect(screen.getByRole("button", { name: "Discard changes" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Save team" })).toBeEnabled();
  });

  it("without a reason from the server, shows the message", async () => {
    vi.mocked(updateTeamDetails).mockRejectedValue(new AppError("unavailable", "The team could not be saved. Please try again."));
    const user = setupUser();
    open();
    await user.type(descriptionField(), " More.");
    await user.click(screen.getByRole("button", { name: "Save team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The team could not be saved. Please try again.");
  });

  it("Discard changes puts the team's details back", async () => {
    const user = setupUser();
    open();
    await user.clear(nameField());
    await user.type(nameField(), "Someone else");
    await user.clear(descriptionField());
    await user.click(within(topic(1)).getByRole("button", { name: "Remove topic 1" }));
    await user.click(screen.getByRole("button", { name: "Add a topic" }));
    await user.type(within(topic(1)).getByRole("textbox", { name: /Topic name/ }), "Carpools");

    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(nameField()).toHaveValue("Night Owls");
    expect(descriptionField()).toHaveValue("Late games.");
    expect(within(topic(1)).getByRole("textbox", { name: /Topic name/ })).toHaveValue("Game day");
    expect(screen.queryByRole("group", { name: "Topic 2" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Discard changes" })).toBeDisabled();
    expect(updateTeamDetails).not.toHaveBeenCalled();
  });
});
