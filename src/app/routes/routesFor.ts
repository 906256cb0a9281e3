import type { RouteObject } from "react-router-dom";
import type { HostMode } from "@/lib/hostMode";
import { mainRoutes } from "./mainRoutes";

/** The route table of this host: the main one at once; a custom or branded host's loaded with it (the main host never carries them). */
export async function routesFor(mode: HostMode): Promise<RouteObject[]> {
  if (mode === "main") return mainRoutes;
  const { brandedRoutes, customRoutes } = await import("./customRoutes");
  return mode === "branded" ? brandedRoutes : customRoutes;
}
