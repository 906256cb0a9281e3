import { AppError } from "@/lib/errors";
import type { AppDispatch, AppState } from "@/lib/state";
// The message from the zod-free table: the schema module would bring zod onto every page that sets the active team (the home).
import { APP_MESSAGES } from "@/lib/messages";
import { myTeamsApi } from "../api/myTeamsApi";
import { activeTeamSet } from "./teamsSlice";

/**
 * Sets the active team in shared state (spec §7: the home screen and team
 * pages dispatch it). A team that does not exist is refused with
 * 'Team not found' (§5) and the active team stays as it was.
 */
export function setActiveTeam(teamId: string | null) {
  return async (dispatch: AppDispatch): Promise<void> => {
    if (teamId === null) {
      dispatch(activeTeamSet(null));
      return;
    }
    const team = await dispatch(myTeamsApi.endpoints.getTeam.initiate(teamId, { subscribe: false }))
      .unwrap()
      .catch(() => null);
    if (!team) throw new AppError("not-found", APP_MESSAGES.failure.teamNotFound);
    dispatch(activeTeamSet(team.id));
  };
}

export const selectActiveTeamId = (state: AppState): string | null => state.teams.activeTeamId;
