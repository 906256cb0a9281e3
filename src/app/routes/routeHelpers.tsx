import { Navigate, useLocation, useParams, type RouteObject } from "react-router-dom";
import { Guard, type GuardName } from "@/features/auth/components/Guard";

/** A page whose capability arrives with a later issue (see PendingFeaturePage). */
export function pending(path: string, title: string, extra: Partial<RouteObject> = {}): RouteObject {
  return { path, handle: { title }, lazy: () => import("@/components/PendingFeatureRoute"), ...extra };
}

/** Wraps routes in a guard layout (spec §2.1 guard names). */
export function guarded(guards: GuardName[], children: RouteObject[], organizerFallback?: React.ReactNode): RouteObject {
  return { element: <Guard guards={guards} organizerFallback={organizerFallback} />, children };
}

/**
 * A redirect that carries route parameters into the target, e.g.
 * redirectTo("event/:id") for evt/:id. Query and hash are kept.
 */
export function RedirectWithParams({ to }: { to: string }) {
  const params = useParams();
  const location = useLocation();
  const target = to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  return <Navigate to={{ pathname: target, search: location.search, hash: location.hash }} replace />;
}

export function redirectRoute(path: string, to: string): RouteObject {
  return { path, element: <RedirectWithParams to={to} /> };
}
