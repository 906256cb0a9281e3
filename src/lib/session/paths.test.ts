import { describe, expect, it } from "vitest";
import { isProtectedPath, loginPath, PROTECTED_PREFIXES, safeReturnPath } from "./paths";

describe("loginPath", () => {
  it.each<[string | undefined, string]>([
    [undefined, "/auth/login"],
    ["", "/auth/login"],
    ["/", "/auth/login"],
    ["/auth/sign-up", "/auth/login"],
    ["/home", "/auth/login?returnUrl=%2Fhome"],
    ["/event/create", "/auth/login?returnUrl=%2Fevent%2Fcreate"],
    ["/settings?tab=payments&x=1", "/auth/login?returnUrl=%2Fsettings%3Ftab%3Dpayments%26x%3D1"],
  ])("returning to %j → %s", (returnTo, path) => {
    expect(loginPath(returnTo)).toBe(path);
  });

  it("round-trips the return URL through URLSearchParams", () => {
    const path = loginPath("/profile/abc?tab=2#x");
    expect(new URLSearchParams(path.split("?")[1]).get("returnUrl")).toBe("/profile/abc?tab=2#x");
  });

  it("keeps extra parameters", () => {
    expect(loginPath(undefined, { logout: "true" })).toBe("/auth/login?logout=true");
    expect(loginPath("/home", { logout: "true" })).toBe("/auth/login?logout=true&returnUrl=%2Fhome");
  });
});

describe("safeReturnPath", () => {
  it.each<[string | null | undefined, string]>([
    ["/home", "/home"],
    ["/event/1?x=1", "/event/1?x=1"],
    ["/", "/"],
    [null, "/home"],
    [undefined, "/home"],
    ["", "/home"],
    ["//evil.example", "/home"],
    ["//evil.example/path", "/home"],
    ["/\\evil.example", "/home"],
    ["http://evil.example", "/home"],
    ["https://evil.example/home", "/home"],
    ["javascript:alert(1)", "/home"],
    ["home", "/home"],
  ])("%j → %s", (value, path) => {
    expect(safeReturnPath(value)).toBe(path);
  });

  it("uses the given fallback", () => {
    expect(safeReturnPath("//evil", "/discover")).toBe("/discover");
  });
});

describe("isProtectedPath (spec §2.4)", () => {
  it("protects /home, /profile and /teams", () => {
    expect(PROTECTED_PREFIXES).toEqual(["/home", "/profile", "/teams"]);
  });

  it.each<[string, boolean]>([
    ["/home", true],
    ["/home/", true],
    ["/profile", true],
    ["/profile/x", true],
    ["/profile/settings", true],
    ["/teams", true],
    ["/teams/create", true],
    ["/homes", false],
    ["/profiles", false],
    ["/teams-v3", false],
    ["/team/1", false],
    ["/", false],
    ["/discover/events", false],
    ["/auth/login", false],
  ])("%s → %s", (path, isProtected) => {
    expect(isProtectedPath(path)).toBe(isProtected);
  });
});
