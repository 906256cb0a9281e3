import { describe, expect, it } from "vitest";
import { millisOf as toMillis, readData } from "./fields";
import { guestUserSchema, publicProfileServerSchema, serverUserSchema, userDocSchema } from "./users";

const userFromData = (uid: string, data: Record<string, unknown>) => readData(userDocSchema, uid, data);

const timestampLike = (ms: number) => ({ seconds: Math.floor(ms / 1000), nanoseconds: 0, toMillis: () => ms });

describe("millisOf (a stored time)", () => {
  it.each<[string, unknown, number | null]>([
    ["null", null, null],
    ["undefined", undefined, null],
    ["a number", 1_700_000_000_000, 1_700_000_000_000],
    ["a Date", new Date(Date.UTC(2024, 0, 2)), Date.UTC(2024, 0, 2)],
    ["a Timestamp-like", timestampLike(1_650_000_000_000), 1_650_000_000_000],
    ["an ISO string", "2024-01-01", Date.UTC(2024, 0, 1)],
    ["a string that is not a date", "soon", null],
    ["a {seconds, nanoseconds} object", { seconds: 1_650_000_000, nanoseconds: 500_000_000 }, 1_650_000_000_500],
    ["an object without toMillis", { seconds: 1 }, null],
    ["an object whose toMillis is not a function", { toMillis: 5 }, null],
  ])("%s", (_case, value, millis) => {
    expect(toMillis(value)).toBe(millis);
  });
});

describe("userDocSchema (users/{uid} as the app reads it)", () => {
  it("gives a whole profile with the spec §3 defaults for an empty document", () => {
    expect(userFromData("u1", {})).toEqual({
      uid: "u1",
      email: "",
      emailVerified: false,
      displayName: "",
      fullName: "",
      lastName: undefined,
      photoURL: "",
      defaultCity: null,
      joinReason: null,
      additionalInfo: null,
      hasAdditionalInfo: false,
      bio: "",
      phoneNumber: "",
      birthdate: null,
      alternateEmails: [],
      sportAvailability: [],
      defaultHomeTeamFilter: null,
      privacySettings: { blocklist: [], messagesFromAnyone: false, publicBadges: false, publicOnlineStatus: false, publicUpcomingGames: false },
      notificationSettings: {},
      activitySubscriptions: [],
      familyMembers: [],
      createdAt: null,
      updatedAt: null,
      stripeCustomerId: null,
      stripeId: null,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      subscription: null,
      userSubscription: "Free",
      platform: undefined,
    });
  });

  it.each<[unknown, string]>([
    [undefined, "Free"],
    ["", "Free"],
    [42, "Free"],
    ["Member Plus", "Member Plus"],
    ["Organizer Pro", "Organizer Pro"],
  ])("userSubscription %j → %s", (value, plan) => {
    expect(userFromData("u1", { userSubscription: value }).userSubscription).toBe(plan);
  });

  it.each<[unknown, boolean]>([
    [undefined, false],
    ["true", false],
    [1, false],
    [true, true],
  ])("stripe flags %j → %s", (value, flag) => {
    const user = userFromData("u1", { stripeChargesEnabled: value, stripeDetailsSubmitted: value });
    expect(user.stripeChargesEnabled).toBe(flag);
    expect(user.stripeDetailsSubmitted).toBe(flag);
  });

  it.each<[unknown, string | null]>([
    ["Organize", "Organize"],
    ["Find-people", "Find-people"],
    ["Find-events", "Find-events"],
    ["Substitute", "Substitute"],
    ["organize", null],
    ["Play", null],
    ["", null],
    [3, null],
    [undefined, null],
  ])("joinReason %j → %j", (value, reason) => {
    expect(userFromData("u1", { joinReason: value }).joinReason).toBe(reason);
  });

  it("turns Timestamp-like values into millis", () => {
    const user = userFromData("u1", { birthdate: timestampLike(946_684_800_000), createdAt: new Date(1000), updatedAt: 2000 });
    expect(user.birthdate).toBe(946_684_800_000);
    expect(user.createdAt).toBe(1000);
    expect(user.updatedAt).toBe(2000);
  });

  it("reads a full document, dropping malformed entries", () => {
    const user = userFromData("u2", {
      email: "a@b.example",
      emailVerified: true,
      displayName: "Ann",
      fullName: "Ann",
      lastName: "Lee",
      photoURL: "https://img.example/a.png",
      defaultCity: { lat: 30.1, lng: -97.7, hash: "9v6", name: "Austin" },
      additionalInfo: { gender: "female", sports: ["Tennis", 3, "Golf"], pronoun: "She/Her" },
      hasAdditionalInfo: true,
      alternateEmails: ["x@y.example", null, 7],
      sportAvailability: [{ sport: "Tennis", toggle: true }, { sport: "Golf" }],
      defaultHomeTeamFilter: "",
      stripeId: "acct_1",
      stripeCustomerId: "",
      subscription: "sub_1",
      platform: "meh",
    });
    expect(user).toMatchObject({
      uid: "u2",
      email: "a@b.example",
      emailVerified: true,
      lastName: "Lee",
      defaultCity: { lat: 30.1, lng: -97.7, hash: "9v6", name: "Austin" },
      additionalInfo: { gender: "female", sports: ["Tennis", "Golf"], pronoun: "She/Her" },
      hasAdditionalInfo: true,
      alternateEmails: ["x@y.example"],
      sportAvailability: [
        { sport: "Tennis", toggle: true },
        { sport: "Golf", toggle: false },
      ],
      defaultHomeTeamFilter: null,
      stripeId: "acct_1",
      stripeCustomerId: null,
      subscription: "sub_1",
      platform: "meh",
    });
  });

  it.each<[unknown]>([[{ lat: "30", lng: -97 }], [{ lat: 30 }], ["Austin"], [null]])("a malformed defaultCity %j is null", (city) => {
    expect(userFromData("u1", { defaultCity: city }).defaultCity).toBeNull();
  });

  it.each<[unknown, string | undefined]>([
    ["gth", "gth"],
    ["meh", "meh"],
    ["xyz", undefined],
  ])("platform %j → %j", (value, platform) => {
    expect(userFromData("u1", { platform: value }).platform).toBe(platform);
  });
});

describe("the Functions' reads of users, guests and public profiles", () => {
  it("guestUserSchema keeps the names and number, trimmed and cut to their limits, and leaves out the rest", () => {
    expect(readData(guestUserSchema, "g1", { displayName: "  Sam  ", fullName: "Samuel", lastName: "", phoneNumber: 42, email: "x@y.z" })).toStrictEqual({ displayName: "Sam", fullName: "Samuel" });
    expect(readData(guestUserSchema, "g1", { displayName: "x".repeat(40) }).displayName).toHaveLength(25);
  });

  it("serverUserSchema adds the block list and a top-level gender to the profile", () => {
    expect(readData(serverUserSchema, "u1", { blockedUids: ["a", 3], gender: "Female" })).toMatchObject({ uid: "u1", blockedUids: ["a"], gender: "Female", displayName: "" });
  });

  it("publicProfileServerSchema keeps an empty name empty and gives the city's point only when it has one", () => {
    expect(readData(publicProfileServerSchema, "p1", { city: { name: "Austin", hash: "9v6", lat: 30, lng: -97 }, searchable: true })).toMatchObject({
      uid: "p1",
      displayName: "",
      cityName: "Austin",
      cityHash: "9v6",
      point: { lat: 30, lng: -97 },
      searchable: true,
    });
    expect(readData(publicProfileServerSchema, "p2", { city: { name: "Nowhere" } }).point).toBeNull();
  });
});
