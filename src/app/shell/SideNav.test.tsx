import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/test/renderWithProviders";
import SideNav from "./SideNav";

const open = (signedIn: boolean, onReset = vi.fn(), onClose = vi.fn()) => {
  renderWithProviders(<SideNav open signedIn={signedIn} onClose={onClose} onReset={onReset} />);
  return { onReset, onClose, menu: screen.getByRole("navigation", { name: "Main menu" }) };
};

describe("the menu (spec §2.6)", () => {
  it("offers a signed-in user 'Create a game' first among what they organize", () => {
    const { menu } = open(true);
    const organize = within(menu).getByRole("list", { name: "Organize" });
    const first = within(organize).getAllByRole("link")[0];
    expect(first).toHaveAccessibleName("Create a game");
    expect(first).toHaveAttribute("href", "/event/create");
  });

  it("shows a signed-out visitor only the public links", () => {
    const { menu } = open(false);
    expect(within(menu).queryByRole("link", { name: "Create a game" })).not.toBeInTheDocument();
    expect(within(menu).queryByRole("list", { name: "Organize" })).not.toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Discover events" })).toHaveAttribute("href", "/discover/events");
  });

  it("keeps 'Reset app data' under Troubleshooting, apart from the main actions, and runs it after closing the menu", async () => {
    const user = userEvent.setup();
    const { menu, onReset, onClose } = open(true);
    for (const name of ["Play", "Organize", "Account", "Help"]) {
      expect(within(within(menu).getByRole("list", { name })).queryByRole("button", { name: /Reset app data/ })).not.toBeInTheDocument();
    }
    const troubleshooting = within(menu).getByRole("list", { name: "Troubleshooting" });
    await user.click(within(troubleshooting).getByRole("button", { name: /Reset app data/ }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onReset).toHaveBeenCalledTimes(1);
  });
});
