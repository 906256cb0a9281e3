// The availability feature's public surface.
export { useGetPlayerAvailabilityQuery } from "./api/availabilityApi";
export { AvailabilitySummary } from "./components/AvailabilitySummary";
