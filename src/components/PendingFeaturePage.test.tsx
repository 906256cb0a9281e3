import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { PendingFeaturePage } from "./PendingFeaturePage";

describe("PendingFeaturePage", () => {
  it("shows its title and says the page is being built", async () => {
    render(<PendingFeaturePage title="Create Team" />);
    expect(screen.getByRole("heading", { level: 1, name: "Create Team" })).toBeInTheDocument();
    expect(screen.getByText(/this page is being built/i)).toBeInTheDocument();
    await expect.poll(() => document.title).toBe("Create Team | RallyHub");
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
