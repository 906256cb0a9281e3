import type { ComponentType, ReactNode } from "react";
import type { Root } from "react-dom/client";
import { Provider } from "react-redux";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { ThemeProvider } from "@mui/material/styles";
import { currentHostMode } from "@/lib/hostMode";
import { registerAppStore } from "@/lib/session/storeAccess";
import { bootstrapAuth } from "@/lib/session/session";
import { registerAuthStore } from "@/lib/session/authGate";
import { isProtectedPath } from "@/lib/session/paths";
import { ErrorBoundary } from "@/components/ErrorBoundary";
import { ToastHost } from "@/components/ToastHost";
import { makeStore } from "./store";
import { theme } from "./theme";
import { routesFor } from "./routes/routesFor";

/** Composition root: configuration, store, auth, router for this host. */
export async function bootstrap(root: Root, Strict: ComponentType<{ children?: ReactNode }>): Promise<void> {
  const store = makeStore();
  registerAppStore(store);
  registerAuthStore(store);
  bootstrapAuth(store.dispatch, isProtectedPath(window.location.pathname));
  const router = createBrowserRouter(await routesFor(currentHostMode()));
  root.render(
    <Strict>
      <ErrorBoundary>
        <Provider store={store}>
          <ThemeProvider theme={theme}>
            <RouterProvider router={router} />
            {/* One toast host for every host mode and layout, mounted once per page load. */}
            <ToastHost />
          </ThemeProvider>
        </Provider>
      </ErrorBoundary>
    </Strict>,
  );
}
