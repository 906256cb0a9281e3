import { describe, expect, it } from "vitest";
import { alternateEmailProblem } from "./alternateEmails";

describe("alternateEmailProblem (spec §5 Alternate emails)", () => {
  const existing = ["pat.work@example.com"];
  it.each([
    ["pat.home@example.com", null],
    ["  pat.home@example.com  ", null],
    ["not-an-email", "Please enter a valid email address"],
    ["", "Please enter a valid email address"],
    [`${"x".repeat(95)}@e.com`, "Please enter a valid email address"],
    ["PAT.WORK@example.com", "This email is already added"],
    ["pat@rallyhub.test", "This email is already added"],
    ["Pat@RallyHub.test", "This email is already added"],
  ])("%j → %j", (candidate, message) => {
    expect(alternateEmailProblem(candidate, existing, "pat@rallyhub.test")).toBe(message);
  });
});
