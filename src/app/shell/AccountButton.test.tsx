import { describe, expect, it, vi } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import AccountButton from "./AccountButton";

describe("AccountButton", () => {
  it("shows the user's photo, and their initial when the photo does not load", () => {
    const { container } = render(<AccountButton name="pat Player" photoURL="https://example.com/pat.jpg" onLogout={vi.fn()} loggingOut={false} />);
    const button = screen.getByRole("button", { name: "Account menu for pat Player" });
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", "https://example.com/pat.jpg");
    if (!img) throw new Error("no photo");
    fireEvent.error(img);
    expect(container.querySelector("img")).toBeNull();
    expect(button).toHaveTextContent("P");
  });

  it("shows the initial when there is no photo", () => {
    const { container } = render(<AccountButton name="Riley" photoURL="" onLogout={vi.fn()} loggingOut={false} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Account menu for Riley" })).toHaveTextContent("R");
  });
});
