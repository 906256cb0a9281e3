import { lazy, Suspense } from "react";
import { PageLoader } from "@/components/PageLoader";

const RouteErrorPageView = lazy(() => import("./RouteErrorPage"));

/** The route error page, loaded only when something actually fails. */
export function RouteErrorPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <RouteErrorPageView />
    </Suspense>
  );
}
