import type { RouteObject } from "react-router-dom";
import type { HostMode } from "@/lib/hostMode";
import { mainRoutes } from "./mainRoutes";
import { brandedRoutes, customRoutes } from "./customRoutes";

export function routesFor(mode: HostMode): RouteObject[] {
  if (mode === "main") return mainRoutes;
  if (mode === "branded") return brandedRoutes;
  return customRoutes;
}
