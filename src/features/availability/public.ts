import { lazy } from "react";

// The availability feature's public surface.
// The home Action Center asks whether the user has set their hours (issue 11).
export { useGetMyAvailabilityQuery, useGetPlayerAvailabilityQuery } from "./api/availabilityApi";
export { AvailabilitySummary } from "./components/AvailabilitySummary";

/** The settings tab (loaded only when opened). */
export const AvailabilityTab = lazy(() => import("./components/AvailabilityTab"));
