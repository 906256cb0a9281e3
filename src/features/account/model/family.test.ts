import { describe, expect, it } from "vitest";
import { emptyRow, RELATIONS, rowProblems } from "./family";
import { ACCOUNT_MESSAGES } from "../messages";

describe("family member rows (spec §5 Family members)", () => {
  it("offers the relations of spec §3", () => {
    expect([...RELATIONS]).toEqual(["parent", "child", "spouse", "sibling", "guardian", "other"]);
  });

  it("an account holder needs a relation and a selected user", () => {
    const row = emptyRow(true);
    expect(rowProblems(row)).toEqual(["relationRequired", "selectUser"]);
    expect(rowProblems({ ...row, relation: "sibling", userId: "u1" })).toEqual([]);
    expect(ACCOUNT_MESSAGES.family.selectUser).toBe("Please search and select a user");
    expect(ACCOUNT_MESSAGES.family.selectFromResults).toBe("Please select a user from the search results");
  });

  it("someone without an account needs first name, last name, phone and an age of 1 to 120", () => {
    const row = { ...emptyRow(false), relation: "child" };
    expect(rowProblems(row)).toEqual(["firstName", "lastName", "phone", "age"]);
    const whole = { ...row, firstName: "Sam", lastName: "Player", phoneNumber: "512-555-0101", age: 9 };
    expect(rowProblems(whole)).toEqual([]);
    expect(rowProblems({ ...whole, age: 0 })).toEqual(["age"]);
    expect(rowProblems({ ...whole, age: 121 })).toEqual(["age"]);
    expect(rowProblems({ ...whole, age: 120 })).toEqual([]);
    expect(rowProblems({ ...whole, age: 1 })).toEqual([]);
    expect(rowProblems({ ...whole, age: 2.5 })).toEqual(["age"]);
    expect(rowProblems({ ...whole, firstName: "  " })).toEqual(["firstName"]);
  });

  it("messages quote the spec", () => {
    expect(ACCOUNT_MESSAGES.family.noUser).toBe("No user found with this email or UID");
    expect(ACCOUNT_MESSAGES.family.searchFailed).toBe("Error searching for user. Please try again.");
  });
});
