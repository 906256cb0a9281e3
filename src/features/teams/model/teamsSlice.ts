import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** The active team the home screen and team tools work on (spec §7: the home screen dispatches the active team). */
export interface TeamsState {
  activeTeamId: string | null;
}

const initialState: TeamsState = { activeTeamId: null };

export const teamsSlice = createSlice({
  name: "teams",
  initialState,
  reducers: {
    activeTeamSet(state, action: PayloadAction<string | null>) {
      state.activeTeamId = action.payload;
    },
  },
});

export const { activeTeamSet } = teamsSlice.actions;

declare module "@/lib/state" {
  interface AppState {
    teams: TeamsState;
  }
}
