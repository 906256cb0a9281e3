import { combineReducers, configureStore } from "@reduxjs/toolkit";
import { api } from "@/lib/api";
import { authSlice } from "@/features/auth/model/authSlice";
import { gamesSlice } from "@/features/games/model/gamesSlice";
import { teamsSlice } from "@/features/teams/model/teamsSlice";
import { homeSlice } from "@/features/home/model/homeSlice";

const rootReducer = combineReducers({
  auth: authSlice.reducer,
  games: gamesSlice.reducer,
  teams: teamsSlice.reducer,
  home: homeSlice.reducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
    // Spec §9: the state devtools keep at most 25 entries.
    devTools: import.meta.env.DEV ? { maxAge: 25 } : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
