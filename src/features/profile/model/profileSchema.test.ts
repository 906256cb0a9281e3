import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { birthdateBounds, citySchema, PROFILE_LIMITS, profileSchema, stillNeeded } from "./profileSchema";
import { PRONOUNS } from "@/lib/profileOptions/options";

/** Spec §5 Profile, with a fixed "now": 22 November 2026 (local time). */
const NOW = new Date(2026, 10, 22, 15, 30);
const schema = profileSchema(NOW);

type Input = z.input<typeof schema>;

function valid(overrides: Partial<Record<keyof Input, unknown>> = {}): Record<string, unknown> {
  return {
    displayName: "Pat",
    fullName: "Patricia",
    lastName: "Player",
    email: "pat@example.com",
    gender: "Female",
    pronouns: "She/Her",
    sports: ["Pickleball"],
    joinReason: "Find-events",
    city: { name: "Austin, TX", lat: 30.2672, lng: -97.7431 },
    birthdate: new Date(1990, 4, 17),
    phoneNumber: "",
    agree: true,
    ...overrides,
  };
}

/** The messages for one field, or [] when it passes. */
function errorsFor(field: keyof Input, overrides: Partial<Record<keyof Input, unknown>>): string[] {
  const result = schema.safeParse(valid(overrides));
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

const ok = (overrides: Partial<Record<keyof Input, unknown>>) => schema.safeParse(valid(overrides)).success;

describe("profileSchema: the valid baseline", () => {
  it("accepts a complete profile", () => {
    const result = schema.safeParse(valid());
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it("trims display name, first name, last name, e-mail and phone in its output (spec §4: names trimmed before saving)", () => {
    const out = schema.parse(valid({ displayName: "  Pat  ", fullName: "\tPatricia ", lastName: "  Player ", email: " pat@example.com ", phoneNumber: " 512 555 0100 " }));
    expect(out.displayName).toBe("Pat");
    expect(out.fullName).toBe("Patricia");
    expect(out.lastName).toBe("Player");
    expect(out.email).toBe("pat@example.com");
    expect(out.phoneNumber).toBe("512 555 0100");
  });
});

describe("displayName (spec §5: required, 2–25)", () => {
  it.each([
    ["Al", true],
    ["A".repeat(25), true],
    [`  ${"A".repeat(25)}  `, true],
    ["A".repeat(26), false],
    ["A", false],
    ["  A  ", false],
    ["", false],
    ["     ", false],
  ])("%j → %s", (value, expected) => {
    expect(ok({ displayName: value })).toBe(expected);
  });

  it("gives length messages", () => {
    expect(errorsFor("displayName", { displayName: "  A  " })).toContain("Display name must be at least 2 characters");
    expect(errorsFor("displayName", { displayName: "A".repeat(26) })).toContain("Display name must be at most 25 characters");
  });

  it.each([
    ["12345", false],
    ["--", false],
    ["pat@example.com", false],
    ["pat@", false],
    ["https://spam.example", false],
    ["http://x.io", false],
    ["www.spam.com", false],
    ["<b>Pat</b>", false],
    ["Pat 2", true],
    ["José", true],
    ["Łukasz", true],
    ["李雷", true],
    ["O'Neil-Smith", true],
  ])("the name rule: %j → %s", (value, expected) => {
    expect(ok({ displayName: value })).toBe(expected);
  });

  it("explains the name rule", () => {
    expect(errorsFor("displayName", { displayName: "pat@x.io" })).toEqual(["Display name must contain letters and cannot be a link or e-mail"]);
  });
});

describe("fullName, labelled First Name (spec §5: required, 2–300)", () => {
  it.each([
    ["Jo", true],
    ["J".repeat(300), true],
    ["J".repeat(301), false],
    ["J", false],
    ["  J ", false],
    ["", false],
    ["www.example.com", false],
    ["a@b.c", false],
    ["42", false],
  ])("%j → %s", (value, expected) => {
    expect(ok({ fullName: value })).toBe(expected);
  });

  it("calls it First name in messages", () => {
    expect(errorsFor("fullName", { fullName: "J" })).toContain("First name must be at least 2 characters");
    expect(errorsFor("fullName", { fullName: "J".repeat(301) })).toContain("First name must be at most 300 characters");
  });
});

describe("lastName (spec §5: optional, up to 100)", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["X", true],
    ["L".repeat(100), true],
    ["L".repeat(101), false],
  ])("%j → %s", (value, expected) => {
    expect(ok({ lastName: value })).toBe(expected);
  });

  it("a blank last name becomes empty", () => {
    expect(schema.parse(valid({ lastName: "   " })).lastName).toBe("");
  });

  it("says the limit", () => {
    expect(errorsFor("lastName", { lastName: "L".repeat(101) })).toEqual(["Last name must be at most 100 characters"]);
  });
});

describe("email (spec §5: required, valid, max 100)", () => {
  it("refuses an invalid address with the spec message", () => {
    expect(errorsFor("email", { email: "pat@" })).toEqual(["Please enter a valid email address"]);
  });

  it("asks for it when empty", () => {
    expect(errorsFor("email", { email: "" })).toContain("Enter your e-mail");
  });

  it("accepts 100 characters and refuses 101", () => {
    const at = (n: number) => `${"a".repeat(n - 12)}@example.com`;
    expect(ok({ email: at(100) })).toBe(true);
    expect(errorsFor("email", { email: at(101) })).toContain("E-mail must be at most 100 characters");
  });
});

describe("gender, pronouns, sports, joinReason", () => {
  it("requires a gender", () => {
    expect(errorsFor("gender", { gender: "" })).toEqual(["Choose a gender"]);
    expect(ok({ gender: "Male" })).toBe(true);
  });

  it("knows exactly the five pronoun choices", () => {
    expect([...PRONOUNS]).toEqual(["None", "He/Him", "She/Her", "They/Them", "Unspecified"]);
  });

  it.each([...PRONOUNS])("accepts the pronoun %s", (pronouns) => {
    expect(ok({ pronouns })).toBe(true);
  });

  it("takes no pronouns: they are optional (spec §5 does not require them; issue 31)", () => {
    expect(ok({ pronouns: "" })).toBe(true);
    expect(schema.parse(valid({ pronouns: "" })).pronouns).toBe("");
  });

  it.each(["she/her", "Xe/Xem", null])("refuses the pronoun %j", (pronouns) => {
    expect(errorsFor("pronouns", { pronouns })).toEqual(["Choose your pronouns"]);
  });

  it("needs at least one sport: 'Pick atleast one'", () => {
    expect(errorsFor("sports", { sports: [] })).toEqual(["Pick atleast one"]);
    expect(ok({ sports: ["Tennis", "Padel"] })).toBe(true);
  });

  it.each(["Organize", "Find-people", "Find-events", "Substitute"])("accepts the join reason %s", (joinReason) => {
    expect(ok({ joinReason })).toBe(true);
  });

  it.each(["", "Other", "organize"])("refuses the join reason %j", (joinReason) => {
    expect(errorsFor("joinReason", { joinReason })).toEqual(["Choose why you're joining"]);
  });
});

describe("city (spec §5: chosen from the US autocomplete)", () => {
  it("refuses null", () => {
    expect(errorsFor("city", { city: null })).toEqual(["Choose your area from the list"]);
  });

  it("accepts a picked city", () => {
    expect(ok({ city: { name: "Portland, OR", lat: 45.5, lng: -122.7 } })).toBe(true);
  });

  it.each([
    ["a typed string", "Austin"],
    ["a city without a name", { name: "", lat: 1, lng: 2 }],
    ["a city without coordinates", { name: "Austin, TX" }],
    ["a city with string coordinates", { name: "Austin, TX", lat: "30", lng: "-97" }],
  ])("refuses %s", (_label, city) => {
    expect(ok({ city })).toBe(false);
  });

  it("citySchema keeps name, lat and lng", () => {
    expect(citySchema.parse({ name: "Austin, TX", lat: 1, lng: 2 })).toEqual({ name: "Austin, TX", lat: 1, lng: 2 });
  });
});

describe("birthdate (spec §5: at most 13 years ago, at least 120 years back on Jan 1)", () => {
  const DATE_MSG = "Enter your birthdate as MM/DD/YYYY";

  it("birthdateBounds: max 22 Nov 2013, min 1 Jan 1906", () => {
    const { min, max } = birthdateBounds(NOW);
    expect(max).toEqual(new Date(2013, 10, 22));
    expect(min).toEqual(new Date(1906, 0, 1));
  });

  it("birthdateBounds ignores the time of day of now", () => {
    expect(birthdateBounds(new Date(2026, 10, 22, 0, 0))).toEqual(birthdateBounds(new Date(2026, 10, 22, 23, 59, 59)));
  });

  it("birthdateBounds follows the current date", () => {
    expect(birthdateBounds(new Date(2030, 0, 1))).toEqual({ min: new Date(1910, 0, 1), max: new Date(2017, 0, 1) });
  });

  it("uses the limits 13 and 120", () => {
    expect(PROFILE_LIMITS.minAge).toBe(13);
    expect(PROFILE_LIMITS.maxAge).toBe(120);
  });

  it.each<[string, Date, boolean]>([
    ["exactly 13 years ago (inclusive)", new Date(2013, 10, 22), true],
    ["one day short of 13", new Date(2013, 10, 23), false],
    ["today", new Date(2026, 10, 22), false],
    ["1 Jan 1906 (inclusive)", new Date(1906, 0, 1), true],
    ["31 Dec 1905", new Date(1905, 11, 31), false],
    ["1 Jan 1850", new Date(1850, 0, 1), false],
    ["2 Jan 1906", new Date(1906, 0, 2), true],
  ])("%s → %s", (_label, birthdate, expected) => {
    expect(ok({ birthdate })).toBe(expected);
  });

  it("says why a date is out of range", () => {
    expect(errorsFor("birthdate", { birthdate: new Date(2013, 10, 23) })).toEqual(["You must be at least 13 years old"]);
    expect(errorsFor("birthdate", { birthdate: new Date(1905, 11, 31) })).toEqual(["Enter a birthdate after 1906"]);
  });

  it("takes none: the birthdate is optional (spec §5 gives only its bounds; issue 31)", () => {
    expect(ok({ birthdate: null })).toBe(true);
    expect(schema.parse(valid({ birthdate: null })).birthdate).toBeNull();
  });

  it("refuses an invalid Date with the MM/DD/YYYY message only", () => {
    expect(errorsFor("birthdate", { birthdate: new Date("not a date") })).toEqual([DATE_MSG]);
  });

  it.each([
    ["a string", "1990-05-17"],
    ["a number", 642902400000],
    ["undefined", undefined],
  ])("refuses %s", (_label, birthdate) => {
    expect(errorsFor("birthdate", { birthdate })).toEqual([DATE_MSG]);
  });

  it("on 29 Feb of a leap year, a child one day short of 13 is refused", () => {
    // 29 Feb 2028: someone born 1 Mar 2015 turns 13 on 1 Mar 2028, so is still 12.
    // new Date(2015, 1, 29) rolls over to 1 Mar 2015, which makes them acceptable.
    const leapDay = new Date(2028, 1, 29);
    expect(birthdateBounds(leapDay).max.getTime()).toBeLessThanOrEqual(new Date(2015, 1, 28).getTime());
    expect(profileSchema(leapDay).safeParse(valid({ birthdate: new Date(2015, 2, 1) })).success).toBe(false);
  });
});

describe("phoneNumber (optional)", () => {
  it.each([
    ["", true],
    ["   ", true],
    ["(512) 555-0100", true],
    ["+1 512 555 0100", true],
    ["512.555.0100", true],
    ["5550100", true],
    ["555010", false],
    ["call me maybe", false],
    ["512-555-0100 ext 5", false],
    ["1".repeat(21), false],
  ])("%j → %s", (value, expected) => {
    expect(ok({ phoneNumber: value })).toBe(expected);
  });

  it("gives an example in its message", () => {
    expect(errorsFor("phoneNumber", { phoneNumber: "abc" })).toEqual(["Enter a phone number such as (512) 555-0100"]);
  });
});

describe("agree (spec §5: the checkbox must be checked)", () => {
  it.each([false, undefined, "true", 1])("refuses %j", (agree) => {
    expect(errorsFor("agree", { agree })).toEqual(["Please accept the Terms of Service and Privacy Policy to continue"]);
  });

  it("accepts true", () => {
    expect(ok({ agree: true })).toBe(true);
  });
});

describe("profileSchema defaults to the current date", () => {
  it("builds with no argument and refuses a birthdate in the future", () => {
    const future = new Date(Date.now() + 86_400_000);
    expect(profileSchema().safeParse(valid({ birthdate: future })).success).toBe(false);
  });
});

describe("stillNeeded (issue 31: the form says why it cannot be saved yet)", () => {
  const left = (values: Record<string, unknown>) => {
    const result = schema.safeParse(values);
    return result.success ? [] : stillNeeded(result.error.issues);
  };

  it("names what a new user's empty form lacks, in the form's order: the spec's required fields, gender and why they join", () => {
    const blank = {
      displayName: "",
      fullName: "",
      lastName: "",
      email: "pat@example.com",
      gender: "",
      pronouns: "",
      sports: [],
      joinReason: "",
      city: null,
      birthdate: null,
      phoneNumber: "",
      agree: false,
    };
    expect(left(blank)).toEqual(["Display Name", "First Name", "Gender", "Sports / Games", "Why are you joining?", "Go-To Area to Play", "Terms of Service and Privacy Policy"]);
  });

  it("names a field that is filled in but not right, once", () => {
    expect(left(valid({ displayName: "P", birthdate: new Date(2020, 0, 1) }))).toEqual(["Display Name", "Birthdate"]);
  });

  it("is empty for a valid form", () => {
    expect(left(valid({ pronouns: "", birthdate: null }))).toEqual([]);
  });
});
