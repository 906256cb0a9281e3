import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@/test/renderWithProviders";
import { CategoryNav } from "./CategoryNav";

describe("CategoryNav", () => {
  it("says 'No categories available.' when there are none", () => {
    renderWithProviders(<CategoryNav categories={[]} />);
    expect(screen.getByText("No categories available.")).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("marks the subcategory being read as the current page", () => {
    renderWithProviders(<CategoryNav />, { initialEntries: ["/posts/test/tester"] });
    expect(screen.getByRole("link", { name: "Tester" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Find a Game" })).not.toHaveAttribute("aria-current");
  });
});
