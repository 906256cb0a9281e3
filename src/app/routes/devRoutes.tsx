import type { RouteObject } from "react-router-dom";
import type { AppConfig } from "@/lib/configSchema";

/**
 * getConfig().environment, written into this module as a literal by vite.config.ts's `define`
 * (and the vitest configs'), so that the bundler drops the branch a production build never
 * takes together with the chunks it would load: a production dist has no development page at
 * all. (A constant imported from another module is folded only after the chunks are made.)
 */
declare const __APP_ENVIRONMENT__: AppConfig["environment"];

/**
 * Development-only pages. The outbox lists the mail the Functions wrote to the
 * `mail` collection (the server refuses it outside the emulators too); components
 * shows the design system and every state of its components (issue 31).
 */
export const devRoutes: RouteObject[] =
  __APP_ENVIRONMENT__ === "production"
    ? []
    : [
        { path: "dev/outbox", lazy: () => import("@/features/account/components/DevOutboxPage") },
        { path: "dev/components", lazy: () => import("@/app/dev/DevComponentsPage"), handle: { title: "Components" } },
      ];
