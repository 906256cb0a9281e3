import { call } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { CallableInput, CallableName, CallableOutput } from "@rallyhub/domain/callables/all";
import type * as teamCallables from "@rallyhub/domain/callables/teams";

/** The team callables' names (the contracts of packages/domain/src/callables/teams.ts). */
export type TeamCallableName = Extract<CallableName, keyof typeof teamCallables>;
export type TeamIn<N extends TeamCallableName> = CallableInput<N>;
export type TeamOut<N extends TeamCallableName> = CallableOutput<N>;

/**
 * Calls a team callable (functions/src/teams) by its contract: every change
 * to who is on a team, and team notifications, go through these. A refusal
 * keeps the server's sentence as the error's reason.
 */
export async function callTeam<N extends TeamCallableName>(name: N, data: TeamIn<N>, failure: string): Promise<TeamOut<N>> {
  try {
    return await call(name, data);
  } catch (error) {
    throw toAppError(error, failure);
  }
}
