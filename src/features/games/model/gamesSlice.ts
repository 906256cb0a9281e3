import { createSlice } from "@reduxjs/toolkit";

/** Spec §3 Games state. The games capability fills it; the shape is fixed here. */
export type LoadState = "idle" | "loading" | "success" | "error";

export interface Game {
  id: string;
  eventId: string;
  name: string;
}

export interface GamesState {
  gamesByEvent: Record<string, string[]>;
  gamesById: Record<string, Game>;
  loadingStates: Record<string, LoadState>;
  selectedGameByEvent: Record<string, string | null>;
  playoffGeneration: { isGenerating: boolean; sourceGameId: string | null; configuration: Record<string, unknown> | null; error: string | null };
}

const initialState: GamesState = {
  gamesByEvent: {},
  gamesById: {},
  loadingStates: {},
  selectedGameByEvent: {},
  playoffGeneration: { isGenerating: false, sourceGameId: null, configuration: null, error: null },
};

export const gamesSlice = createSlice({ name: "games", initialState, reducers: {} });

declare module "@/lib/state" {
  interface AppState {
    games: GamesState;
  }
}
