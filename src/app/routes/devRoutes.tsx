import type { RouteObject } from "react-router-dom";

/** Development-only pages (mail outbox, simulated payment provider) are added here by the features that need them. */
export const devRoutes: RouteObject[] = [];
