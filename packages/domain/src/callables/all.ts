import type { AnyContract, InputOf, OutputOf } from "./contract";
import * as account from "./account";
import * as availability from "./availability";
import * as events from "./events";
import * as family from "./family";
import * as forms from "./forms";
import * as mail from "./mail";
import * as messages from "./messages";
import * as payments from "./payments";
import * as places from "./places";
import * as players from "./players";
import * as posts from "./posts";
import * as scan from "./scan";
import * as search from "./search";
import * as sites from "./sites";
import * as teams from "./teams";
import * as userLists from "./userLists";
import * as users from "./users";

/** The exports of an area's module that are contracts (areas also export the types and messages of their answers). */
type ContractsOf<M> = { [K in keyof M as M[K] extends AnyContract ? K : never]: M[K] };

const isContract = (value: unknown): value is AnyContract => typeof value === "object" && value !== null && "name" in value && "input" in value && "output" in value && "access" in value;

function contractsOf<M extends object>(area: M): ContractsOf<M> {
  return Object.fromEntries(Object.entries(area).filter(([, value]) => isContract(value))) as ContractsOf<M>;
}

/**
 * Every callable's contract, by name: what functions/src/index.ts must export
 * (each made with defineCallable; functions/src/index.test.ts checks both ways)
 * and what the metrics count. The web imports only its types (`call(name,
 * input)` in src/lib/firebase.ts is typed from them): the schemas, and zod with
 * them, stay out of its pages.
 */
export const ALL_CONTRACTS = {
  ...contractsOf(account),
  ...contractsOf(availability),
  ...contractsOf(events),
  ...contractsOf(family),
  ...contractsOf(forms),
  ...contractsOf(mail),
  ...contractsOf(messages),
  ...contractsOf(payments),
  ...contractsOf(places),
  ...contractsOf(players),
  ...contractsOf(posts),
  ...contractsOf(scan),
  ...contractsOf(search),
  ...contractsOf(sites),
  ...contractsOf(teams),
  ...contractsOf(userLists),
  ...contractsOf(users),
};

export type AllContracts = typeof ALL_CONTRACTS;
export type CallableName = keyof AllContracts;
/** What the client sends to the callable of that name, as its contract's schema takes it. */
export type CallableInput<N extends CallableName> = InputOf<AllContracts[N]>;
/** What the callable of that name answers, as its contract says. */
export type CallableOutput<N extends CallableName> = OutputOf<AllContracts[N]>;

/** Each contract is exported under its own name: a contract named otherwise is a type error here. */
type Misnamed = { [N in CallableName]: AllContracts[N]["name"] extends N ? never : N }[CallableName];
export const everyContractNamedAsExported: [Misnamed] extends [never] ? true : Misnamed = true;
