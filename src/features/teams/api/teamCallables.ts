import { callFunction } from "@/lib/firebase";
import { toAppError } from "@/lib/errors";
import type { TeamCallableName, TeamCallables } from "@rallyhub/domain/teams/callables";

/**
 * Calls a team callable (functions/src/teams): every change to who is on a
 * team, and team notifications, go through these. A refusal keeps the
 * server's sentence as the error's reason.
 */
export async function callTeam<N extends TeamCallableName>(name: N, data: TeamCallables[N]["input"], failure: string): Promise<TeamCallables[N]["output"]> {
  try {
    return await callFunction<TeamCallables[N]["output"]>(name, data);
  } catch (error) {
    throw toAppError(error, failure);
  }
}
