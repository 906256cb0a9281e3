import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { CountBadge } from "./CountBadge";

describe("CountBadge", () => {
  it("shows the count beside the icon, hidden from screen readers (the button's label says it)", () => {
    render(<CountBadge count={3}>icon</CountBadge>);
    const badge = screen.getByTestId("count-badge");
    expect(badge).toHaveTextContent("3");
    expect(badge).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("icon")).toBeInTheDocument();
  });

  it("caps a large count at the maximum with a plus", () => {
    render(<CountBadge count={150}>icon</CountBadge>);
    expect(screen.getByTestId("count-badge")).toHaveTextContent("99+");
  });

  it("shows nothing at zero", () => {
    render(<CountBadge count={0}>icon</CountBadge>);
    expect(screen.queryByTestId("count-badge")).not.toBeInTheDocument();
  });
});
