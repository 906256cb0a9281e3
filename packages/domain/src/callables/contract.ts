import { z } from "zod";

/**
 * One contract per callable Function, for both ends: its name, the zod schema
 * its input must pass, the type of what it answers, and who may call it. The
 * Functions define each callable from its contract (functions/src/lib/callable.ts,
 * `defineCallable`), which checks the caller and the input before the handler
 * runs; the web calls it with `call(name, input)` (src/lib/firebase.ts), typed
 * from the same contract (its types only: pages do not download the schemas).
 */

/**
 * Who may call. The server checks the level before the handler runs:
 * - `public`: anyone, signed in or not (the handler gets the caller or null);
 * - `signedIn`: a signed-in user, else UNAUTHENTICATED "Sign in to do this.";
 * - `verified`: signed in with a verified e-mail, else FAILED_PRECONDITION with `refusal`;
 * - `organizer`: signed in and users/{uid} says they organise (`isOrganizerRecord`),
 *   else PERMISSION_DENIED with `refusal`;
 * - `owner`: signed in, and the caller must be `owner` (the game's organizer, the
 *   team's managers, the site's creator…). The handler checks that part in the
 *   transaction that reads the document: checking it before would read the
 *   document twice, and outside the transaction that changes it.
 */
export type Access =
  | { readonly level: "public" }
  | { readonly level: "signedIn" }
  | { readonly level: "verified"; readonly refusal: string }
  | { readonly level: "organizer"; readonly refusal: string }
  | { readonly level: "owner"; readonly owner: string };

export type AccessLevel = Access["level"];

export const PUBLIC = { level: "public" } as const satisfies Access;
export const SIGNED_IN = { level: "signedIn" } as const satisfies Access;
export const verified = (refusal: string) => ({ level: "verified", refusal }) as const satisfies Access;
export const organizer = (refusal: string) => ({ level: "organizer", refusal }) as const satisfies Access;
export const owner = (who: string) => ({ level: "owner", owner: who }) as const satisfies Access;

declare const OUTPUT: unique symbol;

/** The type a callable answers with: a type only (`returns<T>()` carries nothing at run time). */
export interface Returns<O> {
  readonly [OUTPUT]?: O;
}

export const returns = <O>(): Returns<O> => ({});

export interface Contract<N extends string = string, I extends z.ZodType = z.ZodType, O = unknown, A extends Access = Access> {
  readonly name: N;
  readonly input: I;
  readonly output: Returns<O>;
  readonly access: A;
  /**
   * Refused input is answered with the schema's own sentence (a schema shared
   * with a form, whose messages are written for people) instead of the field's
   * name and zod's message. A missing or mistyped field is always named.
   */
  readonly sentences?: boolean;
}

/** Any contract (for lists of them and for generic code). */
export type AnyContract = Contract;

export type InputOf<C extends AnyContract> = z.input<C["input"]>;
export type ParsedInputOf<C extends AnyContract> = z.output<C["input"]>;
export type OutputOf<C extends AnyContract> = C["output"] extends Returns<infer O> ? O : never;

export function defineContract<const N extends string, I extends z.ZodType, O, A extends Access>(contract: Contract<N, I, O, A>): Contract<N, I, O, A> {
  return contract;
}

/** A Firestore document id or Auth uid from a client: letters, digits, - and _ only (no paths, no reserved names). */
export const docId = z.string().regex(/^(?!__)[A-Za-z0-9_-]{1,128}$/, "must be an id");

/** For callables that take no input: anything but an empty object (or nothing) is refused. */
export const noInput = z
  .object({})
  .strict()
  .nullish()
  .transform(() => ({}));
