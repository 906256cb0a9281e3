import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { RouteObject } from "react-router-dom";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { useGetProfileOptionsQuery } from "@/lib/profileOptions/api/profileOptionsApi";
import { callTeam } from "../api/teamCallables";

// The network boundaries: the game types list (Firestore) and the team callables.
vi.mock("@/lib/profileOptions/api/profileOptionsApi", () => ({ useGetProfileOptionsQuery: vi.fn() }));
vi.mock("../api/teamCallables", () => ({ callTeam: vi.fn() }));

const routes: RouteObject[] = [
  {
    path: "/",
    hydrateFallbackElement: <p>Loading</p>,
    children: [
      { path: "teams/create", lazy: () => import("./TeamCreatePage") },
      { path: "team/:id", element: <p>Team page</p> },
      { path: "elsewhere", element: <p>Elsewhere</p> },
    ],
  },
];

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

beforeEach(() => {
  vi.mocked(useGetProfileOptionsQuery).mockReturnValue({ data: { gameTypes: ["Basketball", "Other", "Tennis"], genders: [] }, isLoading: false, isError: false, refetch: vi.fn() });
  vi.mocked(callTeam).mockReset();
});

async function open() {
  const result = renderRoutes(routes, { preloadedState: { auth: signedInAuth({ displayName: "Morgan" }) }, initialEntries: ["/teams/create"] });
  // The first test pays for the page's lazy import: more time than the default.
  await screen.findByRole("heading", { level: 1, name: "Create Team" }, { timeout: 10_000 });
  return result;
}

async function fillFirstStep(user: ReturnType<typeof setupUser>, name = "Night Owls") {
  await user.type(screen.getByRole("textbox", { name: /Team name/ }), name);
  await user.click(screen.getByRole("combobox", { name: /Game type/ }));
  await user.click(await screen.findByRole("option", { name: "Basketball" }));
}

describe("Create Team (spec §2.1, §5, §7)", () => {
  it("fetches the game types when it opens and offers Other first", async () => {
    const user = setupUser();
    await open();
    expect(useGetProfileOptionsQuery).toHaveBeenCalledWith(undefined, { refetchOnMountOrArgChange: true });
    await user.click(screen.getByRole("combobox", { name: /Game type/ }));
    const options = within(await screen.findByRole("listbox")).getAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual(["Other", "Basketball", "Tennis"]);
  });

  it("does not move on without a name and a game type, and says why", async () => {
    const user = setupUser();
    await open();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Give your team a name")).toBeInTheDocument();
    expect(screen.getByText("Pick the game your team plays")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Step 1 of 7/ })).toBeInTheDocument();
  });

  it("stops the name at 60 characters and counts them", async () => {
    const user = setupUser();
    await open();
    const name = screen.getByRole("textbox", { name: /Team name/ });
    await user.click(name);
    await user.paste("x".repeat(61));
    expect(name).toHaveValue("x".repeat(60));
    expect(screen.getByText("60 / 60")).toBeInTheDocument();
  });

  it("walks every step and creates the team with what was typed, then opens its page", async () => {
    const user = setupUser();
    vi.mocked(callTeam).mockResolvedValue({ teamId: "t9", invited: 1 });
    const { router } = await open();
    await fillFirstStep(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: /Step 2 of 7: Photo/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByRole("textbox", { name: "Description" }), "Late games.");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: /Step 4 of 7: City/ })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Add a topic" }));
    await user.type(screen.getByRole("textbox", { name: /Topic name/ }), "Game day");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.type(await screen.findByRole("textbox", { name: /Player's e-mail/ }), "Pat@Example.com{Enter}");
    expect(within(screen.getByRole("list", { name: "Players to invite" })).getByText("pat@example.com")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("heading", { name: /Step 7 of 7: Review/ })).toBeInTheDocument();
    expect(screen.getByText("Game day")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create team" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/team/t9"));
    expect(callTeam).toHaveBeenCalledWith(
      "createTeam",
      {
        name: "Night Owls",
        gameType: "Basketball",
        photoURL: "",
        description: "Late games.",
        city: null,
        topics: [{ id: "game-day", name: "Game day", description: "" }],
        invites: [{ email: "pat@example.com" }],
      },
      expect.any(String),
    );
    // Created: no reminder.
    expect(callTeam).not.toHaveBeenCalledWith("sendTeamCreationReminder", expect.anything(), expect.anything());
    // Seven steps of typing through MUI: on a loaded two-core machine this can take a while.
  }, 40_000);

  it("the invitations step refuses an address that is not one, or already on the list, and keeps what was typed", async () => {
    const user = setupUser();
    await open();
    await fillFirstStep(user);
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole("button", { name: "Next" }));
    const email = await screen.findByRole("textbox", { name: /Player's e-mail/ });

    await user.type(email, "not-an-address{Enter}");
    await waitFor(() => expect(email).toHaveAccessibleDescription("Enter a valid e-mail"));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveValue("not-an-address");
    expect(screen.getByText("Nobody on the list yet.")).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, "pat@example.com");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const list = await screen.findByRole("list", { name: "Players to invite" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((i) => i.textContent),
    ).toEqual(["pat@example.com×"]);
    await waitFor(() => expect(email).toHaveValue(""));
    expect(email).toHaveAccessibleDescription("Press Enter or Add to put them on the list");

    await user.type(email, "PAT@example.com{Enter}");
    await waitFor(() => expect(email).toHaveAccessibleDescription("pat@example.com is already on the list."));
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    // Still on the invitations step: Enter in the field does not move the wizard on.
    expect(screen.getByRole("heading", { name: /Step 6 of 7/ })).toBeInTheDocument();
    expect(callTeam).not.toHaveBeenCalledWith("createTeam", expect.anything(), expect.anything());
  }, 40_000);

  it("keeps everything and shows the server's reason when creation is refused", async () => {
    const user = setupUser();
    vi.mocked(callTeam).mockRejectedValue(new AppError("failed-precondition", "The team could not be created. Please try again.", undefined, "You can't invite this player."));
    await open();
    await fillFirstStep(user);
    for (let i = 0; i < 6; i++) await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Create team" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You can't invite this player.");
    expect(screen.getByRole("heading", { name: /Step 7 of 7/ })).toBeInTheDocument();
    expect(screen.getByText("Night Owls")).toBeInTheDocument();
  });

  it("asks for the reminder when left on page 3, with the page index", async () => {
    const user = setupUser();
    vi.mocked(callTeam).mockResolvedValue({ sent: true });
    const { router } = await open();
    await fillFirstStep(user);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(await screen.findByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: /Step 3 of 7/ });
    await router.navigate("/elsewhere");
    await screen.findByText("Elsewhere");
    await waitFor(() => expect(callTeam).toHaveBeenCalledWith("sendTeamCreationReminder", { page: 3 }, expect.any(String)));
  });

  it("asks for no reminder when left on page 1", async () => {
    const { router } = await open();
    await router.navigate("/elsewhere");
    await screen.findByText("Elsewhere");
    expect(callTeam).not.toHaveBeenCalled();
  });
});
