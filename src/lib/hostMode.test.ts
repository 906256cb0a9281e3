// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { currentHostMode, currentHostname, resolveHostMode, type HostMode } from "./hostMode";

const hosts = { main: ["rallyhub.example", "www.rallyhub.example"], branded: ["teams.rallyhub.example"] };

describe("resolveHostMode", () => {
  it.each<[string, HostMode]>([
    ["localhost", "main"],
    ["127.0.0.1", "main"],
    ["[::1]", "main"],
    ["::1", "main"],
    ["rallyhub.example", "main"],
    ["www.rallyhub.example", "main"],
    ["RallyHub.Example", "main"],
    ["rallyhub.example.", "main"],
    ["LOCALHOST.", "main"],
    ["teams.rallyhub.example", "branded"],
    ["TEAMS.RallyHub.example", "branded"],
    ["teams.rallyhub.example.", "branded"],
    ["riverside.teams.rallyhub.example", "branded"],
    ["a.b.teams.rallyhub.example", "branded"],
    ["riversidesmash.com", "custom"],
    ["www.riversidesmash.com", "custom"],
    // Only configured hosts are main: a sub-domain of the main host is somebody's custom domain.
    ["club.rallyhub.example", "custom"],
    // A look-alike suffix is not a sub-domain of the branded host.
    ["evilteams.rallyhub.example", "custom"],
    ["teams.rallyhub.example.evil.com", "custom"],
  ])("%s → %s", (hostname, mode) => {
    expect(resolveHostMode(hostname, hosts)).toBe(mode);
  });

  it("treats everything but localhost as custom when no hosts are configured", () => {
    expect(resolveHostMode("localhost", { main: [], branded: [] })).toBe("main");
    expect(resolveHostMode("rallyhub.example", { main: [], branded: [] })).toBe("custom");
  });
});

describe("currentHostMode", () => {
  it("reads jsdom's host (localhost) as main with the test configuration", () => {
    expect(currentHostname()).toBe("localhost");
    expect(currentHostMode()).toBe("main");
  });
});
