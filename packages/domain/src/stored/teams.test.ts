import { describe, expect, it } from "vitest";
import { readData } from "./fields";
import { teamSchema } from "./teams";

const teamFromData = (id: string, data: Record<string, unknown>) => readData(teamSchema, id, data);

describe("teamSchema (teams/{id} as the app reads it)", () => {
  it("fills in defaults for an empty document (ROOKIE is the free tier)", () => {
    expect(teamFromData("t1", {})).toEqual({
      id: "t1",
      name: "Unnamed team",
      description: "",
      photoURL: "",
      subscription: "ROOKIE",
      subscriptionId: null,
      topics: [],
      creator: null,
      gameType: "",
      domain: null,
      organizerWebsite: { metaLogoURL: null },
      city: null,
      memberIds: [],
      managerIds: [],
      memberCount: 0,
      rosterPreview: [],
      notificationTimes: [],
      organizationId: null,
      league: null,
      createdAt: null,
    });
  });

  it("reads the server-written roster preview, keeping only known roles and entries with a uid", () => {
    const team = teamFromData("t1", {
      memberIds: ["a", "b"],
      memberCount: 2,
      rosterPreview: [{ uid: "a", displayName: "Ann", photoURL: "", role: "owner" }, { uid: "b", displayName: "", role: "boss" }, { displayName: "Nobody" }],
      notificationTimes: [1000, "x", 2000],
    });
    expect(team.memberCount).toBe(2);
    expect(team.rosterPreview).toEqual([
      { uid: "a", displayName: "Ann", photoURL: "", role: "owner" },
      { uid: "b", displayName: "Player", photoURL: "", role: "player" },
    ]);
    expect(team.notificationTimes).toEqual([1000, 2000]);
  });

  it.each<[unknown, string]>([
    ["PRO", "PRO"],
    ["ALL_STAR", "ALL_STAR"],
    ["ROOKIE", "ROOKIE"],
    ["pro", "ROOKIE"],
    [undefined, "ROOKIE"],
  ])("subscription %j → %s", (value, tier) => {
    expect(teamFromData("t1", { subscription: value }).subscription).toBe(tier);
  });

  it.each<[unknown, string | null]>([
    ["u1", "u1"],
    ["", null],
    [null, null],
    [5, null],
  ])("creator %j → %j", (value, creator) => {
    expect(teamFromData("t1", { creator: value }).creator).toBe(creator);
  });

  it("reads a full document", () => {
    const team = teamFromData("t2", {
      name: "Smash",
      topics: [{ id: "a", name: "General", description: "Talk" }],
      organizerWebsite: { metaLogoURL: "https://img.example/m.png" },
      city: { name: "Austin", lat: 30, lng: -97, hash: "9v6" },
      memberIds: ["u1", 2, "u3"],
      domain: "smash.example",
      createdAt: { toMillis: () => 123 },
    });
    expect(team).toMatchObject({
      name: "Smash",
      topics: [{ id: "a", name: "General", description: "Talk" }],
      organizerWebsite: { metaLogoURL: "https://img.example/m.png" },
      city: { name: "Austin", lat: 30, lng: -97, hash: "9v6" },
      memberIds: ["u1", "u3"],
      domain: "smash.example",
      createdAt: 123,
    });
  });
});
