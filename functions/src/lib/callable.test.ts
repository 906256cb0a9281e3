import { describe, expect, it } from "vitest";
import { HttpsError } from "firebase-functions/v2/https";
import { z } from "zod";
import { parseInput, requireCaller } from "./callable";

describe("requireCaller", () => {
  it("refuses a request without auth", () => {
    expect(() => requireCaller({ auth: undefined })).toThrow(HttpsError);
  });

  it("reads uid, e-mail and verification from the token", () => {
    const caller = requireCaller({ auth: { uid: "u1", token: { email: "a@b.c", email_verified: true } as never, rawToken: "" } });
    expect(caller).toEqual({ uid: "u1", email: "a@b.c", emailVerified: true });
  });
});

describe("parseInput", () => {
  const schema = z.object({ radius: z.number().min(1) });
  it("returns the parsed input", () => {
    expect(parseInput(schema, { radius: 3 })).toEqual({ radius: 3 });
  });
  it("names the first problem as invalid-argument", () => {
    try {
      parseInput(schema, { radius: 0 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).code).toBe("invalid-argument");
      expect((error as HttpsError).message).toMatch(/^radius: /);
    }
  });
  const message = (fn: () => unknown) => {
    try {
      fn();
    } catch (error) {
      return (error as HttpsError).message;
    }
    return "no error";
  };
  it("with paths: false gives a form's sentence as it is, but still names a missing or mistyped field", () => {
    const form = z.object({ radius: z.number().min(1, "Choose a radius of at least 1 mile") });
    expect(message(() => parseInput(form, { radius: 0 }, { paths: false, at: "event" }))).toBe("Choose a radius of at least 1 mile");
    expect(message(() => parseInput(form, {}, { paths: false, at: "event" }))).toMatch(/^event\.radius: /);
  });
});
