import { call } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { InputOf, OutputOf } from "@rallyhub/domain/callables/contract";
import * as teamCallables from "@rallyhub/domain/callables/teams";

type Contracts = typeof teamCallables;
/** The team callables' names (the contracts of packages/domain/src/callables/teams.ts). */
export type TeamCallableName = Exclude<keyof Contracts, "TEAM_ERRORS">;
export type TeamIn<N extends TeamCallableName> = InputOf<Contracts[N]>;
export type TeamOut<N extends TeamCallableName> = OutputOf<Contracts[N]>;

/**
 * Calls a team callable (functions/src/teams) through its contract: every
 * change to who is on a team, and team notifications, go through these. A
 * refusal keeps the server's sentence as the error's reason.
 */
export async function callTeam<N extends TeamCallableName>(name: N, data: TeamIn<N>, failure: string): Promise<TeamOut<N>> {
  try {
    return await call<Contracts[N]>(teamCallables[name], data);
  } catch (error) {
    throw toAppError(error, failure);
  }
}
