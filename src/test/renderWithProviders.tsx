import type { ReactElement } from "react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router-dom";
import { render, type RenderResult } from "@testing-library/react";
import { ThemeProvider } from "@mui/material/styles";
import { makeStore, type AppStore, type RootState } from "@/app/store";
import { theme } from "@/app/theme";
import { registerAppStore } from "@/lib/session/storeAccess";
import "./asyncTimeout";

export interface ProviderOptions {
  /** State to start the real store with (e.g. `{ auth: signedOutAuth() }`). */
  preloadedState?: Partial<RootState>;
  /** An existing store to use instead of making one. */
  store?: AppStore;
  /** Where the memory router starts. */
  initialEntries?: string[];
}

export interface RouterRenderResult extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders a route table in a memory router with a real store and the app theme. */
export function renderRoutes(routes: RouteObject[], { preloadedState, store = makeStore(preloadedState), initialEntries = ["/"] }: ProviderOptions = {}): RouterRenderResult {
  // As at start-up: route loaders prefetch into this store's cache.
  registerAppStore(store);
  const router = createMemoryRouter(routes, { initialEntries });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}

/**
 * Renders one element at the router's current path (any path matches), with a
 * real store and a memory router, so that links, hooks and selectors work.
 */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions & { path?: string } = {}): RouterRenderResult {
  const { path = "*", ...rest } = options;
  return renderRoutes([{ path, element: ui }], rest);
}
