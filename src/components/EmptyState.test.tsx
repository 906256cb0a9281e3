import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { EmptyState, type EmptyPicture } from "./EmptyState";

const PICTURES: EmptyPicture[] = ["games", "inbox", "team"];

describe("EmptyState (issue 31)", () => {
  it("shows Hoot's picture as decoration, then the words and the action", () => {
    const { container } = render(
      <EmptyState picture="games" title="No games match near Austin, TX." action={<button type="button">Create a game</button>}>
        Try a wider radius.
      </EmptyState>,
    );
    const picture = container.querySelector("img");
    expect(picture).toHaveAttribute("src", "/illustrations/empty-games.svg");
    expect(picture).toHaveAttribute("alt", "");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(container).toHaveTextContent("No games match near Austin, TX.Try a wider radius.Create a game");
  });

  it("leaves out what it is not given", () => {
    const { container } = render(<EmptyState picture="inbox" title="No invoices to pay." />);
    expect(container).toHaveTextContent(/^No invoices to pay\.$/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("its pictures", () => {
  it.each(PICTURES)("public/illustrations/empty-%s.svg is there to serve", (picture) => {
    // The project's root is vitest's working directory.
    expect(existsSync(join(process.cwd(), "public/illustrations", `empty-${picture}.svg`))).toBe(true);
  });
});
