import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../messages";

/** Spec §5 Alternate emails: a valid e-mail, not a duplicate and not the account's own. Returns the message or null. */
export function alternateEmailProblem(candidate: string, existing: readonly string[], accountEmail: string): string | null {
  const value = candidate.trim();
  if (!z.email().safeParse(value).success || value.length > 100) return ACCOUNT_MESSAGES.alternateEmail.invalid;
  const lower = value.toLowerCase();
  if (lower === accountEmail.toLowerCase() || existing.some((e) => e.toLowerCase() === lower)) return ACCOUNT_MESSAGES.alternateEmail.duplicate;
  return null;
}

/**
 * The add-an-address operation's schema (its form and the value it saves):
 * checked against the addresses already there and the account's own.
 */
export function alternateEmailSchema(existing: readonly string[], accountEmail: string) {
  return z.object({
    email: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = alternateEmailProblem(value, existing, accountEmail);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
  });
}
