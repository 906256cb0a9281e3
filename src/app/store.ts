import { combineSlices, configureStore, createDynamicMiddleware } from "@reduxjs/toolkit";
import type { api } from "@/lib/api";
import { provideInjector } from "@/lib/storeInjection";
import type { AppState } from "@/lib/state";
import { authSlice } from "@/lib/session/authSlice";
import { teamsSlice } from "@/features/teams/model/teamsSlice";
import { homeSlice } from "@/features/home/model/homeSlice";
import { toastsSlice } from "@/lib/toast";

// The RTK Query api is injected when a feature first imports it, so pages
// without server data never download it.
const rootReducer = combineSlices(authSlice, teamsSlice, homeSlice, toastsSlice).withLazyLoadedSlices<{
  api: ReturnType<typeof api.reducer>;
}>();

export type RootState = ReturnType<typeof rootReducer>;

// The state features are typed against (lib/state.ts, filled by each slice)
// must be what this store really holds: this fails to compile otherwise.
type Matches<T extends AppState> = T;
export type CheckedState = Matches<RootState>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const dynamic = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // The avatar upload's image (a Blob) is the one argument that is not plain data. A live
        // entry's listener travels from its fetch to the entry in the fulfilled action's
        // baseQueryMeta (RTK's own default exception), and the entry follows its fetches with
        // "api/followFetches" (lib/api.ts, lib/liveQuery.ts); neither reaches the state.
        serializableCheck: {
          ignoredActions: ["api/followFetches"],
          ignoredActionPaths: ["meta.arg.originalArgs.image", "meta.baseQueryMeta"],
          ignoredPaths: [/^api\.mutations\.[^.]+\.originalArgs\.image$/],
        },
      }).concat(dynamic.middleware),
    // Spec §9: the state devtools keep at most 25 entries.
    devTools: import.meta.env.DEV ? { maxAge: 25 } : false,
  });
  provideInjector(({ reducerPath, reducer, middleware }) => {
    rootReducer.inject({ reducerPath, reducer }, { overrideExisting: true });
    dynamic.addMiddleware(middleware);
    // Gives the new slice its initial state now: a route loader may dispatch to it at once.
    store.dispatch({ type: `store/injected/${reducerPath}` });
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore["dispatch"];
