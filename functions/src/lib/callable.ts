import { HttpsError, type CallableRequest } from "firebase-functions/v2/https";
import { z } from "zod";

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

/**
 * Every callable validates its input; bad input is refused with the first
 * problem named. With `paths: false` the message is the schema's own sentence
 * (a schema shared with a form, whose messages are written for people).
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, options: { paths?: boolean; at?: string } = {}): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    // A missing or mistyped field (no form sends that) is always named.
    const named = options.paths !== false || issue?.code === "invalid_type";
    const path = [...(options.at ? [options.at] : []), ...(issue?.path ?? []).map(String)];
    const where = named && issue && path.length > 0 ? `${path.join(".")}: ` : "";
    throw new HttpsError("invalid-argument", `${where}${issue?.message ?? "Invalid input"}`);
  }
  return result.data;
}

/** A Firestore document id or Auth uid from a client: letters, digits, - and _ only (no paths, no reserved names). */
export const docId = z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, "must be an id");

/** For callables that take no input: anything but an empty object is refused. */
export const noInput = z.object({}).strict();
