import { describe, expect, it } from "vitest";
import { playerIdFrom, profileLink } from "./profileLink";

describe("profileLink", () => {
  it("is the absolute /profile/{id} link on the origin", () => {
    expect(profileLink("u-1", "https://rallyhub.example")).toBe("https://rallyhub.example/profile/u-1");
    expect(profileLink("u-1", "http://localhost:5173/")).toBe("http://localhost:5173/profile/u-1");
  });
});

describe("playerIdFrom", () => {
  it.each([
    ["https://rallyhub.example/profile/abcDEF123", "abcDEF123"],
    ["http://localhost:5173/profile/u_1-x/", "u_1-x"],
    ["rallyhub.example/profile/abc", "abc"],
    ["/profile/abc?from=card#top", "abc"],
    ["https://rallyhub.example/profile/abc?from=card", "abc"],
    ["  Xy9TzQ1  ", "Xy9TzQ1"],
    [profileLink("seed-player-001", "https://app.example"), "seed-player-001"],
  ])("reads %j as %j", (text, id) => {
    expect(playerIdFrom(text)).toBe(id);
  });

  it.each([
    "",
    "   ",
    "https://rallyhub.example/profile",
    "https://rallyhub.example/profile/",
    "https://rallyhub.example/profile/settings",
    "settings",
    "https://rallyhub.example/event/abc",
    "https://rallyhub.example/profile/abc/extra",
    "https://rallyhub.example/profile/a%2Fb",
    "https://rallyhub.example/profile/%E0%A4%A",
    "javascript:alert(1)",
    "ftp://rallyhub.example/profile/abc",
    "__reserved__",
    "two words",
    "x".repeat(129),
  ])("refuses %j", (text) => {
    expect(playerIdFrom(text)).toBeNull();
  });
});
