import { lazy } from "react";

// The availability feature's public surface.
export { useGetPlayerAvailabilityQuery } from "./api/availabilityApi";
export { AvailabilitySummary } from "./components/AvailabilitySummary";

/** The settings tab (loaded only when opened). */
export const AvailabilityTab = lazy(() => import("./components/AvailabilityTab"));
