import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

/** Home dashboard UI state (spec §4 Home): the team filter and the collapsible panels. */
export interface HomeState {
  teamFilter: string | null;
  /** Whether the user picked a filter on this visit (until then the saved default applies, spec §4). */
  teamFilterChosen: boolean;
  actionCenterOpen: boolean;
  quickLinksOpen: boolean;
}

const initialState: HomeState = { teamFilter: null, teamFilterChosen: false, actionCenterOpen: true, quickLinksOpen: true };

export const homeSlice = createSlice({
  name: "home",
  initialState,
  reducers: {
    teamFilterSet(state, action: PayloadAction<string | null>) {
      state.teamFilter = action.payload;
      state.teamFilterChosen = true;
    },
    actionCenterToggled(state) {
      state.actionCenterOpen = !state.actionCenterOpen;
    },
    quickLinksToggled(state) {
      state.quickLinksOpen = !state.quickLinksOpen;
    },
  },
});

export const { teamFilterSet, actionCenterToggled, quickLinksToggled } = homeSlice.actions;

declare module "@/lib/state" {
  interface AppState {
    home: HomeState;
  }
}
