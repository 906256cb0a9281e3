import { describe, expect, it, vi } from "vitest";
import { isDomainVerified, isReservedHost } from "./domainVerification";

describe("isDomainVerified", () => {
  it("accepts a *.localhost host in the emulators only", async () => {
    await expect(isDomainVerified("teamsite.localhost", "s1", { emulator: true })).resolves.toBe(true);
    await expect(isDomainVerified("teamsite.localhost", "s1", { emulator: false })).resolves.toBe(false);
  });

  it("looks for the TXT record naming the site, joining a record's chunks", async () => {
    const lookup = vi.fn(() => Promise.resolve([["v=spf1 -all"], ["rallyhub-site=", "s1"]]));
    await expect(isDomainVerified("club.example.com", "s1", { emulator: true, lookup })).resolves.toBe(true);
    expect(lookup).toHaveBeenCalledWith("_rallyhub.club.example.com");
    await expect(isDomainVerified("club.example.com", "s2", { emulator: false, lookup })).resolves.toBe(false);
  });

  it("a failed lookup is not verified", async () => {
    await expect(isDomainVerified("club.example.com", "s1", { lookup: () => Promise.reject(Object.assign(new Error("nx"), { code: "ENOTFOUND" })) })).resolves.toBe(false);
  });
});

describe("isReservedHost", () => {
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["teams.localhost", true],
    ["lightning.teams.localhost", true],
    ["teamsite.localhost", false],
    ["club.example.com", false],
  ])("%s → %s", (host, reserved) => expect(isReservedHost(host, {})).toBe(reserved));
});
