import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import decodeQR from "qr/decode.js";
import { renderWithProviders } from "@/test/renderWithProviders";
import { makeSessionUser, signedInAuth } from "@/test/fixtures";
import { AppError } from "@/lib/errors";
import { listRegistrations } from "@/features/teams/api/teamsRepository";
import { getPublicProfile } from "@/features/profile/api/publicProfiles";
import type { Registration } from "@rallyhub/domain/teams/types";
import { PlayerCardDialog } from "../public";

// The data boundary: the registrations (Firestore, teams feature) and another player's public profile.
vi.mock("@/features/teams/api/teamsRepository", () => ({ listRegistrations: vi.fn() }));
vi.mock("@/features/profile/api/publicProfiles", () => ({ getPublicProfile: vi.fn() }));

const registration = (teamName: string, label: string, startDate: string, endDate: string): Registration => ({
  id: `user-1_${teamName}_${label}`,
  uid: "user-1",
  teamId: teamName,
  teamName,
  season: { id: label, label, startDate, endDate },
  createdAt: 1,
});

/**
 * What the QR code on the card says: the rendered SVG's dark modules (qrcode.react draws each
 * row's runs as "M{x} {y}h{n}v1H{x}z" paths) painted onto a bitmap and read back by the
 * same decoder the scan page uses without BarcodeDetector.
 */
function qrValueOf(svg: Element): string {
  const size = Number(svg.getAttribute("viewBox")?.split(" ")[2]);
  const dark = svg.querySelectorAll("path")[1]?.getAttribute("d") ?? "";
  const scale = 4;
  const side = size * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x0, y0, run] of dark.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let x = Number(x0); x < Number(x0) + Number(run); x++)
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) {
          const at = ((Number(y0) * scale + dy) * side + x * scale + dx) * 4;
          data.fill(0, at, at + 3);
        }
  }
  return decodeQR({ width: side, height: side, data });
}

function openCard(uid = "user-1", auth = signedInAuth()) {
  const onClose = vi.fn();
  const result = renderWithProviders(<PlayerCardDialog open onClose={onClose} uid={uid} />, { preloadedState: { auth } });
  return { ...result, onClose };
}

beforeEach(() => {
  vi.mocked(listRegistrations).mockReset().mockResolvedValue([]);
  vi.mocked(getPublicProfile).mockReset();
});

describe("the player card dialog (issue 11, spec §2.10)", () => {
  it("shows the avatar, a QR code of the absolute profile link, the name, the e-mail and the registrations, latest season first", async () => {
    vi.mocked(listRegistrations).mockResolvedValue([registration("Night Owls", "Spring 2031", "2031-03-01", "2031-05-31"), registration("Riverside Smash", "Fall 2031", "2031-09-01", "2031-11-30")]);
    openCard("user-1", signedInAuth({ displayName: "Pat Player", photoURL: "https://img.example/pat.png" }));
    const dialog = await screen.findByRole("dialog", { name: "Player card" });

    expect(within(dialog).getByRole("img", { name: "Pat Player" })).toHaveAttribute("src", "https://img.example/pat.png");
    const qr = within(dialog).getByRole("img", { name: "QR code of Pat Player's profile" });
    expect(qr).toHaveAttribute("width", "200");
    expect(qrValueOf(qr)).toBe(`${window.location.origin}/profile/user-1`);
    expect(within(dialog).getByRole("heading", { level: 2, name: "Pat Player" })).toBeInTheDocument();
    expect(within(dialog).getByText("player@example.com")).toBeInTheDocument();

    const list = await within(dialog).findByRole("list", { name: "Registrations" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual(["Riverside SmashFall 2031 · Sep 1, 2031 – Nov 30, 2031", "Night OwlsSpring 2031 · Mar 1, 2031 – May 31, 2031"]);
    expect(listRegistrations).toHaveBeenCalledWith("user-1", null);
    expect(screen.queryByText(/No registrations found/)).not.toBeInTheDocument();
  });

  it("with no registrations says so, naming the product", async () => {
    openCard();
    const dialog = await screen.findByRole("dialog", { name: "Player card" });
    expect(await within(dialog).findByText("No registrations found for this user on RallyHub")).toBeInTheDocument();
    expect(within(dialog).queryByRole("list", { name: "Registrations" })).not.toBeInTheDocument();
  });

  it("a player without a display name is 'Unnamed Player', and the QR code still links to their profile", async () => {
    openCard("user-1", signedInAuth({ displayName: "" }, { user: makeSessionUser({ displayName: null }) }));
    const dialog = await screen.findByRole("dialog", { name: "Player card" });
    expect(within(dialog).getByRole("heading", { level: 2, name: "Unnamed Player" })).toBeInTheDocument();
    expect(qrValueOf(within(dialog).getByRole("img", { name: "QR code of Unnamed Player's profile" }))).toBe(`${window.location.origin}/profile/user-1`);
  });

  it("a registrations failure says so with Retry, and the card still shows", async () => {
    vi.mocked(listRegistrations).mockRejectedValueOnce(new AppError("unavailable", "offline"));
    openCard();
    const dialog = await screen.findByRole("dialog", { name: "Player card" });
    expect(await within(dialog).findByText("The registrations could not be loaded.")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { level: 2, name: "Pat Player" })).toBeInTheDocument();
    vi.mocked(listRegistrations).mockResolvedValue([registration("Night Owls", "Spring 2031", "2031-03-01", "2031-05-31")]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    expect(await within(dialog).findByRole("list", { name: "Registrations" })).toHaveTextContent("Night Owls");
  });

  it("another player's card shows their public name and photo and their QR code, never their e-mail or registrations", async () => {
    vi.mocked(getPublicProfile).mockResolvedValue({ uid: "u-riley", displayName: "Riley Second", photoURL: "", cityName: "Austin", sports: [], bio: "" });
    openCard("u-riley");
    const dialog = await screen.findByRole("dialog", { name: "Player card" });
    expect(await within(dialog).findByRole("heading", { level: 2, name: "Riley Second" })).toBeInTheDocument();
    expect(qrValueOf(within(dialog).getByRole("img", { name: "QR code of Riley Second's profile" }))).toBe(`${window.location.origin}/profile/u-riley`);
    expect(within(dialog).queryByText("player@example.com")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("heading", { name: "Registrations" })).not.toBeInTheDocument();
    expect(listRegistrations).not.toHaveBeenCalled();
    expect(getPublicProfile).toHaveBeenCalledWith("u-riley");
  });

  it("is 400x800 (spec §9), and Close and the close icon both close it", async () => {
    const { onClose } = openCard();
    const dialog = await screen.findByRole("dialog", { name: "Player card" });
    const style = getComputedStyle(dialog);
    expect([style.width, style.height]).toEqual(["400px", "800px"]);
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[0]!);
    await userEvent.click(within(dialog).getAllByRole("button", { name: "Close" })[1]!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("renders nothing, and loads nothing, until it is first opened", async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Show my card</button>
          <PlayerCardDialog open={open} onClose={() => setOpen(false)} uid="user-1" />
        </>
      );
    }
    renderWithProviders(<Harness />, { preloadedState: { auth: signedInAuth() } });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(listRegistrations).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Show my card" }));
    expect(await screen.findByRole("dialog", { name: "Player card" })).toBeInTheDocument();
    await waitFor(() => expect(listRegistrations).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getAllByRole("button", { name: "Close" })[1]!);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
