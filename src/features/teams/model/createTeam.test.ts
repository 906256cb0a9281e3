import { describe, expect, it } from "vitest";
import { gameTypesOtherFirst, topicIdFor } from "./createTeam";

describe("gameTypesOtherFirst (spec §2.1)", () => {
  it("puts Other first and keeps the rest in order", () => {
    expect(gameTypesOtherFirst(["Basketball", "Other", "Tennis"])).toEqual(["Other", "Basketball", "Tennis"]);
  });
  it("offers Other even when the list lacks it or failed to load", () => {
    expect(gameTypesOtherFirst([])).toEqual(["Other"]);
    expect(gameTypesOtherFirst(["Soccer"])).toEqual(["Other", "Soccer"]);
  });
});

describe("topicIdFor", () => {
  it("makes an id from the name", () => {
    expect(topicIdFor("Game day!", [])).toBe("game-day");
  });
  it("stays unique among the team's topics", () => {
    expect(topicIdFor("Schedule", ["schedule", "schedule-2"])).toBe("schedule-3");
  });
  it("never gives an empty id", () => {
    expect(topicIdFor("!!!", [])).toBe("topic");
  });
});
