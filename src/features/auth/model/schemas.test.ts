import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailField, forgotPasswordSchema, loginSchema, passwordField, resetPasswordSchema, signUpSchema } from "./schemas";

/** The messages a failed parse gives, by field path ("" for the root). */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string[]> {
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const INVALID_EMAIL = "Please enter a valid email address";

describe("emailField (spec §5: valid format, max 100)", () => {
  it("trims the address", () => {
    expect(emailField.parse("  pat@example.com \n")).toBe("pat@example.com");
  });

  it.each(["pat@example.com", "first.last+tag@sub.example.co.uk", "a@b.io"])("accepts %s", (value) => {
    expect(emailField.safeParse(value).success).toBe(true);
  });

  it.each(["pat", "pat@", "@example.com", "pat@example", "pat example@x.com", "pat@@example.com", "pat@exa mple.com"])("refuses %s as invalid", (value) => {
    const result = emailField.safeParse(value);
    expect(result.success).toBe(false);
    expect(messages(result)[""]).toContain(INVALID_EMAIL);
  });

  it("asks for the e-mail when it is empty or blank", () => {
    expect(messages(emailField.safeParse(""))[""]).toEqual(["Enter your e-mail"]);
    expect(messages(emailField.safeParse("    "))[""]).toEqual(["Enter your e-mail"]);
  });

  it("accepts exactly 100 characters and refuses 101", () => {
    const local = (n: number) => "a".repeat(n - "@example.com".length);
    const hundred = `${local(100)}@example.com`;
    const hundredOne = `${local(101)}@example.com`;
    expect(hundred).toHaveLength(100);
    expect(emailField.safeParse(hundred).success).toBe(true);
    const result = emailField.safeParse(hundredOne);
    expect(result.success).toBe(false);
    expect(messages(result)[""]).toContain("E-mail must be at most 100 characters");
  });

  it("measures the length after trimming", () => {
    const hundred = `${"a".repeat(88)}@example.com`;
    expect(emailField.safeParse(`   ${hundred}   `).success).toBe(true);
  });
});

describe("passwordField", () => {
  it.each([
    ["abcdefg1", true],
    ["12345678a", true],
    [`${"a".repeat(127)}1`, true],
    ["abc1", false],
    ["abcdefgh", false],
    ["12345678", false],
    [`${"a".repeat(128)}1`, false],
  ])("%s → %s", (value, ok) => {
    expect(passwordField.safeParse(value).success).toBe(ok);
  });

  it("explains each rule", () => {
    expect(messages(passwordField.safeParse("a1"))[""]).toContain("Use at least 8 characters");
    expect(messages(passwordField.safeParse("abcdefgh"))[""]).toContain("Include at least one number");
    expect(messages(passwordField.safeParse("12345678"))[""]).toContain("Include at least one letter");
    expect(messages(passwordField.safeParse(`${"a".repeat(128)}1`))[""]).toContain("Use at most 128 characters");
  });
});

describe("loginSchema", () => {
  it("asks for a password but does not judge its strength", () => {
    expect(loginSchema.safeParse({ email: "pat@example.com", password: "x" }).success).toBe(true);
    expect(messages(loginSchema.safeParse({ email: "pat@example.com", password: "" })).password).toEqual(["Enter your password"]);
  });

  it("trims the e-mail", () => {
    expect(loginSchema.parse({ email: " pat@example.com ", password: "x" }).email).toBe("pat@example.com");
  });

  it("refuses a malformed e-mail with the spec message", () => {
    expect(messages(loginSchema.safeParse({ email: "pat@", password: "x" })).email).toContain(INVALID_EMAIL);
  });
});

describe("signUpSchema and forgotPasswordSchema", () => {
  it("sign-up applies the password rules", () => {
    expect(signUpSchema.safeParse({ email: "pat@example.com", password: "password1" }).success).toBe(true);
    expect(messages(signUpSchema.safeParse({ email: "pat@example.com", password: "password" })).password).toContain("Include at least one number");
  });

  it("forgot-password needs only a valid e-mail", () => {
    expect(forgotPasswordSchema.parse({ email: " pat@example.com" })).toEqual({ email: "pat@example.com" });
    expect(messages(forgotPasswordSchema.safeParse({ email: "nope" })).email).toContain(INVALID_EMAIL);
  });
});

describe("resetPasswordSchema", () => {
  it("accepts matching passwords", () => {
    expect(resetPasswordSchema.safeParse({ password: "newpass12", confirm: "newpass12" }).success).toBe(true);
  });

  it("puts a mismatch on the confirm field", () => {
    const result = resetPasswordSchema.safeParse({ password: "newpass12", confirm: "newpass13" });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({ confirm: ["The passwords do not match"] });
  });

  it("still applies the password rules", () => {
    const result = resetPasswordSchema.safeParse({ password: "short", confirm: "short" });
    expect(messages(result).password).toContain("Use at least 8 characters");
  });
});
