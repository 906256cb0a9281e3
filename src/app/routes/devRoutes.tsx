import type { RouteObject } from "react-router-dom";
import { getConfig } from "@/lib/config";

/**
 * Development-only pages. The outbox lists the mail the Functions wrote to the
 * `mail` collection (the server refuses it outside the emulators too).
 */
export const devRoutes: RouteObject[] = getConfig().environment === "production" ? [] : [{ path: "dev/outbox", lazy: () => import("@/features/account/components/DevOutboxPage") }];
