import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import type { z } from "zod";

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** Every callable checks its caller: signed in, or refused. */
export function requireCaller(request: Pick<CallableRequest, "auth">): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError("unauthenticated", "Sign in to do this.");
  const token = auth.token as { email?: string; email_verified?: boolean };
  return { uid: auth.uid, email: token.email ?? null, emailVerified: token.email_verified === true };
}

/** Every callable validates its input; bad input is refused with the first problem named. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new HttpsError("invalid-argument", `${where}${issue?.message ?? "Invalid input"}`);
  }
  return result.data;
}
