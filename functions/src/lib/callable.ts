import { logger } from "firebase-functions";
import { HttpsError, onCall, type CallableFunction, type CallableOptions, type CallableRequest } from "firebase-functions/v2/https";
import { z } from "zod";
import type { Access, AnyContract, OutputOf, ParsedInputOf } from "@rallyhub/domain/callables/contract";
import { isOrganizerRecord } from "@rallyhub/domain/roles";
import { db } from "../admin";

export interface Caller {
  uid: string;
  email: string | null;
  emailVerified: boolean;
}

/** The caller as a callable sees it: signed in, or refused. */
export function requireCaller(request: Pick<CallableRequest, "auth">): Caller {
  const auth = request.auth;
  if (!auth) throw new HttpsError("unauthenticated", "Sign in to do this.");
  const token = auth.token as { email?: string; email_verified?: boolean };
  return { uid: auth.uid, email: token.email ?? null, emailVerified: token.email_verified === true };
}

/**
 * Validates input; bad input is refused with the first problem named. With
 * `paths: false` the message is the schema's own sentence (a schema shared
 * with a form, whose messages are written for people). defineCallable parses
 * every callable's input this way; handlers use it for what they check later
 * (a game against its own start time).
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

/** Who is calling, as the contract's access level promises it to the handler: a public callable may be called by nobody in particular. */
export type CallerFor<A extends Access> = A extends { level: "public" } ? Caller | null : Caller;

export interface CallContext<C extends AnyContract> {
  caller: CallerFor<C["access"]>;
  /** The raw request, for what only it knows (the origin and host headers). */
  request: CallableRequest<unknown>;
}

export type CallableHandler<C extends AnyContract> = (input: ParsedInputOf<C>, context: CallContext<C>) => Promise<OutputOf<C>>;

declare const CONTRACT: unique symbol;

/**
 * What defineCallable returns, and the only type functions/src/index.ts may
 * export a callable as (index.test.ts checks every contract against the
 * exports at compile time): a callable made any other way is a type error.
 */
export type DefinedCallable<C extends AnyContract> = CallableFunction<unknown, Promise<OutputOf<C>>> & { readonly [CONTRACT]: C };

/** The verified e-mail or the organizer role the contract asks of a signed-in caller. */
async function requireRole(access: Access, caller: Caller): Promise<void> {
  if (access.level === "verified" && (!caller.email || !caller.emailVerified)) throw new HttpsError("failed-precondition", access.refusal);
  if (access.level === "organizer") {
    const user = await db().doc(`users/${caller.uid}`).get();
    if (!isOrganizerRecord(user.data())) throw new HttpsError("permission-denied", access.refusal);
  }
}

/**
 * The one way to write a callable: from its contract (packages/domain/src/callables).
 * Before the handler runs, the caller is checked as the contract's access says
 * (UNAUTHENTICATED "Sign in to do this." first, then the input, then a
 * verified e-mail or the organizer role), and the input is parsed with the
 * contract's schema (INVALID_ARGUMENT naming the first problem). The handler
 * gets the parsed input and the caller. Its HttpsErrors reach the client as
 * they are, with their sentences; anything else is logged and answered with
 * INTERNAL, so no internal detail leaves the server.
 */
export function defineCallable<C extends AnyContract>(contract: C, handler: NoInfer<CallableHandler<C>>, options: CallableOptions = {}): DefinedCallable<C> {
  const fn = onCall(options, async (request: CallableRequest<unknown>): Promise<OutputOf<C>> => {
    try {
      const caller = contract.access.level === "public" && !request.auth ? null : requireCaller(request);
      const input = parseInput(contract.input, request.data, { paths: contract.sentences !== true }) as ParsedInputOf<C>;
      if (caller) await requireRole(contract.access, caller);
      return await handler(input, { caller: caller as CallerFor<C["access"]>, request });
    } catch (error: unknown) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${contract.name} failed`, error);
      throw new HttpsError("internal", "INTERNAL");
    }
  });
  return fn as DefinedCallable<C>;
}
